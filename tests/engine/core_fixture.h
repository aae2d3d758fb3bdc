#pragma once
// Scenario helpers of the base rules I tests (turn, locations, checks, cards, characters,
// titles): a game run to the first Movement decision, hands and positions set by hand.
#include "rules_core.h"
#include "test_support.h"

#include <algorithm>
#include <map>

namespace bsg::coretest {

using test::choose;
using test::hasOption;
using test::optionIds;

// A game run through setup (first options) to the first player's Movement decision.
inline GameState started(const std::vector<std::string>& characters, uint64_t seed = 1) {
    GameState s = test::game(characters, seed);
    test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
    return s;
}

inline Seat seatOf(const GameState& s, const std::string& character) { return s.seatOf(test::character(character)); }

// Every skill card of the seat back to its discard pile.
inline void emptyHand(GameState& s, Seat seat) {
    auto& p = s.players[size_t(seat)];
    for (SkillCard card : p.hand)
        discardSkill(s, card);
    p.hand.clear();
}

inline void emptyAllHands(GameState& s) {
    for (int seat = 0; seat < s.playerCount(); ++seat)
        emptyHand(s, Seat(seat));
}

inline void give(GameState& s, Seat seat, const std::vector<std::string>& cards) {
    for (const auto& id : cards)
        test::giveCard(s, seat, id);
}

// Puts a character on a location (out of any viper).
inline void placeAt(GameState& s, Seat seat, const std::string& location) {
    auto& p = s.players[size_t(seat)];
    if (p.viperArea >= 0) {
        ++s.vipersReserve;
        p.viperArea = -1;
    }
    p.location = test::location(location);
    p.stranded = false;
}

// The destiny deck: these cards on top (taken from the decks; the old destiny cards are discarded).
inline void setDestiny(GameState& s, const std::vector<std::string>& cards) {
    for (SkillCard card : s.destiny)
        discardSkill(s, card);
    s.destiny.clear();
    for (const auto& id : cards) {
        const SkillCard card = test::skillCard(id);
        const auto type = size_t(db().skillCards[card].type);
        for (auto* pile : {&s.skillDeck[type], &s.skillDiscard[type]}) {
            const auto it = std::find(pile->begin(), pile->end(), card);
            if (it != pile->end()) {
                pile->erase(it);
                s.destiny.push_back(card);
                break;
            }
        }
    }
}

inline int countType(const GameState& s, Seat seat, SkillType t) {
    int n = 0;
    for (SkillCard card : s.players[size_t(seat)].hand)
        n += db().skillCards[card].type == t;
    return n;
}

inline bool inHand(const GameState& s, Seat seat, const std::string& cardId) {
    const auto& hand = s.players[size_t(seat)].hand;
    return std::find(hand.begin(), hand.end(), test::skillCard(cardId)) != hand.end();
}

inline std::string kindId(const GameState& s) { return s.hasDecision ? decisionKindId(s, s.decision.kind) : "none"; }
inline Seat actor(const GameState& s) { return s.hasDecision ? s.decision.actor : kNoSeat; }
inline int resource(const GameState& s, Resource r) { return s.resources[size_t(r)]; }

// Declines every out-of-turn offer (RuleChoice with a "decline" option) until something else is asked.
inline void declineOffers(GameState& s) {
    while (s.hasDecision && s.decision.kind == DecisionKind::RuleChoice && hasOption(s, "decline"))
        choose(s, "decline");
}

// Every contributor adds nothing until the check is totaled.
inline void contributeNothing(GameState& s) {
    while (s.hasDecision && s.decision.kind == DecisionKind::Contribute)
        choose(s, "done");
}

// The pending check: `seat` adds every card of its hand, nobody else adds any; with `declining`,
// every offer on the way (Blind Devotion) is declined. Returns the check's total, or -100 when
// it was not totalled.
inline int contributeAll(GameState& s, Seat seat, bool declining = false) {
    const size_t mark = s.log.size();
    auto resolved = [&] {
        return std::any_of(s.log.begin() + std::ptrdiff_t(mark), s.log.end(),
                           [](const LogEvent& e) { return e.kind == EventKind::CheckResult; });
    };
    if (declining)
        declineOffers(s);
    while (s.hasDecision && s.decision.kind == DecisionKind::Contribute && !resolved()) {
        std::string pick = "done";
        if (actor(s) == seat)
            for (const std::string& id : test::optionIds(s))
                if (id.rfind("contribute:", 0) == 0) {
                    pick = id;
                    break;
                }
        if (!choose(s, pick))
            return -100;
        if (declining)
            declineOffers(s);
    }
    for (size_t i = mark; i < s.log.size(); ++i)
        if (s.log[i].kind == EventKind::CheckResult)
            return s.log[i].a;
    return -100;
}

inline CardIdx quorumCard(const std::string& id) { return CardIdx(db().quorumCard(id)); }

// This quorum card on the table or in front of a player, or nullptr.
inline const InPlay* quorumInPlay(const GameState& s, const std::string& id) {
    for (const InPlay& ip : s.inPlay)
        if (ip.kind == CardKind::Quorum && ip.card == quorumCard(id))
            return &ip;
    return nullptr;
}

// Puts this quorum card into the President's hand (from the deck or discard pile).
inline void giveQuorum(GameState& s, const std::string& id) {
    const CardIdx card = quorumCard(id);
    for (auto* pile : {&s.quorumDeck, &s.quorumDiscard}) {
        const auto it = std::find(pile->begin(), pile->end(), card);
        if (it != pile->end()) {
            pile->erase(it);
            s.quorumHand.push_back(card);
            return;
        }
    }
}

// Moves this quorum card to the top of the quorum deck.
inline void stackQuorum(GameState& s, const std::string& id) {
    const CardIdx card = quorumCard(id);
    for (auto* pile : {&s.quorumDeck, &s.quorumDiscard, &s.quorumHand}) {
        const auto it = std::find(pile->begin(), pile->end(), card);
        if (it != pile->end()) {
            pile->erase(it);
            s.quorumDeck.insert(s.quorumDeck.begin(), card);
            return;
        }
    }
}

// Asks the pending Movement / Action decision again (after the test changed the state).
inline void reask(GameState& s) {
    s.hasDecision = false;
    s.stack.back().stage = 0;
    run(s);
}

// From the pending Movement step: the character stays and takes no action, so the turn goes
// on to its crisis.
inline void toCrisis(GameState& s) {
    reask(s);
    choose(s, "done");
    if (s.hasDecision && s.decision.kind == DecisionKind::Action)
        choose(s, "action:nothing");
}

// Runs a procedure now, on top of the pending Movement / Action step (asked again afterwards).
inline void interject(GameState& s, FrameKind kind, int a = 0, int b = 0, int c = 0, int d = 0) {
    s.hasDecision = false;
    s.stack.back().stage = 0;
    s.stack.push_back(Frame{kind, 0, int16_t(a), int16_t(b), int16_t(c), int16_t(d)});
    run(s);
}

// A skill check of leadership and tactics (difficulty 8) on top of the pending Movement step,
// its Destiny cards worth +4 (a leadership 2 and a tactics 2).
inline void leadershipTacticsCheck(GameState& s) {
    setDestiny(s, {"leadership:executive_order:2", "tactics:launch_scout:2"});
    interject(s, FrameKind::SkillCheck, 8, skillBit(SkillType::Leadership) | skillBit(SkillType::Tactics),
              int(CheckSource::Other), 0);
}

// Starts a fresh turn for `seat` (the stack is replaced by a new Turn frame).
inline void newTurn(GameState& s, Seat seat) {
    s.current = seat;
    s.hasDecision = false;
    s.stack = {Frame{FrameKind::Turn, 0, 0, 0, 0, 0}};
    run(s);
}

// Baltar (President, current), Adama (Admiral), Starbuck; empty hands; at Baltar's Action
// step with these quorum cards in the President's hand.
inline GameState presidentAtAction(const std::vector<std::string>& quorum) {
    GameState s = started({"gaius_baltar", "william_adama", "kara_thrace"});
    emptyAllHands(s);
    for (const auto& id : quorum)
        giveQuorum(s, id);
    reask(s);
    choose(s, "done");
    return s;
}

inline bool quorumIn(const std::vector<CardIdx>& pile, const std::string& id) {
    return std::find(pile.begin(), pile.end(), quorumCard(id)) != pile.end();
}

} // namespace bsg::coretest
