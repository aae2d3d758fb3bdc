// The advisor (advisor.h): check odds, and win chances by playouts over the information set.
#include "advisor.h"

#include "check_odds.h"
#include "heuristic_player.h"
#include "information_set.h"
#include "player_knowledge.h"
#include "solo_rules_internal.h"
#include "value_model.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <thread>

namespace bsg::solo::advisor {

namespace {

constexpr int kPlayoutDecisionLimit = 20000; // a game never lasts this long

// A seed for playout i that depends on nothing else (the thread count changes nothing).
uint64_t playoutSeed(uint64_t seed, int i) {
    uint64_t z = seed * 0x9E3779B97F4A7C15ull + uint64_t(i) * 0xBF58476D1CE4E5B9ull + 0x94D049BB133111EBull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// One playout: a sampled game, the option, then the heuristic player to the horizon.
double playout(const InformationSet& set, const Option& option, uint64_t seed, int horizon) {
    const QuietLog quiet; // nobody reads a playout's log
    Rng rng(seed);
    GameState t = set.sample(rng);
    if (apply(t, option))
        return winChanceEstimate(t); // cannot happen: the options are the player's to see
    const int stopTurn = horizon > 0 ? set.base().turn + horizon : -1;
    for (int i = 0; i < kPlayoutDecisionLimit && !t.gameOver() && t.hasDecision; ++i) {
        if (stopTurn > 0 && t.turn >= stopTurn)
            break;
        if (apply(t, policy::chooseHeuristic(t)))
            break;
    }
    return winChanceEstimate(t);
}

} // namespace

std::optional<CheckOdds> checkOdds(const GameState& s) {
    if (!s.hasDecision || s.gameOver() || s.decision.kind != DecisionKind::Contribute)
        return std::nullopt;
    const policy::PlayerKnowledge k(s);
    if (!k.checkUnderway())
        return std::nullopt;
    CheckOdds odds;
    odds.difficulty = k.check().difficulty - (k.checkExtras().emergencyDeclared ? 2 : 0);
    odds.partialAt = k.check().partial;
    const policy::SumDistribution total = policy::checkTotal(k, true);
    odds.pass = total.atLeast(odds.difficulty);
    odds.partial = odds.partialAt >= 0 ? total.atLeast(odds.partialAt) : odds.pass;
    for (const Option& o : s.decision.options) {
        if (o.verb != Verb::Contribute)
            continue;
        // A card the player chooses goes in at its value; 3.3's card of the current character
        // comes from its hand without that card.
        const int value = policy::checkValue(k, SkillCard(o.a));
        policy::SumDistribution with = total.shifted(value);
        if (s.decision.actor == s.current && policy::currentCardToCome(k))
            with = total; // the current character's own card: 3.3 draws it at random instead
        CheckOdds::IfAdded a;
        a.option = o;
        a.pass = with.atLeast(odds.difficulty);
        a.partial = odds.partialAt >= 0 ? with.atLeast(odds.partialAt) : a.pass;
        odds.ifAdded.push_back(a);
    }
    return odds;
}

std::optional<Advice> advise(const GameState& s, const AdvisorOptions& o, Error* error) {
    auto fail = [&](const char* code, std::string message) -> std::optional<Advice> {
        if (error)
            *error = Error{code, std::move(message)};
        return std::nullopt;
    };
    if (!isSoloGame(s))
        return fail("not_solo", "The advisor plays Four Solo games only.");
    if (s.gameOver())
        return fail("game_over", "The game is over: there is no decision to advise on.");
    if (!s.hasDecision || s.decision.options.empty())
        return fail("no_decision", "No decision is pending.");
    if (o.playouts < 1 || o.playouts > kMaxPlayouts)
        return fail("bad_request", "playouts must be a whole number from 1 to " + std::to_string(kMaxPlayouts) + ".");
    if (o.horizon < 0 || o.horizon > kMaxHorizon)
        return fail("bad_request", "horizon must be a whole number from 0 (play to the end) to " +
                                       std::to_string(kMaxHorizon) + " turns.");
    if (o.threads < 1 || o.threads > kMaxThreads)
        return fail("bad_request", "threads must be from 1 to " + std::to_string(kMaxThreads) + ".");

    const auto start = std::chrono::steady_clock::now();
    const InformationSet set(s);
    const OptionList options = s.decision.options;
    const int n = int(options.size());
    std::vector<double> results(size_t(o.playouts), std::nan("")); // NaN: not played (stopped)
    std::atomic<int> next{0}, done{0};
    std::atomic<bool> stop{false};
    auto work = [&] {
        for (int i; !stop.load(std::memory_order_relaxed) && (i = next.fetch_add(1)) < o.playouts;) {
            results[size_t(i)] = playout(set, options[size_t(i % n)], playoutSeed(o.seed, i), o.horizon);
            done.fetch_add(1);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < std::min(o.threads, o.playouts); ++t)
        pool.emplace_back(work);
    if (o.progress) {
        // The calling thread reports progress and takes playouts in between.
        while (!stop && next.load() < o.playouts) {
            const int i = next.fetch_add(1);
            if (i >= o.playouts)
                break;
            results[size_t(i)] = playout(set, options[size_t(i % n)], playoutSeed(o.seed, i), o.horizon);
            done.fetch_add(1);
            if (!o.progress(done.load(), o.playouts))
                stop = true;
        }
    } else {
        work();
    }
    for (auto& t : pool)
        t.join();
    if (o.progress && !stop)
        o.progress(done.load(), o.playouts);

    Advice advice;
    advice.horizon = o.horizon;
    advice.stopped = stop;
    advice.check = checkOdds(s);
    for (int j = 0; j < n; ++j) {
        OptionAdvice a;
        a.option = options[size_t(j)];
        double sum = 0, sumSq = 0;
        for (int i = j; i < o.playouts; i += n) {
            if (std::isnan(results[size_t(i)]))
                continue;
            sum += results[size_t(i)];
            sumSq += results[size_t(i)] * results[size_t(i)];
            ++a.playouts;
        }
        if (a.playouts > 0) {
            a.winChance = sum / a.playouts;
            const double variance = std::max(0.0, sumSq / a.playouts - a.winChance * a.winChance);
            a.margin = a.playouts > 1 ? 1.96 * std::sqrt(variance / (a.playouts - 1)) : 1.0;
        }
        advice.playouts += a.playouts;
        advice.options.push_back(a);
    }
    advice.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return advice;
}

} // namespace bsg::solo::advisor
