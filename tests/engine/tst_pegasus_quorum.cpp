// Pegasus's cards that execute and its quorum cards (resources/data: crisis_cards.json,
// quorum.json, loyalty.json with "box": "pegasus"; handlers in engine/rules/pegasus/
// quorum_rules.cpp): the `execute` effect op and the loader's rules for it, the crises A Verdict of
// Guilty, Assassination Plot and Defending a Prisoner, the eight quorum cards, and the loyalty card
// "You Are a Cylon - Can Make Players Draw Treachery Cards". Each test drives the engine through
// the card and checks the outcome its printed text gives (not the data); random Pegasus games
// play them all.
#include "crises_fixture.h"
#include "core_fixture.h"
#include "edited_data.h"
#include "execution.h"
#include "pegasus_board.h"
#include "random_pegasus_games.h"
#include "quorum_kinds.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <functional>

using namespace bsg;
using namespace bsg::test;
using coretest::interject;
using coretest::kindId;
using coretest::placeAt;
using coretest::quorumCard;

namespace {

// Roslin (President), Adama (Admiral), Thrace, Tyrol with Pegasus in play, at the first Movement.
GameState cast(uint64_t seed = 5) {
    GameState s = pegasusGame({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, seed);
    playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
    return s;
}

int resource(const GameState& s, Resource r) { return s.resources[size_t(r)]; }

int treachery(const GameState& s, Seat seat) {
    const auto& hand = s.players[size_t(seat)].hand;
    return int(std::count_if(hand.begin(), hand.end(),
                             [](SkillCard c) { return db().skillCards[c].type == SkillType::Treachery; }));
}

void fillHand(GameState& s, Seat seat, size_t cards, SkillType type = SkillType::Tactics) {
    while (s.players[size_t(seat)].hand.size() < cards)
        giveSkill(s, seat, type, 1);
}

// A human whose only loyalty card is You Are Not a Cylon.
void human(GameState& s, Seat seat) {
    clearLoyalty(s, seat);
    giveLoyalty(s, seat, "not_a_cylon");
}

// Roslin's turn, at her Action step, holding these quorum cards (and only these).
void presidentActs(GameState& s, const std::vector<std::string>& quorum) {
    startTurnOf(s, kRoslin);
    s.quorumDeck.insert(s.quorumDeck.end(), s.quorumHand.begin(), s.quorumHand.end());
    s.quorumHand.clear();
    for (const auto& id : quorum)
        coretest::giveQuorum(s, id);
    QVERIFY(choose(s, "done"));
    QCOMPARE(int(s.decision.kind), int(DecisionKind::Action));
}

int notes(const GameState& s, pegasus::CardNote note) {
    return int(std::count_if(s.log.begin(), s.log.end(),
                             [note](const LogEvent& e) { return e.kind == pegasus::kCardNote && e.b == note; }));
}

// The built-in data with one file changed by `edit`, through the real loader.
LoadResult loadEdited(const QString& file, const std::function<void(QJsonObject&)>& edit) {
    return loadEditedData([&](const QString& name, QByteArray text) {
        if (name != file)
            return text;
        QJsonObject root = QJsonDocument::fromJson(text).object();
        edit(root);
        return QJsonDocument(root).toJson();
    });
}

// Appends `effect` to the effects of the record `id` of `list` in the file's root.
void appendEffect(QJsonObject& root, const char* list, const char* id, const QJsonObject& effect) {
    QJsonArray cards = root[list].toArray();
    for (qsizetype i = 0; i < cards.size(); ++i) {
        QJsonObject card = cards[i].toObject();
        if (card["id"].toString() != QLatin1String(id))
            continue;
        QJsonArray effects = card["effects"].toArray();
        effects.append(effect);
        card["effects"] = effects;
        cards[i] = card;
    }
    root[list] = cards;
}

std::string errorOf(const LoadResult& r) { return r.db ? std::string("(loaded)") : r.error; }
bool mentions(const std::string& text, std::initializer_list<const char*> words) {
    return std::all_of(words.begin(), words.end(), [&](const char* w) { return text.find(w) != std::string::npos; });
}


// --- the kept cards of quorum_kept.cpp

// The President (Roslin) plays this kept card for `to`; then a new turn of `next` begins, at
// its Movement, every hand empty.
void keptFor(GameState& s, const std::string& card, const char* to, Seat next) {
    presidentActs(s, {card});
    QVERIFY(choose(s, "action:quorum:" + card));
    QVERIFY(choose(s, std::string("target:") + to));
    coretest::newTurn(s, next);
    test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
    coretest::emptyAllHands(s);
}

} // namespace

class TestPegasusQuorum : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // --- the execute op

