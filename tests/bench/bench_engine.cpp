// Complete random games per second and decisions per second on one core.
// Usage: bench_engine [games per run = 2000] [runs = 7] [solo|standard]
#include "engine.h"
#include "rng.h"
#include "rules.h"
#include "simulate.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <vector>

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 2000;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 7;
    const bool solo = argc > 3 && std::strcmp(argv[3], "solo") == 0;
    std::vector<double> gamesPerSecond, decisionsPerSecond;
    (void)bsg::cli::playRandomGame(1, solo, 4, 50000); // load the card data outside the timing
    for (int r = 0; r < runs; ++r) {
        int64_t decisions = 0;
        const auto start = std::chrono::steady_clock::now();
        for (int g = 0; g < games; ++g)
            decisions += bsg::cli::playRandomGame(uint64_t(r) * 1000003u + uint64_t(g), solo, 3 + g % 4, 50000).decisions;
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        gamesPerSecond.push_back(games / seconds);
        decisionsPerSecond.push_back(double(decisions) / seconds);
        std::printf("run %d: %.0f games/s, %.0f decisions/s (%lld decisions)\n", r + 1, games / seconds,
                    double(decisions) / seconds, static_cast<long long>(decisions));
    }
    std::sort(gamesPerSecond.begin(), gamesPerSecond.end());
    std::sort(decisionsPerSecond.begin(), decisionsPerSecond.end());
    std::printf("median over %d runs of %d %s games: %.0f games/s, %.0f decisions/s (one core)\n", runs, games,
                solo ? "solo" : "standard", gamesPerSecond[size_t(runs / 2)], decisionsPerSecond[size_t(runs / 2)]);
    // The cost of copying a state (an advisor branches on copies) 300 decisions into a game.
    std::optional<bsg::GameState> s;
    for (uint64_t seed = 1; seed < 100 && (!s || s->step < 300); ++seed) { // a game that lasts 300 decisions
        bsg::Setup setup;
        setup.characters = bsg::cli::randomCharacters(seed, solo, 4);
        setup.seed = seed;
        setup.variant = solo ? bsg::VariantId::FourSolo : bsg::VariantId::None;
        s = bsg::newGame(setup, nullptr);
        bsg::Rng chooser(seed);
        for (int i = 0; i < 300 && s && !s->gameOver() && s->hasDecision; ++i)
            (void)bsg::apply(*s, s->decision.options[chooser.below(uint32_t(s->decision.options.size()))]);
    }
    auto timeCopies = [](const bsg::GameState& state) {
        const int copies = 20000;
        size_t sink = 0;
        const auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < copies; ++i) {
            const bsg::GameState copy = state;
            sink += copy.log.size();
        }
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("state copy at step %d (%zu log events): %.2f us (%zu)\n", state.step, state.log.size(),
                    seconds / copies * 1e6, sink % 7);
    };
    if (s) {
        timeCopies(*s);
        // The same state with the log of a game ten times as long: a copy should cost the same.
        bsg::GameState longLog = *s;
        const size_t events = longLog.log.size();
        for (size_t i = 0; i < 9 * events; ++i)
            bsg::logEvent(longLog, bsg::EventKind::DrewSkill, 0, 0);
        timeCopies(longLog);
    }
    return 0;
}
