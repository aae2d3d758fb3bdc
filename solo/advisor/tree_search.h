#pragma once
// Information-set Monte Carlo tree search (single observer: Cowling, Powley and Whitehouse,
// 2012), tried against the advisor's flat playouts at the same budget (issue #34;
// bench_advisor_strength's "tree" player, docs/policy.md "Tree search"). Each iteration deals one
// game of the player's information set (information_set.h), goes down a tree of the player's
// choices - a node is a sequence of options taken, shared by every dealt game where they were
// legal - choosing at each node by the options' results so far plus an exploration bonus that
// leans towards the heuristic player's option (its prior), adds one node, then plays the rest of
// the game by the heuristic player. The option recommended is the root's most visited.
//
// Like advise, it sees only what the player knows: a game is dealt from the information set, and
// the heuristic player reads only what its player knows. It plays on one thread (so the thread
// count cannot change it); the same seed gives the same result.
#include "advisor.h"
#include "information_set.h"
#include "playout.h"

#include <functional>
#include <optional>
#include <vector>

namespace bsg::solo::advisor {

struct TreeOptions {
    // The weight of the exploration bonus (results are 0..1).
    double exploration = 1.0;
    // The prior share of the heuristic player's option; the rest is split evenly over all options.
    double heuristicPrior = 0.5;
};

struct TreeAdvice {
    int best = -1;      // the root's most visited option (its index); the higher mean breaks a tie
    int heuristic = -1; // the heuristic player's option
    std::vector<int> visits;         // per option of the decision
    std::vector<double> winChance;   // the mean result of the iterations through it (0 when none)
    int iterations = 0;
    int nodes = 0; // the tree's size at the end
    bool stopped = false;
};

// `options.playouts` iterations (each one playout to the end, or to the horizon and the value
// model); options.threads is not used. The errors of advise (advisor.h).
[[nodiscard]] std::optional<TreeAdvice> searchTree(const GameState& s, const AdvisorOptions& options,
                                                   const TreeOptions& tree, Error* error);

// One tree grown over the worlds first, first + stride, ... (`count` of them; world w is the
// game dealt by playoutSeed(o.seed, w)): the result of each iteration, by the decision's option
// it took at the root, in world order. `keepGoing` is asked after every iteration; false stops
// the tree. searchTree grows one such tree; advise's tree search several, one per thread
// (advisor.cpp).
struct GrownTree {
    std::vector<std::vector<PlayoutResult>> results; // per option of the decision
    int iterations = 0;
    int nodes = 0;
};
[[nodiscard]] GrownTree growTree(const InformationSet& set, const AdvisorOptions& o, const TreeOptions& tree,
                                 int first, int stride, int count, const std::function<bool()>& keepGoing);

} // namespace bsg::solo::advisor
