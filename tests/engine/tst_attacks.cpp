// The attack table for every attacker and target, nukes, and the roll modifiers
// (structural damage, Ambush's Training New Pilots, Maximum Firepower).
#include "combat_fixture.h"

using namespace bsg;
using namespace bsg::test;

namespace {

// Seat 0 (Adama) stands on `loc` and takes one action.
void actAt(GameState& s, const std::string& loc) {
    s.players[0].location = location(loc);
    runFrame(s, FrameKind::Action, 0, 1);
}

} // namespace

class TestAttacks : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void weaponsControlAgainstRaidersAndHeavyRaiders() {
        for (int die = 1; die <= 8; ++die) {
            GameState s = emptySpace();
            s.space[size_t(Area::Aft)].raiders = 1;
            s.space[size_t(Area::Fore)].heavyRaiders = 1;
            s.forcedDice = {int8_t(die), int8_t(die)};
            actAt(s, "weapons_control");
            QVERIFY(choose(s, "action:location"));
            QVERIFY(choose(s, "ship:raider:aft"));
            QCOMPARE(s.space[size_t(Area::Aft)].raiders, int8_t(die >= 3 ? 0 : 1));
            actAt(s, "weapons_control");
            QVERIFY(choose(s, "action:location"));
            if (s.space[size_t(Area::Aft)].raiders > 0)
                QVERIFY(choose(s, "ship:heavy_raider:fore"));
            QCOMPARE(s.space[size_t(Area::Fore)].heavyRaiders, int8_t(die >= 7 ? 0 : 1));
        }
    }
    void weaponsControlDamagesBasestarOnFiveOrMore() {
        for (int die : {4, 5}) {
            GameState s = emptySpace();
            putBasestar(s, 0, Area::Fore);
            s.forcedDice = {int8_t(die)};
            actAt(s, "weapons_control");
            QVERIFY(choose(s, "action:location"));
            QCOMPARE(s.basestars[0].damage.size(), size_t(die >= 5 ? 1 : 0));
            QCOMPARE(conservationProblem(s), std::string());
        }
    }
    void commandVipersAttackWithTheTable() {
        // raider 3-8, heavy raider 7-8, basestar 8 (+2 with structural damage).
        struct Case { ShipKind kind; int die; bool hit; };
        const Case cases[] = {{ShipKind::Raider, 2, false}, {ShipKind::Raider, 3, true},
                              {ShipKind::HeavyRaider, 6, false}, {ShipKind::HeavyRaider, 7, true},
                              {ShipKind::Basestar, 7, false}, {ShipKind::Basestar, 8, true}};
        for (const Case& k : cases) {
            GameState s = emptySpace();
            s.space[size_t(Area::PortBow)].vipers = 1;
            --s.vipersReserve;
            if (k.kind == ShipKind::Raider)
                s.space[size_t(Area::PortBow)].raiders = 1;
            else if (k.kind == ShipKind::HeavyRaider)
                s.space[size_t(Area::PortBow)].heavyRaiders = 1;
            else
                putBasestar(s, 0, Area::PortBow);
            s.forcedDice = {int8_t(k.die)};
            actAt(s, "command");
            QVERIFY(choose(s, "action:location"));
            const std::string target = k.kind == ShipKind::Raider        ? "ship:raider:port_bow"
                                       : k.kind == ShipKind::HeavyRaider ? "ship:heavy_raider:port_bow"
                                                                         : "ship:basestar:port_bow";
            QVERIFY(choose(s, target));
            QVERIFY(choose(s, "done"));
            const bool hit = k.kind == ShipKind::Raider        ? s.space[size_t(Area::PortBow)].raiders == 0
                             : k.kind == ShipKind::HeavyRaider ? s.space[size_t(Area::PortBow)].heavyRaiders == 0
                                                               : !s.basestars[0].damage.empty();
            QCOMPARE(hit, k.hit);
        }
    }
    // Two basestars in one area: the viper's two attack options say which is which by the
    // damage each bears (issue #35), and only there.
    void twoBasestarsInOneAreaAreToldApart() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::PortBow);
        putBasestar(s, 1, Area::PortBow);
        const uint8_t structural = basestarToken("structural_damage");
        std::erase(s.basestarDamagePile, structural);
        s.basestars[1].damage = {structural};
        s.space[size_t(Area::PortBow)].vipers = 1;
        --s.vipersReserve;
        actAt(s, "command");
        QVERIFY(choose(s, "action:location"));
        QStringList labels;
        for (const Option& o : s.decision.options)
            if (o.verb == Verb::Ship && o.a == int(ShipKind::Basestar))
                labels << QString::fromStdString(optionLabel(s, o));
        QCOMPARE(labels, QStringList({"Attack the basestar in the port bow area (undamaged)",
                                      "Attack the basestar in the port bow area (1 damage token)"}));
        // Alike, they say so; alone in its area, a basestar's label is as before.
        s.basestars[1].damage.clear();
        QCOMPARE(optionLabel(s, opt(Verb::Ship, int(ShipKind::Basestar), int(Area::PortBow), 1)),
                 std::string("Attack the basestar in the port bow area (undamaged, either of 2 alike)"));
        s.basestars[1].area = int8_t(Area::Fore);
        QCOMPARE(optionLabel(s, opt(Verb::Ship, int(ShipKind::Basestar), int(Area::PortBow), 0)),
                 std::string("Attack the basestar in the port bow area"));
    }
    void structuralDamageAddsTwo() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::PortBow);
        const uint8_t structural = basestarToken("structural_damage");
        std::erase(s.basestarDamagePile, structural);
        s.basestars[0].damage = {structural};
        std::vector<uint8_t> parked;
        onlyBasestarToken(s, "disabled_hangar", parked);
        s.space[size_t(Area::PortBow)].vipers = 1;
        --s.vipersReserve;
        s.forcedDice = {6}; // 6 + 2 = 8: damaged
        actAt(s, "command");
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "ship:basestar:port_bow"));
        QCOMPARE(s.basestars[0].damage.size(), size_t(2));
    }
    void ambushMakesUnmannedVipersWorse() {
        GameState s = emptySpace();
        s.crisisDeck.erase(std::find(s.crisisDeck.begin(), s.crisisDeck.end(), crisis("ambush")));
        s.inPlay.push_back(InPlay{CardKind::Crisis, crisis("ambush"), kNoSeat});
        s.space[size_t(Area::PortBow)].raiders = 2;
        s.space[size_t(Area::PortBow)].vipers = 1;
        --s.vipersReserve;
        s.forcedDice = {4, 4}; // unmanned: 4 - 2 = 2, a miss; the piloted viper hits with 4
        actAt(s, "command");
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "ship:raider:port_bow"));
        QVERIFY(choose(s, "done"));
        QCOMPARE(s.space[size_t(Area::PortBow)].raiders, int8_t(2));
        pilot(s, 1, Area::PortBow);
        runFrame(s, FrameKind::Action, 1, 1);
        QVERIFY(choose(s, "action:viper"));
        QVERIFY(choose(s, "ship:raider:port_bow"));
        QCOMPARE(s.space[size_t(Area::PortBow)].raiders, int8_t(1));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void nukeResults() {
        // 1-2: damaged twice; 3-6: destroyed; 7-8: destroyed with 3 raiders of its area.
        for (int die : {2, 6, 7}) {
            GameState s = emptySpace();
            putBasestar(s, 0, Area::Fore);
            s.space[size_t(Area::Fore)].raiders = 4;
            std::vector<uint8_t> parked;
            s.forcedDice = {int8_t(die)};
            QCOMPARE(s.admiral, Seat(0));
            const int nukes = s.nukes;
            runFrame(s, FrameKind::Action, 0, 1);
            QVERIFY(choose(s, "action:title:admiral"));
            QCOMPARE(s.nukes, int8_t(nukes - 1));
            if (die <= 2) {
                QVERIFY(s.basestars[0].area >= 0 ? basestarDamage(s.basestars[0]) >= 2 : true);
                QCOMPARE(s.space[size_t(Area::Fore)].raiders, int8_t(4));
            } else {
                QCOMPARE(s.basestars[0].area, int8_t(-1));
                QCOMPARE(s.space[size_t(Area::Fore)].raiders, int8_t(die >= 7 ? 1 : 4));
            }
            QCOMPARE(conservationProblem(s), std::string());
        }
    }
    void nukeOnLowRollDamagesTwice() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::Fore);
        std::vector<uint8_t> parked;
        onlyBasestarToken(s, "disabled_hangar", parked);
        s.basestarDamagePile.push_back(basestarToken("disabled_weapons"));
        std::erase(parked, basestarToken("disabled_weapons"));
        s.forcedDice = {1};
        runFrame(s, FrameKind::Action, 0, 1);
        QVERIFY(choose(s, "action:title:admiral"));
        QCOMPARE(s.basestars[0].damage.size(), size_t(2));
        QVERIFY(basestarHas(s.basestars[0], "disabled_hangar") && basestarHas(s.basestars[0], "disabled_weapons"));
    }
    void armoryKillsCenturionOnSevenOrMore() {
        for (int die : {6, 7}) {
            GameState s = emptySpace();
            s.centurions = {2, 0};
            s.forcedDice = {int8_t(die)};
            actAt(s, "armory");
            QVERIFY(choose(s, "action:location"));
            QVERIFY(choose(s, "centurion:2"));
            QCOMPARE(s.centurions, die >= 7 ? std::vector<int8_t>{0} : (std::vector<int8_t>{2, 0}));
        }
    }
    void armoryNeedsACenturion() {
        GameState s = emptySpace();
        actAt(s, "armory");
        QVERIFY(!hasOption(s, "action:location"));
    }
    void maximumFirepowerGivesFourAttacks() {
        GameState s = emptySpace();
        pilot(s, 1, Area::Aft);
        s.space[size_t(Area::Aft)].raiders = 5;
        giveCard(s, 1, "piloting:maximum_firepower:3");
        s.forcedDice = {3, 3, 1, 8};
        runFrame(s, FrameKind::Action, 1, 1);
        QVERIFY(choose(s, "action:skill:piloting:maximum_firepower:3"));
        for (int i = 0; i < 4; ++i)
            QVERIFY(choose(s, "ship:raider:aft"));
        QCOMPARE(s.space[size_t(Area::Aft)].raiders, int8_t(2));
        QVERIFY(!s.hasDecision); // the fourth attack was the last
        QCOMPARE(conservationProblem(s), std::string());
    }
    void maximumFirepowerOnlyWhilePiloting() {
        GameState s = emptySpace();
        giveCard(s, 1, "piloting:maximum_firepower:3");
        s.players[1].location = location("research_lab");
        runFrame(s, FrameKind::Action, 1, 1);
        QVERIFY(!hasOption(s, "action:skill:piloting:maximum_firepower:3"));
    }
};

QTEST_APPLESS_MAIN(TestAttacks)
#include "tst_attacks.moc"
