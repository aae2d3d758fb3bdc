#include "board_scene.h"

#include <QJsonDocument>

#include "carddb.h"
#include "names.h"

#include <QBrush>
#include <QCursor>
#include <QFont>
#include <QGraphicsSceneMouseEvent>
#include <QJsonArray>
#include <QPen>

#include <cmath>
#include <numbers>

namespace bsg::gui {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

constexpr QRectF kGalactica(300, 300, 520, 230);
constexpr QRectF kColonialOne(440, 30, 240, 125);
constexpr QRectF kCylonLocations(400, 735, 320, 100);
constexpr QPointF kRingCentre(560, 415);
constexpr double kRingRx = 460, kRingRy = 290;
constexpr double kTracksX = 1150;

const QColor kHighlight(0xff, 0xb3, 0x00);
const QColor kChanged(0x40, 0xe0, 0xff); // where an automated step happened
const QColor kHuman(0x2f, 0x6d, 0xb5);
const QColor kCylon(0xb5, 0x2f, 0x2f);

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

// "Kara "Starbuck" Thrace" -> "Starbuck"; "William Adama" -> "W. Adama".
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

} // namespace

BoardItem::BoardItem(const QRectF& r, QStringList keys) : QGraphicsRectItem(r), m_keys(std::move(keys)) {}

