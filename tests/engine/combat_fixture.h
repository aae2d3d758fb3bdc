#pragma once
// Scenario helpers shared by the combat tests: an empty battlefield, frames run by hand.
#include "combat.h"
#include "test_support.h"

#include <QtTest>

namespace bsg::test {

// Every ship in space back in its pool (pilots stay in their vipers).
inline void clearSpace(GameState& s) {
    for (auto& area : s.space) {
        s.vipersReserve = int8_t(s.vipersReserve + area.vipers);
        s.civilianPile.insert(s.civilianPile.end(), area.civilians.begin(), area.civilians.end());
        area = SpaceArea{};
    }
    for (auto& b : s.basestars)
        b = Basestar{};
}

// A three-player game (Adama, Starbuck, Baltar; seat 0 current, turn 1) with every ship
// back in its pool, so a test can lay out exactly the situation it needs.
inline GameState emptySpace(uint64_t seed = 7,
                            const std::vector<std::string>& characters = {"william_adama", "kara_thrace", "gaius_baltar"}) {
    GameState s = game(characters, seed);
    clearSpace(s);
    for (auto& p : s.players)
        if (p.viperArea >= 0) {
            ++s.vipersReserve;
            p.viperArea = -1;
            p.location = location("hangar_deck");
        }
    s.stack.clear();
    s.hasDecision = false;
    s.hasAnswer = false;
    s.current = 0;
    s.turn = 1;
    s.forcedDice.clear();
    return s;
}

// Replaces whatever the game was doing with one frame and runs it.
inline void runFrame(GameState& s, FrameKind kind, int a = 0, int b = 0, int c = 0, int d = 0) {
    s.stack.clear();
    s.hasDecision = false;
    s.hasAnswer = false;
    s.stack.push_back(Frame{kind, 0, int16_t(a), int16_t(b), int16_t(c), int16_t(d)});
    run(s);
}

// Takes civilian tokens of the wanted kind (civilians[] id) out of the pile into an area.
inline void putCivilian(GameState& s, Area a, const std::string& kindId) {
    for (auto it = s.civilianPile.begin(); it != s.civilianPile.end(); ++it)
        if (db().civilians[db().civilianTokens[*it]].id == kindId) {
            s.space[size_t(a)].civilians.push_back(*it);
            s.civilianPile.erase(it);
            return;
        }
    qFatal("no civilian %s left", kindId.c_str());
}

inline void putBasestar(GameState& s, int index, Area a) { s.basestars[size_t(index)].area = int8_t(a); }

inline void pilot(GameState& s, Seat seat, Area a) {
    --s.vipersReserve;
    s.players[size_t(seat)].location = -1;
    s.players[size_t(seat)].viperArea = int8_t(a);
}

// Moves damage token `id` (Galactica) so it is the only one left to draw; the others go to
// the removed pile for the test.
inline void onlyGalacticaToken(GameState& s, const std::string& id) {
    std::vector<uint8_t> keep;
    for (uint8_t t : s.galacticaDamagePile)
        (db().galacticaDamage[t].id == id ? keep : s.galacticaDamageRemoved).push_back(t);
    s.galacticaDamagePile = keep;
}

inline void onlyBasestarToken(GameState& s, const std::string& id, std::vector<uint8_t>& parked) {
    std::vector<uint8_t> keep;
    for (uint8_t t : s.basestarDamagePile)
        (db().basestarDamage[t].id == id ? keep : parked).push_back(t);
    s.basestarDamagePile = keep;
}

inline uint8_t basestarToken(const std::string& id) {
    for (size_t i = 0; i < db().basestarDamage.size(); ++i)
        if (db().basestarDamage[i].id == id)
            return uint8_t(i);
    qFatal("no basestar token %s", id.c_str());
}

inline int resource(const GameState& s, Resource r) { return s.resources[size_t(r)]; }

} // namespace bsg::test
