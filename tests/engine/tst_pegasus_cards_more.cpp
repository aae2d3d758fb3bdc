// More of Pegasus's cards (resources/data, "box": "pegasus"; their handlers in
// engine/rules/pegasus/card_rules_more.cpp): each test named after the card and the outcome its
// printed text gives, stated from the card, not from the data. Also random Pegasus games
// (standard and Four Solo) that must meet no unimplemented effect of these cards.
#include "card_kinds.h"
#include "crises_fixture.h"
#include "random_pegasus_games.h"

#include <QtTest>

#include <algorithm>

using namespace bsg;
using namespace bsg::test;

namespace {

int resource(const GameState& s, Resource r) { return s.resources[size_t(r)]; }

// Moves destination `id` to place `at` of the destination deck (0: the top).
void placeDestination(GameState& s, const std::string& id, size_t at) {
    const CardIdx card = CardIdx(db().destination(id));
    auto& deck = s.destinationDeck;
    const auto it = std::find(deck.begin(), deck.end(), card);
    QVERIFY(it != deck.end()); // dealt: Pegasus is in play
    deck.erase(it);
    deck.insert(deck.begin() + std::ptrdiff_t(std::min(at, deck.size())), card);
}

// Jumps the fleet with destination `id` on top of the deck; the Admiral picks it.
void jumpTo(GameState& s, const std::string& id) {
    placeDestination(s, id, 0);
    takeOver(s);
    s.stack.push_back(Frame{FrameKind::Jump, 0, 0, 0, 0, 0});
    run(s);
    QCOMPARE(s.decision.kind, DecisionKind::ChooseDestination);
    QVERIFY(choose(s, "destination:" + id));
}

// The seat's character takes an Action step of its own (the test pushes it).
void actionStepOf(GameState& s, Seat seat) {
    takeOver(s);
    s.current = seat;
    s.stack.push_back(Frame{FrameKind::Action, 0, int16_t(seat), 1, 0, 0});
    run(s);
}

void makeHuman(GameState& s, Seat seat) {
    clearLoyalty(s, seat);
    giveLoyalty(s, seat, "not_a_cylon");
}

size_t eventIndex(const GameState& s, EventKind kind) {
    for (size_t i = 0; i < s.log.size(); ++i)
        if (s.log[i].kind == kind)
            return i;
    return s.log.size();
}

bool isOutcome(const LogEvent& e, pegasus::CardOutcome what) {
    return e.kind == pegasus::kCardOutcome && e.d == int(what);
}

size_t outcomeIndex(const GameState& s, pegasus::CardOutcome what) {
    for (size_t i = 0; i < s.log.size(); ++i)
        if (isOutcome(s.log[i], what))
            return i;
    return s.log.size();
}

} // namespace

