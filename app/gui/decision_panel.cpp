#include "decision_panel.h"

#include "board_art.h"
#include "names.h"
#include "types.h"
#include "plain_text.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

namespace bsg::gui {

namespace {

// Room the button's frame takes around its label.
constexpr int kPadX = 16, kPadY = 10;
constexpr int kSymbolGap = 5; // between the skill symbol and the label

} // namespace

OptionButton::OptionButton(QWidget* parent) : QPushButton(parent) {
    auto* h = new QHBoxLayout(this);
    h->setContentsMargins(kPadX / 2, kPadY / 2, kPadX / 2, kPadY / 2);
    m_label = new QLabel(this);
    m_label->setWordWrap(true);
    makePlain(m_label);
    m_label->setAttribute(Qt::WA_TransparentForMouseEvents); // the click belongs to the button
    h->addWidget(m_label);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void OptionButton::setLabel(const QString& text) {
    if (m_label->text() == text)
        return;
    m_label->setText(text);
    updateGeometry();
}

QString OptionButton::label() const { return m_label->text(); }

void OptionButton::setSkillType(const QString& type) {
    if (type == m_skillType)
        return;
    m_skillType = type;
    m_colour = type.isEmpty() ? QColor() : skillTypeColour(type);
    // The symbol is painted in the label's left margin (paintEvent).
    layout()->setContentsMargins(kPadX / 2 + symbolRoom(), kPadY / 2, kPadX / 2, kPadY / 2);
    updateGeometry();
    update();
}

// The symbol is a line of text high, so that a one-line button is no taller with it.
int OptionButton::symbolSide() const { return fontMetrics().height(); }
int OptionButton::symbolRoom() const { return m_skillType.isEmpty() ? 0 : symbolSide() + kSymbolGap; }

void OptionButton::paintEvent(QPaintEvent* event) {
    QPushButton::paintEvent(event);
    if (m_skillType.isEmpty())
        return;
    // The type's colour as a bar down the left edge, inside the frame (the padding leaves room),
    // then the symbol, centred on the label.
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(m_colour);
    painter.drawRoundedRect(QRectF(2.5, 3.5, 4, height() - 7), 1.5, 1.5);
    const int side = symbolSide();
    drawSkillSymbol(&painter, m_skillType, QRectF(kPadX / 2 + 1, (height() - side) / 2.0, side, side));
}

// The label's width: the button's, less its padding and the symbol with its gap.
int OptionButton::heightForWidth(int width) const {
    return m_label->heightForWidth(std::max(40, width - kPadX - symbolRoom())) + kPadY;
}

QSize OptionButton::sizeHint() const {
    const int width = std::min(m_label->sizeHint().width() + kPadX + symbolRoom(), 420);
    return {width, heightForWidth(width)};
}

QSize OptionButton::minimumSizeHint() const { return {120, fontMetrics().height() + kPadY}; }

QString DecisionPanel::keyName(int n) {
    if (n < 0 || n >= kKeyedOptions)
        return {};
    if (n < 9)
        return QString::number(n + 1);
    if (n == 9)
        return QStringLiteral("0");
    return QString(QChar('A' + (n - 10)));
}

DecisionPanel::DecisionPanel(QWidget* parent) : QWidget(parent) {
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(4, 4, 4, 4);
    m_prompt = new QLabel(this);
    makePlain(m_prompt);
    m_prompt->setObjectName("prompt");
    m_prompt->setWordWrap(true);
    QFont f = m_prompt->font();
    f.setPointSizeF(f.pointSizeF() * 1.15);
    f.setBold(true);
    m_prompt->setFont(f);
    v->addWidget(m_prompt);
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName("optionsScroll");
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_buttons = new QWidget(scroll);
    m_grid = new QGridLayout(m_buttons);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setAlignment(Qt::AlignTop); // spare room stays below the buttons, not inside them
    scroll->setWidget(m_buttons);
    v->addWidget(scroll, 1);
}

void DecisionPanel::showDecision(const std::optional<DecisionView>& decision, const QString& gameOverText) {
    // The buttons are kept and relabelled: creating and laying out new ones on every decision
    // is most of a redraw. Button i always answers with the i-th option of the decision shown.
    m_ids.clear();
    static const std::vector<OptionView> none;
    const std::vector<OptionView>& options = decision ? decision->options : none;
    if (!decision)
        m_prompt->setText(gameOverText.isEmpty() ? tr("No decision is pending.") : gameOverText);
    else if (decision->actor == QLatin1String("none")) // an Active Card moment: the player's own
        m_prompt->setText(decision->prompt);
    else
        m_prompt->setText(tr("%1 decides: %2").arg(characterName(decision->actor), decision->prompt));
    const int columns = options.size() > 8 ? 3 : 2;
    while (m_pool.size() < qsizetype(options.size())) {
        const int index = int(m_pool.size());
        auto* b = new OptionButton(m_buttons);
        connect(b, &QPushButton::clicked, this, [this, index] {
            if (index < m_ids.size())
                Q_EMIT optionChosen(m_ids[index]);
        });
        m_pool << b;
        m_grid->addWidget(b, index / m_columns, index % m_columns);
    }
    if (columns != m_columns) {
        m_columns = columns;
        for (int i = 0; i < m_pool.size(); ++i) {
            m_grid->removeWidget(m_pool[i]);
            m_grid->addWidget(m_pool[i], i / columns, i % columns);
        }
    }
    for (int i = 0; i < m_pool.size(); ++i) {
        OptionButton* b = m_pool[i];
        if (i >= int(options.size())) {
            b->hide();
            b->setObjectName(QString());
            continue;
        }
        const QString& id = options[size_t(i)].id;
        QString label = options[size_t(i)].label;
        if (id.startsWith(QLatin1String("crisis:")))
            label = crisisOptionLabel(label, id.mid(7));
        const QString key = keyName(i);
        const QString type = optionSkillType(id);
        // Beside its symbol a card's label leaves out the type word (the symbol and colour say
        // it, and the shorter label does not wrap at 1280x720); the tooltip and the name a
        // screen reader reads keep the whole label.
        const QString shown = type.isEmpty() ? label : labelWithoutType(label, type);
        b->setLabel(key.isEmpty() ? shown : QStringLiteral("%1. %2").arg(key, shown));
        b->setObjectName("option:" + id);
        b->setSkillType(type);
        const QString spoken = key.isEmpty() ? label : QStringLiteral("%1. %2").arg(key, label);
        if (b->accessibleName() != spoken)
            b->setAccessibleName(spoken);
        QString tip = key.isEmpty() ? label : tr("%1\n(key %2)").arg(label, key);
        if (const QString cards = cardTextsIn(label); !cards.isEmpty()) // the whole card behind a name
            tip += "\n\n" + cards;
        tip = plainToolTip(tip);
        if (b->toolTip() != tip)
            b->setToolTip(tip);
        b->show();
        m_ids << id;
    }
}

QString optionSkillType(const QString& optionId) {
    QString type;
    for (const QLatin1String prefix : {QLatin1String("play:"), QLatin1String("discard:"), QLatin1String("contribute:"),
                                       QLatin1String("action:skill:")})
        if (optionId.startsWith(prefix))
            type = optionId.mid(prefix.size()).section(':', 0, 0);
    if (optionId.startsWith(QLatin1String("draw:")))
        type = optionId.mid(5);
    for (const std::string_view known : kSkillTypeIds)
        if (type == QLatin1String(known.data(), qsizetype(known.size())))
            return type;
    return {};
}

QString labelWithoutType(const QString& label, const QString& type) {
    // A card's words "(leadership 2)" become " 2", as the hand names a card ("Executive Order 2").
    const QString word = QStringLiteral(" (") + type + QLatin1Char(' ');
    const qsizetype at = label.indexOf(word);
    if (at < 0)
        return label;
    const qsizetype digits = at + word.size();
    qsizetype end = digits;
    while (end < label.size() && label[end].isDigit())
        ++end;
    if (end == digits || end >= label.size() || label[end] != QLatin1Char(')'))
        return label;
    return label.left(at) + QLatin1Char(' ') + label.mid(digits, end - digits) + label.mid(end + 1);
}

int DecisionPanel::contentHeight() const {
    // What the layouts themselves need at the width the options get now.
    const int width = std::max(200, this->width() - layout()->contentsMargins().left() - layout()->contentsMargins().right());
    const QMargins m = layout()->contentsMargins();
    return m.top() + m.bottom() + m_prompt->heightForWidth(width) + layout()->spacing() +
           m_grid->totalHeightForWidth(width) + 2 * fontMetrics().height(); // room for the style's frames and rounding
}

void DecisionPanel::chooseIndex(int n) {
    if (n >= 0 && n < m_ids.size())
        Q_EMIT optionChosen(m_ids[n]);
}

} // namespace bsg::gui
