// Pegasus's crisis cards (resources/data/crisis_cards.json, "box": "pegasus"; their handlers in
// engine/rules/pegasus/card_rules.cpp), each test named after the card and the outcome its text
// gives. The expected outcomes are stated from the card's printed result, not from the data.
#include "crises_fixture.h"
#include "combat.h"
#include "pegasus_game.h"

#include <QtTest>

#include <algorithm>
#include <bit>

using namespace bsg;
using namespace bsg::test;

namespace {

int resource(const GameState& s, Resource r) { return s.resources[size_t(r)]; }

// A skill check that comes to nothing: two destiny cards of strength 1 counting against it
// (Leadership does not count for Sabotage Investigated's tactics/engineering check, politics for none
// of the checks below that leaves politics out).
void rigFailure(GameState& s, SkillType against) {
    const SkillCard one = strengthOne(against);
    setDestiny(s, one, one);
}

// Puts destination `id` on top of the destination deck, then jumps; the Admiral picks it.
void jumpTo(GameState& s, const std::string& id) {
    const CardIdx card = CardIdx(db().destination(id));
    auto& deck = s.destinationDeck;
    const auto at = std::find(deck.begin(), deck.end(), card);
    QVERIFY(at != deck.end()); // dealt: Pegasus is in play
    deck.erase(at);
    deck.insert(deck.begin(), card);
    takeOver(s);
    s.stack.push_back(Frame{FrameKind::Jump, 0, 0, 0, 0, 0});
    run(s);
    QCOMPARE(s.decision.kind, DecisionKind::ChooseDestination);
    QVERIFY(choose(s, "destination:" + id));
}

size_t pegasusCrisesIn(const std::vector<CardIdx>& pile) {
    return size_t(std::count_if(pile.begin(), pile.end(), [](CardIdx c) { return db().crises[c].box == Box::Pegasus; }));
}

} // namespace

