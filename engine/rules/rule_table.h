#pragma once
// Rules found by table (docs/architecture.md, "Rules found by table"). A location's action, a
// card's named handler and a character's ability are each a rule registered under the id the
// data gives it ("research_lab", "sympathizer_resolve", "cylon_detector"). Loading the data binds
// every record to its rule (bindRules() in carddb.h), so the rules find theirs through the record
// (one load and a call through a pointer) and never compare a string; data naming an id no table
// holds is refused when it loads, with the record named.
#include "rules.h"

#include <string_view>

namespace bsg {

// A location's action. `available`: may `seat` take it now? Asked after the board's general
// conditions (the location is not damaged, the character's side matches the ship). `run`: the
// action, a frame handler run by the LocationAction frame (a Cylon location's by the
// CylonLocation frame): a = seat, b = location. A location with no action (Sickbay) registers
// a rule that is never available and has no `run`.
struct LocationRule {
    bool (*available)(const GameState& s, Seat seat) = nullptr;
    Flow (*run)(Ctx& c) = nullptr;
};

// What a crisis card changes while it is on the table, for the rules it changes to ask
// (ongoingRuleInPlay). A card's handler gives the card its rule.
enum class OngoingRule : uint8_t {
    None,
    TrainingNewPilots,   // Ambush: unmanned vipers attack at -2
    MassiveDeployment,   // Cylon Swarm: a launching basestar launches one more ship
    BlockCommunications, // Jammed Assault: no Communications action
    BlockLoyaltyViews,   // Detector Sabotage: nobody is shown another's loyalty cards
    ColonialOneClosed,   // Bomb on Colonial One: nobody moves onto Colonial One
    ConstantBarrage,     // Pegasus's Dogfight: raiders activating, every basestar launches 2 more
    RaptorCrewCaptured,  // Pegasus's The Guardians: a basestar destroyed costs 1 morale and a raptor
    DangerousRepairs,    // Pegasus's Lured into a Trap: FTL Control and the Engine Room at a jump execute
};

// A card's named handler (the data's `handler` effect op), applied by the Effects frame that
// reached it (the frame goes on to the list's next effect). `ongoing`: the rule its card holds
// while on the table. `index`: its place in the table, set when registered; other parts keep
// tables of their own by it (the heuristic player's worths).
struct HandlerRule {
    void (*apply)(Ctx& c, const Effect& e) = nullptr;
    OngoingRule ongoing = OngoingRule::None;
    int index = -1;
};

// Is a crisis card holding this rule on the table? (Its card is bound to it: CrisisDef::ongoing.)
[[nodiscard]] inline bool ongoingRuleInPlay(const GameState& s, OngoingRule rule) {
    const CardDb& d = db();
    for (const InPlay& ip : s.inPlay)
        if (ip.kind == CardKind::Crisis && d.crises[ip.card].ongoing.rule &&
            d.crises[ip.card].ongoing.rule->ongoing == rule)
            return true;
    return false;
}

// A passive ability's hooks (docs/architecture.md, "Passive abilities"): each is called at the
// procedure point it names, for the character holding the ability (a revealed Cylon's are not
// called: his abilities are ignored). A character's abilities fill each point once at most;
// loading binds each character to its abilities' hooks merged (CharacterDef::passive), so a
// procedure finds a hook with two loads (passiveOf) and no search.
struct PassiveRule {
    // A Galactica, Colonial One or Pegasus location's action is closed to the character where
    // he stands (Terminal Illness, Convicted Criminal, Emotionally Attached, Bent on Revenge).
    bool (*closesAction)(const GameState& s, Seat seat) = nullptr;
    // The character's turn begins (after the base turn-start rules) / his Movement step ended /
    // his Action step ended. A hook may push frames: they run before the turn's next step.
    void (*turnBegins)(Ctx& c, Seat seat) = nullptr;
    void (*movementEnds)(Ctx& c, Seat seat) = nullptr;
    void (*actionEnds)(Ctx& c, Seat seat) = nullptr;
    // The current player is about to roll a die (the Roll frame's first stage): a hook that
    // takes the roll over asks its question and returns true.
    bool (*beforeRoll)(Ctx& c, Flow& flow) = nullptr;
    // Morale went down (Pegasus games only; any seat, revealed or not: a weakness that
    // outlives the reveal says so itself).
    void (*moraleFell)(GameState& s, Seat seat) = nullptr;
    // An Admiral's Quarters check was passed against `target`: a hook may push a frame that
    // replaces the Brig (returns true; the Brig is then its frame's business).
    bool (*accusationPassed)(Ctx& c, Seat holder, Seat target) = nullptr;
    // A skill check is about to take its cards (its window before them; Pegasus games): the
    // hook adds the character's Use options to the seat's question (Fast Learner).
    void (*beforeCheckCards)(const GameState& s, Seat seat, OptionList& options) = nullptr;
    // The character activates Communications: a hook that replaces the action pushes its own
    // frame and returns true (Efficient).
    bool (*activatesCommunications)(Ctx& c, Seat seat) = nullptr;
    bool operator==(const PassiveRule&) const = default;
};

// A character ability. An action ability (AbilityDef::action) has `available` and `start`, and
// `answer` when `start` asked a question; the CharacterAction frame runs them (a = seat, b =
// ability index). A passive ability has none of them: its rule is a hook in the procedure it
// changes (a roll, a skill check, the turn), and its entry says that it is implemented. An
// action ability offered by another part of the rules (CAG: the combat rules) has no
// `available` either.
struct AbilityRule {
    bool (*available)(const GameState& s, Seat seat) = nullptr;
    Flow (*start)(Ctx& c) = nullptr;
    void (*answer)(Ctx& c, const Option& o) = nullptr;
    PassiveRule passive{}; // a passive ability's hooks (none for an action ability)
};

// Registration under the data's id: false (and nothing changed) when the id has a rule already.
// Register before the data that names the id is loaded (a test box registers its rules from its
// test executable, then loads its records). Not thread-safe: rules are registered before games run.
bool registerLocationRule(std::string_view locationId, const LocationRule& rule);
bool registerHandlerRule(std::string_view handler, HandlerRule rule);
bool registerAbilityRule(std::string_view abilityId, const AbilityRule& rule);
// The rule registered under an id, or nullptr.
[[nodiscard]] const LocationRule* findLocationRule(std::string_view locationId);
[[nodiscard]] const HandlerRule* findHandlerRule(std::string_view handler);
[[nodiscard]] const AbilityRule* findAbilityRule(std::string_view abilityId);
// How many handlers the table holds (HandlerRule::index is below it).
[[nodiscard]] int handlerRuleCount();

// The rules of bound records (the data the rules read is always bound; a location without an
// action, LocationDef::hasAction false, may have no rule: ask only of one that has).
[[nodiscard]] inline const LocationRule& locationRule(LocId loc) { return *db().locations[size_t(loc)].rule.rule; }
[[nodiscard]] inline const HandlerRule& handlerRule(const Effect& e) { return *e.handlerRule.rule; }
[[nodiscard]] inline const AbilityRule& abilityRule(const AbilityDef& a) { return *a.rule.rule; }
// The passive hooks of the character a seat plays: none for a revealed Cylon (his abilities are
// ignored). `passiveHooksOf` gives them whoever plays (a weakness that outlives the reveal).
inline constexpr PassiveRule kNoPassive{};
[[nodiscard]] inline const PassiveRule& passiveHooksOf(const GameState& s, Seat seat) {
    return *db().characters[size_t(s.players[size_t(seat)].character)].passive.rule;
}
[[nodiscard]] inline const PassiveRule& passiveOf(const GameState& s, Seat seat) {
    return s.players[size_t(seat)].revealed ? kNoPassive : passiveHooksOf(s, seat);
}

// The character restrictions on activating a Galactica or Colonial One location (Terminal
// Illness, Convicted Criminal, Emotionally Attached; locations.cpp): every such location's
// `available` asks it first.
[[nodiscard]] bool characterMayActivate(const GameState& s, Seat seat);

// The base game's rules, registered by the files that hold them when the tables are first used.
void registerCoreLocationRules();     // locations.cpp
void registerCombatLocationRules();   // vipers.cpp
void registerCylonLocationRules();    // cylon_locations.cpp
void registerCrisisHandlerRules();    // crisis_handlers.cpp
void registerCombatHandlerRules();    // combat_hooks.cpp
void registerCharacterAbilityRules(); // characters.cpp
void registerPassiveAbilityRules();   // passive.cpp (the base game's passive abilities with hooks)

} // namespace bsg
