// The heuristic player's estimates of worth (evaluation.h); docs/policy.md explains them.
#include "evaluation.h"

#include "combat.h"
#include "rule_table.h"
#include "rules_core.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace bsg::solo::policy {

namespace {

constexpr double kGameLost = 40.0; // the last point of a resource

// The worth of the point that takes a dial from `level` to level - 1.
double pointWorth(const PlayerKnowledge& k, Resource r, int level) {
    if (level <= 1)
        return kGameLost;
    const BoardDef& b = cardData().board;
    const double start = b.resourceStart[size_t(r)];
    double w = 1.0 + 0.9 * start / double(level - 1);
    if (r == Resource::Fuel) {
        // Fuel pays for the jumps still to make (the last one, to Kobol, is free).
        const int jumpsLeft = std::max(0, (b.finalDistance - k.distance() + 1) / 2);
        if (level - 1 < int(1.5 * jumpsLeft) + 1)
            w *= 1.4;
    }
    return w;
}

// Each effect's worth; depth guards the nesting of lists.
double listWorth(const PlayerKnowledge& k, ListId list, int depth);

// The worth of each named card handler (the engine's handler table, rule_table.h), by the
// handler's id; one no entry names is worth nothing.
double massiveDeploymentWorth(const PlayerKnowledge&) { return -2.0; }
double blockedAttackWorth(const PlayerKnowledge&) { return -0.5; } // Training New Pilots, Block Communications
double relentlessPursuitWorth(const PlayerKnowledge&) { return -1.5; }
double placedRaidersWorth(const PlayerKnowledge&) { return -1.5; }
double restoredVipersWorth(const PlayerKnowledge& k) { return 0.5 * std::min(3, k.vipersDamaged()); }
double blockedLoyaltyViewsWorth(const PlayerKnowledge&) { return -0.1; }
double colonialOneClosedWorth(const PlayerKnowledge&) { return -1.0; }
double galacticaStrikeWorth(const PlayerKnowledge& k) { return -2.0 * galacticaDamageWorth(k); }

using HandlerWorth = double (*)(const PlayerKnowledge&);
const std::vector<HandlerWorth>& handlerWorths() { // by HandlerRule::index
    static const std::vector<HandlerWorth> table = [] {
        const std::pair<const char*, HandlerWorth> byId[] = {
            {"cylon_swarm_massive_deployment", massiveDeploymentWorth},
            {"ambush_training_new_pilots", blockedAttackWorth},
            {"jammed_assault_block_communications", blockedAttackWorth},
            {"thirty_three_relentless_pursuit", relentlessPursuitWorth},
            {"besieged_activate_placed_raiders", placedRaidersWorth},
            {"ragnar_anchorage_restore_vipers", restoredVipersWorth},
            {"detector_sabotage_block_loyalty_views", blockedLoyaltyViewsWorth},
            {"bomb_on_colonial_one_close_ship", colonialOneClosedWorth},
            {"cylon_damage_galactica_strike", galacticaStrikeWorth},
        };
        std::vector<HandlerWorth> out(static_cast<size_t>(handlerRuleCount()));
        for (const auto& [id, worth] : byId)
            if (const HandlerRule* rule = findHandlerRule(id))
                out[size_t(rule->index)] = worth;
        return out;
    }();
    return table;
}

double handlerWorth(const PlayerKnowledge& k, const Effect& e) {
    const std::vector<HandlerWorth>& worths = handlerWorths();
    const size_t index = size_t(handlerRule(e).index);
    return index < worths.size() && worths[index] ? worths[index](k) : 0;
}

double effectWorthOne(const PlayerKnowledge& k, const Effect& e, int depth) {
    const int n = k.playerCount();
    switch (e.op) {
    case Op::Resource: return resourceWorth(k, e.resource, e.amount);
    case Op::JumpTrack: return 1.6 * e.amount; // a step toward the next jump
    case Op::Discard: {
        const int who = e.who == Who::EachPlayer ? n : 1;
        return -0.55 * e.count * who * (e.random ? 1.1 : 1.0);
    }
    case Op::DiscardHand: return -0.55 * std::min(6, k.handSize(e.who == Who::President ? k.president() : k.current()));
    case Op::DrawSkill: return 0.5 * e.count;
    case Op::Move:
        if (e.loc == locs().brig)
            return -1.6;
        if (e.loc == locs().sickbay)
            return -0.9;
        return -0.2;
    case Op::MoveAll: return -0.8;
    case Op::Raptor: return e.amount < 0 ? -0.4 * std::min<int>(-e.amount, k.raptorsInReserve()) : 0.3 * e.amount;
    case Op::DamageVipers: return -0.6 * e.count;
    case Op::ReturnVipers: {
        int out = 0;
        for (int a = 0; a < kAreaCount; ++a)
            out += k.unmannedVipers(Area(a)) + k.pilots(Area(a));
        return -0.4 * out;
    }
    case Op::Centurion: return -3.0 * e.count;
    case Op::DamageGalactica: return -galacticaDamageWorth(k) * e.count;
    case Op::DestroyCivilianFromPile: return -civilianWorth(k) * e.count;
    case Op::Place: {
        double w = 0;
        w -= 0.7 * e.ships[size_t(ShipKind::Raider)];
        w -= 1.6 * e.ships[size_t(ShipKind::HeavyRaider)];
        w -= 3.0 * e.ships[size_t(ShipKind::Basestar)];
        w -= 0.4 * civilianWorth(k) * e.ships[size_t(ShipKind::Civilian)];
        w += 0.3 * e.ships[size_t(ShipKind::Viper)];
        return w;
    }
    case Op::Activate:
        switch (e.activation) {
        case Activation::Raiders: return -(0.6 + 1.2 * civilianDanger(k));
        case Activation::HeavyRaiders: {
            double w = -0.4;
            for (int8_t c : k.centurions())
                w -= c >= 3 ? kGameLost * 0.5 : 1.0;
            for (int a = 0; a < kAreaCount; ++a)
                w -= k.heavyRaiders(Area(a)) * (isLaunchArea(Area(a)) ? 2.5 : 0.4);
            return w;
        }
        case Activation::Basestars: {
            double w = 0;
            for (int i = 0; i < 2; ++i)
                if (k.basestarArea(i) >= 0)
                    w -= 0.625 * galacticaDamageWorth(k);
            return w;
        }
        case Activation::LaunchRaiders: {
            double w = 0;
            for (int i = 0; i < 2; ++i)
                if (k.basestarArea(i) >= 0)
                    w -= 1.6;
            return w;
        }
        default: return 0;
        }
    case Op::Roll: {
        const double p = rollChance(e.atMost, e.atLeast);
        return p * listWorth(k, e.then, depth + 1) + (1 - p) * listWorth(k, e.otherwise, depth + 1);
    }
    case Op::ApplyResult: return 0; // its worth is the card's own result (counted by the caller)
    case Op::LookLoyalty: return 0.1;
    case Op::TitleChange: return -0.1;
    case Op::Nukes: return 1.5 * e.amount;
    case Op::Choose: {
        double best = -1e9;
        for (const ChoiceOption& o : e.options)
            best = std::max(best, listWorth(k, o.effects, depth + 1));
        return e.options.empty() ? 0 : best;
    }
    case Op::Optional: return std::max(0.0, listWorth(k, e.then, depth + 1));
    case Op::Risk: {
        const double p = rollChance(0, e.atLeast);
        const double loss = e.where != 0 ? 0.7 * e.count : 0.4 * e.count;
        return p * listWorth(k, e.then, depth + 1) - (1 - p) * loss;
    }
    case Op::KeepInPlay: return 0;
    case Op::Distance: return 3.0 * e.amount;
    case Op::RedrawCrisis: return -2.0;
    case Op::IfResourceBelow:
        return k.resource(e.resource) < e.amount ? listWorth(k, e.then, depth + 1) : 0.0;
    case Op::DrawQuorum: return 0.6 * e.count;
    case Op::PickCharacter:
    case Op::DestroyPieces:
    case Op::DisposeCard: return 0; // quorum cards are valued card by card (card_policy.cpp)
    case Op::Handler: return handlerWorth(k, e);
    case Op::Execute: return -3.0; // a morale and a character's hand, or a hidden Cylon shown
    }
    return 0;
}

double listWorth(const PlayerKnowledge& k, ListId list, int depth) {
    if (list == kNoList || depth > 6)
        return 0;
    double w = 0;
    for (const Effect& e : cardData().list(list))
        w += effectWorthOne(k, e, depth);
    return w;
}

// The share of the base game's crisis checks that count each colour, from the data. (A box's
// crisis cards are left out: the heuristic player's worths are those of the base game, in every
// game, until they are fitted again with the boxes.) Room for every type; a box's type stays 0.
const std::array<double, kMaxSkillTypes>& demand() {
    static const std::array<double, kMaxSkillTypes> d = [] {
        std::array<double, kMaxSkillTypes> share{};
        double checks = 0;
        for (const CrisisDef& c : cardData().crises) {
            if (c.super || c.kind != CrisisKind::SkillCheck || c.box != Box::Base)
                continue;
            checks += c.copies;
            for (int t = 0; t < kPolicySkillTypes; ++t)
                if (c.skills & skillBit(SkillType(t)))
                    share[size_t(t)] += c.copies;
        }
        for (double& v : share)
            v /= std::max(1.0, checks);
        return share;
    }();
    return d;
}

} // namespace

