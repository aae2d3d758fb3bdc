#pragma once
// Records finished games into the statistics database on a background thread of its own, one
// at a time and in order, so a slow or locked database never holds up the window. Each record
// opens the file, writes one transaction and closes it; a failure is reported through
// failed() and the game itself is untouched (it is kept in its own save).
#include "game_record.h"

#include <QObject>

class QThreadPool;

namespace bsg::stats {

class StatsRecorder : public QObject {
    Q_OBJECT
public:
    // `path` empty: StatsDatabase::defaultPath().
    explicit StatsRecorder(QObject* parent = nullptr, const QString& path = {});
    [[nodiscard]] QString path() const { return m_path; }
    void setPath(const QString& path) { m_path = path; }
    void setBusyTimeout(int milliseconds) { m_busyTimeoutMs = milliseconds; }

    void record(const GameRecord& record);
    void waitForDone();

Q_SIGNALS:
    void recorded(const QString& path);
    void failed(const QString& why);

private:
    QString m_path;
    int m_busyTimeoutMs;
    QThreadPool* m_writer = nullptr;
};

} // namespace bsg::stats
