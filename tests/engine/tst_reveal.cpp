// Revealing: the reveal action, each Cylon card's ability (lost in the Brig), the hand cut
// to 3, titles by succession, the Resurrection Ship, a Super Crisis card, the end of the turn.
#include "crises_fixture.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::test;

namespace {

// Roslin (current, President) holds this Cylon card and is at her Action step.
GameState roslinAtAction(const std::string& cylonCard, uint64_t seed = 31) {
    GameState s = startedGame(seed);
    clearLoyalty(s, kRoslin);
    giveLoyalty(s, kRoslin, "not_a_cylon");
    if (!cylonCard.empty())
        giveLoyalty(s, kRoslin, cylonCard);
    chooseThrough(s, "done");
    return s;
}

// Discards whatever is asked until the next player's turn is under way.
void finishReveal(GameState& s) {
    QVERIFY(playUntil(s, [](const GameState& g) { return g.current != kRoslin; }, 20));
    QVERIFY(conservationProblem(s).empty());
}

} // namespace

class TestReveal : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void onlyCylonPlayersMayReveal() {
        GameState human = roslinAtAction("");
        QCOMPARE(human.decision.kind, DecisionKind::Action);
        QVERIFY(!hasOption(human, "action:reveal"));
        GameState cylon = roslinAtAction("cylon_reduce_morale");
        QVERIFY(hasOption(cylon, "action:reveal"));
    }

    void revealStepsInOrder() {
        GameState s = roslinAtAction("cylon_reduce_morale");
        for (int i = 0; i < 3; ++i)
            giveSkill(s, kRoslin, SkillType::Politics, 1);
        const int morale = s.resources[size_t(Resource::Morale)];
        const size_t supers = s.superDeck.size();
        QVERIFY(chooseThrough(s, "action:reveal"));
        // The ability: the fleet may lose 1 morale.
        QCOMPARE(s.decision.kind, DecisionKind::ChooseActivity);
        QVERIFY(chooseThrough(s, "option:a"));
        QCOMPARE(int(s.resources[size_t(Resource::Morale)]), morale - 1);
        // The hand is cut to 3 by the player's own choice.
        QCOMPARE(s.decision.kind, DecisionKind::DiscardCards);
        QCOMPARE(int(s.decision.actor), int(kRoslin));
        while (s.hasDecision && s.decision.kind == DecisionKind::DiscardCards && s.decision.actor == kRoslin)
            QVERIFY(chooseThrough(s, optionIds(s).front()));
        const Player& p = s.players[kRoslin];
        QVERIFY(p.revealed);
        QCOMPARE(p.hand.size(), size_t(3));
        QCOMPARE(int(s.president), int(kAdama)); // next in the line of succession
        QCOMPARE(int(p.location), int(locs().resurrectionShip));
        QCOMPARE(p.superCrises.size(), size_t(1));
        QVERIFY(db().crises[p.superCrises[0]].super);
        QCOMPARE(s.superDeck.size(), supers - 1);
        // The turn is over: no crisis was drawn and Adama is the current player.
        QCOMPARE(int(s.current), int(kAdama));
        QVERIFY(s.crisesThisTurn.empty());
        QCOMPARE(countEvents(s, EventKind::CrisisDrawn), 0);
        QVERIFY(conservationProblem(s).empty());
    }

    void theAdmiralTitlePassesToo() {
        GameState s = startedGame(33);
        clearLoyalty(s, kAdama);
        giveLoyalty(s, kAdama, "cylon_reduce_morale");
        startTurnOf(s, kAdama);
        QVERIFY(chooseThrough(s, "done"));
        QVERIFY(chooseThrough(s, "action:reveal"));
        QVERIFY(chooseThrough(s, "decline"));
        QVERIFY(playUntil(s, [](const GameState& g) { return g.current != kAdama; }, 20));
        QCOMPARE(int(s.admiral), int(kThrace)); // next in the admiral line among the players
        QCOMPARE(int(s.president), int(kRoslin));
        QVERIFY(s.players[kAdama].revealed);
    }

    void declineTheMoraleLoss() {
        GameState s = roslinAtAction("cylon_reduce_morale");
        const int morale = s.resources[size_t(Resource::Morale)];
        QVERIFY(chooseThrough(s, "action:reveal"));
        QVERIFY(chooseThrough(s, "decline"));
        QCOMPARE(int(s.resources[size_t(Resource::Morale)]), morale);
    }

    void revealingFromTheBrigLosesTheAbility() {
        GameState s = roslinAtAction("cylon_reduce_morale");
        moveCharacter(s, kRoslin, locs().brig);
        const int morale = s.resources[size_t(Resource::Morale)];
        QVERIFY(chooseThrough(s, "action:reveal"));
        finishReveal(s);
        QCOMPARE(int(s.resources[size_t(Resource::Morale)]), morale);
        QVERIFY(s.players[kRoslin].revealed);
        QCOMPARE(int(s.players[kRoslin].location), int(locs().resurrectionShip));
        QCOMPARE(s.players[kRoslin].superCrises.size(), size_t(1));
    }

    void sendToBrigPicksACharacterOnGalactica() {
        GameState s = roslinAtAction("cylon_send_to_brig");
        moveCharacter(s, kTyrol, locs().pressRoom); // on Colonial One: out of reach
        QVERIFY(chooseThrough(s, "action:reveal"));
        QCOMPARE(s.decision.kind, DecisionKind::ChooseTarget);
        QCOMPARE(optionIds(s), (std::vector<std::string>{"target:william_adama", "target:kara_thrace"}));
        QVERIFY(chooseThrough(s, "target:william_adama"));
        finishReveal(s);
        QCOMPARE(int(s.players[kAdama].location), int(locs().brig));
        QCOMPARE(int(s.admiral), int(kThrace)); // the Admiral in the Brig loses the title
        QCOMPARE(int(s.president), int(kAdama));
    }

    void sendToSickbayStripsFiveCards() {
        GameState s = roslinAtAction("cylon_send_to_sickbay");
        emptyHands(s);
        giveSkill(s, kTyrol, SkillType::Engineering, 7);
        QVERIFY(chooseThrough(s, "action:reveal"));
        QVERIFY(chooseThrough(s, "target:galen_tyrol"));
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(s.decision.kind, DecisionKind::DiscardCards);
            QCOMPARE(int(s.decision.actor), int(kTyrol));
            QVERIFY(chooseThrough(s, optionIds(s).front()));
        }
        finishReveal(s);
        QCOMPARE(s.players[kTyrol].hand.size(), size_t(2));
        QCOMPARE(int(s.players[kTyrol].location), int(locs().sickbay));
    }

    void damageGalacticaAppliesTwoOfFive() {
        GameState s = roslinAtAction("cylon_damage_galactica");
        const std::vector<uint8_t> top(s.galacticaDamagePile.begin(), s.galacticaDamagePile.begin() + 5);
        QVERIFY(chooseThrough(s, "action:reveal"));
        QCOMPARE(s.decision.kind, DecisionKind::ChooseCard);
        QCOMPARE(s.decision.options.size(), size_t(5));
        for (const Option& o : s.decision.options)
            QVERIFY(std::find(top.begin(), top.end(), uint8_t(o.a)) != top.end());
        QVERIFY(chooseThrough(s, optionIds(s)[4]));
        QCOMPARE(s.decision.options.size(), size_t(4)); // the other four of the same five
        for (const Option& o : s.decision.options)
            QVERIFY(std::find(top.begin(), top.end(), uint8_t(o.a)) != top.end());
        QVERIFY(chooseThrough(s, optionIds(s)[0]));
        finishReveal(s);
        QCOMPARE(s.galacticaDamage.size() + s.galacticaDamageRemoved.size(), size_t(2));
        QCOMPARE(s.galacticaDamagePile.size(), db().galacticaDamage.size() - 2);
        QVERIFY(conservationProblem(s).empty());
    }

    // The turn ends through its hand-limit step: others over the limit still discard.
    void theRevealTurnStillChecksHandLimits() {
        GameState s = roslinAtAction("cylon_reduce_morale");
        emptyHands(s);
        giveSkill(s, kAdama, SkillType::Tactics, 6);
        giveSkill(s, kAdama, SkillType::Leadership, 6);
        QVERIFY(chooseThrough(s, "action:reveal"));
        QVERIFY(chooseThrough(s, "decline"));
        QCOMPARE(s.decision.kind, DecisionKind::DiscardCards);
        QCOMPARE(int(s.decision.actor), int(kAdama));
        QCOMPARE(int(s.decision.context), 2); // 12 cards, limit 10
        QCOMPARE(int(s.current), int(kRoslin));
        QVERIFY(chooseThrough(s, optionIds(s).front()));
        QVERIFY(chooseThrough(s, optionIds(s).front()));
        QCOMPARE(int(s.current), int(kAdama)); // then his own turn begins
        const int discards = int(std::count_if(s.log.begin(), s.log.end(), [](const LogEvent& e) {
            return e.kind == EventKind::Discarded && e.actor == kAdama;
        }));
        QCOMPARE(discards, 2);
    }

    void twoCylonCardsPickWhichToShow() {
        GameState s = roslinAtAction("cylon_reduce_morale");
        giveLoyalty(s, kRoslin, "cylon_send_to_brig");
        QVERIFY(chooseThrough(s, "action:reveal"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"loyalty:1", "loyalty:2"}));
        QVERIFY(chooseThrough(s, "loyalty:2"));
        QCOMPARE(s.decision.kind, DecisionKind::ChooseTarget); // the Brig ability
        QCOMPARE(int(s.players[kRoslin].revealedLoyalty), 2);
    }
};

QTEST_APPLESS_MAIN(TestReveal)
#include "tst_reveal.moc"
