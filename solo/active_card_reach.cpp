// Four Solo 5.1 "in every moment of the game", in the middle of a step (rules revision 4): which
// action cards may be played at a decision that is not one of the turn's own steps - a choice
// inside a location's action, the order in which Cylon ships activate, an out-of-turn ability,
// a revealed Cylon's location. The decision waits while the card's action runs and is then asked
// again as it stood (runSoloResume), so a card is offered only where its action cannot change
// what the decision is about. docs/architecture.md, "Four Solo", lists the cases.
#include "solo_rules_internal.h"

#include <algorithm>
#include <bit>

namespace bsg {

namespace {

// What a pending decision is about, a bit each (the same bits as ActiveCardReach).
enum Subject : unsigned {
    kHand = kReachHand,
    kSpace = kReachSpace,
    kDeckTop = kReachDeckTop,
};

bool isHandVerb(Verb v) {
    return v == Verb::Contribute || v == Verb::Discard || v == Verb::Play || v == Verb::ActionSkill ||
           v == SoloVerb::ChooseActive || v == Verb::Take;
}

bool isSpaceVerb(Verb v) {
    return v == Verb::Ship || v == Verb::Area || v == Verb::MoveArea || v == Verb::LaunchViper ||
           v == Verb::MoveViper || v == Verb::ActionViper;
}

bool resolvesSpace(FrameKind k) {
    return k == FrameKind::Activate || k == FrameKind::Attack || k == FrameKind::ViperActivations ||
           k == FrameKind::AttackSetup || k == FrameKind::Launch || k == FrameKind::DamageVipersInSpace ||
           k == FrameKind::ViperRecovery || k == FrameKind::Communications;
}

unsigned subjectsOf(const GameState& s, DecisionKind kind, const OptionList& options) {
    unsigned subjects = 0;
    for (const Option& o : options) {
        if (isHandVerb(o.verb))
            subjects |= kHand;
        if (isSpaceVerb(o.verb))
            subjects |= kSpace;
    }
    if (kind == DecisionKind::ChooseShip || kind == DecisionKind::Order || kind == DecisionKind::Viper ||
        kind == DecisionKind::ChooseArea)
        subjects |= kSpace;
    if (std::any_of(s.stack.begin(), s.stack.end(), [](const Frame& f) { return resolvesSpace(f.kind); }))
        subjects |= kSpace;
    // The turn's own Recon decision keeps or buries the top crisis card it looked at (asked by
    // the Turn frame; asked again after a play, with SoloResume above it).
    const size_t n = s.stack.size();
    const bool resumed = n >= 2 && s.stack[n - 1].kind == SoloFrame::Resume;
    if (n > 0 && s.stack[n - (resumed ? 2 : 1)].kind == FrameKind::Turn)
        subjects |= kDeckTop;
    return subjects;
}

} // namespace

int16_t actionCardReach(SkillCard card) {
    switch (skillCardName(card)) {
    case SkillName::ConsolidatePower: return kReachHand;          // two skill cards into its holder's hand
    case SkillName::Repair: return kReachHand;                    // a location or two vipers repaired: only more is possible
    case SkillName::LaunchScout: return kReachHand | kReachDeckTop; // a roll, a raptor, a deck's top card moved
    case SkillName::MaximumFirepower: return kReachHand | kReachSpace; // a viper's attacks
    default: return kReachAnything; // Executive Order: another character's whole movement and action; Full Throttle: a ship's place
    }
}

unsigned midStepCandidates(const GameState& s, unsigned holders) {
    unsigned candidates = 0;
    for (; holders != 0; holders &= holders - 1) {
        const int seat = std::countr_zero(holders);
        if (activeCardReach(s, Seat(seat)) != kReachAnything)
            candidates |= 1u << unsigned(seat);
    }
    return candidates;
}

unsigned activeCardsPlayableMidStep(const GameState& s, DecisionKind kind, const OptionList& options,
                                    unsigned candidates) {
    const unsigned subjects = subjectsOf(s, kind, options);
    unsigned playable = 0;
    for (; candidates != 0; candidates &= candidates - 1) {
        const int seat = std::countr_zero(candidates);
        if ((unsigned(activeCardReach(s, Seat(seat))) & subjects) == 0)
            playable |= 1u << unsigned(seat);
    }
    return playable;
}

} // namespace bsg
