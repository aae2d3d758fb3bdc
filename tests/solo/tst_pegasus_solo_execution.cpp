// Pegasus executions under Four Solo (docs/pegasus.md, "Execution", "Under Four Solo"): what
// the player sees of an executed character's loyalty cards and of the cards a Cylon hands off,
// who picks the new character, and its hand. The expected sight is stated here from the
// scenario itself - which cards were shown to every player, which the player never looked at
// - never from the visibility code it checks (solo/visibility.cpp).
#include "card_kinds.h"
#include "execution.h"
#include "pegasus_game.h"
#include "solo_support.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>

using namespace bsg;
using namespace bsg::pegasus;
using namespace bsg::test;

namespace {

// A Four Solo game with Pegasus in play, at the first player's Movement decision.
GameState soloPegasusGame(uint64_t seed = 5) {
    GameState s = pegasusGame({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, seed, VariantId::FourSolo);
    if (!playSolo(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; }))
        qFatal("no Movement decision");
    return s;
}

// The seat's loyalty cards are exactly these, dealt as Four Solo deals them: nobody looked.
void setUnseenLoyalty(GameState& s, Seat seat, const std::vector<std::string>& ids) {
    Player& p = s.players[size_t(seat)];
    s.loyaltyUnused.insert(s.loyaltyUnused.end(), p.loyalty.begin(), p.loyalty.end());
    p.loyalty.clear();
    p.loyaltySeenBy.clear();
    for (const std::string& id : ids) {
        const CardIdx card = CardIdx(db().loyaltyCard(id));
        for (auto* pile : {&s.loyaltyUnused, &s.loyaltyDeck}) {
            const auto it = std::find(pile->begin(), pile->end(), card);
            if (it != pile->end()) {
                pile->erase(it);
                break;
            }
        }
        p.loyalty.push_back(card);
        p.loyaltySeenBy.push_back(0);
    }
}

// The execution of `seat` runs now, on top of the pending step.
void execute(GameState& s, Seat seat) {
    s.hasDecision = false;
    s.stack.back().stage = 0;
    s.stack.push_back(Frame{ExecutionFrame::Execution, 0, seat, int16_t(ExecutionCause::Scenario), 0, 0});
    run(s);
}

QJsonArray viewLoyalty(const GameState& s, Seat seat) {
    return solo::soloView(s)["characters"].toArray()[seat].toObject()["loyalty"].toArray();
}

bool shownAs(const QJsonValue& v, const std::string& id) { return v.isString() && v.toString().toStdString() == id; }
bool hidden(const QJsonValue& v) { return v.isObject() && v.toObject()["hidden"].toBool(); }

std::string playerLogText(const GameState& s) {
    std::string all;
    for (const QJsonValue& e : solo::soloLog(s))
        all += e.toObject()["text"].toString().toStdString() + "\n";
    return all;
}

} // namespace

