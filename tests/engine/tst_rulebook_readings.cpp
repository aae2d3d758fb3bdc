// Rules read against the literal text of the rulebook and the character sheets (issue #12):
// Helo's Stranded, the moment of Command Authority, Moral Compass's switch, distance gained
// outside a jump, once-per-turn activation of each Cylon ship, Administration and the
// Admiral's Quarters.
#include "combat_fixture.h"
#include "core_fixture.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::coretest;

namespace {

// Until a skill check has a result: offers declined, nothing contributed, else the first option.
bool toCheckResult(GameState& s) {
    s.check.result = CheckResult::None;
    for (int i = 0; i < 200 && s.hasDecision && s.check.result == CheckResult::None; ++i)
        choose(s, hasOption(s, "decline") ? "decline" : hasOption(s, "done") ? "done" : optionIds(s).front());
    return s.check.result != CheckResult::None;
}

bool stillToDecide(const GameState& s) { return s.hasDecision && s.decision.kind != DecisionKind::Movement; }

// Plays the decisions of a turn by their first option until the next Movement step.
void toNextMovement(GameState& s) {
    test::playUntil(s, [](const GameState& g) { return !stillToDecide(g); });
}

} // namespace

class TestRulebookReadings : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Helo's sheet: while stranded he "can neither move, nor be moved, nor act"; he enters on
    // the Hangar Deck as his second turn begins.
    void strandedHeloIsNotSentToTheBrig() {
        GameState s = started({"tom_zarek", "karl_agathon", "lee_adama"});
        const Seat helo = 1;
        QVERIFY(s.players[helo].stranded);
        QCOMPARE(s.admiral, helo); // Adama and Tigh are not in the game
        emptyAllHands(s);
        test::stackCrisis(s, "cylon_accusation"); // fail: the current player goes to the Brig
        setDestiny(s, {"engineering:repair:1", "engineering:repair:2"});
        newTurn(s, helo); // his first turn: still stranded
        QVERIFY(toCheckResult(s));
        QVERIFY(s.check.result == CheckResult::Fail);
        QVERIFY(s.players[helo].stranded);
        QCOMPARE(int(s.players[helo].location), -1);
        QCOMPARE(s.admiral, helo); // nobody took him to the Brig, so the title stayed
        newTurn(s, helo);          // his second turn: he arrives on the Hangar Deck, not from a Brig
        QVERIFY(!s.players[helo].stranded);
        QCOMPARE(s.players[helo].location, test::location("hangar_deck"));
    }

    void aStrandedHeloCannotBeChosenToMove() {
        GameState s = started({"gaius_baltar", "karl_agathon", "kara_thrace"});
        const CardIdx card = test::crisis("a_traitor_accused"); // fail: the current player picks one for the Brig
        interject(s, FrameKind::Effects, db().crises[card].fail, 0, card);
        QCOMPARE(optionIds(s), (std::vector<std::string>{"target:gaius_baltar", "target:kara_thrace"}));
    }

    // Command Authority: "After any skill check has been resolved" - so after its result. A
    // failed Loss of a Friend makes Adama discard 2 before he takes the check's cards.
    void commandAuthorityComesAfterTheResult() {
        GameState s = started({"william_adama", "tom_zarek", "lee_adama"});
        emptyAllHands(s);
        test::stackCrisis(s, "loss_of_a_friend"); // 9 politics/leadership; fail: current discards 2
        setDestiny(s, {"engineering:repair:2", "piloting:evasive_maneuvers:2"});
        give(s, 0, {"tactics:launch_scout:2", "tactics:strategic_planning:3"});
        toCrisis(s); // Zarek and Apollo hold nothing: Adama is asked at once
        QVERIFY(choose(s, "contribute:tactics:launch_scout:2"));
        QVERIFY(choose(s, "contribute:tactics:strategic_planning:3"));
        // The result first: Adama's hand is empty, so the discard costs nothing.
        QCOMPARE(kindId(s), std::string("choice"));
        QVERIFY(hasOption(s, "use:command_authority"));
        QVERIFY(s.check.result == CheckResult::Fail);
        QVERIFY(choose(s, "use:command_authority"));
        QCOMPARE(int(s.players[0].hand.size()), 4); // all four cards of the check
        QVERIFY(kindId(s) != "discard");            // the penalty was paid before
        QVERIFY(test::conservationProblem(s).empty());
    }

    void commandAuthorityAtALocationComesAfterItsResult() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        placeAt(s, 0, "administration");
        setDestiny(s, {"politics:investigative_committee:5", "leadership:declare_emergency:5"});
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "target:kara_thrace"));
        contributeNothing(s);
        QVERIFY(hasOption(s, "use:command_authority"));
        QCOMPARE(s.president, Seat(2)); // the title changed hands before the offer
        QVERIFY(choose(s, "use:command_authority"));
        QCOMPARE(int(s.players[0].hand.size()), 2);
    }

    // Moral Compass switches "to the other option" - only if the card allows that option now.
    void moralCompassCannotSwitchToAForbiddenOption() {
        GameState s = started({"karl_agathon", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        placeAt(s, 0, "command");
        s.nukes = 0; // Build Cylon Detector's option a needs the Admiral to give up a nuke
        test::stackCrisis(s, "build_cylon_detector");
        newTurn(s, 1);
        toNextMovement(s);
        emptyAllHands(s);
        toCrisis(s);
        declineOffers(s); // Secret Destiny
        if (kindId(s) == "draw_skill")
            QVERIFY(choose(s, "draw:politics")); // Delusional Intuition
        QVERIFY(!hasOption(s, "use:moral_compass"));
        QVERIFY(!s.players[0].onceUsed);
        QCOMPARE(int(s.nukes), 0);
        bool chose = false;
        for (const LogEvent& e : s.log)
            if (e.kind == EventKind::CrisisOption && e.a == test::crisis("build_cylon_detector"))
                chose = e.b == 1;
        QVERIFY(chose); // option b, the only legal one
    }

    // Kobol Objective: "When the fleet equals or exceeds a listed distance total for the first
    // time" - also when Legendary Discovery's +1 gets there outside a jump.
    void legendaryDiscoveryReachingFourDealsTheSleeperAgents() {
        GameState s = started({"saul_tigh", "tom_zarek", "lee_adama"});
        emptyAllHands(s);
        s.distance = 3;
        test::stackCrisis(s, "legendary_discovery"); // 14 tactics/piloting; pass: distance +1
        setDestiny(s, {"tactics:strategic_planning:5", "tactics:strategic_planning:4"});
        give(s, 0, {"piloting:maximum_firepower:5"});
        toCrisis(s);
        QVERIFY(choose(s, "contribute:piloting:maximum_firepower:5"));
        QVERIFY(choose(s, "done"));
        QVERIFY(s.check.result == CheckResult::Pass);
        QCOMPARE(int(s.distance), 4);
        QVERIFY(s.sleeperDealt);
        for (const Player& p : s.players)
            QVERIFY(p.loyalty.size() >= 2);
    }

    // Each Cylon ship activates once per turn: a raider destroyed by Authorization of Brutal
    // Force no longer counts, so a raider placed afterwards still acts.
    void aRaiderPlacedAfterOthersWereDestroyedStillActs() {
        GameState s = test::emptySpace();
        s.space[size_t(Area::Fore)].raiders = 3;
        test::putCivilian(s, Area::StarboardQuarter, "civilian_pop1");
        test::runFrame(s, FrameKind::Activate, int(Activation::Raiders));
        QCOMPARE(s.space[size_t(Area::StarboardBow)].raiders, int8_t(3)); // all three moved and acted
        const CardIdx card = quorumCard("authorization_of_brutal_force");
        std::erase(s.quorumDeck, card);
        s.inPlay.push_back(InPlay{CardKind::Quorum, card, 0});
        s.forcedDice = {8};
        test::runFrame(s, FrameKind::QuorumCard, card, 0); // the only target, three times: no decision
        QCOMPARE(s.space[size_t(Area::StarboardBow)].raiders, int8_t(0));
        placeRaiders(s, Area::StarboardBow, 1); // a new ship: it has not acted this turn
        test::runFrame(s, FrameKind::Activate, int(Activation::Raiders));
        QCOMPARE(s.space[size_t(Area::StarboardBow)].raiders, int8_t(0)); // it moved on
        QCOMPARE(s.space[size_t(Area::StarboardQuarter)].raiders, int8_t(1));
    }

    void aBasestarPlacedWhereAnotherWasDestroyedStillActs() {
        GameState s = test::emptySpace();
        test::putBasestar(s, 0, Area::Fore);
        s.forcedDice = {1}; // a miss
        test::runFrame(s, FrameKind::Activate, int(Activation::Basestars));
        QVERIFY(s.forcedDice.empty());
        destroyBasestar(s, 0);
        QVERIFY(placeBasestar(s, Area::Aft)); // the same piece slot, another ship
        s.forcedDice = {1};
        test::runFrame(s, FrameKind::Activate, int(Activation::Basestars));
        QVERIFY(s.forcedDice.empty()); // it attacked
    }

    // Administration: "The current player chooses any player to nominate" - himself too, but
    // not the sitting President.
    void administrationMayNominateTheCurrentPlayer() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        placeAt(s, 0, "administration");
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"target:william_adama", "target:kara_thrace"}));
    }

    // Brig: on a pass the prisoner "may move" - staying is allowed; hazards are never entered
    // by choice.
    void brigEscapeMayStay() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        placeAt(s, 0, "brig");
        setDestiny(s, {"politics:investigative_committee:5", "tactics:strategic_planning:5"});
        reask(s); // a prisoner does not move: the Action step is asked
        QVERIFY(choose(s, "action:location"));
        contributeNothing(s);
        declineOffers(s);
        QVERIFY(hasOption(s, "location:brig"));
        QVERIFY(!hasOption(s, "location:sickbay"));
        QVERIFY(choose(s, "location:brig"));
        QCOMPARE(s.players[0].location, test::location("brig"));
    }
};

QTEST_APPLESS_MAIN(TestRulebookReadings)
#include "tst_rulebook_readings.moc"
