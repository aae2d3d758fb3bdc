#include "board_scene.h"

#include "board_layout.h"
#include "carddb.h"
#include "names.h"

#include <QBrush>
#include <QCursor>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPen>

#include <cmath>

namespace bsg::gui {

using namespace layout;

namespace layout {

QColor characterColour(const QString& characterId) {
    const int i = db().character(characterId.toStdString());
    if (i < 0)
        return Qt::gray;
    switch (db().characters[size_t(i)].type) {
    case CharacterType::PoliticalLeader: return QColor(0xf3, 0xe2, 0x9a);
    case CharacterType::MilitaryLeader: return QColor(0xb8, 0xd8, 0xa8);
    case CharacterType::Pilot: return QColor(0xf0, 0xb0, 0xa8);
    case CharacterType::Support: return QColor(0xa8, 0xc8, 0xf0);
    }
    return Qt::gray;
}

QString shortName(const QString& name) {
    const int q = name.indexOf('"');
    if (q >= 0) {
        const int end = name.indexOf('"', q + 1);
        if (end > q)
            return name.mid(q + 1, end - q - 1);
    }
    const QStringList parts = name.split(' ', Qt::SkipEmptyParts);
    return parts.size() >= 2 ? parts.first().left(1) + ". " + parts.last() : name;
}

} // namespace layout

namespace {

// What a basestar damage token counts for (a critical hit: two).
int basestarDamageValue(const QString& id) {
    for (const BasestarDamageDef& d : db().basestarDamage)
        if (qs(d.id) == id)
            return d.damage;
    return 1;
}

// The Cylon overlay's revised locations (a game with Pegasus; docs/pegasus.md, "Board"), in
// our own words: they keep the base locations' ids and places.
QString cylonOverlayText(const QString& id) {
    if (id == "caprica")
        return BoardScene::tr("Play a Super Crisis card, or draw 2 crisis cards and resolve one; the other goes to "
                              "the bottom of the crisis deck. No activation follows.");
    if (id == "cylon_fleet")
        return BoardScene::tr("Activate every Cylon ship of one kind, or have every basestar launch 2 raiders and "
                              "1 heavy raider.");
    if (id == "human_fleet")
        return BoardScene::tr("Look at the top card of the crisis or the destination deck and leave it on top or put "
                              "it at the bottom; then draw 2 skill cards of two different types.");
    if (id == "resurrection_ship")
        return BoardScene::tr("Hazardous: nobody moves here. Draw a Super Crisis card. A Cylon here draws 1 skill "
                              "card instead of 2 when receiving skills.");
    return {};
}

} // namespace

BoardItem::BoardItem(const QRectF& r, QStringList keys) : QGraphicsRectItem(r), m_keys(std::move(keys)) {}

void BoardItem::setBasePen(const QPen& pen) {
    m_basePen = pen;
    if (m_match.isEmpty())
        setPen(pen);
}

void BoardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) {
    if (m_radius <= 0) {
        QGraphicsRectItem::paint(painter, option, widget);
        return;
    }
    painter->setPen(pen());
    painter->setBrush(brush());
    painter->drawRoundedRect(rect(), m_radius, m_radius);
}

void BoardItem::updateMatch(const QStringList& optionIds) {
    if (m_match.isEmpty())
        m_baseToolTip = toolTip();
    m_match.clear();
    for (const QString& k : m_keys) {
        if (optionIds.contains(k)) {
            m_match = k;
            break;
        }
        // "ship:raider:fore*" or "move_viper:*:fore": clickable when exactly one option fits.
        const qsizetype star = k.indexOf('*');
        if (star < 0)
            continue;
        const QString prefix = k.left(star), suffix = k.mid(star + 1);
        QString only;
        int fits = 0;
        for (const QString& id : optionIds)
            if (id.size() >= prefix.size() + suffix.size() && id.startsWith(prefix) && id.endsWith(suffix)) {
                only = id;
                ++fits;
            }
        if (fits == 1) {
            m_match = only;
            break;
        }
    }
    if (!m_match.isEmpty()) {
        setPen(QPen(kHighlight, 4));
        setCursor(Qt::PointingHandCursor);
        setToolTip(QObject::tr("Click to choose") + (m_baseToolTip.isEmpty() ? QString() : "\n" + m_baseToolTip));
    } else {
        setPen(m_basePen);
        unsetCursor();
        setToolTip(m_baseToolTip);
    }
}

