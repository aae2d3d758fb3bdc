// Pegasus: executions, the revised lines of succession and the loyalty hand-offs - the rules this area registers (pegasus_rules.h).
#include "pegasus_rules.h"

namespace bsg {

void registerExecutionRules() {
    // This area registers no rule yet.
}

} // namespace bsg
