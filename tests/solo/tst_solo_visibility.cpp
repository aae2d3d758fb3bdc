// Four Solo 2.1 and the hidden-information guarantee: many random solo games, and at every
// step (1) no card the variant hides appears in the solo view or decision, neither by id in
// the text nor through any difference when the hidden cards are swapped for others, (2) every
// card that should be open is shown, and (3) the solo log carries a card id only where the
// player could see the card when the event happened.
#include "solo_log.h"
#include "solo_support.h"

#include <QtTest>

#include <optional>
#include <random>
#include <set>

using namespace bsg;
using namespace bsg::test;

namespace {

bool isCardVerb(Verb v) {
    return v == Verb::Contribute || v == Verb::Discard || v == Verb::Play || v == Verb::ActionSkill ||
           v == Verb::ChooseActive;
}

// The rules' own statement of what is open, written independently of solo/visibility.cpp.
struct Open {
    std::array<bool, kMaxPlayers> hand{};
    bool quorum = false;
    std::array<bool, kMaxPlayers> supers{};
};

Open openNow(const GameState& s) {
    Open o;
    const Seat cur = s.current;
    o.hand[size_t(cur)] = !s.players[size_t(cur)].revealed;
    o.quorum = s.president == cur && s.president != kNoSeat;
    if (s.hasDecision && s.decision.actor != kNoSeat) {
        const Seat a = s.decision.actor;
        for (const Option& opt : s.decision.options) {
            o.hand[size_t(a)] |= isCardVerb(opt.verb);
            o.supers[size_t(a)] |= opt.verb == Verb::Crisis && s.players[size_t(a)].revealed;
        }
        o.quorum |= a == s.president;
        // Cards taken from another hand: that hand is open for the decision.
        std::vector<SkillCard> taken;
        for (const Option& opt : s.decision.options)
            if (optionId(s, opt).starts_with("take:"))
                taken.push_back(SkillCard(opt.a));
        for (int seat = 0; seat < s.playerCount() && !taken.empty(); ++seat) {
            const auto& hand = s.players[size_t(seat)].hand;
            if (seat != a && std::all_of(taken.begin(), taken.end(), [&](SkillCard c) {
                    return std::find(hand.begin(), hand.end(), c) != hand.end();
                }))
                o.hand[size_t(seat)] = true;
        }
    }
    return o;
}

std::vector<CharId> randomSoloCharacters(std::mt19937& rng) {
    std::vector<CharId> byType[4];
    for (size_t i = 0; i < db().characters.size(); ++i)
        byType[size_t(db().characters[i].type)].push_back(CharId(i));
    std::vector<CharId> chosen;
    for (int t = 0; t < 3; ++t)
        chosen.push_back(byType[t][rng() % byType[t].size()]);
    std::vector<CharId> rest;
    for (size_t i = 0; i < db().characters.size(); ++i)
        if (std::find(chosen.begin(), chosen.end(), CharId(i)) == chosen.end())
            rest.push_back(CharId(i));
    chosen.push_back(rest[rng() % rest.size()]);
    std::shuffle(chosen.begin(), chosen.end(), rng);
    return chosen;
}

// A new solo game with a random legal team; the seed feeds both the team and the game.
std::optional<GameState> randomSoloGame(std::mt19937& rng, uint64_t seed) {
    Setup setup;
    setup.characters = randomSoloCharacters(rng);
    setup.seed = seed;
    setup.solo = true;
    Error error;
    auto game = newGame(setup, &error);
    if (!game)
        qWarning("%s", error.message.c_str());
    return game;
}

std::string viewText(const GameState& s) { return text(solo::soloView(s)) + text(solo::soloDecision(s)); }

// Swaps a skill card for another id of the same type from its deck (same colour, new identity).
void swapSkill(GameState& s, SkillCard& slot) {
    auto& deck = s.skillDeck[size_t(db().skillCards[slot].type)];
    for (SkillCard& other : deck)
        if (other != slot) {
            std::swap(other, slot);
            return;
        }
}

// The same game with every hidden card replaced by a different one.
GameState withHiddenCardsSwapped(const GameState& s, const Open& open) {
    GameState t = s;
    for (int seat = 0; seat < t.playerCount(); ++seat) {
        auto& p = t.players[size_t(seat)];
        if (!open.hand[size_t(seat)])
            for (size_t i = 0; i < p.hand.size(); ++i)
                if (int(i) != p.activeCard || p.revealed)
                    swapSkill(t, p.hand[i]);
        for (size_t i = 0; i < p.loyalty.size(); ++i)
            if (p.loyaltySeenBy[i] == 0)
                for (CardIdx& other : t.loyaltyUnused)
                    if (other != p.loyalty[i]) {
                        std::swap(other, p.loyalty[i]);
                        break;
                    }
        if (!open.supers[size_t(seat)])
            for (CardIdx& sc : p.superCrises)
                for (CardIdx& other : t.superDeck)
                    if (other != sc) {
                        std::swap(other, sc);
                        break;
                    }
    }
    if (!open.quorum)
        for (CardIdx& q : t.quorumHand)
            for (CardIdx& other : t.quorumDeck)
                if (other != q) {
                    std::swap(other, q);
                    break;
                }
    for (SkillCard& c : t.checkPile)
        swapSkill(t, c);
    return t;
}

struct Coverage {
    int steps = 0, queries = 0, activeCards = 0, revealed = 0, faceUpLoyalty = 0, hiddenLog = 0, checks = 0;
};

} // namespace