class TestPegasusCardsMore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The Farm (super crisis, tactics/engineering 15, partial 8), failed: 1 food and 1
    // population lost, and the card stays in play: no human player may use a once-per-game
    // ability any more (Roslin's Skilled Politician is no longer offered).
    void the_farm_failed_closes_every_once_per_game_ability() {
        GameState s = startedPegasusGame(31);
        actionStepOf(s, kRoslin);
        QVERIFY(hasOption(s, "action:character:skilled_politician"));
        takeOver(s);
        s.current = kThrace;
        setDestiny(s, strengthOne(SkillType::Politics), strengthOne(SkillType::Politics)); // -2: a failure
        const int food = resource(s, Resource::Food), population = resource(s, Resource::Population);
        startCrisis(s, crisis("the_farm"));
        Driver nothing; // nobody adds a card
        QVERIFY(nothing.run(s));
        QCOMPARE(int(s.check.result), int(CheckResult::Fail));
        QCOMPARE(resource(s, Resource::Food), food - 1);
        QCOMPARE(resource(s, Resource::Population), population - 1);
        QVERIFY(crisisInPlay(s, "the_farm"));
        actionStepOf(s, kRoslin);
        QVERIFY(!hasOption(s, "action:character:skilled_politician"));
        for (const Player& p : s.players)
            QVERIFY(p.onceUsed);
    }

    // The Farm, partial result (8 to 14): 1 food only; the card leaves, abilities stay open.
    void the_farm_partial_costs_food_only() {
        GameState s = startedPegasusGame(32);
        takeOver(s);
        s.current = kThrace;
        const std::vector<SkillCard> cards = rigCheck(s, skillBit(SkillType::Tactics) | skillBit(SkillType::Engineering), 9, kThrace);
        QVERIFY(!cards.empty());
        const int food = resource(s, Resource::Food), population = resource(s, Resource::Population);
        startCrisis(s, crisis("the_farm"));
        Driver driver;
        driver.contribute = cards;
        driver.contributor = kThrace;
        QVERIFY(driver.run(s));
        QCOMPARE(int(s.check.result), int(CheckResult::Partial));
        QCOMPARE(resource(s, Resource::Food), food - 1);
        QCOMPARE(resource(s, Resource::Population), population);
        QVERIFY(!crisisInPlay(s, "the_farm"));
        QVERIFY(!s.players[kRoslin].onceUsed);
    }

    // Lured into a Trap (super crisis): two basestars with 3 raiders each starboard, a heavy
    // raider aft, a viper and a civilian ship port bow and port quarter; the card stays until
    // the fleet jumps, and every character in FTL Control or the Engine Room when it jumps is
    // executed once the jump is resolved (the others are not).
    void lured_into_a_trap_executes_whoever_stands_at_the_jump_posts() {
        GameState s = startedPegasusGame(33);
        takeOver(s);
        s.current = kThrace;
        for (auto& area : s.space)
            area.raiders = area.heavyRaiders = 0;
        s.basestars = {};
        startCrisis(s, crisis("lured_into_a_trap"));
        Driver setup;
        QVERIFY(setup.run(s));
        QVERIFY(crisisInPlay(s, "lured_into_a_trap"));
        QVERIFY(s.basestars[0].area >= 0 && s.basestars[1].area >= 0);
        QCOMPARE(int(s.space[size_t(Area::Aft)].heavyRaiders), 1);
        for (Seat seat : {kRoslin, kAdama, kThrace, kTyrol})
            makeHuman(s, seat);
        s.players[kAdama].location = locs().ftlControl;
        s.players[kTyrol].location = location("engine_room");
        s.players[kRoslin].location = location("press_room");
        s.players[kThrace].location = locs().command;
        const int morale = resource(s, Resource::Morale);
        jumpTo(s, "gas_cloud");
        Driver rest;
        QVERIFY(rest.run(s));
        QVERIFY(!crisisInPlay(s, "lured_into_a_trap"));
        std::vector<CharId> executed = s.pegasus.executed;
        std::sort(executed.begin(), executed.end());
        std::vector<CharId> expected{character("william_adama"), character("galen_tyrol")};
        std::sort(expected.begin(), expected.end());
        QCOMPARE(executed, expected);
        QCOMPARE(resource(s, Resource::Morale), morale - 2); // two humans executed
        const size_t sprung = outcomeIndex(s, pegasus::CardOutcome::TrapSprung);
        QVERIFY(sprung < s.log.size());
        QVERIFY(eventIndex(s, EventKind::FleetJumped) < sprung); // after the jump
    }

    // Without the card on the table, nobody standing at those posts is executed by a jump.
    void a_jump_without_the_trap_executes_nobody() {
        GameState s = startedPegasusGame(34);
        s.players[kAdama].location = locs().ftlControl;
        s.players[kTyrol].location = location("engine_room");
        jumpTo(s, "gas_cloud");
        Driver rest;
        QVERIFY(rest.run(s));
        QVERIFY(s.pegasus.executed.empty());
    }

    // Gas Cloud (distance 1): no fuel spent; the Admiral looks at the top 3 crisis cards, seen by
    // him alone, and puts each back on top or at the bottom in the order he likes.
    void gas_cloud_lets_the_admiral_arrange_the_top_crisis_cards() {
        GameState s = startedPegasusGame(35);
        const int fuel = resource(s, Resource::Fuel), distance = s.distance;
        const std::vector<CardIdx> top(s.crisisDeck.begin(), s.crisisDeck.begin() + 3);
        const size_t deckSize = s.crisisDeck.size();
        jumpTo(s, "gas_cloud");
        QCOMPARE(s.decision.kind, pegasus::kArrangeCrises);
        QCOMPARE(int(s.decision.actor), int(s.admiral));
        QCOMPARE(s.decision.options.size(), size_t(6));
        int looks = 0;
        for (const LogEvent& e : s.log)
            if (e.kind == pegasus::kGasCloudLook) {
                ++looks;
                QVERIFY(e.visibleToSeat(s.admiral));
                QVERIFY(!e.visibleToSeat(kThrace)); // nobody else sees the cards
            }
        QCOMPARE(looks, 3);
        const auto id = [](CardIdx c) { return db().crises[c].id; };
        QVERIFY(choose(s, "bottom:" + id(top[0])));
        QVERIFY(choose(s, "top:" + id(top[2])));
        QVERIFY(choose(s, "top:" + id(top[1])));
        Driver rest;
        QVERIFY(rest.run(s));
        QCOMPARE(s.crisisDeck.size(), deckSize);
        QCOMPARE(s.crisisDeck[0], top[2]);
        QCOMPARE(s.crisisDeck[1], top[1]);
        QCOMPARE(s.crisisDeck.back(), top[0]);
        QCOMPARE(resource(s, Resource::Fuel), fuel);
        QCOMPARE(int(s.distance), distance + 1);
    }

    // Misjump (distance 0): a civilian ship is drawn and destroyed, then the next destination
    // card is resolved with no choice - here Binary Star: 1 fuel, civilian ships fore and aft,
    // and the jump's distance is Binary Star's 2.
    void misjump_loses_a_civilian_ship_and_resolves_the_next_destination() {
        GameState s = startedPegasusGame(36);
        for (auto& area : s.space) { // only the cards' ships are on the board afterwards
            s.civilianPile.insert(s.civilianPile.end(), area.civilians.begin(), area.civilians.end());
            area.civilians.clear();
        }
        placeDestination(s, "misjump", 0);
        placeDestination(s, "binary_star", 2); // the card below the two the Admiral is offered
        const int fuel = resource(s, Resource::Fuel), distance = s.distance;
        const size_t pile = s.civilianPile.size();
        jumpTo(s, "misjump");
        Driver rest;
        QVERIFY(rest.run(s));
        QCOMPARE(s.destinationsPlayed.back(), CardIdx(db().destination("binary_star")));
        QCOMPARE(int(s.distance), distance + 2);
        QCOMPARE(s.space[size_t(Area::Fore)].civilians.size(), size_t(1));
        QCOMPARE(s.space[size_t(Area::Aft)].civilians.size(), size_t(1));
        QCOMPARE(s.civilianPile.size(), pile - 3); // one destroyed, two placed by Binary Star
        QVERIFY(resource(s, Resource::Fuel) <= fuel - 1); // Binary Star's fuel (the lost ship may cost more)
        QVERIFY(outcomeIndex(s, pegasus::CardOutcome::MisjumpDestination) < s.log.size());
        QCOMPARE(conservationProblem(s), std::string());
    }

    // Run Interference (piloting), played as raiders are about to activate: the first 4 raiders
    // that activate in the pilot's area miss without a roll; the fifth attacks as usual.
    void run_interference_makes_the_first_four_raiders_miss() {
        for (const bool play : {true, false}) {
            GameState s = startedPegasusGame(37);
            takeOver(s);
            s.current = kAdama;
            for (auto& area : s.space) {
                area.raiders = area.heavyRaiders = 0;
                s.vipersReserve = int8_t(s.vipersReserve + area.vipers);
                area.vipers = 0;
            }
            s.basestars = {};
            s.players[kThrace].location = -1;
            s.players[kThrace].viperArea = int8_t(Area::Aft);
            s.vipersReserve = int8_t(s.vipersReserve - 1);
            s.space[size_t(Area::Aft)].raiders = 5;
            giveCard(s, kThrace, "piloting:run_interference:3");
            s.turn += 1; // a fresh turn: no ship has acted
            s.stack.push_back(Frame{FrameKind::Activate, 0, int16_t(Activation::Raiders), 0, 0, 0});
            run(s);
            QCOMPARE(s.decision.kind, pegasus::kRunInterferenceWindow);
            QCOMPARE(int(s.decision.actor), int(kThrace));
            const size_t before = s.log.size();
            s.forcedDice = {1, 1, 1, 1, 1}; // every rolled attack misses: the viper stays
            QVERIFY(choose(s, play ? "play:piloting:run_interference:3" : "decline"));
            Driver rest;
            QVERIFY(rest.run(s));
            int misses = 0, rolls = 0;
            for (size_t i = before; i < s.log.size(); ++i) {
                misses += isOutcome(s.log[i], pegasus::CardOutcome::InterferenceMiss);
                rolls += s.log[i].kind == EventKind::DieRolled;
            }
            QCOMPARE(misses, play ? 4 : 0);
            QCOMPARE(rolls, play ? 1 : 5);
        }
    }

    // Random Pegasus games, 200 standard (3-6 players) and 100 Four Solo, with random answers:
    // no unimplemented effect, nothing lost, and the cards above met along the way.
    void random_pegasus_games_meet_no_unimplemented_effect() { playRandomGames(false); }
    void random_four_solo_pegasus_games_meet_no_unimplemented_effect() { playRandomGames(true); }

