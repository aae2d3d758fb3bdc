// Combat entry points used by the crisis and effect rules: the effect ops that touch ships
// and Galactica, the ship layout and special rule of a Cylon attack card, and the named
// handlers of attack cards and destinations.
#include "combat.h"
#include "execution.h"
#include "rule_table.h"

#include <algorithm>
#include <optional>

namespace bsg {

namespace {

// The order in which the kinds of a layout are placed (the data's ship-map order).
constexpr ShipKind kPlaceOrder[] = {ShipKind::Basestar, ShipKind::Raider, ShipKind::HeavyRaider, ShipKind::Viper,
                                    ShipKind::Civilian};

int available(const GameState& s, ShipKind k) {
    const BoardDef& b = db().board;
    switch (k) {
    case ShipKind::Raider: return b.raiders - raidersOnBoard(s);
    case ShipKind::HeavyRaider: return b.heavyRaiders - heavyRaidersOnBoard(s);
    case ShipKind::Basestar: return b.basestars - basestarsOnBoard(s);
    case ShipKind::Viper: return s.vipersReserve;
    case ShipKind::Civilian: return int(s.civilianPile.size());
    }
    return 0;
}

int place(GameState& s, ShipKind k, Area a, int n) {
    switch (k) {
    case ShipKind::Raider: {
        const int placed = placeRaiders(s, a, n);
        s.raidersPlaced[size_t(a)] = int8_t(s.raidersPlaced[size_t(a)] + placed);
        return placed;
    }
    case ShipKind::HeavyRaider: return placeHeavyRaiders(s, a, n);
    case ShipKind::Viper: return placeVipers(s, a, n);
    case ShipKind::Civilian: return placeCivilians(s, a, n);
    case ShipKind::Basestar: {
        int placed = 0;
        while (placed < n && placeBasestar(s, a))
            ++placed;
        return placed;
    }
    }
    return 0;
}

} // namespace

Flow combatEffect(Ctx& c, const Effect& e) {
    GameState& s = c.s;
    switch (e.op) {
    case Op::Place:
        s.raidersPlaced = {};
        for (ShipKind k : kPlaceOrder)
            place(s, k, e.area, e.ships[size_t(k)]);
        break;
    case Op::DamageVipers:
        if (e.where == 0) { // from the Reserves
            const int n = std::min<int>(e.count, s.vipersReserve);
            s.vipersReserve = int8_t(s.vipersReserve - n);
            s.vipersDamaged = int8_t(s.vipersDamaged + n);
            if (n)
                logEvent(s, EventKind::VipersChanged, kNoSeat, int(ViperChange::ReservesDamaged), n);
        } else {
            c.push(FrameKind::DamageVipersInSpace, e.count);
        }
        break;
    case Op::ReturnVipers:
        for (int a = 0; a < kAreaCount; ++a) {
            auto& area = s.space[size_t(a)];
            s.vipersReserve = int8_t(s.vipersReserve + area.vipers);
            area.vipers = 0;
        }
        for (int seat = 0; seat < s.playerCount(); ++seat)
            if (s.players[size_t(seat)].viperArea >= 0) // the pilot lands as on a jump
                moveCharacter(s, Seat(seat), locs().hangarDeck, MoveCause::Landed);
        logEvent(s, EventKind::VipersChanged, kNoSeat, int(ViperChange::AllReturned));
        break;
    case Op::DamageGalactica:
        for (int i = 0; i < e.count && !s.gameOver(); ++i)
            galacticaHit(c);
        break;
    case Op::DestroyCivilianFromPile:
        if (hasBox(s, Box::Pegasus)) { // Pegasus: with the unused ships gone, one on the board is picked
            c.push(pegasus::ExecutionFrame::CivilianDraw, e.count);
            break;
        }
        for (int i = 0; i < e.count && !s.civilianPile.empty(); ++i) {
            const uint8_t token = s.civilianPile.front();
            s.civilianPile.erase(s.civilianPile.begin());
            destroyCivilianToken(s, token, -1);
        }
        break;
    case Op::Activate:
        logEvent(s, EventKind::ShipsActivate, kNoSeat, int(e.activation), int(ActivationCause::CardEffect), c.f.c);
        c.push(FrameKind::Activate, int(e.activation));
        break;
    case Op::Risk:
        c.push(FrameKind::Risk, c.f.a, c.f.b - 1, c.f.c);
        break;
    case Op::Handler:
        handlerRule(e).apply(c, e);
        break;
    default:
        unimplemented(s, Missing::CardEffect, c.f.a, c.f.b - 1);
        break;
    }
    return Flow::Continue;
}

void resolveAttackSetup(Ctx& c, const CrisisDef& card) {
    c.push(FrameKind::AttackSetup, db().crisis(card.id));
}

namespace {

// Places pieces of an attack card's layout; from revision 4 the frame's d keeps a bit for each
// area a viper was placed in (Alert Viper Pilot is offered once the layout is down).
void placeForAttack(Ctx& c, ShipKind k, Area a, int n) {
    if (place(c.s, k, a, n) > 0 && k == ShipKind::Viper && rulesRevision4(c.s))
        c.f.d = int16_t(c.f.d | (1 << int(a)));
}

// The stages of the AttackSetup frame: the layout (Placing; Chosen reads an area picked when
// pieces ran short), then from revision 4 Alert Viper Pilot (AlertAsked reads his answer,
// AlertArea the area when vipers went to several), then the special rule (LayoutDone).
enum AttackSetupStage : int8_t { Start, Placing, Chosen, AlertAsked, AlertArea, LayoutDone };

// Revision 4 (the official FAQ): Alert Viper Pilot may take over a viper the layout placed
// from the Reserves; his action comes before the card's special rule. Returns the flow of a
// question it asks (the area when vipers went to several), or nothing once it is done.
std::optional<Flow> alertPilotAfterLayout(Ctx& c) {
    GameState& s = c.s;
    const Seat pilot = alertPilot(s);
    const Option o = takeAnswer(s);
    int area = -1;
    if (c.f.stage == AlertArea) {
        area = o.a;
    } else if (o.verb == Verb::Use) {
        OptionList areas;
        for (int a = 0; a < kAreaCount; ++a)
            if ((c.f.d >> a) & 1 && s.space[size_t(a)].vipers > 0)
                areas.push_back(opt(Verb::Area, a));
        if (areas.size() > 1 && pilot != kNoSeat) {
            c.f.stage = AlertArea;
            return ask(c, pilot, DecisionKind::ChooseArea, std::move(areas), c.f.a);
        }
        if (!areas.empty())
            area = areas.front().a;
    }
    alertPilotTakesViper(c, pilot, area);
    return std::nullopt;
}

} // namespace

// a = crisis card; b = index into kPlaceOrder; c = pieces of that kind still to place when
// they ran short (the current player picks the areas one by one; s.toPlace holds the rest);
// d = the areas vipers were placed in (revision 4).
Flow runAttackSetup(Ctx& c) {
    GameState& s = c.s;
    const CrisisDef& card = db().crises[size_t(c.f.a)];
    if (c.f.stage == AlertAsked || c.f.stage == AlertArea) {
        if (const auto asked = alertPilotAfterLayout(c))
            return *asked;
        c.f.stage = LayoutDone;
    }
    if (c.f.stage == Start) {
        s.raidersPlaced = {};
        c.f.b = 0;
        c.f.stage = Placing;
    }
    if (c.f.stage == Chosen) {
        const Option o = takeAnswer(s);
        placeForAttack(c, ShipKind(o.a), Area(o.b), 1);
        --s.toPlace[size_t(o.b)];
        --c.f.c;
        c.f.stage = Placing;
        if (c.f.c <= 0) {
            s.toPlace = {};
            ++c.f.b;
        }
    }
    while (c.f.stage == Placing && c.f.b < int(std::size(kPlaceOrder))) {
        const ShipKind k = kPlaceOrder[c.f.b];
        if (c.f.c > 0) { // a shortage being placed
            OptionList options;
            for (int a = 0; a < kAreaCount; ++a)
                if (s.toPlace[size_t(a)] > 0)
                    options.push_back(opt(Verb::Ship, int(k), a));
            c.f.stage = Chosen;
            return ask(c, s.current, DecisionKind::ChooseShip, std::move(options), c.f.a);
        }
        int wanted = 0;
        for (int a = 0; a < kAreaCount; ++a)
            wanted += card.setup[size_t(a)][size_t(k)];
        const int have = available(s, k);
        if (wanted > have && have > 0) {
            logEvent(s, EventKind::PiecesShort, s.current, int(k));
            for (int a = 0; a < kAreaCount; ++a)
                s.toPlace[size_t(a)] = card.setup[size_t(a)][size_t(k)];
            c.f.c = int16_t(have);
            continue;
        }
        for (int a = 0; a < kAreaCount; ++a)
            placeForAttack(c, k, Area(a), card.setup[size_t(a)][size_t(k)]);
        ++c.f.b;
    }
    if (c.f.stage == Placing && c.f.d != 0) { // only revision 4 sets d
        if (const Seat pilot = alertPilot(s); pilot != kNoSeat) {
            c.f.stage = AlertAsked;
            return askAlertViperPilot(c, pilot);
        }
    }
    if (card.special != kNoList)
        c.push(FrameKind::Effects, card.special, 0, c.f.a);
    return Flow::Done;
}

namespace {

// Ongoing rules: they act while the card is on the table (ongoingRuleInPlay).
void keptOnTheTable(Ctx& c, const Effect&) { keepCrisisInPlay(c.s, CardIdx(c.f.c)); }

void activatePlacedRaiders(Ctx& c, const Effect&) { // Besieged
    logEvent(c.s, EventKind::ShipsActivate, kNoSeat, int(Activation::Raiders), int(ActivationCause::AttackSpecial), c.f.c);
    c.push(FrameKind::Activate, int(Activation::Raiders), 0, 0, 1 + int(Area::PortBow));
}

void restoreVipers(Ctx& c, const Effect&) { // Ragnar Anchorage
    c.push(FrameKind::ViperRecovery, 3, c.s.admiral != kNoSeat ? c.s.admiral : c.s.current);
}

} // namespace

void registerCombatHandlerRules() {
    registerHandlerRule("ambush_training_new_pilots", {keptOnTheTable, OngoingRule::TrainingNewPilots});
    registerHandlerRule("cylon_swarm_massive_deployment", {keptOnTheTable, OngoingRule::MassiveDeployment});
    registerHandlerRule("jammed_assault_block_communications", {keptOnTheTable, OngoingRule::BlockCommunications});
    // its discard on the first destruction is the data's keep_until
    registerHandlerRule("thirty_three_relentless_pursuit", {keptOnTheTable});
    registerHandlerRule("besieged_activate_placed_raiders", {activatePlacedRaiders});
    registerHandlerRule("ragnar_anchorage_restore_vipers", {restoreVipers});
}

// Risking ships (rulebook "Raptors and Risking"): a = ListId, b = the risk effect's index,
// c = source card.
Flow runRisk(Ctx& c) {
    GameState& s = c.s;
    const Effect& e = db().list(ListId(c.f.a))[size_t(c.f.b)];
    const bool vipers = e.where != 0;
    if (c.f.stage == 0) {
        const int inReserves = vipers ? s.vipersReserve : s.raptorsReserve;
        if (inReserves < e.count) {
            logEvent(s, EventKind::RiskFailed, kNoSeat, vipers, e.count, 1);
            return Flow::Done;
        }
        c.f.stage = 1;
        c.push(FrameKind::Roll, int(RollPurpose::Risk));
        return Flow::Continue;
    }
    logEvent(s, EventKind::RollOutcome, s.current, int(RollUse::Risk), s.lastRoll, e.atLeast, s.lastRoll >= e.atLeast);
    if (s.lastRoll >= e.atLeast) {
        if (e.then != kNoList)
            c.push(FrameKind::Effects, e.then, 0, c.f.c);
        return Flow::Done;
    }
    const int n = e.count;
    if (!vipers) {
        s.raptorsReserve = int8_t(s.raptorsReserve - n);
        s.raptorsDestroyed = int8_t(s.raptorsDestroyed + n);
    } else {
        s.vipersReserve = int8_t(s.vipersReserve - n);
        int8_t& box = e.result ? s.vipersDamaged : s.vipersDestroyed; // on_miss: damage or destroy
        box = int8_t(box + n);
    }
    logEvent(s, EventKind::RiskFailed, kNoSeat, vipers, n, 0);
    return Flow::Done;
}

// a = vipers left to damage; the current player picks among the vipers in space.
Flow runDamageVipersInSpace(Ctx& c) {
    GameState& s = c.s;
    if (c.f.stage == 1) {
        const Option o = takeAnswer(s);
        if (o.verb == Verb::Target)
            damagePilotedViper(s, s.seatOf(CharId(o.a)), false);
        else
            damageUnmannedViper(s, Area(o.b), false);
        --c.f.a;
    }
    if (c.f.a <= 0)
        return Flow::Done;
    OptionList options;
    addVipersInSpace(s, options);
    if (options.empty())
        return Flow::Done;
    c.f.stage = 1;
    return ask(c, s.current, DecisionKind::ChooseShip, std::move(options));
}

void addVipersInSpace(const GameState& s, OptionList& options) {
    for (int a = 0; a < kAreaCount; ++a)
        if (s.space[size_t(a)].vipers > 0)
            options.push_back(opt(Verb::Ship, int(ShipKind::Viper), a));
    for (const auto& p : s.players)
        if (p.viperArea >= 0)
            options.push_back(opt(Verb::Target, p.character));
}

// Ragnar Anchorage: a = vipers left to restore, b = the deciding seat. Option a takes a
// damaged viper, option b a destroyed one; done stops.
Flow runViperRecovery(Ctx& c) {
    GameState& s = c.s;
    if (c.f.stage == 1) {
        const Option o = takeAnswer(s);
        if (o.verb == Verb::Done)
            return Flow::Done;
        --(o.a == 0 ? s.vipersDamaged : s.vipersDestroyed);
        ++s.vipersReserve;
        --c.f.a;
        logEvent(s, EventKind::VipersChanged, Seat(c.f.b),
                 int(o.a == 0 ? ViperChange::DamagedRecovered : ViperChange::DestroyedRecovered), 1);
    }
    if (c.f.a <= 0 || s.vipersDamaged + s.vipersDestroyed == 0)
        return Flow::Done;
    OptionList options;
    if (s.vipersDamaged > 0)
        options.push_back(opt(Verb::Option, 0));
    if (s.vipersDestroyed > 0)
        options.push_back(opt(Verb::Option, 1));
    options.push_back(opt(Verb::Done));
    c.f.stage = 1;
    return ask(c, Seat(c.f.b), DecisionKind::ChooseActivity, std::move(options), -2); // -2: labels of this question
}

} // namespace bsg
