// Opening a big save without holding up the window (issue #37): a save of tens of thousands
// of record entries takes seconds to replay, so it is loaded on a worker thread into a
// session of its own, which replaces the one on the table only once it has loaded. Until then
// the status bar tells how far the replay has come; a new game or another save cancels it.
#include "game_library.h"
#include "main_window.h"

#include <QFileInfo>
#include <QLocale>
#include <QStatusBar>
#include <QThread>
#include <QTimer>

#include <atomic>

namespace bsg::gui {

// The work of one load on the worker thread: its own session, and how far it has come.
struct MainWindow::BackgroundLoad {
    QString path;
    GameSession session;
    QString error;
    std::atomic<int> done{0}, total{0};
    std::atomic<bool> cancelled{false};
};

namespace {
// Saves up to this size load in a fraction of a second on the window's thread.
constexpr qint64 kBackgroundLoadBytes = 1024 * 1024;
} // namespace

MainWindow::~MainWindow() { cancelBackgroundLoad(); }

// Saves the library's index does not list are read in the background from the start; the
// welcome page's Continue and the status bar follow.
void MainWindow::watchUnlistedSaves() {
    connect(m_library, &GameLibrary::gamesChanged, this, [this] {
        if (welcomeShown())
            updateWelcome();
    });
    connect(m_library, &GameLibrary::unlistedProgress, this, [this](int read, int total) {
        if (m_loading)
            return; // the game being opened has the status bar
        if (read < total)
            statusBar()->showMessage(tr("Reading saved games the list did not have: %1 of %2…").arg(read).arg(total));
        else
            statusBar()->showMessage(tr("Read %n saved game(s) the list did not have.", nullptr, total), 8000);
    });
    if (m_library->unlistedCount() > 0) {
        m_library->readUnlistedSaves();
        statusBar()->showMessage(tr("Reading saved games the list did not have: 0 of %1…").arg(m_library->unlistedCount()));
    }
}

void MainWindow::openGame(const QString& path) {
    if (QFileInfo(path).size() < kBackgroundLoadBytes)
        loadGame(path);
    else
        openInBackground(path);
}

bool MainWindow::loadingInBackground() const { return m_loadThread != nullptr; }

QString MainWindow::loadingText() const {
    if (!m_loading)
        return {};
    const QLocale locale;
    const int total = m_loading->total;
    return total > 0 ? tr("Opening %1: %2 of %3 decisions replayed…")
                           .arg(QFileInfo(m_loading->path).fileName(), locale.toString(int(m_loading->done)),
                                locale.toString(total))
                     : tr("Opening %1…").arg(QFileInfo(m_loading->path).fileName());
}

void MainWindow::openInBackground(const QString& path) {
    cancelBackgroundLoad();
    auto load = std::make_shared<BackgroundLoad>();
    load->path = path;
    m_loading = load;
    m_loadThread = QThread::create([load] {
        load->error = load->session.load(load->path, [&load = *load](int done, int total) {
            load.done = done;
            load.total = total;
            return !load.cancelled;
        });
    });
    connect(m_loadThread, &QThread::finished, this, [this, load] { finishBackgroundLoad(load); });
    m_loadTicker = new QTimer(this);
    connect(m_loadTicker, &QTimer::timeout, this, [this] { statusBar()->showMessage(loadingText()); });
    m_loadTicker->start(200);
    statusBar()->showMessage(loadingText());
    m_loadThread->start();
}

void MainWindow::cancelBackgroundLoad() {
    if (!m_loadThread)
        return;
    m_loading->cancelled = true;
    m_loadThread->wait();
    disconnect(m_loadThread, nullptr, this, nullptr); // its finished() is not a result any more
    dropBackgroundLoad();
}

void MainWindow::dropBackgroundLoad() {
    m_loadThread->deleteLater();
    m_loadThread = nullptr;
    delete m_loadTicker;
    m_loadTicker = nullptr;
    m_loading.reset();
    statusBar()->clearMessage();
}

void MainWindow::finishBackgroundLoad(const std::shared_ptr<BackgroundLoad>& load) {
    if (load != m_loading)
        return;
    dropBackgroundLoad();
    if (load->cancelled)
        return;
    if (!load->error.isEmpty()) {
        tell(tr("Cannot open the save"), tr("%1\n\nThe current game is unchanged.").arg(load->error));
        return;
    }
    m_session = std::move(load->session);
    showLoadedGame(load->path);
}

} // namespace bsg::gui
