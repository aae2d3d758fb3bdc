#include "state_changes.h"

#include "game_session.h"
#include "names.h"

#include <QCoreApplication>

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
QStringList added(const QStringList& before, const QStringList& after) {
    QStringList left = before;
    QStringList out;
    for (const QString& s : after)
        if (!left.removeOne(s))
            out << s;
    return out;
}

void describeSpace(const StateView& a, const StateView& b, QStringList& out) {
    for (int area = 0; area < kAreaCount; ++area) {
        const SpaceAreaView& x = a.space[size_t(area)];
        const SpaceAreaView& y = b.space[size_t(area)];
        const QString areaId = QString::fromUtf8(kAreaIds[size_t(area)].data(), qsizetype(kAreaIds[size_t(area)].size()));
        const std::pair<const char*, int SpaceAreaView::*> kinds[] = {{"raiders", &SpaceAreaView::raiders},
                                                                      {"heavy_raiders", &SpaceAreaView::heavyRaiders},
                                                                      {"basestars", &SpaceAreaView::basestars},
                                                                      {"vipers", &SpaceAreaView::vipers},
                                                                      {"civilian_ships", &SpaceAreaView::civilianShips}};
        for (const auto& [kind, field] : kinds) {
            const int n0 = x.*field, n1 = y.*field;
            if (n0 == n1)
                continue;
            const int d = std::abs(n1 - n0);
            const QString what = n1 > n0 ? tr("%1 %2 placed in %3 (%4)") : tr("%1 %2 removed from %3 (%4)");
            out << what.arg(d).arg(shipName(QLatin1String(kind), d), areaName(areaId), count(n0, n1));
        }
    }
}

QString activeCardText(const std::optional<SeenCard>& card) { return card ? cardLabel(*card) : tr("none"); }

void describeCharacter(const CharacterView& a, const CharacterView& b, QStringList& out) {
    const QString who = characterName(b.id);
    if (a.viper != b.viper) {
        if (a.viper.isEmpty())
            out << tr("%1 launches in a Viper into %2").arg(who, areaName(b.viper));
        else if (b.viper.isEmpty())
            out << tr("%1 leaves the Viper in %2").arg(who, areaName(a.viper));
        else
            out << tr("%1's Viper moves from %2 to %3").arg(who, areaName(a.viper), areaName(b.viper));
    }
    if (a.location != b.location && !b.location.isEmpty())
        out << (a.location.isEmpty() ? tr("%1 goes to %2").arg(who, locationName(b.location))
                                     : tr("%1 moves from %2 to %3").arg(who, locationName(a.location), locationName(b.location)));
    const int hand0 = int(a.hand.size()), hand1 = int(b.hand.size());
    if (hand0 != hand1)
        out << tr("%1's hand: %2 cards").arg(who, count(hand0, hand1));
    if (a.activeCard != b.activeCard)
        out << tr("%1's Active Card: %2").arg(who, activeCardText(a.activeCard) + kArrow + activeCardText(b.activeCard));
    const qsizetype loyal0 = qsizetype(a.loyalty.size()), loyal1 = qsizetype(b.loyalty.size());
    if (loyal1 > loyal0)
        out << tr("%1 receives %n loyalty card(s)", int(loyal1 - loyal0)).arg(who);
    else if (loyal1 < loyal0)
        out << tr("%1 gives up %n loyalty card(s)", int(loyal0 - loyal1)).arg(who);
    for (size_t i = 0; i < std::min(a.loyalty.size(), b.loyalty.size()); ++i)
        if (!a.loyalty[i].faceUp && b.loyalty[i].faceUp)
            out << tr("%1's loyalty card is seen: %2").arg(who, loyaltyName(b.loyalty[i].id));
    if (!a.revealedCylon && b.revealedCylon)
        out << tr("%1 is revealed as a Cylon").arg(who);
    const int super0 = int(a.superCrises.size()), super1 = int(b.superCrises.size());
    if (super0 != super1)
        out << tr("%1's super crisis cards: %2").arg(who, count(super0, super1));
    if (!a.oncePerGameUsed && b.oncePerGameUsed)
        out << tr("%1 uses the once-per-game ability").arg(who);
    if (a.stranded != b.stranded)
        out << (b.stranded ? tr("%1 is stranded").arg(who) : tr("%1 is no longer stranded").arg(who));
}

void describeCharacters(const StateView& a, const StateView& b, QStringList& out) {
    for (const CharacterView& after : b.characters)
        if (const CharacterView* before = a.character(after.id))
            describeCharacter(*before, after, out);
}

