#pragma once
// The page the program opens on when there is no game to resume (and from Game > Welcome
// Page): what Four Solo is, in three sentences of our own, and the ways into a game. No game
// is dealt until the player starts or continues one.
#include <QWidget>

class QLabel;
class QPushButton;

namespace bsg::gui {

class WelcomePage : public QWidget {
    Q_OBJECT
public:
    explicit WelcomePage(QWidget* parent = nullptr);
    // The last unfinished game, described; empty disables Continue.
    void setContinueText(const QString& description);
    // Gives the first button the keyboard focus (the page is keyboard-first too).
    void focusFirstButton();

Q_SIGNALS:
    void newGameRequested();
    void continueRequested();
    void openRequested();
    void recentRequested();
    void rulesRequested();

private:
    QPushButton* m_new = nullptr;
    QPushButton* m_continue = nullptr;
    QLabel* m_continueText = nullptr;
};

} // namespace bsg::gui
