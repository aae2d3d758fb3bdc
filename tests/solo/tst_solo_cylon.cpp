// Four Solo 1.2, sections 6-9, the Golden Rule and victory: the Sleeper Agent, the loyalty
// reveal after each jump, the revealed-Cylon automaton and the last-minute Cylon.
#include "solo_support.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::test;

namespace {

// At the current character's movement decision: the fleet jumps during this turn (the jump
// track one short of the automatic jump, a crisis with the jump icon on top).
void jumpThisTurn(GameState& s) {
    s.jumpTrack = int8_t(db().board.jumpTrack.size() - 2);
    stackCrisis(s, "food_shortage");
    QVERIFY(choose(s, "done"));
    QVERIFY(choose(s, "action:nothing"));
}

bool jumped(const GameState& s) {
    return std::any_of(s.log.begin(), s.log.end(), [](const LogEvent& e) { return e.kind == EventKind::FleetJumped; });
}

size_t noteIndex(const GameState& s, const std::string& fragment) {
    for (size_t i = 0; i < s.log.size(); ++i)
        if (eventText(s, s.log[i]).find(fragment) != std::string::npos)
            return i;
    return s.log.size();
}

// Runs a frame now, at the current character's movement decision (which is asked again after).
void runFrameNow(GameState& s, FrameKind kind, int a, int b = 0) {
    QCOMPARE(s.stack.back().kind, FrameKind::Movement);
    s.stack.back().stage = 0;
    s.hasDecision = false;
    s.stack.push_back(Frame{kind, 0, int16_t(a), int16_t(b), 0, 0});
    run(s);
}

// At the end of Roslin's first turn, Adama becomes a revealed Cylon on `where` with this hand;
// then play goes on to his turn.
GameState cylonTurnWithHand(const std::vector<std::string>& hand, const std::string& where = "caprica",
                            uint64_t seed = 21) {
    GameState s = soloGame(seed);
    playTo(s, SoloDecision::ActiveCard, 0);
    makeRevealed(s, 1, where);
    setHand(s, 1, hand);
    apply(s, s.decision.options.front());
    passWindows(s);
    return s;
}

std::string firstAutomatonLine(const GameState& s, size_t from = 0) {
    for (size_t i = from; i < s.log.size(); ++i)
        if (s.log[i].kind == SoloEvent::Automaton)
            return eventText(s, s.log[i]);
    return {};
}

} // namespace

