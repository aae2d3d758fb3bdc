// The advisor (advisor.h): check odds, and win chances by playouts over the information set.
#include "advisor.h"

#include "check_odds.h"
#include "heuristic_player.h"
#include "information_set.h"
#include "playout.h"
#include "player_knowledge.h"
#include "tree_search.h"
#include "value_model.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <thread>

namespace bsg::solo::advisor {

namespace {

// What one playout came to: the humans' chance (1 or 0 for a finished game, the value model's
// estimate at the horizon) and how the game ended (None when it did not).
struct Outcome {
    double value = std::nan(""); // NaN: not played (the progress stopped the playouts)
    EndReason reason = EndReason::None;
};

// One playout: a sampled game, the option, then the heuristic player to the horizon.
Outcome playout(const InformationSet& set, const Option& option, uint64_t seed, int horizon) {
    const QuietLog quiet; // nobody reads a playout's log
    Rng rng(seed);
    GameState t = set.sample(rng);
    if (apply(t, option))
        return {winChanceEstimate(t)}; // cannot happen: the options are the player's to see
    playByHeuristic(t, horizon > 0 ? set.base().turn + horizon : -1);
    return {winChanceEstimate(t), t.gameOver() ? t.over.reason : EndReason::None};
}

// One playout to make: an option (its index in the decision) in a sampled game (the world's
// index gives its seed). Every option played in world w starts from the same game with the
// same random numbers: common random numbers, so options are compared on equal deals.
struct Task {
    int option;
    int world;
};

using Result = PlayoutResult;

// Plays batches of tasks on the asked threads; the calling thread reports progress between its
// own playouts when asked to. Results go by task index, so the thread count changes nothing.
class Runner {
public:
    Runner(const InformationSet& set, const OptionList& options, const AdvisorOptions& o, int total)
        : m_set(set), m_options(options), m_o(o), m_total(total) {}

