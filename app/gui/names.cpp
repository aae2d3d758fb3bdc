#include "names.h"

#include "carddb.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace bsg::gui {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
QString tr(const char* text) { return QCoreApplication::translate("Names", text); }
std::string key(const QString& id) { return id.toStdString(); }
} // namespace

QString locationName(const QString& id) {
    const int i = db().location(key(id));
    return i >= 0 ? qs(db().locations[size_t(i)].name) : id;
}

QString areaName(const QString& id) {
    if (id == "fore") return tr("Fore");
    if (id == "starboard_bow") return tr("Starboard bow");
    if (id == "starboard_quarter") return tr("Starboard quarter");
    if (id == "aft") return tr("Aft");
    if (id == "port_quarter") return tr("Port quarter");
    if (id == "port_bow") return tr("Port bow");
    return id;
}

QString crisisName(const QString& id) {
    const int i = db().crisis(key(id));
    return i >= 0 ? qs(db().crises[size_t(i)].name) : id;
}

QString characterName(const QString& id) {
    const int i = db().character(key(id));
    return i >= 0 ? qs(db().characters[size_t(i)].name) : id;
}

QString characterTypeName(const QString& characterId) {
    const int i = db().character(key(characterId));
    if (i < 0)
        return {};
    switch (db().characters[size_t(i)].type) {
    case CharacterType::PoliticalLeader: return tr("Political leader");
    case CharacterType::MilitaryLeader: return tr("Military leader");
    case CharacterType::Pilot: return tr("Pilot");
    case CharacterType::Support: return tr("Support");
    }
    return {};
}

QString characterSummary(const QString& characterId) {
    const int i = db().character(key(characterId));
    if (i < 0)
        return {};
    const CharacterDef& c = db().characters[size_t(i)];
    QStringList skills;
    for (int t = 0; t < kSkillTypeCount; ++t)
        if (c.skills[size_t(t)] > 0)
            skills << QStringLiteral("%1 %2").arg(c.skills[size_t(t)]).arg(skillTypeName(qs(std::string(kSkillTypeIds[size_t(t)]))));
    for (const MultiSkill& m : c.multiSkills) {
        QStringList either;
        for (int t = 0; t < kSkillTypeCount; ++t)
            if (m.types & (1u << t))
                either << skillTypeName(qs(std::string(kSkillTypeIds[size_t(t)])));
        skills << tr("%1 %2").arg(m.count).arg(either.join(tr(" or ")));
    }
    QStringList abilities;
    for (const AbilityDef& a : c.abilities)
        abilities << qs(a.name);
    return tr("%1. Draws: %2. Abilities: %3.")
        .arg(characterTypeName(characterId), skills.join(QStringLiteral(", ")), abilities.join(QStringLiteral(", ")));
}

QString skillTypeName(const QString& type) {
    if (type == "politics") return tr("Politics");
    if (type == "leadership") return tr("Leadership");
    if (type == "tactics") return tr("Tactics");
    if (type == "piloting") return tr("Piloting");
    if (type == "engineering") return tr("Engineering");
    return type;
}

// The colours of the printed cards' backs, always shown together with the type's name.
QColor skillTypeColour(const QString& type) {
    if (type == "politics") return QColor(0xe8, 0xc5, 0x3a);
    if (type == "leadership") return QColor(0x5f, 0xae, 0x4e);
    if (type == "tactics") return QColor(0x9b, 0x6b, 0xc4);
    if (type == "piloting") return QColor(0xd0, 0x4f, 0x3f);
    if (type == "engineering") return QColor(0x4a, 0x8f, 0xd0);
    return QColor(0x90, 0x90, 0x90);
}

QString resourceName(const QString& id) {
    if (id == "fuel") return tr("Fuel");
    if (id == "food") return tr("Food");
    if (id == "morale") return tr("Morale");
    if (id == "population") return tr("Population");
    return id;
}

QString destinationName(const QString& id) {
    const int i = db().destination(key(id));
    return i >= 0 ? qs(db().destinations[size_t(i)].name) : id;
}

QString quorumName(const QString& id) {
    const int i = db().quorumCard(key(id));
    return i >= 0 ? qs(db().quorum[size_t(i)].name) : id;
}

QString loyaltyName(const QString& id) {
    const int i = db().loyaltyCard(key(id));
    return i >= 0 ? qs(db().loyalty[size_t(i)].name) : id;
}

QString cardType(const QJsonValue& card) {
    if (card.isObject())
        return card.toObject().value("type").toString();
    return card.toString().section(':', 0, 0);
}

QString cardLabel(const QJsonValue& card) {
    if (card.isObject()) {
        const QString type = card.toObject().value("type").toString();
        return type.isEmpty() ? tr("Face-down card") : tr("%1 (face down)").arg(skillTypeName(type));
    }
    const QString id = card.toString();
    const int i = db().skillCard(key(id));
    if (i < 0)
        return id;
    const SkillCardDef& c = db().skillCards[size_t(i)];
    return tr("%1 %2 (%3)").arg(qs(c.name)).arg(c.strength).arg(skillTypeName(cardType(card)));
}

QStringList allCharacterIds() {
    QStringList out;
    for (const CharacterDef& c : db().characters)
        out << qs(c.id);
    return out;
}

} // namespace bsg::gui
