// Does the advice win games? (issue #34, point 2.) Plays the same Four Solo games twice: (a) every
// decision by the heuristic player, (b) every decision with two options or more by the advisor's
// recommended option (Advice::best) at a fixed budget of playouts, a decision with one option
// taken as it is. The advisor is asked as the desktop asks it, on the real game state (it deals
// the hidden cards again itself); only its budget differs. Prints both win rates with their 95%
// margins, the difference paired by seed with its margin, the ways the games ended, and the time.
// Not a test.
//
// The games (fixed): seeds first, first + 1, ... (default 1..300, the seeds `galactica-solo-cli
// simulate --mode solo --policy heuristic --difficulty normal` plays), Normal difficulty, the
// team cli::randomCharacters gives the seed: the same games `simulate` plays, so (a) is its
// result for those seeds. The advisor's seed at a decision is mixed from the game's seed and the
// decision's number in the game (every decision counts, from 0), so the run is reproducible.
//
// Games run in parallel on `threads` threads, the advisor on one thread each: the advice does
// not depend on its thread count, and each game's result goes by its index, so the figures do
// not depend on it either.
//
// The advice's recommendation is the heuristic player's option unless fresh games tell the
// halving's leader apart from it (Advice::departs, advisor.h). With a second look of k > 1, a
// decision where the advice departs is advised again with k times the playouts (other sampled
// games), and the second advice is followed: the large budget only where the first look tells.
//
// The tree player (issue #34: "if information-set Monte Carlo tree search beats flat playouts at
// the same budget, use it") takes the option tree_search.h's search visits most, with its
// exploration weight and the heuristic's prior share as given. "tree-advice" plays the advice
// itself with its tree search (Search::Tree: three quarters of the budget to the search, a
// quarter to fresh games that measure its choice), the advice-guided player's name unchanged.
//
// Usage: bench_advisor_strength [games = 300] [playouts = 128] [threads = 2] [first seed = 1]
//                               [best|tree|both|tree-advice = best] [second look = 1] [tree exploration = 1]
//                               [tree prior = 0.5]
#include "advisor.h"
#include "game.h"
#include "heuristic_player.h"
#include "simulate.h"
#include "tree_search.h"

#include <QCoreApplication>

#include <sys/resource.h>

#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

using namespace bsg;

