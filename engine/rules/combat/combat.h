#pragma once
// Shared toolkit of the combat rules (rulebook "Combat" to "Other Rules"): the pieces in
// space, damage, and the attack table. Only the combat files include this header.
#include "rules.h"

namespace bsg {

// Who attacks what; selects the row of the attack table and the die's purpose.
enum class AttackKind : uint8_t {
    ViperVsRaider, ViperVsHeavyRaider, ViperVsBasestar,             // b = area, c = pilot seat or -1 (unmanned)
    GalacticaVsRaider, GalacticaVsHeavyRaider, GalacticaVsBasestar, // Weapons Control
    Nuke,                                                           // c = basestar
    RaiderVsViper,                                                  // c = pilot seat or -1 (unmanned)
    RaiderVsGalactica,
    BasestarVsGalactica,                                            // c = basestar
    ArmoryVsCenturion,                                              // c = space of the centurion
};

// What an attack did (the AttackResolved log event): Hit is Galactica damaged.
enum class AttackOutcome : int8_t { Miss, Destroyed, Damaged, DamagedTwice, Hit };

// What a ViperActivations frame offers (one choice per activation).
enum class CombatMode : uint8_t {
    Unmanned,       // Command / CAG: launch, move or attack with unmanned vipers (may stop early)
    Pilot,          // action:viper: the seat's own viper moves or attacks
    PilotAttacks,   // Maximum Firepower: the seat's own viper attacks (may stop early)
    WeaponsControl, // Galactica attacks a Cylon ship in any area
    Nuke,           // the Admiral's nuke at a basestar
    Armory,         // attack a centurion
    HangarDeck,     // a pilot launches himself (taking a viper back from space if none is left)
    Repair,         // the Repair card: the location stood on, or 2 damaged vipers on the Hangar Deck
};

// Per-turn activation bookkeeping: resets the counters when a new turn has begun.
void freshActivationCounters(GameState& s);

// --- pieces
[[nodiscard]] int raidersOnBoard(const GameState& s);
[[nodiscard]] int heavyRaidersOnBoard(const GameState& s);
[[nodiscard]] int basestarsOnBoard(const GameState& s);
[[nodiscard]] int pilotsIn(const GameState& s, Area a);
[[nodiscard]] bool anyVipersIn(const GameState& s, Area a); // unmanned or piloted
[[nodiscard]] int basestarDamage(const Basestar& b);
[[nodiscard]] bool basestarHas(const Basestar& b, std::string_view tokenId);
[[nodiscard]] bool inCombat(const GameState& s); // at least one Cylon ship in space

// Removes a raider / heavy raider from an area (destroyed or boarded); keeps the activation
// counters consistent. Not logged: the caller's line says why (an attack, a card, boarding).
// Which raider (or heavy raider) of an area an attack or effect removes. The ships are alike
// but each acts once per turn: when an area holds ships that have acted and ships that have
// not, the one who destroys picks (rules revision 3). Any: one that has not acted, if there is
// one - the choice every human player makes, and the only reading before revision 3.
// Scar: the raider carrying Pegasus's Scar token (an attack's target only; card_moments.cpp).
enum class ShipPick : int8_t { Any = 0, NotActed = 1, Acted = 2, Scar = 3 };
// The raiders (heavy raiders) of area a that have acted in the current turn.
int raidersActed(const GameState& s, Area a);
int heavyRaidersActed(const GameState& s, Area a);
void removeRaider(GameState& s, Area a, ShipPick pick = ShipPick::Any);
void removeHeavyRaider(GameState& s, Area a, ShipPick pick = ShipPick::Any);
// The options that target the raiders (or heavy raiders) of area a: one, or - when some have
// acted this turn and some not (revision 3) - one for each, c = ShipPick.
void shipTargets(const GameState& s, ShipKind kind, Area a, OptionList& out);
// Places up to n pieces from the supply; returns how many were placed. `why` is logged.
int placeRaiders(GameState& s, Area a, int n, ShipCause why = ShipCause::Placed);
int placeHeavyRaiders(GameState& s, Area a, int n, ShipCause why = ShipCause::Placed);
int placeVipers(GameState& s, Area a, int n, ShipCause why = ShipCause::Placed);    // from the Reserves
int placeCivilians(GameState& s, Area a, int n, ShipCause why = ShipCause::Placed); // random tokens from the unused pile
bool placeBasestar(GameState& s, Area a, ShipCause why = ShipCause::Placed);
// Launches from every basestar that may launch: `perBasestar` raiders or heavy raiders each
// (one more while Cylon Swarm is in play). Returns how many were launched.
int launchFromBasestars(GameState& s, ShipKind kind, int perBasestar);

// --- damage (damage.cpp)
void damageGalactica(GameState& s);                 // draws a random token
// Galactica would be damaged once (an attack, a card's effect): it is, or - with Pegasus still
// afloat - the current player first chooses whether Pegasus takes the damage instead (pushed).
void galacticaHit(Ctx& c);
void damageBasestar(GameState& s, int basestar);    // C21: at 2 damage it is destroyed without drawing
void destroyBasestar(GameState& s, int basestar);
void destroyCivilian(GameState& s, Area a, size_t index);
// Flips it: resources lost, token out of the game. `area` where it was (-1: from the unused pile), for the log.
void destroyCivilianToken(GameState& s, uint8_t token, int area = -1);
void damageUnmannedViper(GameState& s, Area a, bool destroyed);
// Every viper in space as an option: an unmanned one by area, a piloted one by its pilot.
void addVipersInSpace(const GameState& s, OptionList& options);
void damagePilotedViper(GameState& s, Seat pilot, bool destroyed);
void repairLocation(GameState& s, LocId loc);
void removeCenturion(GameState& s, int space);
// The card Thirty-Three leaves the table once a civilian ship or basestar is destroyed.
void civilianOrBasestarDestroyed(GameState& s);

// --- attacks (attacks.cpp)
void pushAttack(Ctx& c, AttackKind kind, Area area, int target = 0, Seat pilot = kNoSeat);

// --- vipers (vipers.cpp)
// The choices of one activation for `seat` in the given mode (empty: nothing to do).
OptionList combatOptions(const GameState& s, Seat seat, CombatMode mode);
// Alert Viper Pilot: the character who may take over a viper just placed from the Reserves
// (kNoSeat: nobody), the question asked him (use / decline), and the take-over of a viper in
// `area` - he pilots it and takes one action (pushed) - if one is still there.
[[nodiscard]] Seat alertPilot(const GameState& s);
Flow askAlertViperPilot(Ctx& c, Seat pilot);
void alertPilotTakesViper(Ctx& c, Seat pilot, int area);

// --- the ring
[[nodiscard]] Area stepToward(Area from, Area to); // one area along the shorter way (clockwise on a tie)
[[nodiscard]] int ringDistance(Area a, Area b);

void keepCrisisInPlay(GameState& s, CardIdx card); // idempotent

} // namespace bsg
