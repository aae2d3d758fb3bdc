#include "edited_data.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

namespace bsg::test {

LoadResult loadEditedData(const std::function<QByteArray(const QString& file, QByteArray text)>& edit) {
    QTemporaryDir dir;
    if (!dir.isValid())
        return LoadResult{std::nullopt, "cannot make a temporary folder"};
    for (const QString& name : QDir(":/data").entryList()) {
        QFile in(":/data/" + name);
        if (!in.open(QIODevice::ReadOnly))
            return LoadResult{std::nullopt, "cannot read the built-in " + name.toStdString()};
        const QByteArray text = edit(name, in.readAll());
        QFile out(dir.path() + "/" + name);
        if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size())
            return LoadResult{std::nullopt, "cannot write " + name.toStdString()};
    }
    return loadCardDb(dir.path().toStdString());
}

} // namespace bsg::test
