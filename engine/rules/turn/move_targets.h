// Where a human character may move: the targets of the movement step, and the branch-free
// writer that keeps those open (docs/architecture.md, "Hot-path conventions"); compared with
// a plain version over many random boards in tests/engine/tst_branch_free.cpp.
#pragma once

#include "box.h"
#include "carddb.h"
#include "decision.h"

#include <cstddef>
#include <span>
#include <vector>

namespace bsg {

// A location a human character may choose to move to (no Cylon location, no hazard), and its
// ship; all of them in board order, worked out once (movement.cpp): every movement step, and
// the heuristic player's planning, walks them, and the location records are large.
// `box` is the location's box (a bit): a game offers only those of its boxes in play.
struct MoveTarget {
    LocId loc;
    Ship ship;
    BoxSet box;
};
[[nodiscard]] const std::vector<MoveTarget>& moveTargets();

// What decides whether a target is open to a character standing at `from` on ship `here`.
struct MoveConditions {
    LocId from;
    Ship here;
    bool canPay;            // holds a card to pay for moving to another ship
    bool colonialOneClosed; // Bomb on Colonial One failed
    BoxSet boxes;           // the boxes in play
    bool pegasusGone;       // Pegasus destroyed
};

// Writes every target as a move option at `room` and keeps those open, without a branch:
// which are open is as good as random to the processor. With kWithBoxes (a game with
// boxes), only the targets of boxes in play, and none on a destroyed Pegasus.
template <bool kWithBoxes>
[[nodiscard]] size_t writeOpenTargets(Option* room, std::span<const MoveTarget> targets, const MoveConditions& at) {
    size_t kept = 0;
    for (const MoveTarget& target : targets) {
        room[kept] = Option{Verb::Move, int16_t(target.loc)};
        bool open = (target.loc != at.from) & ((target.ship == at.here) | at.canPay) &
                    !((target.ship == Ship::ColonialOne) & at.colonialOneClosed);
        if constexpr (kWithBoxes)
            open &= ((target.box & at.boxes) != 0) & !((target.ship == Ship::Pegasus) & at.pegasusGone);
        kept += size_t(open);
    }
    return kept;
}

} // namespace bsg
