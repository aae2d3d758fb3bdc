#pragma once
// The kinds of Pegasus's quorum cards, the crises that execute and the Treachery loyalty card
// (quorum_rules.cpp), taken from the free end of the execution area's slice (execution_kinds.h
// holds frames 0-3, verbs 0-2, decisions 0-5, events 0-8 of it). Saved and hashed by number,
// their ids are in saves: never renumber one or change an id.
#include "execution_kinds.h"

namespace bsg {
struct GameState;
}

namespace bsg::pegasus {

// A card's procedure of a few steps: a = the seat acting, b = CardProcedure, c and d its own.
inline constexpr FrameKind kCardProcedure = executionKind<FrameKind>(4);
enum CardProcedure : int {
    kTradeForTreachery = 0, // a discards c skill cards, then draws c Treachery cards (Assassination Plot)
    kRepairs = 1,           // Resources for Galactica: 2 vipers, then a location a picks
    kUnsavory = 2,          // Unsavory Connections: 2 random discards, 2 Treachery, food or fuel
    kSelfDefense = 3,       // Civilian Self Defense: c = area, d = index of the civilian ship
    kOracle = 4,            // Consult the Oracle: c = destiny cards discarded
    kProbation = 5,         // Probation: a = its player (who may look), c = the player on probation
};

// "deck:<deck>": a deck whose bottom card Consult the Oracle shows, a = OracleDeck.
inline constexpr Verb kDeckVerb = executionKind<Verb>(3);
enum OracleDeck : int { kCrisisDeck = 0, kSuperCrisisDeck = 1, kDestinationDeck = 2, kQuorumDeck = 3, kFirstSkillDeck = 4 };

// "destiny:<skill card>": a Destiny card Consult the Oracle discards, a = SkillCard (not a card
// of the hand, so not Verb::Discard: the visibility rule reads that as the hand shown).
inline constexpr Verb kDestinyCardVerb = executionKind<Verb>(4);

// "unsavory_connections": the President gains 1 food or 1 fuel (TreacheryVerb::Resource).
inline constexpr DecisionKind kUnsavoryResource = executionKind<DecisionKind>(6);
// "oracle_deck": the deck whose bottom card is looked at (kDeckVerb).
inline constexpr DecisionKind kOracleDeck = executionKind<DecisionKind>(7);
// "oracle_discard": a Destiny card to discard (kDestinyCardVerb), context = cards still to discard.
inline constexpr DecisionKind kOracleDiscard = executionKind<DecisionKind>(8);
// "civilian_self_defense": context 0 = the civilian ship (Verb::Ship), 1 = raiders or the heavy
// raider of its area (Verb::Ship of that kind).
inline constexpr DecisionKind kSelfDefensePick = executionKind<DecisionKind>(9);
// "kept_quorum_card": whether a kept quorum card is used now (Probation): options Verb::Use
// (kUseQuorum) and Decline. The execution slice's decisions are all taken: this one is the
// characters' slice's decision 1 (character_kinds.h).
inline constexpr DecisionKind kKeptQuorumChoice = rangeKind<DecisionKind>(KindRange::Pegasus, kPegasusCharacterKinds + 1);

// What one of these cards did: b = CardNote, actor = the seat acting.
//   kOracleBottom: a = OracleDeck, c = the card (seen by the actor only);
//   kOracleDestiny: c = a Destiny card (SkillCard, seen by the actor only);
//   kOracleDiscarded: c = the Destiny card discarded (face up on its discard pile);
//   kEulogy: a = 1 morale gained, 0 no execution has cost morale;
//   kVipersRepaired: a = how many; kRevealerTreachery: a = Treachery cards drawn after the hand cut;
//   kChiefOfStaff, kProbationLook, kProbationNone: below.
inline constexpr EventKind kCardNote = executionKind<EventKind>(9);
enum CardNote : int {
    kOracleBottom = 0,
    kOracleDestiny = 1,
    kOracleDiscarded = 2,
    kEulogy = 3,
    kVipersRepaired = 4,
    kRevealerTreachery = 5,
    kChiefOfStaff = 6,  // Assign Chief of Staff discarded: politics counts for this check
    kProbationLook = 7, // a = the seat on probation, c = a card it added (seen by the actor only)
    kProbationNone = 8, // a = the seat on probation: it added no card to look at
};

// The Treachery loyalty card's last step: the revealer, his hand cut to 3, draws `count`
// Treachery cards (reveal.cpp calls it with the Reveal frame's d, which the card's handler set).
void drawTreacheryAfterHandCut(GameState& s, Seat seat, int count);

} // namespace bsg::pegasus
