// Plays a fixed game part way through the widgets' code path and saves a PNG of the main
// window: run under Xvfb by CTest (gui_screenshot) so a real X server renders it.
#include "decision_panel.h"
#include "main_window.h"

#include <QApplication>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTimer>

#include <cstdio>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName("galactica-solo-screenshot");
    QApplication::setApplicationName("galactica-solo-screenshot");
    QApplication::setStyle(QStyleFactory::create("Fusion"));
    QStandardPaths::setTestModeEnabled(true);
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("galactica-solo-midgame.png");
    const int decisions = argc > 2 ? atoi(argv[2]) : 90;

    bsg::gui::MainWindow window;
    window.setInteractive(false);
    window.resize(1600, 1000);
    bsg::gui::NewGameSpec spec{{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 20261122, "normal"};
    window.startGame(spec);
    window.show();
    // A fixed, varied policy: option (step * 7) mod count, never "done" first when avoidable.
    auto* panel = window.findChild<bsg::gui::DecisionPanel*>();
    for (int i = 0; i < decisions && !window.session().gameOver(); ++i) {
        const QStringList ids = panel->optionIds();
        if (ids.isEmpty())
            break;
        window.choose(ids[(i * 7 + 3) % ids.size()]);
    }
    QTimer::singleShot(300, &app, [&] {
        const bool ok = window.grab().save(out);
        std::printf("%s %s\n", ok ? "wrote" : "could not write", qPrintable(out));
        app.exit(ok ? 0 : 1);
    });
    return app.exec();
}
