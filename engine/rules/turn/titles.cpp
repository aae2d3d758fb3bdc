// Titles (rulebook "Title Cards", "Line of Succession"): the President's quorum hand and
// action, the titles passing on when a holder is revealed, and the quorum cards that stay
// on the table.
#include "rules_core.h"

#include <algorithm>

namespace bsg {

CardIdx drawQuorum(GameState& s) {
    if (s.quorumDeck.empty()) {
        s.quorumDeck.swap(s.quorumDiscard);
        s.rng.shuffle(s.quorumDeck);
        logEvent(s, EventKind::Shuffled, kNoSeat, int(Pile::Quorum));
    }
    const CardIdx card = s.quorumDeck.front();
    s.quorumDeck.erase(s.quorumDeck.begin());
    return card;
}

void presidentDrawsQuorum(GameState& s, QuorumDrawCause why) {
    if (s.president == kNoSeat || (s.quorumDeck.empty() && s.quorumDiscard.empty()))
        return;
    const CardIdx card = drawQuorum(s);
    s.quorumHand.push_back(card);
    logEvent(s, revealedTo(seatBit(s.president)), EventKind::QuorumDrawn, s.president, card, int(why));
}

void playQuorumFromHand(Ctx& c, Seat seat, CardIdx card) {
    GameState& s = c.s;
    const auto it = std::find(s.quorumHand.begin(), s.quorumHand.end(), card);
    s.quorumHand.erase(it);
    s.inPlay.push_back(InPlay{CardKind::Quorum, card, seat}); // on the table while it resolves
    logEvent(s, EventKind::QuorumPlayed, seat, card);
    c.push(FrameKind::QuorumCard, card, seat);
}

const InPlay* keptQuorum(const GameState& s, KeptRule rule) {
    for (const InPlay& ip : s.inPlay)
        if (ip.kind == CardKind::Quorum && db().quorum[ip.card].kept == rule)
            return &ip;
    return nullptr;
}

void discardKeptQuorum(GameState& s, KeptRule rule) {
    for (auto it = s.inPlay.begin(); it != s.inPlay.end(); ++it)
        if (it->kind == CardKind::Quorum && db().quorum[it->card].kept == rule) {
            const CardIdx card = it->card;
            const Seat holder = it->holder;
            s.quorumDiscard.push_back(it->card);
            s.inPlay.erase(it);
            logEvent(s, EventKind::QuorumDisposed, holder, card, int(QuorumFate::Discarded));
            return;
        }
}

void titlesOnReveal(GameState& s, Seat seat) {
    // Each title goes to the highest other player in its line of succession.
    if (s.president == seat)
        setTitle(s, Title::President, successor(s, Title::President, seat));
    if (s.admiral == seat)
        setTitle(s, Title::Admiral, successor(s, Title::Admiral, seat));
    // Quorum cards kept in front of a player who reveals are discarded (FAQ, C22).
    for (auto it = s.inPlay.begin(); it != s.inPlay.end();) {
        if (it->kind == CardKind::Quorum && it->holder == seat) {
            s.quorumDiscard.push_back(it->card);
            it = s.inPlay.erase(it);
        } else {
            ++it;
        }
    }
}

Seat missionSpecialist(const GameState& s) {
    const InPlay* ip = keptQuorum(s, KeptRule::PicksNextDestination);
    return ip ? ip->holder : kNoSeat;
}

void missionSpecialistDone(GameState& s) { discardKeptQuorum(s, KeptRule::PicksNextDestination); }

} // namespace bsg
