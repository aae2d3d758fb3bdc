// Fuzz target: a whole `play` session, one request per line (at most 64 lines per input), from
// a fresh session: new games, choices, scenario requests, saves and loads in any order.
#include "fuzz_support.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    bsg::cli::Session session = bsg::fuzz::confinedSession();
    bsg::fuzz::playLines(session, data, size, 64);
    return 0;
}
