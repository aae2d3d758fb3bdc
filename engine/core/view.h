#pragma once
// What a viewer may see. project() turns a GameState into the protocol's state object with
// every card the viewer may not see replaced by its back ({"hidden": true, "type": ...}).
// The engine offers the full view and a seat's view; the solo layer builds its own
// Visibility from the Four Solo rules.
#include "state.h"

#include <QJsonArray>
#include <QJsonObject>

#include <array>

namespace bsg {

struct Visibility {
    bool full = false;                             // testers: everything face up
    std::array<bool, kMaxPlayers> hand{};          // whole skill hand face up
    std::array<bool, kMaxPlayers> activeCard{};    // only the Active Card face up (solo)
    std::array<uint8_t, kMaxPlayers> loyalty{};    // bit per loyalty card face up
    bool quorumHand = false;                       // the President's quorum cards
    std::array<bool, kMaxPlayers> superCrises{};   // a revealed Cylon's super crisis cards
    uint16_t seats = 0;                            // log events shown to any of these seats are visible
    bool solo = false;                             // add solo fields (active_card)

    static Visibility everything();
    static Visibility forSeat(const GameState& s, Seat seat);
};

[[nodiscard]] bool eventVisible(const LogEvent& e, const Visibility& v);

// The protocol's state object (docs/protocol.md, "State").
[[nodiscard]] QJsonObject projectState(const GameState& s, const Visibility& v);
// The pending decision as a protocol object (null when the game is over).
[[nodiscard]] QJsonValue decisionJson(const GameState& s);
// One log event as a protocol object {"step", "kind", "text", ...}.
[[nodiscard]] QJsonObject eventJson(const GameState& s, const LogEvent& e);

} // namespace bsg
