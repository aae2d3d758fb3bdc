// Damage and destruction (rulebook "Damage, Destruction, and Remove from Game", "Damage
// Tokens"): Galactica and basestar damage tokens, vipers, civilian ships, centurions.
#include "combat.h"
#include "pegasus_board.h"
#include "rule_table.h"

#include <algorithm>

namespace bsg {

namespace {

int damagedGalacticaLocations(const GameState& s) {
    int n = 0;
    const auto& tokens = db().galacticaDamage; // read once, not at each token
    for (uint8_t t : s.galacticaDamage)
        n += tokens[t].location >= 0;
    return n;
}

} // namespace

void civilianOrBasestarDestroyed(GameState& s) {
    for (auto it = s.inPlay.begin(); it != s.inPlay.end(); ++it)
        if (it->kind == CardKind::Crisis && db().crises[it->card].keepUntil == KeepUntil::CivilianOrBasestarDestroyed) {
            s.crisisDiscard.push_back(it->card);
            logEvent(s, EventKind::CrisisLeaves, kNoSeat, it->card, int(CrisisExit::ShipDestroyed));
            s.inPlay.erase(it);
            return;
        }
}

void damageGalactica(GameState& s) {
    if (s.galacticaDamagePile.empty()) {
        logEvent(s, EventKind::NoDamageToken);
        return;
    }
    // The pile is kept shuffled (setup, repairs), so its top is a random token - and a
    // scenario `stack` can put a chosen token there.
    // Revision 1 drew a random token out of the pile.
    const size_t pick = rulesRevision2(s) ? 0 : s.rng.below(uint32_t(s.galacticaDamagePile.size()));
    const uint8_t token = s.galacticaDamagePile[pick];
    s.galacticaDamagePile.erase(s.galacticaDamagePile.begin() + std::ptrdiff_t(pick));
    const GalacticaDamageDef& def = db().galacticaDamage[token];
    logEvent(s, kRevealsToAll, EventKind::GalacticaDamaged, kNoSeat, token);
    if (def.location < 0) { // a stores token: lose the resources, then it leaves the game
        for (const Effect& e : db().list(def.effects))
            if (e.op == Op::Resource)
                changeResource(s, e.resource, e.amount);
        s.galacticaDamageRemoved.push_back(token);
        return;
    }
    s.galacticaDamage.push_back(token);
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (s.players[size_t(seat)].location == def.location)
            sendTo(s, Seat(seat), locs().sickbay);
    if (damagedGalacticaLocations(s) >= 6)
        endGame(s, Side::Cylon, EndReason::GalacticaDestroyed);
}

void galacticaHit(Ctx& c) {
    if (c.s.boxes != kBaseGameBoxes) [[unlikely]] {
        galacticaWouldBeDamaged(c); // pegasus_board.h
        return;
    }
    damageGalactica(c.s);
}

void repairLocation(GameState& s, LocId loc) {
    if (s.boxes != kBaseGameBoxes && repairPegasusLocation(s, loc)) [[unlikely]]
        return;
    for (auto it = s.galacticaDamage.begin(); it != s.galacticaDamage.end(); ++it)
        if (db().galacticaDamage[*it].location == loc) {
            s.galacticaDamagePile.push_back(*it); // back among the unused tokens, randomized
            if (rulesRevision2(s))
                s.rng.shuffle(s.galacticaDamagePile);
            s.galacticaDamage.erase(it);
            logEvent(s, EventKind::LocationRepaired, kNoSeat, loc);
            return;
        }
}

void destroyBasestar(GameState& s, int basestar) {
    auto& b = s.basestars[size_t(basestar)];
    logEvent(s, EventKind::ShipsChanged, kNoSeat, int(ShipKind::Basestar), b.area, -1, int(ShipCause::Destroyed));
    s.basestarDamagePile.insert(s.basestarDamagePile.end(), b.damage.begin(), b.damage.end());
    b = Basestar{};
    if (rulesRevision2(s)) {
        s.rng.shuffle(s.basestarDamagePile); // the tokens go back among the unused ones, face down
        // A basestar placed later in this slot is another ship: it has not activated this turn.
        s.basestarsActivated = uint8_t(s.basestarsActivated & ~(1u << unsigned(basestar)));
    }
    civilianOrBasestarDestroyed(s);
    if (ongoingRuleInPlay(s, OngoingRule::RaptorCrewCaptured)) { // Pegasus's The Guardians
        changeResource(s, Resource::Morale, -1);
        if (s.raptorsReserve > 0) { // as the raptor op: the track shows it
            --s.raptorsReserve;
            ++s.raptorsDestroyed;
        }
    }
}

void damageBasestar(GameState& s, int basestar) {
    auto& b = s.basestars[size_t(basestar)];
    if (b.area < 0)
        return;
    if (basestarDamage(b) >= 2 || s.basestarDamagePile.empty()) // C21: no token is drawn
        return destroyBasestar(s, basestar);
    // Kept shuffled: the top is random (revision 1 drew a random token out of the pile).
    const size_t pick = rulesRevision2(s) ? 0 : s.rng.below(uint32_t(s.basestarDamagePile.size()));
    const uint8_t token = s.basestarDamagePile[pick];
    s.basestarDamagePile.erase(s.basestarDamagePile.begin() + std::ptrdiff_t(pick));
    b.damage.push_back(token);
    logEvent(s, kRevealsToAll, EventKind::BasestarDamaged, kNoSeat, token, b.area);
    if (basestarDamage(b) >= 3)
        destroyBasestar(s, basestar);
}

void destroyCivilianToken(GameState& s, uint8_t token, int area) {
    const CivilianDef& def = db().civilians[db().civilianTokens[token]];
    logEvent(s, kRevealsToAll, EventKind::CivilianDestroyed, kNoSeat, db().civilianTokens[token], area);
    for (int r = 0; r < kResourceCount; ++r)
        changeResource(s, Resource(r), -def.loss[size_t(r)]);
    s.civiliansDestroyed.push_back(token);
    civilianOrBasestarDestroyed(s);
}

void destroyCivilian(GameState& s, Area a, size_t index) {
    auto& civ = s.space[size_t(a)].civilians;
    if (index >= civ.size())
        return;
    const uint8_t token = civ[index];
    civ.erase(civ.begin() + std::ptrdiff_t(index));
    destroyCivilianToken(s, token, int(a));
}

void damageUnmannedViper(GameState& s, Area a, bool destroyed) {
    auto& area = s.space[size_t(a)];
    if (area.vipers <= 0)
        return;
    --area.vipers;
    ++(destroyed ? s.vipersDestroyed : s.vipersDamaged);
    logEvent(s, EventKind::ViperHit, kNoSeat, int(a), destroyed);
}

void damagePilotedViper(GameState& s, Seat pilot, bool destroyed) {
    auto& p = s.players[size_t(pilot)];
    if (p.viperArea < 0)
        return;
    const int a = p.viperArea;
    p.viperArea = -1; // the viper goes to the box, not back to the Reserves
    ++(destroyed ? s.vipersDestroyed : s.vipersDamaged);
    logEvent(s, EventKind::ViperHit, pilot, a, destroyed);
    sendTo(s, pilot, locs().sickbay);
}

void removeCenturion(GameState& s, int space) {
    const auto it = std::find(s.centurions.begin(), s.centurions.end(), int8_t(space));
    if (it != s.centurions.end()) {
        s.centurions.erase(it);
    }
}

} // namespace bsg
