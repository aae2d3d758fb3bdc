#pragma once
// The board's pieces in our own vector art: each kind of ship, the centurion, the nuke, a
// character's pawn and a damage marker, drawn from painter paths made here (no artwork of
// the published game). A PieceToken is one token on the board: what piece, where, how many
// (or whose), and it draws its count or name beside itself, so a glance tells the situation.
#include <QColor>
#include <QGraphicsItem>
#include <QIcon>
#include <QPainterPath>
#include <QPixmap>
#include <QStringList>

class QGraphicsSimpleTextItem;

namespace bsg::gui {

enum class Piece { Raider, HeavyRaider, Basestar, Viper, Raptor, Civilian, Centurion, Nuke, Character, Damage };

// How a viper or raptor token is marked: in service, damaged (repairable) or destroyed.
enum class Wear { Sound, Damaged, Destroyed };

// The smallest text the board draws, in scene pixels. The view never shows the board so
// small that this falls below kMinLegibleScreenPx on screen (board_view.h).
inline constexpr int kMinTextPx = 16;
inline constexpr double kMinLegibleScreenPx = 9.0;
inline constexpr int kCountTextPx = 24; // a token's count: the figure to read at a glance

// A closed polygon through `points`, as a path.
QPainterPath polygonPath(std::initializer_list<QPointF> points);

// The outline of a piece, centred on (0,0) and about 40 scene pixels across.
const QPainterPath& pieceOutline(Piece piece);

class PieceToken : public QGraphicsItem {
public:
    // `place`: "area:fore", "reserve", "boarding:2", "location:armory"; `who`: the pilot's
    // or character's id (a token of one person's piece), else empty.
    PieceToken(Piece piece, QString place, int count, QString who = {});
    [[nodiscard]] Piece piece() const { return m_piece; }
    [[nodiscard]] const QString& place() const { return m_place; }
    [[nodiscard]] int count() const { return m_count; }
    [[nodiscard]] const QString& who() const { return m_who; }
    [[nodiscard]] Wear wear() const { return m_wear; }
    [[nodiscard]] int damageMarks() const { return int(m_damage.size()); }

    void setWear(Wear wear) { m_wear = wear; }
    // A basestar's damage tokens, each a mark on it; `heavy` ones (a critical hit) are bigger.
    void setDamage(const QList<bool>& heavy) { m_damage = heavy; }
    void setFill(const QColor& fill) { m_fill = fill; }
    void setIconSize(double size) { m_size = size; }
    // The text beside the icon (the count by default), at `px` scene pixels.
    QGraphicsSimpleTextItem* setLabel(const QString& text, int px, const QColor& colour = Qt::white, bool bold = true);

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // The key under which BoardScene::shownPieces() counts this token ("raider", "viper",
    // "viper:lee_adama", "damaged_viper", "character:kara_thrace", "damage", ...).
    [[nodiscard]] QString pieceKey() const;

private:
    Piece m_piece;
    QString m_place;
    int m_count;
    QString m_who;
    Wear m_wear = Wear::Sound;
    QList<bool> m_damage;
    QColor m_fill;
    double m_size = 36;
};

// The ships the locations stand on (board_ships.cpp): Galactica's hull, Colonial One's and
// the Cylon basestar's, placed as in board_layout.h, for the scene to own.
namespace layout {
struct Geometry;
}
QList<QGraphicsItem*> shipHulls(const layout::Geometry& geometry);
// Pegasus's hull and engine glow (a game with Pegasus), placed as in board_layout.h.
QList<QGraphicsItem*> pegasusHull(const layout::Geometry& geometry);
// A tile of the starfield the board lies in (the same stars every time).
QPixmap starfieldTile();

// The usual colour of each piece.
QColor pieceColour(Piece piece);

// Each skill type's symbol, so the types tell apart without their colours (a colour-blind
// player, a greyscale print): politics a hall of government, leadership a pair of rank chevrons, tactics a
// gunsight, piloting a delta wing, engineering a gear, treachery two crossed blades; any other type a
// ring. Filled paths (odd-even) in a box from -10 to 10.
const QPainterPath& skillSymbol(const QString& type);
// Draws the symbol dark on a light disc fitted in `box`, readable on any card colour.
void drawSkillSymbol(QPainter* painter, const QString& type, const QRectF& box);
// The symbol as an icon for buttons and lists (cached per type).
QIcon skillTypeIcon(const QString& type);

// A skill type's symbol on the board, `size` scene pixels across, centred on its position.
class SkillSymbolItem : public QGraphicsItem {
public:
    SkillSymbolItem(QString type, double size) : m_type(std::move(type)), m_size(size) {}
    [[nodiscard]] const QString& skillType() const { return m_type; }
    [[nodiscard]] QRectF boundingRect() const override { return {-m_size / 2, -m_size / 2, m_size, m_size}; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
        drawSkillSymbol(painter, m_type, boundingRect());
    }

private:
    QString m_type;
    double m_size;
};

// A resource dial: a gauge from 0 to `max` with its red zone (0 to `red`) marked and a
// needle at `value`, the value written in its middle; `radius` scene pixels.
class ResourceDial : public QGraphicsItem {
public:
    ResourceDial(int value, int max, int red, double radius) : m_value(value), m_max(max), m_red(red), m_radius(radius) {}
    [[nodiscard]] int value() const { return m_value; }
    [[nodiscard]] QRectF boundingRect() const override {
        return {-m_radius - 3, -m_radius - 3, 2 * m_radius + 6, 2 * m_radius + 6};
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override;

private:
    int m_value, m_max, m_red;
    double m_radius;
};

} // namespace bsg::gui
