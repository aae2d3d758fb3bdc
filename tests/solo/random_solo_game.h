#pragma once
// A new Four Solo game with four characters drawn from the seed (as `simulate` deals them),
// and the heuristic player playing it on: for the tests of the heuristic player and advisor.
#include "heuristic_player.h"
#include "simulate.h"
#include "solo_game.h"

#include <QtGlobal>

namespace bsg::test {

// `boxes` other than the base game's need their boxes registered first (pegasus_game.h).
inline GameState randomSoloGame(uint64_t seed, Difficulty difficulty = Difficulty::Normal, BoxSet boxes = kBaseGameBoxes) {
    Setup setup;
    setup.boxes = boxes;
    setup.characters = cli::randomCharacters(seed, true, 4, boxes);
    setup.seed = seed;
    setup.variant = bsg::VariantId::FourSolo;
    setup.difficulty = difficulty;
    Error error;
    auto s = newGame(setup, &error);
    if (!s)
        qFatal("%s", error.message.c_str());
    return *s;
}

// Plays the heuristic player until `predicate` holds or the game ends.
template <class Pred> bool playHeuristic(GameState& s, Pred predicate, int limit = 20000) {
    for (int i = 0; i < limit && !s.gameOver(); ++i) {
        if (predicate(s))
            return true;
        if (!s.hasDecision || apply(s, solo::policy::chooseHeuristic(s)))
            return false;
    }
    return predicate(s);
}

} // namespace bsg::test
