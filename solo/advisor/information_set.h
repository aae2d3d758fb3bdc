#pragma once
// The Four Solo player's information set at a decision: every game the player could be in,
// given what the player sees. A sample deals every hidden card again at random (each
// face-down skill card for another of its colour, every deck's hidden order, the loyalty cards
// nobody has looked at, the civilian ships, the damage tokens, the random number generator),
// keeping everything the player sees: open hands, Active Cards, discards, cards in play,
// counts and colours, the cards a decision shows. What is hidden is taken from the solo
// visibility rule (docs/visibility.md) as PlayerKnowledge reads it. The cards offered by a
// decision an Active Card play interrupted (5.1) stay in place too: it will be asked again.
//
// A sample depends only on what the player knows and on the sampler's own random numbers: the
// hidden cards are pooled and sorted before they are dealt, so two states that differ only in
// hidden cards give equal samples (the advisor's test relies on it). The player's memory of
// cards seen earlier and hidden since (a card drawn in a turn now over) is not used.
#include "rng.h"
#include "state.h"

#include <array>
#include <vector>

namespace bsg::solo::advisor {

class InformationSet {
public:
    explicit InformationSet(const GameState& s);

    // One game of the information set, drawn with `rng`.
    [[nodiscard]] GameState sample(Rng& rng) const;
    // The state the samples are made from (the decision's state, without its log).
    [[nodiscard]] const GameState& base() const { return m_base; }

    // Where a hidden value lies in a state: a container and a place in it.
    enum class Where : uint8_t { Hand, SkillDeck, Destiny, CheckPile, QuorumDeck, QuorumHand, Loyalty, LoyaltyDeck,
                                 SuperDeck, SuperHeld, Civilians, CivilianPile };
    struct Slot {
        Where where;
        uint8_t owner; // seat, skill type or area
        uint16_t index;
    };

private:
    // Places that hold hidden values (skill cards, card indices or civilian tokens, all small
    // integers), and those values, sorted (they are dealt to the places at random).
    struct Pool {
        std::vector<Slot> slots;
        std::vector<uint8_t> values;
    };
    void deal(const Pool& pool, GameState& t, Rng& rng) const;
    void pinInterruptedOptions();
    void pin(Pool& pool, Where where, int owner, int value);

    GameState m_base;
    std::vector<Pool> m_skills; // one pool a colour
    std::vector<uint8_t> m_destinyColours; // sorted
    std::vector<int> m_activeCards;        // per seat: the Active Card to mark again in a hidden hand, or -1
    std::vector<bool> m_hiddenHand;        // per seat
    Pool m_quorum, m_loyalty, m_supers, m_civilians;
    size_t m_crisisFrom = 0, m_destinationFrom = 0; // deck cards above these are shown to the player
};

} // namespace bsg::solo::advisor
