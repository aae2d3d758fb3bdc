// Four Solo 2.1 and the hidden-information guarantee (docs/visibility.md), on 1,000 random
// solo games. At every decision the test's own statement of the rule (visibility_rule.h,
// written from the decision and the full state) is checked against every channel: the solo
// view (cards, counts, the order of hidden cards), the decision (option ids, labels, prompt),
// the player's log (now and with "remember"), error messages for a hidden card, and a save
// read back as the player. Hidden cards are then swapped for others of the same colour, hands
// kept sorted as the engine keeps them, and nothing the player sees may change.
#include "pegasus_game.h"
#include "solo_log.h"
#include "solo_support.h"
#include "visibility_rule.h"
#include "rules_core.h"
#include "character_kinds.h"
#include "quorum_kinds.h"

#include <QTemporaryDir>
#include <QtTest>

#include <optional>
#include <random>
#include <set>

using namespace bsg;
using namespace bsg::test;

namespace {

// A random legal Four Solo team (one of each type, one more) of the characters of `boxes`.
std::vector<CharId> randomSoloCharacters(std::mt19937& rng, BoxSet boxes) {
    std::vector<CharId> byType[4];
    for (size_t i = 0; i < db().characters.size(); ++i)
        if (boxBit(db().characters[i].box) & boxes)
            byType[size_t(db().characters[i].type)].push_back(CharId(i));
    std::vector<CharId> chosen;
    for (int t = 0; t < 3; ++t)
        chosen.push_back(byType[t][rng() % byType[t].size()]);
    std::vector<CharId> rest;
    for (size_t i = 0; i < db().characters.size(); ++i)
        if ((boxBit(db().characters[i].box) & boxes) && std::find(chosen.begin(), chosen.end(), CharId(i)) == chosen.end())
            rest.push_back(CharId(i));
    chosen.push_back(rest[rng() % rest.size()]);
    std::shuffle(chosen.begin(), chosen.end(), rng);
    return chosen;
}

// A new solo game with a random legal team; the seed feeds both the team and the game.
std::optional<GameState> randomSoloGame(std::mt19937& rng, uint64_t seed, BoxSet boxes = kBaseGameBoxes) {
    Setup setup;
    setup.characters = randomSoloCharacters(rng, boxes);
    setup.seed = seed;
    setup.boxes = boxes;
    setup.variant = bsg::VariantId::FourSolo;
    Error error;
    auto game = newGame(setup, &error);
    if (!game)
        qWarning("%s", error.message.c_str());
    return game;
}

std::string viewText(const GameState& s) { return text(solo::soloView(s)) + text(solo::soloDecision(s)); }

std::string typeId(SkillCard c) { return std::string(kSkillTypeIds[size_t(db().skillCards[c].type)]); }

// The cards on top of the quorum deck a Skilled Politician decision shows: the number its
// character action frame looked at (its c), whatever copies of them lie elsewhere.
size_t quorumCardsLookedAt(const GameState& s) {
    bool looking = false;
    for (const Option& o : s.decision.options)
        looking = looking || o.verb == Verb::Quorum;
    for (auto f = s.stack.rbegin(); looking && f != s.stack.rend(); ++f)
        if (f->kind == FrameKind::CharacterAction)
            return std::min(size_t(std::max<int>(f->c, 0)), s.quorumDeck.size());
    return 0;
}

// Looks at something outside every hand (a deck's top card, civilian ships, the two crisis
// cards Caprica draws): the player acts for whoever looks (2.1, 4.1, 5.1) and sees it.
// Pegasus adds two: Fast Learner's top cards of a deck and Probation's check cards.
bool looksOutsideHands(const LogEvent& e) {
    const EventKind k = e.kind;
    return k == EventKind::ScoutLook || k == EventKind::ReconLook || k == EventKind::VisionsDrawn ||
           k == EventKind::CivilianLooked || k == EventKind::CylonCrisesDrawn ||
           (k == pegasus::kCharacterRule && e.a == int(pegasus::CharacterNote::FastLearnerLook)) ||
           (k == pegasus::kCardNote && e.b == pegasus::kProbationLook);
}

// The same game with every card the rule hides replaced by another of the same colour; hands
// stay sorted (as the engine keeps them) and each Active Card stays marked.
GameState withHiddenCardsSwapped(const GameState& s, const Sight& v, std::mt19937& rng) {
    GameState t = s;
    auto swapSkill = [&](SkillCard& slot) {
        auto& deck = t.skillDeck[size_t(db().skillCards[slot].type)];
        if (deck.empty())
            return;
        std::swap(deck[rng() % deck.size()], slot);
    };
    for (int seat = 0; seat < t.playerCount(); ++seat) {
        auto& p = t.players[size_t(seat)];
        if (!v.hand[size_t(seat)]) {
            const int activeIndex = activeCardIndex(t, Seat(seat));
            for (size_t i = 0; i < p.hand.size(); ++i)
                if (int(i) != activeIndex || p.revealed)
                    swapSkill(p.hand[i]);
            const int active = activeCardOf(t, Seat(seat));
            std::sort(p.hand.begin(), p.hand.end());
            if (active >= 0)
                setActiveCard(t, Seat(seat), SkillCard(active));
        }
        for (size_t i = 0; i < p.loyalty.size(); ++i)
            if (p.loyaltySeenBy[i] == 0 && !t.loyaltyUnused.empty())
                std::swap(t.loyaltyUnused[rng() % t.loyaltyUnused.size()], p.loyalty[i]);
        if (!v.supers[size_t(seat)])
            for (CardIdx& sc : p.superCrises)
                if (!t.superDeck.empty())
                    std::swap(t.superDeck[rng() % t.superDeck.size()], sc);
    }
    if (!v.quorum) { // not with a deck card the decision shows (Skilled Politician's look)
        std::vector<size_t> free;
        for (size_t i = quorumCardsLookedAt(s); i < t.quorumDeck.size(); ++i)
            free.push_back(i);
        for (CardIdx& q : t.quorumHand)
            if (!free.empty())
                std::swap(t.quorumDeck[free[rng() % free.size()]], q);
    }
    for (SkillCard& c : t.checkPile) // 3.1: every card of a check lies face down
        swapSkill(c);
    return t;
}

// One event of the player's log with what the rule says of it.
struct Line {
    solo::SoloEvent event;
    bool openAtTime = true;
    int holder = -1;         // the seat whose hand the card went into, kQuorumHolder, or -1
    bool namedHasCard = false, redactedHasCard = false;
};

struct Counts {
    int games = 0, decisions = 0, events = 0, queries = 0, activeOnly = 0, windows = 0, revealed = 0, checks = 0,
        redactedNow = 0, errorsChecked = 0, savesReadBack = 0, finished = 0, midStepOffers = 0;
};

} // namespace

