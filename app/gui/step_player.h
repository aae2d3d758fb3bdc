#pragma once
// Shows what one choice set off one step at a time, at a readable pace: each log line with
// the board as it was right after it, then the new decision. A pace of 0 is "instant".
#include "game_session.h"

#include <QObject>

class QTimer;

namespace bsg::gui {

class StepPlayer : public QObject {
    Q_OBJECT
public:
    explicit StepPlayer(QObject* parent = nullptr);
    // Milliseconds between steps; 0 shows only the outcome.
    void setPace(int milliseconds) { m_pace = milliseconds; }
    [[nodiscard]] int pace() const { return m_pace; }
    // Shows the first step now and the others at the pace. With a pace of 0, or a single
    // line, all lines go at once and finished() is emitted before play() returns.
    void play(QList<PlaybackStep> steps);
    [[nodiscard]] bool playing() const { return m_count > 0; }
    // The rest at once: the remaining lines, then finished().
    void finish();
    // Drops the rest without a signal (the game on show was replaced).
    void stop();

Q_SIGNALS:
    void stepShown(const bsg::gui::PlaybackStep& step, int number, int count);
    void linesAtOnce(const QList<bsg::EventView>& events);
    void finished();

private:
    void next();
    QTimer* m_timer = nullptr;
    static constexpr int kLongestPlaybackMs = 8000; // a long chain is sped up to fit
    static constexpr int kShortestStepMs = 120;
    QList<PlaybackStep> m_steps; // still to show
    int m_count = 0;             // steps in this playback; 0 when none is on
    int m_pace = 0;
};

} // namespace bsg::gui
