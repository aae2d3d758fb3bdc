#include "short_process.h"

#include <cstdint>
#include <cstdlib>  // before the test below: it defines __GLIBC__

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace bsg::cli {

#if defined(__linux__) && defined(__GLIBC__)
void preferLargeHeapPages() {
    constexpr std::uintptr_t kHugePage = std::uintptr_t(2) << 20;
    constexpr std::uintptr_t kRoomForHeaders = 64;
    // Every block from the brk heap (a block in a mapping of its own would fault in page by
    // page), which grows in steps of 8 MiB and is never given back.
    if (mallopt(M_MMAP_THRESHOLD, 64 << 20) == 0 || mallopt(M_TOP_PAD, 8 << 20) == 0
        || mallopt(M_TRIM_THRESHOLD, 128 << 20) == 0)
        return;
    // A block reaching from the heap's end to the next 2 MiB boundary, kept and never touched,
    // makes every later block start in the aligned part, the only part a large page can back.
    void* probe = std::malloc(16);
    if (!probe)
        return;
    const auto end = reinterpret_cast<std::uintptr_t>(probe) + kRoomForHeaders;
    auto from = (end + kHugePage - 1) & ~(kHugePage - 1);
    if (from - end < kRoomForHeaders)
        from += kHugePage;
    void* filler = std::malloc(from - end);
    std::free(probe);
    const auto fillerAt = reinterpret_cast<std::uintptr_t>(filler);
    if (fillerAt + kRoomForHeaders < end || fillerAt > end) {  // not where glibc would put it
        std::free(filler);
        return;
    }
    static void* const keptFiller = filler;  // held for the process's life, on purpose
    (void)keptFiller;
    const auto to = reinterpret_cast<std::uintptr_t>(sbrk(0)) & ~(kHugePage - 1);
    if (to > from)  // advice only: if it is refused, the heap keeps ordinary pages
        madvise(reinterpret_cast<void*>(from), to - from, MADV_HUGEPAGE);
}
#else
void preferLargeHeapPages() {}
#endif

// Sanitizer builds keep the normal exit, which is where the leak checker runs.
#if defined(__SANITIZE_ADDRESS__)
#define BSG_CHECKS_LEAKS_AT_EXIT 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BSG_CHECKS_LEAKS_AT_EXIT 1
#endif
#endif

void endWithoutCleanup(int exitCode) {
#ifndef BSG_CHECKS_LEAKS_AT_EXIT
    std::_Exit(exitCode);
#else
    (void)exitCode;
#endif
}

} // namespace bsg::cli