class TestSoloVisibility : public QObject {
    Q_OBJECT

    // The solo view shows exactly what the rule opens, hidden hands in an order that tells nothing.
    static void checkView(const GameState& s, const Sight& v, Counts& n, std::string* shownOut = nullptr) {
        const QJsonObject view = solo::soloView(s);
        const QJsonArray chars = view["characters"].toArray();
        std::set<std::string> legit, hidden;
        for (int seat = 0; seat < s.playerCount(); ++seat) {
            const Player& p = s.players[size_t(seat)];
            const QJsonObject c = chars[seat].toObject();
            const QJsonArray loyalty = c["loyalty"].toArray();
            for (size_t i = 0; i < p.loyalty.size(); ++i) {
                const std::string& id = db().loyalty[p.loyalty[i]].id;
                if (p.loyaltySeenBy[i] != 0) { // rule 5
                    QCOMPARE(loyalty[int(i)].toString().toStdString(), id);
                    legit.insert(id);
                } else {
                    QVERIFY(loyalty[int(i)].toObject()["hidden"].toBool());
                    hidden.insert(id);
                }
            }
            for (CardIdx sc : p.superCrises)
                (v.supers[size_t(seat)] ? legit : hidden).insert(db().crises[sc].id);
            const QJsonArray hand = c["hand"].toArray();
            QCOMPARE(int(hand.size()), int(p.hand.size())); // counts are open
            const int active = v.active[size_t(seat)];
            if (active >= 0) {
                QCOMPARE(c["active_card"].toString().toStdString(), db().skillCards[size_t(active)].id);
                legit.insert(db().skillCards[size_t(active)].id);
            }
            if (v.hand[size_t(seat)]) {
                for (size_t i = 0; i < p.hand.size(); ++i) {
                    QCOMPARE(hand[int(i)].toString().toStdString(), db().skillCards[p.hand[i]].id);
                    legit.insert(db().skillCards[p.hand[i]].id);
                }
                n.queries += seat != s.current;
                continue;
            }
            n.activeOnly += active >= 0 && seat == s.decision.actor && seat != s.current;
            // Hidden: the Active Card first, then backs in colour order; nothing else.
            std::vector<std::string> expected;
            bool activeSkipped = active < 0;
            for (SkillCard card : p.hand) {
                if (!activeSkipped && card == active) {
                    activeSkipped = true;
                    continue;
                }
                expected.push_back(typeId(card));
                hidden.insert(db().skillCards[card].id);
            }
            std::stable_sort(expected.begin(), expected.end(), [](const std::string& a, const std::string& b) {
                auto rank = [](const std::string& t) {
                    for (int i = 0; i < kMaxSkillTypes; ++i)
                        if (t == kSkillTypeIds[size_t(i)])
                            return i;
                    return -1;
                };
                return rank(a) < rank(b);
            });
            int k = 0;
            if (active >= 0)
                QCOMPARE(hand[k++].toString().toStdString(), db().skillCards[size_t(active)].id);
            for (const std::string& type : expected) {
                const QJsonObject back = hand[k++].toObject();
                QVERIFY(back["hidden"].toBool());
                QCOMPARE(back["type"].toString().toStdString(), type);
                QCOMPARE(int(back.size()), 2); // a back: its colour, nothing more
            }
        }
        const QJsonArray quorum = view["quorum_hand"].toArray();
        for (size_t i = 0; i < s.quorumHand.size(); ++i) {
            const std::string& id = db().quorum[s.quorumHand[i]].id;
            if (v.quorum) {
                QCOMPARE(quorum[int(i)].toString().toStdString(), id);
                legit.insert(id);
            } else {
                QVERIFY(quorum[int(i)].toObject()["hidden"].toBool());
                hidden.insert(id);
            }
        }
        for (SkillCard c : s.checkPile)
            hidden.insert(db().skillCards[c].id);
        n.checks += !s.checkPile.empty();
        for (CardIdx c : s.crisesThisTurn) // rule 4: public cards
            legit.insert(db().crises[c].id);
        for (const InPlay& ip : s.inPlay)
            legit.insert(ip.kind == CardKind::Crisis ? db().crises[ip.card].id : db().quorum[ip.card].id);
        for (const Option& o : s.decision.options) { // cards drawn from a deck to choose from
            if (o.verb == Verb::Quorum)
                legit.insert(db().quorum[size_t(o.a)].id);
            if (o.verb == Verb::Crisis)
                legit.insert(db().crises[size_t(o.a)].id);
            // Pegasus's Consult the Oracle: the Destiny deck's cards, looked at by the President
            // (whom the player plays) - a deck's copies, not a hand's.
            if (optionId(s, o).rfind("destiny:", 0) == 0)
                legit.insert(db().skillCards[size_t(o.a)].id);
        }
        const std::string shown = text(view) + text(solo::soloDecision(s));
        for (const std::string& id : hidden)
            if (!legit.count(id) && shown.find(id) != std::string::npos)
                QFAIL(("hidden card in the view or decision: " + id).c_str());
        if (shownOut)
            *shownOut = shown;
    }

