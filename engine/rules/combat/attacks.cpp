// One attack: the die is rolled through the Roll frame (so that Strategic Planning, rerolls
// and Evasive Maneuvers apply), then the attack table of the rulebook decides.
#include "combat.h"
#include "pegasus_cards.h"
#include "rule_table.h"

namespace bsg {

namespace {

RollPurpose purposeOf(AttackKind k) {
    switch (k) {
    case AttackKind::ViperVsRaider:
    case AttackKind::ViperVsHeavyRaider:
    case AttackKind::ViperVsBasestar: return RollPurpose::ViperAttack;
    case AttackKind::GalacticaVsRaider:
    case AttackKind::GalacticaVsHeavyRaider:
    case AttackKind::GalacticaVsBasestar: return RollPurpose::GalacticaAttack;
    case AttackKind::Nuke: return RollPurpose::Nuke;
    case AttackKind::RaiderVsViper:
    case AttackKind::RaiderVsGalactica: return RollPurpose::RaiderAttack;
    case AttackKind::BasestarVsGalactica: return RollPurpose::BasestarAttack;
    case AttackKind::ArmoryVsCenturion: return RollPurpose::Armory;
    }
    return RollPurpose::Other;
}

bool targetsBasestar(AttackKind k) {
    return k == AttackKind::ViperVsBasestar || k == AttackKind::GalacticaVsBasestar || k == AttackKind::Nuke;
}

bool byViper(AttackKind k) {
    return k == AttackKind::ViperVsRaider || k == AttackKind::ViperVsHeavyRaider || k == AttackKind::ViperVsBasestar;
}

} // namespace

void pushAttack(Ctx& c, AttackKind kind, Area area, int target, Seat pilot) {
    c.push(FrameKind::Attack, int(kind), int(area), target, pilot + 1);
}

// a = AttackKind, b = area, c = target (basestar / centurion space), d = pilot seat + 1
// (0: unmanned viper or no viper involved).
Flow runAttack(Ctx& c) {
    GameState& s = c.s;
    const auto kind = AttackKind(c.f.a);
    const auto area = Area(c.f.b);
    const int target = c.f.c;
    const Seat pilot = Seat(c.f.d - 1);
    if (c.f.stage == 0) {
        if (s.boxes != kBaseGameBoxes) [[unlikely]]
            s.pegasus.hotshotRoll = false; // Kat's Hotshot sets it when her card gives the result
        int modifier = 0;
        if (targetsBasestar(kind) && basestarHas(s.basestars[size_t(target)], "structural_damage")) {
            modifier += 2;
            logEvent(s, EventKind::CardRule, kNoSeat, int(CardNote::StructuralDamage), 2, int(area));
        }
        if (byViper(kind) && pilot == kNoSeat && ongoingRuleInPlay(s, OngoingRule::TrainingNewPilots)) { // Training New Pilots
            modifier -= 2;
            logEvent(s, EventKind::CardRule, kNoSeat, int(CardNote::TrainingNewPilots), -2);
        }
        c.f.stage = 1;
        // For attacks on a viper the Roll frame gets c = 1 + the pilot's seat (0 unmanned) and
        // d = 1 (Evasive Maneuvers is offered after such a roll; -2 on the reroll for a pilot).
        const bool onViper = kind == AttackKind::RaiderVsViper;
        c.push(FrameKind::Roll, int(purposeOf(kind)), modifier, onViper ? c.f.d : 0, onViper ? 1 : 0);
        return Flow::Continue;
    }
    const int r = s.lastRoll;
    // The attack's line comes before its consequences (damage drawn, a pilot to Sickbay), or
    // after a ship is removed, so that the view at that line shows it gone.
    auto resolved = [&](AttackOutcome outcome) {
        logEvent(s, EventKind::AttackResolved, pilot, int(kind), int(area), r, int(outcome));
    };
    const bool basestarAfloat = targetsBasestar(kind) && s.basestars[size_t(target)].area >= 0;
    switch (kind) {
    case AttackKind::ViperVsRaider:
    case AttackKind::GalacticaVsRaider:
        if (target == int(ShipPick::Scar)) [[unlikely]] { // Pegasus's Scar: a 7 or 8, and no Hotshot
            resolved(pegasus::scarHit(s, area, r) ? AttackOutcome::Destroyed : AttackOutcome::Miss);
            break;
        }
        if (r >= 3) // c: which raider (ShipPick) when the attacker picked one
            removeRaider(s, area, target == int(ShipPick::Acted) ? ShipPick::Acted : ShipPick::Any);
        resolved(r >= 3 ? AttackOutcome::Destroyed : AttackOutcome::Miss);
        break;
    case AttackKind::ViperVsHeavyRaider:
    case AttackKind::GalacticaVsHeavyRaider:
        if (r >= 7)
            removeHeavyRaider(s, area, target == int(ShipPick::Acted) ? ShipPick::Acted : ShipPick::Any);
        resolved(r >= 7 ? AttackOutcome::Destroyed : AttackOutcome::Miss);
        break;
    case AttackKind::ViperVsBasestar:
        resolved(r >= 8 ? AttackOutcome::Damaged : AttackOutcome::Miss);
        if (r >= 8)
            damageBasestar(s, target);
        break;
    case AttackKind::GalacticaVsBasestar:
        resolved(r >= 5 ? AttackOutcome::Damaged : AttackOutcome::Miss);
        if (r >= 5)
            damageBasestar(s, target);
        break;
    case AttackKind::Nuke:
        if (r <= 2) {
            resolved(AttackOutcome::DamagedTwice);
            damageBasestar(s, target);
            damageBasestar(s, target);
        } else {
            resolved(AttackOutcome::Destroyed);
            const int8_t at = s.basestars[size_t(target)].area;
            destroyBasestar(s, target);
            if (r >= 7 && at >= 0) {
                const int before = s.space[size_t(at)].raiders;
                int kills = 3;
                if (pegasus::scarIn(s, Area(at)) && !s.pegasus.hotshotRoll) { // a 7-8 may take Scar: it does first
                    pegasus::destroyScar(s);
                    --kills;
                }
                for (int i = 0; i < kills; ++i)
                    removeRaider(s, Area(at));
                if (const int n = before - s.space[size_t(at)].raiders; n > 0) // 7-8: 3 raiders go with it
                    logEvent(s, EventKind::ShipsChanged, kNoSeat, int(ShipKind::Raider), at, -n, int(ShipCause::Destroyed));
            }
        }
        break;
    case AttackKind::RaiderVsViper:
        resolved(r >= 8 ? AttackOutcome::Destroyed : r >= 5 ? AttackOutcome::Damaged : AttackOutcome::Miss);
        if (r >= 5) {
            if (pilot == kNoSeat)
                damageUnmannedViper(s, area, r >= 8);
            else
                damagePilotedViper(s, pilot, r >= 8);
        }
        break;
    case AttackKind::RaiderVsGalactica:
        resolved(r >= 8 ? AttackOutcome::Hit : AttackOutcome::Miss);
        if (r >= 8)
            galacticaHit(c);
        break;
    case AttackKind::BasestarVsGalactica:
        resolved(r >= 4 ? AttackOutcome::Hit : AttackOutcome::Miss);
        if (r >= 4)
            galacticaHit(c);
        break;
    case AttackKind::ArmoryVsCenturion:
        if (r >= 7)
            removeCenturion(s, target);
        resolved(r >= 7 ? AttackOutcome::Destroyed : AttackOutcome::Miss);
        break;
    }
    if (s.boxes != kBaseGameBoxes) [[unlikely]] { // Pegasus's Major Victory: after a basestar or centurion is destroyed
        const bool killed = (basestarAfloat && s.basestars[size_t(target)].area < 0) ||
                            (kind == AttackKind::ArmoryVsCenturion && r >= 7);
        if (killed)
            pegasus::afterKill(c, pilot != kNoSeat ? pilot : s.current);
    }
    return Flow::Done;
}

} // namespace bsg
