// Skill-check odds from the player's knowledge (check_odds.h).
#include "check_odds.h"
#include "hot_thread_local.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace bsg::solo::policy {

namespace {

constexpr int kMaxUnknown = 6; // face-down cards enumerated exactly (a check has 2 to 4)
constexpr int kW = SumDistribution::kWindow;

const std::array<std::vector<SkillCard>, kMaxSkillTypes>& cardsOfColour() { return skillCardsByColour(); }

void add(SumDistribution& d, int value, double w) {
    d.p[size_t(std::clamp(value + kW, 0, 2 * kW))] += w;
}

// The face-down cards being enumerated: their colours, the unseen copies they are dealt from
// (less those dealt so far), how many of those each colour has, and how each card counts.
struct Deal {
    std::array<SkillType, kMaxUnknown> colours{};
    int count = 0;
    PlayerKnowledge::CardCounts pool{};
    std::array<int, kMaxSkillTypes> left{};    // unseen copies of each colour
    std::array<int, kMaxSkillCards> value{};    // valueFor of each card
    std::array<int, kMaxSkillTypes> average{}; // valueFor of an average card (strength 2)
    const std::array<std::vector<SkillCard>, kMaxSkillTypes>* byColour = &cardsOfColour();
};

// Adds to `out` the distribution of the values of the colours from `index` on, dealt without
// replacement from the pool, each with probability weight `w`. The arithmetic (w * p, the
// order of the additions) is that of a plain walk over every card of each colour.
void enumerate(Deal& deal, int index, int sum, double w, SumDistribution& out) {
    if (index == deal.count) {
        add(out, sum, w);
        return;
    }
    const SkillType colour = deal.colours[size_t(index)];
    const int total = deal.left[size_t(colour)];
    if (total <= 0) { // every copy is accounted for: an average card (cannot happen in play)
        enumerate(deal, index + 1, sum + deal.average[size_t(colour)], w, out);
        return;
    }
    const auto& cards = (*deal.byColour)[size_t(colour)];
    if (index + 1 == deal.count) { // the last card: each adds its chance where it lands
        for (SkillCard c : cards)
            if (deal.pool[c] > 0)
                add(out, sum + deal.value[c], w * (double(deal.pool[c]) / total));
        return;
    }
    for (SkillCard c : cards) {
        if (deal.pool[c] <= 0)
            continue;
        const double p = double(deal.pool[c]) / total;
        --deal.pool[c];
        --deal.left[size_t(colour)];
        enumerate(deal, index + 1, sum + deal.value[c], w * p, out);
        ++deal.pool[c];
        ++deal.left[size_t(colour)];
    }
}

// What the distribution of some face-down cards depends on: it is asked for again and again
// within a check (each contribution of a character), so the last few are kept per thread.
struct DealKey {
    PlayerKnowledge::CardCounts pool{};
    std::array<SkillType, kMaxUnknown> colours{};
    int count = 0;
    SkillMask skills = 0;
    bool withExtras = false;
    bool engineeringPositive = false, strengthOnePositive = false;
    int8_t zeroType = -1;
    bool operator==(const DealKey&) const = default;
};

SumDistribution dealDistribution(const DealKey& key, const CheckExtras* x) {
    const auto& cards = cardData().skillCards;
    Deal deal;
    deal.colours = key.colours;
    deal.count = key.count;
    deal.pool = key.pool;
    for (int t = 0; t < kPolicySkillTypes; ++t) {
        for (SkillCard c : cardsOfColour()[size_t(t)]) {
            deal.left[size_t(t)] += deal.pool[c];
            deal.value[c] = valueFor(key.skills, x, SkillType(t), cards[c].strength);
        }
        deal.average[size_t(t)] = valueFor(key.skills, x, SkillType(t), 2);
    }
    SumDistribution d;
    d.p.fill(0);
    enumerate(deal, 0, 0, 1.0, d);
    return d;
}

DealKey dealKey(const PlayerKnowledge& k, const std::array<SkillType, kMaxUnknown>& colours, int count,
                SkillMask skills, const CheckExtras* x) {
    DealKey key;
    key.pool = k.unseen();
    key.colours = colours;
    key.count = count;
    key.skills = skills;
    if (x) {
        key.withExtras = true;
        key.engineeringPositive = x->engineeringPositive;
        key.strengthOnePositive = x->strengthOnePositive;
        key.zeroType = x->zeroType;
    }
    return key;
}

// The check's total before the known cards move it: the face-down cards and 3.3's card to
// come, given by how many of the current character's wrong-colour cards count each value.
struct TotalKey {
    static constexpr int kLow = -8; // card values kLow .. kLow + 15 are kept by count
    DealKey deal;
    std::array<uint8_t, 16> cardValues{};
    int cards = 0; // 0: no card to come
    bool operator==(const TotalKey&) const = default;
};

// The distribution of one card drawn at random from `key.cardValues`.
SumDistribution cardToCome(const TotalKey& key) {
    SumDistribution card;
    card.p.fill(0);
    for (int i = 0; i < int(key.cardValues.size()); ++i)
        if (key.cardValues[size_t(i)] > 0)
            add(card, TotalKey::kLow + i, double(key.cardValues[size_t(i)])); // a sum of ones: exact
    for (double& v : card.p)
        v /= key.cards;
    return card;
}

// The indices of the first and last non-zero chances.
std::pair<size_t, size_t> support(const std::array<double, 2 * kW + 1>& p) {
    // A chance is never negative, so it is 0 exactly when its bits are (a -0 could only widen
    // the span by a term that adds nothing): four chances are tested at a time.
    const auto bits = [&](size_t i) { return std::bit_cast<uint64_t>(p[i]); };
    size_t lo = 0, hi = p.size();
    while (lo + 4 <= hi && (bits(lo) | bits(lo + 1) | bits(lo + 2) | bits(lo + 3)) == 0)
        lo += 4;
    while (lo < hi && bits(lo) == 0)
        ++lo;
    while (hi >= lo + 4 && (bits(hi - 1) | bits(hi - 2) | bits(hi - 3) | bits(hi - 4)) == 0)
        hi -= 4;
    while (hi > lo && bits(hi - 1) == 0)
        --hi;
    return {lo, hi};
}

} // namespace

