#pragma once
// The desktop program's only door to a game. Everything the windows show comes from the typed
// view this class returns (PlayerView: the player's Four Solo view, built by the visibility
// rule), so no widget can read hidden information from the engine's state. It also keeps what undo, rewind and replay need: an
// index of the log and the turn after every record entry.
#include "box.h"
#include "game.h"
#include "solo_log.h"
#include "view.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace bsg::gui {

// One step of what a choice set off, as the player saw it then: a log line and the view
// right after it (the desktop program shows automated steps one at a time with these).
struct PlaybackStep {
    EventView event;
    StateView view;
};

// What the advisor is asked for: advice on the pending decision, identified by `key`.
struct AdviceRequest {
    QString key;       // the decision (adviceKey); a new key cancels the advice of an older one
    int playouts = 0;
    // Playouts of a quick first estimate, shown while the full advice is played (0, or not
    // fewer than `playouts`: none). The full advice is the same with or without it.
    int firstPlayouts = 0;
    int generation = 0; // the asker's count: the result names it
};

// The advisor's answer: each option's chance to win with its margin (0..1), and the odds of
// the skill check being built.
struct AdviceResult {
    struct Row {
        QString id, label;
        double winChance = 0, margin = 0;
        bool best = false; // the recommended option
        bool tied = false; // not told apart from the best one by the playouts (the best too)
    };
    int generation = 0;
    QList<Row> rows;
    QString check; // empty without a check
    QString why;   // what the recommended option gains over the next best, in words (empty: none)
    double seconds = 0;
    int playouts = 0;
    bool firstEstimate = false; // the quick first round (AdviceRequest::firstPlayouts), not the advice
    // The recommended option is the heuristic player's by default: another led the playouts but
    // was not told apart from it (solo::advisor::Advice::keptHeuristic).
    bool keptHeuristic = false;
};

// A run of the advisor on a copy of the game, made by GameSession::adviceJob: it may run on
// any thread, and reads the game only through the player's knowledge (solo/advisor).
class AdviceJob {
public:
    virtual ~AdviceJob() = default;
    // Runs the playouts; `progress(done, total)` returning false cancels (nullopt then). With
    // AdviceRequest::firstPlayouts, a first round of that many playouts goes to `firstEstimate`
    // (unless cancelled) before the full advice is played; `progress` counts both rounds.
    virtual std::optional<AdviceResult> run(const std::function<bool(int, int)>& progress,
                                            const std::function<void(const AdviceResult&)>& firstEstimate) = 0;
};

struct NewGameSpec {
    QStringList characters; // four character ids in seat order
    quint64 seed = 0;
    QString difficulty = QStringLiteral("normal"); // easy / normal / hard
    BoxSet boxes = kBaseGameBoxes;                  // the boxes in play (box.h)
    BoxOptionSet boxOptions = 0;                    // and the options chosen of them
};

class GameSession {
public:
    // Four Solo 1.1 on a character set: an empty string when legal, else what is wrong.
    static QString checkCharacters(const QStringList& ids);

    // Each returns an empty string on success or a readable error; on error nothing changes.
    QString start(const NewGameSpec& spec);
    // A load replays the save once, building undo's index as it goes; `progress(done, total)`
    // is told the record entries replayed now and then, and returning false cancels.
    using LoadProgress = std::function<bool(int done, int total)>;
    QString load(const QString& path, const LoadProgress& progress = {});
    QString loadBytes(const QByteArray& bytes, const LoadProgress& progress = {});
    QString loadDocument(const QJsonObject& save);
    QString save(const QString& path) const; // through QSaveFile
    [[nodiscard]] QJsonObject saveDocument() const;
    // What the save's journal appends (save_journal.h) after a store that wrote
    // `savedEntries` record entries and `savedRewinds` rewinds: the log from the first entry
    // changed since (an undo goes back before it), its checkpoints and the new rewinds.
    [[nodiscard]] QJsonObject journalRecord(int savedEntries, int savedRewinds) const;
    [[nodiscard]] int rewindCount() const { return int(m_rewinds.size()); }

    [[nodiscard]] bool hasGame() const { return m_game.has_value(); }
    [[nodiscard]] NewGameSpec spec() const;

    // --- the player's view: what the widgets read
    [[nodiscard]] PlayerView view() const;
    // The same in the protocol's JSON (docs/protocol.md): bug reports, tests.
    [[nodiscard]] QJsonObject state() const;
    [[nodiscard]] QJsonValue decision() const; // null when the game is over
    // Log events the player may see, from log position `since` on (logSize() gives the
    // position to ask from next time). A card in a hand is named only while that hand is open
    // now, unless `remember` (the setting "Remember what each character showed me").
    [[nodiscard]] QList<EventView> events(int since = 0) const;
    void setRememberShownCards(bool remember) { m_remember = remember; }
    [[nodiscard]] bool remembersShownCards() const { return m_remember; }
    // Changes whenever a line already given by events() would now read differently (a hand
    // was opened or closed): the log view then asks for the whole log again.
    [[nodiscard]] QString openHandsKey() const;
    [[nodiscard]] int logSize() const;
    [[nodiscard]] bool gameOver() const;
    // What identifies the pending decision for the advisor (its step, turn and options); empty
    // when none is pending.
    [[nodiscard]] QString adviceKey() const;
    // The advisor's run on a copy of the game for `request` (the player's tools read it only
    // through PlayerKnowledge, the player's view); nullptr without a decision.
    [[nodiscard]] std::unique_ptr<AdviceJob> adviceJob(const AdviceRequest& request) const;
    [[nodiscard]] int turn() const { return m_entries.empty() ? 0 : m_entries.back().turn; } // without building a view

