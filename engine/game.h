#pragma once
// A game with its record: the setup and every choice and scenario command in order. The
// record plus the seed reproduces the game exactly; saves are the record plus checkpoints.
#include "engine.h"

#include <QJsonObject>

#include <optional>
#include <string>
#include <vector>

namespace bsg {

struct RecordEntry {
    std::string option;   // an option id, or empty for a scenario command
    QJsonObject command;  // the scenario command (stack / dice / set / give)
    bool operator==(const RecordEntry&) const = default;
};

class Game {
public:
    static std::optional<Game> start(const Setup& setup, Error* error);

    [[nodiscard]] const GameState& state() const { return m_state; }
    [[nodiscard]] const Setup& setup() const { return m_setup; }
    [[nodiscard]] const std::vector<RecordEntry>& record() const { return m_record; }

    // Applies an option id of the pending decision; an error leaves everything unchanged.
    std::optional<Error> choose(std::string_view optionId);
    // Applies a scenario command ({"cmd":"stack"|"dice"|"set"|"give", ...}); an error leaves
    // everything unchanged.
    std::optional<Error> scenario(const QJsonObject& command);

    // The save document of docs/protocol.md; a checkpoint every `every` record entries.
    [[nodiscard]] QJsonObject toSave(int every = 25) const;
    // Rebuilds a game from a save document by replaying it. `upTo` stops after that many
    // record entries (-1: all). With `verify`, a checkpoint whose hash differs is an error
    // with code "checkpoint_mismatch".
    static std::optional<Game> fromSave(const QJsonObject& save, Error* error, int upTo = -1, bool verify = true);

    // File forms. Writing goes through QSaveFile, so a failed write never leaves half a file.
    std::optional<Error> saveFile(const std::string& path) const;
    static std::optional<Game> loadFile(const std::string& path, Error* error, int upTo = -1, bool verify = true);

private:
    Setup m_setup;
    GameState m_state;
    std::vector<RecordEntry> m_record;
};

// Setup <-> JSON ({"mode", "characters", "seed", "difficulty", "first_player"}).
QJsonObject setupToJson(const Setup& setup);
std::optional<Setup> setupFromJson(const QJsonObject& o, Error* error);

// Scenario commands on a bare state (validated; the state is unchanged on error).
std::optional<Error> applyScenario(GameState& s, const QJsonObject& command);

} // namespace bsg
