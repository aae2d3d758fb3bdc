#include "app_icon.h"
#include "build_version.h"
#include "main_window.h"
#include "released_boxes.h"
#include "settings_recovery.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QStyleFactory>
#include <QTimer>

#include <cstdio>
#include <cstring>

namespace {

void describeOptions(QCommandLineParser& parser, const QCommandLineOption& screenshot) {
    parser.setApplicationDescription(
        QStringLiteral("Plays Battlestar Galactica: The Board Game alone, with the fan-made Four Solo variant.\n"
                       "Without options it resumes your last unfinished game or opens the welcome page."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(screenshot);
}

// --help and --version are answered before the window system is opened, so that they work
// without a display (a terminal over ssh, a package test).
bool asksOnlyForText(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        for (const char* option : {"--help", "-h", "--help-all", "-?", "--version", "-v"})
            if (std::strcmp(argv[i], option) == 0)
                return true;
    return false;
}

} // namespace

int main(int argc, char** argv) {
    bsg::openReleasedBoxes(); // the New Game dialog offers them, and their saves load
    QApplication::setOrganizationName("galactica-solo");
    QApplication::setApplicationName("galactica-solo");
    QApplication::setApplicationVersion(QString::fromUtf8(bsg::fullVersion()));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Save a picture of the window as <file> (PNG) once it is shown, then close the program."),
        QStringLiteral("file"));
    if (asksOnlyForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        QCommandLineParser parser;
        describeOptions(parser, screenshot);
        parser.process(app); // prints the answer and exits
        return 0;
    }
    QApplication app(argc, argv);
    QCommandLineParser parser;
    describeOptions(parser, screenshot);
    parser.process(app); // an unknown option: a message and exit status 1

    QApplication::setStyle(QStyleFactory::create("Fusion")); // card colours need a palette-driven style
    QApplication::setWindowIcon(bsg::gui::appIcon());
    const QString settingsProblem = bsg::gui::setAsideCorruptSettings();
    if (!settingsProblem.isEmpty())
        std::fprintf(stderr, "galactica-solo: %s\n", qPrintable(settingsProblem));
    // The last game if it is unfinished; else the welcome page (nothing is dealt before the
    // player starts a game).
    bsg::gui::MainWindow window;
    window.resumeOrWelcome();
    window.show();
    if (!settingsProblem.isEmpty() && !parser.isSet(screenshot))
        QTimer::singleShot(0, &window, [&] { QMessageBox::warning(&window, QStringLiteral("Settings"), settingsProblem); });
    int status = 0;
    if (parser.isSet(screenshot)) {
        // Once the window has been laid out and painted: the picture, then the ordinary close.
        QTimer::singleShot(1000, &window, [&] {
            const QString file = parser.value(screenshot);
            if (!window.grab().save(file, "PNG")) {
                std::fprintf(stderr, "galactica-solo: the picture could not be saved as %s\n", qPrintable(file));
                status = 1;
            }
            window.close();
        });
    }
    const int loopStatus = app.exec();
    return loopStatus != 0 ? loopStatus : status;
}
