// Could a lighter playout player make the advisor's full-length playouts fast enough? (issue #34,
// point 3: 10,000 in 1 s on two cores.) Plays the same Four Solo games (Normal, seeds FIRST..,
// the characters cli::randomCharacters gives each seed) by the heuristic player and by a lighter
// variant of it, and prints their win rates (95% margins), the paired difference, decisions a
// game and the time a decision. Then the floor no playout player can go under: the heuristic's
// games replayed by their choices' indices, the engine alone. Then, along the heuristic's own
// games, how often the variant chooses the same option and the heuristic's time, by kind of
// decision. Not a test; docs/policy.md ("Speed", twentieth session) has the figures.
//
// The variants, each the heuristic player's rules except:
//   active      an Active Card play (Four Solo 5.1) is weighed only at a move, an action and the
//               variant's Active Card windows, not at every decision;
//   contribute  a contribution is sized from the check's expected total, not its exact odds;
//   both        the two;
//   cheap       the two, and every rule's offer to use a card or an ability declined and every
//               Active Card window passed, unweighed.
//
// Usage: playout_player [games = 2000] [first seed = 1] [active|contribute|both|cheap = both]
#include "check_odds.h"
#include "engine.h"
#include "heuristic_player.h"
#include "policy_internal.h"
#include "simulate.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <optional>
#include <vector>

using namespace bsg;
using namespace bsg::solo::policy;

