// Loading and verifying a save inside a running program (the card data already loaded): the
// file's bytes are read once, then Game::loadBytes replays and checks every checkpoint.
// Usage: bench_replay SAVE [runs = 21]. Prints the median and the fastest run.
#include "carddb.h"
#include "game.h"

#include <QFile>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_replay SAVE [runs]\n");
        return 2;
    }
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 21;
    QFile file(QString::fromLocal8Bit(argv[1]));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", argv[1]);
        return 1;
    }
    const QByteArray bytes = file.readAll();
    (void)bsg::db(); // the card data is loaded once per program, outside the timing
    std::vector<double> ms;
    size_t entries = 0;
    for (int r = 0; r < runs; ++r) {
        const auto start = std::chrono::steady_clock::now();
        bsg::Error error;
        const auto game = bsg::Game::loadBytes(bytes, &error, -1, true);
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        if (!game) {
            std::fprintf(stderr, "%s\n", error.message.c_str());
            return 1;
        }
        entries = game->record().size();
    }
    std::sort(ms.begin(), ms.end());
    std::printf("load + verify of %zu record entries, %d runs: median %.2f ms, fastest %.2f ms\n", entries, runs,
                ms[ms.size() / 2], ms.front());
    return 0;
}
