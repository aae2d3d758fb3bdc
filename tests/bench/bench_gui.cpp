// Desktop program figures: start-up to an interactive window (target <= 0.5 s), the redraw
// after a decision (target <= 16 ms median) and the Advisor panel's first estimate (target
// <= 0.3 s median). Build Release for meaningful numbers; run with QT_QPA_PLATFORM=offscreen
// or under a display. Arguments: [decisions to redraw] [decisions to ask the advisor at].
#include "advisor_dock.h"
#include "decision_panel.h"
#include "game_library.h"
#include "main_window.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <QStandardPaths>
#include <QStyleFactory>

#include <ctime>
#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
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

// The process's CPU time (every thread: the advisor's playouts run in two).
static double processCpuMs() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return (double(u.ru_utime.tv_sec) + double(u.ru_stime.tv_sec)) * 1e3 +
           (double(u.ru_utime.tv_usec) + double(u.ru_stime.tv_usec)) / 1e3;
}

// The Advisor panel's first estimate: from the advice being asked for (the panel shown at a
// decision of two options or more) to the first estimate shown, at `count` decisions spread over
// a new game (seed 7: the first decision of two options or more from every twelfth on). Each run is cancelled after its first estimate
// by hiding the panel; the game goes on with the same choices as the redraw's. Wall times and
// the process's CPU time meanwhile (the playouts' cost, whatever the load), both sorted.
struct FirstEstimateTimes {
    std::vector<double> wallMs, cpuMs;
};
static FirstEstimateTimes firstEstimateTimes(bsg::gui::MainWindow* window, int count) {
    window->startGame({{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 7, "normal"});
    auto* panel = window->findChild<bsg::gui::DecisionPanel*>();
    bsg::gui::AdvisorDock* advisor = window->advisor();
    QElapsedTimer asked;
    double askedCpu = 0;
    QObject::connect(advisor, &bsg::gui::AdvisorDock::adviceRequested, advisor, [&] {
        asked.start();
        askedCpu = processCpuMs();
    });
    FirstEstimateTimes times;
    bool due = true; // a decision of two options or more is to be measured
    for (int i = 0; int(times.wallMs.size()) < count && !window->session().gameOver(); ++i) {
        const QStringList ids = panel->optionIds();
        if (ids.isEmpty())
            break;
        due = due || i % 12 == 0;
        if (due && ids.size() >= 2) {
            due = false;
            QEventLoop wait;
            QTimer::singleShot(30000, &wait, &QEventLoop::quit);
            const auto shown = QObject::connect(advisor, &bsg::gui::AdvisorDock::firstEstimateShown, &wait, [&] {
                times.wallMs.push_back(double(asked.nsecsElapsed()) / 1e6);
                times.cpuMs.push_back(processCpuMs() - askedCpu);
                wait.quit();
            });
            advisor->show(); // asks for advice on the pending decision
            wait.exec();
            QObject::disconnect(shown);
            advisor->hide(); // cancels the rest of the playouts
        }
        window->choose(ids[(i * 7 + 3) % ids.size()]);
        QApplication::processEvents();
    }
    std::sort(times.wallMs.begin(), times.wallMs.end());
    std::sort(times.cpuMs.begin(), times.cpuMs.end());
    return times;
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
    const int adviceDecisions = argc > 2 ? atoi(argv[2]) : 15;
    if (argc > 3)
        window->advisor()->setFirstEstimatePlayouts(atoi(argv[3]));
    if (adviceDecisions > 0) {
        const FirstEstimateTimes first = firstEstimateTimes(window, adviceDecisions);
        double load[1] = {0};
        (void)getloadavg(load, 1);
        const std::vector<double>& wall = first.wallMs;
        auto at = [&](const std::vector<double>& v, size_t i) { return v.empty() ? 0.0 : v[std::min(i, v.size() - 1)]; };
        std::printf("{\"first_estimate_playouts\":%d,\"first_estimate_decisions\":%zu,\"first_estimate_median_ms\":%.1f,"
                    "\"first_estimate_min_ms\":%.1f,\"first_estimate_p90_ms\":%.1f,\"first_estimate_max_ms\":%.1f,"
                    "\"first_estimate_cpu_median_ms\":%.1f,\"first_estimate_target_ms\":300,\"load_average_1min\":%.2f}\n",
                    window->advisor()->firstEstimatePlayouts(), wall.size(), at(wall, wall.size() / 2), at(wall, 0),
                    at(wall, wall.size() * 9 / 10), at(wall, wall.size()), at(first.cpuMs, first.cpuMs.size() / 2),
                    load[0]);
    }
    // Every game is kept in the library (game_library.h): leave no bench games behind.
    const QString games = window->library()->folder();
    window->waitForAutosave();
    delete window;
    QDir(games).removeRecursively();
    return 0;
}
