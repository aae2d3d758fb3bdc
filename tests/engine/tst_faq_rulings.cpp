// The rulings of the official FAQ that rules revision 4 brings (issue #31, points 6-10), each in
// a standard game and, where the situation can arise there, in a Four Solo game; the same
// scenario under revision 3 shows that older games keep the rules they were played with.
#include "combat_fixture.h"
#include "crises_fixture.h"
#include "heuristic_player.h"

#include <QtTest>

#include <random>

using namespace bsg;
using namespace bsg::test;

namespace {

constexpr uint8_t kOldRevision = 3;

// Applies the pending decision's first option of this verb.
bool chooseVerb(GameState& s, Verb verb) {
    for (const Option& o : s.decision.options)
        if (o.verb == verb)
            return !apply(s, o);
    return false;
}

// A standard game (Roslin President and current, Adama Admiral, Thrace, Tyrol) at Roslin's
// Action step, every hand empty but Roslin's Executive Order, and Adama a hidden Cylon
// holding `cylonCard`.
GameState executiveOrderOnACylon(const std::string& cylonCard, uint8_t revision) {
    GameState s = startedGame(31);
    s.rulesRevision = revision;
    emptyHands(s);
    giveCard(s, kRoslin, "leadership:executive_order:1");
    clearLoyalty(s, kAdama);
    giveLoyalty(s, kAdama, cylonCard);
    chooseThrough(s, "done"); // Roslin stays
    return s;
}

// Roslin orders Adama to take two actions; he reveals with the first.
bool adamaRevealsByExecutiveOrder(GameState& s) {
    return chooseThrough(s, "action:skill:leadership:executive_order:1") && chooseThrough(s, "target:william_adama") &&
           chooseThrough(s, "option:b") && chooseThrough(s, "action:reveal");
}

// Puts a character on a location (out of any viper), as a scenario would.
void standOn(GameState& s, Seat seat, const std::string& loc) {
    auto& p = s.players[size_t(seat)];
    if (p.viperArea >= 0) {
        ++s.vipersReserve;
        p.viperArea = -1;
    }
    p.location = location(loc);
}

// A game with Apollo standing on Galactica's Hangar Deck and an empty board, whose step stack
// then resolves the Cylon Attack crisis `attack` (the current player is seat 0).
GameState cylonAttackWithApolloAboard(const std::string& attack, uint8_t revision, bool solo) {
    GameState s = game({"laura_roslin", "william_adama", "lee_adama", "galen_tyrol"}, 5, solo);
    playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
    s.rulesRevision = revision;
    emptyHands(s);
    clearSpace(s);
    standOn(s, 2, "hangar_deck");
    s.jumpTrack = 2; // so that the card's special rule (FTL Failure, a step back) shows
    takeOver(s);
    startCrisis(s, crisis(attack));
    return s;
}

// The first decision of a new game: the starting hand of the seat after the first player.
GameState atStartingHands(const std::vector<std::string>& characters, uint8_t revision, bool solo) {
    Setup setup;
    for (const auto& id : characters)
        setup.characters.push_back(character(id));
    setup.seed = 11;
    setup.variant = solo ? bsg::VariantId::FourSolo : bsg::VariantId::None;
    setup.rulesRevision = revision;
    Error error;
    auto s = newGame(setup, &error);
    if (!s)
        qFatal("setup refused: %s", error.message.c_str());
    return *s;
}

// Runs the effect list of a crisis card's result (its fail or pass effects) on top of the
// game, as the crisis would after its check.
void runCrisisResult(GameState& s, const std::string& id, bool fail) {
    const CardIdx card = crisis(id);
    const ListId list = fail ? db().crises[card].fail : db().crises[card].pass;
    takeOver(s);
    s.stack.push_back(Frame{FrameKind::Effects, 0, int16_t(list), 0, int16_t(card), 0});
    run(s);
}

// What whole games met of the rulings' new decisions and notes.
struct Met {
    int alertAtAttack = 0; // Alert Viper Pilot offered once a Cylon Attack's layout is down
    int notSent = 0;       // someone left where he was by a rule sending him
};

// Plays a game to its end, each choice made by `pick`, checking every card is in one place after
// each step; returns the first problem, or "".
template <class Pick> std::string playThrough(GameState& s, Pick&& pick, Met& met) {
    for (int step = 0; step < 20000 && !s.gameOver(); ++step) {
        if (!s.hasDecision || s.decision.options.empty())
            return "a running game waits for no decision";
        met.alertAtAttack += s.decision.kind == DecisionKind::UseAbility && !s.stack.empty() &&
                             s.stack.back().kind == FrameKind::AttackSetup;
        if (apply(s, pick(s)))
            return "a listed option was refused";
        if (std::string problem = conservationProblem(s); !problem.empty())
            return problem;
    }
    met.notSent += int(std::count_if(s.log.begin(), s.log.end(), [](const LogEvent& e) {
        return e.kind == EventKind::CardRule && e.a == int(CardNote::NotSent);
    }));
    return s.gameOver() ? "" : "the game did not end";
}

// Roslin (current) reveals the Sickbay Cylon card with Adama held in the Brig, Thrace in
// Sickbay and Tyrol on `tyrolAt`; every hand is empty.
GameState sickbayCardWithAdamaInTheBrig(uint8_t revision, const std::string& tyrolAt) {
    GameState s = startedGame(31);
    s.rulesRevision = revision;
    emptyHands(s);
    clearLoyalty(s, kRoslin);
    giveLoyalty(s, kRoslin, "cylon_send_to_sickbay");
    chooseThrough(s, "done");
    moveCharacter(s, kAdama, locs().brig);
    moveCharacter(s, kThrace, locs().sickbay);
    standOn(s, kTyrol, tyrolAt);
    if (!chooseThrough(s, "action:reveal"))
        qFatal("Roslin could not reveal");
    return s;
}

std::vector<std::string> targets(const GameState& s) {
    std::vector<std::string> ids;
    for (const std::string& id : optionIds(s))
        if (id.rfind("target:", 0) == 0)
            ids.push_back(id);
    return ids;
}

} // namespace

