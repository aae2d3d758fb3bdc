// The numbers of the engine's kinds (engine/core/kind_ranges.h): the base game's, the
// variant's and each box's in ranges of their own; a box's kinds are never taken for the
// variant's; and the state walk writes every kind with the number it had before the ranges,
// so that old games keep their hashes.
#include "core_fixture.h"
#include "log_text.h"

#include <QtTest>

#include <set>
#include <string>

using namespace bsg;

namespace {

// The base kinds keep the numbers they always had (saves hash them).
static_assert(int(FrameKind::StartingHand) == 17 && int(FrameKind::Attack) == 22 && int(FrameKind::CheckEnd) == 39);
static_assert(int(Verb::Loyalty) == 26 && int(Verb::LaunchViper) == 29 && int(Verb::Token) == 33);
static_assert(int(DecisionKind::ChooseActivity) == 16 && int(DecisionKind::RuleChoice) == 18);
static_assert(int(EventKind::Unimplemented) == 69);

constexpr KindRange kBoxRanges[] = {KindRange::Pegasus, KindRange::Exodus, KindRange::Daybreak, KindRange::TestBox};
constexpr KindRange kAllRanges[] = {KindRange::Base,   KindRange::Variant,  KindRange::Pegasus,
                                    KindRange::Exodus, KindRange::Daybreak, KindRange::TestBox};

// A variant that words only its own kinds, and counts what it is asked to word.
class WordingVariant final : public Variant {
public:
    mutable int eventsAsked = 0;
    std::optional<std::string> eventText(const GameState&, const LogEvent& e) const override {
        ++eventsAsked;
        if (!isVariantKind(e.kind))
            return std::nullopt;
        return "the test variant's event " + std::to_string(int(e.kind) - kVariantKinds.first);
    }
    bool appendOptionId(std::string& out, const GameState&, const Option& o) const override {
        if (o.verb != rangeKind<Verb>(KindRange::Variant, 0))
            return false;
        out += "variant_verb:" + std::to_string(o.a);
        return true;
    }
    std::optional<std::string> decisionKindId(DecisionKind k) const override {
        if (k != rangeKind<DecisionKind>(KindRange::Variant, 0))
            return std::nullopt;
        return "variant_decision";
    }
};

const WordingVariant g_variant;

// A state of a game of the test variant (registered under the only variant id there is: the
// engine's own tests link no variant).
GameState variantGame() {
    registerVariant(VariantId::FourSolo, &g_variant);
    GameState s;
    s.variant = uint8_t(VariantId::FourSolo);
    return s;
}

template <EngineKind Kind> void checkRangesOf(const char* what) {
    for (unsigned n = 0; n < kKindLimit; ++n) {
        const Kind k = Kind(n);
        int holders = 0;
        for (KindRange r : kAllRanges)
            holders += kindSpan(r).holds(n);
        if (n == kNoKind) {
            QVERIFY2(holders == 0 && kindRange(k) == KindRange::None, what);
            continue;
        }
        QVERIFY2(holders == 1, (std::string(what) + ": number " + std::to_string(n) + " is in " +
                                std::to_string(holders) + " ranges").c_str());
        QVERIFY2(kindSpan(kindRange(k)).holds(n), what);
        QCOMPARE(isVariantKind(k), kindRange(k) == KindRange::Variant);
    }
}

// Every kind that may exist is hashed as a number no other kind is hashed as; the base and
// box kinds as their own number, the variant's first ones as the base numbers they had.
template <EngineKind Kind> void checkHashedNumbersOf(const char* what) {
    const auto& retired = detail::historicNumbers<Kind>();
    const std::set<unsigned> retiredSet(retired.begin(), retired.end());
    std::set<unsigned> written;
    for (unsigned n = 0; n < kNoKind; ++n) {
        if (retiredSet.count(n)) // no base kind has that number any more
            continue;
        const Kind k = Kind(n);
        const unsigned hashed = hashedKindNumber(k);
        QVERIFY2(written.insert(hashed).second, (std::string(what) + ": two kinds hash as " + std::to_string(hashed)).c_str());
        QCOMPARE(kindFromHashedNumber<Kind>(hashed), k);
        if (!isVariantKind(k))
            QCOMPARE(hashed, n);
    }
    for (size_t i = 0; i < retired.size(); ++i) {
        QVERIFY2(retired[i] < kBaseKinds.end, what);
        QCOMPARE(hashedKindNumber(Kind(kVariantKinds.first + i)), unsigned(retired[i]));
    }
}

} // namespace

