// Pegasus's skill cards (docs/pegasus.md, "Treachery"): the Treachery deck, the destiny deck of
// twelve, Treachery in checks, the revealed Cylon's draw, Treachery text kept from humans, the
// Pegasus Investigative Committee, Reckless checks and the Reckless skill check abilities, Human
// Weakness; random Pegasus games, standard and Four Solo.
#include "core_fixture.h"
#include "heuristic_player.h"
#include "random_pegasus_games.h"
#include "treachery_kinds.h"
#include "view.h"

#include <QtTest>

#include <map>

using namespace bsg;
using namespace bsg::coretest;

namespace {

// A Pegasus game run through setup to the first Movement decision.
GameState pegasusStarted(const std::vector<std::string>& characters, uint64_t seed = 1) {
    GameState s = test::pegasusGame(characters, seed);
    test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
    return s;
}

// Tigh (current), Zarek, Apollo, empty hands, this crisis on top.
GameState checkGame(const std::string& crisisId) {
    GameState s = pegasusStarted({"saul_tigh", "tom_zarek", "lee_adama"});
    emptyAllHands(s);
    test::stackCrisis(s, crisisId);
    return s;
}

SkillCard card(const std::string& id) { return test::skillCard(id); }

int copiesIn(const std::vector<SkillCard>& pile, SkillType t) {
    int n = 0;
    for (SkillCard c : pile)
        n += db().skillCards[c].type == t;
    return n;
}

// Every copy of every card of this type wherever it is.
int copiesOfType(const GameState& s, SkillType t) {
    int n = copiesIn(s.skillDeck[size_t(t)], t) + copiesIn(s.skillDiscard[size_t(t)], t) + copiesIn(s.destiny, t) +
            copiesIn(s.checkPile, t);
    for (const Player& p : s.players)
        n += copiesIn(p.hand, t);
    return n;
}

int countOf(const GameState& s, const std::string& id) {
    const SkillCard c = card(id);
    int n = 0;
    auto add = [&](const std::vector<SkillCard>& pile) { n += int(std::count(pile.begin(), pile.end(), c)); };
    for (const auto& pile : s.skillDeck)
        add(pile);
    for (const auto& pile : s.skillDiscard)
        add(pile);
    add(s.destiny);
    add(s.checkPile);
    for (const Player& p : s.players)
        add(p.hand);
    return n;
}

int logged(const GameState& s, EventKind kind) {
    int n = 0;
    for (const LogEvent& e : s.log)
        n += e.kind == kind;
    return n;
}

// The option ids offered now that name this card.
bool offersCard(const GameState& s, const std::string& verb, const std::string& cardId) {
    return hasOption(s, verb + ":" + cardId);
}

// Gives the seat this card taken from wherever a copy is (the Pegasus cards have one copy per
// strength, which a starting hand or the destiny deck may hold).
void giveAnyCopy(GameState& s, Seat seat, const std::string& id) {
    const SkillCard c = card(id);
    auto take = [&](std::vector<SkillCard>& pile) {
        const auto it = std::find(pile.begin(), pile.end(), c);
        if (it == pile.end())
            return false;
        pile.erase(it);
        return true;
    };
    bool found = false;
    for (auto& pile : s.skillDeck)
        found = found || take(pile);
    for (auto& pile : s.skillDiscard)
        found = found || take(pile);
    found = found || take(s.destiny);
    for (auto& p : s.players)
        found = found || take(p.hand);
    if (!found)
        qFatal("no copy of %s", id.c_str());
    s.players[size_t(seat)].hand.push_back(c);
    sortHand(s.players[size_t(seat)].hand);
}

void giveAny(GameState& s, Seat seat, const std::vector<std::string>& ids) {
    for (const auto& id : ids)
        giveAnyCopy(s, seat, id);
}

// Reveals `seat` as a Cylon player standing on Caprica (the state only: no reveal procedure).
void makeRevealed(GameState& s, Seat seat) {
    auto& p = s.players[size_t(seat)];
    p.revealed = true;
    p.location = locs().caprica;
    p.viperArea = -1;
}

// The crisis's check, made Reckless by the current player's `card` (in his hand); nobody adds a
// card. False if the card was not offered.
bool recklessCheck(GameState& s, const std::string& card) {
    toCrisis(s);
    if (!test::choose(s, "play:" + card))
        return false;
    declineOffers(s);
    contributeNothing(s);
    return true;
}

// Zarek (seat 1) a revealed Cylon holding only `cardId`, at the Movement step of his own turn
// (its draws made); Apollo (seat 2) in the Brig when `humanInBrig`.
GameState cylonAtMovement(const std::string& cardId, bool humanInBrig) {
    GameState s = pegasusStarted({"saul_tigh", "tom_zarek", "lee_adama"});
    emptyAllHands(s);
    if (humanInBrig)
        placeAt(s, 2, "brig");
    makeRevealed(s, 1);
    giveAnyCopy(s, 1, cardId);
    newTurn(s, 1);
    while (s.hasDecision && s.decision.kind == DecisionKind::DrawSkill)
        test::choose(s, optionIds(s).front());
    return s;
}

} // namespace

