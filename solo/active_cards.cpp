// Four Solo 2.2-2.3, 5.3-5.4: each character's Active Card, held as a card - its value and
// which copy of that value in the sorted hand - in the variant's part of the state. The base
// rules tell every change of a hand (Variant::cardLeaving, cardsAdded); nothing else moves it.
//
// Words of GameState::variantState.seats[seat]:
//   [0] the Active Card + 1 (0: none)
//   [1] which copy of its value it is, counted from the first in the hand
//   [2] a card that just stopped being the Active Card + 1: the state hash shows it until the
//       next step begins, as it did when the Active Card was a hand index resynchronised at
//       each step (saves keep their checkpoint hashes).
//   [3] when the Active Card is an action card (SkillTiming::Action), what its action may
//       change (ActiveCardReach, never 0); else 0. Asked for every seat at most decisions
//       (activeCardIsAction, activeCardReach); not hashed (it follows from [0]).
#include "solo_rules_internal.h"

#include <algorithm>

namespace bsg {

namespace {


auto& words(GameState& s, Seat seat) { return s.variantState.seats[size_t(seat)]; }
const auto& words(const GameState& s, Seat seat) { return s.variantState.seats[size_t(seat)]; }

// The first place of `card` in the sorted hand and how many copies it holds. A walk, not a
// binary search: hands are a few cards long.
std::pair<int, int> run(const std::vector<SkillCard>& hand, SkillCard card) {
    const SkillCard* const cards = hand.data();
    const int size = int(hand.size());
    int first = 0;
    while (first < size && cards[first] < card)
        ++first;
    int last = first;
    while (last < size && cards[last] == card)
        ++last;
    return {first, last - first};
}

void letGo(GameState& s, Seat seat) {
    auto& w = words(s, seat);
    w[2] = w[0];
    w[0] = 0;
    w[1] = 0;
    w[3] = 0;
    s.variantState.flags |= kAnyLingering;
}

} // namespace

int activeCardIndex(const GameState& s, Seat seat) {
    const int card = activeCardOf(s, seat);
    if (card < 0)
        return -1;
    const auto [first, count] = run(s.players[size_t(seat)].hand, SkillCard(card));
    const int copy = words(s, seat)[1];
    return copy < count ? first + copy : -1;
}

void setActiveCard(GameState& s, Seat seat, SkillCard card) {
    auto& w = words(s, seat);
    w[0] = int16_t(card + 1);
    w[1] = int16_t(std::max(0, run(s.players[size_t(seat)].hand, card).second - 1));
    w[2] = 0;
    w[3] = db().skillCardForAction(card) ? actionCardReach(card) : int16_t(0); // Pegasus's Full Throttle too
}

void clearActiveCard(GameState& s, Seat seat) {
    if (words(s, seat)[0] != 0)
        letGo(s, seat);
}

void dropActiveCard(GameState& s, Seat seat) { words(s, seat) = {}; }

// A card of the Active Card's value leaves (activeCardLeaving): the Active Card itself, or
// another copy.
void activeCardValueLeaving(GameState& s, Seat seat, size_t index) {
    auto& w = words(s, seat);
    const auto& hand = s.players[size_t(seat)].hand;
    const SkillCard card = SkillCard(w[0] - 1);
    const int copy = int(index) - run(hand, card).first;
    if (copy == w[1])
        letGo(s, seat); // the Active Card itself leaves (played, discarded, contributed, taken)
    else if (copy < w[1])
        --w[1];
}

void heldActiveCardHandGrew(GameState& s, Seat seat, std::span<const SkillCard> added, HandAddition how) {
    auto& w = words(s, seat);
    const SkillCard card = SkillCard(w[0] - 1);
    const auto [first, count] = run(s.players[size_t(seat)].hand, card);
    if (how == HandAddition::Drawn) { // a draw marks the last copy of the value
        w[1] = int16_t(count - 1);
        return;
    }
    // Cards given into the hand: the Active Card stays at the place it had if a copy of its
    // value lies there now, else it is the last copy (the rule of the program that wrote the
    // saves, which kept the place and looked the card up again at the next step).
    const int before = int(std::count_if(added.begin(), added.end(), [&](SkillCard a) { return a < card; }));
    const int place = first - before + w[1];
    w[1] = int16_t(place >= first && place < first + count ? place - first : count - 1);
}

std::array<int, 2> activeCardWords(const GameState& s, Seat seat) {
    const auto& w = words(s, seat);
    return {activeCardIndex(s, seat), w[0] != 0 ? w[0] - 1 : w[2] - 1};
}

} // namespace bsg
