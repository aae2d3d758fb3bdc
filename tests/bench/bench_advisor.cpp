// The advisor's speed: playouts per second from a mid-game Four Solo state (turn 20 of a game
// the heuristic player plays), on 2 threads. The target (issue #16): 10,000 playouts in at most
// 1 s on 2 cores (the default horizon is 0 since issue #34: every playout to the end of the game).
// Usage: bench_advisor [playouts = 10000] [horizon = kDefaultHorizon] [threads = 2] [runs = 5] [flat|tree = the default]
#include "advisor.h"
#include "heuristic_player.h"
#include "simulate.h"

#include <QCoreApplication>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace bsg;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    solo::advisor::AdvisorOptions o;
    o.playouts = argc > 1 ? std::atoi(argv[1]) : 10000;
    o.horizon = argc > 2 ? std::atoi(argv[2]) : solo::advisor::kDefaultHorizon;
    o.threads = argc > 3 ? std::atoi(argv[3]) : 2;
    const int runs = argc > 4 ? std::atoi(argv[4]) : 5;
    if (argc > 5) { // else the advisor's default
        const std::string search = argv[5];
        if (search != "flat" && search != "tree") {
            std::fprintf(stderr, "the search is flat or tree\n");
            return 2;
        }
        o.search = search == "tree" ? solo::advisor::Search::Tree : solo::advisor::Search::Flat;
    }
    // A mid-game state: the heuristic player's game of seed 7 at its 20th turn.
    Setup setup;
    setup.characters = cli::randomCharacters(7, true, 4);
    setup.seed = 7;
    setup.variant = bsg::VariantId::FourSolo;
    auto s = newGame(setup, nullptr);
    while (s && !s->gameOver() && s->turn < 20)
        (void)apply(*s, solo::policy::chooseHeuristic(*s));
    if (!s || s->gameOver()) {
        std::fprintf(stderr, "the game ended before turn 20\n");
        return 1;
    }
    std::printf("state: turn %d, step %d, distance %d, decision %s with %zu options\n", s->turn, s->step, s->distance,
                decisionKindId(*s, s->decision.kind).c_str(), s->decision.options.size());
    // Processor time of the whole process (every thread): on a loaded machine the wall time
    // says little, the processor time divided by the threads says what an idle machine takes.
    auto cpu = [] {
        rusage u{};
        getrusage(RUSAGE_SELF, &u);
        return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
    };
    std::vector<double> seconds, cpuSeconds;
    for (int r = 0; r < runs; ++r) {
        const double cpuBefore = cpu();
        o.seed = uint64_t(r + 1);
        Error error;
        const auto advice = solo::advisor::advise(*s, o, &error);
        if (!advice) {
            std::fprintf(stderr, "%s\n", error.message.c_str());
            return 1;
        }
        seconds.push_back(advice->seconds);
        cpuSeconds.push_back(cpu() - cpuBefore);
        std::printf("run %d: %d playouts in %.3f s (%.0f playouts/s), processor time %.3f s", r + 1, advice->playouts,
                    advice->seconds, advice->playouts / advice->seconds, cpuSeconds.back());
        for (const auto& a : advice->options)
            std::printf("  %s %.3f+-%.3f", optionId(*s, a.option).c_str(), a.winChance, a.margin);
        std::printf("\n");
    }
    std::sort(seconds.begin(), seconds.end());
    std::sort(cpuSeconds.begin(), cpuSeconds.end());
    std::printf("median of %d runs: %d playouts, horizon %d, %d threads: %.3f s wall, %.3f s processor time (%.3f s a "
                "thread)\n",
                runs, o.playouts, o.horizon, o.threads, seconds[size_t(runs / 2)], cpuSeconds[size_t(runs / 2)],
                cpuSeconds[size_t(runs / 2)] / o.threads);
    return 0;
}
