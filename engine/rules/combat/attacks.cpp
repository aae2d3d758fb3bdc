// One attack: the die is rolled through the Roll frame (so that Strategic Planning, rerolls
// and Evasive Maneuvers apply), then the attack table of the rulebook decides.
#include "combat.h"

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
        int modifier = 0;
        if (targetsBasestar(kind) && basestarHas(s.basestars[size_t(target)], "structural_damage"))
            modifier += 2;
        if (byViper(kind) && pilot == kNoSeat && crisisInPlay(s, "ambush")) // Training New Pilots
            modifier -= 2;
        c.f.stage = 1;
        // For attacks on a viper the Roll frame gets c = 1 + the pilot's seat (0 unmanned) and
        // d = 1 (Evasive Maneuvers is offered after such a roll; -2 on the reroll for a pilot).
        const bool onViper = kind == AttackKind::RaiderVsViper;
        c.push(FrameKind::Roll, int(purposeOf(kind)), modifier, onViper ? c.f.d : 0, onViper ? 1 : 0);
        return Flow::Continue;
    }
    const int r = s.lastRoll;
    switch (kind) {
    case AttackKind::ViperVsRaider:
    case AttackKind::GalacticaVsRaider:
        if (r >= 3) // c: which raider (ShipPick) when the attacker picked one
            removeRaider(s, area, target == int(ShipPick::Acted) ? ShipPick::Acted : ShipPick::Any);
        break;
    case AttackKind::ViperVsHeavyRaider:
    case AttackKind::GalacticaVsHeavyRaider:
        if (r >= 7)
            removeHeavyRaider(s, area, target == int(ShipPick::Acted) ? ShipPick::Acted : ShipPick::Any);
        break;
    case AttackKind::ViperVsBasestar:
        if (r >= 8)
            damageBasestar(s, target);
        break;
    case AttackKind::GalacticaVsBasestar:
        if (r >= 5)
            damageBasestar(s, target);
        break;
    case AttackKind::Nuke:
        if (r <= 2) {
            damageBasestar(s, target);
            damageBasestar(s, target);
        } else {
            const int8_t at = s.basestars[size_t(target)].area;
            destroyBasestar(s, target);
            if (r >= 7 && at >= 0)
                for (int i = 0; i < 3; ++i)
                    removeRaider(s, Area(at));
        }
        break;
    case AttackKind::RaiderVsViper:
        if (r >= 5) {
            if (pilot == kNoSeat)
                damageUnmannedViper(s, area, r >= 8);
            else
                damagePilotedViper(s, pilot, r >= 8);
        }
        break;
    case AttackKind::RaiderVsGalactica:
        if (r >= 8)
            damageGalactica(s);
        break;
    case AttackKind::BasestarVsGalactica:
        if (r >= 4)
            damageGalactica(s);
        break;
    case AttackKind::ArmoryVsCenturion:
        if (r >= 7)
            removeCenturion(s, target);
        break;
    }
    return Flow::Done;
}

} // namespace bsg
