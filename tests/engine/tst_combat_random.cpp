// Random games through the combat rules: pieces stay conserved, no combat rule is left
// unimplemented, and games end.
#include "combat_fixture.h"

using namespace bsg;
using namespace bsg::test;

class TestCombatRandom : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void randomGamesKeepEveryPiece() {
        int combatUnimplemented = 0;
        for (uint64_t seed = 1; seed <= 60; ++seed) {
            GameState s = game({"william_adama", "kara_thrace", "gaius_baltar", "lee_adama"}, seed);
            Rng pick(seed * 31 + 7);
            int steps = 0;
            const std::string problem = playRandomly(
                s, [&](size_t n) { return pick.below(uint32_t(n)); }, 4000,
                [](const GameState& t, int) { return conservationProblem(t); }, &steps);
            if (!problem.empty())
                QFAIL(("seed " + std::to_string(seed) + " step " + std::to_string(steps - 1) + ": " + problem).c_str());
            for (const LogEvent& e : s.log)
                if (e.kind == EventKind::Unimplemented &&
                    (e.note.find("combat") != std::string::npos || e.note.find("Cylon ship") != std::string::npos ||
                     e.note.find("attack setup") != std::string::npos || e.note.find("Command") != std::string::npos ||
                     e.note.find("Weapons") != std::string::npos || e.note.find("Hangar") != std::string::npos ||
                     e.note.find("Armory") != std::string::npos || e.note.find("Communications") != std::string::npos ||
                     e.note.find("ambush") != std::string::npos || e.note.find("besieged") != std::string::npos ||
                     e.note.find("swarm") != std::string::npos || e.note.find("jammed") != std::string::npos ||
                     e.note.find("thirty_three") != std::string::npos || e.note.find("ragnar") != std::string::npos ||
                     e.note.find("Maximum Firepower") != std::string::npos || e.note.find("Repair") != std::string::npos)) {
                    qWarning("%s", e.note.c_str());
                    ++combatUnimplemented;
                }
        }
        QCOMPARE(combatUnimplemented, 0);
    }
};

QTEST_APPLESS_MAIN(TestCombatRandom)
#include "tst_combat_random.moc"
