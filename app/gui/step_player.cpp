#include "step_player.h"

#include <QTimer>

#include <algorithm>

namespace bsg::gui {

StepPlayer::StepPlayer(QObject* parent) : QObject(parent) {
    m_timer = new QTimer(this);
    connect(m_timer, &QTimer::timeout, this, &StepPlayer::next);
}

void StepPlayer::play(QList<PlaybackStep> steps) {
    stop();
    if (m_pace <= 0 || steps.size() < 2) {
        QList<EventView> lines;
        for (const PlaybackStep& step : steps)
            lines.append(step.event);
        Q_EMIT linesAtOnce(lines);
        Q_EMIT finished();
        return;
    }
    m_steps = std::move(steps);
    m_count = int(m_steps.size());
    // A long chain (a whole Cylon activation) speeds up so that it takes at most a few
    // seconds; each line still stays up long enough to be seen.
    m_timer->start(std::max(kShortestStepMs, std::min(m_pace, kLongestPlaybackMs / m_count)));
    next();
}

void StepPlayer::next() {
    if (m_steps.isEmpty()) { // the last line stayed up for one beat: now the decision
        m_timer->stop();
        m_count = 0;
        Q_EMIT finished();
        return;
    }
    const PlaybackStep step = m_steps.takeFirst();
    Q_EMIT stepShown(step, m_count - int(m_steps.size()), m_count);
}

void StepPlayer::finish() {
    if (!playing())
        return;
    m_timer->stop();
    QList<EventView> lines;
    for (const PlaybackStep& step : m_steps)
        lines.append(step.event);
    m_steps.clear();
    m_count = 0;
    if (!lines.isEmpty())
        Q_EMIT linesAtOnce(lines);
    Q_EMIT finished();
}

void StepPlayer::stop() {
    m_timer->stop();
    m_steps.clear();
    m_count = 0;
}

} // namespace bsg::gui
