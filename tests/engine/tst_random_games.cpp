// Whole games: random legal choices (std::mt19937) from setup to the end. Every game must end
// with a winner and a reason, and every card and token must stay in exactly one place.
#include "crises_fixture.h"

#include <QtTest>

#include <random>

using namespace bsg;
using namespace bsg::test;

namespace {

// Legal casts (each pick from the least represented type, or the support character).
const std::vector<std::vector<std::string>> kCasts = {
    {"laura_roslin", "william_adama", "kara_thrace"},
    {"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"},
    {"gaius_baltar", "saul_tigh", "sharon_valerii", "galen_tyrol", "tom_zarek"},
    {"tom_zarek", "karl_agathon", "lee_adama", "laura_roslin", "william_adama", "kara_thrace"},
    {"gaius_baltar", "william_adama", "sharon_valerii", "laura_roslin"},
};

constexpr int kGames = 300;
constexpr int kStepLimit = 20000;

} // namespace

class TestRandomGames : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void randomGamesEndWithAWinnerAndAReason() {
        std::array<int, 8> reasons{};
        int reveals = 0, sleeperDeals = 0, cylonLocationActions = 0;
        for (int g = 0; g < kGames; ++g) {
            std::mt19937 pick(uint32_t(1000 + g));
            GameState s = game(kCasts[size_t(g) % kCasts.size()], uint64_t(g + 1));
            int steps = 0;
            const std::string problem = playRandomly(
                s, [&](size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(pick); }, kStepLimit,
                [](const GameState& t, int) { return conservationProblem(t); }, &steps);
            if (!problem.empty())
                QFAIL(("game " + std::to_string(g) + ", step " + std::to_string(steps) + ": " + problem).c_str());
            if (!s.gameOver())
                QFAIL(("game " + std::to_string(g) + " did not end after " + std::to_string(steps) + " steps").c_str());
            QVERIFY(s.over.winner != Side::None);
            QVERIFY(s.over.reason != EndReason::None);
            ++reasons[size_t(s.over.reason)];
            reveals += countEvents(s, EventKind::Revealed);
            sleeperDeals += s.sleeperDealt;
            for (const LogEvent& e : s.log)
                cylonLocationActions += e.kind == EventKind::ActionChosen && e.a == int(Verb::ActionLocation) &&
                                        isRevealed(s, e.actor);
        }
        std::string summary;
        for (size_t r = 1; r < reasons.size(); ++r)
            summary += std::string(kEndReasonIds[r]) + "=" + std::to_string(reasons[r]) + " ";
        qInfo("%s; reveals %d, sleeper deals %d, Cylon location actions %d", summary.c_str(), reveals, sleeperDeals,
              cylonLocationActions);
        QVERIFY(reveals > 0);
        QVERIFY(sleeperDeals > 0);
    }
};

QTEST_APPLESS_MAIN(TestRandomGames)
#include "tst_random_games.moc"
