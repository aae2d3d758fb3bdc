#pragma once
// Our own PRNG, stored inside the GameState so that a seed plus the list of choices
// reproduces a game on every platform (std:: distributions differ between libraries).
#include <cstddef>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace bsg {

// xoshiro256** seeded through splitmix64. Bounded integers use rejection sampling, so
// every platform draws exactly the same numbers.
class Rng {
public:
    Rng() : Rng(0) {}
    explicit Rng(uint64_t seed) { reseed(seed); }
    void reseed(uint64_t seed);

    uint64_t next() { // xoshiro256**
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
    // Uniform in [0, bound); bound must be > 0.
    [[nodiscard]] uint32_t below(uint32_t bound) {
        // Rejection sampling on 32-bit draws: the accepted range is a multiple of bound.
        const uint32_t limit = uint32_t(-bound) % bound; // (2^32 - bound) mod bound
        for (;;) {
            const uint32_t r = uint32_t(next() >> 32);
            if (r >= limit)
                return r % bound;
        }
    }
    // A die with the given number of sides: 1..sides.
    [[nodiscard]] int die(int sides = 8) { return int(below(uint32_t(sides))) + 1; }

    template <typename T> void shuffle(std::vector<T>& items) {
        for (size_t i = items.size(); i > 1; --i) {
            const size_t j = below(uint32_t(i));
            std::swap(items[i - 1], items[j]);
        }
    }

    bool operator==(const Rng&) const = default;
    std::array<uint64_t, 4> s{};

private:
    static constexpr uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
};

} // namespace bsg
