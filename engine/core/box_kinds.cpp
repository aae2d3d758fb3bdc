// The tables of box kinds' rules (box_kinds.h).
#include "box_kinds.h"

#include <array>

namespace bsg {

namespace {

std::array<BoxFrameRun, kKindLimit> g_frames{};
std::array<BoxVerbRule, kKindLimit> g_verbs{};
std::array<BoxDecisionRule, kKindLimit> g_decisions{};
std::array<BoxEventText, kKindLimit> g_events{};

// Stores `rule` in `table` at kind's number if the kind is a box's and has no rule yet.
template <class Kind, class Rule> bool store(std::array<Rule, kKindLimit>& table, Kind kind, const Rule& rule, bool present) {
    if (!isBoxKind(kind) || !present)
        return false;
    Rule& slot = table[unsigned(kind)];
    if (slot != Rule{})
        return false;
    slot = rule;
    return true;
}

} // namespace

bool registerBoxFrame(FrameKind kind, BoxFrameRun run) { return store(g_frames, kind, run, run != nullptr); }
bool registerBoxVerb(Verb verb, const BoxVerbRule& rule) {
    return store(g_verbs, verb, rule, rule.inRange && rule.appendId && rule.label);
}
bool registerBoxDecision(DecisionKind kind, const BoxDecisionRule& rule) {
    return store(g_decisions, kind, rule, rule.id && rule.prompt);
}
bool registerBoxEvent(EventKind kind, BoxEventText text) { return store(g_events, kind, text, text != nullptr); }

BoxFrameRun boxFrameRun(FrameKind kind) { return g_frames[unsigned(kind)]; }
const BoxVerbRule* boxVerbRule(Verb verb) {
    const BoxVerbRule& r = g_verbs[unsigned(verb)];
    return r.appendId ? &r : nullptr;
}
const BoxDecisionRule* boxDecisionRule(DecisionKind kind) {
    const BoxDecisionRule& r = g_decisions[unsigned(kind)];
    return r.id ? &r : nullptr;
}
BoxEventText boxEventText(EventKind kind) { return g_events[unsigned(kind)]; }

} // namespace bsg
