#include "main_window.h"

#include "advice_runner.h"
#include "advisor_dock.h"
#include "board_scene.h"
#include "characters_widget.h"
#include "crisis_card.h"
#include "decision_panel.h"
#include "game_library.h"
#include "help_dialogs.h"
#include "log_view.h"
#include "moment_banners.h"
#include "names.h"
#include "new_game_dialog.h"
#include "replay_window.h"
#include "step_player.h"
#include "welcome_page.h"
#include "plain_text.h"

#include <algorithm>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPixmapCache>
#include <QScrollArea>
#include <QSettings>
#include <QScreen>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

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
    connect(m_advisor->toggleViewAction(), &QAction::triggered, this,
            [](bool on) { QSettings().setValue("ui/advisor", on); });
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
    if (!restoreState(settings.value("window/state").toByteArray()))
        resizeDocks({m_charactersDock, m_logDock}, {400, 400}, Qt::Horizontal); // the board gets the rest
    m_dockShare = std::clamp(settings.value("window/dockShare", m_dockShare).toDouble(), kLeastDockShare, kMostDockShare);
    m_advisor->setVisible(settings.value("ui/advisor", false).toBool());
}

void MainWindow::buildMenus() {
    buildGameMenu();
    buildViewMenu();
    buildHelpMenu();
}

void MainWindow::buildGameMenu() {
    auto* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(tr("&New Game…"), QKeySequence::New, this, &MainWindow::newGameDialog);
    m_gameActions << game->addAction(tr("Play This &Seed Again"), QKeySequence(tr("Ctrl+Shift+N")), this,
                                     &MainWindow::playSeedAgain);
    game->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openDialog);
    game->addAction(tr("Recent &Games…"), QKeySequence(tr("Ctrl+Shift+R")), this, &MainWindow::recentGamesDialog);
    game->addAction(tr("&Welcome Page"), QKeySequence(tr("Alt+Home")), this, &MainWindow::showWelcome);
    m_gameActions << game->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::saveAction);
    m_gameActions << game->addAction(tr("Save &As…"), QKeySequence(tr("Ctrl+Shift+S")), this, &MainWindow::saveAsDialog);
    game->addSeparator();
    m_gameActions << game->addAction(tr("&Undo Last Decision"), QKeySequence::Undo, this, &MainWindow::undo);
    m_gameActions << game->addAction(tr("&Rewind to Turn Start"), QKeySequence(tr("Ctrl+Shift+Z")), this, &MainWindow::rewindTurn);
    game->addSeparator();
    m_gameActions << game->addAction(tr("&Replay This Game"), QKeySequence(tr("Ctrl+R")), this, &MainWindow::replayThisGame);
    game->addAction(tr("Open a Save in the Re&play Viewer…"), QKeySequence(tr("Ctrl+Shift+O")), this,
                    &MainWindow::openReplay);
    game->addAction(tr("S&tatistics…"), QKeySequence(tr("Ctrl+Shift+T")), this, &MainWindow::showStatistics)
        ->setObjectName("showStatistics");
    game->addSeparator();
    game->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
}

void MainWindow::buildViewMenu() {
    auto* view = menuBar()->addMenu(tr("&View"));
    for (auto* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());
    // What a choice sets off (a Cylon's turn, an activation) is shown one step at a time.
    auto* pace = view->addMenu(tr("&Pace of Automated Steps"));
    auto* paces = new QActionGroup(pace);
    const std::pair<const char*, int> choices[] = {{QT_TR_NOOP("&Instant"), 0},
                                                   {QT_TR_NOOP("&Fast (0.25 s a step)"), 250},
                                                   {QT_TR_NOOP("&Normal (0.6 s a step)"), 600},
                                                   {QT_TR_NOOP("&Slow (1.2 s a step)"), 1200}};
    for (const auto& [label, ms] : choices) {
        auto* a = pace->addAction(tr(label));
        a->setCheckable(true);
        a->setChecked(m_player->pace() == ms);
        a->setObjectName(QStringLiteral("pace%1").arg(ms));
        paces->addAction(a);
        connect(a, &QAction::triggered, this, [this, ms = ms] { // clang before 16 cannot capture a structured binding
            QSettings().setValue("ui/stepPaceMs", ms);
            setStepPace(ms);
        });
    }
    // Four Solo leaves another character's cards face down once its turn is over; a player may
    // choose to keep the names the log gave while they were open (docs/visibility.md).
    auto* remember = view->addAction(tr("&Remember What Each Character Showed Me"));
    remember->setObjectName("rememberShownCards");
    remember->setCheckable(true);
    remember->setChecked(m_session.remembersShownCards());
    connect(remember, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue("ui/rememberShownCards", on);
        m_session.setRememberShownCards(on);
        refresh(false);
    });
    // The moments between steps where an Active Card could be played (Four Solo 5.1) stop the
    // game; a player who never plays there may pass them all.
    auto* skipWindows = view->addAction(tr("S&kip Active Card Moments"));
    skipWindows->setObjectName("skipActiveWindows");
    skipWindows->setCheckable(true);
    skipWindows->setChecked(m_skipActiveWindows);
    connect(skipWindows, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue("ui/skipActiveWindows", on);
        m_skipActiveWindows = on;
        refresh(false);
    });
    view->addAction(tr("&Dismiss the Message"), QKeySequence(tr("Ctrl+D")), this, [this] { m_moments->dismiss(); })
        ->setObjectName("dismissMoment");
    view->addAction(tr("Search the &Log"), QKeySequence::Find, this, [this] {
        if (auto* search = m_log->findChild<QWidget*>("logSearch")) {
            search->parentWidget()->parentWidget()->show();
            search->setFocus();
        }
    });
}

