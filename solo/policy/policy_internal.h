#pragma once
// Shared by the heuristic player's files: one decider per kind of decision and the estimates
// they share. Each decider returns one of k.options().
#include "evaluation.h"
#include "player_knowledge.h"
#include "rules_core.h"

namespace bsg::solo::policy {

// The option with the highest score (the first of equal ones).
template <class Score> Option bestOption(const PlayerKnowledge& k, Score score) {
    const OptionList& options = k.options();
    size_t best = 0;
    double bestScore = -1e300;
    for (size_t i = 0; i < options.size(); ++i) {
        if (options[i].verb == SoloVerb::PlayActive) // weighed before any decider runs
            continue;
        const double v = score(options[i]);
        if (v > bestScore) {
            bestScore = v;
            best = i;
        }
    }
    return options[best];
}

[[nodiscard]] bool hasOption(const PlayerKnowledge& k, const Option& o);

// --- the dispatch (heuristic_player.cpp)
// The Active Card play (Four Solo 5.1) worth making now, the best of those offered, or null.
[[nodiscard]] const Option* activePlayWorthMaking(const PlayerKnowledge& k);
// The decider of the decision's kind, never an Active Card play (those are weighed first).
[[nodiscard]] Option decideByKind(const PlayerKnowledge& k);

// The rules' named locations and characters and each location's ship, looked up once: the
// estimates ask for them thousands of times a playout.
[[nodiscard]] inline const Locs& namedLocations() {
    static const Locs& l = locs();
    return l;
}
[[nodiscard]] inline const CoreChars& namedCharacters() {
    static const CoreChars& c = chars();
    return c;
}
[[nodiscard]] inline Ship shipAt(LocId loc) { return cardData().locations[size_t(loc)].ship; }

// The hand limit of a seat (10; Tyrol's Reckless 8).
[[nodiscard]] inline int handLimit(const PlayerKnowledge& k, Seat seat) { return k.characterDef(seat).handLimit; }

// --- turns (turn_policy.cpp)
// The worth of the action of location `loc` for `seat` standing there.
[[nodiscard]] double locationActionWorth(const PlayerKnowledge& k, Seat seat, LocId loc);
// The worth of the best action `seat` could take standing at `loc` (or flying in `viperArea`).
[[nodiscard]] double bestActionWorth(const PlayerKnowledge& k, Seat seat, LocId loc, int viperArea);
// The worth of a character's extra turn: move (if allowed) then `actions` actions.
[[nodiscard]] double characterTurnWorth(const PlayerKnowledge& k, Seat seat, bool mayMove, int actions);
// An Executive Order's two turns for this seat, characterTurnWorth(k, seat, true, 1) and
// characterTurnWorth(k, seat, false, 2), with the action where it stands weighed once: the
// better of the two exactly when it is above `atLeast`; when it is not, some figure no greater
// than `atLeast` (the moves are not walked when none could lift the turn above it). The best
// of several seats, each asked with the best so far, is exact.
[[nodiscard]] double orderedTurnWorth(const PlayerKnowledge& k, Seat seat, double atLeast);
// Whether the order's move-then-act turn is worth at least its two actions (the comparison
// the two turns would give, exactly, with less work).
[[nodiscard]] bool orderPrefersMove(const PlayerKnowledge& k, Seat seat);
// The worth of an FTL Control jump now (the population roll included).
[[nodiscard]] double ftlJumpWorth(const PlayerKnowledge& k);
[[nodiscard]] Option decideMovement(const PlayerKnowledge& k);
[[nodiscard]] Option decideAction(const PlayerKnowledge& k);

// --- skill checks and crises (check_policy.cpp)
// The worth of passing, partly passing and failing the check being resolved.
struct CheckStakes {
    double pass = 0, partial = 0, fail = 0;
    int difficulty = 0, partialAt = -1;
};
[[nodiscard]] CheckStakes stakesOfCheck(const PlayerKnowledge& k);
// What a point of strength from this hand costs: little from a full hand, whose extra cards
// the hand limit would take anyway.
[[nodiscard]] double strengthCost(const PlayerKnowledge& k, Seat seat);
// The strength a character could still add to a check of these colours: its open hand
// exactly, a hidden one by the colours of its cards (never its Active Card, 3.4).
[[nodiscard]] double positiveStrength(const PlayerKnowledge& k, Seat seat, SkillMask skills);
// What the characters after `seat` may still add to the check being built: the strength of
// those who choose their cards, and the wrong-colour cards revealed Cylons must add (3.5).
struct StillToCome {
    double strength = 0;
    int wrongColourCards = 0;
};
[[nodiscard]] StillToCome stillToCome(const PlayerKnowledge& k, Seat seat, SkillMask skills);
// The contribution for `seat`'s share of the strength the check still needs: the smallest card
// that covers it, else the strongest, the cheaper to lose first; Done when no card helps.
[[nodiscard]] Option contributionCovering(const PlayerKnowledge& k, Seat seat, double share);
// The worth of choosing to attempt the check of crisis `card` (cards spent included).
[[nodiscard]] double attemptWorth(const PlayerKnowledge& k, CardIdx card);
[[nodiscard]] Option decideContribution(const PlayerKnowledge& k);
[[nodiscard]] Option decideCrisisChoice(const PlayerKnowledge& k);
// A crisis card's expected worth for the humans if it were resolved now.
[[nodiscard]] double crisisWorth(const PlayerKnowledge& k, CardIdx card);

// --- space (combat_policy.cpp)
[[nodiscard]] double attackChance(const PlayerKnowledge& k, ShipKind target, bool byGalactica, bool unmanned,
                                  int basestar);
// What a viper standing in area a is worth there (viperPlaceWorth, worked out afresh).
[[nodiscard]] double viperPlaceFigure(const PlayerKnowledge& k, Area a);
// The worth of the best attack by a viper in area a, pilot or not (bestViperAttackWorth,
// worked out afresh).
[[nodiscard]] double viperAttackFigure(const PlayerKnowledge& k, Area a, bool unmanned);
// The two figures above, kept for the rest of the decision: inline, because the space
// policies read them many times a decision.
[[nodiscard]] inline double viperPlaceWorth(const PlayerKnowledge& k, Area a) {
    return k.remember(PlayerKnowledge::Memo::ViperPlace, int(a), [&] { return viperPlaceFigure(k, a); });
}
[[nodiscard]] inline double bestViperAttackWorth(const PlayerKnowledge& k, Area a, bool unmanned) {
    const auto memo = unmanned ? PlayerKnowledge::Memo::UnmannedViperAttack : PlayerKnowledge::Memo::MannedViperAttack;
    return k.remember(memo, int(a), [&] { return viperAttackFigure(k, a, unmanned); });
}
// The worth of the best `activations` activations of unmanned vipers (Command, CAG).
[[nodiscard]] double unmannedActivationsWorth(const PlayerKnowledge& k, int activations);
[[nodiscard]] Option decideViper(const PlayerKnowledge& k);
[[nodiscard]] Option decideShip(const PlayerKnowledge& k);
[[nodiscard]] Option decideArea(const PlayerKnowledge& k);
[[nodiscard]] Option decideOrder(const PlayerKnowledge& k);

// --- cards (card_policy.cpp)
// The worth of playing `owner`'s Active Card for its action now (Four Solo 5.1).
[[nodiscard]] double activePlayWorth(const PlayerKnowledge& k, Seat owner);
[[nodiscard]] double skillActionWorth(const PlayerKnowledge& k, Seat seat, SkillCard card, LocId at, int viperArea);
[[nodiscard]] double quorumWorth(const PlayerKnowledge& k, CardIdx card);
[[nodiscard]] Option decideDiscard(const PlayerKnowledge& k);
[[nodiscard]] Option decideDraw(const PlayerKnowledge& k);
[[nodiscard]] Option decideActiveCard(const PlayerKnowledge& k);
[[nodiscard]] double drawWorth(const PlayerKnowledge& k, Seat seat, SkillType t);

// --- the rest (choices_policy.cpp)
[[nodiscard]] Option decideRuleChoice(const PlayerKnowledge& k);
[[nodiscard]] Option decideTarget(const PlayerKnowledge& k);
[[nodiscard]] Option decideActivity(const PlayerKnowledge& k);
[[nodiscard]] Option decideCard(const PlayerKnowledge& k);
// Pegasus: Galactica or Pegasus takes a damage (docs/pegasus.md, "Board").
[[nodiscard]] Option decidePegasusDamage(const PlayerKnowledge& k);
[[nodiscard]] Option decideDestination(const PlayerKnowledge& k);
// Pegasus: the characters' questions (character_policy.cpp), and Kat's Sacrifice as an action.
[[nodiscard]] Option decideCharacterChoice(const PlayerKnowledge& k);
[[nodiscard]] double sacrificeWorth(const PlayerKnowledge& k);
// How much the humans lose when this character cannot act (the Brig, Sickbay, discards).
[[nodiscard]] double characterImportance(const PlayerKnowledge& k, Seat seat);

} // namespace bsg::solo::policy
