#pragma once
// The board in our own vector art (board_art.h): Galactica, Colonial One and the Cylon
// locations with the characters' pawns and damage markers, the six space areas around them
// with every ship as a token and its count, and a column of tracks (resource dials with red
// zones, jump track, distance, boarding track with centurions, titles, reserves with nukes
// and damaged or destroyed vipers and raptors, crisis, decks). Drawn only from the JSON view.
// Sizes are scene pixels; the view scales the whole board with the window, and no text is
// drawn smaller than kMinTextPx (board_art.h).
#include <QGraphicsRectItem>
#include <QMap>
#include <QGraphicsScene>
#include <QHash>
#include "view.h"

#include <QPen>
#include <QSet>
#include <QStringList>

#include "board_art.h"
#include "board_layout.h"

namespace bsg::gui {

// A board item a decision may refer to: it carries the option ids it stands for
// ("move:command", "location:command", "area:fore", "target:kara_thrace", ...).
class BoardItem : public QGraphicsRectItem {
public:
    BoardItem(const QRectF& r, QStringList keys);
    [[nodiscard]] const QStringList& keys() const { return m_keys; }
    [[nodiscard]] QString matchingOption() const { return m_match; }
    // Highlights the item if one of its keys is among `optionIds` (and makes it clickable).
    void updateMatch(const QStringList& optionIds);
    void setBasePen(const QPen& pen);
    void setCornerRadius(double radius) { m_radius = radius; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;

private:
    QStringList m_keys;
    QString m_match;
    QPen m_basePen;
    QString m_baseToolTip;
    double m_radius = 0;
};

class BoardScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit BoardScene(QObject* parent = nullptr);
    // Redraws everything from the view; items matching one of `optionIds` are highlighted
    // and clicking them emits optionChosen.
    void showState(const StateView& state, const QStringList& optionIds);
    // Outlines, until the next showState, the space areas and locations where `after` differs
    // from `before` (ships, characters): where an automated step happened. Returns their keys.
    QStringList markChanges(const StateView& before, const StateView& after);
    // The board's shape at its smallest height (the view's minimum size comes from it).
    static QRectF baseRect();
    // This board's shape at its smallest height: baseRect(), and wider in a game with Pegasus.
    [[nodiscard]] QRectF shapeRect() const;
    // Scene pixels added to the board's height so that it fills a view taller than its shape
    // (board_layout.h, Geometry); the board is laid out again from the last view shown.
    void setExtraHeight(double extra);
    [[nodiscard]] double extraHeight() const { return m_geometry.extra; }
    // The item standing for an option id (tests click it), or nullptr.
    [[nodiscard]] BoardItem* itemFor(const QString& optionId) const;
    // Every piece the board shows now, read back from its tokens: "place/piece" -> count,
    // e.g. "area:fore/raider" 3, "area:aft/viper:lee_adama" 1 (a piloted viper),
    // "area:fore/basestar_damage" 2, "reserve/viper" 5, "reserve/damaged_viper" 1,
    // "boarding:2/centurion" 1, "location:command/character:william_adama" 1,
    // "location:armory/damage" 1. Counts of zero are left out. Tests compare it with the game.
    [[nodiscard]] QMap<QString, int> shownPieces() const;
    // The crisis the board names as the current one ("" when none).
    [[nodiscard]] QString shownCrisis() const { return m_shownCrisis; }
    void emitChosen(const QString& optionId) { Q_EMIT optionChosen(optionId); }

Q_SIGNALS:
    void optionChosen(const QString& optionId);
    // The board's shape changed (a game with Pegasus came or went): the view fits it again.
    void shapeChanged();

private:
    BoardItem* addBoardItem(const QRectF& r, const QStringList& keys, const QColor& fill);
    // Text at `px` scene pixels (never under kMinTextPx).
    QGraphicsSimpleTextItem* addLabel(const QString& text, const QPointF& at, int px, bool bold = false,
                                      const QColor& colour = Qt::black);
    // Text wrapped into at most `lines` lines that fit `width`, cut with "…" only if a word
    // is too long (the tooltip then has it all).
    QGraphicsSimpleTextItem* addFittedLabel(const QString& text, const QPointF& at, double width, int px, bool bold,
                                            const QColor& colour, int lines = 1);
    PieceToken* addToken(Piece piece, const QString& place, int count, const QPointF& centre, double size,
                         const QString& who = {});
    void drawShips(const StateView& state);
    void drawAreaShips(const StateView& state, int area);
    void drawLocations(const StateView& state);
    void drawLocationOutlines();
    void drawLocationContents(const StateView& state);
    void drawPegasusOutline();
    void drawPegasusDestroyed();
    [[nodiscard]] QRectF pegasusLocationRect(int index) const;
    void relayout();
    double drawDials(const StateView& state, const QString& boardStatus);
    void drawNews(const StateView& state, double top);
    void drawReserves(const StateView& state, double& y);
    void trackHeading(const QString& text, double& y);
    void trackLine(const QString& text, double& y, const QColor& colour);
    static QString stepLine(const StateView& state);

    QList<BoardItem*> m_items;
    QStringList m_options;
    layout::Geometry m_geometry;
    std::optional<StateView> m_shown; // the view last shown, to lay out again after a change of height
    // The parts that never change (ships' outlines, locations, space areas) are built once;
    // the rest is in two layers (below).
    bool m_buildingStatic = false;
    bool m_staticBuilt = false;
    QList<BoardItem*> m_staticClickables;
    QHash<QString, QRectF> m_locationRects;
    QString m_shownCrisis;
    // A part of the board drawn from part of the view (its Key), kept while that part is unchanged.
    template <class Key> struct Layer {
        std::optional<Key> key; // the part of the view it was drawn from
        QList<QGraphicsItem*> items;
        QList<BoardItem*> clickables;
        template <class Draw> bool redraw(BoardScene* scene, const Key& newKey, Draw draw);
    };
    // What each layer shows.
    struct PawnPlace {
        QString id, name, viper, location;
        bool revealedCylon = false;
        bool operator==(const PawnPlace&) const = default;
    };
    struct PiecesKey {
        std::array<SpaceAreaView, kAreaCount> space;
        std::vector<BasestarView> basestars;
        QStringList damage;
        std::vector<PawnPlace> characters;
        std::optional<PegasusView> pegasus;
        bool operator==(const PiecesKey&) const = default;
    };
    struct DialsKey {
        std::array<int, kResourceCount> resources;
        int jumpTrack, distance;
        QStringList destinations;
        std::vector<int> centurions;
        QString president, admiral;
        int nukes;
        ReservesView reserves;
        int civilianPile;
        QString status;
        bool operator==(const DialsKey&) const = default;
    };
    struct NewsKey {
        QString currentCrisis;
        std::optional<SkillCheckView> skillCheck;
        std::vector<InPlayView> inPlay;
        DeckCountsView decks;
        int turn;
        QString phase;
        double top;
        bool operator==(const NewsKey&) const = default;
    };
    Layer<PiecesKey> m_pieces; // ships, characters, damage
    Layer<DialsKey> m_dials; // the upper tracks column: resources, jump track, boarding track, titles...
    Layer<NewsKey> m_news;  // the lower one: the crisis, the skill check, the decks
    double m_dialsEnd = 0; // where the lower part starts
    QGraphicsSimpleTextItem* m_stepLine = nullptr; // changes with every decision: updated in place
};

} // namespace bsg::gui
