// The proof of the box machinery, with the test-only box of tests/engine/test_box (one
// location, one crisis card, one character and one skill type with its cards): its records,
// loaded beside the built-in data, change nothing in a base game - every state of a game with
// the same seed and choices digests the same, step by step -, and in random games with the box
// in play its pieces appear: the crisis card is drawn, its skill type's cards are dealt, drawn
// and played into checks, its character starts on its location. A game with the box saves,
// loads and verifies.
#include "test_box/test_box.h"

#include "engine.h"
#include "game.h"
#include "rules.h"
#include "view.h"
#include "state.h"

#include <QtTest>

#include <algorithm>

using namespace bsg;

namespace {

Setup setupOf(const std::vector<std::string>& ids, uint64_t seed, BoxSet boxes) {
    Setup setup;
    for (const std::string& id : ids)
        setup.characters.push_back(CharId(db().character(id)));
    setup.seed = seed;
    setup.boxes = boxes;
    return setup;
}

// The base games of the comparison: a few character sets, by seed.
std::vector<std::string> baseCharacters(uint64_t seed) {
    static const std::vector<std::vector<std::string>> sets{
        {"laura_roslin", "william_adama", "kara_thrace"},
        {"gaius_baltar", "saul_tigh", "lee_adama", "galen_tyrol"},
        {"tom_zarek", "william_adama", "sharon_valerii", "laura_roslin", "karl_agathon"},
        {"laura_roslin", "saul_tigh", "kara_thrace", "gaius_baltar", "william_adama", "lee_adama"}};
    return sets[seed % sets.size()];
}

// The checkpoint digest of every state of a random game (the chooser's own dice by seed).
std::vector<uint64_t> digestsOfRandomGame(const Setup& setup, int limit) {
    std::vector<uint64_t> out;
    Error e;
    auto s = newGame(setup, &e);
    if (!s)
        return out;
    Rng chooser(setup.seed * 0x9E3779B97F4A7C15ull + 7);
    out.push_back(checkpointDigest(*s));
    for (int n = 0; n < limit && !s->gameOver() && s->hasDecision; ++n) {
        if (applyAt(*s, chooser.below(uint32_t(s->decision.options.size()))))
            break;
        out.push_back(checkpointDigest(*s));
    }
    out.push_back(stateHash(*s));
    return out;
}

// Registers the test box and swaps the data with its records in for the life of `swapped`.
bool swapInTestBoxData(std::optional<testbox::SwappedData>& swapped) {
    testbox::registerTestBox();
    std::string error;
    auto data = testbox::dataWithTestBox(&error);
    if (!data) {
        qWarning("%s", error.c_str());
        return false;
    }
    swapped.emplace(std::move(*data));
    return true;
}

int boxCardsIn(const std::vector<SkillCard>& cards) {
    return int(std::count_if(cards.begin(), cards.end(),
                             [](SkillCard c) { return db().skillCards[c].type == SkillType::BoxTest; }));
}

} // namespace

