// Skill cards and quorum cards: which to play for their action, which to discard, which deck
// to draw from, which becomes the Active Card and when an Active Card is played out of turn
// (docs/policy.md, "Cards").
#include "policy_internal.h"

#include "combat.h"
#include "hot_thread_local.h"

#include <algorithm>
#include <vector>

namespace bsg::solo::policy {

namespace {

// Maximum Firepower: four attacks from the pilot's own viper.
double firepowerWorth(const PlayerKnowledge& k, int viperArea) {
    if (viperArea < 0)
        return 0;
    const Area a = Area(viperArea);
    const int targets = k.raiders(a) + k.heavyRaiders(a) + k.basestarsIn(a);
    if (targets == 0)
        return 0;
    return bestViperAttackWorth(k, a, false) * std::min(4.0, 0.5 + targets);
}

double executiveOrderWorth(const PlayerKnowledge& k, Seat player) {
    // An order given to a character whose own Active Card is an order is not looked into.
    GAMEKIT_HOT_THREAD_LOCAL bool inside = false;
    if ((k.turnFlags() & kTurnExecutiveOrder) || inside)
        return 0;
    return k.remember(PlayerKnowledge::Memo::ExecutiveOrder, player, [&] {
        struct Guard {
            Guard() { inside = true; }
            ~Guard() { inside = false; }
        } guard;
        double best = 0;
        for (int seat = 0; seat < k.playerCount(); ++seat) {
            if (seat == player || k.revealed(Seat(seat)) || k.stranded(Seat(seat)))
                continue;
            best = std::max(best, orderedTurnWorth(k, Seat(seat), best));
        }
        return best;
    });
}

// What a card's action would bring now (before the card's own worth is taken off).
double actionEffect(const PlayerKnowledge& k, Seat seat, SkillCard card, LocId at, int viperArea) {
    switch (skillCardName(card)) {
    case SkillName::ConsolidatePower: return 1.1;
    case SkillName::ExecutiveOrder: return executiveOrderWorth(k, seat);
    case SkillName::LaunchScout: return k.raptorsInReserve() > 1 ? 0.35 : 0.0;
    case SkillName::MaximumFirepower: return firepowerWorth(k, viperArea);
    case SkillName::Repair:
        if (at >= 0 && k.damaged(at))
            return 0.9 * galacticaDamageWorth(k);
        if (at == namedLocations().hangarDeck)
            return 0.45 * std::min(2, k.vipersDamaged());
        return 0;
    default: return 0;
    }
}

// The worth of an Active Card lying face up: what it can do out of turn, less what it would
// add to checks (an Active Card never goes into one, 3.4).
double activeSlotWorth(const PlayerKnowledge& k, Seat seat, SkillCard card) {
    const SkillCardDef& d = cardData().skillCards[card];
    double w = 0;
    switch (skillCardName(card)) {
    case SkillName::ConsolidatePower: w = 0.6; break;
    case SkillName::ExecutiveOrder: w = 0.7; break;
    case SkillName::Repair: w = k.damagedLocations() > 0 ? 0.35 : 0.05; break;
    case SkillName::MaximumFirepower: w = k.characterDef(seat).canPilot ? 0.45 : -0.1; break;
    case SkillName::LaunchScout: w = 0.15; break;
    case SkillName::EvasiveManeuvers: w = k.characterDef(seat).canPilot ? 0.2 : 0.05; break;
    case SkillName::StrategicPlanning: w = 0.15; break;
    case SkillName::DeclareEmergency: w = 0.1; break;
    case SkillName::ScientificResearch: w = 0.05; break;
    case SkillName::InvestigativeCommittee: w = 0.3; break; // useless in checks and as a card
    default: break;
    }
    return w - 0.15 * d.strength * (0.5 + colourDemand(d.type));
}

} // namespace

double skillActionWorth(const PlayerKnowledge& k, Seat seat, SkillCard card, LocId at, int viperArea) {
    const double effect = actionEffect(k, seat, card, at, viperArea);
    if (effect <= 0)
        return -1.0;
    return effect - cardWorth(k, seat, card);
}

double activePlayWorth(const PlayerKnowledge& k, Seat owner) {
    const int card = k.activeCard(owner);
    if (card < 0)
        return 0;
    const double effect = actionEffect(k, owner, SkillCard(card), k.location(owner), k.viperArea(owner));
    // Played out of turn the card costs no action; unplayed, it goes back into the hand.
    return effect - 0.6 * cardWorth(k, owner, SkillCard(card));
}

namespace {

// The quorum cards the heuristic player weighs by hand (the rest by their effects).
enum class QuorumKind : uint8_t {
    Other,
    InspirationalSpeech,
    FoodRationing,
    BrutalForce,
    PresidentialPardon,
    AcceptProphecy,
    Assignment, // vice president, arbitrator, mission specialist
    CylonMugshots,
    Unwanted, // arrest order, encourage mutiny
};

// Each quorum card's kind, from its id, worked out once.
QuorumKind quorumKind(CardIdx card) {
    static const std::vector<QuorumKind> kinds = [] {
        std::vector<QuorumKind> out;
        for (const QuorumDef& q : cardData().quorum) {
            const std::string& id = q.id;
            QuorumKind kind = QuorumKind::Other;
            if (id == "inspirational_speech")
                kind = QuorumKind::InspirationalSpeech;
            else if (id == "food_rationing")
                kind = QuorumKind::FoodRationing;
            else if (id == "authorization_of_brutal_force")
                kind = QuorumKind::BrutalForce;
            else if (id == "presidential_pardon")
                kind = QuorumKind::PresidentialPardon;
            else if (id == "accept_prophecy")
                kind = QuorumKind::AcceptProphecy;
            else if (id == "assign_vice_president" || id == "assign_arbitrator" || id == "assign_mission_specialist")
                kind = QuorumKind::Assignment;
            else if (id == "release_cylon_mugshots")
                kind = QuorumKind::CylonMugshots;
            else if (id == "arrest_order" || id == "encourage_mutiny")
                kind = QuorumKind::Unwanted;
            out.push_back(kind);
        }
        return out;
    }();
    return card < kinds.size() ? kinds[card] : QuorumKind::Other;
}

} // namespace

double quorumWorth(const PlayerKnowledge& k, CardIdx card) {
    switch (quorumKind(card)) {
    case QuorumKind::InspirationalSpeech: return 0.375 * resourceWorth(k, Resource::Morale, 1) + 0.1;
    case QuorumKind::FoodRationing: return 0.375 * resourceWorth(k, Resource::Food, 1) + 0.1;
    case QuorumKind::BrutalForce: {
        double best = 0;
        for (int a = 0; a < kAreaCount; ++a) {
            best = std::max(best, std::min(3, k.raiders(Area(a))) * shipThreat(k, ShipKind::Raider, Area(a)));
            if (k.heavyRaiders(Area(a)) > 0)
                best = std::max(best, shipThreat(k, ShipKind::HeavyRaider, Area(a)));
        }
        for (int8_t c : k.centurions())
            best = std::max(best, centurionThreat(k, c));
        return best + 0.25 * resourceWorth(k, Resource::Population, -1) - 0.3;
    }
    case QuorumKind::PresidentialPardon:
        for (int seat = 0; seat < k.playerCount(); ++seat)
            if (seat != k.actor() && k.location(Seat(seat)) == namedLocations().brig)
                return 1.2;
        return -1.0;
    case QuorumKind::AcceptProphecy: return 0.4;
    case QuorumKind::Assignment: return 1.0;
    case QuorumKind::CylonMugshots: return 0.375 * resourceWorth(k, Resource::Morale, -1) + 0.1;
    case QuorumKind::Unwanted: return -1.0;
    case QuorumKind::Other: break;
    }
    return effectWorth(k, cardData().quorum[card].effects);
}

double drawWorth(const PlayerKnowledge& k, Seat seat, SkillType t) {
    const int have = k.colourCount(seat, t);
    double w = (0.4 + colourDemand(t)) / (1.0 + 0.35 * have);
    if (t == SkillType::Politics || t == SkillType::Leadership)
        w += 0.08; // Consolidate Power and Executive Order are the best low cards
    if (t == SkillType::Engineering && k.damagedLocations() > 0)
        w += 0.12;
    if (t == SkillType::Piloting && k.characterDef(seat).canPilot)
        w += 0.05;
    return w;
}

Option decideDiscard(const PlayerKnowledge& k) {
    const Seat seat = k.actor();
    if (seat >= 0 && k.revealed(seat)) // a revealed Cylon's tie (Golden Rule): any is the same
        return k.options().front();
    return bestOption(k, [&](const Option& o) -> double {
        if (o.verb != Verb::Discard)
            return -1e9;
        const SkillCard c = SkillCard(o.a);
        const SkillType t = cardData().skillCards[c].type;
        // Keep a spread of colours: a card of a colour held many times is worth less.
        return -cardWorth(k, seat, c) + 0.04 * k.colourCount(seat, t);
    });
}

Option decideDraw(const PlayerKnowledge& k) {
    const Seat seat = k.actor();
    if (seat >= 0 && k.revealed(seat)) {
        // A revealed Cylon's tie (Golden Rule): the colour crisis checks ask for least, so
        // that its strongest wrong-colour card (3.5) tends to be a small one elsewhere.
        return bestOption(k, [&](const Option& o) { return o.verb == Verb::Draw ? colourDemand(SkillType(o.a)) : -1e9; });
    }
    return bestOption(k, [&](const Option& o) {
        if (o.verb != Verb::Draw)
            return -1e9;
        return drawWorth(k, seat, SkillType(o.a));
    });
}

Option decideActiveCard(const PlayerKnowledge& k) {
    const Seat seat = k.actor();
    return bestOption(k, [&](const Option& o) {
        if (o.verb != SoloVerb::ChooseActive)
            return -1e9;
        return activeSlotWorth(k, seat, SkillCard(o.a));
    });
}

} // namespace bsg::solo::policy
