#pragma once
// The kinds of the Pegasus board's rules (board_rules.cpp, cylon_overlay.cpp): the board slice of
// the Pegasus range (pegasus_kinds.h). Saved and hashed by number: never renumber one.
#include "decision.h"
#include "kind_ranges.h"
#include "log.h"
#include "pegasus_kinds.h"

namespace bsg::pegasus {

template <EngineKind Kind> consteval Kind boardKind(int i) {
    return rangeKind<Kind>(KindRange::Pegasus, kPegasusBoardKinds + i);
}

// --- frames
// Galactica would be damaged once: the current player may damage Pegasus instead. (The
// locations' actions run in the base LocationAction and CylonLocation frames.)
inline constexpr FrameKind kDamageChoiceFrame = boardKind<FrameKind>(0);

// --- verbs
// Which ship a damage goes to: a = 0 Galactica, 1 Pegasus ("damage_ship:galactica|pegasus").
inline constexpr Verb kDamageShip = boardKind<Verb>(0);
inline constexpr int kDamageGalactica = 0, kDamagePegasus = 1;
// The overlay's Human Fleet: the deck looked at, then where its top card goes
// ("human_fleet:crisis|destination|top|bottom").
inline constexpr Verb kHumanFleetPick = boardKind<Verb>(1);
inline constexpr int kPeekCrisis = 0, kPeekDestination = 1, kKeepOnTop = 2, kToBottom = 3;

// --- decisions
inline constexpr DecisionKind kDamageChoice = boardKind<DecisionKind>(0);     // "pegasus_damage"
inline constexpr DecisionKind kCicTarget = boardKind<DecisionKind>(1);        // "pegasus_cic": a basestar
inline constexpr DecisionKind kBatteriesTarget = boardKind<DecisionKind>(2);  // "main_batteries": a space area
inline constexpr DecisionKind kHumanFleetDeck = boardKind<DecisionKind>(3);   // "human_fleet_deck": crisis or destination
inline constexpr DecisionKind kHumanFleetPlace = boardKind<DecisionKind>(4);  // "human_fleet_place": top or bottom

// --- log events
// a = the Pegasus location damaged, b = PegasusDamageCause.
inline constexpr EventKind kPegasusDamaged = boardKind<EventKind>(0);
// Every Pegasus location is damaged: Pegasus is destroyed.
inline constexpr EventKind kPegasusDestroyed = boardKind<EventKind>(1);
// actor, a = the location (Pegasus CIC / Main Batteries), b = the roll (final), c = PegasusShot, d = area.
inline constexpr EventKind kPegasusShot = boardKind<EventKind>(2);
// actor: the Engine Room's action; the turn's next crisis counts as showing the jump icon.
inline constexpr EventKind kEngineRoomStarted = boardKind<EventKind>(3);
// a = the crisis card: the Engine Room gives it the jump preparation icon.
inline constexpr EventKind kEngineRoomJumpIcon = boardKind<EventKind>(4);
// actor: Caprica's crisis card not chosen goes to the bottom of the crisis deck (the overlay).
inline constexpr EventKind kCrisisToBottom = boardKind<EventKind>(5);

enum class PegasusDamageCause : int8_t { InsteadOfGalactica, PegasusCic };
// What a Pegasus CIC or Main Batteries roll did (kPegasusShot's c).
enum class PegasusShot : int8_t { PegasusDamaged, BasestarOnce, BasestarTwice, CivilianDestroyed, ViperDamaged,
                                  TwoRaiders, FourRaiders };

} // namespace bsg::pegasus