double rollChance(int atMost, int atLeast, int modifier) {
    int hits = 0;
    for (int r = 1; r <= 8; ++r) {
        const int v = r + modifier;
        if ((atMost && v <= atMost) || (atLeast && v >= atLeast))
            ++hits;
    }
    return hits / 8.0;
}

double resourceWorth(const PlayerKnowledge& k, Resource r, int delta) {
    int level = k.resource(r);
    double w = 0;
    for (; delta < 0 && level > 0; ++delta, --level)
        w -= pointWorth(k, r, level);
    const int cap = cardData().board.resourceMax;
    for (; delta > 0 && level < cap; --delta, ++level)
        w += pointWorth(k, r, level + 1);
    return w;
}

double effectWorth(const PlayerKnowledge& k, ListId list) { return listWorth(k, list, 0); }

double colourDemand(SkillType t) { return demand()[size_t(t)]; }

double expectedStrength(const PlayerKnowledge::CardCounts& unseen, SkillType t) {
    double sum = 0, n = 0;
    const auto& cards = cardData().skillCards;
    for (SkillCard c : skillCardsByColour()[size_t(t)])
        if (c < unseen.size()) {
            sum += double(unseen[c]) * cards[c].strength;
            n += unseen[c];
        }
    return n > 0 ? sum / n : 2.14;
}

