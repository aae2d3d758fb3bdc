// SmallVector (engine/common/small_vector.h): the list every decision's options live in. It keeps its items
// inside itself up to a size and on the heap past it, and remembers where they are; copies,
// moves and growth must leave each list with its own items wherever they live.
#include "small_vector.h"

#include <QtTest>

#include <numeric>

using Small = gamekit::SmallVector<int, 4>;

namespace {

Small counting(int n) {
    Small v;
    for (int i = 0; i < n; ++i)
        v.push_back(i);
    return v;
}

std::vector<int> items(const Small& v) { return {v.begin(), v.end()}; }

std::vector<int> upTo(int n) {
    std::vector<int> out(size_t(n), 0);
    std::iota(out.begin(), out.end(), 0);
    return out;
}

} // namespace

class TestOptionList : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void growsPastItsInlineRoomKeepingItsItems() {
        for (int n : {0, 1, 4, 5, 9, 40}) {
            const Small v = counting(n);
            QCOMPARE(items(v), upTo(n));
            QCOMPARE(v.size(), size_t(n));
        }
    }

    void aCopyIsItsOwn() {
        for (int n : {3, 9}) { // inline and on the heap
            Small original = counting(n);
            Small copy = original;
            copy.push_back(100);
            copy[0] = 7;
            QCOMPARE(items(original), upTo(n));
            QCOMPARE(copy.size(), size_t(n + 1));
            QCOMPARE(copy[0], 7);
            Small assigned;
            assigned = original;
            original[1] = 55;
            QCOMPARE(items(assigned), upTo(n));
        }
    }

    void aMoveTakesTheItemsAndLeavesAnEmptyUsableList() {
        for (int n : {3, 9}) {
            Small from = counting(n);
            Small to = std::move(from);
            QCOMPARE(items(to), upTo(n));
            QVERIFY(from.empty()); // NOLINT(bugprone-use-after-move): the moved-from state is defined
            for (int i = 0; i < 6; ++i) // it grows again from its own room
                from.push_back(10 + i);
            QCOMPARE(items(from), (std::vector<int>{10, 11, 12, 13, 14, 15}));
            QCOMPARE(items(to), upTo(n));
        }
    }

    void moveAssignmentOverEveryKindOfList() {
        for (int target : {2, 9})
            for (int source : {3, 11}) {
                Small to = counting(target);
                Small from = counting(source);
                to = std::move(from);
                QCOMPARE(items(to), upTo(source));
                to.push_back(99);
                QCOMPARE(to.back(), 99);
                QVERIFY(from.empty()); // NOLINT(bugprone-use-after-move)
            }
        Small self = counting(6);
        Small& alias = self;
        self = std::move(alias);
        QCOMPARE(items(self), upTo(6));
    }

    void eraseAndInsertKeepOrder() {
        Small v = counting(8);
        v.erase(v.begin() + 2, v.begin() + 5);
        QCOMPARE(items(v), (std::vector<int>{0, 1, 5, 6, 7}));
        const std::vector<int> more{20, 21, 22, 23};
        v.insert(v.begin() + 1, more.begin(), more.end());
        QCOMPARE(items(v), (std::vector<int>{0, 20, 21, 22, 23, 1, 5, 6, 7}));
        QCOMPARE(gamekit::erase(v, 21), size_t(1));
        QCOMPARE(gamekit::erase_if(v, [](int x) { return x >= 20; }), size_t(3));
        QCOMPARE(items(v), (std::vector<int>{0, 1, 5, 6, 7}));
        QVERIFY(v == Small({0, 1, 5, 6, 7}));
        QVERIFY(!(v == Small({0, 1, 5, 6})));
    }

    // Items written into the spare room count only once appended, and only as many as said;
    // the room is there past the inline items too.
    void spareRoomKeepsOnlyTheItemsAppended() {
        for (int n : {0, 2, 3, 7}) {
            Small v = counting(n);
            int* room = v.spareRoom(6);
            for (int i = 0; i < 6; ++i)
                room[i] = 100 + i;
            QCOMPARE(v.size(), size_t(n)); // written, not yet kept
            v.appendWritten(4);
            std::vector<int> expected = upTo(n);
            expected.insert(expected.end(), {100, 101, 102, 103});
            QCOMPARE(items(v), expected);
            v.push_back(7); // goes after them, over the unkept room
            expected.push_back(7);
            QCOMPARE(items(v), expected);
        }
    }
};

QTEST_APPLESS_MAIN(TestOptionList)
#include "tst_option_list.moc"
