// Titles and quorum cards (rulebook "Title Cards", "Line of Succession"; components:
// quorum_cards, titles).
#include "core_fixture.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::coretest;

class TestTitlesQuorum : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void presidentDrawsAQuorumCard() {
        GameState s = presidentAtAction({});
        QCOMPARE(s.president, Seat(0));
        const size_t hand = s.quorumHand.size();
        // An empty quorum deck is rebuilt from its discards.
        s.quorumDiscard.insert(s.quorumDiscard.end(), s.quorumDeck.begin(), s.quorumDeck.end());
        s.quorumDeck.clear();
        QVERIFY(choose(s, "action:title:president"));
        QCOMPARE(s.quorumHand.size(), hand + 1);
        QVERIFY(s.quorumDiscard.empty());
        const auto drawn = std::find_if(s.log.rbegin(), s.log.rend(), [](const LogEvent& e) { return e.kind == EventKind::QuorumDrawn; });
        QVERIFY(drawn != s.log.rend());
        QCOMPARE(drawn->visibleTo, seatBit(0)); // the hand is secret
        QVERIFY(test::conservationProblem(s).empty());
    }

    void onlyThePresidentHasTheseActions() {
        GameState s = presidentAtAction({"arrest_order"});
        QVERIFY(hasOption(s, "action:quorum:arrest_order"));
        s.president = 1;
        reask(s);
        QVERIFY(!hasOption(s, "action:title:president"));
        QVERIFY(!hasOption(s, "action:quorum:arrest_order"));
    }

    void inspirationalSpeechSucceeds() {
        GameState s = presidentAtAction({"inspirational_speech"});
        const int morale = resource(s, Resource::Morale);
        s.forcedDice = {6};
        QVERIFY(choose(s, "action:quorum:inspirational_speech"));
        QCOMPARE(resource(s, Resource::Morale), morale + 1);
        QVERIFY(quorumIn(s.quorumRemoved, "inspirational_speech"));
    }

    void inspirationalSpeechFails() {
        GameState s = presidentAtAction({"inspirational_speech"});
        const int morale = resource(s, Resource::Morale);
        s.forcedDice = {5};
        QVERIFY(choose(s, "action:quorum:inspirational_speech"));
        QCOMPARE(resource(s, Resource::Morale), morale);
        QVERIFY(quorumIn(s.quorumDiscard, "inspirational_speech"));
    }

    void foodRationingFailsAndIsDiscarded() {
        GameState s = presidentAtAction({"food_rationing"});
        const int food = resource(s, Resource::Food);
        s.forcedDice = {5};
        QVERIFY(choose(s, "action:quorum:food_rationing"));
        QCOMPARE(resource(s, Resource::Food), food);
        QVERIFY(quorumIn(s.quorumDiscard, "food_rationing"));
        QVERIFY(test::conservationProblem(s).empty());
    }

    void arrestOrderSendsTheAdmiralToTheBrig() {
        GameState s = presidentAtAction({"arrest_order"});
        QVERIFY(choose(s, "action:quorum:arrest_order"));
        QCOMPARE(decisionPrompt(s), std::string("Arrest Order: choose the character Gaius Baltar names."));
        QVERIFY(choose(s, "target:william_adama"));
        QCOMPARE(s.players[1].location, test::location("brig"));
        QCOMPARE(s.admiral, Seat(2)); // the title passes down the line
        QVERIFY(quorumIn(s.quorumDiscard, "arrest_order"));
    }

    void brutalForceDestroysThreeRaiders() {
        GameState s = presidentAtAction({"authorization_of_brutal_force"});
        s.space[size_t(Area::Fore)].raiders = 2;
        s.space[size_t(Area::Aft)].raiders = 2;
        s.space[size_t(Area::Aft)].heavyRaiders = 1;
        reask(s);
        const int population = resource(s, Resource::Population);
        s.forcedDice = {2};
        QVERIFY(choose(s, "action:quorum:authorization_of_brutal_force"));
        QVERIFY(hasOption(s, "ship:heavy_raider:aft"));
        QVERIFY(choose(s, "ship:raider:fore"));
        QVERIFY(!hasOption(s, "ship:heavy_raider:aft")); // three raiders now
        QVERIFY(choose(s, "ship:raider:fore")); // the third raider can only be in the aft area: taken at once
        QCOMPARE(int(s.space[size_t(Area::Fore)].raiders), 0);
        QCOMPARE(int(s.space[size_t(Area::Aft)].raiders), 1);
        QCOMPARE(int(s.space[size_t(Area::Aft)].heavyRaiders), 1);
        QCOMPARE(resource(s, Resource::Population), population - 1); // rolled 2
    }

    void brutalForceRemovesACenturion() {
        GameState s = presidentAtAction({"authorization_of_brutal_force"});
        for (auto& area : s.space)
            area.raiders = 0;
        s.centurions = {2};
        reask(s);
        s.forcedDice = {5};
        QVERIFY(choose(s, "action:quorum:authorization_of_brutal_force"));
        QVERIFY(s.centurions.empty()); // the only target: chosen at once
    }

    void encourageMutinyMakesAnAdmiral() {
        GameState s = presidentAtAction({"encourage_mutiny"});
        s.forcedDice = {3};
        QVERIFY(choose(s, "action:quorum:encourage_mutiny")); // Starbuck is the only one to name
        QCOMPARE(s.admiral, Seat(2));
    }

    void encourageMutinyFailureCostsMorale() {
        GameState s = presidentAtAction({"encourage_mutiny"});
        const int morale = resource(s, Resource::Morale);
        s.forcedDice = {2};
        QVERIFY(choose(s, "action:quorum:encourage_mutiny"));
        QCOMPARE(s.admiral, Seat(1));
        QCOMPARE(resource(s, Resource::Morale), morale - 1);
    }

    void encourageMutinyNamesNeitherSelfNorAdmiral() {
        GameState s = started({"gaius_baltar", "william_adama", "kara_thrace", "galen_tyrol"});
        emptyAllHands(s);
        giveQuorum(s, "encourage_mutiny");
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:quorum:encourage_mutiny"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"target:kara_thrace", "target:galen_tyrol"}));
    }

    void releaseCylonMugshots() {
        GameState s = presidentAtAction({"release_cylon_mugshots"});
        const int morale = resource(s, Resource::Morale);
        QVERIFY(choose(s, "action:quorum:release_cylon_mugshots"));
        s.forcedDice = {3};
        QVERIFY(choose(s, "target:william_adama"));
        QVERIFY(s.players[1].loyaltySeenBy[0] & seatBit(0));
        QCOMPARE(resource(s, Resource::Morale), morale - 1);
    }

    void presidentialPardonFreesAPrisoner() {
        GameState s = presidentAtAction({"presidential_pardon", "arrest_order"});
        QVERIFY(!hasOption(s, "action:quorum:presidential_pardon")); // nobody in the Brig
        placeAt(s, 2, "brig");
        reask(s);
        QVERIFY(choose(s, "action:quorum:presidential_pardon"));
        QVERIFY(hasOption(s, "location:weapons_control"));
        QVERIFY(!hasOption(s, "location:press_room"));
        QVERIFY(choose(s, "location:weapons_control"));
        QCOMPARE(s.players[2].location, test::location("weapons_control"));
    }

    void acceptProphecyMakesTheNextVoteHarder() {
        GameState s = presidentAtAction({"accept_prophecy"});
        QVERIFY(choose(s, "action:quorum:accept_prophecy"));
        QVERIFY(choose(s, "draw:piloting"));
        QCOMPARE(countType(s, 0, SkillType::Piloting), 1);
        QVERIFY(quorumInPlay(s, "accept_prophecy"));
        // Next turn, Adama at Administration: 5 + 2.
        placeAt(s, 1, "administration");
        newTurn(s, 1);
        test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
        emptyAllHands(s);
        give(s, 1, {"leadership:executive_order:1"});
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "target:kara_thrace"));
        QCOMPARE(int(s.decision.context), 7);
        QVERIFY(!quorumInPlay(s, "accept_prophecy"));
        QVERIFY(quorumIn(s.quorumDiscard, "accept_prophecy"));
    }

    void vicePresidentIsTheOnlyNominee() {
        GameState s = presidentAtAction({"assign_vice_president"});
        QVERIFY(choose(s, "action:quorum:assign_vice_president"));
        QCOMPARE(countType(s, 0, SkillType::Politics), 2);
        QVERIFY(choose(s, "target:kara_thrace"));
        QCOMPARE(quorumInPlay(s, "assign_vice_president")->holder, Seat(2));
        placeAt(s, 1, "administration");
        newTurn(s, 1);
        test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
        emptyAllHands(s);
        give(s, 1, {"leadership:executive_order:1"});
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(kindId(s), std::string("contribute")); // Starbuck was named at once: the only nominee
    }

    void arbitratorShiftsAnAccusation() {
        GameState s = presidentAtAction({"assign_arbitrator"});
        QVERIFY(choose(s, "action:quorum:assign_arbitrator"));
        QVERIFY(choose(s, "target:kara_thrace"));
        placeAt(s, 0, "admirals_quarters");
        newTurn(s, 0);
        test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
        emptyAllHands(s);
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "target:william_adama"));
        QCOMPARE(actor(s), Seat(2));
        QVERIFY(choose(s, "use:assign_arbitrator:raise"));
        QCOMPARE(int(s.check.difficulty), 10);
        QVERIFY(quorumIn(s.quorumDiscard, "assign_arbitrator"));
    }

    void missionSpecialistIsRecorded() {
        GameState s = presidentAtAction({"assign_mission_specialist"});
        QVERIFY(choose(s, "action:quorum:assign_mission_specialist"));
        QVERIFY(choose(s, "target:william_adama"));
        QCOMPARE(missionSpecialist(s), Seat(1));
        missionSpecialistDone(s);
        QCOMPARE(missionSpecialist(s), kNoSeat);
        QVERIFY(quorumIn(s.quorumDiscard, "assign_mission_specialist"));
    }

    void titlesPassWhenTheHolderIsRevealed() {
        GameState s = started({"gaius_baltar", "william_adama", "kara_thrace", "tom_zarek", "saul_tigh"});
        QCOMPARE(s.president, Seat(0));
        QCOMPARE(s.admiral, Seat(1));
        s.inPlay.push_back(InPlay{CardKind::Quorum, quorumCard("assign_arbitrator"), 1});
        std::erase(s.quorumDeck, quorumCard("assign_arbitrator"));
        std::erase(s.quorumHand, quorumCard("assign_arbitrator"));
        s.players[1].revealed = true;
        titlesOnReveal(s, 1);
        QCOMPARE(s.admiral, Seat(4)); // Tigh follows Adama
        QVERIFY(!quorumInPlay(s, "assign_arbitrator"));
        s.players[0].revealed = true;
        titlesOnReveal(s, 0);
        QCOMPARE(s.president, Seat(3)); // Zarek follows Roslin (absent) and Baltar
        QVERIFY(test::conservationProblem(s).empty());
    }

    void revealedCylonsAreNeverQuorumTargets() {
        GameState s = presidentAtAction({"arrest_order"});
        s.players[2].revealed = true;
        reask(s);
        QVERIFY(choose(s, "action:quorum:arrest_order"));
        QVERIFY(!hasOption(s, "target:kara_thrace"));
    }
};

QTEST_APPLESS_MAIN(TestTitlesQuorum)
#include "tst_titles_quorum.moc"
