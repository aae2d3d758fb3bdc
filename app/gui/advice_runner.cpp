// The advisor's background runs (advice_runner.h).
#include "advice_runner.h"

#include <QThread>

namespace bsg::gui {

AdviceRunner::AdviceRunner(const GameSession& session, QObject* parent) : QObject(parent), m_session(session) {}

AdviceRunner::~AdviceRunner() {
    cancel();
    for (const QPointer<QThread>& t : m_threads) // cancelled: each stops after its playout
        if (t)
            t->wait();
}

void AdviceRunner::cancel() {
    if (m_cancel)
        m_cancel->store(true);
    m_cancel.reset();
}

void AdviceRunner::request(const AdviceRequest& request) {
    cancel();
    std::shared_ptr<AdviceJob> job = m_session.adviceJob(request);
    if (!job) {
        Q_EMIT failed(request.generation);
        return;
    }
    auto cancelled = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancelled;
    const int generation = request.generation;
    QPointer<AdviceRunner> self(this);
    // Sends a result to this (GUI) thread, unless the run is cancelled by the time it arrives.
    auto deliver = [self, cancelled](auto emitIt) {
        QMetaObject::invokeMethod(
            self,
            [self, cancelled, emitIt] {
                if (self && !cancelled->load())
                    emitIt(self.data());
            },
            Qt::QueuedConnection);
    };
    QThread* thread = QThread::create([self, job, generation, cancelled, deliver] {
        // A report when the percentage changes: the playouts of two threads are counted together,
        // so the count skips numbers and a report every hundredth playout would often be missed.
        int percentSent = -1;
        const auto progress = [&](int done, int total) {
            if (cancelled->load())
                return false;
            if (const int percent = total > 0 ? int(qint64(done) * 100 / total) : 100; percent != percentSent && self) {
                percentSent = percent;
                deliver([generation, done, total](AdviceRunner* r) { Q_EMIT r->progress(generation, done, total); });
            }
            return true;
        };
        const auto firstEstimate = [&](const AdviceResult& estimate) {
            deliver([estimate](AdviceRunner* r) { Q_EMIT r->firstEstimated(estimate); });
        };
        const auto result = job->run(progress, firstEstimate);
        if (cancelled->load() || !self)
            return;
        deliver([generation, result](AdviceRunner* r) {
            if (result)
                Q_EMIT r->finished(*result);
            else
                Q_EMIT r->failed(generation);
        });
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_threads.removeAll(nullptr);
    m_threads.append(thread);
    thread->start(QThread::LowPriority);
}

} // namespace bsg::gui
