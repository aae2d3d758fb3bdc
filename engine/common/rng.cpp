#include "rng.h"

namespace gamekit {

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


} // namespace gamekit
