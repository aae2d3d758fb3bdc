#pragma once
// The random-game loop the Pegasus suites share: new games with Pegasus in play, random legal
// choices until each is over (or a decision limit), the suite's checks after each decision and
// after each game. The suites differ in their setups, their random numbers and their checks.
#include "pegasus_game.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace bsg::test {

// One game's random numbers: a draw below `bound` (> 0). The same source picks the options and
// any draw a suite's own check makes, so a game is the same for the same seed.
using RandomBelow = std::function<uint64_t(uint64_t bound)>;

// What a suite's random games vary.
struct RandomPegasusGames {
    int games = 0;
    int limit = 6000; // decisions a game may take at the most
    // The g-th game's setup (Pegasus is put in its boxes by pegasusSetup).
    std::function<Setup(int g)> setup;
    // A setup the engine refuses is skipped (a random cast the composition rule refuses),
    // rather than reported as a problem.
    bool skipRefusedSetups = false;
    // The g-th game's random numbers.
    std::function<RandomBelow(int g)> random;
    // After each decision (it may act on the game, drawing from `random`): a problem or "".
    std::function<std::string(GameState&, int step, RandomBelow& random)> check;
    // After each game played (also where the suite counts what it met): a problem or "".
    std::function<std::string(const GameState&, int g)> afterGame;
};

// Plays the games; returns the first problem as "game g, step n: ..." or "" when none.
inline std::string playRandomPegasusGames(const RandomPegasusGames& run) {
    registerPegasusForTests();
    for (int g = 0; g < run.games; ++g) {
        Error error;
        std::optional<GameState> s = newGame(run.setup(g), &error);
        if (!s) {
            if (run.skipRefusedSetups)
                continue;
            return "game " + std::to_string(g) + ": the setup was refused: " + error.message;
        }
        RandomBelow random = run.random(g);
        int steps = 0;
        std::string problem = playRandomly(
            *s, [&](size_t n) { return random(n); }, run.limit,
            [&](GameState& t, int step) { return run.check ? run.check(t, step, random) : std::string(); }, &steps);
        if (problem.empty() && run.afterGame)
            problem = run.afterGame(*s, g);
        if (!problem.empty())
            return "game " + std::to_string(g) + ", step " + std::to_string(steps) + ": " + problem;
    }
    return {};
}

// The engine's own generator, seeded.
inline RandomBelow engineRandom(uint64_t seed) {
    return [rng = Rng(seed)](uint64_t bound) mutable { return uint64_t(rng.below(uint32_t(bound))); };
}

// The standard library's Mersenne Twister, seeded (the board and character suites' choice).
inline RandomBelow mersenneRandom(uint64_t seed) {
    return [mt = std::mt19937{uint32_t(seed)}](uint64_t bound) mutable { return uint64_t(mt() % bound); };
}

// The random games of the Pegasus card suites (cards, quorum, Treachery): 200 standard games
// over four casts of 3 to 6 players, or 100 Four Solo games over two casts; game g has seed
// seedBase + g and draws its options from Rng(g * golden ratio + salt); 6000 decisions at the
// most; every card accounted for every 97 decisions and at the end, then `count` sees the game.
inline RandomPegasusGames cardSuiteGames(bool solo, uint64_t seedBase, uint64_t salt,
                                         std::function<void(const GameState&)> count) {
    static const std::vector<std::vector<std::string>> casts{
        {"laura_roslin", "william_adama", "kara_thrace"},
        {"gaius_baltar", "saul_tigh", "lee_adama", "galen_tyrol"},
        {"tom_zarek", "william_adama", "sharon_valerii", "laura_roslin", "karl_agathon"},
        {"laura_roslin", "saul_tigh", "kara_thrace", "gaius_baltar", "william_adama", "lee_adama"}};
    static const std::vector<std::vector<std::string>> soloCasts{
        {"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"},
        {"gaius_baltar", "saul_tigh", "lee_adama", "sharon_valerii"}};
    RandomPegasusGames run;
    run.games = solo ? 100 : 200;
    run.setup = [solo, seedBase](int g) {
        const auto& cast = solo ? soloCasts[size_t(g) % soloCasts.size()] : casts[size_t(g) % casts.size()];
        return pegasusSetup(cast, seedBase + uint64_t(g), solo ? VariantId::FourSolo : VariantId::None);
    };
    run.random = [salt](int g) { return engineRandom(uint64_t(g) * 0x9E3779B97F4A7C15ull + salt); };
    run.check = [](GameState& s, int step, RandomBelow&) {
        return step % 97 == 0 ? conservationProblem(s) : std::string();
    };
    run.afterGame = [count = std::move(count)](const GameState& s, int) {
        std::string problem = conservationProblem(s);
        if (problem.empty())
            count(s);
        return problem;
    };
    return run;
}

} // namespace bsg::test
