// Skill checks (rulebook "Skill Checks"): destiny, contributions from the current player's
// left around to the current player, shuffle, total, result, discards - with the cards and
// abilities that act on a check: Mysterious Intuition (instead of the check), Investigative
// Committee and Scientific Research (as it begins), Blind Devotion (before the total),
// Inspirational Leader (Adama's own crisis), Declare Emergency (after the total) and
// Command Authority (after the result is applied). Super Crisis cards are immune to character abilities.
#include "rules_core.h"
#include "check_hooks.h"
#include "treachery.h"

#include <algorithm>
#include <optional>

namespace bsg {

namespace {

enum Stage : int8_t { Start, Contribute, ContributeAnswer, Total, IntuitionAnswer, BeforeCards, BeforeAnswer, Destiny,
                      Devotion, DevotionAnswer, Emergency, EmergencyAnswer, Result };

int contributionLimit(const GameState& s, Seat seat) {
    const auto& p = s.players[size_t(seat)];
    return (p.revealed | (p.location == locs().brig)) ? 1 : 99; // revealed Cylons and prisoners add one card at most
}

// Character abilities may act on this check (not on a Super Crisis).
bool abilitiesApply(const SkillCheckState& k) {
    return !(k.source == CheckSource::Crisis && db().crises[size_t(k.sourceArg)].super);
}

Seat windowSeat(const GameState& s) { return s.seatFrom(s.current, s.checkExtras.windowSeat); }

// `withPegasus`: Pegasus is in play (asked once per check by the caller).
OptionList beforeCheckOptions(const GameState& s, Seat seat, bool withPegasus) {
    OptionList options;
    if (isRevealed(s, seat))
        return options;
    if (withPegasus) // Assign Chief of Staff, Fast Learner
        pegasus::addBeforeCheckOptions(s, seat, options);
    // One look at the hand first: it seldom holds either card, and then neither is looked for.
    const CardDb& d = db();
    const uint64_t either = d.skillCardsNamed[size_t(SkillName::InvestigativeCommittee)] |
                            d.skillCardsNamed[size_t(SkillName::ScientificResearch)] | d.recklessCards;
    const auto& hand = s.players[size_t(seat)].hand;
    if (std::none_of(hand.begin(), hand.end(), [&](SkillCard card) {
            return ((either >> (card & (CardDb::kMaxSkillCards - 1))) & 1u) != 0;
        })) {
        if (!options.empty())
            options.push_back(opt(Verb::Decline));
        return options;
    }
    // A variant that puts every card in face down gives Investigative Committee no effect, so
    // it is not offered there (Variant::faceUpChecksPossible).
    if (!s.checkExtras.faceUp && faceUpChecksPossible(s))
        addPlayOptions(s, seat, SkillName::InvestigativeCommittee, options);
    if (!s.checkExtras.engineeringPositive)
        addPlayOptions(s, seat, SkillName::ScientificResearch, options);
    if (hasBox(s, Box::Pegasus))
        pegasus::addRecklessOptions(s, seat, options);
    if (!options.empty())
        options.push_back(opt(Verb::Decline));
    return options;
}

// A card's value in the check, and why (the log tells it with the card): the first reason
// that holds, in this order.
struct CardWorth {
    int value;
    CardValueReason reason;
};

CardWorth cardWorth(const GameState& s, SkillCard card) {
    const SkillCardDef& def = db().skillCards[card];
    const CheckExtras& x = s.checkExtras;
    if (x.zeroType == int(def.type)) // Tyrol's Blind Devotion: the colour counts nothing
        return {0, CardValueReason::BlindDevotion};
    if ((s.check.skills & skillBit(def.type)) != 0)
        return {def.strength, CardValueReason::Colour};
    if (def.type == SkillType::Treachery && pegasus::treacheryCountsFor(s)) // At Any Cost
        return {def.strength, CardValueReason::AtAnyCost};
    if (x.engineeringPositive && def.type == SkillType::Engineering)
        return {def.strength, CardValueReason::ScientificResearch};
    if (x.strengthOnePositive && def.strength == 1)
        return {def.strength, CardValueReason::InspirationalLeader};
    return {-def.strength, CardValueReason::WrongColour};
}

void pushCrisisResult(Ctx& c) {
    const SkillCheckState& k = c.s.check;
    if (k.source != CheckSource::Crisis)
        return;
    const CrisisDef& def = db().crises[size_t(k.sourceArg)];
    const ListId list = k.result == CheckResult::Pass      ? def.pass
                        : k.result == CheckResult::Partial ? def.partialEffects
                                                           : def.fail;
    if (list != kNoList)
        c.push(FrameKind::Effects, list, 0, k.sourceArg);
}

} // namespace

OptionList contributionOptions(const GameState& s, Seat seat) {
    OptionList options{opt(Verb::Done)};
    if (s.check.addedByContributor >= contributionLimit(s, seat))
        return options;
    addDistinctCards(options, s.players[size_t(seat)].hand, Verb::Contribute);
    return options;
}

namespace {

// The stages of a check, each a function. One that returns nullopt has set the next stage,
// which runSkillCheck then runs at once when nothing may come between (Ctx::mayRunNextStage);
// one that returns a Flow ends this run of the frame (a decision, the end, or another pass
// round the frame loop).
using StageResult = std::optional<Flow>;

// The check begins: its state, and Boomer's Mysterious Intuition offered on a crisis's check.
StageResult startCheck(Ctx& c) {
    GameState& s = c.s;
    auto& k = s.check;
    k = SkillCheckState{};
    s.checkExtras = CheckExtras{};
    k.difficulty = int8_t(c.f.a);
    k.skills = SkillMask(c.f.b);
    k.source = CheckSource(c.f.c);
    k.sourceArg = c.f.d;
    if (hasBox(s, Box::Pegasus))
        s.pegasus.recklessCard = -1;
    if (k.source == CheckSource::Crisis)
        k.partial = int8_t(db().crises[size_t(c.f.d)].partial);
    c.f.stage = BeforeCards;
    const Seat boomer = activeSeat(s, chars().boomer);
    if (k.source == CheckSource::Crisis && abilitiesApply(k) && boomer != kNoSeat &&
        !s.players[size_t(boomer)].onceUsed) {
        const int ability = abilityIndex(chars().boomer, "mysterious_intuition");
        c.f.stage = IntuitionAnswer;
        return askChoice(c, boomer, CorePrompt::MysteriousIntuition,
                         {opt(Verb::Use, kUseAbility, ability, kUsePass),
                          opt(Verb::Use, kUseAbility, ability, kUseFail), opt(Verb::Decline)},
                         k.sourceArg);
    }
    return std::nullopt;
}

Flow mysteriousIntuitionAnswer(Ctx& c) {
    GameState& s = c.s;
    const Option o = takeAnswer(s);
    if (o.verb != Verb::Use) {
        c.f.stage = BeforeCards;
        return Flow::Continue;
    }
    const Seat boomer = activeSeat(s, chars().boomer);
    s.players[size_t(boomer)].onceUsed = true;
    s.check.result = o.c == kUsePass ? CheckResult::Pass : CheckResult::Fail;
    logEvent(s, EventKind::AbilityUsed, boomer, int(AbilityNote::MysteriousIntuition),
             s.check.result == CheckResult::Pass ? 0 : 1);
    pushCrisisResult(c);
    return Flow::Done;
}

// Investigative Committee and Scientific Research, offered round the table from the current player.
StageResult offerBeforeCheckCards(Ctx& c) {
    GameState& s = c.s;
    auto& x = s.checkExtras;
    const bool withPegasus = hasBox(s, Box::Pegasus);
    while (x.windowSeat < s.playerCount()) {
        auto options = beforeCheckOptions(s, windowSeat(s), withPegasus);
        if (!options.empty()) {
            c.f.stage = BeforeAnswer;
            return askChoice(c, windowSeat(s), CorePrompt::BeforeCheckCards, std::move(options));
        }
        ++x.windowSeat;
    }
    c.f.stage = Destiny;
    return std::nullopt;
}

Flow beforeCheckCardAnswer(Ctx& c) {
    GameState& s = c.s;
    auto& x = s.checkExtras;
    const Option o = takeAnswer(s);
    if (o.verb == Verb::Use && pegasus::beforeCheckAnswer(c, windowSeat(s), o)) { // only Pegasus offers a use here
        c.f.stage = BeforeCards;
        return Flow::Continue;
    }
    if (o.verb == Verb::Play && pegasus::isReckless(SkillCard(o.a))) {
        playFromHand(s, windowSeat(s), SkillCard(o.a));
        pegasus::playReckless(c, windowSeat(s), SkillCard(o.a));
    } else if (o.verb == Verb::Play) {
        playFromHand(s, windowSeat(s), SkillCard(o.a));
        if (skillCardName(SkillCard(o.a)) == SkillName::InvestigativeCommittee) {
            x.faceUp = true;
            logEvent(s, EventKind::CardRule, windowSeat(s), int(CardNote::InvestigativeCommittee));
        } else {
            x.engineeringPositive = true;
            logEvent(s, EventKind::CardRule, windowSeat(s), int(CardNote::ScientificResearch));
        }
    } else {
        ++x.windowSeat;
    }
    c.f.stage = BeforeCards;
    return Flow::Continue;
}

// Adama's Inspirational Leader, then the two destiny cards that start the pile.
StageResult dealDestiny(Ctx& c) {
    GameState& s = c.s;
    auto& k = s.check;
    auto& x = s.checkExtras;
    // Inspirational Leader: the crisis Adama drew counts every strength 1 card for.
    x.strengthOnePositive = k.source == CheckSource::Crisis && abilitiesApply(k) &&
                            isCharacter(s, s.current, chars().adama);
    if (x.strengthOnePositive)
        logEvent(s, EventKind::AbilityUsed, s.current, int(AbilityNote::InspirationalLeader));
    // Pegasus's Investigative Committee leaves the destiny cards face down.
    const bool withPegasus = hasBox(s, Box::Pegasus);
    const bool destinyFaceUp = x.faceUp && !withPegasus;
    const int destinyCards = withPegasus && pegasus::destinySkipped(s) ? 0 : 2; // Guts and Initiative
    for (int i = 0; i < destinyCards; ++i) {
        if (s.destiny.empty())
            rebuildDestiny(s);
        s.checkPile.push_back(s.destiny.front());
        s.checkPileOwner.push_back(kNoSeat);
        eraseCard(s.destiny, 0);
        if (destinyFaceUp)
            logEvent(s, kRevealsToAll, EventKind::Contributed, kNoSeat, s.checkPile.back());
    }
    if (s.destiny.empty())
        rebuildDestiny(s);
    logEvent(s, EventKind::DestinyDealt, kNoSeat, destinyCards); // face down: nothing is shown
    if (withPegasus)
        pegasus::dealFastLearnerCards(s); // counted as added after the Destiny cards
    k.contributor = s.leftOf(s.current);
    k.addedByContributor = 0;
    c.f.stage = Contribute;
    return std::nullopt;
}

// A contributor's answer: a card into the pile, or done. True when the current player, the
// last to contribute, is done.
bool takeContribution(GameState& s) {
    auto& k = s.check;
    const Option o = takeAnswer(s);
    const Seat seat = k.contributor;
    if (o.verb == Verb::Contribute) {
        removeFromHand(s, seat, handIndexOf(s, seat, SkillCard(o.a)));
        s.checkPile.push_back(SkillCard(o.a));
        s.checkPileOwner.push_back(seat);
        ++k.addedByContributor;
        logEvent(s, privateTo(s.checkExtras.faceUp ? kPublic : seatBit(seat)), EventKind::Contributed, seat, o.a);
        return false;
    }
    if (seat == s.current)
        return true;
    k.contributor = s.leftOf(seat); // the next contributor, ending with the current player
    k.addedByContributor = 0;
    return false;
}

// The contributions from the current player's left round to the current player: one after
// another without a pass round the frame loop while nobody else may act in between.
StageResult contributions(Ctx& c) {
    GameState& s = c.s;
    const auto& k = s.check;
    for (;;) {
        if (c.f.stage == ContributeAnswer) {
            const Seat seat = k.contributor;
            const bool last = takeContribution(s);
            // Pegasus's Probation: the player on it has added his cards (probationer is kNoSeat
            // in a game without Pegasus).
            if ((last || k.contributor != seat) && seat == s.pegasus.probationer && pegasus::offerProbation(c, seat)) {
                c.f.stage = last ? Devotion : Contribute;
                return Flow::Continue;
            }
            if (last) {
                c.f.stage = Devotion;
                return std::nullopt;
            }
        }
        c.f.stage = ContributeAnswer;
        const Flow flow = ask(c, k.contributor, DecisionKind::Contribute, contributionOptions(s, k.contributor),
                              k.difficulty, k.skills);
        if (!c.mayRunNextStage(flow)) // the contributor decides (else the one option is the answer)
            return flow;
    }
}

// Tyrol's Blind Devotion: once all cards are in (face up or not), before the total.
StageResult offerBlindDevotion(Ctx& c) {
    GameState& s = c.s;
    const Seat tyrol = activeSeat(s, chars().tyrol);
    c.f.stage = Total;
    if (!abilitiesApply(s.check) || tyrol == kNoSeat || s.players[size_t(tyrol)].onceUsed)
        return std::nullopt;
    const int ability = abilityIndex(chars().tyrol, "blind_devotion");
    OptionList options;
    for (int t = 0; t < kMaxSkillTypes; ++t) // with Pegasus, Treachery too
        if (skillTypeInPlay(s, t))
            options.push_back(opt(Verb::Use, kUseAbility, ability, kUseType + t));
    options.push_back(opt(Verb::Decline));
    c.f.stage = DevotionAnswer;
    return askChoice(c, tyrol, CorePrompt::BlindDevotion, std::move(options));
}

Flow blindDevotionAnswer(Ctx& c) {
    GameState& s = c.s;
    if (const Option o = takeAnswer(s); o.verb == Verb::Use) {
        const Seat tyrol = activeSeat(s, chars().tyrol);
        s.players[size_t(tyrol)].onceUsed = true;
        s.checkExtras.zeroType = int8_t(o.c - kUseType);
        logEvent(s, EventKind::AbilityUsed, tyrol, int(AbilityNote::BlindDevotion), s.checkExtras.zeroType);
    }
    c.f.stage = Total;
    return Flow::Continue;
}

// The pile shuffled (nobody may know who played which card) and every card shown with its worth.
StageResult totalCheck(Ctx& c) {
    GameState& s = c.s;
    s.rng.shuffle(s.checkPile);
    int total = 0;
    for (SkillCard card : s.checkPile) {
        const CardWorth worth = cardWorth(s, card);
        total += worth.value;
        logEvent(s, kRevealsToAll, EventKind::CheckRevealed, kNoSeat, card, worth.value, int(worth.reason));
    }
    s.check.total = int16_t(total);
    s.checkExtras.windowSeat = 0;
    c.f.stage = Emergency;
    if (hasBox(s, Box::Pegasus) && s.pegasus.recklessCard >= 0) { // its abilities resolve first
        pegasus::pushRecklessAbilities(c);
        return Flow::Continue;
    }
    return std::nullopt;
}

// Declare Emergency, once per check, offered round the table from the current player.
StageResult offerDeclareEmergency(Ctx& c) {
    GameState& s = c.s;
    auto& x = s.checkExtras;
    while (!x.emergencyDeclared && x.windowSeat < s.playerCount()) {
        const Seat seat = windowSeat(s);
        if (!isRevealed(s, seat) && holds(s, seat, SkillName::DeclareEmergency)) {
            OptionList options;
            addPlayOptions(s, seat, SkillName::DeclareEmergency, options);
            options.push_back(opt(Verb::Decline));
            c.f.stage = EmergencyAnswer;
            return askChoice(c, seat, CorePrompt::DeclareEmergency, std::move(options), s.check.total);
        }
        ++x.windowSeat;
    }
    c.f.stage = Result;
    return std::nullopt;
}

Flow declareEmergencyAnswer(Ctx& c) {
    GameState& s = c.s;
    if (const Option o = takeAnswer(s); o.verb == Verb::Play) {
        playFromHand(s, windowSeat(s), SkillCard(o.a));
        s.checkExtras.emergencyDeclared = true;
        logEvent(s, EventKind::CardRule, windowSeat(s), int(CardNote::DeclareEmergency), -2);
    } else {
        ++s.checkExtras.windowSeat;
    }
    c.f.stage = Emergency;
    return Flow::Continue;
}

// The result, then (pushed above this frame) the crisis's outcome and the check's end.
Flow applyCheckResult(Ctx& c) {
    GameState& s = c.s;
    auto& k = s.check;
    const int difficulty = k.difficulty - (s.checkExtras.emergencyDeclared ? 2 : 0) -
                           (hasBox(s, Box::Pegasus) ? pegasus::recklessDifficultyCut(s) : 0);
    k.result = k.total >= difficulty                      ? CheckResult::Pass
               : (k.partial >= 0 && k.total >= k.partial) ? CheckResult::Partial
                                                          : CheckResult::Fail;
    logEvent(s, EventKind::CheckResult, kNoSeat, k.total, difficulty, int(k.result), k.partial);
    // The result is applied first (a location applies its own when this frame is done, then
    // pushes CheckEnd); the cards stay in the pile until then, so they cannot pay it.
    if (!rulesRevision2(s)) { // revision 1: Command Authority and the discard came before the result
        c.push(FrameKind::CheckEnd);
        pushCrisisResult(c);
        return Flow::Done;
    }
    pushCrisisResult(c);
    if (k.source == CheckSource::Crisis)
        c.push(FrameKind::CheckEnd);
    return Flow::Done;
}

// The check goes on from a stage that returned nullopt to the next, at once when nothing may
// come between (Ctx::mayRunNextStage), else by a pass round the frame loop.
StageResult goOn(Ctx& c, StageResult result) {
    if (!result && !c.mayRunNextStage(Flow::Continue))
        return Flow::Continue;
    return result;
}

} // namespace

// The stages in the check's order: each case runs into the next, so that a run of the frame
// makes one jump into the stages, not one per stage (the jumps go to places as good as random
// to the processor). The answers to a stage's question come back to their own cases.
Flow runSkillCheck(Ctx& c) {
    switch (c.f.stage) {
    case Start:
        if (const StageResult flow = goOn(c, startCheck(c)))
            return *flow;
        assert(c.f.stage == BeforeCards);
        [[fallthrough]];
    case BeforeCards:
        if (const StageResult flow = goOn(c, offerBeforeCheckCards(c)))
            return *flow;
        assert(c.f.stage == Destiny);
        [[fallthrough]];
    case Destiny:
        if (const StageResult flow = goOn(c, dealDestiny(c)))
            return *flow;
        assert(c.f.stage == Contribute);
        [[fallthrough]];
    case Contribute:
    case ContributeAnswer:
        if (const StageResult flow = goOn(c, contributions(c)))
            return *flow;
        assert(c.f.stage == Devotion);
        [[fallthrough]];
    case Devotion:
        if (const StageResult flow = goOn(c, offerBlindDevotion(c)))
            return *flow;
        assert(c.f.stage == Total);
        [[fallthrough]];
    case Total:
        if (const StageResult flow = goOn(c, totalCheck(c)))
            return *flow;
        assert(c.f.stage == Emergency);
        [[fallthrough]];
    case Emergency:
        if (const StageResult flow = goOn(c, offerDeclareEmergency(c)))
            return *flow;
        assert(c.f.stage == Result);
        [[fallthrough]];
    case Result: return applyCheckResult(c);
    case IntuitionAnswer: return mysteriousIntuitionAnswer(c);
    case BeforeAnswer: return beforeCheckCardAnswer(c);
    case DevotionAnswer: return blindDevotionAnswer(c);
    case EmergencyAnswer: return declareEmergencyAnswer(c);
    default: return Flow::Done;
    }
}

// After the check and its result: Command Authority, then the cards are discarded.
Flow runCheckEnd(Ctx& c) {
    GameState& s = c.s;
    const SkillCheckState& k = s.check;
    const Seat adama = activeSeat(s, chars().adama);
    if (c.f.stage == 0) {
        c.f.stage = 2;
        if (abilitiesApply(k) && adama != kNoSeat && !s.players[size_t(adama)].onceUsed && !s.checkPile.empty()) {
            c.f.stage = 1;
            const int ability = abilityIndex(chars().adama, "command_authority");
            return askChoice(c, adama, CorePrompt::CommandAuthority,
                             {opt(Verb::Use, kUseAbility, ability), opt(Verb::Decline)});
        }
    }
    if (c.f.stage == 1 && takeAnswer(s).verb == Verb::Use) {
        // Command Authority: every card of the check goes to Adama's hand.
        auto& p = s.players[size_t(adama)];
        p.onceUsed = true;
        for (SkillCard card : s.checkPile) {
            p.hand.push_back(card);
            logEvent(s, revealedTo(seatBit(adama)), EventKind::DrewSkill, adama, card);
        }
        cardsJoinedHand(s, adama, s.checkPile, false);
        logEvent(s, EventKind::AbilityUsed, adama, int(AbilityNote::CommandAuthority), int(s.checkPile.size()));
        s.checkPile.clear();
        s.checkPileOwner.clear();
    }
    for (SkillCard card : s.checkPile)
        discardSkill(s, card);
    s.checkPile.clear();
    s.checkPileOwner.clear();
    return Flow::Done;
}

} // namespace bsg
