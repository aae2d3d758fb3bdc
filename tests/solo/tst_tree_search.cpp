// The information-set tree search (solo/advisor/tree_search.h), the contender issue #34 asks to
// try against the advisor's flat playouts: it gives the same result when every hidden card is
// dealt again (hidden_information.h, the test's own statement of what the player does not know);
// the same seed gives the same result; each iteration adds one node and goes through one root
// option; at a choice of destination where long estimates tell one option apart as the better,
// it takes that one; it rates the winning jump a sure win; it refuses what advise refuses.
#include "advisor.h"
#include "heuristic_player.h"
#include "hidden_cards_dealt_again.h"
#include "information_set.h"
#include "pegasus_game.h"
#include "playout.h"
#include "random_solo_game.h"
#include "solo_support.h"
#include "tree_search.h"
#include "value_model.h"

#include <QtTest>

#include <numeric>
#include <random>

using namespace bsg;
using namespace bsg::test;

namespace {

solo::advisor::AdvisorOptions searchOptions(int playouts, uint64_t seed, int horizon) {
    solo::advisor::AdvisorOptions o;
    o.playouts = playouts;
    o.seed = seed;
    o.horizon = horizon;
    o.threads = 1;
    return o;
}

// Everything the search reports.
std::vector<double> resultOf(const solo::advisor::TreeAdvice& a) {
    std::vector<double> v{double(a.best), double(a.heuristic), double(a.iterations), double(a.nodes)};
    for (size_t j = 0; j < a.visits.size(); ++j)
        v.push_back(a.visits[j]), v.push_back(a.winChance[j]);
    return v;
}

// The search at every 29th decision of two heuristic games is the same when every hidden card is
// dealt again.
void searchIgnoresHiddenCards(BoxSet boxes) {
    const solo::advisor::TreeOptions tree;
    auto search = [&](const GameState& s, uint64_t game, int step) -> std::optional<std::vector<double>> {
        const auto o = searchOptions(24, game * 1000 + uint64_t(step), step % 58 == 0 ? 0 : 2);
        const auto a = solo::advisor::searchTree(s, o, tree, nullptr);
        return a ? std::optional(resultOf(*a)) : std::nullopt;
    };
    int decisions = 0;
    expectSameWithHiddenCardsDealtAgain(2, 7919, boxes, 29, search, &decisions);
    if (QTest::currentTestFailed())
        return;
    qInfo("%d decisions searched twice", decisions);
    QVERIFY(decisions >= 25);
}

// The advice with the tree search (Search::Tree): everything it shows.
std::vector<double> adviceShown(const solo::advisor::Advice& a) {
    std::vector<double> v{double(a.best), double(a.heuristic), double(a.leader), double(a.departs), double(a.playouts)};
    for (const auto& o : a.options)
        v.push_back(o.winChance), v.push_back(o.margin), v.push_back(o.playouts), v.push_back(o.tiedWithBest);
    v.push_back(a.why.against), v.push_back(a.why.games);
    return v;
}

solo::advisor::AdvisorOptions treeAdviceOptions(int playouts, uint64_t seed, int horizon, int threads) {
    auto o = searchOptions(playouts, seed, horizon);
    o.threads = threads;
    o.search = solo::advisor::Search::Tree;
    return o;
}

} // namespace

