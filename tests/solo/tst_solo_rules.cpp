// Four Solo 1.2, sections 1-5: setup, what the player sees, skill-check policies, querying
// and Active Cards. One test per numbered rule.
#include "solo_support.h"
#include "solo_session.h"

#include <QtTest>

#include <set>

using namespace bsg;
using namespace bsg::test;

namespace {

// At the current character's movement decision: stack the crisis, stay, take no action.
void startCrisis(GameState& s, const std::string& crisisId) {
    stackCrisis(s, crisisId);
    QVERIFY(choose(s, "done"));
    QVERIFY(choose(s, "action:nothing"));
    // Abilities that act as a crisis is drawn (declined or first option) up to the first contribution.
    QVERIFY(playSolo(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Contribute; },
                     30));
}

int countHidden(const QJsonArray& hand) {
    int n = 0;
    for (const auto& c : hand)
        n += c.isObject() && c.toObject()["hidden"].toBool();
    return n;
}

bool optionsContain(const GameState& s, const std::string& id) { return hasOption(s, id); }

} // namespace

class TestSoloRules : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rule_1_1_four_characters_with_each_leader_type() {
        std::vector<CharId> ok{character("laura_roslin"), character("william_adama"), character("kara_thrace"),
                               character("galen_tyrol")};
        QVERIFY(!solo::checkSoloCharacters(ok));
        std::vector<CharId> noPilot{character("laura_roslin"), character("william_adama"), character("saul_tigh"),
                                    character("galen_tyrol")};
        const auto e = solo::checkSoloCharacters(noPilot);
        QVERIFY(e && e->code == "bad_setup" && e->message.find("pilot") != std::string::npos);
        std::vector<CharId> three{character("laura_roslin"), character("william_adama"), character("kara_thrace")};
        QVERIFY(solo::checkSoloCharacters(three));
        Error error;
        QVERIFY(!solo::newSoloGame(std::vector<std::string>{"laura_roslin", "william_adama", "saul_tigh", "galen_tyrol"},
                                   1, Difficulty::Normal, &error));
        QCOMPARE(error.code, std::string("bad_setup"));
        QVERIFY(!solo::newSoloGame(std::vector<std::string>{"laura_roslin", "laura_roslin", "kara_thrace", "william_adama"},
                                   1, Difficulty::Normal, &error));
        QVERIFY(!solo::newSoloGame(std::vector<std::string>{"laura_roslin", "nobody", "kara_thrace", "william_adama"}, 1,
                                   Difficulty::Normal, &error));
        auto g = solo::newSoloGame(std::vector<std::string>{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"},
                                   1, Difficulty::Normal, &error);
        QVERIFY(g && isSoloGame(g->state()) && g->state().hasDecision);
    }

    void rule_1_2_loyalty_deck_seven_humans_one_cylon_plus_extras() {
        for (uint64_t seed = 1; seed <= 5; ++seed) {
            for (bool withBaltar : {false, true}) {
                GameState s = withBaltar ? game({"gaius_baltar", "william_adama", "kara_thrace", "galen_tyrol"}, seed, true)
                                         : soloGame(seed);
                int cylon = 0, human = 0, sympathizer = 0;
                auto count = [&](CardIdx c) {
                    const auto side = db().loyalty[c].side;
                    cylon += side == LoyaltySide::Cylon;
                    human += side == LoyaltySide::Human;
                    sympathizer += side == LoyaltySide::Sympathizer;
                };
                for (CardIdx c : s.loyaltyDeck)
                    count(c);
                for (const auto& p : s.players)
                    for (CardIdx c : p.loyalty)
                        count(c);
                QCOMPARE(cylon, 1);
                QCOMPARE(human, withBaltar ? 8 : 7);
                QCOMPARE(sympathizer, 0);
            }
        }
    }

