#pragma once
// The test's own statement of everything the Four Solo player does not know at a decision,
// and a deal of it again: the same game as the player sees it, with every hidden card
// exchanged for another the player could not tell from it. Written from the rules
// (docs/visibility.md, Four Solo 2.1-5.4) and the full state only, without the player tools'
// code, so that the tests of the heuristic player and the advisor check them against it.
//
// Hidden from the player (and dealt again here):
//  * skill cards in a hand the player may not see now (visibility_rule.h), but not a face-up
//    Active Card; the skill decks; the destiny deck; and the cards of the skill check being
//    built that the player did not choose - the destiny cards, the current character's random
//    card (3.3, before a Cylon is revealed), a revealed Cylon's card (3.5). Their colours are
//    known (a card's back), so each is exchanged only for a card of its colour. Once the check
//    is revealed (its total is being settled) every card in it is public.
//  * the order of every deck: crisis, super crisis, quorum, destination, loyalty, the
//    Galactica and basestar damage tokens - except cards the decision itself shows (the
//    options, a card a character scouts - the current one, or one playing an Active Card out of
//    turn (5.1): the player acts for every character);
//  * loyalty cards nobody has looked at and the loyalty deck (dealt again among themselves: the
//    cards left out of the game stay out, for the rules fix how many of each side are in it),
//    the quorum hand outside the President's turn, a revealed Cylon's super crisis cards, the
//    civilian ships (face down wherever they are), and the random number generator.
//
// Known, and so kept: a card offered by a decision an Active Card play interrupted (Four Solo
// 5.1), from the hand or super crisis cards that hold it - the player saw that decision, and it
// will be asked again with those options (a movement, action, discard, Active-window or Active
// Card choice is asked afresh instead).
#include "solo_rules_internal.h"
#include "visibility_rule.h"

#include <algorithm>
#include <random>
#include <vector>

