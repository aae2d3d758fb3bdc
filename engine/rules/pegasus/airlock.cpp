// The Airlock (Pegasus board): choose a character and pass a skill check - politics, tactics and
// Treachery all count for it (its record lists them), difficulty 12, 4 less when the chosen
// character is in the Brig - to execute that character (execution.cpp).
#include "execution.h"

#include "rule_table.h"
#include "rules_core.h"

namespace bsg::pegasus {

namespace {

constexpr int kBrigEasier = 4;

// The LocationAction frame: a = seat, b = location, c = target seat.
enum Stage : int8_t { Start, Target, Result };

// Any character on the board, the chooser and revealed Cylons included; not a stranded Helo,
// whom nothing reaches before he arrives.
OptionList airlockTargets(const GameState& s) {
    OptionList options;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (!s.players[size_t(seat)].stranded)
            options.push_back(opt(Verb::Target, s.players[size_t(seat)].character));
    return options;
}

bool airlockAvailable(const GameState& s, Seat seat) {
    return characterMayActivate(s, seat) && !airlockTargets(s).empty();
}

Flow airlock(Ctx& c) {
    GameState& s = c.s;
    switch (c.f.stage) {
    case Start:
        c.f.stage = Target;
        return ask(c, Seat(c.f.a), ExecutionDecision::AirlockTarget, airlockTargets(s));
    case Target: {
        const Seat target = s.seatOf(CharId(takeAnswer(s).a));
        if (target == kNoSeat)
            return Flow::Done;
        const LocationDef& def = db().locations[size_t(c.f.b)];
        const bool inBrig = s.players[size_t(target)].location == locs().brig;
        c.f.c = target;
        c.f.stage = Result;
        c.push(FrameKind::SkillCheck, std::max(0, def.checkDifficulty - (inBrig ? kBrigEasier : 0)), def.checkSkills,
               int(CheckSource::Location), c.f.b);
        return Flow::Continue;
    }
    default:
        if (s.check.result == CheckResult::Pass)
            startExecution(c, Seat(c.f.c), ExecutionCause::Airlock);
        c.push(FrameKind::CheckEnd); // Command Authority, then the check's cards are discarded
        return Flow::Done;
    }
}

} // namespace

void registerAirlockRule() { registerLocationRule("airlock", {airlockAvailable, airlock}); }

} // namespace bsg::pegasus
