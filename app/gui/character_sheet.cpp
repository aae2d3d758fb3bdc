#include "character_sheet.h"

#include "board_art.h"
#include "carddb.h"
#include "names.h"
#include "plain_text.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QVBoxLayout>

namespace bsg::gui {

namespace {

const CharacterDef* characterDef(const QString& id) {
    const int i = db().character(id.toStdString());
    return i < 0 ? nullptr : &db().characters[size_t(i)];
}

QString typeId(int t) { return QString::fromUtf8(kSkillTypeIds[size_t(t)].data(), qsizetype(kSkillTypeIds[size_t(t)].size())); }

// A skill type as a card-coloured chip with its symbol, its name and the number drawn.
QLabel* skillChip(const QString& text, const QList<QString>& types, QWidget* parent) {
    const int h = 28, symbol = 20;
    QFont font = parent->font();
    font.setBold(true);
    const int textW = QFontMetrics(font).horizontalAdvance(text);
    const int w = 8 + int(types.size()) * (symbol + 2) + 6 + textW + 10;
    const qreal ratio = parent->devicePixelRatioF();
    QPixmap chip(QSize(w, h) * ratio);
    chip.setDevicePixelRatio(ratio);
    chip.fill(Qt::transparent);
    QPainter painter(&chip);
    painter.setRenderHint(QPainter::Antialiasing);
    // Two types (a choice): the chip is split in their colours.
    for (int i = 0; i < types.size(); ++i) {
        const QRectF part(double(w) * i / types.size(), 0, double(w) / types.size(), h);
        painter.setPen(Qt::NoPen);
        painter.setBrush(skillTypeColour(types[i]).lighter(125));
        painter.drawRect(part);
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(Qt::black, 1));
    painter.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), 5, 5);
    for (int i = 0; i < types.size(); ++i)
        drawSkillSymbol(&painter, types[i], QRectF(8 + i * (symbol + 2), (h - symbol) / 2.0, symbol, symbol));
    painter.setFont(font);
    painter.drawText(QRectF(8 + types.size() * (symbol + 2) + 6, 0, textW + 4, h), Qt::AlignVCenter | Qt::AlignLeft, text);
    painter.end();
    auto* label = new QLabel(parent);
    label->setPixmap(chip);
    label->setAccessibleName(text);
    label->setToolTip(text);
    return label;
}

QString abilityKind(const AbilityDef& a) {
    QStringList kind{a.positive ? CharacterSheet::tr("Ability") : CharacterSheet::tr("Weakness")};
    if (a.action)
        kind << CharacterSheet::tr("an action");
    if (a.oncePerOwnTurn)
        kind << CharacterSheet::tr("once in each of its owner's turns");
    if (a.oncePerGame)
        kind << CharacterSheet::tr("once per game");
    return kind.join(QStringLiteral(", "));
}

} // namespace

QStringList characterAbilityLines(const QString& characterId, std::optional<bool> usedOncePerGame) {
    QStringList lines;
    const CharacterDef* c = characterDef(characterId);
    if (!c)
        return lines;
    for (const AbilityDef& a : c->abilities) {
        QString head = QStringLiteral("%1 (%2)").arg(QString::fromStdString(a.name), abilityKind(a));
        if (a.oncePerGame && usedOncePerGame)
            head += *usedOncePerGame ? CharacterSheet::tr(" — used") : CharacterSheet::tr(" — not used yet");
        lines << head + ": " + QString::fromStdString(a.text);
    }
    return lines;
}

CharacterSheet::CharacterSheet(const CharacterView& character, QWidget* parent) : QDialog(parent) {
    setObjectName("characterSheet:" + character.id);
    setWindowTitle(tr("Character sheet: %1").arg(character.name));
    setAttribute(Qt::WA_DeleteOnClose);
    auto* v = new QVBoxLayout(this);
    const CharacterDef* c = characterDef(character.id);
    auto* title = new QLabel(QStringLiteral("%1 — %2").arg(character.name, characterTypeName(character.id)), this);
    makePlain(title);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    title->setFont(big);
    v->addWidget(title);
    if (!c) {
        auto* missing = new QLabel(tr("No card data for this character."), this);
        v->addWidget(missing);
        return;
    }
    // The skills drawn at the start of each turn.
    auto* skillsTitle = new QLabel(tr("Draws each turn:"), this);
    v->addWidget(skillsTitle);
    auto* chips = new QHBoxLayout;
    for (int t = 0; t < kMaxSkillTypes; ++t)
        if (c->skills[size_t(t)] > 0)
            chips->addWidget(skillChip(QStringLiteral("%1 %2").arg(c->skills[size_t(t)]).arg(skillTypeName(typeId(t))),
                                       {typeId(t)}, this));
    for (const MultiSkill& m : c->multiSkills) {
        QStringList types, names;
        for (int t = 0; t < kMaxSkillTypes; ++t)
            if (m.types & (1u << t)) {
                types << typeId(t);
                names << skillTypeName(typeId(t));
            }
        chips->addWidget(skillChip(tr("%1 %2").arg(m.count).arg(names.join(tr(" or "))), types, this));
    }
    chips->addStretch(1);
    v->addLayout(chips);
    QStringList facts{tr("Hand limit %1").arg(c->handLimit), c->canPilot ? tr("may pilot a viper") : tr("does not pilot")};
    if (c->start >= 0)
        facts << tr("starts at %1").arg(locationName(QString::fromStdString(db().locations[size_t(c->start)].id)));
    if (character.revealedCylon)
        facts << tr("a revealed Cylon: these abilities no longer apply");
    auto* factsLabel = new QLabel(facts.join(QStringLiteral(" · ")), this);
    makePlain(factsLabel);
    v->addWidget(factsLabel);
    // Every ability and weakness, each a heading and its text.
    auto* list = new QWidget(this);
    auto* abilities = new QVBoxLayout(list);
    for (const AbilityDef& a : c->abilities) {
        QString head = QStringLiteral("%1 — %2").arg(QString::fromStdString(a.name), abilityKind(a));
        if (a.oncePerGame)
            head += character.oncePerGameUsed ? tr(" (used)") : tr(" (not used yet)");
        auto* name = new QLabel(head, list);
        makePlain(name);
        name->setObjectName(a.positive ? "ability" : "weakness");
        QFont bold = name->font();
        bold.setBold(true);
        name->setFont(bold);
        if (!a.positive)
            name->setStyleSheet("color: #a03020;");
        auto* text = new QLabel(QString::fromStdString(a.text), list);
        makePlain(text);
        text->setWordWrap(true);
        text->setObjectName("abilityText");
        abilities->addWidget(name);
        abilities->addWidget(text);
        abilities->addSpacing(6);
    }
    abilities->addStretch(1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(list);
    v->addWidget(scroll, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    v->addWidget(buttons);
    resize(560, 460);
}

} // namespace bsg::gui
