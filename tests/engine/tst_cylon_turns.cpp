// Revealed Cylon turns: two skill cards of any type, Cylon locations only, their actions
// (Caprica, Cylon Fleet, Human Fleet, Resurrection Ship), no crisis / activation / jump step,
// one card per skill check, no crisis effects, never the Brig or Sickbay.
#include "crises_fixture.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::test;

namespace {

// Tyrol is a revealed Cylon standing on `loc`, holding one Super Crisis card (`super`).
void revealTyrol(GameState& s, LocId loc, const std::string& super = "inbound_nukes") {
    clearLoyalty(s, kTyrol);
    giveLoyalty(s, kTyrol, "cylon_reduce_morale");
    Player& p = s.players[kTyrol];
    p.revealed = true;
    p.revealedLoyalty = 0;
    p.location = loc;
    const CardIdx card = crisis(super);
    s.superDeck.erase(std::find(s.superDeck.begin(), s.superDeck.end(), card));
    p.superCrises.push_back(card);
}

// Tyrol's turn starts; returns at his Movement decision (two free draws answered).
GameState tyrolsTurn(LocId loc, uint64_t seed = 41, const std::string& super = "inbound_nukes") {
    GameState s = startedGame(seed);
    takeOver(s);
    revealTyrol(s, loc, super);
    s.current = kTyrol;
    s.stack.push_back(Frame{FrameKind::Turn, 0, 0, 0, 0, 0});
    run(s);
    return s;
}

} // namespace

