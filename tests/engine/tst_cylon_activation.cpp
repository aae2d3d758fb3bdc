// Activating Cylon ships: the raider priority list, launches, heavy raiders and centurions
// (C05, C17), basestars, once per turn, and the current player's order of areas.
#include "combat_fixture.h"

using namespace bsg;
using namespace bsg::test;

namespace {
void activate(GameState& s, Activation a) { runFrame(s, FrameKind::Activate, int(a)); }
} // namespace

class TestCylonActivation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void raiderAttacksUnmannedViperBeforePilot() {
        GameState s = emptySpace();
        s.space[size_t(Area::Aft)].raiders = 1;
        s.space[size_t(Area::Aft)].vipers = 1;
        --s.vipersReserve;
        pilot(s, 1, Area::Aft); // Starbuck flies in the same area
        s.forcedDice = {8};
        activate(s, Activation::Raiders);
        QCOMPARE(s.space[size_t(Area::Aft)].vipers, int8_t(0));
        QCOMPARE(s.vipersDestroyed, int8_t(1)); // 8: destroyed, out of the game
        QCOMPARE(s.players[1].viperArea, int8_t(Area::Aft));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void raiderHitsPilotedViperPilotGoesToSickbay() {
        GameState s = emptySpace();
        s.space[size_t(Area::Aft)].raiders = 1;
        pilot(s, 1, Area::Aft);
        s.forcedDice = {6};
        activate(s, Activation::Raiders);
        QCOMPARE(s.players[1].viperArea, int8_t(-1));
        QCOMPARE(s.players[1].location, location("sickbay"));
        QCOMPARE(s.vipersDamaged, int8_t(1));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void evasiveManeuversRerollsAnAttackOnAPilot() {
        GameState s = emptySpace();
        s.space[size_t(Area::Aft)].raiders = 1;
        pilot(s, 1, Area::Aft);
        giveCard(s, 1, "piloting:evasive_maneuvers:1");
        s.forcedDice = {8, 6}; // 8 would destroy; the reroll 6 - 2 = 4 misses
        activate(s, Activation::Raiders);
        QVERIFY(choose(s, "play:piloting:evasive_maneuvers:1"));
        QCOMPARE(s.players[1].viperArea, int8_t(Area::Aft));
        QCOMPARE(s.vipersDestroyed + s.vipersDamaged, 0);
        QVERIFY(!s.hasDecision);
    }
    void raiderMissesOnFourOrLess() {
        GameState s = emptySpace();
        s.space[size_t(Area::Aft)].raiders = 1;
        s.space[size_t(Area::Aft)].vipers = 1;
        --s.vipersReserve;
        s.forcedDice = {4};
        activate(s, Activation::Raiders);
        QCOMPARE(s.space[size_t(Area::Aft)].vipers, int8_t(1));
        QCOMPARE(s.vipersDamaged, int8_t(0));
    }
    void raiderDestroysCivilianChosenByCurrentPlayer() {
        GameState s = emptySpace();
        s.space[size_t(Area::Fore)].raiders = 1;
        putCivilian(s, Area::Fore, "civilian_empty");
        putCivilian(s, Area::Fore, "civilian_pop1_fuel1");
        activate(s, Activation::Raiders);
        QCOMPARE(s.decision.actor, Seat(0));
        QVERIFY(choose(s, "ship:civilian:fore:1"));
        QCOMPARE(resource(s, Resource::Population), 11);
        QCOMPARE(resource(s, Resource::Fuel), 7);
        QCOMPARE(s.space[size_t(Area::Fore)].civilians.size(), size_t(1));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void raiderMovesTowardNearestCivilianClockwiseOnTie() {
        GameState s = emptySpace();
        s.space[size_t(Area::Fore)].raiders = 1;
        putCivilian(s, Area::Aft, "civilian_empty"); // three areas away both ways
        activate(s, Activation::Raiders);
        QCOMPARE(s.space[size_t(Area::StarboardBow)].raiders, int8_t(1));
        // A nearer civilian counter-clockwise wins over the clockwise tie.
        GameState t = emptySpace();
        t.space[size_t(Area::Fore)].raiders = 1;
        putCivilian(t, Area::StarboardQuarter, "civilian_empty");
        putCivilian(t, Area::PortBow, "civilian_empty");
        activate(t, Activation::Raiders);
        QCOMPARE(t.space[size_t(Area::PortBow)].raiders, int8_t(1));
        QCOMPARE(t.space[size_t(Area::PortBow)].civilians.size(), size_t(1)); // it has acted already
        QCOMPARE(t.space[size_t(Area::Fore)].raiders, int8_t(0));
        // It moved counter-clockwise into port bow and did not act again there.
        GameState u = emptySpace();
        u.space[size_t(Area::Fore)].raiders = 1;
        putCivilian(u, Area::StarboardQuarter, "civilian_empty");
        putCivilian(u, Area::PortQuarter, "civilian_empty");
        activate(u, Activation::Raiders);
        QCOMPARE(u.space[size_t(Area::StarboardBow)].raiders, int8_t(1)); // both two away: clockwise
    }
    void raiderAttacksGalacticaWhenNoCivilianIsLeft() {
        GameState s = emptySpace();
        s.space[size_t(Area::Fore)].raiders = 2;
        onlyGalacticaToken(s, "damage_armory");
        s.players[2].location = location("armory");
        s.forcedDice = {7, 8};
        activate(s, Activation::Raiders);
        QCOMPARE(s.galacticaDamage.size(), size_t(1));
        QVERIFY(locationDamaged(s, location("armory")));
        QCOMPARE(s.players[2].location, location("sickbay"));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void noRaidersMeansTwoLaunchedPerBasestar() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::Fore);
        putBasestar(s, 1, Area::Aft);
        activate(s, Activation::Raiders);
        QCOMPARE(s.space[size_t(Area::Fore)].raiders, int8_t(2));
        QCOMPARE(s.space[size_t(Area::Aft)].raiders, int8_t(2));
        QVERIFY(s.forcedDice.empty());
        // Launched raiders do not act in the turn they arrive.
        putCivilian(s, Area::StarboardBow, "civilian_pop1");
        activate(s, Activation::Raiders);
        QCOMPARE(s.space[size_t(Area::Fore)].raiders, int8_t(2));
    }
    void launchRaidersIconAndPieceLimit() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::Fore);
        putBasestar(s, 1, Area::Aft);
        s.space[size_t(Area::StarboardBow)].raiders = 12;
        activate(s, Activation::LaunchRaiders);
        // Only 16 raiders exist: the current player picks the basestar that launches first.
        QCOMPARE(s.decision.actor, Seat(0));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"ship:basestar:fore", "ship:basestar:aft:1"}));
        QVERIFY(choose(s, "ship:basestar:aft:1"));
        QCOMPARE(s.space[size_t(Area::Aft)].raiders, int8_t(3));
        QCOMPARE(s.space[size_t(Area::Fore)].raiders, int8_t(1));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void disabledHangarLaunchesNothing() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::Fore);
        const uint8_t hangar = basestarToken("disabled_hangar");
        std::erase(s.basestarDamagePile, hangar);
        s.basestars[0].damage = {hangar};
        activate(s, Activation::LaunchRaiders);
        QCOMPARE(s.space[size_t(Area::Fore)].raiders, int8_t(0));
    }
    void eachRaiderActsOncePerTurnAndAreasInChosenOrder() {
        GameState s = emptySpace();
        s.space[size_t(Area::Fore)].raiders = 1;
        s.space[size_t(Area::StarboardBow)].raiders = 1;
        putCivilian(s, Area::StarboardQuarter, "civilian_pop1");
        activate(s, Activation::Raiders);
        QCOMPARE(s.decision.kind, DecisionKind::Order);
        QCOMPARE(s.decision.actor, Seat(0));
        QVERIFY(choose(s, "area:fore")); // fore first: it moves into starboard bow
        // The raider that arrived has acted; only the one already there acts now.
        QCOMPARE(s.space[size_t(Area::StarboardBow)].raiders, int8_t(1));
        QCOMPARE(s.space[size_t(Area::StarboardQuarter)].raiders, int8_t(1));
        QCOMPARE(s.space[size_t(Area::Fore)].raiders, int8_t(0));
    }
    void secondActivationInTheSameTurnDoesNothing() {
        GameState s = emptySpace();
        s.space[size_t(Area::Fore)].raiders = 1;
        putCivilian(s, Area::Aft, "civilian_pop1");
        activate(s, Activation::Raiders);
        QCOMPARE(s.space[size_t(Area::StarboardBow)].raiders, int8_t(1));
        activate(s, Activation::Raiders);
        QCOMPARE(s.space[size_t(Area::StarboardBow)].raiders, int8_t(1));
        ++s.turn; // the next player's turn
        activate(s, Activation::Raiders);
        QCOMPARE(s.space[size_t(Area::StarboardQuarter)].raiders, int8_t(1));
    }
    // "Each Cylon ship can only be activated once on a given player's turn": the mark belongs
    // to the ship. Aft holds a raider that has acted and one placed since; the viper pilot
    // picks which he destroys, and only the one left behind decides the next activation.
    void aDestroyedRaiderTakesOnlyItsOwnActedMark_data() {
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("survivorActs");
        QTest::newRow("destroy the one that acted") << "ship:raider:aft:acted" << true;
        QTest::newRow("destroy the newcomer") << "ship:raider:aft:not_acted" << false;
    }
    void aDestroyedRaiderTakesOnlyItsOwnActedMark() {
        QFETCH(QString, target);
        QFETCH(bool, survivorActs);
        GameState s = emptySpace();
        s.space[size_t(Area::Aft)].raiders = 1;
        putCivilian(s, Area::Aft, "civilian_pop1");
        activate(s, Activation::Raiders); // it destroys the civilian ship: it has acted
        QVERIFY(s.space[size_t(Area::Aft)].civilians.empty());
        QCOMPARE(placeRaiders(s, Area::Aft, 1), 1); // a new raider, which has not acted
        pilot(s, 1, Area::Aft);
        runFrame(s, FrameKind::ViperActivations, 1, 1, int(CombatMode::PilotAttacks));
        QVERIFY(hasOption(s, "ship:raider:aft:acted"));
        QVERIFY(hasOption(s, "ship:raider:aft:not_acted"));
        s.forcedDice = {8}; // a hit
        QVERIFY(choose(s, target.toStdString()));
        QCOMPARE(s.space[size_t(Area::Aft)].raiders, int8_t(1));
        // The survivor, if it has not acted, attacks Starbuck's viper; one that acted stays still.
        s.forcedDice = {1};
        activate(s, Activation::Raiders);
        QCOMPARE(s.forcedDice.empty(), survivorActs);
        QCOMPARE(conservationProblem(s), std::string());
    }
    void raidersThatAllActedOrNoneActedAreOneTarget() {
        GameState s = emptySpace();
        s.space[size_t(Area::Aft)].raiders = 2;
        pilot(s, 1, Area::Aft);
        runFrame(s, FrameKind::ViperActivations, 1, 1, int(CombatMode::PilotAttacks));
        QVERIFY(hasOption(s, "ship:raider:aft"));
        QVERIFY(!hasOption(s, "ship:raider:aft:acted"));
        s.rulesRevision = 2; // before revision 3 the kinds are never told apart
        s.activationTurn = s.turn;
        s.raidersActivated[size_t(Area::Aft)] = 1;
        runFrame(s, FrameKind::ViperActivations, 1, 1, int(CombatMode::PilotAttacks));
        QVERIFY(hasOption(s, "ship:raider:aft"));
        QVERIFY(!hasOption(s, "ship:raider:aft:not_acted"));
    }
    void heavyRaidersMoveTowardLaunchAreasAndBoard() {
        GameState s = emptySpace();
        s.space[size_t(Area::Fore)].heavyRaiders = 1;
        s.space[size_t(Area::StarboardQuarter)].heavyRaiders = 1;
        s.space[size_t(Area::PortQuarter)].heavyRaiders = 1;
        activate(s, Activation::HeavyRaiders);
        QCOMPARE(s.space[size_t(Area::PortBow)].heavyRaiders, int8_t(1));
        QCOMPARE(s.space[size_t(Area::Aft)].heavyRaiders, int8_t(1));
        QCOMPARE(s.space[size_t(Area::PortQuarter)].heavyRaiders, int8_t(0)); // it boarded
        QCOMPARE(s.centurions, std::vector<int8_t>{0}); // on the start space, not advanced
        ++s.turn;
        activate(s, Activation::HeavyRaiders);
        QCOMPARE(s.centurions, (std::vector<int8_t>{1, 0})); // advanced, then the port bow one boarded
        QCOMPARE(s.space[size_t(Area::PortQuarter)].heavyRaiders, int8_t(1));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void centurionsWinAtTheEndOfTheTrack() {
        GameState s = emptySpace();
        s.centurions = {0};
        for (int advance = 1; advance <= 3; ++advance) {
            ++s.turn;
            activate(s, Activation::HeavyRaiders);
            QVERIFY(!s.gameOver());
            QCOMPARE(s.centurions.front(), int8_t(advance));
        }
        ++s.turn;
        activate(s, Activation::HeavyRaiders);
        QVERIFY(s.gameOver());
        QCOMPARE(s.over.winner, Side::Cylon);
        QCOMPARE(s.over.reason, EndReason::Centurions);
    }
    void noHeavyRaiderMeansOneLaunchedPerBasestar() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::Fore);
        activate(s, Activation::HeavyRaiders);
        QCOMPARE(s.space[size_t(Area::Fore)].heavyRaiders, int8_t(1));
    }
    void boardingIsLimitedByCenturionMarkers() {
        GameState s = emptySpace();
        s.centurions = {0, 0, 0};
        s.space[size_t(Area::PortQuarter)].heavyRaiders = 1;
        s.space[size_t(Area::PortBow)].heavyRaiders = 1;
        activate(s, Activation::HeavyRaiders);
        QCOMPARE(s.decision.kind, DecisionKind::ChooseArea);
        QVERIFY(choose(s, "area:port_bow"));
        QCOMPARE(s.centurions.size(), size_t(4));
        QCOMPARE(s.space[size_t(Area::PortQuarter)].heavyRaiders, int8_t(1)); // stays in space
        QCOMPARE(s.space[size_t(Area::PortBow)].heavyRaiders, int8_t(0));
    }
    void basestarsAttackGalactica() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::Fore);
        putBasestar(s, 1, Area::Aft);
        onlyGalacticaToken(s, "damage_fuel_stores");
        s.forcedDice = {3, 4};
        activate(s, Activation::Basestars);
        QCOMPARE(s.decision.kind, DecisionKind::Order); // the current player orders the areas
        QVERIFY(choose(s, "area:aft"));
        QCOMPARE(resource(s, Resource::Fuel), 7); // the second basestar hit: fuel stores
        QCOMPARE(s.galacticaDamageRemoved.size(), db().galacticaDamage.size());
        QVERIFY(s.forcedDice.empty());
        QCOMPARE(conservationProblem(s), std::string());
    }
    void disabledWeaponsBasestarDoesNotAttack() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::Fore);
        const uint8_t weapons = basestarToken("disabled_weapons");
        std::erase(s.basestarDamagePile, weapons);
        s.basestars[0].damage = {weapons};
        s.forcedDice = {8};
        activate(s, Activation::Basestars);
        QCOMPARE(s.forcedDice.size(), size_t(1)); // no roll was made
        QVERIFY(s.galacticaDamage.empty());
    }
};

QTEST_APPLESS_MAIN(TestCylonActivation)
#include "tst_cylon_activation.moc"
