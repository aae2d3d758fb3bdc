// Issue #16, part 3, in the desktop program: the Statistics window shows the shares worked out by
// hand for a database of known games, its chart counts the end reasons, both CSV exports hold
// those figures; a game that ends in the window is recorded (Ctrl+Shift+T shows it); and a
// damaged, locked, newer or unwritable database is told in words while the game stays saved.
#include "bad_databases.h"
#include "game_library.h"
#include "main_window.h"
#include "modal_helper.h"
#include "names.h"
#include "statistics_window.h"
#include "stats_database.h"
#include "stats_recorder.h"

#include <QBarCategoryAxis>
#include <QHorizontalBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using bsg::gui::MainWindow;
using bsg::gui::StatisticsWindow;
using bsg::stats::GameRecord;

namespace {

const QStringList kSetA{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"};
const QStringList kSetB{"tom_zarek", "saul_tigh", "lee_adama", "galen_tyrol"};

GameRecord game(const QString& source, const QStringList& characters, const QString& difficulty,
                const QString& winner, const QString& reason, int n) {
    GameRecord r;
    r.source = source;
    r.policy = source == "desktop" ? "player" : "random";
    r.mode = "solo";
    r.gameKey = source == "desktop" ? QString("game-%1.json").arg(n) : QString();
    r.seed = quint64(1000 + n);
    r.characters = characters;
    r.difficulty = difficulty;
    r.winner = winner;
    r.endReason = reason;
    r.turns = 10 + n;
    r.decisions = 200 + n;
    r.seconds = 60.5 * n;
    r.programVersion = "0.1.0";
    r.rulesRevision = 2;
    r.finished = QDateTime(QDate(2026, 11, 1 + n), QTime(12, 0), Qt::UTC);
    return r;
}

// Eight games. By hand: humans win 1, 4 and 8 (3 of 8 = 37.5%), the Cylons 2, 3, 5 and 6
// (4 of 8 = 50.0%), 7 is unfinished (12.5%). Easy: game 4 (1 of 1 won by the humans). Normal:
// 1, 2, 5, 6, 7 (humans 1 = 20.0%, Cylons 3 = 60.0%). Hard: 3, 8 (50.0% each). Set A plays 1, 2,
// 5, 7 (humans 1 = 25.0%); set B 3, 4, 6, 8 (humans 2 = 50.0%); Galen Tyrol all eight (37.5%).
// End reasons: kobol 3, population 2, centurions 1, fuel 1, none 1. The four desktop games
// (1-4): humans 2 of 4 = 50.0%.
QList<GameRecord> knownGames() {
    return {game("desktop", kSetA, "normal", "humans", "kobol", 1),
            game("desktop", kSetA, "normal", "cylons", "fuel", 2),
            game("desktop", kSetB, "hard", "cylons", "centurions", 3),
            game("desktop", kSetB, "easy", "humans", "kobol", 4),
            game("simulate", kSetA, "normal", "cylons", "population", 5),
            game("simulate", kSetB, "normal", "cylons", "population", 6),
            game("simulate", kSetA, "normal", "none", "none", 7),
            game("simulate", kSetB, "hard", "humans", "kobol", 8)};
}

QString cell(QTableWidget* t, int row, int column) {
    return t->item(row, column) ? t->item(row, column)->text() : QString();
}

// The row whose first cell is `name`, as its cells' texts.
QStringList rowNamed(QTableWidget* t, const QString& name) {
    for (int r = 0; r < t->rowCount(); ++r)
        if (cell(t, r, 0) == name) {
            QStringList cells;
            for (int c = 0; c < t->columnCount(); ++c)
                cells << cell(t, r, c);
            return cells;
        }
    return {};
}

QStringList readLines(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList lines = QString::fromUtf8(f.readAll()).split("\r\n");
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

// A solo game one decision from its end, saved to `path`; returns the decision that ends it.
QString gameOneStepFromTheEnd(const QString& path, bsg::gui::NewGameSpec* spec) {
    *spec = {{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 21, "hard"};
    bsg::gui::GameSession played;
    if (!played.start(*spec).isEmpty())
        return {};
    QStringList ids;
    for (int i = 0; i < 5000 && !played.gameOver(); ++i) {
        const QJsonArray options = played.decision().toObject().value("options").toArray();
        ids << options[(i * 7 + 3) % options.size()].toObject().value("id").toString();
        played.choose(ids.last());
    }
    if (!played.gameOver())
        return {};
    bsg::gui::GameSession almost;
    almost.start(*spec);
    for (int i = 0; i + 1 < ids.size(); ++i)
        almost.choose(ids[i]);
    if (almost.gameOver() || !almost.save(path).isEmpty())
        return {};
    return ids.last();
}

} // namespace

class TestStatisticsWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void showsTheSharesOfKnownGames() {
        QTemporaryDir dir;
        const QString path = dir.filePath("stats.sqlite");
        {
            bsg::stats::StatsDatabase db;
            QCOMPARE(db.openForWriting(path), QString());
            QCOMPARE(db.addAll(knownGames()), QString());
        }
        StatisticsWindow w(nullptr, path);
        w.setAttribute(Qt::WA_DeleteOnClose, false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY2(w.message().isEmpty(), qPrintable(w.message()));
        auto* teams = w.findChild<QTableWidget*>("teamTable");
        QCOMPARE(rowNamed(teams, "Humans"), QStringList({"Humans", "3", "37.5%"}));
        QCOMPARE(rowNamed(teams, "Cylons"), QStringList({"Cylons", "4", "50.0%"}));
        QCOMPARE(rowNamed(teams, "Unfinished"), QStringList({"Unfinished", "1", "12.5%"}));
        auto* difficulties = w.findChild<QTableWidget*>("difficultyTable");
        QCOMPARE(difficulties->rowCount(), 3);
        QCOMPARE(rowNamed(difficulties, "Easy"), QStringList({"Easy", "1", "1", "100.0%", "0.0%"}));
        QCOMPARE(rowNamed(difficulties, "Normal"), QStringList({"Normal", "5", "1", "20.0%", "60.0%"}));
        QCOMPARE(rowNamed(difficulties, "Hard"), QStringList({"Hard", "2", "1", "50.0%", "50.0%"}));
        QCOMPARE(cell(difficulties, 0, 0), QString("Easy")); // in the order of the New Game dialog
        auto* characters = w.findChild<QTableWidget*>("characterTable");
        QCOMPARE(characters->rowCount(), 7);
        using bsg::gui::characterName;
        QCOMPARE(rowNamed(characters, characterName("laura_roslin")),
                 QStringList({characterName("laura_roslin"), "4", "1", "25.0%"}));
        QCOMPARE(rowNamed(characters, characterName("tom_zarek")),
                 QStringList({characterName("tom_zarek"), "4", "2", "50.0%"}));
        QCOMPARE(rowNamed(characters, characterName("galen_tyrol")),
                 QStringList({characterName("galen_tyrol"), "8", "3", "37.5%"}));
        // Sorting by the win rate sorts by the number, not by the text.
        characters->sortByColumn(3, Qt::DescendingOrder);
        QCOMPARE(cell(characters, 0, 3), QString("50.0%"));
        QCOMPARE(cell(characters, characters->rowCount() - 1, 3), QString("25.0%"));

        // The chart: one bar per end reason, the most frequent at the top (categories run
        // from the bottom up).
        QChart* chart = w.findChild<QChartView*>("endReasonsChart")->chart();
        QCOMPARE(chart->series().size(), 1);
        auto* bars = qobject_cast<QHorizontalBarSeries*>(chart->series().first());
        QVERIFY(bars);
        QBarSet* set = bars->barSets().first();
        QCOMPARE(set->count(), 5);
        QList<double> values;
        for (int i = 0; i < set->count(); ++i)
            values << set->at(i);
        QCOMPARE(values, QList<double>({1, 1, 1, 2, 3}));
        auto* axis = qobject_cast<QBarCategoryAxis*>(chart->axes(Qt::Vertical).first());
        QVERIFY(axis);
        QCOMPARE(axis->categories(),
                 QStringList({StatisticsWindow::endReasonName("none"), StatisticsWindow::endReasonName("fuel"),
                              StatisticsWindow::endReasonName("centurions"), StatisticsWindow::endReasonName("population"),
                              StatisticsWindow::endReasonName("kobol")}));

        // Only the games played in the window.
        auto* group = w.findChild<QComboBox*>("statisticsGroup");
        QCOMPARE(group->count(), 3); // all, desktop, simulate
        QCOMPARE(group->itemText(1), QString("Played in this program (Four Solo)"));
        group->setCurrentIndex(1);
        QCOMPARE(rowNamed(teams, "Humans"), QStringList({"Humans", "2", "50.0%"}));
        QCOMPARE(rowNamed(teams, "Cylons"), QStringList({"Cylons", "2", "50.0%"}));
        QVERIFY(rowNamed(teams, "Unfinished").isEmpty());
        QCOMPARE(w.summary().all.games, 4);

        // Both exports, through their buttons and the file dialog.
        group->setCurrentIndex(0);
        const QString summaryCsv = dir.filePath("summary.csv");
        onNextModal<QFileDialog>([summaryCsv](QFileDialog* dialog) {
            dialog->findChild<QLineEdit*>("fileNameEdit")->setText(summaryCsv);
            QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save), Qt::LeftButton);
        });
        QTest::mouseClick(w.findChild<QPushButton*>("exportSummaryCsv"), Qt::LeftButton);
        QTRY_VERIFY(QFile::exists(summaryCsv));
        const QStringList summary = readLines(summaryCsv);
        QCOMPARE(summary.value(0), QString("group,key,name,games,human_wins,cylon_wins,unfinished,human_win_percent,cylon_win_percent"));
        QVERIFY(summary.contains("all,all,All games,8,3,4,1,37.50,50.00"));
        QVERIFY(summary.contains("difficulty,normal,Normal,5,1,3,1,20.00,60.00"));
        QVERIFY2(summary.contains("character,tom_zarek,Tom Zarek,4,2,2,0,50.00,50.00"), qPrintable(summary.join(" | ")));
        // A name with quotes ("Chief" Galen Tyrol) is quoted, its quotes doubled.
        QString quoted = characterName("galen_tyrol");
        QVERIFY(quoted.contains('"'));
        quoted = '"' + quoted.replace("\"", "\"\"") + '"';
        QVERIFY2(summary.contains("character,galen_tyrol," + quoted + ",8,3,4,1,37.50,50.00"), qPrintable(summary.join(" | ")));
        QVERIFY(summary.contains("end_reason,population,Out of population,2,0,2,0,0.00,100.00"));
        QCOMPARE(summary.size(), 1 + 1 + 3 + 7 + 5);

        const QString gamesCsv = dir.filePath("games.csv");
        onNextModal<QFileDialog>([gamesCsv](QFileDialog* dialog) {
            dialog->findChild<QLineEdit*>("fileNameEdit")->setText(gamesCsv);
            QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save), Qt::LeftButton);
        });
        QTest::mouseClick(w.findChild<QPushButton*>("exportGamesCsv"), Qt::LeftButton);
        QTRY_VERIFY(QFile::exists(gamesCsv));
        const QStringList games = readLines(gamesCsv);
        QCOMPARE(games.size(), 9);
        QCOMPARE(games[0], QString("finished_at,source,policy,mode,seed,characters,difficulty,winner,end_reason,turns,"
                                   "decisions,seconds,program_version,rules_revision"));
        QCOMPARE(games[3], QString("2026-11-04T12:00:00.000Z,desktop,player,solo,1003,tom_zarek saul_tigh lee_adama "
                                   "galen_tyrol,hard,cylons,centurions,13,203,181.500,0.1.0,2"));
    }

    // Games with an expansion in play are a kind of game of their own: their own group, named
    // with the box, and not counted in the base game's group.
    void gamesWithAnExpansionAreAGroupOfTheirOwn() {
        QTemporaryDir dir;
        const QString path = dir.filePath("stats.sqlite");
        {
            QList<GameRecord> games = knownGames();
            GameRecord pegasus = game("desktop", kSetA, "normal", "humans", "kobol", 9);
            pegasus.mode = bsg::stats::modeId(true, QStringLiteral("pegasus"));
            QCOMPARE(pegasus.mode, QString("solo+pegasus"));
            games << pegasus;
            bsg::stats::StatsDatabase db;
            QCOMPARE(db.openForWriting(path), QString());
            QCOMPARE(db.addAll(games), QString());
        }
        StatisticsWindow w(nullptr, path);
        w.setAttribute(Qt::WA_DeleteOnClose, false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* group = w.findChild<QComboBox*>("statisticsGroup");
        QStringList names;
        for (int i = 0; i < group->count(); ++i)
            names << group->itemText(i);
        const int withPegasus = int(names.indexOf("Played in this program (Four Solo with Pegasus)"));
        QVERIFY2(withPegasus > 0, qPrintable(names.join(" | ")));
        const int base = int(names.indexOf("Played in this program (Four Solo)"));
        QVERIFY(base > 0);
        group->setCurrentIndex(withPegasus);
        QCOMPARE(w.summary().all.games, 1);
        group->setCurrentIndex(base);
        QCOMPARE(w.summary().all.games, 4);
    }

    void problemsAreToldInTheWindow_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("words");
        QTest::newRow("missing") << "missing" << "No statistics yet";
        QTest::newRow("corrupt bytes") << "garbage" << "is damaged";
        QTest::newRow("newer") << "newer" << "newer version";
        QTest::newRow("locked") << "locked" << "locked by another program";
    }

    // The window says what is wrong, shows no figures and offers no export; the file is unchanged.
    void problemsAreToldInTheWindow() {
        QFETCH(QString, kind);
        QFETCH(QString, words);
        QTemporaryDir dir;
        const QString path = dir.filePath("stats.sqlite");
        if (kind != "missing") {
            bsg::stats::StatsDatabase db;
            QCOMPARE(db.openForWriting(path), QString());
            QCOMPARE(db.addAll(knownGames()), QString());
        }
        if (kind == "garbage")
            QVERIFY(test::writeGarbage(path));
        if (kind == "newer")
            QVERIFY(test::runSql(path, {"UPDATE schema_version SET version = 2"}));
        const QByteArray before = test::fileHash(path);
        std::unique_ptr<test::ExclusiveLock> lock;
        if (kind == "locked") {
            lock = std::make_unique<test::ExclusiveLock>(path);
            QVERIFY(lock->held());
        }
        StatisticsWindow w(nullptr, path);
        w.setAttribute(Qt::WA_DeleteOnClose, false);
        w.show();
        QVERIFY2(w.message().contains(words), qPrintable(w.message()));
        QVERIFY(w.findChild<QLabel*>("statisticsMessage")->isVisible());
        QCOMPARE(w.findChild<QTableWidget*>("teamTable")->rowCount(), 0);
        QVERIFY(!w.findChild<QPushButton*>("exportSummaryCsv")->isEnabled());
        QVERIFY(!w.findChild<QPushButton*>("exportGamesCsv")->isEnabled());
        lock.reset();
        QCOMPARE(test::fileHash(path), before);
        if (kind == "missing")
            QVERIFY(!QFile::exists(path)); // looking creates nothing
        if (kind == "locked") { // the lock is gone: reading again shows the games
            QCOMPARE(w.reload(), QString());
            QCOMPARE(w.summary().all.games, 8);
        }
    }

    // A game that ends in the window is recorded; Ctrl+Shift+T shows it.
    void aGameEndedInTheWindowIsRecorded() {
        QTemporaryDir dir;
        bsg::gui::NewGameSpec spec;
        const QString save = dir.filePath("almost.json");
        const QString last = gameOneStepFromTheEnd(save, &spec);
        QVERIFY(!last.isEmpty());
        const QString path = dir.filePath("data/stats.sqlite");
        MainWindow w;
        w.setInteractive(false);
        w.statsRecorder()->setPath(path);
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.loadGame(save), QString());
        QVERIFY(!QFile::exists(path)); // nothing recorded before the end
        QCOMPARE(w.choose(last), QString());
        QVERIFY(w.session().gameOver());
        w.statsRecorder()->waitForDone();
        const QJsonObject over = w.session().state().value("game_over").toObject();

        bsg::stats::StatsDatabase db;
        QCOMPARE(db.openForReading(path), QString());
        QList<GameRecord> games;
        QCOMPARE(db.games({}, &games), QString());
        QCOMPARE(games.size(), 1);
        const GameRecord& r = games.first();
        QCOMPARE(r.source, QString("desktop"));
        QCOMPARE(r.policy, QString("player"));
        QCOMPARE(r.mode, QString("solo"));
        QCOMPARE(r.seed, spec.seed);
        QCOMPARE(r.characters, spec.characters);
        QCOMPARE(r.difficulty, QString("hard"));
        QCOMPARE(r.winner, over.value("winner").toString());
        QCOMPARE(r.endReason, over.value("reason").toString());
        QVERIFY(r.winner == "humans" || r.winner == "cylons");
        QCOMPARE(r.turns, w.session().state().value("turn").toInt());
        QCOMPARE(r.decisions, qint64(w.session().recordSize()));
        QCOMPARE(r.gameKey, QFileInfo(w.currentGamePath()).fileName());
        QCOMPARE(r.programVersion, QString(GALACTICA_VERSION));
        QVERIFY(r.seconds >= 0 && r.seconds < 600);

        // Game > Statistics… by its shortcut, on the same database.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
        StatisticsWindow* stats = nullptr;
        QTRY_VERIFY((stats = w.findChild<StatisticsWindow*>()) != nullptr);
        QCOMPARE(stats->path(), path);
        QCOMPARE(stats->summary().all.games, 1);
        const QString winnerRow = r.winner == "humans" ? "Humans" : "Cylons";
        QCOMPARE(rowNamed(stats->findChild<QTableWidget*>("teamTable"), winnerRow), QStringList({winnerRow, "1", "100.0%"}));
        stats->close();
    }

    void aBadDatabaseNeverCostsTheGame_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("words");
        QTest::newRow("corrupt bytes") << "garbage" << "is damaged";
        QTest::newRow("locked") << "locked" << "locked by another program";
        QTest::newRow("newer") << "newer" << "newer version";
        QTest::newRow("read-only folder") << "readonly" << "cannot be written";
    }

    // The record is skipped with a message; the game's own save is written and shows the end.
    void aBadDatabaseNeverCostsTheGame() {
        QFETCH(QString, kind);
        QFETCH(QString, words);
        QTemporaryDir dir;
        bsg::gui::NewGameSpec spec;
        const QString save = dir.filePath("almost.json");
        const QString last = gameOneStepFromTheEnd(save, &spec);
        QVERIFY(!last.isEmpty());
        QString path = dir.filePath("stats.sqlite");
        std::unique_ptr<test::ReadOnlyFolder> readOnly;
        if (kind == "readonly") {
            path = dir.filePath("shut/stats.sqlite");
            readOnly = std::make_unique<test::ReadOnlyFolder>(dir.filePath("shut"));
            if (!readOnly->supported())
                QSKIP("This file system lets this user write into any folder.");
        } else {
            bsg::stats::StatsDatabase db;
            QCOMPARE(db.openForWriting(path), QString());
            QCOMPARE(db.addAll(knownGames()), QString());
        }
        if (kind == "garbage")
            QVERIFY(test::writeGarbage(path));
        if (kind == "newer")
            QVERIFY(test::runSql(path, {"UPDATE schema_version SET version = 99"}));
        const QByteArray before = test::fileHash(path);
        std::unique_ptr<test::ExclusiveLock> lock;
        if (kind == "locked") {
            lock = std::make_unique<test::ExclusiveLock>(path);
            QVERIFY(lock->held());
        }

        MainWindow w;
        w.setInteractive(false);
        w.statsRecorder()->setPath(path);
        w.statsRecorder()->setBusyTimeout(200);
        QCOMPARE(w.loadGame(save), QString());
        QCOMPARE(w.choose(last), QString());
        QVERIFY(w.session().gameOver());
        w.statsRecorder()->waitForDone();
        QVERIFY2(w.lastMessage().contains("not added to the statistics") && w.lastMessage().contains(words),
                 qPrintable(w.lastMessage()));
        QVERIFY(w.lastMessage().contains("The game itself is saved"));
        // The game is kept: its save in the library loads, finished, as it was played.
        w.waitForAutosave();
        bsg::gui::GameSession kept;
        QCOMPARE(kept.load(w.currentGamePath()), QString());
        QVERIFY(kept.gameOver());
        QCOMPARE(kept.recordSize(), w.session().recordSize());
        QCOMPARE(kept.state(), w.session().state());
        lock.reset();
        QCOMPARE(test::fileHash(path), before);
        if (kind == "readonly")
            QVERIFY(!QFile::exists(path));
        QFile::remove(w.currentGamePath()); // the test mode's library keeps no test games
    }

    // The statistics message tells the truth about the game's save: with the game's folder
    // shut too (a full disk), it must not say the game is saved (issue #37, point 1).
    void theStatisticsMessageSaysWhetherTheGameIsSaved() {
        QTemporaryDir dir;
        bsg::gui::NewGameSpec spec;
        const QString save = dir.filePath("almost.json");
        const QString last = gameOneStepFromTheEnd(save, &spec);
        QVERIFY(!last.isEmpty());
        test::ReadOnlyFolder shutStats(dir.filePath("shut"));
        if (!shutStats.supported())
            QSKIP("This file system lets this user write into any folder.");
        MainWindow w;
        w.setInteractive(false);
        w.statsRecorder()->setPath(dir.filePath("shut/stats.sqlite"));
        auto shutGames = std::make_unique<test::ReadOnlyFolder>(w.library()->folder());
        QCOMPARE(w.loadGame(save), QString());
        QCOMPARE(w.choose(last), QString());
        QVERIFY(w.session().gameOver());
        w.statsRecorder()->waitForDone();
        QTRY_VERIFY(w.lastMessage().contains("not added to the statistics"));
        QVERIFY2(!w.lastMessage().contains("The game itself is saved"), qPrintable(w.lastMessage()));
        QVERIFY2(w.lastMessage().contains("The game itself is not saved either"), qPrintable(w.lastMessage()));
        shutGames.reset();
        w.setSaveRetryInterval(100);
        QTRY_VERIFY(!w.saveWarningShown());
        w.waitForAutosave();
        bsg::gui::GameSession kept;
        QCOMPARE(kept.load(w.currentGamePath()), QString());
        QVERIFY(kept.gameOver());
        QVERIFY(w.close());
        QFile::remove(w.currentGamePath());
    }
};

QTEST_MAIN(TestStatisticsWindow)
#include "tst_statistics_window.moc"
