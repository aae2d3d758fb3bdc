// Revealing a Cylon loyalty card (rulebook "Revealed Cylon Players"): the card's ability
// (lost in the Brig; its choices are the revealer's from revision 4), the hand cut to 3,
// titles passed on, the Resurrection Ship, a Super Crisis card, and the end of the turn (of
// the action only, from revision 4, when the revealer is not the current player). Also the
// Can Damage Galactica ability.
#include "execution.h"
#include "rules.h"
#include "rules_core.h"
#include "board_kinds.h"
#include "pegasus_board.h"
#include "quorum_kinds.h"

#include <algorithm>

namespace bsg {

namespace {

constexpr uint16_t kEveryone = 0xFFFF;
constexpr int kRevealedHand = 3;
constexpr int kStrikeDraw = 5; // Galactica damage tokens drawn by Can Damage Galactica
// turn.cpp's Turn frame stage that runs the hand limit and then ends the turn.
constexpr int8_t kTurnStageHandLimit = 6;

// Ends the current turn at once: everything above the Turn frame is dropped and the turn
// resumes at its hand-limit step (a revealed Cylon has no crisis, activation or jump step).
void endTurnNow(GameState& s) {
    for (size_t i = s.stack.size(); i-- > 0;) {
        if (s.stack[i].kind == FrameKind::Turn) {
            s.stack.erase(s.stack.begin() + std::ptrdiff_t(i) + 1, s.stack.end());
            s.stack[i].stage = kTurnStageHandLimit;
            return;
        }
    }
}

// Revision 4 (the official FAQ): a character who reveals in an action that his own turn did
// not give him (Executive Order's, Alert Viper Pilot's) ends only that action and any left of
// the same grant; the current player's turn goes on. Before, the whole turn ended.
void endActionNow(GameState& s, Seat seat) {
    for (size_t i = s.stack.size(); i-- > 0;) {
        if (s.stack[i].kind == FrameKind::Action && s.stack[i].a == seat) {
            s.stack.erase(s.stack.begin() + std::ptrdiff_t(i), s.stack.end());
            return;
        }
    }
}

int locationDamageCount(const GameState& s) {
    int n = 0;
    for (uint8_t token : s.galacticaDamage)
        n += db().galacticaDamage[token].location >= 0;
    return n;
}

} // namespace

Seat revealingSeat(const GameState& s) {
    for (size_t i = s.stack.size(); i-- > 0;)
        if (s.stack[i].kind == FrameKind::Reveal)
            return Seat(s.stack[i].a);
    return kNoSeat;
}

CardIdx drawSuperCrisis(GameState& s) {
    if (s.superDeck.empty()) {
        s.superDeck.swap(s.superDiscard);
        s.rng.shuffle(s.superDeck);
    }
    if (s.superDeck.empty())
        return CardIdx(0xFF);
    const CardIdx card = s.superDeck.front();
    s.superDeck.erase(s.superDeck.begin());
    return card;
}

void becomeRevealedCylon(Ctx& c, Seat seat) {
    GameState& s = c.s;
    titlesOnReveal(s, seat); // titles by succession; kept quorum cards are discarded
    moveCharacter(s, seat, locs().resurrectionShip, MoveCause::Resurrection);
    const int excess = int(s.players[size_t(seat)].hand.size()) - kRevealedHand;
    if (excess > 0)
        c.push(FrameKind::DiscardCards, seat, excess, 0, 3);
    if (hasBox(s, Box::Pegasus)) // Pegasus: his face-down loyalty cards go to a human before his turn ends
        pegasus::pushLoyaltyHandOff(c, seat);
}

// a = revealing seat. Stage 0 picks the Cylon card (when there are two), 1 shows it and
// runs its ability, 2 the common steps, 3 the Super Crisis card and the end of the turn.
// d = Treachery cards the revealer draws after the hand cut (set by Pegasus's Treachery card).
Flow runReveal(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    Player& p = s.players[size_t(seat)];
    switch (c.f.stage) {
    case 0: {
        OptionList options;
        for (size_t i = 0; i < p.loyalty.size(); ++i)
            if (db().loyalty[p.loyalty[i]].side == LoyaltySide::Cylon)
                options.push_back(opt(Verb::Loyalty, int(i)));
        if (options.empty())
            return Flow::Done;
        c.f.stage = 1;
        return ask(c, seat, DecisionKind::ChooseCard, std::move(options));
    }
    case 1: {
        const int index = takeAnswer(s).a;
        const CardIdx card = p.loyalty[size_t(index)];
        const bool inBrig = p.location == locs().brig;
        p.revealed = true; // from now on crisis effects and their picks pass the revealer by
        p.revealedLoyalty = int8_t(index);
        p.loyaltySeenBy[size_t(index)] = kEveryone;
        logEvent(s, kRevealsToAll, EventKind::Revealed, seat, card);
        c.f.stage = 2;
        if (inBrig)
            logEvent(s, EventKind::RevealedFromBrig, seat);
        else if (db().loyalty[card].reveal != kNoList)
            c.push(FrameKind::Effects, db().loyalty[card].reveal, 0, -1);
        return Flow::Continue;
    }
    case 2:
        c.f.stage = 3;
        becomeRevealedCylon(c, seat);
        return Flow::Continue;
    default: {
        if (c.f.d > 0) [[unlikely]]
            pegasus::drawTreacheryAfterHandCut(s, seat, c.f.d);
        const CardIdx super = drawSuperCrisis(s);
        if (super != 0xFF) {
            p.superCrises.push_back(super);
            logEvent(s, revealedTo(seatBit(seat)), EventKind::SuperCrisisDealt, seat, super);
        }
        if (rulesRevision4(s) && seat != s.current)
            endActionNow(s, seat);
        else
            endTurnNow(s);
        return Flow::Done;
    }
    }
}

// Can Damage Galactica: up to 5 unused damage tokens are drawn; the revealer applies 2 of
// them and the rest go back. a = seat, b = tokens still to apply, c = tokens applied. With
// Pegasus afloat each of the 2 may be a Pegasus damage token instead (pegasus.yaml U04: each
// time Galactica would be damaged; the revealer chooses, as he plays the card).
Flow runGalacticaStrike(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    auto& pile = s.galacticaDamagePile; // shuffled: its first tokens are the ones drawn
    if (c.f.stage == 1 && s.answer.verb == pegasus::kDamageShip) {
        takeAnswer(s);
        damagePegasus(s, int(pegasus::PegasusDamageCause::InsteadOfGalactica));
        --c.f.b;
        c.f.stage = 0;
        return Flow::Continue;
    }
    if (c.f.stage == 1) {
        const uint8_t token = uint8_t(takeAnswer(s).a);
        pile.erase(std::find(pile.begin(), pile.end(), token));
        const GalacticaDamageDef& def = db().galacticaDamage[token];
        logEvent(s, EventKind::GalacticaDamaged, seat, token); // chosen among tokens the decision showed
        // Same outcome as the combat damage rule: a location token blocks the location and
        // sends anyone there to Sickbay; a stores token costs its resources and leaves the game.
        if (def.location >= 0) {
            s.galacticaDamage.push_back(token);
            for (int other = 0; other < s.playerCount(); ++other)
                if (s.players[size_t(other)].location == def.location)
                    sendTo(s, Seat(other), locs().sickbay);
            if (locationDamageCount(s) >= 6)
                endGame(s, Side::Cylon, EndReason::GalacticaDestroyed);
        } else {
            s.galacticaDamageRemoved.push_back(token);
            if (def.effects != kNoList)
                c.push(FrameKind::Effects, def.effects, 0, -1);
        }
        --c.f.b;
        ++c.f.c;
        c.f.stage = 0;
        return Flow::Continue;
    }
    const int offered = std::min<int>(kStrikeDraw - c.f.c, int(pile.size()));
    if (c.f.b <= 0 || offered <= 0) {
        s.rng.shuffle(pile); // the tokens not applied go back among the unused ones
        return Flow::Done;
    }
    OptionList options;
    for (int i = 0; i < offered; ++i)
        options.push_back(opt(Verb::Token, pile[size_t(i)]));
    if (pegasusAfloat(s))
        options.push_back(opt(pegasus::kDamageShip, pegasus::kDamagePegasus));
    c.f.stage = 1;
    return ask(c, seat, DecisionKind::ChooseCard, std::move(options));
}

} // namespace bsg
