#pragma once
// What things are worth to the humans, in one currency: a "unit" is one resource point at a
// comfortable level. The heuristic player compares its options with these estimates; every
// figure reads the game through PlayerKnowledge only. docs/policy.md says why each is so.
#include "player_knowledge.h"

namespace bsg::solo::policy {

// The worth of changing resource r by `delta` now: a point matters more the closer the dial
// is to 0, and the last point is the game.
[[nodiscard]] double resourceWorth(const PlayerKnowledge& k, Resource r, int delta);

// The expected worth of an effect list (a crisis outcome, a destination, a quorum card).
[[nodiscard]] double effectWorth(const PlayerKnowledge& k, ListId list);

// The worth of one skill card kept in a character's hand: its strength for the checks to come
// (weighted by how often crises ask for its colour) and what its text can do.
[[nodiscard]] double cardWorth(const PlayerKnowledge& k, Seat seat, SkillCard card);
// How often crisis checks count a colour (0..1, the share of crisis checks that list it).
[[nodiscard]] double colourDemand(SkillType t);
// The expected strength of a face-down card of this colour, from the unseen copies.
[[nodiscard]] double expectedStrength(const PlayerKnowledge::CardCounts& unseen, SkillType t);

// --- the threat in space
// The worth of removing one ship of this kind from this area (a raider near civilian ships
// matters most; a heavy raider by its distance to a launch area; a basestar always).
[[nodiscard]] double shipThreat(const PlayerKnowledge& k, ShipKind kind, Area a, int basestar = -1);
// The worth of removing the centurion on this boarding space.
[[nodiscard]] double centurionThreat(const PlayerKnowledge& k, int space);
// Expected civilian ships lost when raiders next activate (roughly), and the whole threat.
[[nodiscard]] double civilianDanger(const PlayerKnowledge& k);
[[nodiscard]] double totalThreat(const PlayerKnowledge& k);
// What the Cylon ships in space are expected to cost the humans each turn they stay (a jump
// leaves them behind; centurions aboard stay).
[[nodiscard]] double spaceDamagePerTurn(const PlayerKnowledge& k);

// The worth of one civilian ship destroyed (its expected resource loss).
[[nodiscard]] double civilianWorth(const PlayerKnowledge& k);
// The worth of one Galactica damage token (a location lost, or stores).
[[nodiscard]] double galacticaDamageWorth(const PlayerKnowledge& k);

// Probability that a d8 roll hits: result <= atMost (when set) or >= atLeast (with modifier).
[[nodiscard]] double rollChance(int atMost, int atLeast, int modifier = 0);

} // namespace bsg::solo::policy
