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
    // How far the game has gone, and the weakest resource against the distance still to go:
    // early on even a fleet with full dials has many crises ahead.
    f[size_t(i++)] = std::min(k.turn(), 80) / 40.0;
    int weakest = 99;
    for (int r = 0; r < kResourceCount; ++r)
        weakest = std::min(weakest, k.resource(Resource(r)));
    f[size_t(i++)] = std::clamp(weakest, 0, 12) / 10.0 * std::min(k.distance(), board.finalDistance) / double(board.finalDistance);
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
    static const ValueFeatures w{-1.9215, 0.7153, 0.4396, 0.2561, 1.4873, -0.7364, -0.6344, -0.4744, -1.0995,
                                 2.4832,  1.3600, 0.7968, -0.5789, -0.5618, -0.1059, -0.2014, -0.0200, -0.0335,
                                 0.0056,  0.2014, 0.0702, -0.0474, -0.6106, -0.4332, 1.5334};
    return w;
}

} // namespace bsg::solo::advisor