void describeBoardPieces(const StateView& a, const StateView& b, QStringList& out) {
    for (const QString& place : added(a.damage, b.damage))
        out << tr("Galactica damaged: %1").arg(locationName(place));
    for (const QString& place : added(b.damage, a.damage))
        out << tr("Repaired: %1").arg(locationName(place));
    if (a.centurions != b.centurions) {
        auto spaces = [](const std::vector<int>& list) {
            QStringList s;
            for (int v : list)
                s << QString::number(v + 1);
            return s.isEmpty() ? tr("none") : s.join(QStringLiteral(", "));
        };
        out << tr("Centurions on the boarding track (spaces): %1").arg(spaces(a.centurions) + kArrow + spaces(b.centurions));
    }
    for (size_t i = 0; i < std::min(a.basestars.size(), b.basestars.size()); ++i) {
        const BasestarView& x = a.basestars[i];
        const BasestarView& y = b.basestars[i];
        if (x.area == y.area)
            for (const QString& hit : added(x.damage, y.damage))
                out << tr("Basestar in %1 damaged (%2)").arg(areaName(y.area), hit);
    }
    const std::pair<int ReservesView::*, const char*> reserves[] = {
        {&ReservesView::vipers, QT_TRANSLATE_NOOP("StateChanges", "Vipers in reserve")},
        {&ReservesView::damagedVipers, QT_TRANSLATE_NOOP("StateChanges", "Damaged Vipers")},
        {&ReservesView::destroyedVipers, QT_TRANSLATE_NOOP("StateChanges", "Destroyed Vipers")},
        {&ReservesView::raptors, QT_TRANSLATE_NOOP("StateChanges", "Raptors in reserve")},
        {&ReservesView::destroyedRaptors, QT_TRANSLATE_NOOP("StateChanges", "Destroyed Raptors")}};
    for (const auto& [field, label] : reserves)
        if (a.reserves.*field != b.reserves.*field)
            out << tr("%1 %2").arg(tr(label), count(a.reserves.*field, b.reserves.*field));
}

QStringList inPlayCards(const StateView& v) {
    QStringList cards;
    for (const InPlayView& p : v.inPlay)
        cards << p.card;
    return cards;
}

void describeCards(const StateView& a, const StateView& b, QStringList& out) {
    if (a.currentCrisis != b.currentCrisis && !b.currentCrisis.isEmpty())
        out << tr("Crisis: %1").arg(crisisName(b.currentCrisis));
    for (const QString& d : added(a.destinations, b.destinations))
        out << tr("Destination: %1").arg(destinationName(d));
    const int quorum0 = int(a.quorumHand.size()), quorum1 = int(b.quorumHand.size());
    if (quorum0 != quorum1)
        out << tr("Quorum hand: %1 cards").arg(count(quorum0, quorum1));
    const QStringList play0 = inPlayCards(a), play1 = inPlayCards(b);
    for (const QString& card : added(play0, play1))
        out << tr("In play: %1").arg(inPlayName(card));
    for (const QString& card : added(play1, play0))
        out << tr("No longer in play: %1").arg(inPlayName(card));
    const auto& check0 = a.skillCheck;
    const auto& check1 = b.skillCheck;
    if (!check0 && check1)
        out << tr("Skill check begins (difficulty %1)").arg(check1->difficulty);
    else if (check0 && !check1)
        out << tr("Skill check over");
    else if (check0 && check1 && check0->cards.size() != check1->cards.size())
        out << tr("Skill check: %1 cards").arg(count(int(check0->cards.size()), int(check1->cards.size())));
}

// The public tracks: turn, current character, phase, resources, jump track, titles.
void describeTracks(const StateView& a, const StateView& b, QStringList& out) {
    if (a.turn != b.turn)
        out << tr("Turn %1 begins").arg(b.turn);
    if (a.current != b.current)
        out << tr("%1 is now the current character").arg(characterName(b.current));
    if (a.phase != b.phase)
        out << tr("Step of the turn: %1").arg(phaseName(a.phase) + kArrow + phaseName(b.phase));
    for (int r = 0; r < kResourceCount; ++r)
        if (a.resources[size_t(r)] != b.resources[size_t(r)]) {
            const QString id = QString::fromUtf8(kResourceIds[size_t(r)].data(), qsizetype(kResourceIds[size_t(r)].size()));
            out << tr("%1 %2").arg(resourceName(id), count(a.resources[size_t(r)], b.resources[size_t(r)]));
        }
    if (a.jumpTrack != b.jumpTrack)
        out << tr("Jump preparation track %1").arg(count(a.jumpTrack, b.jumpTrack));
    if (a.distance != b.distance)
        out << tr("Distance %1").arg(count(a.distance, b.distance));
    if (a.nukes != b.nukes)
        out << tr("Nukes %1").arg(count(a.nukes, b.nukes));
    if (a.president != b.president)
        out << tr("President: %1").arg(nameOrNobody(a.president) + kArrow + nameOrNobody(b.president));
    if (a.admiral != b.admiral)
        out << tr("Admiral: %1").arg(nameOrNobody(a.admiral) + kArrow + nameOrNobody(b.admiral));
}

} // namespace

// Every field of the view a board shows is told here; deck sizes, the step and the full view's
// deck order and hash are bookkeeping a tester does not set up.
QStringList describeChanges(const StateView& a, const StateView& b) {
    QStringList out;
    describeTracks(a, b, out);
    describeSpace(a, b, out);
    describeBoardPieces(a, b, out);
    describeCharacters(a, b, out);
    describeCards(a, b, out);
    if (a.unimplemented != b.unimplemented)
        out << tr("Rules not carried out yet: %1").arg(count(a.unimplemented, b.unimplemented));
    if (b.gameOver && !a.gameOver)
        out << (b.gameOver->humansWon ? tr("The game ends: the humans win")
                                      : tr("The game ends: the Cylons win (%1)").arg(endReasonText(b.gameOver->reason)));
    return out;
}

} // namespace bsg::gui