    void rule_1_3_player_sees_no_loyalty_card() {
        GameState s = soloGame(3);
        for (const auto& p : s.players)
            for (uint16_t seen : p.loyaltySeenBy)
                QCOMPARE(int(seen), 0);
        const QJsonObject view = solo::soloView(s);
        for (const auto& c : view["characters"].toArray())
            for (const auto& l : c.toObject()["loyalty"].toArray())
                QVERIFY(l.toObject()["hidden"].toBool());
        const std::string log = text(solo::soloLog(s));
        for (const auto& l : db().loyalty)
            QVERIFY2(log.find(l.name) == std::string::npos, l.name.c_str());
    }

    void rule_2_1_only_the_current_hand_is_open() {
        GameState s = soloGame(2);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        const QJsonArray chars = solo::soloView(s)["characters"].toArray();
        for (int seat = 0; seat < 4; ++seat) {
            const auto& hand = s.players[size_t(seat)].hand;
            const QJsonArray shown = chars[seat].toObject()["hand"].toArray();
            QCOMPARE(int(shown.size()), int(hand.size()));
            for (size_t i = 0; i < hand.size(); ++i) {
                const auto& def = db().skillCards[hand[i]];
                if (seat == 0) {
                    QCOMPARE(shown[int(i)].toString().toStdString(), def.id);
                } else { // count and colour only
                    QVERIFY(shown[int(i)].toObject()["hidden"].toBool());
                    QCOMPARE(shown[int(i)].toObject()["type"].toString().toStdString(),
                             std::string(kSkillTypeIds[size_t(def.type)]));
                }
            }
        }
    }

    void rule_2_2_active_card_chosen_at_end_of_turn() {
        GameState s = soloGame(4);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setHand(s, 0, {"politics:consolidate_power:1", "leadership:executive_order:2", "politics:consolidate_power:1"});
        QVERIFY(playTo(s, SoloDecision::ActiveCard, 0));
        QCOMPARE(decisionKindId(s, s.decision.kind), std::string("active_card"));
        std::vector<std::string> expected;
        for (size_t i = 0; i < s.players[0].hand.size(); ++i)
            if (i == 0 || s.players[0].hand[i] != s.players[0].hand[i - 1])
                expected.push_back("active:" + db().skillCards[s.players[0].hand[i]].id);
        std::vector<std::string> got;
        for (const auto& id : optionIds(s))
            if (id.starts_with("active:"))
                got.push_back(id);
        QCOMPARE(got, expected);
        const std::string pick = expected.back();
        QVERIFY(choose(s, pick));
        // The first round: the characters who have not had a turn have none.
        QVERIFY(playTo(s, DecisionKind::Movement, 1));
        QCOMPARE(viewOf(s, 0)["active_card"].toString().toStdString(), pick.substr(7));
        QCOMPARE(countHidden(viewOf(s, 0)["hand"].toArray()), int(s.players[0].hand.size()) - 1);
        QVERIFY(viewOf(s, 2)["active_card"].isNull());
        QVERIFY(viewOf(s, 3)["active_card"].isNull());
        QVERIFY(viewOf(s, 1)["active_card"].isNull());
    }

    void rule_2_2_active_card_stays_marked_when_hand_is_resorted() {
        GameState s = soloGame(17);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setHand(s, 1, {"tactics:launch_scout:2", "tactics:strategic_planning:3"});
        setActiveCard(s, 1, skillCard("tactics:strategic_planning:3"));
        QVERIFY(choose(s, "done")); // the hooks note the Active Card
        // Another rule puts cards into Adama's hand and sorts it (Command Authority does).
        giveCard(s, 1, "leadership:executive_order:1"); // takes the copy from its deck and sorts the hand
        giveCard(s, 1, "politics:consolidate_power:1");
        const auto& hand = s.players[1].hand;
        QVERIFY(choose(s, "action:nothing"));
        QVERIFY(playSolo(s, [](const GameState& g) { return g.hasDecision; }));
        QCOMPARE(hand[size_t(activeCardIndex(s, 1))], skillCard("tactics:strategic_planning:3"));
        QCOMPARE(viewOf(s, 1)["active_card"].toString(), QString("tactics:strategic_planning:3"));
    }

