#pragma once
// Shared by the Four Solo rule files (four_solo_variant.cpp, solo_rules.cpp, solo_cylon.cpp,
// active_cards.cpp) and read by the solo layer: small facts about a solo game.
#include "rules_core.h"
#include "solo_kinds.h"

#include <initializer_list>

namespace bsg {

[[nodiscard]] inline bool isSoloGame(const GameState& s) { return s.variant == uint8_t(VariantId::FourSolo); }

// The lines of the revealed Cylon's automaton (SoloEvent::Automaton, b): what it did and
// by which rule. c, d as noted.
enum class AutomatonLine : int8_t {
    NoWrongCard,      // 3.5: no card of a wrong colour, adds nothing
    AddsStrongest,    // 3.5: its strongest card of a wrong colour, face down
    StrongestTie,     // 3.5: several strongest; the player picks (Golden Rule)
    DrawMissing,      // 8.2a: c = SkillType it has none of
    DrawLeftmostMissing, // 8.2b: c = SkillType, the leftmost of those missing
    DrawWeakest,      // 8.2c: c = SkillType, d = its total
    DrawAllEqual,     // 8.2d: c = SkillType (leftmost), d = the total of every colour
    DrawTie,          // several weakest colours; the player picks (Golden Rule)
    Moves,            // 8.3: c = LocId
    Activates,        // 8.3: c = LocId
    CannotActivate,   // 8.3: c = LocId or -1
    DiscardsWeakest,  // 8.1: c = SkillCard, one of its weakest (the player picked, Golden Rule)
    KeepsStrongest,   // 8.1: c = SkillCard discarded, keeping the three strongest
};
// What happened to a character's loyalty cards after a jump (SoloEvent::AfterJump, a).
enum class SoloJumpNote : int8_t {
    RevealedNoTurn, // 7.4: a revealed Cylon: no card is turned
    AllFaceUp,      // 7.1: every card is face up already
    Turned,         // 7.1: b = the loyalty card turned face up at random
    NothingHappens, // 7.4: no Cylon card shows
};
// The words of the variant's log events (solo_log_text.cpp); nullopt for other kinds.
[[nodiscard]] std::optional<std::string> soloEventText(const GameState& s, const LogEvent& e);
// A loyalty card turned face up by a Four Solo rule (7.1, 9): a bit no seat uses.
inline constexpr uint16_t kSoloFaceUp = 0x8000;

// Four Solo 5.1: the moments without a decision at which the game stops for an Active Card
// when one can be played (docs/architecture.md, "Four Solo"); the context of an
// active_window decision.
enum class SoloMoment : int8_t { TurnStart, AfterCrisis, BeforeJumpTrack, BeforeJump, AfterJump, CylonMovement, CylonAction, CylonTurnEnd };
[[nodiscard]] const char* soloMomentText(SoloMoment m);

// --- the Active Cards (active_cards.cpp): Four Solo's state in GameState::variantState
// The seat's Active Card, or -1. A reveal clears it (5.4); a revealed Cylon's Active Card may
// still be chosen in the rare turn in which the reveal came after the choice had begun - the
// rules read it through isRevealed() where 5.4 matters, as they always have.
// (Inline: the rules and the player tools ask for it at every decision; active_cards.cpp keeps
// the word it reads.)
[[nodiscard]] inline int activeCardOf(const GameState& s, Seat seat) {
    return s.variantState.seats[size_t(seat)][0] - 1;
}
// What an action card's action may change, a bit each (active_card_reach.cpp): revision 4
// offers an Active Card in the middle of a step only at a decision about none of them. Kept in
// the seat's word [3] when the card becomes the Active Card (0 there: none, or a timed card).
enum ActiveCardReach : int16_t {
    kReachHand = 1,    // the cards of a hand (every played card leaves its holder's hand)
    kReachSpace = 2,   // the ships and vipers in space
    kReachDeckTop = 4, // the top card of the crisis or destination deck
    kReachAnything = 0x7fff,
};
[[nodiscard]] int16_t actionCardReach(SkillCard card);
// The reach of the seat's Active Card; 0 without one, or for a timed card.
[[nodiscard]] inline int16_t activeCardReach(const GameState& s, Seat seat) {
    return s.variantState.seats[size_t(seat)][3];
}
// Whether the seat's Active Card is an action card (SkillTiming::Action); false without one.
[[nodiscard]] inline bool activeCardIsAction(const GameState& s, Seat seat) { return activeCardReach(s, seat) != 0; }
// Whether some seat holds an Active Card that is an action card: the words [3] of every seat
// at once, with no branch (a seat without one, or not in the game, keeps 0 there). About half
// the decisions and moments that ask find none, and skip the seat loop. Written out: GCC
// vectorises the loop into four times the instructions.
[[nodiscard]] inline bool anyActionActiveCard(const GameState& s) {
    const auto& seats = s.variantState.seats;
    static_assert(kMaxPlayers == 6, "a word per seat below");
    return (seats[0][3] | seats[1][3] | seats[2][3] | seats[3][3] | seats[4][3] | seats[5][3]) != 0;
}
// Its place in the (sorted) hand, or -1.
[[nodiscard]] int activeCardIndex(const GameState& s, Seat seat);
// 2.2: this card of the hand becomes the Active Card (the last copy of its value).
void setActiveCard(GameState& s, Seat seat, SkillCard card);
// 2.3, 5.4: the seat has no Active Card any more.
void clearActiveCard(GameState& s, Seat seat);
// A scenario request set the hand anew: no Active Card is held any more.
void dropActiveCard(GameState& s, Seat seat);
// The hooks of Variant that keep the Active Card on its card while hands change, and the
// hash words of a seat (variant.h). The tests are inline: most changes are of cards of
// another value, or of the current character's hand, which holds none during its turn (2.3).
void activeCardValueLeaving(GameState& s, Seat seat, size_t index);
void heldActiveCardHandGrew(GameState& s, Seat seat, std::span<const SkillCard> added, HandAddition how);
inline void activeCardLeaving(GameState& s, Seat seat, size_t index) {
    if (activeCardOf(s, seat) == s.players[size_t(seat)].hand[index]) // never without one (-1)
        activeCardValueLeaving(s, seat, index);
}
inline void activeCardHandGrew(GameState& s, Seat seat, std::span<const SkillCard> added, HandAddition how) {
    if (activeCardOf(s, seat) >= 0)
        heldActiveCardHandGrew(s, seat, added, how);
}
// VariantState::flags: some seat's word [2] (active_cards.cpp) is set.
inline constexpr int16_t kAnyLingering = 1;
// Asked at every hooked frame and decision: the words [2] go once the next step begins.
inline void settleActiveCards(GameState& s) {
    if (s.variantState.flags & kAnyLingering) {
        for (auto& w : s.variantState.seats)
            w[2] = 0;
        s.variantState.flags = 0;
    }
}
[[nodiscard]] std::array<int, 2> activeCardWords(const GameState& s, Seat seat);
// The decision an Active Card play interrupted (5.1), asked again by SoloResume.
[[nodiscard]] inline Decision& parkedDecision(GameState& s) { return s.variantState.parked; }

// Revision 4 (active_card_reach.cpp), at a decision in the middle of a step. Of the seats in
// `holders` (a bit each), those whose Active Card's action changes less than anything: only
// they may be offered there (a look at their words [3]).
[[nodiscard]] unsigned midStepCandidates(const GameState& s, unsigned holders);
// Of those `candidates`, the seats whose Active Card's action cannot change what this decision
// is about.
[[nodiscard]] unsigned activeCardsPlayableMidStep(const GameState& s, DecisionKind kind, const OptionList& options,
                                                  unsigned candidates);

[[nodiscard]] bool soloCylonRevealed(const GameState& s);
[[nodiscard]] bool soloDuringCrisis(const GameState& s);
// 6.1: a loyalty card somebody has looked at (or a Four Solo rule turned) stays face up.
[[nodiscard]] bool soloLoyaltyFaceUp(const Player& p, size_t i);
void soloTurnFaceUp(GameState& s, Seat seat, size_t i);
// A face-up Cylon card: the Sleeper Agent (6.1) or a revealed Cylon.
[[nodiscard]] bool soloKnownCylon(const GameState& s, Seat seat);

// The frame stage a hooked frame is parked on while a Four Solo child runs first.
inline constexpr int8_t kSoloResume = 90;
// A frame waiting under an Active Card window (runSoloWindow) keeps its stage plus this.
inline constexpr int8_t kSoloParked = 100;

// solo_rules.cpp: the Four Solo rules the hooks of solo_hooks.cpp hand a frame or a decision
// to, once their cheap tests say a rule may concern it: the moments before a frame's stage,
// the rules of a contribution (3.3-3.5) and of the other decisions (1.3, 2.1, 2.4, 4.1, 8.2,
// 8.3), and the Active Card plays (5.1) every path ends with.
[[nodiscard]] std::optional<Flow> soloMomentBeforeFrame(Ctx& c);
void soloContributionRules(GameState& s, Seat actor, OptionList& options);
void soloDecisionRules(GameState& s, Seat actor, DecisionKind kind, OptionList& options);
void offerActiveCardPlays(const GameState& s, Seat actor, DecisionKind kind, OptionList& options);
// The frames and the after-frame hook, called by the variant (four_solo_variant.h).
void soloAfterFrame(GameState& s, const Frame& finished);
// The frame kinds the two hooks look at (Variant::beforeFrameKinds): the frames with a Four Solo
// moment (a frame parked below a window is one of them), and the jump's end. The Active
// Cards' settling in both reaches every frame through VariantState::flags.
inline constexpr FrameKindSet kSoloMomentFrames{FrameKind::Turn,   FrameKind::ReceiveSkills, FrameKind::Movement,
                                                FrameKind::Action, FrameKind::Jump,          FrameKind::EndTurn};
inline constexpr FrameKindSet kSoloAfterFrames{FrameKind::Jump, SoloFrame::AfterJump};
void soloPlayActive(GameState& s, Seat owner);
Flow runSoloActiveCard(Ctx&);
Flow runSoloAfterJump(Ctx&);
Flow runSoloResume(Ctx&);
Flow runSoloWindow(Ctx&);

// solo_cylon.cpp: the revealed Cylon's reveal and policies.
Flow runSoloReveal(Ctx&);
void soloCylonContribution(GameState& s, Seat seat, OptionList& options); // 3.5
void soloAutomatonDecision(GameState& s, Seat seat, DecisionKind kind, OptionList& options); // 8.2, 8.3
void soloAutomatonLog(GameState& s, Seat seat, AutomatonLine line, int c = 0, int d = 0);

} // namespace bsg
