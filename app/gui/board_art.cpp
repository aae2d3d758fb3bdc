#include "board_art.h"

#include <QFont>
#include <QGraphicsSimpleTextItem>
#include <QHash>
#include <QPainter>
#include <QPainterPathStroker>
#include <QPixmap>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace bsg::gui {

QPainterPath polygonPath(std::initializer_list<QPointF> points) {
    QPainterPath p;
    p.addPolygon(QPolygonF(QList<QPointF>(points)));
    p.closeSubpath();
    return p;
}

namespace {

// A Cylon raider: a crescent swept back from a blunt nose.
QPainterPath raider() {
    QPainterPath p;
    p.moveTo(-20, 8);
    p.cubicTo(-16, -16, 16, -16, 20, 8);
    p.cubicTo(12, 0, 6, 2, 0, 12);
    p.cubicTo(-6, 2, -12, 0, -20, 8);
    p.closeSubpath();
    return p;
}

// A heavy raider: a broad, flat-backed arrowhead, heavier than a raider's crescent.
QPainterPath heavyRaider() {
    return polygonPath({{-20, -12}, {-8, -12}, {-5, -17}, {5, -17}, {8, -12}, {20, -12}, {13, 4}, {5, 17}, {-5, 17}, {-13, 4}});
}

// A basestar: two three-armed hulls laid over each other, six arms in all.
QPainterPath basestar() {
    QPainterPath p;
    for (int half = 0; half < 2; ++half) {
        QPolygonF arms;
        for (int i = 0; i < 6; ++i) {
            const double angle = (half * 60.0 + i * 60.0 - 90.0) * std::numbers::pi / 180.0;
            const double r = i % 2 == 0 ? 20.0 : 7.0;
            arms << QPointF(r * std::cos(angle), r * std::sin(angle));
        }
        QPainterPath h;
        h.addPolygon(arms);
        h.closeSubpath();
        p = p.united(h);
    }
    return p;
}

// A viper: a narrow nose forward (up), swept wings and a tail fin.
QPainterPath viper() {
    return polygonPath({{0, -20}, {4, -8}, {4, 2}, {16, 12}, {16, 16}, {4, 13}, {3, 19}, {-3, 19}, {-4, 13}, {-16, 16},
                    {-16, 12}, {-4, 2}, {-4, -8}});
}

// A raptor: a stubby transport with side pods.
QPainterPath raptor() {
    QPainterPath p;
    p.addRoundedRect(QRectF(-8, -18, 16, 34), 7, 7);
    p.addRoundedRect(QRectF(-17, -4, 9, 18), 3, 3);
    p.addRoundedRect(QRectF(8, -4, 9, 18), 3, 3);
    return p.simplified();
}

// A civilian ship: a long rounded hull.
QPainterPath civilian() {
    QPainterPath p;
    p.addRoundedRect(QRectF(-20, -9, 40, 18), 9, 9);
    p.addRect(QRectF(-14, -14, 10, 6));
    return p.simplified();
}

// A centurion's head: a dome with a narrow neck.
QPainterPath centurion() {
    QPainterPath p;
    p.addEllipse(QRectF(-13, -18, 26, 28));
    p.addRect(QRectF(-7, 8, 14, 10));
    return p.simplified();
}

// A nuke: a missile with fins, nose up.
QPainterPath nuke() {
    return polygonPath({{0, -20}, {6, -10}, {6, 10}, {12, 18}, {-12, 18}, {-6, 10}, {-6, -10}});
}

// A pawn: a head over shoulders.
QPainterPath pawn() {
    QPainterPath p;
    p.addEllipse(QRectF(-8, -19, 16, 16));
    p.addRoundedRect(QRectF(-15, -2, 30, 21), 8, 8);
    return p.simplified();
}

// A damage burst: a jagged star.
QPainterPath burst() {
    QPolygonF points;
    for (int i = 0; i < 16; ++i) {
        const double angle = i * std::numbers::pi / 8.0;
        const double r = i % 2 == 0 ? 19.0 : 10.0;
        points << QPointF(r * std::cos(angle), r * std::sin(angle));
    }
    QPainterPath p;
    p.addPolygon(points);
    p.closeSubpath();
    return p;
}

} // namespace

const QPainterPath& pieceOutline(Piece piece) {
    static const std::array<QPainterPath, 10> outlines{raider(),    heavyRaider(), basestar(), viper(),  raptor(),
                                                       civilian(),  centurion(),   nuke(),     pawn(),   burst()};
    return outlines[size_t(piece)];
}

