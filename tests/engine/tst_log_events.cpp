// The log as structured events (docs/architecture.md, "The log"): an event is plain memory (no
// allocation to append one, a state's copy independent of its log's length), every event has
// words that say what happened and why, and the rule that reveals something marks its event.
#include "combat_fixture.h"
#include "game.h"
#include "rng.h"

#include <QJsonArray>
#include <QJsonObject>

#include <atomic>
#include <cstdlib>
#include <new>

using namespace bsg;
using namespace bsg::test;

namespace {

std::atomic<long> g_allocations{0};

} // namespace

// Every allocation of this test program is counted - except under AddressSanitizer, whose own
// operator new must stay (it checks each new against its delete); the counting tests skip there.
#if defined(__SANITIZE_ADDRESS__)
#define GALACTICA_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GALACTICA_UNDER_ASAN 1
#endif
#endif
#ifndef GALACTICA_UNDER_ASAN
void* operator new(std::size_t n) {
    ++g_allocations;
    if (void* p = std::malloc(n ? n : 1))
        return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
#endif

namespace {

long allocationsOf(const auto& work) {
    const long before = g_allocations.load();
    work();
    return g_allocations.load() - before;
}

std::vector<const LogEvent*> eventsOf(const GameState& s, EventKind kind) {
    std::vector<const LogEvent*> out;
    for (const LogEvent& e : s.log)
        if (e.kind == kind)
            out.push_back(&e);
    return out;
}

// A game played with seeded random choices for `decisions` decisions (or to its end).
GameState playedFor(uint64_t seed, int decisions) {
    GameState s = game({"william_adama", "kara_thrace", "gaius_baltar", "lee_adama"}, seed);
    Rng pick(seed);
    playRandomly(s, [&](size_t n) { return pick.below(uint32_t(n)); }, decisions, [](const GameState&, int) { return std::string(); });
    return s;
}

// The kinds that show something hidden whenever they are logged, and those that never do -
// the rule as the undo barrier needs it, stated here apart from the code that marks them.
bool alwaysReveals(EventKind k) {
    switch (k) {
    case EventKind::DrewSkill:
    case EventKind::DieRolled:
    case EventKind::CrisisDrawn:
    case EventKind::CheckRevealed:
    case EventKind::QuorumDrawn:
    case EventKind::LoyaltyDealt:
    case EventKind::LoyaltyLooked:
    case EventKind::Revealed:
    case EventKind::ReconLook:
    case EventKind::VisionsDrawn:
    case EventKind::ScoutLook:
    case EventKind::DestinationChosen:
    case EventKind::CivilianDestroyed:
    case EventKind::BasestarDamaged: return true;
    default: return false;
    }
}
bool neverReveals(EventKind k) {
    switch (k) {
    case EventKind::GameStarted:
    case EventKind::TurnStarted:
    case EventKind::Moved:
    case EventKind::Discarded:
    case EventKind::ActionChosen:
    case EventKind::ResourceChanged:
    case EventKind::JumpTrackMoved:
    case EventKind::CrisisOption:
    case EventKind::TitleChanged:
    case EventKind::ShipMoved:
    case EventKind::ShipsActivate:
    case EventKind::AttackResolved:
    case EventKind::RollOutcome:
    case EventKind::Shuffled:
    case EventKind::AbilityUsed:
    case EventKind::CardRule:
    case EventKind::GameEnded: return true;
    default: return false;
    }
}

} // namespace

class TestLogEvents : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The log grows by chunks (EventLog): an event allocates only when it starts a new one.
    void appendingAnEventAllocatesOnlyWhenAChunkFills() {
#ifdef GALACTICA_UNDER_ASAN
        QSKIP("allocations are not counted under AddressSanitizer");
#endif
        GameState s = playedFor(3, 40);
        const size_t chunk = EventLog::chunkSize;
        do // to just past a chunk's start: its room is there, and the chunk is this state's own
            logEvent(s, EventKind::DrewSkill, 1, 0);
        while (s.log.size() % chunk != 1);
        const long within = allocationsOf([&] {
            for (size_t i = 0; i + 2 < chunk; ++i)
                logEvent(s, revealedTo(seatBit(1)), EventKind::DrewSkill, 1, 0);
        });
        QCOMPARE(within, 0L);
        const long across = allocationsOf([&] {
            for (size_t i = 0; i < 10 * chunk; ++i)
                logEvent(s, EventKind::DrewSkill, 1, 0);
        });
        QVERIFY2(across <= 10 * 3, qPrintable(QString::number(across))); // a few per chunk filled, none per event
    }

    // A copy shares the log's full chunks (the same events in memory, not equal ones), so its
    // cost does not grow with the game.
    void aCopySharesTheLogsFullChunks() {
#ifdef GALACTICA_UNDER_ASAN
        QSKIP("allocations are not counted under AddressSanitizer");
#endif
        GameState s = playedFor(5, 300);
        QVERIFY(s.log.size() > EventLog::chunkSize);
        GameState longer = s;
        while (longer.log.size() < 8 * EventLog::chunkSize + 5)
            logEvent(longer, EventKind::DrewSkill, 1, 0);
        const long copyShort = allocationsOf([&] { const GameState copy = s; QVERIFY(copy == s); });
        const long copyLong = allocationsOf([&] { const GameState copy = longer; QVERIFY(copy == longer); });
        QCOMPARE(copyLong, copyShort);
        const GameState copy = longer;
        QVERIFY(&copy.log[0] == &longer.log[0]);
        QVERIFY(&copy.log[7 * EventLog::chunkSize - 1] == &longer.log[7 * EventLog::chunkSize - 1]);
        logEvent(longer, EventKind::DrewSkill, 2, 0);
        QCOMPARE(copy.log.size() + 1, longer.log.size()); // appending to one leaves the other
    }

    // A game whose log is not kept (QuietLog, the advisor's playouts) plays exactly as a logged
    // one: no rule reads the log. Only the log differs, and logging resumes after the scope.
    void aQuietGamePlaysAsALoggedOne() {
        for (uint64_t seed = 1; seed <= 12; ++seed) {
            const GameState logged = playedFor(seed, 2000);
            GameState quiet = [&] {
                const QuietLog noLog;
                return playedFor(seed, 2000);
            }();
            QVERIFY(logged.log.size() > 100);
            QCOMPARE(quiet.log.size(), size_t(0));
            QCOMPARE(quiet.step, logged.step);
            quiet.log = logged.log;
            QVERIFY2(quiet == logged, qPrintable(QString("seed %1").arg(seed)));
            logEvent(quiet, EventKind::DrewSkill, 1, 0);
            QCOMPARE(quiet.log.size(), logged.log.size() + 1);
        }
        // An observer hears nothing while a QuietLog lives inside its scope, and hears again after.
        GameState s = playedFor(4, 30);
        int heard = 0;
        const LogObserver observer([&](const GameState&) { ++heard; });
        logEvent(s, EventKind::DrewSkill, 1, 0);
        {
            const QuietLog noLog;
            logEvent(s, EventKind::DrewSkill, 1, 0);
        }
        logEvent(s, EventKind::DrewSkill, 1, 0);
        QCOMPARE(heard, 2);
    }

    void everyEventOfRandomGamesHasWords() {
        for (uint64_t seed = 1; seed <= 30; ++seed) {
            const GameState s = playedFor(seed, 3000);
            for (const LogEvent& e : s.log) {
                const std::string words = eventText(s, e);
                QVERIFY2(!words.empty() && words != "Something happens." && words.find("A rule of this") == std::string::npos,
                         ("kind " + std::to_string(int(e.kind)) + " has no words").c_str());
            }
        }
    }

    void revealsAreMarkedWhereTheyHappen() {
        int marked = 0, unmarked = 0;
        for (uint64_t seed = 1; seed <= 20; ++seed) {
            const GameState s = playedFor(seed, 3000);
            for (const LogEvent& e : s.log) {
                if (alwaysReveals(e.kind))
                    QVERIFY2(e.revealsHidden(), eventText(s, e).c_str());
                if (neverReveals(e.kind))
                    QVERIFY2(!e.revealsHidden(), eventText(s, e).c_str());
                if (e.kind == EventKind::Contributed && e.actor != kNoSeat) // one's own card, chosen
                    QVERIFY2(!e.revealsHidden(), eventText(s, e).c_str());
                (e.revealsHidden() ? marked : unmarked)++;
            }
        }
        QVERIFY(marked > 0 && unmarked > 0);
    }

    // "Raider destroyed in Aft (needed 3+, rolled 6)": the attack, its result and what it needed.
    void anAttackSaysWhatItHitAndWhatItNeeded() {
        for (int die : {2, 6}) {
            GameState s = emptySpace();
            s.space[size_t(Area::PortBow)].vipers = 1;
            --s.vipersReserve;
            s.space[size_t(Area::PortBow)].raiders = 1;
            s.forcedDice = {int8_t(die)};
            s.players[0].location = location("command");
            runFrame(s, FrameKind::Action, 0, 1);
            QVERIFY(choose(s, "action:location"));
            QVERIFY(choose(s, "ship:raider:port_bow"));
            const auto attacks = eventsOf(s, EventKind::AttackResolved);
            QCOMPARE(attacks.size(), size_t(1));
            const std::string line = eventText(s, *attacks.front());
            if (die >= 3)
                QCOMPARE(line, std::string("Raider destroyed in the port bow area by an unmanned viper (needed 3+, rolled 6)."));
            else
                QCOMPARE(line, std::string("An unmanned viper misses a raider in the port bow area (needed 3+, rolled 2)."));
            // The removal is told once, by the attack's line.
            QVERIFY(eventsOf(s, EventKind::ShipsChanged).empty());
        }
    }

    // A raider's move names the activation that set it going.
    void raiderMovesFollowTheActivationThatCausedThem() {
        GameState s = emptySpace();
        const CardIdx card = crisis("food_shortage");
        QCOMPARE(db().crises[card].activation, Activation::Raiders);
        s.space[size_t(Area::Fore)].raiders = 1;
        putCivilian(s, Area::Aft, "civilian_pop1");
        s.crisesThisTurn = {card};
        s.stack = {Frame{FrameKind::Turn, int8_t(TurnStage::Crisis), 0, 0, 0, 0}};
        run(s);
        const auto activations = eventsOf(s, EventKind::ShipsActivate);
        const auto moves = eventsOf(s, EventKind::ShipMoved);
        QCOMPARE(activations.size(), size_t(1));
        QVERIFY(!moves.empty());
        QVERIFY(activations.front() < moves.front());
        QCOMPARE(eventText(s, *activations.front()),
                 "Cylon ships: the raiders activate (the activation icon of " + db().crises[card].name + ").");
        QVERIFY2(eventText(s, *moves.front()).find("toward the nearest civilian ship") != std::string::npos,
                 eventText(s, *moves.front()).c_str());
    }

    // Inspirational Leader acting on Adama's own crisis is told, and so is why a strength 1
    // card of another colour counts for the check.
    void inspirationalLeaderIsLoggedWhenItActs() {
        GameState s = emptySpace();
        const CardIdx card = crisis("food_shortage");
        runFrame(s, FrameKind::SkillCheck, 20, skillBit(SkillType::Politics), int(CheckSource::Crisis), card);
        for (int i = 0; i < 50 && s.hasDecision && eventsOf(s, EventKind::CheckResult).empty(); ++i)
            QVERIFY(choose(s, hasOption(s, "decline") ? "decline" : hasOption(s, "done") ? "done" : optionIds(s).front()));
        const auto used = eventsOf(s, EventKind::AbilityUsed);
        QVERIFY(std::any_of(used.begin(), used.end(), [&](const LogEvent* e) {
            return AbilityNote(e->a) == AbilityNote::InspirationalLeader && e->actor == 0 &&
                   eventText(s, *e).rfind("Inspirational Leader (William Adama):", 0) == 0;
        }));
        for (const LogEvent* e : eventsOf(s, EventKind::CheckRevealed)) {
            const SkillCardDef& d = db().skillCards[size_t(e->a)];
            if (d.strength == 1 && d.type != SkillType::Politics)
                QVERIFY2(eventText(s, *e).find("Inspirational Leader") != std::string::npos, eventText(s, *e).c_str());
        }
    }

    // A tester's request is kept beside the log; its event holds only the index.
    void aScenarioRequestsTextLivesBesideTheLog() {
        GameState s = game({"william_adama", "kara_thrace", "gaius_baltar"}, 9);
        const QJsonObject request{{"cmd", "dice"}, {"next", QJsonArray{3, 4}}};
        QVERIFY(!applyScenario(s, request));
        QCOMPARE(s.log.back().kind, EventKind::Scenario);
        QCOMPARE(s.scenarioRequests.size(), size_t(1));
        QCOMPARE(int(s.log.back().a), 0);
        QCOMPARE(eventText(s, s.log.back()), "Scenario: " + s.scenarioRequests[0]);
        QVERIFY(s.scenarioRequests[0].find("\"dice\"") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestLogEvents)
#include "tst_log_events.moc"
