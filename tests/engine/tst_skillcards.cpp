// Skill cards played for their text (components: skill_cards): actions and the roll windows.
// The check windows (Investigative Committee, Scientific Research, Declare Emergency) are in
// tst_skillcheck.cpp.
#include "core_fixture.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::coretest;

namespace {

// Adama (current), Baltar (President), Starbuck; hands emptied, at Adama's Action step.
GameState atAction(const std::vector<std::string>& cards) {
    GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
    emptyAllHands(s);
    give(s, 0, cards);
    reask(s);
    choose(s, "done");
    return s;
}

} // namespace

class TestSkillCards : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void consolidatePowerDrawsAnyTwo() {
        GameState s = atAction({"politics:consolidate_power:1"});
        QVERIFY(choose(s, "action:skill:politics:consolidate_power:1"));
        QCOMPARE(kindId(s), std::string("draw_skill"));
        QCOMPARE(s.decision.options.size(), size_t(5)); // any type
        QVERIFY(choose(s, "draw:engineering"));
        QVERIFY(choose(s, "draw:piloting"));
        QCOMPARE(countType(s, 0, SkillType::Engineering), 1);
        QCOMPARE(countType(s, 0, SkillType::Piloting), 1);
        QCOMPARE(countType(s, 0, SkillType::Politics), 0); // the card was played
    }

    void executiveOrderMoveAndAct() {
        GameState s = atAction({"leadership:executive_order:1", "leadership:executive_order:2"});
        give(s, 1, {"leadership:executive_order:1", "politics:consolidate_power:1"});
        QVERIFY(choose(s, "action:skill:leadership:executive_order:1"));
        QCOMPARE(decisionPrompt(s), std::string("Executive Order: choose the character William Adama gives orders to."));
        QVERIFY(!hasOption(s, "target:william_adama"));
        QVERIFY(choose(s, "target:gaius_baltar"));
        QCOMPARE(actor(s), Seat(1));
        QCOMPARE(optionLabel(s, s.decision.options[0]), std::string("Move, then take one action"));
        QVERIFY(choose(s, "option:a"));
        QCOMPARE(decisionPrompt(s), std::string("Choose where Gaius Baltar moves."));
        QVERIFY(choose(s, "move:press_room")); // to Colonial One: pays a card
        QVERIFY(choose(s, "discard:politics:consolidate_power:1"));
        QCOMPARE(kindId(s), std::string("action"));
        QCOMPARE(actor(s), Seat(1));
        QVERIFY(!hasOption(s, "action:skill:leadership:executive_order:1")); // once per turn
        QVERIFY(choose(s, "action:location"));                              // Press Room
        QCOMPARE(countType(s, 1, SkillType::Politics), 2);
        QVERIFY(!s.hasDecision || s.decision.actor != 1 || s.decision.kind != DecisionKind::Action);
    }

    void executiveOrderTwoActions() {
        GameState s = atAction({"leadership:executive_order:1"});
        QVERIFY(choose(s, "action:skill:leadership:executive_order:1"));
        QVERIFY(choose(s, "target:kara_thrace"));
        QVERIFY(choose(s, "option:b"));
        QCOMPARE(kindId(s), std::string("action"));
        QCOMPARE(actor(s), Seat(2));
        QVERIFY(choose(s, "action:nothing"));
        QCOMPARE(kindId(s), std::string("action"));
        QCOMPARE(actor(s), Seat(2));
    }

    void executiveOrderNeverTargetsARevealedCylon() {
        GameState s = atAction({"leadership:executive_order:1", "politics:consolidate_power:1"});
        s.players[2].revealed = true;
        s.players[2].location = test::location("caprica");
        reask(s);
        QVERIFY(choose(s, "action:skill:leadership:executive_order:1"));
        QCOMPARE(actor(s), Seat(1)); // Baltar is the only target: asked at once for his mode
        s.players[1].revealed = true;
        GameState t = atAction({"leadership:executive_order:1", "politics:consolidate_power:1"});
        t.players[1].revealed = true;
        t.players[2].revealed = true;
        reask(t);
        QVERIFY(!hasOption(t, "action:skill:leadership:executive_order:1"));
    }

    void launchScoutNeedsARaptor() {
        GameState s = atAction({"tactics:launch_scout:1", "politics:consolidate_power:1"});
        QVERIFY(hasOption(s, "action:skill:tactics:launch_scout:1"));
        s.raptorsDestroyed = int8_t(s.raptorsDestroyed + s.raptorsReserve);
        s.raptorsReserve = 0;
        reask(s);
        QVERIFY(!hasOption(s, "action:skill:tactics:launch_scout:1"));
    }

    void launchScoutLosesTheRaptorOnALowRoll() {
        GameState s = atAction({"tactics:launch_scout:1"});
        const int raptors = s.raptorsReserve;
        s.forcedDice = {2};
        QVERIFY(choose(s, "action:skill:tactics:launch_scout:1"));
        QCOMPARE(int(s.raptorsReserve), raptors - 1);
        QCOMPARE(int(s.raptorsDestroyed), 1);
    }

    void launchScoutPeeksAndBottomsACard() {
        GameState s = atAction({"tactics:launch_scout:1"});
        const int raptors = s.raptorsReserve;
        const CardIdx top = s.crisisDeck.front();
        s.forcedDice = {3};
        QVERIFY(choose(s, "action:skill:tactics:launch_scout:1"));
        QCOMPARE(int(s.raptorsReserve), raptors);
        QVERIFY(choose(s, "option:a")); // the crisis deck
        const LogEvent& seen = s.log.back();
        QCOMPARE(int(seen.a), int(top));
        QCOMPARE(seen.visibleTo, seatBit(0)); // only the scout sees it
        QVERIFY(choose(s, "option:b"));
        QCOMPARE(s.crisisDeck.back(), top);
    }

    // A scouted card from an empty crisis deck comes from its discards shuffled into a new deck.
    void launchScoutOnAnEmptyCrisisDeckLooksAtTheReshuffledDeck() {
        GameState s = atAction({"tactics:launch_scout:1"});
        s.crisisDiscard.insert(s.crisisDiscard.end(), s.crisisDeck.begin(), s.crisisDeck.end());
        s.crisisDeck.clear();
        const size_t crisisCards = s.crisisDiscard.size();
        s.forcedDice = {3};
        QVERIFY(choose(s, "action:skill:tactics:launch_scout:1"));
        QVERIFY(choose(s, "option:a")); // the crisis deck
        QCOMPARE(s.crisisDeck.size(), crisisCards);
        QVERIFY(s.crisisDiscard.empty());
        QCOMPARE(CardIdx(s.log.back().a), s.crisisDeck.front());
        QCOMPARE(QString::fromStdString(test::conservationProblem(s)), QString());
    }

    void launchScoutKeepsADestinationOnTop() {
        GameState s = atAction({"tactics:launch_scout:2"});
        const CardIdx top = s.destinationDeck.front();
        s.forcedDice = {8};
        QVERIFY(choose(s, "action:skill:tactics:launch_scout:2"));
        QVERIFY(choose(s, "option:b")); // the destination deck
        QCOMPARE(decisionPrompt(s), std::string("Launch Scout: choose where William Adama leaves the scouted card."));
        QVERIFY(choose(s, "option:a"));
        QCOMPARE(s.destinationDeck.front(), top);
    }

    void revealedCylonsPlayNoCardText() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        give(s, 1, {"tactics:strategic_planning:3"});
        s.players[1].revealed = true;
        s.forcedDice = {4};
        interject(s, FrameKind::Roll, int(RollPurpose::Other));
        QCOMPARE(int(s.lastRoll), 4); // no offer was made
        QCOMPARE(kindId(s), std::string("movement"));
    }

    void strategicPlanningBeforeARoll() {
        GameState s = atAction({"politics:consolidate_power:1"});
        placeAt(s, 0, "ftl_control");
        s.jumpTrack = 3;
        give(s, 1, {"tactics:strategic_planning:3"});
        reask(s);
        const int population = resource(s, Resource::Population);
        s.forcedDice = {5};
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(kindId(s), std::string("choice"));
        QCOMPARE(actor(s), Seat(1)); // any holder, before the die is rolled
        QVERIFY(hasOption(s, "decline"));
        QCOMPARE(s.forcedDice.size(), size_t(1));
        QVERIFY(choose(s, "play:tactics:strategic_planning:3"));
        QCOMPARE(int(s.lastRoll), 7);
        QCOMPARE(resource(s, Resource::Population), population); // 7: no loss
    }

    void strategicPlanningCanBeDeclined() {
        GameState s = atAction({"politics:consolidate_power:1"});
        placeAt(s, 0, "ftl_control");
        s.jumpTrack = 3;
        give(s, 2, {"tactics:strategic_planning:4"});
        reask(s);
        const int population = resource(s, Resource::Population);
        s.forcedDice = {5};
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "decline"));
        QCOMPARE(int(s.lastRoll), 5);
        QCOMPARE(resource(s, Resource::Population), population - 3);
        QVERIFY(inHand(s, 2, "tactics:strategic_planning:4"));
    }

    void evasiveManeuversRerollsAnAttackOnAPilotedViper() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        give(s, 2, {"piloting:evasive_maneuvers:1"});
        s.forcedDice = {7, 6};
        interject(s, FrameKind::Roll, int(RollPurpose::RaiderAttack), 0, 1 + 0, 1); // piloted by seat 0
        QCOMPARE(actor(s), Seat(2));
        QCOMPARE(int(s.decision.context2), 7);
        QVERIFY(choose(s, "play:piloting:evasive_maneuvers:1"));
        QCOMPARE(int(s.lastRoll), 4); // 6 - 2: the viper is piloted
        QCOMPARE(kindId(s), std::string("movement"));
    }

    void evasiveManeuversOnAnUnmannedViper() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        give(s, 1, {"piloting:evasive_maneuvers:2"});
        s.forcedDice = {8, 6};
        interject(s, FrameKind::Roll, int(RollPurpose::RaiderAttack), 0, 0, 1); // unmanned
        QVERIFY(choose(s, "play:piloting:evasive_maneuvers:2"));
        QCOMPARE(int(s.lastRoll), 6);
        // Not offered for other rolls, nor a raider's attack on Galactica.
        give(s, 1, {"piloting:evasive_maneuvers:1"});
        s.forcedDice = {3};
        interject(s, FrameKind::Roll, int(RollPurpose::Armory));
        QCOMPARE(int(s.lastRoll), 3);
        s.forcedDice = {4};
        interject(s, FrameKind::Roll, int(RollPurpose::RaiderAttack));
        QCOMPARE(int(s.lastRoll), 4);
        QCOMPARE(kindId(s), std::string("movement"));
    }

    void repairAndMaximumFirepowerOnlyWhenUsable() {
        GameState s = atAction({"engineering:repair:1", "piloting:maximum_firepower:3", "politics:consolidate_power:1"});
        QVERIFY(!hasOption(s, "action:skill:engineering:repair:1"));           // nothing damaged here
        QVERIFY(!hasOption(s, "action:skill:piloting:maximum_firepower:3"));   // not in a viper
        QVERIFY(!hasOption(s, "action:skill:politics:investigative_committee:3"));
    }

    // A hand is kept sorted: a card is found at its first copy, and the options made from a
    // hand name each card once, in the hand's order. A game of rules revision 2 may hold an
    // unsorted hand for a while, and finds a card where it first is.
    void aHandsCardsAreFoundAtTheirFirstCopyAndOfferedOnce() {
        GameState s = started({"william_adama", "gaius_baltar", "kara_thrace"});
        emptyAllHands(s);
        give(s, 0, {"tactics:launch_scout:2", "politics:consolidate_power:1", "tactics:launch_scout:2",
                    "leadership:executive_order:1", "politics:consolidate_power:1"});
        const std::vector<SkillCard> hand = s.players[0].hand;
        QVERIFY(std::is_sorted(hand.begin(), hand.end()));
        for (const SkillCard card : hand)
            QCOMPARE(handIndexOf(s, 0, card), size_t(std::find(hand.begin(), hand.end(), card) - hand.begin()));
        QCOMPARE(handIndexOf(s, 1, hand.front()), size_t(0)); // Baltar holds nothing
        QCOMPARE(handIndexOf(s, 0, test::skillCard("engineering:repair:1")), hand.size());

        OptionList options{opt(Verb::Done)};
        addDistinctCards(options, hand, Verb::Discard);
        std::vector<SkillCard> distinct = hand;
        distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
        QCOMPARE(options.size(), distinct.size() + 1);
        QVERIFY(options[0] == opt(Verb::Done));
        for (size_t i = 0; i < distinct.size(); ++i)
            QVERIFY(options[i + 1] == opt(Verb::Discard, distinct[i]));

        s.rulesRevision = 2;
        auto& unsorted = s.players[0].hand;
        std::reverse(unsorted.begin(), unsorted.end());
        for (const SkillCard card : hand)
            QCOMPARE(handIndexOf(s, 0, card), size_t(std::find(unsorted.begin(), unsorted.end(), card) - unsorted.begin()));
    }

    // A card taken from a pile leaves the others in their order, whether the pile has room to
    // move the rest as a block (a pile of a game set up by newGame) or not (a copy, which keeps
    // no spare room), and wherever the card was.
    void aCardTakenFromAPileLeavesTheRestInOrder() {
        for (const size_t size : {1u, 2u, 17u, 21u, 33u, 34u, 60u}) {
            for (const bool room : {false, true}) {
                for (size_t at = 0; at < size; at += std::max<size_t>(1, size / 5)) {
                    std::vector<SkillCard> pile;
                    if (room)
                        reserveForErase(pile, size);
                    else
                        pile.shrink_to_fit();
                    for (size_t i = 0; i < size; ++i)
                        pile.push_back(SkillCard(100 + i));
                    std::vector<SkillCard> expected = pile;
                    expected.erase(expected.begin() + std::ptrdiff_t(at));
                    eraseCard(pile, at);
                    QCOMPARE(pile, expected);
                }
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestSkillCards)
#include "tst_skillcards.moc"
