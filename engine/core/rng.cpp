#include "rng.h"

namespace bsg {

namespace {
uint64_t splitmix64(uint64_t& x) {
    uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
} // namespace

void Rng::reseed(uint64_t seed) {
    uint64_t x = seed;
    for (auto& word : s)
        word = splitmix64(x);
}

uint32_t Rng::below(uint32_t bound) {
    // Rejection sampling on 32-bit draws: the accepted range is a multiple of bound.
    const uint32_t limit = uint32_t(-bound) % bound; // (2^32 - bound) mod bound
    for (;;) {
        const uint32_t r = uint32_t(next() >> 32);
        if (r >= limit)
            return r % bound;
    }
}

} // namespace bsg
