#pragma once
// The board's pieces in our own vector art: each kind of ship, the centurion, the nuke, a
// character's pawn and a damage marker, drawn from painter paths made here (no artwork of
// the published game). A PieceToken is one token on the board: what piece, where, how many
// (or whose), and it draws its count or name beside itself, so a glance tells the situation.
#include <QColor>
#include <QGraphicsItem>
#include <QPainterPath>
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

// The usual colour of each piece.
QColor pieceColour(Piece piece);

} // namespace bsg::gui
