#pragma once
// Calculations (calculations.cpp): the window after a die roll's own windows, in a Pegasus game.
#include "rules.h"

namespace bsg::pegasus {

// Runs the window from the Roll frame's stage (its own stages, from 100); Done when the roll is
// over.
inline constexpr int8_t kCalculationsStages = 100;
Flow calculationsWindow(Ctx& c);
void registerCalculationsRules();

} // namespace bsg::pegasus
