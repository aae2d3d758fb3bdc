#pragma once
// The desktop program's main window: the board, the character panels, the pending decision
// and the log of one Four Solo game. It reads the game only through GameSession's JSON
// views, so it cannot show what the player may not see.
#include "game_session.h"

#include <QGraphicsView>
#include <QMainWindow>

class QLabel;
class QShortcut;
class QThreadPool;
class QTimer;

class QScrollArea;
class QSplitter;

namespace bsg::gui {

class CrisisCardView;

class BoardScene;
class CharactersWidget;
class DecisionPanel;
class LogView;
class StepPlayer;

// Keeps the whole board in sight at any window size.
class BoardView : public QGraphicsView {
public:
    using QGraphicsView::QGraphicsView;

protected:
    void resizeEvent(QResizeEvent* event) override;
};

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Tests and benchmarks turn message boxes into status-bar text (see lastMessage()).
    // They also show new log lines at once instead of one at a time.
    void setInteractive(bool interactive);
    [[nodiscard]] QString lastMessage() const { return m_lastMessage; }

    QString startGame(const NewGameSpec& spec);
    // Resumes the autosaved game if there is one that is not over; else starts a new one.
    void resumeOrStart();
    QString loadGame(const QString& path);
    QString saveGame(const QString& path);
    QString choose(const QString& optionId);

    [[nodiscard]] const GameSession& session() const { return m_session; }
    [[nodiscard]] BoardScene* board() const { return m_board; }
    [[nodiscard]] BoardView* boardView() const { return m_view; }
    // Automated steps being shown one at a time (see StepPlayer), and the view on the board.
    [[nodiscard]] bool showingSteps() const;
    [[nodiscard]] const QJsonObject& shownState() const { return m_shownState; }
    // Milliseconds between automated steps; 0 shows only the outcome (the "Instant" setting).
    void setStepPace(int milliseconds);
    [[nodiscard]] static QString autosavePath();
    // Autosaves are written in the background; this waits until the last one is on disk.
    void waitForAutosave();

protected:
    void closeEvent(QCloseEvent* event) override;

public Q_SLOTS:
    // The New Game dialog (also shown once on the very first start).
    void newGameDialog();

private Q_SLOTS:
    void playSeedAgain();
    void openDialog();
    void saveAction();
    void saveAsDialog();
    void undo();
    void rewindTurn();
    void openReplay();
    void replayThisGame();
    void showShortcuts();
    void showRules();

private:
    void buildMenus();
    void refresh(bool rebuildLog);
    void fitDecisionPanel();
    void showStep(const PlaybackStep& step, int number, int count);
    void showBanner(const QJsonObject& state, const QString& actor, const QString& over, bool flashHandOff);
    void tell(const QString& title, const QString& text);
    void autosave();

    GameSession m_session;
    BoardScene* m_board = nullptr;
    BoardView* m_view = nullptr;
    CharactersWidget* m_characters = nullptr;
    DecisionPanel* m_decision = nullptr;
    LogView* m_log = nullptr;
    StepPlayer* m_player = nullptr;
    QList<QShortcut*> m_skipKeys; // show the rest of the steps at once
    QJsonObject m_shownState;
    QLabel* m_banner = nullptr;
    QTimer* m_bannerTimer = nullptr;
    QThreadPool* m_autosaver = nullptr;
    QString m_lastCurrent;
    QString m_savePath;
    QString m_lastMessage;
    QString m_phase;
    int m_logShown = 0;
    QSplitter* m_split = nullptr; // the board above, the decision panel below
    CrisisCardView* m_crisisCard = nullptr;
    QScrollArea* m_charactersScroll = nullptr; // the characters dock's scroll area
    bool m_skipActiveWindows = false; // View > Skip Active Card Moments
    QString m_openHands; // GameSession::openHandsKey() when the log was last built
    bool m_interactive = true;
};

} // namespace bsg::gui
