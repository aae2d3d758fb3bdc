// The board's column of tracks: resource dials, jump track, boarding track, titles and
// reserves (drawDials, a few changes a turn), then the crisis and the decks (drawNews).
#include "board_layout.h"
#include "board_scene.h"
#include "carddb.h"
#include "names.h"

#include <QPainterPath>
#include <QPen>

namespace bsg::gui {

using namespace layout;

namespace {

// Room for five decks side by side: the tooltip has the whole name.
QString skillTypeShortName(const QString& type) {
    if (type == "politics") return BoardScene::tr("Polit.");
    if (type == "leadership") return BoardScene::tr("Lead.");
    if (type == "tactics") return BoardScene::tr("Tact.");
    if (type == "piloting") return BoardScene::tr("Pilot.");
    if (type == "engineering") return BoardScene::tr("Engin.");
    if (type == "treachery") return BoardScene::tr("Treach.");
    return skillTypeName(type);
}

} // namespace

void BoardScene::trackHeading(const QString& text, double& y) {
    addLabel(text, QPointF(m_geometry.tracksX(), y), kTitlePx, true, kHeading);
    y += kTitlePx + 6;
}

void BoardScene::trackLine(const QString& text, double& y, const QColor& colour) {
    addFittedLabel(text, QPointF(m_geometry.tracksX(), y), kTracksW, kTextPx, false, colour);
    y += kTextPx + 5;
}

// The upper part of the tracks column: what changes a few times a turn.
double BoardScene::drawDials(const StateView& state, const QString& boardStatus) {
    double y = 4 + m_geometry.extra / 8; // a taller board spreads the column out too
    const double x = m_geometry.tracksX();
    if (!boardStatus.isEmpty()) {
        addRect(QRectF(x - 4, y - 2, kTracksW + 4, kStatusPx + 12), QPen(kHighlight, 2), QColor(0x30, 0x30, 0x10));
        addFittedLabel(boardStatus, QPointF(x + 2, y + 3), kTracksW - 6, kStatusPx, true, kHighlight);
        y += kStatusPx + 16;
    }
    // Resources: four dials, two by two, each with its name and red zone beside it.
    const double dialCellW = kTracksW / 2, dialCellH = 54, dialR = 24;
    for (int r = 0; r < kResourceCount; ++r) {
        const QString id = qs(std::string(kResourceIds[size_t(r)]));
        const int value = state.resources[size_t(r)];
        const int red = db().board.redAtOrBelow[size_t(r)];
        const bool inRed = value <= red;
        const QPointF cell(x + (r % 2) * dialCellW, y + (r / 2) * dialCellH);
        auto* dial = new ResourceDial(value, db().board.resourceMax, red, dialR);
        dial->setPos(cell + QPointF(dialR + 2, dialR + 2));
        dial->setToolTip(inRed ? tr("%1 %2: in the red zone (%3 or less)").arg(resourceName(id)).arg(value).arg(red)
                               : tr("%1 %2: the red zone is %3 or less").arg(resourceName(id)).arg(value).arg(red));
        addItem(dial);
        const QPointF text = cell + QPointF(2 * dialR + 10, 4);
        auto* name = addFittedLabel(resourceName(id), text, dialCellW - 2 * dialR - 14, kTextPx, true,
                                    inRed ? kAlarm : QColor(Qt::white));
        name->setToolTip(dial->toolTip());
        addLabel(tr("red ≤ %1").arg(red), text + QPointF(0, kTextPx + 6), kTextPx, false, inRed ? kAlarm : kQuiet)
            ->setToolTip(dial->toolTip());
    }
    y += 2 * dialCellH + 2;
    addLabel(tr("Jump track · distance %1 of %2").arg(state.distance).arg(db().board.finalDistance),
             QPointF(x, y), kTitlePx, true, kHeading);
    y += kTitlePx + 6;
    // The jump track: chevrons pointing to the jump, the fleet's marker on the current one.
    const int jump = state.jumpTrack;
    const int spaces = int(db().board.jumpTrack.size());
    const double jumpW = kTracksW / spaces;
    for (int i = 0; i < spaces; ++i) {
        const JumpSpace& js = db().board.jumpTrack[size_t(i)];
        const QRectF cell(x + i * jumpW, y, jumpW - 2, 28);
        const QColor fill = js.autoJump ? QColor(0x3a, 0x80, 0x44) : js.ftl ? QColor(0x3a, 0x5e, 0xa0) : QColor(0x8a, 0x30, 0x30);
        const double notch = 9;
        QPainterPath chevron;
        chevron.addPolygon(QPolygonF({cell.topLeft(), cell.topRight() - QPointF(notch, 0), QPointF(cell.right(), cell.center().y()),
                                      cell.bottomRight() - QPointF(notch, 0), cell.bottomLeft(),
                                      i == 0 ? cell.bottomLeft() : QPointF(cell.left() + notch, cell.center().y())}));
        chevron.closeSubpath();
        auto* c = addPath(chevron, QPen(i == jump ? kHighlight : QColor(Qt::black), i == jump ? 4 : 1), fill);
        const QString label = i == 0 ? tr("Start") : js.autoJump ? tr("Jump") : js.ftl ? QStringLiteral("−%1").arg(js.populationRisk) : tr("Red");
        c->setToolTip(i == 0 ? tr("Start of the jump track")
                      : js.autoJump ? tr("The fleet jumps when the track reaches this space")
                      : js.ftl ? tr("The fleet may jump from here, losing %n population", nullptr, js.populationRisk)
                               : tr("Not ready to jump"));
        addFittedLabel(label, cell.topLeft() + QPointF(i == 0 ? 4 : notch + 1, 5), cell.width() - notch - 4, kTextPx,
                       i == jump, Qt::white);
    }
    y += 30;
    QStringList dests;
    for (const QString& d : state.destinations)
        dests << destinationName(d);
    if (!dests.isEmpty())
        trackLine(tr("Travelled: %1").arg(dests.join(", ")), y, kQuiet);
    y += 4;
    // The boarding party track: a centurion token with its count on each space that has any.
    addLabel(tr("Boarding"), QPointF(x, y + 8), kTextPx, true, kHeading);
    const std::vector<int>& centurions = state.centurions;
    const double boardX = x + 92, boardW = (kTracksW - 92) / db().board.boardingSpaces;
    for (int i = 0; i < db().board.boardingSpaces; ++i) {
        const QRectF cell(boardX + i * boardW, y, boardW - 4, 36);
        auto* space = addBoardItem(cell, {"centurion:" + QString::number(i)}, QColor(0x50, 0x40, 0x40));
        space->setCornerRadius(4);
        space->setToolTip(i + 1 == db().board.boardingSpaces
                              ? tr("Boarding track, last space: a centurion moving on from here takes Galactica")
                              : tr("Boarding track, space %1").arg(i + 1));
        const int n = int(std::count(centurions.begin(), centurions.end(), i));
        if (n > 0) {
            auto* token = addToken(Piece::Centurion, "boarding:" + QString::number(i), n,
                                   QPointF(cell.left() + 16, cell.center().y()), 26);
            token->setToolTip(tr("%n centurion(s) on space %1", nullptr, n).arg(i + 1));
            token->setLabel(QString::number(n), kCountTextPx, kAlarm);
        } else {
            addLabel(QString::number(i + 1), cell.topLeft() + QPointF(6, 8), kTextPx, false, kQuiet);
        }
    }
    y += 42;
    const QString& president = state.president;
    const QString& admiral = state.admiral;
    const double half = kTracksW / 2;
    auto* pres = addBoardItem(QRectF(x, y, half - 3, 24), {"target:" + president}, QColor(0xf3, 0xe2, 0x9a));
    pres->setToolTip(tr("The President: %1").arg(characterName(president)));
    pres->setCornerRadius(4);
    addFittedLabel(tr("President: %1").arg(shortName(characterName(president))), QPointF(x + 4, y + 2), half - 10,
                   kTextPx, false, Qt::black);
    auto* adm = addBoardItem(QRectF(x + half, y, half, 24), {"target:" + admiral}, QColor(0xb8, 0xd8, 0xa8));
    adm->setToolTip(tr("The Admiral: %1").arg(characterName(admiral)));
    adm->setCornerRadius(4);
    addFittedLabel(tr("Admiral: %1").arg(shortName(characterName(admiral))), QPointF(x + half + 4, y + 2), half - 8,
                   kTextPx, false, Qt::black);
    y += 30;
    drawReserves(state, y);
    return y + 4;
}

// The reserves: vipers and raptors ready to launch, the Admiral's nukes, and the vipers and
// raptors out of play (damaged ones return when repaired, destroyed ones only by a card).
void BoardScene::drawReserves(const StateView& state, double& y) {
    const ReservesView& reserves = state.reserves;
    struct Stock {
        Piece piece;
        Wear wear;
        int count;
        QString tip;
    };
    const int vipers = reserves.vipers, raptors = reserves.raptors;
    const int nukes = state.nukes;
    const int civilians = state.decks.civilianShips;
    const int damaged = reserves.damagedVipers, destroyed = reserves.destroyedVipers;
    const int lostRaptors = reserves.destroyedRaptors;
    const QList<Stock> ready{{Piece::Viper, Wear::Sound, vipers, tr("%n viper(s) in the reserves", nullptr, vipers)},
                             {Piece::Raptor, Wear::Sound, raptors, tr("%n raptor(s) in the reserves", nullptr, raptors)},
                             {Piece::Nuke, Wear::Sound, nukes, tr("%n nuke(s) left", nullptr, nukes)},
                             {Piece::Civilian, Wear::Sound, civilians,
                              tr("%n civilian ship(s) not yet in space (face down)", nullptr, civilians)}};
    const QList<Stock> out{
        {Piece::Viper, Wear::Damaged, damaged, tr("%n damaged viper(s): back to the reserves when repaired", nullptr, damaged)},
        {Piece::Viper, Wear::Destroyed, destroyed, tr("%n destroyed viper(s)", nullptr, destroyed)},
        {Piece::Raptor, Wear::Destroyed, lostRaptors, tr("%n destroyed raptor(s)", nullptr, lostRaptors)}};
    const double labelW = 74, cellW = (kTracksW - labelW) / 4;
    for (const auto& [title, row] : {std::pair{tr("Reserve"), ready}, std::pair{tr("Lost"), out}}) {
        addLabel(title, QPointF(m_geometry.tracksX(), y + 7), kTextPx, true, kHeading);
        for (int i = 0; i < row.size(); ++i) {
            const Stock& s = row[i];
            // The civilian pile is a deck, not a piece on the board: it is not counted as one.
            auto* token = addToken(s.piece, s.piece == Piece::Civilian ? QStringLiteral("pile") : QStringLiteral("reserve"),
                                   s.count, QPointF(m_geometry.tracksX() + labelW + i * cellW + 13, y + 16), 26);
            token->setWear(s.wear);
            token->setToolTip(s.tip);
            token->setLabel(QString::number(s.count), kCountTextPx, s.count > 0 ? QColor(Qt::white) : kQuiet);
        }
        y += 34;
    }
}

// The lower part: the crisis, the check and the decks, which change with most decisions.
void BoardScene::drawNews(const StateView& state, double y) {
    const double x = m_geometry.tracksX();
    trackHeading(tr("Crisis this turn"), y);
    const QString& crisis = state.currentCrisis;
    m_shownCrisis = crisis;
    const bool drawn = !crisis.isEmpty();
    auto* name = addFittedLabel(drawn ? crisisName(crisis) : tr("none drawn yet"), QPointF(x, y), kTracksW, kTitlePx,
                                drawn, drawn ? kHighlight : kQuiet);
    if (drawn)
        name->setToolTip(crisisCardText(crisis));
    y += kTitlePx + 6;
    if (const auto& check = state.skillCheck) {
        trackLine(tr("Skill check: difficulty %1, %n card(s) in", nullptr, int(check->cards.size())).arg(check->difficulty),
                  y, Qt::white);
    }
    QStringList inPlay;
    for (const InPlayView& c : state.inPlay)
        inPlay << inPlayName(c.card);
    if (!inPlay.isEmpty()) {
        auto* line = addFittedLabel(tr("In play: %1").arg(inPlay.join(", ")), QPointF(x, y), kTracksW, kTextPx, false,
                                    Qt::white, 2);
        y += line->boundingRect().height() + 5;
    }
    y += 4;
    const DeckCountsView& decks = state.decks;
    // The skill decks as card stacks in their colours, each with its type's symbol: the base
    // game's five and any box's (Treachery) in play.
    QList<int> types;
    for (int t = 0; t < kMaxSkillTypes; ++t)
        if (t < kSkillTypeCount || decks.skillInPlay[size_t(t)])
            types << t;
    const double cellW = kTracksW / double(types.size());
    for (int i = 0; i < types.size(); ++i) {
        const int t = types[i];
        const QString id = qs(std::string(kSkillTypeIds[size_t(t)]));
        const QRectF cell(x + i * cellW, y, cellW - 5, 44);
        const QString tip = tr("%1 deck: %2 cards left").arg(skillTypeName(id)).arg(decks.skill[size_t(t)]);
        for (int layer = 2; layer >= 1; --layer) // the cards under the top one
            addRect(cell.translated(layer * 1.5, layer * 1.5), QPen(Qt::black), skillTypeColour(id).darker(100 + 25 * layer));
        auto* c = addRect(cell, QPen(Qt::black), skillTypeColour(id));
        c->setToolTip(tip);
        auto* type = addFittedLabel(skillTypeShortName(id), cell.topLeft() + QPointF(3, 1), cell.width() - 5, kTextPx, false, Qt::black);
        type->setToolTip(tip);
        addLabel(QString::number(decks.skill[size_t(t)]), cell.topLeft() + QPointF(3, 21), kTextPx, true, Qt::black);
        auto* symbol = new SkillSymbolItem(id, 20);
        symbol->setPos(cell.right() - 13, cell.top() + 31);
        symbol->setToolTip(tip);
        addItem(symbol);
    }
    y += 50;
    trackLine(tr("Decks: crisis %1 · super %2 · quorum %3")
                  .arg(decks.crisis)
                  .arg(decks.superCrisis)
                  .arg(decks.quorum),
              y, Qt::white);
    trackLine(tr("Destination %1 · destiny %2 · loyalty %3")
                  .arg(decks.destination)
                  .arg(decks.destiny)
                  .arg(decks.loyalty),
              y, Qt::white);
    m_stepLine = addLabel(stepLine(state), QPointF(x, y), kTextPx, false, kQuiet);
}

QString BoardScene::stepLine(const StateView& state) {
    return tr("Turn %1 · %2\nDecision %3 (as numbered in the log)").arg(state.turn).arg(phaseName(state.phase)).arg(state.step);
}

} // namespace bsg::gui
