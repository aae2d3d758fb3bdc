// The ships the locations stand on, in our own vector art: Galactica seen from above (the
// blunt bow to the fore, flight pods along both sides, engines aft), Colonial One (a liner
// with a rounded nose), and a Cylon basestar (a flattened six-pointed star) under the Cylon
// locations; and the starfield the space areas lie in.
#include "board_art.h"
#include "board_layout.h"

#include <QLinearGradient>
#include <QPainter>
#include <QRadialGradient>

#include <cmath>
#include <numbers>
#include <random>

namespace bsg::gui {

using namespace layout;

namespace {

QPainterPath galacticaPath(const Geometry& geometry) {
    const QRectF g = geometry.galactica();
    const double midY = g.center().y();
    const double bowEnd = g.left() + kGalacticaBowW;
    QPainterPath hull;
    // The body under the locations, the title strip along its top.
    hull.addRoundedRect(QRectF(bowEnd - 6, g.top() + 22, g.right() - 22 - bowEnd + 6, g.height() - 22), 6, 6);
    // The bow: a blunt wedge, wider than it is long.
    hull = hull.united(polygonPath({{g.left(), midY - 66}, {g.left() + 14, midY - 96}, {bowEnd, g.top() + 22},
                                      {bowEnd, g.bottom()}, {g.left() + 14, midY + 96}, {g.left(), midY + 66}}));
    // The flight pods, standing out above and below the body.
    hull = hull.united(QPainterPath([&] {
        QPainterPath pods;
        pods.addRoundedRect(QRectF(g.left() + 70, g.top() - 2, g.width() - 150, 30), 12, 12);
        pods.addRoundedRect(QRectF(g.left() + 70, g.bottom() - 14, g.width() - 150, 20), 8, 8);
        return pods;
    }()));
    // Engines aft: three nozzles.
    for (int i = -1; i <= 1; ++i) {
        QPainterPath nozzle;
        nozzle.addRoundedRect(QRectF(g.right() - 26, midY + i * 66 - 24, 26, 48), 5, 5);
        hull = hull.united(nozzle);
    }
    return hull.simplified();
}

QPainterPath colonialOnePath(const Geometry& geometry) {
    const QRectF c = geometry.colonialOne();
    const double noseEnd = c.left() + kColonialNoseW;
    QPainterPath hull;
    hull.addRoundedRect(QRectF(noseEnd - 10, c.top() + 12, c.width() - kColonialNoseW - 18, c.height() - 12), 18, 18);
    // The rounded nose.
    QPainterPath nose;
    nose.moveTo(noseEnd + 10, c.top() + 14);
    nose.cubicTo(c.left() + 8, c.top() + 18, c.left() - 4, c.bottom() - 30, noseEnd + 10, c.bottom());
    nose.closeSubpath();
    hull = hull.united(nose);
    // The dorsal hump the name is written on, and the engine block at the tail.
    QPainterPath hump;
    hump.addRoundedRect(QRectF(noseEnd + 30, c.top(), c.width() - kColonialNoseW - 110, 30), 12, 12);
    hull = hull.united(hump).united(polygonPath({{c.right() - 30, c.top() + 30}, {c.right(), c.top() + 44},
                                      {c.right(), c.bottom() - 18}, {c.right() - 30, c.bottom() - 4}}));
    return hull.simplified();
}

QPainterPath basestarPath(const Geometry& geometry) {
    const QRectF b = geometry.cylonLocations();
    const QPointF centre = b.center();
    const double rx = b.width() / 2, ry = b.height() / 2 - 4;
    QPolygonF star;
    for (int i = 0; i < 12; ++i) {
        const double angle = i * 30.0 * std::numbers::pi / 180.0;
        const double k = i % 2 == 0 ? 1.0 : 0.66;
        star << centre + QPointF(k * rx * std::cos(angle), k * ry * std::sin(angle));
    }
    QPainterPath p;
    p.addPolygon(star);
    p.closeSubpath();
    return p;
}

// Pegasus seen from above, bow up: a longer, narrower wedge of a bow than Galactica's, a body
// as wide as its locations with a flight pod along each side, two engines at the stern.
QPainterPath pegasusPath(const Geometry& geometry) {
    const QRectF p = geometry.pegasusShip();
    const double bodyTop = p.top() + kPegasusBowH;
    QPainterPath hull;
    hull.addRoundedRect(QRectF(p.left() + 6, bodyTop - 4, p.width() - 12, p.height() - kPegasusBowH - 26), 6, 6);
    hull = hull.united(polygonPath({{p.left() + 14, bodyTop}, {p.left() + 44, p.top()}, {p.right() - 44, p.top()},
                                      {p.right() - 14, bodyTop}}));
    QPainterPath pods;
    pods.addRoundedRect(QRectF(p.left(), bodyTop + 40, 12, p.height() - kPegasusBowH - 120), 5, 5);
    pods.addRoundedRect(QRectF(p.right() - 12, bodyTop + 40, 12, p.height() - kPegasusBowH - 120), 5, 5);
    hull = hull.united(pods);
    for (const double x : {p.center().x() - 36, p.center().x() + 36}) {
        QPainterPath nozzle;
        nozzle.addRoundedRect(QRectF(x - 22, p.bottom() - 34, 44, 34), 5, 5);
        hull = hull.united(nozzle);
    }
    return hull.simplified();
}

QGraphicsPathItem* hullItem(const QPainterPath& path, const QColor& light, const QColor& dark, const QColor& edge) {
    auto* item = new QGraphicsPathItem(path);
    const QRectF r = path.boundingRect();
    QLinearGradient shade(r.topLeft(), r.bottomLeft());
    shade.setColorAt(0, light);
    shade.setColorAt(0.5, light.darker(115));
    shade.setColorAt(1, dark);
    item->setBrush(shade);
    item->setPen(QPen(edge, 2));
    item->setZValue(-0.5); // above the space areas, below the locations
    item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    return item;
}

} // namespace

QList<QGraphicsItem*> shipHulls(const Geometry& geometry) {
    QList<QGraphicsItem*> items;
    items << hullItem(galacticaPath(geometry), QColor(0x9a, 0xa2, 0xae), QColor(0x4a, 0x50, 0x5c), QColor(0xd0, 0xd6, 0xe0));
    // Engine glow at Galactica's nozzles.
    for (int i = -1; i <= 1; ++i) {
        const QPointF at(geometry.galactica().right() - 6, geometry.galactica().center().y() + i * 66);
        QRadialGradient glow(at, 22);
        glow.setColorAt(0, QColor(0xa0, 0xd8, 0xff, 230));
        glow.setColorAt(1, QColor(0x40, 0x80, 0xff, 0));
        auto* flame = new QGraphicsEllipseItem(QRectF(at - QPointF(6, 18), QSizeF(16, 36)));
        flame->setBrush(glow);
        flame->setPen(Qt::NoPen);
        flame->setZValue(-0.4);
        items << flame;
    }
    items << hullItem(colonialOnePath(geometry), QColor(0xb8, 0xae, 0x96), QColor(0x6a, 0x60, 0x4c), QColor(0xe8, 0xdc, 0xc0));
    items << hullItem(basestarPath(geometry), QColor(0x6c, 0x3a, 0x3a), QColor(0x30, 0x16, 0x16), QColor(0xd0, 0x50, 0x48));
    return items;
}

QList<QGraphicsItem*> pegasusHull(const Geometry& geometry) {
    QList<QGraphicsItem*> items;
    const QRectF p = geometry.pegasusShip();
    for (const double x : {p.center().x() - 36, p.center().x() + 36}) { // engine glow at the stern
        QRadialGradient glow(QPointF(x, p.bottom() - 4), 22);
        glow.setColorAt(0, QColor(0xa0, 0xd8, 0xff, 230));
        glow.setColorAt(1, QColor(0x40, 0x80, 0xff, 0));
        auto* flame = new QGraphicsEllipseItem(QRectF(x - 18, p.bottom() - 8, 36, 16));
        flame->setBrush(glow);
        flame->setPen(Qt::NoPen);
        flame->setZValue(-0.4);
        items << flame;
    }
    items << hullItem(pegasusPath(geometry), QColor(0x8c, 0x9a, 0xb0), QColor(0x3e, 0x48, 0x5a), QColor(0xc8, 0xd4, 0xe8));
    return items;
}

QPixmap starfieldTile() {
    QPixmap tile(400, 400);
    tile.fill(QColor(0x12, 0x17, 0x24));
    QPainter painter(&tile);
    painter.setRenderHint(QPainter::Antialiasing);
    std::mt19937 random(35); // the same sky every time (the screenshot tests compare pictures)
    std::uniform_real_distribution<double> where(0, 400), size(0.4, 1.3), light(90, 220);
    for (int i = 0; i < 140; ++i) {
        const int v = int(light(random));
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(v, v, std::min(255, v + 30)));
        const double r = size(random);
        painter.drawEllipse(QPointF(where(random), where(random)), r, r);
    }
    return tile;
}

} // namespace bsg::gui
