#include "settings_recovery.h"

#include <QFile>
#include <QSettings>
#include <QStringDecoder>

namespace bsg::gui {

namespace {

// Elsewhere the native format is the registry (Windows) or a binary property list (macOS):
// only Qt's own FormatError tells there.
#if defined(Q_OS_WIN) || defined(Q_OS_DARWIN)
constexpr bool kNativeFormatIsIni = false;
#else
constexpr bool kNativeFormatIsIni = true;
#endif

// Qt writes an INI file as UTF-8 text and escapes every control character in keys and values.
bool holdsBytesQtNeverWrites(const QByteArray& bytes) {
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 && c != '\n' && c != '\r' && c != '\t')
            return true;
    }
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = utf8.decode(bytes); // decoding happens on the conversion to QString
    return utf8.hasError();
}

} // namespace

QString setAsideCorruptSettings() {
    QString path;
    bool malformed = false;
    {
        const QSettings settings; // reads the file; destroyed before the file is moved
        path = settings.fileName();
        malformed = settings.status() == QSettings::FormatError;
    }
    QFile file(path);
    if (!file.exists())
        return {};
    if (!malformed && kNativeFormatIsIni) {
        if (!file.open(QIODevice::ReadOnly))
            return QStringLiteral("The settings file %1 cannot be read (%2); the program starts with its defaults.")
                .arg(path, file.errorString());
        malformed = holdsBytesQtNeverWrites(file.readAll());
        file.close();
    }
    if (!malformed)
        return {};
    const QString aside = path + QStringLiteral(".corrupt");
    QFile::remove(aside); // an older corrupt copy gives way to this one
    if (!file.rename(aside))
        return QStringLiteral("The settings file %1 is damaged and could not be moved aside (%2); the program starts with "
                              "its defaults but cannot save settings until the file is removed.")
            .arg(path, file.errorString());
    return QStringLiteral("The settings file %1 was damaged. It was kept as %2 and the program starts with its default "
                          "settings; your games and statistics are not affected.")
        .arg(path, aside);
}

} // namespace bsg::gui
