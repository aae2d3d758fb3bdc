#pragma once
// Every game the player starts is kept: one save file per game in the user's data folder
// (<AppDataLocation>/games/game-<date>-<time>-<seed>.json), rewritten after every decision, and
// an index (games/index.json) with what the Recent Games list shows - characters, seed, turn,
// result - so listing the games never replays one. Both are written with the checked save
// helper (save_io.h) on one background thread, in order, so the board redraws at once. A save
// the index does not list is read on another background thread (readUnlistedSaves), so no
// number or size of saves in the folder holds up the window.
#include "game_session.h"

#include <QDateTime>
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
    // Writes the session's game to `path` (one of this library's) and its index entry.
    void store(const QString& path, const GameSession& session);
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
};

// "Laura Roslin, William Adama, …" for a game's characters.
QString characterList(const QStringList& ids);

} // namespace bsg::gui
