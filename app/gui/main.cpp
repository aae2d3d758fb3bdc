#include "app_icon.h"
#include "main_window.h"

#include <QApplication>
#include <QSettings>
#include <QStyleFactory>
#include <QTimer>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName("galactica-solo");
    QApplication::setApplicationName("galactica-solo");
    QApplication::setApplicationVersion(GALACTICA_VERSION);
    QApplication::setStyle(QStyleFactory::create("Fusion")); // card colours need a palette-driven style
    QApplication::setWindowIcon(bsg::gui::appIcon());
    // A first start has no game of its own yet: offer the New Game dialog over the default one.
    const bool firstStart = !QSettings().contains("game/characters");
    bsg::gui::MainWindow window;
    window.resumeOrStart();
    window.show();
    if (firstStart)
        QTimer::singleShot(0, &window, &bsg::gui::MainWindow::newGameDialog);
    return app.exec();
}
