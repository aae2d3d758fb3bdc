#include "characters_widget.h"

#include "board_art.h"
#include "character_sheet.h"
#include "names.h"
#include "plain_text.h"

#include <QApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionToolButton>
#include <QStylePainter>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace bsg::gui {

namespace {

// The option ids that play a given hand card, most specific first.
QStringList cardOptionKeys(const QString& cardId) {
    return {"contribute:" + cardId, "discard:" + cardId, "action:skill:" + cardId, "play:" + cardId,
            "active:" + cardId, "choose_active:" + cardId};
}

// Each setter of a widget relayouts or repolishes it even when nothing changes: skip those.
void setLabel(QLabel* label, const QString& text) {
    label->setVisible(!text.isEmpty());
    if (label->text() != text)
        label->setText(text);
}

// `playActive`: the option that plays this card as its owner's Active Card (Four Solo 5.1),
// empty when it is not the Active Card. `asHandCard`: the card may also take an option about
// a card of its name in the hand (contribute, discard …) - not the Active Card when another
// copy lies in the hand: the option takes that copy, and the Active Card stays on its pile.
void showCard(CardButton* b, const SeenCard& card, bool active, const QString& playActive,
              const QStringList& optionIds, bool asHandCard) {
    const QString type = cardType(card);
    const bool hidden = !card.faceUp;
    QString text = hidden ? skillTypeName(type) : cardLabel(card);
    if (active)
        text = QObject::tr("★ Active: %1").arg(text);
    QString option;
    if (!playActive.isEmpty() && optionIds.contains(playActive))
        option = playActive;
    if (!hidden && option.isEmpty() && asHandCard)
        for (const QString& k : cardOptionKeys(card.id))
            if (optionIds.contains(k)) {
                option = k;
                break;
            }
    b->setFullText(text);
    // A face-up card's tooltip holds its whole text, as the decision panel's do.
    QString tip = hidden ? QObject::tr("A face-down %1 card").arg(skillTypeName(type))
                         : option.isEmpty() ? cardLabel(card)
                                            : QObject::tr("Click to choose: %1").arg(cardLabel(card));
    if (!hidden) {
        static QHash<QString, QString> texts; // by card id: the search of every name is dear
        auto it = texts.constFind(card.id);
        if (it == texts.constEnd())
            it = texts.insert(card.id, cardTextsIn(cardLabel(card)));
        if (!it->isEmpty())
            tip += "\n\n" + *it;
    }
    tip = plainToolTip(tip);
    if (b->toolTip() != tip)
        b->setToolTip(tip);
    const QColor colour = skillTypeColour(type);
    b->setSkillType(type);
    b->setFill(hidden ? colour.darker(115) : colour.lighter(135));
    b->setProperty("option", option);
    b->setEnabled(!option.isEmpty());
    if (b->font().bold() != !option.isEmpty()) {
        QFont f = b->font();
        f.setBold(!option.isEmpty());
        b->setFont(f);
    }
}

} // namespace

void CardButton::setFullText(const QString& text) {
    if (text == m_fullText)
        return;
    m_fullText = text;
    setProperty("fullText", text);
    fit();
}

void CardButton::resizeEvent(QResizeEvent* event) {
    QToolButton::resizeEvent(event);
    fit();
}

void CardButton::changeEvent(QEvent* event) {
    QToolButton::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fit();
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        applyFill();
}

// The type's symbol beside the text: a colour-blind player tells the types apart by it.
void CardButton::setSkillType(const QString& type) {
    if (type == m_type)
        return;
    m_type = type;
    fit();
    update();
}

int CardButton::textTop() const {
    return (height() - int(text().count('\n') + 1) * fontMetrics().lineSpacing()) / 2;
}

QRectF CardButton::symbolRect() const {
    if (m_type.isEmpty())
        return {};
    return {double(kTextMargin), double(textTop() + (fontMetrics().lineSpacing() - kSymbolPx) / 2), double(kSymbolPx),
            double(kSymbolPx)}; // on whole pixels: every card of a type shows the same symbol
}

