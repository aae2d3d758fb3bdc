#pragma once
// The rules of a box's own kinds (kind_ranges.h): a frame kind, verb, decision kind or log
// event numbered in a box's range is registered here, kind by kind, by the box's rule files
// (Pegasus: engine/rules/pegasus/; the test box: tests/engine/test_box/). The engine's door
// runs a box frame through its entry, the option check, option ids and labels, prompts and the
// log's words ask theirs, so a box adds a step of play without touching a base switch.
// docs/architecture.md, "Kind numbers".
//
// Registration happens once, before games run (with the rule tables, rule_table.cpp); the
// tables are plain arrays indexed by kind number, so a look-up is one load.
#include "kind_ranges.h"

#include <cstdint>
#include <string>

namespace bsg {

struct Ctx;
struct GameState;
struct LogEvent;
struct Option;
enum class Flow : uint8_t;

// A box frame's handler (the frame's own stages, as any base frame's).
using BoxFrameRun = Flow (*)(Ctx& c);

// A box verb: whether an option's numbers are in range (every number the rules use as an
// index), its protocol id appended to `out` (saves hold it: never change one), its label.
struct BoxVerbRule {
    bool (*inRange)(const GameState& s, const Option& o) = nullptr;
    void (*appendId)(std::string& out, const GameState& s, const Option& o) = nullptr;
    std::string (*label)(const GameState& s, const Option& o) = nullptr;
    bool operator==(const BoxVerbRule&) const = default;
};

// A box decision kind: its protocol id ("execution_choice") and the prompt of a pending
// decision of the kind.
struct BoxDecisionRule {
    const char* id = nullptr;
    std::string (*prompt)(const GameState& s) = nullptr;
    bool operator==(const BoxDecisionRule&) const = default;
};

// A box log event's words (display only).
using BoxEventText = std::string (*)(const GameState& s, const LogEvent& e);

// Registration: false (and nothing changed) when the kind is outside every box range, a rule
// is missing, or the kind has its rule already.
bool registerBoxFrame(FrameKind kind, BoxFrameRun run);
bool registerBoxVerb(Verb verb, const BoxVerbRule& rule);
bool registerBoxDecision(DecisionKind kind, const BoxDecisionRule& rule);
bool registerBoxEvent(EventKind kind, BoxEventText text);

// The registered rule of a kind, or nullptr (a base or variant kind, or a box kind nobody
// registered).
[[nodiscard]] BoxFrameRun boxFrameRun(FrameKind kind);
[[nodiscard]] const BoxVerbRule* boxVerbRule(Verb verb);
[[nodiscard]] const BoxDecisionRule* boxDecisionRule(DecisionKind kind);
[[nodiscard]] BoxEventText boxEventText(EventKind kind);

// Whether a kind's number lies in a box's range (Pegasus, Exodus, Daybreak or the test box).
template <EngineKind Kind> constexpr bool isBoxKind(Kind k) {
    const KindRange r = kindRange(k);
    return r != KindRange::Base && r != KindRange::Variant && r != KindRange::None;
}

} // namespace bsg
