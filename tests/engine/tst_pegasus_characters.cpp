// The four human characters of Pegasus (pegasus.yaml "characters"; rules summary, Pegasus): each
// ability is a scenario test that drives the engine through it and checks what the sheet says;
// each test was checked to fail with its ability's rule taken out (characters_pegasus.cpp).
#include "character_kinds.h"
#include "characters_pegasus.h"
#include "core_fixture.h"
#include "execution.h"
#include "game.h"
#include "heuristic_player.h"
#include "random_pegasus_games.h"
#include "quorum_kinds.h"
#include "simulate.h"
#include "solo_game.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <random>

using namespace bsg;
using namespace bsg::coretest;
using namespace bsg::pegasus;
using test::pegasusGame;
using test::pegasusSetup;

namespace {

// A Pegasus game run to the first player's Movement decision, every hand empty (any question
// on the way - Manipulative's - answered with its first option).
GameState pegasusStarted(const std::vector<std::string>& characters, uint64_t seed = 3) {
    GameState s = pegasusGame(characters, seed);
    test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
    emptyAllHands(s);
    return s;
}

bool noted(const GameState& s, CharacterNote what) {
    return std::any_of(s.log.begin(), s.log.end(),
                       [what](const LogEvent& e) { return e.kind == kCharacterRule && e.a == int(what); });
}

void setHumanLoyalty(GameState& s, Seat seat) {
    Player& p = s.players[size_t(seat)];
    s.loyaltyUnused.insert(s.loyaltyUnused.end(), p.loyalty.begin(), p.loyalty.end());
    p.loyalty.clear();
    p.loyaltySeenBy.clear();
    const CardIdx card = CardIdx(db().loyaltyCard("not_a_cylon"));
    for (auto* pile : {&s.loyaltyUnused, &s.loyaltyDeck})
        if (const auto it = std::find(pile->begin(), pile->end(), card); it != pile->end()) {
            pile->erase(it);
            break;
        }
    p.loyalty.push_back(card);
    p.loyaltySeenBy.push_back(seatBit(seat));
}

[[maybe_unused]] void dumpLog(const GameState& s, size_t from) {
    for (size_t i = from; i < s.log.size(); ++i)
        qWarning("%s", eventText(s, s.log[i]).c_str());
}

// A random legal cast of a Pegasus game (any of the fourteen characters) holding `wanted`,
// which replaces the cast's character of its type (Dee: the last seat's).
std::vector<std::string> castWith(uint64_t seed, bool solo, int players, const std::string& wanted) {
    std::vector<CharId> cast = cli::randomCharacters(seed, solo, players, test::kWithPegasus);
    const CharId want = test::character(wanted);
    if (std::find(cast.begin(), cast.end(), want) == cast.end()) {
        const CharacterType type = db().characters[size_t(want)].type;
        auto same = std::find_if(cast.begin(), cast.end(), [&](CharId c) { return db().characters[size_t(c)].type == type; });
        *(same != cast.end() ? same : cast.end() - 1) = want;
    }
    std::vector<std::string> ids;
    for (CharId c : cast)
        ids.push_back(db().characters[size_t(c)].id);
    return ids;
}

constexpr const char* kNewCharacters[] = {"helena_cain", "ellen_tigh", "louanne_katraine", "anastasia_dualla"};

bool executed(const GameState& s, const std::string& character) {
    const auto& out = s.pegasus.executed;
    return std::find(out.begin(), out.end(), test::character(character)) != out.end();
}

// The current player (seat 0) stays where she is and goes to her Action decision.
void stayAndAct(GameState& s) {
    reask(s);
    QVERIFY(choose(s, "done"));
    QCOMPARE(s.decision.kind, DecisionKind::Action);
}


// These cards (ids "type:name:strength") on top of their skill deck, in this order.
void stackSkillDeck(GameState& s, const std::vector<std::string>& cards) {
    for (auto id = cards.rbegin(); id != cards.rend(); ++id) {
        const SkillCard card = test::skillCard(*id);
        auto& deck = s.skillDeck[size_t(db().skillCards[card].type)];
        const auto at = std::find(deck.begin(), deck.end(), card);
        QVERIFY(at != deck.end());
        deck.erase(at);
        deck.insert(deck.begin(), card);
    }
}

std::vector<SkillCard> cards(const std::vector<std::string>& ids) {
    std::vector<SkillCard> out;
    for (const auto& id : ids)
        out.push_back(test::skillCard(id));
    return out;
}
} // namespace

