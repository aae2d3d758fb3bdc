#pragma once
// The kinds of Pegasus's execution area (executions, titles, loyalty hand-offs), numbered in
// its slice of the Pegasus range (pegasus_kinds.h: [20, 30) of each enum). Saved and hashed by
// number, and their protocol ids are in saves: never renumber one or change an id.
#include "decision.h"
#include "log.h"
#include "pegasus_kinds.h"

namespace bsg {

enum class FrameKind : uint8_t;

namespace pegasus {

template <EngineKind Kind> consteval Kind executionKind(int i) {
    return rangeKind<Kind>(KindRange::Pegasus, kPegasusExecutionKinds + i);
}

// Why a character is executed (the Executed event's b, the Execution frame's b).
enum class ExecutionCause : int8_t {
    Airlock, CrisisEffect, QuorumCard, Ability, Scenario,
    EmotionallyFragile, // Dee's weakness: her execution costs no morale (characters_pegasus.cpp)
};

struct ExecutionFrame {
    // The four steps of an execution (execution.cpp): a = seat executed, b = ExecutionCause,
    // c = titles held when it began (bit per Title), d = loyalty card index to reveal.
    static constexpr FrameKind Execution = executionKind<FrameKind>(0);
    // A Cylon player hands his face-down loyalty cards to a human of his choice (hand_off.cpp):
    // a = giver seat.
    static constexpr FrameKind LoyaltyHandOff = executionKind<FrameKind>(1);
    // "Draw a civilian ship and destroy it" (civilian_draw.cpp): a = ships still to destroy.
    static constexpr FrameKind CivilianDraw = executionKind<FrameKind>(2);
    // The President discards quorum cards down to the limit at the end of a turn (titles):
    // a = cards still to discard.
    static constexpr FrameKind QuorumLimit = executionKind<FrameKind>(3);
};

struct ExecutionVerb {
    // "character:<character>" a = CharId: the new character after an execution.
    static constexpr Verb Character = executionKind<Verb>(0);
    // "ignore_execution": a Cylon player ignores a crisis effect that would execute him.
    static constexpr Verb IgnoreExecution = executionKind<Verb>(1);
    // "discard_quorum:<quorum>" a = quorum card of the President's hand, discarded over the limit.
    static constexpr Verb DiscardQuorum = executionKind<Verb>(2);
};

struct ExecutionDecision {
    // "new_character": an executed human's player picks his next character (options Character).
    static constexpr DecisionKind NewCharacter = executionKind<DecisionKind>(0);
    // "hand_off_loyalty": the human who receives a Cylon's face-down loyalty cards (Target).
    static constexpr DecisionKind HandOff = executionKind<DecisionKind>(1);
    // "airlock_target": whom the Airlock's check would execute (Target).
    static constexpr DecisionKind AirlockTarget = executionKind<DecisionKind>(2);
    // "ignore_execution": a Cylon player may ignore a crisis's execution (IgnoreExecution, Decline).
    static constexpr DecisionKind IgnoreExecution = executionKind<DecisionKind>(3);
    // "civilian_to_destroy": every civilian ship is on the board; the current player picks one
    // (Ship options).
    static constexpr DecisionKind CivilianToDestroy = executionKind<DecisionKind>(4);
    // "quorum_limit_discard": the President discards a quorum card above the limit (DiscardQuorum).
    static constexpr DecisionKind QuorumDiscard = executionKind<DecisionKind>(5);
};

struct ExecutionEvent {
    // actor = seat, a = the character executed, b = ExecutionCause.
    static constexpr EventKind Executed = executionKind<EventKind>(0);
    // actor = seat, a = loyalty card shown to all (an executed human proves his loyalty).
    static constexpr EventKind LoyaltyShown = executionKind<EventKind>(1);
    // actor = seat, a = the new character, b = the character executed.
    static constexpr EventKind CharacterChosen = executionKind<EventKind>(2);
    // actor = giver, a = receiver seat, b = cards handed, c = the giver's character.
    static constexpr EventKind LoyaltyHandedOff = executionKind<EventKind>(3);
    // actor = seat: a Cylon player ignores a crisis effect that would execute him.
    static constexpr EventKind ExecutionIgnored = executionKind<EventKind>(4);
    // actor = seat, a = the character executed: no character is left to choose; the humans lose.
    static constexpr EventKind NoCharacterLeft = executionKind<EventKind>(5);
    // a = civilian token, b = 1 drawn from the unused ones / 0 picked on the board, c = area.
    static constexpr EventKind CivilianDrawn = executionKind<EventKind>(6);
    // actor = President, a = quorum card discarded over the hand limit.
    static constexpr EventKind QuorumOverLimit = executionKind<EventKind>(7);
    // actor = seat, a = the new character, b = PlacedRule: a rule for a character chosen after
    // an execution (Boomer, Helo, Apollo, Baltar).
    static constexpr EventKind ReplacementRule = executionKind<EventKind>(8);
};

// The rules for a character chosen after an execution (the ReplacementRule event's b).
enum class ReplacementRule : int8_t {
    NotACylonShuffled,  // Boomer or Baltar before the Sleeper phase: a Not a Cylon card into the deck
    ToTheBrig,          // Boomer after the Sleeper phase
    Stranded,           // Helo: stranded during his player's next turn
    LaunchedViper,      // Apollo: launched in a viper
    NoViper,            // Apollo: no viper in the reserves, to the Hangar Deck
    NoCylonDetector,    // Baltar after the Sleeper phase
    LoyaltyDealt,       // Baltar before the Sleeper phase, or Boomer executed before it
};

} // namespace pegasus
} // namespace bsg
