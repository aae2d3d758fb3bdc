// Pegasus executions and what comes with them (rules summary, Pegasus: "Execution", "Revised
// Lines of Succession", "Handing Off Excess Loyalty Cards", "Quorum Hand", "Civilian Ships",
// "Cylon and Human Players"; the Airlock): scenario tests, each driving the engine through the
// rule it is named after and checking what the rules say.
#include "core_fixture.h"
#include "execution.h"
#include "random_pegasus_games.h"

#include <QtTest>

#include <algorithm>

using namespace bsg;
using namespace bsg::coretest;
using namespace bsg::pegasus;
using test::pegasusGame;

namespace {

constexpr uint16_t kEveryone = 0xFFFF;

// A Pegasus game run through setup to the first player's Movement decision.
GameState pegasusStarted(const std::vector<std::string>& characters, uint64_t seed = 3) {
    GameState s = pegasusGame(characters, seed);
    test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
    return s;
}

// The execution of `seat` runs now, on top of the pending Movement step.
void execute(GameState& s, Seat seat, ExecutionCause why = ExecutionCause::Scenario, bool cylonMayIgnore = false) {
    interject(s, ExecutionFrame::Execution, seat, int(why), cylonMayIgnore ? 1 : 0);
}

CardIdx loyaltyCard(const std::string& id) { return CardIdx(db().loyaltyCard(id)); }

// The seat's loyalty cards are exactly these (taken from the box; its old ones go back).
void setLoyalty(GameState& s, Seat seat, const std::vector<std::string>& ids) {
    Player& p = s.players[size_t(seat)];
    s.loyaltyUnused.insert(s.loyaltyUnused.end(), p.loyalty.begin(), p.loyalty.end());
    p.loyalty.clear();
    p.loyaltySeenBy.clear();
    for (const std::string& id : ids) {
        const CardIdx card = loyaltyCard(id);
        bool found = false;
        for (auto* pile : {&s.loyaltyUnused, &s.loyaltyDeck}) {
            const auto it = std::find(pile->begin(), pile->end(), card);
            if (it != pile->end()) {
                pile->erase(it);
                found = true;
                break;
            }
        }
        // Dealt to another player: he gets a Not a Cylon card from the box in its place (which
        // cards the deal gives depends on the boxes' loyalty cards).
        for (Player& other : s.players) {
            const auto it = std::find(other.loyalty.begin(), other.loyalty.end(), card);
            if (found || &other == &p || it == other.loyalty.end())
                continue;
            const auto human = std::find_if(s.loyaltyUnused.begin(), s.loyaltyUnused.end(), [](CardIdx c) {
                return db().loyalty[c].side == LoyaltySide::Human;
            });
            QVERIFY(human != s.loyaltyUnused.end());
            *it = *human;
            s.loyaltyUnused.erase(human);
            found = true;
        }
        p.loyalty.push_back(card);
        p.loyaltySeenBy.push_back(seatBit(seat));
    }
}

// The seat is a revealed Cylon (its one loyalty card shown), on Caprica.
void revealedCylon(GameState& s, Seat seat) {
    setLoyalty(s, seat, {"cylon_reduce_morale"});
    Player& p = s.players[size_t(seat)];
    p.revealed = true;
    p.revealedLoyalty = 0;
    p.loyaltySeenBy[0] = kEveryone;
    placeAt(s, seat, "caprica");
}

int count(const std::vector<CardIdx>& pile, LoyaltySide side) {
    return int(std::count_if(pile.begin(), pile.end(), [side](CardIdx c) { return db().loyalty[c].side == side; }));
}

int events(const GameState& s, EventKind kind) {
    return int(std::count_if(s.log.begin(), s.log.end(), [kind](const LogEvent& e) { return e.kind == kind; }));
}

std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

} // namespace