void BoardItem::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() == Qt::LeftButton && !m_match.isEmpty()) {
        if (auto* board = qobject_cast<BoardScene*>(scene()))
            board->emitChosen(m_match);
        event->accept();
        return;
    }
    QGraphicsRectItem::mousePressEvent(event);
}

BoardScene::BoardScene(QObject* parent) : QGraphicsScene(parent) {
    setSceneRect(m_geometry.scene());
    setBackgroundBrush(QBrush(starfieldTile())); // space, also around the board when the view is wider or taller
    setItemIndexMethod(QGraphicsScene::NoIndex); // rebuilt on every decision
}

BoardItem* BoardScene::addBoardItem(const QRectF& r, const QStringList& keys, const QColor& fill) {
    auto* item = new BoardItem(r, keys);
    item->setBrush(fill);
    item->setBasePen(QPen(Qt::black, 1));
    item->updateMatch(m_options);
    addItem(item);
    m_items << item;
    return item;
}

QGraphicsSimpleTextItem* BoardScene::addLabel(const QString& text, const QPointF& at, int px, bool bold,
                                              const QColor& colour) {
    auto* t = addSimpleText(text);
    QFont f = t->font();
    f.setPixelSize(std::max(px, kMinTextPx));
    f.setBold(bold);
    t->setFont(f);
    t->setBrush(colour);
    t->setPos(at);
    if (m_buildingStatic) // laid out and antialiased once, not on every repaint
        t->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    return t;
}

QGraphicsSimpleTextItem* BoardScene::addFittedLabel(const QString& text, const QPointF& at, double width, int px,
                                                    bool bold, const QColor& colour, int lines) {
    QFont f;
    f.setPixelSize(std::max(px, kMinTextPx));
    f.setBold(bold);
    const QFontMetricsF fm(f);
    if (fm.horizontalAdvance(text) <= width) // most lines fit as they are: measured once
        return addLabel(text, at, px, bold, colour);
    QStringList out;
    QString line;
    bool cut = false;
    const QStringList words = text.split(' ', Qt::SkipEmptyParts);
    for (int i = 0; i < words.size(); ++i) {
        const QString tried = line.isEmpty() ? words[i] : line + ' ' + words[i];
        if (fm.horizontalAdvance(tried) <= width || line.isEmpty()) {
            line = tried;
            continue;
        }
        if (out.size() + 1 >= lines) { // the last line takes the rest, cut to fit
            line += ' ' + words.mid(i).join(' ');
            break;
        }
        out << line;
        line = words[i];
    }
    if (!line.isEmpty())
        out << line;
    for (QString& l : out)
        if (fm.horizontalAdvance(l) > width) {
            l = fm.elidedText(l, Qt::ElideRight, width);
            cut = true;
        }
    auto* t = addLabel(out.join('\n'), at, px, bold, colour);
    if (cut)
        t->setToolTip(text);
    return t;
}

PieceToken* BoardScene::addToken(Piece piece, const QString& place, int count, const QPointF& centre, double size,
                                 const QString& who) {
    auto* token = new PieceToken(piece, place, count, who);
    token->setIconSize(size);
    token->setPos(centre);
    addItem(token);
    return token;
}

QMap<QString, int> BoardScene::shownPieces() const {
    QMap<QString, int> shown;
    for (QGraphicsItem* item : items()) {
        const auto* token = dynamic_cast<const PieceToken*>(item);
        if (!token)
            continue;
        if (token->count() > 0)
            shown[token->place() + "/" + token->pieceKey()] += token->count();
        if (token->damageMarks() > 0)
            shown[token->place() + "/basestar_damage"] += token->damageMarks();
    }
    return shown;
}

