#pragma once
// The Pegasus board's rules that the base rules call where Pegasus changes them (board_rules.cpp,
// cylon_overlay.cpp; docs/pegasus.md, "Board"). Each asks nothing of a game without Pegasus: the
// callers test hasBox(s, Box::Pegasus) first, or the function does.
#include "rule_table.h"

namespace bsg {

// --- damage (board_rules.cpp)
// Galactica would be damaged once (an attack, a card): in a game with Pegasus still afloat the
// current player may damage Pegasus instead (a frame is pushed to ask him); otherwise Galactica
// is damaged at once. Returns whether a frame was pushed.
bool galacticaWouldBeDamaged(Ctx& c);
// Whether Pegasus may take a damage token: Pegasus is in play and not destroyed.
[[nodiscard]] inline bool pegasusAfloat(const GameState& s) {
    return hasBox(s, Box::Pegasus) && !s.pegasus.destroyed;
}
// Draws a random unused Pegasus damage token (`cause`: kPegasusDamaged's b): its location is
// damaged and its occupants go to Sickbay; the fourth destroys Pegasus.
void damagePegasus(GameState& s, int cause);
// Repairs a damaged Pegasus location (its token goes back among the unused ones); false when
// `loc` carries no Pegasus damage token.
bool repairPegasusLocation(GameState& s, LocId loc);
// Whether the Pegasus location `loc` carries a damage token (locationDamaged asks it in a game
// with boxes).
[[nodiscard]] inline bool pegasusLocationDamaged(const GameState& s, LocId loc) {
    for (const LocId damaged : s.pegasus.damaged)
        if (damaged == loc)
            return true;
    return false;
}
// The Engine Room's action was taken this turn: the turn's crisis counts as showing the jump
// icon. Called by the turn as it reaches its jump step; clears the mark.
[[nodiscard]] bool takeEngineRoomJumpIcon(GameState& s, CardIdx crisis);

// --- the Cylon overlay (cylon_overlay.cpp)
// The overlay's Human Fleet and Resurrection Ship actions, run by the base locations' rules in
// a game with Pegasus (the overlay lies on the same places: the locations keep their ids).
Flow overlayHumanFleet(Ctx& c);
Flow overlayResurrectionShip(Ctx& c);
[[nodiscard]] bool overlayResurrectionShipAvailable(const GameState& s, Seat seat);
// A hazardous location (docs/pegasus.md): nobody moves there by his own movement. The base
// data marks Sickbay and the Brig; the overlay's Resurrection Ship is one too.
[[nodiscard]] bool hazardousLocation(const GameState& s, LocId loc);
// How many skill cards a revealed Cylon draws in his Receive Skills step (2; 1 on the overlay's
// Resurrection Ship).
[[nodiscard]] int revealedCylonDraws(const GameState& s, Seat seat);

// The Pegasus board's location rules and box kinds (board_rules.cpp, cylon_overlay.cpp).
void registerCylonOverlayRules();

} // namespace bsg
