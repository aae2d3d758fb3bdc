// Build-time tool: writes the program's icon (app/gui/app_icon.cpp) as PNG files of the sizes
// desktops look for, "<dir>/<size>.png", for the install (packaging/CMakeLists.txt).
#include "app_icon.h"

#include <QGuiApplication>
#include <QIcon>
#include <QPixmap>

#include <cstdio>

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: render_icons DIR SIZE...\n");
        return 2;
    }
    qputenv("QT_QPA_PLATFORM", "offscreen"); // no display at build time
    QGuiApplication app(argc, argv);
    const QIcon icon = bsg::gui::appIcon();
    const QString dir = QString::fromLocal8Bit(argv[1]);
    for (int i = 2; i < argc; ++i) {
        bool ok = false;
        const int size = QString::fromLatin1(argv[i]).toInt(&ok);
        const QString file = QStringLiteral("%1/%2.png").arg(dir).arg(size);
        const QPixmap pixmap = ok && size > 0 ? icon.pixmap(size, size) : QPixmap();
        if (pixmap.size() != QSize(size, size) || !pixmap.save(file, "PNG")) {
            std::fprintf(stderr, "render_icons: could not write %s\n", qPrintable(file));
            return 1;
        }
    }
    return 0;
}