    void rule_2_3_active_card_returns_at_turn_start() {
        GameState s = soloGame(5);
        QVERIFY(playTo(s, SoloDecision::ActiveCard, 0));
        const SkillCard card = SkillCard(s.decision.options.front().a);
        QVERIFY(apply(s, s.decision.options.front()) == std::nullopt);
        QVERIFY(activeCardIndex(s, 0) >= 0);
        QVERIFY(playTo(s, DecisionKind::Movement, 3));
        QVERIFY(activeCardIndex(s, 0) >= 0);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        QCOMPARE(activeCardIndex(s, 0), -1);
        QVERIFY(std::count(s.players[0].hand.begin(), s.players[0].hand.end(), card) >= 1);
        QVERIFY(logHas(s, "takes its Active Card back"));
        QVERIFY(viewOf(s, 0)["active_card"].isNull());
    }

    void rule_2_4_quorum_face_down_after_presidents_turn() {
        GameState s = soloGame(6);
        QCOMPARE(int(s.president), 0);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        QVERIFY(!s.quorumHand.empty());
        QJsonArray q = solo::soloView(s)["quorum_hand"].toArray();
        QCOMPARE(q[0].toString().toStdString(), db().quorum[s.quorumHand[0]].id);
        QVERIFY(playTo(s, DecisionKind::Movement, 1));
        q = solo::soloView(s)["quorum_hand"].toArray();
        QCOMPARE(int(q.size()), int(s.quorumHand.size()));
        for (const auto& c : q)
            QVERIFY(c.toObject()["hidden"].toBool());
        QVERIFY(text(solo::soloView(s)).find(db().quorum[s.quorumHand[0]].id) == std::string::npos);
    }

    void rule_3_1_all_check_cards_face_down() {
        GameState s = soloGame(7);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setHand(s, 1, {"leadership:executive_order:1", "tactics:launch_scout:2"});
        startCrisis(s, "prison_labor");
        QVERIFY(atDecision(s, DecisionKind::Contribute, 1));
        QVERIFY(choose(s, "contribute:leadership:executive_order:1"));
        QVERIFY(choose(s, "done"));
        QVERIFY(s.hasDecision && s.decision.kind == DecisionKind::Contribute);
        const QJsonArray pile = solo::soloView(s)["skill_check"].toObject()["cards"].toArray();
        QCOMPARE(int(pile.size()), 3); // two destiny cards and Adama's
        for (const auto& c : pile)
            QVERIFY(c.toObject()["hidden"].toBool());
        bool redacted = false;
        for (const auto& e : solo::soloLog(s))
            redacted |= e.toObject()["kind"].toString() == "contributed";
        QVERIFY(redacted);
    }

