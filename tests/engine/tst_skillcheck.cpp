// Skill checks (rulebook "Skill Checks", "Partial Passes", "Destiny Deck") and the cards and
// abilities that act on them.
#include "core_fixture.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::coretest;

namespace {

// Tigh (current), Zarek, Apollo: none of them acts on a crisis draw or check by himself.
GameState checkGame(const std::string& crisisId) {
    GameState s = started({"saul_tigh", "tom_zarek", "lee_adama"});
    emptyAllHands(s);
    test::stackCrisis(s, crisisId);
    return s;
}

bool inDiscard(const GameState& s, const std::string& cardId) {
    const SkillCard card = test::skillCard(cardId);
    const auto& pile = s.skillDiscard[size_t(db().skillCards[card].type)];
    return std::find(pile.begin(), pile.end(), card) != pile.end();
}

} // namespace

class TestSkillCheck : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void contributionsTotalAndFail() {
        GameState s = checkGame("unidentified_ship"); // 10, tactics + piloting; fail: population -1
        setDestiny(s, {"tactics:launch_scout:2", "politics:consolidate_power:2"});
        give(s, 1, {"tactics:launch_scout:1", "tactics:strategic_planning:3"});
        give(s, 2, {"piloting:evasive_maneuvers:2"});
        give(s, 0, {"leadership:executive_order:2", "leadership:executive_order:1"});
        const int population = resource(s, Resource::Population);
        toCrisis(s);
        QCOMPARE(kindId(s), std::string("contribute"));
        QCOMPARE(s.checkPile.size(), size_t(2)); // two destiny cards first
        QCOMPARE(actor(s), Seat(1));              // the player left of the current player starts
        QVERIFY(choose(s, "contribute:tactics:strategic_planning:3"));
        QCOMPARE(actor(s), Seat(1)); // any number of cards
        QVERIFY(choose(s, "done"));
        QCOMPARE(actor(s), Seat(2));
        QVERIFY(choose(s, "contribute:piloting:evasive_maneuvers:2"));
        QCOMPARE(actor(s), Seat(0)); // the current player is last
        QVERIFY(choose(s, "contribute:leadership:executive_order:2"));
        QVERIFY(choose(s, "done"));
        // +2 -2 +3 +2 -2 = 3 < 10
        QCOMPARE(s.check.total, int16_t(3));
        QVERIFY(s.check.result == CheckResult::Fail);
        QCOMPARE(resource(s, Resource::Population), population - 1);
        QVERIFY(s.checkPile.empty());
        QVERIFY(inDiscard(s, "tactics:strategic_planning:3"));
        QVERIFY(inDiscard(s, "leadership:executive_order:2"));
        QVERIFY(inDiscard(s, "politics:consolidate_power:2"));
        QVERIFY(test::conservationProblem(s).empty());
    }

    void passHasNoLoss() {
        GameState s = checkGame("unidentified_ship");
        setDestiny(s, {"tactics:launch_scout:2", "piloting:evasive_maneuvers:2"});
        give(s, 0, {"tactics:strategic_planning:5", "tactics:launch_scout:1"});
        const int population = resource(s, Resource::Population);
        toCrisis(s);
        QCOMPARE(actor(s), Seat(0));
        QVERIFY(choose(s, "contribute:tactics:strategic_planning:5"));
        QVERIFY(choose(s, "contribute:tactics:launch_scout:1"));
        QCOMPARE(s.check.total, int16_t(10)); // equal to the difficulty passes
        QVERIFY(s.check.result == CheckResult::Pass);
        QCOMPARE(resource(s, Resource::Population), population);
    }

    void partialPass() {
        GameState s = checkGame("elections_loom"); // 8, partial 5; partial: morale -1
        setDestiny(s, {"politics:consolidate_power:2", "leadership:executive_order:2"});
        give(s, 0, {"politics:consolidate_power:1", "tactics:launch_scout:1"});
        const int morale = resource(s, Resource::Morale);
        giveSkill(s, s.president, SkillType::Tactics, 4);
        const size_t logStart = s.log.size();
        toCrisis(s);
        QVERIFY(choose(s, "done")); // Zarek
        QVERIFY(choose(s, "contribute:politics:consolidate_power:1"));
        QVERIFY(choose(s, "done"));
        QCOMPARE(s.check.total, int16_t(5));
        QVERIFY(s.check.result == CheckResult::Partial);
        QCOMPARE(resource(s, Resource::Morale), morale - 1);
        for (size_t i = logStart; i < s.log.size(); ++i) // not the fail result: the President keeps his cards
            QVERIFY(!(s.log[i].kind == EventKind::Discarded && s.log[i].actor == s.president));
    }

    void destinyIsRebuiltWhenEmpty() {
        GameState s = checkGame("unidentified_ship");
        setDestiny(s, {"tactics:launch_scout:2", "politics:consolidate_power:2"}); // the last two
        give(s, 0, {"tactics:launch_scout:1", "tactics:launch_scout:1"});
        toCrisis(s);
        QCOMPARE(s.destiny.size(), size_t(10)); // two of each type
        std::array<int, kSkillTypeCount> types{};
        for (SkillCard card : s.destiny)
            ++types[size_t(db().skillCards[card].type)];
        for (int n : types)
            QCOMPARE(n, 2);
    }

    void optionalCheckAsksTheChoiceFirst() {
        GameState s = checkGame("fulfiller_of_prophecy");
        give(s, 0, {"politics:consolidate_power:1"});
        const size_t destiny = s.destiny.size();
        toCrisis(s);
        QCOMPARE(kindId(s), std::string("crisis_choice"));
        QCOMPARE(s.destiny.size(), destiny); // nothing dealt yet
        QVERIFY(choose(s, "option:a"));
        QVERIFY(s.checkPile.size() == 2 || s.check.result != CheckResult::None);
    }

    void investigativeCommitteeShowsEveryCard() {
        GameState s = checkGame("unidentified_ship");
        give(s, 1, {"politics:investigative_committee:3", "tactics:launch_scout:1"});
        toCrisis(s);
        QCOMPARE(kindId(s), std::string("choice"));
        QCOMPARE(actor(s), Seat(1));
        QVERIFY(choose(s, "play:politics:investigative_committee:3"));
        QVERIFY(inDiscard(s, "politics:investigative_committee:3")); // played for its text, not into the check
        QVERIFY(s.checkExtras.faceUp);
        QVERIFY(choose(s, "contribute:tactics:launch_scout:1"));
        int publicContributions = 0;
        for (const LogEvent& e : s.log)
            if (e.kind == EventKind::Contributed && e.visibleTo == kPublic)
                ++publicContributions;
        QCOMPARE(publicContributions, 3); // both destiny cards and Zarek's card
    }

    void scientificResearchMakesEngineeringCount() {
        GameState s = checkGame("unidentified_ship");
        setDestiny(s, {"engineering:repair:2", "engineering:repair:1"});
        give(s, 0, {"engineering:scientific_research:3"});
        toCrisis(s);
        QVERIFY(choose(s, "play:engineering:scientific_research:3"));
        QCOMPARE(s.check.total, int16_t(3)); // +2 +1 instead of -3
    }

    void declareEmergencyLowersTheDifficulty() {
        GameState s = checkGame("unidentified_ship");
        setDestiny(s, {"tactics:launch_scout:2", "piloting:evasive_maneuvers:2"});
        give(s, 2, {"leadership:declare_emergency:3"});
        give(s, 0, {"tactics:strategic_planning:4"});
        const int population = resource(s, Resource::Population);
        toCrisis(s);
        QVERIFY(choose(s, "done")); // Apollo keeps his card for later
        QVERIFY(choose(s, "contribute:tactics:strategic_planning:4"));
        QCOMPARE(kindId(s), std::string("choice"));
        QCOMPARE(actor(s), Seat(2));
        QCOMPARE(int(s.decision.context2), 8); // the total is known
        QVERIFY(choose(s, "play:leadership:declare_emergency:3"));
        QVERIFY(s.check.result == CheckResult::Pass); // 8 against 10 - 2
        QCOMPARE(resource(s, Resource::Population), population);
    }

    void declareEmergencyOncePerCheck() {
        GameState s = checkGame("unidentified_ship");
        setDestiny(s, {"tactics:launch_scout:2", "piloting:evasive_maneuvers:2"});
        give(s, 2, {"leadership:declare_emergency:3", "leadership:declare_emergency:4"});
        give(s, 0, {"tactics:launch_scout:1"});
        toCrisis(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "contribute:tactics:launch_scout:1"));
        QVERIFY(choose(s, "play:leadership:declare_emergency:3"));
        QVERIFY(inHand(s, 2, "leadership:declare_emergency:4")); // no second offer
        QVERIFY(s.check.result == CheckResult::Fail);          // 5 against 8
    }

    void mysteriousIntuitionDecidesTheCheck() {
        GameState s = started({"sharon_valerii", "tom_zarek", "william_adama"});
        emptyAllHands(s);
        test::stackCrisis(s, "unidentified_ship");
        const int population = resource(s, Resource::Population);
        const size_t destiny = s.destiny.size();
        toCrisis(s);
        QCOMPARE(actor(s), Seat(0));
        QVERIFY(choose(s, "use:mysterious_intuition:pass"));
        QVERIFY(s.check.result == CheckResult::Pass);
        QCOMPARE(s.destiny.size(), destiny); // no check was played
        QCOMPARE(resource(s, Resource::Population), population);
        QVERIFY(s.players[0].onceUsed);
    }

    void blindDevotionZeroesAType() {
        GameState s = started({"saul_tigh", "tom_zarek", "kara_thrace", "galen_tyrol"});
        emptyAllHands(s);
        test::stackCrisis(s, "unidentified_ship");
        setDestiny(s, {"politics:consolidate_power:2", "politics:consolidate_power:1"});
        give(s, 0, {"tactics:launch_scout:2"});
        toCrisis(s);
        declineOffers(s); // Secret Destiny
        QVERIFY(choose(s, "contribute:tactics:launch_scout:2"));
        QCOMPARE(actor(s), Seat(3));
        QVERIFY(choose(s, "use:blind_devotion:politics"));
        QCOMPARE(s.check.total, int16_t(2)); // the politics cards count 0
        QVERIFY(s.players[3].onceUsed);
    }

    void inspirationalLeaderCountsStrengthOne() {
        GameState s = started({"william_adama", "tom_zarek", "lee_adama"});
        emptyAllHands(s);
        test::stackCrisis(s, "unidentified_ship");
        setDestiny(s, {"politics:consolidate_power:1", "engineering:repair:2"});
        give(s, 0, {"leadership:executive_order:1"});
        toCrisis(s);
        QVERIFY(choose(s, "contribute:leadership:executive_order:1"));
        QCOMPARE(s.check.total, int16_t(0)); // +1 -2 +1
        QVERIFY(choose(s, "decline"));        // Command Authority
    }

    void commandAuthorityTakesTheCards() {
        GameState s = started({"william_adama", "tom_zarek", "lee_adama"});
        emptyAllHands(s);
        test::stackCrisis(s, "unidentified_ship");
        setDestiny(s, {"politics:consolidate_power:2", "engineering:repair:2"});
        give(s, 1, {"tactics:launch_scout:2"});
        toCrisis(s);
        QVERIFY(choose(s, "contribute:tactics:launch_scout:2"));
        QVERIFY(choose(s, "use:command_authority"));
        QCOMPARE(int(s.players[0].hand.size()), 3);
        QVERIFY(inHand(s, 0, "tactics:launch_scout:2"));
        QVERIFY(inHand(s, 0, "engineering:repair:2"));
        QVERIFY(inHand(s, 0, "politics:consolidate_power:2"));
        QVERIFY(test::conservationProblem(s).empty());
    }
};

QTEST_APPLESS_MAIN(TestSkillCheck)
#include "tst_skillcheck.moc"
