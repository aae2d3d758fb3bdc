#pragma once
// Shared by the scenario commands (scenario.cpp) and the board-building ones
// (scenario_board.cpp): a command throws ScenarioError on anything it cannot do, and the
// caller then leaves the game unchanged.
#include "state.h"

#include <QJsonObject>

#include <string>

namespace bsg {

struct ScenarioError {
    std::string message;
    std::string code = "illegal_scenario"; // or "bad_request" for a field of the wrong type
};

// place, remove, centurions, damage, title, loyalty, reveal, turn (docs/protocol.md).
[[nodiscard]] bool isBoardScenario(const std::string& cmd);
void applyBoardScenario(GameState& s, const std::string& cmd, const QJsonObject& command);

} // namespace bsg
