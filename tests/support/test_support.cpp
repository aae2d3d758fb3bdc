#include "test_support.h"

#include <QtTest>

#include <algorithm>
#include <map>

namespace bsg::test {

CharId character(const std::string& id) {
    const int c = db().character(id);
    if (c < 0)
        qFatal("unknown character %s", id.c_str());
    return CharId(c);
}
LocId location(const std::string& id) {
    const int l = db().location(id);
    if (l < 0)
        qFatal("unknown location %s", id.c_str());
    return LocId(l);
}
SkillCard skillCard(const std::string& id) {
    const int c = db().skillCard(id);
    if (c < 0)
        qFatal("unknown skill card %s", id.c_str());
    return SkillCard(c);
}
CardIdx crisis(const std::string& id) {
    const int c = db().crisis(id);
    if (c < 0)
        qFatal("unknown crisis %s", id.c_str());
    return CardIdx(c);
}

GameState game(const std::vector<std::string>& characters, uint64_t seed, bool solo) {
    Setup setup;
    for (const auto& id : characters)
        setup.characters.push_back(character(id));
    setup.seed = seed;
    setup.variant = solo ? bsg::VariantId::FourSolo : bsg::VariantId::None;
    Error error;
    auto s = newGame(setup, &error);
    if (!s)
        qFatal("bad setup: %s", error.message.c_str());
    return *s;
}

std::vector<std::string> optionIds(const GameState& s) {
    std::vector<std::string> ids;
    if (s.hasDecision)
        for (const Option& o : s.decision.options)
            ids.push_back(optionId(s, o));
    return ids;
}

bool hasOption(const GameState& s, const std::string& id) {
    const auto ids = optionIds(s);
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

bool choose(GameState& s, const std::string& id) {
    if (auto e = applyId(s, id)) {
        qWarning("choose(%s) failed: %s", id.c_str(), e->message.c_str());
        return false;
    }
    return true;
}

void stackCrisis(GameState& s, const std::string& id) {
    const CardIdx card = crisis(id);
    for (auto* pile : {&s.crisisDeck, &s.crisisDiscard, &s.superDeck}) {
        const auto it = std::find(pile->begin(), pile->end(), card);
        if (it != pile->end()) {
            pile->erase(it);
            (db().crises[card].super ? s.superDeck : s.crisisDeck).insert(
                (db().crises[card].super ? s.superDeck : s.crisisDeck).begin(), card);
            return;
        }
    }
    qFatal("crisis %s is not in a deck", id.c_str());
}

void giveCard(GameState& s, Seat seat, const std::string& cardId) {
    const SkillCard card = skillCard(cardId);
    const auto type = size_t(db().skillCards[card].type);
    for (auto* pile : {&s.skillDeck[type], &s.skillDiscard[type]}) {
        const auto it = std::find(pile->begin(), pile->end(), card);
        if (it != pile->end()) {
            pile->erase(it);
            s.players[size_t(seat)].hand.push_back(card);
            cardsJoinedHand(s, seat, std::span<const SkillCard>(&card, 1), false);
            return;
        }
    }
    qFatal("no free copy of %s", cardId.c_str());
}

namespace {

// The copies of a record a game holds: all of them when its box is in play, else none.
template <class Def> int copiesInGame(const GameState& s, const Def& def) { return hasBox(s, def.box) ? def.copies : 0; }

} // namespace

std::string conservationProblem(const GameState& s) {
    const CardDb& d = db();
    // Skill cards
    std::map<SkillCard, int> skills;
    for (const auto& deck : s.skillDeck)
        for (SkillCard c : deck)
            ++skills[c];
    for (const auto& deck : s.skillDiscard)
        for (SkillCard c : deck)
            ++skills[c];
    for (SkillCard c : s.destiny)
        ++skills[c];
    for (SkillCard c : s.checkPile)
        ++skills[c];
    for (SkillCard c : s.pegasus.fastLearnerCards) // Fast Learner's, waiting for the Destiny cards
        ++skills[c];
    for (const auto& p : s.players)
        for (SkillCard c : p.hand)
            ++skills[c];
    for (size_t i = 0; i < d.skillCards.size(); ++i) { // the game's boxes' cards, less those replaced
        const int expected = skillCardInGame(s.boxes, d.skillCards[i]) ? d.skillCards[i].copies : 0;
        if (skills[SkillCard(i)] != expected)
            return "skill card " + d.skillCards[i].id + " appears " + std::to_string(skills[SkillCard(i)]) +
                   " times, expected " + std::to_string(expected);
    }
    // Crisis and super crisis cards
    std::map<CardIdx, int> crises;
    for (auto* pile : {&s.crisisDeck, &s.crisisDiscard, &s.superDeck, &s.superDiscard, &s.crisesThisTurn})
        for (CardIdx c : *pile)
            ++crises[c];
    for (const auto& p : s.players)
        for (CardIdx c : p.superCrises)
            ++crises[c];
    for (const InPlay& ip : s.inPlay)
        if (ip.kind == CardKind::Crisis)
            ++crises[ip.card];
    for (size_t i = 0; i < d.crises.size(); ++i)
        if (crises[CardIdx(i)] != copiesInGame(s, d.crises[i]))
            return "crisis " + d.crises[i].id + " appears " + std::to_string(crises[CardIdx(i)]) + " times";
    // Quorum
    std::map<CardIdx, int> quorum;
    for (auto* pile : {&s.quorumDeck, &s.quorumDiscard, &s.quorumHand, &s.quorumRemoved})
        for (CardIdx c : *pile)
            ++quorum[c];
    for (const InPlay& ip : s.inPlay)
        if (ip.kind == CardKind::Quorum)
            ++quorum[ip.card];
    for (size_t i = 0; i < d.quorum.size(); ++i)
        if (quorum[CardIdx(i)] != copiesInGame(s, d.quorum[i]))
            return "quorum " + d.quorum[i].id + " appears " + std::to_string(quorum[CardIdx(i)]) + " times";
    // Destinations
    std::map<CardIdx, int> dest;
    for (auto* pile : {&s.destinationDeck, &s.destinationsPlayed})
        for (CardIdx c : *pile)
            ++dest[c];
    for (size_t i = 0; i < d.destinations.size(); ++i)
        if (dest[CardIdx(i)] != copiesInGame(s, d.destinations[i]))
            return "destination " + d.destinations[i].id + " appears " + std::to_string(dest[CardIdx(i)]) + " times";
    // Loyalty
    std::map<CardIdx, int> loyalty;
    for (auto* pile : {&s.loyaltyDeck, &s.loyaltyUnused})
        for (CardIdx c : *pile)
            ++loyalty[c];
    for (const auto& p : s.players)
        for (CardIdx c : p.loyalty)
            ++loyalty[c];
    for (size_t i = 0; i < d.loyalty.size(); ++i)
        if (loyalty[CardIdx(i)] != copiesInGame(s, d.loyalty[i]))
            return "loyalty " + d.loyalty[i].id + " appears " + std::to_string(loyalty[CardIdx(i)]) + " times";
    // Civilian ships
    std::vector<int> civ(d.civilianTokens.size());
    for (uint8_t t : s.civilianPile)
        ++civ[t];
    for (uint8_t t : s.civiliansDestroyed)
        ++civ[t];
    for (const auto& a : s.space)
        for (uint8_t t : a.civilians)
            ++civ[t];
    for (size_t t = 0; t < civ.size(); ++t)
        if (civ[t] != 1)
            return "civilian token " + std::to_string(t) + " appears " + std::to_string(civ[t]) + " times";
    // Galactica damage tokens
    std::vector<int> gd(d.galacticaDamage.size());
    for (auto* pile : {&s.galacticaDamagePile, &s.galacticaDamage, &s.galacticaDamageRemoved})
        for (uint8_t t : *pile)
            ++gd[t];
    for (size_t t = 0; t < gd.size(); ++t)
        if (gd[t] != 1)
            return "Galactica damage token " + d.galacticaDamage[t].id + " appears " + std::to_string(gd[t]) + " times";
    std::vector<int> bd(d.basestarDamage.size());
    for (uint8_t t : s.basestarDamagePile)
        ++bd[t];
    for (const auto& b : s.basestars)
        for (uint8_t t : b.damage)
            ++bd[t];
    for (size_t t = 0; t < bd.size(); ++t)
        if (bd[t] != 1)
            return "basestar damage token " + d.basestarDamage[t].id + " appears " + std::to_string(bd[t]) + " times";
    // Vipers and raptors
    int vipers = s.vipersReserve + s.vipersDamaged + s.vipersDestroyed;
    for (const auto& a : s.space)
        vipers += a.vipers;
    for (const auto& p : s.players)
        vipers += p.viperArea >= 0;
    if (vipers != d.board.vipers)
        return "there are " + std::to_string(vipers) + " vipers";
    if (s.raptorsReserve + s.raptorsDestroyed != d.board.raptors)
        return "raptors do not add up";
    int raiders = 0, heavies = 0;
    for (const auto& a : s.space) {
        raiders += a.raiders;
        heavies += a.heavyRaiders;
    }
    if (raiders > d.board.raiders || heavies > d.board.heavyRaiders || int(s.centurions.size()) > d.board.centurions)
        return "more Cylon pieces on the board than the game has";
    return {};
}

bool crisisInPlay(const GameState& s, const std::string& id) {
    for (const InPlay& ip : s.inPlay)
        if (ip.kind == CardKind::Crisis && ip.card == crisis(id))
            return true;
    return false;
}

} // namespace bsg::test