double cardWorth(const PlayerKnowledge& k, Seat seat, SkillCard card) {
    // The part of each card's worth that depends on the card only, worked out once.
    struct Base {
        double worth;
        SkillName name;
    };
    static const std::vector<Base> bases = [] {
        std::vector<Base> out;
        for (const SkillCardDef& d : cardData().skillCards) {
            double w = 0.15 + 0.12 * d.strength * (0.5 + colourDemand(d.type));
            switch (d.named) {
            case SkillName::ConsolidatePower: w += 0.5; break;
            case SkillName::ExecutiveOrder: w += 0.55; break;
            case SkillName::DeclareEmergency: w += 0.35; break;
            case SkillName::LaunchScout: w += 0.1; break;
            case SkillName::StrategicPlanning: w += 0.15; break;
            case SkillName::EvasiveManeuvers: w += 0.05; break;
            case SkillName::ScientificResearch: w += 0.1; break;
            case SkillName::InvestigativeCommittee: w -= 0.1; break; // of no use in a solo game (3.1)
            default: break; // Maximum Firepower and Repair: below
            }
            out.push_back({w, d.named});
        }
        return out;
    }();
    const Base& b = bases[card];
    if (b.name == SkillName::MaximumFirepower)
        return b.worth + (k.characterDef(seat).canPilot ? 0.5 : 0.0);
    if (b.name == SkillName::Repair)
        return b.worth + (0.15 + 0.25 * k.damagedLocations());
    return b.worth;
}

double civilianWorth(const PlayerKnowledge& k) {
    // A civilian ship costs a population point on average (a few cost fuel or morale too).
    return k.remember(PlayerKnowledge::Memo::CivilianWorth, 0, [&] {
        return -resourceWorth(k, Resource::Population, -1) - 0.08 * resourceWorth(k, Resource::Morale, -1) -
               0.08 * resourceWorth(k, Resource::Fuel, -1);
    });
}

