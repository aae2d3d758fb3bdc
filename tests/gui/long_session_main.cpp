// A long session of the desktop program, for its memory (issue #37): one main window plays
// game after game through MainWindow::choose - what an option button or key does - with the
// autosave, the log, the board and the statistics of each finished game, and after every game
// prints the heap in use and the resident size. Anyone can run it:
//   QT_QPA_PLATFORM=offscreen build/tests/gui_long_session [games (27)] [allowed growth, bytes
//   per decision (0: only report)]
// GALACTICA_CLEAR_PIXMAP_CACHE=1 empties Qt's pixmap cache before each measure;
// GALACTICA_EXIT_WITHOUT_CLEANUP=1 ends without freeing anything, for heaptrack's diff of two
// runs of different lengths (heaptrack_print -f long.zst -d short.zst).
// The growth is measured from the start of the third game (caches and the first allocations
// are in place by then) to the start of the last, each with a fresh game on the table: the
// heap in use, divided by the decisions played in between.
// The exit status is 1 when a limit is given and the growth exceeds it.
#include "main_window.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QPixmapCache>
#include <QStandardPaths>

#include <cstdio>
#include <cstdlib>
#include <malloc.h>
#include <random>

namespace {

const QStringList kCharacters{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"};

long residentKb() {
    QFile status("/proc/self/status");
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    return -1;
}

// The bytes malloc has handed out and not had back (the resident size also holds freed pages
// malloc keeps, so it moves in steps).
long long heapInUse() {
    if (qEnvironmentVariableIsSet("GALACTICA_CLEAR_PIXMAP_CACHE")) // Qt's style images (up to 10 MB)
        QPixmapCache::clear();
    malloc_trim(0);
    return static_cast<long long>(mallinfo2().uordblks);
}

// One game to its end by random options; the number of decisions it took. `atStart` gets
// the heap in use with the new game on the table and no decision made: a measure that does
// not depend on how long the game before was (its log, undo index and board stay until then).
int playOneGame(bsg::gui::MainWindow& w, quint64 seed, long long* atStart) {
    if (!w.startGame({kCharacters, seed, QStringLiteral("normal")}).isEmpty())
        return -1;
    w.waitForAutosave();
    QCoreApplication::processEvents();
    *atStart = heapInUse();
    std::mt19937 rng{uint32_t(seed)};
    int decisions = 0;
    for (; decisions < 5000 && !w.session().gameOver(); ++decisions) {
        const QJsonArray options = w.session().decision().toObject().value("options").toArray();
        if (options.isEmpty())
            return -1;
        const QString id = options[int(rng() % uint32_t(options.size()))].toObject().value("id").toString();
        if (!w.choose(id).isEmpty())
            return -1;
        QCoreApplication::processEvents();
    }
    w.waitForAutosave();
    QCoreApplication::processEvents();
    return w.session().gameOver() ? decisions : -1;
}

} // namespace

int main(int argc, char** argv) {
    QStandardPaths::setTestModeEnabled(true); // the test data folder, not the player's
    QApplication app(argc, argv);
    QApplication::setOrganizationName("galactica-solo-long-session");
    const int games = argc > 1 ? QString(argv[1]).toInt() : 27;
    const double allowed = argc > 2 ? QString(argv[2]).toDouble() : 0;
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir(data).removeRecursively(); // a library and statistics of this run only
    int status = 0;
    {
        bsg::gui::MainWindow w;
        w.setInteractive(false);
        w.setStepPace(0);
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
                        "resident %7ld KB\n",
                        game, played, decisions, double(atStart) / 1024, double(heap) / 1024, residentKb());
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