// The button's frame from the style; the symbol at the left edge and the text beside it drawn
// here, with narrower margins than the style's so the symbol costs a card label little room.
void CardButton::paintEvent(QPaintEvent*) {
    if (m_type.isEmpty()) {
        QToolButton::paintEvent(nullptr);
        return;
    }
    QStylePainter painter(this);
    QStyleOptionToolButton option;
    initStyleOption(&option);
    option.text.clear();
    option.icon = QIcon();
    painter.drawComplexControl(QStyle::CC_ToolButton, option);
    // The first line beside the symbol, the second (if any) under both.
    const QStringList lines = text().split('\n');
    const int lineH = fontMetrics().lineSpacing();
    const int top = textTop();
    const QRect inside = rect().adjusted(kTextMargin, 0, -kTextMargin, 0);
    drawSkillSymbol(&painter, m_type, symbolRect());
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText));
    for (int i = 0; i < lines.size(); ++i) {
        const QRect line(i == 0 ? inside.left() + kSymbolPx + kSymbolGap : inside.left(), top + i * lineH,
                         i == 0 ? inside.width() - kSymbolPx - kSymbolGap : inside.width(), lineH);
        painter.drawText(line, Qt::AlignCenter, lines[i]);
    }
}

void CardButton::setFill(const QColor& fill) {
    m_fill = fill;
    applyFill();
}

namespace {

// One palette per fill colour (on the application's palette), every role of it set, so that
// all cards of a colour share it: a widget keeps such a palette as it is, and the style's
// pixmap cache, whose keys name the palette, then draws a card's frame from the entries of
// the cards before it. A palette made per card filled that cache with entries never used
// again (10 MB over a long session, issue #37 point 6).
const QPalette& fillPalette(const QPalette& base, const QColor& fill) {
    static QHash<QPair<qint64, QRgb>, QPalette> made;
    const QPair<qint64, QRgb> key{base.cacheKey(), fill.rgba()};
    if (auto it = made.constFind(key); it != made.cend())
        return *it;
    QPalette pal = base;
    for (int group = 0; group < QPalette::NColorGroups; ++group)
        for (int role = 0; role < QPalette::NColorRoles; ++role) {
            const auto g = QPalette::ColorGroup(group);
            const auto r = QPalette::ColorRole(role);
            pal.setColor(g, r, r == QPalette::Button ? fill : r == QPalette::ButtonText ? QColor(Qt::black) : base.color(g, r));
        }
    return *made.insert(key, pal);
}

} // namespace

// Only a palette that differs is set: setting one is a restyle, and its change event comes back here.
void CardButton::applyFill() {
    if (!m_fill.isValid())
        return;
    const QPalette& wanted = fillPalette(QApplication::palette(this), m_fill);
    if (palette().cacheKey() != wanted.cacheKey())
        setPalette(wanted);
}

// Two lines at most: words that fit on the first line (beside the skill symbol, if any), the
// rest on the second (the card's full width), cut with an ellipsis only if it still does not
// fit (the tooltip has it all).
void CardButton::fit() {
    const int full = m_type.isEmpty() ? width() - 2 * style()->pixelMetric(QStyle::PM_ButtonMargin) - 4
                                      : width() - 2 * kTextMargin - 1;
    const int room = m_type.isEmpty() ? full : full - kSymbolPx - kSymbolGap;
    QString shown = m_fullText;
    const QFontMetrics fm = fontMetrics();
    if (room > 0 && fm.horizontalAdvance(m_fullText) > room) {
        const QStringList words = m_fullText.split(' ');
        QString first;
        int used = 0;
        while (used < words.size() && fm.horizontalAdvance(first + (first.isEmpty() ? "" : " ") + words[used]) <= room)
            first += (first.isEmpty() ? "" : " ") + words[used++];
        if (first.isEmpty()) // one long word: cut it
            shown = fm.elidedText(m_fullText, Qt::ElideRight, room);
        else
            shown = first + "\n" + fm.elidedText(words.mid(used).join(' '), Qt::ElideRight, full);
    }
    if (text() != shown)
        setText(shown);
}

