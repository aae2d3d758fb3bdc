// The Four Solo hooks as the engine calls them (Variant::beforeFrame, before every frame of
// kSoloMomentFrames, and Variant::adjustDecision, at every decision): the hot path's cheap
// tests that tell whether a Four Solo rule may concern this frame or decision, and the call to
// the rule (solo_rules.cpp) when one may. Kept apart from the rules so that a hook's common
// path - nothing to do - stays a few instructions (docs/architecture.md, "Hot-path
// conventions"); the rules it hands over to read as plain code.
#include "four_solo_variant.h"

#include <array>
#include <optional>

namespace bsg {

namespace {

// The stages at which soloMomentBeforeFrame (solo_rules.cpp) may act, a bit per stage for
// each kind of frame: at every turn, and on a revealed Cylon's turn only. The engine runs these frames at every stage
// and most stages have no moment: one look at the table passes them by (the frames come in an
// order the processor cannot guess, and the switches of soloMomentBeforeFrame would be guessed wrong often). A
// moment left out of the table would change the games (the fingerprints, the golden games).
struct MomentStages {
    uint64_t always = 0, cylonTurn = 0;
};
constexpr uint64_t stageBit(int stage) { return uint64_t(1) << unsigned(stage); }
constexpr std::array<MomentStages, kKindLimit> kMomentStages = [] { // every number a frame kind may have
    std::array<MomentStages, kKindLimit> t{};
    t[size_t(FrameKind::Turn)] = {stageBit(TurnStage::Begin) | stageBit(TurnStage::Crisis) |
                                      stageBit(TurnStage::ActivateShips),
                                  stageBit(TurnStage::Jump)};
    for (FrameKind k : {FrameKind::ReceiveSkills, FrameKind::Movement, FrameKind::Jump, FrameKind::EndTurn})
        t[size_t(k)].always = stageBit(0);
    t[size_t(FrameKind::Action)].cylonTurn = stageBit(0);
    return t;
}();

bool mayBeSoloMoment(const GameState& s, const Frame& f) {
    if (f.kind == FrameKind::EndTurn && f.stage == kSoloResume) // the end of the turn's Active Card choice
        return true;
    if (f.stage < 0 || f.stage >= 64)
        return false;
    const MomentStages& m = kMomentStages[size_t(f.kind)];
    const uint64_t stages = isRevealed(s, s.current) ? m.always | m.cylonTurn : m.always;
    return (stages & stageBit(f.stage)) != 0;
}

} // namespace

std::optional<Flow> FourSolo::beforeFrame(Ctx& c) const {
    settleActiveCards(c.s);
    if (c.f.stage >= kSoloParked) { // its window is over: the stage runs now
        c.f.stage = int8_t(c.f.stage - kSoloParked);
        return std::nullopt;
    }
    // No test of kSoloMomentFrames: the engine calls the hook for other kinds only while
    // VariantState::flags is set (seldom), and the table passes them by.
    if (!mayBeSoloMoment(c.s, c.f))
        return std::nullopt;
    return soloMomentBeforeFrame(c);
}

void FourSolo::adjustDecision(GameState& s, Seat actor, DecisionKind kind, OptionList& options) const {
    settleActiveCards(s);
    if (kind == SoloDecision::ActiveWindow)
        return; // runSoloWindow built it
    if (kind == DecisionKind::Contribute)
        return soloContributionRules(s, actor, options);
    // The decisions none of soloDecisionRules's rules concern (the current character's but its
    // action, while it is no revealed Cylon: most of the others) go straight to the Active Card
    // plays.
    if (actor == s.current && kind != DecisionKind::Action && !isRevealed(s, s.current))
        return offerActiveCardPlays(s, actor, kind, options);
    soloDecisionRules(s, actor, kind, options);
}

} // namespace bsg
