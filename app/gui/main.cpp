#include "app_icon.h"
#include "main_window.h"

#include <QApplication>
#include <QStyleFactory>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName("galactica-solo");
    QApplication::setApplicationName("galactica-solo");
    QApplication::setApplicationVersion(GALACTICA_VERSION);
    QApplication::setStyle(QStyleFactory::create("Fusion")); // card colours need a palette-driven style
    QApplication::setWindowIcon(bsg::gui::appIcon());
    // The last game if it is unfinished; else the welcome page (nothing is dealt before the
    // player starts a game).
    bsg::gui::MainWindow window;
    window.resumeOrWelcome();
    window.show();
    return app.exec();
}