void BoardItem::setBasePen(const QPen& pen) {
    m_basePen = pen;
    if (m_match.isEmpty())
        setPen(pen);
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
    setSceneRect(0, 0, 1450, 840);
    setBackgroundBrush(QColor(0x1c, 0x22, 0x30));
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

QGraphicsSimpleTextItem* BoardScene::addLabel(const QString& text, const QPointF& at, int pointSize, bool bold,
                                              const QColor& colour) {
    auto* t = addSimpleText(text);
    QFont f = t->font();
    f.setPointSize(pointSize);
    f.setBold(bold);
    t->setFont(f);
    t->setBrush(colour);
    t->setPos(at);
    if (m_buildingStatic) // laid out and antialiased once, not on every repaint
        t->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    return t;
}

QStringList BoardScene::markChanges(const QJsonObject& before, const QJsonObject& after) {
    QStringList changed;
    const QJsonObject spaceBefore = before.value("space").toObject(), spaceAfter = after.value("space").toObject();
    for (int a = 0; a < kAreaCount; ++a) {
        const QString id = qs(std::string(kAreaIds[size_t(a)]));
        if (spaceBefore.value(id) != spaceAfter.value(id))
            changed << "area:" + id;
    }
    auto places = [](const QJsonObject& view) {
        QHash<QString, QString> where; // character -> "area:x" or "location:y"
        for (const auto& c : view.value("characters").toArray()) {
            const QJsonObject o = c.toObject();
            where.insert(o.value("id").toString(), o.value("viper").isString()
                                                       ? "area:" + o.value("viper").toString()
                                                       : "location:" + o.value("location").toString());
        }
        return where;
    };
    const auto placesBefore = places(before), placesAfter = places(after);
    for (auto it = placesAfter.begin(); it != placesAfter.end(); ++it)
        if (placesBefore.value(it.key()) != it.value())
            changed << placesBefore.value(it.key()) << it.value();
    const QJsonArray damageBefore = before.value("damage").toArray();
    for (const auto& d : after.value("damage").toArray())
        if (!damageBefore.contains(d))
            changed << "location:" + d.toString();
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

QPointF BoardScene::areaCentre(int clockIndex) const {
    // Areas sit at 9, 11, 1, 3, 5 and 7 o'clock in that (clockwise) order.
    const double clock = std::fmod(9.0 + 2.0 * clockIndex, 12.0);
    const double angle = clock * std::numbers::pi / 6.0;
    return {kRingCentre.x() + kRingRx * std::sin(angle), kRingCentre.y() - kRingRy * std::cos(angle)};
}

void BoardScene::showState(const QJsonObject& state, const QStringList& optionIds) {
    if (!m_staticBuilt) {
        m_options.clear(); // built unhighlighted, so each item keeps its own tooltip
        m_buildingStatic = true;
        m_items.clear();
        addEllipse(QRectF(kRingCentre.x() - kRingRx, kRingCentre.y() - kRingRy, 2 * kRingRx, 2 * kRingRy),
                   QPen(QColor(0x45, 0x50, 0x68), 2, Qt::DashLine));
        drawShips(state);
        drawLocations(state);
        m_buildingStatic = false;
        m_staticBuilt = true;
        m_staticClickables = m_items;
    }
    m_options = optionIds;
    // Most decisions move no piece and change only part of the tracks column (a card added
    // to a check, a deck count): each layer is rebuilt only when what it shows changed.
    QJsonObject pieces{{"space", state.value("space")}, {"basestars", state.value("basestars")},
                       {"damage", state.value("damage")}};
    QJsonArray characters;
    for (const auto& c : state.value("characters").toArray()) {
        QJsonObject o = c.toObject();
        o.remove("hand");
        o.remove("active_card");
        characters << o;
    }
    pieces.insert("characters", characters);
    QString status;
    if (const QJsonValue over = state.value("game_over"); over.isObject())
        status = over.toObject().value("winner").toString() == "humans"
                     ? tr("The humans win!")
                     : tr("The Cylons win (%1).").arg(over.toObject().value("reason").toString());
    auto part = [&](std::initializer_list<const char*> keys) {
        QJsonObject o;
        for (const char* key : keys)
            o.insert(QLatin1String(key), state.value(QLatin1String(key)));
        return o;
    };
    QJsonObject dials = part({"resources", "jump_track", "distance", "destinations", "centurions", "damage", "president",
                              "admiral", "nukes", "reserves"});
    dials.insert("status", status);
    QJsonObject news = part({"current_crisis", "skill_check", "in_play", "decks", "turn", "phase"});
    auto key = [&](const QJsonObject& o) {
        return state.isEmpty() ? QByteArray() : QJsonDocument(o).toJson(QJsonDocument::Compact);
    };
    m_pieces.redraw(this, key(pieces), [&] {
        drawShips(state);
        drawLocations(state);
    });
    m_dials.redraw(this, key(dials), [&] { m_dialsEnd = drawDials(state, status); });
    news.insert("top", m_dialsEnd); // drawn below the dials
    const bool newsKept = !m_news.redraw(this, key(news), [&] { drawNews(state, m_dialsEnd); });
    if (state.isEmpty())
        m_stepLine = nullptr; // deleted with its layer
    if (newsKept && m_stepLine)
        m_stepLine->setText(stepLine(state));
    m_items = m_staticClickables + m_pieces.clickables + m_dials.clickables + m_news.clickables;
    for (BoardItem* item : m_items)
        item->updateMatch(optionIds);
}

// Deletes the layer's items and draws it again when its key changed; returns whether it did.
template <class Draw> bool BoardScene::Layer::redraw(BoardScene* scene, const QByteArray& newKey, Draw draw) {
    if (built && newKey == key)
        return false;
    qDeleteAll(items);
    items.clear();
    clickables.clear();
    key = newKey;
    built = true;
    if (newKey.isEmpty())
        return true;
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

void BoardScene::drawShips(const QJsonObject& state) {
    const QJsonObject space = state.value("space").toObject();
    QStringList damagedBasestars;
    for (const auto& b : state.value("basestars").toArray())
        if (!b.toObject().value("damage").toArray().isEmpty())
            damagedBasestars << b.toObject().value("area").toString();
    for (int a = 0; a < kAreaCount; ++a) {
        const QString id = qs(std::string(kAreaIds[size_t(a)]));
        const QPointF c = areaCentre(a);
        const QRectF r(c.x() - 100, c.y() - 62, 200, 124);
        if (m_buildingStatic) {
            auto* areaItem = addBoardItem(r, {"area:" + id, "move:" + id, "launch:" + id, "move_viper:*:" + id},
                                          QColor(0x2a, 0x34, 0x4a));
            areaItem->setBasePen(QPen(QColor(0x70, 0x80, 0xa0), 1));
            QString title = areaName(id);
            if (isLaunchArea(Area(a)))
                title += tr(" (launch)");
            addLabel(title, r.topLeft() + QPointF(6, 3), 9, true, Qt::white);
            continue;
        }
        const QJsonObject ships = space.value(id).toObject();
        double y = r.top() + 22;
        // Each kind of ship is a line that chooses it when a decision asks for one ship of that
        // kind in this area.
        auto line = [&](int count, const QString& what, const QColor& colour, const QString& symbol,
                        const QString& kind = {}) {
            if (count <= 0)
                return;
            if (!kind.isEmpty()) {
                auto* ship = addBoardItem(QRectF(r.left() + 5, y, 190, 17), {"ship:" + kind + ":" + id + "*"},
                                          Qt::transparent);
                ship->setBasePen(Qt::NoPen);
                ship->setToolTip(what);
            }
            auto* mark = addRect(QRectF(r.left() + 8, y + 2, 12, 12), QPen(Qt::black), colour);
            mark->setToolTip(what);
            addLabel(symbol, QPointF(r.left() + 10, y), 7, true, Qt::white);
            addLabel(QStringLiteral("%1 × %2").arg(count).arg(what), QPointF(r.left() + 26, y), 9, false, Qt::white);
            y += 17;
        };
        line(ships.value("basestars").toInt(), damagedBasestars.contains(id) ? tr("Basestar (damaged)") : tr("Basestar"),
             kCylon.darker(130), "B", "basestar");
        line(ships.value("raiders").toInt(), tr("Raider"), kCylon, "R", "raider");
        line(ships.value("heavy_raiders").toInt(), tr("Heavy raider"), kCylon.lighter(130), "H", "heavy_raider");
        // "vipers" counts every viper in the area, piloted ones included (docs/protocol.md).
        const QJsonArray pilots = ships.value("piloted_vipers").toArray();
        line(ships.value("vipers").toInt() - int(pilots.size()), tr("Viper (unmanned)"), kHuman, "V", "viper");
        for (const auto& p : pilots) {
            const QString who = p.toString();
            auto* token = addBoardItem(QRectF(r.left() + 8, y, 184, 16), {"target:" + who, "character:" + who},
                                       kHuman.lighter(140));
            token->setToolTip(tr("Viper piloted by %1").arg(characterName(who)));
            addLabel(tr("Viper: %1").arg(shortName(characterName(who))), QPointF(r.left() + 12, y), 8);
            y += 18;
        }
        line(ships.value("civilian_ships").toInt(), tr("Civilian ship"), QColor(0x90, 0x90, 0x90), "C", "civilian");
    }
}

void BoardScene::drawLocations(const QJsonObject& state) {
    if (m_buildingStatic)
        drawLocationOutlines();
    else
        drawLocationContents(state);
}

void BoardScene::drawLocationOutlines() {
    // Ships first, then their locations in data order.
    auto* galactica = addRect(kGalactica, QPen(QColor(0xc0, 0xc8, 0xd8), 2), QColor(0x5a, 0x62, 0x70));
    galactica->setZValue(-1);
    addLabel(tr("Galactica"), kGalactica.topLeft() + QPointF(4, -20), 11, true, Qt::white);
    addRect(kColonialOne, QPen(QColor(0xc0, 0xc8, 0xd8), 2), QColor(0x6a, 0x62, 0x50))->setZValue(-1);
    addLabel(tr("Colonial One"), kColonialOne.topLeft() + QPointF(4, -2), 9, true, Qt::white);
    addRect(kCylonLocations, QPen(kCylon, 2), QColor(0x40, 0x20, 0x20))->setZValue(-1);
    addLabel(tr("Cylon locations"), kCylonLocations.topLeft() + QPointF(4, -18), 9, true, Qt::white);
    int galacticaIndex = 0, colonialIndex = 0, cylonIndex = 0;
    for (const LocationDef& loc : db().locations) {
        QRectF r;
        if (loc.ship == Ship::Galactica) {
            const int i = galacticaIndex++;
            r = QRectF(kGalactica.left() + 4 + (i % 5) * 103, kGalactica.top() + 6 + (i / 5) * 112, 98, 106);
        } else if (loc.ship == Ship::ColonialOne) {
            const int i = colonialIndex++;
            r = QRectF(kColonialOne.left() + 4 + i * 79, kColonialOne.top() + 18, 75, 102);
        } else {
            const int i = cylonIndex++;
            r = QRectF(kCylonLocations.left() + 4 + i * 79, kCylonLocations.top() + 4, 75, 92);
        }
        const QString id = qs(loc.id);
        m_locationRects.insert(id, r);
        QColor fill = loc.ship == Ship::Cylon ? QColor(0x70, 0x38, 0x38) : QColor(0xe8, 0xea, 0xee);
        if (loc.hazard)
            fill = QColor(0xf0, 0xdc, 0xb0);
        auto* item = addBoardItem(r, {"move:" + id, "location:" + id}, fill);
        item->setToolTip(qs(loc.name) + "\n" + qs(loc.text));
        item->updateMatch(m_options);
        auto* name = addLabel(qs(loc.name), r.topLeft() + QPointF(3, 2), 7, true,
                              loc.ship == Ship::Cylon ? Qt::white : Qt::black);
        // Long names shrink to fit; the tooltip has the full text.
        if (name->boundingRect().width() > r.width() - 6)
            name->setScale((r.width() - 6) / name->boundingRect().width());
    }
}

void BoardScene::drawLocationContents(const QJsonObject& state) {
    QStringList damaged;
    for (const auto& d : state.value("damage").toArray())
        damaged << d.toString();
    QMultiHash<QString, QJsonObject> who; // location id -> characters there
    for (const auto& c : state.value("characters").toArray())
        if (c.toObject().value("location").isString())
            who.insert(c.toObject().value("location").toString(), c.toObject());

    for (const LocationDef& loc : db().locations) {
        const QString id = qs(loc.id);
        const QRectF r = m_locationRects.value(id);
        if (damaged.contains(id)) {
            auto* mark = addRect(QRectF(r.left() + 2, r.bottom() - 18, r.width() - 4, 16), QPen(Qt::NoPen), kCylon);
            mark->setToolTip(tr("Damaged: its action cannot be used until repaired"));
            addLabel(tr("DAMAGED"), QPointF(r.left() + 6, r.bottom() - 18), 8, true, Qt::white);
        }
        double y = r.top() + 18;
        const auto here = who.values(id);
        for (auto it = here.rbegin(); it != here.rend(); ++it) {
            const QString cid = it->value("id").toString();
            auto* token = addBoardItem(QRectF(r.left() + 4, y, r.width() - 8, 17), {"target:" + cid, "character:" + cid},
                                       characterColour(cid));
            token->setToolTip(tr("%1 (%2)").arg(it->value("name").toString(), characterTypeName(cid)));
            QString text = shortName(it->value("name").toString());
            if (it->value("revealed_cylon").toBool())
                text += tr(" (Cylon)");
            auto* label = addLabel(text, QPointF(r.left() + 7, y + 1), 7, true);
            if (label->boundingRect().width() > r.width() - 12)
                label->setScale((r.width() - 12) / label->boundingRect().width());
            y += 19;
        }
    }
}

void BoardScene::trackHeading(const QString& text, double& y) {
    addLabel(text, QPointF(kTracksX, y), 10, true, Qt::white);
    y += 20;
}

void BoardScene::trackLine(const QString& text, double& y, const QColor& colour) {
    auto* t = addLabel(text, QPointF(kTracksX, y), 9, false, colour);
    if (t->boundingRect().width() > 290)
        t->setScale(290 / t->boundingRect().width());
    y += 17;
}

// The upper part of the tracks column: what changes a few times a turn.
double BoardScene::drawDials(const QJsonObject& state, const QString& boardStatus) {
    double y = 8;
    const double x = kTracksX;
    auto heading = [&](const QString& text) { trackHeading(text, y); };
    if (!boardStatus.isEmpty()) {
        addRect(QRectF(x - 4, y - 2, 290, 26), QPen(kHighlight, 2), QColor(0x30, 0x30, 0x10));
        addLabel(boardStatus, QPointF(x + 2, y + 2), 11, true, kHighlight);
        y += 32;
    }
    heading(tr("Resources (red zone shaded)"));
    const QJsonObject res = state.value("resources").toObject();
    for (int r = 0; r < kResourceCount; ++r) {
        const QString id = qs(std::string(kResourceIds[size_t(r)]));
        const int value = res.value(id).toInt();
        const int red = db().board.redAtOrBelow[size_t(r)];
        const bool inRed = value <= red;
        addLabel(tr("%1: %2%3").arg(resourceName(id)).arg(value).arg(inRed ? tr("  RED ZONE (≤%1)").arg(red) : tr("  (red ≤%1)").arg(red)),
                 QPointF(x, y), 9, inRed, inRed ? QColor(0xff, 0x80, 0x70) : Qt::white);
        y += 16;
        for (int v = 0; v <= db().board.resourceMax; ++v) {
            const QRectF cell(x + v * 17.5, y, 16, 14);
            QColor fill = v <= red ? QColor(0x80, 0x30, 0x30) : QColor(0x40, 0x48, 0x58);
            if (v == value)
                fill = inRed ? QColor(0xff, 0x50, 0x40) : QColor(0xf0, 0xf0, 0xf0);
            addRect(cell, QPen(Qt::black), fill);
            if (v == value)
                addLabel(QString::number(v), cell.topLeft() + QPointF(2, 0), 7, true, Qt::black);
        }
        y += 20;
    }
    y += 4;
    heading(tr("Jump preparation"));
    const int jump = state.value("jump_track").toInt();
    const int spaces = int(db().board.jumpTrack.size());
    for (int i = 0; i < spaces; ++i) {
        const JumpSpace& js = db().board.jumpTrack[size_t(i)];
        const QRectF cell(x + i * 47, y, 44, 26);
        QColor fill = js.autoJump ? QColor(0x3a, 0x70, 0x3a) : js.ftl ? QColor(0x3a, 0x5a, 0x90) : QColor(0x80, 0x30, 0x30);
        addRect(cell, QPen(i == jump ? kHighlight : QColor(Qt::black), i == jump ? 3 : 1), fill);
        QString label = i == 0 ? tr("Start") : js.autoJump ? tr("Jump") : js.ftl ? tr("−%1 pop").arg(js.populationRisk) : tr("Red");
        addLabel(label, cell.topLeft() + QPointF(3, 1), 7, false, Qt::white);
        if (i == jump)
            addLabel(tr("HERE"), cell.topLeft() + QPointF(3, 12), 7, true, kHighlight);
    }
    y += 32;
    addLabel(tr("Distance: %1 of %2 (Kobol)").arg(state.value("distance").toInt()).arg(db().board.finalDistance),
             QPointF(x, y), 9, false, Qt::white);
    y += 18;
    QStringList dests;
    for (const auto& d : state.value("destinations").toArray())
        dests << destinationName(d.toString());
    if (!dests.isEmpty()) {
        auto* t = addLabel(tr("Travelled: %1").arg(dests.join(", ")), QPointF(x, y), 8, false, Qt::lightGray);
        if (t->boundingRect().width() > 290)
            t->setScale(290 / t->boundingRect().width());
        y += 16;
    }
    y += 4;
    heading(tr("Boarding party track"));
    QList<int> centurions;
    for (const auto& c : state.value("centurions").toArray())
        centurions << c.toInt();
    for (int i = 0; i < db().board.boardingSpaces; ++i) {
        const QRectF cell(x + i * 60, y, 56, 22);
        addBoardItem(cell, {"centurion:" + QString::number(i)}, QColor(0x50, 0x40, 0x40));
        const int n = int(std::count(centurions.begin(), centurions.end(), i));
        addLabel(n ? tr("%n centurion(s)", nullptr, n) : tr("space %1").arg(i + 1), cell.topLeft() + QPointF(3, 4), 7,
                 n > 0, n ? QColor(0xff, 0x80, 0x70) : Qt::lightGray);
    }
    y += 30;
    QStringList damaged;
    for (const auto& d : state.value("damage").toArray())
        damaged << locationName(d.toString());
    auto para = [&](const QString& text, const QColor& colour = Qt::white) { trackLine(text, y, colour); };
    para(tr("Galactica damage: %1").arg(damaged.isEmpty() ? tr("none") : damaged.join(", ")),
         damaged.isEmpty() ? QColor(Qt::white) : QColor(0xff, 0x80, 0x70));
    const QString president = state.value("president").toString(), admiral = state.value("admiral").toString();
    auto* pres = addBoardItem(QRectF(x, y, 140, 18), {"target:" + president}, QColor(0xf3, 0xe2, 0x9a));
    pres->setToolTip(tr("The President"));
    addLabel(tr("President: %1").arg(shortName(characterName(president))), QPointF(x + 3, y + 1), 8);
    auto* adm = addBoardItem(QRectF(x + 146, y, 144, 18), {"target:" + admiral}, QColor(0xb8, 0xd8, 0xa8));
    adm->setToolTip(tr("The Admiral"));
    addLabel(tr("Admiral: %1").arg(shortName(characterName(admiral))), QPointF(x + 149, y + 1), 8);
    y += 24;
    para(tr("Nukes: %1").arg(state.value("nukes").toInt()));
    const QJsonObject reserves = state.value("reserves").toObject();
    para(tr("Reserve: %1 vipers, %2 raptors").arg(reserves.value("vipers").toInt()).arg(reserves.value("raptors").toInt()));
    para(tr("Damaged vipers: %1; destroyed: %2 vipers, %3 raptors")
             .arg(reserves.value("damaged_vipers").toInt())
             .arg(reserves.value("destroyed_vipers").toInt())
             .arg(reserves.value("destroyed_raptors").toInt()));
    return y + 4;
}

// The lower part: the crisis, the check and the decks, which change with most decisions.
void BoardScene::drawNews(const QJsonObject& state, double y) {
    const double x = kTracksX;
    auto heading = [&](const QString& text) { trackHeading(text, y); };
    auto para = [&](const QString& text, const QColor& colour = Qt::white) { trackLine(text, y, colour); };
    heading(tr("Current crisis"));
    const QJsonValue crisis = state.value("current_crisis");
    para(crisis.isString() ? crisisName(crisis.toString()) : tr("none this turn"), kHighlight);
    if (state.value("skill_check").isObject()) {
        const QJsonObject check = state.value("skill_check").toObject();
        para(tr("Skill check: difficulty %1, %n card(s) in", nullptr, int(check.value("cards").toArray().size()))
                 .arg(check.value("difficulty").toInt()));
    }
    QStringList inPlay;
    for (const auto& c : state.value("in_play").toArray())
        inPlay << crisisName(c.toObject().value("card").toString());
    if (!inPlay.isEmpty())
        para(tr("In play: %1").arg(inPlay.join(", ")));
    y += 4;
    heading(tr("Decks (cards left)"));
    const QJsonObject decks = state.value("decks").toObject();
    QStringList skills;
    for (int t = 0; t < kSkillTypeCount; ++t) {
        const QString id = qs(std::string(kSkillTypeIds[size_t(t)]));
        const QRectF cell(x + t * 58, y, 55, 30);
        addRect(cell, QPen(Qt::black), skillTypeColour(id));
        addLabel(skillTypeName(id), cell.topLeft() + QPointF(2, 1), 7, true);
        addLabel(QString::number(decks.value(id).toInt()), cell.topLeft() + QPointF(2, 14), 8);
    }
    y += 36;
    para(tr("Crisis %1 · Super crisis %2 · Quorum %3")
             .arg(decks.value("crisis").toInt())
             .arg(decks.value("super_crisis").toInt())
             .arg(decks.value("quorum").toInt()));
    para(tr("Destination %1 · Destiny %2 · Loyalty %3 · Civilians %4")
             .arg(decks.value("destination").toInt())
             .arg(decks.value("destiny").toInt())
             .arg(decks.value("loyalty").toInt())
             .arg(decks.value("civilian_ships").toInt()));
    m_stepLine = addLabel(stepLine(state), QPointF(x, y), 9, false, Qt::lightGray);
}

QString BoardScene::stepLine(const QJsonObject& state) {
    return tr("Turn %1 · step %2 · phase %3")
        .arg(state.value("turn").toInt())
        .arg(state.value("step").toInt())
        .arg(state.value("phase").toString());
}

} // namespace bsg::gui
