// Four Solo conformance scenarios (issue: "the player sees exactly what the variant allows and
// may do everything it allows"): each breach found by hand, kept as a scenario named after
// the rule it checks. The random walk over 1,000 games is tst_solo_visibility.cpp.
#include "solo_support.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace bsg;
using namespace bsg::test;

namespace {

QJsonArray handInView(const GameState& s, Seat seat) { return viewOf(s, seat)["hand"].toArray(); }

int hiddenCount(const QJsonArray& hand) {
    int n = 0;
    for (const auto& c : hand)
        n += c.isObject();
    return n;
}

// Makes `card` the seat's Active Card, as the end-of-turn choice does.
void makeActive(GameState& s, Seat seat, const std::string& card) {
    setActiveCard(s, seat, skillCard(card));
}

// Plays quiet options until the current character (seat) is at its movement decision.
bool toMovementOf(GameState& s, Seat seat) { return playTo(s, DecisionKind::Movement, seat); }

} // namespace

class TestSoloConformance : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rule_5_1_only_the_active_card_shows_when_only_it_is_offered() {
        // Adama (not current) is asked whether to play his Active Card Strategic Planning
        // before Kara's Launch Scout roll: the question needs no other card of his hand.
        GameState s = soloGame(18);
        QVERIFY(toMovementOf(s, 2));
        setHand(s, 1, {"tactics:strategic_planning:3", "leadership:executive_order:1", "politics:consolidate_power:2"});
        makeActive(s, 1, "tactics:strategic_planning:3");
        setHand(s, 2, {"tactics:launch_scout:1"});
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:skill:tactics:launch_scout:1"));
        QVERIFY(s.hasDecision && s.decision.actor == 1);
        const QJsonArray hand = handInView(s, 1);
        QCOMPARE(hand.size(), 3);
        QCOMPARE(hand[0].toString(), QString("tactics:strategic_planning:3"));
        QCOMPARE(hiddenCount(hand), 2);
        // Other cards of the same colours in his hand: the player sees exactly the same.
        GameState t = s;
        setHand(t, 1, {"tactics:strategic_planning:3", "leadership:declare_emergency:3", "politics:investigative_committee:3"});
        makeActive(t, 1, "tactics:strategic_planning:3");
        QCOMPARE(text(solo::soloView(t)), text(solo::soloView(s)));
        QCOMPARE(text(solo::soloDecision(t)), text(solo::soloDecision(s)));
    }

    void rule_2_4_quorum_hand_face_down_when_the_president_decides_out_of_turn() {
        // Food Shortage during Kara's turn: President Roslin chooses, but her quorum cards
        // stay face down (2.4: browsed only when querying needs them).
        GameState s = soloGame(21);
        QVERIFY(toMovementOf(s, 2));
        QVERIFY(!s.quorumHand.empty());
        stackCrisis(s, "food_shortage");
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:nothing"));
        QVERIFY(playSolo(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::CrisisChoice; }, 20));
        QVERIFY2(s.decision.actor == s.president && s.president != s.current, decisionPrompt(s).c_str());
        for (const auto& q : solo::soloView(s)["quorum_hand"].toArray())
            QVERIFY(q.toObject()["hidden"].toBool());
        const std::string shown = text(solo::soloView(s)) + text(solo::soloDecision(s));
        for (CardIdx q : s.quorumHand)
            QVERIFY(shown.find(db().quorum[q].id) == std::string::npos);
    }

    void rule_5_1_executive_order_out_of_turn_offers_only_the_active_card() {
        // Roslin's Active Card Executive Order, played during Kara's turn, gives Adama a move
        // and an action. Adama is not current: of his hand only his own Active Card may be
        // used, his other cards stay hidden, and the President's quorum cards are not offered.
        GameState s = soloGame(22);
        QVERIFY(toMovementOf(s, 2));
        setHand(s, 0, {"leadership:executive_order:1", "politics:consolidate_power:1"});
        makeActive(s, 0, "leadership:executive_order:1");
        setHand(s, 1, {"politics:consolidate_power:2", "tactics:launch_scout:1"});
        QVERIFY(hasOption(s, "play_active:laura_roslin"));
        QVERIFY(choose(s, "play_active:laura_roslin"));
        QVERIFY2(hasOption(s, "target:william_adama"), decisionPrompt(s).c_str());
        QVERIFY(choose(s, "target:william_adama"));
        QVERIFY(playSolo(s, [](const GameState& g) {
            return g.hasDecision && g.decision.kind == DecisionKind::Action && g.decision.actor == 1;
        }, 10));
        for (const std::string& id : optionIds(s))
            QVERIFY2(!id.starts_with("action:skill:") && !id.starts_with("action:quorum:"), id.c_str());
        QCOMPARE(hiddenCount(handInView(s, 1)), 2);
        // After the play the resumed decision of Kara is filtered the same way.
        QVERIFY(choose(s, "action:nothing"));
        QVERIFY(playSolo(s, [](const GameState& g) { return g.hasDecision && g.decision.actor == 2; }, 10));
        QCOMPARE(hiddenCount(handInView(s, 1)), 2);
    }

    void rule_2_1_a_hidden_hand_tells_nothing_by_its_order() {
        // Adama's Active Card is a middle strength Leadership card: listed first, then backs in
        // colour order, so that its place says nothing about its neighbours.
        GameState s = soloGame(23);
        QVERIFY(toMovementOf(s, 2));
        setHand(s, 1, {"leadership:executive_order:1", "leadership:executive_order:2", "politics:consolidate_power:1",
                       "tactics:launch_scout:1"});
        makeActive(s, 1, "leadership:executive_order:2");
        const QJsonArray hand = handInView(s, 1);
        QCOMPARE(hand[0].toString(), QString("leadership:executive_order:2"));
        QStringList types;
        for (int i = 1; i < hand.size(); ++i)
            types << hand[i].toObject()["type"].toString();
        QCOMPARE(types, (QStringList{"politics", "leadership", "tactics"}));
        // Another card of the same colour, weaker or stronger: the same view.
        GameState t = s;
        setHand(t, 1, {"leadership:executive_order:2", "leadership:declare_emergency:4", "politics:investigative_committee:3",
                       "tactics:strategic_planning:3"});
        makeActive(t, 1, "leadership:executive_order:2");
        QCOMPARE(handInView(t, 1), hand);
    }

    void rule_2_1_the_log_names_drawn_cards_only_while_the_hand_is_open() {
        GameState s = soloGame(24);
        QVERIFY(toMovementOf(s, 1)); // Adama's draws are in the log, named during his turn
        auto drawsOfAdama = [](const GameState& g, bool remember) {
            int named = 0, hidden = 0;
            for (const auto& e : solo::soloLog(g, 0, remember)) {
                const QJsonObject o = e.toObject();
                if (o["actor"].toString() != "william_adama" || !o["text"].toString().contains("draws"))
                    continue;
                (o["hidden"].toBool() ? hidden : named) += 1;
            }
            return std::pair{named, hidden};
        };
        QVERIFY(drawsOfAdama(s, false).first > 0);
        QVERIFY(toMovementOf(s, 2)); // Kara's turn: Adama's hand is closed again
        const auto [named, hidden] = drawsOfAdama(s, false);
        QCOMPARE(named, 0);
        QVERIFY(hidden > 0);
        for (const auto& e : solo::soloLog(s)) {
            const QString line = e.toObject()["text"].toString();
            if (e.toObject()["actor"].toString() == "william_adama" && line.contains("draws"))
                QVERIFY2(QRegularExpression("draws an? [A-Z][a-z]+ card\\.").match(line).hasMatch(), qPrintable(line));
        }
        // "Remember what each character showed me": the names come back.
        QVERIFY(drawsOfAdama(s, true).first > 0);
    }

    void rule_2_1_the_player_is_told_what_the_current_character_looks_at() {
        // Kara's Launch Scout: she looks at the top card; the player acts for her.
        GameState s = soloGame(25);
        QVERIFY(toMovementOf(s, 2));
        setHand(s, 2, {"tactics:launch_scout:1"});
        s.forcedDice = {8};
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:skill:tactics:launch_scout:1"));
        QVERIFY(playSolo(s, [](const GameState& g) { return logHas(g, "scouts the top card:"); }, 10));
        bool told = false;
        QStringList lines;
        for (const auto& e : solo::soloLog(s)) {
            told |= e.toObject()["text"].toString().contains("scouts the top card:");
            lines << e.toObject()["text"].toString();
        }
        QVERIFY2(told, qPrintable(lines.mid(std::max<qsizetype>(0, lines.size() - 8)).join("\n")));
    }

    void rule_5_1_a_moment_without_decision_stops_for_a_playable_active_card() {
        // Roslin's Active Card Consolidate Power can be played at any moment: after Kara's
        // crisis the game stops for it, with one option to pass.
        GameState s = soloGame(26);
        QVERIFY(toMovementOf(s, 2));
        setHand(s, 0, {"politics:consolidate_power:1"});
        makeActive(s, 0, "politics:consolidate_power:1");
        stackCrisis(s, "food_shortage");
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:nothing"));
        QVERIFY(playSolo(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == SoloDecision::ActiveWindow; }, 40));
        QCOMPARE(optionIds(s).front(), std::string("done"));
        QVERIFY(hasOption(s, "play_active:laura_roslin"));
        QVERIFY(s.crisesThisTurn.empty() || std::none_of(s.stack.begin(), s.stack.end(), [](const Frame& f) {
                    return f.kind == FrameKind::CrisisStep || f.kind == FrameKind::ResolveCrisis;
                }));
        QVERIFY(solo::soloDecision(s).toObject()["prompt"].toString().contains("Four Solo 5.1"));
        const size_t hand = s.players[0].hand.size();
        QVERIFY(choose(s, "play_active:laura_roslin"));
        QVERIFY(choose(s, "draw:politics"));
        QVERIFY(choose(s, "draw:politics"));
        QCOMPARE(s.players[0].hand.size(), hand - 1 + 2); // played (5.3), two drawn
        QCOMPARE(activeCardIndex(s, 0), -1);
    }

    void rule_5_1_no_window_when_no_active_card_can_be_played() {
        // Nobody has an Active Card: Kara's whole turn passes without a single window.
        GameState s = soloGame(27);
        QVERIFY(toMovementOf(s, 2));
        for (int seat = 0; seat < s.playerCount(); ++seat)
            clearActiveCard(s, Seat(seat));
        int decisions = 0;
        while (s.current == 2 && !s.gameOver() && s.decision.kind != SoloDecision::ActiveCard) {
            QVERIFY(s.decision.kind != SoloDecision::ActiveWindow);
            QVERIFY(!apply(s, quietOption(s)));
            ++decisions;
        }
        QVERIFY(decisions >= 2);
    }

    void rule_5_1_a_game_saved_before_the_windows_replays_without_them() {
        // Revision 1 (saves written before the windows existed) keeps its decisions.
        Setup setup;
        setup.characters = {character("laura_roslin"), character("william_adama"), character("kara_thrace"),
                            character("galen_tyrol")};
        setup.seed = 26;
        setup.variant = bsg::VariantId::FourSolo;
        setup.rulesRevision = 1;
        Error error;
        auto old = newGame(setup, &error);
        QVERIFY(old);
        QCOMPARE(int(old->rulesRevision), 1);
        for (int i = 0; i < 400 && !old->gameOver(); ++i) {
            QVERIFY(old->decision.kind != SoloDecision::ActiveWindow);
            QVERIFY(!apply(*old, quietOption(*old)));
        }
        setup.rulesRevision = kRulesRevision;
        auto now = newGame(setup, &error);
        QVERIFY(now);
        QCOMPARE(int(now->rulesRevision), int(kRulesRevision));
    }

    void a_solo_save_written_before_the_windows_loads_and_replays_the_same() {
        // Written by the program of commit f87c7af (400 random decisions, no rules_revision);
        // beside it the full view of its final state as the program before the structured log
        // computed it (tst_old_saves checks the rest of the facts).
        Error error;
        auto g = solo::loadSoloGame(GALACTICA_SOURCE_DIR "/tests/data/revision1/solo_400_decisions.json", &error);
        QVERIFY2(g, error.message.c_str());
        QCOMPARE(int(g->setup().rulesRevision), 1);
        QFile facts(GALACTICA_SOURCE_DIR "/tests/data/revision1/solo_400_decisions.facts.json");
        QVERIFY(facts.open(QIODevice::ReadOnly));
        QJsonObject view = projectState(g->state(), Visibility::everything());
        view.remove("hash");
        QCOMPARE(view, QJsonDocument::fromJson(facts.readAll()).object().value("view").toObject());
        // Saved again, it keeps its revision.
        QTemporaryDir dir;
        const std::string path = dir.filePath("again.json").toStdString();
        QVERIFY(!g->saveFile(path));
        auto again = solo::loadSoloGame(path, &error);
        QVERIFY2(again, error.message.c_str());
        QCOMPARE(int(again->state().rulesRevision), 1);
        QCOMPARE(stateHash(again->state()), stateHash(g->state()));
    }

    void rule_5_2_an_active_card_named_during_a_crisis_is_refused_and_changes_nothing() {
        GameState s = soloGame(28);
        QVERIFY(toMovementOf(s, 2));
        setHand(s, 0, {"politics:consolidate_power:1"});
        makeActive(s, 0, "politics:consolidate_power:1");
        stackCrisis(s, "prison_labor");
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:nothing"));
        QVERIFY(playSolo(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Contribute; }, 30));
        const uint64_t before = stateHash(s);
        const auto e = solo::soloApply(s, "play_active:laura_roslin");
        QVERIFY(e);
        QCOMPARE(QString::fromStdString(e->code), QString("illegal_option"));
        QVERIFY(e->message.find("consolidate") == std::string::npos);
        QCOMPARE(stateHash(s), before);
    }

    void setup_draws_are_not_queries_and_prompts_read_well() {
        GameState s = soloGame(29);
        // Starting hands are drawn before any turn: no "Querying" label.
        Setup setup;
        setup.characters = {character("laura_roslin"), character("william_adama"), character("kara_thrace"),
                            character("galen_tyrol")};
        setup.seed = 29;
        setup.variant = bsg::VariantId::FourSolo;
        Error error;
        auto fresh = newGame(setup, &error);
        QVERIFY(fresh);
        const QJsonObject d = solo::soloDecision(*fresh).toObject();
        QVERIFY2(!d["prompt"].toString().contains("Querying"), qPrintable(d["prompt"].toString()));
        for (const auto& o : d["options"].toArray())
            QVERIFY(!o.toObject()["label"].toString().contains("a Engineering"));
        // An Active Card choice warns that Investigative Committee can never be played here.
        QVERIFY(playTo(s, SoloDecision::ActiveCard, 0));
        setHand(s, 0, {"politics:investigative_committee:3", "politics:consolidate_power:1"});
        s.decision.options = {opt(SoloVerb::ChooseActive, skillCard("politics:investigative_committee:3")),
                              opt(SoloVerb::ChooseActive, skillCard("politics:consolidate_power:1"))};
        const QJsonArray options = solo::soloDecision(s).toObject()["options"].toArray();
        QVERIFY(options[0].toObject()["label"].toString().contains("never be played in a solo game"));
        QVERIFY(!options[1].toObject()["label"].toString().contains("never"));
    }
};

QTEST_APPLESS_MAIN(TestSoloConformance)
#include "tst_solo_conformance.moc"
