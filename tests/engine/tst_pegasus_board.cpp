// Pegasus: the Pegasus board (docs/pegasus.md, "Board") - its locations and their actions,
// moving to and from Pegasus as a ship of its own, the Pegasus damage tokens and the current
// player's choice to damage Pegasus instead of Galactica, damaged Pegasus locations, Pegasus
// destroyed; the Cylon overlay (Caprica, Human Fleet, Resurrection Ship), hazardous locations,
// a revealed Cylon's draw on the Resurrection Ship and his jump step; random Pegasus games.
#include "edited_data.h"
#include "board_kinds.h"
#include "game.h"
#include "combat_fixture.h"
#include "crises_fixture.h"
#include "heuristic_player.h"
#include "pegasus_board.h"
#include "random_pegasus_games.h"
#include "simulate.h"
#include "solo_game.h"
#include "view.h"

#include <QtTest>

#include <random>

using namespace bsg;
using namespace bsg::test;

namespace {

// Adama plays first (Roslin's Terminal Illness would add two cards to every location action);
// Tyrol sits at seat 3 (kTyrol).
const std::vector<std::string> kCast = {"william_adama", "kara_thrace", "gaius_baltar", "galen_tyrol"};

// A game of the cast, with or without Pegasus, run to the first player's Movement decision.
GameState startedWith(bool withPegasus, uint64_t seed = 7) {
    GameState s = withPegasus ? pegasusGame(kCast, seed) : game(kCast, seed);
    playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
    return s;
}
GameState pegasusStarted(uint64_t seed = 7) { return startedWith(true, seed); }

// Puts a character on a location (out of any viper).
void placeAt(GameState& s, Seat seat, const std::string& loc) {
    auto& p = s.players[size_t(seat)];
    if (p.viperArea >= 0) {
        ++s.vipersReserve;
        p.viperArea = -1;
    }
    p.location = location(loc);
    p.stranded = false;
}

// Asks the pending Movement / Action decision again after the test changed the state.
void reask(GameState& s) {
    s.hasDecision = false;
    s.stack.back().stage = 0;
    run(s);
}

// A Pegasus game whose current player stands on `loc` holding a card, at his Movement decision.
GameState movementFrom(const std::string& loc) {
    GameState s = pegasusStarted();
    placeAt(s, s.current, loc);
    giveCard(s, s.current, "engineering:repair:1");
    reask(s);
    return s;
}

std::vector<LocId> pegasusLocations() {
    std::vector<LocId> out;
    for (size_t l = 0; l < db().locations.size(); ++l)
        if (db().locations[l].ship == Ship::Pegasus)
            out.push_back(LocId(l));
    return out;
}

std::string kindId(const GameState& s) { return s.hasDecision ? decisionKindId(s, s.decision.kind) : "none"; }

// The loader's message for the built-in data with one text replaced in locations.json ("" when it loads).
std::string loadWithLocationsEdited(const QByteArray& from, const QByteArray& to) {
    const LoadResult r = test::loadEditedData([&](const QString& name, QByteArray text) {
        if (name == "locations.json")
            text.replace(from, to);
        return text;
    });
    return r.db ? std::string() : r.error;
}

// The ids of a random legal cast (the CLI's simulate draws it).
std::vector<std::string> randomCast(uint64_t seed, bool solo, int players) {
    std::vector<std::string> ids;
    for (CharId c : cli::randomCharacters(seed, solo, players))
        ids.push_back(db().characters[size_t(c)].id);
    return ids;
}

// Every Pegasus location but `spared` carries a damage token.
void damageAllBut(GameState& s, const std::string& spared) {
    s.pegasus.damaged.clear();
    for (LocId l : pegasusLocations())
        if (l != location(spared))
            s.pegasus.damaged.push_back(l);
}

// The invariants of the Pegasus board, after every step of a random game.
std::string pegasusProblem(const GameState& s) {
    const auto all = pegasusLocations();
    const auto& damaged = s.pegasus.damaged;
    for (size_t i = 0; i < damaged.size(); ++i) {
        if (std::find(all.begin(), all.end(), damaged[i]) == all.end())
            return "a Pegasus damage token on a location that is not Pegasus's";
        if (std::find(damaged.begin() + std::ptrdiff_t(i) + 1, damaged.end(), damaged[i]) != damaged.end())
            return "two Pegasus damage tokens on one location";
    }
    if (s.pegasus.destroyed != (damaged.size() == all.size()))
        return "Pegasus destroyed and the number of its damaged locations disagree";
    for (const Player& p : s.players)
        if (p.location >= 0 && s.pegasus.destroyed && shipOf(p.location) == Ship::Pegasus)
            return "a character aboard a destroyed Pegasus";

    if (s.gameOver() && s.over.reason == EndReason::GalacticaDestroyed) {
        int galactica = 0;
        for (uint8_t t : s.galacticaDamage)
            galactica += db().galacticaDamage[t].location >= 0;
        if (galactica < 6)
            return "Galactica destroyed with fewer than six damaged Galactica locations";
    }
    return {};
}

// Nobody's own movement ended on a hazard (the overlay's Resurrection Ship, Sickbay, the Brig).
std::string hazardProblem(const GameState& s) {
    for (const LogEvent& e : s.log)
        if (e.kind == EventKind::Moved && e.c == int(MoveCause::Chosen) && e.a >= 0 && hazardousLocation(s, LocId(e.a)))
            return "a character moved onto a hazardous location by choice";
    return {};
}

// Tyrol is a revealed Cylon standing on `loc`.
void revealTyrol(GameState& s, const std::string& loc) {
    clearLoyalty(s, kTyrol);
    giveLoyalty(s, kTyrol, "cylon_reduce_morale");
    Player& p = s.players[kTyrol];
    p.revealed = true;
    p.revealedLoyalty = 0;
    p.location = location(loc);
}

// Tyrol's turn as a revealed Cylon on `loc` (Pegasus or not), at its first decision.
GameState tyrolsCylonTurn(const std::string& loc, bool withPegasus, uint64_t seed = 41) {
    GameState s = startedWith(withPegasus, seed);
    takeOver(s);
    revealTyrol(s, loc);
    s.current = kTyrol;
    s.stack.push_back(Frame{FrameKind::Turn, 0, 0, 0, 0, 0});
    run(s);
    return s;
}

// Tyrol's Cylon turn at the Human Fleet (Pegasus), at its choice of the deck to look at.
GameState humanFleetDeckChoice() {
    GameState s = tyrolsCylonTurn("human_fleet", true);
    chooseThrough(s, optionIds(s).front()); // the two skill draws
    chooseThrough(s, optionIds(s).front());
    chooseThrough(s, "done");
    chooseThrough(s, "action:location");
    return s;
}

// Tyrol's Cylon turn at Caprica, to his pick of `chosen` between the two crisis cards drawn there
// (`chosen` and `other`, stacked on top; he holds no Super Crisis card, so Caprica draws two).
GameState capricaChooses(bool withPegasus, const std::string& chosen, const std::string& other) {
    GameState s = tyrolsCylonTurn("caprica", withPegasus);
    chooseThrough(s, optionIds(s).front()); // the two skill draws
    chooseThrough(s, optionIds(s).front());
    chooseThrough(s, "done");
    stackCrisis(s, other);
    stackCrisis(s, chosen);
    chooseThrough(s, "action:location");
    chooseThrough(s, "crisis:" + chosen);
    return s;
}

int galacticaLocationsDamaged(const GameState& s) {
    int n = 0;
    for (uint8_t t : s.galacticaDamage)
        n += db().galacticaDamage[t].location >= 0;
    return n;
}

} // namespace

