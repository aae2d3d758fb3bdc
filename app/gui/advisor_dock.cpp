// The Advisor dock (advisor_dock.h).
#include "advisor_dock.h"

#include "plain_text.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace bsg::gui {

namespace {

QString percent(double p) { return QStringLiteral("%1%").arg(p * 100, 0, 'f', 1); }

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
    m_why = new QLabel(body);
    m_why->setObjectName(QStringLiteral("adviceWhy"));
    makePlain(m_why);
    m_why->setWordWrap(true);
    m_why->hide();
    m_kept = new QLabel(tr("In bold: the heuristic player's choice, as no option was told apart from it as "
                           "better."),
                        body);
    m_kept->setObjectName(QStringLiteral("adviceKeptHeuristic"));
    makePlain(m_kept);
    m_kept->setWordWrap(true);
    m_kept->hide();
    m_progress = new QProgressBar(body);
    m_progress->setRange(0, 100);
    m_progress->hide();
    m_table = new QTableWidget(0, 2, body);
    m_table->setHorizontalHeaderLabels({tr("Option"), tr("Chance to win")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    // A long option wraps onto a second line rather than being cut short in a narrow dock.
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setToolTip(tr("Estimated by playing the game on to its end many times from deals of the cards you "
                           "cannot see; ± is the margin of error (95%). The recommended option is in bold: the "
                           "heuristic player's choice unless the games show another is better, its chance "
                           "measured again in fresh games; \"tied\" marks an option the games played cannot "
                           "tell apart from it."));
    layout->addWidget(m_status);
    layout->addWidget(m_check);
    layout->addWidget(m_progress);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_kept);
    layout->addWidget(m_why);
    // In a short dock the explanation under the table scrolls into view instead of being cut off.
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(body);
    setWidget(scroll);
    // Hidden: no more playouts (the window gives the decision again when it is shown).
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible)
            cancel();
    });
}

void AdvisorDock::setDecision(const QString& key) {
    if (key == m_key && !key.isEmpty() && (m_waiting || (!m_rows.isEmpty() && !m_showsFirstEstimate)))
        return; // the same decision: its advice is shown or on its way
    cancel();
    m_key = key;
    m_showsFirstEstimate = false;
    showRows({});
    m_check->hide();
    m_why->hide();
    m_kept->hide();
    if (m_key.isEmpty()) {
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
    if (m_waiting)
        Q_EMIT adviceCancelled(); // it finishes on its own; its result is for an older decision
    m_waiting = false;
    m_progress->hide();
}

void AdvisorDock::start() {
    if (m_key.isEmpty() || m_waiting)
        return;
    m_waiting = true;
    m_status->setText(tr("Playing %Ln games on from here…", "", m_playouts));
    m_progress->setValue(0);
    m_progress->show();
    Q_EMIT adviceRequested(AdviceRequest{m_key, m_playouts, m_firstPlayouts, ++m_generation});
}

void AdvisorDock::showProgress(int generation, int done, int total) {
    if (generation != m_generation || !m_waiting)
        return;
    m_progress->setValue(total > 0 ? done * 100 / total : 0);
}

void AdvisorDock::showFailure(int generation) {
    if (generation != m_generation || !m_waiting)
        return;
    m_waiting = false;
    m_progress->hide();
    m_kept->hide();
    m_status->setText(tr("No advice for this decision."));
}

void AdvisorDock::showFirstEstimate(const AdviceResult& result) {
    if (result.generation != m_generation || !m_waiting)
        return; // an estimate for a decision that is gone
    m_showsFirstEstimate = true;
    showRows(result.rows);
    m_table->horizontalHeaderItem(1)->setText(tr("First estimate"));
    m_check->setText(result.check); // exact, whatever the playouts
    m_check->setVisible(!result.check.isEmpty());
    m_why->hide(); // the recommendation may still change
    m_kept->setVisible(result.keptHeuristic);
    m_status->setText(tr("First estimate from %Ln games (wide margins); refining with %1…", "", result.playouts)
                          .arg(QLocale().toString(m_playouts)));
    Q_EMIT firstEstimateShown();
}

void AdvisorDock::showAdvice(const AdviceResult& result) {
    if (result.generation != m_generation || !m_waiting)
        return; // advice for a decision that is gone
    m_waiting = false;
    m_showsFirstEstimate = false;
    m_progress->hide();
    showRows(result.rows);
    m_check->setText(result.check);
    m_check->setVisible(!result.check.isEmpty());
    m_why->setText(result.why);
    m_why->setVisible(!result.why.isEmpty());
    m_kept->setVisible(result.keptHeuristic);
    m_status->setText(tr("%Ln games played on from here in %1 s.", "", result.playouts).arg(result.seconds, 0, 'f', 1));
    Q_EMIT adviceShown();
}

void AdvisorDock::showRows(const QList<Row>& rows) {
    m_rows = rows;
    m_table->horizontalHeaderItem(1)->setText(tr("Chance to win"));
    m_table->setRowCount(int(rows.size()));
    for (int i = 0; i < int(rows.size()); ++i) {
        auto* name = new QTableWidgetItem(rows[i].label.isEmpty() ? rows[i].id : rows[i].label);
        name->setToolTip(plainToolTip(rows[i].id));
        // "tied" on a line of its own keeps the column narrow, leaving the width to the options.
        const QString text = rows[i].tied && !rows[i].best ? tr("%1 ± %2\ntied") : tr("%1 ± %2");
        auto* chance = new QTableWidgetItem(text.arg(percent(rows[i].winChance), percent(rows[i].margin)));
        chance->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (rows[i].best) {
            QFont bold = chance->font();
            bold.setBold(true);
            name->setFont(bold);
            chance->setFont(bold);
        }
        m_table->setItem(i, 0, name);
        m_table->setItem(i, 1, chance);
    }
    // Room for the rows, up to eight (more scroll within the table); a short dock scrolls its body.
    constexpr int kRowsShownWhole = 8;
    m_table->resizeRowsToContents();
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int i = 0; i < std::min(kRowsShownWhole, m_table->rowCount()); ++i)
        height += m_table->rowHeight(i);
    m_table->setMinimumHeight(height);
}

} // namespace bsg::gui
