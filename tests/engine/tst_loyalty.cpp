// Loyalty: the setup deal, the Sleeper Agent deal at distance 4, the Sympathizer and its red
// zone test, "one Cylon card makes you a Cylon", and looking at loyalty cards.
#include "crises_fixture.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::test;

namespace bsg {
bool canActivateLocation(const GameState& s, Seat seat);
}

namespace {

// Runs a jump whose destination brings the distance from `from` to at least 4.
void jumpPastFour(GameState& s, int from, Driver& driver) {
    s.distance = int8_t(from);
    s.stack.push_back(Frame{FrameKind::Jump, 0, 0, 0, 0, 0});
    run(s);
    QVERIFY(driver.run(s));
}

} // namespace

class TestLoyalty : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void setupDealsOneCardAndAddsTheSympathizerAfterwards() {
        for (uint64_t seed = 1; seed <= 20; ++seed) {
            GameState s = game({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, seed);
            for (const auto& p : s.players)
                QCOMPARE(p.loyalty.size(), size_t(1));
            for (const auto& p : s.players) // nobody starts with the Sympathizer (4 players)
                QVERIFY(p.loyalty[0] != loyaltyCard("sympathizer"));
            QCOMPARE(std::count(s.loyaltyDeck.begin(), s.loyaltyDeck.end(), loyaltyCard("sympathizer")), 1);
            // 1 Cylon + 6 Not a Cylon + the Sympathizer; 4 dealt.
            QCOMPARE(s.loyaltyDeck.size(), size_t(4));
            QVERIFY(conservationProblem(s).empty());
        }
        GameState three = game({"laura_roslin", "william_adama", "kara_thrace"}, 3);
        QCOMPARE(std::count(three.loyaltyUnused.begin(), three.loyaltyUnused.end(), loyaltyCard("sympathizer")), 1);
        GameState baltar = game({"gaius_baltar", "william_adama", "kara_thrace"}, 3);
        QCOMPARE(baltar.players[0].loyalty.size(), size_t(2)); // Baltar starts with two
    }

    void oneCylonCardMakesACylon() {
        GameState s = startedGame();
        clearLoyalty(s, kRoslin);
        giveLoyalty(s, kRoslin, "not_a_cylon");
        QVERIFY(!isCylonPlayer(s, kRoslin));
        giveLoyalty(s, kRoslin, "cylon_reduce_morale");
        QVERIFY(isCylonPlayer(s, kRoslin));
        QVERIFY(conservationProblem(s).empty());
    }

    void sleeperAgentsAtDistanceFourOnceForEveryone() {
        GameState s = startedGame(21);
        takeOver(s);
        s.resources[size_t(Resource::Food)] = 2; // a red zone, in case the Sympathizer comes
        Driver driver;
        jumpPastFour(s, 3, driver);
        QVERIFY(s.sleeperDealt);
        for (const auto& p : s.players)
            QCOMPARE(p.loyalty.size(), size_t(2));
        QVERIFY(s.loyaltyDeck.empty());
        jumpPastFour(s, 5, driver); // no second deal
        for (const auto& p : s.players)
            QCOMPARE(p.loyalty.size(), size_t(2));
        QVERIFY(conservationProblem(s).empty());
    }

    void sleeperAgentsBelowFourDealsNothing() {
        GameState s = startedGame(22);
        takeOver(s);
        Driver driver;
        jumpPastFour(s, 0, driver); // a destination adds at most 3
        QVERIFY(!s.sleeperDealt);
        for (const auto& p : s.players)
            QCOMPARE(p.loyalty.size(), size_t(1));
    }

    void sharonReceivesTwoAndGoesToTheBrig() {
        GameState s = game({"laura_roslin", "william_adama", "sharon_valerii", "galen_tyrol"}, 5);
        playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
        takeOver(s);
        s.resources[size_t(Resource::Food)] = 2;
        Driver driver;
        jumpPastFour(s, 3, driver);
        QCOMPARE(s.players[2].loyalty.size(), size_t(3));
        QCOMPARE(int(s.players[2].location), int(locs().brig));
    }

    void revealedCylonsAreDealtToo() {
        GameState s = startedGame(23);
        takeOver(s);
        s.players[kTyrol].revealed = true;
        s.players[kTyrol].location = locs().caprica;
        s.resources[size_t(Resource::Food)] = 2;
        Driver driver; // a revealed Cylon dealt the Sympathizer keeps it (the last option)
        driver.pick = [](const GameState& g) {
            return g.decision.kind == DecisionKind::ChooseTarget ? int(g.decision.options.size()) - 1 : 0;
        };
        jumpPastFour(s, 3, driver);
        QCOMPARE(s.players[kTyrol].loyalty.size(), size_t(2));
    }

