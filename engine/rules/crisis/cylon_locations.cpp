// The actions of the four Cylon locations, used by revealed Cylon players (rulebook
// "Cylon Locations"; Caprica's unchosen crisis is discarded per reference conflict C11), each a
// rule in the location table (rule_table.h).
#include "board_kinds.h"
#include "pegasus_board.h"
#include "rule_table.h"

#include <algorithm>

namespace bsg {

namespace {

constexpr int kHumanFleetDamageRoll = 5;
// Decision contexts that mark the Cylon locations' own questions (for their labels).
constexpr int kCapricaContext = -2, kCylonFleetContext = -3;
constexpr int kFinalLoyaltyGiftDistance = 7;

Flow caprica(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    Player& p = s.players[size_t(seat)];
    enum : int8_t { Start, Answer, Picked };
    if (c.f.stage == Start) {
        OptionList options;
        if (!isSympathizerCylon(s, seat))
            for (CardIdx card : p.superCrises)
                options.push_back(opt(Verb::Crisis, card));
        options.push_back(opt(Verb::Option, 0)); // draw two crisis cards, resolve one
        c.f.stage = Answer;
        return ask(c, seat, DecisionKind::ChooseCard, std::move(options), kCapricaContext);
    }
    if (c.f.stage == Answer) {
        const Option o = takeAnswer(s);
        if (o.verb == Verb::Crisis) {
            p.superCrises.erase(std::find(p.superCrises.begin(), p.superCrises.end(), CardIdx(o.a)));
            s.crisesThisTurn.push_back(CardIdx(o.a));
            logEvent(s, kRevealsToAll, EventKind::CrisisDrawn, seat, o.a);
            c.push(FrameKind::ResolveCrisis, o.a);
            return Flow::Done;
        }
        const CardIdx first = drawCrisis(s);
        s.crisesThisTurn.push_back(first);
        const CardIdx second = drawCrisis(s);
        s.crisesThisTurn.push_back(second);
        for (CardIdx card : {first, second})
            logEvent(s, revealedTo(seatBit(seat)), EventKind::CylonCrisesDrawn, seat, card);
        c.f.stage = Picked;
        return ask(c, seat, DecisionKind::ChooseCard, {opt(Verb::Crisis, first), opt(Verb::Crisis, second)});
    }
    // Picked: the other card is discarded (the Pegasus overlay: put at the bottom of the crisis
    // deck); the chosen one is resolved with no activation step (a revealed Cylon's turn has
    // none; nor a jump step before Pegasus, turn.cpp).
    const CardIdx chosen = CardIdx(takeAnswer(s).a);
    const size_t n = s.crisesThisTurn.size();
    const size_t other = s.crisesThisTurn[n - 1] == chosen ? n - 2 : n - 1;
    if (hasBox(s, Box::Pegasus)) {
        s.crisisDeck.push_back(s.crisesThisTurn[other]);
        logEvent(s, pegasus::kCrisisToBottom, seat);
    } else {
        s.crisisDiscard.push_back(s.crisesThisTurn[other]);
    }
    s.crisesThisTurn.erase(s.crisesThisTurn.begin() + std::ptrdiff_t(other));
    logEvent(s, kRevealsToAll, EventKind::CrisisDrawn, seat, chosen);
    c.push(FrameKind::ResolveCrisis, chosen);
    return Flow::Done;
}

Flow cylonFleet(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (c.f.stage == 0) {
        if (isSympathizerCylon(s, seat)) {
            logEvent(s, EventKind::NoCylonFleet, seat);
            return Flow::Done;
        }
        c.f.stage = 1;
        // a: raiders, b: heavy raiders, c: basestars, d: every basestar launches
        return ask(c, seat, DecisionKind::ChooseActivity,
                   {opt(Verb::Option, 0), opt(Verb::Option, 1), opt(Verb::Option, 2), opt(Verb::Option, 3)},
                   kCylonFleetContext);
    }
    static constexpr Activation kinds[] = {Activation::Raiders, Activation::HeavyRaiders, Activation::Basestars};
    const int pick = takeAnswer(s).a;
    if (pick < 3) {
        logEvent(s, EventKind::ShipsActivate, seat, int(kinds[pick]), int(ActivationCause::CylonFleet), locs().cylonFleet);
        c.push(FrameKind::Activate, int(kinds[pick]));
    } else { // every basestar launches 2 raiders and 1 heavy raider (the combat rules' launch)
        c.push(FrameKind::Launch, int(ShipKind::Raider), 2);
        c.push(FrameKind::Launch, int(ShipKind::HeavyRaider), 1);
    }
    return Flow::Done;
}

Flow humanFleet(Ctx& c) {
    GameState& s = c.s;
    if (hasBox(s, Box::Pegasus)) // the overlay's Human Fleet (the game's boxes never change)
        return overlayHumanFleet(c);
    const Seat seat = Seat(c.f.a);
    enum : int8_t { Start, Target, Take, Roll, Rolled, Damaged };
    switch (c.f.stage) {
    case Start: {
        OptionList options;
        for (int other = 0; other < s.playerCount(); ++other)
            if (Seat(other) != seat && !isRevealed(s, Seat(other)))
                options.push_back(opt(Verb::Target, s.players[size_t(other)].character));
        c.f.stage = options.empty() ? Roll : Target;
        if (options.empty())
            return Flow::Continue;
        return ask(c, seat, DecisionKind::ChooseTarget, std::move(options));
    }
    case Target: {
        const Seat target = s.seatOf(CharId(takeAnswer(s).a));
        c.f.c = target;
        const auto& hand = s.players[size_t(target)].hand;
        for (SkillCard card : hand) // the Cylon sees the whole hand
            logEvent(s, revealedTo(seatBit(seat)), EventKind::HandSeen, seat, target, card);
        if (hand.empty()) {
            c.f.stage = Roll;
            return Flow::Continue;
        }
        OptionList options;
        addDistinctCards(options, hand, Verb::Take);
        c.f.stage = Take;
        // The decision names whose hand the cards come from (revision 2): that hand is looked at.
        return ask(c, seat, DecisionKind::ChooseCard, std::move(options), rulesRevision2(s) ? target : -1);
    }
    case Take: {
        const SkillCard card = SkillCard(takeAnswer(s).a);
        removeFromHand(s, Seat(c.f.c), handIndexOf(s, Seat(c.f.c), card));
        s.players[size_t(seat)].hand.push_back(card);
        cardsJoinedHand(s, seat, std::span<const SkillCard>(&card, 1), false);
        logEvent(s, EventKind::SkillTaken, seat, c.f.c);
        c.f.stage = Roll;
        return Flow::Continue;
    }
    case Roll:
        c.f.stage = Rolled;
        c.push(FrameKind::Roll, int(RollPurpose::HumanFleet));
        return Flow::Continue;
    case Rolled: {
        c.f.stage = Damaged;
        logEvent(s, EventKind::RollOutcome, seat, int(RollUse::HumanFleet), s.lastRoll, kHumanFleetDamageRoll,
                 s.lastRoll >= kHumanFleetDamageRoll);
        if (s.lastRoll < kHumanFleetDamageRoll)
            return Flow::Done;
        static const Effect damageOnce = [] {
            Effect e;
            e.op = Op::DamageGalactica;
            e.count = 1;
            return e;
        }();
        return combatEffect(c, damageOnce);
    }
    default:
        return Flow::Done;
    }
}

Flow resurrectionShip(Ctx& c) {
    GameState& s = c.s;
    if (hasBox(s, Box::Pegasus)) // the overlay's Resurrection Ship
        return overlayResurrectionShip(c);
    const Seat seat = Seat(c.f.a);
    Player& p = s.players[size_t(seat)];
    enum : int8_t { Start, Swap, Gift, GiftAnswer };
    if (c.f.stage == Start) {
        c.f.stage = Gift;
        if (p.superCrises.empty() || isSympathizerCylon(s, seat))
            return Flow::Continue;
        // Optionally trade the Super Crisis card for a new one.
        c.f.stage = Swap;
        return ask(c, seat, DecisionKind::ChooseCard, {opt(Verb::Decline), opt(Verb::Crisis, p.superCrises.front())});
    }
    if (c.f.stage == Swap) {
        const Option o = takeAnswer(s);
        c.f.stage = Gift;
        if (o.verb == Verb::Crisis) {
            p.superCrises.erase(std::find(p.superCrises.begin(), p.superCrises.end(), CardIdx(o.a)));
            s.superDiscard.push_back(CardIdx(o.a));
            const CardIdx fresh = drawSuperCrisis(s);
            logEvent(s, EventKind::SuperCrisisTraded, seat);
            if (fresh != 0xFF) {
                p.superCrises.push_back(fresh);
                logEvent(s, revealedTo(seatBit(seat)), EventKind::SuperCrisisDealt, seat, fresh);
            }
        }
        return Flow::Continue;
    }
    if (c.f.stage == Gift) {
        // Up to distance 7, every loyalty card not revealed may be handed to one other player.
        const bool hasHidden = int(p.loyalty.size()) > (p.revealedLoyalty >= 0 ? 1 : 0);
        if (s.distance > kFinalLoyaltyGiftDistance || !hasHidden)
            return Flow::Done;
        OptionList options{opt(Verb::Decline)};
        for (int other = 0; other < s.playerCount(); ++other)
            if (Seat(other) != seat && !isRevealed(s, Seat(other)))
                options.push_back(opt(Verb::Target, s.players[size_t(other)].character));
        c.f.stage = GiftAnswer;
        return ask(c, seat, DecisionKind::ChooseTarget, std::move(options));
    }
    const Option o = takeAnswer(s);
    if (o.verb != Verb::Target)
        return Flow::Done;
    const Seat to = s.seatOf(CharId(o.a));
    Player& taker = s.players[size_t(to)];
    for (size_t i = p.loyalty.size(); i-- > 0;) {
        if (int(i) == p.revealedLoyalty)
            continue;
        taker.loyalty.push_back(p.loyalty[i]);
        taker.loyaltySeenBy.push_back(handedLoyaltySeenBy(s, p.loyaltySeenBy[i], to));
        p.loyalty.erase(p.loyalty.begin() + std::ptrdiff_t(i));
        p.loyaltySeenBy.erase(p.loyaltySeenBy.begin() + std::ptrdiff_t(i));
        if (p.revealedLoyalty > int8_t(i))
            --p.revealedLoyalty;
    }
    logEvent(s, EventKind::LoyaltyGiven, seat, to, 0);
    return Flow::Done;
}

} // namespace

const char* cylonOptionLabel(const GameState& s, const Option& o) {
    if (!s.hasDecision || o.verb != Verb::Option)
        return nullptr;
    if (s.decision.context == kCapricaContext && s.decision.kind == DecisionKind::ChooseCard)
        return "Draw two crisis cards and resolve one of them";
    static const char* fleet[] = {"Activate every raider", "Activate every heavy raider", "Activate every basestar",
                                  "Every basestar launches 2 raiders and 1 heavy raider"};
    if (s.decision.context == kCylonFleetContext && s.decision.kind == DecisionKind::ChooseActivity && o.a >= 0 && o.a < 4)
        return fleet[o.a];
    return nullptr;
}

// a = seat, b = Cylon location: its rule in the location table.
Flow runCylonLocation(Ctx& c) { return locationRule(LocId(c.f.b)).run(c); }

namespace {

bool anyCylon(const GameState&, Seat) { return true; }
bool cylonFleetAvailable(const GameState& s, Seat seat) { return !isSympathizerCylon(s, seat); }
bool resurrectionShipAvailable(const GameState& s, Seat seat) {
    return !hasBox(s, Box::Pegasus) || overlayResurrectionShipAvailable(s, seat);
}

} // namespace

void registerCylonLocationRules() {
    registerLocationRule("caprica", {anyCylon, caprica});
    registerLocationRule("cylon_fleet", {cylonFleetAvailable, cylonFleet});
    registerLocationRule("human_fleet", {anyCylon, humanFleet});
    registerLocationRule("resurrection_ship", {resurrectionShipAvailable, resurrectionShip});
}

} // namespace bsg
