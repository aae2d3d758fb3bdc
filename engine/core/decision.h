#pragma once
// A pending decision and its options. Options are compact values; their protocol ids
// ("move:command", "contribute:tactics:launch_scout:2", ...) and labels are produced on
// demand (decision_text.cpp), so the random simulation never builds strings.
#include "kind_ranges.h"
#include "small_vector.h"
#include "types.h"

#include <string>
#include <vector>

namespace bsg {

// Verbs and decision kinds are numbered in ranges (kind_ranges.h): these lists hold the base
// game's, [0, 112); the variant's and the boxes' are declared with their rules, and their
// protocol ids, labels and prompts come from there (Variant::appendOptionId and the like).
// Both are hashed by number: never renumber one.
enum class Verb : uint8_t {
    Done,            // "done"
    Move,            // "move:<location>"            a = LocId
    MoveArea,        // "move:<area>"                a = Area
    ActionLocation,  // "action:location"
    ActionSkill,     // "action:skill:<card>"        a = SkillCard
    ActionCharacter, // "action:character:<ability>" a = ability index
    ActionTitle,     // "action:title:<title>"       a = Title
    ActionQuorum,    // "action:quorum:<quorum>"     a = quorum card of the President's hand
    ActionViper,     // "action:viper"
    ActionReveal,    // "action:reveal"
    ActionNothing,   // "action:nothing"
    Play,            // "play:<card>"                a = SkillCard
    Discard,         // "discard:<card>"             a = SkillCard
    Contribute,      // "contribute:<card>"          a = SkillCard
    Draw,            // "draw:<skill type>"          a = SkillType
    Option,          // "option:<letter>"            a = 0 for a, 1 for b, ...
    Target,          // "target:<character>"         a = CharId
    Destination,     // "destination:<destination>"  a = destination card
    Crisis,          // "crisis:<crisis>"            a = crisis card: drawn to choose from, or a revealed Cylon's super crisis card (each exists once)
    Quorum,          // "quorum:<quorum>"            a = quorum card looked at on top of the quorum deck, never one of the President's hand (ActionQuorum)
    Location,        // "location:<location>"        a = LocId
    Area,            // "area:<area>"                a = Area
    Use,             // "use:<ability or card>"      a = kind, b = index (see decision_text.cpp)
    Decline,         // "decline"
    Ship,            // "ship:<kind>:<area>[:<n>]"   a = ShipKind, b = Area, c = index
    Number,          // "number:<n>"                 a = n
    Loyalty,         // "loyalty:<n>"                a = index in a hand of loyalty cards
    // 27, 28: retired (the variant's first verbs had them; kind_ranges.h)
    LaunchViper = 29, // "launch:<area>"             a = Area
    MoveViper,       // "move_viper:<from>:<to>"     a = from Area, b = to Area
    Centurion,       // "centurion:<space>"          a = space on the boarding party track
    Take,            // "take:<card>"                a = SkillCard taken from another hand
    Token,           // "token:<damage token>"       a = Galactica damage token index
    // The next base verb takes 34.
};

struct Option {
    Verb verb = Verb::Done;
    int16_t a = 0, b = 0, c = 0;
    bool operator==(const Option&) const = default;
};

// Room for the options of any ordinary decision without an allocation (small_vector.h).
using OptionList = SmallVector<Option, 32>;

enum class DecisionKind : uint8_t {
    MultiSkill,      // receive_skills: pick the type of one multi-skill card
    Movement,        // movement
    Action,          // action
    Contribute,      // contribute: add a card to the skill check or finish
    CrisisChoice,    // crisis_choice: option a / option b of a crisis card
    ChooseTarget,    // target: pick a character
    DiscardCards,    // discard: pick a card to discard
    ChooseDestination, // destination
    ChooseCard,      // choose_card: pick one of several cards (crisis, quorum)
    ChooseLocation,  // location
    ChooseArea,      // area
    ChooseShip,      // ship: a space piece to attack / activate / place
    UseAbility,      // ability: use an out-of-turn ability now or decline
    DrawSkill,       // draw_skill: pick the deck to draw from
    Order,           // order: pick which area / piece resolves next
    Viper,           // viper: what an activated viper does
    ChooseActivity,  // activity: a multi-option effect (choose one of several)
    // 17: retired (the variant's first decision kind had it; kind_ranges.h)
    RuleChoice = 18, // choice: a rule's question; context = CorePrompt (rules_core.h), context2 = its argument
    // 19: retired (the variant's second decision kind had it)
    // The next base decision kind takes 20.
};

struct Decision {
    Seat actor = kNoSeat;
    DecisionKind kind = DecisionKind::Action;
    OptionList options;
    int16_t context = -1;  // kind-specific: the card / location / amount the prompt is about
    int16_t context2 = -1;
    bool operator==(const Decision&) const = default;
};

} // namespace bsg
