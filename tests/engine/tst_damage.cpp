// Damage tokens: Galactica locations and stores, repairs, basestar tokens (critical hit,
// C21), destruction of Galactica at six damaged locations, civilian ships.
#include "combat_fixture.h"

using namespace bsg;
using namespace bsg::test;

namespace {

void basestarsAttack(GameState& s, std::vector<int8_t> dice) {
    s.forcedDice = std::move(dice);
    runFrame(s, FrameKind::Activate, int(Activation::Basestars));
}

} // namespace

class TestDamage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void damagedLocationSendsOccupantsToSickbayAndBlocksIt() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::Fore);
        s.space[size_t(Area::Fore)].raiders = 1;
        onlyGalacticaToken(s, "damage_weapons_control");
        s.players[0].location = location("weapons_control");
        s.players[2].location = location("weapons_control");
        basestarsAttack(s, {4});
        QVERIFY(locationDamaged(s, location("weapons_control")));
        QCOMPARE(s.players[0].location, location("sickbay"));
        QCOMPARE(s.players[2].location, location("sickbay"));
        // Characters may stand there again but not use the action.
        s.players[0].location = location("weapons_control");
        runFrame(s, FrameKind::Action, 0, 1);
        QVERIFY(!hasOption(s, "action:location"));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void storesTokenCostsTheResourceAndLeavesTheGame() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::Fore);
        onlyGalacticaToken(s, "damage_food_stores");
        basestarsAttack(s, {8});
        QCOMPARE(resource(s, Resource::Food), 7);
        QVERIFY(s.galacticaDamage.empty());
        QCOMPARE(s.galacticaDamageRemoved.size(), db().galacticaDamage.size());
    }
    void repairCardReturnsTheToken() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::Fore);
        onlyGalacticaToken(s, "damage_command");
        basestarsAttack(s, {5});
        QVERIFY(locationDamaged(s, location("command")));
        giveCard(s, 2, "engineering:repair:1");
        s.players[2].location = location("command");
        runFrame(s, FrameKind::Action, 2, 1);
        QVERIFY(choose(s, "action:skill:engineering:repair:1"));
        QVERIFY(!locationDamaged(s, location("command")));
        QCOMPARE(s.galacticaDamagePile.size(), size_t(1));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void tyrolGetsAnotherActionAfterRepair() {
        GameState s = emptySpace(7, {"galen_tyrol", "william_adama", "kara_thrace"});
        s.vipersReserve = int8_t(s.vipersReserve - 2);
        s.vipersDamaged = 2;
        giveCard(s, 0, "engineering:repair:1");
        s.players[0].location = location("hangar_deck");
        runFrame(s, FrameKind::Action, 0, 1);
        QVERIFY(choose(s, "action:skill:engineering:repair:1"));
        QCOMPARE(s.vipersDamaged, int8_t(0));
        QCOMPARE(s.decision.kind, DecisionKind::Action); // Maintenance Engineer
        QCOMPARE(s.decision.actor, Seat(0));
    }
    void repairOnHangarDeckFixesTwoDamagedVipers() {
        GameState s = emptySpace();
        s.vipersReserve = int8_t(s.vipersReserve - 3);
        s.vipersDamaged = 3;
        giveCard(s, 2, "engineering:repair:1");
        s.players[2].location = location("hangar_deck");
        runFrame(s, FrameKind::Action, 2, 1);
        QVERIFY(choose(s, "action:skill:engineering:repair:1"));
        QCOMPARE(s.vipersDamaged, int8_t(1));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void crisisDamagesVipersInSpaceChosenByTheCurrentPlayer() {
        GameState s = emptySpace();
        s.space[size_t(Area::Fore)].vipers = 1;
        --s.vipersReserve;
        pilot(s, 1, Area::Aft);
        runFrame(s, FrameKind::DamageVipersInSpace, 2); // Weapon Malfunction's failure
        QCOMPARE(optionIds(s), (std::vector<std::string>{"ship:viper:fore", "target:kara_thrace"}));
        QVERIFY(choose(s, "target:kara_thrace"));
        QCOMPARE(s.players[1].location, location("sickbay"));
        QCOMPARE(s.space[size_t(Area::Fore)].vipers, int8_t(0)); // the second one: no choice left
        QCOMPARE(s.vipersDamaged, int8_t(2));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void returningVipersLandsThePilots() {
        GameState s = emptySpace();
        s.space[size_t(Area::Fore)].vipers = 2;
        s.vipersReserve = int8_t(s.vipersReserve - 2);
        pilot(s, 1, Area::Aft);
        Effect e;
        e.op = Op::ReturnVipers;
        Frame frame;
        Ctx c{s, frame};
        combatEffect(c, e);
        QCOMPARE(int(s.vipersReserve), db().board.vipers);
        QCOMPARE(s.players[1].location, location("hangar_deck"));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void galacticaDestroyedAtSixDamagedLocations() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::Fore);
        std::vector<uint8_t> locations;
        for (uint8_t t : s.galacticaDamagePile)
            (db().galacticaDamage[t].location >= 0 ? locations : s.galacticaDamageRemoved).push_back(t);
        s.galacticaDamagePile = locations;
        for (int i = 0; i < 5; ++i) {
            ++s.turn;
            basestarsAttack(s, {8});
            QVERIFY(!s.gameOver());
        }
        QCOMPARE(s.galacticaDamage.size(), size_t(5));
        ++s.turn;
        basestarsAttack(s, {8});
        QVERIFY(s.gameOver());
        QCOMPARE(s.over.winner, Side::Cylon);
        QCOMPARE(s.over.reason, EndReason::GalacticaDestroyed);
    }
    void criticalHitCountsDoubleAndThreeDestroys() {
        GameState s = emptySpace();
        putBasestar(s, 0, Area::Fore);
        std::vector<uint8_t> parked;
        onlyBasestarToken(s, "critical_hit", parked);
        damageBasestar(s, 0);
        QCOMPARE(basestarDamage(s.basestars[0]), 2);
        // C21: a basestar at two damage is destroyed without drawing another token.
        s.basestarDamagePile.insert(s.basestarDamagePile.end(), parked.begin(), parked.end());
        const size_t pile = s.basestarDamagePile.size();
        damageBasestar(s, 0);
        QCOMPARE(s.basestars[0].area, int8_t(-1));
        QCOMPARE(s.basestarDamagePile.size(), pile + 1); // its token went back
        QCOMPARE(conservationProblem(s), std::string());
    }
    void threeSingleTokensDestroy() {
        GameState s = emptySpace();
        putBasestar(s, 1, Area::Aft);
        std::vector<uint8_t> parked;
        onlyBasestarToken(s, "critical_hit", parked);
        std::swap(parked, s.basestarDamagePile); // everything but the critical hit
        damageBasestar(s, 1);
        damageBasestar(s, 1);
        QCOMPARE(s.basestars[1].damage.size(), size_t(2));
        damageBasestar(s, 1);
        QCOMPARE(s.basestars[1].area, int8_t(-1));
        QCOMPARE(s.basestarDamagePile.size(), size_t(3));
    }
    void civilianShipsCostWhatIsPrintedOnThem() {
        GameState s = emptySpace();
        // Asteroid Field's "destroy a civilian ship from the pile" draws the top (random) token.
        std::vector<uint8_t> order;
        for (auto it = s.civilianPile.begin(); it != s.civilianPile.end();)
            if (db().civilians[db().civilianTokens[*it]].id == "civilian_pop1_morale1") {
                order.push_back(*it);
                it = s.civilianPile.erase(it);
            } else {
                ++it;
            }
        s.civilianPile.insert(s.civilianPile.begin(), order.begin(), order.end());
        const int pile = int(s.civilianPile.size());
        Effect e;
        e.op = Op::DestroyCivilianFromPile;
        e.count = 1;
        Frame frame;
        Ctx c{s, frame};
        combatEffect(c, e);
        QCOMPARE(resource(s, Resource::Population), 11);
        QCOMPARE(resource(s, Resource::Morale), 9);
        QCOMPARE(int(s.civilianPile.size()), pile - 1);
        QCOMPARE(s.civiliansDestroyed.size(), size_t(1));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void thirtyThreeLeavesWhenACivilianIsDestroyed() {
        GameState s = emptySpace();
        s.crisisDeck.erase(std::find(s.crisisDeck.begin(), s.crisisDeck.end(), crisis("thirty_three")));
        s.inPlay.push_back(InPlay{CardKind::Crisis, crisis("thirty_three"), kNoSeat});
        s.space[size_t(Area::Aft)].raiders = 1;
        putCivilian(s, Area::Aft, "civilian_empty");
        runFrame(s, FrameKind::Activate, int(Activation::Raiders));
        QVERIFY(s.inPlay.empty());
        QCOMPARE(s.crisisDiscard.back(), crisis("thirty_three"));
        QCOMPARE(conservationProblem(s), std::string());
    }
};

QTEST_APPLESS_MAIN(TestDamage)
#include "tst_damage.moc"