class TestPegasusCharacters : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // --- the records

    void the_four_are_chosen_only_with_pegasus_and_take_the_pegasus_lines_of_succession() {
        GameState s = pegasusGame({"ellen_tigh", "helena_cain", "louanne_katraine", "anastasia_dualla"}, 3);
        // No base leader: the titles go by the revised lines (Ellen 4th, Cain 1st).
        QCOMPARE(s.president, seatOf(s, "ellen_tigh"));
        QCOMPARE(s.admiral, seatOf(s, "helena_cain"));
        QCOMPARE(s.players[size_t(seatOf(s, "helena_cain"))].location, test::location("pegasus_cic"));
        QCOMPARE(s.players[size_t(seatOf(s, "anastasia_dualla"))].location, test::location("communications"));
        // In a base game they are refused with a clear error.
        Setup base = test::pegasusSetup({"ellen_tigh", "helena_cain", "louanne_katraine"}, 1);
        base.boxes = kBaseGameBoxes;
        Error error;
        QVERIFY(!newGame(base, &error));
        QVERIFY(error.message.find("pegasus") != std::string::npos);
    }

    // --- Helena Cain

    // Helena Cain's sheet: she starts in Pegasus CIC or Command, as her player chooses at setup.
    void cain_starts_in_pegasus_cic_or_command_as_her_player_chooses() {
        for (const char* where : {"command", "pegasus_cic"}) {
            GameState s = pegasusGame({"laura_roslin", "helena_cain", "louanne_katraine"}, 3);
            const Seat cain = seatOf(s, "helena_cain");
            QCOMPARE(s.decision.kind, kCharacterChoice); // the first question of the game
            QCOMPARE(s.decision.context, kStartChoicePrompt);
            QCOMPARE(actor(s), cain);
            QCOMPARE(test::optionIds(s), (std::vector<std::string>{"move:pegasus_cic", "move:command"}));
            QVERIFY(choose(s, std::string("move:") + where));
            QCOMPARE(s.players[size_t(cain)].location, test::location(where));
            QVERIFY(noted(s, CharacterNote::StartChosen));
        }
    }

    void bent_on_revenge_closes_ftl_control_and_engine_room_to_cain() {
        for (const char* where : {"ftl_control", "engine_room"}) {
            for (const char* who : {"helena_cain", "william_adama"}) {
                GameState s = pegasusStarted({who, "laura_roslin", "louanne_katraine"});
                placeAt(s, 0, where);
                s.jumpTrack = 3; // FTL Control may jump (a blue space)
                give(s, 0, {"tactics:launch_scout:2", "tactics:launch_scout:1", "leadership:executive_order:2"});
                stayAndAct(s);
                const bool cain = std::string(who) == "helena_cain";
                QVERIFY2(hasOption(s, "action:location") != cain, where);
            }
        }
    }

    void intolerant_lets_cain_execute_the_accused_on_a_total_of_ten() {
        for (bool ten : {true, false}) {
            GameState s = pegasusStarted({"helena_cain", "laura_roslin", "louanne_katraine"});
            const Seat kat = seatOf(s, "louanne_katraine");
            setHumanLoyalty(s, kat);
            placeAt(s, 0, "admirals_quarters");
            setDestiny(s, {"leadership:executive_order:2", "tactics:launch_scout:2"});
            give(s, 0, {"leadership:declare_emergency:3", ten ? "tactics:strategic_planning:3" : "tactics:launch_scout:1"});
            stayAndAct(s);
            QVERIFY(choose(s, "action:location"));
            QVERIFY(choose(s, "target:louanne_katraine"));
            QCOMPARE(contributeAll(s, 0), ten ? 10 : 8);
            if (!ten) { // a pass under 10: the Brig, as always
                QVERIFY(!(s.hasDecision && s.decision.kind == kCharacterChoice));
                QCOMPARE(s.players[size_t(kat)].location, test::location("brig"));
                continue;
            }
            QCOMPARE(s.decision.kind, kCharacterChoice);
            QCOMPARE(actor(s), Seat(0));
            QVERIFY(choose(s, "use:intolerant"));
            QVERIFY(executed(s, "louanne_katraine"));
            QCOMPARE(kindId(s), std::string("new_character"));
            QVERIFY(s.players[size_t(kat)].location != test::location("brig"));
        }
    }

    void intolerant_declined_sends_the_accused_to_the_brig() {
        GameState s = pegasusStarted({"helena_cain", "laura_roslin", "louanne_katraine"});
        const Seat kat = seatOf(s, "louanne_katraine");
        placeAt(s, 0, "admirals_quarters");
        setDestiny(s, {"leadership:executive_order:2", "tactics:launch_scout:2"});
        give(s, 0, {"leadership:declare_emergency:3", "tactics:strategic_planning:3"});
        stayAndAct(s);
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "target:louanne_katraine"));
            QCOMPARE(contributeAll(s, 0), 10);
        QVERIFY(choose(s, "decline"));
        QVERIFY(!executed(s, "louanne_katraine"));
        QCOMPARE(s.players[size_t(kat)].location, test::location("brig"));
    }

    void blind_jump_loses_two_civilian_ships_and_jumps_with_one_destination_card() {
        GameState s = pegasusStarted({"helena_cain", "laura_roslin", "louanne_katraine"});
        s.jumpTrack = 1; // red: no jump could be made here
        const size_t unused = s.civilianPile.size();
        const CardIdx top = s.destinationDeck.front();
        const int distance = s.distance;
        placeAt(s, 0, "command");
        stayAndAct(s);
        const size_t mark = s.log.size();
        QVERIFY(choose(s, "action:character:blind_jump"));
        // Two ships drawn from the unused ones and destroyed (the jump then returns the board's
        // ships to the pile).
        QCOMPARE(std::count_if(s.log.begin() + std::ptrdiff_t(mark), s.log.end(),
                               [](const LogEvent& e) { return e.kind == ExecutionEvent::CivilianDrawn; }),
                 2);
        QVERIFY(s.civilianPile.size() <= unused);
        QCOMPARE(s.destinationsPlayed.back(), top); // one card drawn: no choice was asked
        QCOMPARE(int(s.distance), distance + db().destinations[top].distance);
        QVERIFY(std::any_of(s.log.begin() + std::ptrdiff_t(mark), s.log.end(), [](const LogEvent& e) {
            return e.kind == EventKind::JumpTrackMoved && e.a == 0 && e.b == int(JumpTrackCause::JumpMade);
        }));
        QVERIFY(s.players[0].onceUsed);
    }

    void blind_jump_is_not_offered_beyond_six_units() {
        GameState s = pegasusStarted({"helena_cain", "laura_roslin", "louanne_katraine"});
        s.distance = 7;
        placeAt(s, 0, "command");
        stayAndAct(s);
        QVERIFY(!hasOption(s, "action:character:blind_jump"));
        s.distance = 6;
        reask(s);
        QVERIFY(hasOption(s, "action:character:blind_jump"));
    }

    // --- Ellen Tigh

    void manipulative_takes_a_title_for_her_turn_and_it_goes_back_at_its_end() {
        GameState s = pegasusGame({"ellen_tigh", "william_adama", "louanne_katraine", "laura_roslin"}, 3);
        const Seat ellen = seatOf(s, "ellen_tigh"), adama = seatOf(s, "william_adama");
        test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == kCharacterChoice; });
        QCOMPARE(actor(s), ellen);
        QCOMPARE(s.admiral, adama);
        QVERIFY(hasOption(s, "take_title:president"));
        QVERIFY(choose(s, "take_title:admiral"));
        QCOMPARE(s.admiral, ellen);
        QVERIFY(s.players[size_t(ellen)].onceUsed);
        test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
        QVERIFY(choose(s, "done"));
        if (s.decision.kind == kCharacterChoice) // Politically Adroit: Adama stands beside her
            QVERIFY(choose(s, "decline"));
        QCOMPARE(s.admiral, ellen);
        QVERIFY(choose(s, "action:nothing"));
        test::playUntil(s, [ellen](const GameState& g) { return g.current != ellen; });
        QCOMPARE(s.admiral, adama);
        QVERIFY(noted(s, CharacterNote::TitleReturned));
        // Once per game: her next turn does not offer it.
        newTurn(s, ellen);
        QVERIFY(!(s.hasDecision && s.decision.kind == kCharacterChoice));
    }

    void manipulative_title_goes_down_the_line_when_its_holder_is_in_the_brig() {
        GameState s = pegasusGame({"ellen_tigh", "william_adama", "louanne_katraine", "laura_roslin"}, 3);
        const Seat ellen = seatOf(s, "ellen_tigh"), adama = seatOf(s, "william_adama");
        test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == kCharacterChoice; });
        QVERIFY(choose(s, "take_title:admiral"));
        placeAt(s, adama, "brig"); // Adama may not hold the Admiral title from the Brig
        s.current = ellen;
        returnManipulatedTitle(s);
        QCOMPARE(s.admiral, seatOf(s, "louanne_katraine")); // Cain, Tigh, Helo, Apollo, Dee, Starbuck absent: Kat 8th
    }

    void politically_adroit_hands_a_card_beside_her_then_draws_two_of_her_set() {
        GameState s = pegasusStarted({"ellen_tigh", "helena_cain", "louanne_katraine", "anastasia_dualla"});
        const Seat ellen = 0, dee = seatOf(s, "anastasia_dualla");
        give(s, ellen, {"politics:consolidate_power:2", "leadership:executive_order:2"});
        reask(s);
        QVERIFY(choose(s, "move:communications"));
        QCOMPARE(s.decision.kind, kCharacterChoice);
        QVERIFY(choose(s, "target:anastasia_dualla"));
        QVERIFY(choose(s, "discard:politics:consolidate_power:2"));
        QVERIFY(inHand(s, dee, "politics:consolidate_power:2"));
        QVERIFY(!inHand(s, ellen, "politics:consolidate_power:2"));
        QCOMPARE(kindId(s), std::string("draw_skill"));
        QVERIFY(hasOption(s, "draw:treachery")); // her skill set
        QVERIFY(choose(s, "draw:politics"));
        QVERIFY(choose(s, "draw:leadership"));
        QCOMPARE(s.players[size_t(ellen)].hand.size(), size_t(3));
        QCOMPARE(s.decision.kind, DecisionKind::Action);
    }

    void politically_adroit_is_not_offered_alone() {
        GameState s = pegasusStarted({"ellen_tigh", "helena_cain", "louanne_katraine", "anastasia_dualla"});
        give(s, 0, {"politics:consolidate_power:2"});
        reask(s);
        QVERIFY(choose(s, "move:research_lab"));
        QCOMPARE(s.decision.kind, DecisionKind::Action);
    }

    void nothing_but_trouble_puts_treachery_in_her_receive_skills() {
        GameState s = pegasusStarted({"ellen_tigh", "helena_cain", "louanne_katraine", "anastasia_dualla"});
        const Seat ellen = 0;
        s.players[size_t(ellen)].onceUsed = true; // Manipulative spent: no question as the turn begins
        newTurn(s, ellen);
        QCOMPARE(countType(s, ellen, SkillType::Treachery), 1);
        QCOMPARE(countType(s, ellen, SkillType::Politics), 2);
        QCOMPARE(countType(s, ellen, SkillType::Leadership), 2);
    }

    // --- Kat

    void stim_junkie_sends_kat_to_sickbay_when_she_ends_her_actions_where_she_began() {
        for (bool moves : {false, true}) {
            GameState s = pegasusStarted({"louanne_katraine", "laura_roslin", "helena_cain"});
            reask(s);
            QVERIFY(choose(s, moves ? "move:command" : "done"));
            QVERIFY(choose(s, "action:nothing"));
            const LocId expected = test::location(moves ? "command" : "sickbay");
            QCOMPARE(s.players[0].location, expected);
            QCOMPARE(noted(s, CharacterNote::StimJunkie), !moves);
        }
    }

    void stim_junkie_never_moves_her_out_of_the_brig() {
        GameState s = pegasusStarted({"louanne_katraine", "laura_roslin", "helena_cain"});
        placeAt(s, 0, "brig");
        newTurn(s, 0);
        test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
        QVERIFY(choose(s, "done"));
        if (s.hasDecision && s.decision.kind == DecisionKind::Action)
            QVERIFY(choose(s, "action:nothing"));
        QCOMPARE(s.players[0].location, test::location("brig"));
        QVERIFY(!noted(s, CharacterNote::StimJunkie));
    }

    void hotshot_takes_a_cards_strength_plus_two_instead_of_the_die() {
        for (bool used : {true, false}) {
            GameState s = pegasusStarted({"louanne_katraine", "laura_roslin", "helena_cain"});
            placeAt(s, 0, "main_batteries");
            s.space[0].raiders = 6;
            give(s, 0, {"tactics:launch_scout:2"});
            s.forcedDice = {8};
            stayAndAct(s);
            QVERIFY(choose(s, "action:location"));
            QVERIFY(choose(s, "area:fore"));
            QCOMPARE(s.decision.kind, kCharacterChoice);
            const size_t asked = s.log.size();
            QVERIFY(choose(s, used ? "discard:tactics:launch_scout:2" : "decline"));
            // 2 + 2 = 4: two raiders destroyed, no die rolled; a die of 8 destroys four.
            QCOMPARE(int(s.space[0].raiders), used ? 4 : 2);
            // No die before the raiders go (the turn's crisis, later, may roll the one left).
            int rolled = 0;
            for (size_t i = asked; i < s.log.size() && s.log[i].kind != EventKind::ShipsChanged; ++i)
                rolled += s.log[i].kind == EventKind::DieRolled;
            QCOMPARE(rolled, used ? 0 : 1);
            QCOMPARE(inHand(s, 0, "tactics:launch_scout:2"), !used);
        }
    }

    void hotshot_is_not_offered_outside_her_action_step() {
        GameState s = pegasusStarted({"helena_cain", "louanne_katraine", "laura_roslin"});
        const Seat kat = seatOf(s, "louanne_katraine");
        give(s, kat, {"tactics:launch_scout:2"});
        placeAt(s, 0, "main_batteries");
        s.space[0].raiders = 6;
        s.forcedDice = {5};
        stayAndAct(s);
        QVERIFY(choose(s, "action:location"));
        QVERIFY(choose(s, "area:fore"));
        QVERIFY(!(s.hasDecision && s.decision.kind == kCharacterChoice));
        QCOMPARE(int(s.space[0].raiders), 4);
    }

    void sacrifice_sends_kat_to_sickbay_and_destroys_ships_of_her_area() {
        GameState s = pegasusStarted({"louanne_katraine", "laura_roslin", "helena_cain"});
        Player& kat = s.players[0];
        kat.viperArea = 0;
        --s.vipersReserve;
        s.space[0].raiders = 7;
        const int reserve = s.vipersReserve;
        stayAndAct(s);
        QVERIFY(choose(s, "action:character:sacrifice"));
        QVERIFY(hasOption(s, "ship:raider:fore"));
        QVERIFY(choose(s, "ship:raider:fore"));
        QCOMPARE(int(s.space[0].raiders), 2);
        QCOMPARE(s.players[0].location, test::location("sickbay"));
        QCOMPARE(s.players[0].viperArea, int8_t(-1));
        QCOMPARE(s.vipersReserve, reserve + 1);
        QVERIFY(s.players[0].onceUsed);
    }

    void sacrifice_needs_a_viper() {
        GameState s = pegasusStarted({"louanne_katraine", "laura_roslin", "helena_cain"});
        s.space[0].raiders = 7;
        stayAndAct(s);
        QVERIFY(!hasOption(s, "action:character:sacrifice"));
    }

    // --- Dee

    // Fast Learner: before a check, the top 3 cards of a skill deck go into the check - after
    // the 2 Destiny cards - or into her hand; once per game.
    void fast_learner_puts_the_top_three_cards_of_a_deck_into_the_check_or_her_hand() {
        const std::vector<std::string> top{"tactics:strategic_planning:3", "tactics:launch_scout:1", "tactics:strategic_planning:4"};
        for (const bool intoCheck : {true, false}) {
            GameState s = pegasusStarted({"anastasia_dualla", "laura_roslin", "louanne_katraine"});
            const Seat roslin = seatOf(s, "laura_roslin");
            give(s, roslin, {"politics:consolidate_power:1"}); // she is asked: the check can be looked at
            stackSkillDeck(s, top);
            leadershipTacticsCheck(s);
            QCOMPARE(s.decision.kind, DecisionKind::RuleChoice); // the window before the cards
            QCOMPARE(actor(s), Seat(0));
            QVERIFY(choose(s, "use:fast_learner"));
            QVERIFY(s.players[0].onceUsed);
            QCOMPARE(s.decision.kind, kCharacterChoice);
            QVERIFY(hasOption(s, "draw:treachery")); // any skill deck, Treachery's too
            QVERIFY(choose(s, "draw:tactics"));
            int looks = 0;
            for (const LogEvent& e : s.log)
                if (e.kind == kCharacterRule && e.a == int(CharacterNote::FastLearnerLook)) {
                    ++looks;
                    QVERIFY(e.visibleToSeat(0) && !e.visibleToSeat(roslin));
                }
            QCOMPARE(looks, 3);
            QVERIFY(choose(s, intoCheck ? "fast_learner:check" : "fast_learner:hand"));
            QCOMPARE(s.decision.kind, DecisionKind::Contribute); // Roslin, the first to add
            QCOMPARE(actor(s), roslin);
            const std::vector<SkillCard> destiny = cards({"leadership:executive_order:2", "tactics:launch_scout:2"});
            std::vector<SkillCard> expected = destiny;
            if (intoCheck)
                for (SkillCard c : cards(top))
                    expected.push_back(c);
            QCOMPARE(s.checkPile, expected); // after the Destiny cards
            std::vector<SkillCard> hand = s.players[0].hand, mine = intoCheck ? std::vector<SkillCard>{} : cards(top);
            std::sort(hand.begin(), hand.end());
            std::sort(mine.begin(), mine.end());
            QCOMPARE(hand, mine);
            QCOMPARE(contributeAll(s, kNoSeat), intoCheck ? 4 + 8 : 4);
        }
    }

    void fast_learner_is_not_offered_once_used() {
        GameState s = pegasusStarted({"anastasia_dualla", "laura_roslin", "louanne_katraine"});
        s.players[0].onceUsed = true;
        give(s, seatOf(s, "laura_roslin"), {"politics:consolidate_power:1"});
        leadershipTacticsCheck(s);
        QCOMPARE(s.decision.kind, DecisionKind::Contribute); // no window: nobody has anything to play
    }

    // Efficient: at Communications Dee looks at every civilian ship and may move any of them,
    // each to an adjacent area (the base action's step, docs/pegasus.md).
    void efficient_shows_dee_every_civilian_ship_and_moves_any_of_them() {
        GameState s = pegasusStarted({"anastasia_dualla", "laura_roslin", "louanne_katraine"});
        for (auto& area : s.space) {
            s.civilianPile.insert(s.civilianPile.end(), area.civilians.begin(), area.civilians.end());
            area.civilians.clear();
        }
        for (const Area a : {Area::Fore, Area::Aft, Area::Aft}) {
            s.space[size_t(a)].civilians.push_back(s.civilianPile.back());
            s.civilianPile.pop_back();
        }
        QCOMPARE(s.players[0].location, test::location("communications"));
        stayAndAct(s);
        const size_t mark = s.log.size();
        QVERIFY(choose(s, "action:location"));
        int looked = 0;
        for (size_t i = mark; i < s.log.size(); ++i)
            if (s.log[i].kind == EventKind::CivilianLooked) {
                ++looked;
                QVERIFY(s.log[i].visibleToSeat(0) && !s.log[i].visibleToSeat(1));
            }
        QCOMPARE(looked, 3); // all three at once, not 2
        QCOMPARE(s.decision.kind, DecisionKind::ChooseShip);
        QCOMPARE(s.decision.options.size(), size_t(4)); // three ships, or no more
        QVERIFY(choose(s, "ship:civilian:aft"));
        QVERIFY(choose(s, test::optionIds(s).front())); // an adjacent area
        QCOMPARE(s.decision.options.size(), size_t(3)); // two ships left, or no more
        QVERIFY(choose(s, "ship:civilian:fore"));
        QVERIFY(choose(s, test::optionIds(s).front()));
        QCOMPARE(s.decision.options.size(), size_t(2));
        QVERIFY(choose(s, "decline"));
        QCOMPARE(s.space[size_t(Area::Fore)].civilians.size() + s.space[size_t(Area::Aft)].civilians.size(), size_t(1));
        int moved = 0;
        for (size_t i = mark; i < s.log.size(); ++i)
            moved += s.log[i].kind == EventKind::ShipMoved && s.log[i].a == int(ShipKind::Civilian);
        QCOMPARE(moved, 2);
        QVERIFY(noted(s, CharacterNote::Efficient));
    }

    // Under Four Solo the player acts for every human character: what Dee looks at outside every
    // hand (Fast Learner's top cards) and what a Probation look shows are told to the player even
    // when she is not the current character; a card drawn into her hidden hand is not.
    void four_solo_log_tells_the_player_fast_learner_and_probation_looks() {
        GameState s = pegasusGame({"laura_roslin", "william_adama", "kara_thrace", "anastasia_dualla"}, 3, VariantId::FourSolo);
        const Seat dee = seatOf(s, "anastasia_dualla");
        QVERIFY(dee != s.current);
        const SkillCard card = test::skillCard("tactics:strategic_planning:3");
        const std::string name = db().skillCards[card].name;
        auto lastLine = [&] {
            const QJsonArray log = solo::soloLog(s);
            return QJsonDocument(log.last().toObject()).toJson().toStdString();
        };
        logEvent(s, revealedTo(seatBit(dee)), EventKind::DrewSkill, dee, card);
        QVERIFY2(lastLine().find(name) == std::string::npos, lastLine().c_str()); // her hand is hidden
        logEvent(s, revealedTo(seatBit(dee)), kCharacterRule, dee, int(CharacterNote::FastLearnerLook), card);
        QVERIFY2(lastLine().find(name) != std::string::npos, lastLine().c_str());
        logEvent(s, revealedTo(seatBit(dee)), kCardNote, dee, 0, kProbationLook, card);
        QVERIFY2(lastLine().find(name) != std::string::npos, lastLine().c_str());
    }

    void emotionally_fragile_executes_dee_when_morale_falls_to_two_without_a_morale_lost() {
        for (int from : {3, 4}) {
            GameState s = pegasusStarted({"anastasia_dualla", "laura_roslin", "helena_cain", "louanne_katraine"});
            setHumanLoyalty(s, 0);
            s.resources[size_t(Resource::Morale)] = int8_t(from);
            changeResource(s, Resource::Morale, -1);
            reask(s);
            QVERIFY(choose(s, "done")); // the Movement step ends: the Turn's next step comes
            QCOMPARE(executed(s, "anastasia_dualla"), from == 3);
            QCOMPARE(resource(s, Resource::Morale), from - 1); // her own execution costs nothing
            if (from == 3)
                QCOMPARE(kindId(s), std::string("new_character"));
        }
    }

    // --- whole games

    void random_pegasus_games_with_the_four_characters_run_clean() {
        int notes = 0, casts = 0, fastLearner = 0, efficient = 0, starts = 0;
        test::RandomPegasusGames run;
        run.games = 160;
        run.limit = 50000;
        run.setup = [](int g) {
            const uint64_t seed = 31000 + uint64_t(g);
            const bool solo = g % 4 == 3;
            const int players = solo ? 4 : 3 + g % 4;
            return pegasusSetup(castWith(seed, solo, players, kNewCharacters[g % 4]), seed,
                                solo ? VariantId::FourSolo : VariantId::None);
        };
        run.skipRefusedSetups = true; // a cast the composition rule refuses after the swap
        run.random = [](int g) { return test::mersenneRandom(31000 + uint64_t(g)); };
        run.check = [](GameState& s, int, test::RandomBelow&) { return test::conservationProblem(s); };
        run.afterGame = [&](const GameState& s, int) -> std::string {
            if (!s.gameOver())
                return "the game did not end";
            if (s.unimplemented != 0)
                return std::to_string(s.unimplemented) + " unimplemented effects";
            ++casts;
            notes += int(std::count_if(s.log.begin(), s.log.end(), [](const LogEvent& e) { return e.kind == kCharacterRule; }));
            for (const LogEvent& e : s.log)
                if (e.kind == kCharacterRule) {
                    fastLearner += e.a == int(CharacterNote::FastLearnerPlace);
                    efficient += e.a == int(CharacterNote::Efficient);
                    starts += e.a == int(CharacterNote::StartChosen);
                }
            return {};
        };
        const std::string problem = test::playRandomPegasusGames(run);
        QVERIFY2(problem.empty(), problem.c_str());
        qInfo("%d Pegasus games with a new character, %d ability notes; Fast Learner used %d times, Efficient %d, "
              "Cain's start chosen %d",
              casts, notes, fastLearner, efficient, starts);
        QVERIFY(casts > 100);
        QVERIFY(notes > 0);
        QVERIFY(fastLearner > 0 && efficient > 0 && starts > 0);
    }

    void games_with_the_four_replay_from_their_saves() {
        int asked = 0;
        for (int g = 0; g < 16; ++g) {
            const uint64_t seed = 32000 + uint64_t(g);
            const bool solo = g % 2 == 1;
            Error error;
            auto game = Game::start(pegasusSetup(castWith(seed, solo, solo ? 4 : 4, kNewCharacters[g % 4]), seed,
                                                 solo ? VariantId::FourSolo : VariantId::None),
                                    &error);
            if (!game)
                continue;
            std::mt19937 pick{uint32_t(seed)};
            const std::string problem = test::playRandomly(
                *game, [&](size_t n) { return pick() % n; }, 50000,
                [&](Game& gm, const std::string& id) {
                    asked += gm.state().hasDecision && gm.state().decision.kind == kCharacterChoice;
                    return gm.choose(id);
                },
                [](Game&, int) { return std::string(); });
            QVERIFY2(problem.empty(), problem.c_str());
            auto replayed = Game::fromSave(game->toSave(), &error);
            QVERIFY2(replayed, error.message.c_str());
            QVERIFY(replayed->state() == game->state());
        }
        qInfo("%d character_ability decisions replayed", asked);
        QVERIFY(asked > 0);
    }

    void the_heuristic_player_plays_four_solo_with_the_four() {
        int wins = 0, notes = 0;
        for (int g = 0; g < 24; ++g) {
            const uint64_t seed = 33000 + uint64_t(g);
            Error error;
            auto s = newGame(pegasusSetup(castWith(seed, true, 4, kNewCharacters[g % 4]), seed, VariantId::FourSolo), &error);
            QVERIFY2(s, error.message.c_str());
            for (int step = 0; step < 50000 && !s->gameOver(); ++step) {
                QVERIFY(s->hasDecision);
                QVERIFY(!apply(*s, solo::policy::chooseHeuristic(*s)));
            }
            QVERIFY(s->gameOver());
            QCOMPARE(s->unimplemented, 0);
            wins += s->over.winner == Side::Human;
            notes += int(std::count_if(s->log.begin(), s->log.end(), [](const LogEvent& e) { return e.kind == kCharacterRule; }));
        }
        qInfo("heuristic Four Solo games with a Pegasus character: %d human wins of 24, %d ability notes", wins, notes);
        QVERIFY(notes > 0);
    }
};

QTEST_GUILESS_MAIN(TestPegasusCharacters)
#include "tst_pegasus_characters.moc"
