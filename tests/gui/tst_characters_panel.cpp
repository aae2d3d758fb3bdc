// The characters dock only lets the deciding character's own cards choose an option (Four
// Solo 2.1), and any panel its Active Card play where that play is legal (5.1): a card of the
// same name in another hand never stands in for it.
#include "carddb.h"
#include "character_sheet.h"
#include "characters_widget.h"
#include "help_dialogs.h"
#include "names.h"

#include <QApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QToolButton>
#include <QtTest>

using namespace bsg::gui;
using bsg::CharacterView;
using bsg::SeenCard;
using bsg::StateView;
using Hand = std::vector<SeenCard>;

namespace {

SeenCard up(const QString& id) { return SeenCard{true, id, {}}; }
SeenCard back(const QString& type) { return SeenCard{false, {}, type}; }

CharacterView character(const QString& id, const Hand& hand, const std::optional<SeenCard>& active) {
    CharacterView c;
    c.id = id;
    c.name = id;
    c.location = "command";
    c.hand = hand;
    c.hasActiveCardField = true;
    c.activeCard = active;
    return c;
}

StateView stateWith(const CharacterView& a, const CharacterView& b) {
    StateView s;
    s.characters = {a, b};
    s.current = "laura_roslin";
    s.president = "laura_roslin";
    s.admiral = "william_adama";
    return s;
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
        const CharacterView roslin = character("laura_roslin", Hand{up(card)}, std::nullopt);
        const CharacterView adama = character("william_adama", Hand{up(card)}, std::nullopt);
        w.showState(stateWith(roslin, adama), {"contribute:" + card, "done"}, "william_adama");
        QCOMPARE(clickable(w, "william_adama"), QStringList{"contribute:" + card});
        QVERIFY(clickable(w, "laura_roslin").isEmpty());
    }

