// Issue #16, part 3: the replay viewer's chart of fuel, food, morale, population, distance and
// the jump track over the turns, and its CSV. The expected points are read here from the
// player's view step by step: point 0 is the fleet when turn 1 has begun, point t the fleet at
// the first step of a later turn than t, and the last point the fleet where the save ends.
#include "modal_helper.h"
#include "replay_window.h"
#include "turn_chart.h"

#include <QChart>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using bsg::gui::ReplayWindow;
using bsg::gui::TurnChart;

namespace {

const char* const kTracks[] = {"fuel", "food", "morale", "population", "distance", "jump_track"};

struct Expected {
    int turn = 0, entry = 0;
    QList<int> values; // in kTracks' order
};

QList<int> valuesOf(const QJsonObject& view) {
    const QJsonObject resources = view.value("resources").toObject();
    return {resources.value("fuel").toInt(), resources.value("food").toInt(), resources.value("morale").toInt(),
            resources.value("population").toInt(), view.value("distance").toInt(), view.value("jump_track").toInt()};
}

QList<Expected> expectedPoints(const QString& save) {
    bsg::gui::ReplaySession replay;
    if (!replay.open(save).isEmpty())
        return {};
    QList<int> turnAt;
    QList<QList<int>> valuesAt;
    for (int k = 0; k <= replay.steps(); ++k) {
        replay.seek(k);
        const QJsonObject view = bsg::toJson(replay.state(false));
        turnAt << view.value("turn").toInt();
        valuesAt << valuesOf(view);
    }
    auto firstStepAfter = [&](int turn) {
        for (int k = 0; k < turnAt.size(); ++k)
            if (turnAt[k] > turn)
                return k;
        return -1;
    };
    QList<Expected> out;
    const int begun = firstStepAfter(0);
    out << Expected{0, begun, valuesAt[begun]};
    const int lastTurn = turnAt.last();
    for (int t = 1; t < lastTurn; ++t)
        out << Expected{t, firstStepAfter(t), valuesAt[firstStepAfter(t)]};
    out << Expected{lastTurn, replay.steps(), valuesAt.last()};
    return out;
}

} // namespace

class TestReplayChart : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void chartAndCsvFollowTheGame_data() {
        QTest::addColumn<QString>("save");
        QTest::newRow("solo, Roslin and Adama") << GALACTICA_SOURCE_DIR "/tests/golden/solo_roslin_adama.json";
        QTest::newRow("standard, 5 players") << GALACTICA_SOURCE_DIR "/tests/golden/standard_5p.json";
    }

    void chartAndCsvFollowTheGame() {
        QFETCH(QString, save);
        const QList<Expected> expected = expectedPoints(save);
        QVERIFY(expected.size() > 3);
        ReplayWindow w;
        w.setAttribute(Qt::WA_DeleteOnClose, false);
        QCOMPARE(w.openFile(save), QString());
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* chart = w.findChild<TurnChart*>();
        QVERIFY(chart);
        // On a tab beside the log, which stays the first tab.
        auto* tabs = w.findChild<QTabWidget*>("replayTabs");
        QCOMPARE(tabs->currentIndex(), 0);
        tabs->setCurrentWidget(chart);
        QVERIFY(chart->isVisible());

        for (int i = 0; i < int(std::size(kTracks)); ++i) {
            auto* series = chart->chart()->findChild<QLineSeries*>(kTracks[i]);
            QVERIFY2(series, kTracks[i]);
            QCOMPARE(series->count(), int(expected.size()));
            for (int p = 0; p < expected.size(); ++p) {
                QCOMPARE(series->at(p).x(), double(expected[p].turn));
                QCOMPARE(series->at(p).y(), double(expected[p].values[i]));
            }
        }

        // The CSV, through the button and the file dialog.
        QTemporaryDir dir;
        const QString csv = dir.filePath("tracks.csv");
        onNextModal<QFileDialog>([csv](QFileDialog* dialog) {
            dialog->findChild<QLineEdit*>("fileNameEdit")->setText(csv);
            QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save), Qt::LeftButton);
        });
        QTest::mouseClick(chart->findChild<QPushButton*>("exportTurnCsv"), Qt::LeftButton);
        QTRY_VERIFY(QFile::exists(csv));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QStringList lines = QString::fromUtf8(f.readAll()).split("\r\n");
        QCOMPARE(lines.takeLast(), QString()); // every line ends with CRLF
        QCOMPARE(lines.takeFirst(), QString("turn,step,fuel,food,morale,population,distance,jump_track"));
        QCOMPARE(lines.size(), expected.size());
        for (int p = 0; p < expected.size(); ++p) {
            QStringList fields{QString::number(expected[p].turn), QString::number(expected[p].entry)};
            for (int v : expected[p].values)
                fields << QString::number(v);
            QCOMPARE(lines[p], fields.join(','));
        }

        // The marker stands in the turn on show: between its start and its end.
        w.goTo(expected[3].entry);
        auto* marker = chart->chart()->findChild<QLineSeries*>("shownTurn");
        QVERIFY(marker && marker->count() == 2);
        QCOMPARE(marker->at(0).x(), expected[3].turn + 1 - 0.5); // the step where turn 4 begins
    }

    // A failed export says why and writes nothing.
    void exportToAnUnwritablePlace() {
        TurnChart chart;
        chart.setTracks({bsg::gui::TrackPoint{0, 0, 8, 8, 10, 12, 0, 0}});
        QTemporaryDir dir;
        const QString bad = dir.filePath("missing/folder/tracks.csv");
        QVERIFY(chart.exportCsv(bad).contains(QDir::toNativeSeparators(bad)));
        QVERIFY(!QFile::exists(bad));
    }
};

QTEST_MAIN(TestReplayChart)
#include "tst_replay_chart.moc"
