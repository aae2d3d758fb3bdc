#pragma once
// The desktop window: a new game's public state and its log. The full board arrives with
// the desktop-program issue; this window only reads the game through the engine's views.
#include "game.h"

#include <QMainWindow>

#include <optional>

class QPlainTextEdit;
class QTreeWidget;

namespace bsg::gui {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    void startGame(uint64_t seed);
    [[nodiscard]] const Game* game() const { return m_game ? &*m_game : nullptr; }

protected:
    void closeEvent(QCloseEvent* event) override;

private Q_SLOTS:
    void newGame();

private:
    void refresh();

    std::optional<Game> m_game;
    QTreeWidget* m_state = nullptr;
    QPlainTextEdit* m_log = nullptr;
};

} // namespace bsg::gui
