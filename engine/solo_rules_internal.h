#pragma once
// Shared by the Four Solo engine files (solo_rules.cpp, solo_cylon.cpp) and read by the solo
// layer: small facts about a solo game.
#include "rules.h"

namespace bsg {

// Four Solo notes carry this tag in LogEvent::b so that the solo log can number and find them.
inline constexpr int kSoloNoteTag = 0x50;
// The automaton's numbered lines (Four Solo 8) carry this tag in LogEvent::b, the number in a.
inline constexpr int kSoloAutomatonTag = 0x51;
// A loyalty card turned face up by a Four Solo rule (7.1, 9): a bit no seat uses.
inline constexpr uint16_t kSoloFaceUp = 0x8000;

// Keeps each Active Card marked when other rules re-sort a hand (the index moves) or take
// the card away (then there is none).
void soloSyncActiveCards(GameState& s);
[[nodiscard]] bool soloCylonRevealed(const GameState& s);
[[nodiscard]] bool soloDuringCrisis(const GameState& s);
// 6.1: a loyalty card somebody has looked at (or a Four Solo rule turned) stays face up.
[[nodiscard]] bool soloLoyaltyFaceUp(const Player& p, size_t i);
void soloTurnFaceUp(GameState& s, Seat seat, size_t i);
// A face-up Cylon card: the Sleeper Agent (6.1) or a revealed Cylon.
[[nodiscard]] bool soloKnownCylon(const GameState& s, Seat seat);

// The engine's own option lists (movement.cpp, action.cpp), asked again after an Active Card play.
std::vector<Option> movementOptions(const GameState& s, Seat seat);
std::vector<Option> actionOptions(const GameState& s, Seat seat);

// solo_cylon.cpp: the revealed Cylon's policies.
void soloCylonContribution(GameState& s, Seat seat, std::vector<Option>& options); // 3.5
void soloAutomatonDecision(GameState& s, Seat seat, DecisionKind kind, std::vector<Option>& options); // 8.2, 8.3
void soloAutomatonLog(GameState& s, Seat seat, const std::string& text);

} // namespace bsg
