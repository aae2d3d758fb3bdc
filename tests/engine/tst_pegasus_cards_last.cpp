// The last of Pegasus's cards (engine/rules/pegasus/card_moments.cpp): Major Victory, Sabotage,
// Scar and Mining Asteroid. Each test is named after the card and the outcome its printed text
// gives (resources/data and pegasus.yaml's entries), driven through the engine. Also random
// Pegasus games (standard and Four Solo) that must meet no unimplemented effect.
#include "card_kinds.h"
#include "combat.h"
#include "execution_kinds.h"
#include "crises_fixture.h"
#include "pegasus_cards.h"
#include "random_pegasus_games.h"
#include "rules_core.h"

#include <QtTest>

#include <algorithm>

using namespace bsg;
using namespace bsg::test;

namespace {

int resource(const GameState& s, Resource r) { return s.resources[size_t(r)]; }

bool isOutcome(const LogEvent& e, pegasus::CardOutcome what) {
    return e.kind == pegasus::kCardOutcome && e.d == int(what);
}

int outcomes(const GameState& s, pegasus::CardOutcome what, size_t from = 0) {
    int n = 0;
    for (size_t i = from; i < s.log.size(); ++i)
        n += isOutcome(s.log[i], what);
    return n;
}

// A board with no ship in space (every viper back in the Reserves), a fresh turn.
void clearSpace(GameState& s) {
    for (auto& area : s.space) {
        area.raiders = area.heavyRaiders = 0;
        s.vipersReserve = int8_t(s.vipersReserve + area.vipers);
        area.vipers = 0;
        s.civilianPile.insert(s.civilianPile.end(), area.civilians.begin(), area.civilians.end());
        area.civilians.clear();
    }
    s.basestars = {};
    s.turn += 1;
}

void makeRevealed(GameState& s, Seat seat) {
    auto& p = s.players[size_t(seat)];
    p.revealed = true;
    p.location = locs().caprica;
    p.viperArea = -1;
}

// Gives the seat the card, taking it from another hand first when it is held.
void giveAnyway(GameState& s, Seat seat, const std::string& id) {
    const SkillCard card = skillCard(id);
    if (freeCopies(s, card) > 0) {
        giveCard(s, seat, id);
        return;
    }
    for (Player& p : s.players) {
        const auto it = std::find(p.hand.begin(), p.hand.end(), card);
        if (it != p.hand.end()) {
            p.hand.erase(it);
            s.skillDiscard[size_t(db().skillCards[card].type)].push_back(card);
            break;
        }
    }
    giveCard(s, seat, id);
}

bool asked(const GameState& s, DecisionKind kind) { return s.hasDecision && s.decision.kind == kind; }

int copiesHeld(const GameState& s, Seat seat, const std::string& id) {
    const auto& hand = s.players[size_t(seat)].hand;
    return int(std::count(hand.begin(), hand.end(), skillCard(id)));
}

// Answers the remaining decisions: `id` when offered, else decline or the first option.
bool finish(GameState& s, const std::string& id = "") {
    for (int i = 0; i < 200 && s.hasDecision && !s.gameOver(); ++i) {
        if (!id.empty() && hasOption(s, id)) {
            if (!choose(s, id))
                return false;
            continue;
        }
        const Option o = hasOption(s, "decline") ? opt(Verb::Decline) : s.decision.options.front();
        if (apply(s, o))
            return false;
    }
    return !s.hasDecision || s.gameOver();
}

// The Armory's attack on the centurion on boarding space 0 by the current player (Adama).
void armoryAttack(GameState& s, std::vector<int8_t> dice) {
    takeOver(s);
    s.current = kAdama;
    s.centurions = {0};
    s.forcedDice = std::move(dice);
    s.stack.push_back(Frame{FrameKind::Attack, 0, int16_t(AttackKind::ArmoryVsCenturion), 0, 0, 0});
    run(s);
}

// Scar's card resolved on an empty board; true when his token is on the layout's raider.
bool scarOnTheBoard(GameState& s) {
    takeOver(s);
    clearSpace(s);
    s.current = kThrace;
    startCrisis(s, crisis("scar"));
    Driver setup;
    return setup.run(s) && s.pegasus.scarArea == int8_t(Area::StarboardBow);
}

void galacticaShootsScar(GameState& s, int8_t die) {
    takeOver(s);
    s.forcedDice = {die};
    s.stack.push_back(Frame{FrameKind::Attack, 0, int16_t(AttackKind::GalacticaVsRaider),
                            int16_t(Area::StarboardBow), int16_t(ShipPick::Scar), 0});
    run(s);
    QVERIFY(finish(s));
}

} // namespace

