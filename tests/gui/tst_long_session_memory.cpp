// Issue #37, point 6: the desktop program's memory stays flat over a long session. Games are
// played through the main window at 1920x1080 (long_session.h: what an option button runs,
// with autosave, log, board and statistics); after one game of warm-up, the heap in use at the
// start of a game (a fresh game on the table) may grow by at most kAllowedGrowth over two more
// games (about 400 decisions). Before the pixmap cache was bounded, Qt's cache of the style's
// button frames (one per button size) grew by about 1 MB a game here until its 10 MB limit.
#include "long_session.h"

#include <QDir>
#include <QStandardPaths>
#include <QtTest>

using namespace bsg::gui::longsession;

class TestLongSessionMemory : public QObject {
    Q_OBJECT
    static constexpr long long kAllowedGrowth = 768 * 1024;

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("galactica-solo-tst-long-session");
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }
    void cleanupTestCase() { QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively(); }

    void the_heap_stays_flat_after_a_game_of_warm_up() {
        bsg::gui::MainWindow w;
        w.setInteractive(false);
        w.setStepPace(0);
        w.resize(1920, 1080);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        long long atStart[4] = {};
        int decisions = 0;
        for (int game = 0; game < 3; ++game) {
            const int played = playOneGame(w, quint64(1001 + game), &atStart[game]);
            QVERIFY2(played > 0, qPrintable(QStringLiteral("game %1 could not be played to its end").arg(game + 1)));
            if (game > 0)
                decisions += played;
        }
        QVERIFY(w.startGame({kCharacters, 1004, QStringLiteral("normal")}).isEmpty());
        w.waitForAutosave();
        QCoreApplication::processEvents();
        atStart[3] = heapInUse();
        const long long growth = atStart[3] - atStart[1];
        qInfo("heap in use at the start of games 1-4: %.0f, %.0f, %.0f, %.0f KB; growth over games 2-3 (%d decisions) "
              "%.0f KB (at most %.0f)",
              double(atStart[0]) / 1024, double(atStart[1]) / 1024, double(atStart[2]) / 1024, double(atStart[3]) / 1024,
              decisions, double(growth) / 1024, double(kAllowedGrowth) / 1024);
        QVERIFY2(growth <= kAllowedGrowth, "the heap grows over a long session");
    }
};

QTEST_MAIN(TestLongSessionMemory)
#include "tst_long_session_memory.moc"
