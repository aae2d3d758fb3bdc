#include "names.h"

#include "carddb.h"
#include "effect_text.h"

#include <algorithm>
#include <vector>

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

QString crisisOptionLabel(const QString& label, const QString& crisisId) {
    const int i = db().crisis(key(crisisId));
    if (i < 0)
        return label;
    const CrisisCardText t = bsg::crisisCardText(CardIdx(i));
    // Short, so a choice of two cards does not take the board's room: the tooltip has the card.
    const QString what = !t.check.empty() ? qs(t.check) : !t.choice.empty() ? qs(t.choice) : qs(t.summary);
    return what.isEmpty() ? label : QStringLiteral("%1 — %2").arg(label, what);
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
    if (type == "treachery") return tr("Treachery");
    return type;
}

// The colours of the printed cards' backs, always shown together with the type's name.
QColor skillTypeColour(const QString& type) {
    if (type == "politics") return QColor(0xe8, 0xc5, 0x3a);
    if (type == "leadership") return QColor(0x5f, 0xae, 0x4e);
    if (type == "tactics") return QColor(0x9b, 0x6b, 0xc4);
    if (type == "piloting") return QColor(0xd0, 0x4f, 0x3f);
    if (type == "engineering") return QColor(0x4a, 0x8f, 0xd0);
    if (type == "treachery") return QColor(0xa8, 0x7c, 0x4f); // brown-tan, as the expansion's backs
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

QString phaseName(const QString& id) {
    if (id == "setup") return tr("Setting up");
    if (id == "receive_skills") return tr("Receive skills");
    if (id == "movement") return tr("Movement");
    if (id == "action") return tr("Action");
    if (id == "crisis") return tr("Crisis");
    if (id == "skill_check") return tr("Skill check");
    if (id == "activate_cylon_ships") return tr("Cylon ships activate");
    if (id == "jump") return tr("Jump");
    if (id == "end_of_turn") return tr("End of turn");
    if (id == "game_over") return tr("Game over");
    return tr("Turn");
}

QString endReasonText(const QString& reason) {
    if (reason == "kobol") return tr("the fleet reached Kobol");
    if (reason == "fuel") return tr("fuel ran out");
    if (reason == "food") return tr("food ran out");
    if (reason == "morale") return tr("morale ran out");
    if (reason == "population") return tr("population ran out");
    if (reason == "galactica_destroyed") return tr("Galactica was destroyed");
    if (reason == "centurions") return tr("the centurions took Galactica");
    if (reason == "no_character_left") return tr("no character was left after an execution");
    return tr("the game ended");
}

QString basestarDamageName(const QString& id) {
    if (id == "critical_hit") return tr("Critical hit (counts as two damage)");
    if (id == "disabled_hangar") return tr("Disabled hangar (launches no raiders)");
    if (id == "disabled_weapons") return tr("Disabled weapons (cannot fire on Galactica)");
    if (id == "structural_damage") return tr("Structural damage (attacks on it roll +2)");
    return tr("Damage");
}

QString inPlayName(const QString& id) {
    if (db().crisis(key(id)) >= 0)
        return crisisName(id);
    if (db().quorumCard(key(id)) >= 0)
        return quorumName(id);
    return tr("a card in play");
}

QString cardType(const SeenCard& card) { return card.faceUp ? card.id.section(':', 0, 0) : card.type; }

QString cardLabel(const SeenCard& card) {
    if (!card.faceUp)
        return card.type.isEmpty() ? tr("Face-down card") : tr("%1 (face down)").arg(skillTypeName(card.type));
    const QString& id = card.id;
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

namespace bsg::gui {

QString crisisCardText(const QString& id) {
    const int i = db().crisis(key(id));
    return i >= 0 ? qs(crisisCardPlainText(CardIdx(i))) : QString();
}

QString cardTextsIn(const QString& text) {
    // Every card of the box by name, once: crises, quorum cards, destinations and skill cards.
    static const std::vector<std::pair<QString, QString>> cards = [] {
        std::vector<std::pair<QString, QString>> out;
        auto add = [&out](const std::string& name, const QString& body) {
            for (const auto& [known, _] : out)
                if (known == qs(name))
                    return;
            out.emplace_back(qs(name), body);
        };
        for (size_t i = 0; i < db().crises.size(); ++i)
            add(db().crises[i].name, qs(crisisCardPlainText(CardIdx(i))));
        for (const auto& q : db().quorum)
            add(q.name, qs(q.name + "\n" + q.text));
        for (const auto& d : db().destinations)
            add(d.name, qs(d.name + " (distance " + std::to_string(d.distance) + ")\n" + d.text));
        for (const auto& c : db().skillCards)
            add(c.name, qs(c.name + "\n" + c.text));
        // Longest names first, so that a name inside a longer one is not matched alone.
        std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
        return out;
    }();
    QStringList found;
    QString rest = text;
    for (const auto& [name, body] : cards)
        if (rest.contains(name)) {
            found << body;
            rest.replace(name, QString(name.size(), QChar(' ')));
        }
    return found.join(QStringLiteral("\n\n"));
}

} // namespace bsg::gui
