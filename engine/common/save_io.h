#pragma once
// Save files on disk, read and written defensively: only regular files (a device or a FIFO
// would be read forever or block), reads that stop at a limit whatever size the file claims,
// and writes that are all checked, so a failed save never replaces the previous file.
#include "error.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace gamekit {

// The largest save file the program reads or writes (docs/protocol.md, "Limits").
inline constexpr qint64 kMaxSaveBytes = 16 * 1024 * 1024;

// A path a request may name: not empty, no NUL (it would cut the path short), not absurdly long.
std::optional<Error> checkPath(const QString& path);

// The whole content of a regular file of at most `limit` bytes. Errors: "io_error" (cannot
// open, not a regular file), "bad_save" (larger than the limit).
std::optional<QByteArray> readRegularFile(const QString& path, qint64 limit, Error* error);

// Writes `bytes` to `path` through QSaveFile; every write and the final flush are checked,
// and on any failure the previous file is left exactly as it was ("io_error").
std::optional<Error> writeFileSafely(const QString& path, const QByteArray& bytes);

// Appends `bytes` to the regular file `path` (created if missing; emptied first when `fresh`),
// every write checked, then flushed to the disk (fsync) before it returns. On a failure the
// file is cut back to its length before the call, so a failed append leaves no partial tail
// ("io_error"); a process killed mid-write can still leave one, which readers must expect
// (the desktop program's save journal ends every record with a newline for that).
std::optional<Error> appendToFile(const QString& path, const QByteArray& bytes, bool fresh = false);

} // namespace gamekit
