#include "state_changes.h"

#include "game_session.h"
#include "names.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include <algorithm>

namespace bsg::gui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("StateChanges", text); }
QString tr(const char* text, int n) { return QCoreApplication::translate("StateChanges", text, nullptr, n); }

const QString kArrow = QStringLiteral(" → ");

QString nameOrNobody(const QString& id) { return id.isEmpty() ? tr("nobody") : characterName(id); }

// "Raider"/"Raiders" etc. for the ship counts of a space area.
QString shipName(const QString& key, int n) {
    if (key == "raiders") return n == 1 ? tr("Raider") : tr("Raiders");
    if (key == "heavy_raiders") return n == 1 ? tr("Heavy Raider") : tr("Heavy Raiders");
    if (key == "basestars") return n == 1 ? tr("Basestar") : tr("Basestars");
    if (key == "vipers") return n == 1 ? tr("Viper") : tr("Vipers");
    if (key == "civilian_ships") return n == 1 ? tr("civilian ship") : tr("civilian ships");
    return key;
}

QString count(int before, int after) { return QString::number(before) + kArrow + QString::number(after); }

// Items present in one list and not the other (a multiset difference), for damage and the like.
QStringList added(const QJsonArray& before, const QJsonArray& after) {
    QStringList left;
    for (const auto& v : before)
        left << v.toVariant().toString();
    QStringList out;
    for (const auto& v : after) {
        const QString s = v.toVariant().toString();
        if (!left.removeOne(s))
            out << s;
    }
    return out;
}

void describeSpace(const QJsonObject& a, const QJsonObject& b, QStringList& out) {
    for (const QString area : {"fore", "starboard_bow", "starboard_quarter", "aft", "port_quarter", "port_bow"}) {
        const QJsonObject x = a.value(area).toObject(), y = b.value(area).toObject();
        for (const QString kind : {"raiders", "heavy_raiders", "basestars", "vipers", "civilian_ships"}) {
            const int n0 = x.value(kind).toInt(), n1 = y.value(kind).toInt();
            if (n0 == n1)
                continue;
            const int d = std::abs(n1 - n0);
            const QString what = n1 > n0 ? tr("%1 %2 placed in %3 (%4)") : tr("%1 %2 removed from %3 (%4)");
            out << what.arg(d).arg(shipName(kind, d), areaName(area), count(n0, n1));
        }
    }
}

void describeCharacter(const QJsonObject& a, const QJsonObject& b, QStringList& out) {
    const QString who = characterName(b.value("id").toString());
    const QString place0 = a.value("location").toString(), place1 = b.value("location").toString();
    const QString viper0 = a.value("viper").toString(), viper1 = b.value("viper").toString();
    if (viper0 != viper1) {
        if (viper0.isEmpty())
            out << tr("%1 launches in a Viper into %2").arg(who, areaName(viper1));
        else if (viper1.isEmpty())
            out << tr("%1 leaves the Viper in %2").arg(who, areaName(viper0));
        else
            out << tr("%1's Viper moves from %2 to %3").arg(who, areaName(viper0), areaName(viper1));
    }
    if (place0 != place1 && !place1.isEmpty())
        out << (place0.isEmpty() ? tr("%1 goes to %2").arg(who, locationName(place1))
                                 : tr("%1 moves from %2 to %3").arg(who, locationName(place0), locationName(place1)));
    const int hand0 = int(a.value("hand").toArray().size()), hand1 = int(b.value("hand").toArray().size());
    if (hand0 != hand1)
        out << tr("%1's hand: %2 cards").arg(who, count(hand0, hand1));
    if (a.value("active_card") != b.value("active_card"))
        out << tr("%1's Active Card: %2").arg(who, (a.value("active_card").isNull() ? tr("none") : cardLabel(a.value("active_card"))) +
                                                        kArrow +
                                                        (b.value("active_card").isNull() ? tr("none") : cardLabel(b.value("active_card"))));
    const QJsonArray loyal0 = a.value("loyalty").toArray(), loyal1 = b.value("loyalty").toArray();
    if (loyal1.size() > loyal0.size())
        out << tr("%1 receives %n loyalty card(s)", int(loyal1.size() - loyal0.size())).arg(who);
    else if (loyal1.size() < loyal0.size())
        out << tr("%1 gives up %n loyalty card(s)", int(loyal0.size() - loyal1.size())).arg(who);
    for (qsizetype i = 0; i < std::min(loyal0.size(), loyal1.size()); ++i)
        if (loyal0[i].isObject() && loyal1[i].isString())
            out << tr("%1's loyalty card is seen: %2").arg(who, loyaltyName(loyal1[i].toString()));
    if (!a.value("revealed_cylon").toBool() && b.value("revealed_cylon").toBool())
        out << tr("%1 is revealed as a Cylon").arg(who);
    const int super0 = int(a.value("super_crises").toArray().size()), super1 = int(b.value("super_crises").toArray().size());
    if (super0 != super1)
        out << tr("%1's super crisis cards: %2").arg(who, count(super0, super1));
    if (!a.value("once_per_game_used").toBool() && b.value("once_per_game_used").toBool())
        out << tr("%1 uses the once-per-game ability").arg(who);
    if (a.value("stranded").toBool() != b.value("stranded").toBool())
        out << (b.value("stranded").toBool() ? tr("%1 is stranded").arg(who) : tr("%1 is no longer stranded").arg(who));
}

