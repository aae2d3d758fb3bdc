#pragma once
// The kinds of the Pegasus characters' abilities (characters_pegasus.cpp): the characters' slice
// of the Pegasus range (pegasus_kinds.h: [16, 20) of each enum, the board slice's last four).
// Saved and hashed by number: never renumber one or change an id.
#include "decision.h"
#include "kind_ranges.h"
#include "log.h"
#include "pegasus_kinds.h"

namespace bsg::pegasus {

template <EngineKind Kind> consteval Kind characterKind(int i) {
    return rangeKind<Kind>(KindRange::Pegasus, kPegasusCharacterKinds + i);
}

// A step of a character's ability: a = the seat whose ability it is, b = CharacterStep, c and d
// as the step says.
inline constexpr FrameKind kCharacterStepFrame = characterKind<FrameKind>(0);
enum CharacterStep : int {
    kManipulative = 0,      // Ellen Tigh takes a title for her turn
    kPoliticallyAdroit = 1, // Ellen Tigh hands a card to a character beside her (d = the receiver's seat, once chosen)
    kIntolerant = 2,        // Helena Cain: c = the accused seat, executed or sent to the Brig
    kFastLearner = 3,       // Dee, before a skill check: c = the deck looked at (SkillType), once chosen
    kEfficient = 4,         // Dee at Communications: c = bit per civilian token moved, d = the token being moved + 1
    kStartChoice = 5,       // setup: Helena Cain starts in Pegasus CIC or Command
};

// "take_title:president|admiral" a = Title: the title Manipulative takes for the turn.
inline constexpr Verb kTakeTitle = characterKind<Verb>(0);

// "character_ability": a question of a Pegasus character's ability; the decision's context is
// the CharacterStep (or kHotshotPrompt / kSacrificePrompt).
inline constexpr DecisionKind kCharacterChoice = characterKind<DecisionKind>(0);
inline constexpr int kHotshotPrompt = 10, kSacrificePrompt = 11, kAdroitCardPrompt = 12;
inline constexpr int kFastLearnerDeckPrompt = 13, kFastLearnerPlacePrompt = 14; // context2 of the place: the SkillType
inline constexpr int kStartChoicePrompt = 15; // Helena Cain at setup: options Verb::Move (Pegasus CIC, Command)
// Fast Learner's question after the look: "fast_learner:check" (a = 0) or "fast_learner:hand" (a = 1).
inline constexpr Verb kFastLearnerPlace = characterKind<Verb>(1);
enum FastLearnerPlace : int { kIntoCheck = 0, kIntoHand = 1 };
// The characters' slice's decision 1 is the kept quorum cards' (quorum_kinds.h, kKeptQuorumChoice).

// actor = seat, a = CharacterNote, b and c as the note says.
inline constexpr EventKind kCharacterRule = characterKind<EventKind>(0);
enum class CharacterNote : int8_t {
    TitleTaken,     // Manipulative: b = Title
    TitleReturned,  // Manipulative: b = Title, c = the seat it went to
    CardHanded,     // Politically Adroit: b = receiver seat, c = the card (seen by the two)
    StimJunkie,     // Kat stayed where she began: to Sickbay
    Hotshot,        // b = the card discarded, c = the result it gave
    Sacrifice,      // b = ShipKind destroyed, c = how many
    Intolerant,     // b = the accused seat, executed
    Fragile,        // morale fell to 2 or less: Dee is executed
    FastLearnerLook,  // b = a card of the 3 looked at (seen by Dee only)
    FastLearnerPlace, // b = SkillType of the deck, c = FastLearnerPlace
    Efficient,        // b = civilian ships looked at (each named to Dee by CivilianLooked)
    StartChosen,      // b = the location she starts on (setup)
};

} // namespace bsg::pegasus
