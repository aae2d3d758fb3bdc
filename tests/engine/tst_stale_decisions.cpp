// A scenario request never leaves a stale pending decision behind, and apply() never acts on
// an option whose seat, place or piece is no longer there - whether the option came from a
// request, a save or a hand-built state (issue #13, point 2).
#include "combat_fixture.h"
#include "game.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace bsg;
using namespace bsg::test;

namespace {

QJsonObject moveRequest(const char* character, const char* to) {
    return QJsonObject{{"cmd", "set"}, {"location", QJsonObject{{"character", character}, {"to", to}}}};
}

// Apollo (research lab) is asked whether his Alert Viper Pilot takes the viper Adama launched.
GameState alertPilotAsked() {
    GameState s = emptySpace(3, {"william_adama", "lee_adama", "gaius_baltar"});
    s.players[size_t(s.seatOf(character("lee_adama")))].location = location("research_lab");
    s.players[0].location = location("command");
    runFrame(s, FrameKind::Action, 0, 1);
    choose(s, "action:location");
    choose(s, "launch:port_quarter");
    return s;
}

// Lee Adama's first movement decision in a real game, flying his viper (launched at setup).
Game leeAtMovementInHisViper() {
    Setup setup{{character("lee_adama"), character("william_adama"), character("laura_roslin")}, 5};
    Error e;
    auto g = Game::start(setup, &e);
    for (int i = 0; i < 200; ++i) {
        const GameState& s = g->state();
        if (s.decision.kind == DecisionKind::Movement && s.decision.actor == 0)
            break;
        g->choose(optionId(s, s.decision.options.front()));
    }
    return *g;
}

} // namespace

class TestStaleDecisions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void noCharacterMovesWhileAlertViperPilotIsAsked() {
        GameState s = alertPilotAsked();
        QVERIFY(hasOption(s, "use:alert_viper_pilot") || s.decision.options.front().verb == Verb::Use);
        const GameState before = s;
        const auto e = applyScenario(s, moveRequest("lee_adama", "press_room"));
        QVERIFY(e);
        QCOMPARE(e->code, std::string("illegal_scenario"));
        QVERIFY(s == before);
    }
    void staleAlertViperPilotAnswerDoesNothing() {
        // The same situation reached behind the scenario's back: Apollo has left Galactica.
        GameState s = alertPilotAsked();
        const Seat apollo = s.seatOf(character("lee_adama"));
        s.players[size_t(apollo)].location = location("press_room");
        const int vipersThere = s.space[size_t(Area::PortQuarter)].vipers;
        QVERIFY(!apply(s, s.decision.options.front())); // use: formerly players[-1]
        for (const Player& p : s.players)
            QCOMPARE(p.viperArea, int8_t(-1));
        QCOMPARE(int(s.space[size_t(Area::PortQuarter)].vipers), vipersThere);
        QCOMPARE(conservationProblem(s), std::string());
    }
    void staleMoveViperDoesNotMakeANinthViper() {
        GameState s = emptySpace();
        s.players[1].location = -1; // Starbuck flies a viper in the fore area
        s.players[1].viperArea = int8_t(Area::Fore);
        --s.vipersReserve;
        runFrame(s, FrameKind::Action, 1, 1);
        QVERIFY(choose(s, "action:viper"));
        QVERIFY(hasOption(s, "move_viper:fore:starboard_bow"));
        QVERIFY(applyScenario(s, moveRequest("kara_thrace", "hangar_deck"))); // refused
        // Behind the scenario's back, as the old request did: she is back on Galactica.
        s.players[1].viperArea = -1;
        s.players[1].location = location("hangar_deck");
        ++s.vipersReserve;
        QVERIFY(choose(s, "move_viper:fore:starboard_bow"));
        QCOMPARE(s.players[1].viperArea, int8_t(-1));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void movementDecisionIsAskedAgainAfterAMove() {
        Game g = leeAtMovementInHisViper();
        QCOMPARE(g.state().decision.kind, DecisionKind::Movement);
        QVERIFY(g.state().players[0].viperArea >= 0);
        QVERIFY(hasOption(g.state(), "move:fore") || hasOption(g.state(), "move:port_bow") ||
                hasOption(g.state(), "move:port_quarter") || hasOption(g.state(), "move:aft"));
        QVERIFY(!g.scenario(moveRequest("lee_adama", "command")));
        const GameState& s = g.state();
        QCOMPARE(s.decision.kind, DecisionKind::Movement);
        for (const Option& o : s.decision.options)
            QVERIFY(o.verb != Verb::MoveArea); // no viper to fly any more
        QVERIFY(!hasOption(s, "move:command"));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void saveWithAStaleViperMoveIsRefused() {
        // The log of a save made by the old program: Lee is moved out of his viper at his
        // movement decision, then flies the viper he no longer has.
        Game g = leeAtMovementInHisViper();
        std::string flight;
        for (const Option& o : g.state().decision.options)
            if (o.verb == Verb::MoveArea)
                flight = optionId(g.state(), o);
        QVERIFY(!flight.empty());
        QJsonObject save = g.toSave();
        QJsonArray log = save["log"].toArray();
        log.append(moveRequest("lee_adama", "command"));
        log.append(QJsonObject{{"choose", QString::fromStdString(flight)}});
        save["log"] = log;
        save["log_length"] = log.size();
        Error e;
        QVERIFY(!Game::fromSave(save, &e, -1, false));
        QCOMPARE(e.code, std::string("bad_save"));
        QVERIFY2(e.message.find("Log entry " + std::to_string(log.size())) != std::string::npos, e.message.c_str());
    }
    void optionsOutOfRangeAreRefused() {
        GameState s = alertPilotAsked();
        const GameState before = s;
        // a verb of the variant range in a game without a variant: nobody checks it, so it is refused
        constexpr Verb variantVerb = rangeKind<Verb>(KindRange::Variant, 0);
        s.decision.options.push_back(Option{Verb::Move, 9999});
        s.decision.options.push_back(Option{variantVerb, -1});
        const GameState planted = s;
        QVERIFY(apply(s, Option{Verb::Move, 9999}));
        QVERIFY(apply(s, Option{variantVerb, -1}));
        QVERIFY(s == planted);
        QVERIFY(applyId(s, "move:nowhere")); // the id list skips the broken options
        (void)before;
    }
};

QTEST_APPLESS_MAIN(TestStaleDecisions)
#include "tst_stale_decisions.moc"