    void execute_op_is_refused_outside_a_pegasus_record() {
        const LoadResult base = loadEdited("quorum.json", [](QJsonObject& root) {
            appendEffect(root, "quorum_cards", "arrest_order", QJsonObject{{"op", "execute"}, {"who", "chosen"}});
        });
        QVERIFY2(mentions(errorOf(base), {"quorum.json", "arrest_order", "execute", "Pegasus"}), errorOf(base).c_str());
        const LoadResult destination = loadEdited("destinations.json", [](QJsonObject& root) {
            QJsonArray cards = root["destinations"].toArray();
            QJsonObject card = cards[0].toObject();
            QJsonArray effects = card["effects"].toArray();
            effects.append(QJsonObject{{"op", "execute"}, {"who", "current"}});
            card["effects"] = effects;
            cards[0] = card;
            root["destinations"] = cards;
        });
        QVERIFY2(mentions(errorOf(destination), {"destinations.json", "execute", "Pegasus"}), errorOf(destination).c_str());
    }

    void execute_op_on_a_quorum_card_names_the_picked_character() {
        const LoadResult r = loadEdited("quorum.json", [](QJsonObject& root) {
            appendEffect(root, "quorum_cards", "eulogy", QJsonObject{{"op", "execute"}, {"who", "current"}});
        });
        QVERIFY2(mentions(errorOf(r), {"quorum.json", "eulogy", "who", "chosen"}), errorOf(r).c_str());
        const LoadResult unpicked = loadEdited("quorum.json", [](QJsonObject& root) {
            appendEffect(root, "quorum_cards", "eulogy", QJsonObject{{"op", "execute"}, {"who", "chosen"}});
        });
        QVERIFY2(mentions(errorOf(unpicked), {"eulogy", "pick_character"}), errorOf(unpicked).c_str());
    }

    // --- the crises that execute

    // A Verdict of Guilty, option a: the current player is executed, then the Admiral discards 3.
    void a_verdict_of_guilty_executes_the_current_player_and_the_admiral_discards_three() {
        GameState s = cast();
        takeOver(s);
        s.current = kThrace;
        human(s, kThrace);
        fillHand(s, kAdama, 5);
        const size_t adamaCards = s.players[kAdama].hand.size();
        const int morale = resource(s, Resource::Morale);
        startCrisis(s, crisis("a_verdict_of_guilty"));
        QCOMPARE(int(s.decision.actor), int(kAdama)); // the Admiral chooses
        QVERIFY(choose(s, "option:a"));
        QCOMPARE(kindId(s), std::string("new_character"));
        QVERIFY(choose(s, "character:tom_zarek"));
        Driver driver;
        QVERIFY(driver.run(s));
        QCOMPARE(s.players[kThrace].character, character("tom_zarek"));
        QCOMPARE(s.pegasus.executed, std::vector<CharId>{character("kara_thrace")});
        QCOMPARE(resource(s, Resource::Morale), morale - 1);
        QCOMPARE(s.players[kAdama].hand.size(), adamaCards - 3);
    }

    // Option b: Galactica is damaged twice (each time Pegasus may take it instead).
    void a_verdict_of_guilty_option_b_damages_galactica_twice() {
        GameState s = cast();
        takeOver(s);
        s.current = kThrace;
        startCrisis(s, crisis("a_verdict_of_guilty"));
        QVERIFY(choose(s, "option:b"));
        Driver driver;
        QVERIFY(driver.run(s));
        QCOMPARE(s.galacticaDamage.size() + s.galacticaDamageRemoved.size() + s.pegasus.damaged.size(), size_t(2));
        QVERIFY(s.pegasus.executed.empty());
    }

