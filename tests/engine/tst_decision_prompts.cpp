// A prompt says why it asks where the reason is not plain from the question (issue #35): a
// discard for the hand limit, a draw in Sickbay or for a revealed Cylon. Wording only: the
// options are those of the same decision without the reason.
#include "combat_fixture.h"

using namespace bsg;
using namespace bsg::test;

class TestDecisionPrompts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aHandLimitDiscardSaysSo() {
        GameState s = emptySpace();
        for (int i = 0; i < 12; ++i)
            s.players[0].hand.push_back(SkillCard(i));
        runFrame(s, FrameKind::HandLimit);
        QVERIFY(s.hasDecision);
        QCOMPARE(s.decision.kind, DecisionKind::DiscardCards);
        const std::string prompt = decisionPrompt(s);
        QVERIFY2(prompt.find("the hand is over its limit of 10") != std::string::npos, prompt.c_str());
    }

    void aSickbayDrawSaysSo() {
        GameState s = emptySpace();
        s.players[0].location = location("sickbay");
        runFrame(s, FrameKind::ReceiveSkills, 0);
        QVERIFY(s.hasDecision);
        QCOMPARE(s.decision.kind, DecisionKind::DrawSkill);
        const std::string prompt = decisionPrompt(s);
        QVERIFY2(prompt.find("in Sickbay") != std::string::npos, prompt.c_str());
        // Elsewhere the skills are dealt without a question.
        GameState t = emptySpace();
        t.players[0].location = location("command");
        runFrame(t, FrameKind::ReceiveSkills, 0);
        QVERIFY(!t.hasDecision || t.decision.kind != DecisionKind::DrawSkill ||
                decisionPrompt(t).find("Sickbay") == std::string::npos);
    }

    // Weapon Malfunction and the like: the vipers in space to damage, not "Choose a ship".
    void aViperToDamageSaysSo() {
        GameState s = emptySpace();
        s.space[size_t(Area::Fore)].vipers = 1;
        s.space[size_t(Area::Aft)].vipers = 1;
        s.vipersReserve = int8_t(s.vipersReserve - 2);
        runFrame(s, FrameKind::DamageVipersInSpace, 1);
        QVERIFY(s.hasDecision);
        QCOMPARE(s.decision.kind, DecisionKind::ChooseShip);
        const std::string prompt = decisionPrompt(s);
        QVERIFY2(prompt.find("Choose a viper in space for") == 0 && prompt.find("to damage (1 to go)") != std::string::npos,
                 prompt.c_str());
    }
};

QTEST_MAIN(TestDecisionPrompts)
#include "tst_decision_prompts.moc"