void MainWindow::buildHelpMenu() {
    auto* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard Shortcuts"), QKeySequence::HelpContents, this, &MainWindow::showShortcuts);
    help->addAction(tr("&Rules Reference"), QKeySequence(Qt::Key_F2), this, &MainWindow::showRules);
    help->addSeparator();
    help->addAction(tr("&Export Bug Report…"), this, &MainWindow::exportBugReport)->setObjectName("exportBugReport");
    help->addAction(tr("&About Galactica Solo"), this, &MainWindow::showAbout)->setObjectName("about");
}

void MainWindow::setInteractive(bool interactive) {
    m_interactive = interactive;
    if (!interactive)
        setStepPace(0);
}

void MainWindow::setStepPace(int milliseconds) {
    m_player->setPace(milliseconds);
    if (milliseconds <= 0)
        m_player->finish();
}

bool MainWindow::showingSteps() const { return m_player->playing(); }

// A key pressed for one character's decision must not answer the next character's: for a
// moment after the decision passes to another character (the banner names it) the option
// keys wait. Clicks need no guard - they land on what the player sees.
void MainWindow::chooseByKey(int index) {
    if (m_interactive && m_deciderChanged.isValid() && m_deciderChanged.elapsed() < kKeyGuardMs) {
        m_lastMessage = tr("%1 decides now: press the key again to choose for them.")
                            .arg(m_lastDecider == QLatin1String("none") ? tr("You") : characterName(m_lastDecider));
        statusBar()->showMessage(m_lastMessage, 4000);
        return;
    }
    m_decision->chooseIndex(index);
}

// One automated step: its log line, and the board and panels as they were right after it.
// No option is offered until the steps are over.
void MainWindow::showStep(const PlaybackStep& step, int number, int count) {
    for (QShortcut* key : m_skipKeys)
        key->setEnabled(true);
    const StateView before = std::exchange(m_shownState, step.view);
    m_board->showState(step.view, {});
    m_board->markChanges(before, step.view);
    m_characters->showState(step.view, {});
    m_log->append({step.event}, true);
    showBanner(step.view, {}, {}, true);
    m_decision->showDecision(std::nullopt, tr("Step %1 of %2 of what happened. Space or Esc shows the rest at once.")
                                               .arg(number)
                                               .arg(count));
}

void MainWindow::tell(const QString& title, const QString& text) {
    m_lastMessage = text;
    statusBar()->showMessage(text, 8000);
    if (m_interactive)
        showPlainWarning(this, title, text);
}

QString MainWindow::startGame(const NewGameSpec& spec) {
    cancelBackgroundLoad();
    if (QString why = m_session.start(spec); !why.isEmpty()) {
        tell(tr("Cannot start the game"), why);
        return why;
    }
    m_savePath.clear();
    m_gameFile = m_library->newGamePath(spec.seed); // every game its own file: none is lost
    statusBar()->showMessage(tr("New game, seed %1").arg(spec.seed), 8000);
    autosave();
    refresh(true);
    showGame();
    return {};
}

void MainWindow::resumeOrWelcome() {
    m_library->importOldAutosave();
    showWelcome(); // until the last game is on the table (a big one loads in the background)
    if (const std::optional<GameEntry> last = m_library->lastPlayed(); last && !last->over) {
        openGame(m_library->pathOf(last->file));
        if (m_session.hasGame())
            statusBar()->showMessage(tr("Resumed the last game (seed %1).").arg(m_session.spec().seed), 8000);
    }
}

QString MainWindow::loadGame(const QString& path) {
    cancelBackgroundLoad();
    if (QString why = m_session.load(path); !why.isEmpty()) {
        tell(tr("Cannot open the save"), tr("%1\n\nThe current game is unchanged.").arg(why));
        return why;
    }
    showLoadedGame(path);
    return {};
}

