#pragma once
// Four Solo's own frame kinds, verbs, decision kinds and log event kinds, numbered in the
// variant range of each (engine/core/kind_ranges.h). The engine hands them to the variant:
// it runs the frames (Variant::runFrame), plays or words the options (playOutOfBand,
// appendOptionId, optionLabel), words the decisions and the events (decisionKindId,
// decisionPrompt, eventText). Saved games hold their protocol ids and hash their numbers: the
// order below is fixed (the walk writes each as the number it had before the ranges existed).
#include "decision.h"
#include "log.h"

namespace bsg {

enum class FrameKind : uint8_t;

// The i-th kind of Four Solo's in the variant range.
template <EngineKind Kind> consteval Kind soloKind(int i) { return rangeKind<Kind>(KindRange::Variant, i); }

struct SoloFrame {
    // 2.2: a = seat whose turn ends chooses its Active Card
    static constexpr FrameKind ActiveCard = soloKind<FrameKind>(0);
    // 7.1-7.5: a = seat whose loyalty card is turned face up
    static constexpr FrameKind AfterJump = soloKind<FrameKind>(1);
    // 7.2/9: a = seat revealed as a Cylon, b = 1 to end the turn
    static constexpr FrameKind Reveal = soloKind<FrameKind>(2);
    // 5.1: asks again the decision an Active Card play interrupted
    static constexpr FrameKind Resume = soloKind<FrameKind>(3);
    // 5.1: a moment with no decision where an Active Card may be played
    static constexpr FrameKind Window = soloKind<FrameKind>(4);
};

struct SoloVerb {
    // "play_active:<character>" a = Seat (5.1)
    static constexpr Verb PlayActive = soloKind<Verb>(0);
    // "active:<card>" a = SkillCard (2.2)
    static constexpr Verb ChooseActive = soloKind<Verb>(1);
};

struct SoloDecision {
    // "active_card": the Active Card at the end of a turn (2.2)
    static constexpr DecisionKind ActiveCard = soloKind<DecisionKind>(0);
    // "active_window": a moment to play an Active Card or pass (5.1); context = SoloMoment
    static constexpr DecisionKind ActiveWindow = soloKind<DecisionKind>(1);
};

struct SoloEvent {
    // actor, a = 1 a random card of a wrong colour added / 0 none to add (3.3)
    static constexpr EventKind WrongCard = soloKind<EventKind>(0);
    // actor (queried), a = DecisionKind as hashed (hashedKindNumber), b = current seat (4.1)
    static constexpr EventKind Query = soloKind<EventKind>(1);
    // actor: the Active Card goes back into the hand (2.3)
    static constexpr EventKind ActiveBack = soloKind<EventKind>(2);
    // actor, a = SkillCard (5.1, 5.3)
    static constexpr EventKind ActivePlayed = soloKind<EventKind>(3);
    // actor, a = SkillCard (2.2)
    static constexpr EventKind ActiveChosen = soloKind<EventKind>(4);
    // actor, a = loyalty card shown (9)
    static constexpr EventKind KobolShows = soloKind<EventKind>(5);
    // actor, a = SoloJumpNote, b = loyalty card (7.1 - 7.4)
    static constexpr EventKind AfterJump = soloKind<EventKind>(6);
    // actor: a super crisis card, face down
    static constexpr EventKind SuperCrisis = soloKind<EventKind>(7);
    // actor, a = step number, b = AutomatonLine, c, d (8)
    static constexpr EventKind Automaton = soloKind<EventKind>(8);
};

} // namespace bsg
