#pragma once
#include <optional>
// Pegasus's executions, the loyalty hand-off, the revised lines of succession, the quorum hand
// limit and the civilian-ship draw (engine/rules/pegasus/execution*.cpp, hand_off.cpp,
// civilian_draw.cpp; docs/pegasus.md, "Execution"). Any rule starts an execution by pushing
// its frame with startExecution; the base rules call the hooks below only in a game with
// Pegasus in play (hasBox).
#include "execution_kinds.h"
#include "rules.h"

namespace bsg::pegasus {

// Pushes the execution of `seat` (the rulebook summary's four steps) as a child of `c`. A
// crisis's execution (cause CrisisEffect) may be ignored by a Cylon player unless
// `cylonMayIgnore` is false (a card that names a Cylon player).
void startExecution(Ctx& c, Seat seat, ExecutionCause why, bool cylonMayIgnore = true);

// The characters an executed human's player may choose from: every character of the boxes in
// play that nobody plays and nobody was executed as (Cylon Leaders are never offered).
[[nodiscard]] OptionList newCharacterOptions(const GameState& s);

// Pushes the hand-off of `giver`'s face-down loyalty cards to a human of his choice (when he
// holds any and a human is there to take them).
void pushLoyaltyHandOff(Ctx& c, Seat giver);
// The loyalty cards of a seat that are face down (not shown to every player).
[[nodiscard]] int faceDownLoyaltyCount(const GameState& s, Seat seat);

// The President's quorum hand limit in a Pegasus game.
inline constexpr int kQuorumHandLimit = 10;

// Frame handlers (registered by registerExecutionRules).
Flow runExecution(Ctx& c);
Flow runLoyaltyHandOff(Ctx& c);
Flow runCivilianDraw(Ctx& c);
Flow runQuorumLimit(Ctx& c);

// Registration of each file's rules (execution_rules.cpp calls them).
// For the log's words only: `s`, or (after a later execution gave one of its seats a new
// character) a copy in `scratch` with each seat's character as it was when `e` was logged
// (naming_state.cpp).
[[nodiscard]] const GameState& namingStateAt(const GameState& s, const LogEvent& e, std::optional<GameState>& scratch);

void registerExecutionKinds();  // execution_text.cpp: frames, verbs, decisions, events
void registerAirlockRule();     // airlock.cpp

} // namespace bsg::pegasus