void MainWindow::showLoadedGame(const QString& path) {
    // A game of the library goes on in its own file; any other save is copied into the
    // library, and Save (Ctrl+S) still writes back to the file that was opened.
    const bool own = m_library->contains(path);
    m_gameFile = own ? path : m_library->newGamePath(m_session.spec().seed);
    m_savePath = own ? QString() : path;
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 8000);
    autosave();
    refresh(true);
    showGame();
}

QString MainWindow::saveGame(const QString& path) {
    if (QString why = m_session.save(path); !why.isEmpty()) {
        tell(tr("Cannot save"), why);
        return why;
    }
    m_savePath = path;
    statusBar()->showMessage(tr("Saved to %1").arg(QDir::toNativeSeparators(path)), 8000);
    return {};
}

// The save and the library's index are written on the library's background thread.
void MainWindow::autosave() {
    if (m_session.hasGame() && !m_gameFile.isEmpty())
        m_library->store(m_gameFile, m_session);
}

void MainWindow::waitForAutosave() { m_library->waitForWrites(); }

QString MainWindow::choose(const QString& optionId) {
    if (optionId.isEmpty())
        return {};
    m_player->finish(); // steps still on show: the rest at once, then this choice
    const bool paced = m_player->pace() > 0;
    QList<PlaybackStep> steps;
    if (QString why = m_session.choose(optionId, paced ? &steps : nullptr); !why.isEmpty()) {
        tell(tr("That choice is not possible"), why);
        return why;
    }
    autosave();
    if (m_session.gameOver()) // this choice ended the game (a finished game offers no choice)
        recordFinishedGame();
    if (!paced) {
        refresh(false);
        return {};
    }
    m_logShown = m_session.logSize(); // the new lines come through the player
    m_player->play(steps);
    return {};
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_split && (event->type() == QEvent::Resize || event->type() == QEvent::Show) && !m_fitQueued) {
        m_fitQueued = true; // the splitter lays out its children after this event: fit after that
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_fitQueued = false;
                if (m_session.hasGame())
                    fitDecisionPanel();
            },
            Qt::QueuedConnection);
    }
    return QMainWindow::eventFilter(watched, event);
}

// The decision panel grows to show every option without scrolling (up to 60% of the height;
// the board scales into the rest); the player can still drag the splitter.
void MainWindow::fitDecisionPanel() {
    const QList<int> sizes = m_split->sizes();
    if (sizes.size() != 2)
        return;
    const int total = sizes[0] + sizes[1];
    m_split->widget(1)->layout()->activate(); // widths as they are now (the crisis card may have come or gone)
    const int card = m_crisisCard->isVisible() ? m_crisisCard->sizeHint().height() : 0;
    const int wanted = std::min(std::max(m_decision->contentHeight(), card), total * 3 / 5);
    if (wanted > sizes[1] || wanted < sizes[1] - 80) {
        m_split->setSizes({total - wanted, wanted});
        m_split->widget(1)->layout()->activate(); // the buttons take their places now, not later
    }
}

void MainWindow::refresh(bool rebuildLog) {
    if (rebuildLog)
        m_player->stop(); // another game or another moment of it
    for (QShortcut* key : m_skipKeys) // Space and Esc are the buttons' again
        key->setEnabled(false);
    const PlayerView view = m_session.view();
    const StateView& state = view.state;
    m_shownState = state;
    const std::optional<DecisionView>& decision = view.decision;
    const QStringList ids = decision ? decision->optionIds() : QStringList();
    const QString decider = decision ? decision->actor : QString();
    m_board->showState(state, ids);
    m_characters->showState(state, ids, decider);
    m_characters->followDecider(m_charactersScroll); // the dock scrolls to whoever decides
    QString over;
    if (state.gameOver)
        over = state.gameOver->humansWon
                   ? tr("The game is over: the humans reach Kobol. You win!")
                   : tr("The game is over: the Cylons win (%1). Ctrl+Shift+N plays this seed again.")
                         .arg(endReasonText(state.gameOver->reason));
    m_decision->showDecision(decision, over);
    if (decider != m_lastDecider) {
        m_lastDecider = decider;
        m_deciderChanged.start();
    }
    m_crisisCard->showState(state);
    fitDecisionPanel();
    skipActiveWindowLater(decision);
    // A hand opened or closed: earlier lines naming its cards read differently now.
    if (const QString hands = m_session.openHandsKey(); rebuildLog || hands != m_openHands) {
        m_openHands = hands;
        m_log->clear();
        m_logShown = 0;
    }
    m_log->append(m_session.events(m_logShown));
    m_logShown = m_session.logSize();
    m_phase = state.phase;
    if (m_advisor->isVisible())
        m_advisor->setDecision(m_session.adviceKey());

    showBanner(state, decider, over, !rebuildLog);
    // Another game or another moment of it (a load, undo, rewind) tells nothing new.
    if (rebuildLog)
        m_moments->dismiss();
    m_moments->tell(m_momentTeller.next(state, !rebuildLog));
    const NewGameSpec spec = m_session.spec();
    setWindowTitle(tr("Galactica Solo — seed %1%2").arg(spec.seed).arg(m_savePath.isEmpty() ? QString() : " — " + QFileInfo(m_savePath).fileName()));
}