QStringList BoardScene::markChanges(const StateView& before, const StateView& after) {
    QStringList changed;
    for (int a = 0; a < kAreaCount; ++a)
        if (before.space[size_t(a)] != after.space[size_t(a)])
            changed << "area:" + qs(std::string(kAreaIds[size_t(a)]));
    auto places = [](const StateView& view) {
        QHash<QString, QString> where; // character -> "area:x" or "location:y"
        for (const CharacterView& c : view.characters)
            where.insert(c.id, !c.viper.isEmpty() ? "area:" + c.viper : "location:" + c.location);
        return where;
    };
    const auto placesBefore = places(before), placesAfter = places(after);
    for (auto it = placesAfter.begin(); it != placesAfter.end(); ++it)
        if (placesBefore.value(it.key()) != it.value())
            changed << placesBefore.value(it.key()) << it.value();
    for (const QString& d : after.damage)
        if (!before.damage.contains(d))
            changed << "location:" + d;
    if (after.pegasus)
        for (const QString& d : after.pegasus->damage)
            if (!before.pegasus || !before.pegasus->damage.contains(d))
                changed << "location:" + d;
    changed.removeDuplicates();
    for (BoardItem* item : m_staticClickables)
        for (const QString& key : item->keys())
            if (changed.contains(key)) {
                item->setPen(QPen(kChanged, 4, Qt::DashLine));
                break;
            }
    return changed;
}

BoardItem* BoardScene::itemFor(const QString& optionId) const {
    for (BoardItem* item : m_items)
        if (item->matchingOption() == optionId)
            return item;
    return nullptr;
}

QRectF BoardScene::baseRect() { return kScene; }

QRectF BoardScene::shapeRect() const {
    layout::Geometry base = m_geometry;
    base.extra = 0;
    return base.scene();
}

// A new height: everything is laid out again from the last view shown.
void BoardScene::setExtraHeight(double extra) {
    extra = std::clamp(std::round(extra), 0.0, kMaxExtraHeight);
    if (extra == m_geometry.extra)
        return;
    m_geometry.extra = extra;
    relayout();
}

// Everything is built again from the last view shown (the geometry changed).
void BoardScene::relayout() {
    for (auto* layer : {&m_pieces.items, &m_dials.items, &m_news.items})
        layer->clear(); // deleted with the scene's items below
    for (auto* layer : {&m_pieces.clickables, &m_dials.clickables, &m_news.clickables})
        layer->clear();
    m_pieces.key.reset();
    m_dials.key.reset();
    m_news.key.reset();
    m_stepLine = nullptr;
    m_items.clear();
    m_staticClickables.clear();
    m_locationRects.clear();
    clear();
    m_staticBuilt = false;
    setSceneRect(m_geometry.scene());
    if (m_shown) {
        const StateView state = *m_shown; // copies: showState resets both while it builds
        const QStringList options = m_options;
        showState(state, options);
    }
}

void BoardScene::showState(const StateView& state, const QStringList& optionIds) {
    if (state.pegasus.has_value() != m_geometry.pegasus) { // another game: Pegasus's column comes or goes
        m_geometry.pegasus = state.pegasus.has_value();
        m_shown.reset();
        relayout();
        Q_EMIT shapeChanged();
    }
    if (!m_shown || &*m_shown != &state)
        m_shown = state;
    if (!m_staticBuilt) {
        m_options.clear(); // built unhighlighted, so each item keeps its own tooltip
        m_buildingStatic = true;
        m_items.clear();
        drawShips(state);
        drawLocations(state);
        m_buildingStatic = false;
        m_staticBuilt = true;
        m_staticClickables = m_items;
    }
    m_options = optionIds;
    // Most decisions move no piece and change only part of the tracks column (a card added
    // to a check, a deck count): each layer is rebuilt only when what it shows changed.
    PiecesKey pieces{state.space, state.basestars, state.damage, {}, state.pegasus};
    for (const CharacterView& c : state.characters)
        pieces.characters.push_back({c.id, c.name, c.viper, c.location, c.revealedCylon});
    QString status;
    if (state.gameOver)
        status = state.gameOver->humansWon ? tr("The humans win!")
                                           : tr("The Cylons win: %1.").arg(endReasonText(state.gameOver->reason));
    const DialsKey dials{state.resources,  state.jumpTrack, state.distance, state.destinations,
                         state.centurions, state.president, state.admiral,  state.nukes,
                         state.reserves,   state.decks.civilianShips, // beside the reserves
                         status};
    m_pieces.redraw(this, pieces, [&] {
        drawShips(state);
        drawLocations(state);
    });
    m_dials.redraw(this, dials, [&] { m_dialsEnd = drawDials(state, status) + m_geometry.extra / 4; });
    const NewsKey news{state.currentCrisis, state.skillCheck, state.inPlay, state.decks,
                       state.turn,          state.phase,      m_dialsEnd}; // drawn below the dials
    const bool newsKept = !m_news.redraw(this, news, [&] { drawNews(state, m_dialsEnd); });
    if (newsKept && m_stepLine)
        m_stepLine->setText(stepLine(state));
    m_items = m_staticClickables + m_pieces.clickables + m_dials.clickables + m_news.clickables;
    for (BoardItem* item : m_items)
        item->updateMatch(optionIds);
}

