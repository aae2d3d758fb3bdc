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
    QThread* thread = QThread::create([self, job, generation, cancelled] {
        const auto result = job->run([&](int done, int total) {
            if (cancelled->load())
                return false;
            if ((done % 100 == 0 || done == total) && self)
                QMetaObject::invokeMethod(
                    self, [self, generation, done, total] { if (self) Q_EMIT self->progress(generation, done, total); },
                    Qt::QueuedConnection);
            return true;
        });
        if (cancelled->load() || !self)
            return;
        QMetaObject::invokeMethod(
            self,
            [self, generation, result] {
                if (!self)
                    return;
                if (result)
                    Q_EMIT self->finished(*result);
                else
                    Q_EMIT self->failed(generation);
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_threads.removeAll(nullptr);
    m_threads.append(thread);
    thread->start(QThread::LowPriority);
}

} // namespace bsg::gui
