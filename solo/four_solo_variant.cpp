// Four Solo 1.2: the variant (four_solo_variant.h), registered with the engine.
#include "four_solo_variant.h"

namespace bsg {

namespace {

const FourSolo g_fourSolo;
// Registered as the program starts: solo/CMakeLists.txt links this library whole, so that
// this object is never dropped by the linker although nothing refers to it by name.
[[maybe_unused]] const bool g_registered = (registerVariant(VariantId::FourSolo, &g_fourSolo), true);

} // namespace

} // namespace bsg
