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
            for (const LogEvent& e : s.log) {
                if (e.kind != EventKind::Unimplemented)
                    continue;
                const std::string what = eventText(s, e);
                bool combat = false;
                if (Missing(e.a) == Missing::CardEffect) { // an effect op of the combat rules
                    const Op op = db().list(ListId(uint16_t(e.b)))[size_t(e.c)].op;
                    for (Op combatOp : {Op::Place, Op::DamageVipers, Op::ReturnVipers, Op::DamageGalactica,
                                        Op::DestroyCivilianFromPile, Op::Activate, Op::Risk})
                        combat = combat || op == combatOp;
                }
                for (const char* word : {"combat", "Cylon ship", "attack setup", "Command", "Weapons", "Hangar", "Armory",
                                         "Communications", "ambush", "besieged", "swarm", "jammed", "thirty_three",
                                         "ragnar", "Maximum Firepower", "Repair"})
                    combat = combat || what.find(word) != std::string::npos;
                if (combat) {
                    qWarning("%s", what.c_str());
                    ++combatUnimplemented;
                }
            }
        }
        QCOMPARE(combatUnimplemented, 0);
    }
};

QTEST_APPLESS_MAIN(TestCombatRandom)
#include "tst_combat_random.moc"