QColor pieceColour(Piece piece) {
    switch (piece) {
    case Piece::Raider: return QColor(0xd0, 0x3c, 0x32);
    case Piece::HeavyRaider: return QColor(0x96, 0x1e, 0x1e);
    case Piece::Basestar: return QColor(0xb0, 0xb0, 0xbc);
    case Piece::Viper: return QColor(0x9c, 0xc8, 0xf4);
    case Piece::Raptor: return QColor(0x78, 0xa8, 0xd8);
    case Piece::Civilian: return QColor(0xd8, 0xd8, 0xd0);
    case Piece::Centurion: return QColor(0xb8, 0xbc, 0xc4);
    case Piece::Nuke: return QColor(0xf0, 0xd0, 0x40);
    case Piece::Character: return QColor(0xe0, 0xe0, 0xe0);
    case Piece::Damage: return QColor(0xff, 0x8c, 0x1a);
    }
    return Qt::gray;
}

PieceToken::PieceToken(Piece piece, QString place, int count, QString who)
    : m_piece(piece), m_place(std::move(place)), m_count(count), m_who(std::move(who)), m_fill(pieceColour(piece)) {}

QGraphicsSimpleTextItem* PieceToken::setLabel(const QString& text, int px, const QColor& colour, bool bold) {
    auto* label = new QGraphicsSimpleTextItem(text, this);
    QFont f = label->font();
    f.setPixelSize(std::max(px, kMinTextPx));
    f.setBold(bold);
    label->setFont(f);
    label->setBrush(colour);
    label->setPos(m_size / 2 + 4, -label->boundingRect().height() / 2);
    return label;
}

QRectF PieceToken::boundingRect() const {
    const double half = m_size / 2 + 2;
    return {-half, -half, 2 * half, 2 * half};
}

void PieceToken::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const double k = m_size / 40.0;
    painter->scale(k, k);
    painter->setPen(QPen(QColor(0x10, 0x10, 0x14), 1.5));
    QColor fill = m_fill;
    if (m_wear == Wear::Destroyed)
        fill = fill.darker(220);
    painter->setBrush(fill);
    painter->drawPath(pieceOutline(m_piece));
    // Details that make the kinds tell apart: the raiders' red eye, the civilians' windows,
    // the centurion's visor, the basestar's core, the nuke's band.
    painter->setPen(Qt::NoPen);
    switch (m_piece) {
    case Piece::Raider:
        painter->setBrush(QColor(0xff, 0x30, 0x20));
        painter->drawRect(QRectF(-6, -4, 12, 3));
        break;
    case Piece::HeavyRaider:
        painter->setBrush(QColor(0x50, 0x10, 0x10));
        painter->drawRect(QRectF(-3, -12, 6, 24)); // the spine
        painter->setBrush(QColor(0xff, 0x30, 0x20));
        painter->drawRect(QRectF(-8, -6, 16, 3));
        break;
    case Piece::Basestar:
        painter->setBrush(QColor(0x60, 0x20, 0x20));
        painter->drawEllipse(QPointF(0, 0), 6, 6);
        break;
    case Piece::Civilian:
        painter->setBrush(QColor(0x40, 0x50, 0x60));
        for (int i = 0; i < 4; ++i)
            painter->drawRect(QRectF(-12 + i * 7, -3, 4, 4));
        break;
    case Piece::Centurion:
        painter->setBrush(QColor(0xff, 0x30, 0x20));
        painter->drawRect(QRectF(-9, -6, 18, 3));
        break;
    case Piece::Nuke:
        painter->setBrush(QColor(0x20, 0x20, 0x20));
        painter->drawRect(QRectF(-6, -2, 12, 4));
        break;
    case Piece::Viper:
    case Piece::Raptor:
        painter->setBrush(QColor(0x30, 0x40, 0x60));
        painter->drawEllipse(QPointF(0, -6), 2.5, 4);
        break;
    default: break;
    }
    // A basestar's damage: one orange mark per token (a critical hit's is bigger).
    for (int i = 0; i < m_damage.size(); ++i) {
        const double angle = (-90.0 + 60.0 * i) * std::numbers::pi / 180.0;
        const double r = m_damage[i] ? 6.5 : 4.5;
        painter->setBrush(QColor(0xff, 0x8c, 0x1a));
        painter->setPen(QPen(Qt::black, 1));
        painter->drawEllipse(QPointF(14 * std::cos(angle), 14 * std::sin(angle)), r, r);
    }
    // Damaged: an orange crack across; destroyed: a red cross.
    if (m_wear == Wear::Damaged) {
        painter->setPen(QPen(QColor(0xff, 0x8c, 0x1a), 4, Qt::SolidLine, Qt::RoundCap));
        painter->drawPolyline(QPolygonF({QPointF(-14, -12), QPointF(-2, -2), QPointF(-6, 4), QPointF(12, 14)}));
    } else if (m_wear == Wear::Destroyed) {
        painter->setPen(QPen(QColor(0xff, 0x40, 0x30), 5, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(QPointF(-15, -15), QPointF(15, 15));
        painter->drawLine(QPointF(15, -15), QPointF(-15, 15));
    }
    painter->restore();
}

QString PieceToken::pieceKey() const {
    static const char* const names[] = {"raider",    "heavy_raider", "basestar", "viper",     "raptor",
                                        "civilian",  "centurion",    "nuke",     "character", "damage"};
    QString key = QLatin1String(names[int(m_piece)]);
    if (m_wear == Wear::Damaged)
        key = "damaged_" + key;
    else if (m_wear == Wear::Destroyed)
        key = "destroyed_" + key;
    if (!m_who.isEmpty())
        key += ":" + m_who;
    return key;
}

} // namespace bsg::gui