class TestSoloVisibility : public QObject {
    Q_OBJECT

    // (1) and (2) for the view at this moment.
    static void checkView(const GameState& s, Coverage& cov) {
        const Open open = openNow(s);
        const std::string shown = viewText(s);
        const QJsonObject view = solo::soloView(s);
        const QJsonArray chars = view["characters"].toArray();
        std::set<std::string> legit, hidden;
        for (int seat = 0; seat < s.playerCount(); ++seat) {
            const Player& p = s.players[size_t(seat)];
            const QJsonArray hand = chars[seat].toObject()["hand"].toArray();
            QCOMPARE(int(hand.size()), int(p.hand.size()));
            for (size_t i = 0; i < p.hand.size(); ++i) {
                const auto& def = db().skillCards[p.hand[i]];
                const bool visible = open.hand[size_t(seat)] || (int(i) == p.activeCard && !p.revealed);
                if (visible) {
                    QCOMPARE(hand[int(i)].toString().toStdString(), def.id); // (2)
                    legit.insert(def.id);
                } else {
                    QCOMPARE(hand[int(i)].toObject()["type"].toString().toStdString(),
                             std::string(kSkillTypeIds[size_t(def.type)])); // colour stays visible
                    hidden.insert(def.id);
                }
            }
            if (seat != s.current && open.hand[size_t(seat)])
                ++cov.queries;
            cov.activeCards += p.activeCard >= 0;
            cov.revealed += p.revealed;
            const QJsonArray loyalty = chars[seat].toObject()["loyalty"].toArray();
            for (size_t i = 0; i < p.loyalty.size(); ++i) {
                const std::string& id = db().loyalty[p.loyalty[i]].id;
                if (p.loyaltySeenBy[i] != 0) {
                    QCOMPARE(loyalty[int(i)].toString().toStdString(), id);
                    legit.insert(id);
                    ++cov.faceUpLoyalty;
                } else {
                    QVERIFY(loyalty[int(i)].toObject()["hidden"].toBool());
                    hidden.insert(id);
                }
            }
            for (CardIdx sc : p.superCrises)
                (open.supers[size_t(seat)] ? legit : hidden).insert(db().crises[sc].id);
        }
        const QJsonArray quorum = view["quorum_hand"].toArray();
        for (size_t i = 0; i < s.quorumHand.size(); ++i) {
            const std::string& id = db().quorum[s.quorumHand[i]].id;
            if (open.quorum) {
                QCOMPARE(quorum[int(i)].toString().toStdString(), id);
                legit.insert(id);
            } else {
                QVERIFY(quorum[int(i)].toObject()["hidden"].toBool());
                hidden.insert(id);
            }
        }
        for (SkillCard c : s.checkPile)
            hidden.insert(db().skillCards[c].id);
        cov.checks += !s.checkPile.empty();
        for (CardIdx c : s.crisesThisTurn)
            legit.insert(db().crises[c].id);
        // Cards a decision puts in front of the player (drawn to choose from) are open for it.
        if (s.hasDecision)
            for (const Option& o : s.decision.options) {
                if (o.verb == Verb::Quorum)
                    legit.insert(db().quorum[size_t(o.a)].id);
                if (o.verb == Verb::Crisis)
                    legit.insert(db().crises[size_t(o.a)].id);
            }
        for (const InPlay& ip : s.inPlay)
            if (ip.kind == CardKind::Crisis)
                legit.insert(db().crises[ip.card].id);
            else if (ip.kind == CardKind::Quorum)
                legit.insert(db().quorum[ip.card].id);
        // (1a) the text search: a hidden card's id appears nowhere unless an open copy explains it.
        for (const std::string& id : hidden)
            if (!legit.count(id))
                QVERIFY2(shown.find(id) == std::string::npos, ("hidden card in the solo view: " + id).c_str());
        // (1b) swapping every hidden card for another changes nothing the player sees.
        const GameState swapped = withHiddenCardsSwapped(s, open);
        QVERIFY2(viewText(swapped) == shown, "the solo view depends on a hidden card");
    }

