// The card data itself is compiled in by qt_add_resources; this file gives the library a
// source so that CMake can build it on every generator.
namespace bsg {
int cardDataLibraryVersion() { return 1; }
} // namespace bsg
