#pragma once
// Pegasus's skill cards (docs/pegasus.md, "Treachery"): the Treachery deck's rules and the new
// colour cards' - Reckless checks, the Reckless skill check abilities, the cards only a Cylon
// player may use. The base rules call these only in a game with Pegasus (hasBox).
#include "rules.h"

namespace bsg::pegasus {

// --- Reckless checks (skillcheck.cpp's window before any card goes in)
// Adds `seat`'s Reckless cards to the window's options while the check has none.
void addRecklessOptions(const GameState& s, Seat seat, OptionList& options);
// Whether this card is played as a Reckless card.
[[nodiscard]] bool isReckless(SkillCard card);
// The card has been played from the hand: the check is Reckless, and its effect begins
// (Support the People's draws are pushed).
void playReckless(Ctx& c, Seat seat, SkillCard card);
// What a Reckless card does to the check: no destiny cards (Guts and Initiative), a lower
// difficulty (Jury Rigged), Treachery counting for it (At Any Cost).
[[nodiscard]] bool destinySkipped(const GameState& s);
[[nodiscard]] int recklessDifficultyCut(const GameState& s);
[[nodiscard]] bool treacheryCountsFor(const GameState& s);
// The check's cards are revealed: in a Reckless check each Reckless skill check ability among
// them resolves once per name (pushed above the check, which goes on when they are done).
void pushRecklessAbilities(Ctx& c);

// --- Treachery text is a Cylon player's (Human Weakness as an action)
[[nodiscard]] bool treacheryActionAvailable(const GameState& s, Seat seat, SkillCard card);
// Runs a Pegasus card's action (the SkillCardAction frame: a = seat, b = card): a Treachery
// card's, or Full Throttle played as an action; false when the card has no action of Pegasus's.
bool treacheryAction(Ctx& c, Seat seat, SkillCard card);

// Registers the area's frames, verbs, decisions, events and handlers (treachery_rules.cpp).
void registerTreacheryCardRules();

} // namespace bsg::pegasus
