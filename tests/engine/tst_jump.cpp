// Jumping: the prepare-for-jump icon and the auto jump, FTL Control on the blue spaces,
// the jump steps in order, the Kobol instructions at 4 and 8.
#include "combat_fixture.h"

using namespace bsg;
using namespace bsg::test;

namespace {

CardIdx destination(const std::string& id) { return CardIdx(db().destination(id)); }

// The top two destination cards become `first` and `second`.
void stackDestinations(GameState& s, const std::string& first, const std::string& second) {
    auto& deck = s.destinationDeck;
    for (const std::string* id : {&second, &first}) {
        deck.erase(std::find(deck.begin(), deck.end(), destination(*id)));
        deck.insert(deck.begin(), destination(*id));
    }
}

} // namespace

class TestJump : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void prepareForJumpAdvancesAndAutoJumps() {
        GameState s = emptySpace();
        s.jumpTrack = 2;
        runFrame(s, FrameKind::PrepareJump);
        QCOMPARE(s.jumpTrack, int8_t(3));
        QVERIFY(!s.hasDecision);
        s.jumpTrack = 4;
        s.space[size_t(Area::Fore)].raiders = 2;
        runFrame(s, FrameKind::PrepareJump);
        QCOMPARE(s.decision.kind, DecisionKind::ChooseDestination); // the fleet jumps
        QCOMPARE(s.space[size_t(Area::Fore)].raiders, int8_t(0));   // ships removed first
    }
    void ftlControlOnlyOnTheBlueSpaces() {
        for (int track = 0; track <= 4; ++track) {
            GameState s = emptySpace();
            s.jumpTrack = int8_t(track);
            s.players[0].location = location("ftl_control");
            runFrame(s, FrameKind::Action, 0, 1);
            QCOMPARE(hasOption(s, "action:location"), track >= 3);
        }
    }
    void ftlControlRollOfSevenLosesNothing() {
        GameState s = emptySpace();
        s.jumpTrack = 3; // the -3 population space
        s.forcedDice = {7};
        s.players[0].location = location("ftl_control");
        runFrame(s, FrameKind::Action, 0, 1);
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(resource(s, Resource::Population), 12);
        QCOMPARE(s.decision.kind, DecisionKind::ChooseDestination);
    }
    void jumpStepsInOrder() {
        GameState s = emptySpace();
        stackDestinations(s, "barren_planet", "deep_space");
        s.distance = 3;
        s.jumpTrack = 4;
        s.admiral = 1;
        runFrame(s, FrameKind::Jump, 0);
        QCOMPARE(s.decision.actor, Seat(1)); // the Admiral chooses
        QCOMPARE(optionIds(s), (std::vector<std::string>{"destination:barren_planet", "destination:deep_space"}));
        QVERIFY(!s.sleeperDealt);
        QVERIFY(choose(s, "destination:barren_planet"));
        QCOMPARE(s.destinationDeck.back(), destination("deep_space")); // the other to the bottom
        QCOMPARE(s.destinationsPlayed.back(), destination("barren_planet"));
        QCOMPARE(resource(s, Resource::Fuel), 6);
        QCOMPARE(int(s.distance), 5);
        QVERIFY(s.sleeperDealt); // distance reached 4: Sleeper Agent phase
        QCOMPARE(s.jumpTrack, int8_t(0));
        QCOMPARE(conservationProblem(s), std::string());
    }
    void missionSpecialistChoosesFromThree() {
        GameState s = emptySpace();
        const CardIdx card = CardIdx(db().quorumCard("assign_mission_specialist"));
        s.quorumDeck.erase(std::find(s.quorumDeck.begin(), s.quorumDeck.end(), card));
        s.inPlay.push_back(InPlay{CardKind::Quorum, card, Seat(2)});
        stackDestinations(s, "barren_planet", "deep_space");
        runFrame(s, FrameKind::Jump, 0);
        QCOMPARE(s.decision.actor, Seat(2));
        QCOMPARE(s.decision.options.size(), size_t(3));
        QVERIFY(choose(s, "destination:deep_space"));
        QCOMPARE(s.destinationDeck.size(), size_t(21));
        QCOMPARE(s.destinationDeck[19], destination("barren_planet")); // the other two to the bottom
        QVERIFY(s.inPlay.empty()); // the card is discarded once used
        QCOMPARE(s.quorumDiscard.back(), card);
        QCOMPARE(conservationProblem(s), std::string());
    }
    void kobolReachedWinsWhenEveryResourceIsAboveZero() {
        GameState s = emptySpace();
        s.distance = 8;
        runFrame(s, FrameKind::Jump, 0);
        QVERIFY(s.gameOver());
        QCOMPARE(s.over.winner, Side::Human);
        QCOMPARE(s.over.reason, EndReason::Kobol);
        GameState t = emptySpace();
        t.distance = 8;
        t.resources[size_t(Resource::Food)] = 0;
        runFrame(t, FrameKind::Jump, 0);
        QVERIFY(!t.gameOver());
        QVERIFY(!t.hasDecision); // no destination is drawn any more
    }
};

QTEST_APPLESS_MAIN(TestJump)
#include "tst_jump.moc"
