#include "rng.h"

namespace bsg {

namespace {
uint64_t splitmix64(uint64_t& x) {
    uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
constexpr uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
} // namespace

void Rng::reseed(uint64_t seed) {
    uint64_t x = seed;
    for (auto& word : s)
        word = splitmix64(x);
}

uint64_t Rng::next() {
    const uint64_t result = rotl(s[1] * 5, 7) * 9;
    const uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
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
