// The engine's branch-free helpers for the option lists of a hand (docs/architecture.md,
// "Hot-path conventions"). Which cards a hand holds is as good as random to the processor, so
// a loop that stopped or skipped at each card would be mispredicted at every step; these
// write every card and keep it or not by arithmetic. Each is compared with a plain version
// over many random hands in tests/engine/tst_branch_free.cpp.
#pragma once

#include "decision.h"
#include "types.h"

#include <cstddef>
#include <span>

namespace bsg {

// Writes at `room` one option (`verb`, the card) per distinct card of a sorted hand for which
// `keep(card)` holds, at its first copy (copies are neighbours), in the hand's order; returns
// how many it kept. `room` must have space for the whole hand (OptionList::spareRoom).
template <class Keep>
[[nodiscard]] size_t writeFirstCopiesWhere(Option* room, std::span<const SkillCard> hand, Verb verb, Keep keep) {
    size_t kept = 0;
    int previous = -1;
    for (const SkillCard card : hand) {
        room[kept] = Option{verb, int16_t(card)};
        kept += size_t(bool(keep(card)) & (int(card) != previous));
        previous = card;
    }
    return kept;
}

// The same, appended to `options`.
template <class Keep>
void addFirstCopiesWhere(OptionList& options, std::span<const SkillCard> hand, Verb verb, Keep keep) {
    Option* const room = options.spareRoom(hand.size());
    options.appendWritten(writeFirstCopiesWhere(room, hand, verb, keep));
}

// One option per distinct card of a sorted hand: a discard, a contribution, a card to take.
inline void addDistinctCards(OptionList& options, std::span<const SkillCard> hand, Verb verb) {
    addFirstCopiesWhere(options, hand, verb, [](SkillCard) { return true; });
}

// How many cards of a sorted hand are below `card`: where its first copy is, if it holds one.
// Counted over the whole hand, as a search would stop at a place as good as random.
[[nodiscard]] inline size_t cardsBelow(std::span<const SkillCard> hand, SkillCard card) {
    size_t below = 0;
    for (const SkillCard held : hand)
        below += size_t(held < card);
    return below;
}

} // namespace bsg