namespace bsg::gui {

namespace {

// A stroke of `width` along `line`, as a filled outline (so a symbol is one fillable path).
QPainterPath stroked(const QPainterPath& line, double width) {
    QPainterPathStroker stroker;
    stroker.setWidth(width);
    stroker.setCapStyle(Qt::FlatCap);
    stroker.setJoinStyle(Qt::MiterJoin);
    return stroker.createStroke(line);
}

// A hall of government: a pediment over three columns on a step.
QPainterPath hallSymbol() {
    QPainterPath p = polygonPath({{0, -10}, {10, -4}, {10, -2}, {-10, -2}, {-10, -4}});
    for (double x : {-8.0, -1.75, 4.5})
        p = p.united(polygonPath({{x, 0}, {x + 3.5, 0}, {x + 3.5, 6}, {x, 6}}));
    return p.united(polygonPath({{-10, 7.5}, {10, 7.5}, {10, 10}, {-10, 10}}));
}

QPainterPath chevronsSymbol() {
    QPainterPath line;
    for (double y : {-4.0, 4.0}) {
        line.moveTo(-9, y + 4);
        line.lineTo(0, y - 4);
        line.lineTo(9, y + 4);
    }
    return stroked(line, 3.6).simplified();
}

QPainterPath gunsightSymbol() {
    QPainterPath ring;
    ring.addEllipse(QPointF(0, 0), 9.5, 9.5);
    ring.addEllipse(QPointF(0, 0), 6.5, 6.5);
    QPainterPath cross;
    for (auto [a, b] : {std::pair{QPointF(0, -10), QPointF(0, -3)}, std::pair{QPointF(0, 3), QPointF(0, 10)},
                        std::pair{QPointF(-10, 0), QPointF(-3, 0)}, std::pair{QPointF(3, 0), QPointF(10, 0)}}) {
        cross.moveTo(a);
        cross.lineTo(b);
    }
    QPainterPath p = ring.united(stroked(cross, 2.6));
    p.addEllipse(QPointF(0, 0), 1.6, 1.6);
    return p;
}

QPainterPath deltaWingSymbol() {
    return polygonPath({{0, -10}, {10, 8}, {3, 5}, {0, 10}, {-3, 5}, {-10, 8}});
}

QPainterPath gearSymbol() {
    QPolygonF teeth;
    for (int i = 0; i < 32; ++i) { // eight teeth: four points each (root, tip, tip, root)
        const double angle = (i * 11.25 - 5.6) * std::numbers::pi / 180.0;
        const double r = (i % 4 == 1 || i % 4 == 2) ? 10.0 : 7.2;
        teeth << QPointF(r * std::cos(angle), r * std::sin(angle));
    }
    QPainterPath p;
    p.addPolygon(teeth);
    p.closeSubpath();
    p.addEllipse(QPointF(0, 0), 3.2, 3.2); // the hole (odd-even fill)
    return p;
}

// Two blades crossed (a knife in the back).
QPainterPath crossedBladesSymbol() {
    QPainterPath blades;
    blades.moveTo(-9, -9);
    blades.lineTo(9, 9);
    blades.moveTo(9, -9);
    blades.lineTo(-9, 9);
    QPainterPath p = stroked(blades, 3.4);
    for (double sx : {-1.0, 1.0}) // the hilts' guards
        p = p.united(polygonPath({{sx * 2, 6}, {sx * 6, 2}, {sx * 8, 4}, {sx * 4, 8}}));
    return p.simplified();
}

QPainterPath ringSymbol() {
    QPainterPath p;
    p.addEllipse(QPointF(0, 0), 8, 8);
    p.addEllipse(QPointF(0, 0), 4, 4);
    return p;
}

} // namespace

const QPainterPath& skillSymbol(const QString& type) {
    static const QPainterPath hall = hallSymbol(), chevrons = chevronsSymbol(), gunsight = gunsightSymbol(),
                              wing = deltaWingSymbol(), gear = gearSymbol(), blades = crossedBladesSymbol(), ring = ringSymbol();
    if (type == u"politics") return hall;
    if (type == u"leadership") return chevrons;
    if (type == u"tactics") return gunsight;
    if (type == u"piloting") return wing;
    if (type == u"engineering") return gear;
    if (type == u"treachery") return blades;
    return ring;
}

void drawSkillSymbol(QPainter* painter, const QString& type, const QRectF& box) {
    const double side = std::min(box.width(), box.height());
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(box.center());
    painter->scale(side / 24.0, side / 24.0); // the disc is 24 across, the symbol 20
    painter->setPen(QPen(QColor(0x20, 0x20, 0x20), 1));
    painter->setBrush(QColor(0xfa, 0xfa, 0xf4));
    painter->drawEllipse(QPointF(0, 0), 11.5, 11.5);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0x18, 0x18, 0x18));
    QPainterPath symbol = skillSymbol(type);
    symbol.setFillRule(Qt::OddEvenFill);
    painter->drawPath(QTransform::fromScale(0.85, 0.85).map(symbol));
    painter->restore();
}

