// Space: which Cylon ship to shoot, where vipers go, and the current player's small choices
// during Cylon activations (docs/policy.md, "Defending the fleet").
#include "policy_internal.h"

#include "character_kinds.h"

#include "combat.h"
#include "small_vector.h"

#include <algorithm>
#include <vector>

namespace bsg::solo::policy {

double attackChance(const PlayerKnowledge& k, ShipKind target, bool byGalactica, bool unmanned, int basestar) {
    int need = 9;
    switch (target) {
    case ShipKind::Raider: need = 3; break;
    case ShipKind::HeavyRaider: need = 7; break;
    case ShipKind::Basestar: need = byGalactica ? 5 : 8; break;
    default: return 0;
    }
    int modifier = 0;
    if (target == ShipKind::Basestar && basestar >= 0 && k.basestarHas(basestar, "structural_damage"))
        modifier += 2;
    if (!byGalactica && unmanned && k.ongoingRuleInPlay(OngoingRule::TrainingNewPilots)) // Training New Pilots
        modifier -= 2;
    return rollChance(0, need, modifier);
}

double viperAttackFigure(const PlayerKnowledge& k, Area a, bool unmanned) {
    double best = 0;
    if (k.raiders(a) > 0)
        best = std::max(best, attackChance(k, ShipKind::Raider, false, unmanned, -1) * shipThreat(k, ShipKind::Raider, a));
    if (k.heavyRaiders(a) > 0)
        best = std::max(best, attackChance(k, ShipKind::HeavyRaider, false, unmanned, -1) *
                                  shipThreat(k, ShipKind::HeavyRaider, a));
    for (int i = 0; i < 2; ++i)
        if (k.basestarArea(i) == int(a))
            best = std::max(best, attackChance(k, ShipKind::Basestar, false, unmanned, i) *
                                      shipThreat(k, ShipKind::Basestar, a, i));
    return best;
}

double viperPlaceFigure(const PlayerKnowledge& k, Area a) {
    // A viper draws the raiders' fire away from the civilian ships of its area, and can shoot.
    double w = 0;
    const int raiders = k.raiders(a);
    const int shields = k.unmannedVipers(a) + k.pilots(a);
    if (raiders > shields && k.civilians(a) > 0)
        w += 0.7 * civilianWorth(k);
    if (raiders > 0)
        w += 0.3;
    for (Area n : {clockwise(a), counterClockwise(a)})
        if (k.raiders(n) > 0 && k.civilians(a) > 0)
            w += 0.2;
    if (k.heavyRaiders(a) > 0)
        w += 0.1;
    return w;
}

double unmannedActivationsWorth(const PlayerKnowledge& k, int activations) {
    // The best single activations available now, each used once (a close estimate).
    SmallVector<double, 48> moves;
    for (int a = 0; a < kAreaCount; ++a) {
        const Area area = Area(a);
        const int vipers = k.unmannedVipers(area);
        if (vipers <= 0)
            continue;
        const int targets = k.raiders(area) + k.heavyRaiders(area) + k.basestarsIn(area);
        const double attack = bestViperAttackWorth(k, area, true);
        for (int i = 0; i < std::min(vipers * 2, std::max(1, targets)); ++i)
            if (attack > 0)
                moves.push_back(attack * (i == 0 ? 1.0 : 0.85));
        for (Area to : {clockwise(area), counterClockwise(area)})
            moves.push_back(0.6 * (viperPlaceWorth(k, to) - viperPlaceWorth(k, area)) +
                            0.4 * bestViperAttackWorth(k, to, true));
    }
    if (k.vipersInReserve() > 0)
        for (Area a : {Area::PortQuarter, Area::PortBow}) {
            moves.push_back(viperPlaceWorth(k, a) + 0.5 * bestViperAttackWorth(k, a, true));
            moves.push_back(0.8 * viperPlaceWorth(k, a));
        }
    const size_t best = std::min(size_t(std::max(0, activations)), moves.size());
    double w = 0;
    if (best <= 2) { // the usual case (an order to two vipers): the two largest, largest first
        double first = -1e300, second = -1e300;
        for (double m : moves) {
            if (m > first) {
                second = first;
                first = m;
            } else if (m > second) {
                second = m;
            }
        }
        if (best >= 1)
            w += std::max(0.0, first);
        if (best == 2)
            w += std::max(0.0, second);
        return w;
    }
    std::partial_sort(moves.begin(), moves.begin() + best, moves.end(), std::greater<>());
    for (size_t i = 0; i < best; ++i)
        w += std::max(0.0, moves[i]);
    return w;
}

Option decideViper(const PlayerKnowledge& k) {
    const auto mode = CombatMode(k.context());
    const bool unmanned = mode == CombatMode::Unmanned;
    const bool galactica = mode == CombatMode::WeaponsControl;
    const Seat seat = k.actor();
    return bestOption(k, [&](const Option& o) -> double {
        switch (o.verb) {
        case Verb::Done: return 0.05;
        case Verb::LaunchViper: {
            const Area a = Area(o.a);
            double w = viperPlaceWorth(k, a) + 0.5 * bestViperAttackWorth(k, a, mode != CombatMode::HangarDeck);
            return mode == CombatMode::HangarDeck ? w + 1.0 : w + 0.1;
        }
        case Verb::MoveViper: {
            const Area from = Area(o.a), to = Area(o.b);
            const bool piloted = mode == CombatMode::Pilot;
            return viperPlaceWorth(k, to) - viperPlaceWorth(k, from) +
                   0.6 * (bestViperAttackWorth(k, to, !piloted) - bestViperAttackWorth(k, from, !piloted));
        }
        case Verb::Ship: {
            const auto kind = ShipKind(o.a);
            const Area a = Area(o.b);
            if (kind == ShipKind::Viper) // Hangar Deck: take a viper back to fly it
                return 0.5;
            if (kind == ShipKind::Civilian)
                return 0;
            const int basestar = kind == ShipKind::Basestar ? o.c : -1;
            if (mode == CombatMode::Nuke)
                return shipThreat(k, ShipKind::Basestar, a, basestar);
            return attackChance(k, kind, galactica, unmanned, basestar) * shipThreat(k, kind, a, basestar);
        }
        case Verb::Centurion: return 0.25 * centurionThreat(k, o.a);
        case Verb::Option: // Repair: the location stood on, or two damaged vipers
            return o.a == 0 ? galacticaDamageWorth(k) : 0.5 * std::min(2, k.vipersDamaged());
        default: return -1e9;
        }
        (void)seat;
    });
}

Option decideShip(const PlayerKnowledge& k) {
    // Damage to vipers in space: an unmanned one first (a pilot would go to Sickbay).
    // Pieces placed when an attack card runs short: where they threaten least.
    // Communications: look at civilian ships in danger.
    const FrameKind asking = k.askingFrame();
    return bestOption(k, [&](const Option& o) -> double {
        if (o.verb == Verb::Target)
            return -1.0 - characterImportance(k, k.seatOf(CharId(o.a)));
        if (o.verb != Verb::Ship)
            return 0;
        const auto kind = ShipKind(o.a);
        const Area a = Area(o.b);
        if (asking == FrameKind::Communications || asking == pegasus::kCharacterStepFrame) // or Dee's Efficient
            return k.raiders(a) + 0.5 * (k.raiders(clockwise(a)) + k.raiders(counterClockwise(a)));
        if (asking == FrameKind::AttackSetup) {
            // Fewer civilian ships and more vipers nearby: less harm.
            return -(k.civilians(a) * 2.0 + k.civilians(clockwise(a)) + k.civilians(counterClockwise(a))) +
                   0.5 * (k.unmannedVipers(a) + k.pilots(a));
        }
        if (kind == ShipKind::Viper)
            return 1.0; // an unmanned viper takes the damage
        return 0;
    });
}

Option decideArea(const PlayerKnowledge& k) {
    const FrameKind asking = k.askingFrame();
    if (asking == FrameKind::Communications || asking == pegasus::kCharacterStepFrame) { // or Dee's Efficient
        // Move the civilian ship looked at to the safer neighbour, or leave it.
        Area from = Area::Fore;
        for (const Option& o : k.options())
            if (o.verb == Verb::Area) {
                from = counterClockwise(Area(o.a)); // the first option is the clockwise neighbour
                break;
            }
        auto danger = [&](Area a) {
            const int shields = k.unmannedVipers(a) + k.pilots(a);
            return std::max(0, k.raiders(a) - shields) * 2.0 + 0.6 * (k.raiders(clockwise(a)) + k.raiders(counterClockwise(a)));
        };
        const double here = danger(from);
        return bestOption(k, [&](const Option& o) {
            if (o.verb == Verb::Decline)
                return -here + 0.05;
            return -danger(Area(o.a));
        });
    }
    // A launch area for Apollo's viper at setup, or the heavy raider that boards: any.
    return bestOption(k, [&](const Option& o) {
        if (o.verb != Verb::Area)
            return 0.0;
        return viperPlaceWorth(k, Area(o.a));
    });
}

Option decideOrder(const PlayerKnowledge& k) {
    // Raiders far from civilian ships act first: those near them may then be shot at no more,
    // and it changes little; basestars in any order.
    return bestOption(k, [&](const Option& o) {
        if (o.verb != Verb::Area)
            return 0.0;
        return -double(k.civilians(Area(o.a)));
    });
}

} // namespace bsg::solo::policy
