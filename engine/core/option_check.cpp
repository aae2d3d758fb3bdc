// Every number in an option that the rules use as an index is checked before apply() acts on
// it: a pending decision is normally built by the rules, but a save, a scenario or a bug must
// never turn into an out-of-bounds access.
#include "box_kinds.h"
#include "rules.h"

namespace bsg {

namespace {

bool below(int v, size_t n) { return v >= 0 && size_t(v) < n; }

} // namespace

bool optionInRange(const GameState& s, const Option& o) {
    const CardDb& d = db();
    const int a = o.a, b = o.b, c = o.c;
    switch (o.verb) {
    case Verb::Done:
    case Verb::ActionLocation:
    case Verb::ActionViper:
    case Verb::ActionReveal:
    case Verb::ActionNothing:
    case Verb::Decline:
    case Verb::Number:
    case Verb::Option:
        return true;
    case Verb::Move:
    case Verb::Location:
        return below(a, d.locations.size());
    case Verb::MoveArea:
    case Verb::Area:
    case Verb::LaunchViper:
        return below(a, kAreaCount);
    case Verb::MoveViper:
        return below(a, kAreaCount) && below(b, kAreaCount);
    case Verb::ActionSkill:
    case Verb::Play:
    case Verb::Discard:
    case Verb::Contribute:
    case Verb::Take:
        return below(a, d.skillCards.size());
    case Verb::ActionCharacter:
        return below(s.decision.actor, s.players.size()) &&
               below(a, characterOf(s, s.decision.actor).abilities.size());
    case Verb::ActionTitle:
        return a == int(Title::President) || a == int(Title::Admiral);
    case Verb::ActionQuorum:
    case Verb::Quorum:
        return below(a, d.quorum.size());
    case Verb::Draw:
        return a >= 0 && skillTypeInPlay(s, a);
    case Verb::Target:
        return below(a, d.characters.size()) && s.seatOf(CharId(a)) != kNoSeat;
    case Verb::Destination:
        return below(a, d.destinations.size());
    case Verb::Crisis:
        return below(a, d.crises.size());
    case Verb::Use:
        return a >= 0 && b >= -1;
    case Verb::Ship:
        return below(a, size_t(ShipKind::Civilian) + 1) && below(b, kAreaCount) && c >= 0;
    case Verb::Loyalty:
        return a >= 0;
    case Verb::Centurion:
        return below(a, size_t(d.board.boardingSpaces));
    case Verb::Token:
        return below(a, d.galacticaDamage.size());
    }
    if (isVariantKind(o.verb)) { // the variant's verbs: the variant checks them
        const Variant* v = variantOf(s);
        return v && v->optionInRange(s, o);
    }
    if (const BoxVerbRule* rule = boxVerbRule(o.verb)) // a box's verbs: the box checks them
        return rule->inRange(s, o);
    return false;
}

} // namespace bsg
