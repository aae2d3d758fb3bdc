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

} // namespace bsg::pegasus