void describeCharacters(const QJsonArray& a, const QJsonArray& b, QStringList& out) {
    for (const auto& c : b) {
        const QJsonObject after = c.toObject();
        for (const auto& d : a)
            if (d.toObject().value("id") == after.value("id"))
                describeCharacter(d.toObject(), after, out);
    }
}

void describeBoardPieces(const QJsonObject& a, const QJsonObject& b, QStringList& out) {
    for (const QString& place : added(a.value("damage").toArray(), b.value("damage").toArray()))
        out << tr("Galactica damaged: %1").arg(locationName(place));
    for (const QString& place : added(b.value("damage").toArray(), a.value("damage").toArray()))
        out << tr("Repaired: %1").arg(locationName(place));
    const QJsonArray cent0 = a.value("centurions").toArray(), cent1 = b.value("centurions").toArray();
    if (cent0 != cent1) {
        auto spaces = [](const QJsonArray& list) {
            QStringList s;
            for (const auto& v : list)
                s << QString::number(v.toInt() + 1);
            return s.isEmpty() ? tr("none") : s.join(QStringLiteral(", "));
        };
        out << tr("Centurions on the boarding track (spaces): %1").arg(spaces(cent0) + kArrow + spaces(cent1));
    }
    const QJsonArray base0 = a.value("basestars").toArray(), base1 = b.value("basestars").toArray();
    for (qsizetype i = 0; i < std::min(base0.size(), base1.size()); ++i) {
        const QJsonObject x = base0[i].toObject(), y = base1[i].toObject();
        if (x.value("area") == y.value("area"))
            for (const QString& hit : added(x.value("damage").toArray(), y.value("damage").toArray()))
                out << tr("Basestar in %1 damaged (%2)").arg(areaName(y.value("area").toString()), hit);
    }
    const QJsonObject res0 = a.value("reserves").toObject(), res1 = b.value("reserves").toObject();
    const std::pair<const char*, const char*> reserves[] = {{"vipers", QT_TRANSLATE_NOOP("StateChanges", "Vipers in reserve")},
                                                            {"damaged_vipers", QT_TRANSLATE_NOOP("StateChanges", "Damaged Vipers")},
                                                            {"destroyed_vipers", QT_TRANSLATE_NOOP("StateChanges", "Destroyed Vipers")},
                                                            {"raptors", QT_TRANSLATE_NOOP("StateChanges", "Raptors in reserve")},
                                                            {"destroyed_raptors", QT_TRANSLATE_NOOP("StateChanges", "Destroyed Raptors")}};
    for (const auto& [key, label] : reserves)
        if (res0.value(key) != res1.value(key))
            out << tr("%1 %2").arg(tr(label), count(res0.value(key).toInt(), res1.value(key).toInt()));
}