private:
    void playRandomGames(bool solo) {
        const int games = solo ? 100 : 200;
        const CardIdx farm = crisis("the_farm"), trap = crisis("lured_into_a_trap");
        const CardIdx gasCloud = CardIdx(db().destination("gas_cloud")), misjump = CardIdx(db().destination("misjump"));
        int unimplemented = 0, farms = 0, traps = 0, trapped = 0, gasClouds = 0, misjumps = 0, throttles = 0,
            interference = 0, misses = 0;
        const std::string problem = playRandomPegasusGames(cardSuiteGames(solo, 3000, 11, [&](const GameState& s) {
            unimplemented += s.unimplemented;
            for (const LogEvent& e : s.log) {
                farms += e.kind == EventKind::CrisisKept && CardIdx(e.a) == farm; // failed: on the table
                traps += e.kind == EventKind::CrisisKept && CardIdx(e.a) == trap;
                trapped += isOutcome(e, pegasus::CardOutcome::TrapSprung);
                interference += isOutcome(e, pegasus::CardOutcome::InterferencePlayed);
                misses += isOutcome(e, pegasus::CardOutcome::InterferenceMiss);
                gasClouds += e.kind == EventKind::DestinationChosen && CardIdx(e.a) == gasCloud;
                misjumps += e.kind == EventKind::DestinationChosen && CardIdx(e.a) == misjump;
                throttles += e.kind == EventKind::ActionChosen && e.a == int(Verb::ActionSkill) &&
                             db().skillCards[size_t(e.b)].named == SkillName::FullThrottle;
            }
        }));
        QVERIFY2(problem.empty(), problem.c_str());
        qInfo("%s: %d games, %d unimplemented effects; The Farm failed %d, Lured into a Trap %d (%d executed), Gas Cloud "
              "%d, Misjump %d, Full Throttle as an action %d, Run Interference %d (%d misses)",
              solo ? "Four Solo" : "standard", games, unimplemented, farms, traps, trapped, gasClouds, misjumps, throttles,
              interference, misses);
        QCOMPARE(unimplemented, 0);
        QVERIFY(gasClouds + misjumps > 0);
    }
};

QTEST_APPLESS_MAIN(TestPegasusCardsMore)
#include "tst_pegasus_cards_more.moc"
