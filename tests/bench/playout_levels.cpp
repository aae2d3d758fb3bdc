// Could fewer full-length playouts give the same precision? (issue #34, point 3.) A two-level
// estimate of a win chance: many short playouts, each stopped `horizon` turns on and scored by
// the value model (X), and fewer full ones that measure what the model misses (Y - X, the same
// game scored both ways). Its mean, E[X] + E[Y - X], is the full playouts' chance exactly (the
// model's bias cancels), and with the model scaled by b, E[bX] + E[Y - bX] (b = Cov(X, Y) /
// Var X, the best scale: Var(Y - bX) = Var Y (1 - r^2), r the correlation of X and Y). Its cost
// for a given margin depends on those variances and on what a short playout costs beside a full
// one. For decision states of heuristic Four Solo games this prints those figures and the
// speed-up over plain full playouts at the best split of the budget:
// (Var Y * full cost) / (sqrt(Var bX * short cost) + sqrt(Var(Y - bX) * full cost))^2.
// Costs are counted in decisions (a decision costs about the same whenever it comes). Not a test.
//
// The states: the games of seeds 9001, 9002, ... played by the heuristic player (Normal, the
// players cli::randomCharacters gives the seed), each at the decisions with a choice a third and
// two thirds of the way through it.
//
// Usage: playout_levels [states = 12] [playouts per state = 1000] [horizon in turns = 4]
#include "engine.h"
#include "heuristic_player.h"
#include "information_set.h"
#include "playout.h"
#include "simulate.h"
#include "value_model.h"

#include <QCoreApplication>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace bsg;

namespace {

std::vector<GameState> statesOfGame(uint64_t seed) {
    auto game = newGame(cli::fourSoloSetup(seed), nullptr);
    std::vector<GameState> played; // the decisions with a choice, in order
    for (int i = 0; game && i < 50000 && !game->gameOver() && game->hasDecision; ++i) {
        game->log.clear();
        if (game->decision.options.size() >= 2)
            played.push_back(*game);
        if (apply(*game, solo::policy::chooseHeuristic(*game)))
            break;
    }
    std::vector<GameState> out;
    if (played.size() >= 3) {
        out.push_back(played[played.size() / 3]);
        out.push_back(played[2 * played.size() / 3]);
    }
    return out;
}

struct Moments {
    double n = 0, sum = 0, sumSq = 0;
    void add(double v) { n += 1, sum += v, sumSq += v * v; }
    [[nodiscard]] double mean() const { return sum / n; }
    [[nodiscard]] double variance() const { return n > 1 ? (sumSq - sum * sum / n) / (n - 1) : 0; }
};

// The speed-up of the two levels over plain full playouts (above), for level variances v0, v1.
double speedUpOf(double varY, double v0, double v1, double shortCost) {
    const double split = std::sqrt(v0 * shortCost) + std::sqrt(v1);
    return split > 0 ? varY / (split * split) : 1;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int wanted = argc > 1 ? std::atoi(argv[1]) : 12;
    const int playouts = argc > 2 ? std::atoi(argv[2]) : 1000;
    const int horizon = argc > 3 ? std::atoi(argv[3]) : 4;
    if (wanted < 1 || playouts < 2 || horizon < 1) {
        std::fprintf(stderr, "usage: playout_levels [states >= 1] [playouts >= 2] [horizon >= 1]\n");
        return 2;
    }
    std::printf("%d playouts a state, the short ones stopped %d turns on\n", playouts, horizon);
    std::printf("state  seed turn   P(win)  E[X]   Var Y  Var X  Var(Y-X)     r  short/full cost  speed-up  scaled\n");
    double sumLogSpeedUp = 0, sumLogScaled = 0;
    int states = 0;
    for (uint64_t seed = 9001; states < wanted; ++seed)
        for (const GameState& s : statesOfGame(seed)) {
            if (states >= wanted)
                break;
            const solo::advisor::InformationSet set(s);
            const Option option = solo::policy::chooseHeuristic(s);
            Moments y, x, diff;
            double sumXY = 0;
            double shortDecisions = 0, fullDecisions = 0;
            for (int w = 0; w < playouts; ++w) {
                Rng rng(solo::advisor::playoutSeed(uint64_t(s.step) + 1, w));
                GameState t = set.sample(rng);
                if (apply(t, option))
                    break;
                const int startStep = t.step;
                solo::advisor::playByHeuristic(t, s.turn + horizon);
                const double atHorizon = solo::advisor::winChanceEstimate(t);
                shortDecisions += t.step - startStep;
                solo::advisor::playByHeuristic(t, -1);
                const double end = solo::advisor::winChanceEstimate(t);
                fullDecisions += t.step - startStep;
                y.add(end), x.add(atHorizon), diff.add(end - atHorizon);
                sumXY += end * atHorizon;
            }
            if (y.n < 2)
                continue;
            ++states;
            const double cost = fullDecisions > 0 ? shortDecisions / fullDecisions : 1;
            const double covariance = (sumXY - x.sum * y.sum / y.n) / (y.n - 1);
            const double r = x.variance() > 0 && y.variance() > 0
                                 ? covariance / std::sqrt(x.variance() * y.variance())
                                 : 0;
            const double b = x.variance() > 0 ? covariance / x.variance() : 0;
            const double speedUp = speedUpOf(y.variance(), x.variance(), diff.variance(), cost);
            const double scaled = speedUpOf(y.variance(), b * b * x.variance(), y.variance() * (1 - r * r), cost);
            sumLogSpeedUp += std::log(speedUp), sumLogScaled += std::log(scaled);
            std::printf("%5d %5llu %4d %7.3f %6.3f %7.4f %6.4f %8.4f %5.2f %15.3f %9.2f %7.2f\n", states,
                        (unsigned long long)seed, s.turn, y.mean(), x.mean(), y.variance(), x.variance(),
                        diff.variance(), r, cost, speedUp, scaled);
            std::fflush(stdout);
        }
    std::printf("\nspeed-up at the best split, geometric mean over %d states: %.2f with the model as it is, %.2f "
                "scaled\n",
                states, std::exp(sumLogSpeedUp / states), std::exp(sumLogScaled / states));
    return 0;
}
