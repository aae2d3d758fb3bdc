// Pegasus: Treachery and the Pegasus skill cards - the rules this area registers (pegasus_rules.h).
#include "pegasus_rules.h"
#include "treachery.h"

namespace bsg {

void registerTreacheryRules() { pegasus::registerTreacheryCardRules(); }

} // namespace bsg
