// The characters dock only lets the deciding character's own cards choose an option (Four
// Solo 2.1), and any panel its Active Card play where that play is legal (5.1): a card of the
// same name in another hand never stands in for it.
#include "characters_widget.h"
#include "names.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QtTest>

using namespace bsg::gui;

namespace {

QJsonObject character(const QString& id, const QJsonArray& hand, const QJsonValue& active) {
    return QJsonObject{{"id", id},         {"name", id},       {"location", "command"}, {"hand", hand},
                       {"loyalty", QJsonArray{}}, {"super_crises", QJsonArray{}}, {"active_card", active}};
}

QJsonObject stateWith(const QJsonObject& a, const QJsonObject& b) {
    return QJsonObject{{"characters", QJsonArray{a, b}}, {"current", "laura_roslin"}, {"president", "laura_roslin"},
                       {"admiral", "william_adama"}, {"quorum_hand", QJsonArray{}}};
}

// The clickable card buttons of one character's panel, by the option each would choose.
QStringList clickable(CharactersWidget& w, const QString& id) {
    QStringList out;
    auto* panel = w.findChild<QWidget*>("character:" + id);
    if (!panel)
        return out;
    for (auto* b : panel->findChildren<CardButton*>("card"))
        if (b->isEnabled())
            out << b->property("option").toString();
    return out;
}

} // namespace

class TestCharactersPanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void only_the_deciding_characters_cards_choose() {
        // Adama contributes to a check; Roslin holds a card of the same name.
        CharactersWidget w;
        const QString card = "politics:consolidate_power:1";
        const QJsonObject roslin = character("laura_roslin", QJsonArray{card}, QJsonValue());
        const QJsonObject adama = character("william_adama", QJsonArray{card}, QJsonValue());
        w.showState(stateWith(roslin, adama), {"contribute:" + card, "done"}, "william_adama");
        QCOMPARE(clickable(w, "william_adama"), QStringList{"contribute:" + card});
        QVERIFY(clickable(w, "laura_roslin").isEmpty());
    }

    void an_active_card_plays_only_where_its_play_is_an_option() {
        CharactersWidget w;
        const QString eo = "leadership:executive_order:2";
        const QJsonObject roslin = character("laura_roslin", QJsonArray{eo}, eo);
        const QJsonObject adama = character("william_adama", QJsonArray{eo, QJsonObject{{"hidden", true}, {"type", "tactics"}}}, eo);
        // A crisis decision of Adama's: no Active Card play is legal, nothing is clickable
        // on Roslin's panel even though her Active Card has the same name as Adama's.
        w.showState(stateWith(roslin, adama), {"option:a", "option:b"}, "william_adama");
        QVERIFY(clickable(w, "laura_roslin").isEmpty());
        QVERIFY(clickable(w, "william_adama").isEmpty());
        // A window: each Active Card plays its own owner's card.
        w.showState(stateWith(roslin, adama), {"done", "play_active:william_adama"}, "none");
        QVERIFY(clickable(w, "laura_roslin").isEmpty());
        QCOMPARE(clickable(w, "william_adama"), QStringList{"play_active:william_adama"});
        QSignalSpy chosen(&w, &CharactersWidget::optionChosen);
        auto* panel = w.findChild<QWidget*>("character:william_adama");
        for (auto* b : panel->findChildren<CardButton*>("card"))
            if (b->isEnabled())
                QTest::mouseClick(b, Qt::LeftButton);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.first().first().toString(), QString("play_active:william_adama"));
    }

    // Issue #35, point 5: with two copies of the Active Card in the hand, the option about a
    // card of that name (a contribution during a crisis) takes the other copy, so only that
    // copy's button offers it; the Active Card is not drawn as an option.
    void the_active_card_does_not_stand_in_for_its_other_copy() {
        CharactersWidget w;
        const QString eo = "leadership:executive_order:1";
        const QJsonObject roslin = character("laura_roslin", QJsonArray{}, QJsonValue());
        const QJsonObject adama = character("william_adama", QJsonArray{eo, eo}, eo);
        w.showState(stateWith(roslin, adama), {"contribute:" + eo, "done"}, "william_adama");
        QCOMPARE(clickable(w, "william_adama"), QStringList{"contribute:" + eo});
        const auto buttons = w.findChild<QWidget*>("character:william_adama")->findChildren<CardButton*>("card");
        QVERIFY(buttons[0]->fullText().startsWith("★"));
        QVERIFY(!buttons[0]->isEnabled());
        QVERIFY(!buttons[0]->font().bold());
        // A single copy that is the Active Card still takes an option about it.
        const QJsonObject single = character("william_adama", QJsonArray{eo}, eo);
        w.showState(stateWith(roslin, single), {"contribute:" + eo, "done"}, "william_adama");
        QCOMPARE(clickable(w, "william_adama"), QStringList{"contribute:" + eo});
        // A face-up card's tooltip holds the card's text, not only its name.
        const auto one = w.findChild<QWidget*>("character:william_adama")->findChildren<CardButton*>("card");
        QVERIFY2(one[0]->toolTip().count('\n') >= 2, qPrintable(one[0]->toolTip()));
    }

    // Issue #35, defect 1: after a hand changes, every card is drawn in its own type's colour
    // at once - also when the deciding character changes in the same update (the gold frame
    // restyles the panels) - in each colour group a button may be painted with.
    void cards_take_their_colour_at_once() {
        CharactersWidget w;
        w.resize(400, 600);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const auto back = [](const QString& type) { return QJsonObject{{"hidden", true}, {"type", type}}; };
        const QString evasive = "piloting:evasive_maneuvers:1";
        const QString consolidate = "politics:consolidate_power:1";
        struct Step {
            QJsonArray adamaHand;
            QJsonValue adamaActive;
            QString actor;
        };
        const QList<Step> steps{{{back("tactics"), back("tactics")}, QJsonValue(), "laura_roslin"},
                                {{back("leadership"), back("tactics")}, QJsonValue(), "william_adama"},
                                {{evasive, back("politics")}, evasive, "laura_roslin"},
                                {{consolidate, back("piloting")}, consolidate, "william_adama"},
                                {{back("engineering"), evasive}, evasive, "none"},
                                {{back("politics"), back("leadership")}, QJsonValue(), "laura_roslin"}};
        for (const Step& step : steps) {
            const QJsonObject roslin = character("laura_roslin", QJsonArray{back("politics")}, QJsonValue());
            const QJsonObject adama = character("william_adama", step.adamaHand, step.adamaActive);
            w.showState(stateWith(roslin, adama), {"done"}, step.actor);
            QCoreApplication::processEvents(); // any restyling the update set off
            const auto buttons = w.findChild<QWidget*>("character:william_adama")->findChildren<CardButton*>("card");
            QCOMPARE(buttons.size(), step.adamaHand.size());
            for (int i = 0; i < buttons.size(); ++i) {
                const QJsonValue card = step.adamaHand[i];
                const QColor colour = skillTypeColour(cardType(card));
                const QColor wanted = card.isObject() ? colour.darker(115) : colour.lighter(135);
                for (auto group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled})
                    QVERIFY2(buttons[i]->palette().color(group, QPalette::Button) == wanted,
                             qPrintable(QString("step to %1, card %2 (%3), group %4: %5 instead of %6")
                                            .arg(step.actor)
                                            .arg(i)
                                            .arg(buttons[i]->property("fullText").toString())
                                            .arg(int(group))
                                            .arg(buttons[i]->palette().color(group, QPalette::Button).name(), wanted.name())));
            }
        }
    }
};

QTEST_MAIN(TestCharactersPanel)
#include "tst_characters_panel.moc"
