// A die roll as a frame, so that abilities can act before and after it: Strategic
// Planning (+2, before the roll, any holder), Helo's ECO Officer (reroll, once in each of
// his own turns; modifiers carry over, C20) and Evasive Maneuvers (reroll an attack on a
// viper; -2 when the viper is piloted). a = purpose, b = modifier (Strategic Planning adds
// to it); for attacks on a viper c = 1 + pilot's seat (0 unmanned) and d = 1 (rules.h).
#include "calculations.h"
#include "rule_table.h"
#include "rules_core.h"

namespace bsg {

namespace {

// Stages: 0 start; 5 the answer of an ability that may take the roll over (PassiveRule::
// beforeRoll); 10 + k offer Strategic Planning to the k-th seat from the current
// player (70 + k: its answer); 30 roll; 40 ECO Officer (41: its answer); 50 + k offer
// Evasive Maneuvers (90 + k: its answer).
constexpr int8_t kBeforeRollAnswer = 5, kPlanning = 10, kRoll = 30, kEco = 40, kEcoAnswer = 41, kEvasive = 50, kPlanningAnswer = 70,
                 kEvasiveAnswer = 90;

Seat seatAt(const GameState& s, int k) { return s.seatFrom(s.current, k); }

bool ecoOfficerReady(const GameState& s) {
    return isCharacter(s, s.current, chars().helo) && !(s.turnFlags & kTurnEcoOfficer) &&
           !s.players[size_t(s.current)].stranded;
}

void reroll(Ctx& c, int modifier) {
    GameState& s = c.s;
    s.lastRoll = int8_t(rollDie(s, c.f.a, c.f.b + modifier, true) + c.f.b + modifier);
}

} // namespace

Flow runRoll(Ctx& c) {
    GameState& s = c.s;
    const int n = s.playerCount();
    if (c.f.stage >= pegasus::kCalculationsStages) // Calculations' window (Pegasus)
        return pegasus::calculationsWindow(c);
    if (c.f.stage == 0 || c.f.stage == kBeforeRollAnswer) {
        // The current player's ability that takes the roll over (Pegasus: Kat's Hotshot).
        Flow flow;
        if (const auto before = passiveOf(s, s.current).beforeRoll; before && before(c, flow))
            return flow;
        c.f.stage = kPlanning;
    }
    if (c.f.stage >= kPlanningAnswer && c.f.stage < kPlanningAnswer + n) {
        const Option o = takeAnswer(s);
        const int k = c.f.stage - kPlanningAnswer;
        if (o.verb == Verb::Play) {
            playFromHand(s, seatAt(s, k), SkillCard(o.a));
            c.f.b = int16_t(c.f.b + 2);
            logEvent(s, EventKind::CardRule, seatAt(s, k), int(CardNote::StrategicPlanning), 2);
            c.f.stage = kRoll; // once per roll
        } else {
            c.f.stage = int8_t(kPlanning + k + 1);
        }
    }
    while (c.f.stage >= kPlanning && c.f.stage < kPlanning + n) {
        const int k = c.f.stage - kPlanning;
        const Seat seat = seatAt(s, k);
        if (!isRevealed(s, seat) && holds(s, seat, SkillName::StrategicPlanning)) {
            OptionList options;
            addPlayOptions(s, seat, SkillName::StrategicPlanning, options);
            options.push_back(opt(Verb::Decline));
            c.f.stage = int8_t(kPlanningAnswer + k);
            return askChoice(c, seat, CorePrompt::StrategicPlanning, std::move(options), c.f.a);
        }
        ++c.f.stage;
    }
    if (c.f.stage >= kPlanning && c.f.stage <= kRoll) {
        s.lastRoll = int8_t(rollDie(s, c.f.a, c.f.b) + c.f.b);
        c.f.stage = kEco;
    }
    if (c.f.stage == kEcoAnswer) {
        if (takeAnswer(s).verb == Verb::Use) {
            s.turnFlags |= kTurnEcoOfficer;
            logEvent(s, EventKind::AbilityUsed, s.current, int(AbilityNote::EcoOfficer));
            reroll(c, 0);
        }
        c.f.stage = kEvasive;
    }
    if (c.f.stage == kEco) {
        c.f.stage = kEvasive;
        if (ecoOfficerReady(s)) {
            c.f.stage = kEcoAnswer;
            const int ability = abilityIndex(chars().helo, "eco_officer");
            return askChoice(c, s.current, CorePrompt::EcoOfficer,
                             {opt(Verb::Use, kUseAbility, ability), opt(Verb::Decline)}, s.lastRoll);
        }
    }
    if (c.f.stage >= kEvasiveAnswer && c.f.stage < kEvasiveAnswer + n) {
        const Option o = takeAnswer(s);
        const int k = c.f.stage - kEvasiveAnswer;
        if (o.verb == Verb::Play) {
            playFromHand(s, seatAt(s, k), SkillCard(o.a));
            logEvent(s, EventKind::CardRule, seatAt(s, k), int(CardNote::EvasiveManeuvers), c.f.c > 0 ? -2 : 0);
            reroll(c, c.f.c > 0 ? -2 : 0); // a piloted viper
            c.f.stage = kEco; // a new result: the windows open again
            if (ecoOfficerReady(s))
                return Flow::Continue;
            c.f.stage = kEvasive;
        } else {
            c.f.stage = int8_t(kEvasive + k + 1);
        }
    }
    const bool againstViper = c.f.a == int(RollPurpose::RaiderAttack) && (c.f.c > 0 || c.f.d == 1);
    while (againstViper && c.f.stage >= kEvasive && c.f.stage < kEvasive + n) {
        const int k = c.f.stage - kEvasive;
        const Seat seat = seatAt(s, k);
        if (!isRevealed(s, seat) && holds(s, seat, SkillName::EvasiveManeuvers)) {
            OptionList options;
            addPlayOptions(s, seat, SkillName::EvasiveManeuvers, options);
            options.push_back(opt(Verb::Decline));
            c.f.stage = int8_t(kEvasiveAnswer + k);
            return askChoice(c, seat, CorePrompt::EvasiveManeuvers, std::move(options), s.lastRoll);
        }
        ++c.f.stage;
    }
    if (hasBox(s, Box::Pegasus)) // Calculations, after every other window (its stages follow)
        return pegasus::calculationsWindow(c);
    return Flow::Done;
}

} // namespace bsg
