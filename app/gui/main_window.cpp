// The main window's make-up: its pages (welcome, game), the docks and their wiring, the
// preferences and layout it restores, and its window events (resize, close). The menus are in
// main_window_menus.cpp, the game on screen in main_window_play.cpp, starting, opening and
// saving games in main_window_files.cpp (see also main_window_games/_loading/_saving/_stats).
#include "main_window.h"

#include "advice_runner.h"
#include "advisor_dock.h"
#include "board_scene.h"
#include "characters_widget.h"
#include "crisis_card.h"
#include "decision_panel.h"
#include "game_library.h"
#include "log_view.h"
#include "moment_banners.h"
#include "plain_text.h"
#include "step_player.h"
#include "welcome_page.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPixmapCache>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace bsg::gui {

void boundPixmapCacheToScreens() {
    // The style caches each button's frame per size, state and palette in Qt's pixmap cache,
    // and option buttons take the width of their labels, so new sizes keep coming and a long
    // session filled the cache to Qt's 10 MB before it levelled off (docs/hardening.md). What
    // one window repaint needs is far less: at most 0.8 MB at 1920x1080 (a tenth of that
    // screen's pixel bytes), 0.5 MB at 1024x640, measured over a whole game. A quarter of the
    // largest screen's pixel bytes at its pixel ratio keeps what is on screen cached with room
    // to spare, never under 2 MB nor over Qt's own 10 MB.
    constexpr qint64 kFloorKb = 2 * 1024, kQtDefaultKb = 10 * 1024;
    qint64 largest = 0;
    for (const QScreen* screen : QGuiApplication::screens()) {
        const double ratio = screen->devicePixelRatio();
        largest = std::max(largest, qint64(screen->size().width() * ratio) * qint64(screen->size().height() * ratio) * 4);
    }
    QPixmapCache::setCacheLimit(int(std::clamp(largest / 4 / 1024, kFloorKb, kQtDefaultKb)));
}

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Galactica Solo"));
    boundPixmapCacheToScreens();
    connect(qGuiApp, &QGuiApplication::screenAdded, this, [] { boundPixmapCacheToScreens(); });
    buildPages();
    buildDocks();
    m_library = new GameLibrary(this);
    watchUnlistedSaves();
    setUpSaveWarning();
    connectSignals();
    readPreferences(); // before the menus, which show them
    setUpStatistics();
    buildMenus();
    createOptionKeys();
    restoreWindowLayout();
    statusBar()->showMessage(tr("Press F1 for the keyboard shortcuts."));
    m_pages->setCurrentIndex(1);
    showWelcome(); // until a game is started or resumed (this also hides the docks)
}

// Two pages: the welcome page (no game yet, or asked for) and the game itself - the banner,
// the board, and below it the decision with the crisis card beside it.
void MainWindow::buildPages() {
    m_pages = new QStackedWidget(this);
    m_welcome = new WelcomePage(m_pages);
    m_pages->addWidget(m_welcome);
    auto* central = new QWidget(m_pages);
    auto* v = new QVBoxLayout(central);
    v->setContentsMargins(2, 2, 2, 2);
    m_banner = new QLabel(central);
    m_banner->setObjectName("banner");
    makePlain(m_banner);
    m_banner->setAlignment(Qt::AlignCenter);
    m_banner->setMargin(4);
    v->addWidget(m_banner);
    m_moments = new MomentBanner(central); // hidden until a moment to tell
    v->addWidget(m_moments);
    auto* split = new QSplitter(Qt::Vertical, central);
    m_split = split;
    split->setObjectName("boardSplitter");
    m_board = new BoardScene(this);
    m_view = new BoardView(m_board, split);
    m_view->setObjectName("boardView");
    // Most decisions change a few layers of the board: repaint just the regions they cover.
    m_view->setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    m_view->setOptimizationFlags(QGraphicsView::DontSavePainterState);
    m_view->setCacheMode(QGraphicsView::CacheBackground); // the starfield is painted once per size
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Below the board: the decision, and beside it the crisis card while one is resolved.
    auto* bottom = new QWidget(split);
    auto* row = new QHBoxLayout(bottom);
    row->setContentsMargins(0, 0, 0, 0);
    m_decision = new DecisionPanel(bottom);
    m_decision->setObjectName("decisionPanel");
    m_crisisCard = new CrisisCardView(bottom);
    row->addWidget(m_decision, 1);
    row->addWidget(m_crisisCard);
    split->addWidget(m_view);
    split->addWidget(bottom);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    // Sizes set before the window is first shown (a game resumed at start) or before a resize
    // do not survive the layout that follows: fit again once the splitter has its new size.
    split->installEventFilter(this);
    v->addWidget(split, 1);
    m_pages->addWidget(central);
    setCentralWidget(m_pages);
}

