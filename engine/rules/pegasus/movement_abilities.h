#pragma once
// Pegasus's movement abilities (movement_abilities.cpp): cards played in the Movement step of
// the player's own turn instead of moving. The base rules call these only with Pegasus (hasBox).
#include "rules.h"

namespace bsg::pegasus {

// Adds the movement cards `seat` may play now (Play options) to his Movement step's options.
void addMovementAbilities(const GameState& s, Seat seat, OptionList& options);
// The answer was a movement card: it is played (checked against the state first).
void useMovementAbility(Ctx& c, Seat seat, SkillCard card);
// A loss of `delta` (< 0) of this resource, less what Preventative Policy takes off.
[[nodiscard]] int softenedLoss(GameState& s, Resource r, int delta);

void registerMovementAbilityRules();

} // namespace bsg::pegasus