// Deletes the layer's items and draws it again when its key changed; returns whether it did.
template <class Key>
template <class Draw>
bool BoardScene::Layer<Key>::redraw(BoardScene* scene, const Key& newKey, Draw draw) {
    if (key && newKey == *key)
        return false;
    qDeleteAll(items);
    items.clear();
    clickables.clear();
    key = newKey;
    const QList<QGraphicsItem*> beforeList = scene->items();
    const QSet<QGraphicsItem*> before(beforeList.begin(), beforeList.end());
    const qsizetype clickablesBefore = scene->m_items.size();
    draw();
    for (QGraphicsItem* item : scene->items())
        if (!item->parentItem() && !before.contains(item))
            items << item;
    clickables = scene->m_items.mid(clickablesBefore);
    return true;
}

void BoardScene::drawShips(const StateView& state) {
    for (int a = 0; a < kAreaCount; ++a) {
        if (!m_buildingStatic) {
            drawAreaShips(state, a);
            continue;
        }
        const QString id = qs(std::string(kAreaIds[size_t(a)]));
        const QRectF r = m_geometry.area(a);
        // Space: a faint sector of the starfield, edged like the board's area lines.
        auto* areaItem = addBoardItem(r, {"area:" + id, "move:" + id, "launch:" + id, "move_viper:*:" + id},
                                      QColor(0x30, 0x48, 0x78, 70));
        areaItem->setBasePen(QPen(QColor(0x80, 0xa0, 0xd0, 150), 1.5)); // dashed is for "changed here"
        areaItem->setCornerRadius(10);
        areaItem->setZValue(-1);
        QString title = areaName(id);
        if (isLaunchArea(Area(a)))
            title += tr(" (launch)");
        addFittedLabel(title, r.topLeft() + QPointF(8, 4), r.width() - 16, kTitlePx, true, kHeading);
    }
}

