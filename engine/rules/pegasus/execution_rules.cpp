// Pegasus: executions, the revised lines of succession and the loyalty hand-offs - the rules this area registers (pegasus_rules.h).
#include "pegasus_rules.h"

#include "execution.h"

namespace bsg {

void registerExecutionRules() {
    pegasus::registerExecutionKinds();
    pegasus::registerAirlockRule();
}

} // namespace bsg
