#pragma once
// A strict reader over one JSON object: every field read is remembered, so finish() can
// report any field that nobody asked for. Errors name the file, the record and the field.
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QString>

#include <stdexcept>
#include <string>

namespace bsg {

struct DataError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class JsonReader {
public:
    JsonReader(QJsonObject obj, std::string where) : m_obj(std::move(obj)), m_where(std::move(where)) {}

    [[nodiscard]] bool has(const char* key) const { return m_obj.contains(key) && !m_obj[key].isNull(); }
    [[nodiscard]] const std::string& where() const { return m_where; }
    QJsonValue value(const char* key) {
        m_seen.insert(QString::fromLatin1(key));
        return m_obj.value(key);
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
        for (auto it = m_obj.begin(); it != m_obj.end(); ++it)
            if (!m_seen.contains(it.key()))
                throw DataError(m_where + ": unknown field '" + it.key().toStdString() + "'");
    }

private:
    QJsonObject m_obj;
    std::string m_where;
    QSet<QString> m_seen;
};

} // namespace bsg
