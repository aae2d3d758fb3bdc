#pragma once
// The view of the board: it keeps the whole board in sight at any size and scales it with
// the window - pieces, tokens and text alike - but never below the scale at which the
// board's smallest text (kMinTextPx) would be under kMinLegibleScreenPx on screen: that
// scale times the board's size is the view's minimum size, which the window and its
// splitter respect.
#include <QGraphicsView>

namespace bsg::gui {

class BoardView : public QGraphicsView {
public:
    explicit BoardView(QGraphicsScene* scene, QWidget* parent = nullptr);
    // The smallest scale that keeps the board legible.
    static double minimumScale();
    // The scale the board is shown at now.
    [[nodiscard]] double boardScale() const { return transform().m11(); }
    [[nodiscard]] QSize minimumSizeHint() const override;
    // Fits the board to the view: its width fills the view, extra height makes it taller.
    void fitBoard();

protected:
    void resizeEvent(QResizeEvent* event) override;
};

} // namespace bsg::gui