    // An option id naming a hidden card is refused with a message that tells nothing: the
    // same as for a card in a deck, and nothing changes.
    static void checkErrors(GameState& s, const Sight& v, Counts& n, std::mt19937& rng, bool checkUnchanged) {
        for (int seat = 0; seat < s.playerCount(); ++seat) {
            if (v.hand[size_t(seat)] || s.players[size_t(seat)].hand.empty())
                continue;
            const auto& hand = s.players[size_t(seat)].hand;
            const SkillCard card = hand[rng() % hand.size()];
            if (int(card) == v.active[size_t(seat)])
                continue;
            const auto& deck = s.skillDeck[size_t(db().skillCards[card].type)];
            if (deck.empty())
                continue;
            const SkillCard elsewhere = deck.back();
            static const char* const kVerbs[] = {"contribute:", "play:", "discard:", "action:skill:"};
            for (const char* verb : {kVerbs[rng() % 4]}) { // one verb a decision, each in turn at random
                const std::string a = verb + db().skillCards[card].id, b = verb + db().skillCards[elsewhere].id;
                if (hasOption(s, a) || hasOption(s, b))
                    continue;
                const uint64_t before = checkUnchanged ? stateHash(s) : 0;
                const auto ea = solo::soloApply(s, a);
                const auto eb = solo::soloApply(s, b);
                QVERIFY(ea && eb);
                QCOMPARE(ea->code, eb->code);
                // The option as sent is echoed at the front of the message, cut short when long
                // (the player's own input, elided the same for either card's id); blanked too.
                auto blank = [](const std::string& message, const std::string& id) {
                    std::string m = message;
                    if (const size_t end = m.find("' is not a legal option"); !m.empty() && m[0] == '\'' && end != std::string::npos)
                        m = "'#" + m.substr(end);
                    std::string out; // built forwards: GCC 12 warns wrongly (-Wrestrict) about replace()
                    for (size_t from = 0;;) {
                        const size_t at = m.find(id, from);
                        out.append(m, from, at == std::string::npos ? std::string::npos : at - from);
                        if (at == std::string::npos)
                            return out;
                        out += '#';
                        from = at + id.size();
                    }
                };
                QCOMPARE(blank(ea->message, a), blank(eb->message, b));
                QVERIFY2(ea->message.find(db().skillCards[card].name) == std::string::npos ||
                             a.find(db().skillCards[card].name) != std::string::npos,
                         ea->message.c_str());
                if (checkUnchanged)
                    QCOMPARE(stateHash(s), before);
                ++n.errorsChecked;
            }
            return;
        }
    }

