#pragma once
// Helpers for scenario tests: build a game from character ids, force dice and deck order,
// apply options by protocol id, and read the pending decision.
#include "engine.h"
#include "game.h"
#include "rules.h"

#include <string>
#include <vector>

namespace bsg::test {

// A standard game with these characters (seat order) and seed, run to its first decision.
GameState game(const std::vector<std::string>& characters, uint64_t seed = 1, bool solo = false);

// Applies the option with this protocol id; fails the test (QFAIL-style, via qFatal-free
// QTest::qVerify) and returns false if it is not legal now.
bool choose(GameState& s, const std::string& optionId);

// Protocol ids of the pending decision's options.
std::vector<std::string> optionIds(const GameState& s);
bool hasOption(const GameState& s, const std::string& optionId);

// Plays whatever each decision offers first until `predicate` holds or `limit` decisions
// pass; returns whether the predicate became true.
template <class Pred> bool playUntil(GameState& s, Pred predicate, int limit = 10000) {
    for (int i = 0; i < limit && !s.gameOver(); ++i) {
        if (predicate(s))
            return true;
        if (!s.hasDecision || apply(s, s.decision.options.front()))
            return false;
    }
    return predicate(s);
}

// The random-game loop of the random-play tests: applies the option `pick(count)` chooses
// (an index below count) until the game is over or `limit` decisions were applied, and after
// each one runs `check(s, step)`, the test's own per-step checks, which return a problem
// ("" when none). Returns the first problem - a running game without a decision, a refused
// option, or a check's - or "" (`steps` counts the decisions applied).
template <class Pick, class Check>
std::string playRandomly(GameState& s, Pick&& pick, int limit, Check&& check, int* steps = nullptr) {
    int n = 0;
    std::string problem;
    while (!s.gameOver() && n < limit && problem.empty()) {
        if (!s.hasDecision || s.decision.options.empty()) {
            problem = "a running game waits for no decision";
            break;
        }
        const auto& options = s.decision.options;
        if (apply(s, options[size_t(pick(options.size()))]))
            problem = "a listed option was refused";
        else
            problem = check(s, ++n);
    }
    if (steps)
        *steps = n;
    return problem;
}

// The same loop over a Game, which keeps the record of the choices (saves, replays): an option
// is chosen by its protocol id through `choose(game, id)` (Game::choose, or the solo layer's
// soloChoose), which returns an error or nothing; `check(game, step)` may also act on the
// game (a scenario request) before it reports a problem or "".
template <class Pick, class Choose, class Check>
std::string playRandomly(Game& g, Pick&& pick, int limit, Choose&& choose, Check&& check, int* steps = nullptr) {
    int n = 0;
    std::string problem;
    while (!g.state().gameOver() && n < limit && problem.empty()) {
        const GameState& s = g.state();
        if (!s.hasDecision || s.decision.options.empty()) {
            problem = "a running game waits for no decision";
            break;
        }
        const std::string id = optionId(s, s.decision.options[size_t(pick(s.decision.options.size()))]);
        if (auto err = choose(g, id))
            problem = "choosing " + id + ": " + err->message;
        else
            problem = check(g, ++n);
    }
    if (steps)
        *steps = n;
    return problem;
}

// Ids -> indices.
CharId character(const std::string& id);
LocId location(const std::string& id);
SkillCard skillCard(const std::string& id); // "tactics:launch_scout:2"
CardIdx crisis(const std::string& id);

// Puts `card` on top of the crisis deck (taking it from wherever it is in the deck or discard).
void stackCrisis(GameState& s, const std::string& id);
// Gives the seat a copy of the skill card taken from its deck or discard pile.
void giveCard(GameState& s, Seat seat, const std::string& cardId);
// Is this crisis card (by id) on the table, kept in play?
bool crisisInPlay(const GameState& s, const std::string& id);
// Every card in exactly one place; returns a description of the first problem, or "".
std::string conservationProblem(const GameState& s);

} // namespace bsg::test