class TestFaqRulings : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Point 6: revealing in an action Executive Order gave ends that action only; the current
    // player's turn goes on with its crisis.
    void executiveOrderRevealEndsOnlyThatAction() {
        GameState s = executiveOrderOnACylon("cylon_reduce_morale", kRulesRevision);
        const int morale = s.resources[size_t(Resource::Morale)];
        QVERIFY(adamaRevealsByExecutiveOrder(s));
        QVERIFY(chooseThrough(s, "decline")); // keeps the morale
        QVERIFY(s.players[kAdama].revealed);
        QCOMPARE(int(s.players[kAdama].location), int(locs().resurrectionShip));
        QCOMPARE(s.players[kAdama].superCrises.size(), size_t(1));
        // Adama's second action is gone; Roslin's turn goes on to its crisis.
        QVERIFY(!(s.hasDecision && s.decision.kind == DecisionKind::Action && s.decision.actor == kAdama));
        QVERIFY(playUntil(s, [](const GameState& g) { return countEvents(g, EventKind::CrisisDrawn) > 0 || g.current != kRoslin; }, 40));
        QCOMPARE(int(s.current), int(kRoslin));
        QCOMPARE(countEvents(s, EventKind::CrisisDrawn), 1);
        QCOMPARE(int(s.resources[size_t(Resource::Morale)]), morale);
        QVERIFY(conservationProblem(s).empty());

        // Revision 3: the whole turn ended, with no crisis.
        GameState old = executiveOrderOnACylon("cylon_reduce_morale", kOldRevision);
        QVERIFY(adamaRevealsByExecutiveOrder(old));
        QVERIFY(chooseThrough(old, "decline"));
        QVERIFY(playUntil(old, [](const GameState& g) { return g.current != kRoslin; }, 40));
        QCOMPARE(countEvents(old, EventKind::CrisisDrawn), 0);
    }

    // Point 7: the revealer, not the current player, makes its Cylon card's choices.
    void theRevealerMakesItsCylonCardsChoices() {
        const struct {
            const char* card;
            DecisionKind first;
        } cards[] = {{"cylon_send_to_brig", DecisionKind::ChooseTarget},
                     {"cylon_send_to_sickbay", DecisionKind::ChooseTarget},
                     {"cylon_reduce_morale", DecisionKind::ChooseActivity},
                     {"cylon_damage_galactica", DecisionKind::ChooseCard}};
        for (const auto& c : cards) {
            for (const uint8_t revision : {kRulesRevision, kOldRevision}) {
                GameState s = executiveOrderOnACylon(c.card, revision);
                standOn(s, kThrace, "command"); // two characters on Galactica to pick from
                standOn(s, kTyrol, "armory");
                QVERIFY2(adamaRevealsByExecutiveOrder(s), c.card);
                QVERIFY2(s.hasDecision && s.decision.kind == c.first, c.card);
                const Seat chooser = revision >= 4 ? kAdama : kRoslin;
                QVERIFY2(s.decision.actor == chooser, qPrintable(QString("%1, revision %2").arg(c.card).arg(revision)));
            }
        }
        // The chosen character goes to the Brig on the revealer's word.
        GameState s = executiveOrderOnACylon("cylon_send_to_brig", kRulesRevision);
        standOn(s, kThrace, "command");
        QVERIFY(adamaRevealsByExecutiveOrder(s));
        QVERIFY(chooseThrough(s, "target:kara_thrace"));
        QCOMPARE(int(s.players[kThrace].location), int(locs().brig));
    }

    // Point 8: Alert Viper Pilot also when a Cylon Attack crisis places vipers from the Reserves.
    void alertViperPilotWheneverAViperIsPlaced() {
        for (const bool solo : {false, true}) {
            GameState s = cylonAttackWithApolloAboard("raiding_party", kRulesRevision, solo);
            const int jumpTrack = s.jumpTrack;
            QVERIFY2(s.hasDecision && s.decision.kind == DecisionKind::UseAbility, solo ? "solo" : "standard");
            QCOMPARE(int(s.decision.actor), 2);
            QCOMPARE(int(s.space[size_t(Area::PortBow)].vipers), 2); // the layout is down first
            QVERIFY(chooseVerb(s, Verb::Use));
            // One area with vipers: Apollo takes one there and acts at once, before the card's
            // special rule moves the jump marker back.
            QCOMPARE(int(s.players[2].viperArea), int(Area::PortBow));
            QCOMPARE(int(s.space[size_t(Area::PortBow)].vipers), 1);
            QCOMPARE(s.decision.kind, DecisionKind::Action);
            QCOMPARE(int(s.decision.actor), 2);
            QCOMPARE(int(s.jumpTrack), jumpTrack);
            QVERIFY(choose(s, "action:nothing"));
            QCOMPARE(int(s.jumpTrack), jumpTrack - 1);
            QVERIFY(conservationProblem(s).empty());
        }
        // Vipers in two areas: he picks the area.
        GameState two = cylonAttackWithApolloAboard("jammed_assault", kRulesRevision, false);
        QVERIFY(chooseVerb(two, Verb::Use));
        QCOMPARE(two.decision.kind, DecisionKind::ChooseArea);
        QCOMPARE(optionIds(two), (std::vector<std::string>{"area:port_quarter", "area:port_bow"}));
        QVERIFY(choose(two, "area:port_quarter"));
        QCOMPARE(int(two.players[2].viperArea), int(Area::PortQuarter));
        QCOMPARE(two.decision.kind, DecisionKind::Action);
        // Declined: the vipers stay unmanned and the card goes on.
        GameState declined = cylonAttackWithApolloAboard("raiding_party", kRulesRevision, false);
        QVERIFY(choose(declined, "decline"));
        QCOMPARE(int(declined.players[2].location), int(location("hangar_deck")));
        QCOMPARE(int(declined.space[size_t(Area::PortBow)].vipers), 2);
        // Revision 3: only a launch offered it.
        GameState old = cylonAttackWithApolloAboard("raiding_party", kOldRevision, false);
        QVERIFY(!(old.hasDecision && old.decision.kind == DecisionKind::UseAbility));
        QCOMPARE(int(old.players[2].location), int(location("hangar_deck")));
    }

    // Point 9: the starting hand is any mix of the sheet's types; the numbers cap only the
    // Receive Skills step. Helo (leadership 2, tactics 2, piloting 1) may start with two
    // piloting cards, never a type he lacks.
    void startingHandMixesTheSheetsTypesFreely() {
        for (const bool solo : {false, true}) {
            GameState s = atStartingHands({"laura_roslin", "karl_agathon", "kara_thrace", "galen_tyrol"}, kRulesRevision, solo);
            QCOMPARE(s.decision.kind, DecisionKind::DrawSkill);
            QCOMPARE(int(s.decision.actor), 1);
            for (int i = 0; i < 3; ++i) {
                QVERIFY(!hasOption(s, "draw:politics") && !hasOption(s, "draw:engineering"));
                QVERIFY2(choose(s, "draw:piloting"), solo ? "solo" : "standard");
            }
            QCOMPARE(s.players[1].hand.size(), size_t(3));
            for (SkillCard card : s.players[1].hand)
                QCOMPARE(db().skillCards[card].type, SkillType::Piloting);
        }
        // Revision 3: each type capped at its number.
        GameState old = atStartingHands({"laura_roslin", "karl_agathon", "kara_thrace", "galen_tyrol"}, kOldRevision, false);
        QVERIFY(choose(old, "draw:piloting"));
        QVERIFY(!hasOption(old, "draw:piloting"));
    }

    // Point 10: who cannot be sent to Sickbay or the Brig (already there; in the Brig, for
    // Sickbay) is not offered while another target exists - for a Cylon card and a crisis.
    void whoCannotBeSentIsNotChosenWhileAnotherCanBe() {
        // The Sickbay Cylon card, revealed by Roslin: Adama in the Brig and Thrace in Sickbay
        // cannot be sent there; Tyrol can, and is the only one offered (so taken at once).
        for (const uint8_t revision : {kRulesRevision, kOldRevision}) {
            GameState s = sickbayCardWithAdamaInTheBrig(revision, "armory");
            if (revision >= 4) {
                QVERIFY(!(s.hasDecision && s.decision.kind == DecisionKind::ChooseTarget));
                QCOMPARE(int(s.players[kTyrol].location), int(locs().sickbay));
                QCOMPARE(int(s.players[kAdama].location), int(locs().brig));
            } else {
                QCOMPARE(targets(s), (std::vector<std::string>{"target:william_adama", "target:kara_thrace",
                                                               "target:galen_tyrol"}));
                QVERIFY(chooseThrough(s, "target:william_adama")); // the old bug: the prisoner walks out
                QCOMPARE(int(s.players[kAdama].location), int(locs().sickbay));
            }
        }
        // Nobody else on Galactica: the unmovable are offered, and the one held in the Brig
        // stays there.
        {
            GameState s = sickbayCardWithAdamaInTheBrig(kRulesRevision, "press_room");
            QCOMPARE(targets(s), (std::vector<std::string>{"target:william_adama", "target:kara_thrace"}));
            QVERIFY(chooseThrough(s, "target:william_adama"));
            QCOMPARE(int(s.players[kAdama].location), int(locs().brig));
        }
        // A crisis result, standard and Four Solo: Witch Hunt sends one to Sickbay, Guilt by
        // Collusion one to the Brig.
        for (const bool solo : {false, true}) {
            GameState s = game({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 9, solo);
            playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
            moveCharacter(s, kAdama, locs().brig);
            moveCharacter(s, kThrace, locs().sickbay);
            standOn(s, kRoslin, "presidents_office");
            standOn(s, kTyrol, "armory");
            runCrisisResult(s, "witch_hunt", true);
            QCOMPARE(targets(s), (std::vector<std::string>{"target:laura_roslin", "target:galen_tyrol"}));
            GameState brig = s;
            runCrisisResult(brig, "guilt_by_collusion", false);
            QCOMPARE(targets(brig), (std::vector<std::string>{"target:laura_roslin", "target:kara_thrace",
                                                              "target:galen_tyrol"}));
            // Revision 3 offered everyone.
            GameState old = s;
            old.rulesRevision = kOldRevision;
            runCrisisResult(old, "witch_hunt", true);
            QCOMPARE(targets(old).size(), size_t(4));
        }
        // A rule that sends without a choice leaves a prisoner of the Brig there.
        GameState s = startedGame(31);
        moveCharacter(s, kRoslin, locs().brig);
        sendTo(s, kRoslin, locs().sickbay);
        QCOMPARE(int(s.players[kRoslin].location), int(locs().brig));
        s.rulesRevision = kOldRevision;
        sendTo(s, kRoslin, locs().sickbay);
        QCOMPARE(int(s.players[kRoslin].location), int(locs().sickbay));
    }

    // The new decisions in whole games: random standard games and Four Solo games played by the
    // heuristic player, with Apollo and Helo in the cast, end with every card in one place.
    void theRulingsHoldUpInWholeGames() {
        Met met;
        std::mt19937 rng(31);
        for (uint64_t seed = 1; seed <= 150; ++seed) {
            GameState s = game({"laura_roslin", "william_adama", "lee_adama", "karl_agathon"}, seed);
            const std::string problem = playThrough(
                s, [&](const GameState& g) { return g.decision.options[rng() % g.decision.options.size()]; }, met);
            QVERIFY2(problem.empty(), qPrintable(QString("standard game %1: %2").arg(seed).arg(problem.c_str())));
        }
        for (uint64_t seed = 1; seed <= 60; ++seed) {
            GameState s = game({"laura_roslin", "william_adama", "lee_adama", "galen_tyrol"}, seed, true);
            const std::string problem =
                playThrough(s, [](const GameState& g) { return solo::policy::chooseHeuristic(g); }, met);
            QVERIFY2(problem.empty(), qPrintable(QString("solo game %1: %2").arg(seed).arg(problem.c_str())));
        }
        qInfo("Alert Viper Pilot offered after an attack's layout %d times; %d characters not sent",
              met.alertAtAttack, met.notSent);
        QVERIFY(met.alertAtAttack > 0);
    }
};

QTEST_APPLESS_MAIN(TestFaqRulings)
#include "tst_faq_rulings.moc"
