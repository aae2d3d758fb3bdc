#pragma once
// Small value types shared by the whole engine. Ids are small integers indexing the
// immutable CardDb; their string forms live in resources/data and docs/ids.md.
#include "gamekit_names.h"
#include "box.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace bsg {

enum class Resource : uint8_t { Fuel, Food, Morale, Population };
inline constexpr int kResourceCount = 4;
inline constexpr std::array<std::string_view, kResourceCount> kResourceIds{"fuel", "food", "morale", "population"};

// The base game's five types come first; the boxes' types follow (Pegasus's Treachery; the
// test-only box's type of tests/engine/test_box). The base rules walk the first
// kSkillTypeCount; what is indexed by type has room for kMaxSkillTypes, and the state walks
// the boxes' types only in its box tail, so a base game hashes as before.
enum class SkillType : uint8_t { Politics, Leadership, Tactics, Piloting, Engineering, Treachery, BoxTest };
inline constexpr int kSkillTypeCount = 5; // the base game's
inline constexpr int kMaxSkillTypes = 7;  // with the boxes'
inline constexpr std::array<std::string_view, kMaxSkillTypes> kSkillTypeIds{
    "politics", "leadership", "tactics", "piloting", "engineering", "treachery", "box_test"};
// The box whose records may use each type (a card or character of another box may not).
inline constexpr std::array<Box, kMaxSkillTypes> kSkillTypeBox{Box::Base, Box::Base,    Box::Base, Box::Base,
                                                               Box::Base, Box::Pegasus, Box::Test};
using SkillMask = uint8_t; // bit per SkillType
constexpr SkillMask skillBit(SkillType t) { return SkillMask(1u << unsigned(t)); }

// The six space areas in clockwise order around Galactica.
enum class Area : uint8_t { Fore, StarboardBow, StarboardQuarter, Aft, PortQuarter, PortBow };
inline constexpr int kAreaCount = 6;
inline constexpr std::array<std::string_view, kAreaCount> kAreaIds{"fore", "starboard_bow", "starboard_quarter",
                                                                   "aft", "port_quarter", "port_bow"};
constexpr Area clockwise(Area a) { return Area((int(a) + 1) % kAreaCount); }
constexpr Area counterClockwise(Area a) { return Area((int(a) + kAreaCount - 1) % kAreaCount); }
constexpr bool isLaunchArea(Area a) { return a == Area::PortQuarter || a == Area::PortBow; }

enum class Title : uint8_t { President, Admiral };

enum class Side : uint8_t { None, Human, Cylon };

// NoCharacterLeft: Pegasus - a human was executed and no character was left to replace him.
enum class EndReason : uint8_t { None, Kobol, Fuel, Food, Morale, Population, GalacticaDestroyed, Centurions,
                                 NoCharacterLeft };
inline constexpr std::array<std::string_view, 9> kEndReasonIds{"none",       "kobol",      "fuel",
                                                               "food",       "morale",     "population",
                                                               "galactica_destroyed", "centurions",
                                                               "no_character_left"};

using CharId = int8_t;   // index into CardDb::characters
using LocId = int8_t;    // index into CardDb::locations
using SkillCard = uint8_t; // index into CardDb::skillCards (one entry per type:name:strength)
using CardIdx = uint8_t; // index into the other card tables (crisis, quorum, destination, ...)
using Seat = int8_t;     // 0..players-1 in clockwise order; -1 = nobody

inline constexpr Seat kNoSeat = -1;
inline constexpr int kMaxPlayers = 6;
// The newest edition of the rules this program plays (engine.h, Setup::rulesRevision). A game
// keeps the edition it began with, so that a save replays as it was played: 1 is every game
// saved before editions existed; 2 brought the rule corrections of issue #12 and the variant's
// Active Card moments; 3 lets an attacker pick a Cylon ship that has or has not acted this turn;
// 4 brings the official FAQ's rulings and the variant's corrections of issue #31
// (docs/architecture.md, "Rules revisions").
inline constexpr uint8_t kRulesRevision = 4;

} // namespace bsg
