// The proof of the box machinery, with the test-only box of tests/engine/test_box (one
// location, one crisis card, one character and one skill type with its cards): its records,
// loaded beside the built-in data, change nothing in a base game - every state of a game with
// the same seed and choices digests the same, step by step -, and in random games with the box
// in play its pieces appear: the crisis card is drawn, its skill type's cards are dealt, drawn
// and played into checks, its character starts on its location. The box's own rules
// (test_box/test_box_rules.cpp, registered by data id) each do what they state in scenarios,
// and are used in those random games: the location's action taken, the crisis card's handler
// run, the character's action ability used. A game with the box saves, loads and verifies.
#include "test_box/test_box.h"

#include "box_kinds.h"
#include "combat_fixture.h"
#include "engine.h"
#include "game.h"
#include "rules.h"
#include "rules_core.h"
#include "view.h"
#include "state.h"

#include <QtTest>

#include <algorithm>

using namespace bsg;
using bsg::test::choose;
using bsg::test::hasOption;
using bsg::test::optionIds;
using bsg::test::resource;
using bsg::test::runFrame;

namespace {

const std::vector<std::string> kBoxCast{"test_quartermaster", "laura_roslin", "william_adama", "kara_thrace"};
const BoxSet kWithTestBox = kBaseGameBoxes | boxBit(Box::Test);

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

int cardsOfType(const std::vector<SkillCard>& cards, SkillType type) {
    return int(std::count_if(cards.begin(), cards.end(), [type](SkillCard c) { return db().skillCards[c].type == type; }));
}

int boxCardsIn(const std::vector<SkillCard>& cards) { return cardsOfType(cards, SkillType::BoxTest); }

std::vector<SkillCard>& boxDeck(GameState& s) { return s.skillDeck[size_t(SkillType::BoxTest)]; }
std::vector<SkillCard>& boxDiscard(GameState& s) { return s.skillDiscard[size_t(SkillType::BoxTest)]; }

// A game with the test box (the Quartermaster at seat 0, on the Observation Deck) at its first
// decision. Needs the box's data.
GameState boxGame(uint64_t seed) {
    Error e;
    auto s = newGame(setupOf(kBoxCast, seed, kWithTestBox), &e);
    if (!s)
        qFatal("a test box game: %s", e.message.c_str());
    return std::move(*s);
}

// The same, its setup decisions left aside for seat 0's action step with one action to take.
GameState boxGameAtAction(uint64_t seed) {
    GameState s = boxGame(seed);
    s.current = 0;
    runFrame(s, FrameKind::Action, 0, 1);
    return s;
}

// Every card of the box's type still to be drawn goes to `seat`'s hand, so none is left to draw.
void handOutEveryLedger(GameState& s, Seat seat) {
    auto& hand = s.players[size_t(seat)].hand;
    for (auto* pile : {&boxDeck(s), &boxDiscard(s)}) {
        hand.insert(hand.end(), pile->begin(), pile->end());
        pile->clear();
    }
    sortHand(hand); // a hand is kept in order
}

// A card of `type` (of this strength, or any at 0) taken out of its deck.
SkillCard takeFromDeck(GameState& s, SkillType type, int strength = 0) {
    auto& deck = s.skillDeck[size_t(type)];
    const auto it = std::find_if(deck.begin(), deck.end(), [strength](SkillCard c) {
        return strength == 0 || db().skillCards[c].strength == strength;
    });
    if (it == deck.end())
        qFatal("no such card left in the deck");
    const SkillCard card = *it;
    deck.erase(it);
    return card;
}

// Supply Audit resolved with `current` as the current player and `destiny` on top of the
// Destiny deck (the check's two cards from it), every player adding nothing to the check and
// declining every ability offered (Adama's Command Authority). False when it asks anything else.
bool resolveSupplyAudit(GameState& s, Seat current, const std::vector<SkillCard>& destiny) {
    const CardIdx card = CardIdx(db().crisis("test_supply_audit"));
    s.crisisDeck.erase(std::find(s.crisisDeck.begin(), s.crisisDeck.end(), card));
    s.crisesThisTurn.push_back(card);
    s.destiny.insert(s.destiny.begin(), destiny.begin(), destiny.end());
    s.current = current;
    runFrame(s, FrameKind::ResolveCrisis, card);
    for (int asked = 0; s.hasDecision; ++asked) {
        const bool contribution = s.decision.kind == DecisionKind::Contribute;
        if (asked > 10 || (!contribution && !hasOption(s, "decline")) || !choose(s, contribution ? "done" : "decline")) {
            std::string ids;
            for (const std::string& id : optionIds(s))
                ids += " " + id;
            qWarning("Supply Audit asks: %s (%s)", decisionPrompt(s).c_str(), ids.c_str());
            return false;
        }
    }
    return true;
}

// The events of `kind` logged from the `from`-th on.
std::vector<LogEvent> eventsOf(const GameState& s, EventKind kind, size_t from = 0) {
    std::vector<LogEvent> out;
    for (size_t i = from; i < s.log.size(); ++i)
        if (s.log[i].kind == kind)
            out.push_back(s.log[i]);
    return out;
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
        const CardDb& built = db(); // the built-in data: the base game's records, then the shipped boxes'
        QCOMPARE(data->locations.size(), built.locations.size() + 1);
        QCOMPARE(data->characters.size(), built.characters.size() + 1);
        QCOMPARE(data->crises.size(), built.crises.size() + 1);
        QCOMPARE(data->skillCards.size(), built.skillCards.size() + 3);
        // The base game's records come first in both, in the same order with the same numbers.
        auto basePrefix = [](const auto& records) {
            return size_t(std::find_if(records.begin(), records.end(), [](const auto& r) { return r.box != Box::Base; }) -
                          records.begin());
        };
        auto sameBase = [&](const auto& a, const auto& b) {
            const size_t n = basePrefix(a);
            return n == basePrefix(b) && std::equal(a.begin(), a.begin() + ptrdiff_t(n), b.begin());
        };
        QVERIFY(sameBase(built.locations, data->locations));
        QVERIFY(sameBase(built.characters, data->characters));
        QVERIFY(sameBase(built.crises, data->crises));
        QVERIFY(sameBase(built.skillCards, data->skillCards));
        // The base records' effect lists too: every list before the first a box's card holds.
        size_t baseLists = built.lists.size();
        for (const CrisisDef& c : built.crises)
            if (c.box != Box::Base)
                for (ListId l : {c.pass, c.partialEffects, c.fail, c.a.effects, c.b.effects, c.special})
                    if (l != kNoList)
                        baseLists = std::min(baseLists, size_t(l));
        for (const SkillCardDef& card : built.skillCards) // a box's skill check abilities (Pegasus)
            if (card.box != Box::Base && card.effects != kNoList)
                baseLists = std::min(baseLists, size_t(card.effects));
        QVERIFY(baseLists > 0 && baseLists <= data->lists.size());
        QVERIFY(std::equal(built.lists.begin(), built.lists.begin() + ptrdiff_t(baseLists), data->lists.begin()));
        // The test box's records are there, after the base game's.
        auto testRecord = [](const auto& records) {
            return std::find_if(records.begin(), records.end(), [](const auto& r) { return r.box == Box::Test; });
        };
        QVERIFY(testRecord(data->locations) != data->locations.end());
        QCOMPARE(testRecord(data->crises)->id, std::string("test_supply_audit"));
        QCOMPARE(testRecord(data->skillCards)->type, SkillType::BoxTest);
        QVERIFY(size_t(testRecord(data->crises) - data->crises.begin()) >= basePrefix(data->crises));
    }

