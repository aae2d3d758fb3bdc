// The replay viewer at 1600x1000 (issue #15, point 6): board, character panels and log all get
// room to be read; the changes since the previous step are told in words, not as state paths;
// one click on a bookmark goes there; the turn box follows the position.
#include "main_window.h"
#include "names.h"
#include "replay_window.h"
#include "state_changes.h"

#include <QGraphicsView>
#include <QGroupBox>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

using bsg::gui::MainWindow;

namespace {

int turnInWhere(const bsg::gui::ReplayWindow& replay) {
    const QString where = replay.findChild<QLabel*>("where")->text();
    const QRegularExpressionMatch m = QRegularExpression("turn (\\d+)\\.").match(where);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

} // namespace

class TestReplayViewer : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void changesAreToldInWords() {
        const size_t aft = size_t(std::find(bsg::kAreaIds.begin(), bsg::kAreaIds.end(), "aft") - bsg::kAreaIds.begin());
        bsg::StateView before;
        before.resources = {6, 8, 10, 12}; // fuel, food, morale, population
        before.space[aft].raiders = 3;
        bsg::CharacterView kara;
        kara.id = "kara_thrace";
        kara.location = "hangar_deck";
        before.characters = {kara};
        before.step = 10;
        bsg::StateView after = before;
        after.resources[size_t(bsg::Resource::Fuel)] = 5;
        after.space[aft].raiders = 2;
        after.characters[0].location.clear();
        after.characters[0].viper = "aft";
        after.step = 11;
        const QStringList lines = bsg::gui::describeChanges(before, after);
        QVERIFY2(lines.contains(QString("Fuel 6 → 5")), qPrintable(lines.join(" | ")));
        QVERIFY2(lines.contains(QString("1 Raider removed from Aft (3 → 2)")), qPrintable(lines.join(" | ")));
        QVERIFY2(lines.contains(bsg::gui::characterName("kara_thrace") + " launches in a Viper into Aft"),
                 qPrintable(lines.join(" | ")));
        QCOMPARE(lines.size(), 3); // the step counter is bookkeeping, not a board change
    }

    void replayViewerAtDesktopSize() {
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.startGame({{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 3, "normal"}).isEmpty());
        for (int i = 0; i < 140 && !w.session().gameOver(); ++i) {
            const QJsonArray options = w.session().decision().toObject().value("options").toArray();
            QVERIFY(w.choose(options[(i * 7 + 3) % options.size()].toObject().value("id").toString()).isEmpty());
        }
        QVERIFY(w.session().state().value("turn").toInt() >= 3);

        bsg::gui::ReplayWindow replay(&w);
        replay.setAttribute(Qt::WA_DeleteOnClose, false);
        QVERIFY(replay.openDocument(w.session().saveDocument()).isEmpty());
        replay.resize(1600, 1000);
        QVERIFY(QTest::qWaitForWindowExposed(&replay));
        replay.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&replay));

        // Room for everything: the character panels at nearly full height, a board to read and
        // a log of at least a dozen lines.
        auto* characters = replay.findChild<QScrollArea*>("replayCharacters");
        auto* board = replay.findChild<QGraphicsView*>("replayBoard");
        auto* log = replay.findChild<QPlainTextEdit*>("replayLog");
        const QSize chars = characters->viewport()->size(), boardSize = board->viewport()->size(),
                    logSize = log->viewport()->size();
        qInfo("characters %dx%d, board %dx%d, log %dx%d", chars.width(), chars.height(), boardSize.width(),
              boardSize.height(), logSize.width(), logSize.height());
        QVERIFY(chars.height() >= 700 && chars.width() >= 380);
        QVERIFY(boardSize.width() >= 900 && boardSize.height() >= 450);
        QVERIFY(logSize.height() >= 12 * log->fontMetrics().lineSpacing() && logSize.width() >= 450);
        for (auto* panel : characters->findChildren<QGroupBox*>())
            if (panel->objectName().startsWith("character:"))
                QVERIFY2(panel->height() >= panel->minimumSizeHint().height() && panel->height() >= 100,
                         qPrintable(panel->objectName()));

        // Step through the whole game with the Right key: the turn box follows, and each
        // step's changes read as board changes, never as a JSON path.
        auto* turnBox = replay.findChild<QSpinBox*>("turnBox");
        auto* changes = replay.findChild<QPlainTextEdit*>("changes");
        const QRegularExpression path("[a-z_]+\\.[a-z_]+|\\[\\d+\\]|->");
        bool sawResource = false, sawShips = false, sawTurnChange = false;
        int lastTurn = turnBox->value();
        for (int k = 0; k < w.session().recordSize(); ++k) {
            QTest::keyClick(&replay, Qt::Key_Right);
            QCOMPARE(replay.position(), k + 1);
            QCOMPARE(turnBox->value(), turnInWhere(replay));
            sawTurnChange = sawTurnChange || turnBox->value() != lastTurn;
            lastTurn = turnBox->value();
            const QString text = changes->toPlainText();
            QVERIFY2(!text.contains(path), qPrintable(text));
            sawResource = sawResource || text.contains(QRegularExpression("^(Fuel|Food|Morale|Population) \\d+ → \\d+$",
                                                                          QRegularExpression::MultilineOption));
            sawShips = sawShips || text.contains(QRegularExpression(" (placed in|removed from) "));
        }
        QVERIFY(sawResource);
        QVERIFY(sawShips);
        QVERIFY(sawTurnChange);

        // One click on a bookmark goes to its step, and the turn box shows that step's turn.
        auto* bookmarks = replay.findChild<QListWidget*>("bookmarks");
        QVERIFY(bookmarks->count() > 2);
        QListWidgetItem* item = bookmarks->item(bookmarks->count() / 2);
        bookmarks->scrollToItem(item);
        const int target = item->data(Qt::UserRole).toInt();
        QVERIFY(target != replay.position());
        QTest::mouseClick(bookmarks->viewport(), Qt::LeftButton, {}, bookmarks->visualItemRect(item).center());
        QCOMPARE(replay.position(), target);
        QCOMPARE(turnBox->value(), turnInWhere(replay));
        QVERIFY(!changes->toPlainText().isEmpty());
    }
};

QTEST_MAIN(TestReplayViewer)
#include "tst_replay_viewer.moc"
