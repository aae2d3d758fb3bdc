// MainWindow's ways into and out of a game - the welcome page, the library of games (Recent
// Games, Continue, the question before a new game replaces an unfinished one) - and the Help
// menu's About box and bug report. Kept apart from main_window.cpp, which plays the game.
#include "main_window.h"

#include "bug_report.h"
#include "game_library.h"
#include "recent_games_dialog.h"
#include "replay_window.h"
#include "welcome_page.h"

#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>

namespace bsg::gui {

bool MainWindow::welcomeShown() const { return m_pages->currentWidget() == m_welcome; }

void MainWindow::showWelcome() {
    updateWelcome();
    if (!welcomeShown()) {
        // The docks belong to the game: hidden here, back as they were with the game.
        m_docksToRestore.clear();
        for (QDockWidget* dock : findChildren<QDockWidget*>())
            if (!dock->isHidden()) {
                m_docksToRestore << dock;
                dock->hide();
            }
        m_pages->setCurrentWidget(m_welcome);
    }
    // The option keys (1-9, A-Z) and the game's actions would act on a game not on show.
    for (QShortcut* key : m_optionKeys)
        key->setEnabled(false);
    for (QAction* action : m_gameActions)
        action->setEnabled(false);
    m_welcome->focusFirstButton();
    setWindowTitle(tr("Galactica Solo"));
}

void MainWindow::showGame() {
    if (welcomeShown()) {
        for (QDockWidget* dock : m_docksToRestore)
            dock->show();
        m_docksToRestore.clear();
        m_pages->setCurrentIndex(1);
    }
    for (QShortcut* key : m_optionKeys)
        key->setEnabled(true);
    for (QAction* action : m_gameActions)
        action->setEnabled(m_session.hasGame());
    if (m_session.hasGame())
        setWindowTitle(tr("Galactica Solo — seed %1%2")
                           .arg(m_session.spec().seed)
                           .arg(m_savePath.isEmpty() ? QString() : " — " + QFileInfo(m_savePath).fileName()));
}

void MainWindow::updateWelcome() {
    const std::optional<GameEntry> game = m_library->lastUnfinished();
    m_welcome->setContinueText(
        game ? tr("%1 — turn %2, seed %3, last played %4.")
                   .arg(characterList(game->characters))
                   .arg(game->turn)
                   .arg(game->seed)
                   .arg(QLocale().toString(game->played, QLocale::ShortFormat))
             : QString());
}

bool MainWindow::confirmNewGame() {
    if (!m_session.hasGame() || m_session.gameOver())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Start a new game?"),
                    tr("The game on the table is not finished (turn %1).").arg(m_session.turn()), QMessageBox::NoButton, this);
    box.setObjectName("confirmNewGame");
    box.setInformativeText(tr("It is kept: Game → Recent Games continues it whenever you like."));
    QPushButton* start = box.addButton(tr("&Start a New Game"), QMessageBox::AcceptRole);
    start->setObjectName("startNewGame");
    QPushButton* keep = box.addButton(tr("&Keep Playing This One"), QMessageBox::RejectRole);
    keep->setObjectName("keepPlaying");
    box.setDefaultButton(keep); // Enter must not throw a game off the table
    box.setEscapeButton(keep);
    box.exec();
    return box.clickedButton() == start;
}

void MainWindow::continueLastGame() {
    const std::optional<GameEntry> game = m_library->lastUnfinished();
    if (!game)
        return;
    if (m_library->pathOf(game->file) == m_gameFile && m_session.hasGame())
        showGame();
    else
        openGame(m_library->pathOf(game->file));
}

void MainWindow::recentGamesDialog() {
    if (m_library->readingUnlisted()) { // the list must have every game
        QApplication::setOverrideCursor(Qt::WaitCursor);
        m_library->finishReadingUnlisted();
        QApplication::restoreOverrideCursor();
    }
    RecentGamesDialog dialog(m_library->games(), QFileInfo(m_gameFile).fileName(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString path = m_library->pathOf(dialog.chosenFile());
    if (dialog.choice() == RecentGamesDialog::Choice::Continue) {
        if (path == m_gameFile && m_session.hasGame())
            showGame();
        else
            openGame(path);
        return;
    }
    waitForAutosave(); // the game on the table may be the one to replay
    auto* replay = new ReplayWindow(this);
    if (QString why = replay->openFile(path); !why.isEmpty()) {
        delete replay;
        tell(tr("Cannot replay"), why);
    }
}

void MainWindow::exportBugReport() {
    const QImage screenshot = grab().toImage(); // the window as the player saw it, before the dialog
    const QString suggested = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                  .filePath(QStringLiteral("galactica-solo-bug-report-%1.json")
                                                .arg(QDateTime::currentDateTime().toString("yyyyMMdd-HHmmss")));
    QString path = QFileDialog::getSaveFileName(this, tr("Export a bug report"), suggested, tr("Bug reports (*.json)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json")))
        path += QLatin1String(".json");
    if (QString why = writeBugReport(path, bugReportDocument(m_session.saveDocument(), screenshot)); !why.isEmpty()) {
        tell(tr("Cannot export the bug report"), why);
        return;
    }
    m_lastMessage = tr("Bug report written to %1. Attach it to your issue.").arg(QDir::toNativeSeparators(path));
    statusBar()->showMessage(m_lastMessage, 8000);
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About Galactica Solo"),
                       tr("<h3>Galactica Solo %1</h3>"
                          "<p>Battlestar Galactica: The Board Game for one player, by the fan-made "
                          "<b>Four Solo %2</b> rules.</p>"
                          "<p>A fan project, not affiliated with the game's publishers. Built with Qt %3.</p>")
                           .arg(QStringLiteral(GALACTICA_VERSION), QString::fromLatin1(kFourSoloRulesVersion),
                                QString::fromLatin1(qVersion())));
}

} // namespace bsg::gui
