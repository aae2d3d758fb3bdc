#pragma once
// The immutable rules data: every component of the base game, loaded once from
// resources/data/*.json (compiled in with the Qt resource system). String ids become small
// integers here; the engine never touches JSON after loading.
#include "types.h"

#include <array>
#include <atomic>
#include <optional>
#include <string>
#include <vector>

namespace bsg {

using ListId = uint16_t; // index into CardDb::lists
inline constexpr ListId kNoList = 0xFFFF;

// The rule a record's id names (a location's action, a card's handler, a character's ability),
// found in the engine's rule tables (rules/rule_table.h) when the data is bound to the rules:
// bindRules() below. The binding is not data: the image does not hold it, and two loads of the
// same files are equal whether or not they are bound.
struct LocationRule;
struct HandlerRule;
struct AbilityRule;
struct PassiveRule;
template <class Rule> struct BoundRule {
    const Rule* rule = nullptr;
    bool operator==(const BoundRule&) const { return true; }
};

// The effect vocabulary of docs/data.md. Each op reads only the fields noted beside it.
enum class Op : uint8_t {
    Resource,        // resource, amount
    JumpTrack,       // amount
    Discard,         // who, count, random
    DiscardHand,     // who
    DrawSkill,       // who, types (mask; 0 = any), count
    Move,            // who, loc, chooser, optional
    MoveAll,         // from (loc; -2 = all of Colonial One), loc
    Raptor,          // amount (-1 destroy, +1 repair)
    DamageVipers,    // where (0 reserves, 1 space), count
    ReturnVipers,    //
    Centurion,       // count
    DamageGalactica, // count
    DestroyCivilianFromPile, // count
    Place,           // area, ships
    Activate,        // activation
    Roll,            // atMost / atLeast, then, otherwise
    ApplyResult,     // result (0 pass, 1 partial, 2 fail)
    LookLoyalty,     // viewer, target, how
    TitleChange,     // title, to, chooser
    Nukes,           // amount
    Choose,          // chooser, options
    Optional,        // chooser, label, then
    Risk,            // ships (0 raptor, 1 viper), count, atLeast, then, otherwise
    KeepInPlay,      //
    Distance,        // amount
    RedrawCrisis,    //
    IfResourceBelow, // resource, amount (threshold), then
    DrawQuorum,      // count
    Handler,         // handler
    // Quorum cards only (docs/data.md section 11.1):
    PickCharacter,   // chooser, pickSet
    DestroyPieces,   // chooser, pieces
    DisposeCard,     // fate
    // Pegasus records only: the character `who` names is executed (pegasus::startExecution).
    Execute,         // who (current, president, admiral; chosen on a quorum card)
};

// Who an effect names. Resolved against the state when the effect runs.
// EachCylonPlayer: every revealed Cylon (Pegasus's cards that reach them; draw_skill only).
enum class Who : int8_t { Current, President, Admiral, EachPlayer, Chosen, Viewer, EachCylonPlayer };

// The characters a quorum card's pick_character may name (relative to the player resolving it).
enum class PickSet : uint8_t { AnyoneOutsideBrig, Others, OthersInBrig, OthersOutsideBrigExceptAdmiral, AnyoneInBrig };
// What a quorum card's destroy_pieces may take, and how many of that kind at most.
enum class Piece : uint8_t { Raider, HeavyRaider, Centurion };
struct PieceLimit {
    Piece piece = Piece::Raider;
    int8_t upTo = 1;
    bool operator==(const PieceLimit&) const = default;
};
// Where a quorum card goes when it is done (dispose_card; without one it is discarded).
enum class CardFate : uint8_t { Discard, RemoveFromGame, Table, Chosen };
// What a quorum card does while it is kept on the table or in front of a player (dispose_card's
// `while_kept`); the rules it changes look for a kept card by this, never by the card's id.
enum class KeptRule : uint8_t {
    None, RaiseNextPresidentCheck, SoleNominee, MayShiftAdmiralsQuarters, PicksNextDestination,
    PoliticsPositive, // Pegasus: Assign Chief of Staff (check_rules.cpp)
    Probation,        // Pegasus: Probation (check_rules.cpp)
};
// Move's `loc` for "a Galactica location (not a hazard) that the current player picks".
inline constexpr LocId kChosenGalacticaLocation = -3;

enum class Activation : uint8_t { None, Raiders, HeavyRaiders, Basestars, LaunchRaiders };
inline constexpr int kShipKinds = 5; // raiders, heavy_raiders, basestars, vipers, civilian_ships
enum class ShipKind : uint8_t { Raider, HeavyRaider, Basestar, Viper, Civilian };

struct ChoiceOption {
    std::string label;
    ListId effects = kNoList;
    std::string requires_; // a named precondition ("admiral_has_nuke"); empty = always allowed
    bool operator==(const ChoiceOption&) const = default;
};

struct Effect {
    Op op = Op::Handler;
    Who who = Who::Current;
    Who chooser = Who::Current;
    Resource resource = Resource::Fuel;
    int8_t amount = 0;
    int8_t count = 0;
    bool random = false;
    bool optional = false;
    SkillMask types = 0;
    LocId loc = -1;
    LocId from = -1;
    Area area = Area::Fore;
    Activation activation = Activation::None;
    int8_t atMost = 0;  // roll succeeds on result <= atMost (0 = unused)
    int8_t atLeast = 0; // roll succeeds on result >= atLeast (0 = unused)
    int8_t result = 0;
    int8_t where = 0;
    Title title = Title::President;
    std::array<int8_t, kShipKinds> ships{};
    ListId then = kNoList;
    ListId otherwise = kNoList;
    std::vector<ChoiceOption> options;
    std::string label;
    std::string handler; // Op::Handler: the named C++ handler
    BoundRule<HandlerRule> handlerRule; // Op::Handler: that handler's rule (bound)
    std::string viewer, target, how, to; // LookLoyalty / TitleChange details
    PickSet pickSet = PickSet::Others;   // PickCharacter
    std::vector<PieceLimit> pieces;      // DestroyPieces, in the order the options are offered
    CardFate fate = CardFate::Discard;   // DisposeCard
    KeptRule kept = KeptRule::None;      // DisposeCard to the table or to a character
    bool operator==(const Effect&) const = default;
};
using EffectList = std::vector<Effect>;

enum class CharacterType : uint8_t { PoliticalLeader, MilitaryLeader, Pilot, Support };
enum class SetupSpecial : uint8_t { None, Stranded, LaunchAndPilot };

struct AbilityDef {
    std::string id, name, text;
    bool positive = true;
    bool oncePerGame = false;
    bool action = false;
    bool oncePerOwnTurn = false;
    BoundRule<AbilityRule> rule; // bound
    bool operator==(const AbilityDef&) const = default;
};

struct MultiSkill {
    int count = 0;
    SkillMask types = 0;
    bool operator==(const MultiSkill&) const = default;
};

struct CharacterDef {
    std::string id, name;
    Box box = Box::Base; // every record names the box it comes with (box.h)
    CharacterType type = CharacterType::Support;
    std::array<int8_t, kMaxSkillTypes> skills{};
    std::vector<MultiSkill> multiSkills;
    LocId start = -1;
    SetupSpecial setupSpecial = SetupSpecial::None;
    bool canPilot = false;
    int handLimit = 10;
    int loyaltyAtStart = 1;
    int loyaltyAtSleeper = 1;
    int extraNotACylon = 0;
    std::vector<AbilityDef> abilities;
    // Its place (1 = first) in Pegasus's revised lines of succession, by Title (President,
    // Admiral); 0: never holds the title in a Pegasus game (a Cylon Leader).
    std::array<int8_t, 2> pegasusSuccession{};
    // The hooks of its passive abilities, merged (bound: never null once bound; rule_table.h).
    BoundRule<PassiveRule> passive;
    [[nodiscard]] SkillMask skillSet() const; // every type it may draw in Receive Skills
    bool operator==(const CharacterDef&) const = default;
};

// Pegasus: the Pegasus box's board, a ship of its own (moving to or from it costs a card).
enum class Ship : uint8_t { Galactica, ColonialOne, Cylon, Pegasus };

struct LocationDef {
    std::string id, name, text;
    Box box = Box::Base;
    Ship ship = Ship::Galactica;
    bool damageable = false;
    bool hazard = false;
    int checkDifficulty = 0; // 0 = no skill check
    SkillMask checkSkills = 0;
    int boardOrder = 0;
    bool hasAction = true; // false: no action to take there (Sickbay; a box's place to stand)
    BoundRule<LocationRule> rule; // its action (bound; none without an action)
    bool operator==(const LocationDef&) const = default;
};

enum class SkillTiming : uint8_t { Action, BeforeCheck, AfterTotal, BeforeRoll, AfterViperAttack,
                                   // Pegasus (docs/pegasus.md, "Treachery"):
                                   Reckless,               // played before any card goes into a check; makes it Reckless
                                   Movement,               // used in the Movement step instead of moving
                                   RecklessCheckAbility,   // its effects resolve when revealed in a Reckless check
                                   AfterRoll,              // after any die roll (Calculations)
                                   BeforeRaiders,          // as raiders are about to activate (Run Interference)
                                   AfterKill,              // after destroying a basestar or a boarding centurion
                                   HumanDiscardsTreachery, // when a human discards a Treachery card (Sabotage)
};

// One entry per distinct type:name:strength; `copies` identical physical cards exist.
// The ten skill card names the rules name, resolved at load time so that the hot paths never
// compare strings.
enum class SkillName : uint8_t { ConsolidatePower, InvestigativeCommittee, ExecutiveOrder, DeclareEmergency,
                                 LaunchScout, StrategicPlanning, EvasiveManeuvers, MaximumFirepower, Repair,
                                 ScientificResearch,
                                 // Pegasus's
                                 SupportThePeople, PreventativePolicy, MajorVictory, AtAnyCost, GutsAndInitiative,
                                 CriticalSituation, FullThrottle, RunInterference, JuryRigged, Calculations,
                                 BroadcastLocation, ByYourCommand, SpecialDestiny, GodsPlan, Sabotage, HumanWeakness,
                                 Other };

struct SkillCardDef {
    std::string id;     // "tactics:launch_scout:2"
    std::string nameId; // "launch_scout"
    SkillName named = SkillName::Other; // Other: a card no rule names
    std::string name, text;
    Box box = Box::Base;
    SkillType type = SkillType::Politics;
    int strength = 1;
    int copies = 1;
    SkillTiming timing = SkillTiming::Action;
    std::string replaces;    // the name id of the card this one replaces when its box is in play ("" none)
    ListId effects = kNoList; // a skill-check ability's effects (RecklessCheckAbility)
    bool operator==(const SkillCardDef&) const = default;
};

enum class CrisisKind : uint8_t { SkillCheck, Event, CylonAttack };
enum class KeepWhen : uint8_t { Never, Always, Pass, Fail };
// JumpOrNoRaiders: the fleet jumps, or the last raider leaves the board (Pegasus's Dogfight).
enum class KeepUntil : uint8_t { Jump, EndOfGame, CivilianOrBasestarDestroyed, JumpOrNoRaiders };

struct CrisisDef {
    std::string id, name, text;
    Box box = Box::Base;
    int copies = 1;
    bool super = false;
    CrisisKind kind = CrisisKind::Event;
    Activation activation = Activation::None;
    bool jump = false;
    // Skill check (kind SkillCheck)
    int difficulty = 0;
    int partial = -1; // -1 = no partial band
    SkillMask skills = 0;
    ListId pass = kNoList, partialEffects = kNoList, fail = kNoList;
    // Choice (chooser != nullopt)
    std::optional<Who> chooser;
    bool aIsCheck = false;
    ChoiceOption a, b;
    // Cylon attack
    std::vector<Activation> activateFirst;
    std::array<std::array<int8_t, kShipKinds>, kAreaCount> setup{};
    std::string specialName, specialText;
    ListId special = kNoList;
    KeepWhen keepWhen = KeepWhen::Never;
    KeepUntil keepUntil = KeepUntil::Jump;
    BoundRule<HandlerRule> ongoing; // the handler among its effects that gives it an ongoing rule (bound)
    bool operator==(const CrisisDef&) const = default;
};

struct QuorumDef {
    std::string id, name, text;
    Box box = Box::Base;
    int copies = 1;
    ListId effects = kNoList;
    KeptRule kept = KeptRule::None; // what the card does once kept (from its dispose_card)
    bool operator==(const QuorumDef&) const = default;
};

// The stages of the QuorumCard frame (quorum.cpp) at which an effect of a quorum card waits,
// as a bit mask (bit n = stage n); 0 for an effect that runs at once. Saves record the frame,
// so each kind of wait keeps the stage number it had when the cards were written in C++:
// 1 a question (whom to pick, what to destroy, which deck), 2 a die roll, 3 a second question
// (where the picked character goes; the next piece to destroy). The loader lets a card hold
// one effect per stage, so the stage alone tells which effect a frame is waiting on.
inline uint8_t quorumWaitStages(const Effect& e) {
    switch (e.op) {
    case Op::PickCharacter: return 1u << 1;
    case Op::DestroyPieces: return 1u << 1 | 1u << 3;
    case Op::DrawSkill: return (e.types & (e.types - 1)) != 0 ? 1u << 1 : 0; // several decks: one is picked
    case Op::Roll: return 1u << 2;
    case Op::Move: return e.loc == kChosenGalacticaLocation ? 1u << 3 : 0;
    default: return 0;
    }
}

struct DestinationDef {
    std::string id, name, text;
    Box box = Box::Base;
    int distance = 0;
    int copies = 1;
    ListId effects = kNoList;
    bool operator==(const DestinationDef&) const = default;
};

enum class LoyaltySide : uint8_t { Human, Cylon, Sympathizer };
struct LoyaltyDef {
    std::string id, name, text;
    Box box = Box::Base;
    int copies = 1;
    LoyaltySide side = LoyaltySide::Human;
    ListId reveal = kNoList;
    bool operator==(const LoyaltyDef&) const = default;
};

struct GalacticaDamageDef {
    std::string id;
    Box box = Box::Base;
    LocId location = -1; // -1: a resource token
    ListId effects = kNoList;
    bool operator==(const GalacticaDamageDef&) const = default;
};
struct BasestarDamageDef {
    std::string id;
    Box box = Box::Base;
    int damage = 1;
    bool operator==(const BasestarDamageDef&) const = default;
};
struct CivilianDef {
    std::string id;
    Box box = Box::Base;
    std::array<int8_t, kResourceCount> loss{};
    int copies = 1;
    bool operator==(const CivilianDef&) const = default;
};

struct JumpSpace {
    bool ftl = false;
    int populationRisk = 0;
    bool autoJump = false;
    bool operator==(const JumpSpace&) const = default;
};

struct LoyaltyCounts {
    int cylon = 0, notACylon = 0;
    bool sympathizer = false;
    bool operator==(const LoyaltyCounts&) const = default;
};

struct BoardDef {
    std::array<int, kResourceCount> resourceStart{};
    std::array<int, kResourceCount> redAtOrBelow{};
    int resourceMax = 15;
    int easyAdjust = 2, hardAdjust = -2;
    std::vector<JumpSpace> jumpTrack;
    int boardingSpaces = 4;
    std::array<Area, kAreaCount> heavyRaiderStep{}; // next area toward a launch area
    int vipers = 8, raptors = 4, raiders = 16, heavyRaiders = 4, basestars = 2, nukes = 2, centurions = 4;
    std::array<std::array<int8_t, kShipKinds>, kAreaCount> initialSpace{};
    std::array<LoyaltyCounts, kMaxPlayers + 1> loyaltyDeck{};
    std::vector<CharId> presidentSuccession, admiralSuccession;
    std::vector<CharId> presidentPriority, admiralPriority;
    int handLimit = 10;
    int destinyPerType = 2;
    int sleeperDistance = 4, finalDistance = 8;
    bool operator==(const BoardDef&) const = default;
};

struct CardDb {
    BoardDef board;
    std::vector<CharacterDef> characters;
    std::vector<LocationDef> locations;
    std::vector<SkillCardDef> skillCards;
    // The base game's crisis cards, its super crises (super == true), then the boxes' in the
    // same order: every table holds the base game's records first (loadCardDb).
    std::vector<CrisisDef> crises;
    std::vector<QuorumDef> quorum;
    std::vector<DestinationDef> destinations;
    std::vector<LoyaltyDef> loyalty;
    std::vector<GalacticaDamageDef> galacticaDamage;
    std::vector<BasestarDamageDef> basestarDamage;
    std::vector<CivilianDef> civilians;
    std::vector<EffectList> lists;
    std::vector<uint8_t> civilianTokens; // token index -> civilians[] entry (one per physical token)

