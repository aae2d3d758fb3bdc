#pragma once
// What the base rules and card_rules.cpp call of Pegasus's cards in card_rules_more.cpp
// (docs/pegasus.md, "Cards"). The base rules call these only where they ask hasBox or where the
// call is a no-op without Pegasus.
#include "rules.h"

namespace bsg::pegasus {

// Lured into a Trap ("Dangerous Repairs"), asked as the fleet jumps, before the card leaves the
// table: the characters standing in FTL Control or the Engine Room while the card is on the
// table, two bits per seat (bit 2*seat: FTL Control, bit 2*seat+1: the Engine Room); 0 without
// the card.
[[nodiscard]] int16_t trappedByTheJump(const GameState& s);
// Once the jump is resolved: pushes the execution of every character the jump trapped
// (PegasusState::trappedAtJump, then cleared), from the current player round the table.
void executeTrapped(Ctx& c);

// The card step of Gas Cloud's arrangement (kCardStep, b = kGasCloudStep; card_kinds.h).
Flow runGasCloudStep(Ctx& c);

// Run Interference, as a raider activation begins (cylon_ships.cpp, Pegasus games): the last
// activation's misses are spent, and when a pilot in his viper holds the card, the window asking
// each such pilot from the current player is pushed (true) - kCardStep, b = kRunInterferenceStep.
bool openRunInterference(Ctx& c);
Flow runInterferenceStep(Ctx& c);
// A raider of area `a` is about to attack a viper there: true (and one miss spent, logged) when
// Run Interference makes it miss without a roll.
bool raiderMisses(GameState& s, Area a);

// --- card_moments.cpp: Major Victory, Sabotage, Scar, Mining Asteroid
// A basestar or a boarding centurion was destroyed by `destroyer` (the pilot, or the player who
// made the attack): Major Victory is offered him when he may play it (pushed).
void afterKill(Ctx& c, Seat destroyer);
// `seat` discarded `card` (chosen or at random; a card played is not discarded): when it is a
// human's Treachery card and a Cylon player may play Sabotage, the window asking them is pushed.
// Returns whether it was pushed.
bool sabotageMoment(Ctx& c, Seat seat, SkillCard card);
inline bool noteDiscard(Ctx& c, Seat seat, SkillCard card) {
    if (c.s.boxes != kBaseGameBoxes) [[unlikely]]
        return sabotageMoment(c, seat, card);
    return false;
}
Flow runMajorVictoryStep(Ctx& c);
Flow runSabotageStep(Ctx& c);
// Scar's raider: is it in area a (a Pegasus game: PegasusState::scarArea)?
[[nodiscard]] inline bool scarIn(const GameState& s, Area a) {
    return s.boxes != kBaseGameBoxes && s.pegasus.scarArea == int8_t(a);
}
// A raider activation (not one limited to ships just placed) begins: Scar has two acts, once a turn.
void scarActivationBegins(GameState& s);
// A raider of area a is about to act: true (one of Scar's acts spent) when it is Scar's raider.
bool scarActs(GameState& s, Area a);
// Scar's raider is destroyed: off the board, its card off the table (logged).
void destroyScar(GameState& s);
// An attack on Scar's raider in area a gave `result`: destroyed (true) on 7 or 8 unless the
// result is Hotshot's (PegasusState::hotshotRoll). Logged either way.
bool scarHit(GameState& s, Area a, int result);
std::string cardMomentText(const GameState& s, const LogEvent& e);
void registerCardMomentRules();

// Registers the handlers, kinds and texts of card_rules_more.cpp (registerPegasusCardRules
// calls it).
void registerMorePegasusCardRules();

} // namespace bsg::pegasus
