#pragma once
// Base rules I (the turn, characters, locations, skill cards, skill checks, titles, quorum):
// shared helpers of turn.cpp, action.cpp, movement.cpp, skillcheck.cpp, roll.cpp,
// characters.cpp, locations.cpp, skillcards.cpp, titles.cpp, quorum.cpp and core_text.cpp.
#include "move_targets.h"
#include "rules.h"

#include <string>
#include <vector>

namespace bsg {

// --- once-per-turn bookkeeping: bits in GameState::turnFlags (cleared as a turn begins)
inline constexpr uint32_t kTurnExecutiveOrder = 1u << 0;   // an Executive Order was played
inline constexpr uint32_t kTurnEcoOfficer = 1u << 1;       // Helo rerolled a die
inline constexpr uint32_t kTurnMaintenance = 1u << 2;      // Tyrol's bonus action after Repair
inline constexpr uint32_t kTurnStartedPiloting = 1u << 3;  // the current player began the turn in a viper
inline constexpr uint32_t kTurnMoralCompass = 1u << 4;     // Helo was offered the crisis choice being resolved

// What a RuleChoice decision asks (Decision::context); the prompt and option labels come
// from core_text.cpp.
enum class CorePrompt : int16_t {
    MysteriousIntuition,   // Boomer: decide the crisis check's result, or decline
    BeforeCheckCards,      // Investigative Committee / Scientific Research, or decline
    BlindDevotion,         // Tyrol: name a skill type that counts 0, or decline
    DeclareEmergency,      // play Declare Emergency, or decline (context2 = total)
    CommandAuthority,      // Adama: take the check's cards, or decline
    StrategicPlanning,     // play Strategic Planning before a roll, or decline
    EcoOfficer,            // Helo: reroll (context2 = the result)
    EvasiveManeuvers,      // reroll an attack on a viper (context2 = the result)
    ReligiousVisions,      // Roslin: pick the crisis to resolve
    SecretDestiny,         // Starbuck: replace the crisis (context2 = crisis)
    Recon,                 // Boomer: keep the top crisis card or bottom it (context2 = crisis)
    Nominate,              // Administration: whom to nominate
    Accuse,                // Admiral's Quarters: whom to accuse
    CylonHatred,           // Tigh: make the Admiral's Quarters check 3 easier
    Arbitrator,            // holder of Assign Arbitrator: shift the check by 3
    FriendsInLowPlaces,    // Zarek: shift an Administration / Brig check by 2
    BrigEscape,            // where the escaped prisoner goes
    PresidentsOffice,      // draw a second quorum card or play one
    ExecutiveOrderTarget,  // whom the Executive Order is for
    ExecutiveOrderMode,    // move and act, or act twice (context2 = target seat)
    LaunchScoutDeck,       // crisis or destination deck
    LaunchScoutPlace,      // keep on top or bottom (context2 = 0 crisis / 1 destination)
    SkilledPolitician,     // Roslin: which of the drawn quorum cards to resolve
    CylonDetector,         // Baltar: whose loyalty cards to look at
    UnconventionalTactics, // Zarek: which resource to gain
    QuorumTarget,          // a quorum card's target (context2 = quorum card)
    BrutalForce,           // a quorum card's destroy_pieces (Authorization of Brutal Force): what to destroy (context2 = card)
    PardonDestination,     // a quorum card's move to a chosen Galactica location (Presidential Pardon; context2 = seat moved)
    MoralCompass,          // Helo: switch the crisis choice (context2 = crisis, Option::c = chosen option)
};

// Use-option kinds (Option::a of Verb::Use); see core_text.cpp for their ids.
inline constexpr int kUseAbility = 0; // b = ability index of the decision's actor, c = variant
inline constexpr int kUseQuorum = 1;  // b = quorum card, c = variant
// Variants of a Use option (Option::c).
inline constexpr int kUsePlain = 0, kUseRaise = 1, kUseLower = 2, kUsePass = 3, kUseFail = 4;
inline constexpr int kUseType = 10; // kUseType + SkillType

// --- characters (characters.cpp)
struct CoreChars {
    CharId adama, tigh, helo, roslin, baltar, zarek, apollo, starbuck, boomer, tyrol;
};
CoreChars lookUpChars(); // characters.cpp
// Inline: the rules ask for them thousands of times a game.
inline const CoreChars& chars() {
    static const CoreChars c = lookUpChars();
    return c;
}
// The seat playing this character while it is in the game and not a revealed Cylon; kNoSeat otherwise.
Seat activeSeat(const GameState& s, CharId character);
// The three answers are combined without a branch (a seat with no player reads seat 0's
// record, and is no one): the rules ask it at every ability, of seats as good as random.
[[nodiscard]] inline bool isCharacter(const GameState& s, Seat seat, CharId character) {
    const Player& p = s.players[size_t(seat == kNoSeat ? 0 : seat)];
    return (seat != kNoSeat) & (p.character == character) & !p.revealed;
}
int abilityIndex(CharId character, std::string_view abilityId);
// Does another character (any seat but `seat`) stand on `loc`? (locations.cpp)
[[nodiscard]] bool otherCharacterThere(const GameState& s, Seat seat, LocId loc);
// Can this character ability (by index) be used as an action now?
bool characterActionAvailable(const GameState& s, Seat seat, int ability);
// How many cards on top of the quorum deck the pending decision shows its actor (Skilled
// Politician's look; the options name each of them once): 0 at any other decision.
[[nodiscard]] int quorumCardsOnShow(const GameState& s);
// One more action for `seat` in the Action step being carried out (Hangar Deck, Maintenance Engineer).
bool grantExtraAction(GameState& s, Seat seat);
// Tyrol's Maintenance Engineer: the combat engineer's Repair card calls this after a Repair;
// once in each of Tyrol's own turns it gives him one more action. Returns whether it did.
bool maintenanceEngineer(GameState& s, Seat seat);
// Looking at loyalty cards: loyaltyViewsBlocked / lookAtLoyalty (rules.h, loyalty.cpp).

// --- skill cards (skillcards.cpp)
// The card's name, resolved when the card data is loaded (SkillCardDef::name).
inline SkillName skillCardName(SkillCard card) { return db().skillCards[card].named; }
bool skillActionAvailable(const GameState& s, Seat seat, SkillCard card);
// Removes one copy of `card` from the hand (it is played) and discards it.
void playFromHand(GameState& s, Seat seat, SkillCard card);
// Distinct cards of this name in the hand, as Play options.
void addPlayOptions(const GameState& s, Seat seat, SkillName name, OptionList& options);
// Whether the hand holds a card of that name: asked first of every seat at each roll and
// check, where the hand seldom holds one and no option list need be built.
[[nodiscard]] inline bool holds(const GameState& s, Seat seat, SkillName name) {
    const CardDb& d = db();
    for (SkillCard card : s.players[size_t(seat)].hand)
        if (d.skillCardNamed(card, name))
            return true;
    return false;
}


// The option lists of the movement and action steps (movement.cpp, action.cpp), for a
// variant that asks them again (after a play out of band, Variant::playOutOfBand).
OptionList movementOptions(const GameState& s, Seat seat);
OptionList actionOptions(const GameState& s, Seat seat);

// --- locations: each one's action is a rule in the location table (rule_table.h)

// --- titles and quorum (titles.cpp, quorum.cpp)
CardIdx drawQuorum(GameState& s);                      // reshuffles the discards when empty
void presidentDrawsQuorum(GameState& s, QuorumDrawCause why = QuorumDrawCause::President); // one card into the President's hand
bool quorumPlayable(const GameState& s, Seat seat, CardIdx card);
// Plays a quorum card from the President's hand: it goes on the table and resolves.
void playQuorumFromHand(Ctx& c, Seat seat, CardIdx card);
// The Cylon engineer calls this when `seat` reveals: titles pass down the lines of
// succession and quorum cards kept in front of him are discarded.
void titlesOnReveal(GameState& s, Seat seat);
// The quorum card in play whose data gives it this rule while kept (Accept Prophecy, the
// Assign cards: KeptRule in carddb.h), or nullptr; and its discard once it has been used.
const InPlay* keptQuorum(const GameState& s, KeptRule rule);
void discardKeptQuorum(GameState& s, KeptRule rule);
// Assign Mission Specialist (KeptRule::PicksNextDestination): the seat that picks the next
// destination from 3 cards, or kNoSeat. The jump code calls missionSpecialistDone() after
// using it (the card is discarded).
Seat missionSpecialist(const GameState& s);
// The Jump frame's d for a Blind Jump (Pegasus's Helena Cain): one destination card, and an
// assigned Mission Specialist is left for the next jump.
inline constexpr int kBlindJump = 1;
void missionSpecialistDone(GameState& s);

// --- shared small helpers
inline bool inGame(const GameState& s, Seat seat) { // on the board: not revealed, not stranded
    const auto& p = s.players[size_t(seat)];
    return !p.revealed && !p.stranded;
}
OptionList characterTargets(const GameState& s, Seat except, bool allowSelf);
// Whether characterTargets would offer anyone (without building the list).
[[nodiscard]] bool hasCharacterTarget(const GameState& s, Seat except, bool allowSelf);
Flow askChoice(Ctx& c, Seat actor, CorePrompt prompt, OptionList&& options, int arg = -1);

} // namespace bsg
