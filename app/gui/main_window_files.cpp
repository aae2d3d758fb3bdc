// MainWindow and the game on the table: a new game started (the dialog, the same seed
// again, the last game resumed), a save opened, the game saved where the player asks and
// autosaved in the library.
#include "main_window.h"

#include "game_library.h"
#include "new_game_dialog.h"

#include <QDir>
#include <QFileDialog>
#include <QSettings>
#include <QStatusBar>

namespace bsg::gui {

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

} // namespace bsg::gui
