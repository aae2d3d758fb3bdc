// Is the advisor's shown chance to win true? (issue #34, point 1.) Samples decision states from
// Four Solo games on fixed seeds, asks the advisor for its advice as the desktop does (its
// playouts, its seed: the state's step + 1, its default horizon, 2 threads), and compares the
// chance shown for the best option with a long reference: `reference` playouts of that option
// alone, played to the end of the game, on other seeds. Prints every state, the calibration
// table by tenths of the shown chance, the mean and largest error, and the share of states where
// the shown chance lies within its shown margin of the reference - and within the margin of the
// difference, which counts the reference's own sampling error too. Not a test.
//
// The states (fixed): games of seeds 9001, 9002, ... (Normal, the players cli::randomCharacters
// gives the seed); the game of seed 9001 + g is played by the heuristic player when g % 3 == 0,
// by uniformly random choices when g % 3 == 1, and by the heuristic player with one decision in
// four random when g % 3 == 2 (the random choices from std::mt19937_64 seeded with the game's
// seed). Each game gives up to four states: the decisions with two options or more at a random
// point of each quarter of the game (same generator).
//
// Usage: bench_advisor_calibration [states = 200] [reference = 20000] [threads = 2]
//                                  [playouts = 10000] [horizon = kDefaultHorizon] [first game = 0]
//                                  [flat|tree = the advisor's default search] [only = all]
// A reference of 0 asks for the advice alone (to see which option it recommends, quickly).
// `only`, a list of state numbers such as 49,63,72, runs those states alone (the others are
// sampled but not advised), with the advice's and the reference's seeds of a whole run: to look
// again at some states of an earlier run after a change that concerns them.
#include "advisor.h"
#include "heuristic_player.h"
#include "simulate.h"

#include <QCoreApplication>

#include <sys/resource.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <cstdlib>
#include <random>
#include <vector>

using namespace bsg;

