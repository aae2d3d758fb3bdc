#pragma once
// Every game the player starts is kept: one save file per game in the user's data folder
// (<AppDataLocation>/games/game-<date>-<time>-<seed>.json) with its journal, to which every
// decision is appended (save_journal.h), and
// an index (games/index.json) with what the Recent Games list shows - characters, seed, turn,
// result - so listing the games never replays one. Both are written with the checked save
// helper (save_io.h) on one background thread, in order, so the board redraws at once. A save
// the index does not list is read on another background thread (readUnlistedSaves), so no
// number or size of saves in the folder holds up the window.
#include "game_session.h"

#include <QDateTime>
#include <QHash>
#include <QMutex>
#include <QObject>

#include <atomic>
#include <optional>

class QThreadPool;

namespace bsg::gui {

struct GameEntry {
    QString file; // the save's name inside the library folder
    QDateTime started;
    QDateTime played; // the last time it was written
    quint64 seed = 0;
    QStringList characters;
    QString difficulty;
    int decisions = 0;
    int turn = 0;
    bool over = false;
    QString winner; // "humans" or "cylons" once over
    // Time at the table: the time between two writes of the game, a pause longer than
    // GameLibrary::kLongestCountedPause counting as that long (the player was away).
    double playSeconds = 0;
};

class GameLibrary : public QObject {
    Q_OBJECT
public:
    static constexpr double kLongestCountedPause = 600; // seconds
    // A journal is folded into its save once it is larger than the save and than this.
    static constexpr qint64 kJournalLeastBytes = 256 * 1024;
    // While a turn goes on, the index on disk is brought up to date at most this often.
    static constexpr qint64 kIndexEverySeconds = 60;
    // `folder` empty: <AppDataLocation>/games. Reads the index only.
    explicit GameLibrary(QObject* parent = nullptr, const QString& folder = {});
    ~GameLibrary() override;
    // Versions before the library kept one game in <AppDataLocation>/autosave.json: at the
    // program's start it becomes a game of the library instead of being lost.
    void importOldAutosave();

    // Saves in the folder the index does not list (the index was lost, or another copy of the
    // program wrote them): readUnlistedSaves() replays them one by one on a background thread,
    // and each joins games() when read (gamesChanged), the index being written once at the
    // end. finishReadingUnlisted() waits for the rest (the Recent Games list needs them all).
    [[nodiscard]] int unlistedCount() const { return int(m_unlisted.size()); }
    void readUnlistedSaves();
    void finishReadingUnlisted();
    [[nodiscard]] bool readingUnlisted() const;

    [[nodiscard]] QString folder() const { return m_folder; }
    [[nodiscard]] QString pathOf(const QString& file) const;
    [[nodiscard]] bool contains(const QString& path) const; // a save of this library?
    [[nodiscard]] QList<GameEntry> games() const; // the last played first
    [[nodiscard]] std::optional<GameEntry> lastPlayed() const;
    [[nodiscard]] std::optional<GameEntry> lastUnfinished() const;
    [[nodiscard]] std::optional<GameEntry> entryOf(const QString& path) const;

    // A new, unused save path for a game with this seed, started now.
    [[nodiscard]] QString newGamePath(quint64 seed) const;
    // Writes the session's game to `path` (one of this library's) and its index entry. A
    // decision is appended to the save's journal (save_journal.h); the whole save is written
    // the first time a game is stored in a run, when its journal has grown as large as the
    // save, when the game is over, after a failed write, and when `whole` (at quit).
    void store(const QString& path, const GameSession& session, bool whole = false);
    void waitForWrites();

    // How the last store() went, once its writes are done (after waitForWrites(), exactly).
    // A store is saved only when both the game and the index reached the disk.
    struct SaveState {
        bool failing = false;   // the last store, or an index write after it, failed
        QString why;            // its error, while failing
        QString file;           // the file of the last store() that succeeded …
        int savedDecisions = 0; // … and the decisions that save holds
        QDateTime savedAt;
    };
    [[nodiscard]] SaveState saveState() const;

Q_SIGNALS:
    // Delivered on the window's thread, in the order of the writes.
    void writeFailed(const QString& why);
    void stored(const QString& path); // a store()'s game and index are both on disk
    void gamesChanged();              // games() has more entries (unlisted saves read)
    void unlistedProgress(int read, int total); // saves not in the index read so far

private:
    void readIndex();
    void findUnlistedSaves();
    void takeReadEntries(); // the entries the reader has made, into m_games (window's thread)
    [[nodiscard]] QByteArray indexBytes() const;
    void write(const QString& path, const QByteArray& bytes);
    void noteWrite(const QString& storedPath, int decisions, const std::optional<QString>& failure);
    [[nodiscard]] bool storeWhole(const QString& path, const GameSession& session, bool whole) const;
    void queueWhole(const QString& path, const GameSession& session, const GameEntry& entry);
    void queueAppend(const QString& path, const GameSession& session, const GameEntry& entry);

    QString m_folder;
    QList<GameEntry> m_games;
    QString m_lastStoredFile; // the file written last in this run of the program, and when
    QDateTime m_lastStoredAt;
    QThreadPool* m_writer = nullptr;
    QStringList m_unlisted;           // unlisted saves (file names), the oldest first
    QThreadPool* m_reader = nullptr;  // reads them
    std::atomic<bool> m_stopReading{false};
    mutable QMutex m_readLock;        // m_readEntries and m_readCount are written by the reader
    QList<GameEntry> m_readEntries;
    int m_readCount = 0;              // unlisted saves read (or found unreadable)
    int m_mergedCount = 0;            // … of which the window's thread has taken the entries
    mutable QMutex m_stateLock; // m_state is written by the writer thread
    SaveState m_state;

    // What each game written in this run holds on disk, as the window's thread has queued it:
    // the next decision's journal line starts from there.
    struct Stored {
        QString journalId;     // the save's "journal_id"
        int entries = 0;       // record entries and rewinds the save and its journal hold
        int rewinds = 0;
        qint64 saveBytes = 0;  // the whole save's size, and the journal's since
        qint64 journalBytes = 0;
        int indexTurn = -1;    // the turn the index on disk shows, and when it was written
        QDateTime indexAt;
    };
    QHash<QString, Stored> m_stored;
    // The writer thread's own record of each journal on disk: the save's id it extends and
    // whether it has its first line yet. Missing after a failed write, so no journal line
    // is appended to a save that does not hold what came before it.
    struct OnDisk {
        QString journalId;
        bool started = false;
    };
    QHash<QString, OnDisk> m_onDisk;
};

// "Laura Roslin, William Adama, …" for a game's characters.
QString characterList(const QStringList& ids);

} // namespace bsg::gui
