#include "engine.h"
#include "rules.h"
#include <cstdio>
int main() {
    using namespace bsg;
    Setup setup;
    setup.characters = {CharId(db().character("laura_roslin")), CharId(db().character("william_adama")), CharId(db().character("kara_thrace"))};
    setup.seed = 1;
    Error err;
    auto g = newGame(setup, &err);
    if (!g) { std::printf("%s\n", err.message.c_str()); return 1; }
    GameState& s = *g;
    int n = 0;
    while (!s.gameOver() && n < 100000) {
        auto& o = s.decision.options;
        apply(s, o[s.rng.below(o.size())]);  // NB: test only
        ++n;
    }
    std::printf("decisions %d over %d reason %d unimpl %d\n", n, int(s.over.winner), int(s.over.reason), s.unimplemented);
    for (size_t i = s.log.size() > 30 ? s.log.size() - 30 : 0; i < s.log.size(); ++i) std::printf("%s\n", eventText(s, s.log[i]).c_str());
}
