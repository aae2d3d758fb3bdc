#include "fuzz_support.h"

#include <QDir>
#include <QTemporaryDir>

// A smaller quarantine than AddressSanitizer's 256 MB: every input allocates afresh, and
// cycling through that much memory (page faults) made the targets several times slower.
// ASAN_OPTIONS still overrides it.
extern "C" const char* __asan_default_options() { return "quarantine_size_mb=16"; }

namespace bsg::fuzz {

cli::Session confinedSession() {
    static QTemporaryDir scratch(QDir::tempPath() + "/galactica-fuzz-XXXXXX");
    cli::Session session;
    session.setPathMapper([](const QString& path) {
        return scratch.filePath(QString("save-%1.json").arg(qHash(path) % 4));
    });
    return session;
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