void SumDistribution::findNonZero() const {
    const auto [lo, hi] = support(p);
    m_first = int8_t(lo);
    m_last = int8_t(hi);
}

double SumDistribution::atLeast(int value) const {
    double q = 0;
    const int from = std::max(0, value - shift + kW);
    for (int i = from; i < int(p.size()); ++i)
        q += p[size_t(i)];
    return q;
}

double SumDistribution::at(int value) const {
    const int i = value - shift + kW;
    return i >= 0 && i < int(p.size()) ? p[size_t(i)] : 0.0;
}

double SumDistribution::mean() const {
    double m = 0;
    for (size_t i = 0; i < p.size(); ++i)
        m += p[i] * (int(i) - kW);
    return m + shift;
}

namespace {

// Adds to r (all chances 0) the distribution of a value of a plus one of b, given where their
// chances are not zero.
void addSums(SumDistribution& r, const SumDistribution& a, std::pair<size_t, size_t> aSupport,
             const SumDistribution& b, std::pair<size_t, size_t> bSupport) {
    const auto [lo, hi] = aSupport;
    const auto [olo, ohi] = bSupport;
    for (size_t i = lo; i < hi; ++i) {
        if (a.p[i] == 0)
            continue;
        for (size_t j = olo; j < ohi; ++j)
            if (b.p[j] != 0)
                r.p[size_t(std::clamp(int(i) + int(j) - kW, 0, 2 * kW))] += a.p[i] * b.p[j];
    }
}

} // namespace

SumDistribution SumDistribution::plus(const SumDistribution& other) const {
    SumDistribution r;
    r.p.fill(0);
    r.shift = shift + other.shift;
    addSums(r, *this, support(p), other, support(other.p));
    return r;
}

