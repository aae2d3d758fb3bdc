#pragma once
// The testers' replay viewer: a saved game step by step, forward and back, jumps to a turn or
// step, bookmarks (turn starts, jumps, reveals, Cylon activations), the player's view or the
// full view (marked in red), what changed since the previous step, in words, and a chart of the
// resources, distance and jump track over the turns (exported as CSV).
#include "game_session.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSlider;
class QSpinBox;

namespace bsg::gui {

class BoardScene;
class BoardView;
class CharactersWidget;
class TurnChart;

class ReplayWindow : public QDialog {
    Q_OBJECT
public:
    explicit ReplayWindow(QWidget* parent = nullptr);
    QString openFile(const QString& path);
    QString openDocument(const QJsonObject& save);
    void goTo(int entry);
    void setFullView(bool full);
    [[nodiscard]] int position() const { return m_replay.position(); }

private:
    // The constructor's parts.
    void buildControls();
    void buildPanes();
    void connectControls();
    void present();
    void showStep();

    ReplaySession m_replay;
    std::optional<StateView> m_previous; // the view before the last move, to tell what changed
    BoardScene* m_board = nullptr;
    BoardView* m_view = nullptr;
    CharactersWidget* m_characters = nullptr;
    QSlider* m_slider = nullptr;
    QSpinBox* m_step = nullptr;
    QSpinBox* m_turn = nullptr;
    QCheckBox* m_full = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_forward = nullptr;
    QPushButton* m_goTurn = nullptr;
    QLabel* m_mode = nullptr;
    QLabel* m_where = nullptr;
    QListWidget* m_bookmarks = nullptr;
    QPlainTextEdit* m_changes = nullptr;
    QPlainTextEdit* m_log = nullptr;
    TurnChart* m_chart = nullptr; // the fleet's tracks over the turns, on a tab beside the log
    int m_shownTurn = 0; // the turn of the shown step (the turn box shows it until edited)
};

} // namespace bsg::gui