namespace {

constexpr uint64_t kFirstSeed = 9001;
constexpr int kStatesPerGame = 4;
const char* const kKindNames[] = {"heuristic", "random", "mixed"};

struct Sampled {
    GameState state;
    uint64_t gameSeed;
    int kind;
};

Option chooseFor(const GameState& s, int kind, std::mt19937_64& rng) {
    const bool random = kind == 1 || (kind == 2 && rng() % 4 == 0);
    if (random)
        return s.decision.options[size_t(rng() % s.decision.options.size())];
    return solo::policy::chooseHeuristic(s);
}

// The game of seed kFirstSeed + g, played through once to count its decisions with a choice,
// then again to keep the states at a random point of each quarter of them.
std::vector<Sampled> statesOfGame(int g) {
    const uint64_t seed = kFirstSeed + uint64_t(g);
    const int kind = g % 3;
    const Setup setup = cli::fourSoloSetup(seed);
    auto play = [&](auto&& atChoice) {
        std::mt19937_64 rng(seed);
        auto s = newGame(setup, nullptr);
        for (int i = 0, choices = 0; s && i < 50000 && !s->gameOver() && s->hasDecision; ++i) {
            s->log.clear(); // long games: nobody reads the log here
            if (s->decision.options.size() >= 2)
                atChoice(*s, choices++);
            if (apply(*s, chooseFor(*s, kind, rng)))
                break;
        }
    };
    int choices = 0;
    play([&](const GameState&, int) { ++choices; });
    std::mt19937_64 pick(seed ^ 0x5EED);
    std::vector<int> at;
    for (int q = 0; q < kStatesPerGame && choices > 0; ++q)
        at.push_back(int((q * uint64_t(choices) + pick() % uint64_t(choices)) / kStatesPerGame));
    std::vector<Sampled> out;
    play([&](const GameState& s, int c) {
        if (std::find(at.begin(), at.end(), c) != at.end())
            out.push_back({s, seed, kind});
    });
    return out;
}

// Which option was recommended: the search's leader ("leader"; "leader=heuristic" when it is the
// heuristic's option too); with the flat search, the heuristic's option kept as no fresh games
// told the leader above it; with the tree, the other option of the fresh games, told above the
// leader by them - its shown chance comes from the very games that chose it.
const char* whoWasRecommended(const solo::advisor::Advice& a) {
    if (a.best == a.leader)
        return a.leader == a.heuristic ? "leader=heuristic" : "leader";
    if (a.search == solo::advisor::Search::Flat)
        return "heuristic (kept)";
    return a.best == a.heuristic ? "heuristic (told above)" : "runner-up (told above)";
}

double processorSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

struct Row {
    double shown, margin, reference, referenceMargin, seconds, processor;
    int options, tied;
};

void printSummary(const std::vector<Row>& rows, int threads) {
    struct Bin {
        int n = 0, within = 0;
        double shown = 0, reference = 0, absError = 0;
    };
    std::array<Bin, 10> bins{};
    double sumError = 0, sumAbs = 0, largest = 0, seconds = 0, slowest = 0, processor = 0;
    int within = 0, withinBoth = 0, tiedStates = 0;
    // The share a perfectly calibrated advice would reach: the difference is normal with both
    // standard errors (a margin is 1.96 of them), and only the shown one is allowed for.
    double expected = 0;
    for (const Row& r : rows) {
        const double both = std::hypot(r.margin, r.referenceMargin);
        expected += both > 0 ? std::erf(1.96 * r.margin / both / std::sqrt(2.0)) : 1.0;
        const double error = r.shown - r.reference;
        const bool in = std::fabs(error) <= r.margin;
        const bool inBoth = std::fabs(error) <= std::hypot(r.margin, r.referenceMargin);
        Bin& b = bins[size_t(std::clamp(int(r.shown * 10), 0, 9))];
        ++b.n, b.within += in, b.shown += r.shown, b.reference += r.reference, b.absError += std::fabs(error);
        sumError += error, sumAbs += std::fabs(error), largest = std::max(largest, std::fabs(error));
        within += in, withinBoth += inBoth, tiedStates += r.tied > 1;
        seconds += r.seconds, slowest = std::max(slowest, r.seconds), processor += r.processor;
    }
    const double n = double(rows.size());
    std::printf("\nshown chance | states | mean shown | mean reference | mean |error| | within shown margin\n");
    for (int i = 0; i < 10; ++i) {
        const Bin& b = bins[size_t(i)];
        if (b.n == 0)
            continue;
        std::printf("%3d-%3d%%    | %6d | %9.1f%% | %13.1f%% | %10.2f pt | %5.1f%%\n", i * 10, i * 10 + 10, b.n,
                    100 * b.shown / b.n, 100 * b.reference / b.n, 100 * b.absError / b.n, 100.0 * b.within / b.n);
    }
    std::printf("\n%zu states: mean error %+.2f points (shown - reference), mean |error| %.2f points, largest %.2f "
                "points\n",
                rows.size(), 100 * sumError / n, 100 * sumAbs / n, 100 * largest);
    std::printf("within the shown margin of the reference: %d of %zu (%.1f%%)\n", within, rows.size(),
                100.0 * within / n);
    std::printf("(a perfectly calibrated advice would be within the shown margin in %.1f%% of these states, "
                "as the reference has its own error)\n",
                100 * expected / n);
    std::printf("within the 95%% margin of the difference (shown and reference margins combined): %d of %zu "
                "(%.1f%%)\n",
                withinBoth, rows.size(), 100.0 * withinBoth / n);
    std::printf("states where another option is statistically tied with the best: %d\n", tiedStates);
    std::printf("the advice took %.3f s wall on average (slowest %.3f s), %.3f s processor time on %d threads\n",
                seconds / n, slowest, processor / n, threads);
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int wanted = argc > 1 ? std::atoi(argv[1]) : 200;
    const int referencePlayouts = argc > 2 ? std::atoi(argv[2]) : 20000;
    solo::advisor::AdvisorOptions shown; // as the desktop asks (app/gui/game_session.cpp)
    shown.threads = argc > 3 ? std::atoi(argv[3]) : 2;
    shown.playouts = argc > 4 ? std::atoi(argv[4]) : 10000;
    shown.horizon = argc > 5 ? std::atoi(argv[5]) : solo::advisor::kDefaultHorizon;
    const int firstGame = argc > 6 ? std::atoi(argv[6]) : 0;
    if (argc > 7) {
        const std::string search = argv[7];
        if (search != "flat" && search != "tree") {
            std::fprintf(stderr, "the search is flat or tree\n");
            return 2;
        }
        shown.search = search == "tree" ? solo::advisor::Search::Tree : solo::advisor::Search::Flat;
    }
    std::vector<int> only; // empty: every state
    if (argc > 8)
        for (const char* p = argv[8]; *p;) {
            char* end = nullptr;
            const long n = std::strtol(p, &end, 10);
            if (end == p || n < 1 || n > wanted) {
                std::fprintf(stderr, "only: state numbers from 1 to %d, separated by commas\n", wanted);
                return 2;
            }
            only.push_back(int(n));
            p = *end == ',' ? end + 1 : end;
        }
    solo::advisor::AdvisorOptions reference;
    reference.threads = shown.threads;
    reference.playouts = referencePlayouts;
    reference.horizon = 0;
    std::printf("advice: %d playouts, horizon %d, %d threads, %s search; reference: %d playouts to the end\n",
                shown.playouts, shown.horizon, shown.threads,
                shown.search == solo::advisor::Search::Tree ? "tree" : "flat", referencePlayouts);
    std::printf("state  seed kind      turn step   decision            options tied  shown   margin  reference "
                "margin  error  recommended\n");
    std::vector<Row> rows;
    int number = 0; // the state's number in a whole run
    for (int g = firstGame; number < wanted; ++g) {
        for (const Sampled& x : statesOfGame(g)) {
            if (number >= wanted)
                break;
            ++number;
            if (!only.empty() && std::find(only.begin(), only.end(), number) == only.end())
                continue;
            const GameState& s = x.state;
            shown.seed = uint64_t(s.step) + 1;
            Error error;
            const double before = processorSeconds();
            const auto advice = solo::advisor::advise(s, shown, &error);
            const double processor = processorSeconds() - before;
            if (!advice || advice->best < 0) {
                std::fprintf(stderr, "no advice at game %llu step %d: %s\n", (unsigned long long)x.gameSeed, s.step,
                             error.message.c_str());
                return 1;
            }
            const auto& best = advice->options[size_t(advice->best)];
            reference.seed = 0xCA11B7A7E000ull + uint64_t(number - 1); // other worlds than the advice's
            // With no reference playouts, the advice alone (its shown chance stands in for both).
            const auto ref = referencePlayouts > 0 ? solo::advisor::estimateOption(s, advice->best, reference, &error)
                                                   : std::optional(best);
            if (!ref) {
                std::fprintf(stderr, "no reference: %s\n", error.message.c_str());
                return 1;
            }
            int tied = 0;
            for (const auto& o : advice->options)
                tied += o.tiedWithBest;
            rows.push_back({best.winChance, best.margin, ref->winChance, ref->margin, advice->seconds, processor,
                            int(advice->options.size()), tied});
            std::printf("%5d %5llu %-9s %4d %6d %-19s %7zu %4d %6.2f%% %6.2f%% %8.2f%% %6.2f%% %+6.2f  %s\n",
                        number, (unsigned long long)x.gameSeed, kKindNames[x.kind], s.turn, s.step,
                        decisionKindId(s, s.decision.kind).c_str(), advice->options.size(), tied,
                        100 * best.winChance, 100 * best.margin, 100 * ref->winChance, 100 * ref->margin,
                        100 * (best.winChance - ref->winChance), whoWasRecommended(*advice));
            if (rows.size() % 25 == 0 && number < wanted)
                printSummary(rows, shown.threads); // a long run can be read before its end
            std::fflush(stdout);
        }
    }
    printSummary(rows, shown.threads);
    return 0;
}
