// The six steps of a turn (rulebook "Game Turn"), the hand limit and discarding.
#include "characters_pegasus.h"
#include "execution.h"
#include "pegasus_board.h"
#include "pegasus_cards.h"
#include "rule_table.h"
#include "rules_core.h"

#include <algorithm>

namespace bsg {

namespace {

const CrisisDef* crisisOfTurn(const GameState& s) {
    return s.crisesThisTurn.empty() ? nullptr : &db().crises[s.crisesThisTurn.back()];
}

} // namespace

Flow runTurn(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = s.current;
    if (s.pegasus.fragileDue && hasBox(s, Box::Pegasus) && pegasus::fragileExecution(c))
        return Flow::Continue; // Dee's Emotionally Fragile, before the turn's next step
    switch (c.f.stage) {
    case Begin: {
        ++s.turn;
        s.turnFlags = 0;
        auto& p = s.players[size_t(seat)];
        ++p.turnsTaken;
        logEvent(s, EventKind::TurnStarted, seat, s.turn);
        if (p.stranded && p.turnsTaken >= 2) { // Helo reaches Galactica at the start of his second turn
            p.stranded = false;
            moveCharacter(s, seat, locs().hangarDeck, MoveCause::Arrived);
        }
        // Tigh's Alcoholic: as any turn begins, a single skill card in his hand is lost.
        if (const Seat tigh = activeSeat(s, chars().tigh); tigh != kNoSeat && s.players[size_t(tigh)].hand.size() == 1) {
            logEvent(s, EventKind::AbilityUsed, tigh, int(AbilityNote::Alcoholic));
            const SkillCard lost = s.players[size_t(tigh)].hand.front();
            discardFromHand(s, tigh, 0, DiscardCause::Alcoholic);
            pegasus::noteDiscard(c, tigh, lost); // Sabotage's moment (Pegasus)
        }
        // The character's own turn-start abilities (Expert Pilot; Pegasus: Manipulative, Stim
        // Junkie's note of where she began).
        if (const auto begins = passiveOf(s, seat).turnBegins)
            begins(c, seat);
        // d: a tester's turn request starts the turn at a later step (scenario_board.cpp),
        // after the turn-start effects above: 1 movement, 2 action, 3 crisis.
        const int startAt = c.f.d;
        c.f.d = 0;
        if (startAt > 0) {
            c.f.stage = startAt == 1 ? Receive : startAt == 2 ? Move : Act;
            return Flow::Continue;
        }
        c.f.stage = Receive;
        c.push(FrameKind::ReceiveSkills, seat);
        return Flow::Continue;
    }
    case Receive:
        c.f.stage = Move;
        c.push(FrameKind::Movement, seat);
        return Flow::Continue;
    case Move:
        if (const auto ends = passiveOf(s, seat).movementEnds) // Politically Adroit
            ends(c, seat);
        c.f.stage = Act;
        c.push(FrameKind::Action, seat, (s.turnFlags & kTurnStartedPiloting) ? 2 : 1);
        return Flow::Continue;
    case Act:
        if (const auto ends = passiveOf(s, seat).actionEnds) // Stim Junkie
            ends(c, seat);
        // Revealed Cylons have no crisis, activation or jump steps - with Pegasus they have the
        // jump step (a crisis resolved at Caprica may show the icon).
        if (isRevealed(s, seat)) {
            c.f.stage = hasBox(s, Box::Pegasus) ? ActivateShips : Jump; // Jump pushes the hand limit
            return Flow::Continue;
        }
        c.f.stage = Crisis;
        c.push(FrameKind::CrisisStep);
        return Flow::Continue;
    case Crisis:
        c.f.stage = ActivateShips;
        if (const CrisisDef* card = crisisOfTurn(s); card && card->activation != Activation::None) {
            logEvent(s, EventKind::ShipsActivate, kNoSeat, int(card->activation), int(ActivationCause::CrisisIcon),
                     s.crisesThisTurn.back());
            c.push(FrameKind::Activate, int(card->activation));
        }
        return Flow::Continue;
    case ActivateShips:
        c.f.stage = Jump;
        if (const CrisisDef* card = crisisOfTurn(s);
            card && (card->jump || (hasBox(s, Box::Pegasus) && takeEngineRoomJumpIcon(s, s.crisesThisTurn.back()))))
            c.push(FrameKind::PrepareJump);
        return Flow::Continue;
    case Jump:
        c.f.stage = Limit;
        c.push(FrameKind::HandLimit);
        return Flow::Continue;
    case Limit:
        c.f.stage = Recon;
        c.push(FrameKind::EndTurn);
        return Flow::Continue;
    case Recon: {
        // Boomer's Recon: as her turn ends she looks at the top crisis card and keeps it
        // there or moves it to the bottom.
        c.f.stage = End;
        if (!isCharacter(s, seat, chars().boomer) || (s.crisisDeck.empty() && s.crisisDiscard.empty()))
            return Flow::Continue;
        reshuffleCrisisDeckIfEmpty(s);
        const CardIdx top = s.crisisDeck.front();
        logEvent(s, revealedTo(seatBit(seat)), EventKind::ReconLook, seat, top);
        c.f.stage = ReconAnswer;
        return askChoice(c, seat, CorePrompt::Recon, {opt(Verb::Option, 0), opt(Verb::Option, 1)}, top);
    }
    case ReconAnswer:
        if (takeAnswer(s).a == 1) {
            std::rotate(s.crisisDeck.begin(), s.crisisDeck.begin() + 1, s.crisisDeck.end());
            logEvent(s, EventKind::AbilityUsed, seat, int(AbilityNote::ReconBottom));
        }
        c.f.stage = End;
        return Flow::Continue;
    case End:
    default: // End: the next player's turn
        if (hasBox(s, Box::Pegasus)) // a title taken by Manipulative goes back
            pegasus::returnManipulatedTitle(s);
        s.current = s.leftOf(seat);
        c.f.stage = Begin;
        return Flow::Continue;
    }
}

Flow runEndTurn(Ctx& c) {
    GameState& s = c.s;
    for (CardIdx card : s.crisesThisTurn)
        (db().crises[card].super ? s.superDiscard : s.crisisDiscard).push_back(card);
    s.crisesThisTurn.clear();
    checkResourceLoss(s);
    return Flow::Done;
}

Flow runReceiveSkills(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    auto& p = s.players[size_t(seat)];
    const CharacterDef& ch = characterOf(s, seat);
    // b = index of the multi-skill being split, c = cards left in it, d = the split chosen so
    // far (2 bits per type: the cards are drawn once the whole split is decided); in the
    // Sickbay / revealed case d = draws left.
    enum : int8_t { Start, Multi, MultiAnswer, AnyAnswer };
    if (c.f.stage == Start) {
        if (p.revealed || p.location == locs().sickbay) {
            // Revealed Cylons take 2 of any type (1 on the Pegasus overlay's Resurrection Ship);
            // Sickbay gives 1 card from the skill set.
            c.f.d = int16_t(p.revealed ? revealedCylonDraws(s, seat) : 1);
            c.f.stage = AnyAnswer;
            c.f.c = -1;
            return Flow::Continue;
        }
        for (int t = 0; t < kSkillTypeCount; ++t)
            giveSkill(s, seat, SkillType(t), ch.skills[size_t(t)]);
        if (s.boxes != kBaseGameBoxes) // a box's types: only its characters have them
            for (int t = kSkillTypeCount; t < kMaxSkillTypes; ++t)
                if (ch.skills[size_t(t)] > 0)
                    giveSkill(s, seat, SkillType(t), ch.skills[size_t(t)]);
        c.f.b = 0;
        c.f.c = ch.multiSkills.empty() ? 0 : int16_t(ch.multiSkills[0].count);
        c.f.d = 0;
        c.f.stage = Multi;
    }
    if (c.f.stage == MultiAnswer) {
        c.f.d = int16_t(c.f.d + (1 << (2 * takeAnswer(s).a)));
        --c.f.c;
        c.f.stage = Multi;
    }
    if (c.f.stage == Multi) {
        while (c.f.b < int(ch.multiSkills.size()) && c.f.c <= 0) {
            for (int t = 0; t < kSkillTypeCount; ++t) // the split is decided: draw it
                giveSkill(s, seat, SkillType(t), (c.f.d >> (2 * t)) & 3);
            c.f.d = 0;
            ++c.f.b;
            if (c.f.b < int(ch.multiSkills.size()))
                c.f.c = int16_t(ch.multiSkills[size_t(c.f.b)].count);
        }
        if (c.f.b >= int(ch.multiSkills.size()))
            return Flow::Done;
        OptionList options;
        for (int t = 0; t < kSkillTypeCount; ++t)
            if (ch.multiSkills[size_t(c.f.b)].types & skillBit(SkillType(t)))
                options.push_back(opt(Verb::Draw, t));
        c.f.stage = MultiAnswer;
        return ask(c, seat, DecisionKind::MultiSkill, std::move(options), c.f.c);
    }
    // AnyAnswer: c == -1 means nothing answered yet. With Pegasus a revealed Cylon's two
    // cards are of two different types: b keeps the types drawn (a base game leaves it 0).
    const bool differentTypes = p.revealed && hasBox(s, Box::Pegasus);
    if (c.f.c >= 0) {
        const int type = takeAnswer(s).a;
        giveSkill(s, seat, SkillType(type));
        if (differentTypes)
            c.f.b = int16_t(c.f.b | skillBit(SkillType(type)));
        --c.f.d;
    }
    if (c.f.d <= 0)
        return Flow::Done;
    const SkillMask allowed = differentTypes ? SkillMask(inPlayTypes(s) & ~SkillMask(c.f.b))
                              : p.revealed   ? SkillMask(0x1F)
                                             : ch.skillSet();
    OptionList options;
    for (int t = 0; t < kMaxSkillTypes; ++t) // a box's types are in the skill sets of its characters only
        if (allowed & skillBit(SkillType(t)))
            options.push_back(opt(Verb::Draw, t));
    c.f.c = 0;
    return ask(c, seat, DecisionKind::DrawSkill, std::move(options), c.f.d);
}

Flow runDiscardCards(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    auto& hand = s.players[size_t(seat)].hand;
    if (c.f.stage == 1) {
        const Option o = takeAnswer(s);
        // A variant's play at this decision (an option played out of band) may have changed the
        // hand: a card no longer there is not discarded, and the question is asked again.
        const size_t at = handIndexOf(s, seat, SkillCard(o.a));
        if (o.verb == Verb::Discard && at < hand.size()) {
            discardFromHand(s, seat, at);
            --c.f.b;
            c.f.stage = 0;
            if (pegasus::noteDiscard(c, seat, SkillCard(o.a))) // Sabotage's moment, before the next discard
                return Flow::Continue;
        }
        c.f.stage = 0;
    }
    if (c.f.b <= 0 || hand.empty())
        return Flow::Done;
    // Apollo's Headstrong: forced discards are random, except the card paid to change ships (C18).
    if (c.f.c || (isCharacter(s, seat, chars().apollo) && c.f.d != 2)) { // random discards
        if (!c.f.c)
            logEvent(s, EventKind::AbilityUsed, seat, int(AbilityNote::Headstrong));
        bool treachery = false; // Sabotage's moment (Pegasus): once, when they are all discarded
        while (c.f.b > 0 && !hand.empty()) {
            const size_t at = s.rng.below(uint32_t(hand.size()));
            const SkillCard card = hand[at];
            discardFromHand(s, seat, at, DiscardCause::Random);
            --c.f.b;
            if (s.boxes != kBaseGameBoxes && !treachery && db().skillCards[card].type == SkillType::Treachery)
                treachery = pegasus::noteDiscard(c, seat, card);
        }
        return Flow::Done;
    }
    OptionList options;
    addDistinctCards(options, hand, Verb::Discard);
    c.f.stage = 1;
    return ask(c, seat, DecisionKind::DiscardCards, std::move(options), c.f.b, c.f.d);
}

Flow runHandLimit(Ctx& c) {
    GameState& s = c.s;
    // Every player discards down to the limit at the end of every turn, in seat order
    // from the current player.
    for (int k = 0; k < s.playerCount(); ++k) {
        const Seat seat = s.seatFrom(s.current, k);
        const int excess = int(s.players[size_t(seat)].hand.size()) - handLimit(s, seat);
        if (excess > 0)
            c.push(FrameKind::DiscardCards, seat, excess, 0, 1);
    }
    if (hasBox(s, Box::Pegasus) && s.president != kNoSeat && int(s.quorumHand.size()) > pegasus::kQuorumHandLimit)
        c.push(pegasus::ExecutionFrame::QuorumLimit);
    return Flow::Done;
}

// The crisis draw with the abilities that act on it: Roslin's Religious Visions (two
// cards, one resolved, the other under the deck), Starbuck's Secret Destiny (the revealed
// card replaced, once per game) and Baltar's Delusional Intuition (a skill card of any
// type with each crisis he draws). The other abilities act in the check (skillcheck.cpp).
Flow runCrisisStep(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = s.current;
    enum : int8_t { Start, VisionsAnswer, Revealed, DestinyAnswer, Intuition, IntuitionAnswer };
    switch (c.f.stage) {
    case Start: {
        if (s.players[size_t(seat)].location == locs().brig) {
            // The Brig: a character there draws no crisis card.
            logEvent(s, EventKind::InBrigNoCrisis, seat);
            return Flow::Done;
        }
        const CardIdx card = drawCrisis(s);
        s.crisesThisTurn.push_back(card);
        c.f.stage = Revealed;
        if (!isCharacter(s, seat, chars().roslin))
            return Flow::Continue;
        const CardIdx second = drawCrisis(s);
        s.crisesThisTurn.push_back(second);
        for (CardIdx drawn : {card, second})
            logEvent(s, revealedTo(seatBit(seat)), EventKind::VisionsDrawn, seat, drawn);
        c.f.stage = VisionsAnswer;
        return askChoice(c, seat, CorePrompt::ReligiousVisions, {opt(Verb::Crisis, card), opt(Verb::Crisis, second)});
    }
    case VisionsAnswer: {
        // The card not chosen goes to the bottom of the crisis deck; the chosen one is last.
        const CardIdx chosen = CardIdx(takeAnswer(s).a);
        auto& drawn = s.crisesThisTurn;
        const size_t first = drawn.size() - 2;
        const CardIdx other = drawn[first] == chosen ? drawn[first + 1] : drawn[first];
        drawn.resize(first);
        drawn.push_back(chosen);
        s.crisisDeck.push_back(other);
        c.f.stage = Revealed;
        return Flow::Continue;
    }
    case Revealed: {
        const CardIdx card = s.crisesThisTurn.back();
        logEvent(s, kRevealsToAll, EventKind::CrisisDrawn, seat, card);
        const Seat starbuck = activeSeat(s, chars().starbuck);
        c.f.stage = Intuition;
        if (starbuck == kNoSeat || s.players[size_t(starbuck)].onceUsed)
            return Flow::Continue;
        c.f.stage = DestinyAnswer;
        const int ability = abilityIndex(chars().starbuck, "secret_destiny");
        return askChoice(c, starbuck, CorePrompt::SecretDestiny,
                         {opt(Verb::Use, kUseAbility, ability), opt(Verb::Decline)}, card);
    }
    case DestinyAnswer:
        c.f.stage = Intuition;
        if (takeAnswer(s).verb == Verb::Use) {
            const Seat starbuck = activeSeat(s, chars().starbuck);
            s.players[size_t(starbuck)].onceUsed = true;
            s.crisisDiscard.push_back(s.crisesThisTurn.back());
            s.crisesThisTurn.pop_back();
            logEvent(s, EventKind::AbilityUsed, starbuck, int(AbilityNote::SecretDestiny));
            const CardIdx card = drawCrisis(s);
            s.crisesThisTurn.push_back(card);
            logEvent(s, kRevealsToAll, EventKind::CrisisDrawn, seat, card);
        }
        return Flow::Continue;
    case Intuition: {
        if (!isCharacter(s, seat, chars().baltar))
            break;
        OptionList options;
        for (int t = 0; t < kSkillTypeCount; ++t)
            options.push_back(opt(Verb::Draw, t));
        c.f.stage = IntuitionAnswer;
        return ask(c, seat, DecisionKind::DrawSkill, std::move(options), 1);
    }
    default: // IntuitionAnswer: Delusional Intuition's card
        logEvent(s, EventKind::AbilityUsed, seat, int(AbilityNote::DelusionalIntuition));
        giveSkill(s, seat, SkillType(takeAnswer(s).a));
        break;
    }
    c.push(FrameKind::ResolveCrisis, s.crisesThisTurn.back());
    return Flow::Done;
}

Flow runPrepareJump(Ctx& c) {
    GameState& s = c.s;
    const auto& track = db().board.jumpTrack;
    s.jumpTrack = int8_t(std::min<int>(s.jumpTrack + 1, int(track.size()) - 1));
    logEvent(s, EventKind::JumpTrackMoved, kNoSeat, s.jumpTrack, int(JumpTrackCause::CrisisIcon));
    if (track[size_t(s.jumpTrack)].autoJump)
        c.push(FrameKind::Jump, 0);
    return Flow::Done;
}

} // namespace bsg