namespace {

// checkTotal for a card value out of TotalKey's range (cannot happen with the game's cards).
SumDistribution checkTotalUncached(const PlayerKnowledge& k, const std::array<SkillType, kMaxUnknown>& colours,
                                   int unknown, int known) {
    const DealKey key = dealKey(k, colours, unknown, k.check().skills, &k.checkExtras());
    SumDistribution d = dealDistribution(key, &k.checkExtras()).shifted(known);
    SumDistribution card;
    card.p.fill(0);
    int n = 0;
    for (SkillCard c : k.hand(k.current()))
        if (!(k.check().skills & skillBit(cardData().skillCards[c].type))) {
            add(card, checkValue(k, c), 1.0);
            ++n;
        }
    for (double& v : card.p)
        v /= n;
    return d.plus(card);
}

} // namespace

bool currentCardToCome(const PlayerKnowledge& k) {
    if (!k.checkUnderway() || k.cylonRevealed() || k.revealed(k.current()))
        return false;
    for (int i = 0; i < k.checkCardCount(); ++i)
        if (k.checkCardOwner(i) == k.current())
            return false;
    return true;
}

SumDistribution checkTotal(const PlayerKnowledge& k, bool withCurrentCard) {
    std::array<SkillType, kMaxUnknown> colours{};
    int unknown = 0, known = 0;
    for (int i = 0; i < k.checkCardCount(); ++i) {
        const CheckCard c = k.checkCard(i);
        if (c.strength >= 0)
            known += checkValue(k, c.colour, c.strength);
        else if (unknown < kMaxUnknown)
            colours[size_t(unknown++)] = c.colour;
    }
    TotalKey key;
    key.deal = dealKey(k, colours, unknown, k.check().skills, &k.checkExtras());
    if (withCurrentCard && currentCardToCome(k)) {
        // 3.3: one of the current character's wrong-colour cards, each physical card alike.
        const auto& cards = cardData().skillCards; // read once, not at each card
        for (SkillCard c : k.hand(k.current()))
            if (!(k.check().skills & skillBit(cards[c].type))) {
                const int v = checkValue(k, c) - TotalKey::kLow;
                if (v < 0 || v >= int(key.cardValues.size()) || key.cardValues[size_t(v)] == 255)
                    return checkTotalUncached(k, colours, unknown, known);
                ++key.cardValues[size_t(v)];
                ++key.cards;
            }
    }
    // The same totals are asked for at each contribution of a check: the last few are kept.
    constexpr size_t kKept = 4;
    struct Kept {
        TotalKey key;
        SumDistribution d;
        bool valid = false;
    };
    GAMEKIT_HOT_THREAD_LOCAL std::array<Kept, kKept> kept;
    GAMEKIT_HOT_THREAD_LOCAL size_t next = 0;
    for (const Kept& e : kept)
        if (e.valid && e.key == key)
            return e.d.shifted(known);
    Kept& e = kept[next];
    next = (next + 1) % kKept;
    e.valid = false;
    e.key = key;
    e.d = dealDistribution(key.deal, &k.checkExtras());
    if (key.cards > 0)
        e.d = e.d.plus(cardToCome(key));
    e.valid = true;
    return e.d.shifted(known);
}

