#pragma once
// The built-in card data with some of its text changed, loaded as a data folder would be: how
// a test shows what the loader refuses (and with which message) or accepts.
#include "carddb.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace bsg::test {

// Each built-in data file's text passed through `edit(file name, text)`, written to a
// temporary folder and loaded with loadCardDb. A file that cannot be read or written gives a
// LoadResult without data that says so.
LoadResult loadEditedData(const std::function<QByteArray(const QString& file, QByteArray text)>& edit);

} // namespace bsg::test
