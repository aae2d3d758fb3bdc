#include "replay_window.h"

#include "board_scene.h"
#include "characters_widget.h"
#include "main_window.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace bsg::gui {

ReplayWindow::ReplayWindow(QWidget* parent) : QDialog(parent) {
    setObjectName("replayWindow");
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Replay viewer (for testers)"));
    auto* v = new QVBoxLayout(this);
    m_mode = new QLabel(this);
    m_mode->setObjectName("viewMode");
    m_mode->setAlignment(Qt::AlignCenter);
    m_mode->setMargin(4);
    v->addWidget(m_mode);

    auto* bar = new QHBoxLayout;
    auto* back = new QPushButton(tr("◀ Back"), this);
    back->setObjectName("back");
    back->setShortcut(QKeySequence(Qt::Key_Left));
    back->setToolTip(tr("One step back (Left)"));
    auto* forward = new QPushButton(tr("Forward ▶"), this);
    forward->setObjectName("forward");
    forward->setShortcut(QKeySequence(Qt::Key_Right));
    forward->setToolTip(tr("One step forward (Right)"));
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName("replaySlider");
    m_step = new QSpinBox(this);
    m_step->setObjectName("stepBox");
    m_step->setPrefix(tr("step "));
    m_turn = new QSpinBox(this);
    m_turn->setObjectName("turnBox");
    m_turn->setPrefix(tr("turn "));
    auto* goTurn = new QPushButton(tr("Go to turn"), this);
    goTurn->setObjectName("goTurn");
    m_full = new QCheckBox(tr("&Full view (shows hidden cards)"), this);
    m_full->setObjectName("fullView");
    bar->addWidget(back);
    bar->addWidget(m_slider, 1);
    bar->addWidget(forward);
    bar->addWidget(m_step);
    bar->addWidget(m_turn);
    bar->addWidget(goTurn);
    bar->addWidget(m_full);
    v->addLayout(bar);
    m_where = new QLabel(this);
    m_where->setObjectName("where");
    m_where->setWordWrap(true);
    v->addWidget(m_where);

    auto* split = new QSplitter(Qt::Horizontal, this);
    m_board = new BoardScene(this);
    m_view = new BoardView(m_board, split);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(500, 300);
    auto* side = new QSplitter(Qt::Vertical, split);
    auto* scroll = new QScrollArea(side);
    scroll->setWidgetResizable(true);
    m_characters = new CharactersWidget(scroll);
    scroll->setWidget(m_characters);
    m_bookmarks = new QListWidget(side);
    m_bookmarks->setObjectName("bookmarks");
    m_changes = new QPlainTextEdit(side);
    m_changes->setObjectName("changes");
    m_changes->setReadOnly(true);
    m_changes->setPlaceholderText(tr("What changed since the previous step"));
    m_log = new QPlainTextEdit(side);
    m_log->setObjectName("replayLog");
    m_log->setReadOnly(true);
    split->addWidget(m_view);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    v->addWidget(split, 1);

    connect(back, &QPushButton::clicked, this, [this] { goTo(m_replay.position() - 1); });
    connect(forward, &QPushButton::clicked, this, [this] { goTo(m_replay.position() + 1); });
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (value != m_replay.position())
            goTo(value);
    });
    connect(m_step, &QSpinBox::editingFinished, this, [this] { goTo(m_step->value()); });
    connect(goTurn, &QPushButton::clicked, this, [this] { goTo(m_replay.entryOfTurn(m_turn->value())); });
    connect(m_full, &QCheckBox::toggled, this, [this](bool) {
        m_previous = {};
        showStep();
    });
    connect(m_bookmarks, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { goTo(item->data(Qt::UserRole).toInt()); });
    resize(1400, 900);
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
    for (const auto& b : m_replay.bookmarks()) {
        const QJsonObject o = b.toObject();
        auto* item = new QListWidgetItem(tr("Step %1 (turn %2): %3")
                                             .arg(o.value("entry").toInt() + 1)
                                             .arg(o.value("turn").toInt())
                                             .arg(o.value("what").toString()),
                                         m_bookmarks);
        item->setData(Qt::UserRole, o.value("entry").toInt() + 1);
    }
    for (const auto& r : m_replay.rewinds()) {
        const QJsonObject o = r.toObject();
        new QListWidgetItem(tr("Rewind recorded (%1): from step %2 back to %3")
                                .arg(o.value("kind").toString())
                                .arg(o.value("from_entry").toInt())
                                .arg(o.value("to_entry").toInt()),
                            m_bookmarks);
    }
    m_previous = {};
    showStep();
    QDialog::show();
}

void ReplayWindow::goTo(int entry) {
    const QJsonObject before = m_replay.state(m_full->isChecked());
    if (QString why = m_replay.seek(entry); !why.isEmpty()) {
        m_where->setText(tr("Cannot replay this step: %1").arg(why));
        return;
    }
    m_previous = before;
    showStep();
}

void ReplayWindow::setFullView(bool full) { m_full->setChecked(full); }

void ReplayWindow::showStep() {
    const bool full = m_full->isChecked();
    m_mode->setText(full ? tr("FULL VIEW — every hidden card is face up (for testers only)")
                         : tr("As the player saw it"));
    m_mode->setStyleSheet(full ? "background: #b00020; color: white; font-weight: bold;"
                               : "background: #1a5f1a; color: white; font-weight: bold;");
    const QJsonObject state = m_replay.state(full);
    m_board->showState(state, {});
    m_characters->showState(state, {});
    const int pos = m_replay.position();
    m_slider->blockSignals(true);
    m_slider->setValue(pos);
    m_slider->blockSignals(false);
    m_step->setValue(pos);
    QString where = tr("Step %1 of %2, turn %3.").arg(pos).arg(m_replay.steps()).arg(state.value("turn").toInt());
    if (pos > 0)
        where += " " + tr("Choice that led here: %1.").arg(m_replay.choiceAt(pos - 1));
    if (pos < m_replay.steps())
        where += " " + tr("Next choice: %1.").arg(m_replay.choiceAt(pos));
    m_where->setText(where);
    m_changes->setPlainText(m_previous.isEmpty() ? tr("(no previous step shown)")
                                                 : jsonDifferences(m_previous, state).join('\n'));
    QStringList lines;
    for (const auto& e : m_replay.events(full))
        lines << tr("%1 · %2").arg(e.toObject().value("step").toInt()).arg(e.toObject().value("text").toString());
    m_log->setPlainText(lines.join('\n'));
    m_log->moveCursor(QTextCursor::End);
}

} // namespace bsg::gui
