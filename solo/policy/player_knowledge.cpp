// The player's knowledge of a Four Solo game: built from the solo visibility rule
// (solo/visibility.cpp, docs/visibility.md), so that the player tools see exactly what the
// player is shown.
#include "player_knowledge.h"

#include "rules_core.h"
#include "solo_game.h"
#include "solo_rules_internal.h"

#include <algorithm>

namespace bsg::solo::policy {

const std::array<std::vector<SkillCard>, kMaxSkillTypes>& skillCardsByColour() {
    static const auto byColour = [] {
        std::array<std::vector<SkillCard>, kMaxSkillTypes> out;
        const auto& cards = cardData().skillCards;
        for (size_t c = 0; c < cards.size(); ++c)
            out[size_t(cards[c].type)].push_back(SkillCard(c));
        return out;
    }();
    return byColour;
}

namespace {

// Every physical copy of each skill card in a game with these boxes (the start of
// unseenCopies), for every set of boxes: a box's cards exist only in a game with the box, and a
// card a box in play replaces (the base Investigative Committee with Pegasus) in none.
const PlayerKnowledge::CardCounts& allCopies(BoxSet boxes) {
    static const std::array<PlayerKnowledge::CardCounts, 256> byBoxes = [] {
        std::array<PlayerKnowledge::CardCounts, 256> out{};
        const auto& cards = cardData().skillCards;
        for (size_t set = 0; set < out.size(); ++set)
            for (size_t c = 0; c < cards.size() && c < out[set].size(); ++c)
                out[set][c] = int8_t(skillCardInGame(BoxSet(set), cards[c]) ? cards[c].copies : 0);
        return out;
    }();
    return byBoxes[boxes];
}

} // namespace

PlayerKnowledge::PlayerKnowledge(const GameState& s) : m_s(s) {
    const Visibility v = soloCardVisibility(s); // no loyalty card is read here
    for (int seat = 0; seat < s.playerCount(); ++seat) {
        m_open[size_t(seat)] = v.hand[size_t(seat)];
        m_active[size_t(seat)] = v.activeCard[size_t(seat)] ? activeCardOf(s, Seat(seat)) : -1;
    }
    m_quorumOpen = v.quorumHand;
}

void PlayerKnowledge::countColours(Seat seat) const {
    auto& n = m_colours[size_t(seat)];
    n.fill(0);
    const auto& cards = cardData().skillCards;
    for (SkillCard c : player(seat).hand)
        ++n[size_t(cards[c].type)];
    m_coloursCounted |= uint8_t(1u << seat);
}

bool PlayerKnowledge::checkUnderway() const {
    if (m_checkUnderway < 0) {
        m_checkUnderway = 0;
        for (const Frame& f : m_s.stack)
            if (f.kind == FrameKind::SkillCheck)
                m_checkUnderway = 1;
    }
    return m_checkUnderway != 0;
}

bool PlayerKnowledge::duringCrisis() const { return soloDuringCrisis(m_s); }

FrameKind PlayerKnowledge::askingFrame() const {
    return m_s.stack.empty() ? FrameKind(kNoKind) : m_s.stack.back().kind;
}

int PlayerKnowledge::rollPurpose() const {
    for (auto it = m_s.stack.rbegin(); it != m_s.stack.rend(); ++it)
        if (it->kind == FrameKind::Roll)
            return it->a;
    return -1;
}

bool PlayerKnowledge::knownCylon(Seat seat) const { return soloKnownCylon(m_s, seat); }

int PlayerKnowledge::loyaltyHidden(Seat seat) const {
    const Player& p = player(seat);
    int n = 0;
    for (size_t i = 0; i < p.loyalty.size(); ++i)
        n += !soloLoyaltyFaceUp(p, i);
    return n;
}

bool PlayerKnowledge::cylonRevealedNow() const { return soloCylonRevealed(m_s); }

bool PlayerKnowledge::damagedSlow(LocId loc) const { return locationDamaged(m_s, loc); }

PlayerKnowledge::Damage PlayerKnowledge::countDamage() const {
    Damage d;
    for (uint8_t t : m_s.galacticaDamage) {
        const int loc = cardData().galacticaDamage[t].location;
        if (loc < 0)
            continue;
        ++d.count;
        if (loc < 64)
            d.locations |= uint64_t(1) << loc;
    }
    return d;
}

void PlayerKnowledge::countPilots() const {
    m_pilots.fill(0);
    for (const Player& p : m_s.players)
        if (p.viperArea >= 0 && p.viperArea < kAreaCount)
            ++m_pilots[size_t(p.viperArea)];
    m_pilotsCounted = true;
}

int PlayerKnowledge::basestarDamage(int i) const {
    int n = 0;
    for (uint8_t t : m_s.basestars[size_t(i)].damage)
        n += cardData().basestarDamage[t].damage;
    return n;
}

bool PlayerKnowledge::basestarHas(int i, std::string_view token) const {
    for (uint8_t t : m_s.basestars[size_t(i)].damage)
        if (cardData().basestarDamage[t].id == token)
            return true;
    return false;
}

int PlayerKnowledge::basestarsIn(Area a) const {
    int n = 0;
    for (const Basestar& b : m_s.basestars)
        n += b.area == int8_t(a);
    return n;
}

void PlayerKnowledge::keepCheckCards() const {
    const int n = std::min(checkCardCount(), kKeptCheckCards);
    const auto& cards = cardData().skillCards; // the answers checkCardNow gives, asked once
    const bool allShown = checkCardsRevealed();
    const bool currentsShown = cylonRevealed();
    for (int i = 0; i < n; ++i) {
        const SkillCardDef& d = cards[m_s.checkPile[size_t(i)]];
        const Seat owner = m_s.checkPileOwner[size_t(i)];
        m_checkCards[size_t(i)] = KeptCheckCard{
            d.type, int8_t(cardKnown(owner, currentsShown) || allShown ? d.strength : -1), owner};
    }
    m_checkCardsKept = int8_t(n);
}

// Known: a card the player chose for a character of the humans. Face down for the player:
// the destiny cards, the current character's random wrong-colour card (3.3) and a revealed
// Cylon's card (3.5, its hand face down); every card once the check is revealed.
bool PlayerKnowledge::cardKnown(Seat owner, bool cylonRevealed) const {
    if (owner == kNoSeat || player(owner).revealed)
        return false;
    return owner != m_s.current || cylonRevealed;
}

CheckCard PlayerKnowledge::checkCardNow(int i) const {
    const SkillCard card = m_s.checkPile[size_t(i)];
    CheckCard c;
    c.colour = cardData().skillCards[card].type;
    c.owner = m_s.checkPileOwner[size_t(i)];
    if (cardKnown(c.owner, cylonRevealed()) || checkCardsRevealed())
        c.strength = cardData().skillCards[card].strength;
    return c;
}

bool PlayerKnowledge::checkCardsRevealed() const {
    if (m_checkRevealed < 0)
        m_checkRevealed = m_s.check.result != CheckResult::None ||
                          (hasDecision() && kind() == DecisionKind::RuleChoice &&
                           (context() == int(CorePrompt::DeclareEmergency) ||
                            context() == int(CorePrompt::CommandAuthority)));
    return m_checkRevealed != 0;
}

std::array<int, kMaxSkillTypes> PlayerKnowledge::destinyColours() const {
    std::array<int, kMaxSkillTypes> n{};
    const auto& cards = cardData().skillCards; // read once, not at each card
    for (SkillCard c : m_s.destiny)
        ++n[size_t(cards[c].type)];
    return n;
}

int PlayerKnowledge::currentCrisis() const {
    if (m_s.crisesThisTurn.empty())
        return -1;
    return m_s.crisesThisTurn.back();
}

bool PlayerKnowledge::quorumInPlay(std::string_view id) const {
    for (const InPlay& ip : m_s.inPlay)
        if (ip.kind == CardKind::Quorum && cardData().quorum[ip.card].id == id)
            return true;
    return false;
}

int PlayerKnowledge::scoutedCard(int deck) const {
    if (!hasDecision() || kind() != DecisionKind::RuleChoice) // whoever looks: the player acts for it
        return -1;
    if (context() == int(CorePrompt::LaunchScoutPlace) && context2() == deck) {
        const auto& cards = deck == 0 ? m_s.crisisDeck : m_s.destinationDeck;
        return cards.empty() ? -1 : cards.front();
    }
    if (context() == int(CorePrompt::Recon) && deck == 0)
        return context2();
    return -1;
}

const PlayerKnowledge::CardCounts& PlayerKnowledge::unseen() const {
    if (!m_unseenValid) {
        m_unseen = unseenCopies();
        m_unseenValid = true;
    }
    return m_unseen;
}

PlayerKnowledge::CardCounts PlayerKnowledge::unseenCopies() const {
    // Each copy the player can place takes one off its card's count, which never goes below 0:
    // the count is the copies less the sightings, or 0.
    std::array<int16_t, 256> sightings{}; // by SkillCard (uint8_t); cards past the table are ignored
    for (int seat = 0; seat < playerCount(); ++seat) {
        if (m_open[size_t(seat)]) {
            for (SkillCard c : player(seat).hand)
                ++sightings[c];
        } else if (m_active[size_t(seat)] >= 0) {
            ++sightings[size_t(m_active[size_t(seat)]) & 0xff];
        }
    }
    for (const auto& pile : m_s.skillDiscard)
        for (SkillCard c : pile)
            ++sightings[c];
    for (int i = 0; i < checkCardCount(); ++i)
        if (checkCard(i).strength >= 0)
            ++sightings[m_s.checkPile[size_t(i)]];
    const CardCounts& copies = allCopies(m_s.boxes);
    CardCounts n;
    for (size_t c = 0; c < n.size(); ++c) // in 16 bits: a loop the compiler does many cards at a time
        n[c] = int8_t(std::max<int16_t>(0, int16_t(copies[c] - sightings[c])));
    return n;
}

} // namespace bsg::solo::policy