class TestPegasusCards : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Setup deals a box's crisis cards only in a game with the box: every Pegasus crisis card
    // record is in a Pegasus game's crisis deck, none in a base game's.
    void pegasus_crises_are_dealt_only_with_pegasus_in_play() {
        size_t records = 0;
        for (const CrisisDef& c : db().crises)
            records += !c.super && c.box == Box::Pegasus ? size_t(c.copies) : 0;
        QVERIFY(records >= 11);
        const GameState base = game({"laura_roslin", "william_adama", "kara_thrace"}, 3);
        QCOMPARE(pegasusCrisesIn(base.crisisDeck) + pegasusCrisesIn(base.crisisDiscard), size_t(0));
        const GameState pegasus = pegasusGame({"laura_roslin", "william_adama", "kara_thrace"}, 3);
        QCOMPARE(pegasusCrisesIn(pegasus.crisisDeck) + pegasusCrisesIn(pegasus.crisisDiscard) +
                     pegasusCrisesIn(pegasus.crisesThisTurn),
                 records);
    }

    // Sabotage Investigated: even a pass costs 1 food; a failure costs 1 morale, 1 fuel, 1 food.
    void sabotage_investigated_costs_food_even_when_passed() {
        {
            GameState s = startedPegasusGame(5);
            takeOver(s);
            s.current = kThrace;
            Driver driver;
            driver.contribute = rigCheck(s, skillBit(SkillType::Tactics) | skillBit(SkillType::Engineering), 9, kThrace);
            driver.contributor = kThrace;
            const int food = resource(s, Resource::Food), morale = resource(s, Resource::Morale);
            startCrisis(s, crisis("sabotage_investigated"));
            QVERIFY(driver.run(s));
            QCOMPARE(int(s.check.result), int(CheckResult::Pass));
            QCOMPARE(resource(s, Resource::Food), food - 1);
            QCOMPARE(resource(s, Resource::Morale), morale);
        }
        GameState s = startedPegasusGame(5);
        takeOver(s);
        s.current = kThrace;
        rigFailure(s, SkillType::Politics);
        const int food = resource(s, Resource::Food), fuel = resource(s, Resource::Fuel),
                  morale = resource(s, Resource::Morale);
        Driver driver;
        startCrisis(s, crisis("sabotage_investigated"));
        QVERIFY(driver.run(s));
        QCOMPARE(int(s.check.result), int(CheckResult::Fail));
        QCOMPARE(resource(s, Resource::Food), food - 1);
        QCOMPARE(resource(s, Resource::Fuel), fuel - 1);
        QCOMPARE(resource(s, Resource::Morale), morale - 1);
    }

    // Review Galactica's Log: a partial result (6 to 13) costs the Admiral 3 skill cards.
    void review_galacticas_log_partial_costs_the_admiral_three_cards() {
        GameState s = startedPegasusGame(6);
        takeOver(s);
        s.current = kThrace;
        const SkillMask mask = skillBit(SkillType::Politics) | skillBit(SkillType::Leadership) | skillBit(SkillType::Tactics);
        Driver driver;
        driver.contribute = rigCheck(s, mask, 7, kThrace);
        driver.contributor = kThrace;
        while (s.players[kAdama].hand.size() < 4)
            giveSkill(s, kAdama, SkillType::Tactics, 1);
        const size_t adamaCards = s.players[kAdama].hand.size();
        const int morale = resource(s, Resource::Morale);
        startCrisis(s, crisis("review_galacticas_log"));
        QVERIFY(driver.run(s));
        QCOMPARE(int(s.check.result), int(CheckResult::Partial));
        QCOMPARE(s.players[kAdama].hand.size(), adamaCards - 3);
        QCOMPARE(resource(s, Resource::Morale), morale);
    }

    // Code Blue, attempted and failed: 1 morale lost and the current player goes to the Brig.
    void code_blue_failure_sends_the_current_player_to_the_brig() {
        GameState s = startedPegasusGame(7);
        takeOver(s);
        s.current = kThrace;
        rigFailure(s, SkillType::Engineering);
        const int morale = resource(s, Resource::Morale);
        startCrisis(s, crisis("code_blue"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"option:a", "option:b"}));
        QCOMPARE(int(s.decision.actor), int(kThrace)); // the current player chooses
        QVERIFY(choose(s, "option:a"));
        Driver driver;
        QVERIFY(driver.run(s));
        QCOMPARE(int(s.check.result), int(CheckResult::Fail));
        QCOMPARE(resource(s, Resource::Morale), morale - 1);
        QCOMPARE(int(s.players[kThrace].location), int(locs().brig));
    }

    // Suspicious Election Results, option a: the President title goes to the highest in the
    // President's line of succession other than the President. With Roslin President, Adama,
    // Thrace and Tyrol at the table, that is William Adama (Baltar, Zarek and Lee Adama, above
    // him in the line, are not playing).
    void suspicious_election_results_hands_the_presidency_down_the_line() {
        GameState s = startedPegasusGame(8);
        takeOver(s);
        s.current = kThrace;
        QCOMPARE(int(s.president), int(kRoslin));
        startCrisis(s, crisis("suspicious_election_results"));
        QCOMPARE(int(s.decision.actor), int(kAdama)); // the Admiral chooses
        QVERIFY(choose(s, "option:a"));
        Driver driver;
        QVERIFY(driver.run(s));
        QCOMPARE(int(s.president), int(kAdama));
        QCOMPARE(int(s.admiral), int(kAdama));
    }

    // Food Hoarding in the Fleet, option a: 1 morale, and a civilian ship is lost on a roll of 3
    // or less (not on a 4).
    void food_hoarding_loses_a_civilian_ship_on_three_or_less() {
        for (const int die : {3, 4}) {
            GameState s = startedPegasusGame(9);
            takeOver(s);
            s.current = kThrace;
            const int morale = resource(s, Resource::Morale);
            const size_t destroyed = s.civiliansDestroyed.size();
            startCrisis(s, crisis("food_hoarding_in_the_fleet"));
            QCOMPARE(int(s.decision.actor), int(kRoslin)); // the President chooses
            s.forcedDice = {int8_t(die)};
            QVERIFY(choose(s, "option:a"));
            Driver driver;
            QVERIFY(driver.run(s));
            QCOMPARE(s.civiliansDestroyed.size(), destroyed + (die <= 3 ? 1 : 0));
            int shipMorale = 0; // what the lost ship itself cost (its token's loss)
            for (size_t i = destroyed; i < s.civiliansDestroyed.size(); ++i)
                shipMorale += db().civilians[db().civilianTokens[s.civiliansDestroyed[i]]].loss[size_t(Resource::Morale)];
            QCOMPARE(resource(s, Resource::Morale), morale - 1 - shipMorale);
        }
    }

    // An Offer of Peace, failed: 1 morale, and 2 Treachery cards are shuffled into the Destiny
    // deck (as many as are left, when fewer).
    void an_offer_of_peace_shuffles_treachery_into_destiny() {
        GameState s = startedPegasusGame(10);
        takeOver(s);
        s.current = kThrace;
        rigFailure(s, SkillType::Engineering);
        const int morale = resource(s, Resource::Morale);
        const size_t treacheryLeft = s.skillDeck[size_t(SkillType::Treachery)].size() +
                                     s.skillDiscard[size_t(SkillType::Treachery)].size();
        const size_t logged = s.log.size();
        startCrisis(s, crisis("an_offer_of_peace"));
        Driver driver;
        QVERIFY(driver.run(s));
        QCOMPARE(int(s.check.result), int(CheckResult::Fail));
        QCOMPARE(resource(s, Resource::Morale), morale - 1);
        // The two rigged destiny cards were the whole deck: it was dealt again as they went into the
        // check, with its two Treachery cards (a Pegasus destiny deck), before the card added two.
        const size_t rebuilt = std::min<size_t>(2, treacheryLeft);
        const size_t added = std::min<size_t>(2, treacheryLeft - rebuilt);
        const auto treacheryInDestiny = std::count_if(s.destiny.begin(), s.destiny.end(), [](SkillCard c) {
            return db().skillCards[c].type == SkillType::Treachery;
        });
        QCOMPARE(size_t(treacheryInDestiny), rebuilt + added);
        bool worded = false;
        for (size_t i = logged; i < s.log.size(); ++i)
            if (kindRange(s.log[i].kind) == KindRange::Pegasus) {
                worded = eventText(s, s.log[i]).find("shuffled into the Destiny deck") != std::string::npos;
                QCOMPARE(int(s.log[i].a), int(added));
            }
        QVERIFY(worded);
    }
    // Medical Breakthrough, passed: each human player draws 1 skill card, of a type of his own
    // skill set (a card of unnamed type comes from the skill set), the current player first.
    void medical_breakthrough_lets_each_human_draw_from_his_skill_set() {
        GameState s = startedPegasusGame(11);
        takeOver(s);
        s.current = kThrace;
        const SkillMask mask = skillBit(SkillType::Politics) | skillBit(SkillType::Leadership) | skillBit(SkillType::Engineering);
        Driver rigged;
        rigged.contribute = rigCheck(s, mask, 12, kThrace);
        rigged.contributor = kThrace;
        std::vector<size_t> before;
        for (const auto& p : s.players)
            before.push_back(p.hand.size());
        before[kThrace] -= rigged.contribute.size(); // she puts those in
        startCrisis(s, crisis("medical_breakthrough"));
        // Answer the check, then stop at the first draw.
        for (int i = 0; i < 40 && s.hasDecision && s.decision.kind != DecisionKind::DrawSkill; ++i)
            rigged.run(s, 1 + rigged.steps);
        QCOMPARE(int(s.check.result), int(CheckResult::Pass));
        // Thrace (skill set: tactics, piloting, leadership/politics) is asked first, then Tyrol, Roslin, Adama.
        const std::vector<Seat> order{kThrace, kTyrol, kRoslin, kAdama};
        for (const Seat seat : order) {
            QVERIFY(s.hasDecision);
            QCOMPARE(s.decision.kind, DecisionKind::DrawSkill);
            QCOMPARE(int(s.decision.actor), int(seat));
            const SkillMask set = db().characters[size_t(s.players[size_t(seat)].character)].skillSet();
            for (const Option& o : s.decision.options)
                QVERIFY(set & skillBit(SkillType(o.a)));
            QCOMPARE(s.decision.options.size(), size_t(std::popcount(unsigned(set))));
            QVERIFY(apply(s, s.decision.options.back()) == std::nullopt);
        }
        Driver rest;
        QVERIFY(rest.run(s));
        for (const Seat seat : order)
            QCOMPARE(s.players[size_t(seat)].hand.size(), before[size_t(seat)] + 1);
    }

    // Training Snafu, failed: the current player damages 3 vipers, from the space areas or the
    // Reserves as he chooses.
    void training_snafu_damages_three_vipers_from_space_or_the_reserves() {
        GameState s = startedPegasusGame(12);
        takeOver(s);
        s.current = kThrace;
        rigFailure(s, SkillType::Politics);
        s.space[0].vipers = 1;
        s.vipersReserve = int8_t(s.vipersReserve - 1);
        const int reserve = s.vipersReserve, damaged = s.vipersDamaged;
        startCrisis(s, crisis("training_snafu"));
        Driver check;
        for (int i = 0; i < 40 && s.hasDecision && s.decision.kind != DecisionKind::ChooseShip; ++i)
            check.run(s, 1 + check.steps);
        QCOMPARE(int(s.check.result), int(CheckResult::Fail));
        QVERIFY(hasOption(s, "viper:reserves"));
        QVERIFY(hasOption(s, optionId(s, opt(Verb::Ship, int(ShipKind::Viper), 0))));
        QCOMPARE(int(s.decision.actor), int(kThrace));
        QVERIFY(choose(s, optionId(s, opt(Verb::Ship, int(ShipKind::Viper), 0))));
        QVERIFY(!hasOption(s, optionId(s, opt(Verb::Ship, int(ShipKind::Viper), 0)))); // none left there
        QVERIFY(choose(s, "viper:reserves"));
        QVERIFY(choose(s, "viper:reserves"));
        Driver rest;
        QVERIFY(rest.run(s));
        QCOMPARE(int(s.space[0].vipers), 0);
        QCOMPARE(int(s.vipersReserve), reserve - 2);
        QCOMPARE(int(s.vipersDamaged), damaged + 3);
    }

    // Standoff with Pegasus, passed: the current player may move a character from the Brig to
    // any other location a human may stand on; he may also leave him there.
    void standoff_with_pegasus_may_free_a_prisoner() {
        for (const bool free : {true, false}) {
            GameState s = startedPegasusGame(13);
            takeOver(s);
            s.current = kThrace;
            moveCharacter(s, kTyrol, locs().brig, MoveCause::Sent);
            const SkillMask mask = skillBit(SkillType::Politics) | skillBit(SkillType::Leadership) |
                                   skillBit(SkillType::Tactics) | skillBit(SkillType::Piloting);
            Driver check;
            check.contribute = rigCheck(s, mask, 22, kThrace);
            check.contributor = kThrace;
            startCrisis(s, crisis("standoff_with_pegasus"));
            for (int i = 0; i < 60 && s.hasDecision && s.decision.kind != DecisionKind::ChooseTarget; ++i)
                check.run(s, 1 + check.steps);
            QCOMPARE(int(s.check.result), int(CheckResult::Pass));
            QCOMPARE(int(s.decision.actor), int(kThrace));
            const std::string tyrol = optionId(s, opt(Verb::Target, s.players[kTyrol].character));
            QCOMPARE(optionIds(s), (std::vector<std::string>{tyrol, "decline"}));
            if (!free) {
                QVERIFY(choose(s, "decline"));
                Driver rest;
                QVERIFY(rest.run(s));
                QCOMPARE(int(s.players[kTyrol].location), int(locs().brig));
                continue;
            }
            QVERIFY(choose(s, tyrol));
            QCOMPARE(s.decision.kind, DecisionKind::ChooseLocation);
            for (const Option& o : s.decision.options) {
                const LocationDef& l = db().locations[size_t(o.a)];
                QVERIFY(l.ship != Ship::Cylon && !l.hazard && hasBox(s, l.box));
            }
            QVERIFY(choose(s, optionId(s, s.decision.options.front())));
            Driver rest;
            QVERIFY(rest.run(s));
            QVERIFY(s.players[kTyrol].location != locs().brig);
        }
    }

    // "Demand Peace" Manifesto, option b: the President and the Admiral discard their whole hands.
    void demand_peace_manifesto_empties_the_leaders_hands() {
        GameState s = startedPegasusGame(14);
        takeOver(s);
        s.current = kThrace;
        const size_t thrace = s.players[kThrace].hand.size();
        startCrisis(s, crisis("demand_peace_manifesto"));
        QCOMPARE(int(s.decision.actor), int(kAdama));
        QVERIFY(choose(s, "option:b"));
        Driver rest;
        QVERIFY(rest.run(s));
        QCOMPARE(s.players[kRoslin].hand.size(), size_t(0));
        QCOMPARE(s.players[kAdama].hand.size(), size_t(0));
        QCOMPARE(s.players[kThrace].hand.size(), thrace);
    }
    // A Civilian Convoy (distance 3): 3 fuel, +1 population; the Admiral may trade 1 morale for 1
    // fuel.
    void a_civilian_convoy_costs_three_fuel_and_brings_population() {
        for (const bool trade : {false, true}) {
            GameState s = startedPegasusGame(15);
            const int fuel = resource(s, Resource::Fuel), population = resource(s, Resource::Population),
                      morale = resource(s, Resource::Morale), distance = s.distance;
            jumpTo(s, "a_civilian_convoy");
            QCOMPARE(int(s.decision.actor), int(s.admiral));
            QVERIFY(choose(s, trade ? optionId(s, s.decision.options.front()) : std::string("decline")));
            Driver rest;
            QVERIFY(rest.run(s));
            QCOMPARE(resource(s, Resource::Fuel), fuel - 3 + (trade ? 1 : 0));
            QCOMPARE(resource(s, Resource::Population), population + 1);
            QCOMPARE(resource(s, Resource::Morale), morale - (trade ? 1 : 0));
            QCOMPARE(int(s.distance), distance + 3);
        }
    }

    // Binary Star (distance 2): 1 fuel, and a civilian ship placed fore and another aft.
    void binary_star_places_a_civilian_ship_fore_and_aft() {
        GameState s = startedPegasusGame(16);
        const int fuel = resource(s, Resource::Fuel);
        jumpTo(s, "binary_star");
        Driver rest;
        QVERIFY(rest.run(s));
        QCOMPARE(resource(s, Resource::Fuel), fuel - 1);
        QCOMPARE(s.space[size_t(Area::Fore)].civilians.size(), size_t(1));
        QCOMPARE(s.space[size_t(Area::Aft)].civilians.size(), size_t(1));
        QCOMPARE(conservationProblem(s), std::string());
    }

    // Enact Production Quotas (quorum): +1 food, -1 morale.
    void enact_production_quotas_trades_morale_for_food() {
        GameState s = startedPegasusGame(17);
        const CardIdx card = CardIdx(db().quorumCard("enact_production_quotas"));
        auto& deck = s.quorumDeck;
        const auto at = std::find(deck.begin(), deck.end(), card);
        QVERIFY(at != deck.end());
        deck.erase(at); // the President plays it (the frame takes it from wherever it was)
        const int food = resource(s, Resource::Food), morale = resource(s, Resource::Morale);
        takeOver(s);
        s.current = kRoslin;
        s.stack.push_back(Frame{FrameKind::QuorumCard, 0, int16_t(card), kRoslin, 0, 0});
        run(s);
        Driver rest;
        QVERIFY(rest.run(s));
        QCOMPARE(resource(s, Resource::Food), food + 1);
        QCOMPARE(resource(s, Resource::Morale), morale - 1);
    }
    // Dogfight (Constant Barrage): while it is on the table, each raider activation begins with
    // every basestar launching 2 raiders, which do not act in it; it leaves the table when no
    // raider is left on the board.
    void dogfight_basestars_launch_whenever_raiders_activate() {
        GameState s = startedPegasusGame(18);
        takeOver(s);
        s.current = kThrace;
        for (auto& area : s.space) // the setup's ships leave: only the card's are in space
            area.raiders = area.heavyRaiders = 0;
        s.basestars = {};
        startCrisis(s, crisis("dogfight"));
        Driver setup;
        QVERIFY(setup.run(s));
        QVERIFY(crisisInPlay(s, "dogfight"));
        QCOMPARE(int(s.basestars[0].area) + int(s.basestars[1].area) + 1, int(Area::StarboardQuarter)); // one basestar
        auto raidersInSpace = [](const GameState& g) {
            int n = 0;
            for (const auto& a : g.space)
                n += a.raiders;
            return n;
        };
        const int raiders = raidersInSpace(s);
        QVERIFY(raiders > 0);
        takeOver(s);
        s.turn += 1; // a fresh turn: no ship has acted
        s.stack.push_back(Frame{FrameKind::Activate, 0, int16_t(Activation::Raiders), 0, 0, 0});
        run(s);
        Driver activation;
        QVERIFY(activation.run(s));
        // The basestar launched 2 (a raider that attacks a viper or a civilian ship is not
        // destroyed by it).
        QCOMPARE(raidersInSpace(s), raiders + 2);
        // Every raider destroyed: the card leaves the table.
        for (int a = 0; a < kAreaCount; ++a)
            while (s.space[size_t(a)].raiders > 0)
                removeRaider(s, Area(a), ShipPick::Any);
        QVERIFY(!crisisInPlay(s, "dogfight"));
        QVERIFY(std::find(s.crisisDiscard.begin(), s.crisisDiscard.end(), crisis("dogfight")) != s.crisisDiscard.end());
    }

    // The Guardians (Raptor Crew Captured): while it is on the table, each basestar destroyed
    // costs 1 morale and a raptor.
    void the_guardians_make_a_destroyed_basestar_cost_morale_and_a_raptor() {
        GameState s = startedPegasusGame(19);
        takeOver(s);
        s.current = kThrace;
        startCrisis(s, crisis("the_guardians"));
        Driver setup;
        QVERIFY(setup.run(s));
        QVERIFY(crisisInPlay(s, "the_guardians"));
        const int morale = resource(s, Resource::Morale), raptors = s.raptorsReserve;
        const int basestar = s.basestars[0].area >= 0 ? 0 : 1;
        QVERIFY(s.basestars[size_t(basestar)].area >= 0);
        destroyBasestar(s, basestar);
        QCOMPARE(resource(s, Resource::Morale), morale - 1);
        QCOMPARE(int(s.raptorsReserve), raptors - 1);
        // A base game's basestar costs nothing of the kind.
        GameState base = startedGame(19);
        takeOver(base);
        base.basestars[0].area = int8_t(Area::Fore);
        const int baseMorale = resource(base, Resource::Morale), baseRaptors = base.raptorsReserve;
        destroyBasestar(base, 0);
        QCOMPARE(resource(base, Resource::Morale), baseMorale);
        QCOMPARE(int(base.raptorsReserve), baseRaptors);
    }
    // Footage Transmitted (super crisis), failed: each Cylon player draws 2 Treachery cards and
    // is dealt a super crisis card; the humans draw nothing.
    void footage_transmitted_failed_arms_every_cylon_player() {
        GameState s = startedPegasusGame(20);
        takeOver(s);
        s.current = kThrace;
        s.players[kTyrol].revealed = true; // a Cylon player
        rigFailure(s, SkillType::Engineering);
        const size_t supers = s.players[kTyrol].superCrises.size();
        const size_t tyrolCards = s.players[kTyrol].hand.size(), roslinCards = s.players[kRoslin].hand.size();
        const size_t treachery = s.skillDeck[size_t(SkillType::Treachery)].size() +
                                 s.skillDiscard[size_t(SkillType::Treachery)].size();
        startCrisis(s, crisis("footage_transmitted"));
        Driver rest;
        QVERIFY(rest.run(s));
        QCOMPARE(int(s.check.result), int(CheckResult::Fail));
        QCOMPARE(s.players[kTyrol].superCrises.size(), supers + 1);
        QCOMPARE(s.players[kTyrol].hand.size(), tyrolCards + std::min<size_t>(2, treachery));
        QCOMPARE(s.players[kRoslin].hand.size(), roslinCards);
    }

    // Psychological Warfare (super crisis), option b: the Destiny deck is thrown away and a new
    // one made of 6 Treachery cards only (as many as are left, when fewer).
    void psychological_warfare_makes_a_destiny_deck_of_treachery() {
        GameState s = startedPegasusGame(21);
        takeOver(s);
        s.current = kThrace;
        const std::vector<SkillCard> oldDestiny = s.destiny;
        const size_t treachery = s.skillDeck[size_t(SkillType::Treachery)].size() +
                                 s.skillDiscard[size_t(SkillType::Treachery)].size();
        startCrisis(s, crisis("psychological_warfare"));
        QCOMPARE(int(s.decision.actor), int(kRoslin)); // the President chooses
        QVERIFY(choose(s, "option:b"));
        Driver rest;
        QVERIFY(rest.run(s));
        QCOMPARE(s.destiny.size(), std::min<size_t>(6, treachery));
        for (SkillCard c : s.destiny)
            QCOMPARE(db().skillCards[c].type, SkillType::Treachery);
        for (SkillCard c : oldDestiny) { // every old card is in its discard pile
            const auto& pile = s.skillDiscard[size_t(db().skillCards[c].type)];
            QVERIFY(std::find(pile.begin(), pile.end(), c) != pile.end());
        }
        QCOMPARE(conservationProblem(s), std::string());
    }
};

QTEST_APPLESS_MAIN(TestPegasusCards)
#include "tst_pegasus_cards.moc"
