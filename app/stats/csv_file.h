#pragma once
// CSV files for the statistics and the replay viewer's chart (RFC 4180: comma-separated, a
// field with a comma, a quote or a line break in quotes, quotes doubled, CRLF line ends).
#include <QList>
#include <QString>
#include <QStringList>

namespace bsg::stats {

// One line of CSV, without its line end.
QString csvLine(const QStringList& fields);
// The whole document: the header, then the rows, each line ended with CRLF, in UTF-8.
QByteArray csvDocument(const QStringList& header, const QList<QStringList>& rows);
// Writes it through QSaveFile, every write checked: "" or a readable error, and on an error
// any previous file at `path` is left as it was.
QString writeCsv(const QString& path, const QStringList& header, const QList<QStringList>& rows);

} // namespace bsg::stats
