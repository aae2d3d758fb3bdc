// Sampling the player's information set (information_set.h).
#include "information_set.h"

#include "player_knowledge.h"
#include "rules_core.h"
#include "solo_game.h"
#include "solo_kinds.h"
#include "solo_rules_internal.h"

#include <algorithm>

namespace bsg::solo::advisor {

namespace {

using Slot = InformationSet::Slot;
using Where = InformationSet::Where;

// The value in a slot. Skill cards, card indices and civilian tokens are all small integers,
// so one accessor serves every pool: the slot's place says which container it is.
uint8_t& valueAt(GameState& t, const Slot& s) {
    switch (s.where) {
    case Where::Hand: return t.players[s.owner].hand[s.index];
    case Where::SkillDeck: return t.skillDeck[s.owner][s.index];
    case Where::Destiny: return t.destiny[s.index]; // placed by sample() (its index is a position then)
    case Where::CheckPile: return t.checkPile[s.index];
    case Where::QuorumDeck: return t.quorumDeck[s.index];
    case Where::QuorumHand: return t.quorumHand[s.index];
    case Where::Loyalty: return t.players[s.owner].loyalty[s.index];
    case Where::LoyaltyDeck: return t.loyaltyDeck[s.index];
    case Where::SuperDeck: return t.superDeck[s.index];
    case Where::SuperHeld: return t.players[s.owner].superCrises[s.index];
    case Where::Civilians: return t.space[s.owner].civilians[s.index];
    case Where::CivilianPile: return t.civilianPile[s.index];
    }
    return t.civilianPile[s.index];
}

Slot slot(Where w, int owner, size_t index) { return Slot{w, uint8_t(owner), uint16_t(index)}; }

// The decision an Active Card play interrupted (5.1), when it will be asked again with the
// options it was asked with: not a movement, action, discard, Active-window or Active Card choice,
// whose options are worked out afresh (solo_rules.cpp, runSoloResume). Null when none waits.
const Decision* interruptedDecision(const GameState& s) {
    const Decision& d = s.variantState.parked;
    const auto kind = d.kind;
    if (kind == DecisionKind::Movement || kind == DecisionKind::Action || kind == DecisionKind::DiscardCards ||
        kind == SoloDecision::ActiveWindow || kind == SoloDecision::ActiveCard)
        return nullptr;
    for (const Frame& f : s.stack)
        if (f.kind == SoloFrame::Resume && f.stage == 0)
            return &d;
    return nullptr;
}

} // namespace

InformationSet::InformationSet(const GameState& s) : m_base(s) {
    m_base.log.clear(); // the rules never read it; a sample need not copy it
    const GameState& b = m_base;
    const Visibility v = soloVisibility(b);
    const policy::PlayerKnowledge k(b);
    const auto& cards = policy::cardData().skillCards;

    // Skill cards, by colour: hidden hands (not a face-up Active Card), the decks, the destiny
    // deck, the check's face-down cards.
    m_skills.resize(size_t(policy::kPolicySkillTypes));
    auto addSkill = [&](Slot sl, SkillCard c) {
        auto& pool = m_skills[size_t(cards[c].type)];
        pool.slots.push_back(sl);
        pool.values.push_back(c);
    };
    m_activeCards.assign(size_t(b.playerCount()), -1);
    m_hiddenHand.assign(size_t(b.playerCount()), false);
    for (int seat = 0; seat < b.playerCount(); ++seat) {
        if (v.hand[size_t(seat)])
            continue;
        const Player& p = b.players[size_t(seat)];
        m_hiddenHand[size_t(seat)] = true;
        const int activeIndex = v.activeCard[size_t(seat)] ? activeCardIndex(b, Seat(seat)) : -1;
        if (activeIndex >= 0)
            m_activeCards[size_t(seat)] = activeCardOf(b, Seat(seat));
        for (size_t i = 0; i < p.hand.size(); ++i)
            if (int(i) != activeIndex)
                addSkill(slot(Where::Hand, seat, i), p.hand[i]);
    }
    for (int t = 0; t < policy::kPolicySkillTypes; ++t)
        for (size_t i = 0; i < b.skillDeck[size_t(t)].size(); ++i)
            addSkill(slot(Where::SkillDeck, t, i), b.skillDeck[size_t(t)][i]);
    // The destiny deck's colours are known, not their order: its slots are numbered within
    // their colour and placed when a sample orders the colours (sample()).
    std::array<int, kMaxSkillTypes> destinyOfColour{};
    for (SkillCard c : b.destiny) {
        const int colour = int(cards[c].type);
        addSkill(slot(Where::Destiny, colour, size_t(destinyOfColour[size_t(colour)]++)), c);
        m_destinyColours.push_back(uint8_t(colour));
    }
    std::sort(m_destinyColours.begin(), m_destinyColours.end());
    for (int i = 0; i < k.checkCardCount(); ++i)
        if (k.checkCard(i).strength < 0)
            addSkill(slot(Where::CheckPile, 0, size_t(i)), b.checkPile[size_t(i)]);
    for (auto& pool : m_skills)
        std::sort(pool.values.begin(), pool.values.end());

    // Quorum cards: the deck below the cards the decision shows on its top, and a closed
    // President's hand.
    for (size_t i = size_t(quorumCardsOnShow(b)); i < b.quorumDeck.size(); ++i) {
        m_quorum.slots.push_back(slot(Where::QuorumDeck, 0, i));
        m_quorum.values.push_back(b.quorumDeck[i]);
    }
    if (!v.quorumHand)
        for (size_t i = 0; i < b.quorumHand.size(); ++i) {
            m_quorum.slots.push_back(slot(Where::QuorumHand, 0, i));
            m_quorum.values.push_back(b.quorumHand[i]);
        }
    // Loyalty cards nobody has looked at, and the loyalty deck (the cards out of the game
    // stay out: the rules fix how many of each side are in it).
    for (int seat = 0; seat < b.playerCount(); ++seat) {
        const Player& p = b.players[size_t(seat)];
        for (size_t i = 0; i < p.loyalty.size(); ++i)
            if (!(v.loyalty[size_t(seat)] >> i & 1u)) {
                m_loyalty.slots.push_back(slot(Where::Loyalty, seat, i));
                m_loyalty.values.push_back(p.loyalty[i]);
            }
    }
    for (size_t i = 0; i < b.loyaltyDeck.size(); ++i) {
        m_loyalty.slots.push_back(slot(Where::LoyaltyDeck, 0, i));
        m_loyalty.values.push_back(b.loyaltyDeck[i]);
    }
    // Super crisis cards: the deck and a revealed Cylon's cards the decision does not show.
    for (size_t i = 0; i < b.superDeck.size(); ++i) {
        m_supers.slots.push_back(slot(Where::SuperDeck, 0, i));
        m_supers.values.push_back(b.superDeck[i]);
    }
    for (int seat = 0; seat < b.playerCount(); ++seat)
        if (!v.superCrises[size_t(seat)])
            for (size_t i = 0; i < b.players[size_t(seat)].superCrises.size(); ++i) {
                m_supers.slots.push_back(slot(Where::SuperHeld, seat, i));
                m_supers.values.push_back(b.players[size_t(seat)].superCrises[i]);
            }
    // Civilian ships lie face down wherever they are.
    for (int a = 0; a < kAreaCount; ++a)
        for (size_t i = 0; i < b.space[size_t(a)].civilians.size(); ++i) {
            m_civilians.slots.push_back(slot(Where::Civilians, a, i));
            m_civilians.values.push_back(b.space[size_t(a)].civilians[i]);
        }
    for (size_t i = 0; i < b.civilianPile.size(); ++i) {
        m_civilians.slots.push_back(slot(Where::CivilianPile, 0, i));
        m_civilians.values.push_back(b.civilianPile[i]);
    }
    for (auto* pool : {&m_quorum, &m_loyalty, &m_supers})
        std::sort(pool->values.begin(), pool->values.end());
    std::sort(m_civilians.values.begin(), m_civilians.values.end());

    pinInterruptedOptions();

    // The top cards a decision shows stay where they are: the destinations to choose from, and
    // the card the current character scouts (Launch Scout, Recon).
    if (b.hasDecision && b.decision.kind == DecisionKind::ChooseDestination)
        m_destinationFrom = b.decision.options.size();
    if (k.scoutedCard(0) >= 0)
        m_crisisFrom = 1;
    if (k.scoutedCard(1) >= 0)
        m_destinationFrom = std::max<size_t>(m_destinationFrom, 1);
}

// The cards a decision interrupted by an Active Card play offered stay where they are: the
// player saw them when it was asked, and it will be asked again with them (a sample that dealt
// one away would offer a card its owner does not hold).
void InformationSet::pinInterruptedOptions() {
    const Decision* d = interruptedDecision(m_base);
    if (!d)
        return;
    const auto& cards = policy::cardData().skillCards;
    for (const Option& o : d->options) {
        const bool fromHand = o.verb == Verb::Contribute || o.verb == Verb::Discard || o.verb == Verb::Play ||
                              o.verb == Verb::ActionSkill || o.verb == SoloVerb::ChooseActive;
        if (o.verb == Verb::Crisis)
            pin(m_supers, Where::SuperHeld, d->actor, o.a);
        else if (fromHand && o.a >= 0 && size_t(o.a) < cards.size())
            pin(m_skills[size_t(cards[size_t(o.a)].type)], Where::Hand, d->actor, o.a);
    }
}

// Takes out of `pool` the first slot of `where` of `owner` holding `value`, and that value: it is
// not dealt again. Nothing when no hidden slot holds it (it is in sight, or no longer there).
void InformationSet::pin(Pool& pool, Where where, int owner, int value) {
    for (size_t i = 0; i < pool.slots.size(); ++i) {
        const Slot& sl = pool.slots[i];
        if (sl.where != where || sl.owner != owner || valueAt(m_base, sl) != value)
            continue;
        pool.slots.erase(pool.slots.begin() + std::ptrdiff_t(i));
        pool.values.erase(std::find(pool.values.begin(), pool.values.end(), uint8_t(value)));
        return;
    }
}

void InformationSet::deal(const Pool& pool, GameState& t, Rng& rng) const {
    std::vector<uint8_t> values = pool.values;
    rng.shuffle(values);
    for (size_t i = 0; i < pool.slots.size(); ++i)
        valueAt(t, pool.slots[i]) = values[i];
}

namespace {

// A deck's hidden order below its first `from` cards: sorted, then shuffled (so that the
// sample does not depend on the order it had).
template <class T> void redeal(std::vector<T>& deck, size_t from, Rng& rng) {
    if (from >= deck.size())
        return;
    std::vector<T> rest(deck.begin() + std::ptrdiff_t(from), deck.end());
    std::sort(rest.begin(), rest.end());
    rng.shuffle(rest);
    std::copy(rest.begin(), rest.end(), deck.begin() + std::ptrdiff_t(from));
}

} // namespace

GameState InformationSet::sample(Rng& rng) const {
    GameState t = m_base;
    // The destiny deck: its colours in a random order; the k-th card of a colour goes to the
    // k-th place of that colour.
    std::vector<uint8_t> colours = m_destinyColours;
    rng.shuffle(colours);
    std::array<std::vector<uint16_t>, kMaxSkillTypes> placeOf;
    for (size_t i = 0; i < colours.size(); ++i)
        placeOf[colours[i]].push_back(uint16_t(i));
    for (Pool pool : m_skills) {
        for (Slot& sl : pool.slots)
            if (sl.where == Where::Destiny)
                sl.index = placeOf[sl.owner][sl.index];
        deal(pool, t, rng);
    }
    for (int seat = 0; seat < t.playerCount(); ++seat) {
        if (!m_hiddenHand[size_t(seat)])
            continue;
        std::sort(t.players[size_t(seat)].hand.begin(), t.players[size_t(seat)].hand.end());
        if (m_activeCards[size_t(seat)] >= 0)
            setActiveCard(t, Seat(seat), SkillCard(m_activeCards[size_t(seat)]));
        else if (activeCardOf(t, Seat(seat)) >= 0 && activeCardIndex(t, Seat(seat)) < 0)
            dropActiveCard(t, Seat(seat)); // a revealed Cylon's old mark on a card dealt away
    }
    deal(m_quorum, t, rng);
    deal(m_loyalty, t, rng);
    deal(m_supers, t, rng);
    deal(m_civilians, t, rng);
    redeal(t.crisisDeck, m_crisisFrom, rng);
    redeal(t.destinationDeck, m_destinationFrom, rng);
    redeal(t.galacticaDamagePile, 0, rng);
    redeal(t.basestarDamagePile, 0, rng);
    t.rng.reseed(rng.next());
    return t;
}

} // namespace bsg::solo::advisor
