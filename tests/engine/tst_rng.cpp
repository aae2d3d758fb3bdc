// The PRNG is part of the save format: its output for a seed must never change.
#include "rng.h"

#include <QtTest>

class TestRng : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void pinnedSequence() {
        bsg::Rng rng(42);
        std::vector<uint64_t> got;
        for (int i = 0; i < 3; ++i)
            got.push_back(rng.next());
        const std::vector<uint64_t> expected = {1546998764402558742ull, 6990951692964543102ull, 12544586762248559009ull};
        QCOMPARE(got, expected);
    }
    void pinnedDice() {
        bsg::Rng rng(7);
        std::vector<int> dice;
        for (int i = 0; i < 12; ++i)
            dice.push_back(rng.die(8));
        const std::vector<int> expected = {8, 7, 2, 4, 5, 4, 3, 4, 7, 1, 3, 1};
        QCOMPARE(dice, expected);
    }
    void pinnedShuffle() {
        bsg::Rng rng(2026);
        std::vector<int> items{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        rng.shuffle(items);
        const std::vector<int> expected = {9, 6, 4, 2, 3, 8, 0, 7, 5, 1};
        QCOMPARE(items, expected);
    }
    void boundedIsInRangeAndUniformEnough() {
        bsg::Rng rng(1);
        std::array<int, 8> counts{};
        for (int i = 0; i < 80000; ++i)
            ++counts[rng.below(8)];
        for (int c : counts)
            QVERIFY(c > 9500 && c < 10500);
    }
    void sameSeedSameStream() {
        bsg::Rng a(99), b(99), c(100);
        QCOMPARE(a.next(), b.next());
        QVERIFY(a.next() != c.next());
    }
};

QTEST_APPLESS_MAIN(TestRng)
#include "tst_rng.moc"
