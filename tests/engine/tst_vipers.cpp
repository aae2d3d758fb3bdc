// Vipers: Command activations, piloting from the Hangar Deck, the pilot's own movement and
// action, Apollo's CAG and Alert Viper Pilot, Communications.
#include "combat_fixture.h"

using namespace bsg;
using namespace bsg::test;

class TestVipers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void commandLaunchesAndMovesUnmannedVipers() {
        GameState s = emptySpace();
        const int reserve = s.vipersReserve;
        s.players[0].location = location("command");
        runFrame(s, FrameKind::Action, 0, 1);
        QVERIFY(choose(s, "action:location"));
        // Only the launch areas may receive a launched viper.
        QVERIFY(hasOption(s, "launch:port_bow") && hasOption(s, "launch:port_quarter"));
        QVERIFY(!hasOption(s, "launch:fore"));
        QVERIFY(choose(s, "launch:port_bow"));
        QVERIFY(choose(s, "move_viper:port_bow:fore"));
        QVERIFY(!s.hasDecision); // two activations used
        QCOMPARE(s.space[size_t(Area::Fore)].vipers, int8_t(1));
        QCOMPARE(int(s.vipersReserve), reserve - 1);
        QCOMPARE(conservationProblem(s), std::string());
    }
    void vipersNeverFlyAcrossGalactica() {
        GameState s = emptySpace();
        s.space[size_t(Area::Fore)].vipers = 1;
        --s.vipersReserve;
        s.vipersDamaged = s.vipersReserve; // nothing left to launch
        s.vipersReserve = 0;
        s.players[0].location = location("command");
        runFrame(s, FrameKind::Action, 0, 1);
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"move_viper:fore:starboard_bow", "move_viper:fore:port_bow",
                                                          "done"}));
    }
    void commandCanStopEarly() {
        GameState s = emptySpace();
        s.space[size_t(Area::Aft)].vipers = 1;
        s.space[size_t(Area::Aft)].raiders = 1;
        --s.vipersReserve;
        s.forcedDice = {3};
        s.players[0].location = location("command");
        runFrame(s, FrameKind::Action, 0, 1);
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "ship:raider:aft"));
        QCOMPARE(s.space[size_t(Area::Aft)].raiders, int8_t(0));
        QVERIFY(choose(s, "done"));
        QVERIFY(!s.hasDecision);
    }
    void hangarDeckOnlyForPilots() {
        GameState s = emptySpace();
        s.players[2].location = location("hangar_deck"); // Baltar cannot fly
        runFrame(s, FrameKind::Action, 2, 1);
        QVERIFY(!hasOption(s, "action:location"));
    }
    void pilotMovesTheViperAndLeavesIt() {
        GameState s = emptySpace();
        pilot(s, 1, Area::PortBow);
        giveCard(s, 1, "piloting:evasive_maneuvers:1");
        runFrame(s, FrameKind::Movement, 1);
        QVERIFY(choose(s, "move:fore"));
        QCOMPARE(s.players[1].viperArea, int8_t(Area::Fore));
        // Back to a location: the viper returns to the Reserves and a card is paid.
        const size_t hand = s.players[1].hand.size();
        const int reserve = s.vipersReserve;
        runFrame(s, FrameKind::Movement, 1);
        QVERIFY(choose(s, "move:research_lab"));
        if (s.hasDecision)
            QVERIFY(choose(s, optionIds(s).front()));
        QCOMPARE(s.players[1].viperArea, int8_t(-1));
        QCOMPARE(int(s.vipersReserve), reserve + 1);
        QCOMPARE(s.players[1].hand.size(), hand - 1);
        QCOMPARE(conservationProblem(s), std::string());
    }
    void takingAViperFromSpaceWhenNoneIsInReserve() {
        GameState s = emptySpace();
        s.space[size_t(Area::Aft)].vipers = s.vipersReserve;
        s.vipersReserve = 0;
        runFrame(s, FrameKind::Action, 1, 1); // Starbuck starts on the Hangar Deck
        QVERIFY(choose(s, "action:location"));
        // The only choice, taking a viper back from the aft area, is made at once.
        QCOMPARE(optionIds(s), (std::vector<std::string>{"launch:port_quarter", "launch:port_bow"}));
        QVERIFY(choose(s, "launch:port_quarter"));
        QCOMPARE(s.players[1].viperArea, int8_t(Area::PortQuarter));
        QCOMPARE(s.space[size_t(Area::Aft)].vipers, int8_t(db().board.vipers - 1));
        QCOMPARE(s.decision.kind, DecisionKind::Action); // the extra action of the Hangar Deck
        QCOMPARE(conservationProblem(s), std::string());
    }
    void jumpPutsPilotsOnTheHangarDeck() {
        GameState s = emptySpace();
        pilot(s, 1, Area::Aft);
        s.space[size_t(Area::Fore)].vipers = 2;
        s.vipersReserve = int8_t(s.vipersReserve - 2);
        s.space[size_t(Area::Fore)].raiders = 3;
        putBasestar(s, 0, Area::Fore);
        putCivilian(s, Area::Aft, "civilian_pop2");
        runFrame(s, FrameKind::Jump, 0);
        QCOMPARE(s.players[1].location, location("hangar_deck"));
        QCOMPARE(s.players[1].viperArea, int8_t(-1));
        QCOMPARE(int(s.vipersReserve), db().board.vipers);
        QVERIFY(!inCombat(s));
        QCOMPARE(s.civilianPile.size(), db().civilianTokens.size());
        QCOMPARE(conservationProblem(s), std::string());
    }
    void cagMakesSixActivationsOncePerGame() {
        GameState s = emptySpace(3, {"william_adama", "lee_adama", "gaius_baltar"});
        const Seat apollo = s.seatOf(character("lee_adama"));
        s.players[size_t(apollo)].location = location("research_lab");
        runFrame(s, FrameKind::Action, apollo, 1);
        QVERIFY(choose(s, "action:character:cag"));
        int activations = 0;
        while (s.hasDecision && s.decision.kind == DecisionKind::Viper && hasOption(s, "launch:port_bow")) {
            QVERIFY(choose(s, "launch:port_bow"));
            ++activations;
            if (s.hasDecision && s.decision.kind == DecisionKind::UseAbility)
                QVERIFY(choose(s, "decline")); // his own Alert Viper Pilot: he stays on board
        }
        QCOMPARE(activations, 6);
        QVERIFY(s.players[size_t(apollo)].onceUsed);
        runFrame(s, FrameKind::Action, apollo, 1);
        QVERIFY(!hasOption(s, "action:character:cag"));
    }
    void alertViperPilotTakesTheLaunchedViper() {
        GameState s = emptySpace(3, {"william_adama", "lee_adama", "gaius_baltar"});
        const Seat apollo = s.seatOf(character("lee_adama"));
        auto& a = s.players[size_t(apollo)];
        a.location = location("research_lab");
        s.players[0].location = location("command");
        runFrame(s, FrameKind::Action, 0, 1);
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "launch:port_quarter"));
        QCOMPARE(s.decision.actor, apollo);
        QCOMPARE(s.decision.options.front().verb, Verb::Use);
        QVERIFY(!apply(s, s.decision.options.front()));
        QCOMPARE(a.viperArea, int8_t(Area::PortQuarter));
        QCOMPARE(s.decision.kind, DecisionKind::Action); // his immediate action
        QCOMPARE(s.decision.actor, apollo);
        QVERIFY(hasOption(s, "action:viper"));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void communicationsLooksAndMovesTwoCivilians() {
        GameState s = emptySpace();
        putCivilian(s, Area::Aft, "civilian_pop2");
        putCivilian(s, Area::Fore, "civilian_empty");
        const uint8_t aftToken = s.space[size_t(Area::Aft)].civilians[0];
        s.players[0].location = location("communications");
        runFrame(s, FrameKind::Action, 0, 1);
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "ship:civilian:aft"));
        QCOMPARE(s.log.back().visibleTo, seatBit(0)); // only the looker sees it
        // The second one is the only one left: looked at without a question. Then the moves.
        QVERIFY(choose(s, "area:port_quarter"));
        QVERIFY(choose(s, "decline"));
        QCOMPARE(s.space[size_t(Area::PortQuarter)].civilians, std::vector<uint8_t>{aftToken});
        QCOMPARE(s.space[size_t(Area::Fore)].civilians.size(), size_t(1));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void jammedAssaultBlocksCommunications() {
        GameState s = emptySpace();
        putCivilian(s, Area::Aft, "civilian_pop2");
        s.crisisDeck.erase(std::find(s.crisisDeck.begin(), s.crisisDeck.end(), crisis("jammed_assault")));
        s.inPlay.push_back(InPlay{CardKind::Crisis, crisis("jammed_assault"), kNoSeat});
        s.players[0].location = location("communications");
        runFrame(s, FrameKind::Action, 0, 1);
        QVERIFY(!hasOption(s, "action:location"));
    }
};

QTEST_APPLESS_MAIN(TestVipers)
#include "tst_vipers.moc"
