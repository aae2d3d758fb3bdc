// Every crisis card and super crisis, every outcome: for each card the test forces the skill
// check's total (destiny and contributions), the option taken, the die and the nested choice,
// resolves the card, and checks each effect of the applicable list against the state.
#include "crises_fixture.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::test;

namespace {

enum class Mode { Pass, Partial, Fail, OptionA, OptionB, Attack };
const char* modeName(Mode m) {
    static const char* names[] = {"pass", "partial", "fail", "option_a", "option_b", "attack"};
    return names[int(m)];
}

bool listHas(ListId id, Op op) {
    if (id == kNoList)
        return false;
    for (const Effect& e : db().list(id)) {
        if (e.op == op)
            return true;
        if (listHas(e.then, op) || listHas(e.otherwise, op))
            return true;
        for (const ChoiceOption& o : e.options)
            if (listHas(o.effects, op))
                return true;
    }
    return false;
}

// What the board should look like after a list of effects, computed from the card data and
// the same answers the driver gives (first character offered, nested choice `nested`, forced die).
struct Expect {
    std::array<int8_t, kResourceCount> resources{};
    int jumpTrack = 0, raptorsReserve = 0, raptorsDestroyed = 0, centurions = 0, nukes = 0, distance = 0;
    std::vector<int> hands;
    std::vector<LocId> where;
    Seat president = kNoSeat, admiral = kNoSeat;
    int looks = 0;
    bool kept = false;
};

Seat firstTarget(const GameState& s, const Effect& e, const Expect& x) {
    for (int seat = 0; seat < s.playerCount(); ++seat) {
        if (e.op == Op::TitleChange && Seat(seat) == x.president)
            continue;
        if (e.op == Op::LookLoyalty && Seat(seat) == s.current)
            continue;
        return Seat(seat);
    }
    return kNoSeat;
}

void predict(const GameState& s, CardIdx card, ListId id, Expect& x, int die, int nested, Seat& chosen) {
    if (id == kNoList)
        return;
    const Locs& L = locs();
    for (const Effect& e : db().list(id)) {
        auto seatOf = [&](Who w) { return w == Who::President ? x.president : w == Who::Admiral ? x.admiral : s.current; };
        switch (e.op) {
        case Op::Resource: {
            auto& v = x.resources[size_t(e.resource)];
            v = int8_t(std::clamp(v + e.amount, -20, 15));
            break;
        }
        case Op::JumpTrack: x.jumpTrack = std::clamp(x.jumpTrack + e.amount, 0, 5); break;
        case Op::Discard:
            if (e.who == Who::EachPlayer) {
                for (auto& h : x.hands)
                    h = std::max(0, h - e.count);
            } else {
                Seat seat = seatOf(e.who);
                if (e.who == Who::Chosen)
                    seat = chosen = chosen == kNoSeat ? firstTarget(s, e, x) : chosen;
                x.hands[size_t(seat)] = std::max(0, x.hands[size_t(seat)] - e.count);
            }
            break;
        case Op::DiscardHand: x.hands[size_t(seatOf(e.who))] = 0; break;
        case Op::DrawSkill: x.hands[size_t(seatOf(e.who))] += e.count; break;
        case Op::Move: {
            Seat seat = seatOf(e.who);
            if (e.who == Who::Chosen)
                seat = chosen = chosen == kNoSeat ? firstTarget(s, e, x) : chosen;
            x.where[size_t(seat)] = e.loc;
            break;
        }
        case Op::MoveAll:
            for (auto& at : x.where)
                if (at == e.from || (e.from == -2 && at >= 0 && shipOf(at) == Ship::ColonialOne))
                    at = e.loc;
            break;
        case Op::Raptor:
            if (e.amount < 0 && x.raptorsReserve > 0) {
                --x.raptorsReserve;
                ++x.raptorsDestroyed;
            } else if (e.amount > 0 && x.raptorsDestroyed > 0) {
                ++x.raptorsReserve;
                --x.raptorsDestroyed;
            }
            break;
        case Op::Centurion: x.centurions = std::min(4, x.centurions + e.count); break;
        case Op::Nukes: x.nukes = std::max(0, x.nukes + e.amount); break;
        case Op::Distance: x.distance += e.amount; break;
        case Op::IfResourceBelow:
            if (x.resources[size_t(e.resource)] < e.amount)
                predict(s, card, e.then, x, die, nested, chosen);
            break;
        case Op::Roll: {
            const bool hit = (e.atMost && die <= e.atMost) || (e.atLeast && die >= e.atLeast);
            predict(s, card, hit ? e.then : e.otherwise, x, die, nested, chosen);
            break;
        }
        case Op::ApplyResult: predict(s, card, db().crises[card].fail, x, die, nested, chosen); break;
        case Op::Choose: predict(s, card, e.options[size_t(nested)].effects, x, die, nested, chosen); break;
        case Op::Optional: predict(s, card, e.then, x, die, nested, chosen); break;
        case Op::LookLoyalty: ++x.looks; break;
        case Op::TitleChange:
            if (e.to == "admiral")
                x.president = x.admiral;
            else
                x.president = firstTarget(s, e, x);
            break;
        case Op::KeepInPlay: x.kept = true; break;
        default: break; // ships and Galactica: the combat rules (tested there)
        }
        (void)L;
    }
}

} // namespace

