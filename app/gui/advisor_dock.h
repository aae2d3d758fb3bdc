#pragma once
// The Advisor dock (View > Advisor, off by default): for the pending decision, each option's
// estimated chance to win with its margin of error, and the odds of the skill check being
// built (solo/advisor, docs/policy.md). The playouts run in a background thread
// (AdviceRunner) with a progress bar: a small first round is shown at once as a first
// estimate, then the full advice replaces it; a new decision cancels them. The advisor reads
// only what the player may see.
#include "game_session.h"

#include <QDockWidget>

class QLabel;
class QProgressBar;
class QTableWidget;

namespace bsg::gui {

// The dock asks for advice (adviceRequested) and shows the results it is given
// (showAdvice); it never holds the game (AdviceRunner runs the playouts).
class AdvisorDock : public QDockWidget {
    Q_OBJECT
public:
    explicit AdvisorDock(QWidget* parent = nullptr);

    // The decision to advise on, by its key (GameSession::adviceKey; empty: none). Asks for
    // advice when the dock is shown and the decision is a new one; the advice asked for an
    // older decision is cancelled.
    void setDecision(const QString& key);
    // Playouts per decision (tests use few).
    void setPlayouts(int playouts) { m_playouts = playouts; }
    // Playouts of the first estimate (0, or not fewer than the playouts: none).
    void setFirstEstimatePlayouts(int playouts) { m_firstPlayouts = playouts; }
    [[nodiscard]] int firstEstimatePlayouts() const { return m_firstPlayouts; }
    [[nodiscard]] bool busy() const { return m_waiting; }
    // The rows shown are a first estimate, and the full advice is still being played.
    [[nodiscard]] bool showsFirstEstimate() const { return m_showsFirstEstimate; }
    // The advice shown: one row per option (its id, the win chance and the margin, 0..1).
    using Row = AdviceResult::Row;
    [[nodiscard]] const QList<Row>& rows() const { return m_rows; }
    [[nodiscard]] int requestsStarted() const { return m_generation; }

public Q_SLOTS:
    void showProgress(int generation, int done, int total);
    void showFirstEstimate(const bsg::gui::AdviceResult& result);
    void showAdvice(const bsg::gui::AdviceResult& result);
    void showFailure(int generation);

Q_SIGNALS:
    void adviceRequested(const bsg::gui::AdviceRequest& request);
    void adviceCancelled();
    void firstEstimateShown();
    void adviceShown();

private:
    void start();
    void cancel();
    void showRows(const QList<Row>& rows);

    QLabel* m_status = nullptr;
    QLabel* m_check = nullptr;
    QLabel* m_why = nullptr; // what the recommended option gains over the next best
    QLabel* m_kept = nullptr; // the heuristic's option recommended as nothing beat it on evidence
    QProgressBar* m_progress = nullptr;
    QTableWidget* m_table = nullptr;
    QString m_key; // the decision the advice is for
    QList<Row> m_rows;
    int m_playouts = 10000;
    // About 0.1 s of processor time: the first estimate comes within 0.3 s even on a machine
    // loaded four times over (docs/gui.md, the figures; 200 took 0.3 s there).
    int m_firstPlayouts = 120;
    int m_generation = 0;
    bool m_waiting = false; // advice asked for m_generation and not come yet
    bool m_showsFirstEstimate = false;
};

} // namespace bsg::gui
