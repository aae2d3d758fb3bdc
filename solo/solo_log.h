#pragma once
// The Four Solo log filter, one event at a time (soloLog() runs it over the whole log; tests
// run it alongside a game).
#include "state.h"

#include <QJsonObject>

#include <optional>
#include <vector>

namespace bsg::solo {

struct SoloEvent {
    QJsonObject json;
    bool hidden = false; // the event's card details were left out
};

// Reads the log in order and knows, for each event, who was current and who was revealed
// then: that is what the player could see at that moment.
class LogFilter {
public:
    explicit LogFilter(const GameState& s);
    std::optional<SoloEvent> next(const GameState& s, const LogEvent& e);
    [[nodiscard]] Seat currentAtEvent() const { return m_current; }

private:
    Seat m_current = 0;
    std::vector<bool> m_revealed;
};

} // namespace bsg::solo