    // Worked out from skillCards by both readers (nameSkillCards), not stored: for each name a
    // rule looks for, a bit per skill card index bearing it. The rules ask at every roll and
    // check whether a hand holds such a card; a card's bit answers without reading its entry.
    static constexpr size_t kMaxSkillCards = 64;
    std::array<uint64_t, size_t(SkillName::Other) + 1> skillCardsNamed{};
    [[nodiscard]] bool skillCardNamed(SkillCard card, SkillName name) const {
        return ((skillCardsNamed[size_t(name)] >> (card & (kMaxSkillCards - 1))) & 1u) != 0;
    }
    // The same for the cards played as an action (SkillTiming::Action): asked of each card of
    // a hand at every action step.
    uint64_t skillCardsForAction = 0;
    // The same for the Reckless cards (SkillTiming::Reckless; Pegasus's), asked with the cards
    // played as a skill check begins.
    uint64_t recklessCards = 0;
    [[nodiscard]] bool skillCardForAction(SkillCard card) const {
        return ((skillCardsForAction >> (card & (kMaxSkillCards - 1))) & 1u) != 0;
    }

    // Lookups by string id; -1 when unknown.
    [[nodiscard]] int character(std::string_view id) const;
    [[nodiscard]] int location(std::string_view id) const;
    [[nodiscard]] int skillCard(std::string_view id) const; // "type:name:strength"
    [[nodiscard]] int crisis(std::string_view id) const;
    [[nodiscard]] int quorumCard(std::string_view id) const;
    [[nodiscard]] int destination(std::string_view id) const;
    [[nodiscard]] int loyaltyCard(std::string_view id) const;
    [[nodiscard]] const EffectList& list(ListId id) const { return lists[id]; }
    [[nodiscard]] LocId loc(std::string_view id) const { return LocId(location(id)); }

