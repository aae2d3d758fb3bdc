// SharedLog, the game log's container: it reads like the vector it replaces, and a copy is
// its own (appending to one never shows in the other) although copies share full chunks.
#include "shared_log.h"

#include <QtTest>

#include <algorithm>
#include <numeric>
#include <vector>

using namespace gamekit;

namespace {
using Log = SharedLog<int, 4>; // small chunks, so that a few values cross several

Log filled(int n, int from = 0) {
    Log log;
    for (int i = 0; i < n; ++i)
        log.push_back(from + i);
    return log;
}
} // namespace

class TestSharedLog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsLikeAVector() {
        for (int n : {0, 1, 3, 4, 5, 8, 13}) {
            const Log log = filled(n);
            QCOMPARE(log.size(), size_t(n));
            QCOMPARE(log.empty(), n == 0);
            std::vector<int> seen(log.begin(), log.end());
            std::vector<int> want(static_cast<size_t>(n));
            std::iota(want.begin(), want.end(), 0);
            QCOMPARE(seen, want);
            std::vector<int> backwards(log.rbegin(), log.rend());
            std::reverse(want.begin(), want.end());
            QCOMPARE(backwards, want);
            for (int i = 0; i < n; ++i)
                QCOMPARE(log[size_t(i)], i);
            if (n > 0) {
                QCOMPARE(log.back(), n - 1);
                QCOMPARE(log.front(), 0);
                QCOMPARE(*std::find(log.begin(), log.end(), n / 2), n / 2);
                QCOMPARE(log.end() - log.begin(), std::ptrdiff_t(n));
            }
        }
    }

    void aCopyIsItsOwn() {
        Log original = filled(10); // two full chunks shared, two values in the tail
        Log copy = original;
        copy.push_back(100);
        copy.push_back(101);
        original.push_back(-1);
        QCOMPARE(original.size(), size_t(11));
        QCOMPARE(copy.size(), size_t(12));
        QCOMPARE(original.back(), -1);
        QCOMPARE(copy[10], 100);
        QCOMPARE(copy[11], 101);
        for (int i = 0; i < 10; ++i)
            QCOMPARE(original[size_t(i)], copy[size_t(i)]);
        original.clear();
        QVERIFY(original.empty());
        QCOMPARE(copy.size(), size_t(12));
    }

    // The chunk being filled is shared by a copy until one of them adds to it.
    void theLastChunkIsSharedUntilOneAdds() {
        Log a = filled(6); // one full chunk, two values in the last
        Log b = a;
        QVERIFY(&a[5] == &b[5]);
        QVERIFY(&a[1] == &b[1]);
        b.push_back(60);
        QVERIFY(&a[5] != &b[5]);
        QVERIFY(&a[1] == &b[1]); // the full chunk stays shared
        a.push_back(-6);
        QCOMPARE(a.size(), size_t(7));
        QCOMPARE(b.size(), size_t(7));
        QCOMPARE(a[6], -6);
        QCOMPARE(b[6], 60);
        QCOMPARE(a[5], 5);
        QCOMPARE(b[5], 5);
    }

    // A full chunk's digest depends on its values only, and is never 0 ("not computed").
    void chunkDigestsFollowTheValues() {
        struct Sum {
            uint64_t operator()(std::span<const int> v) const {
                uint64_t h = 0;
                for (int x : v)
                    h = h * 31 + uint64_t(x);
                return h;
            }
        };
        using Digested = SharedLog<int, 4, Sum>;
        Digested a, b, c;
        for (int i = 0; i < 9; ++i) {
            a.push_back(i);
            b.push_back(i);
            c.push_back(i == 5 ? 50 : i);
        }
        QCOMPARE(a.fullChunks(), size_t(2));
        QCOMPARE(a.tail().size(), size_t(1));
        QCOMPARE(a.chunkDigest(0), b.chunkDigest(0));
        QCOMPARE(a.chunkDigest(1), b.chunkDigest(1));
        QCOMPARE(a.chunkDigest(0), c.chunkDigest(0));
        QVERIFY(a.chunkDigest(1) != c.chunkDigest(1));
        Digested zeros;
        for (int i = 0; i < 4; ++i)
            zeros.push_back(0);
        QVERIFY(zeros.chunkDigest(0) != 0);
    }

    void equalMeansTheSameValues() {
        QVERIFY(filled(9) == filled(9)); // built apart: no chunk shared
        const Log a = filled(9);
        Log b = a;
        QVERIFY(a == b);
        b.push_back(9);
        QVERIFY(!(a == b));
        QVERIFY(!(filled(9) == filled(9, 1)));
        QVERIFY(!(filled(8) == filled(9)));
        Log c = filled(8);
        c.push_back(42);
        QVERIFY(!(c == filled(9)));
    }
};

QTEST_APPLESS_MAIN(TestSharedLog)
#include "tst_shared_log.moc"
