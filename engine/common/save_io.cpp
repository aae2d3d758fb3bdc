#include "save_io.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace gamekit {

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
    const auto notRegular = [&] {
        return fail(ioError("Cannot open", path, "it is not a regular file (a directory, device or pipe is never a save)."));
    };
    const auto tooLarge = [&] {
        return fail(Error{"bad_save", excerpt(path.toStdString()) + " is larger than " + std::to_string(limit) +
                                          " bytes: too large to be a save."});
    };
    // Read straight into one buffer of the reported size (a hint only: the file may change), and
    // on until the end or the limit. A short process spends more on touching fresh memory (and
    // fresh library code) than on reading, so the bytes are neither copied nor moved on the way.
    QByteArray data;
    const auto readAll = [&](qint64 sizeHint, auto&& readSome) { // false when a read fails
        data.reserve(qsizetype(std::clamp<qint64>(sizeHint, 0, limit)) + 1);
        for (;;) {
            if (data.capacity() - data.size() < 1024)
                data.reserve(data.capacity() * 2);
            const qsizetype before = data.size();
            data.resize(data.capacity());
            const qint64 n = readSome(data.data() + before, data.size() - before);
            data.resize(before + qsizetype(std::max<qint64>(n, 0)));
            if (n < 0)
                return false;
            if (n == 0 || data.size() > limit)
                return true;
        }
    };
#ifdef Q_OS_UNIX
    // The system's calls, not QFile: a replay is a short process, and QFile's code is not yet in
    // memory when it starts. Opened without blocking (a FIFO would wait for a writer), then
    // checked on what was actually opened.
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return fail(ioError("Cannot open", path, errno == ENOENT ? std::string("no such file.")
                                                                 : std::string(std::strerror(errno)) + "."));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
        return notRegular();
    const bool complete = readAll(qint64(st.st_size), [fd](char* into, qint64 room) -> qint64 {
        for (;;) {
            const ssize_t n = ::read(fd, into, size_t(room));
            if (n >= 0 || errno != EINTR)
                return n;
        }
    });
    if (!complete)
        return fail(ioError("Cannot read", path, std::string(std::strerror(errno)) + "."));
#else
    // Checked before opening: opening a FIFO would block until someone writes to it.
    const QFileInfo info(path);
    if (!info.exists())
        return fail(ioError("Cannot open", path, "no such file."));
    if (!info.isFile())
        return notRegular();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(ioError("Cannot open", path, file.errorString().toStdString() + "."));
    if (!readAll(file.size(), [&file](char* into, qint64 room) { return file.read(into, room); }))
        return fail(ioError("Cannot read", path, file.errorString().toStdString() + "."));
#endif
    if (data.size() > limit)
        return tooLarge();
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

std::optional<Error> appendToFile(const QString& path, const QByteArray& bytes, bool fresh) {
    if (auto e = checkPath(path))
        return e;
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return ioError("Cannot write", path, "it is not a regular file (a directory, device or pipe).");
    QFile file(path);
    if (!file.open(fresh ? QIODevice::WriteOnly | QIODevice::Truncate : QIODevice::WriteOnly | QIODevice::Append))
        return ioError("Cannot write", path, file.errorString().toStdString() + ".");
    const qint64 before = file.size();
    const auto fail = [&] {
        const std::string why = file.errorString().toStdString();
        file.resize(before); // no partial record left behind (best effort: the disk may refuse)
        return ioError("Cannot write", path, "writing failed (" + why + "); what was saved before is unchanged.");
    };
    for (qint64 done = 0; done < bytes.size();) {
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0)
            return fail();
        done += n;
    }
    if (!file.flush() || file.error() != QFileDevice::NoError)
        return fail();
#ifdef Q_OS_UNIX
    // On the disk, not only in the system's cache: a power cut must not lose an acknowledged decision.
    while (::fsync(file.handle()) != 0)
        if (errno != EINTR)
            return fail();
#endif
    return std::nullopt;
}

} // namespace gamekit
