// Four Solo's own log events are worded by the variant (Variant::eventText), each with the rule
// of the variant that acted; the engine's fallback never shows in a solo game. The player's
// log keeps a private event's details out of its line (docs/visibility.md, "The log").
#include "rng.h"
#include "solo_support.h"
#include "solo_log.h"

#include <QtTest>

#include <set>

using namespace bsg;
using namespace bsg::test;

class TestSoloLogWords : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyEventOfRandomSoloGamesHasWords() {
        std::set<EventKind> soloKinds;
        for (uint64_t seed = 1; seed <= 40; ++seed) {
            GameState s = soloGame(seed);
            Rng pick(seed * 7 + 1);
            for (int i = 0; i < 3000 && !s.gameOver() && s.hasDecision; ++i)
                QVERIFY(!apply(s, s.decision.options[pick.below(uint32_t(s.decision.options.size()))]));
            for (const LogEvent& e : s.log) {
                const std::string words = eventText(s, e);
                QVERIFY2(!words.empty() && words != "Something happens." &&
                             words.find("A rule of this game's variant") == std::string::npos,
                         ("kind " + std::to_string(int(e.kind)) + " has no words").c_str());
                if (isVariantEvent(e.kind)) {
                    soloKinds.insert(e.kind);
                    QVERIFY2(words.find("Four Solo") != std::string::npos || words.find("automaton") != std::string::npos ||
                                 e.kind == SoloEvent::SuperCrisis,
                             words.c_str()); // the rule that acted
                }
            }
        }
        QVERIFY(soloKinds.size() >= 5);
    }

    // A private event of a character the player does not act for shows none of its arguments:
    // the redacted line names no card of the event.
    void aPrivateEventsCardsStayOutOfThePlayersLine() {
        int redacted = 0;
        for (uint64_t seed = 1; seed <= 20; ++seed) {
            GameState s = soloGame(seed);
            Rng pick(seed * 11 + 3);
            for (int i = 0; i < 3000 && !s.gameOver() && s.hasDecision; ++i)
                QVERIFY(!apply(s, s.decision.options[pick.below(uint32_t(s.decision.options.size()))]));
            solo::LogFilter filter(s);
            for (const LogEvent& e : s.log) {
                const auto line = filter.next(s, e);
                QVERIFY(line.has_value());
                if (e.visibleTo == kPublic || line->openAtTime)
                    continue;
                ++redacted;
                const std::string shown = text(line->redacted);
                for (int arg : {e.a, e.b, e.c, e.d}) // any card an argument could name
                    for (const std::string* name : {arg >= 0 && size_t(arg) < db().skillCards.size() ? &db().skillCards[size_t(arg)].name : nullptr,
                                                    arg >= 0 && size_t(arg) < db().crises.size() ? &db().crises[size_t(arg)].name : nullptr,
                                                    arg >= 0 && size_t(arg) < db().loyalty.size() ? &db().loyalty[size_t(arg)].name : nullptr,
                                                    arg >= 0 && size_t(arg) < db().quorum.size() ? &db().quorum[size_t(arg)].name : nullptr})
                        if (name && eventText(s, e).find(*name) != std::string::npos)
                            QVERIFY2(shown.find(*name) == std::string::npos, shown.c_str());
            }
        }
        QVERIFY(redacted > 0);
    }
};

QTEST_APPLESS_MAIN(TestSoloLogWords)
#include "tst_solo_log_words.moc"
