// Scenario commands: set up a situation deliberately (tests and testers). Each one works on
// a copy and only replaces the state when the whole command is valid.
#include "game.h"
#include "rules.h"
#include "scenario_internal.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace bsg {

namespace {

std::string str(const QJsonValue& v) { return v.toString().toStdString(); }

template <class T> void moveToTop(std::vector<T>& deck, const std::vector<T>& cards, const std::string& deckName) {
    std::vector<T> top;
    for (T card : cards) {
        const auto it = std::find(deck.begin(), deck.end(), card);
        if (it == deck.end())
            throw ScenarioError{"a named card is not in the " + deckName + " deck (it may be in a hand or discard pile)"};
        deck.erase(it);
        top.push_back(card);
    }
    deck.insert(deck.begin(), top.begin(), top.end());
}

template <class Lookup> std::vector<CardIdx> ids(const QJsonArray& arr, Lookup lookup, const char* what) {
    std::vector<CardIdx> out;
    for (const auto& v : arr) {
        const int i = lookup(str(v));
        if (i < 0)
            throw ScenarioError{std::string("unknown ") + what + " '" + str(v) + "'"};
        out.push_back(CardIdx(i));
    }
    return out;
}

void stack(GameState& s, const QJsonObject& cmd) {
    const CardDb& d = db();
    const std::string deck = str(cmd.value("deck"));
    if (!cmd.value("top").isArray())
        throw ScenarioError{"stack needs \"top\": a list of card ids"};
    const QJsonArray top = cmd.value("top").toArray();
    for (int t = 0; t < kSkillTypeCount; ++t) {
        if (deck != kSkillTypeIds[size_t(t)] && !(deck == "destiny"))
            continue;
        std::vector<SkillCard> cards;
        for (const auto& v : top) {
            const int c = d.skillCard(str(v));
            if (c < 0)
                throw ScenarioError{"unknown skill card '" + str(v) + "' (write type:name:strength)"};
            cards.push_back(SkillCard(c));
        }
        moveToTop(deck == "destiny" ? s.destiny : s.skillDeck[size_t(t)], cards, deck);
        return;
    }
    auto crisisLookup = [&](const std::string& id) { return d.crisis(id); };
    if (deck == "crisis" || deck == "super_crisis") {
        auto cards = ids(top, crisisLookup, "crisis card");
        moveToTop(deck == "crisis" ? s.crisisDeck : s.superDeck, cards, deck);
    } else if (deck == "quorum") {
        moveToTop(s.quorumDeck, ids(top, [&](const std::string& id) { return d.quorumCard(id); }, "quorum card"), deck);
    } else if (deck == "destination") {
        moveToTop(s.destinationDeck, ids(top, [&](const std::string& id) { return d.destination(id); }, "destination"),
                  deck);
    } else if (deck == "loyalty") {
        moveToTop(s.loyaltyDeck, ids(top, [&](const std::string& id) { return d.loyaltyCard(id); }, "loyalty card"),
                  deck);
    } else if (deck == "civilian_ships") {
        // Civilian tokens of one kind are interchangeable: take the first unused token of that kind.
        std::vector<uint8_t> tokens;
        for (const auto& v : top) {
            int kind = -1;
            for (size_t k = 0; k < d.civilians.size(); ++k)
                if (d.civilians[k].id == str(v))
                    kind = int(k);
            if (kind < 0)
                throw ScenarioError{"unknown civilian ship '" + str(v) + "'"};
            bool found = false;
            for (uint8_t t : s.civilianPile)
                if (d.civilianTokens[t] == kind && std::find(tokens.begin(), tokens.end(), t) == tokens.end()) {
                    tokens.push_back(t);
                    found = true;
                    break;
                }
            if (!found)
                throw ScenarioError{"no unused civilian ship '" + str(v) + "' is left in the pile"};
        }
        moveToTop(s.civilianPile, tokens, deck);
    } else if (deck == "galactica_damage" || deck == "basestar_damage") {
        const bool gal = deck == "galactica_damage";
        std::vector<uint8_t> tokens;
        for (const auto& v : top) {
            int t = -1;
            if (gal) {
                for (size_t k = 0; k < d.galacticaDamage.size(); ++k)
                    if (d.galacticaDamage[k].id == str(v))
                        t = int(k);
            } else {
                for (size_t k = 0; k < d.basestarDamage.size(); ++k)
                    if (d.basestarDamage[k].id == str(v))
                        t = int(k);
            }
            if (t < 0)
                throw ScenarioError{"unknown damage token '" + str(v) + "'"};
            tokens.push_back(uint8_t(t));
        }
        moveToTop(gal ? s.galacticaDamagePile : s.basestarDamagePile, tokens, deck);
    } else {
        throw ScenarioError{"unknown deck '" + deck + "'"};
    }
}

void dice(GameState& s, const QJsonObject& cmd) {
    if (!cmd.value("next").isArray())
        throw ScenarioError{"dice needs \"next\": a list of die results"};
    for (const auto& v : cmd.value("next").toArray()) {
        const int die = v.toInt(0);
        if (!v.isDouble() || die < 1 || die > 8)
            throw ScenarioError{"a die result is a number from 1 to 8"};
        s.forcedDice.push_back(int8_t(die));
    }
}

Seat seatByCharacter(const GameState& s, const QJsonValue& v) {
    const int c = db().character(str(v));
    const Seat seat = c < 0 ? kNoSeat : s.seatOf(CharId(c));
    if (seat == kNoSeat)
        throw ScenarioError{"'" + str(v) + "' is not a character in this game"};
    return seat;
}

void set(GameState& s, const QJsonObject& cmd) {
    bool any = false;
    if (cmd.contains("resources")) {
        any = true;
        const QJsonObject res = cmd.value("resources").toObject();
        for (auto it = res.begin(); it != res.end(); ++it) {
            int r = -1;
            for (int k = 0; k < kResourceCount; ++k)
                if (kResourceIds[size_t(k)] == it.key().toStdString())
                    r = k;
            const int value = it.value().toInt(-1);
            if (r < 0)
                throw ScenarioError{"unknown resource '" + it.key().toStdString() + "'"};
            if (!it.value().isDouble() || value < 0 || value > db().board.resourceMax)
                throw ScenarioError{"a resource is set to a number from 0 to " + std::to_string(db().board.resourceMax)};
            s.resources[size_t(r)] = int8_t(value);
        }
    }
    if (cmd.contains("jump_track")) {
        any = true;
        const int v = cmd.value("jump_track").toInt(-1);
        if (v < 0 || v >= int(db().board.jumpTrack.size()) - 1)
            throw ScenarioError{"jump_track is a space from 0 to " + std::to_string(db().board.jumpTrack.size() - 2)};
        s.jumpTrack = int8_t(v);
    }
    if (cmd.contains("distance")) {
        any = true;
        const int v = cmd.value("distance").toInt(-1);
        if (v < 0 || v > 20)
            throw ScenarioError{"distance is a number from 0 to 20"};
        s.distance = int8_t(v);
    }
    if (cmd.contains("location")) {
        any = true;
        const QJsonObject o = cmd.value("location").toObject();
        const Seat seat = seatByCharacter(s, o.value("character"));
        const int loc = db().location(str(o.value("to")));
        if (loc < 0)
            throw ScenarioError{"unknown location '" + str(o.value("to")) + "'"};
        auto& p = s.players[size_t(seat)];
        if ((shipOf(LocId(loc)) == Ship::Cylon) != p.revealed)
            throw ScenarioError{"only revealed Cylons stand on Cylon locations, and they stand nowhere else"};
        if (p.viperArea >= 0) {
            ++s.vipersReserve;
            p.viperArea = -1;
        }
        p.location = LocId(loc);
        p.stranded = false;
    }
    if (!any)
        throw ScenarioError{"set needs resources, jump_track, distance or location"};
}

void give(GameState& s, const QJsonObject& cmd) {
    const Seat seat = seatByCharacter(s, cmd.value("character"));
    if (!cmd.value("cards").isArray())
        throw ScenarioError{"give needs \"cards\": a list of skill card ids"};
    for (const auto& v : cmd.value("cards").toArray()) {
        const int c = db().skillCard(str(v));
        if (c < 0)
            throw ScenarioError{"unknown skill card '" + str(v) + "' (write type:name:strength)"};
        const auto type = size_t(db().skillCards[size_t(c)].type);
        bool found = false;
        for (auto* pile : {&s.skillDeck[type], &s.skillDiscard[type]}) {
            const auto it = std::find(pile->begin(), pile->end(), SkillCard(c));
            if (it != pile->end()) {
                pile->erase(it);
                found = true;
                break;
            }
        }
        if (!found)
            throw ScenarioError{"no copy of " + str(v) + " is left in its deck or discard pile"};
        s.players[size_t(seat)].hand.push_back(SkillCard(c));
    }
    sortHand(s.players[size_t(seat)].hand);
}

} // namespace

std::optional<Error> applyScenario(GameState& s, const QJsonObject& command) {
    if (s.gameOver())
        return Error{"game_over", "The game is over."};
    GameState copy = s;
    const std::string cmd = str(command.value("cmd"));
    try {
        if (cmd == "stack")
            stack(copy, command);
        else if (cmd == "dice")
            dice(copy, command);
        else if (cmd == "set")
            set(copy, command);
        else if (cmd == "give")
            give(copy, command);
        else if (isBoardScenario(cmd))
            applyBoardScenario(copy, cmd, command);
        else
            return Error{"unknown_command", "Unknown scenario command '" + cmd + "'."};
    } catch (const ScenarioError& e) {
        return Error{"illegal_scenario", cmd + ": " + e.message + "."};
    }
    // Deck orders and loyalty cards are for testers only: the players' views never show them.
    const bool secret = (cmd == "stack" && rulesRevision2(copy)) || cmd == "loyalty";
    logEvent(copy, EventKind::Scenario, kNoSeat, 0, 0, 0, secret ? 0 : kPublic,
             QJsonDocument(command).toJson(QJsonDocument::Compact).toStdString());
    s = std::move(copy);
    return std::nullopt;
}

} // namespace bsg
