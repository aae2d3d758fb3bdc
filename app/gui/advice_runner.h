#pragma once
// Runs the advisor's playouts (AdviceJob) in background threads for the Advisor dock: the dock
// asks with an AdviceRequest and receives an AdviceResult, and never holds the game. A new
// request cancels the one before it; a cancelled run stops after its current playout, and
// nothing it found is sent any more (not even what was already on its way).
#include "game_session.h"

#include <QObject>
#include <QPointer>

#include <atomic>
#include <memory>

class QThread;

namespace bsg::gui {

class AdviceRunner : public QObject {
    Q_OBJECT
public:
    // Reads the game from `session` when a request comes.
    explicit AdviceRunner(const GameSession& session, QObject* parent = nullptr);
    ~AdviceRunner() override; // cancels, and waits for every thread still running

public Q_SLOTS:
    void request(const bsg::gui::AdviceRequest& request);
    void cancel();

Q_SIGNALS:
    void progress(int generation, int done, int total);
    void firstEstimated(const bsg::gui::AdviceResult& result); // the quick first round (AdviceResult::firstEstimate)
    void finished(const bsg::gui::AdviceResult& result);
    void failed(int generation); // no decision to advise on, or the advisor could not run

private:
    const GameSession& m_session;
    QList<QPointer<QThread>> m_threads; // every thread still running (cancelled ones too)
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

} // namespace bsg::gui
