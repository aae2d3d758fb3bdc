// Pegasus's movement abilities (docs/pegasus.md, "Treachery"): a card played in the Movement
// step of the player's own turn instead of moving (not in a move another player's card gives
// him), also from the Brig:
//   * Critical Situation: one action (one Critical Situation or Executive Order a turn);
//   * Preventative Policy: the next loss of a named resource this turn is 1 smaller;
//   * Full Throttle (piloting a viper): the viper may fly to any area, then attacks once;
//   * God's Plan (a Cylon player's only): the card takes the top destiny card's place, which
//     goes to its player's hand.
#include "box_kinds.h"
#include "combat.h"
#include "engine.h"
#include "movement_abilities.h"
#include "rules_core.h"
#include "treachery_kinds.h"

namespace bsg::pegasus {

namespace {

bool movementCardUsable(const GameState& s, Seat seat, SkillCard card) {
    const SkillCardDef& def = db().skillCards[card];
    if (def.timing != SkillTiming::Movement)
        return false;
    const Player& p = s.players[size_t(seat)];
    if (def.type == SkillType::Treachery) // a Cylon player's text only
        return p.revealed && (def.named != SkillName::GodsPlan || !s.destiny.empty());
    if (p.revealed) // a colour card's text is the humans'
        return false;
    switch (def.named) {
    case SkillName::CriticalSituation: return !(s.turnFlags & kTurnExecutiveOrder);
    case SkillName::FullThrottle: return p.viperArea >= 0;
    case SkillName::PreventativePolicy: return true;
    default: return false;
    }
}

// --- Preventative Policy: a = seat naming the resource

Flow preventativePolicy(Ctx& c) {
    GameState& s = c.s;
    if (c.f.stage == 0) {
        OptionList options;
        for (int r = 0; r < kResourceCount; ++r)
            options.push_back(opt(TreacheryVerb::Resource, r));
        c.f.stage = 1;
        return ask(c, Seat(c.f.a), TreacheryDecision::PreventativePolicy, std::move(options));
    }
    const int r = takeAnswer(s).a;
    if (r < 0 || r >= kResourceCount)
        return Flow::Done;
    auto& x = s.pegasus;
    if (x.preventTurn != s.turn) { // a new turn: last turn's names are gone
        x.prevented = {};
        x.preventTurn = s.turn;
    }
    ++x.prevented[size_t(r)];
    logEvent(s, TreacheryEvent::LossPrevented, Seat(c.f.a), r, 0);
    return Flow::Done;
}

// --- Full Throttle: a = the pilot's seat

Flow fullThrottle(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    auto& p = s.players[size_t(seat)];
    if (p.viperArea < 0)
        return Flow::Done;
    if (c.f.stage == 0) {
        OptionList options{opt(Verb::Done)}; // stay in this area
        for (int a = 0; a < kAreaCount; ++a)
            if (a != p.viperArea)
                options.push_back(opt(Verb::MoveArea, a));
        c.f.stage = 1;
        return ask(c, seat, TreacheryDecision::FullThrottle, std::move(options));
    }
    if (const Option o = takeAnswer(s); o.verb == Verb::MoveArea && o.a >= 0 && o.a < kAreaCount) {
        p.viperArea = int8_t(o.a);
        logEvent(s, EventKind::Moved, seat, -1, o.a, int(MoveCause::Flown));
    }
    c.push(FrameKind::ViperActivations, seat, 1, int(CombatMode::PilotAttacks));
    return Flow::Done;
}

std::string preventativePolicyPrompt(const GameState& s) {
    return characterName(s, s.decision.actor) + " plays Preventative Policy: name the resource whose next loss this turn is 1 smaller.";
}

std::string fullThrottlePrompt(const GameState& s) {
    return characterName(s, s.decision.actor) + " plays Full Throttle: fly the viper to another area, or stay; then it attacks.";
}

std::string movementAbilityText(const GameState& s, const LogEvent& e) {
    return characterName(s, e.actor) + " uses " + db().skillCards[size_t(e.a)].name + " instead of moving.";
}

std::string lossPreventedText(const GameState& s, const LogEvent& e) {
    const std::string resource(kResourceIds[size_t(e.a)]);
    if (e.b == 0)
        return characterName(s, e.actor) + " names " + resource + ": its next loss this turn is 1 smaller.";
    return "Preventative Policy: " + resource + " loses 1 less.";
}

} // namespace

void addMovementAbilities(const GameState& s, Seat seat, OptionList& options) {
    if (seat != s.current) // the player's own Movement step only
        return;
    int previous = -1;
    for (const SkillCard card : s.players[size_t(seat)].hand) {
        if (int(card) != previous && movementCardUsable(s, seat, card))
            options.push_back(opt(Verb::Play, card));
        previous = card;
    }
}

void useMovementAbility(Ctx& c, Seat seat, SkillCard card) {
    GameState& s = c.s;
    if (handIndexOf(s, seat, card) >= s.players[size_t(seat)].hand.size() || !movementCardUsable(s, seat, card))
        return; // the answer is older than the state
    logEvent(s, TreacheryEvent::MovementAbility, seat, card);
    switch (db().skillCards[card].named) {
    case SkillName::GodsPlan: { // the card takes the top destiny card's place
        auto& p = s.players[size_t(seat)];
        const SkillCard top = s.destiny.front();
        removeFromHand(s, seat, handIndexOf(s, seat, card));
        s.destiny.front() = card;
        p.hand.push_back(top);
        logEvent(s, revealedTo(seatBit(seat)), EventKind::DrewSkill, seat, top);
        cardsJoinedHand(s, seat, std::span<const SkillCard>(&top, 1), false);
        return;
    }
    case SkillName::CriticalSituation:
        playFromHand(s, seat, card);
        s.turnFlags |= kTurnExecutiveOrder; // one Critical Situation or Executive Order a turn
        c.push(FrameKind::Action, seat, 1);
        return;
    case SkillName::PreventativePolicy:
        playFromHand(s, seat, card);
        c.push(TreacheryFrame::PreventativePolicy, seat);
        return;
    case SkillName::FullThrottle:
        playFromHand(s, seat, card);
        c.push(TreacheryFrame::FullThrottle, seat);
        return;
    default: return;
    }
}

int softenedLoss(GameState& s, Resource r, int delta) {
    auto& x = s.pegasus;
    if (x.preventTurn != s.turn || x.prevented[size_t(r)] <= 0)
        return delta;
    --x.prevented[size_t(r)];
    logEvent(s, TreacheryEvent::LossPrevented, kNoSeat, int(r), 1);
    return delta + 1;
}

void registerMovementAbilityRules() {
    registerBoxFrame(TreacheryFrame::PreventativePolicy, preventativePolicy);
    registerBoxFrame(TreacheryFrame::FullThrottle, fullThrottle);
    registerBoxDecision(TreacheryDecision::PreventativePolicy, {"preventative_policy", preventativePolicyPrompt});
    registerBoxDecision(TreacheryDecision::FullThrottle, {"full_throttle", fullThrottlePrompt});
    registerBoxEvent(TreacheryEvent::MovementAbility, movementAbilityText);
    registerBoxEvent(TreacheryEvent::LossPrevented, lossPreventedText);
}

} // namespace bsg::pegasus
