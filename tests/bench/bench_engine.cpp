// Complete random games per second and decisions per second on one core.
// Usage: bench_engine [games per run = 2000] [runs = 7] [solo|standard]
#include "simulate.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
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
        std::printf("run %d: %.0f games/s, %.0f decisions/s\n", r + 1, games / seconds, double(decisions) / seconds);
    }
    std::sort(gamesPerSecond.begin(), gamesPerSecond.end());
    std::sort(decisionsPerSecond.begin(), decisionsPerSecond.end());
    std::printf("median over %d runs of %d %s games: %.0f games/s, %.0f decisions/s (one core)\n", runs, games,
                solo ? "solo" : "standard", gamesPerSecond[size_t(runs / 2)], decisionsPerSecond[size_t(runs / 2)]);
    return 0;
}
