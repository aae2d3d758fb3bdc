#pragma once
// What the skill check (engine/rules/turn/skillcheck.cpp) asks of Pegasus, in a game with
// Pegasus in play only (quorum_kept.cpp, characters_pegasus.cpp; docs/pegasus.md). A base game
// pays one test of its boxes per check window and nothing else.
#include "rules.h"

#include <string>

namespace bsg::pegasus {

// The window before the cards go in: a seat's Pegasus options (Assign Chief of Staff's holder,
// a character's beforeCheckCards hook: Fast Learner).
void addBeforeCheckOptions(const GameState& s, Seat seat, OptionList& options);
// An answer to that window: true when it was one of those options (and has been carried out).
[[nodiscard]] bool beforeCheckAnswer(Ctx& c, Seat seat, const Option& o);
// After the Destiny cards: Fast Learner's cards join the check (characters_pegasus.cpp).
void dealFastLearnerCards(GameState& s);
// The player on Probation has added his cards: its player may look (pushes a frame, true).
// Asked only for s.pegasus.probationer.
[[nodiscard]] bool offerProbation(Ctx& c, Seat contributor);

// The Probation procedure (kCardProcedure, kProbation) and the words of its notes.
Flow probationStep(Ctx& c);
std::string keptCardNoteText(const GameState& s, const LogEvent& e);

} // namespace bsg::pegasus
