// Pegasus: the Pegasus board, its damage and the Cylon overlay - the rules this area registers (pegasus_rules.h).
#include "pegasus_rules.h"

namespace bsg {

void registerPegasusBoardRules() {
    // This area registers no rule yet.
}

} // namespace bsg
