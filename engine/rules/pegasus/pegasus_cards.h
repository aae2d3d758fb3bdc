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

// Registers the handlers, kinds and texts of card_rules_more.cpp (registerPegasusCardRules
// calls it).
void registerMorePegasusCardRules();

} // namespace bsg::pegasus
