// The words of the ship and combat log events (display only, log.h): what each ship did, the
// roll and what it needed, and which crisis, card or location set the Cylon ships going.
#include "combat.h"
#include "effect_text.h"
#include "log_text.h"

#include <cctype>

namespace bsg {

namespace {

using namespace text;

std::string activationName(int a) {
    switch (Activation(a)) {
    case Activation::Raiders: return "the raiders activate";
    case Activation::HeavyRaiders: return "the heavy raiders and centurions activate";
    case Activation::Basestars: return "the basestars attack";
    case Activation::LaunchRaiders: return "every basestar launches raiders";
    case Activation::None: break;
    }
    return "nothing activates";
}

std::string activateText(const GameState& s, const LogEvent& e) {
    std::string line = "Cylon ships: " + activationName(e.a) + " (";
    switch (ActivationCause(e.b)) {
    case ActivationCause::CrisisIcon: line += "the activation icon of " + crisis(e.c); break;
    case ActivationCause::AttackCard: line += "the Cylon attack " + crisis(e.c) + ", before its ships are placed"; break;
    case ActivationCause::CardEffect:
        line += e.c >= 0 ? "an effect of " + crisis(e.c) : std::string("a card's effect");
        break;
    case ActivationCause::CylonFleet: line += location(e.c) + ", by " + characterName(s, e.actor); break;
    case ActivationCause::AttackSpecial: line += "the special rule of " + crisis(e.c) + ": only the raiders it placed"; break;
    }
    return line + ").";
}

std::string shipsChangedText(const LogEvent& e) {
    const int n = e.c < 0 ? -e.c : e.c;
    const std::string what = ships(e.a, n), where = area(e.b);
    std::string subject = what;
    subject[0] = char(std::toupper(static_cast<unsigned char>(subject[0])));
    const bool one = n == 1;
    switch (ShipCause(e.d)) {
    case ShipCause::Launched:
        if (ShipKind(e.a) == ShipKind::Viper)
            return subject + (one ? " launches into " : " launch into ") + where + ".";
        return subject + (one ? " is launched by the basestar in " : " are launched by the basestar in ") + where + ".";
    case ShipCause::Destroyed: return subject + (one ? " is destroyed in " : " are destroyed in ") + where + ".";
    case ShipCause::Scenario:
        return "Scenario: " + what + (e.c < 0 ? " removed from " : " placed in ") + where + ".";
    case ShipCause::Placed:
        if (e.c > 0)
            return subject + (one ? " is placed in " : " are placed in ") + where + ".";
        break;
    default: break;
    }
    return subject + (e.c < 0 ? (one ? " leaves " : " leave ") : (one ? " enters " : " enter ")) + where + ".";
}

std::string shipMovedText(const GameState& s, const LogEvent& e) {
    const std::string from = area(e.b), to = area(e.c);
    switch (ShipKind(e.a)) {
    case ShipKind::Raider:
        return "A raider in " + from + " has nothing to attack there and moves to " + to +
               ", toward the nearest civilian ship.";
    case ShipKind::HeavyRaider:
        return (e.d == 1 ? std::string("A heavy raider moves") : std::to_string(e.d) + " heavy raiders move") + " from " +
               from + " to " + to + ", toward Galactica's launch areas.";
    case ShipKind::Viper: return "An unmanned viper flies from " + from + " to " + to + ".";
    case ShipKind::Civilian:
        return characterName(s, e.actor) + " moves a civilian ship from " + from + " to " + to + " (Communications).";
    default: break;
    }
    return shipKindName(e.a) + " moves from " + from + " to " + to + ".";
}

std::string attackText(const GameState& s, const LogEvent& e) {
    const auto kind = AttackKind(e.a);
    const auto outcome = AttackOutcome(e.d);
    const std::string where = area(e.b), rolled = "rolled " + std::to_string(e.c);
    const std::string attacker = e.actor != kNoSeat ? characterName(s, e.actor) + "'s viper" : "an unmanned viper";
    auto need = [&](int n) { return " (needed " + needed(n) + ", " + rolled + ")."; };
    switch (kind) {
    case AttackKind::ViperVsRaider:
    case AttackKind::ViperVsHeavyRaider:
    case AttackKind::GalacticaVsRaider:
    case AttackKind::GalacticaVsHeavyRaider: {
        const bool heavy = kind == AttackKind::ViperVsHeavyRaider || kind == AttackKind::GalacticaVsHeavyRaider;
        const bool galactica = kind == AttackKind::GalacticaVsRaider || kind == AttackKind::GalacticaVsHeavyRaider;
        const std::string by = galactica ? "Galactica" : attacker;
        const std::string target = heavy ? "heavy raider" : "raider";
        if (outcome == AttackOutcome::Destroyed)
            return std::string(heavy ? "Heavy raider" : "Raider") + " destroyed in " + where + " by " + by + need(heavy ? 7 : 3);
        std::string line = by + " misses a " + target + " in " + where + need(heavy ? 7 : 3);
        line[0] = char(std::toupper(static_cast<unsigned char>(line[0])));
        return line;
    }
    case AttackKind::ViperVsBasestar:
    case AttackKind::GalacticaVsBasestar: {
        const bool galactica = kind == AttackKind::GalacticaVsBasestar;
        std::string by = galactica ? "Galactica" : attacker;
        const int n = galactica ? 5 : 8;
        if (outcome == AttackOutcome::Damaged)
            return "The basestar in " + where + " is hit by " + by + need(n);
        by[0] = char(std::toupper(static_cast<unsigned char>(by[0])));
        return by + " misses the basestar in " + where + need(n);
    }
    case AttackKind::Nuke:
        if (outcome == AttackOutcome::DamagedTwice)
            return "A nuke damages the basestar in " + where + " twice (1-2 damages it twice; " + rolled + ").";
        if (e.c >= 7)
            return "A nuke destroys the basestar in " + where + " and up to 3 raiders there (7-8; " + rolled + ").";
        return "A nuke destroys the basestar in " + where + " (3-6; " + rolled + ").";
    case AttackKind::RaiderVsViper: {
        const std::string target = e.actor != kNoSeat ? characterName(s, e.actor) + "'s viper" : "an unmanned viper";
        if (outcome == AttackOutcome::Miss)
            return "A raider in " + where + " misses " + target + need(5);
        return "A raider in " + where + (outcome == AttackOutcome::Destroyed ? " destroys " : " damages ") + target +
               " (5-7 damages, 8 destroys; " + rolled + ").";
    }
    case AttackKind::RaiderVsGalactica:
        return "A raider in " + where + (outcome == AttackOutcome::Hit ? " hits Galactica" : " misses Galactica") + need(8);
    case AttackKind::BasestarVsGalactica:
        return "The basestar in " + where + (outcome == AttackOutcome::Hit ? " hits Galactica" : " misses Galactica") + need(4);
    case AttackKind::ArmoryVsCenturion:
        if (outcome == AttackOutcome::Destroyed)
            return "Centurion destroyed on space " + std::to_string(e.b + 1) + " of the boarding party track by the Armory" +
                   need(7);
        return "The Armory misses the centurion on space " + std::to_string(e.b + 1) + need(7);
    }
    return "An attack: " + rolled + ".";
}

std::string galacticaDamageText(const LogEvent& e) {
    const GalacticaDamageDef& def = db().galacticaDamage[size_t(e.a)];
    if (def.location >= 0)
        return "Galactica is damaged: " + location(def.location) + " cannot be used until it is repaired.";
    std::string effects = effectListText(def.effects);
    if (effects.empty())
        return "Galactica is damaged in its stores.";
    effects[0] = char(std::tolower(static_cast<unsigned char>(effects[0])));
    return "Galactica is damaged in its stores: " + effects + (effects.back() == '.' ? "" : ".");
}

std::string civilianCargo(int civilian) {
    const CivilianDef& def = db().civilians[size_t(civilian)];
    std::string cargo;
    for (int r = 0; r < kResourceCount; ++r)
        if (def.loss[size_t(r)] > 0)
            cargo += (cargo.empty() ? "" : " and ") + std::to_string(def.loss[size_t(r)]) + " " +
                     std::string(kResourceIds[size_t(r)]);
    return cargo.empty() ? "nothing" : cargo;
}

std::string tokenName(const std::string& id) {
    std::string name = id;
    for (char& ch : name)
        if (ch == '_')
            ch = ' ';
    return name;
}

std::string centurionText(const LogEvent& e) {
    switch (CenturionEvent(e.a)) {
    case CenturionEvent::Advance: return "The centurions advance one space on the boarding party track.";
    case CenturionEvent::ReachEnd: return "A centurion reaches the end of the boarding party track: the Cylons take Galactica.";
    case CenturionEvent::Board:
        return "A heavy raider in " + area(e.b) + " lands centurions on Galactica: a marker starts the boarding party track.";
    case CenturionEvent::Destroyed: return "A centurion is destroyed.";
    }
    return "The centurions act.";
}

std::string vipersChangedText(const GameState& s, const LogEvent& e) {
    const std::string n = std::to_string(e.b);
    switch (ViperChange(e.a)) {
    case ViperChange::ReservesDamaged: return n + (e.b == 1 ? " viper" : " vipers") + " in the Reserves damaged.";
    case ViperChange::AllReturned: return "Every viper in space returns to the Reserves.";
    case ViperChange::DamagedRecovered: return "A damaged viper returns to the Reserves (" + characterName(s, e.actor) + ").";
    case ViperChange::DestroyedRecovered: return "A destroyed viper returns to the Reserves (" + characterName(s, e.actor) + ").";
    case ViperChange::Repaired: return characterName(s, e.actor) + " repairs " + n + " damaged " + (e.b == 1 ? "viper" : "vipers") + " (Repair).";
    }
    return "The vipers change.";
}

} // namespace

std::string combatEventText(const GameState& s, const LogEvent& e) {
    const CardDb& d = db();
    const std::string who = characterName(s, e.actor);
    switch (e.kind) {
    case EventKind::ShipsChanged: return shipsChangedText(e);
    case EventKind::ShipMoved: return shipMovedText(s, e);
    case EventKind::ShipsActivate: return activateText(s, e);
    case EventKind::NoShipsLaunch:
        return std::string("No ") + (ShipKind(e.a) == ShipKind::Raider ? "raider" : "heavy raider") +
               " is in space: every basestar launches " + ships(e.a, e.b) + " instead.";
    case EventKind::BasestarIdle:
        return "The basestar in " + area(e.a) + (e.b ? " cannot launch: its hangar is disabled." : " cannot attack: its weapons are disabled.");
    case EventKind::AttackResolved: return attackText(s, e);
    case EventKind::ViperHit:
        return (e.actor != kNoSeat ? who + "'s viper" : "An unmanned viper in " + area(e.a)) +
               (e.b ? " is destroyed." : " is damaged.");
    case EventKind::GalacticaDamaged: return galacticaDamageText(e);
    case EventKind::NoDamageToken: return "No Galactica damage token is left to draw.";
    case EventKind::LocationRepaired: return location(e.a) + " is repaired.";
    case EventKind::BasestarDamaged:
        return "The basestar in " + area(e.b) + " takes the damage token " + tokenName(d.basestarDamage[size_t(e.a)].id) + ".";
    case EventKind::CivilianDestroyed:
        return "A civilian ship " + (e.b >= 0 ? "in " + area(e.b) : std::string("from the unused pile")) +
               " is destroyed; it carried " + civilianCargo(e.a) + ".";
    case EventKind::CivilianLooked:
        return who + " looks at a civilian ship in " + area(e.b) + ": it carries " + civilianCargo(e.a) + " (Communications).";
    case EventKind::CenturionsMove: return centurionText(e);
    case EventKind::VipersChanged: return vipersChangedText(s, e);
    case EventKind::PiecesShort:
        return "Too few " + std::string(ShipKind(e.a) == ShipKind::Civilian ? "civilian ships" : ships(e.a, 2).substr(2)) +
               " are left for the attack card: " + who + " places the rest one by one.";
    case EventKind::RiskFailed: {
        const std::string what = std::to_string(e.b) + (e.a ? (e.b == 1 ? " viper" : " vipers") : (e.b == 1 ? " raptor" : " raptors"));
        if (e.c)
            return "Too few ships in the Reserves to risk " + what + ": nothing is risked.";
        return "The risk fails: " + what + " lost.";
    }
    case EventKind::FleetJumped:
        return std::string("The fleet jumps (") + (e.b ? "FTL Control" : "the jump preparation track") +
               "): the Cylon ships are left behind, vipers return to the Reserves and civilian ships to the pile.";
    case EventKind::DestinationChosen:
        return who + " chooses the destination " + d.destinations[size_t(e.a)].name + " (distance " +
               std::to_string(d.destinations[size_t(e.a)].distance) + ").";
    case EventKind::KobolNear: return "The fleet is one jump from Kobol: the next jump wins if every resource is above 0.";
    default: break;
    }
    return {};
}

} // namespace bsg
