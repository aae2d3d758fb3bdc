// Victory and defeat at the moments the rulebook gives: a resource at 0 only at the end of a
// turn, the jump to Kobol, six damaged Galactica locations; the state names winner and reason.
#include "crises_fixture.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::test;

class TestVictory : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aResourceAtZeroLosesOnlyAtTheEndOfTheTurn() {
        GameState s = startedGame(51);
        s.resources[size_t(Resource::Food)] = 1;
        stackCrisis(s, "food_shortage");
        QVERIFY(chooseThrough(s, "done"));
        QVERIFY(chooseThrough(s, "action:nothing"));
        takeStackedCrisis(s, "food_shortage");
        QVERIFY(chooseThrough(s, "option:b")); // food -1, then the President and the current player discard
        QCOMPARE(int(s.resources[size_t(Resource::Food)]), 0);
        QVERIFY(!s.gameOver()); // still in the middle of the turn
        QCOMPARE(s.decision.kind, DecisionKind::DiscardCards);
        QVERIFY(playUntil(s, [](const GameState& g) { return g.gameOver(); }, 40));
        QCOMPARE(s.over.winner, Side::Cylon);
        QCOMPARE(s.over.reason, EndReason::Food);
        QVERIFY(applyId(s, "done").has_value()); // nothing more can be decided
    }

    void aResourceBackAboveZeroBeforeTheEndIsNoLoss() {
        GameState s = startedGame(52);
        s.resources[size_t(Resource::Population)] = 0; // reached 0 earlier this turn
        stackCrisis(s, "rescue_caprica_survivors");
        QVERIFY(chooseThrough(s, "done"));
        QVERIFY(chooseThrough(s, "action:nothing"));
        takeStackedCrisis(s, "rescue_caprica_survivors");
        QVERIFY(chooseThrough(s, "option:a")); // population +1
        QVERIFY(playUntil(s, [](const GameState& g) { return g.current == kAdama; }, 40));
        QVERIFY(!s.gameOver());
        QCOMPARE(int(s.resources[size_t(Resource::Population)]), 1);
    }

    void theJumpToKobolWins() {
        GameState s = startedGame(53);
        takeOver(s);
        s.distance = 8;
        s.stack.push_back(Frame{FrameKind::Jump, 0, 0, 0, 0, 0});
        run(s);
        QCOMPARE(s.over.winner, Side::Human);
        QCOMPARE(s.over.reason, EndReason::Kobol);
        QCOMPARE(s.log.back().kind, EventKind::GameEnded);
    }

    void noKobolWinWithAResourceAtZero() {
        GameState s = startedGame(54);
        takeOver(s);
        s.distance = 8;
        s.resources[size_t(Resource::Morale)] = 0;
        s.stack.push_back(Frame{FrameKind::Jump, 0, 0, 0, 0, 0});
        run(s);
        QVERIFY(s.over.winner != Side::Human);
    }

    void sixDamagedLocationsDestroyGalactica() {
        GameState s = startedGame(55);
        clearLoyalty(s, kRoslin);
        giveLoyalty(s, kRoslin, "cylon_damage_galactica");
        // Five of the six location tokens are already on Galactica.
        auto& pile = s.galacticaDamagePile;
        int placed = 0;
        for (auto it = pile.begin(); it != pile.end() && placed < 5;) {
            if (db().galacticaDamage[*it].location >= 0) {
                s.galacticaDamage.push_back(*it);
                it = pile.erase(it);
                ++placed;
            } else {
                ++it;
            }
        }
        QVERIFY(chooseThrough(s, "done"));
        QVERIFY(chooseThrough(s, "action:reveal"));
        uint8_t lastLocation = 0xFF;
        for (const Option& o : s.decision.options)
            if (db().galacticaDamage[size_t(o.a)].location >= 0)
                lastLocation = uint8_t(o.a);
        QVERIFY(lastLocation != 0xFF);
        QVERIFY(apply(s, opt(Verb::Token, lastLocation)) == std::nullopt);
        QCOMPARE(s.over.winner, Side::Cylon);
        QCOMPARE(s.over.reason, EndReason::GalacticaDestroyed);
    }
};

QTEST_APPLESS_MAIN(TestVictory)
#include "tst_victory.moc"
