// Scenario commands: set up a situation deliberately (tests and testers). Each one works on
// a copy and only replaces the state when the whole command is valid. Every field has one
// type (a wrong type is "bad_request" naming the field) and lists have limits (docs/protocol.md).
#include "game.h"
#include "rules.h"
#include "scenario_internal.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace bsg {

namespace {

constexpr qsizetype kMaxListEntries = 200; // "top" and "cards"
constexpr qsizetype kMaxForcedDice = 1000; // dice waiting to be rolled, all requests together

std::string str(const QJsonValue& v) { return v.toString().toStdString(); }
// An id quoted in an error: never more than a short prefix of what was sent.
std::string quoted(const QJsonValue& v) { return "'" + excerpt(str(v)) + "'"; }

QJsonArray stringList(const QJsonObject& cmd, const char* field, const std::string& what) {
    const QJsonValue v = cmd.value(field);
    if (!v.isArray())
        badField(field, "a list of " + what);
    const QJsonArray arr = v.toArray();
    if (arr.size() > kMaxListEntries)
        badField(field, "a list of at most " + std::to_string(kMaxListEntries) + " " + what);
    for (const auto& e : arr)
        if (!e.isString())
            badField(field, "a list of " + what + " (strings)");
    return arr;
}

std::string stringField(const QJsonObject& o, const char* field) {
    if (!o.value(field).isString())
        badField(field, "a string");
    return str(o.value(field));
}

// An integer field (a "bad_request" naming it when it is not a whole number).
int intField(const QJsonValue& v, const std::string& field) {
    const double d = v.toDouble();
    if (!v.isDouble() || !(d >= -1e9 && d <= 1e9) || d != double(int(d)))
        badField(field, "a whole number");
    return int(d);
}

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
            throw ScenarioError{std::string("unknown ") + what + " " + quoted(v)};
        out.push_back(CardIdx(i));
    }
    return out;
}

void stack(GameState& s, const QJsonObject& cmd) {
    onlyFields(cmd, {"deck", "top"}, "the request");
    const CardDb& d = db();
    const std::string deck = stringField(cmd, "deck");
    const QJsonArray top = stringList(cmd, "top", "card ids");
    for (int t = 0; t < kMaxSkillTypes; ++t) {
        if (!skillTypeInPlay(s, t) || (deck != kSkillTypeIds[size_t(t)] && !(deck == "destiny")))
            continue;
        std::vector<SkillCard> cards;
        for (const auto& v : top) {
            const int c = d.skillCard(str(v));
            if (c < 0)
                throw ScenarioError{"unknown skill card " + quoted(v) + " (write type:name:strength)"};
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
                throw ScenarioError{"unknown civilian ship " + quoted(v)};
            bool found = false;
            for (uint8_t t : s.civilianPile)
                if (d.civilianTokens[t] == kind && std::find(tokens.begin(), tokens.end(), t) == tokens.end()) {
                    tokens.push_back(t);
                    found = true;
                    break;
                }
            if (!found)
                throw ScenarioError{"no unused civilian ship " + quoted(v) + " is left in the pile"};
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
                throw ScenarioError{"unknown damage token " + quoted(v)};
            tokens.push_back(uint8_t(t));
        }
        moveToTop(gal ? s.galacticaDamagePile : s.basestarDamagePile, tokens, deck);
    } else {
        throw ScenarioError{"unknown deck '" + excerpt(deck) + "'"};
    }
}

void dice(GameState& s, const QJsonObject& cmd) {
    onlyFields(cmd, {"next"}, "the request");
    if (!cmd.value("next").isArray())
        badField("next", "a list of die results");
    const QJsonArray next = cmd.value("next").toArray();
    if (next.size() > kMaxForcedDice - qsizetype(s.forcedDice.size()))
        badField("next", "a list that keeps at most " + std::to_string(kMaxForcedDice) + " dice waiting (" +
                             std::to_string(s.forcedDice.size()) + " are waiting now)");
    for (const auto& v : next) {
        const int die = intField(v, "next");
        if (die < 1 || die > 8)
            throw ScenarioError{"a die result is a number from 1 to 8"};
        s.forcedDice.push_back(int8_t(die));
    }
}

