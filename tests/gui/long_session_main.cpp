// A long session of the desktop program, for its memory (issue #37): one main window plays
// game after game through MainWindow::choose - what an option button or key does - with the
// autosave, the log, the board and the statistics of each finished game, and after every game
// prints the heap in use, the resident size and Qt's pixmap cache. Anyone can run it:
//   QT_QPA_PLATFORM=offscreen build/tests/gui_long_session [games (27)] [allowed growth, bytes
//   per decision (0: only report)] [window size, e.g. 1920x1080]
// GALACTICA_CLEAR_PIXMAP_CACHE=1 empties Qt's pixmap cache before each measure;
// GALACTICA_EXIT_WITHOUT_CLEANUP=1 ends without freeing anything, for heaptrack's diff of two
// runs of different lengths (heaptrack_print -f long.zst -d short.zst).
// The growth is measured from the start of the third game (caches and the first allocations
// are in place by then) to the start of the last, each with a fresh game on the table: the
// heap in use, divided by the decisions played in between.
// The exit status is 1 when a limit is given and the growth exceeds it.
#define Q_TEST_QPIXMAPCACHE // QPixmapCache::totalUsed()
#include "long_session.h"

#include <QApplication>
#include <QDir>
#include <QStandardPaths>

#include <cstdio>
#include <cstdlib>

using namespace bsg::gui::longsession;

int main(int argc, char** argv) {
    QStandardPaths::setTestModeEnabled(true); // the test data folder, not the player's
    QApplication app(argc, argv);
    QApplication::setOrganizationName("galactica-solo-long-session");
    const int games = argc > 1 ? QString(argv[1]).toInt() : 27;
    const double allowed = argc > 2 ? QString(argv[2]).toDouble() : 0;
    const QStringList size = argc > 3 ? QString(argv[3]).split('x') : QStringList();
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir(data).removeRecursively(); // a library and statistics of this run only
    int status = 0;
    {
        bsg::gui::MainWindow w;
        w.setInteractive(false);
        w.setStepPace(0);
        if (size.size() == 2)
            w.resize(size[0].toInt(), size[1].toInt());
        w.show();
        long long baseHeap = 0;
        int decisions = 0, baseDecisions = 0;
        for (int game = 1; game <= games && status == 0; ++game) {
            long long atStart = 0;
            const int played = playOneGame(w, quint64(1000 + game), &atStart);
            if (played < 0) {
                std::fprintf(stderr, "game %d (seed %d) could not be played to its end\n", game, 1000 + game);
                status = 2;
                break;
            }
            decisions += played;
            const long long heap = heapInUse();
            std::printf("game %2d: %5d decisions, %6d in all, heap in use %8.1f KB at its start, %8.1f KB at its end, "
                        "resident %7ld KB, pixmap cache %d MB\n",
                        game, played, decisions, double(atStart) / 1024, double(heap) / 1024, residentKb(),
                        QPixmapCache::totalUsed());
            std::fflush(stdout);
            if (game == 3) // two games played before it
                baseHeap = atStart, baseDecisions = decisions - played;
            if (game == games && games > 3) {
                const double perDecision = double(atStart - baseHeap) / double(decisions - played - baseDecisions);
                std::printf("heap growth from the start of game 3 to the start of game %d: %.1f bytes per decision over "
                            "%d decisions\n",
                            games, perDecision, decisions - played - baseDecisions);
                if (allowed > 0 && perDecision > allowed) {
                    std::printf("more than the %.0f bytes per decision allowed\n", allowed);
                    status = 1;
                }
            }
        }
        // Under heaptrack: what is alive now is then reported as leaked (compare two runs).
        if (qEnvironmentVariableIsSet("GALACTICA_EXIT_WITHOUT_CLEANUP")) {
            std::fflush(stdout);
            std::_Exit(status);
        }
    }
    QDir(data).removeRecursively();
    return status;
}
