// The testers' scenario requests (docs/protocol.md, "Building a situation"): each validates in
// full, a refused one changes nothing, an accepted one is recorded and replayed from a save,
// and every stacked deck is drawn from its top.
#include "combat.h"
#include "game.h"
#include "test_support.h"
#include "view.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <algorithm>

using namespace bsg;

namespace {

// Requests are written with ' for " to keep them readable in C++ strings.
QJsonObject json(std::string text) {
    std::replace(text.begin(), text.end(), '\'', '"');
    return QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
}

// Adama, Starbuck, Baltar (seed 3), with every first option taken up to Adama's movement.
Game atMovement() {
    Setup setup;
    for (const char* id : {"william_adama", "kara_thrace", "gaius_baltar"})
        setup.characters.push_back(test::character(id));
    setup.seed = 3;
    Error e;
    auto g = Game::start(setup, &e);
    while (g->state().decision.kind != DecisionKind::Movement)
        g->choose(optionId(g->state(), g->state().decision.options.front()));
    return std::move(*g);
}

// Roslin (the first player), Adama, Starbuck (seed 7) at the first starting-hand draw, with
// `lee` in Starbuck's seat when asked.
Game atSetupDraws(const char* third = "kara_thrace") {
    Setup setup;
    for (const char* id : {"laura_roslin", "william_adama", third})
        setup.characters.push_back(test::character(id));
    setup.seed = 7;
    Error e;
    auto g = Game::start(setup, &e);
    return std::move(*g);
}

// Takes the first option (or the one given) until the first player's turn 1 decision `kind`.
void playTo(Game& g, DecisionKind kind, Seat actor) {
    for (int i = 0; i < 100 && !(g.state().turn >= 1 && g.state().decision.kind == kind && g.state().decision.actor == actor); ++i)
        g.choose(optionId(g.state(), g.state().decision.options.front()));
}

bool accepted(Game& g, const char* request) {
    const auto e = g.scenario(json(request));
    if (e)
        qWarning("refused %s: %s", request, e->message.c_str());
    return !e;
}

uint8_t galacticaToken(const std::string& id) {
    for (size_t i = 0; i < db().galacticaDamage.size(); ++i)
        if (db().galacticaDamage[i].id == id)
            return uint8_t(i);
    return 0xFF;
}

} // namespace

