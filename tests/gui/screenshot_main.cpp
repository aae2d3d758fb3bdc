// Plays a fixed game part way through the widgets' code path and saves a PNG of the main
// window: run under Xvfb by CTest (gui_screenshot) so a real X server renders it; with a
// third argument, the device pixel ratio the picture must have (gui_screenshot_hidpi); with a
// fourth, the window size (the 1280x720 and 1920x1080 pictures); with a fifth, a character
// id, the picture is of that character's sheet (opened from its panel) instead - or, with
// "advisor", of the main window with the Advisor panel open, once its advice is in.
#include "advice_runner.h"
#include "decision_panel.h"
#include "main_window.h"

#include <QApplication>
#include <QAction>
#include <QDockWidget>
#include <QPixmap>
#include <QSettings>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTimer>
#include <QToolButton>

#include <cstdio>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName("galactica-solo-screenshot");
    QApplication::setApplicationName("galactica-solo-screenshot");
    QApplication::setStyle(QStyleFactory::create("Fusion"));
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear(); // every picture from the default layout, whatever an earlier one saved
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("galactica-solo-midgame.png");
    const int decisions = argc > 2 ? atoi(argv[2]) : 90;

    bsg::gui::MainWindow window;
    window.setInteractive(false);
    // A fourth argument sets the window size ("1280x720"); 1600x1000 otherwise.
    const QStringList size = argc > 4 ? QString::fromLocal8Bit(argv[4]).split('x') : QStringList{"1600", "1000"};
    window.resize(size.value(0).toInt(), size.value(1).toInt());
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
    const double expectedRatio = argc > 3 ? atof(argv[3]) : 1.0;
    const bool advisor = argc > 5 && QString::fromLocal8Bit(argv[5]) == "advisor";
    auto* runner = window.findChild<bsg::gui::AdviceRunner*>();
    auto grabWindow = [&] {
        // On a high-DPI screen the grab has ratio x the window's size in real pixels.
        QWidget* shown = &window;
        if (argc > 5 && !advisor) {
            const QString id = QString::fromLocal8Bit(argv[5]);
            if (auto* panel = window.findChild<QWidget*>("character:" + id))
                if (auto* button = panel->findChild<QToolButton*>("sheetButton"))
                    button->click();
            shown = nullptr;
            for (QWidget* top : QApplication::topLevelWidgets())
                if (top->objectName() == "characterSheet:" + id)
                    shown = top;
            if (!shown) {
                std::printf("no sheet for %s\n", qPrintable(id));
                app.exit(1);
                return;
            }
            QApplication::processEvents();
            const bool ok = shown->grab().save(out);
            std::printf("%s %s\n", ok ? "wrote" : "could not write", qPrintable(out));
            app.exit(ok ? 0 : 1);
            return;
        }
        const QPixmap shot = window.grab();
        const QSize expected = window.size() * expectedRatio;
        if (shot.devicePixelRatio() != expectedRatio || shot.size() != expected) {
            std::printf("device pixel ratio %.2f, %dx%d pixels; expected %.2f, %dx%d\n", shot.devicePixelRatio(),
                        shot.width(), shot.height(), expectedRatio, expected.width(), expected.height());
            app.exit(1);
            return;
        }
        const bool ok = shot.save(out);
        std::printf("%s %s (%dx%d pixels, ratio %.2f)\n", ok ? "wrote" : "could not write", qPrintable(out),
                    shot.width(), shot.height(), shot.devicePixelRatio());
        app.exit(ok ? 0 : 1);
    };
    if (advisor) {
        if (!runner) {
            std::printf("no advice runner\n");
            return 1;
        }
        // The picture once the full advice is shown (a moment for the panel to lay it out).
        QObject::connect(runner, &bsg::gui::AdviceRunner::finished, &app,
                         [&] { QTimer::singleShot(300, &app, grabWindow); });
        QObject::connect(runner, &bsg::gui::AdviceRunner::failed, &app, [&] {
            std::printf("the advisor could not run\n");
            app.exit(1);
        });
        if (auto* dock = window.findChild<QDockWidget*>("advisorDock"))
            dock->toggleViewAction()->trigger(); // as the player does: View > Advisor
        else {
            std::printf("no Advisor panel\n");
            return 1;
        }
    } else {
        QTimer::singleShot(300, &app, grabWindow);
    }
    return app.exec();
}