class TestSoloCylon : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rule_6_1_looked_at_loyalty_stays_face_up() {
        GameState s = soloGame(31);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        // Something makes Kara look at Adama's loyalty card (the engine records it as seen by her).
        s.players[1].loyaltySeenBy[0] |= seatBit(2);
        logEvent(s, revealedTo(seatBit(2)), EventKind::LoyaltyLooked, 2, 1, s.players[1].loyalty[0], 0);
        const std::string id = db().loyalty[s.players[1].loyalty[0]].id;
        QCOMPARE(viewOf(s, 1)["loyalty"].toArray()[0].toString().toStdString(), id);
        const QJsonArray log = solo::soloLog(s);
        QVERIFY(!log.last().toObject()["hidden"].toBool());
        QVERIFY(playTo(s, DecisionKind::Movement, 3));
        QCOMPARE(viewOf(s, 1)["loyalty"].toArray()[0].toString().toStdString(), id); // still face up
    }

    // Issue #31, point 4: the moment "the revealed Cylon is about to act" comes once, before its
    // action - not again after it (rules revision 3 asked it twice; its games keep that).
    void rule_5_1_the_revealed_cylons_action_is_one_moment() {
        auto cylonActionMoments = [](int revision) {
            GameState s = soloGame(12);
            s.rulesRevision = uint8_t(revision);
            if (!playTo(s, DecisionKind::Movement, 0))
                return -1;
            setHand(s, 0, {"politics:consolidate_power:1", "leadership:executive_order:1"});
            if (!playTo(s, SoloDecision::ActiveCard, 0))
                return -1;
            makeRevealed(s, 1, "caprica");
            if (!choose(s, "active:politics:consolidate_power:1"))
                return -1;
            int moments = 0;
            for (int i = 0; i < 200 && !s.gameOver() && s.current != 2; ++i) {
                if (s.decision.kind == SoloDecision::ActiveWindow) {
                    moments += s.decision.context == int(SoloMoment::CylonAction);
                    if (apply(s, opt(Verb::Done)))
                        return -1;
                } else if (apply(s, quietOption(s))) {
                    return -1;
                }
            }
            return moments;
        };
        QCOMPARE(cylonActionMoments(kRulesRevision), 1);
        QCOMPARE(cylonActionMoments(3), 2);
    }

    void rule_6_2_sleeper_agent_plays_as_a_human() {
        GameState s = soloGame(32);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setLoyalty(s, 1, {"cylon_send_to_brig"});
        s.players[1].loyaltySeenBy[0] = kSoloFaceUp; // known: the Sleeper Agent
        QVERIFY(playTo(s, DecisionKind::Movement, 1));
        QVERIFY(!s.players[1].revealed);
        QVERIFY(hasOption(s, "move:command")); // Galactica, not the Cylon locations
        QVERIFY(!hasOption(s, "move:caprica"));
        setHand(s, 1, {"politics:consolidate_power:1", "piloting:evasive_maneuvers:2"});
        stackCrisis(s, "prison_labor");
        QVERIFY(choose(s, "done"));
        QVERIFY(atDecision(s, DecisionKind::Action, 1));
        QVERIFY(!hasOption(s, "action:reveal")); // the player cannot reveal (nor learn from the offer)
        QVERIFY(choose(s, "action:nothing"));
        bool askedSleeper = false;
        QVERIFY(playSolo(s, [&](const GameState& g) {
            askedSleeper |= atDecision(g, DecisionKind::Contribute, 1);
            return g.check.result != CheckResult::None;
        }));
        QVERIFY(!askedSleeper); // 3.3 still applies: no Cylon is revealed
        QVERIFY(playTo(s, SoloDecision::ActiveCard, 1) || s.players[1].hand.size() <= 1);
        QVERIFY(!s.players[1].revealed);
    }

    void rule_6_3_sleeper_agent_revealed_one_jump_from_kobol() {
        GameState s = soloGame(33);
        QVERIFY(playTo(s, SoloDecision::ActiveCard, 0));
        setLoyalty(s, 1, {"cylon_send_to_brig"});
        s.players[1].loyaltySeenBy[0] = kSoloFaceUp;
        s.distance = int8_t(db().board.finalDistance);
        const size_t logBefore = s.log.size();
        QVERIFY(apply(s, s.decision.options.front()) == std::nullopt);
        passWindows(s);
        QVERIFY(s.players[1].revealed);
        QVERIFY(playSolo(s, [](const GameState& g) { return g.current != 1; })); // Golden Rule discards
        QCOMPARE(s.players[1].location, location("resurrection_ship"));
        QVERIFY(s.players[1].hand.size() <= 3);
        // The reveal ends his turn: no crisis, and play has moved on.
        for (size_t i = logBefore; i < s.log.size(); ++i)
            QVERIFY(s.log[i].kind != EventKind::CrisisDrawn);
        QVERIFY(s.current != 1 || s.gameOver());
    }

    void rule_7_1_random_loyalty_card_turned_after_jump() {
        GameState s = soloGame(34);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setLoyalty(s, 0, {"not_a_cylon"});
        jumpThisTurn(s);
        QVERIFY(playSolo(s, [](const GameState& g) { return noteIndex(g, "turned face up") < g.log.size(); }));
        QVERIFY(jumped(s));
        QVERIFY(s.players[0].loyaltySeenBy[0] != 0);
        QVERIFY(noteIndex(s, "turned face up") > noteIndex(s, "")); // logged
        QVERIFY(noteIndex(s, "turned face up") < s.log.size());
        // The other card when one is already face up.
        GameState t = soloGame(35);
        QVERIFY(playTo(t, DecisionKind::Movement, 0));
        setLoyalty(t, 0, {"not_a_cylon", "not_a_cylon"});
        t.players[0].loyaltySeenBy[0] = kSoloFaceUp;
        jumpThisTurn(t);
        QVERIFY(playSolo(t, [](const GameState& g) { return jumped(g) && noteIndex(g, "turned face up") < g.log.size(); }));
        QVERIFY(t.players[0].loyaltySeenBy[1] != 0);
    }

    void rule_7_2_cylon_card_reveals_before_turn_ends() {
        GameState s = soloGame(36);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setLoyalty(s, 0, {"cylon_reduce_morale"});
        setHand(s, 0, {"politics:consolidate_power:1", "politics:consolidate_power:2", "leadership:executive_order:1",
                       "leadership:declare_emergency:3", "tactics:strategic_planning:4"});
        jumpThisTurn(s);
        bool askedActive = false;
        QVERIFY(playSolo(s, [&](const GameState& g) {
            askedActive |= atDecision(g, SoloDecision::ActiveCard, 0);
            return g.current != 0;
        }));
        QVERIFY(s.players[0].revealed);
        QCOMPARE(s.players[0].location, location("resurrection_ship"));
        QVERIFY(s.president != 0);
        QCOMPARE(int(s.players[0].superCrises.size()), 1);
        QVERIFY(playTo(s, DecisionKind::Movement, 1));
        QVERIFY(!askedActive);
        QCOMPARE(activeCardIndex(s, 0), -1);
    }

    void rule_7_3_sleeper_agent_revealed_after_jump() {
        GameState s = soloGame(37);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setLoyalty(s, 0, {"cylon_send_to_sickbay", "not_a_cylon"});
        s.players[0].loyaltySeenBy[0] = kSoloFaceUp; // known Cylon, not revealed
        jumpThisTurn(s);
        QVERIFY(playSolo(s, [](const GameState& g) { return g.players[0].revealed; }));
        QVERIFY(s.players[0].loyaltySeenBy[1] != 0); // the other card was turned first
    }

    void rule_7_4_human_or_revealed_cylon_nothing_happens() {
        GameState s = soloGame(38);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setLoyalty(s, 0, {"not_a_cylon"});
        jumpThisTurn(s);
        QVERIFY(playSolo(s, [](const GameState& g) { return noteIndex(g, "nothing happens (Four Solo 7.4)") < g.log.size(); }));
        QVERIFY(!s.players[0].revealed);
        // A revealed Cylon as current character: no card is turned.
        GameState t = soloGame(39);
        QVERIFY(playTo(t, DecisionKind::Movement, 0));
        makeRevealed(t, 0, "caprica");
        setLoyalty(t, 0, {"cylon_reduce_morale", "not_a_cylon"});
        t.players[0].loyaltySeenBy[0] = kSoloFaceUp;
        runFrameNow(t, SoloFrame::AfterJump, 0);
        QCOMPARE(int(t.players[0].loyaltySeenBy[1]), 0);
        QVERIFY(logHas(t, "(Four Solo 7.4)"));
    }

    void rule_7_5_reveal_after_sleeper_deal() {
        bool revealedByNewCard = false;
        for (uint64_t seed = 40; seed < 60 && !revealedByNewCard; ++seed) {
            GameState s = soloGame(seed);
            QVERIFY(playTo(s, DecisionKind::Movement, 0));
            s.distance = int8_t(db().board.sleeperDistance - 1);
            setLoyalty(s, 0, {"not_a_cylon"});
            // The Cylon card waits on top of the loyalty deck.
            const CardIdx cylon = loyaltyCardNamed("cylon_reduce_morale");
            for (auto* pile : {&s.loyaltyDeck, &s.loyaltyUnused})
                std::erase(*pile, cylon);
            for (int seat = 1; seat < 4; ++seat)
                for (CardIdx& c : s.players[size_t(seat)].loyalty)
                    if (c == cylon)
                        c = loyaltyCardNamed("not_a_cylon");
            s.loyaltyDeck.insert(s.loyaltyDeck.begin(), cylon);
            jumpThisTurn(s);
            QVERIFY(playSolo(s, [](const GameState& g) { return noteIndex(g, "(Four Solo 7.1)") < g.log.size(); }));
            QVERIFY(s.sleeperDealt);
            QCOMPARE(int(s.players[0].loyalty.size()), 2);
            QVERIFY(noteIndex(s, "Sleeper Agent phase") < noteIndex(s, "(Four Solo 7.1)"));
            revealedByNewCard = s.players[0].loyaltySeenBy[1] != 0;
            if (revealedByNewCard) {
                QVERIFY(playSolo(s, [](const GameState& g) { return g.players[0].revealed; }));
            }
        }
        QVERIFY(revealedByNewCard);
    }

    void rule_8_1_revealed_cylon_keeps_three_highest() {
        GameState s = soloGame(41);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setLoyalty(s, 0, {"cylon_reduce_morale"});
        setHand(s, 0, {"politics:consolidate_power:1", "politics:consolidate_power:2", "leadership:declare_emergency:3",
                       "tactics:strategic_planning:4", "engineering:scientific_research:5"});
        runFrameNow(s, SoloFrame::Reveal, 0);
        QVERIFY(s.players[0].revealed);
        std::vector<SkillCard> expected{skillCard("leadership:declare_emergency:3"), skillCard("tactics:strategic_planning:4"),
                                        skillCard("engineering:scientific_research:5")};
        std::sort(expected.begin(), expected.end());
        QCOMPARE(s.players[0].hand, expected);
        QVERIFY(logHas(s, "three strongest"));
        // A tie at the cut: the player chooses under the Golden Rule.
        GameState t = soloGame(42);
        QVERIFY(playTo(t, DecisionKind::Movement, 0));
        setLoyalty(t, 0, {"cylon_reduce_morale"});
        setHand(t, 0, {"politics:consolidate_power:1", "leadership:executive_order:2", "tactics:launch_scout:2",
                       "tactics:strategic_planning:4", "engineering:scientific_research:5"});
        runFrameNow(t, SoloFrame::Reveal, 0);
        QVERIFY(atDecision(t, DecisionKind::DiscardCards, 0));
        std::vector<std::string> ids = optionIds(t);
        std::sort(ids.begin(), ids.end());
        QCOMPARE(ids, (std::vector<std::string>{"discard:leadership:executive_order:2", "discard:tactics:launch_scout:2"}));
        QVERIFY(solo::soloDecision(t).toObject()["golden_rule"].toBool());
        QVERIFY(choose(t, "discard:tactics:launch_scout:2"));
        QCOMPARE(int(t.players[0].hand.size()), 3);
        QVERIFY(handIndex(t, 0, "leadership:executive_order:2") >= 0);
    }

    void rule_8_2_automaton_draw_priorities() {
        // a: one colour missing -> that colour.
        GameState a = cylonTurnWithHand({"politics:consolidate_power:1", "leadership:executive_order:1",
                                         "tactics:launch_scout:1", "piloting:evasive_maneuvers:1"});
        QVERIFY(firstAutomatonLine(a).find("draws an engineering card") != std::string::npos);
        QVERIFY(firstAutomatonLine(a).find("8.2a") != std::string::npos);
        // b: several missing -> the leftmost (politics, leadership, tactics, piloting, engineering).
        GameState b = cylonTurnWithHand({"politics:consolidate_power:1", "leadership:executive_order:1"});
        QVERIFY(firstAutomatonLine(b).find("draws a tactics card") != std::string::npos);
        QVERIFY(firstAutomatonLine(b).find("8.2b") != std::string::npos);
        int tactics = 0;
        for (SkillCard c : b.players[1].hand)
            tactics += db().skillCards[c].type == SkillType::Tactics;
        QCOMPARE(tactics, 1);
        // c: none missing -> the colour with the lowest total.
        GameState c = cylonTurnWithHand({"politics:consolidate_power:2", "politics:consolidate_power:2",
                                         "leadership:executive_order:2", "leadership:executive_order:2",
                                         "tactics:launch_scout:2", "tactics:launch_scout:1", "piloting:evasive_maneuvers:2",
                                         "piloting:evasive_maneuvers:2", "engineering:repair:1"});
        QVERIFY(firstAutomatonLine(c).find("draws an engineering card") != std::string::npos);
        QVERIFY(firstAutomatonLine(c).find("8.2c") != std::string::npos);
        // d: all totals equal -> the leftmost deck.
        GameState d = cylonTurnWithHand({"politics:consolidate_power:1", "leadership:executive_order:1",
                                         "tactics:launch_scout:1", "piloting:evasive_maneuvers:1", "engineering:repair:1"});
        QVERIFY(firstAutomatonLine(d).find("draws a politics card") != std::string::npos);
        QVERIFY(firstAutomatonLine(d).find("8.2d") != std::string::npos);
        // A tie the variant does not settle: the player picks (Golden Rule).
        GameState g = cylonTurnWithHand({"politics:consolidate_power:1", "leadership:executive_order:1",
                                         "tactics:launch_scout:2", "piloting:evasive_maneuvers:2", "engineering:repair:2"});
        QVERIFY(atDecision(g, DecisionKind::DrawSkill, 1));
        std::vector<std::string> ids = optionIds(g);
        std::erase_if(ids, [](const std::string& id) { return id.starts_with("play_active:"); }); // 5.1
        QCOMPARE(ids, (std::vector<std::string>{"draw:politics", "draw:leadership"}));
        QVERIFY(solo::soloDecision(g).toObject()["prompt"].toString().contains("Golden Rule"));
    }

    void rule_8_3_automaton_shifts_right_and_activates() {
        GameState s = cylonTurnWithHand({"politics:consolidate_power:1"}, "caprica");
        QVERIFY(playSolo(s, [](const GameState& g) { return g.current != 1; }));
        QCOMPARE(s.players[1].location, location("cylon_fleet"));
        bool activated = false;
        for (const LogEvent& e : s.log)
            activated |= e.kind == EventKind::ActionChosen && e.actor == 1 && e.a == int(Verb::ActionLocation);
        QVERIFY(activated);
        QVERIFY(logHas(s, "shifts one Cylon location to the right: Cylon Fleet"));
        GameState t = cylonTurnWithHand({"politics:consolidate_power:1"}, "resurrection_ship");
        QVERIFY(playSolo(t, [](const GameState& g) { return g.current != 1; }));
        QCOMPARE(t.players[1].location, location("caprica"));
    }

    void rule_8_4_no_crisis_on_the_cylon_turn() {
        GameState s = cylonTurnWithHand({"politics:consolidate_power:1"}, "human_fleet");
        size_t turnStart = 0;
        for (size_t i = 0; i < s.log.size(); ++i)
            if (s.log[i].kind == EventKind::TurnStarted && s.log[i].actor == 1)
                turnStart = i;
        QVERIFY(turnStart > 0);
        QVERIFY(playSolo(s, [](const GameState& g) { return g.current != 1; }));
        for (size_t i = turnStart; i < s.log.size(); ++i) {
            if (s.log[i].kind == EventKind::TurnStarted && s.log[i].actor != 1)
                break;
            QVERIFY(s.log[i].kind != EventKind::CrisisDrawn);
        }
    }

    void rule_9_last_minute_cylon_shows_all_loyalty() {
        GameState s = soloGame(43);
        QVERIFY(playTo(s, SoloDecision::ActiveCard, 0));
        setLoyalty(s, 1, {"not_a_cylon", "not_a_cylon"});
        s.distance = int8_t(db().board.finalDistance);
        QVERIFY(apply(s, s.decision.options.front()) == std::nullopt);
        QVERIFY(playTo(s, DecisionKind::Movement, 1, 20));
        QVERIFY(s.players[1].loyaltySeenBy[0] != 0 && s.players[1].loyaltySeenBy[1] != 0);
        QVERIFY(!s.players[1].revealed);
        QVERIFY(logHas(s, "shows all its loyalty cards"));
        // A Cylon is revealed at once.
        GameState t = soloGame(44);
        QVERIFY(playTo(t, SoloDecision::ActiveCard, 0));
        setLoyalty(t, 1, {"not_a_cylon", "cylon_damage_galactica"});
        t.distance = int8_t(db().board.finalDistance);
        QVERIFY(apply(t, t.decision.options.front()) == std::nullopt);
        passWindows(t);
        QVERIFY(t.players[1].revealed);
        QVERIFY(t.players[1].loyaltySeenBy[0] != 0 && t.players[1].loyaltySeenBy[1] != 0);
    }

    void golden_rule_open_choices_go_to_the_player() {
        GameState g = cylonTurnWithHand({"politics:consolidate_power:1", "leadership:executive_order:1",
                                         "tactics:launch_scout:2", "piloting:evasive_maneuvers:2", "engineering:repair:2"});
        const QJsonObject d = solo::soloDecision(g).toObject();
        QVERIFY(d["golden_rule"].toBool());
        int draws = 0;
        for (const auto& o : d["options"].toArray())
            draws += o.toObject()["id"].toString().startsWith("draw:");
        QCOMPARE(draws, 2);
    }

    void victory_player_wins_when_humans_win() {
        GameState s = soloGame(45);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        s.distance = int8_t(db().board.finalDistance);
        jumpThisTurn(s);
        QVERIFY(playSolo(s, [](const GameState& g) { return g.gameOver(); }));
        QCOMPARE(s.over.winner, Side::Human);
        QVERIFY(solo::playerWon(s));
        QVERIFY(solo::soloView(s)["player_won"].toBool());
        GameState t = soloGame(46);
        QVERIFY(playTo(t, DecisionKind::Movement, 0));
        t.resources[size_t(Resource::Food)] = 0;
        QVERIFY(playSolo(t, [](const GameState& g) { return g.gameOver(); }));
        QCOMPARE(t.over.winner, Side::Cylon);
        QVERIFY(!solo::playerWon(t));
    }
};

QTEST_APPLESS_MAIN(TestSoloCylon)
#include "tst_solo_cylon.moc"
