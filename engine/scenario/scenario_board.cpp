// Scenario requests that build a board position (docs/protocol.md, "Building a situation"):
// ships, centurions, Galactica damage, titles, loyalty cards, a reveal and the turn. Each one
// validates everything against the components first; scenario.cpp applies it to a copy.
// They change what the current player may do, so they are only accepted while the current
// player's movement or action is asked, and that decision is then asked again.
#include "combat.h"
#include "rules_core.h"
#include "scenario_internal.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace bsg {

namespace {

std::string str(const QJsonValue& v) { return v.toString().toStdString(); }

[[noreturn]] void fail(const std::string& message) { throw ScenarioError{message}; }

bool isWhole(const QJsonValue& v) { return v.isDouble() && v.toDouble() == std::trunc(v.toDouble()); }

// `field` names the member in a type error ("character", "pilot").
Seat characterSeat(const GameState& s, const QJsonValue& v, const char* field = "character") {
    if (!v.isString())
        badField(field, "a character id (a string)");
    const int c = db().character(str(v));
    const Seat seat = c < 0 ? kNoSeat : s.seatOf(CharId(c));
    if (seat == kNoSeat)
        fail("'" + excerpt(str(v)) + "' is not a character in this game");
    return seat;
}

int countOf(const QJsonObject& cmd, int max) {
    const QJsonValue v = cmd.value("count");
    if (v.isUndefined())
        return 1;
    const int n = v.toInt(-1);
    if (!isWhole(v))
        badField("count", "a whole number");
    if (n < 1 || n > max || double(n) != v.toDouble())
        fail("\"count\" must be a whole number from 1 to " + std::to_string(max));
    return n;
}

std::vector<std::string> idList(const QJsonObject& cmd, const char* key) {
    std::vector<std::string> out;
    const QJsonValue v = cmd.value(key);
    if (v.isUndefined())
        return out;
    if (!v.isArray())
        badField(key, "a list of ids");
    for (const auto& x : v.toArray()) {
        if (!x.isString())
            badField(key, "a list of ids (strings)");
        out.push_back(str(x));
    }
    return out;
}

// A space area, or for vipers also the "damaged" / "destroyed" boxes (-2, -3).
constexpr int kDamagedBox = -2, kDestroyedBox = -3;
int areaOf(const QJsonObject& cmd, bool viperBoxes) {
    if (!cmd.value("area").isString())
        badField("area", "a space area id (a string)");
    const std::string a = str(cmd.value("area"));
    for (int i = 0; i < kAreaCount; ++i)
        if (kAreaIds[size_t(i)] == a)
            return i;
    if (viperBoxes && a == "damaged")
        return kDamagedBox;
    if (viperBoxes && a == "destroyed")
        return kDestroyedBox;
    fail("unknown space area '" + excerpt(a) + "' (fore, starboard_bow, starboard_quarter, aft, port_quarter, port_bow" +
         (viperBoxes ? ", or damaged / destroyed for vipers)" : ")"));
}

int basestarToken(const std::string& id) {
    for (size_t k = 0; k < db().basestarDamage.size(); ++k)
        if (db().basestarDamage[k].id == id)
            return int(k);
    fail("unknown basestar damage token '" + excerpt(id) + "'");
}

int civilianKind(const std::string& id) {
    for (size_t k = 0; k < db().civilians.size(); ++k)
        if (db().civilians[k].id == id)
            return int(k);
    fail("unknown civilian ship '" + excerpt(id) + "'");
}

// Takes one civilian token of this kind out of `from` (front first).
uint8_t takeCivilian(std::vector<uint8_t>& from, int kind, const std::string& where) {
    for (auto it = from.begin(); it != from.end(); ++it)
        if (db().civilianTokens[*it] == kind) {
            const uint8_t t = *it;
            from.erase(it);
            return t;
        }
    fail("no civilian ship '" + db().civilians[size_t(kind)].id + "' is " + where);
}

void placeViper(GameState& s, const QJsonObject& cmd, int area, int n) {
    if (cmd.contains("pilot")) {
        const Seat seat = characterSeat(s, cmd.value("pilot"), "pilot");
        Player& p = s.players[size_t(seat)];
        if (area < 0)
            fail("a piloted viper is in a space area, never in the reserves or a box");
        if (n != 1)
            fail("one character pilots one viper");
        if (!characterOf(s, seat).canPilot || p.revealed || p.stranded)
            fail(characterName(s, seat) + " cannot pilot a viper now");
        if (p.viperArea >= 0)
            fail(characterName(s, seat) + " already pilots a viper (remove it first)");
        if (s.vipersReserve < 1)
            fail("no viper is left in the reserves");
        --s.vipersReserve;
        p.location = -1;
        p.viperArea = int8_t(area);
        logEvent(s, EventKind::Moved, seat, -1, area, int(MoveCause::Launched));
        return;
    }
    if (s.vipersReserve < n)
        fail("only " + std::to_string(s.vipersReserve) + " vipers are in the reserves");
    if (area == kDamagedBox || area == kDestroyedBox) {
        s.vipersReserve = int8_t(s.vipersReserve - n);
        auto& box = area == kDamagedBox ? s.vipersDamaged : s.vipersDestroyed;
        box = int8_t(box + n);
        return;
    }
    placeVipers(s, Area(area), n, ShipCause::Scenario);
}

// The ship a place or remove request names, with the fields that kind of ship takes.
std::string shipKind(const QJsonObject& cmd, bool placing) {
    if (!cmd.value("ship").isString())
        badField("ship", "raider, heavy_raider, basestar, viper or civilian");
    const std::string kind = str(cmd.value("ship"));
    const std::string which = "a " + excerpt(kind) + " request";
    if (kind == "raider" || kind == "heavy_raider")
        onlyFields(cmd, {"ship", "area", "count"}, which);
    else if (kind == "basestar")
        placing ? onlyFields(cmd, {"ship", "area", "damage"}, which) : onlyFields(cmd, {"ship", "area", "count"}, which);
    else if (kind == "viper")
        onlyFields(cmd, {"ship", "area", "count", "pilot"}, which);
    else if (kind == "civilian")
        onlyFields(cmd, {"ship", "area", "count", "ids"}, which);
    return kind;
}

void place(GameState& s, const QJsonObject& cmd) {
    const BoardDef& b = db().board;
    const std::string kind = str(cmd.value("ship"));
    if (kind == "raider" || kind == "heavy_raider") {
        const bool heavy = kind == "heavy_raider";
        const Area a = Area(areaOf(cmd, false));
        const int n = countOf(cmd, heavy ? b.heavyRaiders : b.raiders);
        const int left = heavy ? b.heavyRaiders - heavyRaidersOnBoard(s) : b.raiders - raidersOnBoard(s);
        if (n > left)
            fail("only " + std::to_string(left) + " " + kind + "s are left in the supply");
        heavy ? placeHeavyRaiders(s, a, n, ShipCause::Scenario) : placeRaiders(s, a, n, ShipCause::Scenario);
    } else if (kind == "basestar") {
        const Area a = Area(areaOf(cmd, false));
        std::vector<uint8_t> damage;
        int points = 0;
        for (const std::string& id : idList(cmd, "damage")) {
            const int t = basestarToken(id);
            const auto it = std::find(s.basestarDamagePile.begin(), s.basestarDamagePile.end(), uint8_t(t));
            if (it == s.basestarDamagePile.end())
                fail("the basestar damage token '" + id + "' is not among the unused tokens");
            s.basestarDamagePile.erase(it);
            damage.push_back(uint8_t(t));
            points += db().basestarDamage[size_t(t)].damage;
        }
        if (points >= 3)
            fail("a basestar with 3 damage is destroyed");
        const auto slot = std::find_if(s.basestars.begin(), s.basestars.end(), [](const Basestar& x) { return x.area < 0; });
        if (slot == s.basestars.end())
            fail("both basestars are already on the board");
        placeBasestar(s, a, ShipCause::Scenario); // takes the first free slot
        slot->damage = damage;
    } else if (kind == "viper") {
        const int area = areaOf(cmd, true);
        placeViper(s, cmd, area, countOf(cmd, b.vipers));
    } else if (kind == "civilian") {
        const Area a = Area(areaOf(cmd, false));
        const std::vector<std::string> ids = idList(cmd, "ids");
        if (ids.empty()) {
            const int n = countOf(cmd, int(db().civilianTokens.size()));
            if (n > int(s.civilianPile.size()))
                fail("only " + std::to_string(s.civilianPile.size()) + " civilian ships are left in the pile");
            placeCivilians(s, a, n, ShipCause::Scenario); // from the top of the pile (see stack civilian_ships)
        } else {
            for (const std::string& id : ids)
                s.space[size_t(a)].civilians.push_back(takeCivilian(s.civilianPile, civilianKind(id), "left in the pile"));
            logEvent(s, EventKind::ShipsChanged, kNoSeat, int(ShipKind::Civilian), int(a), int(ids.size()), int(ShipCause::Scenario));
        }
    } else {
        fail("\"ship\" must be raider, heavy_raider, basestar, viper or civilian");
    }
}

void removeViper(GameState& s, const QJsonObject& cmd, int area, int n) {
    if (cmd.contains("pilot")) {
        const Seat seat = characterSeat(s, cmd.value("pilot"), "pilot");
        Player& p = s.players[size_t(seat)];
        if (p.viperArea < 0 || p.viperArea != area)
            fail(characterName(s, seat) + " pilots no viper in that area");
        moveCharacter(s, seat, locs().hangarDeck); // the viper goes back to the reserves
        return;
    }
    int8_t* from = area == kDamagedBox     ? &s.vipersDamaged
                   : area == kDestroyedBox ? &s.vipersDestroyed
                                           : &s.space[size_t(area)].vipers;
    if (*from < n)
        fail("only " + std::to_string(*from) + " unpiloted vipers are there");
    *from = int8_t(*from - n);
    s.vipersReserve = int8_t(s.vipersReserve + n);
    if (area >= 0)
        logEvent(s, EventKind::ShipsChanged, kNoSeat, int(ShipKind::Viper), area, -n, int(ShipCause::Scenario));
}

void remove(GameState& s, const QJsonObject& cmd) {
    const std::string kind = str(cmd.value("ship"));
    if (kind == "raider" || kind == "heavy_raider") {
        const bool heavy = kind == "heavy_raider";
        const Area a = Area(areaOf(cmd, false));
        const int n = countOf(cmd, db().board.raiders);
        const int there = heavy ? s.space[size_t(a)].heavyRaiders : s.space[size_t(a)].raiders;
        if (n > there)
            fail("only " + std::to_string(there) + " " + kind + "s are in that area");
        for (int i = 0; i < n; ++i)
            heavy ? removeHeavyRaider(s, a) : removeRaider(s, a);
        if (n > 0)
            logEvent(s, EventKind::ShipsChanged, kNoSeat, int(heavy ? ShipKind::HeavyRaider : ShipKind::Raider), int(a), -n,
                     int(ShipCause::Scenario));
    } else if (kind == "basestar") {
        const int a = areaOf(cmd, false);
        const int n = countOf(cmd, 2);
        for (int i = 0; i < n; ++i) {
            auto it = std::find_if(s.basestars.begin(), s.basestars.end(),
                                   [&](const Basestar& base) { return base.area == a; });
            if (it == s.basestars.end())
                fail("no basestar is left in that area");
            // Off the board, not destroyed: its damage tokens go under the unused ones.
            s.basestarDamagePile.insert(s.basestarDamagePile.end(), it->damage.begin(), it->damage.end());
            logEvent(s, EventKind::ShipsChanged, kNoSeat, int(ShipKind::Basestar), a, -1, int(ShipCause::Scenario));
            *it = Basestar{};
        }
    } else if (kind == "viper") {
        const int area = areaOf(cmd, true);
        removeViper(s, cmd, area, countOf(cmd, db().board.vipers));
    } else if (kind == "civilian") {
        const Area a = Area(areaOf(cmd, false));
        auto& here = s.space[size_t(a)].civilians;
        std::vector<std::string> ids = idList(cmd, "ids");
        std::vector<uint8_t> taken;
        if (ids.empty()) {
            const int n = countOf(cmd, int(db().civilianTokens.size()));
            if (n > int(here.size()))
                fail("only " + std::to_string(here.size()) + " civilian ships are in that area");
            taken.assign(here.begin(), here.begin() + n);
            here.erase(here.begin(), here.begin() + n);
        } else {
            for (const std::string& id : ids)
                taken.push_back(takeCivilian(here, civilianKind(id), "in that area"));
        }
        s.civilianPile.insert(s.civilianPile.end(), taken.begin(), taken.end()); // under the pile
        logEvent(s, EventKind::ShipsChanged, kNoSeat, int(ShipKind::Civilian), int(a), -int(taken.size()), int(ShipCause::Scenario));
    } else {
        fail("\"ship\" must be raider, heavy_raider, basestar, viper or civilian");
    }
}

void centurions(GameState& s, const QJsonObject& cmd) {
    if (!cmd.value("track").isArray())
        badField("track", "a list of boarding track spaces, one per centurion (0 = first)");
    std::vector<int8_t> track;
    for (const auto& v : cmd.value("track").toArray()) {
        const int space = v.toInt(-1);
        if (!isWhole(v))
            badField("track", "a list of whole numbers");
        if (space < 0 || space >= db().board.boardingSpaces || double(space) != v.toDouble())
            fail("a boarding track space is a number from 0 to " + std::to_string(db().board.boardingSpaces - 1));
        track.push_back(int8_t(space));
    }
    if (int(track.size()) > db().board.centurions)
        fail("there are only " + std::to_string(db().board.centurions) + " centurion markers");
    s.centurions = track;
}

void damage(GameState& s, const QJsonObject& cmd) {
    if (!cmd.value("locations").isArray())
        badField("locations", "a list of every damaged Galactica location");
    std::vector<LocId> wanted;
    for (const std::string& id : idList(cmd, "locations")) {
        const int loc = db().location(id);
        if (loc < 0 || shipOf(LocId(loc)) != Ship::Galactica)
            fail("'" + excerpt(id) + "' is not a Galactica location");
        if (std::find(wanted.begin(), wanted.end(), LocId(loc)) != wanted.end())
            fail("'" + id + "' is named twice");
        wanted.push_back(LocId(loc));
    }
    if (wanted.size() >= 6)
        fail("six damaged locations destroy Galactica: name at most five");
    // Tokens no longer wanted go under the unused ones; the wanted ones come out of the pile.
    for (auto it = s.galacticaDamage.begin(); it != s.galacticaDamage.end();) {
        const LocId at = db().galacticaDamage[*it].location;
        if (at >= 0 && std::find(wanted.begin(), wanted.end(), at) == wanted.end()) {
            s.galacticaDamagePile.push_back(*it);
            it = s.galacticaDamage.erase(it);
        } else {
            ++it;
        }
    }
    for (LocId loc : wanted) {
        if (locationDamaged(s, loc))
            continue;
        const auto it = std::find_if(s.galacticaDamagePile.begin(), s.galacticaDamagePile.end(),
                                     [&](uint8_t t) { return db().galacticaDamage[t].location == loc; });
        if (it == s.galacticaDamagePile.end())
            fail("no damage token exists for " + db().locations[size_t(loc)].id);
        s.galacticaDamage.push_back(*it);
        s.galacticaDamagePile.erase(it);
    }
}

void title(GameState& s, const QJsonObject& cmd) {
    if (!cmd.value("title").isString())
        badField("title", "president or admiral");
    const std::string t = str(cmd.value("title"));
    if (t != "president" && t != "admiral")
        fail("\"title\" must be president or admiral");
    const Seat seat = characterSeat(s, cmd.value("character"));
    if (isRevealed(s, seat))
        fail("a revealed Cylon holds no title");
    if (t == "admiral" && s.players[size_t(seat)].location == locs().brig)
        fail("the Admiral cannot be in the Brig");
    setTitle(s, t == "president" ? Title::President : Title::Admiral, seat);
}

void loyalty(GameState& s, const QJsonObject& cmd) {
    const Seat seat = characterSeat(s, cmd.value("character"));
    Player& p = s.players[size_t(seat)];
    if (p.revealed)
        fail("a revealed Cylon's loyalty cards are settled");
    const std::vector<std::string> ids = idList(cmd, "cards");
    if (ids.empty())
        fail("loyalty needs \"cards\": the character's loyalty cards, at least one");
    std::vector<CardIdx> wanted;
    for (const std::string& id : ids) {
        const int card = db().loyaltyCard(id);
        if (card < 0)
            fail("unknown loyalty card '" + excerpt(id) + "'");
        wanted.push_back(CardIdx(card));
    }
    // Cards the character keeps stay; the others come from the loyalty deck or the unused
    // cards, and the cards given up take their places (extra ones join the unused cards).
    std::vector<CardIdx> kept, givenUp = p.loyalty, toFind;
    for (CardIdx card : wanted) {
        const auto it = std::find(givenUp.begin(), givenUp.end(), card);
        if (it != givenUp.end()) {
            givenUp.erase(it);
            kept.push_back(card);
        } else {
            toFind.push_back(card);
        }
    }
    constexpr CardIdx kGone = 0xFF;
    for (CardIdx card : toFind) {
        bool found = false;
        for (auto* pile : {&s.loyaltyDeck, &s.loyaltyUnused}) {
            const auto it = std::find(pile->begin(), pile->end(), card);
            if (it == pile->end())
                continue;
            if (!givenUp.empty()) {
                *it = givenUp.front();
                givenUp.erase(givenUp.begin());
            } else {
                *it = kGone;
            }
            found = true;
            break;
        }
        if (!found)
            fail("no loyalty card '" + db().loyalty[card].id + "' is left in the deck or among the unused cards");
    }
    std::erase(s.loyaltyDeck, kGone);
    std::erase(s.loyaltyUnused, kGone);
    s.loyaltyUnused.insert(s.loyaltyUnused.end(), givenUp.begin(), givenUp.end());
    std::vector<uint16_t> seen;
    for (CardIdx card : wanted) { // a kept card keeps who has seen it
        uint16_t bits = dealtLoyaltySeenBy(s, seat);
        for (size_t i = 0; i < p.loyalty.size(); ++i)
            if (p.loyalty[i] == card) {
                bits = p.loyaltySeenBy[i];
                p.loyalty[i] = kGone;
                break;
            }
        seen.push_back(bits);
    }
    p.loyalty = wanted;
    p.loyaltySeenBy = seen;
}

// Who may be revealed: a character holding a "You Are a Cylon" card, not yet revealed and
// in play. Returns the index of the first such card.
int cylonCardToReveal(const GameState& s, Seat seat) {
    const Player& p = s.players[size_t(seat)];
    if (p.revealed)
        fail(characterName(s, seat) + " is already revealed");
    if (p.stranded)
        fail(characterName(s, seat) + " is stranded and cannot act");
    for (size_t i = 0; i < p.loyalty.size(); ++i)
        if (db().loyalty[p.loyalty[i]].side == LoyaltySide::Cylon)
            return int(i);
    fail(characterName(s, seat) + " holds no \"You Are a Cylon\" card (use loyalty first)");
}

// Revision 3: the game's own reveal - the base game's (the card's reveal ability, the
// revealer's own choices and discards) or the variant's - by the current player, whose turn
// it ends as the action does. A Cylon card's ability is worded for the revealer's own turn
// ("current" chooses), so another character is first given the turn (the turn request).
void revealAsTheRulesDo(GameState& s, const QJsonObject& cmd) {
    const Seat seat = characterSeat(s, cmd.value("character"));
    (void)cylonCardToReveal(s, seat);
    if (cmd.contains("keep"))
        fail("\"keep\" is not used any more: the reveal asks for its own discards");
    if (seat != s.current)
        fail(characterName(s, seat) + " is not the current player: give him the turn first "
                                      "({\"cmd\":\"turn\",\"character\":...,\"step\":\"action\"})");
    const Variant* v = variantOf(s);
    s.stack.back().stage = 0;
    s.stack.push_back(v ? v->revealFrame(seat) : Variant{}.revealFrame(seat));
}

// Revision 1 and 2: the reveal done in place, without the card's ability.
void reveal(GameState& s, const QJsonObject& cmd) {
    const Seat seat = characterSeat(s, cmd.value("character"));
    Player& p = s.players[size_t(seat)];
    const int index = cylonCardToReveal(s, seat);
    // A revealed Cylon keeps at most 3 skill cards: "keep" names them when there are more.
    std::vector<SkillCard> keep;
    for (const std::string& id : idList(cmd, "keep")) {
        const int card = db().skillCard(id);
        if (card < 0)
            fail("unknown skill card '" + excerpt(id) + "'");
        keep.push_back(SkillCard(card));
    }
    if (p.hand.size() > 3 && keep.size() != 3)
        fail(characterName(s, seat) + " holds more than 3 skill cards: \"keep\" must name the 3 kept");
    if (p.hand.size() > 3) {
        std::vector<SkillCard> rest = p.hand;
        for (SkillCard card : keep) {
            const auto it = std::find(rest.begin(), rest.end(), card);
            if (it == rest.end())
                fail("'" + db().skillCards[card].id + "' is not in the hand");
            rest.erase(it);
        }
        for (SkillCard card : rest)
            discardSkill(s, card);
        p.hand = keep;
        sortHand(p.hand);
    }
    if (const Variant* v = variantOf(s))
        v->handReset(s, seat);
    p.revealed = true;
    p.revealedLoyalty = int8_t(index);
    p.loyaltySeenBy[size_t(index)] = 0xFFFF;
    logEvent(s, kRevealsToAll, EventKind::Revealed, seat, p.loyalty[size_t(index)]);
    titlesOnReveal(s, seat);
    moveCharacter(s, seat, locs().resurrectionShip, MoveCause::Resurrection);
    if (const CardIdx super = drawSuperCrisis(s); super != 0xFF)
        p.superCrises.push_back(super);
}

// Starts a turn of the character at a step: "start" (the whole turn), "movement", "action" or
// "crisis" (right after the action step). The turn counter moves on as for any new turn.
void turn(GameState& s, const QJsonObject& cmd) {
    const Seat seat = characterSeat(s, cmd.value("character"));
    if (!cmd.value("step").isString())
        badField("step", "start, movement, action or crisis");
    const std::string step = str(cmd.value("step"));
    constexpr int8_t kMove = 2, kAct = 3; // turn.cpp's stages after pushing Movement / Action
    std::vector<Frame> stack;
    if (step == "start") {
        stack = {Frame{FrameKind::Turn, 0, 0, 0, 0, 0}};
    } else if (step == "movement") {
        stack = {Frame{FrameKind::Turn, kMove, 0, 0, 0, 0}, Frame{FrameKind::Movement, 0, seat, 0, 0, 0}};
    } else if (step == "action") {
        stack = {Frame{FrameKind::Turn, kAct, 0, 0, 0, 0}, Frame{FrameKind::Action, 0, seat, 1, 0, 0}};
    } else if (step == "crisis") {
        stack = {Frame{FrameKind::Turn, kAct, 0, 0, 0, 0}};
    } else {
        fail("\"step\" must be start, movement, action or crisis");
    }
    s.current = seat;
    if (rulesRevision3(s)) { // the turn begins as any turn does, then goes to the step asked
        const int16_t startAt = step == "start" ? 0 : step == "movement" ? 1 : step == "action" ? 2 : 3;
        s.stack = {Frame{FrameKind::Turn, 0, 0, 0, 0, startAt}};
        return;
    }
    if (step != "start") { // what the Turn frame's first stage would have done
        ++s.turn;
        s.turnFlags = 0;
        ++s.players[size_t(seat)].turnsTaken;
        logEvent(s, EventKind::TurnStarted, seat, s.turn);
    }
    s.stack = std::move(stack);
}

} // namespace

