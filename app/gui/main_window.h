#pragma once
// The desktop program's main window: the board, the character panels, the pending decision
// and the log of one Four Solo game. It reads the game only through GameSession's typed
// player view, so it cannot show what the player may not see.
#include "board_view.h"
#include "game_session.h"
#include "moment_banners.h"

#include <QElapsedTimer>
#include <QMainWindow>

#include <memory>

class QDockWidget;
class QLabel;
class QShortcut;
class QStackedWidget;
class QThread;
class QTimer;

class QScrollArea;
class QSplitter;

namespace bsg::stats {
class StatsRecorder;
}

namespace bsg::gui {

class AdviceRunner;
class AdvisorDock;
class CrisisCardView;

class BoardScene;
class CharactersWidget;
class DecisionPanel;
class GameLibrary;
class LogView;
class StepPlayer;
class WelcomePage;

// Lowers Qt's pixmap cache limit to what the screens need (a long session stays flat); every
// main window calls it, and again when a screen is added.
void boundPixmapCacheToScreens();

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Tests and benchmarks turn message boxes into status-bar text (see lastMessage()).
    // They also show new log lines at once instead of one at a time, and the option keys act
    // at once after the decision passes to another character (see chooseByKey).
    void setInteractive(bool interactive);
    [[nodiscard]] QString lastMessage() const { return m_lastMessage; }

    QString startGame(const NewGameSpec& spec);
    // Resumes the last played game if it is not over; else shows the welcome page (no game
    // is dealt until the player starts one).
    void resumeOrWelcome();
    // A save from anywhere; one outside the library continues as a new game of the library.
    QString loadGame(const QString& path);
    // The same for the library's games and the game resumed at start: a big save loads on a
    // worker thread (main_window_loading.cpp) while the window stays usable.
    void openGame(const QString& path);
    [[nodiscard]] bool loadingInBackground() const;
    [[nodiscard]] QString loadingText() const; // the progress on show, "" when none
    QString saveGame(const QString& path);
    QString choose(const QString& optionId);

    [[nodiscard]] const GameSession& session() const { return m_session; }
    [[nodiscard]] BoardScene* board() const { return m_board; }
    [[nodiscard]] BoardView* boardView() const { return m_view; }
    // Automated steps being shown one at a time (see StepPlayer), and the view on the board.
    [[nodiscard]] bool showingSteps() const;
    [[nodiscard]] const StateView& shownState() const { return m_shownState; }
    // Milliseconds between automated steps; 0 shows only the outcome (the "Instant" setting).
    void setStepPace(int milliseconds);
    // The game on the table is kept in its own file of the library (Game > Recent Games),
    // rewritten after every decision in the background; this waits until it is on disk.
    [[nodiscard]] QString currentGamePath() const { return m_gameFile; }
    [[nodiscard]] GameLibrary* library() const { return m_library; }
    void waitForAutosave();
    [[nodiscard]] bool welcomeShown() const;
    [[nodiscard]] AdvisorDock* advisor() const { return m_advisor; }
    // Records each finished game in the statistics database (main_window_stats.cpp).
    [[nodiscard]] stats::StatsRecorder* statsRecorder() const { return m_stats; }
    // A failed autosave stays on show in the status bar and is retried at this interval
    // (5 s; main_window_saving.cpp) until a save succeeds.
    void setSaveRetryInterval(int milliseconds);
    [[nodiscard]] bool saveWarningShown() const;
    [[nodiscard]] QString saveWarningText() const; // what the warning says in full, "" when not shown

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override; // the board splitter's resizes
    void resizeEvent(QResizeEvent* event) override;            // the docks keep their share
    bool event(QEvent* event) override;                        // … which a separator drag sets

public Q_SLOTS:
    // The New Game dialog; on an unfinished game it asks first (see confirmNewGame).
    void newGameDialog();
    void showWelcome();
    void showGame();

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
    // main_window_games.cpp: the library of games, the welcome page, About, the bug report.
    void recentGamesDialog();
    void continueLastGame();
    void exportBugReport();
    void showAbout();
    void showStatistics(); // main_window_stats.cpp

private:
    // Asks before a new game replaces an unfinished one on the table (it stays in the library).
    [[nodiscard]] bool confirmNewGame();
    void updateWelcome();
    // The constructor's parts.
    void buildPages();
    void buildDocks();
    void connectSignals();
    void createOptionKeys();
    void readPreferences();
    void restoreWindowLayout();
    void buildMenus();
    void buildGameMenu();
    void buildViewMenu();
    void buildHelpMenu();
    void placeAdvisor(); // when turned on: beside the log as a tab in a short window
    void showTakenBack(const QString& why, const QString& refusedTitle, const QString& done); // undo, rewind
    void refresh(bool rebuildLog);
    void fitDecisionPanel();
    void chooseByKey(int index);
    void showStep(const PlaybackStep& step, int number, int count);
    void showBanner(const StateView& state, const QString& actor, const QString& over, bool flashHandOff);
    void skipActiveWindowLater(const std::optional<DecisionView>& decision);
    void tell(const QString& title, const QString& text);
    void autosave();
    void setUpSaveWarning();
    void showSaveState();
    [[nodiscard]] QString unsavedText() const; // empty while the last save succeeded
    [[nodiscard]] QString saveStateSentence();
    [[nodiscard]] bool confirmQuitUnsaved();
    void setUpStatistics();
    void recordFinishedGame();
    // After a save has loaded into m_session: where it is kept from now on, and the window.
    void showLoadedGame(const QString& path);
    void watchUnlistedSaves();
    struct BackgroundLoad;
    void openInBackground(const QString& path);
    void cancelBackgroundLoad();
    void dropBackgroundLoad();
    void finishBackgroundLoad(const std::shared_ptr<BackgroundLoad>& load);

