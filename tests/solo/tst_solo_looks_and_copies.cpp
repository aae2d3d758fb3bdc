// Four Solo 2.1, 2.4, 1.3, 4.1, 5.1 and 6.1 where a card has several copies or somebody other
// than the current character looks at something (issue #31, points 1-3). Each test builds the
// situation, states from the full state what the rule lets the player see, and checks the solo
// view, the player's log and the advisor's information set against it.
#include "information_set.h"
#include "player_knowledge.h"
#include "solo_support.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::test;

namespace {

CardIdx quorumCard(const std::string& id) { return CardIdx(db().quorumCard(id)); }

// Puts these quorum cards on top of the deck, taking each from the deck or the discards.
void stackQuorum(GameState& s, const std::vector<std::string>& ids) {
    for (auto it = ids.rbegin(); it != ids.rend(); ++it) {
        const CardIdx card = quorumCard(*it);
        for (auto* pile : {&s.quorumDeck, &s.quorumDiscard}) {
            const auto at = std::find(pile->begin(), pile->end(), card);
            if (at != pile->end()) {
                pile->erase(at);
                break;
            }
        }
        s.quorumDeck.insert(s.quorumDeck.begin(), card);
    }
}

// Gives the President's hand exactly these cards, from the deck.
void setQuorumHand(GameState& s, const std::vector<std::string>& ids) {
    s.quorumDeck.insert(s.quorumDeck.end(), s.quorumHand.begin(), s.quorumHand.end());
    s.quorumHand.clear();
    for (const auto& id : ids) {
        const auto at = std::find(s.quorumDeck.begin(), s.quorumDeck.end(), quorumCard(id));
        QVERIFY(at != s.quorumDeck.end());
        s.quorumDeck.erase(at);
        s.quorumHand.push_back(quorumCard(id));
    }
}

bool allHidden(const QJsonArray& cards) {
    return std::all_of(cards.begin(), cards.end(), [](const QJsonValue& v) { return v.toObject()["hidden"].toBool(); });
}

} // namespace

