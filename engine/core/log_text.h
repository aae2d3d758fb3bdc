#pragma once
// Words for log events - display only (log.h). eventText (engine.h) words every kind: the
// setup, turn, crisis, quorum and loyalty kinds in log_text.cpp, the ship and combat kinds in
// combat_text.cpp, a variant's kinds through Variant::eventText. These helpers are theirs.
#include "state.h"

#include <string>

namespace bsg::text {

[[nodiscard]] std::string skillCard(int card);        // "Evasive Maneuvers (piloting 2)"
[[nodiscard]] std::string skillType(int type);        // "Piloting"
[[nodiscard]] std::string area(int area);             // "the aft area"
[[nodiscard]] std::string location(int loc);          // "Weapons Control"
[[nodiscard]] std::string crisis(int card);           // its name
[[nodiscard]] std::string ships(int kind, int count); // "a raider", "3 heavy raiders"
[[nodiscard]] std::string signedNumber(int n);        // "+2", "-3"
// A die's target: n > 0 "n+", n < 0 "-n or less", "8" for the top face.
[[nodiscard]] std::string needed(int n);
// "Raider", "Heavy raider" (capitalized, singular).
[[nodiscard]] std::string shipKindName(int kind);

} // namespace bsg::text

namespace bsg {

// The ship and combat kinds (combat_text.cpp); empty for other kinds.
[[nodiscard]] std::string combatEventText(const GameState& s, const LogEvent& e);

} // namespace bsg
