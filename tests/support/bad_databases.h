#pragma once
// Statistics databases in the states the program must survive (issue #16, part 3): corrupt
// bytes, a damaged page, a lock held by another connection, a newer schema, a folder that
// cannot be written. Each is made with SQLite itself or plain file writes, not with the code
// under test. Header-only: the tests that use it link Qt SQL through the statistics library.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

#include <atomic>

namespace test {

inline QString uniqueConnection() {
    static std::atomic<int> next{0};
    return QStringLiteral("test-connection-%1").arg(next++);
}

// Runs SQL statements on `path` through a connection of its own; false on any error.
inline bool runSql(const QString& path, const QStringList& statements, QString* error = nullptr) {
    const QString name = uniqueConnection();
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", name);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        for (const QString& s : statements)
            if (ok && !q.exec(s)) {
                ok = false;
                if (error)
                    *error = q.lastError().text();
            }
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

inline QByteArray fileHash(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// A file of bytes that are no SQLite database at all.
inline bool writeGarbage(const QString& path) {
    QByteArray bytes;
    for (int i = 0; i < 8192; ++i)
        bytes.append(char((i * 7919 + 13) % 251));
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A real database whose third page (a table's b-tree) is overwritten: the header still reads
// as SQLite, the structure does not.
inline bool damagePage(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite) || f.size() < 3 * 4096)
        return false;
    f.seek(2 * 4096);
    const QByteArray junk(64, char(0xff));
    return f.write(junk) == junk.size();
}

// Another connection inside an exclusive transaction: until it ends, nobody else may read
// or write the file.
class ExclusiveLock {
public:
    explicit ExclusiveLock(const QString& path) : m_name(uniqueConnection()) {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", m_name);
        db.setDatabaseName(path);
        m_held = db.open() && QSqlQuery(db).exec("BEGIN EXCLUSIVE");
    }
    ~ExclusiveLock() {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            QSqlQuery(db).exec("ROLLBACK");
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    [[nodiscard]] bool held() const { return m_held; }

private:
    QString m_name;
    bool m_held = false;
};

// A folder nobody may create files in. Permissions do not stop root, so as root the folder
// is also made immutable (chattr +i, where the file system allows it); `supported()` is false
// when neither works, and the test skips.
class ReadOnlyFolder {
public:
    explicit ReadOnlyFolder(const QString& path) : m_path(path) {
        QDir().mkpath(path);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup |
                                        QFile::ReadOther | QFile::ExeOther);
        if (writable()) {
            m_immutable = QProcess::execute("chattr", {"+i", path}) == 0;
        }
        m_supported = !writable();
    }
    ~ReadOnlyFolder() {
        if (m_immutable)
            QProcess::execute("chattr", {"-i", m_path});
        QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    [[nodiscard]] bool supported() const { return m_supported; }

private:
    bool writable() const {
        QFile probe(m_path + "/probe");
        const bool ok = probe.open(QIODevice::WriteOnly);
        if (ok) {
            probe.close();
            probe.remove();
        }
        return ok;
    }
    QString m_path;
    bool m_immutable = false;
    bool m_supported = false;
};

} // namespace test