Seat seatByCharacter(const GameState& s, const QJsonObject& o) {
    const QJsonValue v = o.value("character");
    if (!v.isString())
        badField("character", "a character id");
    const int c = db().character(str(v));
    const Seat seat = c < 0 ? kNoSeat : s.seatOf(CharId(c));
    if (seat == kNoSeat)
        throw ScenarioError{quoted(v) + " is not a character in this game"};
    return seat;
}

// A scenario command must not leave a stale decision behind. Movement and action decisions
// are asked again afterwards (their options come from the state alone); the turn's skill
// draw does not depend on where anyone stands. Every other decision may offer options tied
// to where pieces are (a viper to move, a pilot to take over a viper), so no character is
// moved while one is pending.
bool reaskable(const GameState& s) {
    if (!s.hasDecision || s.stack.empty() || decisionParked(s))
        return false;
    const Frame& top = s.stack.back();
    return (s.decision.kind == DecisionKind::Movement && top.kind == FrameKind::Movement && top.stage == 1) ||
           (s.decision.kind == DecisionKind::Action && top.kind == FrameKind::Action && top.stage == 1);
}

// The decisions during which a character may be placed (docs/protocol.md lists them): the
// current player's movement and action (asked again afterwards), and the skill draws - the
// turn's Receive Skills and, before the first turn, the starting hands and Apollo's launch
// area - whose options come from the character's skill set alone (or two fixed areas).
bool positionsMayChange(const GameState& s) {
    if (reaskable(s))
        return true;
    if (!s.hasDecision || s.stack.empty() || decisionParked(s))
        return false;
    const FrameKind top = s.stack.back().kind;
    const DecisionKind kind = s.decision.kind;
    return (top == FrameKind::ReceiveSkills && (kind == DecisionKind::DrawSkill || kind == DecisionKind::MultiSkill)) ||
           (top == FrameKind::StartingHand && kind == DecisionKind::DrawSkill) ||
           (top == FrameKind::Setup && kind == DecisionKind::ChooseArea);
}

// A character who launches a viper at setup (Apollo) and has not yet: a place given now would
// be undone by that launch, so he is placed after it.
bool launchesAtSetupStill(const GameState& s, Seat seat) {
    const bool setupToCome = std::any_of(s.stack.begin(), s.stack.end(), [](const Frame& f) { return f.kind == FrameKind::Setup; });
    return setupToCome && characterOf(s, seat).setupSpecial == SetupSpecial::LaunchAndPilot &&
           s.players[size_t(seat)].viperArea < 0;
}

void askAgain(GameState& s) {
    if (!reaskable(s))
        return;
    s.stack.back().stage = 0;
    s.hasDecision = false;
    run(s);
}