class TestPegasusTreachery : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { test::registerPegasusForTests(); }

    // --- the decks

    void the_treachery_deck_has_26_cards_in_its_own_pile() {
        const GameState s = pegasusStarted({"saul_tigh", "tom_zarek", "lee_adama"});
        QCOMPARE(copiesOfType(s, SkillType::Treachery), 26);
        QVERIFY(!s.skillDeck[size_t(SkillType::Treachery)].empty());
        for (int t = 0; t < kSkillTypeCount; ++t)
            QCOMPARE(copiesOfType(s, SkillType(t)), 26); // 21 + 5 new, the committee replaced
        QCOMPARE(test::conservationProblem(s), std::string());
        // The state's decks show it like the five others.
        const QJsonObject decks = projectState(s, Visibility::everything())["decks"].toObject();
        QCOMPARE(decks["treachery"].toInt(), int(s.skillDeck[size_t(SkillType::Treachery)].size()));
        QVERIFY(decks.contains("treachery_discard"));
        // Per name, as the component list gives them.
        QCOMPARE(countOf(s, "treachery:broadcast_location:1"), 8);
        QCOMPARE(countOf(s, "treachery:by_your_command:1"), 4);
        QCOMPARE(countOf(s, "treachery:special_destiny:2"), 5);
        QCOMPARE(countOf(s, "treachery:gods_plan:2"), 3);
        QCOMPARE(countOf(s, "treachery:sabotage:3"), 4);
        QCOMPARE(countOf(s, "treachery:human_weakness:3"), 2);
    }

    void the_pegasus_investigative_committee_replaces_the_base_one() {
        const GameState s = pegasusStarted({"saul_tigh", "tom_zarek", "lee_adama"});
        QCOMPARE(countOf(s, "politics:investigative_committee:3"), 0);
        QCOMPARE(countOf(s, "politics:investigative_committee:5"), 0);
        QCOMPARE(countOf(s, "politics:investigative_committee_pegasus:3"), 4);
        QCOMPARE(countOf(s, "politics:investigative_committee_pegasus:4"), 2);
        QCOMPARE(countOf(s, "politics:investigative_committee_pegasus:5"), 1);
        // A base game keeps its own, and has no Pegasus card.
        const GameState base = started({"saul_tigh", "tom_zarek", "lee_adama"});
        QCOMPARE(countOf(base, "politics:investigative_committee:3"), 4);
        QCOMPARE(countOf(base, "politics:investigative_committee_pegasus:3"), 0);
        QCOMPARE(copiesOfType(base, SkillType::Treachery), 0);
        QCOMPARE(copiesOfType(base, SkillType::Politics), 21);
    }

    void a_destiny_deck_holds_two_treachery_cards_among_twelve() {
        GameState s = pegasusStarted({"saul_tigh", "tom_zarek", "lee_adama"});
        s.destiny.clear(); // (cards lost: only the next deal is looked at)
        rebuildDestiny(s);
        QCOMPARE(s.destiny.size(), size_t(12));
        for (int t = 0; t <= int(SkillType::Treachery); ++t)
            QCOMPARE(copiesIn(s.destiny, SkillType(t)), 2);
        GameState b = started({"saul_tigh", "tom_zarek", "lee_adama"}); // a base game: ten, as always
        b.destiny.clear();
        rebuildDestiny(b);
        QCOMPARE(b.destiny.size(), size_t(10));
        QCOMPARE(copiesIn(b.destiny, SkillType::Treachery), 0);
    }

    // --- Treachery in a check

    void treachery_counts_against_a_check_that_does_not_list_it() {
        GameState s = checkGame("unidentified_ship"); // 10, tactics + piloting
        setDestiny(s, {"treachery:sabotage:3", "tactics:launch_scout:2"});
        toCrisis(s);
        contributeNothing(s);
        QCOMPARE(s.check.total, int16_t(-1)); // -3 + 2
    }

    // --- the revealed Cylon's draw

    void a_revealed_cylon_draws_two_cards_of_two_different_types() {
        GameState s = pegasusStarted({"saul_tigh", "tom_zarek", "lee_adama"});
        emptyAllHands(s);
        makeRevealed(s, 1);
        newTurn(s, 1);
        QCOMPARE(kindId(s), std::string("draw_skill"));
        QCOMPARE(actor(s), Seat(1));
        QVERIFY(hasOption(s, "draw:treachery")); // any type, Treachery too
        QCOMPARE(s.decision.options.size(), size_t(6));
        QVERIFY(choose(s, "draw:treachery"));
        QCOMPARE(kindId(s), std::string("draw_skill"));
        QVERIFY(!hasOption(s, "draw:treachery")); // a second type
        QCOMPARE(s.decision.options.size(), size_t(5));
        QVERIFY(choose(s, "draw:engineering"));
        QCOMPARE(countType(s, 1, SkillType::Treachery), 1);
        QCOMPARE(countType(s, 1, SkillType::Engineering), 1);
    }

    void a_base_game_s_revealed_cylon_still_draws_any_two() {
        GameState s = started({"saul_tigh", "tom_zarek", "lee_adama"});
        emptyAllHands(s);
        makeRevealed(s, 1);
        newTurn(s, 1);
        QCOMPARE(kindId(s), std::string("draw_skill"));
        QVERIFY(choose(s, "draw:engineering"));
        QVERIFY(hasOption(s, "draw:engineering")); // the same type again
        QVERIFY(!hasOption(s, "draw:treachery"));
    }

    // --- Treachery text: a Cylon player's only

    void a_human_never_uses_treachery_text() {
        GameState s = pegasusStarted({"saul_tigh", "tom_zarek", "lee_adama"});
        emptyAllHands(s);
        placeAt(s, 2, "brig"); // a human in the Brig: Human Weakness would work
        giveAny(s, 0, {"treachery:human_weakness:3"});
        reask(s);
        QVERIFY(choose(s, "done")); // Tigh's movement: stays
        QCOMPARE(kindId(s), std::string("action"));
        QVERIFY(!offersCard(s, "action:skill", "treachery:human_weakness:3"));
    }

    void human_weakness_lowers_the_highest_resource() {
        GameState s = cylonAtMovement("treachery:human_weakness:3", true);
        s.resources = {8, 8, 10, 12}; // population highest
        QCOMPARE(kindId(s), std::string("movement"));
        QVERIFY(choose(s, "done"));
        QCOMPARE(kindId(s), std::string("action"));
        QVERIFY(offersCard(s, "action:skill", "treachery:human_weakness:3"));
        QVERIFY(choose(s, "action:skill:treachery:human_weakness:3"));
        QCOMPARE(resource(s, Resource::Population), 11);
        QCOMPARE(resource(s, Resource::Morale), 10);
    }

    void human_weakness_asks_among_tied_highest_resources() {
        GameState s = cylonAtMovement("treachery:human_weakness:3", true);
        s.resources = {8, 10, 10, 9};
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:skill:treachery:human_weakness:3"));
        QCOMPARE(kindId(s), std::string("human_weakness"));
        QCOMPARE(s.decision.options.size(), size_t(2)); // food and morale
        QVERIFY(choose(s, "resource:morale"));
        QCOMPARE(resource(s, Resource::Morale), 9);
        QCOMPARE(resource(s, Resource::Food), 10);
    }

    void human_weakness_needs_a_human_in_the_brig() {
        GameState s = cylonAtMovement("treachery:human_weakness:3", false);
        QVERIFY(choose(s, "done"));
        QCOMPARE(kindId(s), std::string("action"));
        QVERIFY(!offersCard(s, "action:skill", "treachery:human_weakness:3"));
    }

    // --- the Pegasus Investigative Committee

    void pegasus_investigative_committee_leaves_the_destiny_cards_face_down() {
        GameState s = checkGame("unidentified_ship");
        giveAny(s, 1, {"politics:investigative_committee_pegasus:3", "tactics:launch_scout:1"});
        toCrisis(s);
        QCOMPARE(actor(s), Seat(1));
        QVERIFY(choose(s, "play:politics:investigative_committee_pegasus:3"));
        QVERIFY(s.checkExtras.faceUp);
        QVERIFY(choose(s, "contribute:tactics:launch_scout:1"));
        int publicContributions = 0, publicDestiny = 0;
        for (const LogEvent& e : s.log)
            if (e.kind == EventKind::Contributed && e.visibleTo == kPublic)
                ++(e.actor == kNoSeat ? publicDestiny : publicContributions);
        QCOMPARE(publicContributions, 1); // Zarek's card
        QCOMPARE(publicDestiny, 0);       // the destiny cards stay hidden
    }

    // --- Reckless checks

    void jury_rigged_makes_the_check_4_easier() {
        GameState s = checkGame("unidentified_ship"); // 10; fail: population -1
        setDestiny(s, {"tactics:launch_scout:2", "piloting:evasive_maneuvers:2"});
        giveAny(s, 0, {"engineering:jury_rigged:1", "tactics:strategic_planning:3"});
        give(s, 1, {"tactics:launch_scout:1"});
        const int population = resource(s, Resource::Population);
        toCrisis(s);
        QCOMPARE(kindId(s), std::string("choice")); // the window before any card goes in
        QCOMPARE(actor(s), Seat(0));
        QVERIFY(choose(s, "play:engineering:jury_rigged:1"));
        QCOMPARE(logged(s, pegasus::TreacheryEvent::RecklessPlayed), 1);
        QVERIFY(!offersCard(s, "play", "engineering:jury_rigged:1"));
        declineOffers(s);
        QVERIFY(choose(s, "contribute:tactics:launch_scout:1"));
        // Zarek's hand and Apollo's are empty now: their one option answers itself.
        QCOMPARE(actor(s), Seat(0));
        QVERIFY(choose(s, "contribute:tactics:strategic_planning:3"));
        QVERIFY(choose(s, "done"));  // Tigh
        QCOMPARE(s.check.total, int16_t(8)); // 2 + 2 + 1 + 3
        QVERIFY(s.check.result == CheckResult::Pass); // 8 against 10 - 4
        QCOMPARE(resource(s, Resource::Population), population);
    }

    void a_check_takes_one_reckless_card() {
        GameState s = checkGame("unidentified_ship");
        giveAny(s, 0, {"engineering:jury_rigged:1"});
        giveAny(s, 1, {"tactics:guts_and_initiative:2"});
        toCrisis(s);
        QCOMPARE(actor(s), Seat(0));
        QVERIFY(choose(s, "play:engineering:jury_rigged:1"));
        declineOffers(s);
        QCOMPARE(kindId(s), std::string("contribute")); // Zarek was not offered his
        QVERIFY(inHand(s, 1, "tactics:guts_and_initiative:2"));
        QCOMPARE(s.checkPile.size(), size_t(2)); // the destiny cards went in
    }

    void guts_and_initiative_keeps_the_destiny_cards_out() {
        GameState s = checkGame("unidentified_ship");
        giveAny(s, 0, {"tactics:guts_and_initiative:2"});
        give(s, 1, {"tactics:launch_scout:1"}); // so that Zarek is asked
        const size_t destiny = s.destiny.size();
        toCrisis(s);
        QVERIFY(choose(s, "play:tactics:guts_and_initiative:2"));
        declineOffers(s);
        QCOMPARE(kindId(s), std::string("contribute"));
        QCOMPARE(s.checkPile.size(), size_t(0));
        QCOMPARE(s.destiny.size(), destiny);
    }

    void at_any_cost_makes_treachery_count_for_the_check() {
        GameState s = checkGame("unidentified_ship");
        setDestiny(s, {"treachery:sabotage:3", "tactics:launch_scout:2"});
        giveAny(s, 0, {"leadership:at_any_cost:3"});
        QVERIFY(recklessCheck(s, "leadership:at_any_cost:3"));
        QCOMPARE(s.check.total, int16_t(5)); // +3 + 2
    }

    void support_the_people_draws_for_small_hands() {
        GameState s = checkGame("unidentified_ship");
        giveAny(s, 0, {"politics:support_the_people:1", "tactics:launch_scout:1", "tactics:launch_scout:2",
                    "piloting:evasive_maneuvers:1", "piloting:evasive_maneuvers:2"}); // 4 once it is played
        give(s, 1, {"tactics:launch_scout:1", "tactics:launch_scout:2", "piloting:evasive_maneuvers:1",
                    "piloting:evasive_maneuvers:2", "engineering:repair:1"}); // 5: too many
        toCrisis(s);
        QVERIFY(choose(s, "play:politics:support_the_people:1"));
        // Tigh (4 cards), then Apollo (none); Zarek holds 5.
        for (int n = 0; n < 8 && s.decision.kind == DecisionKind::DrawSkill; ++n)
            QVERIFY(choose(s, optionIds(s).front()));
        QCOMPARE(s.players[0].hand.size(), size_t(6));
        QCOMPARE(s.players[1].hand.size(), size_t(5));
        QCOMPARE(s.players[2].hand.size(), size_t(2));
    }

    // --- the Reckless skill check abilities

    void broadcast_location_resolves_once_in_a_reckless_check() {
        GameState s = checkGame("unidentified_ship");
        setDestiny(s, {"treachery:broadcast_location:1", "treachery:broadcast_location:1"});
        giveAny(s, 0, {"engineering:jury_rigged:1"});
        const int basestars = int(std::count_if(s.basestars.begin(), s.basestars.end(),
                                                [](const Basestar& b) { return b.area >= 0; }));
        const size_t aftCivilians = s.space[size_t(Area::Aft)].civilians.size();
        QVERIFY(recklessCheck(s, "engineering:jury_rigged:1"));
        QCOMPARE(logged(s, pegasus::TreacheryEvent::CheckAbility), 1); // two copies, one resolution
        const int basestarsAfter = int(std::count_if(s.basestars.begin(), s.basestars.end(),
                                                     [](const Basestar& b) { return b.area >= 0; }));
        QCOMPARE(basestarsAfter, basestars + 1);
        QCOMPARE(s.space[size_t(Area::Aft)].civilians.size(), aftCivilians + 1);
    }

    void a_check_that_is_not_reckless_ignores_the_abilities() {
        GameState s = checkGame("unidentified_ship");
        setDestiny(s, {"treachery:broadcast_location:1", "treachery:special_destiny:2"});
        toCrisis(s);
        contributeNothing(s);
        QCOMPARE(logged(s, pegasus::TreacheryEvent::CheckAbility), 0);
        QCOMPARE(s.check.total, int16_t(-3));
    }

    void special_destiny_gives_every_player_a_treachery_card() {
        GameState s = checkGame("unidentified_ship");
        setDestiny(s, {"treachery:special_destiny:2", "tactics:launch_scout:2"});
        giveAny(s, 0, {"engineering:jury_rigged:1"});
        QVERIFY(recklessCheck(s, "engineering:jury_rigged:1"));
        // (Read from the log: Tigh's Alcoholic discards his card as the next turn begins.)
        std::array<int, 3> drawn{};
        for (const LogEvent& e : s.log)
            if (e.kind == EventKind::DrewSkill && db().skillCards[size_t(e.a)].type == SkillType::Treachery)
                ++drawn[size_t(e.actor)];
        QCOMPARE(drawn, (std::array<int, 3>{1, 1, 1}));
    }

    void by_your_command_activates_the_raiders() {
        GameState s = checkGame("unidentified_ship");
        setDestiny(s, {"treachery:by_your_command:1", "tactics:launch_scout:2"});
        giveAny(s, 0, {"engineering:jury_rigged:1"});
        QVERIFY(recklessCheck(s, "engineering:jury_rigged:1"));
        int activations = 0;
        for (const LogEvent& e : s.log)
            activations += e.kind == EventKind::ShipsActivate && e.b == int(ActivationCause::CardEffect);
        QCOMPARE(activations, 2); // raiders, then heavy raiders
    }

    // --- movement abilities (own Movement step, instead of moving)

    void critical_situation_takes_an_action_instead_of_moving() {
        GameState s = pegasusStarted({"saul_tigh", "tom_zarek", "lee_adama"});
        emptyAllHands(s);
        giveAny(s, 0, {"tactics:critical_situation:3", "leadership:executive_order:1"});
        reask(s);
        QCOMPARE(kindId(s), std::string("movement"));
        QVERIFY(choose(s, "play:tactics:critical_situation:3"));
        QCOMPARE(kindId(s), std::string("action")); // the card's action
        QVERIFY(!offersCard(s, "action:skill", "leadership:executive_order:1")); // one of the two a turn
        QVERIFY(choose(s, "action:nothing"));
        QCOMPARE(kindId(s), std::string("action")); // the turn's own action step
        QCOMPARE(logged(s, pegasus::TreacheryEvent::MovementAbility), 1);
    }

    void a_movement_ability_is_not_offered_in_another_player_s_move() {
        GameState s = pegasusStarted({"saul_tigh", "tom_zarek", "lee_adama"});
        emptyAllHands(s);
        giveAny(s, 1, {"tactics:critical_situation:3"});
        interject(s, FrameKind::Movement, 1); // Zarek moves in Tigh's turn (as by Executive Order)
        QCOMPARE(actor(s), Seat(1));
        QVERIFY(!offersCard(s, "play", "tactics:critical_situation:3"));
    }

    void preventative_policy_makes_the_next_loss_smaller() {
        GameState s = pegasusStarted({"saul_tigh", "tom_zarek", "lee_adama"});
        emptyAllHands(s);
        giveAny(s, 0, {"politics:preventative_policy:4"});
        reask(s);
        QVERIFY(choose(s, "play:politics:preventative_policy:4"));
        QCOMPARE(kindId(s), std::string("preventative_policy"));
        QVERIFY(choose(s, "resource:food"));
        const int food = resource(s, Resource::Food);
        changeResource(s, Resource::Fuel, -1); // another resource: in full
        changeResource(s, Resource::Food, -2); // the next food loss: 1 smaller
        QCOMPARE(resource(s, Resource::Food), food - 1);
        changeResource(s, Resource::Food, -2); // the one after it: in full
        QCOMPARE(resource(s, Resource::Food), food - 3);
    }

    void preventative_policy_lasts_its_turn() {
        GameState s = pegasusStarted({"saul_tigh", "tom_zarek", "lee_adama"});
        emptyAllHands(s);
        giveAny(s, 0, {"politics:preventative_policy:4"});
        reask(s);
        QVERIFY(choose(s, "play:politics:preventative_policy:4"));
        QVERIFY(choose(s, "resource:morale"));
        newTurn(s, 1); // the next turn: the name is gone
        const int morale = resource(s, Resource::Morale);
        changeResource(s, Resource::Morale, -1);
        QCOMPARE(resource(s, Resource::Morale), morale - 1);
    }

    void full_throttle_flies_the_viper_then_attacks() {
        GameState s = pegasusStarted({"kara_thrace", "tom_zarek", "saul_tigh"});
        emptyAllHands(s);
        s.vipersReserve = int8_t(s.vipersReserve - 1);
        s.players[0].location = -1;
        s.players[0].viperArea = int8_t(Area::Fore);
        s.space[size_t(Area::Aft)].raiders = 2;
        giveAny(s, 0, {"piloting:full_throttle:1"});
        reask(s);
        QVERIFY(choose(s, "play:piloting:full_throttle:1"));
        QCOMPARE(kindId(s), std::string("full_throttle"));
        QVERIFY(choose(s, "move:aft"));
        QCOMPARE(int(s.players[0].viperArea), int(Area::Aft));
        QVERIFY(s.hasDecision);
        QCOMPARE(kindId(s), std::string("viper")); // its attack: a raider in its new area
        QVERIFY(hasOption(s, "ship:raider:aft"));
        s.forcedDice = {8};
        QVERIFY(choose(s, "ship:raider:aft"));
        QCOMPARE(int(s.space[size_t(Area::Aft)].raiders), 1);
    }

    // Full Throttle is also an action ("Movement or action", only while piloting): taken in the
    // Action step, the viper flies to any area and attacks; not offered to a pilot out of his viper.
    void full_throttle_is_also_an_action_of_a_pilot_in_his_viper() {
        GameState s = pegasusStarted({"kara_thrace", "tom_zarek", "saul_tigh"});
        emptyAllHands(s);
        giveAny(s, 0, {"piloting:full_throttle:1"});
        s.hasDecision = false;
        s.stack.clear();
        s.stack.push_back(Frame{FrameKind::Action, 0, 0, 1, 0, 0});
        run(s);
        QCOMPARE(kindId(s), std::string("action"));
        QVERIFY(!hasOption(s, "action:skill:piloting:full_throttle:1")); // on Galactica: no viper
        s.vipersReserve = int8_t(s.vipersReserve - 1);
        s.players[0].location = -1;
        s.players[0].viperArea = int8_t(Area::Fore);
        s.space[size_t(Area::Aft)].raiders = 2;
        s.hasDecision = false;
        s.stack.clear();
        s.stack.push_back(Frame{FrameKind::Action, 0, 0, 1, 0, 0});
        run(s);
        QVERIFY(choose(s, "action:skill:piloting:full_throttle:1"));
        QCOMPARE(kindId(s), std::string("full_throttle"));
        QVERIFY(!inHand(s, 0, "piloting:full_throttle:1"));
        QVERIFY(choose(s, "move:aft"));
        QCOMPARE(int(s.players[0].viperArea), int(Area::Aft));
        QCOMPARE(kindId(s), std::string("viper")); // its attack: a raider in its new area
        s.forcedDice = {8};
        QVERIFY(choose(s, "ship:raider:aft"));
        QCOMPARE(int(s.space[size_t(Area::Aft)].raiders), 1);
    }

    void gods_plan_swaps_with_the_top_destiny_card() {
        GameState s = cylonAtMovement("treachery:gods_plan:2", false);
        setDestiny(s, {"tactics:launch_scout:2", "politics:consolidate_power:1"});
        QCOMPARE(kindId(s), std::string("movement"));
        QVERIFY(choose(s, "play:treachery:gods_plan:2"));
        QCOMPARE(s.destiny.front(), card("treachery:gods_plan:2"));
        QVERIFY(inHand(s, 1, "tactics:launch_scout:2"));
        QVERIFY(!inHand(s, 1, "treachery:gods_plan:2"));
    }

    void a_human_is_never_offered_gods_plan() {
        GameState s = pegasusStarted({"saul_tigh", "tom_zarek", "lee_adama"});
        emptyAllHands(s);
        giveAny(s, 0, {"treachery:gods_plan:2"});
        reask(s);
        QCOMPARE(kindId(s), std::string("movement"));
        QVERIFY(!offersCard(s, "play", "treachery:gods_plan:2"));
    }

    // --- Calculations

    void calculations_adds_or_takes_one_from_a_roll() {
        GameState s = pegasusStarted({"saul_tigh", "tom_zarek", "lee_adama"});
        emptyAllHands(s);
        giveAny(s, 1, {"engineering:calculations:4"});
        s.forcedDice = {4};
        interject(s, FrameKind::Roll, int(RollPurpose::Other));
        QCOMPARE(kindId(s), std::string("calculations"));
        QCOMPARE(actor(s), Seat(1));
        QVERIFY(hasOption(s, "calculate:engineering:calculations:4:down"));
        QVERIFY(choose(s, "calculate:engineering:calculations:4:up"));
        QCOMPARE(int(s.lastRoll), 5);
        QVERIFY(!inHand(s, 1, "engineering:calculations:4"));
        QCOMPARE(kindId(s), std::string("movement")); // the roll is over
    }

    void calculations_keeps_a_roll_within_one_to_eight() {
        GameState s = pegasusStarted({"saul_tigh", "tom_zarek", "lee_adama"});
        emptyAllHands(s);
        giveAny(s, 0, {"engineering:calculations:4"});
        s.forcedDice = {8};
        interject(s, FrameKind::Roll, int(RollPurpose::Other));
        QCOMPARE(kindId(s), std::string("calculations"));
        QVERIFY(!hasOption(s, "calculate:engineering:calculations:4:up"));
        QVERIFY(choose(s, "calculate:engineering:calculations:4:down"));
        QCOMPARE(int(s.lastRoll), 7);
    }

    // --- random games

    void random_pegasus_games_keep_every_card() { playRandomGames(false); }
    void random_four_solo_pegasus_games_keep_every_card() { playRandomGames(true); }

    // The heuristic player knows the sixth type (its arrays hold every type): it plays Four Solo
    // games with Pegasus to the end.
    void the_heuristic_player_plays_four_solo_pegasus_games() {
        int won = 0, unimplemented = 0;
        const int games = 40;
        for (int g = 0; g < games; ++g) {
            Error error;
            auto s = newGame(test::pegasusSetup({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"},
                                                uint64_t(500 + g), VariantId::FourSolo),
                             &error);
            QVERIFY2(s, error.message.c_str());
            int steps = 0;
            while (!s->gameOver() && s->hasDecision && steps++ < 20000)
                QVERIFY(!apply(*s, solo::policy::chooseHeuristic(*s)));
            QVERIFY(s->gameOver());
            QCOMPARE(test::conservationProblem(*s), std::string());
            won += s->over.winner == Side::Human;
            unimplemented += s->unimplemented;
        }
        qInfo("heuristic Four Solo with Pegasus: %d of %d games won, %d unimplemented effects", won, games,
              unimplemented);
    }

private:
    void playRandomGames(bool solo) {
        const int games = solo ? 100 : 200;
        int unimplemented = 0, treacheryRevealed = 0, reckless = 0, abilities = 0, movements = 0, calculations = 0,
            humanWeakness = 0;
        const std::string problem = test::playRandomPegasusGames(test::cardSuiteGames(solo, 1000, 3, [&](const GameState& s) {
            unimplemented += s.unimplemented;
            for (const LogEvent& e : s.log) {
                treacheryRevealed += e.kind == EventKind::CheckRevealed &&
                                     db().skillCards[size_t(e.a)].type == SkillType::Treachery;
                reckless += e.kind == pegasus::TreacheryEvent::RecklessPlayed;
                abilities += e.kind == pegasus::TreacheryEvent::CheckAbility;
                movements += e.kind == pegasus::TreacheryEvent::MovementAbility;
                calculations += e.kind == pegasus::TreacheryEvent::Calculated;
                humanWeakness += e.kind == pegasus::TreacheryEvent::HumanWeakness;
            }
        }));
        QVERIFY2(problem.empty(), problem.c_str());
        qInfo("%s: %d games, %d unimplemented effects, %d Treachery cards revealed in checks, %d Reckless "
              "checks, %d skill check abilities, %d movement abilities, %d Calculations, %d Human Weakness",
              solo ? "Four Solo" : "standard", games, unimplemented, treacheryRevealed, reckless, abilities, movements,
              calculations, humanWeakness);
        QVERIFY(treacheryRevealed > 0);
        QVERIFY(reckless > 0);
        QVERIFY(abilities > 0);
        QVERIFY(movements > 0);
        QVERIFY(calculations > 0);
    }
};

QTEST_GUILESS_MAIN(TestPegasusTreachery)
#include "tst_pegasus_treachery.moc"