// One area's ships: a token for each kind with its count, one for each basestar (its damage
// marked on it) and one for each piloted viper (with its pilot's name), in a grid of cells.
void BoardScene::drawAreaShips(const StateView& state, int area) {
    const QString id = qs(std::string(kAreaIds[size_t(area)]));
    const QRectF r = m_geometry.area(area);
    const SpaceAreaView& ships = state.space[size_t(area)];
    struct Cell {
        Piece piece;
        int count;
        QString who;     // the pilot
        QString kind;    // the option id's ship kind
        QString tip;
        QList<bool> damage;
    };
    QList<Cell> cells;
    const QString where = areaName(id);
    int basestarsListed = 0;
    for (const BasestarView& b : state.basestars) {
        if (b.area != id)
            continue;
        ++basestarsListed;
        QList<bool> heavy;
        QStringList names;
        for (const QString& d : b.damage) {
            heavy << (basestarDamageValue(d) >= 2);
            names << basestarDamageName(d);
        }
        cells << Cell{Piece::Basestar, 1, {}, "basestar",
                      names.isEmpty() ? tr("Basestar in %1, undamaged").arg(where)
                                      : tr("Basestar in %1, damaged:\n%2").arg(where, names.join('\n')),
                      heavy};
    }
    if (const int more = ships.basestars - basestarsListed; more > 0)
        cells << Cell{Piece::Basestar, more, {}, "basestar", tr("Basestar in %1").arg(where), {}};
    auto add = [&](Piece piece, int count, const QString& kind, const QString& tip) {
        if (count > 0)
            cells << Cell{piece, count, {}, kind, tip, {}};
    };
    const int raiders = ships.raiders, heavies = ships.heavyRaiders;
    add(Piece::Raider, raiders, "raider", tr("%n raider(s) in %1", nullptr, raiders).arg(where));
    add(Piece::HeavyRaider, heavies, "heavy_raider", tr("%n heavy raider(s) in %1", nullptr, heavies).arg(where));
    // "vipers" counts every viper in the area, piloted ones included (docs/protocol.md).
    const QStringList& pilots = ships.pilotedVipers;
    const int unmanned = ships.vipers - int(pilots.size());
    add(Piece::Viper, unmanned, "viper", tr("%n unmanned viper(s) in %1", nullptr, unmanned).arg(where));
    for (const QString& p : pilots)
        cells << Cell{Piece::Viper, 1, p, {}, tr("Viper in %1 piloted by %2").arg(where, characterName(p)), {}};
    const int civilians = ships.civilianShips;
    add(Piece::Civilian, civilians, "civilian", tr("%n civilian ship(s) in %1", nullptr, civilians).arg(where));
    if (cells.isEmpty())
        return;

    const int columns = std::max(1, int((r.width() - 8) / kTokenCellW));
    const double cellW = (r.width() - 8) / columns;
    const int rows = int((cells.size() + columns - 1) / columns);
    const double room = r.height() - kAreaTitleH - 4;
    const double cellH = std::min(kTokenCellH, room / rows);
    const double icon = std::min(kTokenIcon, cellH - 6);
    for (int i = 0; i < cells.size(); ++i) {
        const Cell& c = cells[i];
        const QRectF cell(r.left() + 4 + (i % columns) * cellW, r.top() + kAreaTitleH + (i / columns) * cellH, cellW, cellH);
        // Clickable when a decision asks for one ship of this kind here, or for this pilot.
        auto* hit = addBoardItem(cell.adjusted(1, 1, -1, -1),
                                 c.who.isEmpty() ? QStringList{"ship:" + c.kind + ":" + id + "*"}
                                                 : QStringList{"target:" + c.who, "character:" + c.who},
                                 Qt::transparent);
        hit->setBasePen(Qt::NoPen);
        hit->setCornerRadius(6);
        hit->setToolTip(c.tip);
        auto* token = addToken(c.piece, "area:" + id, c.count, QPointF(cell.left() + 4 + icon / 2, cell.center().y()), icon,
                               c.who);
        token->setToolTip(c.tip);
        token->setDamage(c.damage);
        QString label = QString::number(c.count);
        QColor colour = Qt::white;
        if (!c.who.isEmpty()) {
            label = shortName(characterName(c.who));
            colour = characterColour(c.who);
        } else if (c.piece == Piece::Basestar) {
            label = c.damage.isEmpty() ? QString() : tr("damaged");
            colour = pieceColour(Piece::Damage);
        }
        if (label.isEmpty())
            continue;
        const int px = c.who.isEmpty() && c.piece != Piece::Basestar ? kCountTextPx : kTextPx;
        auto* text = token->setLabel(label, px, colour);
        const double room = cell.right() - token->pos().x() - icon / 2 - 8;
        if (text->boundingRect().width() > room) // a long pilot name: cut, the tooltip has it
            text->setText(QFontMetricsF(text->font()).elidedText(label, Qt::ElideRight, room));
    }
}

void BoardScene::drawLocations(const StateView& state) {
    if (m_buildingStatic)
        drawLocationOutlines();
    else
        drawLocationContents(state);
}

