#pragma once
// The numbers of the engine's kinds - FrameKind (rules.h), Verb and DecisionKind (decision.h),
// EventKind (log.h) - are split into ranges, the same for each of the four enums:
//
//   [  0, 112)  the base game's kinds, declared in the enums themselves
//   [112, 144)  the variant's kinds: a game has at most one variant, so every variant numbers
//               its own kinds from the start of this range (declared in the variant's library)
//   [144, 176)  the Pegasus box's kinds
//   [176, 208)  the Exodus box's kinds
//   [208, 240)  the Daybreak box's kinds
//   [240, 255)  the test-only box's kinds (tests/, never shipped)
//   255         no kind (kNoKind)
//
// So the engine tells whose a kind is from its number alone (kindRange), a box's kinds never
// pass for the variant's, and adding a kind to one range moves no other.
//
// Kinds are hashed by number (GameState::forEachField, LogEvent::forEachField). The variant's
// first kinds were once numbered among the base kinds; the state walk writes them with those
// numbers (hashedKindNumber), so that every game saved before keeps its hashes. Those numbers
// are retired in the base lists: never give them to a new base kind.
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <type_traits>

namespace bsg {

enum class FrameKind : uint8_t;
enum class Verb : uint8_t;
enum class DecisionKind : uint8_t;
enum class EventKind : uint8_t;

// Whose kinds a range holds.
enum class KindRange : uint8_t { Base, Variant, Pegasus, Exodus, Daybreak, TestBox, None };

struct KindSpan {
    uint16_t first = 0, end = 0; // [first, end)
    [[nodiscard]] constexpr bool holds(unsigned n) const { return n >= first && n < end; }
    [[nodiscard]] constexpr int size() const { return end - first; }
};

inline constexpr KindSpan kBaseKinds{0, 112};
inline constexpr KindSpan kVariantKinds{112, 144};
inline constexpr KindSpan kPegasusKinds{144, 176};
inline constexpr KindSpan kExodusKinds{176, 208};
inline constexpr KindSpan kDaybreakKinds{208, 240};
inline constexpr KindSpan kTestBoxKinds{240, 255};
inline constexpr uint8_t kNoKind = 255;
// One more than the largest number of any kind: the size of a table indexed by kind.
inline constexpr int kKindLimit = 256;

inline constexpr KindSpan kindSpan(KindRange r) {
    switch (r) {
    case KindRange::Base: return kBaseKinds;
    case KindRange::Variant: return kVariantKinds;
    case KindRange::Pegasus: return kPegasusKinds;
    case KindRange::Exodus: return kExodusKinds;
    case KindRange::Daybreak: return kDaybreakKinds;
    case KindRange::TestBox: return kTestBoxKinds;
    case KindRange::None: break;
    }
    return KindSpan{kNoKind, kNoKind + 1};
}

template <class Kind>
concept EngineKind = std::is_same_v<Kind, FrameKind> || std::is_same_v<Kind, Verb> ||
                     std::is_same_v<Kind, DecisionKind> || std::is_same_v<Kind, EventKind>;

template <EngineKind Kind> constexpr KindRange kindRange(Kind k) {
    for (KindRange r : {KindRange::Base, KindRange::Variant, KindRange::Pegasus, KindRange::Exodus,
                        KindRange::Daybreak, KindRange::TestBox})
        if (kindSpan(r).holds(unsigned(k)))
            return r;
    return KindRange::None;
}

// A kind's number, for a switch whose cases are the kinds of a variant or a box: the enums
// list only the base kinds, and a case of any other number draws a compiler warning.
template <EngineKind Kind> constexpr unsigned kindNumber(Kind k) { return unsigned(k); }

// Whether a kind is the game's variant's (run, logged and worded by the variant only).
template <EngineKind Kind> constexpr bool isVariantKind(Kind k) { return kVariantKinds.holds(unsigned(k)); }

// The i-th kind of a range: how a variant or a box declares its kinds, e.g.
// `inline constexpr FrameKind kMyFrame = rangeKind<FrameKind>(KindRange::Variant, 0);`.
template <EngineKind Kind> consteval Kind rangeKind(KindRange r, int i) {
    const KindSpan span = kindSpan(r);
    if (r == KindRange::Base || r == KindRange::None || i < 0 || i >= span.size())
        throw "a kind outside its range"; // a compile-time error (consteval)
    return Kind(span.first + i);
}

namespace detail {
// The numbers the variant range's first kinds had in the base lists before the ranges
// existed, in the order of the range (the only variant then, VariantId 1).
inline constexpr std::array<uint8_t, 5> kHistoricVariantFrames{18, 19, 20, 21, 38};
inline constexpr std::array<uint8_t, 2> kHistoricVariantVerbs{27, 28};
inline constexpr std::array<uint8_t, 2> kHistoricVariantDecisions{17, 19};
inline constexpr std::array<uint8_t, 9> kHistoricVariantEvents{70, 71, 72, 73, 74, 75, 76, 77, 78};

template <EngineKind Kind> constexpr auto& historicNumbers() {
    if constexpr (std::is_same_v<Kind, FrameKind>)
        return kHistoricVariantFrames;
    else if constexpr (std::is_same_v<Kind, Verb>)
        return kHistoricVariantVerbs;
    else if constexpr (std::is_same_v<Kind, DecisionKind>)
        return kHistoricVariantDecisions;
    else
        return kHistoricVariantEvents;
}
} // namespace detail

// The number the state walk writes for a kind (never the hot path: hashes and digests only).
// Base and box kinds: their own number; the variant's first kinds: their number of before the
// ranges. One-to-one, since the base lists never reuse those numbers (kind_ranges_test).
template <EngineKind Kind> constexpr unsigned hashedKindNumber(Kind k) {
    const unsigned n = unsigned(k);
    const auto& historic = detail::historicNumbers<Kind>();
    const unsigned i = n - kVariantKinds.first; // wraps round below the range
    return i < historic.size() ? historic[i] : n;
}

// The kind a hashed number stands for: the inverse of hashedKindNumber, for the log's
// arguments that hold a kind as the walk writes it (a variant's note of a decision kind).
template <EngineKind Kind> constexpr Kind kindFromHashedNumber(unsigned number) {
    const auto& historic = detail::historicNumbers<Kind>();
    for (std::size_t i = 0; i < historic.size(); ++i)
        if (historic[i] == number)
            return Kind(kVariantKinds.first + i);
    return Kind(number);
}

} // namespace bsg
