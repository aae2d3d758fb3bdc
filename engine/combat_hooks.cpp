// Combat entry points used by the crisis and effect rules.
#include "rules.h"

namespace bsg {

Flow combatEffect(Ctx& c, const Effect& e) {
    static const char* names[] = {"place ships", "damage vipers", "return vipers", "damage Galactica",
                                  "destroy a civilian ship", "activate Cylon ships", "risk ships"};
    int i = 0;
    switch (e.op) {
    case Op::Place: i = 0; break;
    case Op::DamageVipers: i = 1; break;
    case Op::ReturnVipers: i = 2; break;
    case Op::DamageGalactica: i = 3; break;
    case Op::DestroyCivilianFromPile: i = 4; break;
    case Op::Activate: i = 5; break;
    default: i = 6; break;
    }
    unimplemented(c.s, std::string("card effect: ") + names[i]);
    return Flow::Continue;
}

void resolveAttackSetup(Ctx& c, const CrisisDef& card) {
    unimplemented(c.s, "Cylon attack setup: " + card.name);
    if (card.special != kNoList)
        c.push(FrameKind::Effects, card.special, 0, db().crisis(card.id));
}

} // namespace bsg
