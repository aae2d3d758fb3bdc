// Desktop program figures: start-up to an interactive window (target <= 0.5 s) and the
// redraw after a decision (target <= 16 ms median). Build Release for meaningful numbers;
// run with QT_QPA_PLATFORM=offscreen or under a display.
#include "decision_panel.h"
#include "game_library.h"
#include "main_window.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QStyleFactory>

#include <ctime>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <vector>

// This thread's CPU time, robust on a busy machine (POSIX); elsewhere the process's.
static double threadCpuMs() {
#if defined(CLOCK_THREAD_CPUTIME_ID)
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
#else
    return double(std::clock()) * 1e3 / CLOCKS_PER_SEC;
#endif
}

int main(int argc, char** argv) {
    QElapsedTimer startup;
    startup.start();
    QApplication app(argc, argv);
    QApplication::setOrganizationName("galactica-solo-bench");
    QApplication::setApplicationName("galactica-solo-bench");
    QApplication::setStyle(QStyleFactory::create("Fusion"));
    QStandardPaths::setTestModeEnabled(true);
    auto* window = new bsg::gui::MainWindow;
    window->setInteractive(false);
    window->resize(1600, 1000);
    window->startGame({{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 7, "normal"});
    window->show();
    QApplication::processEvents(); // the window is laid out, painted and takes input now
    const double startupMs = double(startup.nsecsElapsed()) / 1e6;
    const double startupCpuMs = threadCpuMs();

    // Redraw after a decision: the engine step, the autosave and the full redraw of board,
    // panels, decision and log, until the event loop is idle again.
    auto* panel = window->findChild<bsg::gui::DecisionPanel*>();
    std::vector<double> ms, cpu; // wall time, and this thread's CPU time (robust on a busy machine)
    const int decisions = argc > 1 ? atoi(argv[1]) : 200;
    for (int i = 0; i < decisions && !window->session().gameOver(); ++i) {
        const QStringList ids = panel->optionIds();
        if (ids.isEmpty())
            break;
        QElapsedTimer t;
        t.start();
        const double cpuStart = threadCpuMs();
        window->choose(ids[(i * 7 + 3) % ids.size()]);
        // Until the event loop is idle: layouts done, everything that changed painted.
        QApplication::sendPostedEvents();
        QApplication::processEvents();
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
        cpu.push_back(threadCpuMs() - cpuStart);
    }
    std::sort(ms.begin(), ms.end());
    std::sort(cpu.begin(), cpu.end());
    const double cpuMedian = cpu.empty() ? 0 : cpu[cpu.size() / 2];
    const double median = ms.empty() ? 0 : ms[ms.size() / 2];
    const double p90 = ms.empty() ? 0 : ms[ms.size() * 9 / 10];
    std::printf("{\"platform\":\"%s\",\"startup_ms\":%.1f,\"startup_cpu_ms\":%.1f,\"startup_target_ms\":500,\"decisions\":%zu,"
                "\"redraw_median_ms\":%.2f,\"redraw_cpu_median_ms\":%.2f,\"redraw_p90_ms\":%.2f,\"redraw_max_ms\":%.2f,\"redraw_target_ms\":16}\n",
                qPrintable(QGuiApplication::platformName()), startupMs, startupCpuMs, ms.size(), median, cpuMedian, p90,
                ms.empty() ? 0 : ms.back());
    // Every game is kept in the library (game_library.h): leave no bench games behind.
    const QString games = window->library()->folder();
    window->waitForAutosave();
    delete window;
    QDir(games).removeRecursively();
    return 0;
}