    // Assassination Plot, option a: the Admiral and the current player each discard 3 skill
    // cards and draw 3 Treachery cards.
    void assassination_plot_trades_three_cards_of_the_admiral_and_the_current_player() {
        GameState s = cast();
        takeOver(s);
        s.current = kThrace;
        for (Seat seat : {kAdama, kThrace})
            fillHand(s, seat, 5);
        const size_t tyrolCards = s.players[kTyrol].hand.size();
        startCrisis(s, crisis("assassination_plot"));
        QCOMPARE(int(s.decision.actor), int(kRoslin)); // the President chooses
        QVERIFY(choose(s, "option:a"));
        Driver driver;
        QVERIFY(driver.run(s));
        for (Seat seat : {kAdama, kThrace}) {
            QCOMPARE(s.players[size_t(seat)].hand.size(), size_t(5)); // 5 - 3 + 3
            QVERIFY(treachery(s, seat) >= 3);
        }
        QCOMPARE(s.players[kTyrol].hand.size(), tyrolCards);
    }

    // The Admiral as current player trades once: he is one player.
    void assassination_plot_trades_once_when_the_admiral_is_the_current_player() {
        GameState s = cast();
        takeOver(s);
        s.current = kAdama;
        fillHand(s, kAdama, 5);
        startCrisis(s, crisis("assassination_plot"));
        QVERIFY(choose(s, "option:a"));
        Driver driver;
        QVERIFY(driver.run(s));
        QCOMPARE(s.players[kAdama].hand.size(), size_t(5));
        QCOMPARE(treachery(s, kAdama), 3);
    }

    // Option b: the Admiral is executed.
    void assassination_plot_option_b_executes_the_admiral() {
        GameState s = cast();
        takeOver(s);
        s.current = kThrace;
        human(s, kAdama);
        startCrisis(s, crisis("assassination_plot"));
        QVERIFY(choose(s, "option:b"));
        QCOMPARE(kindId(s), std::string("new_character"));
        QCOMPARE(int(s.decision.actor), int(kAdama));
        QVERIFY(choose(s, "character:saul_tigh"));
        QCOMPARE(s.pegasus.executed, std::vector<CharId>{character("william_adama")});
    }

    // Defending a Prisoner failed: morale -1, and a roll of 4 or less executes the current player.
    void defending_a_prisoner_failure_executes_the_current_player_on_four_or_less() {
        for (const int die : {4, 5}) {
            GameState s = cast();
            takeOver(s);
            s.current = kThrace;
            human(s, kThrace);
            const SkillCard one = strengthOne(SkillType::Engineering);
            setDestiny(s, one, one);
            emptyHands(s);
            s.forcedDice = {int8_t(die)};
            const int morale = resource(s, Resource::Morale);
            startCrisis(s, crisis("defending_a_prisoner"));
            Driver driver;
            QVERIFY(driver.run(s));
            QCOMPARE(int(s.check.result), int(CheckResult::Fail));
            if (die == 4) {
                QCOMPARE(s.pegasus.executed, std::vector<CharId>{character("kara_thrace")});
                QCOMPARE(resource(s, Resource::Morale), morale - 2); // the card's and the execution's
            } else {
                QVERIFY(s.pegasus.executed.empty());
                QCOMPARE(resource(s, Resource::Morale), morale - 1);
            }
        }
    }

    // A Cylon player may ignore the crisis's execution (the card does not name a Cylon player).
    void a_revealed_cylon_may_ignore_a_verdict_of_guilty() {
        GameState s = cast();
        takeOver(s);
        s.current = kThrace;
        Player& p = s.players[kThrace];
        clearLoyalty(s, kThrace);
        giveLoyalty(s, kThrace, "cylon_reduce_morale");
        p.revealed = true;
        p.revealedLoyalty = 0;
        startCrisis(s, crisis("a_verdict_of_guilty"));
        QVERIFY(choose(s, "option:a"));
        QCOMPARE(kindId(s), std::string("ignore_execution"));
        QVERIFY(choose(s, "ignore_execution"));
        QVERIFY(s.pegasus.executed.empty());
    }

    // --- quorum cards

