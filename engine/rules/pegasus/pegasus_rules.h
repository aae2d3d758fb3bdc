#pragma once
// The Pegasus box's rules (engine/rules/pegasus/): what each rule area registers in the rule
// tables (rule_table.h) and the box kind tables (box_kinds.h). The rules are compiled into the
// engine and registered with the base rules' tables; a game plays them only with Pegasus in
// play (hasBox), and games may put Pegasus in play once registerBox(Box::Pegasus) was called.
namespace bsg {

// Every area below, in order (rule_table.cpp calls it with the base rules).
void registerPegasusRules();

void registerTreacheryRules();    // treachery_rules.cpp
void registerPegasusBoardRules(); // board_rules.cpp
void registerExecutionRules();    // execution_rules.cpp
void registerPegasusCardRules();  // card_rules.cpp: the handlers of the box's crisis cards
void registerPegasusQuorumRules(); // quorum_rules.cpp: quorum cards, Assassination Plot, the Treachery loyalty card
void registerPegasusCharacterRules(); // characters_pegasus.cpp: the four human characters' abilities
void registerPegasusKeptQuorumRules(); // quorum_kept.cpp: Assign Chief of Staff, Probation

} // namespace bsg
