#pragma once
// Shared by the scenario commands (scenario.cpp) and the board-building ones
// (scenario_board.cpp): a command throws ScenarioError on anything it cannot do, and the
// caller then leaves the game unchanged.
#include "state.h"

#include <QJsonObject>

#include <initializer_list>
#include <string>

namespace bsg {

struct ScenarioError {
    std::string message;
    std::string code = "illegal_scenario"; // or "bad_request" for a field of the wrong type
};

// A field of the wrong type (or missing): "bad_request" naming the field.
[[noreturn]] inline void badField(const std::string& field, const std::string& what) {
    throw ScenarioError{field + " must be " + what, "bad_request"};
}
// Every member of `o` is one of `allowed` (or "cmd", in a command itself), else "bad_request"
// naming it: the one check of a command's fields, whether it comes from `play` or from a
// save's log. `what` names the object in the message ("the request", "location").
void onlyFields(const QJsonObject& o, std::initializer_list<const char*> allowed, const std::string& what,
                bool isCommand = true);

// place, remove, centurions, damage, title, loyalty, reveal, turn (docs/protocol.md).
[[nodiscard]] bool isBoardScenario(const std::string& cmd);
void applyBoardScenario(GameState& s, const std::string& cmd, const QJsonObject& command);

} // namespace bsg
