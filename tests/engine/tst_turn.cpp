// The turn (rulebook "Game Turn", "Receive Skills", "Movement", "Action", "Hand Limit").
#include "core_fixture.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::coretest;

class TestTurn : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void receiveSkillsDrawsTheSkillSet() {
        GameState s = started({"william_adama", "laura_roslin", "kara_thrace"});
        const Seat adama = 0;
        QCOMPARE(countType(s, adama, SkillType::Leadership), 3);
        QCOMPARE(countType(s, adama, SkillType::Tactics), 2);
        QCOMPARE(int(s.players[adama].hand.size()), 5);
    }

    void receiveSkillsIgnoresHandSizeAndReshufflesAnEmptyDeck() {
        GameState s = started({"william_adama", "laura_roslin", "kara_thrace"});
        const Seat adama = 0;
        give(s, adama, {"politics:consolidate_power:1", "politics:consolidate_power:1", "politics:consolidate_power:1",
                        "politics:consolidate_power:1", "politics:consolidate_power:1"}); // 10 cards
        // The leadership deck is empty: its discards become the new deck.
        auto& deck = s.skillDeck[size_t(SkillType::Leadership)];
        auto& discard = s.skillDiscard[size_t(SkillType::Leadership)];
        discard.insert(discard.end(), deck.begin(), deck.end());
        deck.clear();
        const size_t pile = discard.size();
        interject(s, FrameKind::ReceiveSkills, adama);
        QCOMPARE(int(s.players[adama].hand.size()), 15);
        QCOMPARE(countType(s, adama, SkillType::Leadership), 6);
        QVERIFY(discard.empty());
        QCOMPARE(deck.size(), pile - 3);
        QVERIFY(test::conservationProblem(s).empty());
    }

    void multiSkillSplitIsChosenBeforeDrawing() {
        GameState s = test::game({"lee_adama", "laura_roslin", "william_adama"}, 3);
        QVERIFY(test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::MultiSkill; }));
        const Seat apollo = 0;
        QCOMPARE(int(s.players[apollo].hand.size()), 3); // 1 tactics + 2 piloting
        QCOMPARE(optionIds(s), (std::vector<std::string>{"draw:politics", "draw:leadership"}));
        QVERIFY(choose(s, "draw:leadership"));
        QCOMPARE(kindId(s), std::string("receive_skills"));
        QCOMPARE(int(s.players[apollo].hand.size()), 3); // nothing drawn before the split is complete
        QVERIFY(choose(s, "draw:politics"));
        QCOMPARE(int(s.players[apollo].hand.size()), 5);
        QCOMPARE(countType(s, apollo, SkillType::Leadership), 1);
        QCOMPARE(countType(s, apollo, SkillType::Politics), 1);
        QCOMPARE(kindId(s), std::string("movement"));
    }

    void moveOnTheSameShipIsFree() {
        GameState s = started({"william_adama", "laura_roslin", "kara_thrace"});
        QVERIFY(hasOption(s, "move:command"));
        QVERIFY(!hasOption(s, "move:sickbay"));
        QVERIFY(!hasOption(s, "move:brig"));
        QVERIFY(!hasOption(s, "move:caprica"));
        QVERIFY(!hasOption(s, "move:resurrection_ship"));
        QCOMPARE(decisionPrompt(s), std::string("Choose where William Adama moves."));
        QVERIFY(choose(s, "move:command"));
        QCOMPARE(s.players[0].location, test::location("command"));
        QCOMPARE(int(s.players[0].hand.size()), 5);
        QCOMPARE(kindId(s), std::string("action"));
    }

    void moveToTheOtherShipCostsADiscard() {
        GameState s = started({"william_adama", "laura_roslin", "kara_thrace"});
        QVERIFY(choose(s, "move:press_room"));
        QCOMPARE(kindId(s), std::string("discard"));
        QCOMPARE(actor(s), Seat(0));
        QVERIFY(choose(s, test::optionIds(s).front()));
        QCOMPARE(int(s.players[0].hand.size()), 4);
        QCOMPARE(s.players[0].location, test::location("press_room"));
        // Without a card to pay, the other ship is out of reach.
        emptyHand(s, 0);
        interject(s, FrameKind::Movement, 0);
        QVERIFY(hasOption(s, "move:research_lab") == false);
        QVERIFY(hasOption(s, "move:administration"));
    }

    void illegalMovesAreRejectedWithTheReason() {
        GameState s = started({"william_adama", "laura_roslin", "kara_thrace"});
        const GameState before = s;
        const auto error = applyId(s, "move:sickbay");
        QVERIFY(error);
        QCOMPARE(error->code, std::string("illegal_option"));
        QVERIFY(error->message.find("move:command") != std::string::npos); // the legal options are listed
        QVERIFY(s == before);                                              // nothing changed
    }

    // applyAt(i) is apply(options[i]); a place past the list is refused and changes nothing.
    void anOptionIsTakenByItsPlaceInTheList() {
        GameState s = started({"william_adama", "laura_roslin", "kara_thrace"});
        const GameState before = s;
        const size_t count = s.decision.options.size();
        QVERIFY(count > 1);
        const auto error = applyAt(s, count);
        QVERIFY(error);
        QCOMPARE(error->code, std::string("illegal_option"));
        QVERIFY(s == before);

        GameState byOption = s;
        const Option last = s.decision.options[count - 1];
        QVERIFY(!applyAt(s, count - 1));
        QVERIFY(!apply(byOption, last));
        QVERIFY(s == byOption);
        QVERIFY(!(s == before));

        GameState over = before;
        over.over.winner = Side::Human;
        QCOMPARE(applyAt(over, 0)->code, std::string("game_over"));
        GameState waiting = before;
        waiting.hasDecision = false;
        QCOMPARE(applyAt(waiting, 0)->code, std::string("no_decision"));
    }

    void theBrigIsLeftOnlyByItsCheck() {
        GameState s = started({"william_adama", "laura_roslin", "kara_thrace"});
        placeAt(s, 0, "brig");
        reask(s); // only "stay" is possible: answered at once
        QCOMPARE(kindId(s), std::string("action"));
        QCOMPARE(s.players[0].location, test::location("brig"));
    }

    void aDamagedLocationCanBeEnteredButNotUsed() {
        GameState s = started({"william_adama", "laura_roslin", "kara_thrace"});
        for (size_t i = 0; i < s.galacticaDamagePile.size(); ++i)
            if (db().galacticaDamage[s.galacticaDamagePile[i]].location == test::location("command")) {
                s.galacticaDamage.push_back(s.galacticaDamagePile[i]);
                s.galacticaDamagePile.erase(s.galacticaDamagePile.begin() + std::ptrdiff_t(i));
                break;
            }
        reask(s);
        QVERIFY(choose(s, "move:command"));
        QCOMPARE(s.players[0].location, test::location("command"));
        QVERIFY(!hasOption(s, "action:location"));
        QVERIFY(hasOption(s, "action:nothing"));
    }

    void aPilotFliesToAnAdjacentAreaOrPaysToLand() {
        GameState s = test::game({"lee_adama", "laura_roslin", "william_adama"}, 3);
        QVERIFY(test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; }));
        const Seat apollo = 0;
        const int area = s.players[apollo].viperArea;
        QVERIFY(area >= 0);
        QVERIFY(hasOption(s, "move:" + std::string(kAreaIds[size_t(clockwise(Area(area)))])));
        QVERIFY(hasOption(s, "move:" + std::string(kAreaIds[size_t(counterClockwise(Area(area)))])));
        const int reserve = s.vipersReserve;
        const size_t hand = s.players[apollo].hand.size();
        QVERIFY(choose(s, "move:command"));
        QCOMPARE(kindId(s), std::string("discard"));
        QVERIFY(choose(s, test::optionIds(s).front()));
        QCOMPARE(s.players[apollo].location, test::location("command"));
        QCOMPARE(int(s.players[apollo].viperArea), -1);
        QCOMPARE(s.vipersReserve, int8_t(reserve + 1));
        QCOMPARE(s.players[apollo].hand.size(), hand - 1);
    }

    void actionChoicesListEveryKindOfAction() {
        GameState s = started({"laura_roslin", "william_adama", "kara_thrace"});
        give(s, 0, {"politics:consolidate_power:1"});
        QVERIFY(choose(s, "done"));
        QCOMPARE(decisionPrompt(s), std::string("Choose Laura Roslin's action."));
        QVERIFY(hasOption(s, "action:location")); // President's Office
        QVERIFY(hasOption(s, "action:skill:politics:consolidate_power:1"));
        QVERIFY(hasOption(s, "action:character:skilled_politician"));
        QVERIFY(hasOption(s, "action:title:president"));
        QVERIFY(hasOption(s, "action:quorum:" + db().quorum[s.quorumHand.front()].id) ||
                !quorumPlayable(s, 0, s.quorumHand.front()));
        QVERIFY(hasOption(s, "action:nothing"));
        QVERIFY(!hasOption(s, "action:character:religious_visions")); // not an action
        QVERIFY(choose(s, "action:nothing"));
        QVERIFY(!s.hasDecision || s.decision.kind != DecisionKind::Action);
    }

    void handLimitAtTheEndOfEveryTurn() {
        GameState s = started({"william_adama", "laura_roslin", "kara_thrace", "galen_tyrol"});
        const Seat roslin = 1, tyrol = 3;
        emptyHand(s, roslin);
        emptyHand(s, tyrol);
        giveSkill(s, roslin, SkillType::Politics, 12);
        giveSkill(s, tyrol, SkillType::Engineering, 9);
        interject(s, FrameKind::HandLimit);
        QCOMPARE(kindId(s), std::string("discard"));
        QCOMPARE(actor(s), roslin);
        QVERIFY(choose(s, optionIds(s).front()));
        QVERIFY(choose(s, optionIds(s).front()));
        QCOMPARE(int(s.players[roslin].hand.size()), 10);
        QCOMPARE(actor(s), tyrol); // Reckless: his limit is 8
        QVERIFY(choose(s, optionIds(s).front()));
        QCOMPARE(int(s.players[tyrol].hand.size()), 8);
        QCOMPARE(kindId(s), std::string("movement"));
    }

    void handLimitIsPartOfTheTurn() {
        GameState s = started({"william_adama", "laura_roslin", "kara_thrace"});
        giveSkill(s, 2, SkillType::Tactics, 9);
        QVERIFY(test::playUntil(s, [](const GameState& g) {
            return g.hasDecision && g.decision.kind == DecisionKind::DiscardCards && g.decision.actor == 2;
        }));
        QCOMPARE(s.turn, 1);
        QCOMPARE(int(s.decision.context2), 1); // discarding for the hand limit
        QVERIFY(!s.crisesThisTurn.empty());    // after the crisis, before the turn's end
    }

    void headstrongDiscardsAtRandom() {
        GameState s = started({"lee_adama", "laura_roslin", "william_adama"}, 3);
        const Seat apollo = 0;
        emptyHand(s, apollo);
        giveSkill(s, apollo, SkillType::Piloting, 12);
        interject(s, FrameKind::HandLimit);
        QCOMPARE(int(s.players[apollo].hand.size()), 10); // no decision: random discards
        QCOMPARE(kindId(s), std::string("movement"));
    }

    void expertPilotGetsTwoActions() {
        GameState s = started({"kara_thrace", "laura_roslin", "william_adama"});
        const Seat starbuck = 0;
        auto& p = s.players[starbuck];
        p.location = -1;
        p.viperArea = int8_t(Area::PortBow);
        --s.vipersReserve;
        newTurn(s, starbuck);
        test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:nothing"));
        QCOMPARE(kindId(s), std::string("action"));
        QCOMPARE(actor(s), starbuck);
        QVERIFY(choose(s, "action:nothing"));
        QVERIFY(!s.hasDecision || s.decision.kind != DecisionKind::Action);
    }

    void oneActionWhenNotStartingInAViper() {
        GameState s = started({"kara_thrace", "laura_roslin", "william_adama"});
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:nothing"));
        QVERIFY(!s.hasDecision || s.decision.kind != DecisionKind::Action);
    }

    void alcoholicLosesASingleCard() {
        GameState s = started({"saul_tigh", "laura_roslin", "kara_thrace"});
        const Seat tigh = 0;
        emptyHand(s, tigh);
        give(s, tigh, {"tactics:launch_scout:1"});
        newTurn(s, 1); // any player's turn
        QVERIFY(s.players[tigh].hand.empty());
        give(s, tigh, {"tactics:launch_scout:1", "tactics:launch_scout:1"});
        newTurn(s, 2);
        QCOMPARE(int(s.players[tigh].hand.size()), 2);
    }

    void strandedHeloArrivesOnHisSecondTurn() {
        GameState s = test::game({"karl_agathon", "laura_roslin", "kara_thrace"}, 2);
        const Seat helo = 0;
        QVERIFY(s.players[helo].stranded);
        QCOMPARE(int(s.players[helo].location), -1);
        newTurn(s, helo); // his first turn: off the board, no movement, no action
        QVERIFY(s.players[helo].stranded);
        QCOMPARE(int(s.players[helo].hand.size()), 5); // he still receives skills
        QVERIFY(!s.hasDecision || s.decision.kind != DecisionKind::Action);
        newTurn(s, helo);
        QVERIFY(!s.players[helo].stranded);
        QCOMPARE(s.players[helo].location, test::location("hangar_deck"));
    }
};

QTEST_APPLESS_MAIN(TestTurn)
#include "tst_turn.moc"
