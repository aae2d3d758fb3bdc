// Whether a crisis card is kept on the table. The combat branch defines the same function
// (engine/space.cpp); when both are merged, delete this file and keep that one.
#include "rules.h"

namespace bsg {

bool crisisInPlay(const GameState& s, std::string_view id) {
    const int card = db().crisis(id);
    for (const InPlay& ip : s.inPlay)
        if (ip.kind == CardKind::Crisis && ip.card == card)
            return true;
    return false;
}

} // namespace bsg