    // Rules revision 4, 5.1 in the middle of a step: the test's own statement of which action
    // cards may be played at a decision that is no step of the turn (docs/architecture.md): none
    // inside a check, a roll, a jump, a reveal or another card's or ability's play; else each
    // card where its action cannot change what the decision is about - no card while the
    // options are cards of a hand (the card leaves its holder's hand), Maximum Firepower not
    // while space is what is decided, Launch Scout not at the turn's Recon look, Executive Order
    // never.
    static std::optional<unsigned> expectedMidStepPlays(const GameState& s) {
        static const std::set<FrameKind> stepAskers = {FrameKind::Movement, FrameKind::Action,
                                                        SoloFrame::ActiveCard, SoloFrame::Window,
                                                        FrameKind::DiscardCards};
        // A decision asked again after an Active Card's play is its first asker's.
        const bool resumed = s.stack.back().kind == SoloFrame::Resume && s.stack.size() >= 2;
        const size_t askerAt = s.stack.size() - (resumed ? 2 : 1);
        const FrameKind asker = s.stack[askerAt].kind;
        if (stepAskers.count(asker) || (asker == FrameKind::ReceiveSkills && askerAt == 1))
            return std::nullopt; // a step of the turn: checked below
        bool hand = false, space = false;
        int choices = 0;
        for (const Option& o : s.decision.options) {
            choices += o.verb != SoloVerb::PlayActive;
            hand |= o.verb == Verb::Contribute || o.verb == Verb::Discard || o.verb == Verb::Play ||
                    o.verb == Verb::ActionSkill || o.verb == SoloVerb::ChooseActive || o.verb == Verb::Take;
            space |= o.verb == Verb::Ship || o.verb == Verb::Area || o.verb == Verb::MoveArea ||
                     o.verb == Verb::LaunchViper || o.verb == Verb::MoveViper || o.verb == Verb::ActionViper;
        }
        const DecisionKind k = s.decision.kind;
        space |= k == DecisionKind::ChooseShip || k == DecisionKind::Order || k == DecisionKind::Viper ||
                 k == DecisionKind::ChooseArea;
        for (size_t i = 0; i < s.stack.size(); ++i) {
            const Frame& f = s.stack[i];
            // Waiting below a window; asking again. The asker itself is never waiting: its stage
            // 100 and above is its own (a Roll frame's Calculations window, Pegasus).
            if ((f.stage >= 100 && i != askerAt) || (resumed && i + 1 == s.stack.size()))
                continue;
            if (f.kind == SoloFrame::Reveal || f.kind == SoloFrame::Resume)
                return 0u;
            switch (f.kind) {
            case FrameKind::SkillCheck: case FrameKind::Roll: case FrameKind::Jump:
            case FrameKind::Reveal: case FrameKind::GalacticaStrike: case FrameKind::SkillCardAction:
            case FrameKind::QuorumCard: case FrameKind::CharacterAction:
            case FrameKind::CrisisStep: case FrameKind::ResolveCrisis: case FrameKind::CheckEnd:
                return 0u;
            case FrameKind::Activate: case FrameKind::Attack: case FrameKind::ViperActivations:
            case FrameKind::Launch: case FrameKind::DamageVipersInSpace: case FrameKind::ViperRecovery:
            case FrameKind::Communications: space = true; break;
            case FrameKind::AttackSetup:
                if (std::count(s.crisesThisTurn.begin(), s.crisesThisTurn.end(), CardIdx(f.a)))
                    return 0u; // the crisis card's own ships
                space = true;
                break;
            case FrameKind::Effects:
                if (std::count(s.crisesThisTurn.begin(), s.crisesThisTurn.end(), CardIdx(f.c)))
                    return 0u;
                break;
            default: break;
            }
        }
        if (hand || choices < 2)
            return 0u;
        unsigned seats = 0;
        for (int seat = 0; seat < s.playerCount(); ++seat) {
            const Player& p = s.players[size_t(seat)];
            const int active = activeCardOf(s, Seat(seat));
            if (p.revealed || p.stranded || active < 0 || db().skillCards[size_t(active)].timing != SkillTiming::Action ||
                !skillActionAvailable(s, Seat(seat), SkillCard(active)))
                continue;
            const std::string& name = db().skillCards[size_t(active)].nameId;
            const bool ok = name == "consolidate_power" || name == "repair" ||
                            (name == "launch_scout" && asker != FrameKind::Turn) ||
                            (name == "maximum_firepower" && !space);
            seats |= unsigned(ok) << seat;
        }
        return seats;
    }

