// Loyalty (rulebook "Loyalty Cards", "Sleeper Agent Phase", "Sympathizer"): the second deal,
// the Sympathizer and looking at someone's loyalty cards.
#include "execution.h"
#include "rule_table.h"

#include <algorithm>

namespace bsg {

namespace {

constexpr uint16_t kEveryone = 0xFFFF;

int sympathizerIndex(const Player& p) {
    for (size_t i = 0; i < p.loyalty.size(); ++i)
        if (db().loyalty[p.loyalty[i]].side == LoyaltySide::Sympathizer)
            return int(i);
    return -1;
}

// Moves the last loyalty card of `from` to `to` (a revealed Cylon handing on the Sympathizer).
void passLastLoyalty(GameState& s, Seat from, Seat to) {
    auto& giver = s.players[size_t(from)];
    auto& taker = s.players[size_t(to)];
    taker.loyalty.push_back(giver.loyalty.back());
    taker.loyaltySeenBy.push_back(handedLoyaltySeenBy(s, giver.loyaltySeenBy.back(), to));
    giver.loyalty.pop_back();
    giver.loyaltySeenBy.pop_back();
    logEvent(s, EventKind::LoyaltyGiven, from, to, 1);
}

} // namespace

bool anyResourceInRed(const GameState& s) {
    for (int r = 0; r < kResourceCount; ++r)
        if (s.resources[size_t(r)] <= db().board.redAtOrBelow[size_t(r)])
            return true;
    return false;
}

bool loyaltyViewsBlocked(const GameState& s) { return ongoingRuleInPlay(s, OngoingRule::BlockLoyaltyViews); }

bool isSympathizerCylon(const GameState& s, Seat seat) {
    const Player& p = s.players[size_t(seat)];
    return p.revealed && p.revealedLoyalty >= 0 && p.revealedLoyalty == sympathizerIndex(p);
}

void lookAtLoyalty(GameState& s, Seat viewer, Seat target, bool all) {
    Player& p = s.players[size_t(target)];
    if (p.loyalty.empty())
        return;
    // With several cards, a single look shows one picked at random.
    const size_t first = all ? 0 : (p.loyalty.size() > 1 ? size_t(s.rng.below(uint32_t(p.loyalty.size()))) : 0);
    const size_t last = all ? p.loyalty.size() : first + 1;
    for (size_t i = first; i < last; ++i) {
        p.loyaltySeenBy[i] = uint16_t(p.loyaltySeenBy[i] | seatBit(viewer));
        logEvent(s, revealedTo(seatBit(viewer)), EventKind::LoyaltyLooked, viewer, target, p.loyalty[i], int(i));
    }
}

CardIdx dealLoyaltyCard(GameState& s, Seat seat) {
    Player& p = s.players[size_t(seat)];
    const CardIdx card = s.loyaltyDeck.front();
    s.loyaltyDeck.erase(s.loyaltyDeck.begin());
    p.loyalty.push_back(card);
    p.loyaltySeenBy.push_back(dealtLoyaltySeenBy(s, seat));
    logEvent(s, revealedTo(dealtLoyaltySeenBy(s, seat)), EventKind::LoyaltyDealt, seat, card);
    return card;
}

void dealSleeperAgents(Ctx& c) {
    c.s.sleeperDealt = true;
    logEvent(c.s, EventKind::SleeperPhase);
    c.push(FrameKind::SleeperAgents, 0, -1);
}

// a = players dealt so far (from the current player clockwise), b = cards still to deal to
// that player (-1: not started); stage 1 reads a revealed Cylon's answer about the Sympathizer.
Flow runSleeperAgents(Ctx& c) {
    GameState& s = c.s;
    const int n = s.playerCount();
    if (c.f.stage == 1) {
        c.f.stage = 0;
        const Seat seat = Seat((s.current + c.f.a) % n);
        const Option o = takeAnswer(s);
        Seat holder = seat;
        if (o.verb == Verb::Target) {
            holder = s.seatOf(CharId(o.a));
            passLastLoyalty(s, seat, holder);
        }
        c.push(FrameKind::Sympathizer, holder);
        return Flow::Continue;
    }
    while (c.f.a < n) {
        const Seat seat = Seat((s.current + c.f.a) % n);
        const int dealt = characterOf(s, seat).loyaltyAtSleeper;
        if (c.f.b < 0)
            c.f.b = int16_t(dealt);
        if (c.f.b == 0 || s.loyaltyDeck.empty()) {
            if (dealt > 1) // Sharon Valerii goes to the Brig after receiving her cards
                sendTo(s, seat, locs().brig);
            ++c.f.a;
            c.f.b = -1;
            // Pegasus: a Cylon player gives what he received (his face-down cards) to a human.
            if (hasBox(s, Box::Pegasus) && isRevealed(s, seat)) {
                pegasus::pushLoyaltyHandOff(c, seat);
                if (c.childCount > 0)
                    return Flow::Continue;
            }
            continue;
        }
        --c.f.b;
        Player& p = s.players[size_t(seat)];
        const CardIdx card = dealLoyaltyCard(s, seat);
        if (db().loyalty[card].side != LoyaltySide::Sympathizer)
            continue;
        if (p.revealed && hasBox(s, Box::Pegasus))
            continue; // handed off with his other face-down cards; its receiver shows it
        if (p.revealed) {
            // A revealed Cylon may first hand the Sympathizer to someone else.
            OptionList options;
            for (int other = 0; other < n; ++other)
                if (Seat(other) != seat && !isRevealed(s, Seat(other)))
                    options.push_back(opt(Verb::Target, s.players[size_t(other)].character));
            options.push_back(opt(Verb::Decline));
            c.f.stage = 1;
            return ask(c, seat, DecisionKind::ChooseTarget, std::move(options));
        }
        c.push(FrameKind::Sympathizer, seat);
        return Flow::Continue;
    }
    return Flow::Done;
}

// The Sympathizer is shown at once. With a resource in the red its holder goes to the Brig
// (the card then counts as Not a Cylon); otherwise the holder becomes a revealed Cylon without
// a Super Crisis card and without ending the turn.
Flow runSympathizer(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    Player& p = s.players[size_t(seat)];
    const int index = sympathizerIndex(p);
    if (index < 0)
        return Flow::Done;
    p.loyaltySeenBy[size_t(index)] = kEveryone;
    logEvent(s, kRevealsToAll, EventKind::SympathizerShown, seat, p.loyalty[size_t(index)]);
    if (anyResourceInRed(s)) {
        sendTo(s, seat, locs().brig);
        return Flow::Done;
    }
    if (p.revealed)
        return Flow::Done;
    p.revealed = true;
    p.revealedLoyalty = int8_t(index);
    logEvent(s, kRevealsToAll, EventKind::Revealed, seat, p.loyalty[size_t(index)]);
    becomeRevealedCylon(c, seat);
    return Flow::Done;
}

} // namespace bsg
