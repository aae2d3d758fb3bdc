// Calculations (Pegasus, engineering): after any die roll its holder may add 1 to the result or
// take 1 from it, the result staying within 1..8; one a roll. Offered round the table from the
// current player once the roll's own windows (Strategic Planning, ECO Officer, Evasive
// Maneuvers) are over. A Cylon player does not use a colour card's text.
#include "box_kinds.h"
#include "calculations.h"
#include "engine.h"
#include "log_text.h"
#include "rules_core.h"
#include "treachery_kinds.h"

namespace bsg::pegasus {

namespace {

constexpr int8_t kOffer = kCalculationsStages, kAnswer = kCalculationsStages + 10; // + the k-th seat from the current player

Seat seatAt(const GameState& s, int k) { return s.seatFrom(s.current, k); }

void appendCalculationsId(std::string& out, const GameState&, const Option& o) {
    out.append("calculate:").append(db().skillCards[size_t(o.a)].id).append(o.b > 0 ? ":up" : ":down");
}

std::string calculationsLabel(const GameState&, const Option& o) {
    return "Play " + text::skillCard(o.a) + (o.b > 0 ? ": add 1 to the roll" : ": take 1 from the roll");
}

bool calculationsInRange(const GameState& s, const Option& o) {
    return o.a >= 0 && size_t(o.a) < db().skillCards.size() && (o.b == 1 || o.b == -1) && hasBox(s, Box::Pegasus);
}

std::string calculatedText(const GameState& s, const LogEvent& e) {
    return characterName(s, e.actor) + " plays Calculations: the roll becomes " + std::to_string(e.a) + ".";
}

} // namespace

Flow calculationsWindow(Ctx& c) {
    GameState& s = c.s;
    const int n = s.playerCount();
    if (c.f.stage < kOffer)
        c.f.stage = kOffer;
    if (c.f.stage >= kAnswer && c.f.stage < kAnswer + n) {
        const int k = c.f.stage - kAnswer;
        const Seat seat = seatAt(s, k);
        const Option o = takeAnswer(s);
        if (o.verb == TreacheryVerb::Calculate && handIndexOf(s, seat, SkillCard(o.a)) < s.players[size_t(seat)].hand.size()) {
            playFromHand(s, seat, SkillCard(o.a));
            s.lastRoll = int8_t(s.lastRoll + o.b);
            logEvent(s, TreacheryEvent::Calculated, seat, s.lastRoll);
            return Flow::Done; // one a roll
        }
        c.f.stage = int8_t(kOffer + k + 1);
    }
    while (c.f.stage >= kOffer && c.f.stage < kOffer + n) {
        const int k = c.f.stage - kOffer;
        const Seat seat = seatAt(s, k);
        if (!isRevealed(s, seat) && holds(s, seat, SkillName::Calculations)) {
            OptionList plays;
            addPlayOptions(s, seat, SkillName::Calculations, plays);
            OptionList options;
            for (const Option& p : plays) {
                if (s.lastRoll < 8)
                    options.push_back(opt(TreacheryVerb::Calculate, p.a, 1));
                if (s.lastRoll > 1)
                    options.push_back(opt(TreacheryVerb::Calculate, p.a, -1));
            }
            if (!options.empty()) {
                options.push_back(opt(Verb::Decline));
                c.f.stage = int8_t(kAnswer + k);
                return ask(c, seat, TreacheryDecision::Calculations, std::move(options), s.lastRoll);
            }
        }
        ++c.f.stage;
    }
    return Flow::Done;
}

void registerCalculationsRules() {
    registerBoxVerb(TreacheryVerb::Calculate, {calculationsInRange, appendCalculationsId, calculationsLabel});
    registerBoxDecision(TreacheryDecision::Calculations,
                        {"calculations", [](const GameState& s) {
                             return characterName(s, s.decision.actor) + " may play Calculations: the roll is " +
                                    std::to_string(s.decision.context) + ".";
                         }});
    registerBoxEvent(TreacheryEvent::Calculated, calculatedText);
}

} // namespace bsg::pegasus
