// MainWindow and the state of the game's autosave (docs/gui.md, "Saves, undo, replay"). A
// failed autosave - a full disk, a folder that cannot be written - stays on show in the status
// bar until a save succeeds, is retried every few seconds, and quitting with the game unsaved
// asks first. Every message is worded from the library's record of the last save.
#include "main_window.h"

#include "game_library.h"

#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

namespace bsg::gui {

void MainWindow::setUpSaveWarning() {
    m_saveWarning = new QLabel(this);
    m_saveWarning->setObjectName("saveWarning");
    m_saveWarning->setTextFormat(Qt::PlainText); // the reason quotes a path
    m_saveWarning->setStyleSheet("background: #c62828; color: white; font-weight: bold; padding: 1px 6px;");
    m_saveWarning->hide();
    statusBar()->addPermanentWidget(m_saveWarning);
    m_saveRetry = new QTimer(this);
    m_saveRetry->setInterval(5000);
    connect(m_saveRetry, &QTimer::timeout, this, [this] {
        if (m_library->saveState().failing)
            autosave(); // the space may be back
    });
    connect(m_library, &GameLibrary::writeFailed, this, [this] { showSaveState(); });
    connect(m_library, &GameLibrary::stored, this, [this] {
        const bool wasFailing = m_saveWarning->isVisible();
        showSaveState();
        if (wasFailing && !m_saveWarning->isVisible())
            statusBar()->showMessage(tr("The game is saved again."), 8000);
    });
}

void MainWindow::setSaveRetryInterval(int milliseconds) { m_saveRetry->setInterval(milliseconds); }

bool MainWindow::saveWarningShown() const { return !m_saveWarning->isHidden(); }

QString MainWindow::saveWarningText() const { return saveWarningShown() ? unsavedText() : QString(); }

QString MainWindow::unsavedText() const {
    const GameLibrary::SaveState s = m_library->saveState();
    if (!s.failing)
        return {};
    const QString sameGame = QFileInfo(m_gameFile).fileName();
    const QString onDisk =
        m_session.hasGame() && s.file == sameGame && !sameGame.isEmpty()
            ? tr("The save on disk holds the game as it was at decision %1 (%2); what was played since is only in this "
                 "window.")
                  .arg(s.savedDecisions)
                  .arg(QLocale().toString(s.savedAt.time(), QLocale::ShortFormat))
            : tr("No save of this game has reached the disk yet.");
    return tr("The game could not be saved: %1\n%2").arg(s.why, onDisk);
}

void MainWindow::showSaveState() {
    const QString text = unsavedText();
    if (text.isEmpty()) {
        m_saveWarning->hide();
        m_saveRetry->stop();
        return;
    }
    // Not m_lastMessage: that is the last message box's text, which this line must not replace.
    const QString line = tr("⚠ Not saved — retrying every %n second(s). %1", nullptr, m_saveRetry->interval() / 1000)
                             .arg(QString(text).replace('\n', ' '));
    m_saveWarning->setText(m_saveWarning->fontMetrics().elidedText(line, Qt::ElideRight, std::max(300, width() / 2)));
    m_saveWarning->setToolTip(Qt::convertFromPlainText(line));
    m_saveWarning->show();
    if (!m_saveRetry->isActive())
        m_saveRetry->start();
}

// For messages about something else (the statistics): how things stand with the game's save.
QString MainWindow::saveStateSentence() {
    waitForAutosave(); // the save of the same decision may still be on its way
    if (!m_session.hasGame() || !m_library->saveState().failing)
        return tr("The game itself is saved.");
    return tr("The game itself is not saved either (see the status bar): %1").arg(m_library->saveState().why);
}

// Before the window closes on a game whose last save failed: try again, save it elsewhere,
// or quit anyway - never a silent loss.
bool MainWindow::confirmQuitUnsaved() {
    for (;;) {
        waitForAutosave();
        const QString text = m_session.hasGame() ? unsavedText() : QString();
        if (text.isEmpty())
            return true;
        QMessageBox box(QMessageBox::Warning, tr("The game is not saved"), text, QMessageBox::NoButton, this);
        box.setObjectName("quitUnsaved");
        box.setTextFormat(Qt::PlainText);
        box.setInformativeText(tr("Quitting now loses what is not on disk."));
        QPushButton* retry = box.addButton(tr("&Try Saving Again"), QMessageBox::AcceptRole);
        retry->setObjectName("retrySave");
        QPushButton* elsewhere = box.addButton(tr("Save &Elsewhere…"), QMessageBox::ActionRole);
        elsewhere->setObjectName("saveElsewhere");
        QPushButton* quit = box.addButton(tr("&Quit Without Saving"), QMessageBox::DestructiveRole);
        quit->setObjectName("quitAnyway");
        QPushButton* stay = box.addButton(tr("&Keep Playing"), QMessageBox::RejectRole);
        stay->setObjectName("keepPlaying");
        box.setDefaultButton(retry);
        box.setEscapeButton(stay);
        box.exec();
        if (box.clickedButton() == quit)
            return true;
        if (box.clickedButton() == elsewhere) {
            const QString path = QFileDialog::getSaveFileName(this, tr("Save the game elsewhere"),
                                                              QDir::homePath(), tr("Saved games (*.json)"));
            if (!path.isEmpty() && saveGame(path.endsWith(".json") ? path : path + ".json").isEmpty())
                return true;
            continue;
        }
        if (box.clickedButton() != retry)
            return false; // Keep Playing, or the box closed
        autosave();
    }
}

} // namespace bsg::gui
