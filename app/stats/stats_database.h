#pragma once
// The statistics of finished games: an SQLite database read and written through Qt SQL
// (QSQLITE). One file, <AppDataLocation>/statistics.sqlite for the desktop program, or any
// file given to `simulate --db`. Created on first use with a schema_version table; a file that
// is damaged, locked by another program, from a newer version of the program, or in a folder
// that cannot be written is never changed: each call returns a readable error instead, and the
// caller goes on without the statistics (the game itself is kept elsewhere).
//
// A StatsDatabase is one connection: use it on the thread that created it.
#include "game_record.h"

#include <QList>
#include <QString>

class QSqlError;

namespace bsg::stats {

// Why a call failed, for callers and tests that act on the kind (the message says it in words).
enum class Problem { None, NoDriver, Missing, CannotOpen, Locked, Damaged, Newer, NotStatistics, ReadOnly, Other };

// Which games a summary counts; an empty field matches any value.
struct Filter {
    QString source, policy, mode;
};

// Games counted under one key (a character, a difficulty, an end reason, or all games).
struct Tally {
    QString key;
    int games = 0;
    int humanWins = 0;
    int cylonWins = 0;
    [[nodiscard]] int unfinished() const { return games - humanWins - cylonWins; }
    // Shares of all the games counted, in percent (0 when there are none).
    [[nodiscard]] double humanPercent() const { return games ? 100.0 * humanWins / games : 0.0; }
    [[nodiscard]] double cylonPercent() const { return games ? 100.0 * cylonWins / games : 0.0; }
};

struct Summary {
    Tally all;                 // the teams: human wins, Cylon wins, unfinished of every game
    QList<Tally> byCharacter;  // games the character took part in, by character id
    QList<Tally> byDifficulty; // by "easy", "normal", "hard"
    QList<Tally> byEndReason;  // by end reason id ("none" for unfinished games)
};

class StatsDatabase {
public:
    static constexpr int kSchemaVersion = 1;
    // How long a call waits for another program's lock before it reports the file locked.
    static constexpr int kDefaultBusyTimeoutMs = 1500;

    // <AppDataLocation>/statistics.sqlite (QStandardPaths; the application's name must be set).
    static QString defaultPath();

    StatsDatabase();
    ~StatsDatabase();
    StatsDatabase(const StatsDatabase&) = delete;
    StatsDatabase& operator=(const StatsDatabase&) = delete;

    // Opens `path` for writing: a missing file (and its folder) is created with the current
    // schema. Returns "" or a message naming the file and what is wrong.
    QString openForWriting(const QString& path, int busyTimeoutMs = kDefaultBusyTimeoutMs);
    // Opens an existing file without changing it (a missing file is Problem::Missing).
    QString openForReading(const QString& path, int busyTimeoutMs = kDefaultBusyTimeoutMs);
    [[nodiscard]] Problem problem() const { return m_problem; }
    [[nodiscard]] QString path() const { return m_path; }

    // Each writes every record or none (one transaction). A record with a game key replaces
    // the record with the same key.
    QString add(const GameRecord& record);
    QString addAll(const QList<GameRecord>& records);

    // Reading: "" or the error; results through the pointer.
    QString summary(const Filter& filter, Summary* out);
    QString games(const Filter& filter, QList<GameRecord>* out); // in the order recorded
    QString groups(QList<Filter>* out); // every (source, policy, mode) that has games

private:
    QString open(const QString& path, bool writable, int busyTimeoutMs);
    QString checkSchema(bool writable);
    QString fail(Problem problem, const QString& message);
    QString failQuery(const QSqlError& error, const QString& doing);

    QString m_connection; // this instance's QSqlDatabase connection name
    QString m_path;
    Problem m_problem = Problem::None;
    bool m_open = false;
};

} // namespace bsg::stats
