// Issue #35: an option that is a skill card (played, discarded, added to a check) or a deck to
// draw from shows its type's symbol beside the label, as the hands' cards do, so a colour-blind
// player can tell them apart; other options show none. Beside the symbol a card's label drops
// its type word (the tooltip and accessible name keep it).
#include "decision_panel.h"
#include "names.h"

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
        // Beside the symbol the label leaves the type word out; the tooltip and the name a
        // screen reader reads keep it.
        auto* added = panel.findChild<OptionButton*>("option:contribute:leadership:executive_order:2");
        QCOMPARE(added->label(), QString("1. Add Executive Order 2"));
        QCOMPARE(added->accessibleName(), QString("1. Add Executive Order (leadership 2)"));
        QVERIFY2(added->toolTip().contains("Add Executive Order (leadership 2)"), qPrintable(added->toolTip()));
        QCOMPARE(panel.findChild<OptionButton*>("option:discard:treachery:sabotage:0")->label(),
                 QString("2. Discard Sabotage 0"));
        QCOMPARE(panel.findChild<OptionButton*>("option:move:command")->label(), QString("5. Move to Command"));
        // ... and the type's colour runs down the button's left edge (none without a type).
        panel.resize(700, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QImage shot = added->grab().toImage();
        const QColor bar = shot.pixelColor(4, shot.height() / 2), want = bsg::gui::skillTypeColour("leadership");
        QVERIFY2(std::abs(bar.red() - want.red()) + std::abs(bar.green() - want.green()) + std::abs(bar.blue() - want.blue()) < 30,
                 qPrintable(bar.name()));
        const QImage plain = panel.findChild<OptionButton*>("option:move:command")->grab().toImage();
        QVERIFY2(plain.pixelColor(4, plain.height() / 2) != want, "a bar on an option that is no card");
        // The same buttons relabelled for a decision without cards lose their symbols.
        decision.options = {{"move:command", "Move to Command"}, {"pass", "Stop"}};
        panel.showDecision(decision, {});
        QCOMPARE(panel.findChild<OptionButton*>("option:move:command")->skillType(), QString());
        QCOMPARE(panel.findChild<OptionButton*>("option:pass")->skillType(), QString());
        QCOMPARE(panel.findChild<OptionButton*>("option:move:command")->accessibleName(), QString("1. Move to Command"));
    }

    void a_label_loses_only_its_cards_type_word() {
        using bsg::gui::labelWithoutType;
        QCOMPARE(labelWithoutType("Play Launch Scout (tactics 2) as an action", "tactics"),
                 QString("Play Launch Scout 2 as an action"));
        QCOMPARE(labelWithoutType("Add Consolidate Power (politics 12)", "politics"), QString("Add Consolidate Power 12"));
        // Another type's words, or words that are not a card's, are left alone.
        QCOMPARE(labelWithoutType("Add Consolidate Power (politics 2)", "tactics"), QString("Add Consolidate Power (politics 2)"));
        QCOMPARE(labelWithoutType("Draw a Piloting card", "piloting"), QString("Draw a Piloting card"));
        QCOMPARE(labelWithoutType("Odd (tactics x)", "tactics"), QString("Odd (tactics x)"));
        QCOMPARE(bsg::gui::optionSkillType("action:skill:tactics:launch_scout:2"), QString("tactics"));
    }

    void an_unknown_type_gets_no_symbol() {
        QCOMPARE(bsg::gui::optionSkillType("draw:nonsense"), QString());
        QCOMPARE(bsg::gui::optionSkillType("contribute:"), QString());
        QCOMPARE(bsg::gui::optionSkillType("draw:engineering"), QString("engineering"));
    }
};

QTEST_MAIN(TestDecisionSymbols)
#include "tst_decision_symbols.moc"
