#include "main_window.h"

#include "carddb.h"
#include "view.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRandomGenerator>
#include <QSettings>
#include <QStatusBar>
#include <QTreeWidget>

namespace bsg::gui {

namespace {

void addJson(QTreeWidgetItem* parent, const QString& key, const QJsonValue& v) {
    auto* item = new QTreeWidgetItem(parent, QStringList{key});
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            addJson(item, it.key(), it.value());
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i)
            addJson(item, QString::number(i + 1), a[i]);
        item->setText(1, QObject::tr("%n item(s)", nullptr, int(a.size())));
    } else if (v.isBool()) {
        item->setText(1, v.toBool() ? QObject::tr("yes") : QObject::tr("no"));
    } else if (v.isDouble()) {
        item->setText(1, QString::number(v.toDouble()));
    } else {
        item->setText(1, v.toString());
    }
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Galactica Solo"));
    m_state = new QTreeWidget(this);
    m_state->setHeaderLabels({tr("Game"), tr("Value")});
    m_state->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    setCentralWidget(m_state);

    auto* logDock = new QDockWidget(tr("Log"), this);
    logDock->setObjectName("logDock");
    m_log = new QPlainTextEdit(logDock);
    m_log->setReadOnly(true);
    logDock->setWidget(m_log);
    addDockWidget(Qt::RightDockWidgetArea, logDock);

    auto* gameMenu = menuBar()->addMenu(tr("&Game"));
    auto* newAction = gameMenu->addAction(tr("&New Game"), this, &MainWindow::newGame);
    newAction->setShortcut(QKeySequence::New);
    auto* quitAction = gameMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quitAction->setShortcut(QKeySequence::Quit);
    auto* viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->addAction(logDock->toggleViewAction());

    QSettings settings;
    restoreGeometry(settings.value("window/geometry").toByteArray());
    restoreState(settings.value("window/state").toByteArray());
    if (!settings.contains("window/geometry"))
        resize(1100, 720);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    QSettings settings;
    settings.setValue("window/geometry", saveGeometry());
    settings.setValue("window/state", saveState());
    event->accept();
}

void MainWindow::newGame() { startGame(QRandomGenerator::global()->generate64() >> 12); }

void MainWindow::startGame(uint64_t seed) {
    Setup setup;
    for (const char* id : {"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"})
        setup.characters.push_back(CharId(db().character(id)));
    setup.seed = seed;
    setup.solo = true;
    Error error;
    m_game = Game::start(setup, &error);
    statusBar()->showMessage(m_game ? tr("New game, seed %1").arg(seed) : QString::fromStdString(error.message));
    refresh();
}

void MainWindow::refresh() {
    m_state->clear();
    m_log->clear();
    if (!m_game)
        return;
    const GameState& s = m_game->state();
    // The public view: no hand, loyalty card or quorum card is shown.
    Visibility publicView;
    publicView.solo = true;
    const QJsonObject state = projectState(s, publicView);
    for (auto it = state.begin(); it != state.end(); ++it)
        addJson(m_state->invisibleRootItem(), it.key(), it.value());
    for (const LogEvent& e : s.log)
        if (eventVisible(e, publicView))
            m_log->appendPlainText(QString::fromStdString(eventText(s, e)));
}

} // namespace bsg::gui