    GameSession m_session;
    BoardScene* m_board = nullptr;
    BoardView* m_view = nullptr;
    CharactersWidget* m_characters = nullptr;
    DecisionPanel* m_decision = nullptr;
    LogView* m_log = nullptr;
    StepPlayer* m_player = nullptr;
    QList<QShortcut*> m_skipKeys; // show the rest of the steps at once
    StateView m_shownState;
    QLabel* m_banner = nullptr;
    QTimer* m_bannerTimer = nullptr;
    MomentBanner* m_moments = nullptr; // 7.1's reveal, the Sleeper deal, the Cylon Detector
    MomentTeller m_momentTeller; // the moments, told from the change of the views
    GameLibrary* m_library = nullptr;
    QString m_gameFile; // the game's own save in the library
    QStackedWidget* m_pages = nullptr; // the welcome page, or the game
    WelcomePage* m_welcome = nullptr;
    QList<QAction*> m_gameActions;  // only with a game on show (Save, Undo, Replay …)
    QList<QShortcut*> m_optionKeys; // 1-9, 0, A-Z choose options: not on the welcome page
    QList<QDockWidget*> m_docksToRestore; // hidden while the welcome page shows
    QDockWidget* m_charactersDock = nullptr;
    QDockWidget* m_logDock = nullptr;
    QString m_lastCurrent;
    QString m_savePath;
    QString m_lastMessage;
    QString m_phase;
    int m_logShown = 0;
    QSplitter* m_split = nullptr; // the board above, the decision panel below
    QString m_lastDecider;           // the actor of the decision on show
    QElapsedTimer m_deciderChanged;  // since it became the actor
    static constexpr int kKeyGuardMs = 400;
    bool m_fitQueued = false;     // a fit of the decision panel after the splitter's resize
    // The right-hand docks' share of the window's width (400 of the first run's 1500 px).
    static constexpr double kLeastDockShare = 0.2, kMostDockShare = 0.6;
    double m_dockShare = 400.0 / 1500.0;
    bool m_dockShareQueued = false;
    bool m_draggingSeparator = false;
    [[nodiscard]] int dockWidthFor(int windowWidth) const;
    CrisisCardView* m_crisisCard = nullptr;
    AdvisorDock* m_advisor = nullptr; // View > Advisor (off by default)
    AdviceRunner* m_adviceRunner = nullptr; // the advisor's playouts, for the dock
    QScrollArea* m_charactersScroll = nullptr; // the characters dock's scroll area
    bool m_skipActiveWindows = false; // View > Skip Active Card Moments
    QString m_openHands; // GameSession::openHandsKey() when the log was last built
    bool m_interactive = true;
    stats::StatsRecorder* m_stats = nullptr;
    QLabel* m_saveWarning = nullptr; // while the game's last save failed
    QTimer* m_saveRetry = nullptr;
    std::shared_ptr<BackgroundLoad> m_loading; // a save loading on m_loadThread
    QThread* m_loadThread = nullptr;
    QTimer* m_loadTicker = nullptr; // shows its progress
};

} // namespace bsg::gui
