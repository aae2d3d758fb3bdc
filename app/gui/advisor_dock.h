#pragma once
// The Advisor dock (View > Advisor, off by default): for the pending decision, each option's
// estimated chance to win with its margin of error, and the odds of the skill check being
// built (solo/advisor, docs/policy.md). The playouts run in a background thread with a
// progress bar; a new decision cancels them. The advisor reads only what the player may see.
#include "state.h"

#include <QDockWidget>
#include <QPointer>

#include <atomic>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QTableWidget;
class QThread;

namespace bsg::gui {

class AdvisorDock : public QDockWidget {
    Q_OBJECT
public:
    explicit AdvisorDock(QWidget* parent = nullptr);
    ~AdvisorDock() override;

    // The decision to advise on (nullopt: none). Starts the playouts when the dock is shown and
    // the decision is a new one; the playouts of an older decision are cancelled.
    void setDecision(std::optional<GameState> state);
    // Playouts per decision (tests use few).
    void setPlayouts(int playouts) { m_playouts = playouts; }
    [[nodiscard]] bool busy() const { return m_running != nullptr; }
    // The advice shown: one row per option (its id, the win chance and the margin, 0..1).
    struct Row {
        QString id;
        double winChance = 0, margin = 0;
    };
    [[nodiscard]] const QList<Row>& rows() const { return m_rows; }
    [[nodiscard]] int requestsStarted() const { return m_generation; }

Q_SIGNALS:
    void adviceShown();

private:
    void start();
    void cancel();
    void showResult(int generation, const QList<Row>& rows, const QString& check, double seconds, int playouts);
    void showProgress(int generation, int done, int total);

    QLabel* m_status = nullptr;
    QLabel* m_check = nullptr;
    QProgressBar* m_progress = nullptr;
    QTableWidget* m_table = nullptr;
    std::optional<GameState> m_state;
    QString m_key; // the decision the advice is for
    QList<Row> m_rows;
    int m_playouts = 10000;
    int m_generation = 0;
    QThread* m_running = nullptr;               // the playouts of the decision shown
    QList<QPointer<QThread>> m_threads;          // every thread still running (cancelled ones too)
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

} // namespace bsg::gui
