// How long are the advisor's playouts from a saved position? Loads a save (for example one that
// bench_advisor_strength wrote for a slow decision), deals the hidden cards again `playouts`
// times as the advisor does, plays each game on by the heuristic player (the pending decision
// by it too), and prints how many decisions and turns each took and how it ended. A playout
// that reaches the advisor's limit of decisions has its last decisions printed: where a game
// goes round in a circle. Not a test.
//
// Usage: playout_lengths SAVE [playouts = 20] [seed = 1] [SAVE AGAIN TO]
#include "engine.h"
#include "game.h"
#include "heuristic_player.h"
#include "information_set.h"
#include "playout.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>
#include <deque>
#include <optional>
#include <string>

using namespace bsg;

namespace {

constexpr int kLimit = 20000; // the advisor's playouts stop here (playout.cpp)
constexpr size_t kShownAtLimit = 40;

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: playout_lengths SAVE [playouts] [seed]\n");
        return 2;
    }
    const int playouts = argc > 2 ? std::atoi(argv[2]) : 20;
    const uint64_t seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1;
    Error error;
    const auto game = Game::loadFile(argv[1], &error);
    if (!game) {
        std::fprintf(stderr, "%s: %s\n", argv[1], error.message.c_str());
        return 1;
    }
    if (argc > 4) { // the position saved again, replayed with its log (a save to keep as test data)
        if (const auto e = game->saveFile(argv[4])) {
            std::fprintf(stderr, "%s: %s\n", argv[4], e->message.c_str());
            return 1;
        }
    }
    const GameState& at = game->state();
    std::printf("position: turn %d, decision %s with %zu options\n", at.turn,
                decisionKindId(at, at.decision.kind).c_str(), at.decision.options.size());
    const solo::advisor::InformationSet set(at);
    std::optional<QuietLog> quiet(std::in_place); // nobody reads a playout's log
    int atLimit = 0;
    for (int i = 0; i < playouts; ++i) {
        Rng rng(solo::advisor::playoutSeed(seed, i));
        GameState t = set.sample(rng);
        const int startTurn = t.turn;
        std::deque<std::string> last;
        int decisions = 0;
        for (; decisions < kLimit && !t.gameOver() && t.hasDecision; ++decisions) {
            const Option o = solo::policy::chooseHeuristic(t);
            last.push_back("turn " + std::to_string(t.turn) + " " + decisionKindId(t, t.decision.kind) + " (" +
                           std::to_string(t.decision.options.size()) + " options): " + optionId(t, o));
            if (last.size() > kShownAtLimit)
                last.pop_front();
            if (apply(t, o))
                break;
        }
        std::printf("playout %d: %d decisions, turns %d-%d, %s\n", i, decisions, startTurn, t.turn,
                    t.gameOver() ? std::string(kEndReasonIds[size_t(t.over.reason)]).c_str() : "not ended");
        if (!t.gameOver())
            std::printf("    then: distance %d, jump track %d, fuel %d, food %d, morale %d, population %d, crisis deck "
                        "%zu, crisis discard %zu\n",
                        t.distance, t.jumpTrack, t.resources[0], t.resources[1], t.resources[2], t.resources[3],
                        t.crisisDeck.size(), t.crisisDiscard.size());
        if (decisions >= kLimit && atLimit++ == 0) {
            for (const std::string& line : last)
                std::printf("    %s\n", line.c_str());
            // One more turn with the log kept: what the game does in a turn that ends nothing.
            std::printf("  the next turn's log:\n");
            t.log.clear();
            const int turn = t.turn;
            quiet.reset();
            for (int k = 0; k < 500 && !t.gameOver() && t.hasDecision && t.turn <= turn; ++k)
                if (apply(t, solo::policy::chooseHeuristic(t)))
                    break;
            quiet.emplace();
            for (const LogEvent& e : t.log)
                std::printf("    %s\n", eventText(t, e).c_str());
        }
    }
    std::printf("%d of %d playouts reached %d decisions\n", atLimit, playouts, kLimit);
    return 0;
}