// The right-hand docks: the characters, the log and the advisor.
void MainWindow::buildDocks() {
    m_charactersDock = new QDockWidget(tr("Characters"), this);
    m_charactersDock->setObjectName("charactersDock");
    auto* scroll = new QScrollArea(m_charactersDock);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_characters = new CharactersWidget(scroll);
    m_charactersScroll = scroll;
    scroll->setWidget(m_characters);
    m_charactersDock->setWidget(scroll);
    addDockWidget(Qt::RightDockWidgetArea, m_charactersDock);

    m_logDock = new QDockWidget(tr("Log"), this);
    m_logDock->setObjectName("logDock");
    m_log = new LogView(m_logDock);
    m_logDock->setWidget(m_log);
    addDockWidget(Qt::RightDockWidgetArea, m_logDock);

    // The advisor (docs/policy.md): off unless the player turned it on (some want no help).
    // The dock asks for advice and is given results; the runner reads the game.
    m_advisor = new AdvisorDock(this);
    addDockWidget(Qt::RightDockWidgetArea, m_advisor);
    m_adviceRunner = new AdviceRunner(m_session, this);
    connect(m_advisor, &AdvisorDock::adviceRequested, m_adviceRunner, &AdviceRunner::request);
    connect(m_advisor, &AdvisorDock::adviceCancelled, m_adviceRunner, &AdviceRunner::cancel);
    connect(m_adviceRunner, &AdviceRunner::progress, m_advisor, &AdvisorDock::showProgress);
    connect(m_adviceRunner, &AdviceRunner::firstEstimated, m_advisor, &AdvisorDock::showFirstEstimate);
    connect(m_adviceRunner, &AdviceRunner::finished, m_advisor, &AdvisorDock::showAdvice);
    connect(m_adviceRunner, &AdviceRunner::failed, m_advisor, &AdvisorDock::showFailure);
    connect(m_advisor, &QDockWidget::visibilityChanged, this, [this](bool shown) {
        if (shown && m_session.hasGame())
            m_advisor->setDecision(m_session.adviceKey());
    });
    m_advisor->toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+Shift+A")));
    connect(m_advisor->toggleViewAction(), &QAction::triggered, this, [this](bool on) {
        QSettings().setValue("ui/advisor", on);
        if (on)
            placeAdvisor();
    });
}

// A short window has no room for three docks one above another (the advisor's table showed one
// row at 1024x640): turned on there, the advisor shares the log's place as a tab, raised. A dock
// the player has floated or tabbed stays where it is. In a taller one it stays under the log
// and takes three fifths of their room (its table and explanation need more than the log's last
// lines).
void MainWindow::placeAdvisor() {
    constexpr int kRoomForThreeDocks = 800; // window height, in pixels
    if (m_advisor->isFloating() || m_logDock->isFloating() || !m_logDock->isVisible() ||
        !tabifiedDockWidgets(m_advisor).isEmpty() || dockWidgetArea(m_logDock) != dockWidgetArea(m_advisor))
        return;
    if (height() < kRoomForThreeDocks) {
        tabifyDockWidget(m_logDock, m_advisor);
        m_advisor->raise();
        return;
    }
    QTimer::singleShot(0, this, [this] { // once the shown dock has its first height
        const int both = m_logDock->height() + m_advisor->height();
        resizeDocks({m_logDock, m_advisor}, {both * 2 / 5, both * 3 / 5}, Qt::Vertical);
    });
}

// The welcome page's buttons, the options chosen on the board, the panels and the decision,
// and the step player that shows what a choice set off.
void MainWindow::connectSignals() {
    connect(m_welcome, &WelcomePage::newGameRequested, this, &MainWindow::newGameDialog);
    connect(m_welcome, &WelcomePage::continueRequested, this, &MainWindow::continueLastGame);
    connect(m_welcome, &WelcomePage::openRequested, this, &MainWindow::openDialog);
    connect(m_welcome, &WelcomePage::recentRequested, this, &MainWindow::recentGamesDialog);
    connect(m_welcome, &WelcomePage::rulesRequested, this, &MainWindow::showRules);
    m_bannerTimer = new QTimer(this);
    m_bannerTimer->setSingleShot(true);
    m_bannerTimer->setInterval(1500);
    connect(m_bannerTimer, &QTimer::timeout, this, [this] { m_banner->setStyleSheet({}); });

    connect(m_decision, &DecisionPanel::optionChosen, this, [this](const QString& id) { choose(id); });
    // Queued: the redraw deletes the clicked item, which must first finish its mouse event.
    connect(m_board, &BoardScene::optionChosen, this, [this](const QString& id) { choose(id); }, Qt::QueuedConnection);
    connect(m_characters, &CharactersWidget::optionChosen, this, [this](const QString& id) { choose(id); },
            Qt::QueuedConnection);
    m_player = new StepPlayer(this);
    connect(m_player, &StepPlayer::stepShown, this, &MainWindow::showStep);
    connect(m_player, &StepPlayer::linesAtOnce, this, [this](const QList<EventView>& lines) { m_log->append(lines); });
    connect(m_player, &StepPlayer::finished, this, [this] { refresh(false); });
    for (const QKeySequence& key : {QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Escape)}) {
        auto* sc = new QShortcut(key, this);
        sc->setEnabled(false);
        connect(sc, &QShortcut::activated, m_player, &StepPlayer::finish);
        m_skipKeys << sc;
    }
}