    void sympathizerWithARedZoneGoesToTheBrig() {
        GameState s = startedGame(24);
        takeOver(s);
        stackLoyalty(s, "sympathizer");
        s.current = kThrace; // the Sleeper deal starts with the current player
        s.resources[size_t(Resource::Morale)] = 5; // morale's red zone is 5 or less
        Driver driver;
        jumpPastFour(s, 3, driver);
        const Player& p = s.players[kThrace];
        QCOMPARE(p.loyalty.back(), loyaltyCard("sympathizer"));
        QCOMPARE(int(p.location), int(locs().brig));
        QVERIFY(!p.revealed);
        QCOMPARE(int(p.loyaltySeenBy.back()), 0xFFFF); // shown to everyone
        QVERIFY(isCylonPlayer(s, kThrace) == (db().loyalty[p.loyalty[0]].side == LoyaltySide::Cylon));
    }

    void sympathizerWithoutARedZoneBecomesARevealedCylon() {
        GameState s = startedGame(25);
        takeOver(s);
        stackLoyalty(s, "sympathizer");
        s.current = kRoslin; // Roslin, the President, gets it
        for (int i = 0; i < 3; ++i)
            giveSkill(s, kRoslin, SkillType::Politics, 2);
        const size_t superCards = s.superDeck.size();
        Driver driver;
        jumpPastFour(s, 3, driver);
        const Player& p = s.players[kRoslin];
        QVERIFY(p.revealed);
        QVERIFY(isSympathizerCylon(s, kRoslin));
        QCOMPARE(int(p.location), int(locs().resurrectionShip));
        QCOMPARE(p.hand.size(), size_t(3));
        QVERIFY(p.superCrises.empty());
        QCOMPARE(s.superDeck.size(), superCards);
        QVERIFY(s.president != kRoslin && s.president != kNoSeat);
        // Barred from the Cylon Fleet.
        s.players[kRoslin].location = locs().cylonFleet;
        QVERIFY(!canActivateLocation(s, kRoslin));
        s.players[kRoslin].location = locs().caprica;
        QVERIFY(canActivateLocation(s, kRoslin));
        QVERIFY(conservationProblem(s).empty());
    }

    void revealedCylonMayHandTheSympathizerOn() {
        GameState s = startedGame(26);
        takeOver(s);
        s.current = kTyrol;
        s.players[kTyrol].revealed = true;
        s.players[kTyrol].location = locs().caprica;
        stackLoyalty(s, "sympathizer");
        s.resources[size_t(Resource::Fuel)] = 3;
        s.distance = 3;
        s.stack.push_back(Frame{FrameKind::Jump, 0, 0, 0, 0, 0});
        run(s);
        Driver driver;
        driver.pick = [](const GameState& g) { return g.decision.kind == DecisionKind::ChooseTarget ? 1 : 0; };
        QVERIFY(driver.run(s));
        // The second option named Adama (Roslin, Adama, Thrace, then decline).
        const auto& adama = s.players[kAdama].loyalty;
        QCOMPARE(adama.size(), size_t(3)); // his own two and the one handed on
        QCOMPARE(std::count(adama.begin(), adama.end(), loyaltyCard("sympathizer")), 1);
        QCOMPARE(s.players[kTyrol].loyalty.size(), size_t(1));
        QCOMPARE(int(s.players[kAdama].location), int(locs().brig)); // fuel was in the red
        QVERIFY(s.admiral != kAdama);
        QVERIFY(conservationProblem(s).empty());
    }

    void lookingAtOneOfSeveralIsRandom() {
        std::array<int, 2> seen{};
        for (uint64_t seed = 1; seed <= 30; ++seed) {
            GameState s = startedGame(seed);
            clearLoyalty(s, kThrace);
            giveLoyalty(s, kThrace, "not_a_cylon");
            giveLoyalty(s, kThrace, "cylon_send_to_brig");
            lookAtLoyalty(s, kRoslin, kThrace, false);
            const LogEvent& e = s.log.back();
            QCOMPARE(e.kind, EventKind::LoyaltyLooked);
            QCOMPARE(int(e.visibleTo), int(seatBit(kRoslin)));
            QCOMPARE(int(e.b), int(s.players[kThrace].loyalty[size_t(e.c)]));
            QVERIFY(s.players[kThrace].loyaltySeenBy[size_t(e.c)] & seatBit(kRoslin));
            ++seen[size_t(e.c)];
        }
        QVERIFY(seen[0] > 0 && seen[1] > 0);
    }

    void lookingAtAllShowsEveryCard() {
        GameState s = startedGame();
        clearLoyalty(s, kThrace);
        giveLoyalty(s, kThrace, "not_a_cylon");
        giveLoyalty(s, kThrace, "cylon_send_to_brig");
        const int before = countEvents(s, EventKind::LoyaltyLooked);
        lookAtLoyalty(s, kAdama, kThrace, true);
        QCOMPARE(countEvents(s, EventKind::LoyaltyLooked) - before, 2);
    }
};

QTEST_APPLESS_MAIN(TestLoyalty)
#include "tst_loyalty.moc"
