#pragma once
// Games played through the main window for its memory over a long session (issue #37): the
// code an option button or key runs (MainWindow::choose), with the autosave, the log, the board
// and the statistics of each finished game. Used by gui_long_session (the report of any number
// of games) and tst_long_session_memory (the bound CTest checks).
#include "main_window.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QPixmapCache>

#include <malloc.h>
#include <random>

namespace bsg::gui::longsession {

inline const QStringList kCharacters{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"};

inline long residentKb() {
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
inline long long heapInUse() {
    if (qEnvironmentVariableIsSet("GALACTICA_CLEAR_PIXMAP_CACHE")) // Qt's style images
        QPixmapCache::clear();
    malloc_trim(0);
    return static_cast<long long>(mallinfo2().uordblks);
}

// One game to its end by random options; the number of decisions it took (-1 when it could
// not be played). `atStart` gets the heap in use with the new game on the table and no
// decision made: a measure that does not depend on how long the game before was (its log,
// undo index and board stay until then).
inline int playOneGame(MainWindow& w, quint64 seed, long long* atStart) {
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

} // namespace bsg::gui::longsession