QSize CardButton::sizeHint() const {
    QSize hint = QToolButton::sizeHint();
    hint.setHeight(std::max(hint.height(), 2 * fontMetrics().lineSpacing() + 8)); // room for two lines
    return hint;
}

CharacterPanel::CharacterPanel(QWidget* parent) : QGroupBox(parent) {
    // As wide as the dock, however narrow: a long title is cut rather than the whole panel.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* v = new QVBoxLayout(this);
    v->setSpacing(2);
    m_facts = new QLabel(this);
    makePlain(m_facts);
    m_facts->setWordWrap(true);
    // The character sheet: skills, abilities and weaknesses in full.
    auto* sheet = new QToolButton(this);
    sheet->setObjectName("sheetButton");
    sheet->setText(tr("Sheet"));
    sheet->setToolTip(tr("The character sheet: skills, every ability and weakness, the once-per-game ability used or not"));
    connect(sheet, &QToolButton::clicked, this, [this] {
        auto* dialog = new CharacterSheet(m_sheetView, window());
        dialog->show();
    });
    auto* factsRow = new QHBoxLayout;
    factsRow->addWidget(m_facts, 1);
    factsRow->addWidget(sheet, 0, Qt::AlignTop);
    v->addLayout(factsRow);
    m_handCount = new QLabel(this);
    makePlain(m_handCount);
    v->addWidget(m_handCount);
    m_cards = new QWidget(this);
    m_cardGrid = new QGridLayout(m_cards);
    m_cardGrid->setContentsMargins(0, 0, 0, 0);
    m_cardGrid->setSpacing(2);
    v->addWidget(m_cards);
    for (QLabel** label : {&m_active, &m_loyalty, &m_supers, &m_quorum}) {
        *label = new QLabel(this);
        makePlain(*label);
        (*label)->setWordWrap(true);
        v->addWidget(*label);
    }
    auto* quorumCards = new QWidget(this);
    m_quorumGrid = new QGridLayout(quorumCards);
    m_quorumGrid->setContentsMargins(0, 0, 0, 0);
    m_quorumGrid->setSpacing(2);
    v->addWidget(quorumCards);
    v->addStretch(1);
}

// Keeps `count` buttons in a two-column grid, adding or removing at the end only.
void CharacterPanel::resizePool(QList<CardButton*>& pool, qsizetype count, QGridLayout* grid, const QString& name) {
    while (pool.size() > count)
        delete pool.takeLast();
    while (pool.size() < count) {
        auto* b = new CardButton(grid->parentWidget());
        b->setObjectName(name);
        b->setAutoRaise(false);
        b->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed); // fits a narrow dock; the tooltip has it all
        b->setAutoFillBackground(true);
        connect(b, &QToolButton::clicked, this, [this, b] { Q_EMIT optionChosen(b->property("option").toString()); });
        const int i = int(pool.size());
        grid->addWidget(b, i / m_columns, i % m_columns);
        pool << b;
    }
}

// Two columns of cards, or one in a dock too narrow for two labels side by side.
void CharacterPanel::resizeEvent(QResizeEvent* event) {
    QGroupBox::resizeEvent(event);
    const int columns = width() >= kTwoColumnsWidth ? 2 : 1;
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (auto [pool, grid] : {std::pair{&m_buttons, m_cardGrid}, std::pair{&m_quorumButtons, m_quorumGrid}}) {
        for (CardButton* b : *pool)
            grid->removeWidget(b);
        for (int i = 0; i < pool->size(); ++i)
            grid->addWidget((*pool)[i], i / columns, i % columns);
    }
}

void CharacterPanel::showHand(const std::vector<SeenCard>& hand, const std::optional<SeenCard>& active,
                              const QStringList& optionIds) {
    resizePool(m_buttons, qsizetype(hand.size()), m_cardGrid, QStringLiteral("card"));
    bool activeShown = false;
    const bool activeUp = active && active->faceUp;
    const qsizetype activeCopies = activeUp ? std::count(hand.begin(), hand.end(), *active) : 0;
    for (size_t i = 0; i < hand.size(); ++i) {
        const bool isActive = !activeShown && activeUp && hand[i] == *active;
        activeShown = activeShown || isActive;
        showCard(m_buttons[qsizetype(i)], hand[i], isActive, isActive ? "play_active:" + m_characterId : QString(),
                 optionIds, !isActive || activeCopies == 1);
    }
    if (activeUp && !activeShown)
        setLabel(m_active, tr("★ Active Card: %1").arg(cardLabel(*active)));
    else if (active && !active->faceUp)
        setLabel(m_active, tr("★ Active Card: face down (%1)").arg(skillTypeName(cardType(*active))));
    else
        setLabel(m_active, {});
}