namespace {

// A card of each colour as strong on average as the colour's whole deck (every copy of the
// data's cards): the playout player's guess at a face-down card, instead of the exact odds over
// the copies the player has not seen.
double deckMeanStrength(SkillType colour) {
    static const std::array<double, kMaxSkillTypes> means = [] {
        std::array<double, kMaxSkillTypes> sum{}, n{};
        for (const SkillCardDef& c : cardData().skillCards) {
            sum[size_t(c.type)] += double(c.copies) * c.strength;
            n[size_t(c.type)] += c.copies;
        }
        std::array<double, kMaxSkillTypes> out{};
        for (size_t t = 0; t < out.size(); ++t)
            out[t] = n[t] > 0 ? sum[t] / n[t] : 2.0;
        return out;
    }();
    return means[size_t(colour)];
}

// The check's expected total as the player knows it: the cards it knows at their value, a
// face-down card at its colour's mean strength, and 3.3's random card still to come.
double expectedCheckTotal(const PlayerKnowledge& k) {
    double total = 0;
    for (int i = 0; i < k.checkCardCount(); ++i) {
        const CheckCard c = k.checkCard(i);
        total += c.strength >= 0 ? checkValue(k, c.colour, c.strength)
                                 : checkValue(k, c.colour, 1) * deckMeanStrength(c.colour);
    }
    if (currentCardToCome(k)) { // one of the current character's wrong-colour cards
        double sum = 0;
        int n = 0;
        for (SkillCard c : k.hand(k.current()))
            if (!(k.check().skills & skillBit(cardData().skillCards[c].type))) {
                sum += checkValue(k, c);
                ++n;
            }
        if (n > 0)
            total += sum / n;
    }
    return total;
}

// How far above the difficulty the expected total is aimed: two destiny cards and the random
// card leave a few points of doubt.
constexpr double kSafety = 2.0;

// The strength this character would put in for the check to pass (or reach its partial result
// when a pass is out of reach); 0 when the check is out of reach or its stakes not worth it.
double wantedStrength(const PlayerKnowledge& k, double capacity, double toCome) {
    const CheckStakes st = stakesOfCheck(k);
    const double expected = expectedCheckTotal(k) + toCome;
    double wanted = st.difficulty - expected + kSafety;
    double gain = st.pass - (st.partialAt >= 0 ? st.partial : st.fail);
    if (wanted > capacity + kSafety && st.partialAt >= 0) {
        wanted = st.partialAt - expected + kSafety;
        gain = st.partial - st.fail;
    }
    if (wanted <= 0 || wanted > capacity + kSafety)
        return 0;
    const double cost = strengthCost(k, k.actor()) * std::min(wanted, capacity);
    return gain > cost ? std::min(wanted, capacity) : 0;
}

// A contribution sized from the check's expected total (the heuristic player works out the
// exact odds of every addition: a fifth of a playout's time).
Option decideContributionLightly(const PlayerKnowledge& k) {
    const Seat seat = k.actor();
    if (seat < 0 || k.revealed(seat))
        return k.options().front();
    double mine = 0;
    for (const Option& o : k.options())
        if (o.verb == Verb::Contribute)
            mine += std::max(0, checkValue(k, SkillCard(o.a)));
    if (mine <= 0)
        return opt(Verb::Done);
    const StillToCome later = stillToCome(k, seat, k.check().skills);
    const double capacity = mine + 0.8 * later.strength;
    const double share = wantedStrength(k, capacity, -3.0 * later.wrongColourCards) * mine / capacity;
    if (share < 0.75)
        return opt(Verb::Done);
    return contributionCovering(k, seat, share);
}

bool g_lightActive = true, g_lightContribution = true, g_passWindows = false;

bool activePlayWeighedAt(DecisionKind kind) {
    return kind == DecisionKind::Movement || kind == DecisionKind::Action ||
           (kind == SoloDecision::ActiveWindow && !g_passWindows);
}

// The `cheap` variant's windows: every offer the rules make to use a card or an ability is
// declined, and the variant's Active Card windows are passed, without weighing anything.
std::optional<Option> passedWithoutWeighing(const PlayerKnowledge& k) {
    if (!g_passWindows || (k.kind() != DecisionKind::RuleChoice && k.kind() != SoloDecision::ActiveWindow))
        return std::nullopt;
    for (const Option& o : k.options())
        if (o.verb == Verb::Decline || o.verb == Verb::Done)
            return o;
    if (k.kind() == SoloDecision::ActiveWindow)
        for (const Option& o : k.options())
            if (o.verb != SoloVerb::PlayActive)
                return o;
    return std::nullopt;
}

Option chooseLighter(const GameState& s) {
    if (s.decision.options.size() == 1)
        return s.decision.options.front();
    const PlayerKnowledge k(s);
    if (!g_lightActive || activePlayWeighedAt(k.kind()))
        if (const Option* play = activePlayWorthMaking(k))
            return *play;
    if (const std::optional<Option> pass = passedWithoutWeighing(k))
        return *pass;
    if (g_lightContribution && k.kind() == DecisionKind::Contribute)
        return decideContributionLightly(k);
    return decideByKind(k);
}

using Chooser = Option (*)(const GameState&);

std::optional<GameState> startGame(uint64_t seed) { return newGame(cli::fourSoloSetup(seed), nullptr); }

struct Played {
    bool won = false;
    long decisions = 0;
};

Played play(uint64_t seed, Chooser choose) {
    Played r;
    auto game = startGame(seed);
    for (int i = 0; game && i < 50000 && !game->gameOver() && game->hasDecision; ++i) {
        game->log.clear();
        ++r.decisions;
        if (apply(*game, choose(*game)))
            break;
    }
    r.won = game && game->over.winner == Side::Human;
    return r;
}

Option heuristic(const GameState& s) { return chooseHeuristic(s); }
Option light(const GameState& s) { return chooseLighter(s); }

// Both players' games, alternated so that the machine's changing speed falls on both alike:
// their win rates, time a decision, and the paired difference.
void compareGames(int games, uint64_t first, const char* variant) {
    std::vector<Played> byPlayer[2];
    const Chooser choosers[2] = {heuristic, light};
    const char* names[2] = {"heuristic", variant};
    double seconds[2] = {0, 0};
    long decisions[2] = {0, 0};
    for (int g = 0; g < games; ++g)
        for (int p = 0; p < 2; ++p) {
            const auto start = std::chrono::steady_clock::now();
            byPlayer[p].push_back(play(first + uint64_t(g), choosers[p]));
            seconds[p] += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            decisions[p] += byPlayer[p].back().decisions;
        }
    for (int p = 0; p < 2; ++p) {
        int wins = 0;
        for (const Played& r : byPlayer[p])
            wins += r.won;
        const double rate = double(wins) / games;
        std::printf("%-10s won %d of %d (%.1f%% +- %.1f), %.0f decisions a game, %.0f ns a decision, %.0f games/s\n",
                    names[p], wins, games, 100 * rate, 196 * std::sqrt(rate * (1 - rate) / games),
                    double(decisions[p]) / games, 1e9 * seconds[p] / double(decisions[p]), games / seconds[p]);
    }
    double sum = 0, sumSq = 0;
    for (int g = 0; g < games; ++g) {
        const double d = double(byPlayer[1][size_t(g)].won) - double(byPlayer[0][size_t(g)].won);
        sum += d, sumSq += d * d;
    }
    const double mean = sum / games, var = sumSq / games - mean * mean;
    std::printf("%s - heuristic, paired by seed: %+.1f points +- %.1f\n", variant, 100 * mean,
                196 * std::sqrt(var / games));
}

// The engine alone: the heuristic player's games again, their choices replayed by index. No
// playout player can make a game cheaper than this.
void engineAlone(int games, uint64_t first) {
    std::vector<std::vector<uint8_t>> choices(static_cast<size_t>(games));
    double chooseSeconds = 0;
    long decisions = 0;
    for (int g = 0; g < games; ++g) {
        auto game = startGame(first + uint64_t(g));
        const auto t0 = std::chrono::steady_clock::now();
        for (int i = 0; game && i < 50000 && !game->gameOver() && game->hasDecision; ++i) {
            game->log.clear();
            const Option o = heuristic(*game);
            const auto& options = game->decision.options;
            const size_t at = size_t(std::find(options.begin(), options.end(), o) - options.begin());
            if (at >= options.size() || at > 255)
                break; // never: the heuristic chooses one of the options, and there are fewer than 256
            choices[size_t(g)].push_back(uint8_t(at));
            if (apply(*game, o))
                break;
        }
        chooseSeconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        decisions += long(choices[size_t(g)].size());
    }
    const auto t0 = std::chrono::steady_clock::now();
    for (int g = 0; g < games; ++g) {
        auto game = startGame(first + uint64_t(g));
        for (uint8_t at : choices[size_t(g)]) {
            if (!game)
                break;
            game->log.clear();
            if (applyAt(*game, at))
                break;
        }
    }
    const double replaySeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("engine alone, the heuristic's %d games replayed: %.0f ns a decision; with the heuristic "
                "player choosing %.0f ns (the engine %.0f%% of it)\n",
                games, 1e9 * replaySeconds / double(decisions), 1e9 * chooseSeconds / double(decisions),
                100 * replaySeconds / chooseSeconds);
}

// Along the heuristic's own games: how often the variant chooses the same option, and the
// heuristic's time a decision, by kind (decisions with a choice only).
void agreementByKind(int games, uint64_t first) {
    std::map<int, std::pair<long, long>> byKind; // kind -> (same, all)
    std::map<int, double> secondsByKind;
    for (int g = 0; g < games; ++g) {
        auto game = startGame(first + uint64_t(g));
        for (int i = 0; game && i < 50000 && !game->gameOver() && game->hasDecision; ++i) {
            game->log.clear();
            if (game->decision.options.size() < 2) {
                if (apply(*game, game->decision.options.front()))
                    break;
                continue;
            }
            const auto t0 = std::chrono::steady_clock::now();
            const Option h = heuristic(*game);
            const int kind = int(game->decision.kind);
            secondsByKind[kind] += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            auto& [same, all] = byKind[kind];
            same += light(*game) == h;
            ++all;
            if (apply(*game, h))
                break;
        }
    }
    long same = 0, all = 0;
    for (const auto& [kind, counts] : byKind) {
        same += counts.first, all += counts.second;
        std::printf("  kind %3d: the same option at %ld of %ld decisions, heuristic %.0f ns each\n", kind, counts.first,
                    counts.second, 1e9 * secondsByKind[kind] / double(counts.second));
    }
    std::printf("the same option at %ld of %ld decisions with a choice (%.1f%%), %d heuristic games\n", same, all,
                100.0 * double(same) / double(std::max(all, 1L)), games);
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int games = argc > 1 ? std::atoi(argv[1]) : 2000;
    const uint64_t first = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    const char* variant = argc > 3 ? argv[3] : "both";
    const bool cheap = !std::strcmp(variant, "cheap");
    g_lightActive = !std::strcmp(variant, "active") || !std::strcmp(variant, "both") || cheap;
    g_lightContribution = !std::strcmp(variant, "contribute") || !std::strcmp(variant, "both") || cheap;
    g_passWindows = cheap;
    if (games < 1 || (!g_lightActive && !g_lightContribution)) {
        std::fprintf(stderr, "usage: playout_player [games] [first seed] [active|contribute|both|cheap]\n");
        return 2;
    }
    compareGames(games, first, variant);
    engineAlone(std::min(games, 500), first);
    agreementByKind(std::min(games, 200), first);
    return 0;
}
