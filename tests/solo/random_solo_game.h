#pragma once
// A new Four Solo game with four characters drawn from the seed (as `simulate` deals them):
// the starting point of the tests that play many games with the heuristic player.
#include "simulate.h"
#include "solo_game.h"

#include <QtGlobal>

namespace bsg::test {

inline GameState randomSoloGame(uint64_t seed, Difficulty difficulty = Difficulty::Normal) {
    Setup setup;
    setup.characters = cli::randomCharacters(seed, true, 4);
    setup.seed = seed;
    setup.solo = true;
    setup.difficulty = difficulty;
    Error error;
    auto s = newGame(setup, &error);
    if (!s)
        qFatal("%s", error.message.c_str());
    return *s;
}

} // namespace bsg::test