    // (3) the log events added since the last step.
    static void checkLog(const GameState& s, solo::LogFilter& filter, size_t& done, Seat& current,
                         std::vector<bool>& revealed, Coverage& cov) {
        for (; done < s.log.size(); ++done) {
            const LogEvent& e = s.log[done];
            if (e.kind == EventKind::TurnStarted)
                current = e.actor;
            if (e.kind == EventKind::Revealed)
                revealed[size_t(e.actor)] = true;
            const auto ev = filter.next(s, e);
            QVERIFY(ev.has_value());
            const std::string out = text(ev->json);
            std::string id, name;
            bool open = true;
            switch (e.kind) {
            case EventKind::DrewSkill:
            case EventKind::Contributed:
                id = db().skillCards[size_t(e.a)].id;
                name = db().skillCards[size_t(e.a)].name;
                open = e.kind == EventKind::DrewSkill && e.actor == current && !revealed[size_t(e.actor)];
                break;
            case EventKind::QuorumDrawn:
                id = db().quorum[size_t(e.a)].id;
                name = db().quorum[size_t(e.a)].name;
                open = e.actor == current;
                break;
            case EventKind::LoyaltyDealt:
                id = db().loyalty[size_t(e.a)].id;
                name = db().loyalty[size_t(e.a)].name;
                open = false;
                break;
            default:
                open = e.visibleTo == kPublic || e.kind == EventKind::LoyaltyLooked;
                break;
            }
            if (open) {
                QVERIFY2(!ev->hidden, out.c_str());
                QVERIFY2(out == text(eventJson(s, e)), out.c_str()); // shown as the engine tells it
            } else {
                ++cov.hiddenLog;
                QVERIFY2(ev->hidden, out.c_str());
                if (!id.empty()) {
                    QVERIFY2(out.find(id) == std::string::npos, ("hidden card in the solo log: " + out).c_str());
                    QVERIFY2(out.find(name) == std::string::npos, ("hidden card in the solo log: " + out).c_str());
                }
            }
        }
    }

private Q_SLOTS:
    void rule_2_1_no_hidden_card_in_random_solo_games() {
        Coverage cov;
        int finished = 0;
        const int games = 30;
        for (int g = 0; g < games; ++g) {
            std::mt19937 rng(uint32_t(7000 + g));
            auto game = randomSoloGame(rng, 7000 + uint64_t(g));
            QVERIFY(game);
            GameState& s = *game;
            solo::LogFilter filter(s);
            size_t done = 0;
            Seat current = 0;
            std::vector<bool> revealed(4, false);
            for (int step = 0; step < 4000 && !s.gameOver(); ++step) {
                QVERIFY(s.hasDecision && !s.decision.options.empty());
                checkView(s, cov);
                checkLog(s, filter, done, current, revealed, cov);
                if (QTest::currentTestFailed())
                    return;
                ++cov.steps;
                const auto& options = s.decision.options;
                const std::string id = optionId(s, options[rng() % options.size()]);
                const auto e = solo::soloApply(s, id);
                QVERIFY2(!e, id.c_str());
                QVERIFY(conservationProblem(s).empty());
            }
            checkLog(s, filter, done, current, revealed, cov);
            finished += s.gameOver();
        }
        qInfo("steps %d, queried hands %d, active cards %d, revealed-Cylon steps %d, face-up loyalty %d, "
              "hidden log events %d, steps inside checks %d, finished games %d of %d",
              cov.steps, cov.queries, cov.activeCards, cov.revealed, cov.faceUpLoyalty, cov.hiddenLog, cov.checks,
              finished, games);
        // The walk must have met every kind of exception it checks.
        QVERIFY(cov.queries > 0);
        QVERIFY(cov.activeCards > 0);
        QVERIFY(cov.revealed > 0);
        QVERIFY(cov.faceUpLoyalty > 0);
        QVERIFY(cov.hiddenLog > 0);
        QVERIFY(cov.checks > 0);
    }

    // The desktop program shows the view right after every log line of an automated step
    // (LogObserver): those in-between views hide the same cards.
    void rule_2_1_no_hidden_card_between_decisions() {
        Coverage cov;
        int events = 0;
        for (int g = 0; g < 10; ++g) {
            std::mt19937 rng(uint32_t(9100 + g));
            auto game = randomSoloGame(rng, 9100 + uint64_t(g));
            QVERIFY(game);
            GameState& s = *game;
            const LogObserver observer([&](const GameState& now) {
                if (!QTest::currentTestFailed()) {
                    checkView(now, cov);
                    ++events;
                }
            });
            for (int step = 0; step < 4000 && !s.gameOver() && !QTest::currentTestFailed(); ++step) {
                const auto& options = s.decision.options;
                const std::string id = optionId(s, options[rng() % options.size()]);
                QVERIFY2(!solo::soloApply(s, id), id.c_str());
            }
        }
        qInfo("in-between views checked: %d, of them inside checks %d, with a revealed Cylon %d", events, cov.checks,
              cov.revealed);
        QVERIFY(events > 1000);
        QVERIFY(cov.checks > 0);
        QVERIFY(cov.revealed > 0);
    }
};

QTEST_APPLESS_MAIN(TestSoloVisibility)
#include "tst_solo_visibility.moc"
