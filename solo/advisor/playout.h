#pragma once
// What the advisor's two searches share (advisor.cpp's flat playouts, tree_search.cpp's tree):
// the requests they refuse, a playout's seed, and the heuristic player's play of a sampled game.
#include "advisor.h"

namespace bsg::solo::advisor {

// What one playout came to in world `world` (the index its seed comes from: playoutSeed): the
// humans' chance (1 or 0 for a finished game, the value model's estimate at the horizon) and how
// the game ended (None when it did not).
struct PlayoutResult {
    int world;
    double value;
    EndReason reason;
};

// True (and the error) when advise, estimateOption or searchTree must refuse the request: not a
// Four Solo game, a finished game, no decision, or an argument out of range (advisor.h).
[[nodiscard]] bool refusedRequest(const GameState& s, const AdvisorOptions& o, Error* error);

// A seed for playout i that depends on nothing else (the thread count changes nothing).
[[nodiscard]] uint64_t playoutSeed(uint64_t seed, int i);

// Plays `t` by the heuristic player until the game ends or, when stopTurn > 0, turn stopTurn
// begins (a game never lasts the decision limit; it stops there too).
void playByHeuristic(GameState& t, int stopTurn);

} // namespace bsg::solo::advisor
