#pragma once
// The Treachery area's kinds, in its slice [0, 10) of the Pegasus range (pegasus_kinds.h).
// Saves hold their protocol ids and hash their numbers: never renumber.
#include "kind_ranges.h"
#include "pegasus_kinds.h"

namespace bsg::pegasus {

template <EngineKind Kind> consteval Kind treacheryKind(int i) {
    return rangeKind<Kind>(KindRange::Pegasus, kPegasusTreacheryKinds + i);
}

struct TreacheryFrame {
    // (0: free)
    // Human Weakness: a = the Cylon player; stage 1 reads the resource chosen among the highest
    static constexpr FrameKind HumanWeakness = treacheryKind<FrameKind>(1);
    // a = the Treachery card whose Reckless skill check ability resolves
    static constexpr FrameKind CheckAbility = treacheryKind<FrameKind>(2);
    // Preventative Policy: a = seat naming the resource
    static constexpr FrameKind PreventativePolicy = treacheryKind<FrameKind>(3);
    // Full Throttle: a = the pilot's seat
    static constexpr FrameKind FullThrottle = treacheryKind<FrameKind>(4);
};

struct TreacheryVerb {
    // "calculate:<card>:up|down": a = SkillCard (Calculations), b = +1 / -1
    static constexpr Verb Calculate = treacheryKind<Verb>(0);
    // "resource:<id>": a = Resource (Human Weakness, Preventative Policy)
    static constexpr Verb Resource = treacheryKind<Verb>(1);
};

struct TreacheryDecision {
    // "human_weakness": which of the tied highest resources loses 1 (options resource:<id>)
    static constexpr DecisionKind HumanWeakness = treacheryKind<DecisionKind>(0);
    // "preventative_policy": the resource named (options resource:<id>)
    static constexpr DecisionKind PreventativePolicy = treacheryKind<DecisionKind>(1);
    // "full_throttle": the area the viper flies to (move:<area>), or done to stay
    static constexpr DecisionKind FullThrottle = treacheryKind<DecisionKind>(2);
    // "calculations": play Calculations on the roll (context = the result), or decline
    static constexpr DecisionKind Calculations = treacheryKind<DecisionKind>(3);
};

// Kinds 7-8 of the events and 7-9 of the decisions are the cards' (card_kinds.h).
struct TreacheryEvent {
    // actor plays a = Reckless card: the check is Reckless
    static constexpr EventKind RecklessPlayed = treacheryKind<EventKind>(0);
    // a = skill card whose Reckless skill check ability resolves
    static constexpr EventKind CheckAbility = treacheryKind<EventKind>(1);
    // actor (Cylon player) plays a = Human Weakness; b = resource that loses 1, -1 none
    static constexpr EventKind HumanWeakness = treacheryKind<EventKind>(2);
    // a = seat drawing for Support the People (actor: who played it), b = 1 none eligible
    static constexpr EventKind SupportThePeople = treacheryKind<EventKind>(3);
    // actor uses a = movement card instead of moving
    static constexpr EventKind MovementAbility = treacheryKind<EventKind>(4);
    // a = resource; b = 0 named by actor (Preventative Policy), 1 a loss made 1 smaller
    static constexpr EventKind LossPrevented = treacheryKind<EventKind>(5);
    // actor plays Calculations: a = the new result
    static constexpr EventKind Calculated = treacheryKind<EventKind>(6);
};

} // namespace bsg::pegasus
