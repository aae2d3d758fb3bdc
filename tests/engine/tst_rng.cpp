// The PRNG is part of the save format: its output for a seed must never change.
#include "rng.h"

#include <QtTest>

class TestRng : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void pinnedSequence() {
        gamekit::Rng rng(42);
        std::vector<uint64_t> got;
        for (int i = 0; i < 3; ++i)
            got.push_back(rng.next());
        const std::vector<uint64_t> expected = {1546998764402558742ull, 6990951692964543102ull, 12544586762248559009ull};
        QCOMPARE(got, expected);
    }
    void pinnedDice() {
        gamekit::Rng rng(7);
        std::vector<int> dice;
        for (int i = 0; i < 12; ++i)
            dice.push_back(rng.die(8));
        const std::vector<int> expected = {8, 7, 2, 4, 5, 4, 3, 4, 7, 1, 3, 1};
        QCOMPARE(dice, expected);
    }
    void pinnedShuffle() {
        gamekit::Rng rng(2026);
        std::vector<int> items{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        rng.shuffle(items);
        const std::vector<int> expected = {9, 6, 4, 2, 3, 8, 0, 7, 5, 1};
        QCOMPARE(items, expected);
    }
    void boundedIsInRangeAndUniformEnough() {
        gamekit::Rng rng(1);
        std::array<int, 8> counts{};
        for (int i = 0; i < 80000; ++i)
            ++counts[rng.below(8)];
        for (int c : counts)
            QVERIFY(c > 9500 && c < 10500);
    }
    // below() works without a division; its numbers must be those of the plain definition
    // (rejection below (2^32 - bound) mod bound, then r mod bound), which saves depend on.
    void boundedMatchesTheDivisionDefinition() {
        auto reference = [](gamekit::Rng& rng, uint32_t bound) {
            const uint32_t limit = uint32_t(-bound) % bound;
            for (;;) {
                const uint32_t r = uint32_t(rng.next() >> 32);
                if (r >= limit)
                    return r % bound;
            }
        };
        gamekit::Rng fast(5), slow(5);
        for (uint32_t bound = 1; bound < 3000; ++bound) // past the reciprocal table too
            for (int i = 0; i < 40; ++i)
                QCOMPARE(fast.below(bound), reference(slow, bound));
        for (uint32_t bound : {65535u, 1000003u, 0x80000001u, 0xffffffffu})
            for (int i = 0; i < 40; ++i)
                QCOMPARE(fast.below(bound), reference(slow, bound));
    }
    void fastModIsExactForEveryTabledDivisor() {
        for (uint32_t d = 1; d < gamekit::Rng::kReciprocals.size(); ++d) {
            const uint64_t reciprocal = gamekit::Rng::kReciprocals[d];
            // the draws that decide: small ones (rejection), the top of the range, and a sweep
            for (uint32_t a = 0; a < 4 * d; ++a)
                QCOMPARE(gamekit::Rng::fastMod(a, reciprocal, d), a % d);
            for (uint32_t a = 0xffffffffu; a > 0xffffffffu - 4 * d; --a)
                QCOMPARE(gamekit::Rng::fastMod(a, reciprocal, d), a % d);
            for (uint64_t a = 0; a <= 0xffffffffu; a += 1000003u)
                QCOMPARE(gamekit::Rng::fastMod(uint32_t(a), reciprocal, d), uint32_t(a) % d);
        }
    }
    void sameSeedSameStream() {
        gamekit::Rng a(99), b(99), c(100);
        QCOMPARE(a.next(), b.next());
        QVERIFY(a.next() != c.next());
    }
};

QTEST_APPLESS_MAIN(TestRng)
#include "tst_rng.moc"
