#pragma once
// The test's own statement of docs/visibility.md, written from the decision and the full state
// only. It deliberately does not call solo/visibility.cpp or the engine's solo hooks: the
// visibility walk checks the product against this, not against itself.
#include "solo_kinds.h"
#include "state.h"

#include <array>

namespace bsg::test {

struct Sight {
    std::array<bool, kMaxPlayers> hand{};    // the whole hand may be seen
    std::array<int, kMaxPlayers> active{};   // the face-up Active Card (a SkillCard), -1 none
    std::array<bool, kMaxPlayers> supers{};  // a revealed Cylon's super crisis cards
    bool quorum = false;
};

inline bool holds(const Player& p, int card) {
    for (SkillCard c : p.hand)
        if (c == card)
            return true;
    return false;
}

inline Sight sightNow(const GameState& s) {
    Sight v;
    v.active.fill(-1);
    for (int seat = 0; seat < s.playerCount(); ++seat) {
        const Player& p = s.players[size_t(seat)];
        // Rule 2: every Active Card lies face up - a revealed Cylon has none (5.4).
        if (!p.revealed && activeCardOf(s, Seat(seat)) >= 0)
            v.active[size_t(seat)] = activeCardOf(s, Seat(seat));
    }
    // Rule 1: the current character's hand, and the President's quorum cards in his turn.
    const Seat cur = s.current;
    if (!s.players[size_t(cur)].revealed) {
        v.hand[size_t(cur)] = true;
        v.quorum = s.president == cur;
    }
    if (!s.hasDecision || s.gameOver())
        return v;
    // Rule 3: a hand the decision offers cards of (other than its face-up Active Card).
    const Seat actor = s.decision.actor;
    const bool seat = actor >= 0 && actor < s.playerCount();
    for (const Option& o : s.decision.options) {
        if (!seat && o.verb != Verb::Take && o.verb != Verb::ActionQuorum && o.verb != Verb::Quorum)
            continue;
        if (o.verb == SoloVerb::ChooseActive) {
            v.hand[size_t(actor)] = true;
            continue;
        }
        switch (o.verb) {
        case Verb::Contribute:
        case Verb::Discard: v.hand[size_t(actor)] = true; break;
        case Verb::Play:
        case Verb::ActionSkill:
            if (o.a != v.active[size_t(actor)])
                v.hand[size_t(actor)] = true;
            break;
        case Verb::Take: { // the hand the cards are taken from: the decision names it
            if (s.decision.context >= 0 && s.decision.context < s.playerCount()) {
                v.hand[size_t(s.decision.context)] = true;
                break;
            }
            for (int other = 0; other < s.playerCount(); ++other) {
                bool all = other != actor;
                for (const Option& t : s.decision.options)
                    all = all && (t.verb != Verb::Take || holds(s.players[size_t(other)], t.a));
                v.hand[size_t(other)] = v.hand[size_t(other)] || all;
            }
            break;
        }
        case Verb::ActionQuorum: // a card played from the President's hand: that hand is browsed
            v.quorum = true;
            break;
        case Verb::Quorum: // a card looked at on top of the quorum deck: no hand is looked into
            break;
        case Verb::Crisis: { // a super crisis card offered from the revealed Cylon's own cards
            const Player& p = s.players[size_t(actor)];
            for (CardIdx c : p.superCrises)
                v.supers[size_t(actor)] |= p.revealed && c == o.a;
            break;
        }
        default: break;
        }
    }
    return v;
}

} // namespace bsg::test
