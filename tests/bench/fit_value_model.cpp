// Fits the advisor's value model (solo/advisor/value_model.cpp): plays Four Solo games with the
// heuristic player, records the model's features at the start of every turn with the game's
// result, fits a logistic regression (Newton's method, a little L2) on four fifths of the
// games, reports its calibration on the other fifth, and prints the weights to paste into
// value_model.cpp. Not a test. Usage: fit_value_model [games = 4000] [first seed = 500000]
#include "heuristic_player.h"
#include "simulate.h"
#include "value_model.h"

#include <QCoreApplication>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace bsg;
using namespace bsg::solo;

namespace {

struct Sample {
    advisor::ValueFeatures x;
    double y = 0;
};

// The games of seeds first..first+n-1, a sample at the first decision of each turn.
std::vector<std::vector<Sample>> play(uint64_t first, int n) {
    std::vector<std::vector<Sample>> games;
    for (int g = 0; g < n; ++g) {
        const uint64_t seed = first + uint64_t(g);
        auto s = newGame(cli::fourSoloSetup(seed), nullptr);
        std::vector<Sample> samples;
        int turn = -1;
        for (int i = 0; i < 50000 && s && !s->gameOver() && s->hasDecision; ++i) {
            if (s->turn != turn && s->turn > 0) {
                turn = s->turn;
                samples.push_back({advisor::valueFeatures(policy::PlayerKnowledge(*s)), 0});
            }
            s->log.clear(); // long games: the log is not needed here
            (void)apply(*s, policy::chooseHeuristic(*s));
        }
        const double won = s && s->over.winner == Side::Human ? 1.0 : 0.0;
        for (Sample& x : samples)
            x.y = won;
        games.push_back(std::move(samples));
    }
    return games;
}

double predict(const advisor::ValueFeatures& w, const advisor::ValueFeatures& x) {
    double z = 0;
    for (int i = 0; i < advisor::kValueFeatures; ++i)
        z += w[size_t(i)] * x[size_t(i)];
    return 1.0 / (1.0 + std::exp(-z));
}

// Solves a x = b (Gaussian elimination with partial pivoting; a is small and well conditioned).
std::vector<double> solve(std::vector<std::vector<double>> a, std::vector<double> b) {
    const size_t n = b.size();
    for (size_t c = 0; c < n; ++c) {
        size_t p = c;
        for (size_t r = c + 1; r < n; ++r)
            if (std::fabs(a[r][c]) > std::fabs(a[p][c]))
                p = r;
        std::swap(a[c], a[p]);
        std::swap(b[c], b[p]);
        for (size_t r = c + 1; r < n; ++r) {
            const double f = a[r][c] / a[c][c];
            for (size_t k = c; k < n; ++k)
                a[r][k] -= f * a[c][k];
            b[r] -= f * b[c];
        }
    }
    std::vector<double> x(n);
    for (size_t i = n; i-- > 0;) {
        double v = b[i];
        for (size_t k = i + 1; k < n; ++k)
            v -= a[i][k] * x[k];
        x[i] = v / a[i][i];
    }
    return x;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int games = argc > 1 ? std::atoi(argv[1]) : 4000;
    const uint64_t first = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 500000;
    const auto all = play(first, games);
    std::vector<Sample> train, test;
    for (size_t g = 0; g < all.size(); ++g)
        for (const Sample& s : all[g])
            (g % 5 == 4 ? test : train).push_back(s);
    constexpr int d = advisor::kValueFeatures;
    advisor::ValueFeatures w{};
    const double lambda = 1e-3 * double(train.size());
    for (int iter = 0; iter < 25; ++iter) {
        std::vector<std::vector<double>> h(d, std::vector<double>(d, 0.0));
        std::vector<double> g(d, 0.0);
        for (const Sample& s : train) {
            const double p = predict(w, s.x);
            const double r = p * (1 - p);
            for (int i = 0; i < d; ++i) {
                g[size_t(i)] += (p - s.y) * s.x[size_t(i)];
                for (int j = 0; j < d; ++j)
                    h[size_t(i)][size_t(j)] += r * s.x[size_t(i)] * s.x[size_t(j)];
            }
        }
        for (int i = 1; i < d; ++i) { // the bias is not shrunk
            g[size_t(i)] += lambda * w[size_t(i)];
            h[size_t(i)][size_t(i)] += lambda;
        }
        const auto step = solve(h, g);
        double change = 0;
        for (int i = 0; i < d; ++i) {
            w[size_t(i)] -= step[size_t(i)];
            change += std::fabs(step[size_t(i)]);
        }
        if (change < 1e-6)
            break;
    }
    // Calibration on the games held out: predicted against observed, by tenths.
    double logLoss = 0, baseRate = 0;
    std::vector<double> predicted(10, 0), observed(10, 0), count(10, 0);
    for (const Sample& s : test)
        baseRate += s.y;
    baseRate /= std::max<size_t>(1, test.size());
    double baseLoss = 0;
    for (const Sample& s : test) {
        const double p = std::clamp(predict(w, s.x), 1e-6, 1 - 1e-6);
        logLoss -= s.y * std::log(p) + (1 - s.y) * std::log(1 - p);
        baseLoss -= s.y * std::log(baseRate) + (1 - s.y) * std::log(1 - baseRate);
        const int bin = std::min(9, int(p * 10));
        predicted[size_t(bin)] += p;
        observed[size_t(bin)] += s.y;
        count[size_t(bin)] += 1;
    }
    std::printf("games %d, samples %zu to fit, %zu held out; log loss %.4f (base rate alone %.4f)\n", games,
                train.size(), test.size(), logLoss / double(test.size()), baseLoss / double(test.size()));
    for (int b = 0; b < 10; ++b)
        if (count[size_t(b)] > 0)
            std::printf("  predicted %.2f  observed %.2f  (%.0f samples)\n", predicted[size_t(b)] / count[size_t(b)],
                        observed[size_t(b)] / count[size_t(b)], count[size_t(b)]);
    std::printf("static const ValueFeatures w{");
    for (int i = 0; i < d; ++i)
        std::printf("%s%.4f", i ? ", " : "", w[size_t(i)]);
    std::printf("};\n");
    return 0;
}
