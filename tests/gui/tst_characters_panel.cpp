// The characters dock only lets the deciding character's own cards choose an option (Four
// Solo 2.1), and any panel its Active Card play where that play is legal (5.1): a card of the
// same name in another hand never stands in for it.
#include "characters_widget.h"

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
};

QTEST_MAIN(TestCharactersPanel)
#include "tst_characters_panel.moc"