    // 5.1/5.2: outside a crisis, at the turn's own steps and the windows, every Active Card
    // that can be played now is offered; during a crisis none is.
    static void checkActiveCardOffers(const GameState& s, Counts& n) {
        const bool crisis = std::any_of(s.stack.begin(), s.stack.end(), [](const Frame& f) {
            return f.kind == FrameKind::CrisisStep || f.kind == FrameKind::ResolveCrisis;
        });
        const auto& options = s.decision.options;
        const bool plays = std::any_of(options.begin(), options.end(), [](const Option& o) { return o.verb == SoloVerb::PlayActive; });
        if (crisis) {
            QVERIFY2(!plays, "an Active Card offered during a crisis (Four Solo 5.2)");
            return;
        }
        if (const auto expected = expectedMidStepPlays(s)) {
            unsigned offered = 0;
            for (const Option& o : options)
                if (o.verb == SoloVerb::PlayActive)
                    offered |= 1u << o.a;
            std::string stack;
            for (const Frame& f : s.stack)
                stack += std::to_string(int(f.kind)) + "/" + std::to_string(f.stage) + " ";
            QVERIFY2(offered == *expected, ("Active Cards offered in the middle of a step: " + std::to_string(offered) +
                                            ", the rule says " + std::to_string(*expected) + "; decision kind " +
                                            std::to_string(int(s.decision.kind)) + ", stack " + stack + ", " +
                                            text(solo::soloDecision(s)).substr(0, 400)).c_str());
            n.midStepOffers += offered != 0;
            return;
        }
        const DecisionKind k = s.decision.kind;
        n.windows += k == SoloDecision::ActiveWindow;
        const bool turnStep = (k == DecisionKind::Movement || k == DecisionKind::Action) && s.decision.actor == s.current &&
                              s.stack.size() == 2 && !s.players[size_t(s.current)].revealed;
        if (!turnStep && k != SoloDecision::ActiveWindow)
            return;
        for (int seat = 0; seat < s.playerCount(); ++seat) {
            const Player& p = s.players[size_t(seat)];
            const int active = activeCardOf(s, Seat(seat));
            if (p.revealed || p.stranded || active < 0)
                continue;
            if (skillActionAvailable(s, Seat(seat), SkillCard(active)))
                QVERIFY2(std::find(options.begin(), options.end(), Option{SoloVerb::PlayActive, int16_t(seat), 0, 0}) !=
                             options.end(),
                         ("Active Card of seat " + std::to_string(seat) + " (" + db().skillCards[size_t(active)].id +
                          ") not offered (Four Solo 5.1)").c_str());
        }
    }

