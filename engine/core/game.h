#pragma once
// A game with its record: the setup and every choice and scenario command in order. The
// record plus the seed reproduces the game exactly; saves are the record plus checkpoints.
#include "engine.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gamekit {
class JsonTree;
}

namespace bsg {

struct RecordEntry {
    std::string option;   // an option id, or empty for a scenario command
    QJsonObject command;  // the scenario command (stack / dice / set / give)
    bool operator==(const RecordEntry&) const = default;
};

// Save format (docs/protocol.md, "Saves"). Version 2 adds "log_length"; version 3 hashes the
// log as structured events (checkpoint hashes of versions 1 and 2 walked the log's sentences,
// which no longer exist: such saves are verified by replay - every entry legal, the step count
// at each checkpoint - not by hash). Version 4 checks each checkpoint with checkpointDigest()
// (state.h), which costs little however long the game; version 3's hash (stateHash) is still
// computed to verify version 3 saves. Limits keep every save the program writes loadable by it.
inline constexpr int kSaveVersion = 4;
inline constexpr std::string_view kSaveFormat = "galactica-solo/save"; // the "format" of every save
// The first version whose checkpoint hashes this program computes.
inline constexpr int kFirstHashedSaveVersion = 3;
// The first version whose checkpoints hold checkpointDigest() rather than stateHash().
inline constexpr int kFirstDigestSaveVersion = 4;

// A checkpoint of a save of the current version: the record entry it follows, the step, and
// the state's digest.
[[nodiscard]] QJsonObject checkpointJson(int entry, const GameState& s);
// What a checkpoint of a save of `version` records of `s` ("" when that version records no
// hash the program can compute).
[[nodiscard]] std::string checkpointHash(int version, const GameState& s);
inline constexpr int kMaxRecordEntries = 100000;

class Game {
public:
    static std::optional<Game> start(const Setup& setup, Error* error);

    [[nodiscard]] const GameState& state() const { return m_state; }
    [[nodiscard]] const Setup& setup() const { return m_setup; }
    [[nodiscard]] const std::vector<RecordEntry>& record() const { return m_record; }
    // The version of the save this game was loaded from (0 for a game not loaded). A loaded
    // game of a version below kFirstHashedSaveVersion had its checkpoints checked by replay
    // only: its hashes cannot be recomputed, so a verification of it is not a pass.
    [[nodiscard]] int loadedVersion() const { return m_loadedVersion; }

    // Applies an option id of the pending decision; an error leaves everything unchanged.
    std::optional<Error> choose(std::string_view optionId);
    // Applies a scenario command ({"cmd":"stack"|"dice"|"set"|"give", ...}); an error leaves
    // everything unchanged.
    std::optional<Error> scenario(const QJsonObject& command);

    // The save document of docs/protocol.md; a checkpoint every `every` record entries.
    [[nodiscard]] QJsonObject toSave(int every = 25) const;
    // Rebuilds a game from a save document by replaying it. `upTo` stops after that many
    // record entries (-1: all). With `verify`, a checkpoint whose hash (or step) differs is an
    // error with code "checkpoint_mismatch"; a save older than kFirstHashedSaveVersion has its
    // checkpoints' steps compared, not their hashes.
    static std::optional<Game> fromSave(const QJsonObject& save, Error* error, int upTo = -1, bool verify = true);

    // File forms. Writing goes through QSaveFile with every write checked, so a failed save
    // never replaces the previous file; only regular files are read, up to kMaxSaveBytes.
    std::optional<Error> saveFile(const std::string& path) const;
    static std::optional<Game> loadFile(const std::string& path, Error* error, int upTo = -1, bool verify = true);
    // The same from a file's bytes (the JSON text of a save).
    static std::optional<Game> loadBytes(const QByteArray& bytes, Error* error, int upTo = -1, bool verify = true);
    // Called after each record entry a load replays, with the entries replayed so far and the
    // state then (a caller's index of the game, its progress); returning false stops the load
    // (error code "cancelled").
    using EntryObserver = std::function<bool(int entries, const GameState& state)>;
    static std::optional<Game> loadBytes(const QByteArray& bytes, Error* error, const EntryObserver& afterEntry);

private:
    // The loader behind fromSave, loadFile and loadBytes (save_load.cpp).
    static std::optional<Game> replaySave(const JsonTree& tree, Error* error, int upTo, bool verify,
                                          const EntryObserver* afterEntry = nullptr);
    static std::optional<Game> parseAndReplay(const QByteArray& bytes, Error* error, int upTo, bool verify,
                                              const EntryObserver* afterEntry);
    Setup m_setup;
    GameState m_state;
    std::vector<RecordEntry> m_record;
    int m_loadedVersion = 0;
};

// The bytes of a save document as the program writes it; an error ("io_error") if they
// would exceed kMaxSaveBytes, so no save is written that loading would refuse.
std::optional<QByteArray> saveBytes(const QJsonObject& save, Error* error);

// A whole number written as decimal digits and nothing else - no sign, space, NUL or other
// byte - that fits 64 bits: how every seed (and the CLI's counts) is read from text, so one
// text names one number. nullopt for anything else.
[[nodiscard]] std::optional<uint64_t> readDecimal(std::string_view text);

// Setup <-> JSON ({"mode", "characters", "seed", "difficulty", "first_player"}).
QJsonObject setupToJson(const Setup& setup);
// The ids of the boxes in play beyond the base game (the setup's "boxes", the state's "boxes").
QJsonArray boxIdsJson(BoxSet boxes);
QJsonArray boxOptionIdsJson(BoxOptionSet options);
std::optional<Setup> setupFromJson(const QJsonObject& o, Error* error);

// Scenario commands on a bare state (validated; the state is unchanged on error). Every
// field is checked here - names, types, ranges - so a request in `play` and an entry of a
// save's log meet the same checks (docs/protocol.md).
std::optional<Error> applyScenario(GameState& s, const QJsonObject& command);
// stack, dice, set, give and the board requests (place, remove, ...).
[[nodiscard]] bool isScenarioCommand(const std::string& cmd);

} // namespace bsg
