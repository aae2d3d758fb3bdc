#include "board_view.h"

#include "board_art.h"
#include "board_scene.h"

#include <cmath>

namespace bsg::gui {

BoardView::BoardView(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent) {
    setMinimumSize(minimumSizeHint());
    if (auto* board = qobject_cast<BoardScene*>(scene)) // a game with Pegasus has a wider board
        connect(board, &BoardScene::shapeChanged, this, &BoardView::fitBoard, Qt::QueuedConnection);
}

double BoardView::minimumScale() { return kMinLegibleScreenPx / kMinTextPx; }

QSize BoardView::minimumSizeHint() const {
    const QRectF board = BoardScene::baseRect(); // the board at its smallest height
    const int frame = 2 * frameWidth() + 4 + 1; // fitInView keeps 2 pixels each side; rounding

    return {int(std::ceil(board.width() * minimumScale())) + frame, int(std::ceil(board.height() * minimumScale())) + frame};
}

// The board fills the view: as wide as it, and when the view is taller than the board's
// shape, the board grows taller (BoardScene::setExtraHeight) instead of leaving bands.
void BoardView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fitBoard();
}

void BoardView::fitBoard() {
    if (!scene())
        return;
    if (auto* board = qobject_cast<BoardScene*>(scene())) {
        const QRectF base = board->shapeRect();
        const QSizeF room = QSizeF(viewport()->size()) - QSizeF(4, 4); // fitInView's margins
        const double scale = room.width() / base.width();
        board->setExtraHeight(room.height() > scale * base.height() ? room.height() / scale - base.height() : 0);
    }
    fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
}

} // namespace bsg::gui