class TestCrises : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyOutcome_data() {
        QTest::addColumn<int>("card");
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("die");
        QTest::addColumn<int>("nested");
        QTest::addColumn<int>("food");
        for (size_t i = 0; i < db().crises.size(); ++i) {
            const CrisisDef& d = db().crises[i];
            if (d.box != Box::Base)
                continue; // a box's cards are played in games with the box (tst_pegasus_cards)
            std::vector<std::pair<Mode, ListId>> modes;
            if (d.kind == CrisisKind::CylonAttack) {
                modes.push_back({Mode::Attack, d.special});
            } else if (d.kind == CrisisKind::SkillCheck) {
                modes.push_back({Mode::Pass, d.pass});
                if (d.partial >= 0)
                    modes.push_back({Mode::Partial, d.partialEffects});
                modes.push_back({Mode::Fail, d.fail});
                if (d.chooser)
                    modes.push_back({Mode::OptionB, d.b.effects});
            } else {
                modes.push_back({Mode::OptionA, d.a.effects});
                modes.push_back({Mode::OptionB, d.b.effects});
            }
            for (auto [mode, list] : modes) {
                if (listHas(list, Op::RedrawCrisis))
                    continue; // Fulfiller of Prophecy's redraw has its own test
                const bool rolls = listHas(list, Op::Roll) || listHas(db().crises[i].fail, Op::Roll);
                const bool chooses = listHas(list, Op::Choose);
                const bool below = listHas(list, Op::IfResourceBelow);
                for (int die : rolls ? std::vector<int>{1, 8} : std::vector<int>{3})
                    for (int nested : chooses ? std::vector<int>{0, 1} : std::vector<int>{0})
                        for (int food : below ? std::vector<int>{8, 5} : std::vector<int>{8}) {
                            const std::string name = d.id + ":" + modeName(mode) + ":die" + std::to_string(die) +
                                                     ":choice" + std::to_string(nested) + ":food" + std::to_string(food);
                            QTest::newRow(name.c_str()) << int(i) << int(mode) << die << nested << food;
                        }
            }
        }
    }

    void everyOutcome() {
        QFETCH(int, card);
        QFETCH(int, mode);
        QFETCH(int, die);
        QFETCH(int, nested);
        QFETCH(int, food);
        const CrisisDef& def = db().crises[size_t(card)];
        const Mode m = Mode(mode);
        GameState s = startedGame(11 + uint64_t(card));
        takeOver(s);
        s.current = kThrace;
        emptyHands(s);
        for (int seat = 0; seat < s.playerCount(); ++seat)
            for (SkillType t : {SkillType::Politics, SkillType::Piloting, SkillType::Engineering})
                giveSkill(s, Seat(seat), t, 2);
        s.resources[size_t(Resource::Food)] = int8_t(food);
        s.jumpTrack = 1;
        s.raptorsReserve = 3;
        s.raptorsDestroyed = 1;
        s.forcedDice = {int8_t(die), int8_t(die), int8_t(die)};
        const Locs& L = locs();
        moveCharacter(s, kRoslin, L.presidentsOffice);
        moveCharacter(s, kAdama, L.admiralsQuarters);
        moveCharacter(s, kThrace, L.hangarDeck);
        moveCharacter(s, kTyrol, L.hangarDeck);
        // Someone stands where a move_all of this outcome empties a location.
        const ListId result = m == Mode::Pass ? def.pass : m == Mode::Partial ? def.partialEffects
                              : m == Mode::Fail ? def.fail : m == Mode::OptionA ? def.a.effects
                              : m == Mode::OptionB ? def.b.effects : def.special;
        for (const Effect& e : db().list(result))
            if (e.op == Op::MoveAll)
                moveCharacter(s, kTyrol, e.from == -2 ? L.pressRoom : e.from);

        Driver driver;
        const bool isCheck = m == Mode::Pass || m == Mode::Partial || m == Mode::Fail;
        if (isCheck) {
            const int total = m == Mode::Pass ? def.difficulty : m == Mode::Partial ? def.partial
                              : (def.partial >= 0 ? def.partial - 1 : def.difficulty - 1);
            driver.contribute = rigCheck(s, def.skills, total, kThrace);
            driver.contributor = kThrace;
            QVERIFY(!driver.contribute.empty() || total == 2);
        }
        const int crisisOption = m == Mode::OptionB ? 1 : 0;
        driver.pick = [crisisOption, nested](const GameState& g) {
            if (g.decision.kind == DecisionKind::CrisisChoice)
                return crisisOption;
            if (g.decision.kind == DecisionKind::ChooseActivity && g.decision.context >= 0) {
                const Effect& e = db().list(ListId(g.decision.context))[size_t(g.decision.context2)];
                return e.op == Op::Choose ? nested : 0;
            }
            return 0;
        };

        Expect x;
        x.resources = s.resources;
        x.jumpTrack = s.jumpTrack;
        x.raptorsReserve = s.raptorsReserve;
        x.raptorsDestroyed = s.raptorsDestroyed;
        x.centurions = int(s.centurions.size());
        x.nukes = s.nukes;
        x.distance = s.distance;
        for (const auto& p : s.players) {
            x.hands.push_back(6);
            x.where.push_back(p.location);
        }
        x.president = s.president;
        x.admiral = s.admiral;
        Seat chosen = kNoSeat;
        predict(s, CardIdx(card), result, x, die, nested, chosen);
        const int looksBefore = countEvents(s, EventKind::LoyaltyLooked);
        const size_t civiliansBefore = s.civiliansDestroyed.size();
        const size_t storesBefore = s.galacticaDamageRemoved.size();

        startCrisis(s, CardIdx(card));
        QVERIFY(driver.run(s));
        // Ships and Galactica are the combat rules' business; what their losses cost (civilian
        // ships destroyed, stores hit) is read back from the tokens they used.
        for (size_t i = civiliansBefore; i < s.civiliansDestroyed.size(); ++i)
            for (int r = 0; r < kResourceCount; ++r)
                x.resources[size_t(r)] = int8_t(x.resources[size_t(r)] -
                                                db().civilians[db().civilianTokens[s.civiliansDestroyed[i]]].loss[size_t(r)]);
        for (size_t i = storesBefore; i < s.galacticaDamageRemoved.size(); ++i)
            predict(s, CardIdx(card), db().galacticaDamage[s.galacticaDamageRemoved[i]].effects, x, die, nested, chosen);
        QVERIFY2(conservationProblem(s).empty(), conservationProblem(s).c_str());
        if (isCheck) {
            const CheckResult want = m == Mode::Pass ? CheckResult::Pass : m == Mode::Partial ? CheckResult::Partial
                                                                                           : CheckResult::Fail;
            QCOMPARE(int(s.check.result), int(want));
        }
        QCOMPARE(s.resources, x.resources);
        QCOMPARE(int(s.jumpTrack), x.jumpTrack);
        QCOMPARE(int(s.raptorsReserve), x.raptorsReserve);
        QCOMPARE(int(s.raptorsDestroyed), x.raptorsDestroyed);
        QCOMPARE(int(s.centurions.size()), x.centurions);
        QCOMPARE(int(s.nukes), x.nukes);
        QCOMPARE(int(s.distance), x.distance);
        for (int seat = 0; seat < s.playerCount(); ++seat) {
            QCOMPARE(int(s.players[size_t(seat)].hand.size()), x.hands[size_t(seat)]);
            QCOMPARE(int(s.players[size_t(seat)].location), int(x.where[size_t(seat)]));
        }
        QCOMPARE(int(s.president), int(x.president));
        QCOMPARE(int(s.admiral), int(x.admiral));
        QCOMPARE(countEvents(s, EventKind::LoyaltyLooked) - looksBefore, x.looks);
        const bool inPlay = std::any_of(s.inPlay.begin(), s.inPlay.end(),
                                        [&](const InPlay& ip) { return ip.card == CardIdx(card); });
        QCOMPARE(inPlay, x.kept);
        // Not kept: the card waits among this turn's crises for the end-of-turn discard.
        QCOMPARE(std::count(s.crisesThisTurn.begin(), s.crisesThisTurn.end(), CardIdx(card)) == 1, !x.kept);
    }

    // Fulfiller of Prophecy, option b: a card thrown away, this card's activation, then a
    // new crisis is resolved and its icons (here: jump preparation) drive the rest of the turn.
    void fulfillerRedrawsAndTheNewCardDrivesTheTurn() {
        GameState s = startedGame(3);
        startTurnOf(s, kAdama);
        stackCrisis(s, "rescue_caprica_survivors"); // raiders icon, prepare for jump
        stackCrisis(s, "fulfiller_of_prophecy");    // basestars icon, no jump
        QVERIFY(chooseThrough(s, "done"));
        const int handBefore = int(s.players[kAdama].hand.size());
        const auto resources = s.resources;
        QVERIFY(chooseThrough(s, "action:nothing"));
        takeStackedCrisis(s, "fulfiller_of_prophecy");
        QCOMPARE(s.decision.kind, DecisionKind::CrisisChoice);
        QVERIFY(chooseThrough(s, "option:b"));
        QCOMPARE(s.decision.kind, DecisionKind::DiscardCards);
        QVERIFY(chooseThrough(s, optionIds(s).front()));
        takeStackedCrisis(s, "rescue_caprica_survivors");
        // The new card: the President (Roslin) picks option a (fuel -1, food -1, population +1).
        QCOMPARE(s.decision.kind, DecisionKind::CrisisChoice);
        QCOMPARE(int(s.decision.context), int(crisis("rescue_caprica_survivors")));
        QCOMPARE(s.crisesThisTurn.size(), size_t(2));
        QVERIFY(chooseThrough(s, "option:a"));
        QCOMPARE(int(s.players[kAdama].hand.size()), handBefore - 1);
        QCOMPARE(s.resources[0], int8_t(resources[0] - 1));
        QCOMPARE(s.resources[1], int8_t(resources[1] - 1));
        QCOMPARE(s.resources[3], int8_t(resources[3] + 1));
        // The new card's jump icon moves the track; both cards are discarded as the turn ends.
        QVERIFY(playUntil(s, [](const GameState& g) { return g.current == kThrace; }));
        QCOMPARE(int(s.jumpTrack), 1);
        QCOMPARE(std::count(s.crisisDiscard.begin(), s.crisisDiscard.end(), crisis("fulfiller_of_prophecy")), 1);
        QCOMPARE(std::count(s.crisisDiscard.begin(), s.crisisDiscard.end(), crisis("rescue_caprica_survivors")), 1);
        QVERIFY(conservationProblem(s).empty());
    }

    // The crisis step, then the card's activation, then prepare for jump; discarded at the end.
    void crisisActivationJumpThenDiscard() {
        GameState s = startedGame(5);
        startTurnOf(s, kAdama);
        stackCrisis(s, "water_shortage_basestars_jump");
        QVERIFY(chooseThrough(s, "done"));
        QVERIFY(chooseThrough(s, "action:nothing"));
        takeStackedCrisis(s, "water_shortage_basestars_jump");
        QVERIFY(chooseThrough(s, "option:a")); // the President: lose 1 food
        QVERIFY(playUntil(s, [](const GameState& g) { return g.current == kThrace; }));
        QCOMPARE(int(s.jumpTrack), 1);
        // The choice was made before the track moved.
        const auto option = std::find_if(s.log.begin(), s.log.end(), [](const LogEvent& e) { return e.kind == EventKind::CrisisOption; });
        const auto moved = std::find_if(s.log.begin(), s.log.end(), [](const LogEvent& e) { return e.kind == EventKind::JumpTrackMoved; });
        QVERIFY(option < moved && moved != s.log.end());
        QVERIFY(s.crisesThisTurn.empty());
        QCOMPARE(s.crisisDiscard.back(), crisis("water_shortage_basestars_jump"));
    }

    // Build Cylon Detector: without a nuke left the Admiral can only take option b.
    void cylonDetectorNeedsANuke() {
        GameState s = startedGame(4);
        takeOver(s);
        s.nukes = 0;
        const int morale = s.resources[size_t(Resource::Morale)];
        startCrisis(s, crisis("build_cylon_detector"));
        QVERIFY(s.hasDecision);
        QCOMPARE(s.decision.kind, DecisionKind::DiscardCards); // option b was taken at once
        QCOMPARE(int(s.decision.actor), int(kAdama));
        QCOMPARE(int(s.resources[size_t(Resource::Morale)]), morale - 1);

        GameState t = startedGame(4);
        takeOver(t);
        t.nukes = 1;
        startCrisis(t, crisis("build_cylon_detector"));
        QCOMPARE(optionIds(t), (std::vector<std::string>{"option:a", "option:b"}));
        QVERIFY(chooseThrough(t, "option:a"));
        QCOMPARE(int(t.nukes), 0);
    }

    // Detector Sabotage (failed) stays for the game and blocks every later look at loyalty.
    void detectorSabotageBlocksLoyaltyViews() {
        GameState s = startedGame(8);
        takeOver(s);
        s.current = kThrace;
        Driver driver;
        setDestiny(s, skillCard("politics:consolidate_power:1"), skillCard("politics:consolidate_power:1"));
        startCrisis(s, crisis("detector_sabotage")); // politics counts against: fails
        QVERIFY(driver.run(s));
        QVERIFY(crisisInPlay(s, "detector_sabotage"));
        QVERIFY(loyaltyViewsBlocked(s));
        const int looks = countEvents(s, EventKind::LoyaltyLooked);
        driver.contribute = rigCheck(s, db().crises[crisis("mandatory_testing")].skills, 13, kThrace);
        driver.contributor = kThrace;
        startCrisis(s, crisis("mandatory_testing"));
        QVERIFY(driver.run(s));
        QCOMPARE(int(s.check.result), int(CheckResult::Pass));
        QCOMPARE(countEvents(s, EventKind::LoyaltyLooked), looks);
    }

    // Bomb on Colonial One (failed): nobody may move onto Colonial One afterwards.
    void bombOnColonialOneClosesTheShip() {
        GameState s = startedGame(9);
        takeOver(s);
        s.current = kThrace;
        setDestiny(s, skillCard("politics:consolidate_power:1"), skillCard("politics:consolidate_power:1"));
        Driver driver;
        startCrisis(s, crisis("bomb_on_colonial_one"));
        QVERIFY(driver.run(s));
        QVERIFY(crisisInPlay(s, "bomb_on_colonial_one"));
        QCOMPARE(int(s.players[kRoslin].location), int(locs().sickbay)); // she stood in the President's Office
        s.stack.push_back(Frame{FrameKind::Movement, 0, kThrace, 0, 0, 0});
        run(s);
        QVERIFY(hasOption(s, "move:command"));
        QVERIFY(!hasOption(s, "move:press_room"));
        QVERIFY(!hasOption(s, "move:administration"));
    }

    // Legendary Discovery (passed) stays in play for the rest of the game, through jumps.
    void legendaryDiscoveryStaysThroughAJump() {
        GameState s = startedGame(10);
        takeOver(s);
        s.current = kThrace;
        Driver driver;
        driver.contribute = rigCheck(s, db().crises[crisis("legendary_discovery")].skills, 14, kThrace);
        driver.contributor = kThrace;
        startCrisis(s, crisis("legendary_discovery"));
        QVERIFY(driver.run(s));
        QCOMPARE(int(s.distance), 1);
        s.stack.push_back(Frame{FrameKind::Jump, 0, 0, 0, 0, 0});
        run(s);
        QVERIFY(driver.run(s));
        QVERIFY(crisisInPlay(s, "legendary_discovery"));
        QVERIFY(conservationProblem(s).empty());
    }

    // A chosen character: Guilt by Collusion (passed) lets the current player decline.
    void guiltByCollusionMayBeDeclined() {
        GameState s = startedGame(12);
        takeOver(s);
        s.current = kThrace;
        Driver driver;
        driver.contribute = rigCheck(s, db().crises[crisis("guilt_by_collusion")].skills, 9, kThrace);
        driver.contributor = kThrace;
        driver.pick = [](const GameState& g) { return int(g.decision.options.size()) - 1; };
        startCrisis(s, crisis("guilt_by_collusion"));
        QVERIFY(driver.run(s));
        for (const auto& p : s.players)
            QVERIFY(p.location != locs().brig);
    }
};

QTEST_APPLESS_MAIN(TestCrises)
#include "tst_crises.moc"
