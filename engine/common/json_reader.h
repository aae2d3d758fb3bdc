#pragma once
// A strict reader over one JSON object: every field read is remembered, so finish() can
// report any field that nobody asked for. Errors name the file, the record and the field.
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QString>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

namespace gamekit {

struct DataError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class JsonReader {
public:
    JsonReader(QJsonObject obj, std::string where) : m_obj(std::move(obj)), m_where(std::move(where)) {}

    [[nodiscard]] bool has(const char* key) const {
        const QJsonValue v = m_obj.value(QLatin1StringView(key));
        return !v.isUndefined() && !v.isNull();
    }
    [[nodiscard]] const std::string& where() const { return m_where; }
    // Keys are Latin-1 literals; looked up without building a QString (the card data is read
    // at every start, thousands of fields).
    QJsonValue value(const char* key) {
        if (std::find(m_seen.begin(), m_seen.end(), key) == m_seen.end())
            m_seen.emplace_back(key); // a copy: some keys are built at run time
        return m_obj.value(QLatin1StringView(key));
    }
    [[noreturn]] void fail(const char* key, const std::string& what) const {
        throw DataError(m_where + ", field '" + key + "': " + what);
    }
    std::string str(const char* key) {
        const QJsonValue v = value(key);
        if (!v.isString())
            fail(key, v.isUndefined() ? "missing" : "must be a string");
        return v.toString().toStdString();
    }
    std::string str(const char* key, const std::string& fallback) { return has(key) ? str(key) : (value(key), fallback); }
    int integer(const char* key) {
        const QJsonValue v = value(key);
        if (!v.isDouble() || v.toDouble() != double(v.toInt()))
            fail(key, v.isUndefined() ? "missing" : "must be an integer");
        return v.toInt();
    }
    int integer(const char* key, int fallback) { return has(key) ? integer(key) : (value(key), fallback); }
    bool boolean(const char* key) {
        const QJsonValue v = value(key);
        if (!v.isBool())
            fail(key, v.isUndefined() ? "missing" : "must be true or false");
        return v.toBool();
    }
    bool boolean(const char* key, bool fallback) { return has(key) ? boolean(key) : (value(key), fallback); }
    QJsonArray array(const char* key) {
        const QJsonValue v = value(key);
        if (!v.isArray())
            fail(key, v.isUndefined() ? "missing" : "must be an array");
        return v.toArray();
    }
    QJsonObject object(const char* key) {
        const QJsonValue v = value(key);
        if (!v.isObject())
            fail(key, v.isUndefined() ? "missing" : "must be an object");
        return v.toObject();
    }
    // Reports the first field that was never read.
    void finish() const {
        for (auto it = m_obj.begin(); it != m_obj.end(); ++it) {
            const QString key = it.key();
            if (std::none_of(m_seen.begin(), m_seen.end(),
                             [&](const std::string& k) { return key == QLatin1StringView(k.data(), qsizetype(k.size())); }))
                throw DataError(m_where + ": unknown field '" + key.toStdString() + "'");
        }
    }

private:
    QJsonObject m_obj;
    std::string m_where;
    std::vector<std::string> m_seen; // the keys read (a few per record, short: no allocation each)
};

} // namespace gamekit