    // Execute Prisoner: a character in the Brig is executed; with nobody there it cannot be played.
    void execute_prisoner_executes_a_character_in_the_brig() {
        GameState s = cast();
        presidentActs(s, {"execute_prisoner"});
        QVERIFY(!hasOption(s, "action:quorum:execute_prisoner")); // nobody in the Brig
        placeAt(s, kTyrol, "brig");
        human(s, kTyrol);
        coretest::reask(s);
        const int morale = resource(s, Resource::Morale);
        QVERIFY(choose(s, "action:quorum:execute_prisoner"));
        // The one character in the Brig is the only pick: the engine takes it without asking.
        QCOMPARE(kindId(s), std::string("new_character"));
        QCOMPARE(int(s.decision.actor), int(kTyrol));
        QVERIFY(choose(s, "character:tom_zarek"));
        QCOMPARE(s.pegasus.executed, std::vector<CharId>{character("galen_tyrol")});
        QCOMPARE(resource(s, Resource::Morale), morale - 1);
        QVERIFY(coretest::quorumIn(s.quorumDiscard, "execute_prisoner"));
    }

    // Eulogy: +1 morale only when an execution has cost morale this game.
    void eulogy_gives_back_a_morale_only_after_an_execution_cost_one() {
        GameState s = cast();
        presidentActs(s, {"eulogy"});
        int morale = resource(s, Resource::Morale);
        QVERIFY(choose(s, "action:quorum:eulogy"));
        QCOMPARE(resource(s, Resource::Morale), morale);
        QCOMPARE(notes(s, pegasus::kEulogy), 1);

        GameState after = cast();
        human(after, kTyrol);
        interject(after, pegasus::ExecutionFrame::Execution, kTyrol, int(pegasus::ExecutionCause::Scenario));
        QVERIFY(choose(after, "character:tom_zarek"));
        presidentActs(after, {"eulogy"});
        morale = resource(after, Resource::Morale);
        QVERIFY(choose(after, "action:quorum:eulogy"));
        QCOMPARE(resource(after, Resource::Morale), morale + 1);
        QVERIFY(coretest::quorumIn(after.quorumDiscard, "eulogy"));
    }

    // Resources for Galactica: 2 damaged vipers back in the Reserves and a damaged location of
    // the player's choice repaired (a Pegasus one here).
    void resources_for_galactica_repairs_two_vipers_and_a_location() {
        GameState s = cast();
        presidentActs(s, {"resources_for_galactica"});
        s.vipersDamaged = 3;
        const int reserve = s.vipersReserve;
        damagePegasus(s, 0);
        QCOMPARE(s.pegasus.damaged.size(), size_t(1));
        const LocId hit = s.pegasus.damaged.front();
        const auto token = std::find_if(s.galacticaDamagePile.begin(), s.galacticaDamagePile.end(),
                                        [](uint8_t t) { return db().galacticaDamage[t].location >= 0; });
        s.galacticaDamage.push_back(*token); // a Galactica location damaged too: the player chooses
        s.galacticaDamagePile.erase(token);
        QVERIFY(choose(s, "action:quorum:resources_for_galactica"));
        QCOMPARE(s.vipersDamaged, int8_t(1));
        QCOMPARE(int(s.vipersReserve), reserve + 2);
        QCOMPARE(int(s.decision.kind), int(DecisionKind::ChooseLocation));
        QVERIFY(choose(s, "location:" + db().locations[size_t(hit)].id));
        QVERIFY(s.pegasus.damaged.empty());
        QCOMPARE(s.galacticaDamage.size(), size_t(1)); // up to 1 location
    }

