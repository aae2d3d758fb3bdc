#pragma once
// The kinds of Pegasus's card handlers (card_rules.cpp), in the cards' slice of the Pegasus range
// (pegasus_kinds.h). Saved and hashed by number: never renumber.
#include "kind_ranges.h"
#include "pegasus_kinds.h"

namespace bsg::pegasus {

// An Offer of Peace put Treachery cards into the Destiny deck: a = how many (the cards are not
// named: the Destiny deck is face down).
inline constexpr EventKind kTreacheryIntoDestiny = rangeKind<EventKind>(KindRange::Pegasus, kPegasusCardKinds + 0);
// Psychological Warfare discarded the Destiny deck and made a new one of Treachery cards only:
// a = how many.
inline constexpr EventKind kTreacheryDestiny = rangeKind<EventKind>(KindRange::Pegasus, kPegasusCardKinds + 1);

// A card's one-step procedures: a = the seat asked.
//   kCardStep, b = kSkillSetDraw: the seat draws one skill card of a type of his skill set
//     (Medical Breakthrough), or c cards (Support the People: 2);
//   b = kVipersAnywhere, c = vipers left: the current player damages vipers from the space areas
//     or the Reserves (Training Snafu);
//   b = kBrigRelease: the current player may move a character from the Brig to another location
//     (Standoff with Pegasus; d = the character, once chosen).
inline constexpr FrameKind kCardStep = rangeKind<FrameKind>(KindRange::Pegasus, kPegasusCardKinds + 0);
enum CardStepKind : int { kSkillSetDraw = 0, kVipersAnywhere = 1, kBrigRelease = 2 };

// The option "damage a viper in the Reserves" (Training Snafu), id "viper:reserves".
inline constexpr Verb kReserveViper = rangeKind<Verb>(KindRange::Pegasus, kPegasusCardKinds + 0);

// --- session ten's cards (card_rules_more.cpp): the cards' slice's last free kinds, then the
// Treachery slice's free end (its kinds 5-9 of each list are free; these take them from the top
// down so that the Treachery area keeps the low ones).

// Gas Cloud: the Admiral arranges the top crisis cards (decision "gas_cloud_arrange", options
// kArrangeCrisis: "top:<crisis>" puts the card under those already put on top, "bottom:<crisis>"
// at the bottom of the deck). The frame: kCardStep, b = kGasCloudStep, c = cards put on top so
// far, d = cards left to place (just below those on top).
inline constexpr DecisionKind kArrangeCrises = rangeKind<DecisionKind>(KindRange::Pegasus, kPegasusCardKinds + 0);
inline constexpr Verb kArrangeCrisis = rangeKind<Verb>(KindRange::Pegasus, kPegasusCardKinds + 1); // a = card, b = 1 bottom
enum MoreCardStepKind : int { kGasCloudStep = 3, kRunInterferenceStep = 4, kMajorVictoryStep = 5, kSabotageStep = 6 };

// Run Interference: kCardStep, b = kRunInterferenceStep, c = the next seat asked (counted from the
// current player); the decision "run_interference" (play:<card> or decline) of a pilot holding
// the card, as raiders are about to activate.
inline constexpr DecisionKind kRunInterferenceWindow = rangeKind<DecisionKind>(KindRange::Pegasus, kPegasusTreacheryKinds + 9);

// What one of these cards did (kinds are scarce: one event for them all), d = CardOutcome:
//   TrapSprung: Lured into a Trap executes actor, who stood in a = location when the fleet jumped;
//   MisjumpDestination: a = the next destination card, resolved with no choice (-1: none left);
//   InterferencePlayed: actor plays Run Interference over his viper's area a;
//   InterferenceMiss: a raider in area a misses without a roll (b = misses left after it).
inline constexpr EventKind kCardOutcome = rangeKind<EventKind>(KindRange::Pegasus, kPegasusTreacheryKinds + 8);
//   MajorVictory: actor plays Major Victory, a = the roll, b = 1 morale gained;
//   Sabotaged: actor plays Sabotage as a = the human seat discarded a Treachery card;
//   ScarArrives: Scar's token is on the raider in area a;
//   ScarDestroyed: the raider carrying Scar in area a is destroyed (its card leaves the table);
//   ScarSurvives: an attack on Scar in area a, result b, does not destroy him (c = 1 Hotshot's);
//   ScarFetched: Mining Asteroid takes Scar (a = the card) from the crisis deck or discard pile
//     (-1: not there) to resolve it; the crisis deck is shuffled.
enum class CardOutcome : int { TrapSprung, MisjumpDestination, InterferencePlayed, InterferenceMiss, MajorVictory,
                               Sabotaged, ScarArrives, ScarDestroyed, ScarSurvives, ScarFetched };

// Major Victory (kCardStep, b = kMajorVictoryStep, a = the seat that destroyed the ship): play it
// (play:<card>) or decline. Sabotage (kCardStep, b = kSabotageStep, a = the human who discarded,
// c = the next seat asked, counted from the current player): a Cylon player holding it plays it or
// declines. The Treachery slice's free decisions, from the top down.
inline constexpr DecisionKind kMajorVictoryWindow = rangeKind<DecisionKind>(KindRange::Pegasus, kPegasusTreacheryKinds + 8);
inline constexpr DecisionKind kSabotageWindow = rangeKind<DecisionKind>(KindRange::Pegasus, kPegasusTreacheryKinds + 7);

// Gas Cloud: the Admiral (actor) looks at a = crisis card, b = its place from the top (0-2);
// shown to him alone.
inline constexpr EventKind kGasCloudLook = rangeKind<EventKind>(KindRange::Pegasus, kPegasusTreacheryKinds + 7);

} // namespace bsg::pegasus
