// Skill checks and crisis cards: how much each character adds to a check, and which option of
// a crisis card to take (docs/policy.md, "Skill checks").
#include "policy_internal.h"

#include "check_odds.h"
#include "combat.h"

#include <algorithm>
#include <climits>

namespace bsg::solo::policy {

namespace {

constexpr double kWorthPerStrength = 0.2; // a card of strength ~2.5 is worth ~0.5 kept

} // namespace

double strengthCost(const PlayerKnowledge& k, Seat seat) {
    const int room = handLimit(k, seat) - k.handSize(seat);
    return kWorthPerStrength * std::clamp((room + 2) / 7.0, 0.2, 1.0);
}

double positiveStrength(const PlayerKnowledge& k, Seat seat, SkillMask skills) {
    if (k.revealed(seat) || k.stranded(seat))
        return 0;
    double sum = 0;
    const int active = k.activeCard(seat);
    bool activeSkipped = false;
    if (k.handOpen(seat)) {
        const auto& cards = cardData().skillCards; // read once, not at each card
        for (SkillCard c : k.hand(seat)) {
            const SkillCardDef& d = cards[c];
            if (!(skills & skillBit(d.type)))
                continue;
            if (!activeSkipped && int(c) == active) {
                activeSkipped = true;
                continue;
            }
            sum += d.strength;
        }
    } else {
        for (int t = 0; t < kPolicySkillTypes; ++t)
            if (skills & skillBit(SkillType(t)))
                sum += k.colourCount(seat, SkillType(t)) * k.remember(PlayerKnowledge::Memo::ExpectedStrength, t, [&] {
                           return expectedStrength(k.unseen(), SkillType(t));
                       });
        if (active >= 0 && (skills & skillBit(cardData().skillCards[size_t(active)].type)))
            sum -= cardData().skillCards[size_t(active)].strength;
    }
    if (k.location(seat) == namedLocations().brig) // a prisoner adds one card at most
        sum = std::min(sum, 4.0);
    return std::max(0.0, sum);
}

namespace {

// The chance of at least each value of a sum (suffix sums), for many questions in a row.
struct Tail {
    static constexpr int kW = SumDistribution::kWindow;
    std::array<double, 2 * kW + 2> atLeast; // every entry is written below
    int shift = 0;
    explicit Tail(const SumDistribution& d) : shift(d.shift) {
        // The suffix sums over the non-zero chances; adding a zero changes no sum, so above
        // them every entry is 0 and below them every entry is the whole sum.
        const auto [lo, hi] = d.nonZero();
        std::fill(atLeast.begin() + hi, atLeast.end(), 0.0);
        for (int i = hi - 1; i >= lo; --i)
            atLeast[size_t(i)] = atLeast[size_t(i) + 1] + d.p[size_t(i)];
        for (int i = lo - 1; i >= 0; --i)
            atLeast[size_t(i)] = atLeast[size_t(lo)];
    }
    [[nodiscard]] double operator()(int value) const {
        const int i = std::clamp(value - shift + kW, 0, 2 * kW + 1);
        return atLeast[size_t(i)];
    }
};

// The expected worth of a check outcome when `added` more strength goes in on top of `base`.
double outcomeWorth(const Tail& base, const CheckStakes& st, int added) {
    const double pass = base(st.difficulty - added);
    const double partial = st.partialAt >= 0 ? base(st.partialAt - added) : pass;
    return pass * st.pass + (partial - pass) * st.partial + (1 - partial) * st.fail;
}

// The strength worth adding on top of `base` when at most `capacity` can be added: the best
// trade between the outcome and the cards spent (`cost` a point).
int bestAddition(const SumDistribution& distribution, const CheckStakes& st, double capacity, double cost,
                 double* worth = nullptr) {
    const Tail base(distribution);
    int best = 0;
    double bestWorth = outcomeWorth(base, st, 0);
    // Once both thresholds are certain, the outcome is worth the same with more strength
    // (the suffix sums never fall below), so more only costs: nothing further is better.
    const double certain = base(INT_MIN / 2);
    for (int add = 1; add <= int(capacity); ++add) {
        const double w = outcomeWorth(base, st, add) - cost * add;
        if (w > bestWorth + 1e-9) {
            bestWorth = w;
            best = add;
        }
        if (cost >= 0 && base(st.difficulty - add) == certain &&
            (st.partialAt < 0 || base(st.partialAt - add) == certain))
            break;
    }
    if (worth)
        *worth = bestWorth;
    return best;
}

CheckStakes crisisStakes(const PlayerKnowledge& k, CardIdx card) {
    const CrisisDef& d = cardData().crises[card];
    CheckStakes st;
    st.pass = effectWorth(k, d.pass);
    st.fail = effectWorth(k, d.fail);
    st.partial = d.partialEffects != kNoList ? effectWorth(k, d.partialEffects) : st.fail;
    st.difficulty = d.difficulty;
    st.partialAt = d.partial;
    return st;
}

// The worth of an attack card's ships and special rule.
double attackWorth(const PlayerKnowledge& k, const CrisisDef& d) {
    double w = 0;
    for (int a = 0; a < kAreaCount; ++a) {
        const auto& ships = d.setup[size_t(a)];
        w -= ships[size_t(ShipKind::Raider)] * (k.civilians(Area(a)) > 0 ? 1.0 : 0.6);
        w -= ships[size_t(ShipKind::HeavyRaider)] * (isLaunchArea(Area(a)) ? 2.5 : 1.4);
        w -= ships[size_t(ShipKind::Basestar)] * 3.0;
        w -= ships[size_t(ShipKind::Civilian)] * 0.45 * civilianWorth(k);
        w += ships[size_t(ShipKind::Viper)] * 0.3;
    }
    w += effectWorth(k, d.special);
    return w;
}

} // namespace

CheckStakes stakesOfCheck(const PlayerKnowledge& k) {
    const SkillCheckState& c = k.check();
    CheckStakes st;
    if (c.source == CheckSource::Crisis && c.sourceArg >= 0) {
        st = crisisStakes(k, CardIdx(c.sourceArg));
    } else if (c.source == CheckSource::Location && c.sourceArg == namedLocations().brig) {
        st.pass = 1.5;
    } else {
        st.pass = 0.4;
    }
    st.difficulty = c.difficulty - (k.checkExtras().emergencyDeclared ? 2 : 0);
    st.partialAt = c.partial;
    return st;
}

double attemptWorth(const PlayerKnowledge& k, CardIdx card) {
    const CrisisDef& d = cardData().crises[card];
    const CheckStakes st = crisisStakes(k, card);
    double capacity = 0;
    for (int seat = 0; seat < k.playerCount(); ++seat)
        if (seat != k.current() || k.cylonRevealed())
            capacity += positiveStrength(k, Seat(seat), d.skills);
    SumDistribution base = destinyPair(k, d.skills);
    if (!k.revealed(k.current()))
        base = base.plus(currentCharacterCard(k, d.skills));
    double worth = 0;
    bestAddition(base, st, capacity * 0.85, 0.7 * kWorthPerStrength, &worth);
    return worth;
}

double crisisWorth(const PlayerKnowledge& k, CardIdx card) {
    const CrisisDef& d = cardData().crises[card];
    double w = 0;
    if (d.kind == CrisisKind::CylonAttack) {
        w = attackWorth(k, d);
    } else if (d.chooser) {
        const double a = d.aIsCheck ? attemptWorth(k, card) : effectWorth(k, d.a.effects);
        w = std::max(a, effectWorth(k, d.b.effects));
    } else if (d.kind == CrisisKind::SkillCheck) {
        w = attemptWorth(k, card);
    }
    Effect activate;
    activate.op = Op::Activate;
    activate.activation = d.activation;
    if (d.activation != Activation::None) {
        // The activation icon's cost, as the effect would count it.
        switch (d.activation) {
        case Activation::Raiders: w -= 0.6 + 1.2 * civilianDanger(k); break;
        case Activation::HeavyRaiders: w -= 0.5; break;
        case Activation::Basestars: w -= 0.6 * (k.basestarArea(0) >= 0) + 0.6 * (k.basestarArea(1) >= 0); break;
        case Activation::LaunchRaiders: w -= 1.2 * ((k.basestarArea(0) >= 0) + (k.basestarArea(1) >= 0)); break;
        default: break;
        }
    }
    if (d.jump)
        w += 2.6;
    return w;
}

StillToCome stillToCome(const PlayerKnowledge& k, Seat seat, SkillMask skills) {
    StillToCome c;
    for (Seat s = Seat((seat + 1) % k.playerCount()); s != Seat((k.current() + 1) % k.playerCount());
         s = Seat((s + 1) % k.playerCount())) {
        if (s == k.current() && !k.cylonRevealed())
            break; // 3.3: the current character's random card is counted with the check's cards
        if (k.revealed(s)) { // 3.5: its strongest card of a wrong colour is still to come
            if (k.handSize(s) > 0)
                ++c.wrongColourCards;
            continue;
        }
        c.strength += positiveStrength(k, s, skills);
        if (s == k.current())
            break;
    }
    return c;
}

Option contributionCovering(const PlayerKnowledge& k, Seat seat, double share) {
    const Option* pick = nullptr;
    double pickScore = 1e9;
    for (const Option& o : k.options()) {
        if (o.verb != Verb::Contribute)
            continue;
        const int v = checkValue(k, SkillCard(o.a));
        if (v <= 0)
            continue;
        const double keep = cardWorth(k, seat, SkillCard(o.a));
        const double score = v + 0.5 >= share ? (v - share) + keep : 100.0 - v + keep;
        if (score < pickScore) {
            pickScore = score;
            pick = &o;
        }
    }
    return pick ? *pick : opt(Verb::Done);
}

Option decideContribution(const PlayerKnowledge& k) {
    const Seat seat = k.actor();
    if (seat < 0 || k.revealed(seat)) // 3.5's tie (Golden Rule): equally strong cards
        return k.options().front();
    // Nothing to add that helps: the odds are not needed.
    double mine = 0;
    for (const Option& o : k.options())
        if (o.verb == Verb::Contribute) {
            const int v = checkValue(k, SkillCard(o.a));
            if (v > 0)
                mine += v;
        }
    if (mine <= 0)
        return opt(Verb::Done);
    const CheckStakes st = stakesOfCheck(k);
    const StillToCome later = stillToCome(k, seat, k.check().skills);
    const SumDistribution now = checkTotal(k, true).shifted(-3 * later.wrongColourCards);
    const int wanted = bestAddition(now, st, mine + 0.8 * later.strength, strengthCost(k, seat));
    if (wanted <= 0)
        return opt(Verb::Done);
    // This character's share of what the check still needs.
    const double share = wanted * mine / (mine + 0.8 * later.strength);
    if (share < 0.75)
        return opt(Verb::Done);
    return contributionCovering(k, seat, share);
}

Option decideCrisisChoice(const PlayerKnowledge& k) {
    const CardIdx card = CardIdx(k.context());
    const CrisisDef& d = cardData().crises[card];
    return bestOption(k, [&](const Option& o) -> double {
        if (o.verb != Verb::Option)
            return -1e9;
        if (o.a == 0)
            return d.aIsCheck ? attemptWorth(k, card) : effectWorth(k, d.a.effects);
        return effectWorth(k, d.b.effects);
    });
}

} // namespace bsg::solo::policy