void set(GameState& s, const QJsonObject& cmd) {
    onlyFields(cmd, {"resources", "jump_track", "distance", "location"}, "the request");
    bool any = false;
    if (cmd.contains("resources")) {
        any = true;
        if (!cmd.value("resources").isObject())
            badField("resources", "an object of resource: number");
        const QJsonObject res = cmd.value("resources").toObject();
        for (auto it = res.begin(); it != res.end(); ++it) {
            int r = -1;
            for (int k = 0; k < kResourceCount; ++k)
                if (kResourceIds[size_t(k)] == it.key().toStdString())
                    r = k;
            if (r < 0)
                throw ScenarioError{"unknown resource '" + excerpt(it.key().toStdString()) + "'"};
            const int value = intField(it.value(), "resources." + it.key().toStdString());
            if (value < 0 || value > db().board.resourceMax)
                throw ScenarioError{"a resource is set to a number from 0 to " + std::to_string(db().board.resourceMax)};
            s.resources[size_t(r)] = int8_t(value);
        }
    }
    if (cmd.contains("jump_track")) {
        any = true;
        const int v = intField(cmd.value("jump_track"), "jump_track");
        if (v < 0 || v >= int(db().board.jumpTrack.size()) - 1)
            throw ScenarioError{"jump_track is a space from 0 to " + std::to_string(db().board.jumpTrack.size() - 2)};
        s.jumpTrack = int8_t(v);
    }
    if (cmd.contains("distance")) {
        any = true;
        const int v = intField(cmd.value("distance"), "distance");
        if (v < 0 || v > 20)
            throw ScenarioError{"distance is a number from 0 to 20"};
        s.distance = int8_t(v);
    }
    if (cmd.contains("location")) {
        any = true;
        if (!cmd.value("location").isObject())
            badField("location", "an object {\"character\", \"to\"}");
        const QJsonObject o = cmd.value("location").toObject();
        onlyFields(o, {"character", "to"}, "location", false);
        const Seat seat = seatByCharacter(s, o);
        const int loc = db().location(stringField(o, "to"));
        if (loc < 0)
            throw ScenarioError{"unknown location " + quoted(o.value("to"))};
        if (!positionsMayChange(s))
            throw ScenarioError{"a character may be moved only at a movement, action or skill-draw decision "
                                "(the pending decision's options depend on where pieces are)"};
        if (launchesAtSetupStill(s, seat))
            throw ScenarioError{characterName(s, seat) + " launches a viper at setup: place him after his launch"};
        auto& p = s.players[size_t(seat)];
        if ((shipOf(LocId(loc)) == Ship::Cylon) != p.revealed)
            throw ScenarioError{"only revealed Cylons stand on Cylon locations, and they stand nowhere else"};
        if (const Box box = db().locations[size_t(loc)].box; !hasBox(s, box))
            throw ScenarioError{db().locations[size_t(loc)].id + " comes with the box " + std::string(boxId(box)) +
                                ", which is not in play"};
        if (shipOf(LocId(loc)) == Ship::Pegasus && s.pegasus.destroyed)
            throw ScenarioError{"Pegasus is destroyed: nobody may stand aboard"};
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
    onlyFields(cmd, {"character", "cards"}, "the request");
    const Seat seat = seatByCharacter(s, cmd);
    std::vector<SkillCard> added;
    for (const auto& v : stringList(cmd, "cards", "skill card ids")) {
        const int c = db().skillCard(str(v));
        if (c < 0)
            throw ScenarioError{"unknown skill card " + quoted(v) + " (write type:name:strength)"};
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
            throw ScenarioError{"no copy of " + quoted(v) + " is left in its deck or discard pile"};
        s.players[size_t(seat)].hand.push_back(SkillCard(c));
        added.push_back(SkillCard(c));
    }
    cardsJoinedHand(s, seat, added, false);
}

} // namespace

void onlyFields(const QJsonObject& o, std::initializer_list<const char*> allowed, const std::string& what,
                bool isCommand) {
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        if (!(isCommand && key == QLatin1StringView("cmd")) &&
            std::none_of(allowed.begin(), allowed.end(), [&](const char* name) { return key == QLatin1StringView(name); }))
            throw ScenarioError{what + " has no field '" + excerpt(key.toStdString()) + "'", "bad_request"};
    }
}

bool isScenarioCommand(const std::string& cmd) {
    return cmd == "stack" || cmd == "dice" || cmd == "set" || cmd == "give" || isBoardScenario(cmd);
}

std::optional<Error> applyScenario(GameState& s, const QJsonObject& command) {
    if (s.gameOver())
        return Error{"game_over", "The game is over."};
    if (!command.value("cmd").isString())
        return Error{"bad_request", "cmd must be a string."};
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
            return Error{"unknown_command", "Unknown scenario command '" + excerpt(cmd) + "'."};
    } catch (const ScenarioError& e) {
        return Error{e.code, cmd + ": " + e.message + "."};
    }
    // Deck orders and loyalty cards are for testers only: the players' views never show them.
    const bool secret = (cmd == "stack" && rulesRevision2(copy)) || cmd == "loyalty";
    // The tester's words live beside the log (GameState::scenarioRequests), not in an event.
    copy.scenarioRequests.push_back(QJsonDocument(command).toJson(QJsonDocument::Compact).toStdString());
    logEvent(copy, privateTo(secret ? 0 : kPublic), EventKind::Scenario, kNoSeat, int(copy.scenarioRequests.size()) - 1);
    askAgain(copy);
    s = std::move(copy);
    return std::nullopt;
}

} // namespace bsg
