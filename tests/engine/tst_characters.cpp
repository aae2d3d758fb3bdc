// The ten characters' abilities (components: characters). Abilities tested with the rule
// they change live in tst_turn (Expert Pilot, Alcoholic, Headstrong, Reckless, Stranded),
// tst_locations (Terminal Illness, Convicted Criminal, Emotionally Attached, Insubordinate,
// Cylon Hatred, Friends in Low Places) and tst_skillcheck (Inspirational Leader, Command
// Authority, Mysterious Intuition, Blind Devotion). Apollo's Alert Viper Pilot and CAG
// belong to the combat rules.
#include "core_fixture.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::coretest;

namespace {

} // namespace

class TestCharacters : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void religiousVisionsDrawsTwoAndKeepsOne() {
        GameState s = started({"laura_roslin", "william_adama", "lee_adama"});
        emptyAllHands(s);
        test::stackCrisis(s, "unidentified_ship");
        test::stackCrisis(s, "elections_loom"); // on top
        toCrisis(s);
        QCOMPARE(kindId(s), std::string("choice"));
        QVERIFY(hasOption(s, "crisis:elections_loom"));
        QVERIFY(hasOption(s, "crisis:unidentified_ship"));
        QVERIFY(choose(s, "crisis:unidentified_ship"));
        QCOMPARE(s.crisisDeck.back(), test::crisis("elections_loom")); // the other under the deck
        QCOMPARE(s.crisesThisTurn.back(), test::crisis("unidentified_ship"));
        QVERIFY(test::conservationProblem(s).empty());
    }

    void delusionalIntuitionGivesACard() {
        GameState s = started({"gaius_baltar", "william_adama", "lee_adama"});
        emptyAllHands(s);
        toCrisis(s);
        QCOMPARE(kindId(s), std::string("draw_skill"));
        QCOMPARE(s.decision.options.size(), size_t(5));
        QVERIFY(choose(s, "draw:piloting"));
        QCOMPARE(countType(s, 0, SkillType::Piloting), 1);
    }

    void secretDestinyReplacesTheCrisis() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        test::stackCrisis(s, "unidentified_ship");
        test::stackCrisis(s, "elections_loom");
        toCrisis(s);
        QCOMPARE(actor(s), Seat(2)); // Starbuck, on another player's turn
        QVERIFY(choose(s, "use:secret_destiny"));
        QCOMPARE(s.crisesThisTurn.back(), test::crisis("unidentified_ship"));
        QCOMPARE(s.crisisDiscard.back(), test::crisis("elections_loom"));
        QVERIFY(s.players[2].onceUsed);
    }

    void reconLooksAtTheTopCrisisAsHerTurnEnds() {
        GameState s = started({"sharon_valerii", "william_adama", "gaius_baltar"});
        emptyAllHands(s);
        test::stackCrisis(s, "unidentified_ship");
        test::stackCrisis(s, "elections_loom");
        toCrisis(s);
        QVERIFY(choose(s, "decline")); // Mysterious Intuition
        test::playUntil(s, [](const GameState& g) {
            return g.hasDecision && g.decision.kind == DecisionKind::RuleChoice &&
                   g.decision.context == int(CorePrompt::Recon);
        });
        QCOMPARE(actor(s), Seat(0));
        QCOMPARE(s.crisisDeck.front(), test::crisis("unidentified_ship"));
        QCOMPARE(s.log.back().visibleTo, seatBit(0));
        QVERIFY(choose(s, "option:b"));
        QCOMPARE(s.crisisDeck.back(), test::crisis("unidentified_ship"));
        QCOMPARE(s.current, Seat(1)); // then the next turn
    }

    // The rulebook: a card to be looked at from an empty deck comes after its discards are
    // shuffled into a new deck. Boomer's Recon on the turn that drew the deck's last crisis
    // card must look at a card of the reshuffled deck, with every card still in one place.
    void reconAfterTheLastCrisisLooksAtTheReshuffledDeck() {
        GameState s = started({"sharon_valerii", "william_adama", "gaius_baltar"});
        emptyAllHands(s);
        test::stackCrisis(s, "elections_loom");
        while (s.crisisDeck.size() > 1) { // elections_loom is the deck's last card
            s.crisisDiscard.push_back(s.crisisDeck.back());
            s.crisisDeck.pop_back();
        }
        const size_t crisisCards = s.crisisDiscard.size() + 1;
        toCrisis(s);
        QVERIFY(choose(s, "decline")); // Mysterious Intuition
        QCOMPARE(s.crisesThisTurn.back(), test::crisis("elections_loom"));
        QVERIFY(s.crisisDeck.empty());
        test::playUntil(s, [](const GameState& g) {
            return g.hasDecision && g.decision.kind == DecisionKind::RuleChoice &&
                   g.decision.context == int(CorePrompt::Recon);
        });
        QCOMPARE(actor(s), Seat(0));
        QCOMPARE(s.crisisDeck.size(), crisisCards); // this turn's card was discarded, then shuffled in
        QVERIFY(s.crisisDiscard.empty());
        QCOMPARE(s.log.back().kind, EventKind::ReconLook);
        QCOMPARE(CardIdx(s.log.back().a), s.crisisDeck.front());
        QCOMPARE(QString::fromStdString(test::conservationProblem(s)), QString());
    }

    void ecoOfficerRerollsOnHisTurn() {
        GameState s = started({"karl_agathon", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        placeAt(s, 0, "ftl_control");
        s.jumpTrack = 3;
        const int population = resource(s, Resource::Population);
        give(s, 0, {"politics:consolidate_power:1"});
        newTurn(s, 0);
        test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
        emptyAllHands(s);
        give(s, 0, {"politics:consolidate_power:1"});
        reask(s);
        QVERIFY(choose(s, "done"));
        s.forcedDice = {2, 8};
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(int(s.decision.context2), 2);
        QVERIFY(choose(s, "use:eco_officer"));
        QCOMPARE(int(s.lastRoll), 8);
        QCOMPARE(resource(s, Resource::Population), population);
        QVERIFY(s.turnFlags & kTurnEcoOfficer);
    }

    void moralCompassSwitchesACrisisChoice() {
        GameState s = started({"karl_agathon", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        placeAt(s, 0, "command");
        test::stackCrisis(s, "fulfiller_of_prophecy");
        newTurn(s, 1); // Baltar's turn; Helo is on board
        test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
        emptyAllHands(s);
        give(s, 1, {"politics:consolidate_power:1"});
        toCrisis(s);
        declineOffers(s); // Secret Destiny
        if (kindId(s) == "draw_skill")
            choose(s, "draw:politics"); // Delusional Intuition
        QCOMPARE(kindId(s), std::string("crisis_choice"));
        QVERIFY(choose(s, "option:b"));
        QCOMPARE(actor(s), Seat(0));
        QVERIFY(choose(s, "use:moral_compass"));
        QVERIFY(s.players[0].onceUsed);
        QCOMPARE(kindId(s), std::string("contribute")); // option a: the skill check
    }

    void declareMartialLawGivesThePresidencyToTheAdmiral() {
        GameState s = started({"saul_tigh", "gaius_baltar", "kara_thrace"});
        QCOMPARE(s.admiral, Seat(0));
        QCOMPARE(s.president, Seat(1));
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:character:declare_martial_law"));
        QCOMPARE(s.president, Seat(0));
        QVERIFY(s.players[0].onceUsed);
        newTurn(s, 0);
        test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
        QVERIFY(choose(s, "done"));
        QVERIFY(!hasOption(s, "action:character:declare_martial_law"));
    }

    void skilledPoliticianResolvesOneOfFour() {
        GameState s = started({"laura_roslin", "william_adama", "kara_thrace"});
        s.president = 1; // works without the title
        emptyAllHands(s);
        give(s, 0, {"politics:consolidate_power:1"});
        stackQuorum(s, "inspirational_speech");
        stackQuorum(s, "food_rationing");
        const std::vector<CardIdx> four(s.quorumDeck.begin(), s.quorumDeck.begin() + 4);
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:character:skilled_politician"));
        QVERIFY(hasOption(s, "quorum:food_rationing"));
        QVERIFY(hasOption(s, "quorum:inspirational_speech"));
        const int food = resource(s, Resource::Food);
        s.forcedDice = {6};
        QVERIFY(choose(s, "quorum:food_rationing"));
        QCOMPARE(resource(s, Resource::Food), food + 1);
        QCOMPARE(s.quorumRemoved.back(), quorumCard("food_rationing"));
        // the other three are under the deck, in order
        QCOMPARE(s.quorumDeck.back(), four[3]);
        QCOMPARE(s.quorumDeck[s.quorumDeck.size() - 3], four[1]);
        QCOMPARE(s.quorumDeck[s.quorumDeck.size() - 2], four[2]);
        QVERIFY(test::conservationProblem(s).empty());
    }

    void cylonDetectorSeesEveryLoyaltyCard() {
        GameState s = started({"gaius_baltar", "william_adama", "kara_thrace"});
        QCOMPARE(s.players[0].loyalty.size(), size_t(2)); // Coward: two cards at the start
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:character:cylon_detector"));
        QVERIFY(!hasOption(s, "target:gaius_baltar"));
        QVERIFY(choose(s, "target:kara_thrace"));
        for (uint16_t seen : s.players[2].loyaltySeenBy)
            QVERIFY(seen & seatBit(0));
        const LogEvent* looked = nullptr;
        for (const LogEvent& e : s.log)
            if (e.kind == EventKind::LoyaltyLooked)
                looked = &e;
        QVERIFY(looked);
        QCOMPARE(looked->visibleTo, seatBit(0));
    }

    void unconventionalTacticsTradesPopulation() {
        GameState s = started({"tom_zarek", "william_adama", "kara_thrace"});
        const int population = resource(s, Resource::Population), fuel = resource(s, Resource::Fuel);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:character:unconventional_tactics"));
        QCOMPARE(optionLabel(s, s.decision.options[0]), std::string("Lose 1 population, gain 1 fuel"));
        QVERIFY(choose(s, "option:a"));
        QCOMPARE(resource(s, Resource::Population), population - 1);
        QCOMPARE(resource(s, Resource::Fuel), fuel + 1);
    }

    void maintenanceEngineerGivesOneExtraActionPerTurn() {
        GameState s = started({"galen_tyrol", "william_adama", "kara_thrace"});
        // The Hangar Deck has no action for him (he cannot fly): he walks to the Research Lab.
        QVERIFY(choose(s, "move:research_lab"));
        QCOMPARE(kindId(s), std::string("action"));
        // The combat rules call this after Tyrol's Repair (the Action frame is below it).
        QVERIFY(maintenanceEngineer(s, 0));
        QVERIFY(!maintenanceEngineer(s, 0)); // once per turn
        QCOMPARE(int(s.stack.back().b), 2);
        QVERIFY(!maintenanceEngineer(s, 1)); // only Tyrol
    }
};

QTEST_APPLESS_MAIN(TestCharacters)
#include "tst_characters.moc"
