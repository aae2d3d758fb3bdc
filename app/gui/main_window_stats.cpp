// MainWindow and the statistics of finished games (docs/gui.md, "Statistics"): each game that
// ends in the window is recorded in the statistics database on a background thread, and
// Game → Statistics… opens the window that reads it. A database that cannot take the record
// is reported; the game stays in its own save whatever happens here.
#include "main_window.h"

#include "game_library.h"
#include "statistics_window.h"
#include "stats_recorder.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QStatusBar>

namespace bsg::gui {

void MainWindow::setUpStatistics() {
    m_stats = new stats::StatsRecorder(this);
    connect(m_stats, &stats::StatsRecorder::recorded, this,
            [this] { statusBar()->showMessage(tr("The game was added to the statistics (Ctrl+Shift+T)."), 8000); });
    connect(m_stats, &stats::StatsRecorder::failed, this, [this](const QString& why) {
        tell(tr("Statistics not recorded"),
             tr("This game was not added to the statistics: %1\n\n%2").arg(why, saveStateSentence()));
    });
}

void MainWindow::recordFinishedGame() {
    if (!m_session.gameOver())
        return;
    const NewGameSpec spec = m_session.spec();
    const std::optional<GameOverView> over = m_session.view().state.gameOver;
    if (!over)
        return;
    stats::GameRecord r;
    r.source = QStringLiteral("desktop");
    r.policy = QStringLiteral("player");
    r.mode = stats::modeId(true, QString::fromStdString(expansionsId(spec.boxes)));
    // The game's own file: a game that ends again after an undo replaces its record.
    r.gameKey = QFileInfo(m_gameFile).fileName();
    r.seed = spec.seed;
    r.characters = spec.characters;
    r.difficulty = spec.difficulty;
    r.winner = over->humansWon ? QStringLiteral("humans") : QStringLiteral("cylons");
    r.endReason = over->reason;
    r.turns = m_session.turn();
    r.decisions = m_session.recordSize();
    if (const std::optional<GameEntry> entry = m_library->entryOf(m_gameFile))
        r.seconds = entry->playSeconds;
    r.programVersion = stats::programVersion();
    r.rulesRevision = m_session.saveDocument().value("setup").toObject().value("rules_revision").toInt();
    r.finished = QDateTime::currentDateTimeUtc();
    m_stats->record(r);
}

void MainWindow::showStatistics() {
    auto* window = new StatisticsWindow(this, m_stats->path());
    window->show();
}

} // namespace bsg::gui
