#include "main_window.h"

#include <QApplication>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName("galactica-solo");
    QApplication::setApplicationName("galactica-solo");
    QApplication::setApplicationVersion(GALACTICA_VERSION);
    bsg::gui::MainWindow window;
    window.startGame(1);
    window.show();
    return app.exec();
}