bool isBoardScenario(const std::string& cmd) {
    return cmd == "place" || cmd == "remove" || cmd == "centurions" || cmd == "damage" || cmd == "title" ||
           cmd == "loyalty" || cmd == "reveal" || cmd == "turn";
}

// Each field of the board requests has one type wherever it appears.
void checkFieldType(const QString& field, const QJsonValue& v) {
    const std::string name = field.toStdString();
    const auto listOf = [&](bool (*fits)(const QJsonValue&), const char* what) {
        const QJsonArray list = v.toArray();
        if (!v.isArray() || !std::all_of(list.begin(), list.end(), [&](const QJsonValue& x) { return fits(x); }))
            badField(name, what);
    };
    if (field == "count") {
        if (!isWhole(v))
            badField(name, "a whole number");
    } else if (field == "track") {
        listOf(isWhole, "a list of whole numbers");
    } else if (field == "damage" || field == "ids" || field == "locations" || field == "cards" || field == "keep") {
        listOf([](const QJsonValue& x) { return x.isString(); }, "a list of ids (strings)");
    } else if (field != "cmd" && !v.isString()) { // character, pilot, ship, area, title, step
        badField(name, "a string");
    }
}

// The fields of each board request (and of each kind of ship) and their types, checked
// before anything else: a malformed request is bad_request whenever it comes.
void checkBoardFields(const std::string& cmd, const QJsonObject& command) {
    if (cmd == "place" || cmd == "remove")
        (void)shipKind(command, cmd == "place");
    else if (cmd == "centurions")
        onlyFields(command, {"track"}, "the request");
    else if (cmd == "damage")
        onlyFields(command, {"locations"}, "the request");
    else if (cmd == "title")
        onlyFields(command, {"title", "character"}, "the request");
    else if (cmd == "loyalty")
        onlyFields(command, {"character", "cards"}, "the request");
    else if (cmd == "reveal")
        onlyFields(command, {"character", "keep"}, "the request");
    else
        onlyFields(command, {"character", "step"}, "the request");
    for (auto it = command.begin(); it != command.end(); ++it)
        checkFieldType(it.key(), it.value());
}