    // The player's log: a card in a hand is named only while that hand is open (and, with
    // "remember", wherever it was open when it happened); private looks by the current
    // character are told; everything else private keeps its details.
    static void checkLog(const GameState& s, const Sight& v, solo::LogFilter& filter, std::vector<Line>& lines,
                         Seat& current, std::vector<bool>& revealed, Counts& n, bool wholeChannel) {
        for (size_t i = lines.size(); i < s.log.size(); ++i) {
            const LogEvent& e = s.log[i];
            if (e.kind == EventKind::TurnStarted)
                current = e.actor;
            if (e.kind == EventKind::Revealed)
                revealed[size_t(e.actor)] = true;
            auto ev = filter.next(s, e);
            QVERIFY(ev.has_value());
            Line line{*ev};
            std::string id, name;
            const bool currentActs = !revealed[size_t(current)];
            switch (e.kind) {
            case EventKind::DrewSkill:
            case EventKind::Contributed:
                id = db().skillCards[size_t(e.a)].id;
                name = db().skillCards[size_t(e.a)].name;
                line.openAtTime = e.kind == EventKind::DrewSkill && e.actor == current && currentActs;
                line.holder = e.kind == EventKind::DrewSkill ? e.actor : -1;
                break;
            case EventKind::QuorumDrawn:
                id = db().quorum[size_t(e.a)].id;
                name = db().quorum[size_t(e.a)].name;
                line.openAtTime = e.actor == current;
                line.holder = solo::kQuorumHolder;
                break;
            case EventKind::LoyaltyDealt:
                id = db().loyalty[size_t(e.a)].id;
                name = db().loyalty[size_t(e.a)].name;
                line.openAtTime = false;
                break;
            default:
                line.openAtTime = e.visibleTo == kPublic || e.kind == EventKind::LoyaltyLooked ||
                                  looksOutsideHands(e) || (currentActs && e.visibleToSeat(current));
                break;
            }
            const std::string named = text(ev->named), redacted = text(ev->redacted);
            if (!id.empty()) {
                line.namedHasCard = named.find(id) != std::string::npos || named.find(name) != std::string::npos;
                line.redactedHasCard = redacted.find(id) != std::string::npos || redacted.find(name) != std::string::npos;
                QVERIFY2(!line.redactedHasCard, redacted.c_str());
            }
            QVERIFY2(ev->openAtTime == line.openAtTime, (named + " / " + redacted).c_str());
            if (line.openAtTime && line.holder < 0)
                QVERIFY2(named == text(eventJson(s, e)), named.c_str()); // as the engine tells it
            lines.push_back(std::move(line));
            ++n.events;
        }
        const Visibility now = solo::soloVisibility(s);
        QJsonArray expectNow, expectRemember;
        for (const Line& line : lines) {
            bool named = line.openAtTime;
            if (line.holder == solo::kQuorumHolder)
                named = named && v.quorum;
            else if (line.holder >= 0)
                named = named && v.hand[size_t(line.holder)];
            const QJsonObject& shown = line.event.shown(now, false);
            if ((&shown == &line.event.named) != named)
                QFAIL(("a log line names a card it should not, or hides one it may: " + text(shown)).c_str());
            n.redactedNow += line.openAtTime && !named;
            if (wholeChannel) {
                expectNow.append(shown);
                expectRemember.append(line.openAtTime ? line.event.named : line.event.redacted);
            }
        }
        if (wholeChannel) { // what the CLI and the GUI hand out
            const QJsonArray product = solo::soloLog(s);
            for (qsizetype i = 0; i < std::min(product.size(), expectNow.size()); ++i)
                if (product[i] != expectNow[i]) {
                    qWarning("log line %lld: product %s / rule %s", (long long)i, text(product[i].toObject()).c_str(),
                             text(expectNow[i].toObject()).c_str());
                    break;
                }
            QCOMPARE(product, expectNow);
            QCOMPARE(solo::soloLog(s, 0, true), expectRemember);
        }
    }

