// A die roll as a frame, so that abilities can act before and after it.
#include "rules.h"

namespace bsg {

Flow runRoll(Ctx& c) {
    GameState& s = c.s;
    // Windows for Strategic Planning (before) and rerolls (after) are added by the skill
    // card and character rules; the modifier in b is applied to the raw result.
    s.lastRoll = int8_t(rollDie(s, c.f.a) + c.f.b);
    return Flow::Done;
}

} // namespace bsg
