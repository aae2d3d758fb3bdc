#pragma once
// The odds of a skill check as the player can work them out: the cards in it that the player
// chose count at their value, every face-down card (destiny cards, the current character's
// random wrong-colour card of Four Solo 3.3, a revealed Cylon's card) by its colour, over the
// copies of that colour the player has not seen. Exact for what the player knows; shared by
// the heuristic player and the advisor.
#include "player_knowledge.h"

#include <array>
#include <utility>

namespace bsg::solo::policy {

// A distribution of a sum of card values: p[i] is the chance of the value i - kWindow + shift.
// Face-down cards span a few dozen values at most; the known cards only move the window.
struct SumDistribution {
    static constexpr int kWindow = 32;
    std::array<double, 2 * kWindow + 1> p{};
    int shift = 0;
    SumDistribution() { p[kWindow] = 1.0; }
    // Where the chances are not zero: p[first, last). Worked out when first asked and kept by
    // copies and shifts, which read it again and again (a check's contributions). Only
    // check_odds.cpp writes into p, always into a distribution it has just made.
    [[nodiscard]] std::pair<int, int> nonZero() const {
        if (m_first < 0)
            findNonZero();
        return {m_first, m_last};
    }
    [[nodiscard]] double atLeast(int value) const;
    [[nodiscard]] double mean() const;
    // The distribution of this sum plus an independent value drawn from `other`.
    [[nodiscard]] SumDistribution plus(const SumDistribution& other) const;
    [[nodiscard]] SumDistribution shifted(int by) const {
        SumDistribution r = *this;
        r.shift += by;
        return r;
    }
    // The chance of value v (for tests and tables).
    [[nodiscard]] double at(int value) const;

private:
    void findNonZero() const;
    mutable int8_t m_first = -1, m_last = -1;
};

// How a card of this colour and strength counts in a check of these colours, with these
// modifiers in play (x may be null): Scientific Research, Inspirational Leader, Blind Devotion.
[[nodiscard]] inline int valueFor(SkillMask skills, const CheckExtras* x, SkillType colour, int strength) {
    bool positive = (skills & skillBit(colour)) != 0;
    int s = strength;
    if (x) {
        positive = positive || (x->engineeringPositive && colour == SkillType::Engineering) ||
                   (x->strengthOnePositive && strength == 1);
        if (x->zeroType == int(colour))
            s = 0;
    }
    return positive ? s : -s;
}

// How a card of this colour and strength counts in the check being resolved.
[[nodiscard]] inline int checkValue(const PlayerKnowledge& k, SkillType colour, int strength) {
    return valueFor(k.check().skills, &k.checkExtras(), colour, strength);
}
[[nodiscard]] inline int checkValue(const PlayerKnowledge& k, SkillCard card) {
    const SkillCardDef& d = cardData().skillCards[card];
    return checkValue(k, d.type, d.strength);
}

// Whether Four Solo 3.3 still has to add the current character's random wrong-colour card.
[[nodiscard]] bool currentCardToCome(const PlayerKnowledge& k);

// The check's total as the player knows it now: the known cards, the face-down ones, and
// (withCurrentCard) the random card of 3.3 if it is still to come.
[[nodiscard]] SumDistribution checkTotal(const PlayerKnowledge& k, bool withCurrentCard);

// For a check not begun yet (a crisis choice): the two destiny cards that will start it,
// dealt from the destiny deck's colours, counted for a check of these colours.
[[nodiscard]] SumDistribution destinyPair(const PlayerKnowledge& k, SkillMask skills);
// The random wrong-colour card the current character would add to a check of these colours
// (3.3; nothing once a Cylon is revealed or without such a card).
[[nodiscard]] SumDistribution currentCharacterCard(const PlayerKnowledge& k, SkillMask skills);

} // namespace bsg::solo::policy
