#include "test_box.h"

#include "box.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <utility>

namespace bsg::testbox {

void registerTestBox() {
    registerBox(Box::Test);
    registerTestBoxRules(); // before the box's records load: they name these rules
}

namespace {

// The list key of each data file the test box adds to.
QString listKey(const QString& file) {
    const QJsonObject keys{{"locations.json", "locations"},
                           {"characters.json", "characters"},
                           {"crisis_cards.json", "crisis_cards"},
                           {"skill_cards.json", "skill_cards"}};
    return keys.value(file).toString();
}

QJsonObject readObject(const QString& path, std::string* error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = "cannot read " + path.toStdString();
        return {};
    }
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace

std::optional<CardDb> dataWithTestBox(std::string* error) {
    QTemporaryDir dir;
    const QString boxDir = QStringLiteral(GALACTICA_SOURCE_DIR "/tests/engine/test_box");
    for (const QString& name : QDir(":/data").entryList()) {
        QFile in(":/data/" + name);
        if (!in.open(QIODevice::ReadOnly)) {
            *error = "cannot read the built-in " + name.toStdString();
            return std::nullopt;
        }
        QByteArray text = in.readAll();
        if (const QString key = listKey(name); !key.isEmpty()) {
            QJsonObject data = QJsonDocument::fromJson(text).object();
            const QJsonObject box = readObject(boxDir + "/" + name, error);
            if (box.isEmpty())
                return std::nullopt;
            QJsonArray list = data.value(key).toArray();
            // At the front of the file: the loader numbers a box's records after the base
            // game's wherever they stand, so the base records keep their numbers.
            QJsonArray records = box.value(key).toArray();
            for (const QJsonValue record : list)
                records.append(record);
            list = records;
            data[key] = list;
            text = QJsonDocument(data).toJson();
        }
        QFile out(dir.path() + "/" + name);
        if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size()) {
            *error = "cannot write " + out.fileName().toStdString();
            return std::nullopt;
        }
    }
    LoadResult r = loadCardDb(dir.path().toStdString());
    if (!r.db)
        *error = r.error;
    return std::move(r.db);
}

SwappedData::SwappedData(CardDb data) : m_other(std::move(data)) { std::swap(cardDbForTests(), m_other); }
SwappedData::~SwappedData() { std::swap(cardDbForTests(), m_other); }

} // namespace bsg::testbox
