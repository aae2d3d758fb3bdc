// The six space areas and the pieces in them: counting, placing and launching ships within
// the component limits (rulebook "Combat" and "Component Limitations").
#include "combat.h"
#include "pegasus_cards.h"
#include "rule_table.h"

#include <algorithm>

namespace bsg {

void freshActivationCounters(GameState& s) {
    if (s.activationTurn == s.turn)
        return;
    s.activationTurn = s.turn;
    s.raidersActivated = {};
    s.heavyRaidersActivated = {};
    s.basestarsActivated = 0;
}

int raidersOnBoard(const GameState& s) {
    int n = 0;
    for (const auto& a : s.space)
        n += a.raiders;
    return n;
}

int heavyRaidersOnBoard(const GameState& s) {
    int n = 0;
    for (const auto& a : s.space)
        n += a.heavyRaiders;
    return n;
}

int basestarsOnBoard(const GameState& s) {
    int n = 0;
    for (const auto& b : s.basestars)
        n += b.area >= 0;
    return n;
}

int pilotsIn(const GameState& s, Area a) {
    int n = 0;
    for (const auto& p : s.players)
        n += p.viperArea == int8_t(a);
    return n;
}

bool anyVipersIn(const GameState& s, Area a) { return s.space[size_t(a)].vipers > 0 || pilotsIn(s, a) > 0; }

int basestarDamage(const Basestar& b) {
    int n = 0;
    for (uint8_t t : b.damage)
        n += db().basestarDamage[t].damage;
    return n;
}

bool basestarHas(const Basestar& b, std::string_view tokenId) {
    for (uint8_t t : b.damage)
        if (db().basestarDamage[t].id == tokenId)
            return true;
    return false;
}

bool inCombat(const GameState& s) { return raidersOnBoard(s) + heavyRaidersOnBoard(s) + basestarsOnBoard(s) > 0; }

void keepCrisisInPlay(GameState& s, CardIdx card) {
    for (const InPlay& ip : s.inPlay)
        if (ip.kind == CardKind::Crisis && ip.card == card)
            return;
    const auto it = std::find(s.crisesThisTurn.begin(), s.crisesThisTurn.end(), card);
    if (it == s.crisesThisTurn.end())
        return;
    s.crisesThisTurn.erase(it);
    s.inPlay.push_back(InPlay{CardKind::Crisis, card, kNoSeat});
}

int raidersActed(const GameState& s, Area a) {
    return s.activationTurn == s.turn ? std::min(s.raidersActivated[size_t(a)], s.space[size_t(a)].raiders) : 0;
}

int heavyRaidersActed(const GameState& s, Area a) {
    return s.activationTurn == s.turn ? std::min(s.heavyRaidersActivated[size_t(a)], s.space[size_t(a)].heavyRaiders)
                                      : 0;
}

void shipTargets(const GameState& s, ShipKind kind, Area a, OptionList& out) {
    const bool raider = kind == ShipKind::Raider;
    // Scar's raider (Pegasus) is no target of these: an attack names it apart (vipers.cpp), and an
    // effect that destroys raiders without a roll cannot take it.
    const int scar = raider && pegasus::scarIn(s, a);
    const int count = (raider ? s.space[size_t(a)].raiders : s.space[size_t(a)].heavyRaiders) - scar;
    const int acted = std::min(raider ? raidersActed(s, a) : heavyRaidersActed(s, a), count);
    if (count <= 0)
        return;
    if (rulesRevision3(s) && acted > 0 && acted < count) {
        out.push_back(opt(Verb::Ship, int(kind), int(a), int(ShipPick::NotActed)));
        out.push_back(opt(Verb::Ship, int(kind), int(a), int(ShipPick::Acted)));
    } else {
        out.push_back(opt(Verb::Ship, int(kind), int(a)));
    }
}

namespace {

// One ship leaves an area that holds `count` of its kind, `acted` of which acted this turn.
// A ship that acted takes its mark with it; any other leaves the marks of the rest alone.
void removeShip(const GameState& s, int8_t& count, int8_t& acted, ShipPick pick) {
    if (count <= 0)
        return;
    const bool fresh = s.activationTurn == s.turn;
    if (pick == ShipPick::Acted && fresh && acted > 0)
        --acted;
    --count;
    acted = std::min(acted, count); // Any / NotActed: the others keep their marks
}

} // namespace

void removeRaider(GameState& s, Area a, ShipPick pick) {
    if (pegasus::scarIn(s, a) && s.space[size_t(a)].raiders <= 1) [[unlikely]]
        return; // Scar's raider is left: only pegasus::destroyScar takes it
    removeShip(s, s.space[size_t(a)].raiders, s.raidersActivated[size_t(a)], pick);
    if (!s.inPlay.empty() && raidersOnBoard(s) == 0) // a card kept until no raider is left
        for (auto it = s.inPlay.begin(); it != s.inPlay.end(); ++it)
            if (it->kind == CardKind::Crisis && db().crises[it->card].keepUntil == KeepUntil::JumpOrNoRaiders) {
                s.crisisDiscard.push_back(it->card);
                logEvent(s, EventKind::CrisisLeaves, kNoSeat, it->card, int(CrisisExit::NoRaidersLeft));
                s.inPlay.erase(it);
                return;
            }
}

void removeHeavyRaider(GameState& s, Area a, ShipPick pick) {
    removeShip(s, s.space[size_t(a)].heavyRaiders, s.heavyRaidersActivated[size_t(a)], pick);
}

int placeRaiders(GameState& s, Area a, int n, ShipCause why) {
    n = std::clamp(db().board.raiders - raidersOnBoard(s), 0, n);
    s.space[size_t(a)].raiders = int8_t(s.space[size_t(a)].raiders + n);
    if (n)
        logEvent(s, EventKind::ShipsChanged, kNoSeat, int(ShipKind::Raider), int(a), n, int(why));
    return n;
}

int placeHeavyRaiders(GameState& s, Area a, int n, ShipCause why) {
    n = std::clamp(db().board.heavyRaiders - heavyRaidersOnBoard(s), 0, n);
    s.space[size_t(a)].heavyRaiders = int8_t(s.space[size_t(a)].heavyRaiders + n);
    if (n)
        logEvent(s, EventKind::ShipsChanged, kNoSeat, int(ShipKind::HeavyRaider), int(a), n, int(why));
    return n;
}

int placeVipers(GameState& s, Area a, int n, ShipCause why) {
    n = std::clamp(int(s.vipersReserve), 0, n);
    s.vipersReserve = int8_t(s.vipersReserve - n);
    s.space[size_t(a)].vipers = int8_t(s.space[size_t(a)].vipers + n);
    if (n)
        logEvent(s, EventKind::ShipsChanged, kNoSeat, int(ShipKind::Viper), int(a), n, int(why));
    return n;
}

int placeCivilians(GameState& s, Area a, int n, ShipCause why) {
    n = std::clamp(int(s.civilianPile.size()), 0, n);
    auto& area = s.space[size_t(a)];
    for (int i = 0; i < n; ++i) { // the pile is kept shuffled: its top is a random token
        area.civilians.push_back(s.civilianPile.front());
        s.civilianPile.erase(s.civilianPile.begin());
    }
    if (n)
        logEvent(s, EventKind::ShipsChanged, kNoSeat, int(ShipKind::Civilian), int(a), n, int(why));
    return n;
}

bool placeBasestar(GameState& s, Area a, ShipCause why) {
    for (auto& b : s.basestars)
        if (b.area < 0) {
            b.area = int8_t(a);
            b.damage.clear();
            if (rulesRevision2(s)) // another ship in this slot: it has not activated this turn
                s.basestarsActivated = uint8_t(s.basestarsActivated & ~(1u << unsigned(&b - s.basestars.data())));
            logEvent(s, EventKind::ShipsChanged, kNoSeat, int(ShipKind::Basestar), int(a), 1, int(why));
            return true;
        }
    return false;
}

namespace {

bool canLaunch(const Basestar& b) { return b.area >= 0 && !basestarHas(b, "disabled_hangar"); }

int launchFrom(GameState& s, int basestar, ShipKind kind, int n) {
    const Area a = Area(s.basestars[size_t(basestar)].area);
    // Launched ships do not act again in the turn they arrive.
    if (kind == ShipKind::Raider) {
        n = placeRaiders(s, a, n, ShipCause::Launched);
        s.raidersActivated[size_t(a)] = int8_t(s.raidersActivated[size_t(a)] + n);
    } else {
        n = placeHeavyRaiders(s, a, n, ShipCause::Launched);
        s.heavyRaidersActivated[size_t(a)] = int8_t(s.heavyRaidersActivated[size_t(a)] + n);
    }
    return n;
}

} // namespace

int launchFromBasestars(GameState& s, ShipKind kind, int perBasestar) {
    freshActivationCounters(s);
    const int extra = ongoingRuleInPlay(s, OngoingRule::MassiveDeployment) ? 1 : 0; // Massive Deployment
    int launched = 0;
    for (int i = 0; i < int(s.basestars.size()); ++i)
        if (canLaunch(s.basestars[size_t(i)]))
            launched += launchFrom(s, i, kind, perBasestar + extra);
    return launched;
}

// a = ShipKind, b = per basestar. When the pieces cannot cover every launching basestar, the
// current player picks the basestar that launches first.
Flow runLaunch(Ctx& c) {
    GameState& s = c.s;
    const auto kind = ShipKind(c.f.a);
    const int per = c.f.b + (ongoingRuleInPlay(s, OngoingRule::MassiveDeployment) ? 1 : 0);
    if (c.f.stage == 1) {
        freshActivationCounters(s);
        const int first = takeAnswer(s).c;
        launchFrom(s, first, kind, per);
        for (int i = 0; i < int(s.basestars.size()); ++i)
            if (i != first && canLaunch(s.basestars[size_t(i)]))
                launchFrom(s, i, kind, per);
        return Flow::Done;
    }
    for (const Basestar& b : s.basestars) // what keeps a basestar from launching, or adds to it
        if (b.area >= 0 && !canLaunch(b))
            logEvent(s, EventKind::BasestarIdle, kNoSeat, b.area, 1);
    if (per > c.f.b)
        logEvent(s, EventKind::CardRule, kNoSeat, int(CardNote::MassiveDeployment), per - c.f.b);
    OptionList options;
    for (int i = 0; i < int(s.basestars.size()); ++i)
        if (canLaunch(s.basestars[size_t(i)]))
            options.push_back(opt(Verb::Ship, int(ShipKind::Basestar), s.basestars[size_t(i)].area, i));
    const int supply = kind == ShipKind::Raider ? db().board.raiders - raidersOnBoard(s)
                                                : db().board.heavyRaiders - heavyRaidersOnBoard(s);
    if (options.size() < 2 || supply >= per * int(options.size()) || supply == 0) {
        launchFromBasestars(s, kind, c.f.b);
        return Flow::Done;
    }
    c.f.stage = 1;
    return ask(c, s.current, DecisionKind::ChooseShip, std::move(options));
}

int ringDistance(Area a, Area b) {
    const int cw = (int(b) - int(a) + kAreaCount) % kAreaCount;
    return std::min(cw, kAreaCount - cw);
}

Area stepToward(Area from, Area to) {
    const int cw = (int(to) - int(from) + kAreaCount) % kAreaCount;
    return cw <= kAreaCount - cw ? clockwise(from) : counterClockwise(from);
}

} // namespace bsg
