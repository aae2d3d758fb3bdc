// The Galactica and Colonial One location actions of base rules I (rulebook "Game Board
// Skill Checks", "FTL Control Jump"; components: locations) and the character restrictions
// on activating a location.
#include "core_fixture.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::coretest;

class TestLocations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ftlControlOnlyFromABlueSpace() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        placeAt(s, 0, "ftl_control");
        give(s, 0, {"politics:consolidate_power:1"}); // so that the action step has a choice
        s.jumpTrack = 2; // red
        QVERIFY(choose(s, "done"));
        QCOMPARE(kindId(s), std::string("action"));
        QVERIFY(!hasOption(s, "action:location"));
        s.jumpTrack = 3; // blue, -3 population
        reask(s);
        QVERIFY(hasOption(s, "action:location"));
        const int population = resource(s, Resource::Population);
        s.forcedDice = {6};
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(resource(s, Resource::Population), population - 3);
        QCOMPARE(kindId(s), std::string("destination")); // the jump follows
        QCOMPARE(actor(s), s.admiral);
    }

    void ftlControlHighRollKeepsThePopulation() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        placeAt(s, 0, "ftl_control");
        s.jumpTrack = 4; // blue, -1 population
        reask(s);
        QVERIFY(choose(s, "done"));
        const int population = resource(s, Resource::Population);
        s.forcedDice = {7};
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(resource(s, Resource::Population), population);
        s.forcedDice = {};
    }

    void researchLabDrawsEngineeringOrTactics() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        placeAt(s, 0, "research_lab");
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"draw:tactics", "draw:engineering"}));
        QVERIFY(choose(s, "draw:engineering"));
        QCOMPARE(countType(s, 0, SkillType::Engineering), 1); // outside Adama's skill set
    }

    void pressRoomDrawsTwoPolitics() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        placeAt(s, 0, "press_room");
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(countType(s, 0, SkillType::Politics), 2);
    }

    void presidentsOfficeIsForThePresident() {
        GameState s = started({"gaius_baltar", "william_adama", "kara_thrace"});
        const Seat baltar = 0;
        QCOMPARE(s.president, baltar);
        placeAt(s, baltar, "presidents_office");
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(hasOption(s, "action:location"));
        const size_t quorum = s.quorumHand.size();
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(s.quorumHand.size(), quorum + 1);
        QVERIFY(hasOption(s, "option:a"));
        QCOMPARE(optionLabel(s, s.decision.options.front()), std::string("Draw a second quorum card"));
        QVERIFY(choose(s, "option:a"));
        QCOMPARE(s.quorumHand.size(), quorum + 2);
        // Anyone else there cannot use it.
        GameState t = started({"gaius_baltar", "william_adama", "kara_thrace"});
        placeAt(t, 0, "presidents_office");
        t.president = 1;
        reask(t);
        QVERIFY(choose(t, "done"));
        QVERIFY(!hasOption(t, "action:location"));
    }

    void presidentsOfficeCanPlayAQuorumCard() {
        GameState s = started({"gaius_baltar", "william_adama", "kara_thrace"});
        placeAt(s, 0, "presidents_office");
        stackQuorum(s, "inspirational_speech");
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QVERIFY(hasOption(s, "action:quorum:inspirational_speech"));
        emptyAllHands(s);
        const int morale = resource(s, Resource::Morale);
        s.forcedDice = {8};
        QVERIFY(choose(s, "action:quorum:inspirational_speech"));
        QCOMPARE(resource(s, Resource::Morale), morale + 1);
    }

    void administrationPassMakesAPresident() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        placeAt(s, 0, "administration");
        give(s, 0, {"leadership:executive_order:1"});
        setDestiny(s, {"politics:consolidate_power:2", "leadership:executive_order:2"});
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(decisionPrompt(s), std::string("Administration: choose whom William Adama nominates for President."));
        QVERIFY(!hasOption(s, "target:gaius_baltar")); // already President
        give(s, 1, {"politics:consolidate_power:1"});
        give(s, 2, {"piloting:evasive_maneuvers:1"});
        QVERIFY(choose(s, "target:kara_thrace"));
        QCOMPARE(kindId(s), std::string("contribute"));
        QCOMPARE(int(s.decision.context), 5);
        QCOMPARE(actor(s), Seat(1)); // from the left of the current player
        QVERIFY(choose(s, "done"));
        QCOMPARE(actor(s), Seat(2));
        QVERIFY(choose(s, "done"));
        QCOMPARE(actor(s), Seat(0)); // ending with the current player
        QVERIFY(choose(s, "done"));
        declineOffers(s);               // Command Authority
        QCOMPARE(s.president, Seat(1)); // 4 < 5: failed, nothing happens
        QCOMPARE(s.check.total, int16_t(4));
    }

    void administrationPassWithAContribution() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        placeAt(s, 0, "administration");
        give(s, 0, {"leadership:executive_order:1"});
        setDestiny(s, {"politics:consolidate_power:2", "leadership:executive_order:2"});
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "target:kara_thrace")); // Baltar and Kara have no cards: not asked
        QCOMPARE(actor(s), Seat(0));
        QVERIFY(choose(s, "contribute:leadership:executive_order:1")); // his last card: the check goes on
        declineOffers(s);
        QCOMPARE(s.check.total, int16_t(5));
        QCOMPARE(s.president, Seat(2));
    }

    void admiralsQuartersSendsToTheBrigAndTheTitlePasses() {
        GameState s = started({"gaius_baltar", "william_adama", "kara_thrace"});
        emptyAllHands(s);
        const Seat baltar = 0, adama = 1, kara = 2;
        QCOMPARE(s.admiral, adama);
        placeAt(s, baltar, "admirals_quarters");
        setDestiny(s, {"leadership:executive_order:2", "tactics:launch_scout:2"});
        give(s, baltar, {"leadership:declare_emergency:3"});
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QVERIFY(hasOption(s, "target:gaius_baltar")); // "any character": the accuser too
        QVERIFY(choose(s, "target:william_adama"));
        QCOMPARE(int(s.decision.context), 7);
        QCOMPARE(actor(s), baltar); // the others hold no cards
        QVERIFY(choose(s, "contribute:leadership:declare_emergency:3"));
        declineOffers(s); // Command Authority
        QCOMPARE(s.check.total, int16_t(7));
        QCOMPARE(s.players[adama].location, test::location("brig"));
        QCOMPARE(s.admiral, kara); // Adama in the Brig; Tigh, Helo, Apollo absent: Starbuck
    }

    void admiralsQuartersFailsBelowSeven() {
        GameState s = started({"gaius_baltar", "william_adama", "kara_thrace"});
        emptyAllHands(s);
        placeAt(s, 0, "admirals_quarters");
        setDestiny(s, {"leadership:executive_order:2", "politics:consolidate_power:2"});
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "target:william_adama"));
        contributeNothing(s);
        QCOMPARE(s.check.total, int16_t(0)); // 2 leadership - 2 politics
        QCOMPARE(s.players[1].location, test::location("admirals_quarters"));
        QCOMPARE(s.admiral, Seat(1));
    }

    void adamaCannotUseAdmiralsQuarters() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        QCOMPARE(s.players[0].location, test::location("admirals_quarters"));
        QVERIFY(choose(s, "done"));
        QVERIFY(!hasOption(s, "action:location")); // Emotionally Attached
    }

    void insubordinateAndCylonHatredMakeTheAccusationEasier() {
        GameState s = started({"saul_tigh", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        placeAt(s, 0, "admirals_quarters");
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "target:kara_thrace")); // Insubordinate: 7 - 3
        QCOMPARE(kindId(s), std::string("choice"));
        QVERIFY(hasOption(s, "use:cylon_hatred:lower"));
        QVERIFY(choose(s, "use:cylon_hatred:lower")); // 4 - 3
        QCOMPARE(int(s.check.difficulty), 1);
    }

    void brigEscapeToAnyGalacticaLocation() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        placeAt(s, 0, "brig");
        setDestiny(s, {"politics:consolidate_power:2", "tactics:launch_scout:2"});
        give(s, 0, {"tactics:strategic_planning:3"});
        reask(s);
        QVERIFY(hasOption(s, "action:location"));
        give(s, 0, {"tactics:launch_scout:1"});
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(int(s.decision.context), 7);
        QCOMPARE(actor(s), Seat(0));
        QVERIFY(choose(s, "contribute:tactics:strategic_planning:3")); // one card from the Brig: no second ask
        declineOffers(s); // Command Authority
        QCOMPARE(s.check.total, int16_t(7));
        QVERIFY(hasOption(s, "location:command"));
        QVERIFY(!hasOption(s, "location:press_room"));
        QVERIFY(!hasOption(s, "location:sickbay"));
        QVERIFY(choose(s, "location:command"));
        QCOMPARE(s.players[0].location, test::location("command"));
    }

    void failedEscapeStaysInTheBrig() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        placeAt(s, 0, "brig");
        setDestiny(s, {"politics:consolidate_power:2", "engineering:repair:2"});
        reask(s);
        QVERIFY(choose(s, "action:location"));
        declineOffers(s); // Command Authority
        QCOMPARE(s.check.total, int16_t(0));
        QCOMPARE(s.players[0].location, test::location("brig"));
    }

    void onlyFreeHumansCanBeAccused() {
        GameState s = started({"gaius_baltar", "william_adama", "kara_thrace", "galen_tyrol"});
        placeAt(s, 0, "admirals_quarters");
        placeAt(s, 2, "brig");
        s.players[3].revealed = true;
        s.players[3].location = test::location("caprica");
        emptyAllHands(s);
        give(s, 0, {"politics:consolidate_power:1"});
        setDestiny(s, {"leadership:declare_emergency:5", "tactics:strategic_planning:3"});
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"target:gaius_baltar", "target:william_adama"}));
        QVERIFY(choose(s, "target:william_adama"));
        QVERIFY(choose(s, "done")); // Baltar adds nothing
        declineOffers(s);                      // Command Authority
        QCOMPARE(int(s.check.difficulty), 7);
        QCOMPARE(s.players[1].location, test::location("brig"));
    }

    void sickbayDrawsOneCardAndHasNoAction() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyHand(s, 0);
        placeAt(s, 0, "sickbay");
        interject(s, FrameKind::ReceiveSkills, 0);
        QCOMPARE(kindId(s), std::string("draw_skill"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"draw:leadership", "draw:tactics"}));
        QVERIFY(choose(s, "draw:tactics"));
        QCOMPARE(int(s.players[0].hand.size()), 1);
        QVERIFY(hasOption(s, "move:command")); // leaving Sickbay is free
        QVERIFY(choose(s, "done"));
        QVERIFY(!hasOption(s, "action:location"));
    }

    void terminalIllnessCostsTwoCards() {
        GameState s = started({"laura_roslin", "william_adama", "kara_thrace"});
        const Seat roslin = 0;
        emptyHand(s, roslin);
        give(s, roslin, {"politics:consolidate_power:1"});
        placeAt(s, roslin, "press_room");
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(!hasOption(s, "action:location")); // fewer than 2 cards: no activation
        give(s, roslin, {"politics:consolidate_power:2", "leadership:executive_order:1"});
        reask(s);
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(kindId(s), std::string("discard"));
        QVERIFY(choose(s, "discard:politics:consolidate_power:1"));
        QVERIFY(choose(s, "discard:leadership:executive_order:1"));
        QCOMPARE(int(s.players[roslin].hand.size()), 3); // 1 kept + 2 from the Press Room
        QCOMPARE(countType(s, roslin, SkillType::Politics), 3);
    }

    void convictedCriminalNeedsAnEmptyLocation() {
        GameState s = started({"tom_zarek", "william_adama", "kara_thrace"});
        placeAt(s, 0, "press_room");
        placeAt(s, 1, "press_room");
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(!hasOption(s, "action:location"));
        placeAt(s, 1, "command");
        reask(s);
        QVERIFY(hasOption(s, "action:location"));
        placeAt(s, 0, "brig");
        placeAt(s, 1, "brig");
        reask(s);
        QVERIFY(hasOption(s, "action:location")); // the Brig is the exception
    }

    void friendsInLowPlacesShiftsTheAdministrationCheck() {
        GameState s = started({"tom_zarek", "william_adama", "kara_thrace"});
        emptyAllHands(s);
        const Seat zarek = 0;
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location")); // Zarek starts on Administration
        QVERIFY(choose(s, "target:kara_thrace"));
        QCOMPARE(actor(s), zarek);
        QVERIFY(hasOption(s, "use:friends_in_low_places:raise"));
        QVERIFY(choose(s, "use:friends_in_low_places:lower"));
        QCOMPARE(int(s.check.difficulty), 3);
    }
};

QTEST_APPLESS_MAIN(TestLocations)
#include "tst_locations.moc"
