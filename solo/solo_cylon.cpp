// Four Solo 1.2: the revealed Cylon. The standard reveal steps with the solo discard policy
// (8.1), its contributions (3.5), draws (8.2) and movement and action (8.3). Wherever the
// variant leaves a choice open (ties), the player decides under the Golden Rule.
#include "card_kinds.h"
#include "execution.h"
#include "solo_rules_internal.h"

#include <algorithm>

namespace bsg {

namespace {

// The Turn frame's stage after its jump step: hand limit, end of turn (turn.cpp TurnStage::Jump).
constexpr int8_t kTurnStageJump = 6;

// 8.3: Caprica, Cylon Fleet, Human Fleet, Resurrection Ship, then back to Caprica. With Pegasus
// the overlay's Resurrection Ship is hazardous - nobody moves there by movement - so the move to
// the right passes over it, from the Human Fleet back to Caprica (docs/pegasus.md, "Board").
LocId nextCylonLocation(const GameState& s, LocId from) {
    const Locs& L = locs();
    const LocId order[] = {L.caprica, L.cylonFleet, L.humanFleet, L.resurrectionShip};
    const int count = hasBox(s, Box::Pegasus) ? 3 : 4;
    for (int i = 0; i < count; ++i)
        if (order[i] == from)
            return order[(i + 1) % count];
    return L.caprica;
}

// 8.2: the skill type to draw, or -1 when the rules leave a tie (the Golden Rule). `line` and
// `total` say which part of 8.2 decided it, for the log.
int automatonDrawType(const GameState& s, Seat seat, const OptionList& options, AutomatonLine& line, int& total,
                      OptionList& tied) {
    std::array<int, kMaxSkillTypes> count{}, sum{}; // a box's types too (Pegasus's Treachery)
    for (SkillCard card : s.players[size_t(seat)].hand) {
        const auto& d = db().skillCards[card];
        ++count[size_t(d.type)];
        sum[size_t(d.type)] += d.strength;
    }
    SmallVector<int, 8> types; // the lists of 8.2 are a few colours long: kept in place
    for (const Option& o : options)
        if (o.verb == Verb::Draw)
            types.push_back(o.a);
    if (types.empty())
        return -1;
    std::sort(types.begin(), types.end());
    SmallVector<int, 8> missing;
    for (int t : types)
        if (count[size_t(t)] == 0)
            missing.push_back(t);
    if (!missing.empty()) {
        line = missing.size() == 1 ? AutomatonLine::DrawMissing : AutomatonLine::DrawLeftmostMissing;
        return missing.front();
    }
    int weakest = sum[size_t(types[0])];
    for (int t : types)
        weakest = std::min(weakest, sum[size_t(t)]);
    SmallVector<int, 8> lowest;
    for (int t : types)
        if (sum[size_t(t)] == weakest)
            lowest.push_back(t);
    total = weakest;
    if (lowest.size() == 1) {
        line = AutomatonLine::DrawWeakest;
        return lowest[0];
    }
    if (lowest.size() == types.size()) {
        line = AutomatonLine::DrawAllEqual;
        return lowest[0];
    }
    for (int t : lowest) // a tie the variant does not settle
        tied.push_back(opt(Verb::Draw, t));
    return -1;
}

} // namespace

void soloAutomatonLog(GameState& s, Seat seat, AutomatonLine line, int c, int d) {
    int number = 1;
    for (auto it = s.log.rbegin(); it != s.log.rend(); ++it)
        if (it->kind == SoloEvent::Automaton) {
            number = it->a + 1;
            break;
        }
    logEvent(s, SoloEvent::Automaton, seat, number, int(line), c, d);
}

// 3.5: the revealed Cylon adds its strongest card of a wrong colour (ties: the player picks).
void soloCylonContribution(GameState& s, Seat seat, OptionList& options) {
    if (s.check.addedByContributor > 0) {
        options = {opt(Verb::Done)};
        return;
    }
    int best = -1;
    OptionList strongest;
    for (const Option& o : options) {
        if (o.verb != Verb::Contribute)
            continue;
        const auto& d = db().skillCards[size_t(o.a)];
        if (s.check.skills & skillBit(d.type))
            continue;
        if (d.strength > best) {
            best = d.strength;
            strongest.clear();
        }
        if (d.strength == best)
            strongest.push_back(o);
    }
    if (strongest.empty()) {
        soloAutomatonLog(s, seat, AutomatonLine::NoWrongCard);
        options = {opt(Verb::Done)};
        return;
    }
    soloAutomatonLog(s, seat, strongest.size() == 1 ? AutomatonLine::AddsStrongest : AutomatonLine::StrongestTie);
    options = std::move(strongest);
}

// 8.2 draws, 8.3 movement and action. Other decisions of the revealed Cylon stay with the
// player (Golden Rule).
void soloAutomatonDecision(GameState& s, Seat seat, DecisionKind kind, OptionList& options) {
    // Pegasus's Sabotage: the automaton plays no Treachery text (8.3 and the Golden Rule;
    // docs/pegasus.md, "Cards"), in its turn or out of it.
    if (kind == pegasus::kSabotageWindow) {
        options = {opt(Verb::Decline)};
        return;
    }
    if (seat != s.current)
        return;
    if (kind == DecisionKind::DrawSkill || kind == DecisionKind::MultiSkill) {
        AutomatonLine line = AutomatonLine::DrawTie;
        int total = 0;
        OptionList tied;
        const int type = automatonDrawType(s, seat, options, line, total, tied);
        if (type >= 0) {
            soloAutomatonLog(s, seat, line, type, total);
            options = {opt(Verb::Draw, type)};
        } else if (!tied.empty()) {
            soloAutomatonLog(s, seat, AutomatonLine::DrawTie);
            options = std::move(tied);
        }
        return;
    }
    if (kind == DecisionKind::Movement) {
        const LocId from = s.players[size_t(seat)].location;
        const LocId to = nextCylonLocation(s, from);
        if (std::find(options.begin(), options.end(), opt(Verb::Move, to)) == options.end())
            return;
        soloAutomatonLog(s, seat, AutomatonLine::Moves, to);
        options = {opt(Verb::Move, to)};
        return;
    }
    if (kind == DecisionKind::Action) {
        const auto& p = s.players[size_t(seat)];
        const bool canActivate =
            std::find(options.begin(), options.end(), opt(Verb::ActionLocation)) != options.end();
        soloAutomatonLog(s, seat, canActivate ? AutomatonLine::Activates : AutomatonLine::CannotActivate, p.location);
        options = {canActivate ? opt(Verb::ActionLocation) : opt(Verb::ActionNothing)};
    }
}

// The standard reveal steps (rulebook "Revealed Cylon Players") with Four Solo 8.1: discard
// down to the three strongest cards, lose titles, go to the Resurrection Ship, receive a super
// crisis card. b = 1: the turn then ends (a reveal at the movement step, Four Solo 9 / 6.3).
// The Cylon card's own reveal ability is not used in these forced reveals (the Golden Rule
// settles that open point for the humans).
Flow runSoloReveal(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    auto& p = s.players[size_t(seat)];
    enum : int8_t { Start, Discard, Finish };
    if (c.f.stage == Start) {
        p.revealed = true;
        dropActiveCard(s, seat); // 5.4, 8.1: no Active Card
        for (size_t i = 0; i < p.loyalty.size(); ++i)
            if (db().loyalty[p.loyalty[i]].side == LoyaltySide::Cylon) {
                soloTurnFaceUp(s, seat, i);
                p.revealedLoyalty = int8_t(i);
            }
        logEvent(s, kRevealsToAll, EventKind::Revealed, seat, p.revealedLoyalty >= 0 ? p.loyalty[size_t(p.revealedLoyalty)] : -1);
        c.f.stage = Discard;
        c.f.c = 0;
    }
    if (c.f.stage == Discard) {
        if (c.f.c == 1) {
            const SkillCard card = SkillCard(takeAnswer(s).a);
            const auto it = std::find(p.hand.begin(), p.hand.end(), card);
            soloAutomatonLog(s, seat, AutomatonLine::DiscardsWeakest, card);
            discardFromHand(s, seat, size_t(it - p.hand.begin()));
            c.f.c = 0;
        }
        while (p.hand.size() > 3) {
            int weakest = 99;
            for (SkillCard card : p.hand)
                weakest = std::min(weakest, db().skillCards[card].strength);
            OptionList candidates;
            for (size_t i = 0; i < p.hand.size(); ++i)
                if (db().skillCards[p.hand[i]].strength == weakest && (i == 0 || p.hand[i] != p.hand[i - 1]))
                    candidates.push_back(opt(Verb::Discard, p.hand[i]));
            if (candidates.size() > 1) {
                c.f.c = 1;
                return ask(c, seat, DecisionKind::DiscardCards, std::move(candidates), int(p.hand.size()) - 3);
            }
            const auto it = std::find(p.hand.begin(), p.hand.end(), SkillCard(candidates[0].a));
            soloAutomatonLog(s, seat, AutomatonLine::KeepsStrongest, *it);
            discardFromHand(s, seat, size_t(it - p.hand.begin()));
        }
        c.f.stage = Finish;
    }
    // Finish: titles (kept quorum cards discarded), resurrection, super crisis - as a standard reveal.
    titlesOnReveal(s, seat);
    moveCharacter(s, seat, locs().resurrectionShip, MoveCause::Resurrection);
    if (hasBox(s, Box::Pegasus)) // its face-down loyalty cards go to a human (the player picks whom, Golden Rule)
        pegasus::pushLoyaltyHandOff(c, seat);
    if (const CardIdx super = drawSuperCrisis(s); super != 0xFF) {
        p.superCrises.push_back(super);
        logEvent(s, SoloEvent::SuperCrisis, seat);
    }
    if (c.f.b == 1) { // the reveal ends the turn: back to the turn's hand-limit and end steps
        for (size_t i = s.stack.size(); i-- > 0;)
            if (s.stack[i].kind == FrameKind::Turn) {
                s.stack.resize(i + 1);
                s.stack[i].stage = kTurnStageJump;
                break;
            }
    }
    return Flow::Done;
}

} // namespace bsg