class TestPegasusCardsLast : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Major Victory (leadership): after you destroy a centurion on the Boarding Party track,
    // play it and roll: 5 or more, morale +1; less, nothing. Declined, the card stays in hand.
    void major_victory_after_a_centurion_destroyed_rolls_for_morale() {
        for (const int8_t die : {int8_t(5), int8_t(4)}) {
            GameState s = startedPegasusGame(41);
            giveAnyway(s, kAdama, "leadership:major_victory:1");
            const int morale = resource(s, Resource::Morale);
            armoryAttack(s, {7, die});
            QVERIFY(s.centurions.empty());
            QCOMPARE(s.decision.kind, pegasus::kMajorVictoryWindow);
            QCOMPARE(int(s.decision.actor), int(kAdama));
            QVERIFY(choose(s, "play:leadership:major_victory:1"));
            QVERIFY(finish(s));
            QCOMPARE(resource(s, Resource::Morale), morale + (die >= 5 ? 1 : 0));
            QCOMPARE(copiesHeld(s, kAdama, "leadership:major_victory:1"), 0);
            QCOMPARE(outcomes(s, pegasus::CardOutcome::MajorVictory), 1);
        }
        GameState s = startedPegasusGame(41);
        giveAnyway(s, kAdama, "leadership:major_victory:1");
        armoryAttack(s, {8});
        QVERIFY(choose(s, "decline"));
        QVERIFY(finish(s));
        QCOMPARE(copiesHeld(s, kAdama, "leadership:major_victory:1"), 1);
    }

    // ...a missed attack destroys nothing: no Major Victory; and one a turn: after it is played,
    // a second kill in the same turn does not offer the other copy.
    void major_victory_needs_a_kill_and_comes_once_a_turn() {
        GameState s = startedPegasusGame(42);
        giveAnyway(s, kAdama, "leadership:major_victory:1");
        giveAnyway(s, kAdama, "leadership:major_victory:2");
        armoryAttack(s, {3});
        QVERIFY(!asked(s, pegasus::kMajorVictoryWindow));
        QVERIFY(finish(s));
        armoryAttack(s, {7, 8});
        QVERIFY(choose(s, "play:leadership:major_victory:1"));
        QVERIFY(finish(s));
        armoryAttack(s, {7});
        QVERIFY(!asked(s, pegasus::kMajorVictoryWindow));
        QVERIFY(finish(s));
        QCOMPARE(copiesHeld(s, kAdama, "leadership:major_victory:2"), 1);
    }

    // Sabotage (Treachery, Cylon players only): when a human player discards a Treachery card,
    // a Cylon player may play it and Galactica is damaged (or Pegasus, as the damage rules
    // let the current player choose). One a turn; a colour card's discard does not trigger it.
    void sabotage_damages_galactica_when_a_human_discards_treachery() {
        GameState s = startedPegasusGame(43);
        takeOver(s);
        s.current = kRoslin;
        makeRevealed(s, kTyrol);
        giveAnyway(s, kTyrol, "treachery:sabotage:3");
        giveAnyway(s, kTyrol, "treachery:sabotage:3");
        giveAnyway(s, kRoslin, "treachery:broadcast_location:1");
        giveAnyway(s, kRoslin, "treachery:by_your_command:1");
        // One Galactica damage token is drawn (a location, or a resource lost): the pile shrinks.
        const size_t pile = s.galacticaDamagePile.size();
        const size_t pegasusDamage = s.pegasus.damaged.size();
        s.stack.push_back(Frame{FrameKind::DiscardCards, 0, kRoslin, 1, 0, 0});
        run(s);
        QVERIFY(choose(s, "discard:treachery:broadcast_location:1"));
        QCOMPARE(s.decision.kind, pegasus::kSabotageWindow);
        QCOMPARE(int(s.decision.actor), int(kTyrol));
        QVERIFY(choose(s, "play:treachery:sabotage:3"));
        // The damage at once (Galactica's, not Pegasus's); counted before the game's own turn
        // goes on, which may damage or repair more.
        QVERIFY(choose(s, "damage_ship:galactica"));
        QCOMPARE(s.galacticaDamagePile.size(), pile - 1);
        QCOMPARE(s.pegasus.damaged.size(), pegasusDamage);
        QCOMPARE(outcomes(s, pegasus::CardOutcome::Sabotaged), 1);
        QCOMPARE(copiesHeld(s, kTyrol, "treachery:sabotage:3"), 1); // the other copy waits for another turn
        // The same turn: another Treachery discard offers nothing.
        s.stack.push_back(Frame{FrameKind::DiscardCards, 0, kRoslin, 1, 0, 0});
        run(s);
        QVERIFY(choose(s, "discard:treachery:by_your_command:1"));
        QVERIFY(!asked(s, pegasus::kSabotageWindow));
        QCOMPARE(s.galacticaDamagePile.size(), pile - 1);
        QCOMPARE(outcomes(s, pegasus::CardOutcome::Sabotaged), 1);
    }

    // An execution's first step discards the executed human's hand: a Treachery card in it is a
    // human's Treachery discard, so a Cylon player may play Sabotage, before the execution goes
    // on to its next step.
    void sabotage_follows_an_executed_humans_treachery() {
        GameState s = startedPegasusGame(45);
        takeOver(s);
        s.current = kRoslin;
        makeRevealed(s, kTyrol);
        giveAnyway(s, kTyrol, "treachery:sabotage:3");
        giveAnyway(s, kThrace, "treachery:broadcast_location:1");
        const size_t pile = s.galacticaDamagePile.size();
        s.hasDecision = false;
        s.stack.push_back(Frame{pegasus::ExecutionFrame::Execution, 0, kThrace, int16_t(pegasus::ExecutionCause::Scenario), 0, 0});
        run(s);
        QCOMPARE(s.decision.kind, pegasus::kSabotageWindow);
        QCOMPARE(int(s.decision.actor), int(kTyrol));
        QVERIFY(s.players[kThrace].hand.empty()); // step 1 done
        QVERIFY(choose(s, "play:treachery:sabotage:3"));
        QVERIFY(choose(s, "damage_ship:galactica"));
        QCOMPARE(s.galacticaDamagePile.size(), pile - 1);
        QCOMPARE(outcomes(s, pegasus::CardOutcome::Sabotaged), 1);
        // Step 2 follows: the executed player shows a Cylon card or picks a new character.
        QVERIFY(s.decision.kind == pegasus::ExecutionDecision::NewCharacter || s.decision.kind == DecisionKind::ChooseCard);
        QCOMPARE(int(s.decision.actor), int(kThrace));
    }

    void sabotage_is_not_offered_for_a_colour_card_or_a_cylon_discard() {
        GameState s = startedPegasusGame(44);
        takeOver(s);
        s.current = kRoslin;
        makeRevealed(s, kTyrol);
        giveAnyway(s, kTyrol, "treachery:sabotage:3");
        giveAnyway(s, kTyrol, "treachery:broadcast_location:1");
        s.players[kRoslin].hand.clear();
        giveCard(s, kRoslin, "politics:consolidate_power:1");
        s.stack.push_back(Frame{FrameKind::DiscardCards, 0, kRoslin, 1, 0, 0});
        run(s);
        QVERIFY(finish(s));
        s.stack.push_back(Frame{FrameKind::DiscardCards, 0, kTyrol, 1, 0, 0});
        run(s);
        QVERIFY(choose(s, "discard:treachery:broadcast_location:1"));
        QVERIFY(!asked(s, pegasus::kSabotageWindow));
        QVERIFY(finish(s));
        QCOMPARE(outcomes(s, pegasus::CardOutcome::Sabotaged), 0);
    }

    // Scar (Cylon attack): the raider placed in the starboard bow carries the Scar token, the
    // card stays on the table; an attack result of 6 leaves Scar flying, 7 destroys him and the
    // card leaves the table.
    void scar_is_destroyed_only_by_a_7_or_8() {
        GameState s = startedPegasusGame(45);
        QVERIFY(scarOnTheBoard(s));
        QVERIFY(crisisInPlay(s, "scar"));
        QCOMPARE(int(s.space[size_t(Area::StarboardBow)].raiders), 1);
        QCOMPARE(int(s.space[size_t(Area::Aft)].civilians.size()), 2);
        galacticaShootsScar(s, 6);
        QCOMPARE(s.pegasus.scarArea, int8_t(Area::StarboardBow));
        QCOMPARE(outcomes(s, pegasus::CardOutcome::ScarSurvives), 1);
        galacticaShootsScar(s, 7);
        QCOMPARE(s.pegasus.scarArea, int8_t(-1));
        QCOMPARE(int(s.space[size_t(Area::StarboardBow)].raiders), 0);
        QVERIFY(!crisisInPlay(s, "scar"));
        QVERIFY(std::count(s.crisisDiscard.begin(), s.crisisDiscard.end(), crisis("scar")) == 1);
        QCOMPARE(conservationProblem(s), std::string());
    }

    // Scar is attacked apart: Weapons Control offers him as his own target, and an effect that
    // destroys raiders without a roll leaves him on the board.
    void scar_is_a_target_of_its_own_and_no_rollless_kill_takes_him() {
        GameState s = startedPegasusGame(46);
        QVERIFY(scarOnTheBoard(s));
        std::vector<std::string> ids;
        for (const Option& o : combatOptions(s, kAdama, CombatMode::WeaponsControl))
            ids.push_back(optionId(s, o));
        QVERIFY(std::count(ids.begin(), ids.end(), "ship:raider:starboard_bow:scar") == 1);
        QVERIFY(std::count(ids.begin(), ids.end(), "ship:raider:starboard_bow") == 0); // he is the only one
        s.space[size_t(Area::StarboardBow)].raiders = 3;
        removeRaider(s, Area::StarboardBow);
        removeRaider(s, Area::StarboardBow);
        removeRaider(s, Area::StarboardBow);
        QCOMPARE(int(s.space[size_t(Area::StarboardBow)].raiders), 1);
        QCOMPARE(s.pegasus.scarArea, int8_t(Area::StarboardBow));
    }

    // Kat's Hotshot gives a result without a die: it never destroys Scar, even an 8.
    void scar_survives_a_hotshot_result() {
        GameState s = startedPegasusGame(47);
        QVERIFY(scarOnTheBoard(s));
        s.pegasus.hotshotRoll = true;
        QVERIFY(!pegasus::scarHit(s, Area::StarboardBow, 8));
        QCOMPARE(s.pegasus.scarArea, int8_t(Area::StarboardBow));
        s.pegasus.hotshotRoll = false;
        QVERIFY(pegasus::scarHit(s, Area::StarboardBow, 8));
    }

    // Personal Vendetta: when raiders activate, Scar's raider acts twice - two attacks on the
    // viper in his area (one raider, two rolls).
    void scar_activates_twice() {
        GameState s = startedPegasusGame(48);
        QVERIFY(scarOnTheBoard(s));
        takeOver(s);
        s.turn += 1; // a fresh turn: nothing has acted
        s.space[size_t(Area::StarboardBow)].vipers = 1;
        s.vipersReserve = int8_t(s.vipersReserve - 1);
        s.forcedDice = {1, 1, 1};
        const size_t from = s.log.size();
        s.stack.push_back(Frame{FrameKind::Activate, 0, int16_t(Activation::Raiders), 0, 0, 0});
        run(s);
        QVERIFY(finish(s));
        int attacks = 0;
        for (size_t i = from; i < s.log.size(); ++i)
            attacks += s.log[i].kind == EventKind::AttackResolved && s.log[i].a == int(AttackKind::RaiderVsViper);
        QCOMPARE(attacks, 2);
        QCOMPARE(int(s.space[size_t(Area::StarboardBow)].raiders), 1);
    }

    // Scar leaves with the fleet's jump, and his card with it.
    void scar_and_his_card_leave_at_the_jump() {
        GameState s = startedPegasusGame(49);
        QVERIFY(scarOnTheBoard(s));
        takeOver(s);
        s.stack.push_back(Frame{FrameKind::Jump, 0, 0, 0, 0, 0});
        run(s);
        QVERIFY(finish(s));
        QCOMPARE(s.pegasus.scarArea, int8_t(-1));
        QVERIFY(!crisisInPlay(s, "scar"));
    }

    // Mining Asteroid (distance 2): fuel -1, 2 damaged vipers repaired, Scar taken from the
    // crisis discard pile and resolved at once (his raider in the starboard bow), the crisis
    // deck shuffled.
    void mining_asteroid_repairs_vipers_and_brings_scar() {
        GameState s = startedPegasusGame(50);
        takeOver(s);
        clearSpace(s);
        const CardIdx scar = crisis("scar");
        for (auto* pile : {&s.crisisDeck, &s.crisisDiscard})
            pile->erase(std::remove(pile->begin(), pile->end(), scar), pile->end());
        s.crisisDiscard.push_back(scar);
        s.vipersReserve = int8_t(s.vipersReserve - 2);
        s.vipersDamaged = int8_t(s.vipersDamaged + 2);
        const int fuel = resource(s, Resource::Fuel), distance = s.distance, damaged = s.vipersDamaged;
        const CardIdx mining = CardIdx(db().destination("mining_asteroid"));
        auto& deck = s.destinationDeck;
        deck.erase(std::find(deck.begin(), deck.end(), mining));
        deck.insert(deck.begin(), mining);
        s.stack.push_back(Frame{FrameKind::Jump, 0, 0, 0, 0, 0});
        run(s);
        QVERIFY(choose(s, "destination:mining_asteroid"));
        QVERIFY(finish(s));
        QCOMPARE(resource(s, Resource::Fuel), fuel - 1);
        QCOMPARE(int(s.distance), distance + 2);
        QCOMPARE(int(s.vipersDamaged), damaged - 2);
        QCOMPARE(s.pegasus.scarArea, int8_t(Area::StarboardBow));
        QVERIFY(crisisInPlay(s, "scar"));
        QVERIFY(std::count(s.crisisDiscard.begin(), s.crisisDiscard.end(), scar) == 0);
        QCOMPARE(outcomes(s, pegasus::CardOutcome::ScarFetched), 1);
        QCOMPARE(conservationProblem(s), std::string());
    }

    void random_pegasus_games_meet_no_unimplemented_effect() { playRandomGames(false); }
    void random_four_solo_pegasus_games_meet_no_unimplemented_effect() { playRandomGames(true); }

