#include "fuzz_support.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

// A smaller quarantine than AddressSanitizer's 256 MB: every input allocates afresh, and
// cycling through that much memory (page faults) made the targets several times slower.
// ASAN_OPTIONS still overrides it.
extern "C" const char* __asan_default_options() { return "quarantine_size_mb=16"; }

namespace bsg::fuzz {

namespace {

constexpr int kScratchFiles = std::tuple_size_v<ScratchFiles>;
bool g_scratchTouched = false;

// Memory-backed (tmpfs) where there is one: the product writes a save through QSaveFile, whose
// commit syncs the file to disk, so on a disk every save request of an input waits for it.
QString scratchParent() {
    const QFileInfo shm("/dev/shm");
    return shm.isDir() && shm.isWritable() ? shm.filePath() : QDir::tempPath();
}

QString scratchFile(size_t index) {
    static QTemporaryDir scratch(scratchParent() + "/galactica-fuzz-XXXXXX");
    if (!scratch.isValid())
        qFatal("fuzz: cannot make a scratch folder");
    return scratch.filePath(QString("save-%1.json").arg(index));
}

} // namespace

cli::Session confinedSession() {
    cli::Session session;
    session.setPathMapper([](const QString& path) {
        g_scratchTouched = true;
        return scratchFile(qHash(path) % kScratchFiles);
    });
    return session;
}

bool scratchTouched() { return g_scratchTouched; }

void clearScratch() {
    if (!g_scratchTouched)
        return;
    for (int i = 0; i < kScratchFiles; ++i)
        QFile::remove(scratchFile(size_t(i)));
    g_scratchTouched = false;
}

ScratchFiles readScratch() {
    ScratchFiles files;
    if (!g_scratchTouched)
        return files;
    for (int i = 0; i < kScratchFiles; ++i) {
        QFile file(scratchFile(size_t(i)));
        if (file.open(QIODevice::ReadOnly))
            files[size_t(i)] = file.readAll();
    }
    return files;
}

void restoreScratch(const ScratchFiles& files) {
    clearScratch();
    for (int i = 0; i < kScratchFiles; ++i) {
        if (!files[size_t(i)])
            continue;
        g_scratchTouched = true; // so that the next input removes it
        QFile file(scratchFile(size_t(i)));
        if (!file.open(QIODevice::WriteOnly) || file.write(*files[size_t(i)]) != files[size_t(i)]->size())
            qFatal("fuzz: cannot restore a scratch file");
    }
}

void playLines(cli::Session& session, const uint8_t* data, size_t size, int maxLines) {
    const QByteArray input = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    qsizetype from = 0;
    for (int n = 0; n < maxLines && from < input.size(); ++n) {
        qsizetype end = input.indexOf('\n', from);
        if (end < 0)
            end = input.size();
        (void)session.handleLine(input.mid(from, end - from));
        from = end + 1;
    }
}

} // namespace bsg::fuzz
