#pragma once
// Shared by the Four Solo rule files (four_solo_variant.cpp, solo_rules.cpp, solo_cylon.cpp,
// active_cards.cpp) and read by the solo layer: small facts about a solo game.
#include "rules_core.h"

namespace bsg {

[[nodiscard]] inline bool isSoloGame(const GameState& s) { return s.variant == uint8_t(VariantId::FourSolo); }

// Four Solo notes carry this tag in LogEvent::b so that the solo log can number and find them.
inline constexpr int kSoloNoteTag = 0x50;
// The automaton's numbered lines (Four Solo 8) carry this tag in LogEvent::b, the number in a.
inline constexpr int kSoloAutomatonTag = 0x51;
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
[[nodiscard]] int activeCardOf(const GameState& s, Seat seat);
// Its place in the (sorted) hand, or -1.
[[nodiscard]] int activeCardIndex(const GameState& s, Seat seat);
// 2.2: this card of the hand becomes the Active Card (the last copy of its value).
void setActiveCard(GameState& s, Seat seat, SkillCard card);
// 2.3, 5.4: the seat has no Active Card any more.
void clearActiveCard(GameState& s, Seat seat);
// A scenario request set the hand anew: no Active Card is held any more.
void dropActiveCard(GameState& s, Seat seat);
// The hooks of Variant that keep the Active Card on its card while hands change, and the
// hash words of a seat (variant.h).
void activeCardLeaving(GameState& s, Seat seat, size_t index);
void activeCardHandGrew(GameState& s, Seat seat, std::span<const SkillCard> added, HandAddition how);
void settleActiveCards(GameState& s);
[[nodiscard]] std::array<int, 2> activeCardWords(const GameState& s, Seat seat);
// The decision an Active Card play interrupted (5.1), asked again by SoloResume.
[[nodiscard]] inline Decision& parkedDecision(GameState& s) { return s.variantState.parked; }

[[nodiscard]] bool soloCylonRevealed(const GameState& s);
[[nodiscard]] bool soloDuringCrisis(const GameState& s);
// 6.1: a loyalty card somebody has looked at (or a Four Solo rule turned) stays face up.
[[nodiscard]] bool soloLoyaltyFaceUp(const Player& p, size_t i);
void soloTurnFaceUp(GameState& s, Seat seat, size_t i);
// A face-up Cylon card: the Sleeper Agent (6.1) or a revealed Cylon.
[[nodiscard]] bool soloKnownCylon(const GameState& s, Seat seat);

// solo_rules.cpp: the Four Solo hooks and frames, called by the variant (four_solo_variant.cpp).
std::optional<Flow> soloBeforeFrame(Ctx&);
void soloAfterFrame(GameState& s, const Frame& finished);
void soloAdjustDecision(GameState& s, Seat actor, DecisionKind kind, OptionList& options);
void soloPlayActive(GameState& s, Seat owner);
Flow runSoloActiveCard(Ctx&);
Flow runSoloAfterJump(Ctx&);
Flow runSoloResume(Ctx&);
Flow runSoloWindow(Ctx&);

// solo_cylon.cpp: the revealed Cylon's reveal and policies.
Flow runSoloReveal(Ctx&);
void soloCylonContribution(GameState& s, Seat seat, OptionList& options); // 3.5
void soloAutomatonDecision(GameState& s, Seat seat, DecisionKind kind, OptionList& options); // 8.2, 8.3
void soloAutomatonLog(GameState& s, Seat seat, const std::string& text);

} // namespace bsg
