// Rules found by table (engine/rules/rule_table.h): a location action, a card handler and a
// character ability registered from this test executable under made-up ids are found through
// the data that names them and run; an id cannot be registered twice; the crisis cards whose
// rules act while they are on the table are bound to those rules.
#include "edited_data.h"
#include "combat_fixture.h"
#include "rule_table.h"
#include "rules_core.h"


#include <algorithm>

using namespace bsg;
using namespace bsg::test;

namespace {

// The made-up rules: the Observatory (a location whose action gains 1 morale while morale is
// below 10), the Signal Flare (a handler costing 1 fuel) and Far Sight (an action gaining 1 food).
bool observatoryOpen(const GameState& s, Seat seat) {
    return characterMayActivate(s, seat) && s.resources[size_t(Resource::Morale)] < 10;
}
Flow observatory(Ctx& c) {
    changeResource(c.s, Resource::Morale, 1);
    return Flow::Done;
}
void signalFlare(Ctx& c, const Effect&) { changeResource(c.s, Resource::Fuel, -1); }
bool farSightAvailable(const GameState&, Seat) { return true; }
Flow farSight(Ctx& c) {
    changeResource(c.s, Resource::Food, 1);
    return Flow::Done;
}

// The built-in data with each (file, from, to) replacement made in its text, loaded.
LoadResult loadRenamed(const std::vector<std::array<QString, 3>>& renames) {
    return test::loadEditedData([&](const QString& name, QByteArray text) {
        for (const auto& [file, from, to] : renames)
            if (file == name)
                text.replace(from.toUtf8(), to.toUtf8());
        return text;
    });
}

bool offers(const OptionList& options, const Option& o) {
    return std::find(options.begin(), options.end(), o) != options.end();
}

// Draws `id` as this turn's crisis and resolves it.
void resolve(GameState& s, const std::string& id) {
    const CardIdx card = crisis(id);
    s.crisisDeck.erase(std::find(s.crisisDeck.begin(), s.crisisDeck.end(), card));
    s.crisesThisTurn.push_back(card);
    runFrame(s, FrameKind::ResolveCrisis, card);
}

// The engine runs on other data while this lives (the process-wide CardDb, swapped).
class SwappedData {
public:
    explicit SwappedData(CardDb other) : m_other(std::move(other)) { std::swap(cardDbForTests(), m_other); }
    ~SwappedData() { std::swap(cardDbForTests(), m_other); }
    SwappedData(const SwappedData&) = delete;
    SwappedData& operator=(const SwappedData&) = delete;

private:
    CardDb m_other;
};

} // namespace

class TestRuleTables : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QVERIFY(registerLocationRule("test_observatory", {observatoryOpen, observatory}));
        QVERIFY(registerHandlerRule("test_signal_flare", {signalFlare}));
        QVERIFY(registerAbilityRule("test_far_sight", {farSightAvailable, farSight}));
    }

    void anIdHasOneRule() {
        QVERIFY(!registerLocationRule("test_observatory", {observatoryOpen, observatory}));
        QVERIFY(!registerLocationRule("research_lab", {observatoryOpen, observatory})); // a base rule's id
        QVERIFY(!registerHandlerRule("sympathizer_resolve", {signalFlare}));
        QVERIFY(!registerAbilityRule("cylon_detector", {farSightAvailable, farSight}));
        QCOMPARE(findLocationRule("research_lab")->run == observatory, false);
        QVERIFY(findLocationRule("test_observatory")->run == observatory);
        QVERIFY(findLocationRule("no_such_location") == nullptr);
    }

    // Data naming the made-up ids (Press Room, Baltar's Cylon Detector and Besieged's handler
    // renamed to them) is bound to the rules this executable registered, and the game runs them.
    void madeUpRulesRunFromTheData() {
        GameState s = emptySpace(7, {"gaius_baltar", "kara_thrace", "william_adama"});
        LoadResult renamed = loadRenamed({{"locations.json", "\"press_room\"", "\"test_observatory\""},
                                          {"characters.json", "\"cylon_detector\"", "\"test_far_sight\""},
                                          {"crisis_cards.json", "besieged_activate_placed_raiders", "test_signal_flare"}});
        QVERIFY2(renamed.db, renamed.error.c_str());
        SwappedData swapped(std::move(*renamed.db));
        const LocId observatoryAt = db().loc("test_observatory");
        QVERIFY(observatoryAt >= 0);

        // The location: offered while morale is below 10, then its action runs.
        s.players[0].location = observatoryAt;
        s.resources[size_t(Resource::Morale)] = 10;
        QVERIFY(!offers(actionOptions(s, 0), opt(Verb::ActionLocation)));
        s.resources[size_t(Resource::Morale)] = 5;
        QVERIFY(offers(actionOptions(s, 0), opt(Verb::ActionLocation)));
        runFrame(s, FrameKind::LocationAction, 0, observatoryAt);
        QCOMPARE(resource(s, Resource::Morale), 6);

        // The ability: Baltar's second ability is now Far Sight.
        const int farSightIndex = abilityIndex(s.players[0].character, "test_far_sight");
        QCOMPARE(farSightIndex, 1);
        QVERIFY(characterActionAvailable(s, 0, farSightIndex));
        const int food = resource(s, Resource::Food);
        runFrame(s, FrameKind::CharacterAction, 0, farSightIndex);
        QCOMPARE(resource(s, Resource::Food), food + 1);

        // The handler: Besieged's special rule is now the Signal Flare (its raiders stay put).
        const int fuel = resource(s, Resource::Fuel);
        resolve(s, "besieged");
        QCOMPARE(resource(s, Resource::Fuel), fuel - 1);
        QCOMPARE(s.space[size_t(Area::PortBow)].raiders, int8_t(4)); // placed, not activated
    }

    // The rules that ask whether a crisis card's ongoing rule is in force find it through the
    // card's handler, bound when the data loaded (no card id is compared).
    void ongoingRulesAreBoundToTheirCards() {
        const std::pair<const char*, OngoingRule> cards[] = {
            {"ambush", OngoingRule::TrainingNewPilots},
            {"cylon_swarm", OngoingRule::MassiveDeployment},
            {"jammed_assault", OngoingRule::BlockCommunications},
            {"detector_sabotage", OngoingRule::BlockLoyaltyViews},
            {"bomb_on_colonial_one", OngoingRule::ColonialOneClosed},
            {"dogfight", OngoingRule::ConstantBarrage},
            {"the_guardians", OngoingRule::RaptorCrewCaptured},
            {"lured_into_a_trap", OngoingRule::DangerousRepairs},
        };
        int bound = 0;
        for (const CrisisDef& card : db().crises)
            if (card.ongoing.rule && card.ongoing.rule->ongoing != OngoingRule::None) {
                ++bound;
                bool named = false;
                for (const auto& [id, rule] : cards)
                    named = named || (card.id == id && card.ongoing.rule->ongoing == rule);
                QVERIFY2(named, card.id.c_str());
            }
        QCOMPARE(bound, 8); // the base game's five, Pegasus's three
    }
};

QTEST_GUILESS_MAIN(TestRuleTables)
#include "tst_rule_tables.moc"
