#pragma once
// Readable names for the ids in the JSON views, from the static card data (never from a
// game's state), and the colours the program pairs with them.
#include <QColor>
#include "view.h"

#include <QJsonValue>
#include <QString>

namespace bsg::gui {

QString locationName(const QString& id);
QString areaName(const QString& id);
QString crisisName(const QString& id);
// An option that chooses a crisis card (Religious Visions, the revealed Cylon's pick under the
// Golden Rule): its name and what the card asks, not the bare name.
QString crisisOptionLabel(const QString& label, const QString& crisisId);
QString characterName(const QString& id);
QString characterTypeName(const QString& characterId);
QString characterSummary(const QString& characterId); // type, skills, abilities
QString skillTypeName(const QString& type);
QColor skillTypeColour(const QString& type);
QString resourceName(const QString& id);
QString destinationName(const QString& id);
QString quorumName(const QString& id);
QString loyaltyName(const QString& id);
// The step of a turn the view's "phase" names ("activate_cylon_ships" -> "Cylon ships activate").
QString phaseName(const QString& id);
// Why a game ended, from the view's game_over "reason" ("galactica_destroyed" -> words).
QString endReasonText(const QString& reason);
// A basestar damage token, and what it does.
QString basestarDamageName(const QString& id);
// A card that stays in play: a crisis or a quorum card, by its id.
QString inPlayName(const QString& id);
// A card as the view gives it: an id string, or {"hidden": true, "type": ...}.
QString cardLabel(const SeenCard& card);
QString cardType(const SeenCard& card); // the skill type, or "" when unknown
// A crisis card's whole text: its check, results, activation and jump icon ("" if unknown).
QString crisisCardText(const QString& id);
// The texts of every card named in `text` (a log line, an option), for a tooltip; "" if none.
QString cardTextsIn(const QString& text);
// All character ids of the game box, in data order.
QStringList allCharacterIds();

} // namespace bsg::gui
