#include "replay_window.h"

#include "board_scene.h"
#include "characters_widget.h"
#include "main_window.h"
#include "state_changes.h"
#include "turn_chart.h"
#include "plain_text.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace bsg::gui {

namespace {
QString changesText(const StateView& before, const StateView& after) {
    const QStringList lines = describeChanges(before, after);
    return lines.isEmpty() ? ReplayWindow::tr("Nothing on the board changed.") : lines.join('\n');
}
} // namespace

ReplayWindow::ReplayWindow(QWidget* parent) : QDialog(parent) {
    setObjectName("replayWindow");
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Replay viewer (for testers)"));
    new QVBoxLayout(this);
    buildControls();
    buildPanes();
    connectControls();
    resize(1600, 1000);
}

// The view's banner, the bar of steps (back, slider, forward, step, turn, full view) and the
// line saying where the replay is.
void ReplayWindow::buildControls() {
    auto* v = static_cast<QVBoxLayout*>(layout());
    m_mode = new QLabel(this);
    m_mode->setObjectName("viewMode");
    makePlain(m_mode);
    m_mode->setAlignment(Qt::AlignCenter);
    m_mode->setMargin(4);
    v->addWidget(m_mode);

    auto* bar = new QHBoxLayout;
    m_back = new QPushButton(tr("◀ Back"), this);
    m_back->setObjectName("back");
    m_back->setToolTip(tr("One step back (Left)"));
    m_forward = new QPushButton(tr("Forward ▶"), this);
    m_forward->setObjectName("forward");
    m_forward->setToolTip(tr("One step forward (Right)"));
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName("replaySlider");
    m_step = new QSpinBox(this);
    m_step->setObjectName("stepBox");
    m_step->setPrefix(tr("step "));
    m_turn = new QSpinBox(this);
    m_turn->setObjectName("turnBox");
    m_turn->setPrefix(tr("turn "));
    m_goTurn = new QPushButton(tr("Go to turn"), this);
    m_goTurn->setObjectName("goTurn");
    m_full = new QCheckBox(tr("&Full view (shows hidden cards)"), this);
    m_full->setObjectName("fullView");
    bar->addWidget(m_back);
    bar->addWidget(m_slider, 1);
    bar->addWidget(m_forward);
    bar->addWidget(m_step);
    bar->addWidget(m_turn);
    bar->addWidget(m_goTurn);
    bar->addWidget(m_full);
    v->addLayout(bar);
    m_where = new QLabel(this);
    m_where->setObjectName("where");
    makePlain(m_where); // the choices of a save from anywhere
    m_where->setWordWrap(true);
    v->addWidget(m_where);
}

void ReplayWindow::buildPanes() {
    // Board and log on the left, the character panels at full height on the right: at
    // 1600x1000 every panel shows its hand without scrolling and the log keeps a dozen lines.
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName("replaySplit");
    auto* left = new QSplitter(Qt::Vertical, split);
    m_board = new BoardScene(this);
    m_view = new BoardView(m_board, left);
    m_view->setObjectName("replayBoard");
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setMinimumSize(500, 300);
    auto* below = new QSplitter(Qt::Horizontal, left);
    auto* notes = new QSplitter(Qt::Vertical, below);
    m_bookmarks = new QListWidget(notes);
    m_bookmarks->setObjectName("bookmarks");
    m_bookmarks->setToolTip(tr("Click a bookmark to go to its step"));
    m_changes = new QPlainTextEdit(notes);
    m_changes->setObjectName("changes");
    m_changes->setReadOnly(true);
    m_changes->setPlaceholderText(tr("What changed since the previous step"));
    // The log, and on a tab beside it the chart of the fleet over the turns (Alt+L, Alt+C).
    auto* tabs = new QTabWidget(below);
    tabs->setObjectName("replayTabs");
    m_log = new QPlainTextEdit(tabs);
    m_log->setObjectName("replayLog");
    m_log->setReadOnly(true);
    m_chart = new TurnChart(tabs);
    tabs->addTab(m_log, tr("&Log"));
    tabs->addTab(m_chart, tr("&Chart over the turns"));
    auto* scroll = new QScrollArea(split);
    scroll->setObjectName("replayCharacters");
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_characters = new CharactersWidget(scroll);
    scroll->setWidget(m_characters);
    scroll->setMinimumWidth(380);
    left->setStretchFactor(0, 3);
    left->setStretchFactor(1, 2);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 0);
    split->setSizes({1100, 480});
    left->setSizes({560, 330});
    below->setSizes({480, 620});
    notes->setSizes({120, 210}); // a jump to a bookmark may change many things
    static_cast<QVBoxLayout*>(layout())->addWidget(split, 1);
}