class TestPegasusExecution : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // --- step 1: discard

    void execution_discards_the_hand_and_the_quorum_cards_kept_on_the_character() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat thrace = seatOf(s, "kara_thrace");
        setLoyalty(s, thrace, {"not_a_cylon"});
        give(s, thrace, {"piloting:evasive_maneuvers:1", "tactics:launch_scout:2"});
        const size_t hand = s.players[size_t(thrace)].hand.size();
        const size_t discards = s.skillDiscard[size_t(SkillType::Piloting)].size() +
                                s.skillDiscard[size_t(SkillType::Tactics)].size();
        // A quorum card kept in front of her, and the President's own quorum hand.
        const CardIdx kept = quorumCard("assign_mission_specialist");
        s.quorumDeck.erase(std::find(s.quorumDeck.begin(), s.quorumDeck.end(), kept));
        s.inPlay.push_back(InPlay{CardKind::Quorum, kept, thrace});
        const auto presidentsHand = s.quorumHand;
        execute(s, thrace);
        QCOMPARE(kindId(s), std::string("new_character"));
        QVERIFY(s.players[size_t(thrace)].hand.empty());
        QVERIFY(hand >= 2);
        QVERIFY(s.skillDiscard[size_t(SkillType::Piloting)].size() + s.skillDiscard[size_t(SkillType::Tactics)].size() >=
                discards + 2);
        QVERIFY(quorumIn(s.quorumDiscard, "assign_mission_specialist"));
        QVERIFY(!quorumInPlay(s, "assign_mission_specialist"));
        QCOMPARE(s.quorumHand, presidentsHand);
        QVERIFY(test::conservationProblem(s).empty());
    }

    // --- steps 2 and 3: a human

    void executed_human_shows_every_loyalty_card_loses_a_morale_and_picks_any_unused_character() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat tyrol = seatOf(s, "galen_tyrol");
        setLoyalty(s, tyrol, {"not_a_cylon", "not_a_cylon"});
        const int morale = resource(s, Resource::Morale);
        execute(s, tyrol);
        const Player& p = s.players[size_t(tyrol)];
        QVERIFY(std::all_of(p.loyaltySeenBy.begin(), p.loyaltySeenBy.end(), [](uint16_t b) { return b == kEveryone; }));
        QCOMPARE(events(s, ExecutionEvent::LoyaltyShown), 2);
        QCOMPARE(resource(s, Resource::Morale), morale - 1);
        QVERIFY(s.pegasus.moraleLostToExecution);
        // Any character nobody plays (the executed one is out of the game).
        QCOMPARE(kindId(s), std::string("new_character"));
        QCOMPARE(int(actor(s)), int(tyrol));
        QCOMPARE(sorted(optionIds(s)),
                 sorted({"character:gaius_baltar", "character:karl_agathon", "character:lee_adama",
                         "character:helena_cain", "character:ellen_tigh", "character:louanne_katraine",
                         "character:anastasia_dualla",
                         "character:saul_tigh", "character:sharon_valerii", "character:tom_zarek"}));
        QVERIFY(choose(s, "character:tom_zarek"));
        QCOMPARE(int(s.players[size_t(tyrol)].character), int(test::character("tom_zarek")));
        QCOMPARE(int(s.players[size_t(tyrol)].location), int(test::location("administration")));
        QCOMPARE(s.pegasus.executed, std::vector<CharId>{test::character("galen_tyrol")});
        QCOMPARE(kindId(s), std::string("movement")); // the step it interrupted is asked again

        // Executed a second time: neither executed character comes back.
        execute(s, tyrol);
        QVERIFY(!hasOption(s, "character:galen_tyrol"));
        QVERIFY(!hasOption(s, "character:tom_zarek"));
        QCOMPARE(optionIds(s).size(), size_t(9)); // five base characters and the four of Pegasus
    }

    void once_per_game_use_stays_with_the_player() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat thrace = seatOf(s, "kara_thrace");
        setLoyalty(s, thrace, {"not_a_cylon"});
        s.players[size_t(thrace)].onceUsed = true;
        execute(s, thrace);
        QVERIFY(choose(s, "character:gaius_baltar"));
        QVERIFY(s.players[size_t(thrace)].onceUsed);
    }

    void humans_lose_when_no_character_is_left() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat thrace = seatOf(s, "kara_thrace");
        setLoyalty(s, thrace, {"not_a_cylon"});
        for (const char* id : {"gaius_baltar", "karl_agathon", "lee_adama", "saul_tigh", "sharon_valerii", "tom_zarek",
                               "helena_cain", "ellen_tigh", "louanne_katraine", "anastasia_dualla"})
            s.pegasus.executed.push_back(test::character(id));
        execute(s, thrace);
        QVERIFY(s.gameOver());
        QCOMPARE(s.over.winner, Side::Cylon);
        QCOMPARE(s.over.reason, EndReason::NoCharacterLeft);
        QCOMPARE(events(s, ExecutionEvent::NoCharacterLeft), 1);
    }

    // --- steps 2 and 4: a Cylon

    void executed_cylon_shows_one_card_hands_the_others_to_a_human_and_returns_without_a_super_crisis() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat roslin = seatOf(s, "laura_roslin"), thrace = seatOf(s, "kara_thrace");
        QCOMPARE(int(s.president), int(roslin));
        setLoyalty(s, roslin, {"not_a_cylon", "cylon_reduce_morale", "cylon_send_to_brig"});
        const int morale = resource(s, Resource::Morale);
        const size_t supers = s.superDeck.size();
        execute(s, roslin);
        // She holds two Cylon cards: she shows one of them, with no reveal ability.
        QCOMPARE(kindId(s), std::string("choose_card"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"loyalty:1", "loyalty:2"}));
        QVERIFY(choose(s, "loyalty:2"));
        QCOMPARE(kindId(s), std::string("hand_off_loyalty"));
        QCOMPARE(int(actor(s)), int(roslin));
        QCOMPARE(optionIds(s).size(), size_t(3)); // every other (human) player
        QVERIFY(choose(s, "target:kara_thrace"));
        const Player& r = s.players[size_t(roslin)];
        QVERIFY(r.revealed);
        QCOMPARE(r.loyalty, std::vector<CardIdx>{loyaltyCard("cylon_send_to_brig")});
        QCOMPARE(int(r.revealedLoyalty), 0);
        QCOMPARE(r.loyaltySeenBy[0], kEveryone);
        const Player& t = s.players[size_t(thrace)];
        QCOMPARE(t.loyalty.size(), size_t(3)); // her own and the two handed on
        QCOMPARE(t.loyalty[1], loyaltyCard("not_a_cylon"));
        QCOMPARE(t.loyalty[2], loyaltyCard("cylon_reduce_morale"));
        QVERIFY(t.loyaltySeenBy[2] & seatBit(thrace)); // a standard game: dealt cards are seen by their holder
        QCOMPARE(int(r.location), int(locs().resurrectionShip));
        QVERIFY(r.superCrises.empty());
        QCOMPARE(s.superDeck.size(), supers);
        QCOMPARE(resource(s, Resource::Morale), morale); // a Cylon costs no morale
        QVERIFY(s.president != roslin);                  // titles pass as on a reveal
        QVERIFY(s.pegasus.executed.empty());
        QCOMPARE(kindId(s), std::string("movement"));
        QVERIFY(test::conservationProblem(s).empty());
    }

    void an_already_revealed_cylon_simply_returns_to_the_resurrection_ship() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat tyrol = seatOf(s, "galen_tyrol");
        revealedCylon(s, tyrol);
        execute(s, tyrol);
        QCOMPARE(int(s.players[size_t(tyrol)].location), int(locs().resurrectionShip));
        QCOMPARE(kindId(s), std::string("movement"));
    }

    // --- Cylon and Human Players: crisis executions

    void cylon_player_may_ignore_a_crisis_effect_that_would_execute_him() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat tyrol = seatOf(s, "galen_tyrol");
        revealedCylon(s, tyrol);
        GameState declined = s;
        execute(s, tyrol, ExecutionCause::CrisisEffect, true);
        QCOMPARE(kindId(s), std::string("ignore_execution"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"ignore_execution", "decline"}));
        QVERIFY(choose(s, "ignore_execution"));
        QCOMPARE(int(s.players[size_t(tyrol)].location), int(test::location("caprica")));
        QCOMPARE(events(s, ExecutionEvent::ExecutionIgnored), 1);
        // Declining, he is executed.
        execute(declined, tyrol, ExecutionCause::CrisisEffect, true);
        QVERIFY(choose(declined, "decline"));
        QCOMPARE(int(declined.players[size_t(tyrol)].location), int(locs().resurrectionShip));
        // A card that names a Cylon player gives no such choice, and neither does the Airlock.
        GameState named = s;
        execute(named, tyrol, ExecutionCause::CrisisEffect, false);
        QCOMPARE(int(named.players[size_t(tyrol)].location), int(locs().resurrectionShip));
        GameState airlock = s;
        execute(airlock, tyrol, ExecutionCause::Airlock, true);
        QCOMPARE(int(airlock.players[size_t(tyrol)].location), int(locs().resurrectionShip));
    }

    void human_may_not_ignore_a_crisis_execution() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat tyrol = seatOf(s, "galen_tyrol");
        setLoyalty(s, tyrol, {"not_a_cylon"});
        execute(s, tyrol, ExecutionCause::CrisisEffect, true);
        QCOMPARE(kindId(s), std::string("new_character"));
    }

    // --- titles

    void executed_presidents_title_passes_after_the_new_character_is_chosen_to_the_highest_in_line() {
        for (const auto& [chosen, president] : {std::pair<std::string, std::string>{"gaius_baltar", "gaius_baltar"},
                                                {"lee_adama", "tom_zarek"}}) {
            GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "tom_zarek"});
            const Seat roslin = seatOf(s, "laura_roslin");
            QCOMPARE(int(s.president), int(roslin));
            setLoyalty(s, roslin, {"not_a_cylon"});
            execute(s, roslin);
            QCOMPARE(int(s.president), int(roslin)); // no title moves before the choice
            QVERIFY(choose(s, "character:" + chosen));
            while (kindId(s) == "area")
                QVERIFY(choose(s, optionIds(s).front()));
            QCOMPARE(int(s.president), int(seatOf(s, president)));
        }
    }

    void new_character_higher_in_line_does_not_take_a_title_held_by_another() {
        GameState s = pegasusStarted({"laura_roslin", "saul_tigh", "kara_thrace", "galen_tyrol"});
        const Seat tigh = seatOf(s, "saul_tigh"), tyrol = seatOf(s, "galen_tyrol");
        QCOMPARE(int(s.admiral), int(tigh));
        setLoyalty(s, tyrol, {"not_a_cylon"});
        execute(s, tyrol);
        QVERIFY(choose(s, "character:william_adama"));
        QCOMPARE(int(s.admiral), int(tigh));
    }

    void admiral_sent_to_the_brig_loses_the_title_and_a_president_keeps_it() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "saul_tigh"});
        const Seat adama = seatOf(s, "william_adama"), roslin = seatOf(s, "laura_roslin");
        sendTo(s, adama, locs().brig);
        QCOMPARE(int(s.admiral), int(seatOf(s, "saul_tigh")));
        sendTo(s, roslin, locs().brig);
        QCOMPARE(int(s.president), int(roslin));
    }

    void revised_lines_of_succession_keep_the_base_characters_in_their_base_order() {
        // Every base character has its place in both revised lines of fourteen, and among the
        // ten the order is the base game's.
        const CardDb& d = db();
        for (Title t : {Title::President, Title::Admiral}) {
            const auto& line = t == Title::President ? d.board.presidentSuccession : d.board.admiralSuccession;
            int previous = 0;
            for (CharId c : line) {
                const int place = d.characters[size_t(c)].pegasusSuccession[size_t(t)];
                QVERIFY2(place > previous && place <= 14, d.characters[size_t(c)].id.c_str());
                previous = place;
            }
        }
        QCOMPARE(int(d.characters[size_t(test::character("laura_roslin"))].pegasusSuccession[size_t(Title::Admiral)]), 14);
        QCOMPARE(int(d.characters[size_t(test::character("william_adama"))].pegasusSuccession[size_t(Title::Admiral)]), 2);
        QCOMPARE(int(d.characters[size_t(test::character("lee_adama"))].pegasusSuccession[size_t(Title::President)]), 5);
    }

    void revised_lines_of_succession_give_the_titles_at_setup_and_on_a_reveal() {
        // Zarek (President 3) is the only political leader; Adama (Admiral 2) the Admiral, and
        // on his reveal Apollo (5) outranks Tyrol (10) and Zarek (11).
        GameState s = pegasusStarted({"tom_zarek", "william_adama", "lee_adama", "galen_tyrol"});
        QCOMPARE(int(s.president), int(seatOf(s, "tom_zarek")));
        QCOMPARE(int(s.admiral), int(seatOf(s, "william_adama")));
        titlesOnReveal(s, seatOf(s, "william_adama"));
        QCOMPARE(int(s.admiral), int(seatOf(s, "lee_adama")));
    }

    void titles_follow_each_records_place_in_the_revised_lines() {
        // A record placed first in the Admiral's line (as Helena Cain's is) takes the title at
        // setup and when it passes, in a Pegasus game only; the base game keeps its own line.
        CardDb edited = db();
        const CharId tyrol = test::character("galen_tyrol");
        edited.characters[size_t(tyrol)].pegasusSuccession[size_t(Title::Admiral)] = 0; // off the line ...
        for (CharacterDef& c : edited.characters) // ... then first, ahead of everyone
            if (c.pegasusSuccession[size_t(Title::Admiral)] > 0)
                ++c.pegasusSuccession[size_t(Title::Admiral)];
        edited.characters[size_t(tyrol)].pegasusSuccession[size_t(Title::Admiral)] = 1;
        std::swap(cardDbForTests(), edited);
        const std::vector<std::string> cast{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"};
        GameState pegasus = pegasusStarted(cast);
        GameState base = started(cast);
        std::swap(cardDbForTests(), edited);
        QCOMPARE(int(pegasus.admiral), int(seatOf(pegasus, "galen_tyrol")));
        QCOMPARE(int(base.admiral), int(seatOf(base, "william_adama")));
    }

    // --- the rules for characters chosen after an execution

    void boomer_chosen_before_the_sleeper_phase_shuffles_a_not_a_cylon_card_into_the_deck() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat tyrol = seatOf(s, "galen_tyrol");
        setLoyalty(s, tyrol, {"not_a_cylon"});
        const int humans = count(s.loyaltyDeck, LoyaltySide::Human);
        execute(s, tyrol);
        QVERIFY(choose(s, "character:sharon_valerii"));
        QCOMPARE(count(s.loyaltyDeck, LoyaltySide::Human), humans + 1);
        QCOMPARE(int(s.players[size_t(tyrol)].location), int(test::location("armory")));
        QCOMPARE(s.players[size_t(tyrol)].loyalty.size(), size_t(1));
        QVERIFY(test::conservationProblem(s).empty());
    }

    void boomer_chosen_after_the_sleeper_phase_starts_in_the_brig() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat tyrol = seatOf(s, "galen_tyrol");
        setLoyalty(s, tyrol, {"not_a_cylon"});
        s.sleeperDealt = true;
        const auto deck = s.loyaltyDeck;
        execute(s, tyrol);
        QVERIFY(choose(s, "character:sharon_valerii"));
        QCOMPARE(int(s.players[size_t(tyrol)].location), int(locs().brig));
        QCOMPARE(s.loyaltyDeck, deck);
    }

    void boomer_executed_before_the_sleeper_phase_deals_her_player_a_new_loyalty_card() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "sharon_valerii"});
        const Seat boomer = seatOf(s, "sharon_valerii");
        setLoyalty(s, boomer, {"not_a_cylon"});
        const size_t deck = s.loyaltyDeck.size();
        execute(s, boomer);
        QCOMPARE(s.players[size_t(boomer)].loyalty.size(), size_t(2));
        QCOMPARE(s.loyaltyDeck.size(), deck - 1);
        QVERIFY(s.players[size_t(boomer)].loyaltySeenBy[1] & seatBit(boomer));
        QCOMPARE(kindId(s), std::string("new_character"));
        QVERIFY(test::conservationProblem(s).empty());
    }

    void helo_chosen_after_an_execution_is_stranded_during_his_players_next_turn() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat tyrol = seatOf(s, "galen_tyrol");
        setLoyalty(s, tyrol, {"not_a_cylon"});
        s.players[size_t(tyrol)].turnsTaken = 3;
        execute(s, tyrol);
        QVERIFY(choose(s, "character:karl_agathon"));
        QVERIFY(s.players[size_t(tyrol)].stranded);
        newTurn(s, tyrol); // his player's next turn: still stranded
        QVERIFY(s.players[size_t(tyrol)].stranded);
        newTurn(s, tyrol); // the turn after: he arrives
        QVERIFY(!s.players[size_t(tyrol)].stranded);
        QCOMPARE(int(s.players[size_t(tyrol)].location), int(locs().hangarDeck));
    }

    void apollo_chosen_after_an_execution_launches_in_a_viper_or_starts_on_the_hangar_deck() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat tyrol = seatOf(s, "galen_tyrol");
        setLoyalty(s, tyrol, {"not_a_cylon"});
        GameState none = s;
        const int reserve = s.vipersReserve;
        execute(s, tyrol);
        QVERIFY(choose(s, "character:lee_adama"));
        QCOMPARE(kindId(s), std::string("area"));
        QVERIFY(choose(s, "area:port_quarter"));
        QCOMPARE(int(s.players[size_t(tyrol)].viperArea), int(Area::PortQuarter));
        QCOMPARE(int(s.vipersReserve), reserve - 1);

        none.vipersReserve = 0;
        execute(none, tyrol);
        QVERIFY(choose(none, "character:lee_adama"));
        QCOMPARE(int(none.players[size_t(tyrol)].location), int(locs().hangarDeck));
        QCOMPARE(int(none.players[size_t(tyrol)].viperArea), -1);
    }

    void baltar_chosen_before_the_sleeper_phase_adds_a_not_a_cylon_card_and_draws_one() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat tyrol = seatOf(s, "galen_tyrol");
        setLoyalty(s, tyrol, {"not_a_cylon"});
        const int humans = count(s.loyaltyDeck, LoyaltySide::Human);
        const size_t deck = s.loyaltyDeck.size();
        execute(s, tyrol);
        QVERIFY(choose(s, "character:gaius_baltar"));
        QCOMPARE(s.players[size_t(tyrol)].loyalty.size(), size_t(2));
        QCOMPARE(s.loyaltyDeck.size(), deck); // one in, one dealt
        QVERIFY(count(s.loyaltyDeck, LoyaltySide::Human) >= humans);
        QVERIFY(!(s.pegasus.noCylonDetector & seatBit(tyrol)));
        QVERIFY(test::conservationProblem(s).empty());
    }

    void baltar_chosen_after_the_sleeper_phase_may_not_use_cylon_detector() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat tyrol = seatOf(s, "galen_tyrol");
        setLoyalty(s, tyrol, {"not_a_cylon"});
        s.sleeperDealt = true;
        execute(s, tyrol);
        QVERIFY(choose(s, "character:gaius_baltar"));
        QVERIFY(s.pegasus.noCylonDetector & seatBit(tyrol));
        const int detector = abilityIndex(test::character("gaius_baltar"), "cylon_detector");
        QVERIFY(!characterActionAvailable(s, tyrol, detector));
        // Chosen before the Sleeper phase, he may.
        GameState before = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        setLoyalty(before, tyrol, {"not_a_cylon"});
        execute(before, tyrol);
        QVERIFY(choose(before, "character:gaius_baltar"));
        QVERIFY(characterActionAvailable(before, tyrol, detector));
    }

    // --- the Airlock

    void airlock_check_of_politics_tactics_and_treachery_executes_the_chosen_character_on_a_pass() {
        GameState s = pegasusStarted({"william_adama", "laura_roslin", "kara_thrace"}); // Adama acts (Roslin would pay 2 cards)
        const Seat chooser = s.current, thrace = seatOf(s, "kara_thrace");
        QVERIFY(chooser != thrace);
        emptyAllHands(s);
        placeAt(s, chooser, "airlock");
        setLoyalty(s, thrace, {"not_a_cylon"});
        setDestiny(s, {"politics:consolidate_power:2", "tactics:launch_scout:2"});
        give(s, chooser, {"tactics:strategic_planning:5", "tactics:strategic_planning:3"});
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(kindId(s), std::string("airlock_target"));
        QVERIFY(hasOption(s, "target:laura_roslin"));
        QVERIFY(hasOption(s, "target:william_adama"));
        QVERIFY(choose(s, "target:kara_thrace"));
        QCOMPARE(kindId(s), std::string("contribute"));
        QCOMPARE(int(s.decision.context), 12);
        QCOMPARE(s.check.skills, SkillMask(skillBit(SkillType::Politics) | skillBit(SkillType::Tactics) |
                                           skillBit(SkillType::Treachery)));
        QVERIFY(choose(s, "contribute:tactics:strategic_planning:5"));
        QVERIFY(choose(s, "contribute:tactics:strategic_planning:3"));
        declineOffers(s);
        QCOMPARE(int(s.check.total), 12);
        QCOMPARE(events(s, ExecutionEvent::Executed), 1);
        QCOMPARE(kindId(s), std::string("new_character"));
        QCOMPARE(int(actor(s)), int(thrace));
    }

    void airlock_check_is_4_easier_when_the_character_is_in_the_brig_and_a_failure_executes_nobody() {
        GameState s = pegasusStarted({"william_adama", "laura_roslin", "kara_thrace"}); // Adama acts (Roslin would pay 2 cards)
        const Seat chooser = s.current, thrace = seatOf(s, "kara_thrace");
        emptyAllHands(s);
        placeAt(s, chooser, "airlock");
        placeAt(s, thrace, "brig");
        setDestiny(s, {"politics:consolidate_power:2", "tactics:launch_scout:2"});
        give(s, chooser, {"tactics:strategic_planning:3"});
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "target:kara_thrace"));
        QCOMPARE(int(s.decision.context), 8);
        const size_t before = s.log.size();
        QVERIFY(choose(s, "contribute:tactics:strategic_planning:3"));
        declineOffers(s);
        const LogEvent* result = nullptr;
        for (size_t i = before; i < s.log.size() && !result; ++i)
            if (s.log[i].kind == EventKind::CheckResult)
                result = &s.log[i];
        QVERIFY(result);
        QCOMPARE(int(result->a), 7); // total
        QCOMPARE(int(result->b), 8); // difficulty
        QCOMPARE(int(result->c), int(CheckResult::Fail));
        // Nobody executed by the Airlock: up to the turn's crisis (which, drawn from the deck,
        // may execute someone of its own).
        int executed = 0;
        for (size_t i = before; i < s.log.size() && s.log[i].kind != EventKind::CrisisDrawn; ++i)
            executed += s.log[i].kind == ExecutionEvent::Executed;
        QCOMPARE(executed, 0);
    }

    void airlock_is_a_pegasus_location_only() {
        GameState base = started({"laura_roslin", "william_adama", "kara_thrace"});
        const LocId airlock = test::location("airlock");
        QCOMPARE(db().locations[size_t(airlock)].box, Box::Pegasus);
        QCOMPARE(db().locations[size_t(airlock)].ship, Ship::Pegasus);
        QVERIFY(!hasOption(base, "move:airlock"));
    }

    // --- handing off excess loyalty cards

    void revealing_cylon_hands_his_face_down_loyalty_cards_to_a_human_before_his_turn_ends() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat roslin = seatOf(s, "laura_roslin"), adama = seatOf(s, "william_adama");
        QCOMPARE(int(s.current), int(roslin));
        emptyAllHands(s);
        setLoyalty(s, roslin, {"not_a_cylon", "cylon_send_to_sickbay"});
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:reveal"));
        while (s.hasDecision && kindId(s) != "hand_off_loyalty" && s.current == roslin)
            QVERIFY(choose(s, optionIds(s).front()));
        QCOMPARE(kindId(s), std::string("hand_off_loyalty"));
        QCOMPARE(int(s.current), int(roslin)); // her turn has not ended yet
        QVERIFY(choose(s, "target:william_adama"));
        QCOMPARE(s.players[size_t(roslin)].loyalty, std::vector<CardIdx>{loyaltyCard("cylon_send_to_sickbay")});
        QCOMPARE(s.players[size_t(adama)].loyalty.back(), loyaltyCard("not_a_cylon"));
        QCOMPARE(events(s, ExecutionEvent::LoyaltyHandedOff), 1);
        QVERIFY(test::conservationProblem(s).empty());
    }

    void reveal_in_a_base_game_hands_nothing_off() {
        GameState s = started({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat roslin = seatOf(s, "laura_roslin");
        emptyAllHands(s);
        setLoyalty(s, roslin, {"not_a_cylon", "cylon_send_to_sickbay"});
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:reveal"));
        QVERIFY(test::playUntil(s, [&](const GameState& g) { return g.current != roslin; }, 30));
        QCOMPARE(s.players[size_t(roslin)].loyalty.size(), size_t(2));
    }

    void cylon_player_receiving_loyalty_cards_in_the_sleeper_phase_hands_them_to_a_human() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat tyrol = seatOf(s, "galen_tyrol"), thrace = seatOf(s, "kara_thrace");
        revealedCylon(s, tyrol);
        s.sleeperDealt = true;
        // No Sympathizer in this deal (the next test deals it): the deck's order depends on the
        // boxes' loyalty cards.
        if (const auto sym = std::find(s.loyaltyDeck.begin(), s.loyaltyDeck.end(), loyaltyCard("sympathizer"));
            sym != s.loyaltyDeck.end()) {
            const auto human = std::find_if(s.loyaltyUnused.begin(), s.loyaltyUnused.end(), [](CardIdx c) {
                return db().loyalty[c].side == LoyaltySide::Human;
            });
            QVERIFY(human != s.loyaltyUnused.end());
            std::swap(*sym, *human);
        }
        interject(s, FrameKind::SleeperAgents, 0, -1);
        QCOMPARE(kindId(s), std::string("hand_off_loyalty"));
        QCOMPARE(int(actor(s)), int(tyrol));
        QVERIFY(choose(s, "target:kara_thrace"));
        QCOMPARE(s.players[size_t(tyrol)].loyalty.size(), size_t(1));
        QCOMPARE(s.players[size_t(thrace)].loyalty.size(), size_t(3)); // her two and his one
        QVERIFY(test::conservationProblem(s).empty());
    }

    void sympathizer_handed_off_is_shown_at_once_by_the_human_who_receives_it() {
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"});
        const Seat tyrol = seatOf(s, "galen_tyrol"), thrace = seatOf(s, "kara_thrace");
        revealedCylon(s, tyrol);
        // The Sympathizer is his card of the deal (the fourth dealt, from the current player).
        s.loyaltyDeck.erase(std::find(s.loyaltyDeck.begin(), s.loyaltyDeck.end(), loyaltyCard("sympathizer")) ==
                                    s.loyaltyDeck.end()
                                ? s.loyaltyDeck.end()
                                : std::find(s.loyaltyDeck.begin(), s.loyaltyDeck.end(), loyaltyCard("sympathizer")));
        s.loyaltyUnused.erase(std::remove(s.loyaltyUnused.begin(), s.loyaltyUnused.end(), loyaltyCard("sympathizer")),
                              s.loyaltyUnused.end());
        const int fromCurrent = (tyrol - s.current + s.playerCount()) % s.playerCount();
        s.loyaltyDeck.insert(s.loyaltyDeck.begin() + fromCurrent, loyaltyCard("sympathizer"));
        s.resources[size_t(Resource::Food)] = db().board.redAtOrBelow[size_t(Resource::Food)]; // a resource in the red
        s.sleeperDealt = true;
        interject(s, FrameKind::SleeperAgents, 0, -1);
        QCOMPARE(kindId(s), std::string("hand_off_loyalty")); // he does not show it
        QVERIFY(choose(s, "target:kara_thrace"));
        const Player& t = s.players[size_t(thrace)];
        QCOMPARE(t.loyalty.back(), loyaltyCard("sympathizer"));
        QCOMPARE(t.loyaltySeenBy.back(), kEveryone);
        QCOMPARE(int(t.location), int(locs().brig)); // shown with a resource in the red: the Brig
        QVERIFY(test::conservationProblem(s).empty());
    }

    // --- the quorum hand

    void presidents_quorum_hand_is_cut_to_10_at_the_end_of_a_turn() {
        auto fillQuorumHand = [](GameState& g) {
            while (g.quorumHand.size() < 12 && !g.quorumDeck.empty()) {
                g.quorumHand.push_back(g.quorumDeck.front());
                g.quorumDeck.erase(g.quorumDeck.begin());
            }
            QCOMPARE(g.quorumHand.size(), size_t(12));
        };
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace"});
        fillQuorumHand(s);
        GameState base = started({"laura_roslin", "william_adama", "kara_thrace"});
        fillQuorumHand(base);
        const size_t discards = s.quorumDiscard.size();
        emptyAllHands(s);
        interject(s, FrameKind::HandLimit);
        QCOMPARE(kindId(s), std::string("quorum_limit_discard"));
        QCOMPARE(int(actor(s)), int(s.president));
        QCOMPARE(int(s.decision.context), 2);
        QVERIFY(choose(s, optionIds(s).back()));
        QVERIFY(choose(s, optionIds(s).front()));
        QCOMPARE(s.quorumHand.size(), size_t(10));
        QCOMPARE(s.quorumDiscard.size(), discards + 2);
        QCOMPARE(kindId(s), std::string("movement"));
        // The base game has no such limit.
        emptyAllHands(base);
        interject(base, FrameKind::HandLimit);
        QCOMPARE(base.quorumHand.size(), size_t(12));
        QCOMPARE(kindId(base), std::string("movement"));
    }

    // --- civilian ships

    void drawing_a_civilian_ship_to_destroy_takes_an_unused_one_else_the_current_player_picks_one_on_the_board() {
        ListId asteroids = kNoList;
        for (const DestinationDef& d : db().destinations)
            if (d.id == "asteroid_field")
                asteroids = d.effects;
        QVERIFY(asteroids != kNoList);
        GameState s = pegasusStarted({"laura_roslin", "william_adama", "kara_thrace"});
        GameState board = s;
        // Unused tokens left: the top one (they lie shuffled) is destroyed, nobody chooses.
        const uint8_t top = s.civilianPile.front();
        const size_t unused = s.civilianPile.size();
        interject(s, FrameKind::Effects, asteroids, 0, -1);
        QCOMPARE(s.civilianPile.size(), unused - 1);
        QCOMPARE(s.civiliansDestroyed.back(), top);
        QCOMPARE(kindId(s), std::string("movement"));
        // Every token on the board: the current player picks one there.
        auto& aft = board.space[size_t(Area::Aft)].civilians;
        aft.insert(aft.end(), board.civilianPile.begin(), board.civilianPile.end());
        board.civilianPile.clear();
        const size_t onBoard = aft.size();
        interject(board, FrameKind::Effects, asteroids, 0, -1);
        QCOMPARE(kindId(board), std::string("civilian_to_destroy"));
        QCOMPARE(int(actor(board)), int(board.current));
        QVERIFY(optionIds(board).size() >= onBoard);
        QVERIFY(choose(board, "ship:civilian:aft"));
        QCOMPARE(board.space[size_t(Area::Aft)].civilians.size(), onBoard - 1);
        QCOMPARE(kindId(board), std::string("movement"));
        QVERIFY(test::conservationProblem(board).empty());
    }

    void base_game_draws_no_civilian_ship_from_the_board() {
        ListId asteroids = kNoList;
        for (const DestinationDef& d : db().destinations)
            if (d.id == "asteroid_field")
                asteroids = d.effects;
        GameState s = started({"laura_roslin", "william_adama", "kara_thrace"});
        auto& aft = s.space[size_t(Area::Aft)].civilians;
        aft.insert(aft.end(), s.civilianPile.begin(), s.civilianPile.end());
        s.civilianPile.clear();
        const size_t destroyed = s.civiliansDestroyed.size();
        interject(s, FrameKind::Effects, asteroids, 0, -1);
        QCOMPARE(s.civiliansDestroyed.size(), destroyed);
        QCOMPARE(kindId(s), std::string("movement"));
    }

    // --- in play

    void random_pegasus_games_with_executions_keep_every_card_and_end() {
        // 60 games of 3 to 6 players, random choices; at a Movement decision now and then a
        // random character is executed (a crisis's execution, so Cylon players may ignore it).
        const std::vector<std::string> casts[] = {
            {"laura_roslin", "william_adama", "kara_thrace"},
            {"gaius_baltar", "saul_tigh", "sharon_valerii", "galen_tyrol"},
            {"tom_zarek", "karl_agathon", "lee_adama", "galen_tyrol", "laura_roslin"},
            {"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol", "gaius_baltar", "saul_tigh"}};
        int executions = 0, finished = 0, newCharacters = 0, handOffs = 0;
        test::RandomPegasusGames run;
        run.games = 60;
        run.limit = 4000;
        run.setup = [&](int g) { return test::pegasusSetup(casts[(g + 1) % 4], uint64_t(g + 1)); }; // seeds 1 to 60
        run.random = [](int g) -> test::RandomBelow {
            return [x = uint64_t(g + 1) * 0x9E3779B97F4A7C15ull](uint64_t bound) mutable {
                x ^= x << 13, x ^= x >> 7, x ^= x << 17;
                return x % bound;
            };
        };
        run.check = [&](GameState& g, int, test::RandomBelow& next) -> std::string {
            if (g.hasDecision && g.decision.kind == DecisionKind::Movement && next(12) == 0) {
                interject(g, ExecutionFrame::Execution, Seat(next(uint64_t(g.playerCount()))),
                          int(ExecutionCause::CrisisEffect), 1);
                ++executions;
            }
            return test::conservationProblem(g);
        };
        run.afterGame = [&](const GameState& s, int) -> std::string {
            if (s.unimplemented != 0)
                return std::to_string(s.unimplemented) + " unimplemented effects";
            finished += s.gameOver();
            newCharacters += events(s, ExecutionEvent::CharacterChosen);
            handOffs += events(s, ExecutionEvent::LoyaltyHandedOff);
            return {};
        };
        const std::string problem = test::playRandomPegasusGames(run);
        QVERIFY2(problem.empty(), problem.c_str());
        qInfo("%d executions, %d new characters, %d hand-offs, %d of 60 games finished", executions, newCharacters,
              handOffs, finished);
        QVERIFY(executions > 100);
        QVERIFY(newCharacters > 50);
        QVERIFY(handOffs > 0);
        QVERIFY(finished > 50);
    }
};

QTEST_GUILESS_MAIN(TestPegasusExecution)
#include "tst_pegasus_execution.moc"