QIcon skillTypeIcon(const QString& type) {
    static QHash<QString, QIcon> icons;
    auto it = icons.constFind(type);
    if (it != icons.constEnd())
        return *it;
    QIcon icon;
    for (int px : {16, 20, 24, 32, 48, 64}) {
        QPixmap pixmap(px, px);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        drawSkillSymbol(&painter, type, QRectF(0, 0, px, px));
        painter.end();
        icon.addPixmap(pixmap);
    }
    return *icons.insert(type, icon);
}

} // namespace bsg::gui

namespace bsg::gui {

// The dial sweeps 270 degrees clockwise from the lower left (0) to the lower right (max).
void ResourceDial::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const bool inRed = m_value <= m_red;
    painter->setPen(QPen(QColor(0x0c, 0x0e, 0x14), 1.5));
    painter->setBrush(QColor(0x22, 0x28, 0x36));
    painter->drawEllipse(QPointF(0, 0), m_radius, m_radius);
    const double r = m_radius - 5;
    const QRectF arc(-r, -r, 2 * r, 2 * r);
    auto angleOf = [this](double v) { return 225.0 - 270.0 * v / std::max(1, m_max); }; // degrees, Qt's counter-clockwise
    const double redEnd = angleOf(m_red + 0.5);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(0x60, 0x6c, 0x80), 5, Qt::SolidLine, Qt::FlatCap));
    painter->drawArc(arc, int(redEnd * 16), int((angleOf(m_max) - redEnd) * 16));
    painter->setPen(QPen(QColor(0xd0, 0x38, 0x30), 5, Qt::SolidLine, Qt::FlatCap));
    painter->drawArc(arc, int(225.0 * 16), int((redEnd - 225.0) * 16));
    // The needle.
    const double a = angleOf(std::clamp(m_value, 0, m_max)) * std::numbers::pi / 180.0;
    const QPointF tip(r * std::cos(a), -r * std::sin(a));
    painter->setPen(QPen(inRed ? QColor(0xff, 0x60, 0x50) : QColor(0xf4, 0xf4, 0xf0), 3, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(tip * 0.55, tip);
    QFont f = painter->font();
    f.setPixelSize(int(m_radius * 0.8));
    f.setBold(true);
    painter->setFont(f);
    painter->setPen(inRed ? QColor(0xff, 0x8a, 0x78) : QColor(Qt::white));
    painter->drawText(QRectF(-m_radius, -m_radius, 2 * m_radius, 2 * m_radius), Qt::AlignCenter, QString::number(m_value));
    painter->restore();
}

} // namespace bsg::gui
