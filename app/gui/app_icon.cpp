#include "app_icon.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace bsg::gui {

namespace {

QPixmap drawIcon(int size) {
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(size / 64.0, size / 64.0); // drawn on a 64 x 64 grid
    p.setPen(QPen(QColor(0x70, 0x80, 0xa0), 2));
    p.setBrush(QColor(0x1c, 0x22, 0x30));
    p.drawEllipse(QRectF(2, 2, 60, 60));
    // The ship: a long hull with two flight pods, seen from above.
    QPainterPath hull;
    hull.moveTo(12, 32);
    hull.lineTo(20, 26);
    hull.lineTo(48, 27);
    hull.lineTo(54, 32);
    hull.lineTo(48, 37);
    hull.lineTo(20, 38);
    hull.closeSubpath();
    p.setPen(QPen(QColor(0x20, 0x20, 0x20), 1));
    p.setBrush(QColor(0xc8, 0xcc, 0xd4));
    p.drawPath(hull);
    p.setBrush(QColor(0x9a, 0xa0, 0xac));
    p.drawRect(QRectF(24, 20, 18, 5));
    p.drawRect(QRectF(24, 39, 18, 5));
    // The jump mark.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xff, 0xb3, 0x00));
    p.drawEllipse(QRectF(44, 8, 12, 12));
    return pixmap;
}

} // namespace

QIcon appIcon() {
    QIcon icon;
    for (int size : {16, 24, 32, 48, 64, 128, 256})
        icon.addPixmap(drawIcon(size));
    return icon;
}

} // namespace bsg::gui
