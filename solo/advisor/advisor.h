#pragma once
// The advisor: for the pending decision of a Four Solo game, (a) the chance that the skill
// check being built passes, worked out exactly from what the player knows (check_odds.h), and
// (b) each option's estimated chance to win, from Monte Carlo playouts of the heuristic player
// over games sampled from the player's information set (information_set.h). Every option is
// played in the same sampled games (common random numbers), and the playouts go by successive
// halving to the options still in contention. The heuristic player's own choice is the default
// recommendation: the halving's leader is recommended instead only when fresh games (played by
// both) tell it apart from the heuristic's option; the recommended option's chance comes from
// those fresh games, so it is not inflated by having been chosen. A playout plays to the
// end of the game by default; with a horizon it stops after `horizon` turns and ends with the
// value model's estimate (value_model.h), whose own error is not in the margin. It never reads a hidden card: the
// samples are dealt from what the player knows, so states that differ only in hidden cards get
// the same advice for the same seed. With Search::Tree, an information-set tree search
// (tree_search.h) takes the halving's place and its choice is recommended; the fresh games still
// give the shown chance. docs/policy.md, "The advisor".
#include "engine.h"

#include <functional>
#include <optional>
#include <vector>

namespace bsg::solo::advisor {

inline constexpr int kMaxPlayouts = 1000000;
inline constexpr int kMaxHorizon = 200;
inline constexpr int kMaxThreads = 64;
// Turns a playout plays before the value model ends it; 0, the default, plays every game to its
// end (the value model's error is several times the playouts' margin: docs/policy.md).
inline constexpr int kDefaultHorizon = 0;

// (a) The skill check being built, when the pending decision is a contribution to it.
struct CheckOdds {
    int difficulty = 0;
    int partialAt = -1;   // -1: the check has no partial result
    double pass = 0;      // the chance it passes with the cards in now (and 3.3's card to come)
    double partial = 0;   // the chance of at least the partial result
    struct IfAdded {
        Option option;    // a contribute option
        double pass = 0, partial = 0;
    };
    std::vector<IfAdded> ifAdded; // the same chances if that card goes in and nothing more
};
[[nodiscard]] std::optional<CheckOdds> checkOdds(const GameState& s);

// How the advice finds the option it recommends. The flat playouts are the default: over 300
// Normal games at 128 playouts a decision the tree search won no more than they did, and it
// costs more time (docs/policy.md, "Would a tree search do better?").
enum class Search : uint8_t {
    // Successive halving over the options, the same sampled games for each; the heuristic
    // player's option is recommended unless fresh games tell the leader apart from it.
    Flat,
    // Information-set tree search (tree_search.h) with three quarters of the playouts: its most
    // visited option is recommended. Fresh games then estimate that option and the heuristic's
    // (or, when they are the same, the search's second) on the same deals.
    Tree,
};

struct AdvisorOptions {
    int playouts = 10000;
    uint64_t seed = 1;
    int horizon = kDefaultHorizon;
    int threads = 2;
    Search search = Search::Flat;
    // Called from the calling thread as the playouts go (done, total); returning false stops them.
    std::function<bool(int done, int total)> progress;
};

struct OptionAdvice {
    Option option;
    // The playouts behind winChance. The chances of the recommended option and of the other of
    // the halving's leader and the heuristic's option come from the last quarter of the
    // playouts, made in fresh games after the halving (the games that chose the leader would make
    // it look better than it is); the other options' from the games of the halving. When those
    // fresh games overturned the search's default choice (the advice departs from the
    // heuristic's option, or the tree search's leader loses to it), they chose the recommended
    // option for doing well in them, so its chance comes from as many confirming games more
    // (an eighth of the budget), in other sampled games.
    int playouts = 0;
    double winChance = 0; // estimated chance the humans win after this option
    double margin = 0;    // half the 95% confidence interval of that estimate
    // Not told apart from the recommended option: the difference between the two over the
    // halving's games both played lies within its 95% interval (the recommended option itself
    // is true).
    bool tiedWithBest = false;
};

// How often a way of ending the game followed the recommended option and the next best one,
// over the sampled games both played (the same deals: common random numbers).
struct OutcomeShare {
    EndReason reason = EndReason::None; // None: not ended (the horizon, or the decision limit)
    double best = 0, other = 0;         // shares of those games, 0..1
    // The difference is more than chance: it lies outside the 95% interval of the paired
    // difference (the same games played after each option).
    bool telling = false;
};

// What the playouts show the recommended option gains over the next best: the ways the games
// ended after each, the one most in the recommended option's favour first (a human win more
// often, a loss less often), those that are more than chance before the others. The next best is
// the other of the halving's leader and the heuristic's option when they differ (compared over
// the fresh games both played), else the second of the halving's last round (over its games).
struct Explanation {
    int against = -1; // the next best option (its index), -1 when there is no other to compare
    int games = 0;    // the sampled games both played
    std::vector<OutcomeShare> outcomes;
};

struct Advice {
    std::vector<OptionAdvice> options; // the decision's options, in its order
    Explanation why;                   // the recommended option against the next best
    // The recommended option: the heuristic player's option (`heuristic`) unless the halving's
    // leader (`leader`) is told apart from it in the fresh games (`departs`). With Search::Tree,
    // the search's most visited option (`leader`) unless the fresh games tell the other option
    // they played above it. -1 when no playout was made.
    int best = -1;
    // The heuristic player's option for this decision (it sees only what the player knows).
    int heuristic = -1;
    // The option with the highest chance among those that played the last round of the
    // successive halving (an option dropped early may show a higher chance from its few
    // playouts); with Search::Tree, the search's most visited option. -1 when no playout was made.
    int leader = -1;
    // The recommendation departs from the heuristic's option on evidence: over the fresh games
    // both played, the leader's mean paired gain over the heuristic's option lies above 0 by
    // more than its 95% interval. False when the leader is the heuristic's option.
    bool departs = false;
    // The flat search's leader was not the heuristic's option but the fresh games did not tell
    // it apart, so the heuristic's option is recommended by default (the panel says so). The tree
    // search recommends another option than its leader only on the fresh games' evidence.
    [[nodiscard]] bool keptHeuristic() const { return search == Search::Flat && best >= 0 && leader != best; }
    std::optional<CheckOdds> check;
    int playouts = 0; // playouts made (fewer than asked when stopped; an eighth more with confirming games)
    int horizon = 0;
    Search search = Search::Flat;
    bool stopped = false;
    double seconds = 0;
};

// Errors (nothing is changed): "not_solo", "game_over", "no_decision", "bad_request" (a
// nonsense argument: playouts 1..kMaxPlayouts, horizon 0..kMaxHorizon, threads 1..kMaxThreads).
[[nodiscard]] std::optional<Advice> advise(const GameState& s, const AdvisorOptions& options, Error* error);

// The chance to win after one option (its index in the decision's options), from
// `options.playouts` playouts of that option alone - a reference for measuring the advice
// (tests/bench/bench_advisor_calibration.cpp). The same errors as advise, and "bad_request" for
// an index out of range.
[[nodiscard]] std::optional<OptionAdvice> estimateOption(const GameState& s, int option, const AdvisorOptions& options,
                                                         Error* error);

} // namespace bsg::solo::advisor
