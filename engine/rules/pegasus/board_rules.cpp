// Pegasus: the Pegasus board (docs/pegasus.md, "Board"). Pegasus is a ship of its own with its
// own locations (Pegasus CIC, Main Batteries, Engine Room here; the Airlock is the executions'
// area's), and its own damage tokens, one per location: each time Galactica would be damaged
// the current player may damage Pegasus instead; a damaged Pegasus location is like a damaged
// Galactica one (no action, its occupants to Sickbay, repairable); when every Pegasus location
// is damaged Pegasus is destroyed and nobody may go there again. Pegasus damage never counts
// towards Galactica's destruction.
#include "board_kinds.h"
#include "box_kinds.h"
#include "combat.h"
#include "pegasus_board.h"
#include "pegasus_rules.h"
#include "rules_core.h"

#include <algorithm>
#include <vector>

namespace bsg {

using namespace pegasus;

namespace {

// The Pegasus board's locations in board order (a damage token for each).
const std::vector<LocId>& pegasusLocations() {
    static const std::vector<LocId> locations = [] {
        std::vector<LocId> out;
        const auto& defs = db().locations;
        for (size_t l = 0; l < defs.size(); ++l)
            if (defs[l].ship == Ship::Pegasus)
                out.push_back(LocId(l));
        std::stable_sort(out.begin(), out.end(), [&](LocId a, LocId b) {
            return defs[size_t(a)].boardOrder < defs[size_t(b)].boardOrder;
        });
        return out;
    }();
    return locations;
}

void sendOccupantsToSickbay(GameState& s, bool (*aboard)(LocId here, LocId loc), LocId loc) {
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (const LocId here = s.players[size_t(seat)].location; here >= 0 && aboard(here, loc))
            sendTo(s, Seat(seat), locs().sickbay);
}

// --- the choice: Galactica or Pegasus (kDamageChoiceFrame)

Flow runDamageChoice(Ctx& c) {
    GameState& s = c.s;
    if (c.f.stage == 0) {
        if (!pegasusAfloat(s)) { // destroyed meanwhile: only Galactica is left to damage
            damageGalactica(s);
            return Flow::Done;
        }
        c.f.stage = 1;
        return ask(c, s.current, kDamageChoice, {opt(kDamageShip, kDamageGalactica), opt(kDamageShip, kDamagePegasus)});
    }
    if (takeAnswer(s).a == kDamagePegasus && pegasusAfloat(s))
        damagePegasus(s, int(PegasusDamageCause::InsteadOfGalactica));
    else
        damageGalactica(s);
    return Flow::Done;
}

// --- Pegasus CIC: a = seat, b = location, c = the basestar fired at

enum Stage : int8_t { Start, Picked, Rolled, Chosen };

// The target (basestar or area) is chosen: the die is cast for it.
Flow rollAt(Ctx& c, int target) {
    c.f.c = int16_t(target);
    c.f.stage = Rolled;
    c.push(FrameKind::Roll, int(RollPurpose::Other));
    return Flow::Continue;
}

bool cicAvailable(const GameState& s, Seat seat) { return characterMayActivate(s, seat) && basestarsOnBoard(s) > 0; }

Flow pegasusCic(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    switch (c.f.stage) {
    case Start: {
        OptionList options;
        for (int i = 0; i < int(s.basestars.size()); ++i)
            if (s.basestars[size_t(i)].area >= 0)
                options.push_back(opt(Verb::Ship, int(ShipKind::Basestar), s.basestars[size_t(i)].area, i));
        if (options.empty())
            return Flow::Done;
        c.f.stage = Picked;
        return ask(c, seat, kCicTarget, std::move(options));
    }
    case Picked: return rollAt(c, takeAnswer(s).c);
    default: { // Rolled
        const int roll = s.lastRoll;
        const int basestar = c.f.c;
        const int area = basestar >= 0 && basestar < int(s.basestars.size()) ? s.basestars[size_t(basestar)].area : -1;
        const PegasusShot shot = roll <= 3   ? PegasusShot::PegasusDamaged
                                 : roll <= 6 ? PegasusShot::BasestarOnce
                                             : PegasusShot::BasestarTwice;
        logEvent(s, kPegasusShot, seat, c.f.b, roll, int(shot), area);
        if (shot == PegasusShot::PegasusDamaged)
            damagePegasus(s, int(PegasusDamageCause::PegasusCic));
        else if (area >= 0) // the basestar may have gone while the die was cast (a decision can be stale)
            for (int hit = shot == PegasusShot::BasestarTwice ? 2 : 1; hit > 0; --hit)
                damageBasestar(s, basestar);
        return Flow::Done;
    }
    }
}

// --- Main Batteries: a = seat, b = location, c = the space area fired into

void destroyRaidersBy(GameState& s, Area a, int count) {
    const int before = s.space[size_t(a)].raiders;
    for (int i = 0; i < count; ++i)
        removeRaider(s, a);
    if (const int n = before - s.space[size_t(a)].raiders; n > 0)
        logEvent(s, EventKind::ShipsChanged, kNoSeat, int(ShipKind::Raider), int(a), -n, int(ShipCause::Destroyed));
}

// 1: a civilian ship of the area (the actor picks among several).
Flow batteriesHitCivilian(Ctx& c, Area a) {
    const auto& civilians = c.s.space[size_t(a)].civilians;
    if (civilians.size() <= 1) {
        destroyCivilian(c.s, a, 0); // none: nothing happens
        return Flow::Done;
    }
    OptionList options;
    for (size_t i = 0; i < civilians.size(); ++i)
        options.push_back(opt(Verb::Ship, int(ShipKind::Civilian), int(a), int(i)));
    c.f.stage = Chosen;
    return ask(c, Seat(c.f.a), DecisionKind::ChooseShip, std::move(options));
}

// 2-3: a viper of the area, unmanned or piloted (the actor picks among several kinds).
Flow batteriesHitViper(Ctx& c, Area a) {
    GameState& s = c.s;
    OptionList options;
    if (s.space[size_t(a)].vipers > 0)
        options.push_back(opt(Verb::Ship, int(ShipKind::Viper), int(a)));
    for (const Player& p : s.players)
        if (p.viperArea == int(a))
            options.push_back(opt(Verb::Target, p.character));
    if (options.empty())
        return Flow::Done;
    c.f.stage = Chosen;
    return ask(c, Seat(c.f.a), DecisionKind::ChooseShip, std::move(options));
}

Flow batteriesChosen(Ctx& c) {
    GameState& s = c.s;
    const Option o = takeAnswer(s);
    const Area a = Area(c.f.c);
    if (o.verb == Verb::Target) { // re-checked: the pilot must still be in that area
        if (const Seat pilot = s.seatOf(CharId(o.a)); pilot != kNoSeat && s.players[size_t(pilot)].viperArea == int(a))
            damagePilotedViper(s, pilot, false);
    } else if (o.a == int(ShipKind::Viper)) {
        damageUnmannedViper(s, a, false);
    } else if (size_t(o.c) < s.space[size_t(a)].civilians.size()) {
        destroyCivilian(s, a, size_t(o.c));
    }
    return Flow::Done;
}

Flow mainBatteries(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    switch (c.f.stage) {
    case Start: {
        OptionList options;
        for (int a = 0; a < kAreaCount; ++a)
            options.push_back(opt(Verb::Area, a));
        c.f.stage = Picked;
        return ask(c, seat, kBatteriesTarget, std::move(options));
    }
    case Picked: return rollAt(c, takeAnswer(s).a);
    case Rolled: {
        const int roll = s.lastRoll;
        const Area a = Area(c.f.c);
        const PegasusShot shot = roll <= 1   ? PegasusShot::CivilianDestroyed
                                 : roll <= 3 ? PegasusShot::ViperDamaged
                                 : roll <= 6 ? PegasusShot::TwoRaiders
                                             : PegasusShot::FourRaiders;
        logEvent(s, kPegasusShot, seat, c.f.b, roll, int(shot), int(a));
        switch (shot) {
        case PegasusShot::CivilianDestroyed: return batteriesHitCivilian(c, a);
        case PegasusShot::ViperDamaged: return batteriesHitViper(c, a);
        default: destroyRaidersBy(s, a, shot == PegasusShot::TwoRaiders ? 2 : 4); return Flow::Done;
        }
    }
    default: return batteriesChosen(c);
    }
}

// --- Engine Room: discard 2 skill cards; the turn's next crisis shows the jump icon

constexpr int kEngineRoomCost = 2;
constexpr int kEngineRoomDiscardReason = 4; // DiscardCards' d (decision_text.cpp: the prompt's reason)

bool engineRoomAvailable(const GameState& s, Seat seat) {
    return characterMayActivate(s, seat) && s.players[size_t(seat)].hand.size() >= size_t(kEngineRoomCost) &&
           s.pegasus.engineRoomTurn != s.turn; // a second use in the same turn would add nothing
}

Flow engineRoom(Ctx& c) {
    GameState& s = c.s;
    s.pegasus.engineRoomTurn = s.turn;
    logEvent(s, kEngineRoomStarted, Seat(c.f.a));
    c.push(FrameKind::DiscardCards, c.f.a, kEngineRoomCost, 0, kEngineRoomDiscardReason);
    return Flow::Done;
}

// --- the box kinds' words

bool damageShipInRange(const GameState&, const Option& o) { return o.a == kDamageGalactica || o.a == kDamagePegasus; }
void damageShipId(std::string& out, const GameState&, const Option& o) {
    out += o.a == kDamagePegasus ? "damage_ship:pegasus" : "damage_ship:galactica";
}
std::string damageShipLabel(const GameState&, const Option& o) {
    return o.a == kDamagePegasus ? "Damage Pegasus instead (a Pegasus damage token)"
                                 : "Damage Galactica (a Galactica damage token)";
}

std::string who(const GameState& s) { return characterName(s, s.decision.actor); }
std::string damageChoicePrompt(const GameState& s) {
    return "Galactica is about to be damaged: " + who(s) + " decides whether Pegasus takes the damage instead.";
}
std::string cicPrompt(const GameState& s) { return "Pegasus CIC: choose the basestar " + who(s) + " fires at."; }
std::string batteriesPrompt(const GameState& s) {
    return "Main Batteries: choose the space area " + who(s) + " fires into.";
}

std::string locationName(LocId loc) { return db().locations[size_t(loc)].name; }

std::string pegasusDamagedText(const GameState&, const LogEvent& e) {
    return "Pegasus takes a damage token: " + locationName(LocId(e.a)) + " is damaged" +
           (e.b == int(PegasusDamageCause::PegasusCic) ? " (Pegasus CIC's roll)." : " (instead of Galactica).");
}
std::string pegasusDestroyedText(const GameState&, const LogEvent&) {
    return "Every Pegasus location is damaged: Pegasus is destroyed, and nobody may go aboard for the rest of the game.";
}
std::string shotText(const LogEvent& e) {
    const std::string area = e.d >= 0 && e.d < kAreaCount ? std::string(kAreaIds[size_t(e.d)]) : "nowhere";
    switch (PegasusShot(e.c)) {
    case PegasusShot::PegasusDamaged: return "Pegasus is damaged";
    case PegasusShot::BasestarOnce: return "the basestar in " + area + " is damaged once";
    case PegasusShot::BasestarTwice: return "the basestar in " + area + " is damaged twice";
    case PegasusShot::CivilianDestroyed: return "a civilian ship in " + area + " is destroyed";
    case PegasusShot::ViperDamaged: return "a viper in " + area + " is damaged";
    case PegasusShot::TwoRaiders: return "2 raiders in " + area + " are destroyed";
    case PegasusShot::FourRaiders: return "4 raiders in " + area + " are destroyed";
    }
    return "?";
}
std::string pegasusShotText(const GameState& s, const LogEvent& e) {
    return characterName(s, e.actor) + " fires from " + locationName(LocId(e.a)) + " (rolled " + std::to_string(e.b) +
           "): " + shotText(e) + ".";
}
std::string engineRoomStartedText(const GameState& s, const LogEvent& e) {
    return characterName(s, e.actor) +
           " runs the Engine Room: the next crisis card this turn counts as showing the jump preparation icon.";
}
std::string engineRoomIconText(const GameState&, const LogEvent& e) {
    return "The Engine Room gives " + db().crises[size_t(e.a)].name + " the jump preparation icon.";
}
std::string crisisToBottomText(const GameState& s, const LogEvent& e) {
    return characterName(s, e.actor) + " puts the other crisis card at the bottom of the crisis deck (Caprica).";
}

} // namespace

bool galacticaWouldBeDamaged(Ctx& c) {
    if (!pegasusAfloat(c.s)) {
        damageGalactica(c.s);
        return false;
    }
    c.push(kDamageChoiceFrame);
    return true;
}

void damagePegasus(GameState& s, int cause) {
    if (!pegasusAfloat(s))
        return;
    std::vector<LocId> unused;
    for (const LocId loc : pegasusLocations())
        if (!pegasusLocationDamaged(s, loc))
            unused.push_back(loc);
    if (unused.empty())
        return;
    const LocId loc = unused[s.rng.below(uint32_t(unused.size()))]; // a random unused token
    s.pegasus.damaged.push_back(loc);
    logEvent(s, kRevealsToAll, kPegasusDamaged, kNoSeat, loc, cause);
    sendOccupantsToSickbay(s, [](LocId here, LocId damaged) { return here == damaged; }, loc);
    if (s.pegasus.damaged.size() < pegasusLocations().size())
        return;
    s.pegasus.destroyed = true;
    logEvent(s, kPegasusDestroyed);
    sendOccupantsToSickbay(s, [](LocId here, LocId) { return shipOf(here) == Ship::Pegasus; }, loc);
}

bool repairPegasusLocation(GameState& s, LocId loc) {
    auto& damaged = s.pegasus.damaged;
    const auto it = std::find(damaged.begin(), damaged.end(), loc);
    if (it == damaged.end() || s.pegasus.destroyed) // a destroyed Pegasus stays destroyed
        return false;
    damaged.erase(it); // its token goes back among the unused ones
    logEvent(s, EventKind::LocationRepaired, kNoSeat, loc);
    return true;
}

bool takeEngineRoomJumpIcon(GameState& s, CardIdx crisis) {
    if (s.pegasus.engineRoomTurn != s.turn || s.pegasus.engineRoomTurn == 0)
        return false;
    s.pegasus.engineRoomTurn = 0;
    logEvent(s, kEngineRoomJumpIcon, kNoSeat, crisis);
    return true;
}

void registerPegasusBoardRules() {
    registerLocationRule("pegasus_cic", {cicAvailable, pegasusCic});
    registerLocationRule("main_batteries", {characterMayActivate, mainBatteries});
    registerLocationRule("engine_room", {engineRoomAvailable, engineRoom});
    registerBoxFrame(kDamageChoiceFrame, runDamageChoice);
    registerBoxVerb(kDamageShip, {damageShipInRange, damageShipId, damageShipLabel});
    registerBoxDecision(kDamageChoice, {"pegasus_damage", damageChoicePrompt});
    registerBoxDecision(kCicTarget, {"pegasus_cic", cicPrompt});
    registerBoxDecision(kBatteriesTarget, {"main_batteries", batteriesPrompt});
    registerBoxEvent(kPegasusDamaged, pegasusDamagedText);
    registerBoxEvent(kPegasusDestroyed, pegasusDestroyedText);
    registerBoxEvent(kPegasusShot, pegasusShotText);
    registerBoxEvent(kEngineRoomStarted, engineRoomStartedText);
    registerBoxEvent(kEngineRoomJumpIcon, engineRoomIconText);
    registerBoxEvent(kCrisisToBottom, crisisToBottomText);
    registerCylonOverlayRules();
}

} // namespace bsg
