// The humans' side of combat (rulebook "Activating Vipers", "Piloting Vipers"): Command,
// Weapons Control, Hangar Deck, Armory and Communications, the pilot's own viper, the
// Admiral's nukes, CAG, Alert Viper Pilot, Maximum Firepower and Repair.
#include "combat.h"
#include "pegasus_cards.h"
#include "rule_table.h"
#include "rules_core.h"

#include <algorithm>

namespace bsg {

namespace {

constexpr Area kLaunchAreas[] = {Area::PortQuarter, Area::PortBow};

// Attacks on the Cylon ships of one area.
void targetsIn(const GameState& s, Area a, bool basestarsToo, OptionList& out) {
    shipTargets(s, ShipKind::Raider, a, out);
    if (pegasus::scarIn(s, a)) [[unlikely]] // Scar's raider, attacked apart (only a 7 or 8 destroys it)
        out.push_back(opt(Verb::Ship, int(ShipKind::Raider), int(a), int(ShipPick::Scar)));
    shipTargets(s, ShipKind::HeavyRaider, a, out);
    if (basestarsToo)
        for (int i = 0; i < int(s.basestars.size()); ++i)
            if (s.basestars[size_t(i)].area == int8_t(a))
                out.push_back(opt(Verb::Ship, int(ShipKind::Basestar), int(a), i));
}

void viperMoves(Area from, OptionList& out) {
    out.push_back(opt(Verb::MoveViper, int(from), int(clockwise(from))));
    out.push_back(opt(Verb::MoveViper, int(from), int(counterClockwise(from))));
}

// The index of ability `id` on each character's sheet (-1: none), worked out once: the
// action step asks for CAG at every action.
std::vector<int8_t> abilityIndexByCharacter(std::string_view id) {
    std::vector<int8_t> index;
    for (const CharacterDef& ch : db().characters) {
        index.push_back(-1);
        for (size_t i = 0; i < ch.abilities.size(); ++i)
            if (ch.abilities[i].id == id)
                index.back() = int8_t(i);
    }
    return index;
}

int cagIndex(const GameState& s, Seat seat) {
    static const std::vector<int8_t> index = abilityIndexByCharacter("cag");
    return index[size_t(s.players[size_t(seat)].character)];
}

int alertViperPilotIndex(const GameState& s, Seat seat) {
    static const std::vector<int8_t> index = abilityIndexByCharacter("alert_viper_pilot");
    return index[size_t(s.players[size_t(seat)].character)];
}

AttackKind viperAttack(ShipKind k) {
    return k == ShipKind::Raider ? AttackKind::ViperVsRaider
           : k == ShipKind::HeavyRaider ? AttackKind::ViperVsHeavyRaider
                                        : AttackKind::ViperVsBasestar;
}

AttackKind galacticaAttack(ShipKind k) {
    return k == ShipKind::Raider ? AttackKind::GalacticaVsRaider
           : k == ShipKind::HeavyRaider ? AttackKind::GalacticaVsHeavyRaider
                                        : AttackKind::GalacticaVsBasestar;
}

} // namespace

Seat alertPilot(const GameState& s) {
    for (int seat = 0; seat < s.playerCount(); ++seat) {
        const auto& p = s.players[size_t(seat)];
        if (alertViperPilotIndex(s, Seat(seat)) >= 0 && !p.revealed && p.location >= 0 &&
            shipOf(p.location) == Ship::Galactica && p.location != locs().brig)
            return Seat(seat);
    }
    return kNoSeat;
}

Flow askAlertViperPilot(Ctx& c, Seat pilot) {
    // Use options name the asked character's ability: a = 0 (an ability), b = its index.
    const int ability = alertViperPilotIndex(c.s, pilot);
    return ask(c, pilot, DecisionKind::UseAbility, {opt(Verb::Use, 0, ability), opt(Verb::Decline)}, ability);
}

void alertPilotTakesViper(Ctx& c, Seat pilot, int area) {
    GameState& s = c.s;
    if (pilot == kNoSeat || area < 0 || area >= kAreaCount || s.space[size_t(area)].vipers <= 0)
        return;
    --s.space[size_t(area)].vipers;
    auto& p = s.players[size_t(pilot)];
    p.location = -1;
    p.viperArea = int8_t(area);
    logEvent(s, EventKind::Moved, pilot, -1, area, int(MoveCause::Launched));
    c.push(FrameKind::Action, pilot, 1);
}

OptionList combatOptions(const GameState& s, Seat seat, CombatMode mode) {
    OptionList out;
    const auto& p = s.players[size_t(seat)];
    switch (mode) {
    case CombatMode::Unmanned:
        if (s.vipersReserve > 0)
            for (Area a : kLaunchAreas)
                out.push_back(opt(Verb::LaunchViper, int(a)));
        for (int a = 0; a < kAreaCount; ++a)
            if (s.space[size_t(a)].vipers > 0) {
                viperMoves(Area(a), out);
                targetsIn(s, Area(a), true, out);
            }
        break;
    case CombatMode::Pilot:
    case CombatMode::PilotAttacks:
        if (p.viperArea < 0)
            break;
        if (mode == CombatMode::Pilot)
            viperMoves(Area(p.viperArea), out);
        targetsIn(s, Area(p.viperArea), true, out);
        break;
    case CombatMode::WeaponsControl:
        for (int a = 0; a < kAreaCount; ++a)
            targetsIn(s, Area(a), true, out);
        break;
    case CombatMode::Nuke:
        for (int i = 0; i < int(s.basestars.size()); ++i)
            if (s.basestars[size_t(i)].area >= 0)
                out.push_back(opt(Verb::Ship, int(ShipKind::Basestar), s.basestars[size_t(i)].area, i));
        break;
    case CombatMode::Armory:
        for (int space = 0; space < db().board.boardingSpaces; ++space)
            if (std::find(s.centurions.begin(), s.centurions.end(), int8_t(space)) != s.centurions.end())
                out.push_back(opt(Verb::Centurion, space));
        break;
    case CombatMode::HangarDeck:
        if (s.vipersReserve > 0) {
            for (Area a : kLaunchAreas)
                out.push_back(opt(Verb::LaunchViper, int(a)));
        } else { // every viper is out: one may be taken back from space to be piloted
            for (int a = 0; a < kAreaCount; ++a)
                if (s.space[size_t(a)].vipers > 0)
                    out.push_back(opt(Verb::Ship, int(ShipKind::Viper), a));
        }
        break;
    case CombatMode::Repair:
        if (p.location >= 0 && locationDamaged(s, p.location))
            out.push_back(opt(Verb::Option, 0));
        if (p.location == locs().hangarDeck && s.vipersDamaged > 0)
            out.push_back(opt(Verb::Option, 1));
        break;
    }
    return out;
}

// a = seat, b = activations left, c = CombatMode; stage 2 resumes after Alert Viper Pilot's
// question (d = the area of the viper just launched).
Flow runViperActivations(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    const auto mode = CombatMode(c.f.c);
    enum : int8_t { Ask, Answer, AlertPilot };
    if (c.f.stage == AlertPilot) {
        const Option o = takeAnswer(s);
        c.f.stage = Ask;
        // Apollo takes over the viper just launched and acts once - if he still can: the
        // answer may come from a save or a state changed since the question.
        if (o.verb == Verb::Use)
            alertPilotTakesViper(c, alertPilot(s), c.f.d);
        return Flow::Continue;
    }
    if (c.f.stage == Ask) {
        if (c.f.b <= 0 || s.gameOver())
            return Flow::Done;
        auto options = combatOptions(s, seat, mode);
        if (options.empty())
            return Flow::Done;
        if (mode == CombatMode::Unmanned || mode == CombatMode::PilotAttacks)
            options.push_back(opt(Verb::Done)); // "up to": the player may stop
        c.f.stage = Answer;
        return ask(c, seat, DecisionKind::Viper, std::move(options), int(mode));
    }
    const Option o = takeAnswer(s);
    c.f.stage = Ask;
    if (o.verb == Verb::Done)
        return Flow::Done;
    --c.f.b;
    auto& p = s.players[size_t(seat)];
    switch (o.verb) {
    case Verb::LaunchViper:
        if (mode == CombatMode::HangarDeck) {
            --s.vipersReserve;
            p.location = -1;
            p.viperArea = int8_t(o.a);
            logEvent(s, EventKind::Moved, seat, -1, o.a, int(MoveCause::Launched));
            c.push(FrameKind::Action, seat, 1); // the Hangar Deck gives one more action
            return Flow::Done;
        }
        placeVipers(s, Area(o.a), 1, ShipCause::Launched);
        if (const Seat apollo = alertPilot(s); apollo != kNoSeat) {
            c.f.d = o.a;
            c.f.stage = AlertPilot;
            return askAlertViperPilot(c, apollo);
        }
        return Flow::Continue;
    case Verb::MoveViper:
        // A viper moves only from where one is (never one conjured for a pilot who left it).
        if (mode == CombatMode::Pilot) {
            if (p.viperArea != o.a)
                return Flow::Continue;
            p.viperArea = int8_t(o.b);
            logEvent(s, EventKind::Moved, seat, -1, o.b, int(MoveCause::Flown));
        } else {
            if (s.space[size_t(o.a)].vipers <= 0)
                return Flow::Continue;
            --s.space[size_t(o.a)].vipers;
            ++s.space[size_t(o.b)].vipers;
            logEvent(s, EventKind::ShipMoved, kNoSeat, int(ShipKind::Viper), o.a, o.b, 1);
        }
        return Flow::Continue;
    case Verb::Ship: {
        const auto kind = ShipKind(o.a);
        const auto area = Area(o.b);
        if (mode == CombatMode::HangarDeck) { // take a viper back from space, then launch it
            --s.space[size_t(area)].vipers;
            ++s.vipersReserve;
            ++c.f.b;
            return Flow::Continue;
        }
        if (mode == CombatMode::WeaponsControl)
            pushAttack(c, galacticaAttack(kind), area, o.c);
        else if (mode == CombatMode::Nuke) {
            s.nukes = int8_t(s.nukes - 1); // a spent nuke leaves the game
            pushAttack(c, AttackKind::Nuke, area, o.c);
        } else
            pushAttack(c, viperAttack(kind), area, o.c, mode == CombatMode::Unmanned ? kNoSeat : seat);
        return Flow::Continue;
    }
    case Verb::Centurion:
        pushAttack(c, AttackKind::ArmoryVsCenturion, Area::Fore, o.a);
        return Flow::Continue;
    case Verb::Option:
        if (o.a == 0) {
            repairLocation(s, p.location);
        } else {
            const int n = std::min<int>(2, s.vipersDamaged);
            s.vipersDamaged = int8_t(s.vipersDamaged - n);
            s.vipersReserve = int8_t(s.vipersReserve + n);
            logEvent(s, EventKind::VipersChanged, seat, int(ViperChange::Repaired), n);
        }
        return Flow::Continue;
    default:
        return Flow::Continue;
    }
}

// Communications: a = seat; b, c = the tokens looked at (+1), d = 0/1 the one being moved.
Flow runCommunications(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    enum : int8_t { PickFirst, Picked, MoveNext, Moved };
    auto findToken = [&](int token, int& area, size_t& index) {
        for (int a = 0; a < kAreaCount; ++a)
            for (size_t i = 0; i < s.space[size_t(a)].civilians.size(); ++i)
                if (s.space[size_t(a)].civilians[i] == token) {
                    area = a;
                    index = i;
                    return true;
                }
        return false;
    };
    if (c.f.stage == Picked) {
        const Option o = takeAnswer(s);
        const uint8_t token = s.space[size_t(o.b)].civilians[size_t(o.c)];
        (c.f.b == 0 ? c.f.b : c.f.c) = int16_t(token + 1);
        logEvent(s, revealedTo(seatBit(seat)), EventKind::CivilianLooked, seat, db().civilianTokens[token], o.b);
        c.f.stage = c.f.c == 0 ? PickFirst : MoveNext;
    }
    if (c.f.stage == PickFirst) {
        OptionList options;
        for (int a = 0; a < kAreaCount; ++a)
            for (size_t i = 0; i < s.space[size_t(a)].civilians.size(); ++i)
                if (s.space[size_t(a)].civilians[i] + 1 != c.f.b)
                    options.push_back(opt(Verb::Ship, int(ShipKind::Civilian), a, int(i)));
        if (options.empty()) {
            c.f.stage = MoveNext;
        } else {
            c.f.stage = Picked;
            return ask(c, seat, DecisionKind::ChooseShip, std::move(options));
        }
    }
    if (c.f.stage == Moved) {
        const Option o = takeAnswer(s);
        int area = -1;
        size_t index = 0;
        const int token = (c.f.d == 0 ? c.f.b : c.f.c) - 1;
        if (o.verb == Verb::Area && findToken(token, area, index)) {
            auto& from = s.space[size_t(area)].civilians;
            from.erase(from.begin() + std::ptrdiff_t(index));
            s.space[size_t(o.a)].civilians.push_back(uint8_t(token));
            logEvent(s, EventKind::ShipMoved, seat, int(ShipKind::Civilian), area, o.a, 1);
        }
        ++c.f.d;
        c.f.stage = MoveNext;
    }
    // MoveNext: offer to move each looked-at ship to an adjacent area.
    while (c.f.d < 2) {
        const int token = (c.f.d == 0 ? c.f.b : c.f.c) - 1;
        int area = -1;
        size_t index = 0;
        if (token < 0 || !findToken(token, area, index)) {
            ++c.f.d;
            continue;
        }
        c.f.stage = Moved;
        return ask(c, seat, DecisionKind::ChooseArea,
                   {opt(Verb::Area, int(clockwise(Area(area)))), opt(Verb::Area, int(counterClockwise(Area(area)))),
                    opt(Verb::Decline)});
    }
    return Flow::Done;
}

// The location actions of Command, Weapons Control, Armory, Hangar Deck and Communications
// (rules in the location table, rule_table.h): a = seat, b = location.
namespace {

bool commandAvailable(const GameState& s, Seat seat) {
    return characterMayActivate(s, seat) && !combatOptions(s, seat, CombatMode::Unmanned).empty();
}
Flow command(Ctx& c) {
    c.push(FrameKind::ViperActivations, c.f.a, 2, int(CombatMode::Unmanned));
    return Flow::Done;
}

bool weaponsControlAvailable(const GameState& s, Seat seat) {
    return characterMayActivate(s, seat) && !combatOptions(s, seat, CombatMode::WeaponsControl).empty();
}
Flow weaponsControl(Ctx& c) {
    c.push(FrameKind::ViperActivations, c.f.a, 1, int(CombatMode::WeaponsControl));
    return Flow::Done;
}

bool armoryAvailable(const GameState& s, Seat seat) { return characterMayActivate(s, seat) && !s.centurions.empty(); }
Flow armory(Ctx& c) {
    c.push(FrameKind::ViperActivations, c.f.a, 1, int(CombatMode::Armory));
    return Flow::Done;
}

bool hangarDeckAvailable(const GameState& s, Seat seat) {
    return characterMayActivate(s, seat) && characterOf(s, seat).canPilot &&
           !combatOptions(s, seat, CombatMode::HangarDeck).empty();
}
Flow hangarDeck(Ctx& c) {
    c.push(FrameKind::ViperActivations, c.f.a, 1, int(CombatMode::HangarDeck));
    return Flow::Done;
}

bool communicationsAvailable(const GameState& s, Seat seat) {
    if (!characterMayActivate(s, seat) || ongoingRuleInPlay(s, OngoingRule::BlockCommunications))
        return false;
    for (const auto& a : s.space)
        if (!a.civilians.empty())
            return true;
    return false;
}
Flow communications(Ctx& c) {
    const Seat seat = Seat(c.f.a);
    if (const auto hook = passiveOf(c.s, seat).activatesCommunications; hook && hook(c, seat))
        return Flow::Done; // a character's own way of using it (Dee's Efficient)
    c.push(FrameKind::Communications, c.f.a);
    return Flow::Done;
}

} // namespace

void registerCombatLocationRules() {
    registerLocationRule("command", {commandAvailable, command});
    registerLocationRule("weapons_control", {weaponsControlAvailable, weaponsControl});
    registerLocationRule("armory", {armoryAvailable, armory});
    registerLocationRule("hangar_deck", {hangarDeckAvailable, hangarDeck});
    registerLocationRule("communications", {communicationsAvailable, communications});
}

void combatActionOptions(const GameState& s, Seat seat, OptionList& options) {
    const auto& p = s.players[size_t(seat)];
    if (p.revealed)
        return;
    if (p.viperArea >= 0)
        options.push_back(opt(Verb::ActionViper));
    if (s.admiral == seat && s.nukes > 0 && basestarsOnBoard(s) > 0)
        options.push_back(opt(Verb::ActionTitle, int(Title::Admiral)));
    if (const int cag = cagIndex(s, seat);
        cag >= 0 && !p.onceUsed && !combatOptions(s, seat, CombatMode::Unmanned).empty())
        options.push_back(opt(Verb::ActionCharacter, cag));
}

bool combatAction(Ctx& c, Seat seat, const Option& o) {
    GameState& s = c.s;
    if (o.verb == Verb::ActionViper) {
        c.push(FrameKind::ViperActivations, seat, 1, int(CombatMode::Pilot));
        return true;
    }
    if (o.verb == Verb::ActionTitle && o.a == int(Title::Admiral)) {
        c.push(FrameKind::ViperActivations, seat, 1, int(CombatMode::Nuke));
        return true;
    }
    if (o.verb == Verb::ActionCharacter && o.a == cagIndex(s, seat)) {
        s.players[size_t(seat)].onceUsed = true;
        c.push(FrameKind::ViperActivations, seat, 6, int(CombatMode::Unmanned));
        return true;
    }
    return false;
}

bool combatSkillPlayable(const GameState& s, Seat seat, SkillCard card) {
    const std::string& name = db().skillCards[card].nameId;
    if (name == "maximum_firepower")
        return s.players[size_t(seat)].viperArea >= 0;
    if (name == "repair")
        return !combatOptions(s, seat, CombatMode::Repair).empty();
    return true;
}

bool combatSkillAction(Ctx& c, Seat seat, SkillCard card) {
    const std::string& name = db().skillCards[card].nameId;
    if (name == "maximum_firepower") {
        c.push(FrameKind::ViperActivations, seat, 4, int(CombatMode::PilotAttacks));
        return true;
    }
    if (name == "repair") {
        c.push(FrameKind::ViperActivations, seat, 1, int(CombatMode::Repair));
        maintenanceEngineer(c.s, seat); // Tyrol: one more action after a Repair, once per turn
        return true;
    }
    return false;
}

} // namespace bsg
