// Issue #35: an option that is a skill card (played, discarded, added to a check) or a deck to
// draw from shows its type's symbol beside the label, as the hands' cards do, so a colour-blind
// player can tell them apart; other options show none.
#include "decision_panel.h"

#include <QtTest>

using bsg::gui::DecisionPanel;
using bsg::gui::OptionButton;

class TestDecisionSymbols : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void skill_card_options_carry_their_symbol() {
        DecisionPanel panel;
        bsg::DecisionView decision;
        decision.actor = "kara_thrace";
        decision.prompt = "test";
        decision.options = {{"contribute:leadership:executive_order:2", "Add Executive Order (leadership 2)"},
                            {"discard:treachery:sabotage:0", "Discard Sabotage (treachery 0)"},
                            {"play:tactics:strategic_planning:4", "Play Strategic Planning"},
                            {"draw:piloting", "Draw a piloting card"},
                            {"move:command", "Move to Command"},
                            {"pass", "Add no more cards"}};
        panel.showDecision(decision, {});
        const QStringList expected{"leadership", "treachery", "tactics", "piloting", "", ""};
        for (int i = 0; i < expected.size(); ++i) {
            const QString id = decision.options[size_t(i)].id;
            auto* button = panel.findChild<OptionButton*>("option:" + id);
            QVERIFY2(button, qPrintable(id));
            QCOMPARE(button->skillType(), expected[i]);
        }
        // The same buttons relabelled for a decision without cards lose their symbols.
        decision.options = {{"move:command", "Move to Command"}, {"pass", "Stop"}};
        panel.showDecision(decision, {});
        QCOMPARE(panel.findChild<OptionButton*>("option:move:command")->skillType(), QString());
        QCOMPARE(panel.findChild<OptionButton*>("option:pass")->skillType(), QString());
    }

    void an_unknown_type_gets_no_symbol() {
        QCOMPARE(bsg::gui::optionSkillType("draw:nonsense"), QString());
        QCOMPARE(bsg::gui::optionSkillType("contribute:"), QString());
        QCOMPARE(bsg::gui::optionSkillType("draw:engineering"), QString("engineering"));
    }
};

QTEST_MAIN(TestDecisionSymbols)
#include "tst_decision_symbols.moc"
