// The interpreter of the card effect vocabulary (docs/data.md). One Effects frame walks one
// effect list; effects that need a decision or a longer procedure push their own frames.
#include "rules.h"

#include <algorithm>

namespace bsg {

Seat chooserSeat(const GameState& s, Who who);

namespace {

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

const char* opName(Op op) {
    switch (op) {
    case Op::DrawSkill: return "draw skill cards";
    case Op::DamageVipers: return "damage vipers";
    case Op::ReturnVipers: return "return vipers to the reserves";
    case Op::DamageGalactica: return "damage Galactica";
    case Op::DestroyCivilianFromPile: return "destroy a civilian ship from the pile";
    case Op::Place: return "place ships";
    case Op::LookLoyalty: return "look at loyalty cards";
    case Op::TitleChange: return "change a title";
    case Op::Risk: return "risk ships";
    case Op::RedrawCrisis: return "redraw the crisis";
    case Op::DrawQuorum: return "draw quorum cards";
    case Op::Activate: return "activate Cylon ships";
    default: return "effect";
    }
}

} // namespace

Flow runEffects(Ctx& c) {
    GameState& s = c.s;
    const EffectList& list = db().list(ListId(c.f.a));
    if (c.f.stage == 2) { // a Roll at index b - 1 has finished
        const Effect& e = list[size_t(c.f.b - 1)];
        c.f.stage = 0;
        const int r = s.lastRoll;
        const bool hit = (e.atMost && r <= e.atMost) || (e.atLeast && r >= e.atLeast);
        const ListId next = hit ? e.then : e.otherwise;
        if (next != kNoList)
            c.push(FrameKind::Effects, next, 0, c.f.c);
        return Flow::Continue;
    }
    if (c.f.stage == 1) { // the answer to a Choose / Optional at index b
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
    if (c.f.b >= int(list.size()))
        return Flow::Done;
    const Effect& e = list[size_t(c.f.b)];
    ++c.f.b;
    switch (e.op) {
    case Op::Resource:
        changeResource(s, e.resource, e.amount);
        break;
    case Op::JumpTrack: {
        const int last = int(db().board.jumpTrack.size()) - 1;
        s.jumpTrack = int8_t(std::clamp(s.jumpTrack + e.amount, 0, last));
        logEvent(s, EventKind::JumpTrackMoved, kNoSeat, s.jumpTrack);
        if (db().board.jumpTrack[size_t(s.jumpTrack)].autoJump)
            c.push(FrameKind::Jump, 0);
        break;
    }
    case Op::Discard:
        if (e.who == Who::EachPlayer) {
            for (int k = 0; k < s.playerCount(); ++k)
                discardOrder(c, Seat((s.current + k) % s.playerCount()), e.count, e.random);
        } else if (e.who == Who::Chosen) {
            unimplemented(s, "discard by a chosen character");
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
            unimplemented(s, "move a chosen character");
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
    case Op::Distance:
        s.distance = int8_t(s.distance + e.amount);
        break;
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
        std::vector<Option> options;
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
    case Op::Place:
    case Op::DamageVipers:
    case Op::ReturnVipers:
    case Op::DamageGalactica:
    case Op::DestroyCivilianFromPile:
    case Op::Activate:
    case Op::Risk:
        return combatEffect(c, e);
    case Op::KeepInPlay:
        break;
    case Op::Handler:
        if (combatHandler(c, e))
            break;
        unimplemented(s, "card handler: " + e.handler);
        break;
    default:
        unimplemented(s, std::string("card effect: ") + opName(e.op));
        break;
    }
    return Flow::Continue;
}

} // namespace bsg
