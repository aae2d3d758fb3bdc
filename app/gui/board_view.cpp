#include "board_view.h"

#include "board_art.h"

#include <cmath>

namespace bsg::gui {

BoardView::BoardView(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent) {
    setMinimumSize(minimumSizeHint());
}

double BoardView::minimumScale() { return kMinLegibleScreenPx / kMinTextPx; }

QSize BoardView::minimumSizeHint() const {
    const QRectF board = scene() ? scene()->sceneRect() : QRectF();
    const int frame = 2 * frameWidth() + 4 + 1; // fitInView keeps 2 pixels each side; rounding

    return {int(std::ceil(board.width() * minimumScale())) + frame, int(std::ceil(board.height() * minimumScale())) + frame};
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    if (scene())
        fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
}

} // namespace bsg::gui
