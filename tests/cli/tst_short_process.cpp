// The CLI's platform-specific start of a replay (app/cli/short_process.cpp, issue #36): with
// glibc on Linux, preferLargeHeapPages serves blocks a plain malloc would map on their own
// from the one brk heap; elsewhere it does nothing, and the program must work the same
// (docs/packaging.md: the macOS and Windows jobs of .github/workflows/build.yml run this test
// and tst_cli_process's replays on that path).
#include "short_process.h"

#include <QtTest>

#include <cstdint>
#include <cstdlib>
#include <cstring>

// Under AddressSanitizer its own allocator serves every block: glibc's heap is not in play.
#if defined(__SANITIZE_ADDRESS__)
#define BSG_SANITIZER_HEAP 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BSG_SANITIZER_HEAP 1
#endif
#endif
#if defined(__linux__) && defined(__GLIBC__) && !defined(BSG_SANITIZER_HEAP)
#define BSG_GLIBC_HEAP 1
#include <unistd.h>
#endif

namespace {

// glibc maps blocks this large on their own by default. Freeing a mapped block raises glibc's
// threshold to its size, so the block asked for afterwards is larger than the first.
constexpr std::size_t kLargeBlock = std::size_t(1) << 20;
constexpr std::size_t kLargerBlock = std::size_t(4) << 20;

#ifdef BSG_GLIBC_HEAP
bool inBrkHeap(const void* block, std::uintptr_t heapStart) {
    const auto at = reinterpret_cast<std::uintptr_t>(block);
    return at >= heapStart && at < reinterpret_cast<std::uintptr_t>(sbrk(0));
}
#endif

} // namespace

class TestShortProcess : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void largeBlocksComeFromTheOneHeap() {
#ifdef BSG_GLIBC_HEAP
        void* small = std::malloc(16); // the heap exists, and its start is below this block
        QVERIFY(small);
        const std::uintptr_t heapStart = reinterpret_cast<std::uintptr_t>(small) & ~std::uintptr_t(0xfff);
        void* before = std::malloc(kLargeBlock);
        QVERIFY(before);
        QVERIFY2(!inBrkHeap(before, heapStart), "glibc's default: a large block is a mapping of its own");
        std::free(before);

        bsg::cli::preferLargeHeapPages();
        void* after = std::malloc(kLargerBlock);
        QVERIFY(after);
        QVERIFY2(inBrkHeap(after, heapStart), "after preferLargeHeapPages the block is in the brk heap");
        std::memset(after, 0xa5, kLargerBlock); // and usable to its last byte
        QCOMPARE(static_cast<unsigned char*>(after)[kLargerBlock - 1], 0xa5);
        std::free(after);
        std::free(small);
#else
        bsg::cli::preferLargeHeapPages(); // nothing to advise: the ordinary heap
        void* block = std::malloc(kLargeBlock);
        QVERIFY(block);
        std::memset(block, 0xa5, kLargeBlock);
        std::free(block);
#endif
    }
};

QTEST_GUILESS_MAIN(TestShortProcess)
#include "tst_short_process.moc"
