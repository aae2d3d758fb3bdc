// The heuristic player's dispatch: an Active Card play worth making now comes first (Four
// Solo 5.1 lets the player play one at almost any decision), then one decider per kind.
#include "heuristic_player.h"

#include "board_kinds.h"
#include "card_kinds.h"
#include "character_kinds.h"
#include "quorum_kinds.h"
#include "policy_internal.h"

namespace bsg::solo::policy {

namespace {

// An Active Card play is made when it is worth at least this (a card's worth is ~0.5).
constexpr double kActivePlayThreshold = 0.9;

Option decide(const PlayerKnowledge& k) {
    if (k.kind() == SoloDecision::ActiveCard)
        return decideActiveCard(k);
    if (k.kind() == pegasus::kDamageChoice)
        return decidePegasusDamage(k);
    if (k.kind() == pegasus::kCharacterChoice)
        return decideCharacterChoice(k);
    // Pegasus's Major Victory (a free chance at morale) and Sabotage (asked of a Cylon player
    // only: a Galactica damage is his side's gain) are played whenever offered.
    if (k.kind() == pegasus::kMajorVictoryWindow || k.kind() == pegasus::kSabotageWindow)
        for (const Option& o : k.options())
            if (o.verb == Verb::Play)
                return o;
    if (k.kind() == pegasus::kKeptQuorumChoice) // Probation: a look costs the humans nothing
        for (const Option& o : k.options())
            if (o.verb == Verb::Use)
                return o;
    switch (k.kind()) { // the others, and SoloDecision::ActiveWindow: below
    case DecisionKind::Movement: return decideMovement(k);
    case DecisionKind::Action: return decideAction(k);
    case DecisionKind::Contribute: return decideContribution(k);
    case DecisionKind::CrisisChoice: return decideCrisisChoice(k);
    case DecisionKind::ChooseTarget: return decideTarget(k);
    case DecisionKind::DiscardCards: return decideDiscard(k);
    case DecisionKind::ChooseDestination: return decideDestination(k);
    case DecisionKind::ChooseCard: return decideCard(k);
    case DecisionKind::ChooseArea: return decideArea(k);
    case DecisionKind::ChooseShip: return decideShip(k);
    case DecisionKind::UseAbility: // Apollo takes over the launched viper when it can fight
        return bestOption(k, [&](const Option& o) { return o.verb == Verb::Use ? 0.1 : 0.0; });
    case DecisionKind::DrawSkill:
    case DecisionKind::MultiSkill: return decideDraw(k);
    case DecisionKind::Order: return decideOrder(k);
    case DecisionKind::Viper: return decideViper(k);
    case DecisionKind::ChooseActivity: return decideActivity(k);
    case DecisionKind::RuleChoice: return decideRuleChoice(k);
    case DecisionKind::ChooseLocation:
    default: break;
    }
    // Pass or take the first option: the Active Card plays were weighed before.
    for (const Option& o : k.options())
        if (o.verb == Verb::Done || o.verb == Verb::Decline)
            return o;
    return k.options().front();
}

} // namespace

bool hasOption(const PlayerKnowledge& k, const Option& o) {
    for (const Option& have : k.options())
        if (have == o)
            return true;
    return false;
}

const Option* activePlayWorthMaking(const PlayerKnowledge& k) {
    double bestPlay = kActivePlayThreshold;
    const Option* play = nullptr;
    for (const Option& o : k.options())
        if (o.verb == SoloVerb::PlayActive) {
            const double w = activePlayWorth(k, Seat(o.a));
            if (w > bestPlay) {
                bestPlay = w;
                play = &o;
            }
        }
    return play;
}

Option decideByKind(const PlayerKnowledge& k) {
    Option o = decide(k);
    if (o.verb == SoloVerb::PlayActive) { // a decider never means to play one it did not weigh
        for (const Option& other : k.options())
            if (other.verb != SoloVerb::PlayActive)
                return other;
    }
    return o;
}

Option chooseHeuristic(const PlayerKnowledge& k) {
    if (k.options().size() == 1)
        return k.options().front();
    if (const Option* play = activePlayWorthMaking(k))
        return *play;
    return decideByKind(k);
}

Option chooseHeuristic(const GameState& s) {
    // A lone option needs no reading of the game (playouts meet many).
    if (s.decision.options.size() == 1)
        return s.decision.options.front();
    return chooseHeuristic(PlayerKnowledge(s));
}

} // namespace bsg::solo::policy