    // The decks a game's setup deals, before they are shuffled: every copy of every card of the
    // boxes in play, in card order, but for a card that a box in play replaces. Worked out by
    // both readers (listSetupDecks) for every set of the boxes the records name that holds the
    // base game, so that setup copies a few lists instead of reading every record each game.
    struct SetupDecks {
        BoxSet boxes = 0;
        std::vector<CardIdx> quorum, crises, superCrises, destinations;
        std::array<std::vector<SkillCard>, kMaxSkillTypes> skills;
        bool operator==(const SetupDecks&) const = default;
    };
    std::vector<SetupDecks> setupDecks;
    BoxSet boxesNamed = 0; // the boxes some record names
    // The decks of a game with `boxes` (a box no record names adds nothing); nullptr for a set
    // without the base game.
    [[nodiscard]] const SetupDecks* setupDecksOf(BoxSet boxes) const;

    bool operator==(const CardDb&) const = default;
};

// Whether a skill card is dealt in a game with these boxes: its box is in play, and no card of
// a box in play replaces it.
[[nodiscard]] bool skillCardInBoxes(const CardDb& db, BoxSet boxes, const SkillCardDef& card);
// The setup decks of `boxes`, read from the records one by one (what listSetupDecks keeps).
[[nodiscard]] CardDb::SetupDecks setupDecksFromRecords(const CardDb& db, BoxSet boxes);
// Fills boxesNamed and setupDecks; both readers call it once the records are all read.
void listSetupDecks(CardDb& db);

// Loads and validates the data compiled into the program (":/data"). On an error the
// message names the file, the record and the field; the program cannot run without data.
struct LoadResult {
    std::optional<CardDb> db;
    std::string error;
};
LoadResult loadCardDb(const std::string& directory = ":/data");
// Binds every location, handler and ability the data names to the rule that implements it;
// the message naming the first record whose rule no table holds, or "" when all are bound.
// loadCardDb() binds the data it loads wherever the rules are linked (the engine: rule_table.cpp;
// the image-making build tool, which has no rules, binds nothing), and so does the program's
// start-up for the built-in image: data that names an unimplemented rule is refused.
std::string bindRules(CardDb& db);
// Fills CardDb::skillCardsNamed and skillCardsForAction; false (and nothing set) with more than kMaxSkillCards cards
// or a card whose name is not a SkillName.
bool nameSkillCards(CardDb& db);

// The process-wide data, loaded on first use (aborts with the loader's message if the
// compiled-in data is broken, which a test guards against). Inline: the rules ask for it
// hundreds of times a decision, so after the first load it is one load of a pointer.
namespace detail {
extern std::atomic<const CardDb*> g_loadedDb;
const CardDb& loadDbOnce();
} // namespace detail
inline const CardDb& db() {
    if (const CardDb* loaded = detail::g_loadedDb.load(std::memory_order_acquire)) [[likely]]
        return *loaded;
    return detail::loadDbOnce();
}
// The same object, writable: only for tests that run the rules on edited data (they swap
// in a CardDb loaded by loadCardDb() and swap the original back before they end).
CardDb& cardDbForTests();

} // namespace bsg
