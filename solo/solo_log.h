#pragma once
// The Four Solo log filter, one event at a time (soloLog() runs it over the whole log; tests
// and the desktop program run it alongside a game). docs/visibility.md, "The log".
#include "state.h"
#include "view.h"

#include <QJsonObject>

#include <optional>
#include <vector>

namespace bsg::solo {

// Whose hand a logged card went into: the player sees its name only while that hand is open.
inline constexpr int8_t kNoHolder = -1;
inline constexpr int8_t kQuorumHolder = kMaxPlayers;

struct SoloEvent {
    QJsonObject named;        // with the card, as the player could see it when it happened
    QJsonObject redacted;     // without it ("draws a Tactics card")
    bool openAtTime = true;   // the player could see the card when the event happened
    int8_t holder = kNoHolder; // the hand that holds the named card, if any

    // The line the player sees now: a card in a hand is named only while that hand is open
    // (`now`), unless the player asked to remember what each character showed.
    [[nodiscard]] const QJsonObject& shown(const Visibility& now, bool remember) const;
    // Whether the details were left out of that line.
    [[nodiscard]] bool hiddenNow(const Visibility& now, bool remember) const { return &shown(now, remember) == &redacted; }
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