void BoardScene::drawLocationOutlines() {
    // Ships first, then their locations in data order.
    for (QGraphicsItem* hull : shipHulls(m_geometry))
        addItem(hull);
    const QRectF galactica = m_geometry.galactica(), colonialOne = m_geometry.colonialOne(),
                 cylonLocations = m_geometry.cylonLocations();
    addLabel(tr("Galactica"), galactica.topLeft() + QPointF(kGalacticaBowW + 40, 3), kTitlePx, true, Qt::white);
    addLabel(tr("Colonial One"), colonialOne.topLeft() + QPointF(kColonialNoseW + 40, 4), kTitlePx, true, Qt::black);
    addLabel(m_geometry.pegasus ? tr("Cylon basestar (overlay)") : tr("Cylon basestar"),
             cylonLocations.topLeft() + QPointF(4, 2), kTitlePx, true, QColor(0xff, 0xc0, 0xb8));
    if (m_geometry.pegasus)
        drawPegasusOutline();
    int galacticaIndex = 0, colonialIndex = 0, cylonIndex = 0;
    const auto cylonCount = std::count_if(db().locations.begin(), db().locations.end(),
                                          [](const LocationDef& l) { return l.ship == Ship::Cylon; });
    const double top = kTitlePx + 10; // below the ship's name
    for (const LocationDef& loc : db().locations) {
        if (loc.box != Box::Base && !(loc.box == Box::Pegasus && m_geometry.pegasus))
            continue; // a box's board is drawn only in a game with that box
        QRectF r;
        if (loc.ship == Ship::Pegasus) {
            r = pegasusLocationRect(loc.boardOrder - 1);
        } else if (loc.ship == Ship::Galactica) {
            const int i = galacticaIndex++;
            r = QRectF(galactica.left() + kGalacticaBowW + (i % 5) * (kLocationW + kLocationGap),
                       galactica.top() + top + (i / 5) * (kLocationH + kLocationGap), kLocationW, kLocationH);
        } else if (loc.ship == Ship::ColonialOne) {
            const int i = colonialIndex++;
            r = QRectF(colonialOne.left() + kColonialNoseW + i * (kColonialLocationW + kLocationGap),
                       colonialOne.top() + top, kColonialLocationW, kLocationH);
        } else {
            const int i = cylonIndex++;
            const int columns = int(std::min<qsizetype>(2, cylonCount));
            const double rowW = columns * (kCylonLocationW + kLocationGap) - kLocationGap;
            r = QRectF(cylonLocations.center().x() - rowW / 2 + (i % columns) * (kCylonLocationW + kLocationGap),
                       cylonLocations.top() + top + (i / columns) * (kCylonLocationH + kLocationGap), kCylonLocationW,
                       kCylonLocationH);
        }
        const QString id = qs(loc.id);
        const QString overlay = m_geometry.pegasus && loc.ship == Ship::Cylon ? cylonOverlayText(id) : QString();
        const bool hazard = loc.hazard || (!overlay.isEmpty() && id == "resurrection_ship");
        QColor fill = loc.ship == Ship::Cylon ? QColor(0x80, 0x3c, 0x3c, 235) : QColor(0xee, 0xf0, 0xf3, 240);
        if (hazard)
            fill = loc.ship == Ship::Cylon ? QColor(0x9c, 0x5c, 0x1c, 235) : QColor(0xf0, 0xdc, 0xb0);
        auto* item = addBoardItem(r, {"move:" + id, "location:" + id}, fill);
        item->setToolTip(qs(loc.name) + "\n" + (overlay.isEmpty() ? qs(loc.text) : tr("Pegasus overlay: %1").arg(overlay)));
        item->setCornerRadius(4);
        item->updateMatch(m_options);
        auto* name = addFittedLabel(qs(loc.name), r.topLeft() + QPointF(2, 2), r.width() - 3, kTextPx, false,
                                    loc.ship == Ship::Cylon ? Qt::white : Qt::black, 2);
        // Pawns go below the name.
        m_locationRects.insert(id, r.adjusted(0, name->boundingRect().height() + 4, 0, 0));
    }
}

// Pegasus's place `index` (0-3, its board order) on its hull, stacked below its name.
QRectF BoardScene::pegasusLocationRect(int index) const {
    const QRectF p = m_geometry.pegasusShip();
    const double top = p.top() + kPegasusBowH + kPegasusTitleH;
    return {p.left() + (p.width() - kLocationW) / 2, top + index * (kLocationH + kLocationGap), kLocationW, kLocationH};
}

// Pegasus's hull and name (a click target when the current player chooses which ship is damaged);
// Galactica's name becomes one too, for the other answer.
void BoardScene::drawPegasusOutline() {
    for (QGraphicsItem* hull : pegasusHull(m_geometry))
        addItem(hull);
    const QRectF p = m_geometry.pegasusShip();
    const QRectF title(p.left() + 10, p.top() + kPegasusBowH - 4, p.width() - 20, kPegasusTitleH);
    auto* pegasusName = addBoardItem(title, {"damage_ship:pegasus"}, Qt::transparent);
    pegasusName->setBasePen(Qt::NoPen);
    pegasusName->setCornerRadius(4);
    pegasusName->setToolTip(tr("Pegasus: a second battlestar; moving aboard from another ship costs a skill card"));
    addFittedLabel(tr("Pegasus"), title.topLeft() + QPointF(4, 2), title.width() - 8, kTitlePx, true, Qt::white);
    const QRectF g = m_geometry.galactica();
    auto* galacticaName = addBoardItem(QRectF(g.left() + kGalacticaBowW + 34, g.top(), 140, kTitlePx + 8),
                                       {"damage_ship:galactica"}, Qt::transparent);
    galacticaName->setBasePen(Qt::NoPen);
    galacticaName->setCornerRadius(4);
    galacticaName->setToolTip(tr("Galactica"));
}