// The bar's buttons and keys, the slider and boxes, the full view and the bookmarks.
void ReplayWindow::connectControls() {
    QPushButton* back = m_back;
    QPushButton* forward = m_forward;
    connect(back, &QPushButton::clicked, this, [this] { goTo(m_replay.position() - 1); });
    connect(forward, &QPushButton::clicked, this, [this] { goTo(m_replay.position() + 1); });
    // Shortcuts of their own rather than the buttons': a button's shortcut animates a click
    // and steps 0.1 s later, too slow when a tester holds the key down.
    connect(new QShortcut(QKeySequence(Qt::Key_Left), this), &QShortcut::activated, back, [this] {
        goTo(m_replay.position() - 1);
    });
    connect(new QShortcut(QKeySequence(Qt::Key_Right), this), &QShortcut::activated, forward, [this] {
        goTo(m_replay.position() + 1);
    });
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (value != m_replay.position())
            goTo(value);
    });
    connect(m_step, &QSpinBox::editingFinished, this, [this] { goTo(m_step->value()); });
    connect(m_goTurn, &QPushButton::clicked, this, [this] { goTo(m_replay.entryOfTurn(m_turn->value())); });
    connect(m_full, &QCheckBox::toggled, this, [this](bool) {
        m_previous.reset();
        showStep();
    });
    // One click (or Enter) on a bookmark goes there.
    auto goToBookmark = [this](QListWidgetItem* item) { goTo(item->data(Qt::UserRole).toInt()); };
    connect(m_bookmarks, &QListWidget::itemClicked, this, goToBookmark);
    connect(m_bookmarks, &QListWidget::itemActivated, this, goToBookmark);
    connect(m_turn, &QSpinBox::editingFinished, this, [this] {
        if (m_turn->value() != m_shownTurn)
            goTo(m_replay.entryOfTurn(m_turn->value()));
    });
}

QString ReplayWindow::openFile(const QString& path) {
    ReplaySession replay;
    if (QString why = replay.open(path); !why.isEmpty())
        return why;
    m_replay = std::move(replay);
    present();
    return {};
}

QString ReplayWindow::openDocument(const QJsonObject& save) {
    ReplaySession replay;
    if (QString why = replay.openDocument(save); !why.isEmpty())
        return why;
    m_replay = std::move(replay);
    present();
    return {};
}

void ReplayWindow::present() {
    m_slider->setRange(0, m_replay.steps());
    m_step->setRange(0, m_replay.steps());
    m_turn->setRange(0, 100000);
    m_bookmarks->clear();
    for (const ReplaySession::Bookmark& b : m_replay.bookmarks()) {
        auto* item = new QListWidgetItem(tr("Step %1 (turn %2): %3").arg(b.entry + 1).arg(b.turn).arg(b.what), m_bookmarks);
        item->setData(Qt::UserRole, b.entry + 1);
    }
    for (const ReplaySession::Rewind& r : m_replay.rewinds()) {
        auto* item = new QListWidgetItem(tr("Rewind recorded (%1): from step %2 back to %3")
                                             .arg(r.kind)
                                             .arg(r.fromEntry)
                                             .arg(r.toEntry),
                                         m_bookmarks);
        item->setData(Qt::UserRole, r.toEntry); // where the game went on from
    }
    m_chart->setTracks(m_replay.tracks());
    m_previous.reset();
    showStep();
    QDialog::show();
}

void ReplayWindow::goTo(int entry) {
    if (std::clamp(entry, 0, m_replay.steps()) == m_replay.position())
        return; // already there: keep the changes that led here
    StateView before = m_replay.state(m_full->isChecked());
    if (QString why = m_replay.seek(entry); !why.isEmpty()) {
        m_where->setText(tr("Cannot replay this step: %1").arg(why));
        return;
    }
    m_previous = std::move(before);
    showStep();
}

void ReplayWindow::setFullView(bool full) { m_full->setChecked(full); }

void ReplayWindow::showStep() {
    const bool full = m_full->isChecked();
    m_mode->setText(full ? tr("FULL VIEW — every hidden card is face up (for testers only)")
                         : tr("As the player saw it"));
    m_mode->setStyleSheet(full ? "background: #b00020; color: white; font-weight: bold;"
                               : "background: #1a5f1a; color: white; font-weight: bold;");
    const StateView state = m_replay.state(full);
    m_board->showState(state, {});
    m_characters->showState(state, {});
    const int pos = m_replay.position();
    m_slider->blockSignals(true);
    m_slider->setValue(pos);
    m_slider->blockSignals(false);
    m_step->setValue(pos);
    // The turn box follows the position (without jumping anywhere itself).
    m_shownTurn = state.turn;
    m_turn->blockSignals(true);
    m_turn->setValue(m_shownTurn);
    m_turn->blockSignals(false);
    m_chart->showTurn(m_shownTurn);
    QString where = tr("Step %1 of %2, turn %3.").arg(pos).arg(m_replay.steps()).arg(state.turn);
    if (pos > 0)
        where += " " + tr("Choice that led here: %1.").arg(m_replay.choiceLabelAt(pos - 1));
    if (pos < m_replay.steps())
        where += " " + tr("Next choice: %1.").arg(m_replay.choiceLabelAt(pos));
    m_where->setText(where);
    m_changes->setPlainText(!m_previous ? tr("(no previous step shown)") : changesText(*m_previous, state));
    QStringList lines;
    for (const EventView& e : m_replay.events(full))
        lines << tr("%1 · %2").arg(e.step).arg(e.text);
    m_log->setPlainText(lines.join('\n'));
    m_log->moveCursor(QTextCursor::End);
}

} // namespace bsg::gui