    void an_active_card_plays_only_where_its_play_is_an_option() {
        CharactersWidget w;
        const QString eo = "leadership:executive_order:2";
        const CharacterView roslin = character("laura_roslin", Hand{up(eo)}, up(eo));
        const CharacterView adama = character("william_adama", Hand{up(eo), back("tactics")}, up(eo));
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
        const CharacterView roslin = character("laura_roslin", Hand{}, std::nullopt);
        const CharacterView adama = character("william_adama", Hand{up(eo), up(eo)}, up(eo));
        w.showState(stateWith(roslin, adama), {"contribute:" + eo, "done"}, "william_adama");
        QCOMPARE(clickable(w, "william_adama"), QStringList{"contribute:" + eo});
        const auto buttons = w.findChild<QWidget*>("character:william_adama")->findChildren<CardButton*>("card");
        QVERIFY(buttons[0]->fullText().startsWith("★"));
        QVERIFY(!buttons[0]->isEnabled());
        QVERIFY(!buttons[0]->font().bold());
        // A single copy that is the Active Card still takes an option about it.
        const CharacterView single = character("william_adama", Hand{up(eo)}, up(eo));
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
        const QString evasive = "piloting:evasive_maneuvers:1";
        const QString consolidate = "politics:consolidate_power:1";
        struct Step {
            Hand adamaHand;
            std::optional<SeenCard> adamaActive;
            QString actor;
        };
        const QList<Step> steps{{{back("tactics"), back("tactics")}, std::nullopt, "laura_roslin"},
                                {{back("leadership"), back("tactics")}, std::nullopt, "william_adama"},
                                {{up(evasive), back("politics")}, up(evasive), "laura_roslin"},
                                {{up(consolidate), back("piloting")}, up(consolidate), "william_adama"},
                                {{back("engineering"), up(evasive)}, up(evasive), "none"},
                                {{back("politics"), back("leadership")}, std::nullopt, "laura_roslin"}};
        for (const Step& step : steps) {
            const CharacterView roslin = character("laura_roslin", Hand{back("politics")}, std::nullopt);
            const CharacterView adama = character("william_adama", step.adamaHand, step.adamaActive);
            w.showState(stateWith(roslin, adama), {"done"}, step.actor);
            QCoreApplication::processEvents(); // any restyling the update set off
            const auto buttons = w.findChild<QWidget*>("character:william_adama")->findChildren<CardButton*>("card");
            QCOMPARE(size_t(buttons.size()), step.adamaHand.size());
            for (int i = 0; i < buttons.size(); ++i) {
                const SeenCard& card = step.adamaHand[size_t(i)];
                const QColor colour = skillTypeColour(cardType(card));
                const QColor wanted = !card.faceUp ? colour.darker(115) : colour.lighter(135);
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

    // Issue #37, point 6: the cards of one colour share one palette - one cache key - from one
    // update to the next, so the style's pixmap cache (keyed by the palette) draws them from
    // what it drew before instead of filling up with entries never used again.
    void cards_of_a_colour_share_one_palette() {
        CharactersWidget w;
        w.resize(400, 600);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSet<qint64> tacticsKeys;
        const QList<Hand> hands{{back("tactics"), back("tactics")}, {back("politics"), back("tactics"), back("tactics")},
                                {back("tactics")}};
        for (const Hand& hand : hands) {
            w.showState(stateWith(character("laura_roslin", Hand{back("politics")}, std::nullopt),
                                  character("william_adama", hand, std::nullopt)),
                        {"done"}, "laura_roslin");
            QCoreApplication::processEvents();
            const auto buttons = w.findChild<QWidget*>("character:william_adama")->findChildren<CardButton*>("card");
            QCOMPARE(size_t(buttons.size()), hand.size());
            for (int i = 0; i < buttons.size(); ++i)
                if (cardType(hand[size_t(i)]) == "tactics")
                    tacticsKeys << buttons[i]->palette().cacheKey();
        }
        QCOMPARE(tacticsKeys.size(), 1);
    }

    // The sheet opens from the panel and holds every ability and weakness of the card data in
    // full, the skills drawn, and whether the once-per-game ability is used.
    void a_character_sheet_opens_from_the_panel() {
        CharactersWidget w;
        CharacterView kara = character("kara_thrace", {}, std::nullopt);
        kara.oncePerGameUsed = true;
        const CharacterView roslin = character("laura_roslin", {}, std::nullopt);
        w.showState(stateWith(roslin, kara), {});
        for (const auto& [id, used] : {std::pair{QStringLiteral("kara_thrace"), true}, std::pair{QStringLiteral("laura_roslin"), false}}) {
            auto* panel = w.findChild<QWidget*>("character:" + id);
            QVERIFY(panel);
            auto* button = panel->findChild<QToolButton*>("sheetButton");
            QVERIFY(button);
            button->click();
            QWidget* sheet = nullptr;
            for (QWidget* top : QApplication::topLevelWidgets())
                if (top->objectName() == "characterSheet:" + id)
                    sheet = top;
            QVERIFY2(sheet, qPrintable("no sheet for " + id));
            QStringList texts;
            for (QLabel* l : sheet->findChildren<QLabel*>())
                texts << l->text() << l->accessibleName();
            const QString all = texts.join('\n');
            const bsg::CharacterDef& def = bsg::db().characters[size_t(bsg::db().character(id.toStdString()))];
            QVERIFY(!def.abilities.empty());
            int weaknesses = 0;
            for (const bsg::AbilityDef& a : def.abilities) {
                QVERIFY2(all.contains(QString::fromStdString(a.name)), qPrintable(QString::fromStdString(a.name)));
                QVERIFY2(all.contains(QString::fromStdString(a.text)), qPrintable(QString::fromStdString(a.text)));
                weaknesses += !a.positive;
                if (a.oncePerGame)
                    QVERIFY2(all.contains(QString::fromStdString(a.name)) &&
                                 all.contains(used ? QStringLiteral("(used)") : QStringLiteral("(not used yet)")),
                             qPrintable(id));
            }
            QCOMPARE(int(sheet->findChildren<QLabel*>("weakness").size()), weaknesses);
            for (int t = 0; t < bsg::kSkillTypeCount; ++t)
                if (def.skills[size_t(t)] > 0) {
                    const QString type = QString::fromUtf8(bsg::kSkillTypeIds[size_t(t)].data(), qsizetype(bsg::kSkillTypeIds[size_t(t)].size()));
                    QVERIFY2(texts.contains(QStringLiteral("%1 %2").arg(def.skills[size_t(t)]).arg(skillTypeName(type))),
                             qPrintable(id + ": " + type));
                }
            delete sheet;
        }
    }

    // F2's rules reference names every character's abilities and weaknesses with their text.
    void the_rules_reference_gives_every_characters_abilities() {
        QWidget window;
        showRulesDialog(&window, "movement");
        auto* dialog = window.findChild<QWidget*>("rulesDialog");
        QVERIFY(dialog);
        const QString text = dialog->findChild<QTextBrowser*>()->toPlainText();
        int abilities = 0;
        for (const bsg::CharacterDef& c : bsg::db().characters)
            for (const bsg::AbilityDef& a : c.abilities) {
                QVERIFY2(text.contains(QString::fromStdString(a.name)) && text.contains(QString::fromStdString(a.text)),
                         qPrintable(QString::fromStdString(a.name)));
                ++abilities;
            }
        QVERIFY(abilities > 20);
    }
};

QTEST_MAIN(TestCharactersPanel)
#include "tst_characters_panel.moc"