double galacticaDamageWorth(const PlayerKnowledge& k) {
    // Six damaged locations destroy Galactica; the first ones cost a location's action.
    const int d = k.damagedLocations();
    if (d >= 5)
        return kGameLost * 0.8;
    return 1.4 + 0.6 * d * d;
}

double shipThreat(const PlayerKnowledge& k, ShipKind kind, Area a, int basestar) {
    switch (kind) {
    case ShipKind::Raider: {
        const double civ = civilianWorth(k);
        if (k.civilians(a) > 0)
            return 0.35 + 0.9 * civ;
        if (k.civilians(clockwise(a)) > 0 || k.civilians(counterClockwise(a)) > 0)
            return 0.3 + 0.5 * civ;
        return 0.3;
    }
    case ShipKind::HeavyRaider: {
        if (isLaunchArea(a))
            return 3.0;
        const Area next = cardData().board.heavyRaiderStep[size_t(a)];
        return isLaunchArea(next) ? 2.0 : 1.2;
    }
    case ShipKind::Basestar: {
        double w = 1.5 + 0.9 * galacticaDamageWorth(k);
        if (basestar >= 0)
            w *= 0.6 + 0.4 * std::min(2, k.basestarDamage(basestar) + 1);
        return w;
    }
    default: return 0;
    }
}

double centurionThreat(const PlayerKnowledge&, int space) { return space >= 3 ? 20.0 : 2.5 + 2.0 * space; }

double civilianDanger(const PlayerKnowledge& k) {
    double lost = 0;
    for (int a = 0; a < kAreaCount; ++a) {
        const Area area = Area(a);
        const int shields = k.unmannedVipers(area) + k.pilots(area);
        const int attackers = std::max(0, k.raiders(area) - shields);
        lost += std::min(attackers, k.civilians(area));
    }
    return lost;
}

double totalThreat(const PlayerKnowledge& k) {
    return k.remember(PlayerKnowledge::Memo::Threat, 0, [&] {
    double w = 0;
    for (int a = 0; a < kAreaCount; ++a) {
        w += k.raiders(Area(a)) * shipThreat(k, ShipKind::Raider, Area(a));
        w += k.heavyRaiders(Area(a)) * shipThreat(k, ShipKind::HeavyRaider, Area(a));
    }
    for (int i = 0; i < 2; ++i)
        if (k.basestarArea(i) >= 0)
            w += shipThreat(k, ShipKind::Basestar, Area(k.basestarArea(i)), i);
    for (int8_t c : k.centurions())
        w += centurionThreat(k, c);
    return w;
    });
}

} // namespace bsg::solo::policy

namespace bsg::solo::policy {

double spaceDamagePerTurn(const PlayerKnowledge& k) {
    // Chances a turn's crisis activates each kind (icons and attack cards of the crisis deck).
    constexpr double kRaiders = 0.42, kHeavy = 0.2, kBasestars = 0.13, kLaunch = 0.11;
    const double civ = civilianWorth(k), hull = galacticaDamageWorth(k);
    double w = 0;
    for (int a = 0; a < kAreaCount; ++a) {
        const Area area = Area(a);
        const int shields = k.unmannedVipers(area) + k.pilots(area);
        const int raiders = k.raiders(area);
        const int free = std::max(0, raiders - shields);
        w += kRaiders * std::min(free, k.civilians(area)) * civ;
        if (k.civilians(area) == 0) {
            const bool near = k.civilians(clockwise(area)) > 0 || k.civilians(counterClockwise(area)) > 0;
            w += kRaiders * raiders * (near ? 0.5 * civ : 0.125 * hull);
        }
        w += kRaiders * std::min(raiders, shields) * 0.4; // vipers shot at
        const int heavies = k.heavyRaiders(area);
        if (heavies > 0)
            w += kHeavy * heavies * (isLaunchArea(area) ? 3.0 : 1.0);
    }
    for (int i = 0; i < 2; ++i)
        if (k.basestarArea(i) >= 0)
            w += kBasestars * 0.625 * hull + kLaunch * 1.5 + 0.1;
    return w;
}

} // namespace bsg::solo::policy
