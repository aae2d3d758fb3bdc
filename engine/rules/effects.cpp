// The interpreter of the card effect vocabulary (docs/data.md). One Effects frame walks one
// effect list; effects that need a decision or a longer procedure push their own frames.
#include "execution.h"
#include "rule_table.h"

#include <algorithm>
#include <bit>

namespace bsg {

Seat chooserSeat(const GameState& s, Who who);
// crisis_handlers.cpp: the named handlers and the effects that pick a character.
OptionList targetOptions(const GameState& s, const Effect& e, Seat picker, LocId sentTo);
LocId pickDestination(const EffectList& list, size_t index);
Seat targetPicker(const GameState& s, const Effect& e);
bool applyTitleChange(GameState& s, const Effect& e, Seat chosen);
void applyLookLoyalty(GameState& s, const Effect& e, Seat chosen);
bool needsTarget(const GameState& s, const Effect& e);

namespace {

// Frame argument d holds the character picked by a `who: chosen` effect of this list, plus
// one (0: nobody picked yet). Later `chosen` effects of the same list reuse that pick.
Seat pickedSeat(const Frame& f) { return Seat(f.d - 1); }

Seat whoSeat(const GameState& s, Who who) {
    switch (who) {
    case Who::President: return s.president;
    case Who::Admiral: return s.admiral;
    default: return s.current;
    }
}

void discardOrder(Ctx& c, Seat seat, int count, bool random) {
    if (seat == kNoSeat || isRevealed(c.s, seat))
        return; // revealed Cylons cannot be forced to discard
    c.push(FrameKind::DiscardCards, seat, count, random ? 1 : 0, 0);
}

// Stage 2: the roll of the effect at index b - 1 has finished; its outcome picks the list that follows.
Flow afterEffectRoll(Ctx& c, const EffectList& list) {
    GameState& s = c.s;
    const Effect& e = list[size_t(c.f.b - 1)];
    c.f.stage = 0;
    const int r = s.lastRoll;
    const bool hit = (e.atMost && r <= e.atMost) || (e.atLeast && r >= e.atLeast);
    logEvent(s, EventKind::RollOutcome, s.current, int(RollUse::CardEffect), r, e.atLeast ? e.atLeast : -e.atMost, hit);
    const ListId next = hit ? e.then : e.otherwise;
    if (next != kNoList)
        c.push(FrameKind::Effects, next, 0, c.f.c);
    return Flow::Continue;
}

// Stage 3: the character picked for the effect at index b (which runs again with the pick).
Flow targetPicked(Ctx& c) {
    GameState& s = c.s;
    const Option o = takeAnswer(s);
    c.f.stage = 0;
    if (o.verb == Verb::Decline) { // an optional pick declined: skip the effect
        ++c.f.b;
        return Flow::Continue;
    }
    const Seat seat = s.seatOf(CharId(o.a));
    logEvent(s, EventKind::Picked, seat, c.f.c);
    c.f.d = int16_t(seat + 1);
    return Flow::Continue;
}

// Stage 1: the answer to the Choose or Optional effect at index b.
Flow choiceAnswered(Ctx& c, const EffectList& list) {
    GameState& s = c.s;
    const Effect& e = list[size_t(c.f.b)];
    const Option o = takeAnswer(s);
    ++c.f.b;
    c.f.stage = 0;
    if (e.op == Op::Choose && o.a >= 0 && o.a < int(e.options.size()) &&
        e.options[size_t(o.a)].effects != kNoList)
        c.push(FrameKind::Effects, e.options[size_t(o.a)].effects, 0, c.f.c);
    else if (e.op == Op::Optional && o.verb == Verb::Option && o.a == 0 && e.then != kNoList)
        c.push(FrameKind::Effects, e.then, 0, c.f.c);
    return Flow::Continue;
}

// A character to pick before the effect at index b runs.
Flow askTarget(Ctx& c, const EffectList& list, const Effect& e) {
    GameState& s = c.s;
    // Pick the character first; the effect then runs again with the pick.
    OptionList options = targetOptions(s, e, targetPicker(s, e), pickDestination(list, size_t(c.f.b)));
    if (options.empty()) {
        ++c.f.b; // nobody can be picked: the effect does nothing
        return Flow::Continue;
    }
    if (e.optional)
        options.push_back(opt(Verb::Decline));
    c.f.stage = 3;
    return ask(c, targetPicker(s, e), DecisionKind::ChooseTarget, std::move(options), c.f.a, c.f.b);
}

// The effects on the fleet's and the board's counts.
void runCountEffect(Ctx& c, const Effect& e) {
    GameState& s = c.s;
    switch (e.op) {
    case Op::Resource:
        changeResource(s, e.resource, e.amount);
        break;
    case Op::JumpTrack: {
        const int last = int(db().board.jumpTrack.size()) - 1;
        s.jumpTrack = int8_t(std::clamp(s.jumpTrack + e.amount, 0, last));
        logEvent(s, EventKind::JumpTrackMoved, kNoSeat, s.jumpTrack, int(JumpTrackCause::CardEffect));
        if (db().board.jumpTrack[size_t(s.jumpTrack)].autoJump)
            c.push(FrameKind::Jump, 0);
        break;
    }
    case Op::Raptor:
        if (e.amount < 0) {
            const int n = std::min<int>(-e.amount, s.raptorsReserve);
            s.raptorsReserve = int8_t(s.raptorsReserve - n);
            s.raptorsDestroyed = int8_t(s.raptorsDestroyed + n);
        } else {
            const int n = std::min<int>(e.amount, s.raptorsDestroyed);
            s.raptorsReserve = int8_t(s.raptorsReserve + n);
            s.raptorsDestroyed = int8_t(s.raptorsDestroyed - n);
        }
        break;
    case Op::Centurion:
        for (int i = 0; i < e.count && int(s.centurions.size()) < db().board.centurions; ++i)
            s.centurions.push_back(0);
        break;
    case Op::Nukes:
        s.nukes = int8_t(std::max(0, s.nukes + e.amount));
        break;
    case Op::Distance: { // Legendary Discovery: the Kobol instructions apply at once
        const int before = s.distance;
        s.distance = int8_t(s.distance + e.amount);
        if (rulesRevision2(s))
            distanceGained(c, before);
        break;
    }
    default: break;
    }
}

// The effects on characters and their hands.
void runCharacterEffect(Ctx& c, const Effect& e) {
    GameState& s = c.s;
    switch (e.op) {
    case Op::Discard:
        if (e.who == Who::EachPlayer) {
            for (int k = 0; k < s.playerCount(); ++k)
                discardOrder(c, s.seatFrom(s.current, k), e.count, e.random);
        } else if (e.who == Who::Chosen) {
            discardOrder(c, pickedSeat(c.f), e.count, e.random);
        } else {
            discardOrder(c, whoSeat(s, e.who), e.count, e.random);
        }
        break;
    case Op::DiscardHand: {
        const Seat seat = whoSeat(s, e.who);
        if (seat != kNoSeat && !isRevealed(s, seat))
            discardOrder(c, seat, int(s.players[size_t(seat)].hand.size()), false);
        break;
    }
    case Op::Move:
        if (e.who == Who::Chosen) {
            if (pickedSeat(c.f) != kNoSeat)
                sendTo(s, pickedSeat(c.f), e.loc);
        } else if (const Seat seat = whoSeat(s, e.who); seat != kNoSeat) {
            sendTo(s, seat, e.loc);
        }
        break;
    case Op::MoveAll:
        for (int seat = 0; seat < s.playerCount(); ++seat) {
            const LocId at = s.players[size_t(seat)].location;
            if (at >= 0 && (at == e.from || (e.from == -2 && shipOf(at) == Ship::ColonialOne)))
                sendTo(s, Seat(seat), e.loc);
        }
        break;
    case Op::DrawSkill: {
        if (e.types == 0 || (e.types & (e.types - 1)) != 0) {
            unimplemented(s, Missing::ChoiceOfTypes, c.f.a, c.f.b - 1);
            break;
        }
        const SkillType type = SkillType(std::countr_zero(unsigned(e.types))); // a box's type too (Treachery)
        // Each player from the current one round the table (Pegasus's "each player draws a
        // Treachery card"); revealed Cylons are unaffected by crisis effects, except those that
        // name them (each_cylon_player).
        const bool everyone = e.who == Who::EachPlayer || e.who == Who::EachCylonPlayer;
        const int players = everyone ? s.playerCount() : 1;
        for (int k = 0; k < players; ++k) {
            const Seat seat = everyone ? s.seatFrom(s.current, k) : whoSeat(s, e.who);
            if (seat != kNoSeat && isRevealed(s, seat) == (e.who == Who::EachCylonPlayer))
                giveSkill(s, seat, type, e.count);
        }
        break;
    }
    case Op::LookLoyalty:
        applyLookLoyalty(s, e, pickedSeat(c.f));
        c.f.d = 0; // a later pick in the same list is a fresh one
        break;
    case Op::TitleChange:
        applyTitleChange(s, e, pickedSeat(c.f));
        c.f.d = 0;
        break;
    case Op::Execute: // Pegasus records only (the loader); a Cylon player may ignore it (execution.cpp)
        if (const Seat seat = whoSeat(s, e.who); seat != kNoSeat && hasBox(s, Box::Pegasus))
            pegasus::startExecution(c, seat, pegasus::ExecutionCause::CrisisEffect);
        break;
    default: break;
    }
}

// The effects that decide what runs next: a roll, a choice, another list, a new crisis, a
// named handler; and the crisis kept in play.
Flow runFlowEffect(Ctx& c, const Effect& e) {
    GameState& s = c.s;
    switch (e.op) {
    case Op::IfResourceBelow:
        if (s.resources[size_t(e.resource)] < e.amount && e.then != kNoList)
            c.push(FrameKind::Effects, e.then, 0, c.f.c);
        break;
    case Op::Roll:
        c.f.stage = 2;
        c.push(FrameKind::Roll, int(RollPurpose::CardEffect));
        return Flow::Continue;
    case Op::ApplyResult: {
        const CrisisDef& card = db().crises[size_t(c.f.c)];
        const ListId next = e.result == 0 ? card.pass : e.result == 1 ? card.partialEffects : card.fail;
        if (next != kNoList)
            c.push(FrameKind::Effects, next, 0, c.f.c);
        break;
    }
    case Op::Choose: {
        OptionList options;
        for (size_t i = 0; i < e.options.size(); ++i)
            options.push_back(opt(Verb::Option, int(i)));
        --c.f.b;
        c.f.stage = 1;
        return ask(c, chooserSeat(s, e.chooser), DecisionKind::ChooseActivity, std::move(options), c.f.a, c.f.b);
    }
    case Op::Optional:
        --c.f.b;
        c.f.stage = 1;
        return ask(c, chooserSeat(s, e.chooser), DecisionKind::ChooseActivity,
                   {opt(Verb::Option, 0), opt(Verb::Decline)}, c.f.a, c.f.b);
    case Op::KeepInPlay: {
        // The crisis stays on the table instead of being discarded at the end of the turn.
        const auto it = std::find(s.crisesThisTurn.begin(), s.crisesThisTurn.end(), CardIdx(c.f.c));
        if (c.f.c >= 0 && it != s.crisesThisTurn.end()) {
            s.crisesThisTurn.erase(it);
            s.inPlay.push_back(InPlay{CardKind::Crisis, CardIdx(c.f.c), kNoSeat});
            logEvent(s, EventKind::CrisisKept, kNoSeat, c.f.c);
        }
        break;
    }
    case Op::RedrawCrisis:
        // Fulfiller of Prophecy: this card's activation now, then a new crisis is resolved;
        // the new card's icons drive the rest of the turn (the turn reads the last crisis drawn).
        if (c.f.c >= 0 && !isRevealed(s, s.current) && db().crises[size_t(c.f.c)].activation != Activation::None) {
            logEvent(s, EventKind::ShipsActivate, kNoSeat, int(db().crises[size_t(c.f.c)].activation),
                     int(ActivationCause::CrisisIcon), c.f.c);
            c.push(FrameKind::Activate, int(db().crises[size_t(c.f.c)].activation));
        }
        c.push(FrameKind::CrisisStep);
        break;
    case Op::Handler: // a rule of the handler table (rule_table.h)
        handlerRule(e).apply(c, e);
        break;
    default:
        unimplemented(s, Missing::CardEffect, c.f.a, c.f.b - 1);
        break;
    }
    return Flow::Continue;
}

bool isCountEffect(Op op) {
    return op == Op::Resource || op == Op::JumpTrack || op == Op::Raptor || op == Op::Centurion || op == Op::Nukes ||
           op == Op::Distance;
}

bool isCharacterEffect(Op op) {
    return op == Op::Discard || op == Op::DiscardHand || op == Op::Move || op == Op::MoveAll || op == Op::DrawSkill ||
           op == Op::LookLoyalty || op == Op::TitleChange || op == Op::Execute;
}

bool isCombatEffect(Op op) {
    return op == Op::Place || op == Op::DamageVipers || op == Op::ReturnVipers || op == Op::DamageGalactica ||
           op == Op::DestroyCivilianFromPile || op == Op::Activate || op == Op::Risk;
}

} // namespace

Flow runEffects(Ctx& c) {
    const EffectList& list = db().list(ListId(c.f.a));
    switch (c.f.stage) {
    case 1: return choiceAnswered(c, list);
    case 2: return afterEffectRoll(c, list);
    case 3: return targetPicked(c);
    default: break;
    }
    if (c.f.b >= int(list.size()))
        return Flow::Done;
    const Effect& e = list[size_t(c.f.b)];
    if (c.f.d == 0 && needsTarget(c.s, e))
        return askTarget(c, list, e);
    ++c.f.b;
    if (isCountEffect(e.op))
        runCountEffect(c, e);
    else if (isCharacterEffect(e.op))
        runCharacterEffect(c, e);
    else if (isCombatEffect(e.op))
        return combatEffect(c, e);
    else
        return runFlowEffect(c, e);
    return Flow::Continue;
}

} // namespace bsg
