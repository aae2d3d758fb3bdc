// MainWindow's menus (Game, View, Help) and the actions only they start: undo, rewind, the
// replay viewer, the help dialogs.
#include "main_window.h"

#include "help_dialogs.h"
#include "log_view.h"
#include "moment_banners.h"
#include "replay_window.h"
#include "step_player.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QFileDialog>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>

namespace bsg::gui {

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

void MainWindow::undo() {
    showTakenBack(m_session.undo(m_skipActiveWindows), tr("Cannot undo"), tr("Took back the last decision."));
}

void MainWindow::rewindTurn() {
    showTakenBack(m_session.rewindToTurnStart(), tr("Cannot rewind"), tr("Went back to the start of the turn."));
}

// After an undo or a rewind: `why` it was refused, or (empty) the game as it now is, saved.
void MainWindow::showTakenBack(const QString& why, const QString& refusedTitle, const QString& done) {
    if (!why.isEmpty()) {
        tell(refusedTitle, why);
        return;
    }
    autosave();
    refresh(true);
    statusBar()->showMessage(done, 8000);
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
