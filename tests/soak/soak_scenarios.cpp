// Soak test: random games (standard and Four Solo, a third of them with Pegasus in play) with
// random scenario requests mixed into the choices, checking after every step that every piece is in exactly one place and, now
// and then, that the game saves and reloads to an equal state. Run long under the sanitizers
// by tools/ci_hardening.sh; CTest runs a few games.
//   soak_scenarios [games] [first seed]
#include "box.h"
#include "carddb.h"
#include "game.h"
#include "simulate.h"
#include "solo_game.h"
#include "test_support.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cstdio>
#include <string>

using namespace bsg;

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

// A scenario request with random (sometimes illegal) contents.
QJsonObject randomRequest(const Game& g, Rng& r) {
    const CardDb& d = db();
    const GameState& s = g.state();
    const QString who = qs(d.characters[size_t(s.players[r.below(uint32_t(s.players.size()))].character)].id);
    switch (r.below(6)) {
    case 0:
        return {{"cmd", "set"},
                {"location", QJsonObject{{"character", who}, {"to", qs(d.locations[r.below(uint32_t(d.locations.size()))].id)}}}};
    case 1: {
        QJsonArray dice;
        for (uint32_t i = 0, n = 1 + r.below(3); i < n; ++i)
            dice.append(int(1 + r.below(9))); // 9 is refused
        return {{"cmd", "dice"}, {"next", dice}};
    }
    case 2:
        return {{"cmd", "give"}, {"character", who},
                {"cards", QJsonArray{qs(d.skillCards[r.below(uint32_t(d.skillCards.size()))].id)}}};
    case 3:
        return {{"cmd", "stack"}, {"deck", "crisis"}, {"top", QJsonArray{qs(d.crises[r.below(uint32_t(d.crises.size()))].id)}}};
    case 4:
        return {{"cmd", "set"}, {"resources", QJsonObject{{qs(std::string(kResourceIds[r.below(kResourceCount)])), int(2 + r.below(12))}}}}; // 0 would end most games at once
    default:
        return r.below(2) ? QJsonObject{{"cmd", "set"}, {"jump_track", int(r.below(5))}} // 4 is refused
                          : QJsonObject{{"cmd", "set"}, {"distance", int(r.below(8))}};
    }
}

bool fail(uint64_t seed, int step, const std::string& what) {
    std::fprintf(stderr, "soak: game with seed %llu, step %d: %s\n", (unsigned long long)seed, step, what.c_str());
    return false;
}

bool roundTrip(const Game& g, uint64_t seed, int step) {
    Error e;
    const auto loaded = Game::fromSave(g.toSave(), &e);
    if (!loaded)
        return fail(seed, step, "its save does not load: " + e.message);
    if (!(loaded->state() == g.state()))
        return fail(seed, step, "its save reloads to a different state");
    return true;
}

int64_t totalSteps = 0, totalRequests = 0, acceptedRequests = 0;

bool soakGame(uint64_t seed) {
    Rng r(seed);
    const bool solo = r.below(2) == 0;
    Setup setup;
    setup.boxes = seed % 3 == 0 ? BoxSet(kBaseGameBoxes | boxBit(Box::Pegasus)) : kBaseGameBoxes;
    setup.characters = cli::randomCharacters(seed, solo, solo ? 4 : 3 + int(r.below(4)), setup.boxes);
    setup.seed = seed;
    setup.variant = solo ? bsg::VariantId::FourSolo : bsg::VariantId::None;
    Error e;
    auto g = Game::start(setup, &e);
    if (!g)
        return fail(seed, 0, "no game: " + e.message);
    // After a choice, one time in eight a random scenario request (refused ones must change nothing).
    bool roundTripFailed = false;
    const std::string problem = test::playRandomly(
        *g, [&](size_t count) { return r.below(uint32_t(count)); }, 3000,
        [&](Game& game, const std::string& id) -> std::optional<Error> {
            ++totalSteps;
            auto err = solo ? solo::soloChoose(game, id) : game.choose(id);
            if (err && err->code == "illegal_option") // the solo layer may refuse some engine options
                return std::nullopt;
            return err;
        },
        [&](Game& game, int step) -> std::string {
            if (r.below(8) == 0) {
                ++totalRequests;
                const GameState before = game.state();
                if (!game.scenario(randomRequest(game, r)))
                    ++acceptedRequests;
                else if (!(game.state() == before))
                    return "a refused scenario request changed the game";
            }
            if (std::string conservation = test::conservationProblem(game.state()); !conservation.empty())
                return conservation;
            if (step % 250 == 249 && !roundTrip(game, seed, step)) {
                roundTripFailed = true;
                return "round trip";
            }
            return {};
        });
    if (roundTripFailed)
        return false;
    if (!problem.empty())
        return fail(seed, -1, problem);
    return roundTrip(*g, seed, -1);
}

} // namespace

int main(int argc, char** argv) {
    registerBox(Box::Pegasus);
    const int games = argc > 1 ? std::atoi(argv[1]) : 10;
    const uint64_t first = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    int failed = 0;
    for (int i = 0; i < games; ++i)
        failed += soakGame(first + uint64_t(i)) ? 0 : 1;
    std::printf("soak: %d games, %lld steps, %lld scenario requests (%lld accepted), %d failed\n", games,
                (long long)totalSteps, (long long)totalRequests, (long long)acceptedRequests, failed);
    return failed == 0 ? 0 : 1;
}