private:
    void playRandomGames(bool solo) {
        const int games = solo ? 100 : 200;
        int unimplemented = 0, scars = 0, scarsDown = 0, fetched = 0, victories = 0, sabotages = 0;
        const std::string problem = playRandomPegasusGames(cardSuiteGames(solo, 5000, 17, [&](const GameState& s) {
            unimplemented += s.unimplemented;
            scars += outcomes(s, pegasus::CardOutcome::ScarArrives);
            scarsDown += outcomes(s, pegasus::CardOutcome::ScarDestroyed);
            fetched += outcomes(s, pegasus::CardOutcome::ScarFetched);
            victories += outcomes(s, pegasus::CardOutcome::MajorVictory);
            sabotages += outcomes(s, pegasus::CardOutcome::Sabotaged);
        }));
        QVERIFY2(problem.empty(), problem.c_str());
        qInfo("%s: %d games, %d unimplemented effects; Scar arrived %d (destroyed %d), Mining Asteroid %d, "
              "Major Victory %d, Sabotage %d",
              solo ? "Four Solo" : "standard", games, unimplemented, scars, scarsDown, fetched, victories, sabotages);
        QCOMPARE(unimplemented, 0);
        QVERIFY(scars > 0);
        if (solo)
            QCOMPARE(sabotages, 0); // the automaton plays no Treachery text
    }
};

QTEST_APPLESS_MAIN(TestPegasusCardsLast)
#include "tst_pegasus_cards_last.moc"
