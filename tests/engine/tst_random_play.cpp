// Random legal play from many seeds: every game reaches its end, no assertion fires, every
// card stays in exactly one place after every step, and none of the base rules I
// (characters, locations, skill cards, titles, quorum) is left unimplemented.
#include "test_support.h"

#include <QtTest>

#include <random>

using namespace bsg;

namespace {

// Whether a rule the engine does not carry out yet belongs to rules-core (the others belong to
// other work: combat, Cylon locations, crises).
bool belongsToRulesCore(const LogEvent& e) {
    const CardDb& d = db();
    auto startsWith = [](const std::string& name, std::initializer_list<const char*> prefixes) {
        for (const char* p : prefixes)
            if (name.rfind(p, 0) == 0)
                return true;
        return false;
    };
    switch (Missing(e.a)) {
    case Missing::QuorumCard: return true;
    case Missing::CharacterAction: {
        const auto& abilities = d.characters[size_t(e.b)].abilities;
        return e.c >= 0 && e.c < int(abilities.size()) &&
               startsWith(abilities[size_t(e.c)].name, {"Declare", "Skilled", "Cylon", "Unconventional"});
    }
    case Missing::SkillCardAction: return startsWith(d.skillCards[size_t(e.b)].name, {"Consolidate", "Executive", "Launch"});
    case Missing::LocationAction:
        return startsWith(d.locations[size_t(e.b)].name, {"FTL", "Research", "Press", "President", "Admin", "Admiral", "Brig"});
    default: return false;
    }
}

} // namespace

class TestRandomPlay : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hundredGames() {
        const std::vector<std::vector<std::string>> tables = {
            {"laura_roslin", "william_adama", "kara_thrace"},
            {"gaius_baltar", "saul_tigh", "lee_adama", "galen_tyrol"},
            {"tom_zarek", "karl_agathon", "sharon_valerii", "laura_roslin", "william_adama"},
            {"laura_roslin", "saul_tigh", "kara_thrace", "gaius_baltar", "william_adama", "galen_tyrol"},
            {"william_adama", "sharon_valerii", "tom_zarek", "karl_agathon", "lee_adama", "gaius_baltar"},
        };
        int finished = 0;
        for (int g = 0; g < 100; ++g) {
            const auto& table = tables[size_t(g) % tables.size()];
            GameState s = test::game(table, uint64_t(1000 + g));
            std::mt19937 pick(uint32_t(g * 7919 + 3));
            const std::string problem = test::playRandomly(
                s, [&](size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(pick); }, 20000,
                [](const GameState& t, int) -> std::string {
                    // Text of every decision is readable (no crash, no fallback prompt).
                    if (t.hasDecision && decisionPrompt(t).empty())
                        return "a decision without a prompt";
                    return test::conservationProblem(t);
                });
            QVERIFY2(problem.empty(), (std::to_string(g) + ": " + problem).c_str());
            QVERIFY2(s.gameOver(), ("game " + std::to_string(g) + " did not end").c_str());
            ++finished;
            for (const LogEvent& e : s.log)
                if (e.kind == EventKind::Unimplemented)
                    QVERIFY2(!belongsToRulesCore(e), eventText(s, e).c_str());
        }
        QCOMPARE(finished, 100);
    }

    void replayIsEqual() {
        // The same seed and the same options give an equal state.
        GameState a = test::game({"laura_roslin", "saul_tigh", "kara_thrace", "galen_tyrol"}, 77);
        GameState b = a;
        std::mt19937 pick(5);
        for (int i = 0; i < 400 && !a.gameOver(); ++i) {
            const Option o = a.decision.options[std::uniform_int_distribution<size_t>(0, a.decision.options.size() - 1)(pick)];
            QVERIFY(!apply(a, o));
            QVERIFY(!apply(b, o));
            QVERIFY(a == b);
        }
        QCOMPARE(stateHash(a), stateHash(b));
    }
};

QTEST_APPLESS_MAIN(TestRandomPlay)
#include "tst_random_play.moc"
