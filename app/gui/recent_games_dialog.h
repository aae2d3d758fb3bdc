#pragma once
// Game > Recent Games: every game of the library, the last played first, with its characters,
// seed, progress and result. An unfinished game can be continued, any game opened in the
// replay viewer (a finished one only there: it has nothing left to decide).
#include "game_library.h"

#include <QDialog>

class QPushButton;
class QTreeWidget;

namespace bsg::gui {

class RecentGamesDialog : public QDialog {
    Q_OBJECT
public:
    enum class Choice { None, Continue, Replay };
    // `current`: the path of the game on the table, marked in the list.
    RecentGamesDialog(const QList<GameEntry>& games, const QString& currentFile, QWidget* parent = nullptr);
    [[nodiscard]] Choice choice() const { return m_choice; }
    [[nodiscard]] QString chosenFile() const { return m_file; }

private:
    void updateButtons();
    void finish(Choice choice);

    QList<GameEntry> m_games;
    QTreeWidget* m_list = nullptr;
    QPushButton* m_continue = nullptr;
    QPushButton* m_replay = nullptr;
    Choice m_choice = Choice::None;
    QString m_file;
};

} // namespace bsg::gui