class TestCylonTurns : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aRevealedTurnHasNoCrisisActivationOrJump() {
        GameState s = tyrolsTurn(locs().caprica);
        const size_t hand = s.players[kTyrol].hand.size();
        QCOMPARE(s.decision.kind, DecisionKind::DrawSkill);
        QCOMPARE(s.decision.options.size(), size_t(5)); // any type
        QVERIFY(chooseThrough(s, "draw:piloting"));
        QVERIFY(chooseThrough(s, "draw:engineering"));
        QCOMPARE(s.players[kTyrol].hand.size(), hand + 2);
        QCOMPARE(s.decision.kind, DecisionKind::Movement);
        QCOMPARE(optionIds(s), (std::vector<std::string>{"done", "move:cylon_fleet", "move:human_fleet",
                                                         "move:resurrection_ship"}));
        QVERIFY(chooseThrough(s, "done"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"action:location", "action:nothing"}));
        const int track = s.jumpTrack;
        QVERIFY(chooseThrough(s, "action:nothing"));
        QCOMPARE(int(s.current), int(kRoslin));
        QCOMPARE(countEvents(s, EventKind::CrisisDrawn), 0);
        QCOMPARE(int(s.jumpTrack), track);
    }

    void aRevealedCylonKeepsTheHandLimitOfTenOnItsOwnTurn() {
        GameState s = tyrolsTurn(locs().caprica);
        Player& tyrol = s.players[kTyrol];
        while (tyrol.hand.size() < 9) // 9 + the 2 free draws = 11: one over the limit of 10 (not Tyrol's 8)
            tyrol.hand.push_back(drawSkill(s, SkillType::Politics));
        QVERIFY(chooseThrough(s, "draw:piloting"));
        QVERIFY(chooseThrough(s, "draw:piloting"));
        QVERIFY(chooseThrough(s, "done"));
        QVERIFY(chooseThrough(s, "action:nothing"));
        QCOMPARE(s.decision.kind, DecisionKind::DiscardCards);
        QCOMPARE(int(s.decision.actor), int(kTyrol));
        QVERIFY(choose(s, optionIds(s).front()));
        QCOMPARE(s.players[kTyrol].hand.size(), size_t(10));
    }
    void capricaDrawsTwoResolvesOneWithoutIcons() {
        GameState s = tyrolsTurn(locs().caprica);
        chooseThrough(s, "draw:piloting");
        chooseThrough(s, "draw:piloting");
        stackCrisis(s, "prison_labor");
        stackCrisis(s, "water_shortage_basestars_jump"); // jump icon: must not move the track
        const auto food = s.resources[size_t(Resource::Food)];
        QVERIFY(chooseThrough(s, "done"));
        QVERIFY(chooseThrough(s, "action:location"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"crisis:inbound_nukes", "option:a"}));
        QCOMPARE(optionLabel(s, s.decision.options[1]), std::string("Draw two crisis cards and resolve one of them"));
        QVERIFY(chooseThrough(s, "option:a"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"crisis:water_shortage_basestars_jump", "crisis:prison_labor"}));
        QVERIFY(chooseThrough(s, "crisis:water_shortage_basestars_jump"));
        QCOMPARE(s.crisisDiscard.back(), crisis("prison_labor"));
        QCOMPARE(int(s.decision.actor), int(kRoslin)); // the President decides this one
        QVERIFY(chooseThrough(s, "option:a"));
        QCOMPARE(int(s.resources[size_t(Resource::Food)]), food - 1);
        QCOMPARE(int(s.jumpTrack), 0);
        QCOMPARE(int(s.current), int(kRoslin));
        QCOMPARE(s.crisisDiscard.back(), crisis("water_shortage_basestars_jump"));
        QVERIFY(conservationProblem(s).empty());
    }

    void capricaPlaysTheSuperCrisis() {
        GameState s = tyrolsTurn(locs().caprica);
        chooseThrough(s, "draw:piloting");
        chooseThrough(s, "draw:piloting");
        setDestiny(s, skillCard("politics:consolidate_power:2"), skillCard("politics:consolidate_power:2"));
        const auto before = s.resources;
        QVERIFY(chooseThrough(s, "done"));
        QVERIFY(chooseThrough(s, "action:location"));
        QVERIFY(chooseThrough(s, "crisis:inbound_nukes"));
        addNothing(s); // the destiny cards count against: it fails
        QCOMPARE(int(s.check.result), int(CheckResult::Fail));
        QCOMPARE(s.resources[0], int8_t(before[0] - 1));
        QCOMPARE(s.resources[1], int8_t(before[1] - 1));
        QCOMPARE(s.resources[3], int8_t(before[3] - 1));
        QVERIFY(s.players[kTyrol].superCrises.empty());
        QCOMPARE(s.superDiscard.back(), crisis("inbound_nukes"));
        QVERIFY(conservationProblem(s).empty());
    }

    void crisisEffectsPassARevealedCylonBy() {
        GameState s = startedGame(42);
        takeOver(s);
        revealTyrol(s, locs().caprica);
        s.current = kTyrol;
        giveSkill(s, kTyrol, SkillType::Tactics, 4);
        const size_t hand = s.players[kTyrol].hand.size();
        startCrisis(s, crisis("rescue_mission_raiders"));
        QVERIFY(chooseThrough(s, "option:a")); // the Admiral: morale, and the current player to Sickbay
        QCOMPARE(int(s.players[kTyrol].location), int(locs().caprica));
        startCrisis(s, crisis("cylon_screenings"));
        QCOMPARE(int(s.decision.actor), int(kTyrol)); // the current player chooses
        QVERIFY(chooseThrough(s, "option:b"));            // every player throws away 2 cards
        Driver().run(s);
        QCOMPARE(s.players[kTyrol].hand.size(), hand);
        sendTo(s, kTyrol, locs().brig);
        QCOMPARE(int(s.players[kTyrol].location), int(locs().caprica));
    }

    void oneCardPerSkillCheck() {
        GameState s = startedGame(43);
        takeOver(s);
        revealTyrol(s, locs().caprica);
        s.current = kRoslin;
        giveSkill(s, kTyrol, SkillType::Tactics, 3);
        startCrisis(s, crisis("prison_labor"));
        while (s.decision.actor != kTyrol)
            QVERIFY(chooseThrough(s, "done"));
        QVERIFY(s.decision.options.size() > 1);
        const size_t hand = s.players[kTyrol].hand.size();
        QVERIFY(chooseThrough(s, optionIds(s)[1]));
        // With only "done" left his turn to add cards closes by itself.
        QCOMPARE(int(s.decision.actor), int(kRoslin));
        QCOMPARE(s.players[kTyrol].hand.size(), hand - 1);
    }

    void cylonFleetLaunchesFromEveryBasestar() {
        GameState s = tyrolsTurn(locs().cylonFleet);
        chooseThrough(s, "draw:piloting");
        chooseThrough(s, "draw:piloting");
        QVERIFY(chooseThrough(s, "done"));
        QVERIFY(chooseThrough(s, "action:location"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"option:a", "option:b", "option:c", "option:d"}));
        QCOMPARE(optionLabel(s, s.decision.options[3]), std::string("Every basestar launches 2 raiders and 1 heavy raider"));
        const int area = s.basestars[0].area;
        QVERIFY(area >= 0);
        const int raiders = s.space[size_t(area)].raiders, heavies = s.space[size_t(area)].heavyRaiders;
        QVERIFY(chooseThrough(s, "option:d"));
        QCOMPARE(int(s.space[size_t(area)].raiders), raiders + 2);
        QCOMPARE(int(s.space[size_t(area)].heavyRaiders), heavies + 1);
        QVERIFY(conservationProblem(s).empty());
    }

    void humanFleetTakesACardAndRolls() {
        for (int die : {4, 5}) {
            GameState s = tyrolsTurn(locs().humanFleet);
            chooseThrough(s, "draw:piloting");
            chooseThrough(s, "draw:piloting");
            emptyHands(s);
            giveCard(s, kAdama, "tactics:strategic_planning:5");
            giveCard(s, kAdama, "piloting:evasive_maneuvers:1");
            s.forcedDice = {int8_t(die)};
            const int unimplementedBefore = s.unimplemented;
            QVERIFY(chooseThrough(s, "done"));
            QVERIFY(chooseThrough(s, "action:location"));
            QCOMPARE(optionIds(s), (std::vector<std::string>{"target:laura_roslin", "target:william_adama",
                                                             "target:kara_thrace"}));
            QVERIFY(chooseThrough(s, "target:william_adama"));
            QVERIFY(chooseThrough(s, "take:tactics:strategic_planning:5"));
            QCOMPARE(s.players[kAdama].hand.size(), size_t(1));
            QCOMPARE(s.players[kTyrol].hand.size(), size_t(1));
            // On 5 or more Galactica takes a hit (done by the combat rules, or counted as not done).
            const bool damaged = !s.galacticaDamage.empty() || !s.galacticaDamageRemoved.empty() ||
                                 s.unimplemented > unimplementedBefore;
            QCOMPARE(damaged, die >= 5);
            QVERIFY(conservationProblem(s).empty());
        }
    }

    void resurrectionShipSwapsAndGivesLoyalty() {
        GameState s = tyrolsTurn(locs().resurrectionShip, 44);
        chooseThrough(s, "draw:piloting");
        chooseThrough(s, "draw:piloting");
        giveLoyalty(s, kTyrol, "not_a_cylon");
        s.distance = 7;
        QVERIFY(chooseThrough(s, "done"));
        QVERIFY(chooseThrough(s, "action:location"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"decline", "crisis:inbound_nukes"}));
        QVERIFY(chooseThrough(s, "crisis:inbound_nukes"));
        QCOMPARE(s.players[kTyrol].superCrises.size(), size_t(1));
        QVERIFY(s.players[kTyrol].superCrises[0] != crisis("inbound_nukes"));
        const size_t thrace = s.players[kThrace].loyalty.size();
        QVERIFY(chooseThrough(s, "target:kara_thrace"));
        QCOMPARE(s.players[kTyrol].loyalty.size(), size_t(1)); // only the revealed card stays
        QCOMPARE(s.players[kTyrol].loyalty[0], loyaltyCard("cylon_reduce_morale"));
        QCOMPARE(s.players[kThrace].loyalty.size(), thrace + 1);
        QVERIFY(conservationProblem(s).empty());

        GameState far = tyrolsTurn(locs().resurrectionShip, 44);
        chooseThrough(far, "draw:piloting");
        chooseThrough(far, "draw:piloting");
        giveLoyalty(far, kTyrol, "not_a_cylon");
        far.distance = 8; // too late to hand loyalty cards on
        QVERIFY(chooseThrough(far, "done"));
        QVERIFY(chooseThrough(far, "action:location"));
        QVERIFY(chooseThrough(far, "decline"));
        QCOMPARE(int(far.current), int(kRoslin));
        QCOMPARE(far.players[kTyrol].loyalty.size(), size_t(2));
    }
};

QTEST_APPLESS_MAIN(TestCylonTurns)
#include "tst_cylon_turns.moc"
