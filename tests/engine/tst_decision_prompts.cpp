// A prompt says why it asks where the reason is not plain from the question (issue #35): a
// discard for the hand limit, a draw in Sickbay or for a revealed Cylon, a location's action
// closed by a weakness. Wording only: the options are those of the same decision without the reason.
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

    // A location's action closed by a weakness (a closesAction hook, docs/architecture.md
    // "Passive abilities") is missing from the options: the prompt says which and why. From a
    // game's start: Adama's first turn begins in Admiral's Quarters (Emotionally Attached), and
    // Zarek crosses to Galactica into Admiral's Quarters, where Adama stands (Convicted Criminal).
    void aLocationActionClosedByAWeaknessSaysSo() {
        GameState s = test::game({"william_adama", "laura_roslin", "kara_thrace"}, 11);
        QVERIFY(test::playUntil(s, [](const GameState& g) {
            return g.hasDecision && g.decision.kind == DecisionKind::Movement && g.decision.actor == 0;
        }));
        QVERIFY(choose(s, "done")); // stays in Admiral's Quarters
        QCOMPARE(s.decision.kind, DecisionKind::Action);
        QVERIFY(!hasOption(s, "action:location"));
        std::string prompt = decisionPrompt(s);
        QCOMPARE(prompt, std::string("Choose William Adama's action: no Admiral's Quarters action (Emotionally Attached)."));

        s = test::game({"tom_zarek", "william_adama", "kara_thrace"}, 11);
        QVERIFY(test::playUntil(s, [](const GameState& g) {
            return g.hasDecision && g.decision.kind == DecisionKind::Movement && g.decision.actor == 0;
        }));
        QVERIFY(choose(s, "move:admirals_quarters"));
        QCOMPARE(s.decision.kind, DecisionKind::DiscardCards); // the other ship costs a card
        QVERIFY(!apply(s, s.decision.options.front()));
        QCOMPARE(s.decision.kind, DecisionKind::Action);
        QVERIFY(!hasOption(s, "action:location"));
        prompt = decisionPrompt(s);
        QCOMPARE(prompt, std::string("Choose Tom Zarek's action: no Admiral's Quarters action (Convicted Criminal)."));
    }

    // Where no weakness closes the action the prompt gives no reason (the action may be open,
    // or shut by the board alone).
    void anOpenLocationActionGivesNoReason() {
        GameState s = test::game({"tom_zarek", "william_adama", "kara_thrace"}, 11);
        QVERIFY(test::playUntil(s, [](const GameState& g) {
            return g.hasDecision && g.decision.kind == DecisionKind::Movement && g.decision.actor == 0;
        }));
        QVERIFY(choose(s, "done")); // alone in Administration
        QCOMPARE(s.decision.kind, DecisionKind::Action);
        QCOMPARE(decisionPrompt(s), std::string("Choose Tom Zarek's action."));
    }
};

QTEST_MAIN(TestDecisionPrompts)
#include "tst_decision_prompts.moc"
