#include "stats_database.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <atomic>

namespace bsg::stats {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("StatsDatabase", text); }

const QString kDriver = QStringLiteral("QSQLITE");

// Version 1. A later version adds its changes as a migration from the one before (checkSchema).
const char* const kSchema[] = {
    "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS games ("
    " id INTEGER PRIMARY KEY,"
    " game_key TEXT UNIQUE,"          // NULL for simulate's games (NULLs never clash)
    " source TEXT NOT NULL, policy TEXT NOT NULL, mode TEXT NOT NULL,"
    " seed TEXT NOT NULL,"            // decimal: a seed may not fit SQLite's signed integers
    " difficulty TEXT NOT NULL, winner TEXT NOT NULL, end_reason TEXT NOT NULL,"
    " turns INTEGER NOT NULL, decisions INTEGER NOT NULL, seconds REAL NOT NULL,"
    " program_version TEXT NOT NULL, rules_revision INTEGER NOT NULL,"
    " finished_at TEXT NOT NULL)",    // ISO 8601, UTC
    "CREATE TABLE IF NOT EXISTS game_characters ("
    " game_id INTEGER NOT NULL REFERENCES games(id),"
    " seat INTEGER NOT NULL, character TEXT NOT NULL,"
    " PRIMARY KEY (game_id, seat))",
    "CREATE INDEX IF NOT EXISTS game_characters_by_character ON game_characters(character)",
    "INSERT INTO schema_version (version) SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM schema_version)",
};

// " WHERE g.source = ? AND …" for the filter's fields that are set, and their values.
QString whereClause(const Filter& f, QVariantList* values) {
    QStringList parts;
    const std::pair<const char*, QString> fields[] = {{"g.source", f.source}, {"g.policy", f.policy}, {"g.mode", f.mode}};
    for (const auto& [column, value] : fields)
        if (!value.isEmpty()) {
            parts << QStringLiteral("%1 = ?").arg(QLatin1String(column));
            *values << value;
        }
    return parts.isEmpty() ? QString() : QStringLiteral(" WHERE ") + parts.join(QStringLiteral(" AND "));
}

// Tallies from rows of (key, games, human wins, Cylon wins).
QList<Tally> tallies(QSqlQuery& q) {
    QList<Tally> out;
    while (q.next())
        out.append(Tally{q.value(0).toString(), q.value(1).toInt(), q.value(2).toInt(), q.value(3).toInt()});
    return out;
}

} // namespace

QString StatsDatabase::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/statistics.sqlite");
}

StatsDatabase::StatsDatabase() {
    static std::atomic<int> next{0};
    m_connection = QStringLiteral("galactica-statistics-%1").arg(next++);
}

StatsDatabase::~StatsDatabase() {
    if (!QSqlDatabase::contains(m_connection))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QString StatsDatabase::fail(Problem problem, const QString& message) {
    m_problem = problem;
    return message;
}

// SQLite's result code (Qt's driver gives it, extended, as the native error code) says which
// of the cases the user can act on this is.
QString StatsDatabase::failQuery(const QSqlError& error, const QString& doing) {
    bool numeric = false;
    const int code = error.nativeErrorCode().toInt(&numeric) & 0xff;
    const QString file = QDir::toNativeSeparators(m_path);
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    if (!numeric)
        return fail(Problem::Other, tr("%1 the statistics database %2 failed: %3").arg(doing, file, detail));
    switch (code) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return fail(Problem::Locked, tr("The statistics database %1 is locked by another program (%2); it was "
                                        "still locked after a wait. Close the other program and try again.")
                                         .arg(file, detail));
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return fail(Problem::Damaged, tr("The statistics database %1 is damaged (%2). It is left as it is: move it "
                                         "away or delete it to start a new one.")
                                          .arg(file, detail));
    case 8: // SQLITE_READONLY
        return fail(Problem::ReadOnly, tr("The statistics database %1 cannot be written (%2): the file or its "
                                          "folder is read-only.")
                                           .arg(file, detail));
    case 14: // SQLITE_CANTOPEN
        return fail(Problem::CannotOpen, tr("Cannot open the statistics database %1 (%2): its folder is missing or "
                                            "cannot be written.")
                                             .arg(file, detail));
    case 13: // SQLITE_FULL
        return fail(Problem::Other, tr("The disk holding the statistics database %1 is full (%2).").arg(file, detail));
    default:
        return fail(Problem::Other, tr("%1 the statistics database %2 failed: %3").arg(doing, file, detail));
    }
}