class TestScenarioRequests : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void stackedDamageTokensAreDrawnNext() {
        Game g = atMovement();
        QVERIFY(accepted(g, "{'cmd':'stack','deck':'galactica_damage','top':['damage_armory','damage_command']}"));
        QVERIFY(accepted(g, "{'cmd':'place','ship':'basestar','area':'aft'}"));
        QVERIFY(accepted(g, "{'cmd':'stack','deck':'basestar_damage','top':['structural_damage']}"));
        GameState s = g.state();
        damageGalactica(s);
        damageGalactica(s);
        QCOMPARE(s.galacticaDamage, (std::vector<uint8_t>{galacticaToken("damage_armory"), galacticaToken("damage_command")}));
        const int aft = s.basestars[0].area == int(Area::Aft) ? 0 : 1;
        damageBasestar(s, aft);
        QCOMPARE(db().basestarDamage[s.basestars[size_t(aft)].damage.at(0)].id, std::string("structural_damage"));
    }

    void refusedRequestsChangeNothing() {
        Game g = atMovement();
        const auto hash = stateHash(g.state());
        const size_t recorded = g.record().size();
        const char* bad[] = {
            "{'cmd':'place','ship':'raider','area':'bridge'}",                        // unknown area
            "{'cmd':'place','ship':'cylon_tanker','area':'fore'}",                    // unknown ship
            "{'cmd':'place','ship':'raider','area':'fore','count':17}",               // more than the supply
            "{'cmd':'place','ship':'heavy_raider','area':'fore','count':0}",          // no piece
            "{'cmd':'place','ship':'viper','area':'damaged','pilot':'kara_thrace'}",  // a manned viper off the board
            "{'cmd':'place','ship':'viper','area':'fore','pilot':'william_adama'}",   // not a pilot
            "{'cmd':'place','ship':'viper','area':'fore','count':9}",                 // more than the reserves
            "{'cmd':'place','ship':'basestar','area':'aft','damage':['critical_hit','structural_damage']}", // 3 damage
            "{'cmd':'place','ship':'civilian','area':'aft','ids':['civilian_pop9']}", // unknown id
            "{'cmd':'remove','ship':'raider','area':'starboard_quarter','count':5}",  // not there
            "{'cmd':'remove','ship':'viper','area':'fore','pilot':'gaius_baltar'}",   // not flying
            "{'cmd':'centurions','track':[0,0,0,0,0]}",                              // 4 markers only
            "{'cmd':'centurions','track':[-1]}",
            "{'cmd':'damage','locations':['armory','command','ftl_control','weapons_control','hangar_deck','admirals_quarters']}",
            "{'cmd':'damage','locations':['press_room']}",                           // not on Galactica
            "{'cmd':'title','title':'emperor','character':'kara_thrace'}",
            "{'cmd':'title','title':'admiral','character':'saul_tigh'}",              // not in this game
            "{'cmd':'loyalty','character':'kara_thrace','cards':[]}",
            "{'cmd':'loyalty','character':'kara_thrace','cards':['you_are_the_king']}",
            "{'cmd':'reveal','character':'kara_thrace'}",                            // no Cylon card
            "{'cmd':'turn','character':'kara_thrace','step':'lunch'}",
        };
        for (const char* request : bad) {
            const auto e = g.scenario(json(request));
            QVERIFY2(e && e->code == "illegal_scenario", request);
            QCOMPARE(stateHash(g.state()), hash);
        }
        QCOMPARE(g.record().size(), recorded); // nothing refused goes into a save
    }

    void aLoyaltyCardHeldByAnotherIsRefused() {
        Game g = atMovement();
        const std::string held = db().loyalty[g.state().players[0].loyalty[0]].id;
        // Adama's card cannot also be Starbuck's: a card is in one place only.
        const auto e = g.scenario(json("{'cmd':'loyalty','character':'kara_thrace','cards':['" + held + "']}"));
        QVERIFY(e && e->code == "illegal_scenario");
    }

    void boardRequestsWaitForMovementOrAction() {
        Game g = atMovement();
        QVERIFY(g.choose("move:command").has_value() == false);
        QVERIFY(g.state().decision.kind != DecisionKind::Movement);
        if (g.state().decision.kind != DecisionKind::Action) { // a pending discard or the like
            const auto e = g.scenario(json("{'cmd':'place','ship':'raider','area':'fore'}"));
            QVERIFY(e && e->code == "illegal_scenario");
        } else {
            QVERIFY(accepted(g, "{'cmd':'place','ship':'raider','area':'fore'}"));
            QCOMPARE(g.state().decision.kind, DecisionKind::Action); // asked again
        }
    }

    // Issue #31, point 11: the starting-hand draws do not depend on where anyone stands, so a
    // character may be placed during them - and the place's rules hold from the first turn. In
    // Sickbay the first player receives one card of a type of his choice, not his whole skill
    // set (rulebook, Receive Skills).
    void theFirstPlayerMayStartInSickbay() {
        Game g = atSetupDraws();
        QCOMPARE(g.state().decision.kind, DecisionKind::DrawSkill);
        QCOMPARE(g.state().stack.back().kind, FrameKind::StartingHand);
        QCOMPARE(int(g.state().current), 0);
        QVERIFY(accepted(g, "{'cmd':'set','location':{'character':'laura_roslin','to':'sickbay'}}"));
        QCOMPARE(g.state().decision.kind, DecisionKind::DrawSkill); // the draw is still asked
        QCOMPARE(g.state().decision.actor, Seat(1));
        while (g.state().decision.actor != 0) // the other starting hands
            g.choose(optionId(g.state(), g.state().decision.options.front()));
        const GameState& s = g.state();
        QCOMPARE(s.players[0].location, test::location("sickbay"));
        QVERIFY(s.players[0].hand.empty());
        QCOMPARE(s.decision.kind, DecisionKind::DrawSkill); // one card, her choice of type
        QVERIFY(test::hasOption(s, "draw:politics") && test::hasOption(s, "draw:leadership"));
        QVERIFY(!g.choose("draw:politics"));
        QCOMPARE(g.state().players[0].hand.size(), size_t(1));
        QCOMPARE(g.state().decision.kind, DecisionKind::Movement);
        QCOMPARE(g.state().decision.actor, Seat(0));
    }
    // In the Brig the first player cannot move and draws no crisis card (rulebook, the Brig).
    void theFirstPlayerMayStartInTheBrig() {
        Game g = atSetupDraws();
        QVERIFY(accepted(g, "{'cmd':'set','location':{'character':'laura_roslin','to':'brig'}}"));
        QCOMPARE(g.state().players[0].location, test::location("brig"));
        bool askedToMove = false;
        for (int i = 0; i < 200 && g.state().turn <= 1; ++i) {
            const GameState& s = g.state();
            if (s.turn == 1 && s.decision.kind == DecisionKind::Movement && s.decision.actor == 0)
                askedToMove = std::any_of(s.decision.options.begin(), s.decision.options.end(),
                                          [&](const Option& o) { return optionId(s, o).starts_with("move:"); });
            const bool stay = s.decision.actor == 0 && test::hasOption(s, "action:nothing");
            g.choose(stay ? std::string("action:nothing") : optionId(s, s.decision.options.front()));
        }
        QVERIFY(!askedToMove);
        QCOMPARE(g.state().players[0].location, test::location("brig"));
        QVERIFY(std::any_of(g.state().log.begin(), g.state().log.end(),
                            [](const LogEvent& e) { return e.kind == EventKind::InBrigNoCrisis && e.actor == 0; }));
    }
    // Apollo launches a viper at setup, after the starting hands: a place given before that
    // launch would be undone by it, so he is placed after it (the others at once).
    void apolloIsPlacedAfterHisSetupLaunch() {
        Game g = atSetupDraws("lee_adama");
        const auto e = g.scenario(json("{'cmd':'set','location':{'character':'lee_adama','to':'sickbay'}}"));
        QVERIFY(e && e->code == "illegal_scenario" && e->message.find("launch") != std::string::npos);
        QVERIFY(accepted(g, "{'cmd':'set','location':{'character':'william_adama','to':'armory'}}"));
        playTo(g, DecisionKind::Movement, 0);
        QVERIFY(g.state().players[2].viperArea >= 0);
        QCOMPARE(g.state().players[1].location, test::location("armory"));
        QVERIFY(accepted(g, "{'cmd':'set','location':{'character':'lee_adama','to':'sickbay'}}"));
        QCOMPARE(g.state().players[2].location, test::location("sickbay"));
    }

    void piecesAreCountedAgainstTheComponents() {
        Game g = atMovement();
        const GameState& s = g.state();
        const int reserves = s.vipersReserve;
        QVERIFY(accepted(g, "{'cmd':'place','ship':'viper','area':'aft','pilot':'kara_thrace'}"));
        QCOMPARE(int(s.vipersReserve), reserves - 1);
        QCOMPARE(int(s.players[1].viperArea), int(Area::Aft));
        QCOMPARE(int(s.players[1].location), -1); // in one place only
        QVERIFY(!accepted(g, "{'cmd':'place','ship':'viper','area':'fore','pilot':'kara_thrace'}"));
        QVERIFY(accepted(g, "{'cmd':'remove','ship':'viper','area':'aft','pilot':'kara_thrace'}"));
        QCOMPARE(int(s.vipersReserve), reserves);
        QCOMPARE(s.players[1].location, test::location("hangar_deck"));
        QVERIFY(accepted(g, "{'cmd':'place','ship':'civilian','area':'fore','ids':['civilian_pop2','civilian_pop2']}"));
        QVERIFY(!accepted(g, "{'cmd':'place','ship':'civilian','area':'fore','ids':['civilian_pop2']}")); // only 2 exist
        QVERIFY(accepted(g, "{'cmd':'damage','locations':['armory']}"));
        QVERIFY(locationDamaged(s, test::location("armory")));
        QVERIFY(accepted(g, "{'cmd':'damage','locations':[]}"));
        QVERIFY(!locationDamaged(s, test::location("armory")));
        QCOMPARE(test::conservationProblem(s), std::string());
    }

    void aChosenCharacterBecomesTheCylonAndIsRevealed() {
        Game g = atMovement();
        QVERIFY(accepted(g, "{'cmd':'loyalty','character':'gaius_baltar','cards':['cylon_reduce_morale']}"));
        const GameState& s = g.state();
        QVERIFY(isCylonPlayer(s, 2));
        QCOMPARE(test::conservationProblem(s), std::string());
        QVERIFY(accepted(g, "{'cmd':'title','title':'president','character':'kara_thrace'}"));
        QCOMPARE(s.president, Seat(1));
        QVERIFY(accepted(g, "{'cmd':'title','title':'president','character':'gaius_baltar'}"));
        QVERIFY(!accepted(g, "{'cmd':'reveal','character':'gaius_baltar'}")); // not his turn
        QVERIFY(accepted(g, "{'cmd':'turn','character':'gaius_baltar','step':'action'}"));
        QVERIFY(!accepted(g, "{'cmd':'reveal','character':'gaius_baltar','keep':[]}")); // the reveal asks itself
        const int morale = s.resources[size_t(Resource::Morale)];
        const int turn = s.turn;
        QVERIFY(accepted(g, "{'cmd':'reveal','character':'gaius_baltar'}"));
        // "Reveal": the card's ability (here: he may take 1 morale), at most 3 skill cards kept by
        // the revealer's own choice, titles passed on, the Resurrection Ship, a Super Crisis
        // card, and "his turn ends".
        QVERIFY(test::hasOption(s, "option:a"));
        for (int i = 0; i < 10 && s.decision.actor == Seat(2); ++i)
            QVERIFY(!g.choose(optionId(s, s.decision.options.front())));
        QVERIFY(s.players[2].revealed);
        QCOMPARE(int(s.resources[size_t(Resource::Morale)]), morale - 1);
        QCOMPARE(s.players[2].location, test::location("resurrection_ship"));
        QVERIFY(s.president != Seat(2)); // the title passed on
        QCOMPARE(s.players[2].superCrises.size(), size_t(1));
        QVERIFY(s.players[2].hand.size() <= 3);
        QCOMPARE(s.turn, turn + 1); // the next player's turn has begun
        QCOMPARE(s.current, s.leftOf(Seat(2)));
        QCOMPARE(test::conservationProblem(s), std::string());
    }

    void aStrandedOrHumanCharacterIsNotRevealed() {
        Game g = atMovement();
        QVERIFY(!accepted(g, "{'cmd':'reveal','character':'kara_thrace'}")); // no Cylon card
        QVERIFY(!accepted(g, "{'cmd':'reveal','character':'nobody'}"));
        QVERIFY(!g.state().players[1].revealed);
    }

    void turnStartsAtTheChosenStep() {
        Game g = atMovement();
        QVERIFY(!accepted(g, "{'cmd':'turn','character':'kara_thrace','step':'lunch'}"));
        const int turn = g.state().turn;
        QVERIFY(accepted(g, "{'cmd':'turn','character':'gaius_baltar','step':'action'}"));
        QCOMPARE(g.state().current, Seat(2));
        QCOMPARE(g.state().decision.kind, DecisionKind::Action);
        QCOMPARE(g.state().turn, turn + 1);
        QVERIFY(accepted(g, "{'cmd':'turn','character':'kara_thrace','step':'start'}"));
        QCOMPARE(g.state().current, Seat(1));
        QCOMPARE(g.state().turn, turn + 2);
    }

    // A turn begun at a later step still has its start-of-turn effects: Starbuck's Expert Pilot
    // ("if she starts her turn piloting a viper she may take 2 actions").
    void aTurnBegunAtTheActionStepKeepsItsStartEffects() {
        Game g = atMovement();
        QVERIFY(accepted(g, "{'cmd':'place','ship':'viper','area':'aft','pilot':'kara_thrace'}"));
        QVERIFY(accepted(g, "{'cmd':'turn','character':'kara_thrace','step':'action'}"));
        const GameState& s = g.state();
        QCOMPARE(s.decision.kind, DecisionKind::Action);
        QCOMPARE(s.stack.back().kind, FrameKind::Action);
        QCOMPARE(int(s.stack.back().b), 2); // two actions
    }

    void savesReplayEveryRequest() {
        Game g = atMovement();
        QVERIFY(accepted(g, "{'cmd':'place','ship':'raider','area':'aft','count':4}"));
        QVERIFY(accepted(g, "{'cmd':'place','ship':'basestar','area':'aft','damage':['disabled_weapons']}"));
        QVERIFY(accepted(g, "{'cmd':'centurions','track':[2]}"));
        QVERIFY(accepted(g, "{'cmd':'loyalty','character':'kara_thrace','cards':['cylon_reduce_morale']}"));
        QVERIFY(accepted(g, "{'cmd':'stack','deck':'galactica_damage','top':['damage_fuel_stores']}"));
        QVERIFY(accepted(g, "{'cmd':'turn','character':'kara_thrace','step':'movement'}"));
        QVERIFY(!g.choose(optionId(g.state(), g.state().decision.options.front())));
        Error e;
        auto replayed = Game::fromSave(g.toSave(), &e);
        QVERIFY2(replayed, e.message.c_str());
        QVERIFY(replayed->state() == g.state());
    }

    void onlyTheFullViewShowsDeckOrder() {
        Game g = atMovement();
        const GameState& s = g.state();
        const QJsonObject full = projectState(s, Visibility::everything());
        QVERIFY(full.value("deck_order").isObject());
        const QJsonArray destiny = full.value("deck_order").toObject().value("destiny").toArray();
        QCOMPARE(destiny.size(), qsizetype(s.destiny.size()));
        QCOMPARE(destiny.first().toString().toStdString(), db().skillCards[s.destiny.front()].id);
        QVERIFY(!projectState(s, Visibility::forSeat(s, 0)).contains("deck_order"));
        Visibility solo = Visibility::forSeat(s, 0);
        solo.variantView = true;
        QVERIFY(!projectState(s, solo).contains("deck_order"));
        // A stacked deck is not shown in the player's log either.
        QVERIFY(accepted(g, "{'cmd':'stack','deck':'crisis','top':['cylon_accusation']}"));
        QVERIFY(!eventVisible(s.log.back(), Visibility::forSeat(s, 0)));
    }
};

QTEST_APPLESS_MAIN(TestScenarioRequests)
#include "tst_scenario_requests.moc"
