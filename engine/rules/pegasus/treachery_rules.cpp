// Pegasus: Treachery and the Pegasus skill cards - the rules this area registers (pegasus_rules.h).
#include "pegasus_rules.h"

namespace bsg {

void registerTreacheryRules() {
    // This area registers no rule yet.
}

} // namespace bsg