class TestTestBox : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Before a test registers it, the test box is no box: its records and its id are refused.
    void an_unregistered_box_is_unknown() {
        QVERIFY(!boxAvailable(Box::Test));
        std::string error;
        QVERIFY(!testbox::dataWithTestBox(&error));
        QVERIFY2(error.find("unknown box 'test'") != std::string::npos, error.c_str());
        Error e;
        QVERIFY(!setupFromJson(QJsonObject{{"characters", QJsonArray{"laura_roslin", "william_adama", "kara_thrace"}},
                                           {"boxes", QJsonArray{"test"}}},
                               &e));
        QCOMPARE(e.code, std::string("bad_setup"));
        QVERIFY2(e.message.find("unknown box") != std::string::npos, e.message.c_str());
    }

    // Registered, its records load after the base game's: every base record keeps its number.
    void a_box_s_records_follow_the_base_game_s() {
        testbox::registerTestBox();
        std::string error;
        const auto data = testbox::dataWithTestBox(&error);
        QVERIFY2(data, error.c_str());
        const CardDb& base = db();
        QCOMPARE(data->locations.size(), base.locations.size() + 1);
        QCOMPARE(data->characters.size(), base.characters.size() + 1);
        QCOMPARE(data->crises.size(), base.crises.size() + 1);
        QCOMPARE(data->skillCards.size(), base.skillCards.size() + 3);
        QVERIFY(std::equal(base.locations.begin(), base.locations.end(), data->locations.begin()));
        QVERIFY(std::equal(base.characters.begin(), base.characters.end(), data->characters.begin()));
        QVERIFY(std::equal(base.crises.begin(), base.crises.end(), data->crises.begin()));
        QVERIFY(std::equal(base.skillCards.begin(), base.skillCards.end(), data->skillCards.begin()));
        QVERIFY(std::equal(base.lists.begin(), base.lists.end(), data->lists.begin()));
        QCOMPARE(data->locations.back().box, Box::Test);
        QCOMPARE(data->crises.back().id, std::string("test_supply_audit"));
        QCOMPARE(data->skillCards.back().type, SkillType::BoxTest);
    }

    // A base game plays exactly the same with the box's records loaded: the same digest at
    // every step, the same final hash.
    void a_base_game_is_unchanged_by_a_box_s_records() {
        testbox::registerTestBox();
        std::string error;
        auto data = testbox::dataWithTestBox(&error);
        QVERIFY2(data, error.c_str());
        constexpr int kGames = 24;
        std::vector<std::vector<uint64_t>> withBoxData;
        {
            testbox::SwappedData swapped(std::move(*data));
            for (uint64_t seed = 1; seed <= kGames; ++seed)
                withBoxData.push_back(digestsOfRandomGame(setupOf(baseCharacters(seed), seed, kBaseGameBoxes), 20000));
        }
        int steps = 0;
        for (uint64_t seed = 1; seed <= kGames; ++seed) {
            const auto plain = digestsOfRandomGame(setupOf(baseCharacters(seed), seed, kBaseGameBoxes), 20000);
            QVERIFY(plain.size() > 10);
            QCOMPARE(withBoxData[seed - 1], plain);
            steps += int(plain.size());
        }
        qInfo("%d states compared", steps);
    }

    // With the box in play its pieces appear and work in random games.
    void a_box_s_pieces_appear_in_its_games() {
        std::optional<testbox::SwappedData> swapped;
        QVERIFY(swapInTestBoxData(swapped));
        const CardDb& d = db();
        const int crisis = d.crisis("test_supply_audit");
        const LocId place = d.loc("test_observation_deck");
        QVERIFY(crisis >= 0 && place >= 0);
        const BoxSet boxes = kBaseGameBoxes | boxBit(Box::Test);
        int crisisDrawn = 0, boxCardsDealt = 0, boxCardsInChecks = 0, movesThere = 0, games = 0;
        for (uint64_t seed = 1; seed <= 40; ++seed) {
            Error e;
            auto s = newGame(setupOf({"test_quartermaster", "laura_roslin", "william_adama", "kara_thrace"}, seed, boxes), &e);
            QVERIFY2(s, e.message.c_str());
            QVERIFY(hasBox(*s, Box::Test) && hasBox(*s, Box::Base) && !hasBox(*s, Box::Pegasus));
            QCOMPARE(s->players[0].location, place); // the box's character starts on the box's location
            QCOMPARE(int(s->skillDeck[size_t(SkillType::BoxTest)].size()) + boxCardsIn(s->players[0].hand), 12);
            QVERIFY(std::count(s->crisisDeck.begin(), s->crisisDeck.end(), CardIdx(crisis)) == 1);
            Rng chooser(seed);
            for (int n = 0; n < 20000 && !s->gameOver() && s->hasDecision; ++n) {
                QVERIFY(!applyAt(*s, chooser.below(uint32_t(s->decision.options.size()))));
                boxCardsInChecks += boxCardsIn(s->checkPile) > 0;
            }
            for (const LogEvent& ev : s->log) {
                crisisDrawn += ev.kind == EventKind::CrisisDrawn && ev.a == crisis;
                movesThere += ev.kind == EventKind::Moved && ev.a == place;
            }
            // Every card of the box's type is somewhere: its deck, its discard pile, a hand,
            // a check or Destiny (no rule loses one).
            int total = boxCardsIn(s->skillDeck[size_t(SkillType::BoxTest)]) +
                        boxCardsIn(s->skillDiscard[size_t(SkillType::BoxTest)]) + boxCardsIn(s->checkPile) +
                        boxCardsIn(s->destiny);
            for (const Player& p : s->players)
                total += boxCardsIn(p.hand);
            QCOMPARE(total, 12);
            boxCardsDealt += 12 - int(s->skillDeck[size_t(SkillType::BoxTest)].size());
            ++games;
        }
        qInfo("%d games: the box's crisis drawn %d times, %d moves to its location, its cards out of the deck %d, "
              "in a check at %d steps",
              games, crisisDrawn, movesThere, boxCardsDealt, boxCardsInChecks);
        QVERIFY(crisisDrawn > 0);
        QVERIFY(movesThere > 0);
        QVERIFY(boxCardsDealt > 0);
        QVERIFY(boxCardsInChecks > 0);
    }

    // A game with the box saves its boxes and replays and verifies from the save; the same
    // setup without the box is another game.
    void a_box_game_saves_and_verifies() {
        std::optional<testbox::SwappedData> swapped;
        QVERIFY(swapInTestBoxData(swapped));
        const Setup setup = setupOf({"test_quartermaster", "laura_roslin", "william_adama", "kara_thrace"}, 5,
                                    kBaseGameBoxes | boxBit(Box::Test));
        Error e;
        auto g = Game::start(setup, &e);
        QVERIFY2(g, e.message.c_str());
        Rng chooser(5);
        for (int n = 0; n < 300 && !g->state().gameOver(); ++n) {
            const GameState& s = g->state();
            QVERIFY(!g->choose(optionId(s, s.decision.options[chooser.below(uint32_t(s.decision.options.size()))])));
        }
        const QJsonObject save = g->toSave();
        QCOMPARE(save.value("setup").toObject().value("boxes").toArray(), QJsonArray{"test"});
        QCOMPARE(save.value("setup").toObject().value("box_options").toArray(), QJsonArray{});
        auto loaded = Game::fromSave(save, &e);
        QVERIFY2(loaded, e.message.c_str());
        QVERIFY(loaded->state() == g->state());
        QCOMPARE(loaded->setup(), setup);
        // The state view names the boxes in play.
        const QJsonObject view = projectState(g->state(), Visibility::everything());
        QCOMPARE(view.value("boxes").toArray(), QJsonArray{"test"});
        QVERIFY(view.value("decks").toObject().contains("box_test"));
    }

    // The box tail of the walk: a box game walks its box decks; a base game walks none of it.
    void the_box_tail_is_walked_only_with_a_box_in_play() {
        std::optional<testbox::SwappedData> swapped;
        QVERIFY(swapInTestBoxData(swapped));
        Error e;
        auto boxGame = newGame(setupOf({"test_quartermaster", "laura_roslin", "william_adama", "kara_thrace"}, 3,
                                       kBaseGameBoxes | boxBit(Box::Test)),
                               &e);
        QVERIFY(boxGame);
        GameState changed = *boxGame;
        std::swap(changed.skillDeck[size_t(SkillType::BoxTest)].front(), changed.skillDeck[size_t(SkillType::BoxTest)].back());
        QVERIFY(!(changed == *boxGame));
        QVERIFY(stateHash(changed) != stateHash(*boxGame));
        QVERIFY(checkpointDigest(changed) != checkpointDigest(*boxGame));
        auto baseGame = newGame(setupOf({"laura_roslin", "william_adama", "kara_thrace"}, 3, kBaseGameBoxes), &e);
        QVERIFY(baseGame);
        GameState base = *baseGame;
        base.skillDeck[size_t(SkillType::BoxTest)].push_back(0); // not walked in a base game
        QCOMPARE(stateHash(base), stateHash(*baseGame));
        QCOMPARE(checkpointDigest(base), checkpointDigest(*baseGame));
    }
};

QTEST_GUILESS_MAIN(TestTestBox)
#include "tst_test_box.moc"