class TestSoloLooksAndCopies : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Issue #31, point 1: Roslin, not the President, looks at four quorum cards from the deck
    // (Skilled Politician) while Zarek, the President, holds copies of some of them. The cards
    // she looks at are on top of the deck; the President's hand stays face down (2.4), in the
    // view, the decision and the advisor's samples.
    void rule_2_4_a_quorum_card_looked_at_in_the_deck_leaves_the_presidents_hand_closed() {
        GameState s = game({"laura_roslin", "william_adama", "kara_thrace", "tom_zarek"}, 24681364, true);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        const Seat zarek = 3;
        s.president = zarek;
        setQuorumHand(s, {"inspirational_speech", "food_rationing", "arrest_order"});
        stackQuorum(s, {"inspirational_speech", "arrest_order", "food_rationing", "authorization_of_brutal_force"});
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:character:skilled_politician"));
        QCOMPARE(s.decision.actor, Seat(0));
        QVERIFY(hasOption(s, "quorum:inspirational_speech"));
        // The rule, from the full state: the President is not the current character and the
        // decision offers cards looked at in the deck, so no card of his hand may be shown.
        QVERIFY(s.president != s.current);
        const QJsonObject view = solo::soloView(s);
        QCOMPARE(int(view["quorum_hand"].toArray().size()), 3);
        QVERIFY2(allHidden(view["quorum_hand"].toArray()), text(view["quorum_hand"]).c_str());
        QVERIFY(!solo::soloVisibility(s).quorumHand);
        // The four cards looked at are named to the player (she looked; the player acts for her).
        const std::string decision = text(solo::soloDecision(s));
        QVERIFY(decision.find("authorization_of_brutal_force") != std::string::npos);
        // The advisor keeps the four looked-at cards in place and deals the President's hand
        // and the rest of the deck again: over samples, the hand is not always the same.
        const solo::advisor::InformationSet set(s);
        Rng rng(5);
        bool handChanged = false, topKept = true;
        for (int i = 0; i < 40; ++i) {
            const GameState t = set.sample(rng);
            handChanged = handChanged || t.quorumHand != s.quorumHand;
            topKept = topKept && std::equal(s.quorumDeck.begin(), s.quorumDeck.begin() + 4, t.quorumDeck.begin());
        }
        QVERIFY(handChanged);
        QVERIFY(topKept);
        QCOMPARE(quorumCardsOnShow(s), 4);
    }

    // The President himself looking at the deck in his own turn sees his hand anyway (2.4).
    void rule_2_4_the_presidents_own_look_in_his_turn_keeps_his_hand_open() {
        GameState s = game({"laura_roslin", "william_adama", "kara_thrace", "tom_zarek"}, 24681364, true);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        QCOMPARE(s.president, Seat(0));
        setQuorumHand(s, {"inspirational_speech"});
        stackQuorum(s, {"inspirational_speech", "arrest_order"});
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:character:skilled_politician"));
        QCOMPARE(solo::soloView(s)["quorum_hand"].toArray()[0].toString(), QString("inspirational_speech"));
    }

    // Issue #31, point 2: at the Resurrection Ship a revealed Cylon hands its other loyalty
    // cards to a human. Nobody looks at them (1.3: the player owns no loyalty card; 6.1 turns a
    // card face up only when somebody looks), so they stay face down in the receiver's row.
    void rule_1_3_loyalty_cards_handed_over_by_a_revealed_cylon_stay_face_down() {
        GameState s = soloGame(21);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        s.distance = 2;
        setLoyalty(s, 1, {"cylon_reduce_morale", "not_a_cylon"});
        auto& adama = s.players[1];
        adama.revealed = true;
        adama.revealedLoyalty = 0;
        adama.loyaltySeenBy[0] = kSoloFaceUp;
        clearActiveCard(s, 1);
        const size_t before = s.players[2].loyalty.size();
        const CardIdx handed = adama.loyalty[1];
        // Resurrection Ship as Adama's location action, run at Roslin's movement decision.
        s.stack.back().stage = 0;
        s.hasDecision = false;
        s.stack.push_back(Frame{FrameKind::CylonLocation, 0, 1, int16_t(location("resurrection_ship")), 0, 0});
        run(s);
        QVERIFY2(hasOption(s, "target:kara_thrace"), text(solo::soloDecision(s)).c_str());
        QVERIFY(choose(s, "target:kara_thrace"));
        const Player& kara = s.players[2];
        QCOMPARE(kara.loyalty.size(), before + 1);
        QCOMPARE(kara.loyalty.back(), handed);
        // The rule from the full state: no event shows the card; its row shows a back.
        const QJsonArray row = viewOf(s, 2)["loyalty"].toArray();
        QVERIFY2(row.last().toObject()["hidden"].toBool(), text(row).c_str());
        QVERIFY(text(solo::soloLog(s)).find(db().loyalty[handed].id + "\"") == std::string::npos ||
                db().loyalty[handed].id == "not_a_cylon");
        // Games begun under rules revision 3 keep the old mark (their saves replay as played).
        GameState old = soloGame(21);
        QCOMPARE(int(handedLoyaltySeenBy(old, 0, 2)), 0);
        old.rulesRevision = 3;
        QCOMPARE(int(handedLoyaltySeenBy(old, 0, 2)), int(seatBit(2)));
    }

    // Issue #31, point 3: Kara, not the current character, plays her Active Launch Scout (5.1)
    // and looks at the top crisis card. The player acts for her, so the player's log names the
    // card and the decision that follows (top or bottom) is made knowing it.
    void rule_5_1_a_look_by_a_character_other_than_the_current_one_is_told() {
        GameState s = soloGame(7);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setHand(s, 2, {"tactics:launch_scout:1"});
        setActiveCard(s, 2, skillCard("tactics:launch_scout:1"));
        s.players[0].location = location("command"); // nothing of Roslin's turn depends on it
        stackCrisis(s, "water_sabotaged");
        // The decision is asked again with the Active Card plays (the state was edited).
        s.stack.back().stage = 0;
        s.hasDecision = false;
        run(s);
        QVERIFY2(hasOption(s, "play_active:kara_thrace"), text(solo::soloDecision(s)).c_str());
        s.forcedDice = {6};
        QVERIFY(choose(s, "play_active:kara_thrace"));
        QVERIFY(choose(s, "option:a")); // the crisis deck
        QCOMPARE(s.decision.actor, Seat(2));
        QVERIFY(s.decision.actor != s.current);
        const std::string log = text(solo::soloLog(s));
        QVERIFY2(log.find("Water Sabotaged") != std::string::npos, log.c_str());
        QVERIFY2(log.find("cannot see") == std::string::npos, log.c_str());
        // The heuristic player and the advisor may use it: the scouted card is known.
        const solo::policy::PlayerKnowledge k(s);
        QCOMPARE(k.scoutedCard(0), int(crisis("water_sabotaged")));
    }
};

QTEST_APPLESS_MAIN(TestSoloLooksAndCopies)
#include "tst_solo_looks_and_copies.moc"
