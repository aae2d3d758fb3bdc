#pragma once
// Helpers for the Four Solo scenario tests.
#include "solo_game.h"
#include "solo_rules_internal.h"
#include "test_support.h"

#include <QJsonDocument>

#include <algorithm>
#include <string>
#include <vector>

namespace bsg::test {

// Seat 0 Laura Roslin (President), 1 William Adama (Admiral), 2 Kara Thrace, 3 Galen Tyrol.
inline GameState soloGame(uint64_t seed = 1) {
    return game({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, seed, true);
}

inline bool atDecision(const GameState& s, DecisionKind kind, Seat actor) {
    return s.hasDecision && s.decision.kind == kind && s.decision.actor == actor;
}

// The option a quiet player takes: decline abilities, stay, add nothing, take no action;
// otherwise the first option. Keeps scenarios clear of the characters' own abilities.
inline Option quietOption(const GameState& s) {
    for (const char* id : {"decline", "done", "action:nothing"})
        for (const Option& o : s.decision.options)
            if (optionId(s, o) == id)
                return o;
    for (const Option& o : s.decision.options) // not an Active Card by accident
        if (o.verb != SoloVerb::PlayActive)
            return o;
    return s.decision.options.front();
}

// Passes the Active Card moments (Four Solo 5.1) the game stops at, if any.
inline void passWindows(GameState& s) {
    while (s.hasDecision && !s.gameOver() && s.decision.kind == SoloDecision::ActiveWindow)
        if (apply(s, opt(Verb::Done)))
            return;
}

// Plays quiet options until `predicate` holds or `limit` decisions pass.
template <class Pred> bool playSolo(GameState& s, Pred predicate, int limit = 3000) {
    for (int i = 0; i < limit && !s.gameOver(); ++i) {
        if (predicate(s))
            return true;
        if (!s.hasDecision || apply(s, quietOption(s)))
            return false;
    }
    return predicate(s);
}

// Plays quiet options until `actor` must make a `kind` decision.
inline bool playTo(GameState& s, DecisionKind kind, Seat actor, int limit = 3000) {
    return playSolo(s, [&](const GameState& g) { return atDecision(g, kind, actor); }, limit);
}

// Puts a copy of this card that another hand holds back under its deck, when neither its deck
// nor its discard pile has one (the game's own draws may have dealt the only copy).
inline void freeCopyOf(GameState& s, Seat except, const std::string& id) {
    const SkillCard card = skillCard(id);
    const auto type = size_t(db().skillCards[card].type);
    for (const auto* pile : {&s.skillDeck[type], &s.skillDiscard[type]})
        if (std::find(pile->begin(), pile->end(), card) != pile->end())
            return;
    for (int other = 0; other < s.playerCount(); ++other) {
        const auto& hand = s.players[size_t(other)].hand;
        const auto it = std::find(hand.begin(), hand.end(), card);
        if (other != except && it != hand.end()) {
            s.skillDeck[type].push_back(removeFromHand(s, Seat(other), size_t(it - hand.begin())));
            return;
        }
    }
}

// Replaces a hand (the old cards go back under their decks); the Active Card is cleared.
inline void setHand(GameState& s, Seat seat, const std::vector<std::string>& ids) {
    auto& p = s.players[size_t(seat)];
    for (SkillCard c : p.hand)
        s.skillDeck[size_t(db().skillCards[c].type)].push_back(c);
    p.hand.clear();
    clearActiveCard(s, seat);
    for (const auto& id : ids) {
        freeCopyOf(s, seat, id);
        giveCard(s, seat, id);
    }
}

inline int handIndex(const GameState& s, Seat seat, const std::string& id) {
    const auto& hand = s.players[size_t(seat)].hand;
    const auto it = std::find(hand.begin(), hand.end(), skillCard(id));
    return it == hand.end() ? -1 : int(it - hand.begin());
}

inline CardIdx loyaltyCardNamed(const std::string& id) { return CardIdx(db().loyaltyCard(id)); }

// Gives the seat exactly these loyalty cards (face down), swapping them with wherever they are.
inline void setLoyalty(GameState& s, Seat seat, const std::vector<std::string>& ids) {
    auto& p = s.players[size_t(seat)];
    for (CardIdx c : p.loyalty)
        s.loyaltyUnused.push_back(c);
    p.loyalty.clear();
    p.loyaltySeenBy.clear();
    for (const auto& id : ids) {
        const CardIdx card = loyaltyCardNamed(id);
        bool found = false;
        for (auto* pile : {&s.loyaltyUnused, &s.loyaltyDeck}) {
            const auto it = std::find(pile->begin(), pile->end(), card);
            if (it != pile->end() && !found) {
                pile->erase(it);
                found = true;
            }
        }
        for (int other = 0; other < s.playerCount() && !found; ++other) {
            auto& q = s.players[size_t(other)];
            const auto it = std::find(q.loyalty.begin(), q.loyalty.end(), card);
            if (it != q.loyalty.end()) { // swap with a human card of the box
                const auto human = std::find(s.loyaltyUnused.begin(), s.loyaltyUnused.end(),
                                             loyaltyCardNamed("not_a_cylon"));
                *it = *human;
                s.loyaltyUnused.erase(human);
                found = true;
            }
        }
        p.loyalty.push_back(card);
        p.loyaltySeenBy.push_back(0);
    }
}

// A revealed Cylon, as after the reveal steps, standing on `where`.
inline void makeRevealed(GameState& s, Seat seat, const std::string& where) {
    setLoyalty(s, seat, {"cylon_reduce_morale"});
    auto& p = s.players[size_t(seat)];
    p.revealed = true;
    clearActiveCard(s, seat);
    p.loyaltySeenBy[0] = kSoloFaceUp;
    p.location = location(where);
    if (s.president == seat)
        s.president = successor(s, Title::President, seat);
    if (s.admiral == seat)
        s.admiral = successor(s, Title::Admiral, seat);
}

inline std::string text(const QJsonValue& v) {
    if (v.isObject())
        return QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact).toStdString();
    if (v.isArray())
        return QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact).toStdString();
    return v.toString().toStdString();
}

inline QJsonObject viewOf(const GameState& s, Seat seat) {
    return solo::soloView(s)["characters"].toArray()[seat].toObject();
}

inline bool logHas(const GameState& s, const std::string& fragment, size_t from = 0) {
    for (size_t i = from; i < s.log.size(); ++i)
        if (eventText(s, s.log[i]).find(fragment) != std::string::npos)
            return true;
    return false;
}

} // namespace bsg::test
