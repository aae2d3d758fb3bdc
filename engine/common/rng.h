#pragma once
// Our own PRNG, kept inside a game's state so that a seed plus the list of choices
// reproduces a game on every platform (std:: distributions differ between libraries).
#include <cstddef>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace gamekit {

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
        // The numbers are part of the save format, so this is exactly
        //     limit = (2^32 - bound) mod bound; draw r until r >= limit; return r mod bound
        // worked out without a division for the bounds a game uses (a die, a deck, a list
        // of options): limit < bound, so a draw r >= bound is accepted without knowing
        // limit, and r mod d is one multiplication by a reciprocal (fastMod).
        if (bound < kReciprocals.size()) [[likely]] {
            const uint64_t reciprocal = kReciprocals[bound];
            for (;;) {
                const uint32_t r = uint32_t(next() >> 32);
                if (r >= bound || r >= fastMod(uint32_t(-bound), reciprocal, bound))
                    return fastMod(r, reciprocal, bound);
            }
        }
        const uint32_t limit = uint32_t(-bound) % bound;
        for (;;) {
            const uint32_t r = uint32_t(next() >> 32);
            if (r >= limit)
                return r % bound;
        }
    }
    // A die with the given number of sides: 1..sides.
    [[nodiscard]] int die(int sides = 8) { return int(below(uint32_t(sides))) + 1; }

    template <typename List> void shuffle(List& list) { // a std::vector, a SmallVector, a span
        // On a copy of the generator and through a plain pointer: a store of a byte-sized card
        // may alias anything, so the generator's words and the list's bounds would be written
        // back and read again at every card.
        Rng local = *this;
        auto* const items = list.data();
        for (size_t i = list.size(); i > 1; --i) {
            const size_t j = local.below(uint32_t(i));
            std::swap(items[i - 1], items[j]);
        }
        *this = local;
    }

    bool operator==(const Rng&) const = default;
    std::array<uint64_t, 4> s{};

    // a mod d for every 32-bit a, given reciprocal = floor((2^64 - 1) / d) + 1 (Lemire, Kaser
    // and Kurz, "Faster Remainder by Direct Computation", 2019: exact for 32-bit a and d).
    [[nodiscard]] static constexpr uint32_t fastMod(uint32_t a, uint64_t reciprocal, uint32_t d) {
        const uint64_t fraction = reciprocal * a; // the fractional part of a / d, in 64 bits
#if defined(__SIZEOF_INT128__)
        return uint32_t((static_cast<unsigned __int128>(fraction) * d) >> 64);
#else // the high word of a 64 x 32-bit product, from two 32 x 32-bit ones
        const uint64_t low = (fraction & 0xffffffffu) * d, high = (fraction >> 32) * d;
        return uint32_t((high + (low >> 32)) >> 32);
#endif
    }
    static constexpr std::array<uint64_t, 1024> kReciprocals = [] {
        std::array<uint64_t, 1024> r{};
        for (uint64_t d = 1; d < r.size(); ++d)
            r[d] = ~uint64_t(0) / d + 1; // d = 1 wraps to 0, and fastMod gives 0: right
        return r;
    }();

private:
    static constexpr uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
};

} // namespace gamekit
