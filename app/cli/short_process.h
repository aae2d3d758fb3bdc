// How a short CLI process lays out its heap and ends (docs/benchmarks.md, "A whole replay").
#pragma once

namespace bsg::cli {

// Asks the C library to serve the heap from one region that the kernel may back with 2 MiB
// pages, so that a replay's first touches of fresh memory cost a few page faults rather than
// a few hundred (about 13 us each on a virtual machine). Does nothing where that is not
// available (other systems, other C libraries, transparent huge pages switched off).
void preferLargeHeapPages();

// Ends the process at once, with `exitCode`, without running destructors or exit handlers:
// the system takes back a whole game's memory in one step, where freeing it block by block
// would touch pages and code for nothing. Output must be flushed first (stdio buffers are
// not). Returns, and lets the caller exit normally, only in builds whose sanitizer checks
// leaks at exit.
void endWithoutCleanup(int exitCode);

} // namespace bsg::cli
