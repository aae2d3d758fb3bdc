// All 22 destination cards, with their raptor and viper gambles.
#include "combat_fixture.h"

using namespace bsg;
using namespace bsg::test;

namespace {

CardIdx destination(const std::string& id) { return CardIdx(db().destination(id)); }

// Puts `id` on top of the destination deck (and a different card under it), then jumps.
void jumpTo(GameState& s, const std::string& id) {
    const CardIdx card = destination(id);
    auto& deck = s.destinationDeck;
    deck.erase(std::find(deck.begin(), deck.end(), card));
    const auto other = std::find_if(deck.begin(), deck.end(), [&](CardIdx c) { return c != card; });
    std::rotate(deck.begin(), other, other + 1);
    deck.insert(deck.begin(), card);
    runFrame(s, FrameKind::Jump, 0);
    QCOMPARE(s.decision.kind, DecisionKind::ChooseDestination);
    QCOMPARE(s.decision.actor, s.admiral);
    QVERIFY(choose(s, "destination:" + id));
}

std::array<int, kResourceCount> resources(const GameState& s) {
    return {s.resources[0], s.resources[1], s.resources[2], s.resources[3]};
}

} // namespace

class TestDestinations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyDestinationWithoutGambles() {
        struct Expect { const char* id; int distance; std::array<int, kResourceCount> delta; int raptors; };
        // fuel, food, morale, population
        const Expect table[] = {
            {"tylium_planet", 1, {-1, 0, 0, 0}, 0}, {"icy_moon", 1, {-1, 0, 0, 0}, 0},
            {"barren_planet", 2, {-2, 0, 0, 0}, 0}, {"deep_space", 2, {-1, 0, -1, 0}, 0},
            {"remote_planet", 2, {-1, 0, 0, 0}, -1}, {"cylon_refinery", 2, {-1, 0, 0, 0}, 0},
            {"desolate_moon", 3, {-3, 0, 0, 0}, 0},
        };
        int copies = 0;
        for (const auto& d : db().destinations)
            copies += d.box == Box::Base ? d.copies : 0; // a box's are tested with the box (tst_pegasus_cards)
        QCOMPARE(copies, 22);
        for (const Expect& e : table) {
            GameState s = emptySpace();
            const auto before = resources(s);
            const int raptors = s.raptorsReserve;
            jumpTo(s, e.id);
            if (s.hasDecision && hasOption(s, "decline"))
                QVERIFY(choose(s, "decline")); // the Admiral does not gamble
            QVERIFY(!s.hasDecision);
            const auto after = resources(s);
            for (int r = 0; r < kResourceCount; ++r)
                QCOMPARE(after[size_t(r)] - before[size_t(r)], e.delta[size_t(r)]);
            QCOMPARE(s.raptorsReserve - raptors, e.raptors);
            QCOMPARE(int(s.distance), e.distance);
            QCOMPARE(s.jumpTrack, int8_t(0));
            QCOMPARE(conservationProblem(s), std::string());
        }
    }
    void tyliumPlanetRaptorGamble() {
        for (int die : {2, 3}) {
            GameState s = emptySpace();
            s.forcedDice = {int8_t(die)};
            jumpTo(s, "tylium_planet");
            QVERIFY(choose(s, "option:a"));
            QCOMPARE(resource(s, Resource::Fuel), die >= 3 ? 9 : 7);
            QCOMPARE(int(s.raptorsDestroyed), die >= 3 ? 0 : 1);
            QCOMPARE(conservationProblem(s), std::string());
        }
    }
    void icyMoonRaptorGamble() {
        GameState s = emptySpace();
        s.forcedDice = {8};
        jumpTo(s, "icy_moon");
        QVERIFY(choose(s, "option:a"));
        QCOMPARE(resource(s, Resource::Food), 9);
    }
    void riskNeedsTheShipInTheReserves() {
        GameState s = emptySpace();
        s.raptorsDestroyed = s.raptorsReserve;
        s.raptorsReserve = 0;
        s.forcedDice = {8};
        jumpTo(s, "tylium_planet");
        QVERIFY(choose(s, "option:a"));
        QCOMPARE(resource(s, Resource::Fuel), 7); // nothing was risked
        QCOMPARE(s.forcedDice.size(), size_t(1));
    }
    void cylonRefineryRisksTwoVipers() {
        for (int die : {5, 6}) {
            GameState s = emptySpace();
            const int reserve = s.vipersReserve;
            s.forcedDice = {int8_t(die)};
            jumpTo(s, "cylon_refinery");
            QVERIFY(choose(s, "option:a"));
            QCOMPARE(resource(s, Resource::Fuel), die >= 6 ? 9 : 7);
            QCOMPARE(int(s.vipersDamaged), die >= 6 ? 0 : 2);
            QCOMPARE(int(s.vipersReserve), die >= 6 ? reserve : reserve - 2);
            QCOMPARE(conservationProblem(s), std::string());
        }
    }
    void ragnarAnchorageRestoresVipersAndARaptor() {
        GameState s = emptySpace();
        s.vipersReserve = int8_t(s.vipersReserve - 4);
        s.vipersDamaged = 2;
        s.vipersDestroyed = 2;
        s.raptorsReserve = 3;
        s.raptorsDestroyed = 1;
        jumpTo(s, "ragnar_anchorage");
        QVERIFY(choose(s, "option:b")); // a destroyed viper
        QVERIFY(choose(s, "option:a")); // a damaged one
        QVERIFY(choose(s, "option:b"));
        QVERIFY(!s.hasDecision); // three at most
        QCOMPARE(s.vipersDestroyed, int8_t(0));
        QCOMPARE(s.vipersDamaged, int8_t(1));
        QCOMPARE(s.raptorsReserve, int8_t(4));
        QCOMPARE(int(s.distance), 1);
        QCOMPARE(conservationProblem(s), std::string());
    }
    void asteroidFieldDestroysACivilianFromThePile() {
        GameState s = emptySpace();
        const size_t pile = s.civilianPile.size();
        jumpTo(s, "asteroid_field");
        // The pile is reshuffled on the jump: the loss is whatever the drawn token shows.
        QCOMPARE(s.civiliansDestroyed.size(), size_t(1));
        const auto& loss = db().civilians[db().civilianTokens[s.civiliansDestroyed[0]]].loss;
        QCOMPARE(resource(s, Resource::Fuel), 6 - loss[size_t(Resource::Fuel)]);
        QCOMPARE(resource(s, Resource::Population), 12 - loss[size_t(Resource::Population)]);
        QCOMPARE(resource(s, Resource::Morale), 10 - loss[size_t(Resource::Morale)]);
        QCOMPARE(s.civilianPile.size(), pile - 1);
        QCOMPARE(s.civiliansDestroyed.size(), size_t(1));
        QCOMPARE(int(s.distance), 3);
        QCOMPARE(conservationProblem(s), std::string());
    }
    void cylonAmbushPlacesShipsAfterTheJump() {
        GameState s = emptySpace();
        s.space[size_t(Area::Fore)].raiders = 2;
        s.forcedDice = {1, 1};
        runFrame(s, FrameKind::Activate, int(Activation::Raiders)); // they act (and miss) before the jump
        jumpTo(s, "cylon_ambush");
        QCOMPARE(resource(s, Resource::Fuel), 7);
        QCOMPARE(s.basestars[0].area, int8_t(Area::Fore));
        QCOMPARE(s.space[size_t(Area::Fore)].raiders, int8_t(3));
        QCOMPARE(s.space[size_t(Area::Aft)].civilians.size(), size_t(3));
        QVERIFY(inCombat(s));
        QCOMPARE(int(s.distance), 3);
        // In the same turn (an FTL jump in the Action step) the new raiders still act.
        putCivilian(s, Area::StarboardBow, "civilian_empty");
        runFrame(s, FrameKind::Activate, int(Activation::Raiders));
        QCOMPARE(s.space[size_t(Area::StarboardBow)].raiders, int8_t(3));
        QCOMPARE(conservationProblem(s), std::string());
    }
};

QTEST_APPLESS_MAIN(TestDestinations)
#include "tst_destinations.moc"