namespace {

constexpr int kMaxDecisions = 50000; // as `simulate`: a longer game counts as not ended
constexpr int kLongGameReport = 5000; // games last 300-2,000 decisions

struct Played {
    bool won = false;
    EndReason reason = EndReason::None;
    int turns = 0;
    int decisions = 0;
    // Advised games only: the decisions the advisor was asked about, those where its choice was
    // not the heuristic player's, and those where the halving's leader was another option but
    // the fresh games did not tell it apart, so the heuristic's option was kept
    // (Advice::keptHeuristic).
    int advised = 0, differed = 0, keptHeuristic = 0;
    int secondLooks = 0; // departures looked at again (g_secondLook)
    // By decision kind (its protocol id): the advised decisions and those where the choice was
    // not the heuristic's.
    std::map<std::string, std::pair<int, int>> byKind;
    long long playouts = 0;
};

uint64_t mix(uint64_t x) { // splitmix64's finaliser
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

uint64_t adviceSeed(uint64_t gameSeed, int decision) { return mix(mix(gameSeed) ^ uint64_t(decision)); }

// Who decides the decisions with two options or more.
enum class Chooser {
    Heuristic, // the heuristic player alone
    Best,      // the advisor's recommended option, always (issue #34's measure)
    Tree,      // the tree search's option (tree_search.h), at the same budget
};
constexpr std::array<const char*, 3> kChooserNames{"heuristic", "advice", "tree"};

// A decision where the advice departs from the heuristic's option is advised again with this
// many times the playouts (other sampled games), and the second advice is followed. 1: no
// second look.
int g_secondLook = 1;
solo::advisor::TreeOptions g_tree; // the tree player's settings
// The advice's search ("best": the flat playouts; "tree-advice": the advice with Search::Tree, as
// the desktop asks it with that setting).
solo::advisor::Search g_search = solo::advisor::Search::Flat;

// A decision's budget and seed, asked as the desktop asks (to the end), on one thread: games
// run in parallel.
solo::advisor::AdvisorOptions benchOptions(int playouts, uint64_t seed) {
    solo::advisor::AdvisorOptions o;
    o.playouts = playouts;
    o.threads = 1;
    o.horizon = solo::advisor::kDefaultHorizon;
    o.seed = seed;
    o.search = g_search;
    return o;
}

// The option the tree player takes at a decision with two options or more: the tree search's
// most visited at the same budget and seed as the advice. nullopt: the search refused.
std::optional<Option> treeChoice(const GameState& s, const Option& heuristic, uint64_t seed, int playouts,
                                 Played& out) {
    const solo::advisor::AdvisorOptions o = benchOptions(playouts, seed);
    Error error;
    const auto advice = solo::advisor::searchTree(s, o, g_tree, &error);
    if (!advice || advice->best < 0)
        return std::nullopt;
    ++out.advised;
    out.playouts += advice->iterations;
    const Option choice = s.decision.options[size_t(advice->best)];
    out.differed += !(choice == heuristic);
    auto& kind = out.byKind[decisionKindId(s, s.decision.kind)];
    ++kind.first, kind.second += !(choice == heuristic);
    return choice;
}

// The option the advice-guided player takes at a decision with two options or more, asked as the desktop asks
// (the real state; one thread, as games run in parallel). nullopt: the advisor refused.
std::optional<Option> advisedChoice(const GameState& s, const Option& heuristic, uint64_t seed,
                                    int playouts, Played& out) {
    solo::advisor::AdvisorOptions o = benchOptions(playouts, seed);
    Error error;
    auto advice = solo::advisor::advise(s, o, &error);
    if (!advice || advice->best < 0)
        return std::nullopt;
    ++out.advised;
    out.playouts += advice->playouts;
    out.keptHeuristic += advice->keptHeuristic();
    if (advice->departs && g_secondLook > 1) {
        ++out.secondLooks;
        o.playouts = std::min(playouts * g_secondLook, solo::advisor::kMaxPlayouts);
        o.seed = mix(seed + 1);
        advice = solo::advisor::advise(s, o, &error);
        if (!advice || advice->best < 0)
            return std::nullopt;
        out.playouts += advice->playouts;
    }
    const Option choice = advice->options[size_t(advice->best)].option;
    out.differed += !(choice == heuristic);
    auto& kind = out.byKind[decisionKindId(s, s.decision.kind)];
    ++kind.first, kind.second += !(choice == heuristic);
    return choice;
}

// A decision whose advice took this long (games of 128 playouts a decision take well under a
// second a decision) is saved once a game, as slow_<seed>_<decision>.json in the working
// directory: a position where the playouts themselves run long, to be looked into.
constexpr auto kSlowAdvice = std::chrono::seconds(5);
bool saveSlowDecision(const Setup& setup, const std::vector<std::string>& taken, uint64_t seed, int decision) {
    const std::string path = "slow_" + std::to_string(seed) + "_" + std::to_string(decision) + ".json";
    std::optional<Error> failed;
    // Replayed on a thread of its own: this one keeps no log (QuietLog), and a save's checkpoints
    // count the log, so a save made here would not verify.
    std::thread([&] {
        Error error;
        auto game = Game::start(setup, &error);
        for (size_t i = 0; game && i < taken.size(); ++i)
            if (const auto e = game->choose(taken[i])) {
                failed = e;
                return;
            }
        failed = game ? game->saveFile(path) : std::optional<Error>(error);
    }).join();
    std::fprintf(stderr, "game %llu: decision %d took over %lld s to advise; %s %s\n", (unsigned long long)seed,
                 decision, (long long)kSlowAdvice.count(), failed ? "could not save it:" : "saved as",
                 failed ? failed->message.c_str() : path.c_str());
    return true;
}

// Plays game `seed` to its end as `player` decides. Returns false (and says why on stderr) when
// the advisor refuses: that is a bug, not a result.
bool playGame(uint64_t seed, Chooser player, int playouts, Played& out) {
    const Setup setup = cli::fourSoloSetup(seed);
    Error error;
    auto s = newGame(setup, &error);
    if (!s) {
        std::fprintf(stderr, "game %llu: %s\n", (unsigned long long)seed, error.message.c_str());
        return false;
    }
    const QuietLog noLog; // nobody reads it, and no rule does
    std::vector<std::string> taken; // the option ids, for a save of a slow decision
    bool slowSaved = false;
    for (; !s->gameOver() && s->hasDecision && out.decisions < kMaxDecisions; ++out.decisions) {
        Option choice = s->decision.options.front();
        if (player == Chooser::Heuristic || s->decision.options.size() >= 2)
            choice = solo::policy::chooseHeuristic(*s);
        if (player != Chooser::Heuristic && s->decision.options.size() >= 2) {
            const uint64_t adviceAt = adviceSeed(seed, out.decisions);
            const auto began = std::chrono::steady_clock::now();
            const auto advised = player == Chooser::Tree ? treeChoice(*s, choice, adviceAt, playouts, out)
                                                         : advisedChoice(*s, choice, adviceAt, playouts, out);
            if (!slowSaved && std::chrono::steady_clock::now() - began > kSlowAdvice)
                slowSaved = saveSlowDecision(setup, taken, seed, out.decisions);
            if (!advised) {
                std::fprintf(stderr, "game %llu, decision %d: no advice\n", (unsigned long long)seed, out.decisions);
                return false;
            }
            choice = *advised;
        }
        if (player != Chooser::Heuristic)
            taken.push_back(optionId(*s, choice));
        if (const auto e = apply(*s, choice)) {
            std::fprintf(stderr, "game %llu: %s\n", (unsigned long long)seed, e->message.c_str());
            return false;
        }
        if ((out.decisions + 1) % kLongGameReport == 0) // a long game says where it is
            std::fprintf(stderr, "game %llu: decision %d, turn %d, distance %d, fuel %d, food %d, morale %d, "
                                 "population %d\n",
                         (unsigned long long)seed, out.decisions + 1, s->turn, s->distance,
                         s->resources[size_t(Resource::Fuel)], s->resources[size_t(Resource::Food)],
                         s->resources[size_t(Resource::Morale)], s->resources[size_t(Resource::Population)]);
    }
    out.won = s->over.winner == Side::Human;
    out.reason = s->over.reason;
    out.turns = s->turn;
    return true;
}

double processorSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// Half the 95% Agresti-Coull interval of a share of `wins` in `n` (two wins and two losses more,
// as the advisor's margin).
double margin95(int wins, int n) {
    const double p = (wins + 2.0) / (n + 4.0);
    return 1.96 * std::sqrt(p * (1 - p) / (n + 4.0));
}

// One seed's games: [0] the heuristic player's, then one for each advised player asked.
struct Row {
    std::array<Played, kChooserNames.size()> games;
    bool done = false;
};

void printEndings(const std::vector<Row>& rows, Chooser player) {
    std::array<int, kEndReasonIds.size()> count{};
    for (const Row& r : rows)
        if (r.done)
            ++count[size_t(r.games[size_t(player)].reason)];
    std::printf("  %-14s", kChooserNames[size_t(player)]);
    for (size_t k = 0; k < count.size(); ++k)
        if (count[k] > 0)
            std::printf("  %s %d", k == 0 ? "not_ended" : kEndReasonIds[k].data(), count[k]);
    std::printf("\n");
}

// One advised player against the heuristic player, over the seeds played.
void printAgainstHeuristic(const std::vector<Row>& rows, Chooser player) {
    const auto at = size_t(player);
    int n = 0, wins = 0, heuristicWins = 0, onlyAdvised = 0, onlyHeuristic = 0;
    long long advised = 0, differed = 0, tied = 0, spent = 0, secondLooks = 0;
    std::map<std::string, std::pair<int, int>> byKind;
    for (const Row& r : rows) {
        if (!r.done)
            continue;
        const Played& h = r.games[0];
        const Played& a = r.games[at];
        ++n, wins += a.won, heuristicWins += h.won;
        onlyAdvised += a.won && !h.won, onlyHeuristic += h.won && !a.won;
        advised += a.advised, differed += a.differed, tied += a.keptHeuristic, spent += a.playouts;
        secondLooks += a.secondLooks;
        for (const auto& [kind, counts] : a.byKind) {
            auto& k = byKind[kind];
            k.first += counts.first, k.second += counts.second;
        }
    }
    // The paired difference: per seed +1, 0 or -1; its mean and the normal 95% interval of it.
    const double d = double(onlyAdvised - onlyHeuristic) / n;
    const double var = n > 1 ? (onlyAdvised + onlyHeuristic - n * d * d) / (n - 1.0) : 1.0;
    const double dMargin = 1.96 * std::sqrt(std::max(var, 0.0) / n);
    std::printf("  %-14s %d won, %.1f%% +- %.1f points; against the heuristic (paired by seed) %+.1f points +- %.1f "
                "(won by it only %d, by the heuristic only %d)\n",
                kChooserNames[at], wins, 100.0 * wins / n, 100 * margin95(wins, n), 100 * d, 100 * dMargin,
                onlyAdvised, onlyHeuristic);
    std::printf("  %-14s %lld advised decisions (%.0f a game), %lld playouts; its choice not the heuristic's at %lld "
                "(%.1f%%); the halving's leader another option but not told apart (the heuristic's kept) at %lld; "
                "second looks %lld\n",
                "", advised, double(advised) / n, spent, differed, advised ? 100.0 * differed / advised : 0.0, tied,
                secondLooks);
    std::printf("  %-14s by decision kind (advised, not the heuristic's choice):", "");
    for (const auto& [kind, counts] : byKind)
        std::printf(" %s %d %d;", kind.c_str(), counts.first, counts.second);
    std::printf("\n");
}

void printSummary(const std::vector<Row>& rows, const std::vector<Chooser>& players, int playouts, double wall,
                  double processor) {
    int n = 0, heuristicWins = 0;
    for (const Row& r : rows)
        if (r.done)
            ++n, heuristicWins += r.games[0].won;
    if (n == 0)
        return;
    std::printf("\n%d games, Four Solo, Normal; advice: %d playouts a decision, every playout to the end\n", n,
                playouts);
    std::printf("  %-14s %d won, %.1f%% +- %.1f points\n", kChooserNames[0], heuristicWins, 100.0 * heuristicWins / n,
                100 * margin95(heuristicWins, n));
    for (Chooser p : players)
        printAgainstHeuristic(rows, p);
    std::printf("  ways the games ended:\n");
    printEndings(rows, Chooser::Heuristic);
    for (Chooser p : players)
        printEndings(rows, p);
    std::printf("  time: %.0f s wall, %.0f s processor\n", wall, processor);
}

void printGames(const std::vector<Row>& rows, const std::vector<Chooser>& players, long long first) {
    std::printf("\n seed  %-20s", kChooserNames[0]);
    for (Chooser p : players)
        std::printf("  %-20s turns advised differed", kChooserNames[size_t(p)]);
    std::printf("\n");
    for (size_t i = 0; i < rows.size(); ++i) {
        const Played& h = rows[i].games[0];
        std::printf("%5lld  %-4s %-15s", first + (long long)i, h.won ? "won" : "lost",
                    kEndReasonIds[size_t(h.reason)].data());
        for (Chooser p : players) {
            const Played& a = rows[i].games[size_t(p)];
            std::printf("  %-4s %-15s %5d %7d %8d", a.won ? "won" : "lost", kEndReasonIds[size_t(a.reason)].data(),
                        a.turns, a.advised, a.differed);
        }
        std::printf("\n");
    }
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int games = argc > 1 ? std::atoi(argv[1]) : 300;
    const int playouts = argc > 2 ? std::atoi(argv[2]) : 128;
    const int threads = argc > 3 ? std::atoi(argv[3]) : 2;
    const long long first = argc > 4 ? std::atoll(argv[4]) : 1;
    const std::string which = argc > 5 ? argv[5] : "best";
    g_secondLook = argc > 6 ? std::atoi(argv[6]) : 1;
    std::vector<Chooser> players;
    if (which == "best" || which == "both" || which == "tree-advice")
        players.push_back(Chooser::Best);
    if (which == "tree-advice")
        g_search = solo::advisor::Search::Tree;
    if (which == "tree" || which == "both")
        players.push_back(Chooser::Tree);
    g_tree.exploration = argc > 7 ? std::atof(argv[7]) : g_tree.exploration;
    g_tree.heuristicPrior = argc > 8 ? std::atof(argv[8]) : g_tree.heuristicPrior;
    if (games < 1 || playouts < 1 || playouts > solo::advisor::kMaxPlayouts || threads < 1 || threads > 64 ||
        first < 0 || players.empty() || g_secondLook < 1 || g_secondLook > 1000 || !(g_tree.exploration >= 0) ||
        !(g_tree.heuristicPrior >= 0 && g_tree.heuristicPrior <= 1)) {
        std::fprintf(stderr, "usage: bench_advisor_strength [games >= 1] [playouts 1..%d] [threads 1..64] "
                             "[first seed >= 0] [best|tree|both|tree-advice] [second look 1..1000] [tree exploration >= 0] "
                             "[tree prior 0..1]\n",
                     solo::advisor::kMaxPlayouts);
        return 2;
    }
    std::printf("seeds %lld..%lld, %d playouts a decision, %d threads, advised players: %s, second look x%d; "
                "tree: exploration %.2f, heuristic prior %.2f\n",
                first, first + games - 1, playouts, threads, which.c_str(), g_secondLook, g_tree.exploration,
                g_tree.heuristicPrior);
    std::fflush(stdout);
    const auto start = std::chrono::steady_clock::now();
    const double processorBefore = processorSeconds();
    auto wall = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
    std::vector<Row> rows(static_cast<size_t>(games));
    std::atomic<int> next{0};
    std::atomic<bool> failed{false};
    std::mutex report;
    int finished = 0;
    std::array<int, kChooserNames.size()> wins{};
    auto work = [&] {
        for (int i; !failed && (i = next++) < games;) {
            Row& r = rows[size_t(i)];
            const uint64_t seed = uint64_t(first + i);
            bool ok = playGame(seed, Chooser::Heuristic, playouts, r.games[0]);
            for (Chooser p : players)
                ok = ok && playGame(seed, p, playouts, r.games[size_t(p)]);
            if (!ok) {
                failed = true;
                return;
            }
            const std::lock_guard lock(report);
            r.done = true;
            ++finished;
            std::fprintf(stderr, "[%5.0f s] game %llu: heuristic %s", wall(), (unsigned long long)seed,
                         r.games[0].won ? "won" : "lost");
            wins[0] += r.games[0].won;
            for (Chooser p : players) {
                const Played& a = r.games[size_t(p)];
                wins[size_t(p)] += a.won;
                std::fprintf(stderr, ", %s %s (%d of %d differed)", kChooserNames[size_t(p)], a.won ? "won" : "lost",
                             a.differed, a.advised);
            }
            std::fprintf(stderr, "; %d done, won: heuristic %d", finished, wins[0]);
            for (Chooser p : players)
                std::fprintf(stderr, ", %s %d", kChooserNames[size_t(p)], wins[size_t(p)]);
            std::fprintf(stderr, "\n");
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (auto& t : pool)
        t.join();
    if (failed)
        return 1;
    printGames(rows, players, first);
    printSummary(rows, players, playouts, wall(), processorSeconds() - processorBefore);
    return 0;
}