    static void walk(uint32_t firstSeed, int games, Counts& n, BoxSet boxes = kBaseGameBoxes) {
        for (int g = 0; g < games && !QTest::currentTestFailed(); ++g) {
            const uint32_t seed = firstSeed + uint32_t(g);
            std::mt19937 rng(seed);
            auto game = randomSoloGame(rng, seed, boxes);
            QVERIFY(game);
            GameState& s = *game;
            solo::LogFilter filter(s);
            std::vector<Line> lines;
            Seat current = s.current;
            std::vector<bool> revealed(size_t(s.playerCount()), false);
            for (int step = 0; step < 6000 && !s.gameOver() && !QTest::currentTestFailed(); ++step) {
                QVERIFY(s.hasDecision && !s.decision.options.empty());
                const Sight v = sightNow(s);
                std::string mine;
                checkView(s, v, n, &mine);
                checkActiveCardOffers(s, n);
                checkLog(s, v, filter, lines, current, revealed, n, step % 97 == 0);
                checkErrors(s, v, n, rng, step % 41 == 0);
                n.revealed += std::any_of(s.players.begin(), s.players.end(), [](const Player& p) { return p.revealed; });
                // Swapping what is hidden changes nothing the player sees.
                EventLog log;
                std::swap(log, s.log); // the view and decision do not read the log
                const GameState swapped = withHiddenCardsSwapped(s, v, rng);
                const std::string theirs = viewText(swapped);
                std::swap(log, s.log);
                if (mine != theirs) {
                    size_t at = 0;
                    while (at < mine.size() && at < theirs.size() && mine[at] == theirs[at])
                        ++at;
                    const size_t from = at > 200 ? at - 200 : 0;
                    qWarning("view:    ...%s\nswapped: ...%s", mine.substr(from, 300).c_str(), theirs.substr(from, 300).c_str());
                    qWarning("decision: %s", text(solo::soloDecision(s)).substr(0, 600).c_str());
                }
                QVERIFY2(mine == theirs, "the solo view or decision depends on a hidden card");
                ++n.decisions;
                const auto& options = s.decision.options;
                const std::string id = optionId(s, options[rng() % options.size()]);
                QVERIFY2(!solo::soloApply(s, id), id.c_str());
            }
            checkLog(s, sightNow(s), filter, lines, current, revealed, n, true);
            n.finished += s.gameOver();
            ++n.games;
        }
    }

    // 500 games a half; GALACTICA_VISIBILITY_GAMES lowers it for slow builds (the sanitizers).
    static int gamesPerHalf() {
        const int n = qEnvironmentVariableIntValue("GALACTICA_VISIBILITY_GAMES");
        return n > 0 ? std::min(n, 500) : 500;
    }