class TestPegasusBoard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { registerPegasusForTests(); }

    // --- the board and movement

    void thePegasusBoardsLocationsAreThePegasusBoxs() {
        for (const auto& [id, order] : {std::pair{"pegasus_cic", 1}, std::pair{"main_batteries", 3}, std::pair{"engine_room", 4}}) {
            const LocationDef& def = db().locations[size_t(location(id))];
            QCOMPARE(def.ship, Ship::Pegasus);
            QCOMPARE(def.box, Box::Pegasus);
            QVERIFY(def.damageable && !def.hazard && def.hasAction);
            QCOMPARE(def.boardOrder, order);
        }
        for (const LocationDef& def : db().locations)
            QVERIFY2(def.ship != Ship::Pegasus || def.box == Box::Pegasus, def.id.c_str());
    }

    void onlyThePegasusBoxMayNameThePegasusShip() {
        QCOMPARE(loadWithLocationsEdited("", ""), std::string());
        const std::string error = loadWithLocationsEdited("\"ship\": \"colonial_one\"", "\"ship\": \"pegasus\"");
        QVERIFY2(error.find("ship") != std::string::npos && error.find("press_room") != std::string::npos, error.c_str());
    }

    void thePegasusBoardIsInPlayOnlyWithPegasus() {
        GameState base = startedWith(false);
        QVERIFY(!hasOption(base, "move:pegasus_cic"));
        QVERIFY(!projectState(base, Visibility::everything()).contains("pegasus"));
        GameState s = pegasusStarted();
        for (const char* loc : {"move:pegasus_cic", "move:main_batteries", "move:engine_room"})
            QVERIFY2(hasOption(s, loc) || s.players[size_t(s.current)].hand.empty(), loc);
        const QJsonObject pegasus = projectState(s, Visibility::everything())["pegasus"].toObject();
        QVERIFY(pegasus["locations"].toArray().contains(QString("pegasus_cic")));
        QCOMPARE(pegasus["damage"].toArray().size(), 0);
        QCOMPARE(pegasus["destroyed"].toBool(), false);
        QCOMPARE(pegasus["cylon_overlay"].toBool(), true);
    }

    void aTesterMayPlaceACharacterOnPegasusOnlyInAPegasusGame() {
        const QJsonObject request{{"cmd", "set"},
                                  {"location", QJsonObject{{"character", "william_adama"}, {"to", "main_batteries"}}}};
        GameState base = startedWith(false);
        const GameState before = base;
        const auto refused = applyScenario(base, request);
        QVERIFY(refused);
        QVERIFY2(refused->message.find("pegasus") != std::string::npos, refused->message.c_str());
        QVERIFY(base == before); // nothing changed
        GameState s = pegasusStarted();
        QVERIFY(!applyScenario(s, request));
        QCOMPARE(s.players[0].location, location("main_batteries"));
        s.pegasus.damaged = pegasusLocations();
        s.pegasus.destroyed = true;
        s.players[0].location = location("research_lab");
        const auto aboardDestroyed = applyScenario(s, request);
        QVERIFY(aboardDestroyed);
        QVERIFY2(aboardDestroyed->message.find("destroyed") != std::string::npos, aboardDestroyed->message.c_str());
    }

    void movingToPegasusCostsASkillCard() {
        GameState s = movementFrom("research_lab");
        const Seat seat = s.current;
        const size_t hand = s.players[size_t(seat)].hand.size();
        QVERIFY(choose(s, "move:main_batteries"));
        QCOMPARE(kindId(s), std::string("discard"));
        QCOMPARE(int(s.decision.context2), 2); // "moving to the other ship costs a card"
        QVERIFY(choose(s, optionIds(s).front()));
        QCOMPARE(s.players[size_t(seat)].hand.size(), hand - 1);
        QCOMPARE(s.players[size_t(seat)].location, location("main_batteries"));
    }

    void movingWithinPegasusIsFreeAndLeavingItCostsACard() {
        GameState s = movementFrom("main_batteries");
        const Seat seat = s.current;
        const size_t hand = s.players[size_t(seat)].hand.size();
        QVERIFY(choose(s, "move:pegasus_cic"));
        QCOMPARE(kindId(s), std::string("action")); // no discard: the same ship
        QCOMPARE(s.players[size_t(seat)].hand.size(), hand);
        // Back to Colonial One from Pegasus: a card again.
        placeAt(s, seat, "engine_room");
        s.stack.back() = Frame{FrameKind::Movement, 0, seat, 0, 0, 0};
        reask(s);
        QVERIFY(choose(s, "move:press_room"));
        QCOMPARE(kindId(s), std::string("discard"));
    }

    void aPilotFlyingToPegasusDiscardsAndReturnsHisViper() {
        GameState s = pegasusStarted();
        const Seat seat = s.current;
        giveCard(s, seat, "engineering:repair:1");
        --s.vipersReserve;
        s.players[size_t(seat)].location = -1;
        s.players[size_t(seat)].viperArea = int8_t(Area::PortBow);
        reask(s);
        const int reserves = s.vipersReserve;
        QVERIFY(choose(s, "move:engine_room"));
        QCOMPARE(int(s.vipersReserve), reserves + 1);
        QCOMPARE(int(s.players[size_t(seat)].viperArea), -1);
        QCOMPARE(kindId(s), std::string("discard"));
    }

    // --- the locations' actions

    void pegasusCicDamagesTheBasestarOnceOnFourToSix() {
        GameState s = pegasusStarted();
        const Seat seat = s.current;
        clearSpace(s);
        emptyHands(s); // no Strategic Planning window before the roll
        putBasestar(s, 0, Area::Fore);
        std::vector<uint8_t> parked;
        onlyBasestarToken(s, "disabled_hangar", parked);
        placeAt(s, seat, "pegasus_cic");
        reask(s);
        QVERIFY(choose(s, "done"));
        s.forcedDice = {5};
        QVERIFY(choose(s, "action:location")); // one basestar: no choice to make
        QCOMPARE(s.basestars[0].damage.size(), size_t(1));
        QVERIFY(s.pegasus.damaged.empty());
    }

    void pegasusCicDamagesTheBasestarTwiceOnSevenOrEight() {
        GameState s = pegasusStarted();
        const Seat seat = s.current;
        clearSpace(s);
        emptyHands(s); // no Strategic Planning window before the roll
        putBasestar(s, 0, Area::Fore);
        putBasestar(s, 1, Area::Aft);
        placeAt(s, seat, "pegasus_cic");
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(kindId(s), std::string("pegasus_cic"));
        QCOMPARE(s.decision.options.size(), size_t(2));
        const size_t tokensBefore = s.basestarDamagePile.size();
        s.forcedDice = {8};
        QVERIFY(choose(s, optionIds(s).back())); // the aft basestar
        const Basestar& aft = s.basestars[1];
        // Two tokens drawn (or the basestar destroyed by them); the fore basestar untouched.
        QVERIFY(aft.area < 0 || aft.damage.size() == 2);
        QVERIFY(s.basestarDamagePile.size() + 2 == tokensBefore || aft.area < 0);
        QVERIFY(s.basestars[0].damage.empty());
    }

    void pegasusCicDamagesPegasusOnOneToThree() {
        GameState s = pegasusStarted();
        const Seat seat = s.current;
        clearSpace(s);
        emptyHands(s); // no Strategic Planning window before the roll
        putBasestar(s, 0, Area::Fore);
        placeAt(s, seat, "pegasus_cic");
        reask(s);
        QVERIFY(choose(s, "done"));
        s.forcedDice = {3};
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(s.pegasus.damaged.size(), size_t(1));
        QVERIFY(s.basestars[0].damage.empty());
        QCOMPARE(countEvents(s, pegasus::kPegasusDamaged), 1);
        QVERIFY(s.galacticaDamage.empty()); // Pegasus, not Galactica
    }

    void pegasusCicNeedsABasestar() {
        GameState s = pegasusStarted();
        const Seat seat = s.current;
        clearSpace(s);
        emptyHands(s); // no Strategic Planning window before the roll
        placeAt(s, seat, "pegasus_cic");
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(!hasOption(s, "action:location"));
    }

    void mainBatteriesDestroysRaidersInTheChosenArea() {
        for (const auto& [die, destroyed] : {std::pair{5, 2}, std::pair{8, 4}}) {
            GameState s = pegasusStarted();
            const Seat seat = s.current;
            clearSpace(s);
            emptyHands(s); // no Strategic Planning window before the roll
            placeRaiders(s, Area::Aft, 5);
            placeRaiders(s, Area::Fore, 5);
            placeAt(s, seat, "main_batteries");
            reask(s);
            QVERIFY(choose(s, "done"));
            QVERIFY(choose(s, "action:location"));
            QCOMPARE(kindId(s), std::string("main_batteries"));
            QCOMPARE(s.decision.options.size(), size_t(kAreaCount));
            s.forcedDice = {int8_t(die)};
            QVERIFY(choose(s, "area:aft"));
            QCOMPARE(int(s.space[size_t(Area::Aft)].raiders), 5 - destroyed);
            QCOMPARE(int(s.space[size_t(Area::Fore)].raiders), 5);
        }
    }

    void mainBatteriesOnOneDestroysACivilianShip() {
        GameState s = pegasusStarted();
        const Seat seat = s.current;
        clearSpace(s);
        emptyHands(s); // no Strategic Planning window before the roll
        putCivilian(s, Area::PortBow, "civilian_pop1");
        placeAt(s, seat, "main_batteries");
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        const int population = resource(s, Resource::Population);
        s.forcedDice = {1};
        QVERIFY(choose(s, "area:port_bow"));
        QVERIFY(s.space[size_t(Area::PortBow)].civilians.empty());
        QCOMPARE(resource(s, Resource::Population), population - 1);
    }

    void mainBatteriesOnTwoOrThreeDamagesAViper() {
        GameState s = pegasusStarted();
        const Seat seat = s.current;
        clearSpace(s);
        emptyHands(s); // no Strategic Planning window before the roll
        placeVipers(s, Area::Aft, 2);
        placeAt(s, seat, "main_batteries");
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        const int damaged = s.vipersDamaged;
        s.forcedDice = {3};
        QVERIFY(choose(s, "area:aft"));
        QCOMPARE(int(s.space[size_t(Area::Aft)].vipers), 1);
        QCOMPARE(int(s.vipersDamaged), damaged + 1);
    }

    void engineRoomGivesTheTurnsCrisisTheJumpIcon() {
        for (bool useEngineRoom : {false, true}) {
            GameState s = pegasusStarted();
            const Seat seat = s.current;
            placeAt(s, seat, "engine_room");
            giveCard(s, seat, "engineering:repair:1");
            giveCard(s, seat, "engineering:repair:2");
            stackCrisis(s, "prison_labor"); // no jump icon
            QVERIFY(!db().crises[crisis("prison_labor")].jump);
            s.jumpTrack = 0;
            reask(s);
            QVERIFY(choose(s, "done"));
            const size_t hand = s.players[size_t(seat)].hand.size();
            QVERIFY(chooseThrough(s, useEngineRoom ? "action:location" : "action:nothing"));
            if (useEngineRoom) {
                QCOMPARE(kindId(s), std::string("discard"));
                QVERIFY(choose(s, optionIds(s).front()));
                QVERIFY(choose(s, optionIds(s).front()));
                QCOMPARE(s.players[size_t(seat)].hand.size(), hand - 2);
            }
            resolveAll(s); // the crisis (its choices answered with the first option)
            QCOMPARE(int(s.jumpTrack), useEngineRoom ? 1 : 0);
            QCOMPARE(countEvents(s, pegasus::kEngineRoomJumpIcon), useEngineRoom ? 1 : 0);
        }
    }

    void engineRoomNeedsTwoCards() {
        GameState s = pegasusStarted();
        const Seat seat = s.current;
        placeAt(s, seat, "engine_room");
        auto& hand = s.players[size_t(seat)].hand;
        while (hand.size() > 1)
            discardFromHand(s, seat, 0);
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(!hasOption(s, "action:location"));
    }

    // --- damage

    void theCurrentPlayerMayDamagePegasusInsteadOfGalactica() {
        for (bool pegasus : {false, true}) {
            GameState s = pegasusStarted();
            basestarHitsGalactica(s);
            QCOMPARE(kindId(s), std::string("pegasus_damage"));
            QCOMPARE(int(s.decision.actor), int(s.current));
            QCOMPARE(optionIds(s), (std::vector<std::string>{"damage_ship:galactica", "damage_ship:pegasus"}));
            const size_t galactica = s.galacticaDamage.size() + s.galacticaDamageRemoved.size();
            QVERIFY(choose(s, pegasus ? "damage_ship:pegasus" : "damage_ship:galactica"));
            QCOMPARE(s.pegasus.damaged.size(), size_t(pegasus ? 1 : 0));
            QCOMPARE(s.galacticaDamage.size() + s.galacticaDamageRemoved.size(), galactica + (pegasus ? 0 : 1));
        }
    }

    // Four Solo: the player chooses for the current character; for the revealed Cylon it is a
    // Golden Rule decision (docs/pegasus.md, "Four Solo readings").
    void underFourSoloTheRevealedCylonsDamageChoiceIsTheGoldenRules() {
        GameState s = pegasusGame(kCast, 7, VariantId::FourSolo);
        playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
        revealTyrol(s, "cylon_fleet");
        s.current = kTyrol;
        basestarHitsGalactica(s);
        QCOMPARE(kindId(s), std::string("pegasus_damage"));
        QCOMPARE(int(s.decision.actor), int(kTyrol));
        const auto view = solo::soloDecisionView(s);
        QVERIFY(view && view->goldenRule);
        QCOMPARE(solo::policy::chooseHeuristic(s), opt(pegasus::kDamageShip, pegasus::kDamagePegasus));
    }

    // Four Solo 8.3 with the overlay: from the Human Fleet the automaton moves on to Caprica,
    // passing over the hazardous Resurrection Ship (the base game's automaton goes there).
    void underFourSoloTheAutomatonPassesOverTheResurrectionShip() {
        for (bool withPegasus : {false, true}) {
            GameState s = withPegasus ? pegasusGame(kCast, 7, VariantId::FourSolo) : game(kCast, 7, true);
            playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
            takeOver(s);
            revealTyrol(s, "human_fleet");
            s.current = kTyrol;
            s.stack.push_back(Frame{FrameKind::Turn, 0, 0, 0, 0, 0});
            run(s);
            for (int i = 0; i < 40 && s.hasDecision && s.players[kTyrol].location == location("human_fleet"); ++i)
                QVERIFY(!apply(s, s.decision.options.front()));
            QCOMPARE(s.players[kTyrol].location, location(withPegasus ? "caprica" : "resurrection_ship"));
        }
    }

    void aBaseGameDamagesGalacticaWithoutAChoice() {
        GameState s = startedWith(false);
        const size_t galactica = s.galacticaDamage.size() + s.galacticaDamageRemoved.size();
        basestarHitsGalactica(s);
        QCOMPARE(s.galacticaDamage.size() + s.galacticaDamageRemoved.size(), galactica + 1);
        QVERIFY(!s.hasDecision || kindId(s) != "pegasus_damage");
    }

    void aCardDamagingGalacticaOffersPegasusForEachToken() {
        GameState s = pegasusStarted();
        s.stack.clear();
        s.hasDecision = false;
        Effect twice;
        twice.op = Op::DamageGalactica;
        twice.count = 2;
        s.stack.push_back(Frame{FrameKind::Turn, int8_t(TurnStage::End), 0, 0, 0, 0}); // something to return to
        Frame probe{FrameKind::Effects, 0, 0, 0, 0, 0};
        Ctx c(s, probe);
        combatEffect(c, twice);
        for (int i = 0; i < c.childCount; ++i)
            s.stack.push_back(c.child(c.childCount - 1 - i));
        run(s);
        QCOMPARE(kindId(s), std::string("pegasus_damage"));
        QVERIFY(choose(s, "damage_ship:pegasus"));
        QCOMPARE(kindId(s), std::string("pegasus_damage"));
        QVERIFY(choose(s, "damage_ship:pegasus"));
        QCOMPARE(s.pegasus.damaged.size(), size_t(2));
    }

    void canDamageGalacticaMayTakeAPegasusToken() {
        GameState s = pegasusStarted();
        takeOver(s);
        s.stack.push_back(Frame{FrameKind::GalacticaStrike, 0, kTyrol, 2, 0, 0});
        run(s);
        QCOMPARE(s.decision.kind, DecisionKind::ChooseCard);
        QVERIFY(hasOption(s, "damage_ship:pegasus"));
        const size_t galactica = s.galacticaDamage.size() + s.galacticaDamageRemoved.size();
        QVERIFY(choose(s, "damage_ship:pegasus"));
        QCOMPARE(s.pegasus.damaged.size(), size_t(1));
        QCOMPARE(s.decision.kind, DecisionKind::ChooseCard); // the second of the two
        QVERIFY(choose(s, optionIds(s).front()));             // a Galactica token
        QCOMPARE(s.galacticaDamage.size() + s.galacticaDamageRemoved.size(), galactica + 1);
    }

    void aDamagedPegasusLocationSendsItsOccupantsToSickbay() {
        GameState s = pegasusStarted();
        const auto board = pegasusLocations();
        for (size_t i = 0; i < board.size() && i < size_t(s.playerCount()); ++i)
            s.players[i].location = board[i];
        damagePegasus(s, 0);
        QCOMPARE(s.pegasus.damaged.size(), size_t(1));
        const LocId hit = s.pegasus.damaged.front();
        for (size_t i = 0; i < board.size() && i < size_t(s.playerCount()); ++i)
            QCOMPARE(s.players[i].location, board[i] == hit ? location("sickbay") : board[i]);
        QVERIFY(locationDamaged(s, hit));
        QCOMPARE(projectState(s, Visibility::everything())["pegasus"].toObject()["damage"].toArray().size(), 1);
    }

    void aDamagedPegasusLocationHasNoActionUntilRepaired() {
        GameState s = pegasusStarted();
        const Seat seat = s.current;
        placeAt(s, seat, "main_batteries");
        s.pegasus.damaged = {location("main_batteries")};
        giveCard(s, seat, "engineering:repair:1");
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(!hasOption(s, "action:location"));
        QVERIFY(chooseThrough(s, "action:skill:engineering:repair:1"));
        if (s.hasDecision && s.decision.kind == DecisionKind::Viper)
            QVERIFY(choose(s, "option:a")); // repair this location
        QVERIFY(s.pegasus.damaged.empty());
        QVERIFY(!locationDamaged(s, location("main_batteries")));
    }

    void pegasusIsDestroyedWhenEveryLocationIsDamaged() {
        GameState s = pegasusStarted();
        damageAllBut(s, "engine_room");
        const Seat seat = s.current;
        placeAt(s, Seat((seat + 1) % s.playerCount()), "engine_room");
        placeAt(s, Seat((seat + 2) % s.playerCount()), "pegasus_cic"); // standing on a damaged location
        damagePegasus(s, 0);
        QVERIFY(s.pegasus.destroyed);
        QCOMPARE(countEvents(s, pegasus::kPegasusDestroyed), 1);
        QCOMPARE(s.players[size_t((seat + 1) % s.playerCount())].location, location("sickbay"));
        QCOMPARE(s.players[size_t((seat + 2) % s.playerCount())].location, location("sickbay"));
        // Nobody may go aboard again.
        placeAt(s, seat, "research_lab");
        giveCard(s, seat, "engineering:repair:1");
        s.stack.back() = Frame{FrameKind::Movement, 0, seat, 0, 0, 0};
        reask(s);
        for (const char* loc : {"move:pegasus_cic", "move:main_batteries", "move:engine_room"})
            QVERIFY2(!hasOption(s, loc), loc);
        QVERIFY(hasOption(s, "move:press_room"));
        QVERIFY(projectState(s, Visibility::everything())["pegasus"].toObject()["destroyed"].toBool());
    }

    void aDestroyedPegasusLeavesGalacticaTheOnlyShipToDamage() {
        GameState s = pegasusStarted();
        damageAllBut(s, "engine_room");
        damagePegasus(s, 0);
        QVERIFY(s.pegasus.destroyed);
        const size_t galactica = s.galacticaDamage.size() + s.galacticaDamageRemoved.size();
        basestarHitsGalactica(s);
        QVERIFY(!s.hasDecision || kindId(s) != "pegasus_damage");
        QCOMPARE(s.galacticaDamage.size() + s.galacticaDamageRemoved.size(), galactica + 1);
    }

    void pegasusDamageNeverCountsTowardsGalacticasDestruction() {
        GameState s = pegasusStarted();
        // Five Galactica locations damaged: one short of the loss.
        int placed = 0;
        for (size_t i = 0; i < s.galacticaDamagePile.size() && placed < 5;) {
            const uint8_t t = s.galacticaDamagePile[i];
            if (db().galacticaDamage[t].location >= 0) {
                s.galacticaDamage.push_back(t);
                s.galacticaDamagePile.erase(s.galacticaDamagePile.begin() + std::ptrdiff_t(i));
                ++placed;
            } else {
                ++i;
            }
        }
        QCOMPARE(galacticaLocationsDamaged(s), 5);
        damageAllBut(s, "engine_room");
        damagePegasus(s, 0);
        QVERIFY(s.pegasus.destroyed);
        QVERIFY(!s.gameOver());
    }

    // --- the Cylon overlay

    void capricaPutsTheOtherCrisisAtTheBottomOfTheDeck() {
        for (bool withPegasus : {false, true}) {
            GameState s = capricaChooses(withPegasus, "prison_labor", "water_sabotaged");
            QCOMPARE(s.crisesThisTurn.back(), crisis("prison_labor"));
            const CardIdx other = crisis("water_sabotaged");
            if (withPegasus) {
                QCOMPARE(s.crisisDeck.back(), other);
                QVERIFY(std::find(s.crisisDiscard.begin(), s.crisisDiscard.end(), other) == s.crisisDiscard.end());
            } else {
                QCOMPARE(s.crisisDiscard.back(), other);
            }
        }
    }

    void humanFleetLooksAtADeckThenDrawsTwoCardsOfTwoTypes() {
        GameState s = humanFleetDeckChoice();
        QCOMPARE(kindId(s), std::string("human_fleet_deck"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"human_fleet:crisis", "human_fleet:destination"}));
        const CardIdx top = s.destinationDeck.front();
        QVERIFY(choose(s, "human_fleet:destination"));
        QCOMPARE(kindId(s), std::string("human_fleet_place"));
        QVERIFY(choose(s, "human_fleet:bottom"));
        QCOMPARE(s.destinationDeck.back(), top);
        const size_t hand = s.players[kTyrol].hand.size();
        QCOMPARE(s.decision.kind, DecisionKind::DrawSkill);
        QVERIFY(choose(s, "draw:piloting"));
        QCOMPARE(s.decision.kind, DecisionKind::DrawSkill);
        QVERIFY(!hasOption(s, "draw:piloting")); // two different types
        QVERIFY(choose(s, "draw:politics"));
        QCOMPARE(s.players[kTyrol].hand.size(), hand + 2);
        QCOMPARE(countEvents(s, EventKind::SkillTaken), 0); // the base action's theft is gone
    }

    // The card looked at from an empty crisis deck comes from its discards shuffled in.
    void humanFleetLooksAtAnEmptyCrisisDeckAfterItsReshuffle() {
        GameState s = humanFleetDeckChoice();
        QCOMPARE(kindId(s), std::string("human_fleet_deck"));
        s.crisisDiscard.insert(s.crisisDiscard.end(), s.crisisDeck.begin(), s.crisisDeck.end());
        s.crisisDeck.clear();
        const size_t crisisCards = s.crisisDiscard.size();
        QVERIFY(choose(s, "human_fleet:crisis"));
        QCOMPARE(kindId(s), std::string("human_fleet_place"));
        QCOMPARE(s.crisisDeck.size(), crisisCards);
        QVERIFY(s.crisisDiscard.empty());
        QCOMPARE(QString::fromStdString(test::conservationProblem(s)), QString());
    }

    void resurrectionShipDrawsASuperCrisisCard() {
        GameState s = tyrolsCylonTurn("resurrection_ship", true);
        chooseThrough(s, optionIds(s).front()); // one card on the Resurrection Ship
        QVERIFY(chooseThrough(s, "done"));
        const size_t supers = s.players[kTyrol].superCrises.size();
        QVERIFY(chooseThrough(s, "action:location"));
        QCOMPARE(s.players[kTyrol].superCrises.size(), supers + 1);
        QCOMPARE(countEvents(s, EventKind::SuperCrisisTraded), 0);
        QCOMPARE(countEvents(s, EventKind::LoyaltyGiven), 0);
    }

    void theResurrectionShipIsHazardous() {
        for (bool withPegasus : {false, true}) {
            GameState s = tyrolsCylonTurn("caprica", withPegasus);
            chooseThrough(s, optionIds(s).front());
            chooseThrough(s, optionIds(s).front());
            QCOMPARE(s.decision.kind, DecisionKind::Movement);
            QCOMPARE(hasOption(s, "move:resurrection_ship"), !withPegasus);
            QVERIFY(hasOption(s, "move:human_fleet"));
        }
    }

    void aCylonOnTheResurrectionShipDrawsOneSkillCard() {
        for (bool withPegasus : {false, true}) {
            GameState s = tyrolsCylonTurn("resurrection_ship", withPegasus);
            const size_t hand = s.players[kTyrol].hand.size();
            while (s.hasDecision && s.decision.kind == DecisionKind::DrawSkill)
                QVERIFY(choose(s, optionIds(s).front()));
            QCOMPARE(s.players[kTyrol].hand.size(), hand + (withPegasus ? 1 : 2));
        }
    }

    void prepareForJumpIsNoLongerSkippedOnCylonTurns() {
        for (bool withPegasus : {false, true}) {
            QVERIFY(db().crises[crisis("water_sabotaged")].jump);
            GameState s = capricaChooses(withPegasus, "water_sabotaged", "prison_labor");
            QCOMPARE(s.crisesThisTurn.back(), crisis("water_sabotaged"));
            s.jumpTrack = 0; // the crisis's own effects are still to come: it is being resolved
            resolveAll(s);
            QCOMPARE(int(s.jumpTrack), withPegasus ? 1 : 0);
        }
    }

    // --- whole games

    void randomPegasusGamesKeepTheBoardsRules() {
        int pegasusDamage = 0, destroyed = 0, choices = 0, pegasusActions = 0;
        RandomPegasusGames run;
        run.games = 300;
        run.limit = 50000;
        run.setup = [](int g) {
            const uint64_t seed = 5000 + uint64_t(g);
            const bool solo = g % 4 == 3;
            const int players = solo ? 4 : 3 + g % 4;
            return pegasusSetup(randomCast(seed, solo, players), seed, solo ? VariantId::FourSolo : VariantId::None);
        };
        run.random = [](int g) { return mersenneRandom(5000 + uint64_t(g)); };
        run.check = [](GameState& s, int, RandomBelow&) {
            if (std::string p = conservationProblem(s); !p.empty())
                return p;
            return pegasusProblem(s);
        };
        run.afterGame = [&](const GameState& s, int) -> std::string {
            if (!s.gameOver())
                return "the game did not end";
            if (std::string p = hazardProblem(s); !p.empty())
                return p;
            if (s.unimplemented != 0)
                return std::to_string(s.unimplemented) + " unimplemented effects";
            pegasusDamage += countEvents(s, pegasus::kPegasusDamaged);
            destroyed += s.pegasus.destroyed;
            for (const LogEvent& e : s.log) {
                choices += e.kind == EventKind::ActionChosen && e.a == int(Verb::ActionLocation) && e.c >= 0 &&
                           shipOf(LocId(e.c)) == Ship::Pegasus;
                pegasusActions += e.kind == pegasus::kPegasusShot || e.kind == pegasus::kEngineRoomStarted;
            }
            return {};
        };
        const std::string problem = playRandomPegasusGames(run);
        QVERIFY2(problem.empty(), problem.c_str());
        qInfo("Pegasus damage tokens %d, Pegasus destroyed %d, Pegasus location actions %d (%d shots and engine runs)",
              pegasusDamage, destroyed, choices, pegasusActions);
        QVERIFY(pegasusDamage > 0);
        QVERIFY(destroyed > 0);
        QVERIFY(pegasusActions > 0);
    }

    // A Pegasus game's save replays to the same state: the board's option ids and frames are
    // read back like the base game's.
    void pegasusGamesReplayFromTheirSaves() {
        int boardChoices = 0;
        for (int g = 0; g < 24; ++g) {
            const uint64_t seed = 7000 + uint64_t(g);
            const bool solo = g % 3 == 2;
            Error error;
            auto game = Game::start(pegasusSetup(randomCast(seed, solo, solo ? 4 : 3 + g % 4), seed,
                                                 solo ? VariantId::FourSolo : VariantId::None),
                                    &error);
            QVERIFY2(game, error.message.c_str());
            std::mt19937 pick{uint32_t(seed)};
            const std::string problem = playRandomly(
                *game, [&](size_t n) { return pick() % n; }, 50000,
                [&](Game& gm, const std::string& id) {
                    boardChoices += id.rfind("damage_ship:", 0) == 0 || id.rfind("human_fleet:", 0) == 0;
                    return gm.choose(id);
                },
                [](Game&, int) { return std::string(); });
            QVERIFY2(problem.empty(), problem.c_str());
            auto replayed = Game::fromSave(game->toSave(), &error);
            QVERIFY2(replayed, error.message.c_str());
            QVERIFY(replayed->state() == game->state());
        }
        qInfo("%d Pegasus board choices replayed", boardChoices);
        QVERIFY(boardChoices > 0);
    }

    void theHeuristicPlayerPlaysPegasusGamesAndDamagesPegasus() {
        int asked = 0, toPegasus = 0, wins = 0;
        for (int g = 0; g < 40; ++g) {
            const uint64_t seed = 9000 + uint64_t(g);
            GameState s = pegasusGame(randomCast(seed, true, 4), seed, VariantId::FourSolo);
            for (int step = 0; step < 50000 && !s.gameOver(); ++step) {
                QVERIFY(s.hasDecision);
                const Option o = solo::policy::chooseHeuristic(s);
                if (s.decision.kind == pegasus::kDamageChoice) {
                    ++asked;
                    toPegasus += o.a == pegasus::kDamagePegasus;
                }
                QVERIFY(!apply(s, o));
                const std::string problem = pegasusProblem(s);
                QVERIFY2(problem.empty(), problem.c_str());
            }
            QVERIFY(s.gameOver());
            QVERIFY(hazardProblem(s).empty());
            wins += s.over.winner == Side::Human;
        }
        qInfo("heuristic Pegasus games: %d human wins of 40; damage choices %d, on Pegasus %d", wins, asked, toPegasus);
        QVERIFY(asked > 0);
        QCOMPARE(toPegasus, asked); // Pegasus takes it while afloat (docs/pegasus.md)
    }

