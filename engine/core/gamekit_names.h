#pragma once
// The game-agnostic toolkit (engine/common/, namespace gamekit: random numbers, the shared
// log, the small vector, JSON reading, file I/O, errors) is used by its bare names here.
namespace gamekit {}
namespace bsg {
using namespace gamekit;
}