// View > Skip Active Card Moments: an Active Card moment is passed for the player, once the
// window is idle and if it is still the decision then (not undone meanwhile).
void MainWindow::skipActiveWindowLater(const std::optional<DecisionView>& decision) {
    if (!m_skipActiveWindows || !decision || decision->kind != QLatin1String("active_window"))
        return;
    QMetaObject::invokeMethod(
        this,
        [this, step = decision->step] {
            const std::optional<DecisionView> still = m_session.view().decision;
            if (still && still->kind == QLatin1String("active_window") && still->step == step)
                choose(QStringLiteral("done"));
        },
        Qt::QueuedConnection);
}

// The banner names whose turn it is; a hand-off to another character flashes it (also while
// automated steps are shown, at the step where the turn passes).
void MainWindow::showBanner(const StateView& state, const QString& actor, const QString& over, bool flashHandOff) {
    const QString& current = state.current;
    QString text = tr("Turn %1 — %2 (%3) is the current character")
                       .arg(state.turn)
                       .arg(characterName(current), characterTypeName(current));
    if (!actor.isEmpty() && actor != current)
        text += tr(" · %1 decides now").arg(characterName(actor));
    if (!over.isEmpty())
        text = over;
    m_banner->setText(text);
    if (!m_lastCurrent.isEmpty() && current != m_lastCurrent && flashHandOff && over.isEmpty()) {
        m_banner->setStyleSheet("background: #ffb300; color: black; font-weight: bold;");
        m_banner->setText(tr("Hand-off: %1").arg(text));
        m_bannerTimer->start();
    }
    m_lastCurrent = current;
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

void MainWindow::newGameDialog() {
    if (!confirmNewGame())
        return;
    NewGameSpec initial = m_session.spec();
    if (initial.characters.isEmpty()) { // from the welcome page: the characters of the last new game
        initial.characters = QSettings().value("game/characters").toStringList();
        initial.difficulty = QSettings().value("game/difficulty", initial.difficulty).toString();
    }
    if (!GameSession::checkCharacters(initial.characters).isEmpty())
        initial.characters = QStringList{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"};
    initial.seed = randomSeed();
    NewGameDialog dialog(initial, m_session.hasGame() ? m_session.spec().seed : 0, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const NewGameSpec spec = dialog.spec();
    QSettings().setValue("game/characters", spec.characters);
    QSettings().setValue("game/difficulty", spec.difficulty);
    startGame(spec);
}

void MainWindow::playSeedAgain() {
    if (m_session.hasGame() && confirmNewGame())
        startGame(m_session.spec());
}

void MainWindow::openDialog() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a saved game"), m_savePath,
                                                      tr("Saved games (*.json);;All files (*)"));
    if (!path.isEmpty())
        openGame(path);
}

void MainWindow::saveAction() {
    if (m_savePath.isEmpty())
        saveAsDialog();
    else
        saveGame(m_savePath);
}

void MainWindow::saveAsDialog() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the game"), m_savePath,
                                                      tr("Saved games (*.json)"));
    if (!path.isEmpty())
        saveGame(path.endsWith(".json") ? path : path + ".json");
}

void MainWindow::undo() {
    if (QString why = m_session.undo(m_skipActiveWindows); !why.isEmpty()) {
        tell(tr("Cannot undo"), why);
        return;
    }
    autosave();
    refresh(true);
    statusBar()->showMessage(tr("Took back the last decision."), 8000);
}

void MainWindow::rewindTurn() {
    if (QString why = m_session.rewindToTurnStart(); !why.isEmpty()) {
        tell(tr("Cannot rewind"), why);
        return;
    }
    autosave();
    refresh(true);
    statusBar()->showMessage(tr("Went back to the start of the turn."), 8000);
}

void MainWindow::openReplay() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a save to replay"), m_savePath,
                                                      tr("Saved games (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    auto* w = new ReplayWindow(this);
    if (QString why = w->openFile(path); !why.isEmpty()) {
        delete w;
        tell(tr("Cannot replay"), why);
        return;
    }
}

void MainWindow::replayThisGame() {
    auto* w = new ReplayWindow(this);
    if (QString why = w->openDocument(m_session.saveDocument()); !why.isEmpty()) {
        delete w;
        tell(tr("Cannot replay"), why);
        return;
    }
}

void MainWindow::showShortcuts() { showShortcutsDialog(this); }
void MainWindow::showRules() { showRulesDialog(this, m_phase); }

} // namespace bsg::gui
