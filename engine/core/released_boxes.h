#pragma once
// The expansions open to players. A box is opened here once every rule of its scope is in and
// tested (for Pegasus: docs/pegasus.md); until then only its own tests register it (box.h,
// registerBox). The desktop program and the CLI call this at start-up, and the tests that stand
// for them (the protocol's examples, the CLI's requests) call it too.
#include "box.h"

namespace bsg {

inline void openReleasedBoxes() { registerBox(Box::Pegasus); }

} // namespace bsg