    // Unsavory Connections: the President swaps 2 random skill cards for 2 Treachery cards,
    // then gains 1 food or 1 fuel.
    void unsavory_connections_swaps_two_cards_for_treachery_and_gains_food_or_fuel() {
        GameState s = cast();
        presidentActs(s, {"unsavory_connections"});
        coretest::emptyHand(s, kRoslin);
        fillHand(s, kRoslin, 4, SkillType::Politics);
        const int food = resource(s, Resource::Food), fuel = resource(s, Resource::Fuel);
        QVERIFY(choose(s, "action:quorum:unsavory_connections"));
        QCOMPARE(kindId(s), std::string("unsavory_connections"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"resource:food", "resource:fuel"}));
        QCOMPARE(s.players[kRoslin].hand.size(), size_t(4));
        QCOMPARE(treachery(s, kRoslin), 2);
        QVERIFY(choose(s, "resource:fuel"));
        QCOMPARE(resource(s, Resource::Fuel), fuel + 1);
        QCOMPARE(resource(s, Resource::Food), food);
    }

    // Civilian Self Defense: 3 raiders (or the heavy raider) around the chosen civilian ship are
    // destroyed; a roll of 2 or less loses that ship.
    void civilian_self_defense_clears_raiders_then_rolls_for_the_ship() {
        for (const int die : {2, 3}) {
            GameState s = cast();
            presidentActs(s, {"civilian_self_defense"});
            for (auto& area : s.space) {
                area.civilians.clear();
                area.raiders = 0;
                area.heavyRaiders = 0;
            }
            const size_t aft = size_t(Area::Aft);
            for (const Area a : {Area::Aft, Area::Fore}) {
                s.space[size_t(a)].civilians.push_back(s.civilianPile.front());
                s.civilianPile.erase(s.civilianPile.begin());
            }
            s.space[aft].raiders = 4;
            s.space[aft].heavyRaiders = 1;
            s.forcedDice = {int8_t(die)};
            const size_t pile = s.civilianPile.size();
            QVERIFY(choose(s, "action:quorum:civilian_self_defense"));
            QCOMPARE(kindId(s), std::string("civilian_self_defense"));
            QCOMPARE(optionIds(s).size(), size_t(2)); // the two civilian ships
            QVERIFY(choose(s, "ship:civilian:aft"));
            QCOMPARE(optionIds(s).size(), size_t(2)); // raiders or the heavy raider
            QVERIFY(choose(s, optionIds(s).front()));  // the raiders
            QCOMPARE(int(s.space[aft].raiders), 1);
            QCOMPARE(int(s.space[aft].heavyRaiders), 1);
            QCOMPARE(s.space[aft].civilians.size(), size_t(die <= 2 ? 0 : 1));
            QCOMPARE(s.space[size_t(Area::Fore)].civilians.size(), size_t(1));
            QCOMPARE(s.civilianPile.size(), pile); // a destroyed ship does not go back among the unused
        }
    }

    // Consult the Oracle: the bottom card of a deck and every Destiny card are shown to the
    // President alone; 2 Destiny cards are discarded.
    void consult_the_oracle_shows_a_bottom_card_and_the_destiny_deck_then_discards_two() {
        GameState s = cast();
        presidentActs(s, {"consult_the_oracle"});
        const size_t destiny = s.destiny.size();
        QVERIFY(destiny >= 2);
        const CardIdx bottom = s.crisisDeck.back();
        const size_t logged = s.log.size();
        QVERIFY(choose(s, "action:quorum:consult_the_oracle"));
        QCOMPARE(kindId(s), std::string("oracle_deck"));
        QVERIFY(hasOption(s, "deck:destination"));
        QVERIFY(hasOption(s, "deck:politics"));
        QVERIFY(choose(s, "deck:crisis"));
        int seen = 0;
        for (size_t i = logged; i < s.log.size(); ++i) {
            const LogEvent& e = s.log[i];
            if (e.kind != pegasus::kCardNote)
                continue;
            QCOMPARE(int(e.visibleTo), int(seatBit(kRoslin))); // the others never see these cards
            if (e.b == pegasus::kOracleBottom)
                QCOMPARE(int(e.c), int(bottom));
            seen += e.b == pegasus::kOracleDestiny;
        }
        QCOMPARE(seen, int(destiny));
        QCOMPARE(kindId(s), std::string("oracle_discard"));
        QVERIFY(optionIds(s).front().rfind("destiny:", 0) == 0); // Destiny cards, not the hand's
        const SkillCard first = SkillCard(s.decision.options.front().a);
        const size_t inDiscard = s.skillDiscard[size_t(db().skillCards[first].type)].size();
        QVERIFY(choose(s, s.decision.options.size() > 0 ? optionIds(s).front() : std::string()));
        QCOMPARE(s.skillDiscard[size_t(db().skillCards[first].type)].size(), inDiscard + 1);
        QCOMPARE(kindId(s), std::string("oracle_discard"));
        QVERIFY(choose(s, optionIds(s).front()));
        QCOMPARE(s.destiny.size(), destiny - 2);
        QCOMPARE(notes(s, pegasus::kOracleDiscarded), 2);
    }

    // --- the loyalty card

    // A Pegasus game's loyalty deck is built from the base game's Cylon cards and Pegasus's, and
    // one more Not a Cylon card (the core rules' building, "No Cylon Leaders").
    void pegasus_adds_its_cylon_and_not_a_cylon_cards_to_the_loyalty_piles() {
        const auto countSides = [](const GameState& s) {
            std::array<int, 3> sides{};
            auto add = [&](const std::vector<CardIdx>& pile) {
                for (CardIdx c : pile)
                    ++sides[size_t(db().loyalty[c].side)];
            };
            add(s.loyaltyDeck);
            add(s.loyaltyUnused);
            for (const Player& p : s.players)
                add(p.loyalty);
            return sides;
        };
        const GameState base = game({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 3);
        const GameState pegasus = cast(3);
        QCOMPARE(countSides(pegasus)[size_t(LoyaltySide::Cylon)], countSides(base)[size_t(LoyaltySide::Cylon)] + 1);
        QCOMPARE(countSides(pegasus)[size_t(LoyaltySide::Human)], countSides(base)[size_t(LoyaltySide::Human)] + 1);
        // Over many setups the Treachery card is dealt into the deck like any other Cylon card.
        int inDeck = 0;
        const CardIdx card = loyaltyCard("cylon_draw_treachery");
        for (uint64_t seed = 1; seed <= 60; ++seed) {
            const GameState g = pegasusGame({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, seed);
            bool dealt = std::count(g.loyaltyDeck.begin(), g.loyaltyDeck.end(), card) > 0;
            for (const Player& p : g.players)
                dealt = dealt || std::count(p.loyalty.begin(), p.loyalty.end(), card) > 0;
            inDeck += dealt;
        }
        QVERIFY(inDeck > 5 && inDeck < 55); // 1 of 5 Cylon cards goes into the deck at 4 players
    }

    // Its reveal outside the Brig: every human discards 1 random skill card and draws 1
    // Treachery card; the revealer, his hand cut to 3, draws 2 Treachery cards.
    void treachery_cylon_reveal_makes_humans_draw_treachery_and_the_revealer_two_after_the_cut() {
        GameState s = cast();
        for (Seat seat : {kRoslin, kAdama, kTyrol})
            human(s, seat);
        clearLoyalty(s, kThrace);
        giveLoyalty(s, kThrace, "cylon_draw_treachery");
        coretest::emptyAllHands(s);
        for (Seat seat : {kRoslin, kAdama, kTyrol})
            fillHand(s, seat, 3, SkillType::Leadership);
        startTurnOf(s, kThrace);
        coretest::emptyHand(s, kThrace);
        fillHand(s, kThrace, 6, SkillType::Piloting);
        QVERIFY(choose(s, "done"));
        std::array<size_t, 4> before{};
        for (Seat seat : {kRoslin, kAdama, kTyrol})
            before[size_t(seat)] = s.players[size_t(seat)].hand.size();
        QVERIFY(choose(s, "action:reveal"));
        for (int i = 0; i < 40 && s.hasDecision && s.current == kThrace && !s.gameOver(); ++i)
            QVERIFY(!apply(s, s.decision.options.front()));
        QVERIFY(s.players[kThrace].revealed);
        QCOMPARE(s.players[kThrace].hand.size(), size_t(5));
        QCOMPARE(treachery(s, kThrace), 2);
        for (Seat seat : {kRoslin, kAdama}) { // (Tyrol's turn has begun: he has drawn more)
            QCOMPARE(s.players[size_t(seat)].hand.size(), before[size_t(seat)]);
            QCOMPARE(treachery(s, seat), 1);
        }
        QCOMPARE(treachery(s, kTyrol), 1);
        QCOMPARE(notes(s, pegasus::kRevealerTreachery), 1);
    }

    // Revealed in the Brig, the card does nothing.
    void treachery_cylon_revealed_in_the_brig_does_nothing() {
        GameState s = cast();
        clearLoyalty(s, kThrace);
        giveLoyalty(s, kThrace, "cylon_draw_treachery");
        coretest::emptyAllHands(s);
        fillHand(s, kRoslin, 3, SkillType::Leadership);
        startTurnOf(s, kThrace);
        placeAt(s, kThrace, "brig");
        coretest::reask(s);
        if (hasOption(s, "done")) // no movement from the Brig
            QVERIFY(choose(s, "done"));
        std::array<size_t, 4> before{};
        for (Seat seat : {kRoslin, kAdama, kTyrol})
            before[size_t(seat)] = s.players[size_t(seat)].hand.size();
        QVERIFY(choose(s, "action:reveal"));
        for (int i = 0; i < 40 && s.hasDecision && s.current == kThrace && !s.gameOver(); ++i)
            QVERIFY(!apply(s, s.decision.options.front()));
        QCOMPARE(treachery(s, kRoslin), 0);
        QCOMPARE(treachery(s, kThrace), 0);
        QCOMPARE(notes(s, pegasus::kRevealerTreachery), 0);
    }

    // --- random games

    // --- Assign Chief of Staff and Probation: kept cards acting on a skill check

    void assign_chief_of_staff_draws_two_politics_and_goes_to_another_player() {
        GameState s = cast();
        presidentActs(s, {"assign_chief_of_staff"});
        const int politics = coretest::countType(s, kRoslin, SkillType::Politics);
        QVERIFY(choose(s, "action:quorum:assign_chief_of_staff"));
        QCOMPARE(coretest::countType(s, kRoslin, SkillType::Politics), politics + 2);
        QVERIFY(!hasOption(s, "target:laura_roslin")); // another player
        QVERIFY(choose(s, "target:kara_thrace"));
        const InPlay* kept = coretest::quorumInPlay(s, "assign_chief_of_staff");
        QVERIFY(kept);
        QCOMPARE(kept->holder, Seat(kThrace));
    }

    // Its holder may discard it before the cards go in: every politics card then counts for the
    // check. Declined, politics counts against it as the wrong colour and the card stays.
    void assign_chief_of_staff_discarded_makes_every_politics_card_of_the_check_count() {
        for (const bool use : {true, false}) {
            GameState s = cast();
            keptFor(s, "assign_chief_of_staff", "kara_thrace", kRoslin);
            coretest::give(s, kThrace, {"politics:consolidate_power:2", "politics:consolidate_power:1"});
            coretest::leadershipTacticsCheck(s);
            QCOMPARE(s.decision.kind, DecisionKind::RuleChoice); // the window before the cards
            QCOMPARE(coretest::actor(s), Seat(kThrace));
            QVERIFY(choose(s, use ? "use:assign_chief_of_staff" : "decline"));
            QCOMPARE(coretest::contributeAll(s, kThrace, true), use ? 4 + 3 : 4 - 3);
            QCOMPARE(coretest::quorumInPlay(s, "assign_chief_of_staff") == nullptr, use);
            QCOMPARE(coretest::quorumIn(s.quorumDiscard, "assign_chief_of_staff"), use);
            QCOMPARE(notes(s, pegasus::kChiefOfStaff), use ? 1 : 0);
        }
    }

    void probation_goes_to_another_player_and_notes_who_played_it() {
        GameState s = cast();
        presidentActs(s, {"probation"});
        QVERIFY(choose(s, "action:quorum:probation"));
        QVERIFY(choose(s, "target:kara_thrace"));
        const InPlay* kept = coretest::quorumInPlay(s, "probation");
        QVERIFY(kept);
        QCOMPARE(kept->holder, Seat(kThrace));
        QCOMPARE(s.pegasus.probationer, Seat(kThrace));
        QCOMPARE(s.pegasus.probationLooker, Seat(kRoslin));
    }

    // Once the player on Probation has added his cards, the card's player may discard it and
    // see them - he alone; the check then goes on with the next contributor.
    void probation_shows_its_player_the_cards_the_player_on_it_added() {
        for (const bool use : {true, false}) {
            GameState s = cast();
            keptFor(s, "probation", "kara_thrace", kAdama); // Adama's turn: Thrace adds first
            coretest::give(s, kThrace, {"piloting:evasive_maneuvers:1", "tactics:launch_scout:2"});
            coretest::give(s, kTyrol, {"tactics:launch_scout:1"});
            coretest::leadershipTacticsCheck(s);
            QVERIFY(choose(s, "contribute:piloting:evasive_maneuvers:1"));
            QVERIFY(choose(s, "contribute:tactics:launch_scout:2")); // her hand is empty: she is done
            QCOMPARE(kindId(s), std::string("kept_quorum_card"));
            QCOMPARE(coretest::actor(s), Seat(kRoslin));
            QVERIFY(choose(s, use ? "use:probation" : "decline"));
            std::vector<SkillCard> seen;
            for (const LogEvent& e : s.log)
                if (e.kind == pegasus::kCardNote && e.b == pegasus::kProbationLook) {
                    QCOMPARE(e.actor, Seat(kRoslin));
                    QCOMPARE(e.a, int(kThrace));
                    for (int seat = 0; seat < s.playerCount(); ++seat)
                        QCOMPARE(e.visibleToSeat(Seat(seat)), seat == kRoslin);
                    seen.push_back(SkillCard(e.c));
                }
            std::sort(seen.begin(), seen.end());
            std::vector<SkillCard> added{test::skillCard("piloting:evasive_maneuvers:1"), test::skillCard("tactics:launch_scout:2")};
            std::sort(added.begin(), added.end());
            QCOMPARE(seen, use ? added : std::vector<SkillCard>{});
            QCOMPARE(coretest::quorumInPlay(s, "probation") == nullptr, use);
            QCOMPARE(s.decision.kind, DecisionKind::Contribute); // the check goes on
            QCOMPARE(coretest::actor(s), Seat(kTyrol));
        }
    }

    // Nothing to see: a player on Probation who adds no card is not looked at.
    void probation_is_not_offered_when_its_player_added_nothing() {
        GameState s = cast();
        keptFor(s, "probation", "kara_thrace", kAdama);
        coretest::give(s, kThrace, {"tactics:launch_scout:2"});
        coretest::give(s, kTyrol, {"tactics:launch_scout:1"});
        coretest::leadershipTacticsCheck(s);
        QCOMPARE(coretest::actor(s), Seat(kThrace));
        QVERIFY(choose(s, "done"));
        QCOMPARE(s.decision.kind, DecisionKind::Contribute);
        QCOMPARE(coretest::actor(s), Seat(kTyrol));
        QVERIFY(coretest::quorumInPlay(s, "probation"));
    }

    void random_pegasus_games_play_these_cards_with_nothing_unimplemented() { playRandomGames(false); }
    void random_four_solo_pegasus_games_play_these_cards_with_nothing_unimplemented() { playRandomGames(true); }

private:
    void playRandomGames(bool solo) {
        static const std::vector<std::string> quorumIds{"civilian_self_defense", "consult_the_oracle", "eulogy",
                                                        "execute_prisoner", "resources_for_galactica",
                                                        "unsavory_connections", "assign_chief_of_staff", "probation"};
        static const std::vector<std::string> crisisIds{"a_verdict_of_guilty", "assassination_plot", "defending_a_prisoner"};
        const int games = solo ? 100 : 200;
        int unimplemented = 0, quorumPlayed = 0, crisesResolved = 0, executions = 0, treacheryReveals = 0, keptUsed = 0;
        const CardIdx treacheryCylon = loyaltyCard("cylon_draw_treachery");
        const std::string problem = playRandomPegasusGames(cardSuiteGames(solo, 7000, 11, [&](const GameState& s) {
            unimplemented += s.unimplemented;
            for (const LogEvent& e : s.log) {
                if (e.kind == EventKind::QuorumPlayed)
                    for (const auto& id : quorumIds)
                        quorumPlayed += e.a == quorumCard(id);
                if (e.kind == EventKind::CrisisDrawn)
                    for (const auto& id : crisisIds)
                        crisesResolved += e.a == crisis(id);
                executions += e.kind == pegasus::ExecutionEvent::Executed;
                treacheryReveals += e.kind == EventKind::Revealed && e.a == treacheryCylon;
                keptUsed += e.kind == pegasus::kCardNote && (e.b == pegasus::kChiefOfStaff || e.b == pegasus::kProbationLook);
            }
        }));
        QVERIFY2(problem.empty(), problem.c_str());
        qInfo("%s: %d games, %d unimplemented effects, %d of these quorum cards played, %d of these crises drawn, "
              "%d executions, %d Treachery Cylon cards revealed, %d uses of Assign Chief of Staff or Probation looks",
              solo ? "Four Solo" : "standard", games, unimplemented, quorumPlayed, crisesResolved, executions,
              treacheryReveals, keptUsed);
        QCOMPARE(unimplemented, 0);
        QVERIFY(quorumPlayed > 0);
        QVERIFY(crisesResolved > 0);
        QVERIFY(executions > 0);
    }
};

QTEST_GUILESS_MAIN(TestPegasusQuorum)
#include "tst_pegasus_quorum.moc"
