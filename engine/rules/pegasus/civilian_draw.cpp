// "Draw a civilian ship and destroy it" (Pegasus, "Civilian Ships"): a random token from those
// not on the board is destroyed; when every one left is on the board, the current player
// chooses one there.
#include "execution.h"

#include "combat.h"

namespace bsg::pegasus {

namespace {

OptionList civiliansOnBoard(const GameState& s) {
    OptionList options;
    for (int a = 0; a < kAreaCount; ++a)
        for (size_t i = 0; i < s.space[size_t(a)].civilians.size(); ++i)
            options.push_back(opt(Verb::Ship, int(ShipKind::Civilian), a, int(i)));
    return options;
}

} // namespace

// a = ships still to destroy. Stage 1 reads the current player's pick on the board.
Flow runCivilianDraw(Ctx& c) {
    GameState& s = c.s;
    if (c.f.stage == 1) {
        const Option o = takeAnswer(s);
        const auto& civilians = s.space[size_t(o.b)].civilians;
        if (o.c >= 0 && size_t(o.c) < civilians.size()) {
            logEvent(s, ExecutionEvent::CivilianDrawn, s.current, civilians[size_t(o.c)], 0, o.b);
            destroyCivilian(s, Area(o.b), size_t(o.c));
        }
        --c.f.a;
        c.f.stage = 0;
    }
    while (c.f.a > 0 && !s.gameOver()) {
        if (s.civilianPile.empty()) {
            OptionList options = civiliansOnBoard(s);
            if (options.empty())
                return Flow::Done; // no civilian ship is left anywhere
            c.f.stage = 1;
            return ask(c, s.current, ExecutionDecision::CivilianToDestroy, std::move(options));
        }
        // The unused tokens are kept shuffled, face down: the top one is a random one.
        const uint8_t token = s.civilianPile.front();
        s.civilianPile.erase(s.civilianPile.begin());
        logEvent(s, ExecutionEvent::CivilianDrawn, kNoSeat, token, 1, -1);
        destroyCivilianToken(s, token, -1);
        --c.f.a;
    }
    return Flow::Done;
}

} // namespace bsg::pegasus
