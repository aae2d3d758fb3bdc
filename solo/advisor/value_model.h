#pragma once
// The chance the humans win from a position, estimated from what the player sees: a logistic
// model over a few public features (resources, distance, the jump track, damage, the Cylon
// ships, the cards in hand). The advisor ends a playout with it when the playout reaches its
// horizon before the game ends. The weights were fitted on heuristic-player games by
// tests/bench/fit_value_model.cpp (docs/policy.md, "The advisor").
#include "player_knowledge.h"

#include <array>

namespace bsg::solo::advisor {

inline constexpr int kValueFeatures = 25;
using ValueFeatures = std::array<double, kValueFeatures>;

[[nodiscard]] ValueFeatures valueFeatures(const policy::PlayerKnowledge& k);
// The model's weights (value_model.cpp).
[[nodiscard]] const ValueFeatures& valueWeights();
// The estimated chance the humans win, 0..1 (1 or 0 once the game is over).
[[nodiscard]] double winChanceEstimate(const GameState& s);

} // namespace bsg::solo::advisor