private:
    static void placeRaiders(GameState& s, Area a, int n) { bsg::placeRaiders(s, a, n); }
    static void placeVipers(GameState& s, Area a, int n) { bsg::placeVipers(s, a, n); }

    // A basestar in the fore area hits Galactica (a forced 8), on an otherwise empty stack.
    static void basestarHitsGalactica(GameState& s) {
        clearSpace(s);
        emptyHands(s); // no Strategic Planning window before the roll
        putBasestar(s, 0, Area::Fore);
        s.forcedDice = {8};
        s.stack.clear();
        s.hasDecision = false;
        pushAttackFrame(s, AttackKind::BasestarVsGalactica, Area::Fore, 0);
    }

    // Runs one attack on top of an otherwise empty stack (after a stand-in turn to return to).
    static void pushAttackFrame(GameState& s, AttackKind kind, Area a, int target) {
        s.stack.push_back(Frame{FrameKind::Turn, int8_t(TurnStage::End), 0, 0, 0, 0});
        s.stack.push_back(Frame{FrameKind::Attack, 0, int16_t(kind), int16_t(a), int16_t(target), 0});
        run(s);
    }

    // Answers decisions with their first option (declining windows) until the turn moves on or a
    // Movement decision is pending.
    static void resolveAll(GameState& s) {
        const Seat seat = s.current;
        for (int i = 0; i < 200 && s.hasDecision && !s.gameOver(); ++i) {
            if (s.current != seat || s.decision.kind == DecisionKind::Movement)
                return;
            if (s.decision.kind == DecisionKind::Contribute) {
                choose(s, "done");
                continue;
            }
            if (isWindow(s.decision) && hasOption(s, "decline")) {
                choose(s, "decline");
                continue;
            }
            apply(s, s.decision.options.front());
        }
    }
};

QTEST_APPLESS_MAIN(TestPegasusBoard)
#include "tst_pegasus_board.moc"
