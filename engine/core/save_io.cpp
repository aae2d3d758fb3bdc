#include "save_io.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace bsg {

namespace {

constexpr int kMaxPathChars = 4096;

Error ioError(const char* verb, const QString& path, const std::string& why) {
    return Error{"io_error", std::string(verb) + " " + excerpt(path.toStdString()) + ": " + why};
}

} // namespace

std::optional<Error> checkPath(const QString& path) {
    if (path.isEmpty())
        return Error{"bad_request", "path must not be empty."};
    if (path.contains(QChar(0)))
        return Error{"bad_request", "path must not contain a NUL character."};
    if (path.size() > kMaxPathChars)
        return Error{"bad_request", "path is longer than " + std::to_string(kMaxPathChars) + " characters."};
    return std::nullopt;
}

std::optional<QByteArray> readRegularFile(const QString& path, qint64 limit, Error* error) {
    auto fail = [&](Error e) {
        if (error)
            *error = std::move(e);
        return std::nullopt;
    };
    if (auto e = checkPath(path))
        return fail(*e);
    // Checked before opening: opening a FIFO would block until someone writes to it.
    const QFileInfo info(path);
    if (!info.exists())
        return fail(ioError("Cannot open", path, "no such file."));
    if (!info.isFile())
        return fail(ioError("Cannot open", path, "it is not a regular file (a directory, device or pipe is never a save)."));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(ioError("Cannot open", path, file.errorString().toStdString() + "."));
#ifdef Q_OS_UNIX
    // The same check on what was actually opened (the path may have changed in between).
    struct stat st {};
    if (fstat(file.handle(), &st) != 0 || !S_ISREG(st.st_mode))
        return fail(ioError("Cannot open", path, "it is not a regular file."));
#endif
    // Read straight into one buffer of the reported size (a hint only: the file may change), and
    // on until the end or the limit. A short process spends more on touching fresh memory than
    // on reading, so the bytes are neither copied nor moved on the way.
    QByteArray data;
    data.reserve(qsizetype(std::clamp<qint64>(file.size(), 0, limit)) + 1);
    for (;;) {
        if (data.capacity() - data.size() < 1024)
            data.reserve(data.capacity() * 2);
        const qsizetype before = data.size();
        data.resize(data.capacity());
        const qint64 n = file.read(data.data() + before, data.size() - before);
        data.resize(before + qsizetype(std::max<qint64>(n, 0)));
        if (n < 0)
            return fail(ioError("Cannot open", path, file.errorString().toStdString() + "."));
        if (n == 0)
            break;
        if (data.size() > limit)
            return fail(Error{"bad_save", excerpt(path.toStdString()) + " is larger than " + std::to_string(limit) +
                                              " bytes: too large to be a save."});
    }
    return data;
}

std::optional<Error> writeFileSafely(const QString& path, const QByteArray& bytes) {
    if (auto e = checkPath(path))
        return e;
    // QSaveFile would put its own file in place of a device or pipe (or write to it directly).
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return ioError("Cannot write", path, "it is not a regular file (a directory, device or pipe).");
    QSaveFile file(path);
    file.setDirectWriteFallback(false);
    if (!file.open(QIODevice::WriteOnly))
        return ioError("Cannot write", path, file.errorString().toStdString() + ".");
    // On any failure below `file` is destroyed without commit(): the temporary file is
    // removed and the previous save stays.
    for (qint64 done = 0; done < bytes.size();) {
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0)
            return ioError("Cannot write", path, "writing failed (" + file.errorString().toStdString() + "); the previous file is unchanged.");
        done += n;
    }
    if (!file.flush() || file.error() != QFileDevice::NoError)
        return ioError("Cannot write", path, "writing failed (" + file.errorString().toStdString() + "); the previous file is unchanged.");
    if (!file.commit())
        return ioError("Cannot write", path, "writing failed (" + file.errorString().toStdString() + "); the previous file is unchanged.");
    return std::nullopt;
}

} // namespace bsg
