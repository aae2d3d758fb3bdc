// The heuristic player's answers to the Pegasus characters' questions (decision
// "character_ability", engine/rules/pegasus/character_kinds.h) and the worth of Kat's
// Sacrifice as an action (turn_policy.cpp's ability worths). docs/policy.md.
#include "policy_internal.h"

#include "character_kinds.h"
#include "evaluation.h"

#include <algorithm>

namespace bsg::solo::policy {

namespace {

// Sacrifice costs Kat her viper and her next turns in Sickbay: about what a card-less turn costs.
constexpr double kSacrificeCost = 2.5;
// Hotshot: a die's mean result; a card's strength + 2 above it is worth this much a point.
constexpr double kMeanDie = 4.5, kHotshotPointWorth = 0.3;

// What destroying the option's ships in Kat's area is worth (a civilian ship is the humans' own).
double sacrificeTargetWorth(const PlayerKnowledge& k, const Option& o) {
    const Area area = Area(o.b);
    switch (ShipKind(o.a)) {
    case ShipKind::Raider: return std::min(5, k.raiders(area)) * shipThreat(k, ShipKind::Raider, area);
    case ShipKind::HeavyRaider: return std::min(2, k.heavyRaiders(area)) * shipThreat(k, ShipKind::HeavyRaider, area);
    case ShipKind::Basestar: return shipThreat(k, ShipKind::Basestar, area, o.c);
    default: return -10.0;
    }
}

} // namespace

double sacrificeWorth(const PlayerKnowledge& k) {
    const Seat kat = k.actor();
    const int area = k.viperArea(kat);
    if (area < 0)
        return -1.0;
    double best = std::max(std::min(5, k.raiders(Area(area))) * shipThreat(k, ShipKind::Raider, Area(area)),
                           std::min(2, k.heavyRaiders(Area(area))) * shipThreat(k, ShipKind::HeavyRaider, Area(area)));
    for (int b = 0; b < 2; ++b)
        if (k.basestarArea(b) == area)
            best = std::max(best, shipThreat(k, ShipKind::Basestar, Area(area), b));
    return best - kSacrificeCost;
}

Option decideCharacterChoice(const PlayerKnowledge& k) {
    const Seat me = k.actor();
    return bestOption(k, [&](const Option& o) -> double {
        if (o.verb == Verb::Decline)
            return 0.0;
        switch (k.context()) {
        case pegasus::kManipulative: return -0.1; // the titles' worth is not modelled: keep them where they are
        case pegasus::kPoliticallyAdroit: return 0.6; // one card given, two drawn
        case pegasus::kAdroitCardPrompt: return -cardWorth(k, me, SkillCard(o.a));
        case pegasus::kIntolerant: { // an execution costs a human a morale: only a known Cylon
            const Seat target = k.seatOf(CharId(k.context2()));
            return target != kNoSeat && k.knownCylon(target) ? 1.0 : -1.0;
        }
        case pegasus::kHotshotPrompt: {
            const int result = cardData().skillCards[size_t(o.a)].strength + 2;
            return (result - kMeanDie) * kHotshotPointWorth - cardWorth(k, me, SkillCard(o.a));
        }
        case pegasus::kSacrificePrompt: return sacrificeTargetWorth(k, o);
        // Fast Learner (a plain rule): a deck of a colour the check counts, and its cards into
        // the check when they count there, else into her hand.
        case pegasus::kFastLearnerDeckPrompt: return (k.check().skills & skillBit(SkillType(o.a))) != 0 ? 1.0 : 0.1;
        case pegasus::kFastLearnerPlacePrompt: {
            const bool counts = (k.check().skills & skillBit(SkillType(k.context2()))) != 0;
            return (o.a == pegasus::kIntoCheck) == counts ? 1.0 : 0.5;
        }
        case pegasus::kStartChoicePrompt: return o.a == k.location(me) ? 1.0 : 0.5; // where her sheet starts her

        default: return 0.0;
        }
    });
}

} // namespace bsg::solo::policy