    static void report(const Counts& n) {
        qInfo("games %d (finished %d), decisions %d, log events %d; hands opened for a query %d, Active Card alone "
              "shown %d, windows %d, revealed-Cylon decisions %d, inside checks %d, log lines named earlier and "
              "hidden now %d, hidden-card errors %d, Active Cards offered in the middle of a step %d",
              n.games, n.finished, n.decisions, n.events, n.queries, n.activeOnly, n.windows, n.revealed, n.checks,
              n.redactedNow, n.errorsChecked, n.midStepOffers);
        QVERIFY(n.queries > 0);
        QVERIFY(n.windows > 0);
        QVERIFY(n.revealed > 0);
        QVERIFY(n.checks > 0);
        QVERIFY(n.redactedNow > 0);
        QVERIFY(n.errorsChecked > 0);
        QVERIFY(n.midStepOffers > 0);
    }

private Q_SLOTS:
    // 1,000 games in two halves (two CTest entries run them side by side).
    void rule_2_1_visibility_in_random_solo_games_first_half() {
        Counts n;
        walk(7000, gamesPerHalf(), n);
        report(n);
    }
    void rule_2_1_visibility_in_random_solo_games_second_half() {
        Counts n;
        walk(7500, gamesPerHalf(), n);
        report(n);
    }

    // The same rule over Four Solo games with Pegasus in play: Treachery cards in hands, the
    // check pile and the destiny deck, the Pegasus board, executions and their hand-offs.
    void rule_2_1_visibility_in_random_pegasus_solo_games() {
        registerPegasusForTests();
        Counts n;
        walk(8000, std::min(gamesPerHalf(), 200), n, kWithPegasus);
        report(n);
    }

    // The desktop program shows the view right after every log line of an automated step
    // (LogObserver): those in-between views follow the same rule.
    void rule_2_1_no_hidden_card_between_decisions() {
        Counts n;
        int events = 0;
        for (int g = 0; g < 10; ++g) {
            std::mt19937 rng(uint32_t(9100 + g));
            auto game = randomSoloGame(rng, 9100 + uint64_t(g));
            QVERIFY(game);
            GameState& s = *game;
            const LogObserver observer([&](const GameState& now) {
                if (!QTest::currentTestFailed()) {
                    checkView(now, sightNow(now), n);
                    ++events;
                }
            });
            for (int step = 0; step < 6000 && !s.gameOver() && !QTest::currentTestFailed(); ++step) {
                const auto& options = s.decision.options;
                const std::string id = optionId(s, options[rng() % options.size()]);
                QVERIFY2(!solo::soloApply(s, id), id.c_str());
            }
        }
        qInfo("in-between views checked: %d, of them inside checks %d", events, n.checks);
        QVERIFY(events > 1000);
        QVERIFY(n.checks > 0);
    }

    // A save read back as the player shows what the live game shows.
    void rule_2_1_a_save_read_as_the_player_shows_the_same() {
        for (uint32_t seed : {11u, 12u, 13u}) {
            std::mt19937 rng(seed);
            Error error;
            auto game = solo::newSoloGame(randomSoloCharacters(rng, kBaseGameBoxes), seed, Difficulty::Normal, &error);
            QVERIFY(game);
            for (int i = 0; i < 150 && !game->state().gameOver(); ++i) {
                const auto& options = game->state().decision.options;
                QVERIFY(!solo::soloChoose(*game, optionId(game->state(), options[rng() % options.size()])));
            }
            QTemporaryDir dir;
            const std::string path = dir.filePath("game.json").toStdString();
            QVERIFY(!game->saveFile(path));
            auto loaded = solo::loadSoloGame(path, &error);
            QVERIFY2(loaded, error.message.c_str());
            QCOMPARE(solo::soloView(loaded->state()), solo::soloView(game->state()));
            QCOMPARE(solo::soloDecision(loaded->state()), solo::soloDecision(game->state()));
            QCOMPARE(solo::soloLog(loaded->state()), solo::soloLog(game->state()));
        }
    }
};

QTEST_APPLESS_MAIN(TestSoloVisibility)
#include "tst_solo_visibility.moc"
