// How a short CLI process lays out its heap (docs/benchmarks.md, "A whole replay").
#pragma once

namespace bsg::cli {

// Asks the C library to serve the heap from one region that the kernel may back with 2 MiB
// pages, so that a replay's first touches of fresh memory cost a few page faults rather than
// a few hundred (about 13 us each on a virtual machine). Does nothing where that is not
// available (other systems, other C libraries, transparent huge pages switched off).
void preferLargeHeapPages();

} // namespace bsg::cli
