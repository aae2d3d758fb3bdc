#pragma once
// The Four Solo layer over the engine (Four Solo 1.2). Everything the player sees goes
// through this layer's view; see docs/architecture.md.
#include "engine.h"

#include <optional>
#include <vector>

namespace bsg::solo {

// Four Solo 1.1: four characters with at least one political leader, one military leader
// and one pilot. Returns an error naming what is missing, or nullopt.
std::optional<Error> checkSoloCharacters(const std::vector<CharId>& characters);

} // namespace bsg::solo
