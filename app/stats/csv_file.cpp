#include "csv_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

namespace bsg::stats {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("Csv", text); }
} // namespace

QString csvLine(const QStringList& fields) {
    QStringList out;
    out.reserve(fields.size());
    for (const QString& f : fields) {
        const bool quote = f.contains(QLatin1Char(',')) || f.contains(QLatin1Char('"')) || f.contains(QLatin1Char('\n')) ||
                           f.contains(QLatin1Char('\r'));
        if (!quote) {
            out << f;
            continue;
        }
        QString escaped = f;
        escaped.replace(QLatin1String("\""), QLatin1String("\"\""));
        out << QLatin1Char('"') + escaped + QLatin1Char('"');
    }
    return out.join(QLatin1Char(','));
}

QByteArray csvDocument(const QStringList& header, const QList<QStringList>& rows) {
    QString text = csvLine(header) + QStringLiteral("\r\n");
    for (const QStringList& row : rows)
        text += csvLine(row) + QStringLiteral("\r\n");
    return text.toUtf8();
}

QString writeCsv(const QString& path, const QStringList& header, const QList<QStringList>& rows) {
    const QString file = QDir::toNativeSeparators(path);
    if (path.isEmpty())
        return tr("No file was named for the CSV export.");
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return tr("Cannot write %1: %2").arg(file, out.errorString());
    const QByteArray bytes = csvDocument(header, rows);
    if (out.write(bytes) != bytes.size()) {
        const QString why = out.errorString();
        out.cancelWriting();
        return tr("Writing %1 failed: %2").arg(file, why);
    }
    if (!out.commit())
        return tr("Writing %1 failed: %2").arg(file, out.errorString());
    return {};
}

} // namespace bsg::stats