// Destroyed Pegasus: a dark veil over its hull with a burst and the word.
void BoardScene::drawPegasusDestroyed() {
    const QRectF p = m_geometry.pegasusShip();
    const QString tip = tr("Pegasus is destroyed: whoever was aboard went to Sickbay, and nobody may go aboard again");
    auto* veil = addRect(p.adjusted(2, kPegasusBowH - 4, -2, -30), QPen(kAlarm, 2), QColor(0x20, 0x08, 0x08, 170));
    veil->setZValue(1);
    veil->setToolTip(tip);
    auto* burst = addToken(Piece::Damage, "ship:pegasus", 1, // over its name
                           QPointF(p.left() + 24, p.top() + kPegasusBowH + kPegasusTitleH / 2 - 3), 26);
    burst->setZValue(2);
    burst->setToolTip(tip);
    burst->setLabel(tr("Destroyed"), kTitlePx, kAlarm)->setZValue(2);
}

void BoardScene::drawLocationContents(const StateView& state) {
    QStringList damaged = state.damage;
    if (state.pegasus) {
        damaged += state.pegasus->damage;
        if (state.pegasus->destroyed)
            drawPegasusDestroyed();
    }
    QHash<QString, QList<const CharacterView*>> who; // location id -> characters there, in seat order
    for (const CharacterView& c : state.characters)
        if (!c.location.isEmpty())
            who[c.location] << &c;

    for (const LocationDef& loc : db().locations) {
        const QString id = qs(loc.id);
        if (!m_locationRects.contains(id))
            continue; // not drawn (a box's location)
        QRectF r = m_locationRects.value(id); // below the name
        if (damaged.contains(id)) {
            const QRectF mark(r.left() + 2, r.bottom() - 24, r.width() - 4, 22);
            auto* band = addRect(mark, QPen(Qt::NoPen), QColor(0x80, 0x1c, 0x1c));
            band->setToolTip(tr("Damaged: its action cannot be used until it is repaired"));
            auto* burst = addToken(Piece::Damage, "location:" + id, 1, QPointF(mark.left() + 12, mark.center().y()), 20);
            burst->setToolTip(band->toolTip());
            burst->setLabel(tr("Damaged"), kTextPx, Qt::white);
            r.setBottom(mark.top());
        }
        const QList<const CharacterView*> here = who.value(id);
        if (here.isEmpty())
            continue;
        const double pitch = std::min(24.0, (r.height() - 2) / double(here.size()));
        double y = r.top();
        for (const CharacterView* c : here) {
            const QString& cid = c->id;
            const bool cylon = c->revealedCylon;
            const QString tip = cylon ? tr("%1, a revealed Cylon").arg(c->name)
                                      : tr("%1 (%2)").arg(c->name, characterTypeName(cid));
            auto* hit = addBoardItem(QRectF(r.left() + 3, y, r.width() - 6, pitch - 1), {"target:" + cid, "character:" + cid},
                                     Qt::transparent);
            hit->setBasePen(Qt::NoPen);
            hit->setCornerRadius(4);
            hit->setToolTip(tip);
            auto* pawn = addToken(Piece::Character, "location:" + id, 1, QPointF(r.left() + 14, y + pitch / 2), 20, cid);
            pawn->setFill(cylon ? kCylon : characterColour(cid));
            pawn->setToolTip(tip);
            const QColor ink = loc.ship == Ship::Cylon ? QColor(Qt::white) : QColor(Qt::black);
            auto* label = pawn->setLabel(shortName(c->name), kTextPx, ink);
            const double room = r.width() - 30;
            if (label->boundingRect().width() > room)
                label->setText(QFontMetricsF(label->font()).elidedText(label->text(), Qt::ElideRight, room));
            y += pitch;
        }
    }
}

} // namespace bsg::gui