void CharacterPanel::showCharacter(const CharacterView& c, bool current, bool president, bool admiral,
                                   const std::vector<SeenCard>& quorum, const QStringList& allOptionIds, bool deciding) {
    const QString& id = c.id;
    // Only the deciding character's own cards choose its options; any other panel offers at
    // most the play of its Active Card (Four Solo 5.1), never a card of the same name.
    const QStringList optionIds =
        deciding ? allOptionIds : allOptionIds.filter(QRegularExpression("^play_active:" + QRegularExpression::escape(id) + "$"));
    m_characterId = id;
    m_sheetView.id = id; // what the sheet needs: not the hand
    m_sheetView.name = c.name;
    m_sheetView.oncePerGameUsed = c.oncePerGameUsed;
    m_sheetView.revealedCylon = c.revealedCylon;
    setObjectName("character:" + id);
    QString title = QStringLiteral("%1 — %2").arg(c.name, characterTypeName(id));
    if (current)
        title = tr("▶ %1 (current)").arg(title);
    if (this->title() != title)
        setTitle(title);
    if (font().bold() != current) {
        QFont f = font();
        f.setBold(current);
        setFont(f);
    }
    QStringList facts;
    if (!c.viper.isEmpty())
        facts << tr("In a viper: %1").arg(areaName(c.viper));
    else if (!c.location.isEmpty())
        facts << tr("At %1").arg(locationName(c.location));
    else
        facts << tr("Not on the board");
    if (president)
        facts << tr("President");
    if (admiral)
        facts << tr("Admiral");
    if (c.revealedCylon)
        facts << tr("REVEALED CYLON");
    if (c.oncePerGameUsed)
        facts << tr("once-per-game ability used");
    if (c.stranded)
        facts << tr("stranded");
    setLabel(m_facts, facts.join(QStringLiteral(" · ")));

    setLabel(m_handCount, tr("Hand: %n card(s)", nullptr, int(c.hand.size())));
    showHand(c.hand, c.activeCard, optionIds);

    QStringList loyalty;
    int hiddenLoyalty = 0;
    for (const SeenCard& l : c.loyalty) {
        if (!l.faceUp)
            ++hiddenLoyalty;
        else
            loyalty << loyaltyName(l.id);
    }
    if (hiddenLoyalty)
        loyalty << tr("%n face down", nullptr, hiddenLoyalty);
    setLabel(m_loyalty, tr("Loyalty: %1").arg(loyalty.isEmpty() ? tr("none") : loyalty.join(", ")));
    QStringList supers;
    for (const SeenCard& s : c.superCrises)
        supers << (!s.faceUp ? tr("face down") : crisisName(s.id));
    setLabel(m_supers, supers.isEmpty() ? QString() : tr("Super crises: %1").arg(supers.join(", ")));
    // The President's quorum hand: a card that is an option (played as an action, or chosen)
    // is a button that takes it; face-down cards (Four Solo 2.4) say only that.
    static const std::vector<SeenCard> none;
    const std::vector<SeenCard>& shownQuorum = president ? quorum : none;
    setLabel(m_quorum, shownQuorum.empty() ? QString() : tr("Quorum hand: %n card(s)", nullptr, int(shownQuorum.size())));
    resizePool(m_quorumButtons, qsizetype(shownQuorum.size()), m_quorumGrid, QStringLiteral("quorum"));
    for (size_t i = 0; i < shownQuorum.size(); ++i) {
        CardButton* b = m_quorumButtons[qsizetype(i)];
        const bool hidden = !shownQuorum[i].faceUp;
        const QString& card = shownQuorum[i].id;
        QString option;
        for (const QString& k : {"action:quorum:" + card, "quorum:" + card})
            if (!hidden && optionIds.contains(k)) {
                option = k;
                break;
            }
        b->setFullText(hidden ? tr("Quorum card (face down)") : quorumName(card));
        b->setToolTip(hidden ? tr("Face down until the President decides or takes a turn (Four Solo 2.4)")
                             : option.isEmpty() ? quorumName(card) : tr("Click to choose: %1").arg(quorumName(card)));
        b->setFill(QColor(0xe8, 0xe0, 0xc8));
        b->setProperty("option", option);
        b->setEnabled(!option.isEmpty());
    }
}

