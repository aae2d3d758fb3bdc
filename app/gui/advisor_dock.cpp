// The Advisor dock (advisor_dock.h).
#include "advisor_dock.h"

#include "advisor.h"
#include "engine.h"
#include "plain_text.h"

#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

namespace bsg::gui {

namespace {

QString percent(double p) { return QStringLiteral("%1%").arg(p * 100, 0, 'f', 1); }

// What identifies a decision: its step and options (a new decision, or the same one asked
// again after a card played out of turn, gets new advice).
QString decisionKey(const GameState& s) {
    QString key = QString::number(s.step) + QLatin1Char('/') + QString::number(s.turn);
    for (const Option& o : s.decision.options)
        key += QLatin1Char(' ') + QString::fromStdString(optionId(s, o));
    return key;
}

} // namespace

AdvisorDock::AdvisorDock(QWidget* parent) : QDockWidget(tr("Advisor"), parent) {
    setObjectName("advisorDock");
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    m_status = new QLabel(tr("Shows each option's chance to win when a decision is pending."), body);
    m_status->setWordWrap(true);
    makePlain(m_status);
    m_check = new QLabel(body);
    makePlain(m_check);
    m_check->setWordWrap(true);
    m_check->hide();
    m_progress = new QProgressBar(body);
    m_progress->setRange(0, 100);
    m_progress->hide();
    m_table = new QTableWidget(0, 2, body);
    m_table->setHorizontalHeaderLabels({tr("Option"), tr("Chance to win")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setToolTip(tr("Estimated by playing the game on many times with the heuristic player, from deals of "
                           "the cards you cannot see; ± is the margin of error (95%)."));
    layout->addWidget(m_status);
    layout->addWidget(m_check);
    layout->addWidget(m_progress);
    layout->addWidget(m_table, 1);
    setWidget(body);
    // Hidden: no more playouts (the window gives the decision again when it is shown).
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible)
            cancel();
    });
}

AdvisorDock::~AdvisorDock() {
    cancel();
    for (const QPointer<QThread>& t : m_threads) // cancelled: each stops after its playout
        if (t)
            t->wait();
}

void AdvisorDock::setDecision(std::optional<GameState> state) {
    const QString key = state && state->hasDecision && !state->gameOver() ? decisionKey(*state) : QString();
    if (key == m_key && !key.isEmpty() && (m_running || !m_rows.isEmpty()))
        return; // the same decision: its advice is shown or on its way
    cancel();
    m_key = key;
    m_rows.clear();
    m_table->setRowCount(0);
    m_check->hide();
    m_state = key.isEmpty() ? std::nullopt : std::move(state);
    if (!m_state) {
        m_status->setText(tr("No decision is pending."));
        m_progress->hide();
        return;
    }
    if (isVisible())
        start();
    else
        m_status->setText(tr("The advice starts when this panel is shown."));
}

void AdvisorDock::cancel() {
    if (m_cancel)
        m_cancel->store(true);
    m_cancel.reset();
    m_running = nullptr; // it finishes on its own; its result is for an older decision
    m_progress->hide();
}

void AdvisorDock::start() {
    if (!m_state || m_running)
        return;
    const int generation = ++m_generation;
    auto cancelled = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancelled;
    m_status->setText(tr("Playing %Ln games on from here…", "", m_playouts));
    m_progress->setValue(0);
    m_progress->show();
    const GameState state = *m_state;
    const int playouts = m_playouts;
    QPointer<AdvisorDock> self(this);
    QThread* thread = QThread::create([self, state, playouts, generation, cancelled] {
        solo::advisor::AdvisorOptions o;
        o.playouts = playouts;
        o.seed = uint64_t(state.step) + 1;
        o.threads = 2;
        o.progress = [&](int done, int total) {
            if (cancelled->load())
                return false;
            if ((done % 100 == 0 || done == total) && self)
                QMetaObject::invokeMethod(
                    self, [self, generation, done, total] { if (self) self->showProgress(generation, done, total); },
                    Qt::QueuedConnection);
            return true;
        };
        Error error;
        const auto advice = solo::advisor::advise(state, o, &error);
        if (cancelled->load() || !advice)
            return;
        QList<Row> rows;
        for (const auto& a : advice->options)
            rows.append(Row{QString::fromStdString(optionId(state, a.option)), a.winChance, a.margin});
        QString check;
        if (advice->check) {
            const auto& c = *advice->check;
            check = AdvisorDock::tr("Skill check (difficulty %1): it passes with a chance of %2 with the cards in it now "
                                    "and the current character's random card still to come.")
                        .arg(c.difficulty)
                        .arg(percent(c.pass));
            if (c.partialAt >= 0)
                check += QLatin1Char(' ') + AdvisorDock::tr("Partial result (%1 or more): %2.").arg(c.partialAt).arg(percent(c.partial));
            for (const auto& i : c.ifAdded)
                check += QLatin1Char('\n') + AdvisorDock::tr("With %1: %2.")
                                                 .arg(QString::fromStdString(optionLabel(state, i.option)))
                                                 .arg(percent(i.pass));
        }
        const double seconds = advice->seconds;
        const int made = advice->playouts;
        if (self)
            QMetaObject::invokeMethod(
            self,
            [self, generation, rows, check, seconds, made] {
                if (self)
                    self->showResult(generation, rows, check, seconds, made);
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    connect(thread, &QThread::finished, this, [this, thread] {
        if (m_running == thread)
            m_running = nullptr;
    });
    m_running = thread;
    m_threads.removeAll(nullptr);
    m_threads.append(thread);
    thread->start(QThread::LowPriority);
}

void AdvisorDock::showProgress(int generation, int done, int total) {
    if (generation != m_generation || !m_cancel)
        return;
    m_progress->setValue(total > 0 ? done * 100 / total : 0);
}

void AdvisorDock::showResult(int generation, const QList<Row>& rows, const QString& check, double seconds,
                             int playouts) {
    if (generation != m_generation || !m_state)
        return; // advice for a decision that is gone
    m_running = nullptr;
    m_cancel.reset();
    m_progress->hide();
    m_rows = rows;
    double best = -1;
    for (const Row& r : rows)
        best = std::max(best, r.winChance);
    m_table->setRowCount(int(rows.size()));
    const OptionList& options = m_state->decision.options;
    for (int i = 0; i < int(rows.size()); ++i) {
        const QString label = i < int(options.size()) ? QString::fromStdString(optionLabel(*m_state, options[size_t(i)]))
                                                      : rows[i].id;
        auto* name = new QTableWidgetItem(label);
        name->setToolTip(plainToolTip(rows[i].id));
        auto* chance = new QTableWidgetItem(tr("%1 ± %2").arg(percent(rows[i].winChance), percent(rows[i].margin)));
        chance->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (rows[i].winChance == best) {
            QFont bold = chance->font();
            bold.setBold(true);
            name->setFont(bold);
            chance->setFont(bold);
        }
        m_table->setItem(i, 0, name);
        m_table->setItem(i, 1, chance);
    }
    m_check->setText(check);
    m_check->setVisible(!check.isEmpty());
    m_status->setText(tr("%Ln games played on from here in %1 s.", "", playouts).arg(seconds, 0, 'f', 1));
    Q_EMIT adviceShown();
}

} // namespace bsg::gui
