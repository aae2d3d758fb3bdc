// The engine's branch-free helpers against plain versions of themselves (docs/architecture.md,
// "Hot-path conventions": a shaped piece of code is kept only beside a test that compares it
// with the plain loop it stands for). Each is run over many random inputs; the plain
// versions below are written as a reader would, with a branch where the rule has one.
#include "branch_free.h"
#include "move_targets.h"
#include "small_vector.h"
#include "state.h"

#include <QtTest>

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

using namespace bsg;

namespace {

constexpr int kRounds = 20000;

// A sorted hand of up to 12 cards from a small range, so that copies are common.
std::vector<SkillCard> randomSortedHand(std::mt19937& rng) {
    std::vector<SkillCard> hand(size_t(rng() % 13));
    for (SkillCard& card : hand)
        card = SkillCard(rng() % 20);
    std::sort(hand.begin(), hand.end());
    return hand;
}

// Plain: one option per distinct card that `keep` accepts, at its first copy.
template <class Keep> std::vector<Option> plainFirstCopies(const std::vector<SkillCard>& hand, Verb verb, Keep keep) {
    std::vector<Option> out;
    for (size_t i = 0; i < hand.size(); ++i) {
        if (i > 0 && hand[i] == hand[i - 1])
            continue;
        if (keep(hand[i]))
            out.push_back(Option{verb, int16_t(hand[i])});
    }
    return out;
}

std::vector<Option> tail(const OptionList& options, size_t from) { return {options.begin() + long(from), options.end()}; }

// Plain: is a target open to a character standing at `at.from` (the movement rules, as read).
bool plainOpen(const MoveTarget& t, const MoveConditions& at, bool withBoxes) {
    if (t.loc == at.from)
        return false;
    if (t.ship != at.here && !at.canPay)
        return false; // moving to another ship costs a card
    if (t.ship == Ship::ColonialOne && at.colonialOneClosed)
        return false;
    if (withBoxes && (t.box & at.boxes) == 0)
        return false;
    if (withBoxes && t.ship == Ship::Pegasus && at.pegasusGone)
        return false;
    return true;
}

} // namespace

class TestBranchFree : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void firstCopiesMatchThePlainLoop() {
        std::mt19937 rng(11);
        for (int round = 0; round < kRounds; ++round) {
            const std::vector<SkillCard> hand = randomSortedHand(rng);
            const unsigned accepted = unsigned(rng()); // which cards `keep` accepts, a bit each
            const auto keep = [accepted](SkillCard card) { return ((accepted >> card) & 1u) != 0; };
            const size_t before = rng() % 3; // options already in the list stay first
            OptionList options;
            for (size_t i = 0; i < before; ++i)
                options.push_back(Option{Verb::Done});
            addFirstCopiesWhere(options, hand, Verb::Play, keep);
            QCOMPARE(options.size(), before + plainFirstCopies(hand, Verb::Play, keep).size());
            QVERIFY(tail(options, before) == plainFirstCopies(hand, Verb::Play, keep));

            OptionList distinct;
            addDistinctCards(distinct, hand, Verb::Discard);
            QVERIFY(tail(distinct, 0) == plainFirstCopies(hand, Verb::Discard, [](SkillCard) { return true; }));
        }
    }

    void cardsBelowIsWhereTheFirstCopyIs() {
        std::mt19937 rng(12);
        for (int round = 0; round < kRounds; ++round) {
            const std::vector<SkillCard> hand = randomSortedHand(rng);
            const SkillCard card = SkillCard(rng() % 22);
            const size_t plain = size_t(std::lower_bound(hand.begin(), hand.end(), card) - hand.begin());
            QCOMPARE(cardsBelow(hand, card), plain);
        }
    }

    void openTargetsMatchThePlainRule() {
        std::mt19937 rng(13);
        const Ship ships[] = {Ship::Galactica, Ship::ColonialOne, Ship::Pegasus};
        for (int round = 0; round < kRounds; ++round) {
            std::vector<MoveTarget> targets(size_t(rng() % 24));
            for (size_t i = 0; i < targets.size(); ++i)
                targets[i] = MoveTarget{LocId(i), ships[rng() % 3], BoxSet(1u << (rng() % 3))};
            const MoveConditions at{LocId(int(rng() % 26) - 1), ships[rng() % 3], bool(rng() & 1), bool(rng() & 1),
                                    BoxSet(rng() & 7u), bool(rng() & 1)};
            for (const bool withBoxes : {false, true}) {
                std::vector<Option> room(targets.size());
                const size_t kept = withBoxes ? writeOpenTargets<true>(room.data(), targets, at)
                                              : writeOpenTargets<false>(room.data(), targets, at);
                std::vector<Option> plain;
                for (const MoveTarget& t : targets)
                    if (plainOpen(t, at, withBoxes))
                        plain.push_back(Option{Verb::Move, int16_t(t.loc)});
                QCOMPARE(kept, plain.size());
                QVERIFY(std::equal(plain.begin(), plain.end(), room.begin()));
            }
        }
    }

    // seatOf looks at every seat; seatFrom goes round the table with one subtraction.
    void seatsMatchThePlainSearch() {
        std::mt19937 rng(14);
        for (int round = 0; round < kRounds; ++round) {
            GameState s;
            s.players.resize(size_t(1 + rng() % 6));
            std::vector<CharId> characters(14);
            std::iota(characters.begin(), characters.end(), CharId(0));
            std::shuffle(characters.begin(), characters.end(), rng);
            for (size_t i = 0; i < s.players.size(); ++i)
                s.players[i].character = characters[i]; // a character sits once at most
            const CharId asked = CharId(rng() % 15);
            Seat plain = kNoSeat;
            for (int i = 0; i < s.playerCount(); ++i)
                if (s.players[size_t(i)].character == asked) {
                    plain = Seat(i);
                    break;
                }
            QCOMPARE(int(s.seatOf(asked)), int(plain));
            const Seat first = Seat(rng() % s.players.size());
            const int k = int(rng() % (s.players.size() + 1));
            QCOMPARE(int(s.seatFrom(first, k)), (first + k) % s.playerCount());
        }
    }

    void eraseMatchesTheStandardLibrary() {
        std::mt19937 rng(15);
        for (int round = 0; round < kRounds; ++round) {
            gamekit::SmallVector<int, 8> small;
            std::vector<int> plain;
            const size_t size = rng() % 20; // inside the inline room and past it
            for (size_t i = 0; i < size; ++i) {
                const int value = int(rng() % 5);
                small.push_back(value);
                plain.push_back(value);
            }
            const int value = int(rng() % 5);
            QCOMPARE(gamekit::erase(small, value), size_t(std::erase(plain, value)));
            QVERIFY(std::equal(plain.begin(), plain.end(), small.begin(), small.end()));
            const auto odd = [](int x) { return x % 2 != 0; };
            QCOMPARE(gamekit::erase_if(small, odd), size_t(std::erase_if(plain, odd)));
            QVERIFY(std::equal(plain.begin(), plain.end(), small.begin(), small.end()));
        }
    }
};

QTEST_APPLESS_MAIN(TestBranchFree)
#include "tst_branch_free.moc"