QString StatsDatabase::openForWriting(const QString& path, int busyTimeoutMs) { return open(path, true, busyTimeoutMs); }
QString StatsDatabase::openForReading(const QString& path, int busyTimeoutMs) { return open(path, false, busyTimeoutMs); }

QString StatsDatabase::open(const QString& path, bool writable, int busyTimeoutMs) {
    m_path = path;
    m_problem = Problem::None;
    m_open = false;
    const QString file = QDir::toNativeSeparators(path);
    if (!QSqlDatabase::isDriverAvailable(kDriver))
        return fail(Problem::NoDriver, tr("Qt's SQLite driver (QSQLITE; the package libqt6sql6-sqlite on Debian) is "
                                          "not installed, so no statistics can be kept."));
    if (path.isEmpty())
        return fail(Problem::CannotOpen, tr("No file was named for the statistics database."));
    const QFileInfo info(path);
    if (!info.exists()) {
        if (!writable)
            return fail(Problem::Missing, tr("There is no statistics database at %1 yet: no finished game has been "
                                             "recorded there.")
                                              .arg(file));
        if (!QDir().mkpath(info.absolutePath()))
            return fail(Problem::CannotOpen, tr("Cannot create the folder %1 for the statistics database.")
                                                 .arg(QDir::toNativeSeparators(info.absolutePath())));
    } else if (!info.isFile()) {
        return fail(Problem::CannotOpen, tr("%1 is not a regular file, so it cannot hold the statistics.").arg(file));
    }
    if (QSqlDatabase::contains(m_connection)) { // opened before: start afresh
        QSqlDatabase::database(m_connection, false).close();
        QSqlDatabase::removeDatabase(m_connection);
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(kDriver, m_connection);
    db.setDatabaseName(path);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(std::max(0, busyTimeoutMs));
    if (!writable)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    db.setConnectOptions(options);
    if (!db.open())
        return failQuery(db.lastError(), tr("Opening"));
    if (QString why = checkSchema(writable); !why.isEmpty()) {
        db.close();
        return why;
    }
    m_open = true;
    return {};
}

// Reads the file's structure before anything is written: a damaged file, another program's
// data or a newer schema is reported and never changed.
QString StatsDatabase::checkSchema(bool writable) {
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QString file = QDir::toNativeSeparators(m_path);
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA quick_check")))
        return failQuery(q.lastError(), tr("Checking"));
    if (q.next() && q.value(0).toString() != QLatin1String("ok")) {
        // SQLite's report may run to many lines: the first few say enough.
        QString report = q.value(0).toString().simplified();
        if (report.size() > 160)
            report = report.left(160) + QStringLiteral("…");
        return fail(Problem::Damaged, tr("The statistics database %1 is damaged (%2). It is left as it is: move it "
                                         "away or delete it to start a new one.")
                                          .arg(file, report));
    }
    q.finish();
    if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'")))
        return failQuery(q.lastError(), tr("Reading"));
    QSet<QString> tables;
    while (q.next())
        tables.insert(q.value(0).toString());
    q.finish();
    if (tables.isEmpty()) { // a new (or empty) file
        if (!writable)
            return fail(Problem::Missing, tr("The statistics database %1 holds no games yet.").arg(file));
        if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
            return failQuery(q.lastError(), tr("Creating"));
        for (const char* statement : kSchema)
            if (!q.exec(QLatin1String(statement))) {
                const QString why = failQuery(q.lastError(), tr("Creating"));
                q.exec(QStringLiteral("ROLLBACK"));
                return why;
            }
        if (!q.exec(QStringLiteral("COMMIT"))) {
            const QString why = failQuery(q.lastError(), tr("Creating"));
            q.exec(QStringLiteral("ROLLBACK"));
            return why;
        }
        return {};
    }
    if (!tables.contains(QStringLiteral("schema_version")))
        return fail(Problem::NotStatistics, tr("%1 is a database, but not Galactica Solo's statistics (it has no "
                                               "schema_version table). It is left as it is.")
                                                .arg(file));
    if (!q.exec(QStringLiteral("SELECT MAX(version) FROM schema_version")))
        return failQuery(q.lastError(), tr("Reading"));
    const int version = q.next() ? q.value(0).toInt() : 0;
    q.finish();
    if (version > kSchemaVersion)
        return fail(Problem::Newer, tr("The statistics database %1 was written by a newer version of Galactica Solo "
                                       "(schema %2; this version knows up to %3). It is left as it is; a newer "
                                       "program can record games in it.")
                                        .arg(file)
                                        .arg(version)
                                        .arg(kSchemaVersion));
    if (version < 1 || !tables.contains(QStringLiteral("games")) || !tables.contains(QStringLiteral("game_characters")))
        return fail(Problem::Damaged, tr("The statistics database %1 is damaged (its tables are incomplete). It is "
                                         "left as it is: move it away or delete it to start a new one.")
                                          .arg(file));
    return {};
}

QString StatsDatabase::add(const GameRecord& record) { return addAll({record}); }

QString StatsDatabase::addAll(const QList<GameRecord>& records) {
    if (!m_open)
        return fail(m_problem == Problem::None ? Problem::Other : m_problem, tr("The statistics database is not open."));
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return failQuery(q.lastError(), tr("Writing to"));
    QSqlQuery dropCharacters(db), dropGame(db), game(db), character(db);
    const bool prepared =
        dropCharacters.prepare(QStringLiteral(
            "DELETE FROM game_characters WHERE game_id IN (SELECT id FROM games WHERE game_key = ?)")) &&
        dropGame.prepare(QStringLiteral("DELETE FROM games WHERE game_key = ?")) &&
        game.prepare(QStringLiteral(
            "INSERT INTO games (game_key, source, policy, mode, seed, difficulty, winner, end_reason, turns, "
            "decisions, seconds, program_version, rules_revision, finished_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) &&
        character.prepare(QStringLiteral("INSERT INTO game_characters (game_id, seat, character) VALUES (?, ?, ?)"));
    auto rollBack = [&](const QSqlError& error) {
        const QString why = failQuery(error, tr("Writing to"));
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        return why;
    };
    if (!prepared) {
        for (const QSqlQuery* failed : {&dropCharacters, &dropGame, &game, &character})
            if (failed->lastError().isValid())
                return rollBack(failed->lastError());
        return rollBack(db.lastError());
    }
    for (const GameRecord& r : records) {
        const QVariant key = r.gameKey.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(r.gameKey);
        if (!r.gameKey.isEmpty()) {
            dropCharacters.bindValue(0, key);
            if (!dropCharacters.exec())
                return rollBack(dropCharacters.lastError());
            dropGame.bindValue(0, key);
            if (!dropGame.exec())
                return rollBack(dropGame.lastError());
        }
        const QVariant values[] = {key,
                                   r.source,
                                   r.policy,
                                   r.mode,
                                   QString::number(r.seed),
                                   r.difficulty,
                                   r.winner,
                                   r.endReason,
                                   r.turns,
                                   r.decisions,
                                   r.seconds,
                                   r.programVersion,
                                   r.rulesRevision,
                                   r.finished.toUTC().toString(Qt::ISODateWithMs)};
        for (int i = 0; i < int(std::size(values)); ++i)
            game.bindValue(i, values[i]);
        if (!game.exec())
            return rollBack(game.lastError());
        const QVariant id = game.lastInsertId();
        for (int seat = 0; seat < r.characters.size(); ++seat) {
            character.bindValue(0, id);
            character.bindValue(1, seat);
            character.bindValue(2, r.characters[seat]);
            if (!character.exec())
                return rollBack(character.lastError());
        }
    }
    if (!q.exec(QStringLiteral("COMMIT")))
        return rollBack(q.lastError());
    return {};
}

QString StatsDatabase::summary(const Filter& filter, Summary* out) {
    if (!m_open)
        return fail(m_problem == Problem::None ? Problem::Other : m_problem, tr("The statistics database is not open."));
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QVariantList values;
    const QString where = whereClause(filter, &values);
    const QString counts = QStringLiteral("COUNT(*), COALESCE(SUM(g.winner = 'humans'), 0), COALESCE(SUM(g.winner = 'cylons'), 0)");
    auto run = [&](const QString& sql, QList<Tally>* result) -> QString {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.prepare(sql))
            return failQuery(q.lastError(), tr("Reading"));
        for (int i = 0; i < values.size(); ++i)
            q.bindValue(i, values[i]);
        if (!q.exec())
            return failQuery(q.lastError(), tr("Reading"));
        *result = tallies(q);
        return {};
    };
    Summary s;
    QList<Tally> all;
    if (QString why = run(QStringLiteral("SELECT 'all', %1 FROM games g%2").arg(counts, where), &all); !why.isEmpty())
        return why;
    s.all = all.value(0, Tally{QStringLiteral("all")});
    if (QString why = run(QStringLiteral("SELECT c.character, %1 FROM game_characters c JOIN games g ON g.id = c.game_id%2 "
                                         "GROUP BY c.character ORDER BY c.character")
                              .arg(counts, where),
                          &s.byCharacter);
        !why.isEmpty())
        return why;
    if (QString why = run(QStringLiteral("SELECT g.difficulty, %1 FROM games g%2 GROUP BY g.difficulty").arg(counts, where),
                          &s.byDifficulty);
        !why.isEmpty())
        return why;
    if (QString why = run(QStringLiteral("SELECT g.end_reason, %1 FROM games g%2 GROUP BY g.end_reason ORDER BY COUNT(*) DESC, "
                                         "g.end_reason")
                              .arg(counts, where),
                          &s.byEndReason);
        !why.isEmpty())
        return why;
    // Easy, normal, hard in that order (then anything else a newer program may write).
    const QStringList order{QStringLiteral("easy"), QStringLiteral("normal"), QStringLiteral("hard")};
    std::stable_sort(s.byDifficulty.begin(), s.byDifficulty.end(), [&](const Tally& a, const Tally& b) {
        const auto rank = [&](const QString& k) { return order.contains(k) ? order.indexOf(k) : int(order.size()); };
        return rank(a.key) < rank(b.key);
    });
    *out = s;
    return {};
}

QString StatsDatabase::games(const Filter& filter, QList<GameRecord>* out) {
    if (!m_open)
        return fail(m_problem == Problem::None ? Problem::Other : m_problem, tr("The statistics database is not open."));
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QVariantList values;
    const QString where = whereClause(filter, &values);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    auto run = [&](const QString& sql) {
        if (!q.prepare(sql))
            return false;
        for (int i = 0; i < values.size(); ++i)
            q.bindValue(i, values[i]);
        return q.exec();
    };
    if (!run(QStringLiteral("SELECT g.id, g.game_key, g.source, g.policy, g.mode, g.seed, g.difficulty, g.winner, "
                            "g.end_reason, g.turns, g.decisions, g.seconds, g.program_version, g.rules_revision, "
                            "g.finished_at FROM games g%1 ORDER BY g.id")
                 .arg(where)))
        return failQuery(q.lastError(), tr("Reading"));
    QList<GameRecord> records;
    QHash<qint64, qsizetype> rowOf;
    while (q.next()) {
        GameRecord r;
        r.gameKey = q.value(1).toString();
        r.source = q.value(2).toString();
        r.policy = q.value(3).toString();
        r.mode = q.value(4).toString();
        r.seed = q.value(5).toString().toULongLong();
        r.difficulty = q.value(6).toString();
        r.winner = q.value(7).toString();
        r.endReason = q.value(8).toString();
        r.turns = q.value(9).toInt();
        r.decisions = q.value(10).toLongLong();
        r.seconds = q.value(11).toDouble();
        r.programVersion = q.value(12).toString();
        r.rulesRevision = q.value(13).toInt();
        r.finished = QDateTime::fromString(q.value(14).toString(), Qt::ISODateWithMs);
        rowOf.insert(q.value(0).toLongLong(), records.size());
        records.append(r);
    }
    q.finish();
    if (!run(QStringLiteral("SELECT c.game_id, c.character FROM game_characters c JOIN games g ON g.id = c.game_id%1 "
                            "ORDER BY c.game_id, c.seat")
                 .arg(where)))
        return failQuery(q.lastError(), tr("Reading"));
    while (q.next())
        if (const auto row = rowOf.constFind(q.value(0).toLongLong()); row != rowOf.constEnd())
            records[*row].characters << q.value(1).toString();
    *out = records;
    return {};
}

QString StatsDatabase::groups(QList<Filter>* out) {
    if (!m_open)
        return fail(m_problem == Problem::None ? Problem::Other : m_problem, tr("The statistics database is not open."));
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("SELECT DISTINCT source, policy, mode FROM games ORDER BY source, policy, mode")))
        return failQuery(q.lastError(), tr("Reading"));
    QList<Filter> result;
    while (q.next())
        result.append(Filter{q.value(0).toString(), q.value(1).toString(), q.value(2).toString()});
    *out = result;
    return {};
}

} // namespace bsg::stats
