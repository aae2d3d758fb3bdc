// Information-set Monte Carlo tree search over the player's choices (tree_search.h).
#include "tree_search.h"

#include "heuristic_player.h"
#include "information_set.h"
#include "playout.h"
#include "value_model.h"

#include <cmath>
#include <limits>

namespace bsg::solo::advisor {

namespace {

constexpr int kDecisionLimit = 20000; // a game never lasts this long

// An option taken at a node: the results of the iterations through it, and how often it was
// legal when its node was reached (in other dealt games other options may be legal there).
struct Edge {
    Option option;
    int visits = 0;
    double sum = 0;
    int available = 0;
    int child = -1; // the node after it, once added
};

// What an iteration came to.
struct Outcome {
    double value;
    EndReason reason;
};

struct Node {
    std::vector<Edge> edges;
    double sum = 0;
    int visits = 0;
};

double meanOf(double sum, int visits, double otherwise) { return visits > 0 ? sum / visits : otherwise; }

class Tree {
public:
    explicit Tree(const TreeOptions& o) : m_o(o), m_nodes(1) {}

    // One iteration in a dealt game `t` at the root's decision: down the tree, one node added,
    // the rest played by the heuristic player; the result goes up the path taken. Returns the
    // root's option taken and what the game came to.
    std::pair<Option, Outcome> iterate(GameState t, int stopTurn) {
        std::vector<std::pair<int, size_t>> path; // node, edge
        int at = 0;
        bool added = false;
        for (int i = 0; i < kDecisionLimit && !added && !t.gameOver() && t.hasDecision; ++i) {
            if (stopTurn > 0 && t.turn >= stopTurn)
                break;
            if (!path.empty() && t.decision.options.size() < 2) { // below the root a lone option is no choice
                if (apply(t, t.decision.options.front()))
                    break;
                continue;
            }
            const size_t e = select(at, t);
            path.emplace_back(at, e);
            Edge& edge = m_nodes[size_t(at)].edges[e];
            const Option option = edge.option;
            if (edge.child < 0) {
                edge.child = int(m_nodes.size());
                added = true;
            }
            at = edge.child;
            if (added)
                m_nodes.emplace_back(); // after the last use of `edge`: it may move the nodes
            if (apply(t, option))
                break;
        }
        playByHeuristic(t, stopTurn);
        const double value = winChanceEstimate(t);
        m_nodes.front().visits += 1, m_nodes.front().sum += value;
        for (const auto& [node, e] : path) {
            Edge& edge = m_nodes[size_t(node)].edges[e];
            edge.visits += 1, edge.sum += value;
            m_nodes[size_t(edge.child)].visits += 1, m_nodes[size_t(edge.child)].sum += value;
        }
        const Option taken = path.empty() ? Option{} : m_nodes.front().edges[path.front().second].option;
        return {taken, {value, t.gameOver() ? t.over.reason : EndReason::None}};
    }

    [[nodiscard]] const Node& root() const { return m_nodes.front(); }
    [[nodiscard]] int size() const { return int(m_nodes.size()); }

private:
    // The edge to take at node `at` for the decision of game t: the highest mean result plus a
    // bonus for options tried less often than they were legal, weighted by the prior (an option
    // not tried yet counts the node's mean). Adds the edges of options new to the node.
    size_t select(int at, const GameState& t) {
        const OptionList& legal = t.decision.options;
        const Option heuristic = policy::chooseHeuristic(t);
        Node& node = m_nodes[size_t(at)];
        const double untried = meanOf(node.sum, node.visits, 0.5);
        const double evenShare = (1 - m_o.heuristicPrior) / double(legal.size());
        size_t chosen = 0;
        double chosenScore = -std::numeric_limits<double>::infinity();
        for (const Option& option : legal) {
            const size_t e = edgeOf(node, option);
            Edge& edge = node.edges[e];
            ++edge.available;
            const double prior = evenShare + (option == heuristic ? m_o.heuristicPrior : 0);
            const double score = meanOf(edge.sum, edge.visits, untried) +
                                 m_o.exploration * prior * std::sqrt(double(edge.available)) / (1 + edge.visits);
            if (score > chosenScore)
                chosen = e, chosenScore = score;
        }
        return chosen;
    }

    static size_t edgeOf(Node& node, const Option& option) {
        for (size_t e = 0; e < node.edges.size(); ++e)
            if (node.edges[e].option == option)
                return e;
        node.edges.push_back(Edge{option});
        return node.edges.size() - 1;
    }

    const TreeOptions& m_o;
    std::vector<Node> m_nodes;
};

} // namespace

GrownTree growTree(const InformationSet& set, const AdvisorOptions& o, const TreeOptions& tree, int first,
                   int stride, int count, const std::function<bool()>& keepGoing) {
    const QuietLog quiet; // nobody reads an iteration's log
    const GameState& s = set.base();
    const OptionList& options = s.decision.options;
    const int stopTurn = o.horizon > 0 ? s.turn + o.horizon : -1;
    Tree search(tree);
    GrownTree grown;
    grown.results.resize(options.size());
    for (int i = 0; i < count; ++i) {
        const int world = first + i * stride;
        Rng rng(playoutSeed(o.seed, world));
        const auto [option, outcome] = search.iterate(set.sample(rng), stopTurn);
        for (size_t j = 0; j < options.size(); ++j)
            if (options[j] == option)
                grown.results[j].push_back({world, outcome.value, outcome.reason});
        grown.iterations = i + 1;
        if (!keepGoing())
            break;
    }
    grown.nodes = search.size();
    return grown;
}

std::optional<TreeAdvice> searchTree(const GameState& s, const AdvisorOptions& o, const TreeOptions& tree,
                                     Error* error) {
    if (refusedRequest(s, o, error))
        return std::nullopt;
    const InformationSet set(s);
    TreeAdvice advice;
    int done = 0;
    const GrownTree grown = growTree(set, o, tree, 0, 1, o.playouts, [&] {
        advice.stopped = o.progress && !o.progress(++done, o.playouts);
        return !advice.stopped;
    });
    advice.iterations = grown.iterations;
    advice.nodes = grown.nodes;
    const OptionList& options = s.decision.options;
    const Option heuristic = policy::chooseHeuristic(s);
    for (size_t j = 0; j < options.size(); ++j) {
        double sum = 0;
        for (const PlayoutResult& r : grown.results[j])
            sum += r.value;
        const int visits = int(grown.results[j].size());
        advice.visits.push_back(visits);
        advice.winChance.push_back(meanOf(sum, visits, 0));
        if (options[j] == heuristic)
            advice.heuristic = int(j);
        const bool better = advice.best < 0 || visits > advice.visits[size_t(advice.best)] ||
                            (visits == advice.visits[size_t(advice.best)] &&
                             advice.winChance.back() > advice.winChance[size_t(advice.best)]);
        if (visits > 0 && better)
            advice.best = int(j);
    }
    return advice;
}

} // namespace bsg::solo::advisor
