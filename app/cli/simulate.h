#pragma once
// `simulate`: complete games with random legal choices, and the summary of docs/protocol.md.
#include "engine.h"

#include <QJsonObject>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace bsg::cli {

// Limits of `simulate` (docs/protocol.md): results are kept for one batch of games at a
// time, so memory does not grow with the number of games.
inline constexpr int kMaxSimulatedGames = 1000000000;
inline constexpr int kMaxSimulateThreads = 256;

// Who makes the players' choices: random legal options, or the heuristic player of
// solo/policy (solo games only; docs/policy.md).
enum class SimulatePolicy : uint8_t { Random, Heuristic };

struct SimulateOptions {
    int games = 1;
    uint64_t seed = 1;
    bool solo = false;
    int players = 4;
    int threads = 1;
    bool jsonl = false;
    int maxDecisions = 50000; // a game longer than this is reported as unfinished
    SimulatePolicy policy = SimulatePolicy::Random;
    Difficulty difficulty = Difficulty::Normal;
    BoxSet boxes = kBaseGameBoxes; // --boxes: the boxes in play (box.h)
};

struct GameResult {
    uint64_t seed = 0;
    std::vector<CharId> characters;
    GameOver over;
    int64_t decisions = 0;
    int unimplemented = 0;
    int turns = 0;
    Difficulty difficulty = Difficulty::Normal;
    int rulesRevision = 0;
    double seconds = 0; // the time taken to play it
};

// Characters for game `seed`: a legal random pick for the mode.
std::vector<CharId> randomCharacters(uint64_t seed, bool solo, int players, BoxSet boxes = kBaseGameBoxes);
// The Four Solo game `simulate --mode solo` plays for `seed` on Normal (the benchmarks' games).
Setup fourSoloSetup(uint64_t seed);
// Plays one game to the end with the options' policy (deterministic for the seed).
GameResult playGame(uint64_t seed, const SimulateOptions& options);
// The same with random legal choices.
GameResult playRandomGame(uint64_t seed, bool solo, int players, int maxDecisions);
// Runs the whole simulation, calling `perGame` in game order; returns the summary.
QJsonObject simulate(const SimulateOptions& options, const std::function<void(const GameResult&)>& perGame);
QJsonObject resultJson(const GameResult& r);

} // namespace bsg::cli