void applyBoardScenario(GameState& s, const std::string& cmd, const QJsonObject& command) {
    checkBoardFields(cmd, command);
    // Only between the steps of a turn: the current player's movement or action is asked.
    const bool between = s.hasDecision && !s.hasAnswer && !s.stack.empty() && s.decision.actor == s.current &&
                         ((s.stack.back().kind == FrameKind::Movement && s.decision.kind == DecisionKind::Movement) ||
                          (s.stack.back().kind == FrameKind::Action && s.decision.kind == DecisionKind::Action));
    if (!between)
        fail("only while the current player's movement or action is asked (finish the pending decision first)");
    if (cmd == "turn" && !s.crisesThisTurn.empty())
        fail("a crisis of this turn is still on the table");
    if (cmd == "place")
        place(s, command);
    else if (cmd == "remove")
        remove(s, command);
    else if (cmd == "centurions")
        centurions(s, command);
    else if (cmd == "damage")
        damage(s, command);
    else if (cmd == "title")
        title(s, command);
    else if (cmd == "loyalty")
        loyalty(s, command);
    else if (cmd == "reveal" && rulesRevision3(s))
        revealAsTheRulesDo(s, command);
    else if (cmd == "reveal")
        reveal(s, command);
    else
        turn(s, command);
    // The decision is asked again from the new position (a new turn runs from its step).
    s.hasDecision = false;
    if (cmd != "turn" && !(cmd == "reveal" && rulesRevision3(s))) // that one set its own stack
        s.stack.back().stage = 0;
    run(s);
}

} // namespace bsg
