// Seeded random games to the end; after every step: card conservation, track bounds and a
// non-empty option list; at the end, replaying the record gives an equal state.
#include "game.h"
#include "simulate.h"
#include "test_support.h"

#include <QtTest>

#include <random>

using namespace bsg;

class TestRandomSim : public QObject {
    Q_OBJECT

    static std::string boundsProblem(const GameState& s) {
        for (int r = 0; r < kResourceCount; ++r)
            if (s.resources[size_t(r)] > db().board.resourceMax)
                return "a resource is above the maximum";
        if (s.jumpTrack < 0 || s.jumpTrack >= int(db().board.jumpTrack.size()))
            return "the jump track is out of range";
        if (s.distance < 0)
            return "negative distance";
        const bool boarded = s.gameOver() && s.over.reason == EndReason::Centurions; // one reached the end
        for (int8_t c : s.centurions)
            if (c < 0 || c > db().board.boardingSpaces || (c == db().board.boardingSpaces && !boarded))
                return "a centurion is off the track";
        if (s.vipersReserve < 0 || s.raptorsReserve < 0 || s.nukes < 0)
            return "negative reserves";
        return {};
    }

    void playGames(bool solo, int games, uint64_t firstSeed) {
        int finished = 0;
        for (int g = 0; g < games; ++g) {
            const uint64_t seed = firstSeed + uint64_t(g);
            Setup setup;
            setup.characters = cli::randomCharacters(seed, solo, 3 + int(seed % 4));
            setup.seed = seed;
            setup.variant = solo ? bsg::VariantId::FourSolo : bsg::VariantId::None;
            Error error;
            auto game = Game::start(setup, &error);
            QVERIFY2(game, error.message.c_str());
            std::mt19937 pick{uint32_t(seed)};
            const std::string problem = test::playRandomly(
                *game, [&](size_t count) { return pick() % count; }, 50000,
                [](Game& g, const std::string& id) { return g.choose(id); },
                [](Game& g, int) {
                    if (std::string conservation = test::conservationProblem(g.state()); !conservation.empty())
                        return conservation;
                    return boundsProblem(g.state());
                });
            QVERIFY2(problem.empty(), problem.c_str());
            QVERIFY(game->state().gameOver());
            QVERIFY(test::conservationProblem(game->state()).empty());
            finished += game->state().gameOver();
            // Replay from the record.
            auto replayed = Game::fromSave(game->toSave(), &error);
            QVERIFY2(replayed, error.message.c_str());
            QCOMPARE(stateHash(replayed->state()), stateHash(game->state()));
            QVERIFY(replayed->state() == game->state());
        }
        QCOMPARE(finished, games);
    }

private Q_SLOTS:
    void standardGames() { playGames(false, 200, 1000); }
    void soloModeGames() { playGames(true, 50, 5000); }
};

QTEST_APPLESS_MAIN(TestRandomSim)
#include "tst_random_sim.moc"
