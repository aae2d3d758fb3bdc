#include "characters_widget.h"

#include "names.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QJsonArray>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace bsg::gui {

namespace {

// The option ids that play a given hand card, most specific first.
QStringList cardOptionKeys(const QString& cardId) {
    return {"contribute:" + cardId, "discard:" + cardId, "action:skill:" + cardId, "play:" + cardId,
            "active:" + cardId, "choose_active:" + cardId};
}

QToolButton* cardButton(const QJsonValue& card, bool active, const QStringList& optionIds, QWidget* parent) {
    auto* b = new QToolButton(parent);
    const QString type = cardType(card);
    const bool hidden = card.isObject();
    QString text = hidden ? skillTypeName(type) : cardLabel(card);
    if (active)
        text = QObject::tr("★ Active: %1").arg(text);
    b->setText(text);
    b->setObjectName(QStringLiteral("card"));
    b->setToolTip(hidden ? QObject::tr("A face-down %1 card").arg(skillTypeName(type)) : cardLabel(card));
    b->setAutoRaise(false);
    b->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed); // fits a narrow dock; the tooltip has it all
    QPalette pal = b->palette();
    const QColor colour = skillTypeColour(type);
    pal.setColor(QPalette::Button, hidden ? colour.darker(115) : colour.lighter(135));
    pal.setColor(QPalette::ButtonText, Qt::black);
    b->setPalette(pal);
    b->setAutoFillBackground(true);
    b->setEnabled(false);
    if (!hidden)
        for (const QString& k : cardOptionKeys(card.toString()))
            if (optionIds.contains(k)) {
                b->setEnabled(true);
                b->setProperty("option", k);
                b->setToolTip(QObject::tr("Click to choose: %1").arg(cardLabel(card)));
                QFont f = b->font();
                f.setBold(true);
                b->setFont(f);
                break;
            }
    return b;
}

} // namespace

CharactersWidget::CharactersWidget(QWidget* parent) : QWidget(parent) {
    m_layout = new QGridLayout(this);
    m_layout->setContentsMargins(4, 4, 4, 4);
}

QWidget* CharactersWidget::characterPanel(const QJsonObject& c, bool current, bool president, bool admiral,
                                          const QJsonArray& quorum, const QStringList& optionIds) {
    const QString id = c.value("id").toString();
    auto* box = new QGroupBox(this);
    box->setObjectName("character:" + id);
    QString title = QStringLiteral("%1 — %2").arg(c.value("name").toString(), characterTypeName(id));
    if (current)
        title = tr("▶ %1 (current)").arg(title);
    box->setTitle(title);
    if (current) {
        QFont f = box->font();
        f.setBold(true);
        box->setFont(f);
    }
    auto* v = new QVBoxLayout(box);
    v->setSpacing(2);
    QStringList facts;
    if (c.value("viper").isString())
        facts << tr("In a viper: %1").arg(areaName(c.value("viper").toString()));
    else if (c.value("location").isString())
        facts << tr("At %1").arg(locationName(c.value("location").toString()));
    else
        facts << tr("Not on the board");
    if (president)
        facts << tr("President");
    if (admiral)
        facts << tr("Admiral");
    if (c.value("revealed_cylon").toBool())
        facts << tr("REVEALED CYLON");
    if (c.value("once_per_game_used").toBool())
        facts << tr("once-per-game ability used");
    if (c.value("stranded").toBool())
        facts << tr("stranded");
    auto* factsLabel = new QLabel(facts.join(QStringLiteral(" · ")), box);
    factsLabel->setWordWrap(true);
    v->addWidget(factsLabel);

    const QJsonArray hand = c.value("hand").toArray();
    auto* handLabel = new QLabel(tr("Hand: %n card(s)", nullptr, int(hand.size())), box);
    v->addWidget(handLabel);
    auto* cards = new QWidget(box);
    auto* grid = new QGridLayout(cards);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    const QJsonValue active = c.value("active_card");
    bool activeShown = false;
    for (int i = 0; i < hand.size(); ++i) {
        const bool isActive = !activeShown && !active.isNull() && !active.isUndefined() && hand[i] == active &&
                              !active.isObject();
        activeShown = activeShown || isActive;
        auto* b = cardButton(hand[i], isActive, optionIds, cards);
        connect(b, &QToolButton::clicked, this, [this, b] { Q_EMIT optionChosen(b->property("option").toString()); });
        grid->addWidget(b, i / 2, i % 2);
    }
    v->addWidget(cards);
    if (active.isString() && !activeShown)
        v->addWidget(new QLabel(tr("★ Active Card: %1").arg(cardLabel(active)), box));
    else if (active.isObject())
        v->addWidget(new QLabel(tr("★ Active Card: face down (%1)").arg(skillTypeName(cardType(active))), box));

    QStringList loyalty;
    int hiddenLoyalty = 0;
    for (const auto& l : c.value("loyalty").toArray()) {
        if (l.isObject())
            ++hiddenLoyalty;
        else
            loyalty << loyaltyName(l.toString());
    }
    if (hiddenLoyalty)
        loyalty << tr("%n face down", nullptr, hiddenLoyalty);
    v->addWidget(new QLabel(tr("Loyalty: %1").arg(loyalty.isEmpty() ? tr("none") : loyalty.join(", ")), box));
    const QJsonArray supers = c.value("super_crises").toArray();
    if (!supers.isEmpty()) {
        QStringList names;
        for (const auto& s : supers)
            names << (s.isObject() ? tr("face down") : crisisName(s.toString()));
        v->addWidget(new QLabel(tr("Super crises: %1").arg(names.join(", ")), box));
    }
    if (president && !quorum.isEmpty()) {
        QStringList names;
        for (const auto& q : quorum)
            names << (q.isObject() ? tr("face down") : quorumName(q.toString()));
        auto* q = new QLabel(tr("Quorum hand: %1").arg(names.join(", ")), box);
        q->setWordWrap(true);
        v->addWidget(q);
    }
    v->addStretch(1);
    return box;
}

void CharactersWidget::showState(const QJsonObject& state, const QStringList& optionIds) {
    for (QWidget* w : m_panels)
        delete w;
    m_panels.clear();
    const QString current = state.value("current").toString();
    const QString president = state.value("president").toString();
    const QString admiral = state.value("admiral").toString();
    const QJsonArray chars = state.value("characters").toArray();
    for (int i = 0; i < chars.size(); ++i) {
        const QJsonObject c = chars[i].toObject();
        const QString id = c.value("id").toString();
        QWidget* panel = characterPanel(c, id == current, id == president, id == admiral,
                                        state.value("quorum_hand").toArray(), optionIds);
        m_layout->addWidget(panel, i, 0);
        m_panels << panel;
    }
}

} // namespace bsg::gui
