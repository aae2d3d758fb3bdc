#pragma once
// The check the advisor's and the tree search's tests share: along heuristic games, a search
// gives the same result when every hidden card is dealt again (hidden_information.h, the test's
// own statement of what the player does not know).
#include "heuristic_player.h"
#include "hidden_information.h"
#include "random_solo_game.h"

#include <QtTest>

#include <optional>
#include <random>
#include <string>
#include <vector>

namespace bsg::test {

// Plays the heuristic games of seeds `seedStep`, 2 x `seedStep`, ... (`games` of them). At every
// `every`-th step, `resultAt(state, game, step)` (a vector of everything the search reports, or
// nothing when it refused) is asked of the game and of the game with its hidden cards dealt
// again; the test fails when the two differ. `*compared` counts the steps compared.
template <class ResultAt>
void expectSameWithHiddenCardsDealtAgain(uint64_t games, uint64_t seedStep, BoxSet boxes, int every,
                                         ResultAt resultAt, int* compared) {
    *compared = 0;
    for (uint64_t game = 1; game <= games; ++game) {
        GameState s = randomSoloGame(game * seedStep, Difficulty::Normal, boxes);
        std::mt19937 rng(static_cast<uint32_t>(game));
        for (int step = 0; step < 20000 && !s.gameOver(); ++step) {
            if (step % every == 0) {
                const std::optional<std::vector<double>> mine = resultAt(s, game, step);
                QVERIFY(mine);
                EventLog log; // the log is the player's own record; the re-deal need not copy it
                std::swap(log, s.log);
                const GameState other = withHiddenInformationDealtAgain(s, rng);
                std::swap(log, s.log);
                const std::optional<std::vector<double>> theirs = resultAt(other, game, step);
                QVERIFY(theirs);
                if (*mine != *theirs)
                    QFAIL(("the result changes with hidden cards dealt again at step " + std::to_string(s.step) +
                           " (" + decisionKindId(s, s.decision.kind) + ")")
                              .c_str());
                ++*compared;
            }
            QVERIFY(!apply(s, solo::policy::chooseHeuristic(s)));
        }
    }
}

// An action of the heuristic player's game of seed 41 with five options or more.
inline GameState actionWithSeveralOptions() {
    GameState s = randomSoloGame(41);
    if (!playHeuristic(s, [](const GameState& g) {
            return g.turn >= 10 && g.decision.kind == DecisionKind::Action && g.decision.options.size() >= 5;
        }))
        qFatal("no action with five options");
    return s;
}

} // namespace bsg::test
