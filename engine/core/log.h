#pragma once
// Log events: what happened, and who may see it. Text is produced on demand (log_text.cpp).
#include "types.h"

#include <string>

namespace bsg {

enum class EventKind : uint8_t {
    GameStarted,     // a = players
    TurnStarted,     // actor
    DrewSkill,       // actor, a = SkillCard (private to actor)
    Moved,           // actor, a = LocId or -1, b = area when into a viper (or -1)
    Discarded,       // actor, a = SkillCard (public: discards are face up)
    ActionChosen,    // actor, a = Verb, b = arg
    CrisisDrawn,     // a = crisis card
    CrisisOption,    // actor (chooser), a = crisis, b = option
    ResourceChanged, // a = Resource, b = delta, c = new value
    JumpTrackMoved,  // a = new position
    DieRolled,       // a = result, b = purpose
    DestinyDealt,    // a = count
    Contributed,     // actor, a = SkillCard (private to actor; others see that one card went in)
    CheckRevealed,   // a = SkillCard (public, after the shuffle), b = counts positive
    CheckResult,     // a = total, b = difficulty, c = 0 pass, 1 partial, 2 fail
    FleetJumped,     // a = distance after
    DestinationChosen, // actor, a = destination
    LoyaltyDealt,    // actor, a = loyalty card (private)
    LoyaltyLooked,   // actor (viewer), a = target seat, b = loyalty card, c = index (private to viewer)
    TitleChanged,    // actor (new holder), a = Title
    Revealed,        // actor
    QuorumDrawn,     // actor, a = quorum card (private to president)
    ShipsChanged,    // a = ShipKind, b = Area, c = delta
    Unimplemented,   // note names the rule or card effect not carried out yet
    Scenario,        // note: the scenario command
    Note,            // note: free text (public)
    GameEnded,       // a = Side, b = EndReason
};

inline constexpr uint16_t kPublic = 0xFFFF;

struct LogEvent {
    int32_t step = 0;
    EventKind kind = EventKind::Note;
    Seat actor = kNoSeat;
    int16_t a = 0, b = 0, c = 0;
    uint16_t visibleTo = kPublic; // bit per seat; kPublic = everyone
    std::string note;
    bool operator==(const LogEvent&) const = default;
    template <class F> void forEachField(F&& f) const { f(step), f(kind), f(actor), f(a), f(b), f(c), f(visibleTo), f(note); }
    [[nodiscard]] bool visibleToSeat(Seat s) const { return visibleTo == kPublic || (s >= 0 && (visibleTo >> s) & 1u); }
};

inline constexpr uint16_t seatBit(Seat s) { return uint16_t(1u << unsigned(s)); }

} // namespace bsg