namespace bsg::test {

inline bool optionNames(const GameState& s, Verb verb, int card) {
    for (const Option& o : s.decision.options)
        if (o.verb == verb && o.a == card)
            return true;
    return false;
}

// Is the skill check's pile revealed (its total being settled)?
inline bool checkRevealed(const GameState& s) {
    if (s.check.result != CheckResult::None)
        return true;
    if (!s.hasDecision || s.decision.kind != DecisionKind::RuleChoice)
        return false;
    return s.decision.context == int(CorePrompt::DeclareEmergency) || s.decision.context == int(CorePrompt::CommandAuthority);
}

template <class T, class Rng> void shuffleRange(std::vector<T>& v, size_t from, Rng& rng) {
    if (from < v.size())
        std::shuffle(v.begin() + std::ptrdiff_t(from), v.end(), rng);
}

// The cards offered by the decision waiting to be asked again after an Active Card play: for each
// seat, the skill cards of its hand and its super crisis cards (one slot per offer).
struct WaitingOffers {
    std::vector<std::vector<int>> hand, supers;
};
inline WaitingOffers waitingOffers(const GameState& s) {
    WaitingOffers w{std::vector<std::vector<int>>(size_t(s.playerCount())),
                    std::vector<std::vector<int>>(size_t(s.playerCount()))};
    const bool waiting = std::any_of(s.stack.begin(), s.stack.end(), [](const Frame& f) {
        return f.kind == SoloFrame::Resume && f.stage == 0;
    });
    const Decision& d = s.variantState.parked;
    const bool afresh = d.kind == DecisionKind::Movement || d.kind == DecisionKind::Action ||
                        d.kind == DecisionKind::DiscardCards || d.kind == SoloDecision::ActiveWindow ||
                        d.kind == SoloDecision::ActiveCard;
    if (!waiting || afresh || d.actor < 0 || d.actor >= s.playerCount())
        return w;
    for (const Option& o : d.options) {
        if (o.verb == Verb::Crisis)
            w.supers[size_t(d.actor)].push_back(o.a);
        else if (o.verb == Verb::Contribute || o.verb == Verb::Discard || o.verb == Verb::Play ||
                 o.verb == Verb::ActionSkill || o.verb == SoloVerb::ChooseActive)
            w.hand[size_t(d.actor)].push_back(o.a);
    }
    return w;
}

// Whether `card` is among `offers`; if so it is taken out of them (each offer keeps one slot).
inline bool takeOffer(std::vector<int>& offers, int card) {
    const auto at = std::find(offers.begin(), offers.end(), card);
    if (at == offers.end())
        return false;
    offers.erase(at);
    return true;
}

inline GameState withHiddenInformationDealtAgain(const GameState& s, std::mt19937& rng) {
    GameState t = s;
    WaitingOffers kept = waitingOffers(s);
    const Sight v = sightNow(s);
    const auto& cards = db().skillCards;
    bool anyRevealed = false;
    for (const Player& p : s.players)
        anyRevealed = anyRevealed || p.revealed;

    // Skill cards: every hidden slot, by colour, takes a card from another hidden slot.
    std::vector<SkillCard*> slots[kMaxSkillTypes]; // a box's types too (Treachery)
    std::vector<int> activeOf(size_t(t.playerCount()), -1);
    for (int seat = 0; seat < t.playerCount(); ++seat) {
        Player& p = t.players[size_t(seat)];
        if (v.hand[size_t(seat)])
            continue;
        activeOf[size_t(seat)] = activeCardOf(t, Seat(seat));
        const int activeIndex = p.revealed ? -1 : activeCardIndex(t, Seat(seat));
        for (size_t i = 0; i < p.hand.size(); ++i)
            if (int(i) != activeIndex && !takeOffer(kept.hand[size_t(seat)], p.hand[i]))
                slots[size_t(cards[p.hand[i]].type)].push_back(&p.hand[i]);
    }
    for (auto& deck : t.skillDeck)
        for (SkillCard& c : deck)
            slots[size_t(cards[c].type)].push_back(&c);
    for (SkillCard& c : t.destiny)
        slots[size_t(cards[c].type)].push_back(&c);
    if (!checkRevealed(s))
        for (size_t i = 0; i < t.checkPile.size(); ++i) {
            const Seat owner = t.checkPileOwner[i];
            const bool chosen = owner != kNoSeat && !s.players[size_t(owner)].revealed &&
                                !(owner == s.current && !anyRevealed);
            if (!chosen)
                slots[size_t(cards[t.checkPile[i]].type)].push_back(&t.checkPile[i]);
        }
    for (auto& colour : slots) {
        std::vector<SkillCard> values;
        for (SkillCard* c : colour)
            values.push_back(*c);
        std::shuffle(values.begin(), values.end(), rng);
        for (size_t i = 0; i < colour.size(); ++i)
            *colour[i] = values[i];
    }
    for (int seat = 0; seat < t.playerCount(); ++seat) { // hands stay sorted, Active Cards marked
        if (v.hand[size_t(seat)])
            continue;
        std::sort(t.players[size_t(seat)].hand.begin(), t.players[size_t(seat)].hand.end());
        if (activeOf[size_t(seat)] >= 0)
            setActiveCard(t, Seat(seat), SkillCard(activeOf[size_t(seat)]));
    }
    std::shuffle(t.destiny.begin(), t.destiny.end(), rng);
    for (auto& deck : t.skillDeck)
        std::shuffle(deck.begin(), deck.end(), rng);

    // Deck orders, but not what the decision shows.
    const bool scouting = s.hasDecision && s.decision.kind == DecisionKind::RuleChoice &&
                          (s.decision.context == int(CorePrompt::LaunchScoutPlace) || s.decision.context == int(CorePrompt::Recon));
    shuffleRange(t.crisisDeck, scouting ? 1 : 0, rng);
    std::shuffle(t.superDeck.begin(), t.superDeck.end(), rng);
    size_t shownDestinations = scouting ? 1 : 0;
    if (s.hasDecision && s.decision.kind == DecisionKind::ChooseDestination)
        shownDestinations = s.decision.options.size();
    shuffleRange(t.destinationDeck, shownDestinations, rng);
    std::shuffle(t.galacticaDamagePile.begin(), t.galacticaDamagePile.end(), rng);
    std::shuffle(t.basestarDamagePile.begin(), t.basestarDamagePile.end(), rng);

    // Quorum cards: the deck's order, and the hand when it is closed (not cards offered).
    std::vector<CardIdx*> quorum;
    for (CardIdx& q : t.quorumDeck)
        if (!optionNames(s, Verb::Quorum, q))
            quorum.push_back(&q);
    if (!v.quorum)
        for (CardIdx& q : t.quorumHand)
            quorum.push_back(&q);
    {
        std::vector<CardIdx> values;
        for (CardIdx* q : quorum)
            values.push_back(*q);
        std::shuffle(values.begin(), values.end(), rng);
        for (size_t i = 0; i < quorum.size(); ++i)
            *quorum[i] = values[i];
    }

    // Loyalty cards nobody has looked at, and the deck.
    std::vector<CardIdx*> loyalty;
    for (Player& p : t.players)
        for (size_t i = 0; i < p.loyalty.size(); ++i)
            if (p.loyaltySeenBy[i] == 0)
                loyalty.push_back(&p.loyalty[i]);
    for (CardIdx& c : t.loyaltyDeck)
        loyalty.push_back(&c);
    {
        std::vector<CardIdx> values;
        for (CardIdx* c : loyalty)
            values.push_back(*c);
        std::shuffle(values.begin(), values.end(), rng);
        for (size_t i = 0; i < loyalty.size(); ++i)
            *loyalty[i] = values[i];
    }

    // A revealed Cylon's super crisis cards, when the decision does not offer them.
    for (int seat = 0; seat < t.playerCount(); ++seat)
        if (!v.supers[size_t(seat)])
            for (CardIdx& c : t.players[size_t(seat)].superCrises)
                if (!t.superDeck.empty() && !takeOffer(kept.supers[size_t(seat)], c))
                    std::swap(t.superDeck[rng() % t.superDeck.size()], c);

    // Civilian ships lie face down in space and in the pile.
    std::vector<uint8_t*> civilians;
    for (auto& area : t.space)
        for (uint8_t& c : area.civilians)
            civilians.push_back(&c);
    for (uint8_t& c : t.civilianPile)
        civilians.push_back(&c);
    {
        std::vector<uint8_t> values;
        for (uint8_t* c : civilians)
            values.push_back(*c);
        std::shuffle(values.begin(), values.end(), rng);
        for (size_t i = 0; i < civilians.size(); ++i)
            *civilians[i] = values[i];
    }

    t.rng = Rng(rng() * 0x9E3779B97F4A7C15ull + rng());
    return t;
}

} // namespace bsg::test