void describeCards(const QJsonObject& a, const QJsonObject& b, QStringList& out) {
    const QString crisis = b.value("current_crisis").toString();
    if (a.value("current_crisis") != b.value("current_crisis") && !crisis.isEmpty())
        out << tr("Crisis: %1").arg(crisisName(crisis));
    for (const QString& d : added(a.value("destinations").toArray(), b.value("destinations").toArray()))
        out << tr("Destination: %1").arg(destinationName(d));
    const int quorum0 = int(a.value("quorum_hand").toArray().size()), quorum1 = int(b.value("quorum_hand").toArray().size());
    if (quorum0 != quorum1)
        out << tr("Quorum hand: %1 cards").arg(count(quorum0, quorum1));
    QJsonArray play0, play1;
    for (const auto& p : a.value("in_play").toArray())
        play0.append(p.toObject().value("card"));
    for (const auto& p : b.value("in_play").toArray())
        play1.append(p.toObject().value("card"));
    for (const QString& card : added(play0, play1))
        out << tr("In play: %1").arg(inPlayName(card));
    for (const QString& card : added(play1, play0))
        out << tr("No longer in play: %1").arg(inPlayName(card));
    const QJsonObject check0 = a.value("skill_check").toObject(), check1 = b.value("skill_check").toObject();
    if (check0.isEmpty() && !check1.isEmpty())
        out << tr("Skill check begins (difficulty %1)").arg(check1.value("difficulty").toInt());
    else if (!check0.isEmpty() && check1.isEmpty())
        out << tr("Skill check over");
    else if (check0.value("cards").toArray().size() != check1.value("cards").toArray().size())
        out << tr("Skill check: %1 cards").arg(count(int(check0.value("cards").toArray().size()),
                                                     int(check1.value("cards").toArray().size())));
}

} // namespace

QStringList describeChanges(const QJsonObject& a, const QJsonObject& b) {
    QStringList out;
    if (a.value("turn") != b.value("turn"))
        out << tr("Turn %1 begins").arg(b.value("turn").toInt());
    if (a.value("current") != b.value("current"))
        out << tr("%1 is now the current character").arg(characterName(b.value("current").toString()));
    if (a.value("phase") != b.value("phase"))
        out << tr("Step of the turn: %1").arg(phaseName(a.value("phase").toString()) + kArrow +
                                               phaseName(b.value("phase").toString()));
    const QJsonObject res0 = a.value("resources").toObject(), res1 = b.value("resources").toObject();
    for (const QString r : {"fuel", "food", "morale", "population"})
        if (res0.value(r) != res1.value(r))
            out << tr("%1 %2").arg(resourceName(r), count(res0.value(r).toInt(), res1.value(r).toInt()));
    if (a.value("jump_track") != b.value("jump_track"))
        out << tr("Jump preparation track %1").arg(count(a.value("jump_track").toInt(), b.value("jump_track").toInt()));
    if (a.value("distance") != b.value("distance"))
        out << tr("Distance %1").arg(count(a.value("distance").toInt(), b.value("distance").toInt()));
    if (a.value("nukes") != b.value("nukes"))
        out << tr("Nukes %1").arg(count(a.value("nukes").toInt(), b.value("nukes").toInt()));
    if (a.value("president") != b.value("president"))
        out << tr("President: %1").arg(nameOrNobody(a.value("president").toString()) + kArrow +
                                        nameOrNobody(b.value("president").toString()));
    if (a.value("admiral") != b.value("admiral"))
        out << tr("Admiral: %1").arg(nameOrNobody(a.value("admiral").toString()) + kArrow +
                                      nameOrNobody(b.value("admiral").toString()));
    describeSpace(a.value("space").toObject(), b.value("space").toObject(), out);
    describeBoardPieces(a, b, out);
    describeCharacters(a.value("characters").toArray(), b.value("characters").toArray(), out);
    describeCards(a, b, out);
    if (a.value("unimplemented") != b.value("unimplemented"))
        out << tr("Rules not carried out yet: %1").arg(count(a.value("unimplemented").toInt(), b.value("unimplemented").toInt()));
    if (b.value("game_over").isObject() && !a.value("game_over").isObject()) {
        const QJsonObject o = b.value("game_over").toObject();
        out << (o.value("winner").toString() == "humans" ? tr("The game ends: the humans win")
                                                         : tr("The game ends: the Cylons win (%1)").arg(endReasonText(o.value("reason").toString())));
    }
    // Fields told above, or bookkeeping a board does not show (counters, deck sizes, the full
    // view's deck order and hash). Anything else still shows, by its path, rather than vanish.
    static const QSet<QString> told{"turn", "current", "phase", "resources", "jump_track", "distance", "nukes",
                                    "president", "admiral", "space", "damage", "centurions", "basestars", "reserves",
                                    "characters", "current_crisis", "destinations", "quorum_hand", "in_play",
                                    "skill_check", "unimplemented", "game_over", "player_won", "step", "mode", "view",
                                    "decks", "hash", "deck_order", "forced_dice"};
    QStringList keys = b.keys();
    for (const QString& k : a.keys())
        if (!b.contains(k))
            keys << k;
    for (const QString& k : keys)
        if (!told.contains(k))
            out << jsonDifferences(a.value(k), b.value(k), k);
    return out;
}

} // namespace bsg::gui