class TestTreeSearch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void the_search_never_uses_a_hidden_card() { searchIgnoresHiddenCards(kBaseGameBoxes); }

    void the_search_never_uses_a_hidden_card_with_pegasus() {
        registerPegasusForTests();
        searchIgnoresHiddenCards(kWithPegasus);
    }

    // The same seed gives the same result (the thread count is not used); another seed another.
    // Every iteration goes through one root option and adds one node below the root (a game
    // played to its end from mid-game always reaches a new choice).
    void each_iteration_adds_a_node_and_visits_a_root_option() {
        const GameState s = actionWithSeveralOptions();
        const solo::advisor::TreeOptions tree;
        auto o = searchOptions(120, 5, 0);
        const auto one = solo::advisor::searchTree(s, o, tree, nullptr);
        o.threads = 3;
        const auto again = solo::advisor::searchTree(s, o, tree, nullptr);
        o.seed = 6;
        const auto other = solo::advisor::searchTree(s, o, tree, nullptr);
        QVERIFY(one && again && other);
        QVERIFY(resultOf(*one) == resultOf(*again));
        QVERIFY(resultOf(*one) != resultOf(*other));
        QCOMPARE(one->iterations, 120);
        QCOMPARE(std::accumulate(one->visits.begin(), one->visits.end(), 0), 120);
        QCOMPARE(one->nodes, 121);
        QCOMPARE(one->visits.size(), s.decision.options.size());
        QVERIFY(one->best >= 0 && one->visits[size_t(one->best)] == *std::max_element(one->visits.begin(),
                                                                                        one->visits.end()));
        QVERIFY(s.decision.options[size_t(one->heuristic)] == solo::policy::chooseHeuristic(s));
        int tried = 0;
        for (size_t j = 0; j < one->visits.size(); ++j) {
            tried += one->visits[j] > 0;
            QVERIFY(one->winChance[j] >= 0 && one->winChance[j] <= 1);
        }
        QVERIFY(tried >= 2); // the exploration tried other options than the heuristic's
        int reports = 0;
        o.progress = [&](int done, int total) { return total == 120 && ++reports < 30 && done == reports; };
        const auto stopped = solo::advisor::searchTree(s, o, tree, nullptr);
        QVERIFY(stopped && stopped->stopped);
        QCOMPARE(stopped->iterations, 30);
    }

    // At the heuristic game of seed 41's choice of destination at decision 728 (tst_advisor's
    // departure), estimates of each option alone over 1,500 other games tell one option apart
    // as the best; the search at 400 iterations takes it.
    void takes_the_option_long_estimates_tell_apart() {
        GameState s = randomSoloGame(41);
        for (int step = 0; step < 728; ++step)
            QVERIFY(!apply(s, solo::policy::chooseHeuristic(s)));
        QCOMPARE(s.decision.kind, DecisionKind::ChooseDestination);
        auto longer = searchOptions(1500, 4242, 0);
        longer.threads = 2;
        std::vector<solo::advisor::OptionAdvice> alone;
        for (int j = 0; j < int(s.decision.options.size()); ++j) {
            const auto a = solo::advisor::estimateOption(s, j, longer, nullptr);
            QVERIFY(a);
            alone.push_back(*a);
        }
        size_t top = 0;
        for (size_t j = 1; j < alone.size(); ++j)
            if (alone[j].winChance > alone[top].winChance)
                top = j;
        for (size_t j = 0; j < alone.size(); ++j) // the premise: the best told apart from the others
            QVERIFY(j == top || alone[top].winChance - alone[top].margin > alone[j].winChance + alone[j].margin);
        const auto search = solo::advisor::searchTree(s, searchOptions(400, 728, 0), {}, nullptr);
        QVERIFY(search);
        QVERIFY(search->heuristic != int(top)); // the heuristic player's option is not the best here
        QCOMPARE(search->best, int(top));
    }

    // At FTL Control one jump from Kobol, with population to spare: jumping wins at once.
    void rates_the_winning_jump_a_sure_win() {
        GameState s = soloGame(11);
        QVERIFY(playHeuristic(s, [](const GameState& g) {
            return g.decision.kind == DecisionKind::Action && g.decision.actor == g.current &&
                   g.players[size_t(g.current)].character != character("laura_roslin");
        }));
        s.players[size_t(s.current)].location = location("ftl_control");
        s.jumpTrack = 4;
        s.distance = 8;
        s.decision.options = actionOptions(s, s.current);
        const Option jump = opt(Verb::ActionLocation);
        const auto at = std::find(s.decision.options.begin(), s.decision.options.end(), jump);
        QVERIFY(at != s.decision.options.end());
        const auto search = solo::advisor::searchTree(s, searchOptions(200, 3, 0), {}, nullptr);
        QVERIFY(search);
        const auto j = size_t(at - s.decision.options.begin());
        QVERIFY(search->visits[j] > 0);
        QCOMPARE(search->winChance[j], 1.0);
        QCOMPARE(search->best, int(j));
    }

    // The advice with the tree search sees only what the player knows, as the search does.
    void the_tree_advice_never_uses_a_hidden_card() {
        auto advice = [](const GameState& s, uint64_t game, int step) -> std::optional<std::vector<double>> {
            const auto o = treeAdviceOptions(32, game * 1000 + uint64_t(step), step % 74 == 0 ? 0 : 2, 1);
            const auto a = solo::advisor::advise(s, o, nullptr);
            return a ? std::optional(adviceShown(*a)) : std::nullopt;
        };
        int decisions = 0;
        expectSameWithHiddenCardsDealtAgain(2, 7927, kBaseGameBoxes, 37, advice, &decisions);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(decisions >= 20);
    }

    // The advice's tree search recommends the search's choice: at seed 41's destination (above)
    // the option long estimates tell apart, from 400 of its 533 playouts (three quarters). The
    // other 133 are fresh games of that option and the heuristic's, on the same deals, and their
    // chances are what it shows for those two. Its figures are the same on any number of threads,
    // with one tree (this budget) or several (7,000 playouts: four trees of 1,312 or 1,313 iterations).
    void the_tree_advice_recommends_the_search_choice_from_fresh_games() {
        GameState s = randomSoloGame(41);
        for (int step = 0; step < 728; ++step)
            QVERIFY(!apply(s, solo::policy::chooseHeuristic(s)));
        const auto search = solo::advisor::searchTree(s, searchOptions(400, 728, 0), {}, nullptr);
        const auto advice = solo::advisor::advise(s, treeAdviceOptions(533, 728, 0, 2), nullptr);
        QVERIFY(search && advice);
        QCOMPARE(advice->leader, search->best);
        QCOMPARE(advice->best, search->best);
        QVERIFY(advice->heuristic != advice->best);
        QCOMPARE(advice->playouts, 533);
        QCOMPARE(advice->options[size_t(advice->best)].playouts, 67); // the fresh games: half of 133, rounded up
        QCOMPARE(advice->options[size_t(advice->heuristic)].playouts, 66);
        QCOMPARE(advice->why.against, advice->heuristic);
        QCOMPARE(advice->why.games, 66);
        for (size_t j = 0; j < s.decision.options.size(); ++j)
            if (int(j) != advice->best && int(j) != advice->heuristic)
                QCOMPARE(advice->options[j].playouts, search->visits[j]); // the search's own games

        const GameState several = actionWithSeveralOptions();
        const auto one = solo::advisor::advise(several, treeAdviceOptions(7000, 9, 2, 1), nullptr);
        const auto three = solo::advisor::advise(several, treeAdviceOptions(7000, 9, 2, 3), nullptr);
        QVERIFY(one && three);
        QVERIFY(adviceShown(*one) == adviceShown(*three));
        QCOMPARE(one->playouts, 7000);
        int stops = 0;
        auto stopping = treeAdviceOptions(7000, 9, 2, 2);
        stopping.progress = [&](int done, int total) { return total == 7000 && done <= 7000 && ++stops < 100; };
        const auto stopped = solo::advisor::advise(several, stopping, nullptr);
        QVERIFY(stopped && stopped->stopped);
        QVERIFY(stopped->playouts < 7000);
    }

    // When the fresh games tell the other option they played above the search's leader (here
    // the search's second, at step 115 of the heuristic player's game of seed 7: found by
    // advising every 23rd decision of 12 games, 5 of 1,326 advice), those games chose the
    // recommended option, so its chance shown is that of as many games more in worlds no other
    // playout played: with 240 playouts and 30 fresh pairs, its win rate in worlds 240-269,
    // each played here from the world's seed.
    void an_overturned_leader_shows_the_chance_of_games_that_did_not_choose_it() {
        GameState s = randomSoloGame(7);
        for (int step = 0; step < 115; ++step)
            QVERIFY(!apply(s, solo::policy::chooseHeuristic(s)));
        const auto o = treeAdviceOptions(240, 1, 0, 2);
        const auto advice = solo::advisor::advise(s, o, nullptr);
        QVERIFY(advice && advice->best >= 0);
        QVERIFY(advice->best != advice->leader);
        QCOMPARE(advice->playouts, 270);
        const auto& best = advice->options[size_t(advice->best)];
        QCOMPARE(best.playouts, 30);
        const solo::advisor::InformationSet set(s);
        double wins = 0;
        for (int w = 240; w < 270; ++w) {
            Rng rng(solo::advisor::playoutSeed(o.seed, w));
            GameState t = set.sample(rng);
            QVERIFY(!apply(t, s.decision.options[size_t(advice->best)]));
            solo::advisor::playByHeuristic(t, -1);
            wins += solo::advisor::winChanceEstimate(t);
        }
        QCOMPARE(best.winChance, wins / 30);
    }

    void refuses_what_the_advisor_refuses() {
        GameState s = soloGame(3);
        Error e;
        for (int bad : {0, -5, solo::advisor::kMaxPlayouts + 1}) {
            QVERIFY(!solo::advisor::searchTree(s, searchOptions(bad, 1, 0), {}, &e));
            QCOMPARE(e.code, std::string("bad_request"));
        }
        QVERIFY(!solo::advisor::searchTree(s, searchOptions(10, 1, -1), {}, &e));
        QCOMPARE(e.code, std::string("bad_request"));
        GameState over = s;
        over.over = GameOver{Side::Cylon, EndReason::Morale};
        QVERIFY(!solo::advisor::searchTree(over, searchOptions(10, 1, 0), {}, &e));
        QCOMPARE(e.code, std::string("game_over"));
    }
};

QTEST_GUILESS_MAIN(TestTreeSearch)
#include "tst_tree_search.moc"
