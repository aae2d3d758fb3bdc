#pragma once
// The Pegasus characters' rules the base procedures call in a game with Pegasus in play
// (characters_pegasus.cpp; docs/pegasus.md, "Characters"). Their other hooks are passive
// abilities in the passive table (rule_table.h, PassiveRule).
#include "rules.h"

namespace bsg::pegasus {

// Morale went down: every seat's moraleFell hook (Emotionally Fragile) is asked.
void moraleFell(GameState& s);
// A Dee whose execution is due (Emotionally Fragile) is executed: pushes it and returns true.
// The Turn frame asks it before each of its steps.
[[nodiscard]] bool fragileExecution(Ctx& c);
// The end of the current player's turn: a title Ellen Tigh took (Manipulative) goes back.
void returnManipulatedTitle(GameState& s);
// Fast Learner chosen in a check's window before its cards: spends her use, asks the deck.
void startFastLearner(Ctx& c, Seat seat);
// Setup (Pegasus games): Helena Cain's player chooses where she starts (frames pushed on top).
void pushStartChoices(GameState& s);

} // namespace bsg::pegasus