SumDistribution destinyPair(const PlayerKnowledge& k, SkillMask skills) {
    std::array<int, kMaxSkillTypes> left = k.destinyColours();
    int n = 0;
    for (int v : left)
        n += v;
    if (n < 2) { // the deck is dealt again first: two cards of each colour (Treachery too with Pegasus)
        left.fill(0);
        n = 0;
        for (int t = 0; t < k.destinyTypes(); ++t) {
            left[size_t(t)] = cardData().board.destinyPerType;
            n += left[size_t(t)];
        }
    }
    // One card of each colour, and two of the same colour (dealt without replacement).
    const auto& pool = k.unseen();
    const auto& cards = cardData().skillCards;
    std::array<SumDistribution, kMaxSkillTypes> one;
    std::array<SumDistribution, kMaxSkillTypes> two;
    for (int t = 0; t < kPolicySkillTypes; ++t) {
        if (left[size_t(t)] == 0)
            continue;
        one[size_t(t)].p.fill(0);
        two[size_t(t)].p.fill(0);
        const auto& ofColour = cardsOfColour()[size_t(t)];
        int total = 0;
        for (SkillCard c : ofColour)
            total += pool[c];
        if (total < 2) { // cannot happen in play: an average card
            add(one[size_t(t)], valueFor(skills, nullptr, SkillType(t), 2), 1.0);
            add(two[size_t(t)], 2 * valueFor(skills, nullptr, SkillType(t), 2), 1.0);
            continue;
        }
        // Each card's copies and value, read once: the pairs below read them many times.
        std::array<int, kMaxSkillCards> copies{}, value{};
        const size_t m = std::min(ofColour.size(), copies.size());
        for (size_t i = 0; i < m; ++i) {
            copies[i] = pool[ofColour[i]];
            value[i] = valueFor(skills, nullptr, SkillType(t), cards[ofColour[i]].strength);
        }
        for (size_t i = 0; i < m; ++i) {
            if (copies[i] <= 0)
                continue;
            const int va = value[i];
            const double pa = double(copies[i]) / total;
            add(one[size_t(t)], va, pa);
            for (size_t j = 0; j < m; ++j) {
                const int nb = copies[j] - (i == j ? 1 : 0);
                if (nb <= 0)
                    continue;
                add(two[size_t(t)], va + value[j], pa * nb / (total - 1));
            }
        }
    }
    std::array<std::pair<size_t, size_t>, kMaxSkillTypes> oneSupport{};
    for (int t = 0; t < kPolicySkillTypes; ++t)
        if (left[size_t(t)] != 0)
            oneSupport[size_t(t)] = support(one[size_t(t)].p);
    SumDistribution out;
    out.p.fill(0);
    SumDistribution sum;
    for (int a = 0; a < kPolicySkillTypes; ++a) {
        if (left[size_t(a)] == 0)
            continue;
        const double pa = double(left[size_t(a)]) / n;
        for (int b = a; b < kPolicySkillTypes; ++b) {
            const int nb = left[size_t(b)] - (a == b ? 1 : 0);
            if (nb <= 0)
                continue;
            // Colours a then b, or b then a: the same sum.
            const double pab = pa * nb / (n - 1) * (a == b ? 1.0 : 2.0);
            if (a == b) { // adding pab * 0 changes nothing: only the pairs' own span
                const auto [lo, hi] = support(two[size_t(a)].p);
                for (size_t i = lo; i < hi; ++i)
                    out.p[i] += pab * two[size_t(a)].p[i];
                continue;
            }
            // one[a].plus(one[b]); only its non-zero chances add anything (all are >= 0).
            sum.p.fill(0);
            addSums(sum, one[size_t(a)], oneSupport[size_t(a)], one[size_t(b)], oneSupport[size_t(b)]);
            const auto [aLo, aHi] = oneSupport[size_t(a)];
            const auto [bLo, bHi] = oneSupport[size_t(b)];
            const size_t lo = size_t(std::clamp(int(aLo + bLo) - kW, 0, 2 * kW));
            const size_t hi = size_t(std::clamp(int(aHi + bHi) - kW, 0, 2 * kW + 1));
            for (size_t i = lo; i < hi; ++i)
                out.p[i] += pab * sum.p[i];
        }
    }
    return out;
}

SumDistribution currentCharacterCard(const PlayerKnowledge& k, SkillMask skills) {
    SumDistribution card;
    if (k.cylonRevealed())
        return card;
    card.p.fill(0);
    int n = 0;
    const auto& cards = cardData().skillCards; // read once, not at each card
    for (SkillCard c : k.hand(k.current())) {
        const SkillCardDef& d = cards[c];
        if (!(skills & skillBit(d.type))) {
            add(card, -d.strength, 1.0);
            ++n;
        }
    }
    if (n == 0) {
        card.p[kW] = 1.0;
        return card;
    }
    for (double& v : card.p)
        v /= n;
    return card;
}

} // namespace bsg::solo::policy
