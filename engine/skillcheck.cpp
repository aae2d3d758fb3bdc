// Skill checks (rulebook "Skill Checks"): destiny, contributions from the current player's
// left around to the current player, shuffle, total, result, discards.
#include "rules.h"

#include <algorithm>

namespace bsg {

namespace {

enum Stage : int8_t { Start, Contribute, ContributeAnswer, Total };

int contributionLimit(const GameState& s, Seat seat) {
    const auto& p = s.players[size_t(seat)];
    if (p.revealed || p.location == locs().brig)
        return 1; // revealed Cylons and prisoners add at most one card
    return 99;
}

} // namespace

std::vector<Option> contributionOptions(const GameState& s, Seat seat) {
    std::vector<Option> options{opt(Verb::Done)};
    if (s.check.addedByContributor >= contributionLimit(s, seat))
        return options;
    const auto& hand = s.players[size_t(seat)].hand;
    for (size_t i = 0; i < hand.size(); ++i)
        if (i == 0 || hand[i] != hand[i - 1])
            options.push_back(opt(Verb::Contribute, hand[i]));
    return options;
}

Flow runSkillCheck(Ctx& c) {
    GameState& s = c.s;
    auto& k = s.check;
    switch (c.f.stage) {
    case Start: {
        k = SkillCheckState{};
        k.difficulty = int8_t(c.f.a);
        k.skills = SkillMask(c.f.b);
        k.source = CheckSource(c.f.c);
        k.sourceArg = c.f.d;
        if (k.source == CheckSource::Crisis)
            k.partial = int8_t(db().crises[size_t(c.f.d)].partial);
        // Two destiny cards start the pile.
        for (int i = 0; i < 2; ++i) {
            if (s.destiny.empty())
                rebuildDestiny(s);
            s.checkPile.push_back(s.destiny.front());
            s.checkPileOwner.push_back(kNoSeat);
            s.destiny.erase(s.destiny.begin());
        }
        if (s.destiny.empty())
            rebuildDestiny(s);
        logEvent(s, EventKind::DestinyDealt, kNoSeat, 2);
        k.contributor = s.leftOf(s.current);
        k.addedByContributor = 0;
        c.f.stage = Contribute;
        return Flow::Continue;
    }
    case ContributeAnswer: {
        const Option o = takeAnswer(s);
        const Seat seat = k.contributor;
        if (o.verb == Verb::Contribute) {
            auto& hand = s.players[size_t(seat)].hand;
            const auto it = std::find(hand.begin(), hand.end(), SkillCard(o.a));
            const size_t index = size_t(it - hand.begin());
            auto& p = s.players[size_t(seat)];
            if (p.activeCard == int8_t(index))
                p.activeCard = -1;
            else if (p.activeCard > int8_t(index))
                --p.activeCard;
            hand.erase(it);
            s.checkPile.push_back(SkillCard(o.a));
            s.checkPileOwner.push_back(seat);
            ++k.addedByContributor;
            logEvent(s, EventKind::Contributed, seat, o.a, 0, 0, seatBit(seat));
            c.f.stage = Contribute;
            return Flow::Continue;
        }
        // done: the next contributor, ending with the current player
        if (seat == s.current) {
            c.f.stage = Total;
            return Flow::Continue;
        }
        k.contributor = s.leftOf(seat);
        k.addedByContributor = 0;
        c.f.stage = Contribute;
        return Flow::Continue;
    }
    case Contribute:
        c.f.stage = ContributeAnswer;
        return ask(c, k.contributor, DecisionKind::Contribute, contributionOptions(s, k.contributor), k.difficulty,
                   k.skills);
    default: { // Total
        s.rng.shuffle(s.checkPile); // nobody may know who played which card
        int total = 0;
        for (SkillCard card : s.checkPile) {
            const SkillCardDef& def = db().skillCards[card];
            const bool positive = (k.skills & skillBit(def.type)) != 0;
            total += positive ? def.strength : -def.strength;
            logEvent(s, EventKind::CheckRevealed, kNoSeat, card, positive);
        }
        k.total = int16_t(total);
        k.result = total >= k.difficulty              ? CheckResult::Pass
                   : (k.partial >= 0 && total >= k.partial) ? CheckResult::Partial
                                                             : CheckResult::Fail;
        logEvent(s, EventKind::CheckResult, kNoSeat, total, k.difficulty, int(k.result));
        for (SkillCard card : s.checkPile)
            discardSkill(s, card);
        s.checkPile.clear();
        s.checkPileOwner.clear();
        if (k.source == CheckSource::Crisis) {
            const CrisisDef& def = db().crises[size_t(k.sourceArg)];
            const ListId list = k.result == CheckResult::Pass      ? def.pass
                                : k.result == CheckResult::Partial ? def.partialEffects
                                                                   : def.fail;
            if (list != kNoList)
                c.push(FrameKind::Effects, list, 0, k.sourceArg);
        }
        return Flow::Done;
    }
    }
}

} // namespace bsg
