// Skill cards played for their text as an action (components: skill_cards). The cards
// played at other moments are offered where their moment comes: Investigative Committee,
// Scientific Research and Declare Emergency in skillcheck.cpp, Strategic Planning and
// Evasive Maneuvers in roll.cpp.
#include "rules_core.h"
#include "treachery.h"

#include <algorithm>

namespace bsg {

void addPlayOptions(const GameState& s, Seat seat, SkillName name, OptionList& options) {
    const CardDb& d = db();
    addFirstCopiesWhere(options, s.players[size_t(seat)].hand, Verb::Play,
                        [&d, name](SkillCard card) { return d.skillCardNamed(card, name); });
}

void playFromHand(GameState& s, Seat seat, SkillCard card) {
    discardFromHand(s, seat, handIndexOf(s, seat, card), DiscardCause::Played);
}

bool skillActionAvailable(const GameState& s, Seat seat, SkillCard card) {
    const SkillCardDef& def = db().skillCards[card];
    if (def.timing != SkillTiming::Action && def.named != SkillName::FullThrottle) // Pegasus's, also a movement
        return false;
    if (def.type == SkillType::Treachery) // a Cylon player's text only (Pegasus)
        return pegasus::treacheryActionAvailable(s, seat, card);
    const auto& p = s.players[size_t(seat)];
    switch (skillCardName(card)) {
    case SkillName::ExecutiveOrder:
        return !(s.turnFlags & kTurnExecutiveOrder) && hasCharacterTarget(s, seat, false);
    case SkillName::LaunchScout: return s.raptorsReserve > 0; // a raptor must be in the Reserves to be risked
    case SkillName::MaximumFirepower:
    case SkillName::FullThrottle: return p.viperArea >= 0;
    case SkillName::Repair:
        return (p.location >= 0 && locationDamaged(s, p.location)) ||
               (p.location == locs().hangarDeck && s.vipersDamaged > 0);
    default: return true;
    }
}

namespace {

// Consolidate Power: two cards of any types, one decision each; c counts the cards drawn.
Flow consolidatePower(Ctx& c, Seat seat) {
    GameState& s = c.s;
    if (c.f.stage == 1) {
        giveSkill(s, seat, SkillType(takeAnswer(s).a));
        ++c.f.c;
    }
    if (c.f.c >= 2)
        return Flow::Done;
    OptionList options;
    for (int t = 0; t < kMaxSkillTypes; ++t) // any type of the game's, Treachery too with Pegasus
        if (skillTypeInPlay(s, t))
            options.push_back(opt(Verb::Draw, t));
    c.f.stage = 1;
    return ask(c, seat, DecisionKind::DrawSkill, std::move(options), 2 - c.f.c);
}

// Executive Order: another character moves and acts, or acts twice (c: that character's seat).
Flow executiveOrder(Ctx& c, Seat seat) {
    GameState& s = c.s;
    enum : int8_t { Start, Target, Mode };
    if (c.f.stage == Start) {
        s.turnFlags |= kTurnExecutiveOrder;
        c.f.stage = Target;
        return askChoice(c, seat, CorePrompt::ExecutiveOrderTarget, characterTargets(s, seat, false));
    }
    if (c.f.stage == Target) {
        c.f.c = s.seatOf(CharId(takeAnswer(s).a));
        c.f.stage = Mode;
        return askChoice(c, Seat(c.f.c), CorePrompt::ExecutiveOrderMode,
                         {opt(Verb::Option, 0), opt(Verb::Option, 1)}, c.f.c);
    }
    const Seat target = Seat(c.f.c);
    if (takeAnswer(s).a == 0) { // move, then one action
        c.push(FrameKind::Movement, target);
        c.push(FrameKind::Action, target, 1);
    } else { // stay and take two actions
        c.push(FrameKind::Action, target, 2);
    }
    return Flow::Done;
}

// Launch Scout: a roll risks a raptor; then the top card of a deck is looked at and maybe buried.
Flow launchScout(Ctx& c, Seat seat) {
    GameState& s = c.s;
    enum : int8_t { Start, Rolled, Deck, Place };
    if (c.f.stage == Start) {
        c.f.stage = Rolled;
        c.push(FrameKind::Roll, int(RollPurpose::Risk));
        return Flow::Continue;
    }
    if (c.f.stage == Rolled) {
        logEvent(s, EventKind::RollOutcome, seat, int(RollUse::LaunchScout), s.lastRoll, 3, s.lastRoll >= 3);
        if (s.lastRoll < 3) { // the raptor is destroyed
            --s.raptorsReserve;
            ++s.raptorsDestroyed;
            return Flow::Done;
        }
        c.f.stage = Deck;
        return askChoice(c, seat, CorePrompt::LaunchScoutDeck, {opt(Verb::Option, 0), opt(Verb::Option, 1)});
    }
    if (c.f.stage == Deck) {
        c.f.c = takeAnswer(s).a; // 0 crisis deck, 1 destination deck
        if (c.f.c == 0)
            reshuffleCrisisDeckIfEmpty(s);
        const auto& deck = c.f.c == 0 ? s.crisisDeck : s.destinationDeck;
        if (deck.empty())
            return Flow::Done;
        const CardIdx top = deck.front();
        logEvent(s, revealedTo(seatBit(seat)), EventKind::ScoutLook, seat, top, c.f.c);
        c.f.stage = Place;
        return askChoice(c, seat, CorePrompt::LaunchScoutPlace, {opt(Verb::Option, 0), opt(Verb::Option, 1)},
                         c.f.c);
    }
    if (takeAnswer(s).a == 1) {
        auto& deck = c.f.c == 0 ? s.crisisDeck : s.destinationDeck;
        std::rotate(deck.begin(), deck.begin() + 1, deck.end());
        logEvent(s, EventKind::ScoutBottom, seat, 0, c.f.c);
    }
    return Flow::Done;
}

} // namespace

// a = seat, b = card. The card is discarded when played (runAction); c, d card-specific.
Flow runSkillCardAction(Ctx& c) {
    const Seat seat = Seat(c.f.a);
    switch (db().skillCards[size_t(c.f.b)].named) {
    case SkillName::ConsolidatePower: return consolidatePower(c, seat);
    case SkillName::ExecutiveOrder: return executiveOrder(c, seat);
    case SkillName::LaunchScout: return launchScout(c, seat);
    default: break;
    }
    // Repair and Maximum Firepower belong to the combat rules, Pegasus's Treachery to its own.
    if (combatSkillAction(c, seat, SkillCard(c.f.b)))
        return Flow::Done;
    if (hasBox(c.s, Box::Pegasus) && pegasus::treacheryAction(c, seat, SkillCard(c.f.b)))
        return Flow::Done;
    unimplemented(c.s, Missing::SkillCardAction, c.f.b);
    return Flow::Done;
}

} // namespace bsg