// The player's preferences that the View menu shows: the pace, the log's memory, the skipped
// Active Card moments.
void MainWindow::readPreferences() {
    m_player->setPace(QSettings().value("ui/stepPaceMs", 600).toInt());
    m_session.setRememberShownCards(QSettings().value("ui/rememberShownCards", false).toBool());
    m_skipActiveWindows = QSettings().value("ui/skipActiveWindows", false).toBool();
}

void MainWindow::createOptionKeys() {
    for (int i = 0; i < DecisionPanel::kKeyedOptions; ++i) { // 1-9, 0, A-Z: every option has a key
        auto* sc = new QShortcut(QKeySequence(DecisionPanel::keyName(i)), this);
        sc->setAutoRepeat(false); // a held key must not answer the next character's decisions too
        connect(sc, &QShortcut::activated, this, [this, i] { chooseByKey(i); });
        m_optionKeys << sc;
    }
}

// The window as the player left it: its geometry, the docks and their share, the advisor.
void MainWindow::restoreWindowLayout() {
    setMinimumSize(1024, 640); // the board stays legible beside the docks (board_view.h)
    QSettings settings;
    if (!restoreGeometry(settings.value("window/geometry").toByteArray()))
        resize(1500, 950);
    const bool restored = restoreState(settings.value("window/state").toByteArray());
    if (!restored)
        resizeDocks({m_charactersDock, m_logDock}, {400, 400}, Qt::Horizontal); // the board gets the rest
    m_dockShare = std::clamp(settings.value("window/dockShare", m_dockShare).toDouble(), kLeastDockShare, kMostDockShare);
    m_advisor->setVisible(settings.value("ui/advisor", false).toBool());
    if (!restored && m_advisor->isVisible())
        placeAdvisor(); // a saved layout keeps the player's placing
}

void MainWindow::setInteractive(bool interactive) {
    m_interactive = interactive;
    if (!interactive)
        setStepPace(0);
}

void MainWindow::tell(const QString& title, const QString& text) {
    m_lastMessage = text;
    statusBar()->showMessage(text, 8000);
    if (m_interactive)
        showPlainWarning(this, title, text);
}

// QMainWindow gives all of a change of width to the board: docks squeezed to their minimum
// by a small window stayed there. After a resize the right-hand docks take their share of the
// width again - the share the player last gave them by dragging the separator.
void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    if (m_dockShareQueued)
        return;
    m_dockShareQueued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_dockShareQueued = false;
            auto* dock = findChild<QDockWidget*>("charactersDock");
            if (dock && !dock->isHidden() && !dock->isFloating())
                resizeDocks({dock}, {dockWidthFor(width())}, Qt::Horizontal);
        },
        Qt::QueuedConnection);
}

// The share of a window at least as wide as the first run's (1500 px): below that the docks
// keep their width there (400 px by default) as far as the board's minimum lets them.
int MainWindow::dockWidthFor(int windowWidth) const { return int(m_dockShare * std::max(windowWidth, 1500)); }

bool MainWindow::event(QEvent* event) {
    // A press on a dock separator (the window shows the split cursor there) starts a drag, and
    // the release ends it: the docks' width then is the player's choice. Other clicks that
    // reach the window (a squeezed dock's margin, the status bar) leave the share alone.
    if (event->type() == QEvent::MouseButtonPress)
        m_draggingSeparator = cursor().shape() == Qt::SplitHCursor;
    if (event->type() == QEvent::MouseButtonRelease && std::exchange(m_draggingSeparator, false))
        if (auto* dock = findChild<QDockWidget*>("charactersDock"); dock && dock->isVisible() && !dock->isFloating())
            m_dockShare = std::clamp(double(dock->width()) / std::max(width(), 1500), kLeastDockShare, kMostDockShare);
    return QMainWindow::event(event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!confirmQuitUnsaved()) {
        event->ignore();
        return;
    }
    if (m_session.hasGame() && !m_gameFile.isEmpty()) {
        // The journal folded into the save: a game at rest is one whole save, as the CLI reads it.
        m_library->store(m_gameFile, m_session, true);
        waitForAutosave();
    }
    showGame(); // the docks as the player left them, not as hidden by the welcome page
    QSettings settings;
    settings.setValue("window/geometry", saveGeometry());
    settings.setValue("window/state", saveState());
    settings.setValue("window/dockShare", m_dockShare);
    event->accept();
}

} // namespace bsg::gui
