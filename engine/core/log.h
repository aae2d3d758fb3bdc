#pragma once
// Log events: what happened, who may see it, and whether it shows something hidden - as a kind
// and four small numbers, never as text. Words are made only for display (eventText: the
// engine's kinds in log_text.cpp and combat_text.cpp, a variant's through Variant::eventText),
// so the wording is no part of a game: saves, hashes and replays never see it. An event is
// plain memory: appending one allocates nothing beyond the log's growth, and copying a state
// copies its log as one block.
#include "kind_ranges.h"
#include "types.h"

#include <type_traits>

namespace bsg {

// Arguments are named per kind (a, b, c, d); "card" is an index into the kind's card table.
// Kinds are numbered in ranges (kind_ranges.h): this list holds the base game's, [0, 112); the
// variant's are declared, logged and worded by the variant (Variant::eventText), a box's by
// the box's rules. Events are hashed by number: never renumber a kind.
enum class EventKind : uint8_t {
    // --- setup and the turn
    GameStarted,       // a = players
    TurnStarted,       // actor, a = turn number
    DrewSkill,         // actor, a = SkillCard (private to actor)
    Moved,             // actor, a = LocId or -1, b = area when into / in a viper (or -1), c = MoveCause
    Discarded,         // actor, a = SkillCard (public: discards are face up), b = DiscardCause
    ActionChosen,      // actor, a = Verb, b = its argument, c = the actor's location then (or -1)
    ResourceChanged,   // a = Resource, b = delta, c = new value
    JumpTrackMoved,    // a = new position, b = JumpTrackCause
    DieRolled,         // actor (current player), a = die, b = RollPurpose, c = modifier, d = 1 for a reroll
    RollOutcome,       // actor, a = RollUse, b = result (modifiers included), c = needed (n: n or more, -n: n or less), d = 1 met
    Shuffled,          // a = Pile: a discard pile became a new deck
    DestinyRebuilt,    // a new destiny deck is dealt
    TitleChanged,      // actor (new holder, or none), a = Title
    StrandedNotMoved,  // actor (Helo): an effect would have moved him
    AbilityUsed,       // actor, a = AbilityNote, b, c: a character ability acted (which, and its effect)
    CardRule,          // actor (or none), a = CardNote, b, c: a card's rule acted
    Picked,            // actor = the character picked for a card's effect, a = source crisis card or -1
    // --- crises and skill checks
    CrisisDrawn,       // actor, a = crisis card
    CrisisOption,      // actor (chooser), a = crisis card, b = option
    InBrigNoCrisis,    // actor
    ReconLook,         // actor, a = crisis card (private: Recon)
    VisionsDrawn,      // actor, a = crisis card (private: Religious Visions)
    CrisisKept,        // a = crisis card: it stays on the table
    CrisisLeaves,      // a = crisis card, b = CrisisExit: it leaves the table
    DestinyDealt,      // a = count
    Contributed,       // actor, a = SkillCard (private to actor unless the check is face up)
    CheckRevealed,     // a = SkillCard, b = its value in this check, c = CardValueReason
    CheckResult,       // a = total, b = difficulty, c = 0 pass / 1 partial / 2 fail, d = partial threshold or -1
    // --- quorum and titles
    QuorumDrawn,       // actor, a = quorum card (private to its holder), b = QuorumDrawCause
    QuorumPlayed,      // actor, a = quorum card
    QuorumDisposed,    // actor (receiver for Given), a = quorum card, b = QuorumFate
    ScoutLook,         // actor, a = card, b = 0 crisis / 1 destination deck (private: Launch Scout)
    ScoutBottom,       // actor, b = 0 crisis / 1 destination deck
    // --- loyalty and Cylons
    LoyaltyDealt,      // actor, a = loyalty card (private)
    LoyaltyLooked,     // actor (viewer), a = target seat, b = loyalty card, c = index (private to viewer)
    LoyaltyBlocked,    // a = 0 a card's look, 1 a quorum card's look: Detector Sabotage forbids it
    SleeperPhase,      // every character receives another loyalty card
    LoyaltyGiven,      // actor (giver), a = receiver seat, b = 1 the Sympathizer card
    SympathizerShown,  // actor
    Revealed,          // actor, a = loyalty card (or -1)
    RevealedFromBrig,  // actor: the card's reveal ability is lost
    SuperCrisisDealt,  // actor, a = crisis card (private to actor)
    SuperCrisisTraded, // actor
    CylonCrisesDrawn,  // actor, a = crisis card (private: Caprica shows two)
    HandSeen,          // actor (Cylon), a = target seat, b = SkillCard (private: Human Fleet)
    SkillTaken,        // actor, a = seat it is taken from
    NoCylonFleet,      // actor: a Sympathizer may not use the Cylon Fleet
    // --- ships and combat (combat_text.cpp)
    ShipsChanged,      // a = ShipKind, b = Area (-1: none), c = delta, d = ShipCause
    ShipMoved,         // a = ShipKind, b = from Area, c = to Area, d = count
    ShipsActivate,     // actor (or none), a = Activation, b = ActivationCause, c = its card or location (or -1)
    NoShipsLaunch,     // a = ShipKind, b = per basestar: none of that kind in space, so the basestars launch
    BasestarIdle,      // a = Area, b = 0 its weapons / 1 its hangar is disabled (a damage token)
    AttackResolved,    // actor (pilot, or none), a = AttackKind, b = Area, c = roll (final), d = AttackOutcome
    ViperHit,          // actor (pilot, or none), a = Area, b = 1 destroyed / 0 damaged
    GalacticaDamaged,  // a = Galactica damage token
    NoDamageToken,     // no Galactica damage token is left to draw
    LocationRepaired,  // a = LocId
    BasestarDamaged,   // a = basestar damage token, b = Area
    CivilianDestroyed, // a = civilian ship (CardDb::civilians), b = Area or -1 (from the unused pile)
    CivilianLooked,    // actor, a = civilian ship, b = Area (private: Communications)
    CenturionsMove,    // a = CenturionEvent, b = Area (boarding) or space
    VipersChanged,     // a = ViperChange, b = count
    PiecesShort,       // a = ShipKind: too few pieces for an attack card, the current player places them
    RiskFailed,        // a = 0 raptors / 1 vipers, b = count, c = 1 none risked (too few in the Reserves)
    FleetJumped,       // a = distance before the destination's, b = 1 by FTL Control / 0 the jump track
    DestinationChosen, // actor, a = destination
    KobolNear,         // one jump from Kobol
    // --- the game's end, testers, gaps
    GameEnded,         // a = Side, b = EndReason
    Scenario,          // a = index into GameState::scenarioRequests (the tester's request)
    Unimplemented,     // a = Missing, b, c: the rule or card effect not carried out yet
    // 70-78: retired (the variant's first event kinds had them; kind_ranges.h)
    // The next base kind takes 79.
};

// The kinds the game's variant logs and words: the variant range, never a box's.
inline constexpr bool isVariantEvent(EventKind k) { return isVariantKind(k); }

inline constexpr uint16_t kPublic = 0xFFFF;
// LogEvent::flags
inline constexpr uint8_t kRevealsHidden = 1; // the event shows something hidden (see below)

struct LogEvent {
    int32_t step = 0;
    int16_t a = 0, b = 0, c = 0, d = 0;
    uint16_t visibleTo = kPublic; // bit per seat; kPublic = everyone
    EventKind kind = EventKind::GameStarted;
    Seat actor = kNoSeat;
    // Set by the rule that logs it: kRevealsHidden when the event shows what was hidden before
    // - a card from a deck, a die, a loyalty card, a peek - so a take-back may not cross it.
    uint8_t flags = 0;
    bool operator==(const LogEvent&) const = default;
    template <class F> void forEachField(F&& f) const { f(step), f(kind), f(actor), f(flags), f(a), f(b), f(c), f(d), f(visibleTo); }
    [[nodiscard]] bool visibleToSeat(Seat s) const { return visibleTo == kPublic || (s >= 0 && (visibleTo >> s) & 1u); }
    [[nodiscard]] bool revealsHidden() const { return (flags & kRevealsHidden) != 0; }
};

static_assert(std::is_trivially_copyable_v<LogEvent>, "a log is copied as plain memory");
static_assert(sizeof(LogEvent) <= 20, "keep log events small");

inline constexpr uint16_t seatBit(Seat s) { return uint16_t(1u << unsigned(s)); }

// --- the small enums of event arguments

// How a character moved (Moved): chosen in the movement step or by an action, sent by a rule,
// or into / in a viper (a = -1).
enum class MoveCause : int8_t { Chosen, Sent, Landed, Arrived, Resurrection, Launched, Flown };
enum class DiscardCause : int8_t { Chosen, Played, Random, Alcoholic };
// What a roll decided (RollOutcome); attacks have their own kind (AttackResolved).
enum class RollUse : int8_t { FtlControl, LaunchScout, Risk, CardEffect, QuorumCard, HumanFleet };
enum class JumpTrackCause : int8_t { CrisisIcon, CardEffect, JumpMade };
// Decks whose discards are shuffled into a new deck (Shuffled): the five skill types first.
// A box's skill type t is the pile kFirstBoxSkillPile + (t - kSkillTypeCount) (pileOfSkillType).
enum class Pile : int8_t { Politics, Leadership, Tactics, Piloting, Engineering, Crisis, Quorum, FirstBoxSkillType };
constexpr int pileOfSkillType(int type) {
    return type < kSkillTypeCount ? type : int(Pile::FirstBoxSkillType) + type - kSkillTypeCount;
}
// The skill type of a pile, or -1 for the crisis and quorum decks.
constexpr int skillTypeOfPile(int pile) {
    return pile < kSkillTypeCount                   ? pile
           : pile >= int(Pile::FirstBoxSkillType) ? kSkillTypeCount + pile - int(Pile::FirstBoxSkillType)
                                                   : -1;
}
// Why a card counts for or against a skill check (CheckRevealed).
enum class CardValueReason : int8_t { Colour, WrongColour, ScientificResearch, InspirationalLeader, BlindDevotion, AtAnyCost };
enum class QuorumDrawCause : int8_t { Setup, President, Office, Look };
// Why a crisis card kept on the table leaves it (CrisisLeaves).
enum class CrisisExit : int8_t { ShipDestroyed, Jumped, ShuffledBack, NoRaidersLeft };
enum class QuorumFate : int8_t { Discarded, Removed, Given, NoTarget };

// The character abilities the log tells (AbilityUsed, actor = the character's seat).
enum class AbilityNote : int8_t {
    Alcoholic,            // Tigh loses his only card
    ReconBottom,          // Boomer puts the top crisis card at the bottom
    SecretDestiny,        // Starbuck: the crisis is discarded, a new one drawn
    Insubordinate,        // b = -3: the Admiral's Quarters check against Starbuck
    CylonHatred,          // b = -3
    FriendsInLowPlaces,   // b = +2 / -2
    MysteriousIntuition,  // b = 0 passed / 1 failed
    InspirationalLeader,  // strength-1 cards count for Adama's crisis
    BlindDevotion,        // b = SkillType counting 0
    CommandAuthority,     // Adama takes the check's cards
    MaintenanceEngineer,  // Tyrol gains an action
    MoralCompass,         // Helo switches the crisis choice
    EcoOfficer,           // Helo rerolls
    ExpertPilot,          // Starbuck begins her turn in a viper: two actions
    Headstrong,           // Apollo's forced discards are random
    DelusionalIntuition,  // Baltar draws a card of any type with his crisis
    TerminalIllness,      // Roslin discards two cards before she activates a location
    Action,               // b = ability index: an action ability is used
};

// Skill and quorum card rules the log tells (CardRule).
enum class CardNote : int8_t {
    StrategicPlanning,      // +2 to the roll
    EvasiveManeuvers,       // the attack on a viper is rolled again
    InvestigativeCommittee, // every card face up
    ScientificResearch,     // engineering counts for
    DeclareEmergency,       // difficulty -2
    AcceptProphecy,         // b = +2: the check is harder
    AssignArbitrator,       // b = +3 / -3
    CenturionRemoved,       // Authorization of Brutal Force
    TrainingNewPilots,      // Ambush: an unmanned viper's attack rolls 2 lower
    StructuralDamage,       // a basestar's damage token: attacks on it roll 2 higher
    MassiveDeployment,      // Cylon Swarm: b = ships more per launching basestar
    NotSent,                // actor cannot be sent (revision 4): b = where he stays, c = Sickbay / the Brig
};

// What an Activate frame activates, and what caused it (ShipsActivate).
enum class ActivationCause : int8_t { CrisisIcon, AttackCard, CardEffect, CylonFleet, AttackSpecial };
// Why pieces arrived or left (ShipsChanged).
enum class ShipCause : int8_t { Placed, Launched, Destroyed, Boarded, Scenario, Removed };
enum class CenturionEvent : int8_t { Advance, ReachEnd, Board, Destroyed };
enum class ViperChange : int8_t { ReservesDamaged, AllReturned, DamagedRecovered, DestroyedRecovered, Repaired };

// What the engine does not carry out yet (Unimplemented).
enum class Missing : int8_t {
    EmptyDestinationDeck,
    ChoiceOfTypes,    // draw skill cards of the player's choice of types
    CardEffect,       // b = ListId, c = index of the effect in it
    CardHandler,      // b = ListId, c = index of the effect in it
    LocationAction,   // b = LocId
    CrisisWithoutChoice, // b = crisis card
    QuorumCard,       // b = quorum card
    CharacterAction,  // b = CharId, c = ability index
    SkillCardAction,  // b = SkillCard
};

} // namespace bsg