class TestPegasusSoloExecution : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Under Four Solo a revealed Cylon is the automaton, which never plays Sabotage (the Golden
    // Rule, docs/pegasus.md "Four Solo readings (cards)"): when a human's Treachery card is
    // discarded - here the executed human's hand - its window offers only to decline, and
    // Galactica is not damaged.
    void the_automaton_never_plays_sabotage() {
        GameState s = soloPegasusGame();
        const Seat tyrol = s.seatOf(character("galen_tyrol")), thrace = s.seatOf(character("kara_thrace"));
        Player& cylon = s.players[size_t(tyrol)];
        cylon.revealed = true;
        cylon.location = locs().caprica;
        cylon.viperArea = -1;
        giveCard(s, tyrol, "treachery:sabotage:3");
        giveCard(s, thrace, "treachery:broadcast_location:1");
        setUnseenLoyalty(s, thrace, {"not_a_cylon"});
        const size_t pile = s.galacticaDamagePile.size();
        QVERIFY(isRevealed(s, tyrol) && holds(s, tyrol, SkillName::Sabotage));
        QVERIFY(holds(s, thrace, SkillName::BroadcastLocation));
        execute(s, thrace);
        int windows = 0;
        for (int i = 0; i < 10 && s.hasDecision && s.decision.kind == kSabotageWindow; ++i) {
            ++windows;
            QCOMPARE(int(s.decision.actor), int(tyrol));
            QCOMPARE(s.decision.options.size(), size_t(1));
            QCOMPARE(s.decision.options.front().verb, Verb::Decline);
            QVERIFY(!solo::soloApply(s, "decline"));
        }
        QVERIFY(windows <= 1); // declined at once (one option: the variant plays it) or by the player
        QCOMPARE(s.galacticaDamagePile.size(), pile);
        QVERIFY(holds(s, tyrol, SkillName::Sabotage));
        for (const LogEvent& e : s.log)
            QVERIFY(!(e.kind == kCardOutcome && e.d == int(CardOutcome::Sabotaged)));
        QCOMPARE(solo::soloDecision(s).toObject()["kind"].toString(), QString("new_character"));
    }

    void executed_humans_loyalty_cards_are_shown_to_the_player_who_picks_the_new_character() {
        GameState s = soloPegasusGame();
        const Seat tyrol = s.seatOf(character("galen_tyrol"));
        setUnseenLoyalty(s, tyrol, {"not_a_cylon", "not_a_cylon"});
        QVERIFY(hidden(viewLoyalty(s, tyrol)[0])); // before: face down for the player
        execute(s, tyrol);
        // Shown to every player: face up for the player.
        const QJsonArray loyalty = viewLoyalty(s, tyrol);
        QCOMPARE(loyalty.size(), 2);
        QVERIFY(shownAs(loyalty[0], "not_a_cylon") && shownAs(loyalty[1], "not_a_cylon"));
        // The player picks the new character, among every character nobody plays.
        const QJsonObject d = solo::soloDecision(s).toObject();
        QCOMPARE(d["kind"].toString(), QString("new_character"));
        QCOMPARE(d["options"].toArray().size(), 10); // the 14 human characters of a Pegasus game, less the 4 in play
        QVERIFY(!solo::soloApply(s, "character:tom_zarek"));
        QCOMPARE(int(s.players[size_t(tyrol)].character), int(character("tom_zarek")));
        QVERIFY(s.players[size_t(tyrol)].hand.empty()); // the new character's hand is empty
        QCOMPARE(solo::soloView(s)["characters"].toArray()[tyrol].toObject()["hand"].toArray().size(), 0);
    }

    void executed_cylon_shows_its_first_cylon_card_and_the_cards_it_hands_off_stay_face_down() {
        GameState s = soloPegasusGame();
        const Seat tyrol = s.seatOf(character("galen_tyrol")), thrace = s.seatOf(character("kara_thrace"));
        setUnseenLoyalty(s, tyrol, {"not_a_cylon", "cylon_reduce_morale", "cylon_send_to_brig"});
        setUnseenLoyalty(s, thrace, {"not_a_cylon"});
        execute(s, tyrol);
        // No choice between the two Cylon cards (it would tell which unseen cards are Cylon
        // cards): the first is shown, and the player picks who receives the others (Golden Rule).
        const QJsonObject d = solo::soloDecision(s).toObject();
        QCOMPARE(d["kind"].toString(), QString("hand_off_loyalty"));
        QVERIFY(d["golden_rule"].toBool());
        QVERIFY(!solo::soloApply(s, "target:kara_thrace"));
        const QJsonArray shown = viewLoyalty(s, tyrol);
        QCOMPARE(shown.size(), 1);
        QVERIFY(shownAs(shown[0], "cylon_reduce_morale"));
        // Kara's own card and the two handed to her: nobody looked at any of them.
        const QJsonArray received = viewLoyalty(s, thrace);
        QCOMPARE(received.size(), 3);
        for (const QJsonValue& v : received)
            QVERIFY(hidden(v));
        // Nor does the player's log name them.
        const std::string log = playerLogText(s);
        QVERIFY(log.find(db().loyalty[size_t(db().loyaltyCard("cylon_send_to_brig"))].name) == std::string::npos);
        QVERIFY(log.find(db().loyalty[size_t(db().loyaltyCard("cylon_reduce_morale"))].name) != std::string::npos);
    }

    void a_forced_reveal_hands_the_face_down_cards_to_a_human_the_player_picks_and_they_stay_face_down() {
        GameState s = soloPegasusGame();
        const Seat tyrol = s.seatOf(character("galen_tyrol")), adama = s.seatOf(character("william_adama"));
        setUnseenLoyalty(s, tyrol, {"not_a_cylon", "cylon_reduce_morale"});
        setUnseenLoyalty(s, adama, {"not_a_cylon"});
        s.hasDecision = false;
        s.stack.back().stage = 0;
        s.stack.push_back(Frame{SoloFrame::Reveal, 0, tyrol, 0, 0, 0}); // Four Solo 7.2 / 9
        run(s);
        QVERIFY(playSolo(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == ExecutionDecision::HandOff; }, 20));
        QVERIFY(solo::soloDecision(s).toObject()["golden_rule"].toBool());
        QVERIFY(!solo::soloApply(s, "target:william_adama"));
        // The Cylon card turned face up stays with him; the other reaches Adama unseen.
        const QJsonArray his = viewLoyalty(s, tyrol);
        QCOMPARE(his.size(), 1);
        QVERIFY(shownAs(his[0], "cylon_reduce_morale"));
        const QJsonArray adamas = viewLoyalty(s, adama);
        QCOMPARE(adamas.size(), 2);
        QVERIFY(hidden(adamas[0]) && hidden(adamas[1]));
    }
};

QTEST_GUILESS_MAIN(TestPegasusSoloExecution)
#include "tst_pegasus_solo_execution.moc"
