// Setup for 3 to 6 players exactly as the rulebook's setup section.
#include "test_support.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::test;

namespace {
int count(const std::vector<CardIdx>& cards, LoyaltySide side) {
    int n = 0;
    for (CardIdx c : cards)
        n += db().loyalty[c].side == side;
    return n;
}
int loyaltyInPlay(const GameState& s, LoyaltySide side) {
    int n = count(s.loyaltyDeck, side);
    for (const auto& p : s.players)
        n += count(p.loyalty, side);
    return n;
}
Setup setupOf(std::initializer_list<const char*> characters, uint64_t seed) {
    Setup setup;
    for (const char* id : characters)
        setup.characters.push_back(CharId(db().character(id)));
    setup.seed = seed;
    return setup;
}
// Plays random options (its own dice) for up to `steps` decisions.
void playRandomly(GameState& s, uint64_t dice, int steps) {
    Rng pick(dice);
    for (int i = 0; i < steps && s.hasDecision && !s.gameOver(); ++i)
        QVERIFY(!applyAt(s, pick.below(uint32_t(s.decision.options.size()))));
}
} // namespace

class TestSetup : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // newGame may be handed a finished game to reuse the room of its piles: the game it sets up
    // must be the one it sets up from nothing, and play on the same, whatever the old game held.
    void aRecycledGameIsTheSameGame() {
        const Setup five = setupOf({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol", "sharon_valerii"}, 7);
        const Setup three = setupOf({"gaius_baltar", "saul_tigh", "lee_adama"}, 8);
        for (const auto& [before, after] : {std::pair{five, three}, std::pair{three, five}, std::pair{five, five}}) {
            std::optional<GameState> old = newGame(before, nullptr);
            QVERIFY(old);
            playRandomly(*old, 3, 100000); // to its end: every pile has held cards
            std::optional<GameState> fresh = newGame(after, nullptr);
            std::optional<GameState> recycled = newGame(after, nullptr, &*old);
            QVERIFY(fresh && recycled);
            QVERIFY(*recycled == *fresh);
            QCOMPARE(stateHash(*recycled), stateHash(*fresh));
            playRandomly(*fresh, 11, 400);
            playRandomly(*recycled, 11, 400);
            QVERIFY(*recycled == *fresh);
            QCOMPARE(checkpointDigest(*recycled), checkpointDigest(*fresh));
        }
    }

    void resourcesAndDifficulty() {
        GameState s = game({"laura_roslin", "william_adama", "kara_thrace"});
        QCOMPARE(s.resources[0], int8_t(8));
        QCOMPARE(s.resources[1], int8_t(8));
        QCOMPARE(s.resources[2], int8_t(10));
        QCOMPARE(s.resources[3], int8_t(12));
        Setup easy{{character("laura_roslin"), character("william_adama"), character("kara_thrace")}, 3,
                   Difficulty::Easy};
        QCOMPARE(newGame(easy, nullptr)->resources[3], int8_t(14));
        easy.difficulty = Difficulty::Hard;
        QCOMPARE(newGame(easy, nullptr)->resources[0], int8_t(6));
    }
    void loyaltyDeckPerPlayerCount_data() {
        QTest::addColumn<QStringList>("chars");
        QTest::addColumn<int>("cylons");
        QTest::addColumn<int>("humans");
        QTest::addColumn<bool>("sympathizer");
        QTest::newRow("3") << QStringList{"laura_roslin", "william_adama", "kara_thrace"} << 1 << 5 << false;
        QTest::newRow("4") << QStringList{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"} << 1 << 6
                           << true;
        QTest::newRow("5 with Baltar") << QStringList{"gaius_baltar", "saul_tigh", "lee_adama", "tom_zarek",
                                                      "karl_agathon"}
                                       << 2 << 9 << false;
        QTest::newRow("6 with Baltar and Boomer")
            << QStringList{"gaius_baltar", "saul_tigh", "sharon_valerii", "laura_roslin", "william_adama",
                           "kara_thrace"}
            << 2 << 11 << true;
    }
    void loyaltyDeckPerPlayerCount() {
        QFETCH(QStringList, chars);
        QFETCH(int, cylons);
        QFETCH(int, humans);
        QFETCH(bool, sympathizer);
        std::vector<std::string> ids;
        for (const auto& c : chars)
            ids.push_back(c.toStdString());
        for (uint64_t seed = 1; seed <= 5; ++seed) {
            GameState s = game(ids, seed);
            QCOMPARE(loyaltyInPlay(s, LoyaltySide::Cylon), cylons);
            QCOMPARE(loyaltyInPlay(s, LoyaltySide::Human), humans);
            // The sympathizer is only ever added after the deal, so nobody starts with it.
            QCOMPARE(count(s.loyaltyDeck, LoyaltySide::Sympathizer), sympathizer ? 1 : 0);
            for (const auto& p : s.players) {
                QCOMPARE(count(p.loyalty, LoyaltySide::Sympathizer), 0);
                QCOMPARE(int(p.loyalty.size()), db().characters[size_t(p.character)].loyaltyAtStart);
            }
            QVERIFY(conservationProblem(s).empty());
        }
    }
    void titlesAndNukesAndQuorum() {
        GameState s = game({"kara_thrace", "tom_zarek", "saul_tigh", "galen_tyrol"});
        QCOMPARE(s.president, s.seatOf(character("tom_zarek")));
        QCOMPARE(s.admiral, s.seatOf(character("saul_tigh")));
        QCOMPARE(s.nukes, int8_t(2));
        QCOMPARE(int(s.quorumHand.size()), 1);
        QCOMPARE(int(s.quorumDeck.size()), 16);
    }
    void startingHandsAndFirstPlayer() {
        GameState s = game({"laura_roslin", "william_adama", "kara_thrace"});
        // Every player but the first draws 3 cards of types from its own skill set.
        while (phaseId(s) == "setup")
            QVERIFY(choose(s, optionIds(s).front()));
        QCOMPARE(s.current, Seat(0));
        QCOMPARE(s.turn, 1);
        QCOMPARE(int(s.players[1].hand.size()) , 3);
        QCOMPARE(int(s.players[2].hand.size()), 3);
        for (SkillCard c : s.players[1].hand) {
            const SkillType t = db().skillCards[c].type;
            QVERIFY(t == SkillType::Leadership || t == SkillType::Tactics);
        }
        // The first player has drawn its own skill set at the start of its turn (3 politics, 2 leadership).
        QCOMPARE(int(s.players[0].hand.size()), 5);
        QCOMPARE(int(s.destiny.size()), 10);
    }
    void shipsAtStart() {
        GameState s = game({"laura_roslin", "william_adama", "lee_adama"});
        while (phaseId(s) == "setup")
            QVERIFY(choose(s, optionIds(s).front()));
        QCOMPARE(s.space[size_t(Area::Fore)].raiders, int8_t(3));
        QCOMPARE(s.basestars[0].area, int8_t(Area::Fore));
        QCOMPARE(s.space[size_t(Area::Aft)].civilians.size(), size_t(2));
        QCOMPARE(s.space[size_t(Area::PortBow)].vipers + s.space[size_t(Area::PortQuarter)].vipers, 2);
        // Apollo starts in a viper he launched into a launch area.
        const auto& apollo = s.players[size_t(s.seatOf(character("lee_adama")))];
        QVERIFY(apollo.viperArea == int8_t(Area::PortBow) || apollo.viperArea == int8_t(Area::PortQuarter));
        QCOMPARE(s.vipersReserve, int8_t(5));
        QCOMPARE(s.raptorsReserve, int8_t(4));
        QVERIFY(conservationProblem(s).empty());
    }
    void heloIsStranded() {
        GameState s = game({"laura_roslin", "karl_agathon", "kara_thrace"});
        QVERIFY(s.players[1].stranded);
        QCOMPARE(s.players[1].location, LocId(-1));
    }
    void illegalSetupsAreRejected() {
        Error e;
        QVERIFY(!newGame(Setup{{character("laura_roslin"), character("william_adama")}, 1}, &e));
        QCOMPARE(e.code, std::string("bad_setup"));
        QVERIFY(!newGame(Setup{{character("laura_roslin"), character("laura_roslin"), character("kara_thrace")}, 1}, &e));
        // Type balance: after a military leader, the next non-support pick may not be military.
        QVERIFY(!newGame(Setup{{character("william_adama"), character("saul_tigh"), character("kara_thrace")}, 1}, &e));
        QVERIFY(e.message.find("Saul Tigh") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestSetup)
#include "tst_setup.moc"
