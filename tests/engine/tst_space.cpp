// The six space areas, Cylon attack card layouts within the piece limits (the current
// player chooses when pieces run short), and the special rules of the attack cards.
#include "combat_fixture.h"

using namespace bsg;
using namespace bsg::test;

namespace {

// Draws `id` as this turn's crisis and resolves it.
void resolve(GameState& s, const std::string& id) {
    const CardIdx card = crisis(id);
    s.crisisDeck.erase(std::find(s.crisisDeck.begin(), s.crisisDeck.end(), card));
    s.crisesThisTurn.push_back(card);
    runFrame(s, FrameKind::ResolveCrisis, card);
}

const SpaceArea& at(const GameState& s, Area a) { return s.space[size_t(a)]; }

} // namespace

class TestSpace : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ringAndLaunchAreas() {
        QCOMPARE(clockwise(Area::Fore), Area::StarboardBow);
        QCOMPARE(clockwise(Area::PortBow), Area::Fore);
        QCOMPARE(counterClockwise(Area::Fore), Area::PortBow);
        int launch = 0;
        for (int a = 0; a < kAreaCount; ++a)
            launch += isLaunchArea(Area(a));
        QCOMPARE(launch, 2);
        QVERIFY(isLaunchArea(Area::PortBow) && isLaunchArea(Area::PortQuarter));
        // The heavy raider path of the data always takes the shorter way to a launch area.
        const auto& step = db().board.heavyRaiderStep;
        QCOMPARE(step[size_t(Area::Fore)], Area::PortBow);
        QCOMPARE(step[size_t(Area::StarboardBow)], Area::Fore);
        QCOMPARE(step[size_t(Area::StarboardQuarter)], Area::Aft);
        QCOMPARE(step[size_t(Area::Aft)], Area::PortQuarter);
        QCOMPARE(ringDistance(Area::Fore, Area::Aft), 3);
    }
    void attackCardLayoutAndSpecialRule() {
        GameState s = emptySpace();
        s.jumpTrack = 2;
        const int reserve = s.vipersReserve;
        resolve(s, "raiding_party");
        QCOMPARE(at(s, Area::StarboardQuarter).raiders, int8_t(3));
        QCOMPARE(s.basestars[0].area, int8_t(Area::StarboardQuarter));
        QCOMPARE(at(s, Area::Aft).raiders, int8_t(2));
        QCOMPARE(at(s, Area::Aft).heavyRaiders, int8_t(2));
        QCOMPARE(at(s, Area::PortQuarter).civilians.size(), size_t(1));
        QCOMPARE(at(s, Area::PortBow).vipers, int8_t(2));
        QCOMPARE(at(s, Area::PortBow).civilians.size(), size_t(2));
        QCOMPARE(int(s.vipersReserve), reserve - 2);
        QCOMPARE(s.jumpTrack, int8_t(1)); // Raiding Party's special rule
        QCOMPARE(conservationProblem(s), std::string());
    }
    void tooFewRaidersCurrentPlayerChooses() {
        GameState s = emptySpace();
        s.space[size_t(Area::Fore)].raiders = 14;
        s.current = 1;
        s.forcedDice = std::vector<int8_t>(14, 1); // the 14 raiders first attack Galactica and miss
        resolve(s, "raiding_party");
        QCOMPARE(s.decision.kind, DecisionKind::ChooseShip);
        QCOMPARE(s.decision.actor, Seat(1));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"ship:raider:starboard_quarter", "ship:raider:aft"}));
        QVERIFY(choose(s, "ship:raider:aft"));
        QVERIFY(choose(s, "ship:raider:aft"));
        QCOMPARE(at(s, Area::Aft).raiders, int8_t(2));
        QCOMPARE(at(s, Area::StarboardQuarter).raiders, int8_t(0));
        QCOMPARE(raidersOnBoard(s), 16);
        QCOMPARE(conservationProblem(s), std::string());
    }
    void rulebookExampleOnlyOneBasestarLeft() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::Aft);
        s.space[size_t(Area::Aft)].raiders = 1; // so that no raiders are launched first
        putCivilian(s, Area::Aft, "civilian_empty");
        resolve(s, "heavy_assault");
        QCOMPARE(optionIds(s), (std::vector<std::string>{"ship:basestar:fore", "ship:basestar:starboard_bow"}));
        s.forcedDice = {1, 1};
        QVERIFY(choose(s, "ship:basestar:starboard_bow"));
        QCOMPARE(s.basestars[1].area, int8_t(Area::StarboardBow));
        QVERIFY(choose(s, "area:starboard_bow")); // the special rule: the current player orders the basestars
        QCOMPARE(basestarsOnBoard(s), 2);
        QVERIFY(s.forcedDice.empty()); // the special rule: both basestars fired
        QCOMPARE(conservationProblem(s), std::string());
    }
    void tooFewVipersPlacesWhatIsLeft() {
        GameState s = emptySpace();
        s.vipersDamaged = int8_t(s.vipersReserve - 1);
        s.vipersReserve = 1;
        resolve(s, "tactical_strike"); // port quarter wants 2 vipers; then 2 reserves damaged
        QCOMPARE(at(s, Area::PortQuarter).vipers, int8_t(1));
        QCOMPARE(s.vipersReserve, int8_t(0));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void tacticalStrikeDamagesTwoReserveVipers() {
        GameState s = emptySpace();
        const int reserve = s.vipersReserve;
        resolve(s, "tactical_strike");
        QCOMPARE(int(s.vipersReserve), reserve - 2 - 2);
        QCOMPARE(s.vipersDamaged, int8_t(2));
    }
    void besiegedActivatesOnlyThePlacedRaiders() {
        GameState s = emptySpace();
        s.space[size_t(Area::StarboardQuarter)].raiders = 1;
        putCivilian(s, Area::StarboardQuarter, "civilian_empty");
        // First the existing raider destroys the civilian in its area (activate raiders icon).
        // Then the four placed raiders in port bow: two vipers attacked (5: damaged, 8:
        // destroyed), the civilian destroyed, the last one moves clockwise toward fore.
        s.forcedDice = {5, 8};
        resolve(s, "besieged");
        QCOMPARE(s.vipersDamaged, int8_t(1));
        QCOMPARE(s.vipersDestroyed, int8_t(1));
        QCOMPARE(at(s, Area::PortBow).vipers, int8_t(0));
        QCOMPARE(at(s, Area::PortBow).civilians.size(), size_t(0));
        QCOMPARE(at(s, Area::PortBow).raiders, int8_t(3));
        QCOMPARE(at(s, Area::Fore).raiders, int8_t(1));
        QCOMPARE(at(s, Area::StarboardQuarter).raiders, int8_t(1)); // not activated again
        QCOMPARE(s.civiliansDestroyed.size(), size_t(2));
        QVERIFY(s.forcedDice.empty());
        QCOMPARE(conservationProblem(s), std::string());
    }
    void ambushStaysInPlayUntilTheJump() {
        GameState s = emptySpace();
        resolve(s, "ambush");
        QVERIFY(crisisInPlay(s, "ambush"));
        QVERIFY(s.crisesThisTurn.empty());
        QCOMPARE(at(s, Area::Aft).raiders, int8_t(4));
        QCOMPARE(at(s, Area::Fore).raiders, int8_t(4));
        QCOMPARE(conservationProblem(s), std::string());
        runFrame(s, FrameKind::Jump, 0);
        QVERIFY(!crisisInPlay(s, "ambush"));
        QCOMPARE(s.crisisDiscard.back(), crisis("ambush"));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void cylonSwarmLaunchesOneMore() {
        GameState s = emptySpace();
        resolve(s, "cylon_swarm");
        QVERIFY(crisisInPlay(s, "cylon_swarm"));
        const int before = at(s, Area::Fore).raiders;
        ++s.turn;
        runFrame(s, FrameKind::Activate, int(Activation::LaunchRaiders));
        QCOMPARE(at(s, Area::Fore).raiders - before, 4);
        QCOMPARE(conservationProblem(s), std::string());
    }
    void attackCardThroughAWholeTurn() {
        GameState s = game({"william_adama", "galen_tyrol", "gaius_baltar"}, 5); // no Secret Destiny
        QVERIFY(playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; }));
        stackCrisis(s, "jammed_assault");
        const int raiders = raidersOnBoard(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:nothing"));
        // Existing raiders acted (their rolls come from the rng), then the layout arrived.
        QVERIFY(playUntil(s, [](const GameState& g) { return g.turn >= 2; }));
        QVERIFY(crisisInPlay(s, "jammed_assault")); // still on the table after the turn
        QVERIFY(s.space[size_t(Area::StarboardBow)].raiders >= 4);
        QVERIFY(raidersOnBoard(s) >= 4 && raidersOnBoard(s) <= raiders + 4);
        QCOMPARE(s.space[size_t(Area::StarboardQuarter)].heavyRaiders, int8_t(2));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void thirtyThreeGoesBackIntoTheDeckOnAJump() {
        GameState s = emptySpace();
        resolve(s, "thirty_three");
        QVERIFY(crisisInPlay(s, "thirty_three"));
        const size_t deck = s.crisisDeck.size();
        runFrame(s, FrameKind::Jump, 0);
        QVERIFY(!crisisInPlay(s, "thirty_three"));
        QCOMPARE(s.crisisDeck.size(), deck + 1);
        QCOMPARE(conservationProblem(s), std::string());
    }
};

QTEST_APPLESS_MAIN(TestSpace)
#include "tst_space.moc"