    void rule_3_1_investigative_committee_cannot_turn_cards_face_up() {
        // 3.1 wins over the card: it is not offered, while Scientific Research still is; the
        // same hand in a standard game is offered both.
        const std::vector<std::string> hand{"politics:investigative_committee:3", "engineering:scientific_research:3"};
        auto beforeCheckWindow = [&](GameState& g) {
            QVERIFY(playTo(g, DecisionKind::Movement, 0));
            setHand(g, 0, hand);
            stackCrisis(g, "prison_labor");
            QVERIFY(choose(g, "done"));
            QVERIFY(choose(g, "action:nothing"));
            QVERIFY(playSolo(g, [](const GameState& x) {
                return x.hasDecision && x.decision.actor == 0 &&
                       std::any_of(x.decision.options.begin(), x.decision.options.end(),
                                   [](const Option& o) { return o.verb == Verb::Play; });
            }, 30));
        };
        GameState s = soloGame(7);
        beforeCheckWindow(s);
        QCOMPARE(optionIds(s), (std::vector<std::string>{"play:engineering:scientific_research:3", "decline"}));
        GameState t = game({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 7);
        beforeCheckWindow(t);
        QVERIFY(optionsContain(t, "play:politics:investigative_committee:3"));
        QVERIFY(optionsContain(t, "play:engineering:scientific_research:3"));
    }

    void rule_3_2_current_character_plays_freely_once_cylon_revealed() {
        GameState s = soloGame(8);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        makeRevealed(s, 3, "caprica");
        setHand(s, 0, {"politics:consolidate_power:2", "piloting:evasive_maneuvers:1"});
        startCrisis(s, "prison_labor");
        QVERIFY(playTo(s, DecisionKind::Contribute, 0, 20));
        QVERIFY(optionsContain(s, "contribute:politics:consolidate_power:2"));
        QVERIFY(optionsContain(s, "contribute:piloting:evasive_maneuvers:1"));
        QVERIFY(choose(s, "contribute:politics:consolidate_power:2"));
        QVERIFY(choose(s, "done"));
        QCOMPARE(handIndex(s, 0, "politics:consolidate_power:2"), -1);
        QVERIFY(handIndex(s, 0, "piloting:evasive_maneuvers:1") >= 0);
    }

    void rule_3_3_current_character_plays_random_wrong_colour() {
        std::set<std::string> picked;
        for (uint64_t seed = 1; seed <= 12; ++seed) {
            GameState s = soloGame(seed);
            QVERIFY(playTo(s, DecisionKind::Movement, 0));
            setHand(s, 0, {"politics:consolidate_power:1", "piloting:evasive_maneuvers:1", "engineering:repair:1"});
            startCrisis(s, "prison_labor"); // politics, leadership, tactics
            bool askedCurrent = false;
            QVERIFY(playSolo(s, [&](const GameState& g) {
                askedCurrent |= atDecision(g, DecisionKind::Contribute, 0);
                return g.check.result != CheckResult::None;
            }));
            QVERIFY(!askedCurrent);
            QVERIFY(handIndex(s, 0, "politics:consolidate_power:1") >= 0);
            const bool pilotingGone = handIndex(s, 0, "piloting:evasive_maneuvers:1") < 0;
            const bool engineeringGone = handIndex(s, 0, "engineering:repair:1") < 0;
            QVERIFY(pilotingGone != engineeringGone); // exactly one wrong-colour card
            picked.insert(pilotingGone ? "piloting" : "engineering");
            QVERIFY(logHas(s, "random card of a wrong colour"));
        }
        QCOMPARE(int(picked.size()), 2); // the pick is random, not always the same card
        // No wrong-colour card: nothing is added.
        GameState s = soloGame(3);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setHand(s, 0, {"politics:consolidate_power:1", "tactics:launch_scout:1"});
        startCrisis(s, "prison_labor");
        QVERIFY(playSolo(s, [](const GameState& g) { return g.check.result != CheckResult::None; }));
        QCOMPARE(int(s.players[0].hand.size()) >= 2, true);
        QVERIFY(handIndex(s, 0, "politics:consolidate_power:1") >= 0 && handIndex(s, 0, "tactics:launch_scout:1") >= 0);
        QVERIFY(logHas(s, "no card of a wrong colour"));
    }

    void rule_3_4_others_play_anything_but_their_active_card() {
        GameState s = soloGame(9);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setHand(s, 1, {"leadership:executive_order:1", "tactics:launch_scout:2", "tactics:launch_scout:1"});
        setActiveCard(s, 1, skillCard("tactics:launch_scout:2"));
        startCrisis(s, "prison_labor");
        QVERIFY(atDecision(s, DecisionKind::Contribute, 1));
        QVERIFY(optionsContain(s, "contribute:leadership:executive_order:1"));
        QVERIFY(optionsContain(s, "contribute:tactics:launch_scout:1"));
        QVERIFY(!optionsContain(s, "contribute:tactics:launch_scout:2"));
        // The player browses Adama's hand for this choice (an exception to 2.1).
        const QJsonArray hand = viewOf(s, 1)["hand"].toArray();
        QCOMPARE(countHidden(hand), 0);
        const auto e = solo::soloApply(s, "contribute:tactics:launch_scout:2");
        QVERIFY(e && e->code == "illegal_option");
        QVERIFY(choose(s, "contribute:tactics:launch_scout:1"));
        QCOMPARE(s.players[1].hand[size_t(activeCardIndex(s, 1))], skillCard("tactics:launch_scout:2"));
        QVERIFY(choose(s, "done"));
        QVERIFY(countHidden(viewOf(s, 1)["hand"].toArray()) == int(s.players[1].hand.size()) - 1);
    }

    void rule_3_5_revealed_cylon_plays_strongest_wrong_colour() {
        GameState s = soloGame(10);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        makeRevealed(s, 3, "caprica");
        setHand(s, 3, {"piloting:maximum_firepower:3", "engineering:scientific_research:4", "politics:investigative_committee:5"});
        startCrisis(s, "prison_labor");
        QVERIFY(playSolo(s, [](const GameState& g) { return g.check.contributor == 0 || g.check.result != CheckResult::None; }));
        QCOMPARE(handIndex(s, 3, "engineering:scientific_research:4"), -1);
        QVERIFY(handIndex(s, 3, "piloting:maximum_firepower:3") >= 0);
        QVERIFY(handIndex(s, 3, "politics:investigative_committee:5") >= 0);
        QVERIFY(logHas(s, "strongest card of a wrong colour"));
        // A tie: the player picks under the Golden Rule.
        GameState t = soloGame(10);
        QVERIFY(playTo(t, DecisionKind::Movement, 0));
        makeRevealed(t, 3, "caprica");
        setHand(t, 3, {"piloting:maximum_firepower:4", "engineering:scientific_research:4", "politics:investigative_committee:5"});
        startCrisis(t, "prison_labor");
        QVERIFY(playTo(t, DecisionKind::Contribute, 3, 20));
        std::vector<std::string> ids = optionIds(t);
        std::sort(ids.begin(), ids.end());
        QCOMPARE(ids, (std::vector<std::string>{"contribute:engineering:scientific_research:4",
                                                "contribute:piloting:maximum_firepower:4"}));
        const QJsonObject d = solo::soloDecision(t).toObject();
        QVERIFY(d["golden_rule"].toBool());
        QVERIFY(d["prompt"].toString().contains("Golden Rule"));
    }

    void rule_4_1_querying_opens_a_hand_for_one_decision() {
        GameState s = soloGame(11);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        std::vector<std::string> eleven;
        for (const char* id : {"politics:consolidate_power:1", "leadership:executive_order:1", "tactics:launch_scout:1"})
            eleven.insert(eleven.end(), 3, id);
        eleven.insert(eleven.end(), 2, "engineering:repair:1");
        setHand(s, 1, eleven);
        startCrisis(s, "prison_labor");
        QVERIFY(playTo(s, DecisionKind::DiscardCards, 1, 40));
        QCOMPARE(int(s.current), 0);
        QCOMPARE(countHidden(viewOf(s, 1)["hand"].toArray()), 0);
        const QJsonObject d = solo::soloDecision(s).toObject();
        QCOMPARE(d["queried"].toString(), QString("william_adama"));
        QVERIFY(d["prompt"].toString().contains("4.1"));
        QVERIFY(logHas(s, "Querying William Adama"));
        QVERIFY(choose(s, "discard:tactics:launch_scout:1"));
        QVERIFY(!(s.hasDecision && s.decision.actor == 1 && s.decision.kind == DecisionKind::DiscardCards));
        QCOMPARE(countHidden(viewOf(s, 1)["hand"].toArray()) >= int(s.players[1].hand.size()) - 1, true);
        if (s.current != 1 || s.players[1].revealed)
            QVERIFY(countHidden(viewOf(s, 1)["hand"].toArray()) >= int(s.players[1].hand.size()) - 1);
    }

    void rule_5_1_active_card_played_at_any_moment() {
        GameState s = soloGame(12);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setHand(s, 0, {"politics:consolidate_power:1", "leadership:executive_order:1"});
        QVERIFY(playTo(s, SoloDecision::ActiveCard, 0));
        QVERIFY(choose(s, "active:politics:consolidate_power:1"));
        QVERIFY(playTo(s, DecisionKind::Movement, 1));
        QVERIFY(optionsContain(s, "play_active:laura_roslin"));
        std::vector<std::string> before = optionIds(s);
        std::erase(before, std::string("play_active:laura_roslin"));
        const size_t handBefore = s.players[0].hand.size();
        const size_t discardBefore = s.skillDiscard[size_t(SkillType::Politics)].size();
        const int unimplementedBefore = s.unimplemented;
        QVERIFY(choose(s, "play_active:laura_roslin"));
        QCOMPARE(activeCardIndex(s, 0), -1);
        QCOMPARE(s.skillDiscard[size_t(SkillType::Politics)].size(), discardBefore + 1);
        // Consolidate Power's action: Roslin takes 2 cards of any type (she is queried for them).
        QVERIFY(atDecision(s, DecisionKind::DrawSkill, 0));
        QVERIFY(solo::soloDecision(s).toObject()["queried"].toString() == "laura_roslin");
        QVERIFY(choose(s, "draw:tactics"));
        QVERIFY(choose(s, "draw:engineering"));
        QCOMPARE(s.players[0].hand.size(), handBefore - 1 + 2);
        QCOMPARE(s.unimplemented, unimplementedBefore);
        // Then Adama's movement is asked again, the same choices.
        QVERIFY(atDecision(s, DecisionKind::Movement, 1));
        QCOMPARE(optionIds(s), before);
        QVERIFY(choose(s, "done"));
        QVERIFY(s.hasDecision && !(s.decision.kind == DecisionKind::Movement && s.decision.actor == 1));
    }

    // Issue #31, point 4 (rules revision 4): "in every moment" includes the decisions in the
    // middle of a step - here the order in which raiders in two areas activate. Adama's Active
    // Consolidate Power changes only his hand, so it is offered there; Kara's Executive Order
    // (another character's whole movement and action) could change the ships the order is
    // about, so it waits for the next step. After the play the same choice is asked again.
    void rule_5_1_active_card_played_in_the_middle_of_a_step() {
        GameState s = soloGame(12);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setHand(s, 1, {"politics:consolidate_power:1"});
        setActiveCard(s, 1, skillCard("politics:consolidate_power:1"));
        setHand(s, 2, {"leadership:executive_order:1"});
        setActiveCard(s, 2, skillCard("leadership:executive_order:1"));
        s.space[0].raiders = 1;
        s.space[3].raiders = 1;
        s.stack.back().stage = 0; // Roslin's movement is asked again afterwards
        s.hasDecision = false;
        s.stack.push_back(Frame{FrameKind::Activate, 0, int16_t(Activation::Raiders), 0, 0, 0});
        run(s);
        QVERIFY(atDecision(s, DecisionKind::Order, 0));
        QVERIFY(optionsContain(s, "play_active:william_adama"));
        QVERIFY(!optionsContain(s, "play_active:kara_thrace"));
        std::vector<std::string> before = optionIds(s);
        std::erase(before, std::string("play_active:william_adama"));
        const size_t handBefore = s.players[1].hand.size();
        QVERIFY(choose(s, "play_active:william_adama"));
        QVERIFY(atDecision(s, DecisionKind::DrawSkill, 1));
        QVERIFY(choose(s, "draw:tactics"));
        QVERIFY(choose(s, "draw:engineering"));
        QCOMPARE(s.players[1].hand.size(), handBefore - 1 + 2);
        QVERIFY(atDecision(s, DecisionKind::Order, 0));
        QCOMPARE(optionIds(s), before); // asked again as it stood; Adama's card is spent
        QVERIFY(choose(s, before.front()));
        QVERIFY(s.hasDecision && s.decision.kind != DecisionKind::Order);
        // A game begun under revision 3 offered nothing there.
        GameState old = soloGame(12);
        old.rulesRevision = 3;
        QVERIFY(playTo(old, DecisionKind::Movement, 0));
        setHand(old, 1, {"politics:consolidate_power:1"});
        setActiveCard(old, 1, skillCard("politics:consolidate_power:1"));
        old.space[0].raiders = 1;
        old.space[3].raiders = 1;
        old.stack.back().stage = 0;
        old.hasDecision = false;
        old.stack.push_back(Frame{FrameKind::Activate, 0, int16_t(Activation::Raiders), 0, 0, 0});
        run(old);
        QVERIFY(atDecision(old, DecisionKind::Order, 0));
        QVERIFY(!optionsContain(old, "play_active:william_adama"));
    }

    void rule_5_1_active_card_played_at_the_start_of_a_turn() {
        // Kara Thrace chooses a deck at the start of her turn: a moment between steps.
        GameState s = soloGame(17);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setHand(s, 0, {"politics:consolidate_power:1", "leadership:executive_order:1"});
        QVERIFY(playTo(s, SoloDecision::ActiveCard, 0));
        QVERIFY(choose(s, "active:politics:consolidate_power:1"));
        QVERIFY(playTo(s, DecisionKind::MultiSkill, 2));
        QVERIFY(optionsContain(s, "play_active:laura_roslin"));
        std::vector<std::string> before = optionIds(s);
        std::erase(before, std::string("play_active:laura_roslin"));
        QVERIFY(choose(s, "play_active:laura_roslin"));
        QVERIFY(atDecision(s, DecisionKind::DrawSkill, 0));
        QVERIFY(choose(s, "draw:tactics"));
        QVERIFY(choose(s, "draw:tactics"));
        QVERIFY(atDecision(s, DecisionKind::MultiSkill, 2));
        QCOMPARE(optionIds(s), before);
        const size_t handBefore = s.players[2].hand.size();
        QVERIFY(choose(s, before.front()));
        QCOMPARE(s.players[2].hand.size(), handBefore + 1);
    }

    void rule_5_1_non_action_active_card_in_its_own_window() {
        // Adama's Active Card is Strategic Planning: it is offered when a die is about to be
        // rolled outside a crisis (Kara Thrace's Launch Scout), and nowhere else.
        GameState s = soloGame(18);
        QVERIFY(playTo(s, DecisionKind::Movement, 1));
        setHand(s, 1, {"tactics:strategic_planning:3", "leadership:executive_order:1"});
        QVERIFY(playTo(s, SoloDecision::ActiveCard, 1));
        QVERIFY(choose(s, "active:tactics:strategic_planning:3"));
        QVERIFY(playTo(s, DecisionKind::Movement, 2));
        QVERIFY(!optionsContain(s, "play_active:william_adama")); // no effect outside its window
        setHand(s, 2, {"tactics:launch_scout:1"});
        QVERIFY(choose(s, "done"));
        QVERIFY(atDecision(s, DecisionKind::Action, 2));
        QVERIFY(choose(s, "action:skill:tactics:launch_scout:1"));
        QVERIFY(s.hasDecision && s.decision.actor == 1);
        QCOMPARE(optionIds(s), (std::vector<std::string>{"play:tactics:strategic_planning:3", "decline"}));
        QCOMPARE(solo::soloDecision(s).toObject()["queried"].toString(), QString("william_adama"));
        QVERIFY(choose(s, "play:tactics:strategic_planning:3"));
        QCOMPARE(activeCardIndex(s, 1), -1);
        QCOMPARE(handIndex(s, 1, "tactics:strategic_planning:3"), -1);
        QVERIFY(logHas(s, "Strategic Planning (") && logHas(s, "the roll gets +2."));
    }

    void rule_5_2_no_active_card_during_a_crisis() {
        GameState s = soloGame(13);
        QVERIFY(playTo(s, SoloDecision::ActiveCard, 0));
        QVERIFY(apply(s, s.decision.options.front()) == std::nullopt);
        QVERIFY(playTo(s, DecisionKind::Movement, 1));
        setHand(s, 2, {"tactics:launch_scout:1", "piloting:evasive_maneuvers:1"});
        startCrisis(s, "prison_labor");
        QVERIFY(atDecision(s, DecisionKind::Contribute, 2));
        QVERIFY(!optionsContain(s, "play_active:laura_roslin"));
        const GameState before = s;
        const auto e = solo::soloApply(s, "play_active:laura_roslin");
        QVERIFY(e && e->message.find("5.2") != std::string::npos);
        QVERIFY(s == before);
    }

    void rule_5_3_played_active_card_not_replaced_until_turn_end() {
        GameState s = soloGame(14);
        QVERIFY(playTo(s, SoloDecision::ActiveCard, 0));
        QVERIFY(apply(s, s.decision.options.front()) == std::nullopt);
        QVERIFY(playTo(s, DecisionKind::Movement, 1));
        QVERIFY(choose(s, "play_active:laura_roslin"));
        for (Seat seat : {Seat(2), Seat(3)}) {
            QVERIFY(playTo(s, DecisionKind::Movement, seat));
            QCOMPARE(activeCardIndex(s, 0), -1);
            QVERIFY(!optionsContain(s, "play_active:laura_roslin"));
        }
        QVERIFY(playTo(s, SoloDecision::ActiveCard, 0));
        QVERIFY(apply(s, s.decision.options.front()) == std::nullopt);
        QVERIFY(activeCardIndex(s, 0) >= 0);
    }

    void rule_5_4_revealed_cylon_has_no_active_card() {
        GameState s = soloGame(15);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        setActiveCard(s, 1, s.players[1].hand[0]);
        makeRevealed(s, 1, "caprica");
        QCOMPARE(activeCardIndex(s, 1), -1);
        bool askedCylon = false;
        QVERIFY(playSolo(s, [&](const GameState& g) {
            askedCylon |= atDecision(g, SoloDecision::ActiveCard, 1);
            return atDecision(g, DecisionKind::Movement, 3);
        }));
        QVERIFY(!askedCylon);
        QCOMPARE(activeCardIndex(s, 1), -1);
        QVERIFY(!optionsContain(s, "play_active:william_adama"));
        QVERIFY(viewOf(s, 1)["active_card"].isNull());
    }

    void bad_input_is_a_clear_error_and_changes_nothing() {
        // A card from a hand the player may not see.
        GameState s = soloGame(16);
        QVERIFY(playTo(s, DecisionKind::Movement, 0));
        const std::string hidden = db().skillCards[s.players[2].hand.front()].id;
        const GameState before = s;
        auto e = solo::soloApply(s, "discard:" + hidden);
        QVERIFY(e && e->code == "illegal_option" && e->message.find("2.1") != std::string::npos);
        e = solo::soloApply(s, "play_active:kara_thrace");
        QVERIFY(e && e->code == "illegal_option");
        QVERIFY(s == before);
        // A standard-game save loaded as a solo game.
        Setup setup;
        setup.characters = {character("laura_roslin"), character("william_adama"), character("kara_thrace")};
        setup.seed = 3;
        Error error;
        auto standard = Game::start(setup, &error);
        QVERIFY(standard);
        QTemporaryDir dir;
        const std::string path = dir.filePath("standard.json").toStdString();
        QVERIFY(!standard->saveFile(path));
        QVERIFY(!solo::loadSoloGame(path, &error));
        QCOMPARE(error.code, std::string("not_solo"));
        QVERIFY(solo::checkSoloGame(*standard));
        // A solo save loads and replays to the same state.
        auto g = solo::newSoloGame(std::vector<std::string>{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"},
                                   5, Difficulty::Normal, &error);
        QVERIFY(g);
        for (int i = 0; i < 60 && g->state().hasDecision; ++i)
            QVERIFY(!solo::soloChoose(*g, optionId(g->state(), g->state().decision.options.back())));
        const std::string soloPath = dir.filePath("solo.json").toStdString();
        QVERIFY(!g->saveFile(soloPath));
        auto loaded = solo::loadSoloGame(soloPath, &error);
        QVERIFY2(loaded, error.message.c_str());
        QVERIFY(loaded->state() == g->state());
    }
};

QTEST_APPLESS_MAIN(TestSoloRules)
#include "tst_solo_rules.moc"
