#pragma once
// The board in our own simple art: Galactica and Colonial One with their locations and the
// characters on them, the six space areas in a ring with every ship, and a column of tracks
// (resource dials with red zones, jump track, distance, boarding track, damage, titles,
// nukes, reserves, crisis, decks). Drawn only from the JSON view.
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QHash>
#include <QJsonObject>
#include <QPen>
#include <QSet>
#include <QStringList>

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

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;

private:
    QStringList m_keys;
    QString m_match;
    QPen m_basePen;
    QString m_baseToolTip;
};

class BoardScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit BoardScene(QObject* parent = nullptr);
    // Redraws everything from the view; items matching one of `optionIds` are highlighted
    // and clicking them emits optionChosen.
    void showState(const QJsonObject& state, const QStringList& optionIds);
    // Outlines, until the next showState, the space areas and locations where `after` differs
    // from `before` (ships, characters): where an automated step happened. Returns their keys.
    QStringList markChanges(const QJsonObject& before, const QJsonObject& after);
    // The item standing for an option id (tests click it), or nullptr.
    [[nodiscard]] BoardItem* itemFor(const QString& optionId) const;
    void emitChosen(const QString& optionId) { Q_EMIT optionChosen(optionId); }

Q_SIGNALS:
    void optionChosen(const QString& optionId);

private:
    BoardItem* addBoardItem(const QRectF& r, const QStringList& keys, const QColor& fill);
    QGraphicsSimpleTextItem* addLabel(const QString& text, const QPointF& at, int pointSize = 9, bool bold = false,
                                      const QColor& colour = Qt::black);
    void drawShips(const QJsonObject& state);
    void drawLocations(const QJsonObject& state);
    void drawLocationOutlines();
    void drawLocationContents(const QJsonObject& state);
    double drawDials(const QJsonObject& state, const QString& boardStatus);
    void drawNews(const QJsonObject& state, double top);
    void trackHeading(const QString& text, double& y);
    void trackLine(const QString& text, double& y, const QColor& colour);
    QPointF areaCentre(int clockIndex) const;
    static QString stepLine(const QJsonObject& state);

    QList<BoardItem*> m_items;
    QStringList m_options;
    // The parts that never change (ships' outlines, locations, space areas) are built once;
    // the rest is in two layers (below).
    bool m_buildingStatic = false;
    bool m_staticBuilt = false;
    QList<BoardItem*> m_staticClickables;
    QHash<QString, QRectF> m_locationRects;
    // A part of the board drawn from part of the view, kept while that part is unchanged.
    struct Layer {
        QByteArray key; // the part of the view it was drawn from
        bool built = false;
        QList<QGraphicsItem*> items;
        QList<BoardItem*> clickables;
        template <class Draw> bool redraw(BoardScene* scene, const QByteArray& newKey, Draw draw);
    };
    Layer m_pieces; // ships, characters, damage
    Layer m_dials; // the upper tracks column: resources, jump track, boarding track, titles...
    Layer m_news;  // the lower one: the crisis, the skill check, the decks
    double m_dialsEnd = 0; // where the lower part starts
    QGraphicsSimpleTextItem* m_stepLine = nullptr; // changes with every decision: updated in place
};

} // namespace bsg::gui