    // Setup deals from decks listed once with the data (CardDb::SetupDecks). For every set of
    // boxes with the base game, with the test box's records and without: each deck holds each
    // record of a box in play as many times as its copies and no other, in record order; the
    // crisis deck the ordinary crises and the super crisis deck the super ones; a skill card
    // that a card of a box in play replaces is left out.
    void the_setup_decks_hold_every_copy_of_the_boxes_in_play() {
        testbox::registerTestBox();
        std::string error;
        const auto withTestBox = testbox::dataWithTestBox(&error);
        QVERIFY2(withTestBox, error.c_str());
        // The record numbers a deck should hold, in order: `copies` of each record kept.
        const auto expected = [](const auto& records, auto kept) {
            std::vector<int> out;
            for (size_t i = 0; i < records.size(); ++i)
                if (kept(records[i]))
                    for (int k = 0; k < records[i].copies; ++k)
                        out.push_back(int(i));
            return out;
        };
        const auto asInts = [](const auto& deck) { return std::vector<int>(deck.begin(), deck.end()); };
        int sets = 0;
        for (const CardDb* data : {&db(), &*withTestBox})
            for (unsigned b = 0; b < 256; ++b) {
                const BoxSet boxes = BoxSet(b);
                const CardDb::SetupDecks* decks = data->setupDecksOf(boxes);
                if (!(boxes & kBaseGameBoxes)) {
                    QVERIFY(!decks);
                    continue;
                }
                QVERIFY(decks);
                ++sets;
                const auto inPlay = [boxes](const auto& r) { return (boxes & boxBit(r.box)) != 0; };
                QCOMPARE(asInts(decks->quorum), expected(data->quorum, inPlay));
                QCOMPARE(asInts(decks->destinations), expected(data->destinations, inPlay));
                QCOMPARE(asInts(decks->crises),
                         expected(data->crises, [&](const CrisisDef& c) { return inPlay(c) && !c.super; }));
                QCOMPARE(asInts(decks->superCrises),
                         expected(data->crises, [&](const CrisisDef& c) { return inPlay(c) && c.super; }));
                for (int t = 0; t < kMaxSkillTypes; ++t)
                    QCOMPARE(asInts(decks->skills[size_t(t)]),
                             expected(data->skillCards, [&](const SkillCardDef& c) {
                                 const bool replaced =
                                     std::any_of(data->skillCards.begin(), data->skillCards.end(), [&](const SkillCardDef& o) {
                                         return inPlay(o) && o.replaces == c.nameId && !o.replaces.empty();
                                     });
                                 return int(c.type) == t && inPlay(c) && !replaced;
                             }));
            }
        QCOMPARE(sets, 256);
        // Pegasus replaces a base skill card: its decks differ from the base game's there.
        const CardDb::SetupDecks* base = db().setupDecksOf(kBaseGameBoxes);
        const CardDb::SetupDecks* pegasus = db().setupDecksOf(BoxSet(kBaseGameBoxes | boxBit(Box::Pegasus)));
        QVERIFY(base && pegasus && base != pegasus);
        QVERIFY(base->skills != pegasus->skills);
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

    // The Observation Deck's action (test_box_rules.cpp): one card drawn, a Ledger or a
    // Leadership card as the player chooses; with no Ledger left to draw, a Leadership card
    // without a question.
    void the_observation_deck_draws_a_ledger_or_a_leadership_card() {
        std::optional<testbox::SwappedData> swapped;
        QVERIFY(swapInTestBoxData(swapped));
        for (const SkillType drawn : {SkillType::BoxTest, SkillType::Leadership}) {
            GameState s = boxGameAtAction(11);
            QCOMPARE(s.players[0].location, db().loc("test_observation_deck"));
            const auto& hand = s.players[0].hand;
            const int ledgers = boxCardsIn(hand), leadership = cardsOfType(hand, SkillType::Leadership);
            const size_t deck = s.skillDeck[size_t(drawn)].size();
            QVERIFY(choose(s, "action:location"));
            // The box's own frame asks the box's own decision, of the box's own verb, each
            // worded by the box's rules (box_kinds.h).
            QCOMPARE(s.decision.kind, testbox::kObservationChoice);
            QCOMPARE(decisionKindId(s, s.decision.kind), std::string("observation"));
            QCOMPARE(decisionPrompt(s), "Choose the card the Observation Deck gives " + characterName(s, 0) + ".");
            QCOMPARE(optionIds(s), (std::vector<std::string>{"observe:box_test", "observe:leadership"}));
            QCOMPARE(optionLabel(s, s.decision.options[0]), std::string("Draw a Ledger card"));
            Option outOfRange = s.decision.options[0];
            outOfRange.a = int(SkillType::Piloting);
            QVERIFY(!optionInRange(s, outOfRange));
            QVERIFY(apply(s, outOfRange).has_value()); // refused, nothing changed
            QCOMPARE(s.decision.kind, testbox::kObservationChoice);
            QVERIFY(choose(s, drawn == SkillType::BoxTest ? "observe:box_test" : "observe:leadership"));
            QCOMPARE(boxCardsIn(hand), ledgers + (drawn == SkillType::BoxTest));
            QCOMPARE(cardsOfType(hand, SkillType::Leadership), leadership + (drawn == SkillType::Leadership));
            QCOMPARE(s.skillDeck[size_t(drawn)].size(), deck - 1);
            QVERIFY(!s.hasDecision); // the one action is taken
        }
        GameState s = boxGameAtAction(11);
        handOutEveryLedger(s, 1);
        const int leadership = cardsOfType(s.players[0].hand, SkillType::Leadership);
        const int ledgers = boxCardsIn(s.players[0].hand);
        QVERIFY(choose(s, "action:location"));
        QVERIFY(!s.hasDecision);
        QCOMPARE(cardsOfType(s.players[0].hand, SkillType::Leadership), leadership + 1);
        QCOMPARE(boxCardsIn(s.players[0].hand), ledgers);
        // On another location the action is that location's own.
        s = boxGameAtAction(11);
        QVERIFY(hasOption(s, "action:location"));
        s.players[0].location = db().loc("press_room");
        runFrame(s, FrameKind::Action, 0, 1);
        const int politics = cardsOfType(s.players[0].hand, SkillType::Politics);
        QVERIFY(choose(s, "action:location"));
        QVERIFY(!s.hasDecision); // the Press Room's own rule: two Politics cards, no question
        QCOMPARE(cardsOfType(s.players[0].hand, SkillType::Politics), politics + 2);
    }

    // Supply Audit's handler (test_supply_audit_seize_ledgers) runs when its check fails: the
    // current player discards every Ledger he holds, or the fleet loses 1 food if he holds
    // none; the card's plain effect (-1 morale) comes first. A passed check runs neither.
    void supply_audit_seizes_the_ledgers_when_its_check_fails() {
        std::optional<testbox::SwappedData> swapped;
        QVERIFY(swapInTestBoxData(swapped));
        const auto lastResult = [](const GameState& s) { return int(eventsOf(s, EventKind::CheckResult).back().c); };
        { // The Quartermaster, current, holds Ledgers.
            GameState s = boxGame(21);
            giveSkill(s, 0, SkillType::BoxTest, 2);
            const int held = boxCardsIn(s.players[0].hand);
            QVERIFY(held >= 2);
            const size_t discarded = boxDiscard(s).size(), logged = s.log.size();
            const int food = resource(s, Resource::Food), morale = resource(s, Resource::Morale);
            QVERIFY(resolveSupplyAudit(s, 0, {takeFromDeck(s, SkillType::Piloting), takeFromDeck(s, SkillType::Piloting)}));
            QCOMPARE(lastResult(s), 2); // failed: the piloting cards count against
            QCOMPARE(boxCardsIn(s.players[0].hand), 0);
            QCOMPARE(boxDiscard(s).size(), discarded + size_t(held));
            QCOMPARE(resource(s, Resource::Food), food);
            QCOMPARE(resource(s, Resource::Morale), morale - 1);
            const auto seized = eventsOf(s, testbox::kLedgersSeized, logged);
            QCOMPARE(seized.size(), size_t(1));
            QCOMPARE(int(seized[0].actor), 0);
            QCOMPARE(int(seized[0].a), held);
            QCOMPARE(int(seized[0].b), 0);
            QCOMPARE(eventText(s, seized[0]), characterName(s, 0) + " gives up " + std::to_string(held) +
                                                  " Ledger card(s) to the audit.");
            QVERIFY(bsg::test::conservationProblem(s).empty());
        }
        { // Roslin, current, holds none: the fleet loses 1 food.
            GameState s = boxGame(21);
            QCOMPARE(boxCardsIn(s.players[1].hand), 0);
            const size_t logged = s.log.size();
            const int food = resource(s, Resource::Food), morale = resource(s, Resource::Morale);
            const int quartermasterLedgers = boxCardsIn(s.players[0].hand);
            QVERIFY(resolveSupplyAudit(s, 1, {takeFromDeck(s, SkillType::Tactics), takeFromDeck(s, SkillType::Piloting)}));
            QCOMPARE(lastResult(s), 2);
            QCOMPARE(resource(s, Resource::Food), food - 1);
            QCOMPARE(resource(s, Resource::Morale), morale - 1);
            QCOMPARE(boxCardsIn(s.players[0].hand), quartermasterLedgers); // only the current player's are taken
            const auto seized = eventsOf(s, testbox::kLedgersSeized, logged);
            QCOMPARE(seized.size(), size_t(1));
            QCOMPARE(int(seized[0].a), 0);
            QCOMPARE(int(seized[0].b), 1);
        }
        { // Passed (two Ledgers of 3 and 2 from Destiny make 5): +1 food, nothing seized.
            GameState s = boxGame(21);
            const size_t logged = s.log.size();
            const int food = resource(s, Resource::Food), held = boxCardsIn(s.players[0].hand);
            QVERIFY(resolveSupplyAudit(s, 0, {takeFromDeck(s, SkillType::BoxTest, 3), takeFromDeck(s, SkillType::BoxTest, 2)}));
            QCOMPARE(lastResult(s), 0);
            QCOMPARE(resource(s, Resource::Food), food + 1);
            QCOMPARE(boxCardsIn(s.players[0].hand), held);
            QVERIFY(eventsOf(s, testbox::kLedgersSeized, logged).empty());
        }
    }

    // A box's kinds are registered once each, and only kinds of a box's range.
    void box_kinds_are_registered_once_and_only_in_a_box_range() {
        testbox::registerTestBox();
        const BoxFrameRun run = boxFrameRun(testbox::kObservationFrame);
        QVERIFY(run);
        QVERIFY(!registerBoxFrame(testbox::kObservationFrame, run)); // taken
        QVERIFY(!registerBoxFrame(FrameKind::Turn, run));             // a base kind
        QVERIFY(!registerBoxFrame(rangeKind<FrameKind>(KindRange::Variant, 0), run));
        QVERIFY(!registerBoxFrame(rangeKind<FrameKind>(KindRange::TestBox, 1), nullptr)); // no rule
        QVERIFY(!boxFrameRun(FrameKind::Turn));
        QVERIFY(!boxVerbRule(Verb::Move));
        QVERIFY(!boxDecisionRule(DecisionKind::Movement));
        QVERIFY(!boxEventText(EventKind::Moved));
        QVERIFY(boxVerbRule(testbox::kObserve));
        QVERIFY(!registerBoxVerb(rangeKind<Verb>(KindRange::TestBox, 1), BoxVerbRule{})); // incomplete
    }

    // Requisition (test_requisition), the Quartermaster's once-per-game action: a character of
    // his choice, himself included, draws two Ledgers; offered while a Ledger is left to draw.
    void requisition_gives_a_chosen_character_two_ledgers_once() {
        std::optional<testbox::SwappedData> swapped;
        QVERIFY(swapInTestBoxData(swapped));
        GameState s = boxGameAtAction(13);
        QVERIFY(hasOption(s, "action:character:test_requisition"));
        QVERIFY(!hasOption(s, "action:character:test_inventory")); // passive: no action
        const size_t deck = boxDeck(s).size(), logged = s.log.size();
        QVERIFY(deck >= 2);
        QCOMPARE(boxCardsIn(s.players[1].hand), 0);
        QVERIFY(choose(s, "action:character:test_requisition"));
        QCOMPARE(s.decision.kind, DecisionKind::ChooseTarget);
        QCOMPARE(optionIds(s), (std::vector<std::string>{"target:test_quartermaster", "target:laura_roslin",
                                                         "target:william_adama", "target:kara_thrace"}));
        QVERIFY(choose(s, "target:laura_roslin"));
        QCOMPARE(boxCardsIn(s.players[1].hand), 2);
        QCOMPARE(boxDeck(s).size(), deck - 2);
        QVERIFY(s.players[0].onceUsed);
        const auto used = eventsOf(s, EventKind::AbilityUsed, logged);
        QCOMPARE(used.size(), size_t(1));
        QCOMPARE(int(used[0].a), int(AbilityNote::Action));
        QCOMPARE(int(used[0].b), abilityIndex(CharId(db().character("test_quartermaster")), "test_requisition"));
        runFrame(s, FrameKind::Action, 0, 1); // once per game
        QVERIFY(!hasOption(s, "action:character:test_requisition"));

        s = boxGameAtAction(13); // himself
        const int own = boxCardsIn(s.players[0].hand);
        QVERIFY(choose(s, "action:character:test_requisition"));
        QVERIFY(choose(s, "target:test_quartermaster"));
        QCOMPARE(boxCardsIn(s.players[0].hand), own + 2);

        s = boxGameAtAction(13); // nothing left to draw: not offered
        handOutEveryLedger(s, 2);
        runFrame(s, FrameKind::Action, 0, 1);
        QVERIFY(!hasOption(s, "action:character:test_requisition"));
        QVERIFY(hasOption(s, "action:location"));
    }

    // With the box in play its pieces appear and work in random games, its own rules among
    // them: the Observation Deck's action is taken, Supply Audit's handler runs (as it states:
    // Ledgers discarded, or 1 food lost when there were none), Requisition is used.
    void a_box_s_pieces_appear_in_its_games() {
        std::optional<testbox::SwappedData> swapped;
        QVERIFY(swapInTestBoxData(swapped));
        const CardDb& d = db();
        const int crisis = d.crisis("test_supply_audit");
        const LocId place = d.loc("test_observation_deck");
        QVERIFY(crisis >= 0 && place >= 0);
        const int requisition = abilityIndex(CharId(d.character("test_quartermaster")), "test_requisition");
        QVERIFY(requisition >= 0);
        int crisisDrawn = 0, boxCardsDealt = 0, boxCardsInChecks = 0, movesThere = 0, games = 0;
        int deckActions = 0, audits = 0, ledgersSeized = 0, foodLost = 0, requisitions = 0;
        for (uint64_t seed = 1; seed <= 40; ++seed) {
            Error e;
            auto s = newGame(setupOf(kBoxCast, seed, kWithTestBox), &e);
            QVERIFY2(s, e.message.c_str());
            QVERIFY(hasBox(*s, Box::Test) && hasBox(*s, Box::Base) && !hasBox(*s, Box::Pegasus));
            QCOMPARE(s->players[0].location, place); // the box's character starts on the box's location
            QCOMPARE(int(boxDeck(*s).size()) + boxCardsIn(s->players[0].hand), 12);
            QVERIFY(std::count(s->crisisDeck.begin(), s->crisisDeck.end(), CardIdx(crisis)) == 1);
            Rng chooser(seed);
            for (int n = 0; n < 20000 && !s->gameOver() && s->hasDecision; ++n) {
                const Seat current = s->current;
                const int currentLedgers = boxCardsIn(s->players[size_t(current)].hand);
                const size_t logged = s->log.size();
                QVERIFY(!applyAt(*s, chooser.below(uint32_t(s->decision.options.size()))));
                boxCardsInChecks += boxCardsIn(s->checkPile) > 0;
                // The handler did what it states, read in the events it logged and those after.
                for (size_t i = logged; i < s->log.size(); ++i) {
                    const LogEvent& ev = s->log[i];
                    if (ev.kind != testbox::kLedgersSeized)
                        continue;
                    ++audits;
                    QCOMPARE(int(ev.actor), int(current));
                    QCOMPARE(int(ev.a), currentLedgers);
                    QCOMPARE(int(ev.b), int(currentLedgers == 0));
                    QVERIFY(i + size_t(std::max(1, currentLedgers)) < s->log.size());
                    for (int k = 1; k <= currentLedgers; ++k) {
                        const LogEvent& discard = s->log[i + size_t(k)];
                        QCOMPARE(discard.kind, EventKind::Discarded);
                        QCOMPARE(int(discard.actor), int(current));
                        QCOMPARE(d.skillCards[size_t(discard.a)].type, SkillType::BoxTest);
                    }
                    if (currentLedgers == 0) {
                        const LogEvent& food = s->log[i + 1];
                        QCOMPARE(food.kind, EventKind::ResourceChanged);
                        QCOMPARE(int(food.a), int(Resource::Food));
                        QCOMPARE(int(food.b), -1);
                        ++foodLost;
                    }
                    ledgersSeized += ev.a;
                }
            }
            for (const LogEvent& ev : s->log) {
                crisisDrawn += ev.kind == EventKind::CrisisDrawn && ev.a == crisis;
                movesThere += ev.kind == EventKind::Moved && ev.a == place;
                deckActions += ev.kind == EventKind::ActionChosen && ev.a == int(Verb::ActionLocation) && ev.c == place;
                requisitions += ev.kind == EventKind::AbilityUsed && ev.actor == 0 &&
                                ev.a == int(AbilityNote::Action) && ev.b == requisition;
            }
            // Every card of the box's type is somewhere: its deck, its discard pile, a hand,
            // a check or Destiny (no rule loses one).
            int total = boxCardsIn(boxDeck(*s)) + boxCardsIn(boxDiscard(*s)) + boxCardsIn(s->checkPile) +
                        boxCardsIn(s->destiny);
            for (const Player& p : s->players)
                total += boxCardsIn(p.hand);
            QCOMPARE(total, 12);
            boxCardsDealt += 12 - int(boxDeck(*s).size());
            ++games;
        }
        qInfo("%d games: the box's crisis drawn %d times, %d moves to its location, its cards out of the deck %d, "
              "in a check at %d steps; its location's action taken %d times, its crisis's handler run %d times "
              "(%d Ledgers seized, food lost %d times), Requisition used %d times",
              games, crisisDrawn, movesThere, boxCardsDealt, boxCardsInChecks, deckActions, audits, ledgersSeized,
              foodLost, requisitions);
        QVERIFY(crisisDrawn > 0);
        QVERIFY(movesThere > 0);
        QVERIFY(boxCardsDealt > 0);
        QVERIFY(boxCardsInChecks > 0);
        QVERIFY(deckActions > 0);
        QVERIFY(audits > 0);
        QVERIFY(ledgersSeized > 0 && foodLost > 0); // both of the handler's outcomes
        QVERIFY(requisitions > 0);
        QVERIFY(requisitions <= games); // once per game
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
