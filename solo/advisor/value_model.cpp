// The advisor's estimate of the chance to win from a position (value_model.h).
#include "value_model.h"

#include "evaluation.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace bsg::solo::advisor {

ValueFeatures valueFeatures(const policy::PlayerKnowledge& k) {
    ValueFeatures f{};
    int i = 0;
    f[size_t(i++)] = 1.0;
    for (int r = 0; r < kResourceCount; ++r)
        f[size_t(i++)] = std::min(k.resource(Resource(r)), 15) / 10.0;
    for (int r = 0; r < kResourceCount; ++r)
        f[size_t(i++)] = 1.0 / std::max(0.5, double(k.resource(Resource(r))));
    const BoardDef& board = policy::cardData().board;
    f[size_t(i++)] = std::min(k.distance(), board.finalDistance) / double(board.finalDistance);
    f[size_t(i++)] = k.distance() >= board.finalDistance ? 1.0 : 0.0;
    f[size_t(i++)] = k.jumpTrack() / 5.0;
    f[size_t(i++)] = k.damagedLocations() / 6.0;
    double centurions = 0;
    for (int8_t c : k.centurions())
        centurions += c + 1;
    f[size_t(i++)] = centurions / 4.0;
    f[size_t(i++)] = policy::civilianDanger(k);
    int raiders = 0, heavies = 0, basestars = 0, civilians = 0, vipers = k.vipersInReserve();
    for (int a = 0; a < kAreaCount; ++a) {
        raiders += k.raiders(Area(a));
        heavies += k.heavyRaiders(Area(a));
        basestars += k.basestarsIn(Area(a));
        civilians += k.civilians(Area(a));
        vipers += k.unmannedVipers(Area(a)) + k.pilots(Area(a));
    }
    f[size_t(i++)] = raiders / 10.0;
    f[size_t(i++)] = heavies;
    f[size_t(i++)] = basestars;
    f[size_t(i++)] = civilians / 4.0;
    f[size_t(i++)] = vipers / 8.0;
    int cards = 0;
    for (int seat = 0; seat < k.playerCount(); ++seat)
        if (!k.revealed(Seat(seat)))
            cards += k.handSize(Seat(seat));
    f[size_t(i++)] = cards / 30.0;
    f[size_t(i++)] = k.cylonRevealed() ? 1.0 : 0.0;
    const int jumpsLeft = std::max(0, (board.finalDistance - k.distance() + 1) / 2);
    f[size_t(i++)] = std::max(0.0, 1.5 * jumpsLeft - k.resource(Resource::Fuel)) / 4.0;
    if (i != kValueFeatures)
        qFatal("value model: %d features, %d expected", i, kValueFeatures);
    return f;
}

double winChanceEstimate(const GameState& s) {
    if (s.gameOver())
        return s.over.winner == Side::Human ? 1.0 : 0.0;
    const ValueFeatures f = valueFeatures(policy::PlayerKnowledge(s));
    const ValueFeatures& w = valueWeights();
    double z = 0;
    for (int i = 0; i < kValueFeatures; ++i)
        z += w[size_t(i)] * f[size_t(i)];
    return 1.0 / (1.0 + std::exp(-z));
}

const ValueFeatures& valueWeights() {
    // Fitted by tests/bench/fit_value_model.cpp (see its header for the command).
    static const ValueFeatures w{-2.0371, 0.5428, 0.4681, 0.3357, 1.5603, -0.9718, -0.6105, -0.5361, -1.3221, 2.6364, 1.2245, 0.7295,
                                 -0.7211, -0.6714, -0.1097, -0.2245, -0.0245, -0.0121, -0.0515, 0.2796, 0.2031, -0.0803, -0.6690};
    return w;
}

} // namespace bsg::solo::advisor
