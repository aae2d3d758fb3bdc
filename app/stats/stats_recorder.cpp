#include "stats_recorder.h"

#include "stats_database.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>

namespace bsg::stats {

StatsRecorder::StatsRecorder(QObject* parent, const QString& path)
    : QObject(parent), m_path(path.isEmpty() ? StatsDatabase::defaultPath() : path),
      m_busyTimeoutMs(StatsDatabase::kDefaultBusyTimeoutMs) {
    m_writer = new QThreadPool(this);
    m_writer->setMaxThreadCount(1); // one thread keeps the records in order
}

void StatsRecorder::record(const GameRecord& record) {
    QPointer<StatsRecorder> self(this);
    m_writer->start([self, record, path = m_path, timeout = m_busyTimeoutMs] {
        QString why;
        {
            StatsDatabase db; // opened, written and closed on this thread
            why = db.openForWriting(path, timeout);
            if (why.isEmpty())
                why = db.add(record);
        }
        QMetaObject::invokeMethod(qApp, [self, why, path] {
            if (!self)
                return;
            if (why.isEmpty())
                Q_EMIT self->recorded(path);
            else
                Q_EMIT self->failed(why);
        });
    });
}

void StatsRecorder::waitForDone() {
    m_writer->waitForDone();
    // The result is handed to the GUI thread as a queued call: deliver it now.
    QCoreApplication::sendPostedEvents(qApp, QEvent::MetaCall);
}

} // namespace bsg::stats