    // Plays `tasks`; results[i] is NaN for a task not played because the progress stopped them.
    void run(const std::vector<Task>& tasks, std::vector<Outcome>& results) {
        results.assign(tasks.size(), Outcome{});
        std::atomic<size_t> next{0};
        std::atomic<int> done{0};
        auto one = [&](size_t i) {
            results[i] = playout(m_set, m_options[size_t(tasks[i].option)], playoutSeed(m_o.seed, tasks[i].world),
                                 m_o.horizon);
            done.fetch_add(1);
        };
        auto work = [&] {
            for (size_t i; !m_stop.load(std::memory_order_relaxed) && (i = next.fetch_add(1)) < tasks.size();)
                one(i);
        };
        std::vector<std::thread> pool;
        for (int t = 1; t < std::min(m_o.threads, int(tasks.size())); ++t)
            pool.emplace_back(work);
        if (m_o.progress) {
            for (size_t i; !m_stop.load() && (i = next.fetch_add(1)) < tasks.size();) {
                one(i);
                if (!m_o.progress(m_done + done.load(), m_total))
                    m_stop = true;
            }
        } else {
            work();
        }
        for (auto& t : pool)
            t.join();
        m_done += done.load();
    }
    [[nodiscard]] bool stopped() const { return m_stop.load(); }
    // `extra` playouts made outside run (the tree search's iterations): reported from the
    // calling thread as run reports its own; false when the progress stops them.
    bool report(int extra) {
        if (m_o.progress && !m_stop.load() && !m_o.progress(m_done + extra, m_total))
            m_stop = true;
        return !m_stop.load();
    }
    void count(int made) { m_done += made; }
    // More playouts than first planned (the confirming games): the progress counts to the new total.
    void extend(int more) { m_total += more; }
    void finish() const {
        if (m_o.progress && !m_stop.load())
            (void)m_o.progress(m_done, m_total);
    }

private:
    const InformationSet& m_set;
    const OptionList& m_options;
    const AdvisorOptions& m_o;
    int m_total;
    int m_done = 0;
    std::atomic<bool> m_stop{false};
};

double mean(const std::vector<Result>& r) {
    double sum = 0;
    for (const Result& x : r)
        sum += x.value;
    return r.empty() ? 0 : sum / double(r.size());
}

// Half the 95% confidence interval of the mean of n values with this sum and sum of squares.
double margin95(double sum, double sumSq, int n) {
    if (n < 2)
        return 1.0;
    const double m = sum / n;
    const double variance = std::max(0.0, sumSq / n - m * m);
    return 1.96 * std::sqrt(variance / (n - 1));
}

// An option's chance and margin from its results. The margin counts two wins and two losses
// more (for results of 0 and 1 the Agresti-Coull interval): 0 wins in 300 games is not a
// certain loss, and a margin of 0 would say it is.
OptionAdvice adviceOf(const Option& option, const std::vector<Result>& results) {
    OptionAdvice a;
    a.option = option;
    a.playouts = int(results.size());
    double sum = 0, sumSq = 0;
    for (const Result& x : results)
        sum += x.value, sumSq += x.value * x.value;
    a.winChance = results.empty() ? 0 : sum / double(results.size());
    a.margin = results.empty() ? 1.0 : margin95(sum + 2, sumSq + 2, a.playouts + 4);
    return a;
}

// Calls f(a's result, b's result) for every world both played (each list in world order).
template <class F> void forEachPair(const std::vector<Result>& a, const std::vector<Result>& b, F f) {
    for (size_t i = 0, j = 0; i < a.size() && j < b.size();) {
        if (a[i].world < b[j].world)
            ++i;
        else if (b[j].world < a[i].world)
            ++j;
        else
            f(a[i++], b[j++]);
    }
}

// The mean of f(a's result) - f(b's result) over the worlds both played (each list in world
// order), and whether the two are told apart by f: whether that mean lies outside its 95%
// interval (1.96 standard errors either side, so one-sided at 97.5%). The test counts two pairs
// won by each side more, as the margins count two wins and two losses more: a handful of games
// all going one way is not yet proof (5 of 5 is not, 6 of 6 is - where an exact sign test at
// 97.5% draws the line too).
struct Paired {
    int games = 0;
    double meanFirst = 0;      // the mean of f(a's result) over those worlds
    double meanDifference = 0;
    bool withinChance = true;
};
template <class F> Paired paired(const std::vector<Result>& a, const std::vector<Result>& b, F f) {
    double sum = 0, sumSq = 0, first = 0;
    int n = 0;
    forEachPair(a, b, [&](const Result& x, const Result& y) {
        const double d = f(x) - f(y);
        first += f(x), sum += d, sumSq += d * d, ++n;
    });
    if (n < 2)
        return {n, first, n ? sum : 0, true};
    constexpr int kPseudo = 4; // two pairs at +1, two at -1
    const bool within = std::fabs(sum / (n + kPseudo)) <= margin95(sum, sumSq + kPseudo, n + kPseudo);
    return {n, first / n, sum / n, within};
}

bool tied(const std::vector<Result>& a, const std::vector<Result>& b) {
    return paired(a, b, [](const Result& r) { return r.value; }).withinChance;
}

// The same question for results of other deals (the tree search's options): the difference of
// the two chances lies within the 95% interval of two independent estimates.
bool tiedUnpaired(const OptionAdvice& a, const OptionAdvice& b) {
    return std::fabs(a.winChance - b.winChance) <= std::hypot(a.margin, b.margin);
}

// +1 when `a` is told above `b` over the worlds both played (paired), -1 when below, 0 when not
// told apart.
int toldApart(const std::vector<Result>& a, const std::vector<Result>& b) {
    const Paired d = paired(a, b, [](const Result& r) { return r.value; });
    return d.withinChance ? 0 : d.meanDifference > 0 ? 1 : -1;
}

// The ways the games ended after the best option and after `other`, over the worlds both played
// (Explanation in advisor.h).
Explanation explain(const std::vector<Result>& best, const std::vector<Result>& other, int against) {
    Explanation why;
    why.against = against;
    std::array<bool, kEndReasonIds.size()> seen{};
    for (const auto* list : {&best, &other})
        for (const Result& r : *list)
            seen[size_t(r.reason)] = true;
    for (size_t k = 0; k < seen.size(); ++k) {
        if (!seen[k])
            continue;
        const EndReason reason = EndReason(k);
        auto is = [reason](const Result& r) { return r.reason == reason ? 1.0 : 0.0; };
        const Paired d = paired(best, other, is);
        why.games = d.games;
        why.outcomes.push_back({reason, d.meanFirst, d.meanFirst - d.meanDifference, !d.withinChance});
    }
    // In the best option's favour: a human win more often, any other ending less often.
    auto favour = [](const OutcomeShare& s) { return (s.reason == EndReason::Kobol ? 1 : -1) * (s.best - s.other); };
    std::stable_sort(why.outcomes.begin(), why.outcomes.end(), [&](const OutcomeShare& x, const OutcomeShare& y) {
        if (x.telling != y.telling)
            return x.telling;
        return favour(x) > favour(y);
    });
    return why;
}

// Successive halving: the budget is spread over ceil(log2 n) rounds; every option still in
// contention plays the round's worlds (the same for all), and after each round the better
// half by chance so far stays. The last round spends what is left. The best option is the
// leader of the last round played: an option dropped early may show a higher chance from its
// few playouts, but it lost to the leaders on the same games when it was dropped.
struct Halving {
    std::vector<std::vector<Result>> results; // per option, in world order
    int best = 0;
    int runnerUp = -1; // the second of the last round played (-1: one option)
    int worlds = 0; // the worlds 0..worlds-1 were played
};
Halving successiveHalving(Runner& runner, int optionCount, int budget) {
    std::vector<std::vector<Result>> results(static_cast<size_t>(optionCount));
    std::vector<int> alive(static_cast<size_t>(optionCount));
    for (int j = 0; j < optionCount; ++j)
        alive[size_t(j)] = j;
    const int rounds = std::max(1, int(std::ceil(std::log2(double(optionCount)))));
    int used = 0, world = 0;
    for (int r = 0; r < rounds && !runner.stopped(); ++r) {
        const int left = budget - used, count = int(alive.size());
        if (r > 0 && left < count)
            break; // a budget smaller than the options: one playout each, no halving
        const bool last = r == rounds - 1;
        const int each = std::max(1, (last ? left : left / (rounds - r)) / count);
        const int extra = last && left > each * count ? left - each * count : 0; // to the leaders, one more each
        std::vector<Task> tasks;
        for (int k = 0; k < each + (extra > 0); ++k)
            for (int a = 0; a < (k < each ? count : extra); ++a)
                tasks.push_back({alive[size_t(a)], world + k});
        std::vector<Outcome> outcomes;
        runner.run(tasks, outcomes);
        for (size_t i = 0; i < tasks.size(); ++i)
            if (!std::isnan(outcomes[i].value))
                results[size_t(tasks[i].option)].push_back({tasks[i].world, outcomes[i].value, outcomes[i].reason});
        used += int(tasks.size());
        world += each + (extra > 0);
        std::stable_sort(alive.begin(), alive.end(), [&](int a, int b) {
            return mean(results[size_t(a)]) > mean(results[size_t(b)]);
        });
        if (r < rounds - 1)
            alive.resize((alive.size() + 1) / 2);
    }
    return {std::move(results), alive.front(), alive.size() > 1 ? alive[1] : -1, world};
}

// The tree search of Search::Tree over `budget` iterations: one tree per kIterationsPerTree of
// them (a number that depends on the budget alone, so the thread count changes nothing; the
// desktop's 10,000 playouts give six, three a thread on two), tree k
// growing over the worlds k, k + trees, ...; the trees grow on the asked threads and their
// root results are merged. The best is the most visited option (the higher mean breaks a tie),
// the runner-up the next; the games of different options are not the same deals.
constexpr int kIterationsPerTree = 1250;
constexpr int kMaxTrees = 16;
Halving treeSearch(Runner& runner, const InformationSet& set, const AdvisorOptions& o, int budget) {
    const int n = int(set.base().decision.options.size());
    const int trees = std::clamp(budget / kIterationsPerTree, 1, kMaxTrees);
    std::vector<GrownTree> grown(static_cast<size_t>(trees));
    std::atomic<int> nextTree{0}, made{0};
    auto grow = [&](bool reports) {
        for (int k; !runner.stopped() && (k = nextTree.fetch_add(1)) < trees;)
            grown[size_t(k)] = growTree(set, o, TreeOptions{}, k, trees, (budget - k + trees - 1) / trees, [&] {
                const int now = made.fetch_add(1) + 1;
                return reports ? runner.report(now) : !runner.stopped();
            });
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < std::min(o.threads, trees); ++t)
        pool.emplace_back(grow, false);
    grow(true); // progress is reported from the calling thread only
    for (auto& t : pool)
        t.join();
    runner.count(made.load());
    Halving h;
    h.results.resize(size_t(n));
    for (const GrownTree& g : grown)
        for (size_t j = 0; j < g.results.size(); ++j)
            h.results[j].insert(h.results[j].end(), g.results[j].begin(), g.results[j].end());
    std::vector<int> order(static_cast<size_t>(n));
    for (int j = 0; j < n; ++j) {
        auto& r = h.results[size_t(j)];
        std::sort(r.begin(), r.end(), [](const Result& a, const Result& b) { return a.world < b.world; });
        order[size_t(j)] = j;
    }
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const auto &ra = h.results[size_t(a)], &rb = h.results[size_t(b)];
        return ra.size() != rb.size() ? ra.size() > rb.size() : mean(ra) > mean(rb);
    });
    h.best = order.front();
    h.runnerUp = n > 1 ? order[1] : -1;
    h.worlds = budget;
    return h;
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

namespace {

// The fresh games (the last quarter of the playouts, in worlds the halving did not play): the
// leader alone, or, when `rival` (the heuristic's option) is another option, both on the same
// worlds, half the quarter each (an odd one to the leader alone, so the budget is spent).
struct Fresh {
    std::vector<Result> leader, rival;
};
Fresh playFresh(Runner& runner, const Halving& halving, int rival, int fresh) {
    const int worlds = rival >= 0 ? (fresh + 1) / 2 : fresh;
    std::vector<Task> tasks;
    for (int w = 0; w < worlds; ++w) {
        tasks.push_back({halving.best, halving.worlds + w});
        if (rival >= 0 && int(tasks.size()) < fresh)
            tasks.push_back({rival, halving.worlds + w});
    }
    std::vector<Outcome> outcomes;
    if (!tasks.empty() && !runner.stopped())
        runner.run(tasks, outcomes);
    Fresh out;
    for (size_t i = 0; i < outcomes.size(); ++i)
        if (!std::isnan(outcomes[i].value))
            (tasks[i].option == halving.best ? out.leader : out.rival)
                .push_back({tasks[i].world, outcomes[i].value, outcomes[i].reason});
    return out;
}

// The recommended option alone in `games` more worlds, numbered from the budget up (no other
// playout of the advice played them: every world before holds one at least): its shown chance
// when the fresh games overturned the search's default choice. Those games chose it because it
// did well in them, so their mean for it would be too high (the winner's curse again).
std::vector<Result> playConfirming(Runner& runner, int option, int firstWorld, int games) {
    std::vector<Task> tasks;
    for (int w = 0; w < games; ++w)
        tasks.push_back({option, firstWorld + w});
    std::vector<Outcome> outcomes;
    if (tasks.empty() || runner.stopped())
        return {};
    runner.extend(games);
    runner.run(tasks, outcomes);
    std::vector<Result> out;
    for (size_t i = 0; i < outcomes.size(); ++i)
        if (!std::isnan(outcomes[i].value))
            out.push_back({tasks[i].world, outcomes[i].value, outcomes[i].reason});
    return out;
}

Advice finished(Advice advice, std::chrono::steady_clock::time_point start) {
    advice.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return advice;
}

int indexOf(const OptionList& options, const Option& option) {
    for (size_t j = 0; j < options.size(); ++j)
        if (options[j] == option)
            return int(j);
    return -1;
}

} // namespace

std::optional<Advice> advise(const GameState& s, const AdvisorOptions& o, Error* error) {
    if (refusedRequest(s, o, error))
        return std::nullopt;
    const auto start = std::chrono::steady_clock::now();
    const InformationSet set(s);
    const OptionList options = s.decision.options;
    const int n = int(options.size());
    // The default recommendation; it sees only what the player knows.
    const int heuristic = indexOf(options, policy::chooseHeuristic(s));
    Runner runner(set, options, o, std::max(o.playouts, n));
    // A quarter of the playouts, in games the halving did not play, estimate the leader anew (its
    // chance from the games that chose it would be too high: the winner's curse) and, when the
    // heuristic's option is another, that one too on the same games, to tell the two apart.
    const int fresh = n > 1 ? o.playouts / 4 : 0;
    const bool tree = o.search == Search::Tree;
    const Halving halving = tree ? treeSearch(runner, set, o, o.playouts - fresh)
                                 : successiveHalving(runner, n, o.playouts - fresh);
    const auto& results = halving.results;
    const int leader = halving.best;
    // Played beside the leader in the fresh games: the heuristic's option when it is another;
    // else, after a tree search, the search's second (its games were other deals).
    const int rival = heuristic >= 0 && heuristic != leader ? heuristic : tree ? halving.runnerUp : -1;
    const Fresh freshGames = playFresh(runner, halving, rival, fresh);
    const int verdict = rival >= 0 ? toldApart(freshGames.leader, freshGames.rival) : 0;
    const bool departs = rival == heuristic && verdict > 0;
    // The search's default choice (the heuristic's option after the flat search, the leader
    // after the tree search), unless the fresh games' verdict overturns it.
    const int best = tree ? (verdict < 0 ? rival : leader) : (rival < 0 || departs ? leader : rival);
    const bool overturned = tree ? verdict < 0 : departs;
    const std::vector<Result> confirming =
        overturned ? playConfirming(runner, best, std::max(o.playouts, halving.worlds + (fresh + 1) / 2),
                                    int(freshGames.leader.size()))
                   : std::vector<Result>{};
    runner.finish();

    Advice advice;
    advice.horizon = o.horizon;
    advice.search = o.search;
    advice.stopped = runner.stopped();
    advice.check = checkOdds(s);
    advice.heuristic = heuristic;
    for (int j = 0; j < n; ++j) {
        advice.options.push_back(adviceOf(options[size_t(j)], results[size_t(j)]));
        advice.playouts += advice.options.back().playouts;
    }
    advice.playouts += int(freshGames.leader.size() + freshGames.rival.size() + confirming.size());
    if (results[size_t(leader)].empty())
        return finished(std::move(advice), start);
    advice.leader = leader;
    advice.departs = departs;
    // The tree search's choice is taken unless the fresh games tell the other option above it:
    // the search has weighed it against the heuristic's option already (its prior).
    advice.best = best;
    for (int j = 0; j < n; ++j)
        advice.options[size_t(j)].tiedWithBest =
            j == advice.best ||
            (tree ? tiedUnpaired(advice.options[size_t(advice.best)], advice.options[size_t(j)])
                  : tied(results[size_t(advice.best)], results[size_t(j)]));
    if (!freshGames.leader.empty())
        advice.options[size_t(leader)] = adviceOf(options[size_t(leader)], freshGames.leader);
    if (rival >= 0 && !freshGames.rival.empty())
        advice.options[size_t(rival)] = adviceOf(options[size_t(rival)], freshGames.rival);
    if (!confirming.empty())
        advice.options[size_t(advice.best)] = adviceOf(options[size_t(advice.best)], confirming);
    advice.options[size_t(advice.best)].tiedWithBest = true;
    if (rival >= 0) {
        // The two compared on the fresh games: the verdict that chose between them decides.
        const int other = advice.best == leader ? rival : leader;
        advice.options[size_t(other)].tiedWithBest = verdict == 0;
        const auto& [mine, theirs] = advice.best == leader ? std::pair{&freshGames.leader, &freshGames.rival}
                                                           : std::pair{&freshGames.rival, &freshGames.leader};
        if (!mine->empty() && !theirs->empty())
            advice.why = explain(*mine, *theirs, other);
    } else if (halving.runnerUp >= 0) { // from the halving's games: the same deals for both
        advice.why = explain(results[size_t(leader)], results[size_t(halving.runnerUp)], halving.runnerUp);
    }
    return finished(std::move(advice), start);
}

std::optional<OptionAdvice> estimateOption(const GameState& s, int option, const AdvisorOptions& o, Error* error) {
    if (refusedRequest(s, o, error))
        return std::nullopt;
    if (option < 0 || option >= int(s.decision.options.size())) {
        if (error)
            *error = Error{"bad_request", "option must be the index of one of the decision's options."};
        return std::nullopt;
    }
    const InformationSet set(s);
    const OptionList options = s.decision.options;
    Runner runner(set, options, o, o.playouts);
    std::vector<Task> tasks;
    for (int w = 0; w < o.playouts; ++w)
        tasks.push_back({option, w});
    std::vector<Outcome> outcomes;
    runner.run(tasks, outcomes);
    runner.finish();
    std::vector<Result> results;
    for (int w = 0; w < o.playouts; ++w)
        if (!std::isnan(outcomes[size_t(w)].value))
            results.push_back({w, outcomes[size_t(w)].value, outcomes[size_t(w)].reason});
    return adviceOf(options[size_t(option)], results);
}


} // namespace bsg::solo::advisor
