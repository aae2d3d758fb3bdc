// The base game's passive abilities that live in the passive table (rule_table.h, PassiveRule):
// each registers its hooks under its data id, and the procedure it changes calls them through
// the character's bound hooks. The other base passives are still found by their character in
// their procedure (chars(); docs/architecture.md, "Passive abilities").
#include "rule_table.h"
#include "rules_core.h"

namespace bsg {

namespace {

// Terminal Illness: a location's action costs Roslin two cards, so with fewer she takes none.
bool terminalIllness(const GameState& s, Seat seat) { return s.players[size_t(seat)].hand.size() < 2; }

// Convicted Criminal: Zarek acts only where nobody else stands (the Brig excepted).
bool convictedCriminal(const GameState& s, Seat seat) {
    const LocId loc = s.players[size_t(seat)].location;
    return loc != locs().brig && otherCharacterThere(s, seat, loc);
}

// Emotionally Attached: Admiral's Quarters is closed to Adama.
bool emotionallyAttached(const GameState& s, Seat seat) {
    return s.players[size_t(seat)].location == locs().admiralsQuarters;
}

// Expert Pilot: two actions when Starbuck's turn begins with her in a viper.
void expertPilot(Ctx& c, Seat seat) {
    if (c.s.players[size_t(seat)].viperArea < 0)
        return;
    c.s.turnFlags |= kTurnStartedPiloting;
    logEvent(c.s, EventKind::AbilityUsed, seat, int(AbilityNote::ExpertPilot));
}

AbilityRule closing(bool (*closes)(const GameState&, Seat)) {
    AbilityRule r;
    r.passive.closesAction = closes;
    return r;
}

} // namespace

void registerPassiveAbilityRules() {
    registerAbilityRule("terminal_illness", closing(terminalIllness));
    registerAbilityRule("convicted_criminal", closing(convictedCriminal));
    registerAbilityRule("emotionally_attached", closing(emotionallyAttached));
    AbilityRule expert;
    expert.passive.turnBegins = expertPilot;
    registerAbilityRule("expert_pilot", expert);
}

} // namespace bsg
