#pragma once
// The boxes a game is played with: the base game and its expansions. Every record of
// resources/data names its box; a game names the boxes in play (Setup::boxes, saved as
// "boxes" when it is more than the base game) and the options they offer, and setup builds
// its decks and piles from the records of those boxes only, so a box's records change nothing
// in a game without it. Rules ask hasBox(s, Box::Pegasus) (rules.h) as they ask the rules
// revision. docs/architecture.md, "Boxes".
//
// Header only: the data loader's build tool (tools/carddb_snapshot.cpp) reads box ids too.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bsg {

// Walked by number in the box tail of the state walk (GameState::forEachField) and saved by
// id: never renumber. Box::Test is the test-only box of tests/engine/test_box: no shipped
// record names it, and its id is known only once a test registered it (registerBox).
enum class Box : uint8_t { Base = 0, Pegasus = 1, Exodus = 2, Daybreak = 3, Test = 7 };
inline constexpr int kBoxCount = 8;
inline constexpr std::array<std::string_view, kBoxCount> kBoxIds{"base", "pegasus", "exodus", "daybreak",
                                                                 "",     "",        "",       "test"};
using BoxSet = uint8_t; // a bit per Box
constexpr BoxSet boxBit(Box b) { return BoxSet(1u << unsigned(b)); }
// Whether `b` is one of the boxes above (a number read from outside may be anything).
[[nodiscard]] constexpr bool boxNumbered(Box b) { return size_t(b) < kBoxIds.size() && !kBoxIds[size_t(b)].empty(); }
inline constexpr BoxSet kBaseGameBoxes = boxBit(Box::Base); // the base game alone

// The options a box offers (a small typed set; ids in kBoxOptions). Saved by id, walked by
// bit in the box tail: never renumber.
enum class BoxOption : uint8_t { NoNewCaprica = 0, NoCylonLeaders = 1 };
struct BoxOptionDef {
    std::string_view id;
    Box box; // the box that offers it: it may be chosen only with that box in play
};
inline constexpr std::array<BoxOptionDef, 2> kBoxOptions{{{"no_new_caprica", Box::Pegasus},
                                                          {"no_cylon_leaders", Box::Pegasus}}};
using BoxOptionSet = uint8_t; // a bit per BoxOption
constexpr BoxOptionSet boxOptionBit(BoxOption o) { return BoxOptionSet(1u << unsigned(o)); }

namespace detail {
// The boxes whose rules this program carries (the base game; a box's rule library, or a
// test, adds its own with registerBox). Written at start-up only.
inline BoxSet g_availableBoxes = kBaseGameBoxes;
} // namespace detail

// Says that a box's records and rules are part of this program: games may then put it in
// play. Called once, at start-up, by the box's rules (the test box: by its tests).
inline void registerBox(Box b) { detail::g_availableBoxes = BoxSet(detail::g_availableBoxes | boxBit(b)); }
[[nodiscard]] inline bool boxAvailable(Box b) { return (detail::g_availableBoxes & boxBit(b)) != 0; }

// The box with this id, or nullopt: an unknown id, or the test box's while no test registered it.
[[nodiscard]] inline std::optional<Box> boxFromId(std::string_view id) {
    for (size_t i = 0; i < kBoxIds.size(); ++i)
        if (!kBoxIds[i].empty() && kBoxIds[i] == id && (Box(i) != Box::Test || boxAvailable(Box::Test)))
            return Box(i);
    return std::nullopt;
}
[[nodiscard]] inline std::string_view boxId(Box b) { return kBoxIds[size_t(b)]; }

// The boxes in play besides the base game, their ids joined by '+' ("pegasus"; "" for the base
// game alone): how the statistics tell one kind of game from another.
[[nodiscard]] inline std::string expansionsId(BoxSet boxes) {
    std::string out;
    for (size_t b = 0; b < kBoxIds.size(); ++b)
        if (Box(b) != Box::Base && (boxes & boxBit(Box(b))) != 0) {
            if (!out.empty())
                out += '+';
            out += kBoxIds[b];
        }
    return out;
}

// Adds the box named `id` to `boxes`; an error message (naming the id, at most 48 characters of
// it) when the id is no box's, or the box is one whose rules this program does not carry yet.
[[nodiscard]] inline std::optional<std::string> addBox(BoxSet& boxes, std::string_view id) {
    const std::string shown(id.substr(0, 48));
    const std::optional<Box> box = boxFromId(id);
    if (!box)
        return "unknown box '" + shown + "' (the boxes are base, pegasus, exodus and daybreak).";
    if (!boxAvailable(*box))
        return "box '" + shown + "' is not available yet: this program carries no rules of it.";
    boxes = BoxSet(boxes | boxBit(*box));
    return std::nullopt;
}

// Adds the option named `id` to `options`; an error message when no box offers it or its box
// is not in `boxes`.
[[nodiscard]] inline std::optional<std::string> addBoxOption(BoxOptionSet& options, BoxSet boxes,
                                                             std::string_view id) {
    const std::string shown(id.substr(0, 48));
    for (size_t i = 0; i < kBoxOptions.size(); ++i) {
        if (kBoxOptions[i].id != id)
            continue;
        if (!(boxes & boxBit(kBoxOptions[i].box)))
            return "box option '" + shown + "' belongs to the box " + std::string(boxId(kBoxOptions[i].box)) +
                   ", which is not in play.";
        options = BoxOptionSet(options | boxOptionBit(BoxOption(i)));
        return std::nullopt;
    }
    return "unknown box option '" + shown + "'.";
}

} // namespace bsg
