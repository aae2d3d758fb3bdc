#pragma once
// Shared scenario helpers for the crisis, loyalty, reveal, Cylon-turn and victory tests:
// a game past setup whose step stack the test then drives directly.
#include "test_support.h"

#include <QtTest>

#include <algorithm>
#include <functional>

namespace bsg::test {

// Seats of the standard cast used by these tests.
enum CastSeat : Seat { kRoslin = 0, kAdama = 1, kThrace = 2, kTyrol = 3 };

// A four-player game (Roslin President, Adama Admiral) past setup: its first turn is waiting
// for the Movement decision.
inline GameState startedGame(uint64_t seed = 7) {
    GameState s = game({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, seed);
    playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
    return s;
}

// Drops the pending decision and every frame: the test pushes the frames it wants to run.
inline void takeOver(GameState& s) {
    s.hasDecision = false;
    s.hasAnswer = false;
    s.stack.clear();
}

// Starts the turn of `seat` afresh (its first decision: Movement, once skills are drawn).
inline void startTurnOf(GameState& s, Seat seat) {
    takeOver(s);
    s.current = seat;
    s.stack.push_back(Frame{FrameKind::Turn, 0, 0, 0, 0, 0});
    run(s);
    for (int i = 0; i < 10 && s.hasDecision && s.decision.kind != DecisionKind::Movement; ++i)
        apply(s, s.decision.options.front()); // skill draws and windows before Movement
}

// Takes one free copy of a skill card (by id) out of the decks.
inline bool takeFree(GameState& s, SkillCard card) {
    const auto type = size_t(db().skillCards[card].type);
    for (auto* pile : {&s.skillDeck[type], &s.skillDiscard[type]}) {
        const auto it = std::find(pile->begin(), pile->end(), card);
        if (it != pile->end()) {
            pile->erase(it);
            return true;
        }
    }
    return false;
}

inline int freeCopies(const GameState& s, SkillCard card) {
    const auto type = size_t(db().skillCards[card].type);
    return int(std::count(s.skillDeck[type].begin(), s.skillDeck[type].end(), card) +
               std::count(s.skillDiscard[type].begin(), s.skillDiscard[type].end(), card));
}

// Every hand goes to the discard piles.
inline void emptyHands(GameState& s) {
    for (auto& p : s.players) {
        for (SkillCard c : p.hand)
            discardSkill(s, c);
        p.hand.clear();
    }
}

// The two next destiny cards are these (the old destiny deck is discarded).
inline void setDestiny(GameState& s, SkillCard first, SkillCard second) {
    for (SkillCard c : s.destiny)
        discardSkill(s, c);
    s.destiny.clear();
    for (SkillCard c : {first, second}) {
        QVERIFY(takeFree(s, c));
        s.destiny.push_back(c);
    }
}

// Skill cards of the types in `mask` adding up to exactly `total` (largest first), taken
// from the decks; empty if impossible.
inline std::vector<SkillCard> cardsWorth(GameState& s, SkillMask mask, int total) {
    std::vector<SkillCard> picked;
    for (int strength = 5; strength >= 1 && total > 0; --strength) {
        for (size_t i = 0; i < db().skillCards.size() && total >= strength; ++i) {
            const SkillCardDef& d = db().skillCards[i];
            if (d.strength != strength || !(mask & skillBit(d.type)))
                continue;
            while (total >= strength && freeCopies(s, SkillCard(i)) > 0) {
                takeFree(s, SkillCard(i));
                picked.push_back(SkillCard(i));
                total -= strength;
            }
        }
    }
    if (total != 0)
        return {};
    return picked;
}

inline SkillType firstType(SkillMask mask) {
    for (int t = 0; t < kSkillTypeCount; ++t)
        if (mask & skillBit(SkillType(t)))
            return SkillType(t);
    return SkillType::Politics;
}

inline SkillCard strengthOne(SkillType t) {
    for (size_t i = 0; i < db().skillCards.size(); ++i)
        if (db().skillCards[i].type == t && db().skillCards[i].strength == 1)
            return SkillCard(i);
    return 0;
}

// Rigs the next skill check against `mask` to total exactly `total` (>= 2): two destiny cards
// of strength 1 that count for it, and the rest handed to `seat`, who is to put them in.
inline std::vector<SkillCard> rigCheck(GameState& s, SkillMask mask, int total, Seat seat) {
    const SkillCard one = strengthOne(firstType(mask));
    setDestiny(s, one, one);
    std::vector<SkillCard> cards = cardsWorth(s, mask, total - 2);
    auto& hand = s.players[size_t(seat)].hand;
    hand.insert(hand.end(), cards.begin(), cards.end());
    sortHand(hand);
    return cards;
}

// A decision opened by another rule's optional ability or card window (not the subject of
// these tests); the drivers below decline those.
inline bool isWindow(const Decision& d) {
    return d.kind == DecisionKind::UseAbility || int(d.kind) > int(DecisionKind::ChooseActivity);
}

// Declines other rules' optional windows until `id` is offered, then takes it.
inline bool chooseThrough(GameState& s, const std::string& id) {
    for (int i = 0; i < 20 && s.hasDecision && !hasOption(s, id) && isWindow(s.decision) && hasOption(s, "decline"); ++i)
        choose(s, "decline");
    return choose(s, id);
}

// After the Action step: when an ability lets the player pick among drawn crisis cards, the
// stacked card `id` is the one taken.
inline void takeStackedCrisis(GameState& s, const std::string& id) {
    for (int i = 0; i < 10 && s.hasDecision; ++i) {
        if (hasOption(s, "crisis:" + id))
            choose(s, "crisis:" + id);
        else if (isWindow(s.decision) && hasOption(s, "decline"))
            choose(s, "decline");
        else
            break;
    }
}

// Adds no card to the skill check under way (declining other rules' windows on the way).
inline void addNothing(GameState& s) {
    while (s.hasDecision && (s.decision.kind == DecisionKind::Contribute || isWindow(s.decision)))
        choose(s, s.decision.kind == DecisionKind::Contribute ? "done" : "decline");
}

// Answers decisions until none is pending: `contribute` cards go into skill checks by their
// holder; everything else takes the option `pick` returns (default: the first one).
struct Driver {
    std::vector<SkillCard> contribute;
    Seat contributor = kNoSeat; // who puts the `contribute` cards in
    std::function<int(const GameState&)> pick; // index into the options
    int steps = 0;
    bool run(GameState& s, int limit = 400) {
        for (; s.hasDecision && !s.gameOver() && steps < limit; ++steps) {
            const Decision& d = s.decision;
            Option choice = d.options.front();
            if (d.kind == DecisionKind::Contribute) {
                choice = opt(Verb::Done);
                for (const Option& o : d.actor == contributor ? d.options : std::vector<Option>{}) {
                    const auto it = std::find(contribute.begin(), contribute.end(), SkillCard(o.a));
                    if (o.verb == Verb::Contribute && it != contribute.end()) {
                        contribute.erase(it);
                        choice = o;
                        break;
                    }
                }
            } else if (isWindow(d) && std::find(d.options.begin(), d.options.end(), opt(Verb::Decline)) != d.options.end()) {
                choice = opt(Verb::Decline);
            } else if (pick) {
                choice = d.options[size_t(std::clamp(pick(s), 0, int(d.options.size()) - 1))];
            }
            if (apply(s, choice))
                return false;
            const std::string problem = conservationProblem(s);
            if (!problem.empty()) {
                qWarning("%s", problem.c_str());
                return false;
            }
        }
        return !s.hasDecision || s.gameOver();
    }
};

// Takes a crisis card out of the decks into play for this turn and resolves it.
inline void startCrisis(GameState& s, CardIdx card) {
    for (auto* pile : {&s.crisisDeck, &s.crisisDiscard, &s.superDeck, &s.superDiscard}) {
        const auto it = std::find(pile->begin(), pile->end(), card);
        if (it != pile->end()) {
            pile->erase(it);
            break;
        }
    }
    s.crisesThisTurn.push_back(card);
    s.stack.push_back(Frame{FrameKind::ResolveCrisis, 0, card, 0, 0, 0});
    run(s);
}

inline CardIdx loyaltyCard(const std::string& id) {
    const int c = db().loyaltyCard(id);
    if (c < 0)
        qFatal("unknown loyalty card %s", id.c_str());
    return CardIdx(c);
}

// The seat's loyalty cards go back to the box.
inline void clearLoyalty(GameState& s, Seat seat) {
    auto& p = s.players[size_t(seat)];
    s.loyaltyUnused.insert(s.loyaltyUnused.end(), p.loyalty.begin(), p.loyalty.end());
    p.loyalty.clear();
    p.loyaltySeenBy.clear();
}

// Hands the seat a copy of this loyalty card, taken from the box, the deck or another player.
inline void giveLoyalty(GameState& s, Seat seat, const std::string& id) {
    const CardIdx card = loyaltyCard(id);
    auto take = [&](std::vector<CardIdx>& pile, std::vector<uint16_t>* seen) {
        const auto it = std::find(pile.begin(), pile.end(), card);
        if (it == pile.end())
            return false;
        if (seen)
            seen->erase(seen->begin() + (it - pile.begin()));
        pile.erase(it);
        return true;
    };
    bool found = take(s.loyaltyUnused, nullptr) || take(s.loyaltyDeck, nullptr);
    for (int other = 0; !found && other < s.playerCount(); ++other)
        if (other != seat)
            found = take(s.players[size_t(other)].loyalty, &s.players[size_t(other)].loyaltySeenBy);
    if (!found)
        qFatal("no free copy of loyalty card %s", id.c_str());
    s.players[size_t(seat)].loyalty.push_back(card);
    s.players[size_t(seat)].loyaltySeenBy.push_back(seatBit(seat));
}

// Puts a copy of this loyalty card on top of the loyalty deck.
inline void stackLoyalty(GameState& s, const std::string& id) {
    const CardIdx card = loyaltyCard(id);
    for (auto* pile : {&s.loyaltyDeck, &s.loyaltyUnused}) {
        const auto it = std::find(pile->begin(), pile->end(), card);
        if (it != pile->end()) {
            pile->erase(it);
            s.loyaltyDeck.insert(s.loyaltyDeck.begin(), card);
            return;
        }
    }
    qFatal("no free copy of loyalty card %s", id.c_str());
}

inline int countEvents(const GameState& s, EventKind k) {
    return int(std::count_if(s.log.begin(), s.log.end(), [k](const LogEvent& e) { return e.kind == k; }));
}

} // namespace bsg::test
