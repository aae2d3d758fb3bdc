#include "engine.h"

#include "box_kinds.h"
#include "rules.h"
#include "variant.h"

#include <algorithm>
#include <cassert>
#include <iterator>

namespace bsg {

namespace {

Flow dispatch(Ctx& c, const Variant* variant, bool before) {
    if (before)
        if (const auto taken = variant->beforeFrame(c))
            return *taken;
    switch (c.f.kind) {
    case FrameKind::Turn: return runTurn(c);
    case FrameKind::ReceiveSkills: return runReceiveSkills(c);
    case FrameKind::Movement: return runMovement(c);
    case FrameKind::Action: return runAction(c);
    case FrameKind::CrisisStep: return runCrisisStep(c);
    case FrameKind::ResolveCrisis: return runResolveCrisis(c);
    case FrameKind::SkillCheck: return runSkillCheck(c);
    case FrameKind::Effects: return runEffects(c);
    case FrameKind::Activate: return runActivate(c);
    case FrameKind::PrepareJump: return runPrepareJump(c);
    case FrameKind::Jump: return runJump(c);
    case FrameKind::DiscardCards: return runDiscardCards(c);
    case FrameKind::HandLimit: return runHandLimit(c);
    case FrameKind::EndTurn: return runEndTurn(c);
    case FrameKind::LocationAction: return runLocationAction(c);
    case FrameKind::Roll: return runRoll(c);
    case FrameKind::Setup: return runSetup(c);
    case FrameKind::StartingHand: return runStartingHand(c);
    case FrameKind::Attack: return runAttack(c);
    case FrameKind::ViperActivations: return runViperActivations(c);
    case FrameKind::AttackSetup: return runAttackSetup(c);
    case FrameKind::Communications: return runCommunications(c);
    case FrameKind::ViperRecovery: return runViperRecovery(c);
    case FrameKind::Risk: return runRisk(c);
    case FrameKind::DamageVipersInSpace: return runDamageVipersInSpace(c);
    case FrameKind::Launch: return runLaunch(c);
    case FrameKind::Reveal: return runReveal(c);
    case FrameKind::SleeperAgents: return runSleeperAgents(c);
    case FrameKind::Sympathizer: return runSympathizer(c);
    case FrameKind::GalacticaStrike: return runGalacticaStrike(c);
    case FrameKind::CylonLocation: return runCylonLocation(c);
    case FrameKind::SkillCardAction: return runSkillCardAction(c);
    case FrameKind::CharacterAction: return runCharacterAction(c);
    case FrameKind::QuorumCard: return runQuorumCard(c);
    case FrameKind::CheckEnd: return runCheckEnd(c);
    }
    if (isVariantKind(c.f.kind)) // the variant range: the game's variant runs it
        return variant ? variant->runFrame(c) : Flow::Done;
    if (const BoxFrameRun run = boxFrameRun(c.f.kind)) // a box's range: the box's rules run it
        return run(c);
    assert(false && "a frame kind no rule runs");
    return Flow::Done;
}

} // namespace

void run(GameState& s) {
    const Variant* variant = variantOf(s);
    // The frames the variant's hooks are called for (Variant::beforeFrameKinds).
    const FrameKindSet& beforeKinds = variant ? variant->beforeFrameKinds() : kNoFrameKind;
    const FrameKindSet& afterKinds = variant ? variant->afterFrameKinds() : kNoFrameKind;
    // One test of the combined bits, not one of each: which frame comes next is as good as
    // random to the processor.
    auto hooked = [&](bool kindHooked) {
        return variant && (unsigned(kindHooked) | unsigned(s.variantState.flags != 0)) != 0;
    };
    while (!s.hasDecision && !s.gameOver() && !s.stack.empty()) {
        const size_t index = s.stack.size() - 1;
        Ctx c{s, s.stack[index]};
        c.index = index;
        // The frame's kind stays the same while it runs again below: the set is read once.
        // No test of `variant` here or below: without one, the sets are empty.
        c.variantWatches = beforeKinds.has(c.f.kind);
        Flow flow;
        for (;;) { // one call site, so that dispatch() is inlined
            flow = dispatch(c, variant, hooked(c.variantWatches));
            // A frame that goes on to its next stage with no children runs again at once, as
            // the loop would run it next (it is still on top): no pass round the loop for it.
            if (flow != Flow::Continue || c.childCount != 0 || s.gameOver() || index + 1 != s.stack.size())
                break;
        }
        if (s.gameOver()) [[unlikely]] {
            s.stack.clear();
            s.hasDecision = false;
            break;
        }
        // The frame is still on the stack unless its handler unwound the stack below it (a
        // reveal ends the turn): nothing is pushed while a handler runs.
        if (flow == Flow::Done && index < s.stack.size()) {
            const Frame finished = c.f; // the hook below may push, and so move the stack
            if (index + 1 == s.stack.size()) [[likely]]
                s.stack.pop_back();
            else
                s.stack.erase(s.stack.begin() + std::ptrdiff_t(index));
            if (hooked(afterKinds.has(finished.kind)))
                variant->afterFrame(s, finished); // below the finished frame's children
        }
        if (c.childCount == 1) { // the common case
            s.stack.push_back(c.child(0));
        } else if (c.childCount > 1) { // last pushed at the bottom: the first pushed runs first
            const Frame* children = &c.child(0);
            s.stack.insert(s.stack.end(), std::make_reverse_iterator(children + c.childCount),
                           std::make_reverse_iterator(children));
        }
    }
}

namespace {

// Whether an option may be applied now: an inline test; only the error is built out of line.
bool decisionPending(const GameState& s) { return s.hasDecision && !s.gameOver(); }
[[gnu::noinline]] Error nothingToDecide(const GameState& s) { // why not
    if (s.gameOver())
        return Error{"game_over", "The game is over; there is nothing to decide."};
    return Error{"no_decision", "No decision is pending."};
}

// The option is one of the pending decision's: the game moves on with it.
void take(GameState& s, const Option& option) {
    if (const Variant* variant = variantOf(s); variant && variant->playOutOfBand(s, option))
        return; // the variant's own play: the decision may stay pending
    s.hasDecision = false;
    s.answer = option;
    s.hasAnswer = true;
    ++s.step;
    run(s);
}

} // namespace

std::optional<Error> apply(GameState& s, const Option& option) {
    if (!decisionPending(s)) [[unlikely]]
        return nothingToDecide(s);
    const auto& opts = s.decision.options;
    if (std::find(opts.begin(), opts.end(), option) == opts.end() || !optionInRange(s, option))
        return Error{"illegal_option", "That option is not one of the current choices."};
    take(s, option);
    return std::nullopt;
}

std::optional<Error> applyAt(GameState& s, size_t index) {
    if (!decisionPending(s)) [[unlikely]]
        return nothingToDecide(s);
    if (index >= s.decision.options.size())
        return Error{"illegal_option", "There is no option at that place in the list of choices."};
    const Option option = s.decision.options[index];
    assert(optionInRange(s, option)); // the engine made the list
    take(s, option);
    return std::nullopt;
}

std::optional<Error> applyId(GameState& s, std::string_view id) {
    if (!decisionPending(s)) [[unlikely]]
        return nothingToDecide(s);
    thread_local std::string candidate; // keeps its room from one call to the next
    for (const Option& o : s.decision.options) {
        if (!optionInRange(s, o))
            continue;
        candidate.clear();
        appendOptionId(candidate, s, o);
        if (candidate == id)
            return apply(s, o);
    }
    std::string known;
    for (size_t i = 0; i < s.decision.options.size() && i < 12; ++i)
        if (optionInRange(s, s.decision.options[i]))
            known += (i ? ", " : "") + optionId(s, s.decision.options[i]);
    if (s.decision.options.size() > 12)
        known += ", ...";
    // Appended piece by piece: GCC 12 warns wrongly (-Wrestrict) about "literal" + std::string&&.
    std::string message = "'";
    message += excerpt(id);
    message += "' is not a legal option now (legal: ";
    message += known;
    message += ").";
    return Error{"illegal_option", std::move(message)};
}


Flow ask(Ctx& c, Seat actor, DecisionKind kind, OptionList&& options, int context, int context2) {
    if (const Variant* variant = variantOf(c.s))
        variant->adjustDecision(c.s, actor, kind, options);
    assert(!options.empty());
    if (options.size() == 1) {
        c.s.answer = options.front();
        c.s.hasAnswer = true;
        return Flow::Continue;
    }
    Decision& d = c.s.decision; // field by field: no temporary Decision to copy the options through
    d.actor = actor;
    d.kind = kind;
    d.options = std::move(options);
    d.context = int16_t(context);
    d.context2 = int16_t(context2);
    c.s.hasDecision = true;
    return Flow::Wait;
}

Option takeAnswer(GameState& s) {
    assert(s.hasAnswer);
    s.hasAnswer = false;
    return s.answer;
}

} // namespace bsg