CharactersWidget::CharactersWidget(QWidget* parent) : QWidget(parent) {
    m_layout = new QGridLayout(this);
    m_layout->setContentsMargins(4, 4, 4, 4);
}

void CharactersWidget::showState(const StateView& state, const QStringList& optionIds, const QString& actor) {
    const std::vector<CharacterView>& chars = state.characters;
    while (m_panels.size() > qsizetype(chars.size()))
        delete m_panels.takeLast();
    while (m_panels.size() < qsizetype(chars.size())) {
        auto* panel = new CharacterPanel(this);
        connect(panel, &CharacterPanel::optionChosen, this, &CharactersWidget::optionChosen);
        panel->installEventFilter(this);
        m_layout->addWidget(panel, int(m_panels.size()), 0);
        m_panels << panel;
    }
    for (size_t i = 0; i < chars.size(); ++i) {
        const CharacterView& c = chars[i];
        m_panels[qsizetype(i)]->showCharacter(c, c.id == state.current, c.id == state.president, c.id == state.admiral,
                                              state.quorumHand, optionIds, c.id == actor);
    }
    // The deciding character's panel is framed in gold; only a change restyles it.
    QWidget* deciding = nullptr;
    for (CharacterPanel* panel : m_panels) {
        const bool now = panel->objectName() == "character:" + actor;
        if (now)
            deciding = panel;
        if (panel->property("deciding").toBool() != now) {
            panel->setProperty("deciding", now);
            panel->setStyleSheet(now ? QStringLiteral("QGroupBox { border: 3px solid #d4a017; border-radius: 4px; margin-top: 1.2em; }"
                                                      "QGroupBox::title { subcontrol-origin: margin; left: 8px; }")
                                     : QString());
        }
    }
    m_deciding = deciding;
}

void CharactersWidget::followDecider(QScrollArea* scroll) {
    if (scroll != m_followIn) {
        m_followIn = scroll;
        // Scrolling the dock by hand stops the following until the next decision.
        connect(scroll->verticalScrollBar(), &QScrollBar::actionTriggered, this, [this] { m_following = false; });
        connect(scroll->verticalScrollBar(), &QScrollBar::rangeChanged, this, &CharactersWidget::keepDeciderInSight);
    }
    m_following = m_deciding != nullptr;
    keepDeciderInSight();
}

// All of the deciding panel if it fits, else its top (name, place and first cards).
void CharactersWidget::keepDeciderInSight() {
    QScrollArea* scroll = m_followIn;
    if (!m_following || !scroll || !m_deciding || scroll->widget() != this)
        return;
    // Up and down only: the panels fit the dock's width.
    QScrollBar* bar = scroll->verticalScrollBar();
    const int top = m_deciding->y(), height = m_deciding->height(), room = scroll->viewport()->height();
    int value = bar->value();
    if (height > room || top < value)
        value = top;
    else if (top + height > value + room)
        value = top + height - room;
    bar->setValue(value);
}

// The panels settle their sizes over a few layout passes (a card label wraps, its panel
// grows, the ones below move): the dock keeps up with the deciding one meanwhile.
bool CharactersWidget::eventFilter(QObject* watched, QEvent* event) {
    if (m_following && (event->type() == QEvent::Move || event->type() == QEvent::Resize))
        keepDeciderInSight();
    return QWidget::eventFilter(watched, event);
}

} // namespace bsg::gui