class TestKindRanges : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void the_ranges_split_every_number_once() {
        unsigned next = 0;
        for (KindRange r : kAllRanges) { // in order, each where the one before ends
            QCOMPARE(unsigned(kindSpan(r).first), next);
            QVERIFY(kindSpan(r).size() >= 15);
            next = kindSpan(r).end;
        }
        QCOMPARE(next, unsigned(kNoKind));
        checkRangesOf<FrameKind>("frame kinds");
        checkRangesOf<Verb>("verbs");
        checkRangesOf<DecisionKind>("decision kinds");
        checkRangesOf<EventKind>("event kinds");
    }

    void a_box_event_is_not_a_variant_event() {
        for (KindRange box : kBoxRanges) {
            const KindSpan span = kindSpan(box);
            for (unsigned n : {unsigned(span.first), unsigned(span.end - 1)}) {
                QVERIFY(!isVariantEvent(EventKind(n)));
                QVERIFY(!isVariantKind(Verb(n)) && !isVariantKind(DecisionKind(n)) && !isVariantKind(FrameKind(n)));
            }
        }
        QVERIFY(!isVariantEvent(EventKind::Unimplemented)); // the last base kind
        QVERIFY(!isVariantEvent(EventKind(kNoKind)));
        QVERIFY(isVariantEvent(rangeKind<EventKind>(KindRange::Variant, 0)));
        QVERIFY(isVariantEvent(EventKind(kVariantKinds.end - 1)));
    }

    void a_box_event_is_never_worded_as_the_variant_s() {
        const GameState s = variantGame();
        LogEvent e;
        e.kind = rangeKind<EventKind>(KindRange::Pegasus, 9); // a kind no Pegasus rule registers (yet)
        g_variant.eventsAsked = 0;
        const std::string pegasus = eventText(s, e);
        QCOMPARE(g_variant.eventsAsked, 0); // the variant is not even asked
        QCOMPARE(pegasus, std::string("A rule of the Pegasus expansion applies."));
        QVERIFY(pegasus.find("variant") == std::string::npos);
        e.kind = rangeKind<EventKind>(KindRange::TestBox, 3);
        QCOMPARE(eventText(s, e), std::string("A rule of the test box applies."));
        QCOMPARE(g_variant.eventsAsked, 0);

        e.kind = rangeKind<EventKind>(KindRange::Variant, 2);
        QCOMPARE(eventText(s, e), std::string("the test variant's event 2"));
        QCOMPARE(g_variant.eventsAsked, 1);
        GameState standard = s;
        standard.variant = uint8_t(VariantId::None); // no variant to word it
        QCOMPARE(eventText(standard, e), std::string("A rule of this game's variant applies."));
    }

    void the_variant_names_its_verbs_and_decisions() {
        GameState s = variantGame();
        const Option o{rangeKind<Verb>(KindRange::Variant, 0), 7};
        QCOMPARE(optionId(s, o), std::string("variant_verb:7"));
        QCOMPARE(decisionKindId(s, rangeKind<DecisionKind>(KindRange::Variant, 0)), std::string("variant_decision"));
        QCOMPARE(decisionKindId(s, DecisionKind::Movement), std::string("movement"));
        s.variant = uint8_t(VariantId::None);
        QCOMPARE(optionId(s, o), std::string("unknown"));
        QCOMPARE(decisionKindId(s, rangeKind<DecisionKind>(KindRange::Variant, 1)), std::string("variant_1"));
    }

    void every_kind_is_hashed_as_its_old_number() {
        checkHashedNumbersOf<FrameKind>("frame kinds");
        checkHashedNumbersOf<Verb>("verbs");
        checkHashedNumbersOf<DecisionKind>("decision kinds");
        checkHashedNumbersOf<EventKind>("event kinds");
    }

    // A state holding the variant's kinds hashes as the same state held them with their old
    // numbers, before the ranges: the frame on the stack, the decision, its options, the log.
    void a_state_hashes_as_before_the_ranges() {
        const GameState s = test::game({"william_adama", "laura_roslin", "kara_thrace"}, 3);
        GameState now = s, before = s;
        now.stack.push_back(Frame{rangeKind<FrameKind>(KindRange::Variant, 4), 0, 1, 0, 0, 0});
        before.stack.push_back(Frame{FrameKind(38), 0, 1, 0, 0, 0});
        now.decision.kind = rangeKind<DecisionKind>(KindRange::Variant, 1);
        before.decision.kind = DecisionKind(19);
        now.decision.options.push_back(Option{rangeKind<Verb>(KindRange::Variant, 1), 4});
        before.decision.options.push_back(Option{Verb(28), 4});
        for (int i = 0; i < 300; ++i) { // past a full chunk of the log, whose digest is kept
            logEvent(now, rangeKind<EventKind>(KindRange::Variant, 8), 0, i);
            logEvent(before, EventKind(78), 0, i);
        }
        QVERIFY(now != before);
        QCOMPARE(stateHash(now), stateHash(before));
        QCOMPARE(checkpointDigest(now), checkpointDigest(before));
        GameState other = now; // and a kind of another number still hashes otherwise
        other.stack.back().kind = rangeKind<FrameKind>(KindRange::Variant, 3);
        QVERIFY(stateHash(other) != stateHash(now));
        QVERIFY(checkpointDigest(other) != checkpointDigest(now));
    }

    void a_set_of_frame_kinds_holds_every_range() {
        const FrameKindSet some{FrameKind::Turn, FrameKind::CheckEnd, rangeKind<FrameKind>(KindRange::Variant, 0),
                                rangeKind<FrameKind>(KindRange::TestBox, 14)};
        for (unsigned n = 0; n < kKindLimit; ++n) {
            const bool in = n == 0 || n == 39 || n == kVariantKinds.first || n == kTestBoxKinds.first + 14u;
            QCOMPARE(some.has(FrameKind(n)), in);
            QVERIFY(FrameKindSet::all().has(FrameKind(n)));
            QVERIFY(!FrameKindSet{}.has(FrameKind(n)));
        }
    }
};

QTEST_APPLESS_MAIN(TestKindRanges)
#include "tst_kind_ranges.moc"
