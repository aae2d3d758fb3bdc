// The rulebook's worked examples, with the same dice: activating raiders, piloting a viper
// and attacking, jumping the fleet, the FTL Control roll and the jump to Kobol.
#include "combat_fixture.h"

using namespace bsg;
using namespace bsg::test;

class TestRulebookExamples : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // "Activating Cylon Raiders": the first raider rolls a 5 and damages the viper, the
    // second destroys the civilian ship (2 population), the lone raider of the next area
    // moves clockwise toward the nearest civilian ship.
    void activatingRaiders() {
        GameState s = emptySpace();
        auto& pq = s.space[size_t(Area::PortQuarter)];
        pq.raiders = 2;
        pq.vipers = 1;
        --s.vipersReserve;
        putCivilian(s, Area::PortQuarter, "civilian_pop2");
        s.space[size_t(Area::Fore)].raiders = 1;
        putCivilian(s, Area::Aft, "civilian_pop1"); // three areas from fore either way
        s.forcedDice = {5};
        runFrame(s, FrameKind::Activate, int(Activation::Raiders));
        QCOMPARE(s.decision.kind, DecisionKind::Order); // the current player picks the area
        QVERIFY(choose(s, "area:port_quarter"));
        QCOMPARE(s.vipersDamaged, int8_t(1));
        QCOMPARE(resource(s, Resource::Population), 10);
        QCOMPARE(s.space[size_t(Area::Fore)].raiders, int8_t(0));
        QCOMPARE(s.space[size_t(Area::StarboardBow)].raiders, int8_t(1));
        QVERIFY(!s.hasDecision);
        QCOMPARE(conservationProblem(s), std::string());
    }
    // The short example of the same page: an 8 destroys the viper, and the second raider,
    // with nothing left in its area, moves toward the nearest civilian ship.
    void activatingRaidersShortExample() {
        GameState s = emptySpace();
        s.space[size_t(Area::Aft)].raiders = 2;
        s.space[size_t(Area::Aft)].vipers = 1;
        --s.vipersReserve;
        putCivilian(s, Area::PortQuarter, "civilian_pop1");
        s.forcedDice = {8};
        runFrame(s, FrameKind::Activate, int(Activation::Raiders));
        QCOMPARE(s.vipersDestroyed, int8_t(1));
        QCOMPARE(s.space[size_t(Area::Aft)].raiders, int8_t(1));
        QCOMPARE(s.space[size_t(Area::PortQuarter)].raiders, int8_t(1));
    }
    // "Piloting a Viper and Attacking": Starbuck launches herself from the Hangar Deck, takes
    // the extra action to attack a raider in her area and rolls a 3: it is destroyed.
    void pilotingAndAttacking() {
        GameState s = emptySpace();
        s.space[size_t(Area::PortBow)].raiders = 1;
        QCOMPARE(s.players[1].location, location("hangar_deck"));
        s.forcedDice = {3};
        runFrame(s, FrameKind::Action, 1, 1);
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "launch:port_bow"));
        QCOMPARE(s.players[1].location, LocId(-1));
        QCOMPARE(s.players[1].viperArea, int8_t(Area::PortBow));
        QVERIFY(choose(s, "action:viper"));
        QVERIFY(choose(s, "ship:raider:port_bow"));
        QCOMPARE(s.space[size_t(Area::PortBow)].raiders, int8_t(0));
        QVERIFY(!s.hasDecision);
        QCOMPARE(conservationProblem(s), std::string());
    }
    // "Example of Jumping": the prepare-for-jump icon moves the marker into Auto Jump; ships
    // are removed, the Admiral draws two, plays one (lose 1 fuel, destroy 1 raptor), the
    // other goes under the deck; no Kobol instruction; the marker returns to Start.
    void jumping() {
        GameState s = emptySpace();
        s.jumpTrack = 4;
        s.space[size_t(Area::Fore)].raiders = 3;
        putBasestar(s, 0, Area::Fore);
        auto& deck = s.destinationDeck;
        for (const char* id : {"deep_space", "remote_planet"}) {
            const CardIdx card = CardIdx(db().destination(id));
            deck.erase(std::find(deck.begin(), deck.end(), card));
            deck.insert(deck.begin(), card);
        }
        runFrame(s, FrameKind::PrepareJump);
        QVERIFY(!inCombat(s));
        QVERIFY(choose(s, "destination:remote_planet"));
        QCOMPARE(resource(s, Resource::Fuel), 7);
        QCOMPARE(s.raptorsDestroyed, int8_t(1));
        QCOMPARE(s.destinationDeck.back(), CardIdx(db().destination("deep_space")));
        QCOMPARE(int(s.distance), 2);
        QVERIFY(!s.sleeperDealt);
        QCOMPARE(s.jumpTrack, int8_t(0));
        QCOMPARE(conservationProblem(s), std::string());
    }
    // "FTL Control Jump": on the -1 population space a 5 is rolled: 1 population is lost.
    void ftlControlRoll() {
        GameState s = emptySpace();
        s.jumpTrack = 4;
        s.forcedDice = {5};
        s.players[0].location = location("ftl_control");
        runFrame(s, FrameKind::Action, 0, 1);
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(resource(s, Resource::Population), 11);
        QCOMPARE(s.decision.kind, DecisionKind::ChooseDestination);
    }
    // "Reach Kobol": 1 population left, 8 distance travelled, FTL Control: the humans win
    // unless the roll costs the last population.
    void jumpToKobol() {
        for (int die : {7, 5}) {
            GameState s = emptySpace();
            s.jumpTrack = 4;
            s.distance = 8;
            s.resources[size_t(Resource::Population)] = 1;
            s.forcedDice = {int8_t(die)};
            s.players[0].location = location("ftl_control");
            runFrame(s, FrameKind::Action, 0, 1);
            QVERIFY(choose(s, "action:location"));
            QCOMPARE(s.gameOver() && s.over.winner == Side::Human, die == 7);
        }
    }
};

QTEST_APPLESS_MAIN(TestRulebookExamples)
#include "tst_rulebook_examples.moc"
