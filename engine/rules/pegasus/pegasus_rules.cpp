// The Pegasus box's rules, registered area by area (pegasus_rules.h).
#include "pegasus_rules.h"

namespace bsg {

void registerPegasusRules() {
    registerTreacheryRules();
    registerPegasusBoardRules();
    registerExecutionRules();
    registerPegasusCardRules();
    registerPegasusQuorumRules();
    registerPegasusCharacterRules();
    registerPegasusKeptQuorumRules();
}

} // namespace bsg
