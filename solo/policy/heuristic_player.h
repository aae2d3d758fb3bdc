#pragma once
// The heuristic player: decides every decision of a Four Solo game that is the player's, from
// the player's knowledge only (PlayerKnowledge), quickly enough to run inside Monte Carlo
// playouts. Its rules, each with the reason for it, are in docs/policy.md. Decisions the
// variant automates (the revealed Cylon's, 3.3's random card) never reach it; where the
// Golden Rule leaves a revealed Cylon's choice to the player it picks what helps the humans.
#include "player_knowledge.h"

namespace bsg::solo::policy {

// Chooses one of the pending decision's options (k.options() must not be empty).
[[nodiscard]] Option chooseHeuristic(const PlayerKnowledge& k);

// Convenience: the choice for a state (builds the knowledge first).
[[nodiscard]] Option chooseHeuristic(const GameState& s);

} // namespace bsg::solo::policy