    // --- acting
    QString choose(const QString& optionId);
    // The same, and every log line the player may see that the choice set off, each with the
    // player's view right after it.
    QString choose(const QString& optionId, QList<PlaybackStep>* steps);

    // --- going back. A refusal is a readable reason, empty when allowed.
    [[nodiscard]] int recordSize() const { return m_game ? int(m_game->record().size()) : 0; }
    // `pastPassedWindows`: the player has Active Card moments passed for them (View → Skip
    // Active Card Moments), so undo takes back those passes and the decision before them -
    // the last one the player made - in one step.
    [[nodiscard]] QString undoRefusal(bool pastPassedWindows = false) const;
    [[nodiscard]] QString rewindRefusal() const;
    QString undo(bool pastPassedWindows = false);
    QString rewindToTurnStart();
    [[nodiscard]] const QJsonArray& rewinds() const { return m_rewinds; }

    // What undo and the log keep of each record entry (game_session_saves.cpp reads it off the game).
    struct EntryInfo {
        int logSize = 0;       // log length after this many record entries
        int turn = 0;          // the turn then
        bool showedDeckCards = false; // the decision then pending offered cards from a deck
        bool activeWindow = false;    // … was an Active Card moment (Four Solo 5.1)
    };

private:
    [[nodiscard]] int undoTarget(bool pastPassedWindows) const;
    void noteEntry();
    [[nodiscard]] QJsonObject checkpointNow() const;
    [[nodiscard]] int turnStartEntry() const;
    [[nodiscard]] QString refusalBackTo(int entry) const;
    QString goBackTo(int entry, const QString& kind);

    std::optional<Game> m_game;
    std::vector<EntryInfo> m_entries; // m_entries[k]: after k record entries
    // Save checkpoints every kCheckpointEvery entries, kept as the game goes so a save needs
    // no replay (the format is Game::toSave's; fromSave verifies them).
    std::vector<QJsonObject> m_checkpoints;
    QJsonArray m_rewinds;             // every undo and rewind, kept in the save

    // The player's log so far, filtered once per event rather than from the start on every
    // decision: (index in the game's log, the line as the player sees it).
    void extendLogCache() const;
    void resetLogCache() { m_logFilter.reset(), m_filtered = 0, m_shownLines.clear(); }
    mutable std::optional<solo::LogFilter> m_logFilter;
    mutable size_t m_filtered = 0;
    mutable std::vector<std::pair<size_t, solo::SoloEvent>> m_shownLines;
    bool m_remember = false;
};

// The fleet's public tracks at one moment of a game, for the replay viewer's chart. Point 0 is
// the fleet as turn 1 begins; point k (k >= 1) the fleet when turn k is over, that is as turn
// k+1 begins, or where the game ends or the save stops during turn k.
struct TrackPoint {
    int turn = 0;
    int entry = 0; // record entries applied by then (a position for ReplaySession::seek)
    int fuel = 0, food = 0, morale = 0, population = 0, distance = 0, jumpTrack = 0;
    bool operator==(const TrackPoint&) const = default;
};

// A saved game opened for testers: any step of it, in the player's view or the full view.
class ReplaySession {
public:
    QString open(const QString& path);
    QString openDocument(const QJsonObject& save);
    [[nodiscard]] int steps() const { return int(m_record.size()); }
    // Moves to the state after `entry` record entries (clamped); returns an error or "".
    QString seek(int entry);
    [[nodiscard]] int position() const { return m_position; }
    [[nodiscard]] StateView state(bool fullView) const;
    [[nodiscard]] std::optional<DecisionView> decision() const;
    [[nodiscard]] QList<EventView> events(bool fullView) const; // the whole log up to here
    [[nodiscard]] QString choiceAt(int entry) const;      // the option id taken at entry
    // The same choice as the player read it then: the option's label (or a scenario request's
    // kind), never an id.
    [[nodiscard]] QString choiceLabelAt(int entry) const;
    // Entries worth jumping to: turn starts, jumps, reveals and Cylon activations.
    struct Bookmark {
        int entry = 0; // the record entry that led there
        int turn = 0;
        QString what;
    };
    [[nodiscard]] const QList<Bookmark>& bookmarks() const { return m_bookmarks; }
    // Entries where each turn began.
    [[nodiscard]] int entryOfTurn(int turn) const;
    // Every undo and rewind the save records.
    struct Rewind {
        QString kind;
        int fromEntry = 0, toEntry = 0;
    };
    [[nodiscard]] QList<Rewind> rewinds() const;
    [[nodiscard]] const std::vector<TrackPoint>& tracks() const { return m_tracks; }

private:
    QJsonObject m_save;
    Setup m_setup;
    std::vector<RecordEntry> m_record;
    std::optional<Game> m_game;
    int m_position = 0;
    QString m_lastChoiceLabel; // the label of the entry that led to m_position
    QList<Bookmark> m_bookmarks;
    std::vector<int> m_turnAt;
    std::vector<TrackPoint> m_tracks;
};

// A flat "path = value" listing of what differs between two JSON views.
QStringList jsonDifferences(const QJsonValue& before, const QJsonValue& after, const QString& path = {});

} // namespace bsg::gui
