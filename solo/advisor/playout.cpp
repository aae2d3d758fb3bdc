// What the advisor's searches share (playout.h).
#include "playout.h"

#include "heuristic_player.h"
#include "solo_rules_internal.h"

#include <string>

namespace bsg::solo::advisor {

namespace {

constexpr int kPlayoutDecisionLimit = 20000; // a game never lasts this long

bool refuse(Error* error, const char* code, std::string message) {
    if (error)
        *error = Error{code, std::move(message)};
    return true;
}

} // namespace

bool refusedRequest(const GameState& s, const AdvisorOptions& o, Error* error) {
    if (!isSoloGame(s))
        return refuse(error, "not_solo", "The advisor plays Four Solo games only.");
    if (s.gameOver())
        return refuse(error, "game_over", "The game is over: there is no decision to advise on.");
    if (!s.hasDecision || s.decision.options.empty())
        return refuse(error, "no_decision", "No decision is pending.");
    if (o.playouts < 1 || o.playouts > kMaxPlayouts)
        return refuse(error, "bad_request",
                      "playouts must be a whole number from 1 to " + std::to_string(kMaxPlayouts) + ".");
    if (o.horizon < 0 || o.horizon > kMaxHorizon)
        return refuse(error, "bad_request",
                      "horizon must be a whole number from 0 (play to the end) to " + std::to_string(kMaxHorizon) +
                          " turns.");
    if (o.threads < 1 || o.threads > kMaxThreads)
        return refuse(error, "bad_request", "threads must be from 1 to " + std::to_string(kMaxThreads) + ".");
    return false;
}

uint64_t playoutSeed(uint64_t seed, int i) {
    uint64_t z = seed * 0x9E3779B97F4A7C15ull + uint64_t(i) * 0xBF58476D1CE4E5B9ull + 0x94D049BB133111EBull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void playByHeuristic(GameState& t, int stopTurn) {
    for (int i = 0; i < kPlayoutDecisionLimit && !t.gameOver() && t.hasDecision; ++i) {
        if (stopTurn > 0 && t.turn >= stopTurn)
            break;
        if (apply(t, policy::chooseHeuristic(t)))
            break;
    }
}

} // namespace bsg::solo::advisor
