// Four Solo 1.2: the hooks the engine calls through the variant (four_solo_variant.cpp),
// the Active Card frames (2.2, 2.3, 5.1-5.4), the skill-check policies (3.1-3.5) and the
// jump-phase loyalty reveals (7.1-7.5, 9). The revealed-Cylon automaton is in solo_cylon.cpp.
// Design: docs/architecture.md, "Four Solo".
#include "four_solo_variant.h"
#include "treachery_kinds.h"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>

namespace bsg {

namespace {

bool isCardVerb(Verb v) {
    return v == Verb::Contribute || v == Verb::Discard || v == Verb::Play || v == Verb::ActionSkill ||
           v == SoloVerb::ChooseActive;
}

// One option per distinct card of a sorted hand.
OptionList distinctCards(const std::vector<SkillCard>& hand, Verb verb) {
    OptionList options;
    addDistinctCards(options, hand, verb);
    return options;
}

// Four Solo 3.3: the current character adds one random card of a colour the check does not
// count, face down; none if it has no such card.
void currentCharacterContribution(GameState& s, Seat seat, OptionList& options) {
    if (s.check.addedByContributor > 0) {
        options = {opt(Verb::Done)};
        return;
    }
    SmallVector<SkillCard, 16> wrong; // the cards of the wrong colours
    for (SkillCard card : s.players[size_t(seat)].hand)
        if ((s.check.skills & skillBit(db().skillCards[card].type)) == 0)
            wrong.push_back(card);
    if (wrong.empty()) {
        logEvent(s, SoloEvent::WrongCard, seat, 0);
        options = {opt(Verb::Done)};
        return;
    }
    const SkillCard card = wrong[s.rng.below(uint32_t(wrong.size()))];
    logEvent(s, SoloEvent::WrongCard, seat, 1);
    options = {opt(Verb::Contribute, card)};
}

// Whether the game's setup is under way (a Setup or StartingHand frame on the stack): newGame
// puts the Setup frame right above the first Turn frame and the starting hands' frames above
// it, nothing else pushes either, and a scenario's turn replaces the whole stack. So one frame
// tells, instead of a walk of the stack at every query.
bool setupUnderway(const GameState& s) { return s.stack.size() >= 2 && s.stack[1].kind == FrameKind::Setup; }

// The query note of Four Solo 4.1: a character other than the current one decides.
void logQuery(GameState& s, Seat actor, DecisionKind kind) {
    if (setupUnderway(s))
        return; // setup choices are not queries
    // The kind as the state walk writes it: the log's arguments are hashed as they are.
    logEvent(s, SoloEvent::Query, actor, int(hashedKindNumber(kind)), s.current);
}

// 5.1: whether this seat's Active Card can be played for its action right now (5.4: never a
// revealed Cylon's; a stranded Helo cannot act). Timed cards (Strategic Planning, ...) are
// offered in their own windows by the engine, which asks their holders there.
bool activeCardCanAct(const GameState& s, Seat seat) {
    if (!activeCardIsAction(s, seat)) // none, or a timed card
        return false;
    const auto& p = s.players[size_t(seat)];
    return !p.revealed && !(p.stranded && rulesRevision2(s)) &&
           skillActionAvailable(s, seat, SkillCard(activeCardOf(s, seat)));
}

// The seats holding an Active Card that is an action card, a bit each.
unsigned actionCardHolders(const GameState& s) {
    unsigned holders = 0;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (activeCardIsAction(s, Seat(seat)))
            holders |= 1u << unsigned(seat);
    return holders;
}

// Of the seats of `holders`, those whose Active Card can be played for its action now.
unsigned holdersAbleToAct(const GameState& s, unsigned holders) {
    unsigned able = 0;
    for (; holders != 0; holders &= holders - 1) {
        const int seat = std::countr_zero(holders);
        if (activeCardCanAct(s, Seat(seat)))
            able |= 1u << unsigned(seat);
    }
    return able;
}

// The seats whose Active Card can be played for its action now, a bit per seat. Only the
// holders of an action card are asked the rest.
unsigned activeCardsAbleToAct(const GameState& s) { return holdersAbleToAct(s, actionCardHolders(s)); }

// Adds the play of the Active Card of every seat of `seats` that `options` lacks.
void addActiveCardPlayOptions(OptionList& options, unsigned seats) {
    for (int seat = 0; seats != 0; ++seat, seats >>= 1)
        if (seats & 1u) {
            const Option play = opt(SoloVerb::PlayActive, seat);
            if (std::find(options.begin(), options.end(), play) == options.end())
                options.push_back(play);
        }
}

// Whether some Active Card can be played for its action now (about half the time nobody holds
// an action card, and no seat is asked).
bool anyActiveCardPlayable(const GameState& s) {
    if (!anyActionActiveCard(s))
        return false;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (activeCardCanAct(s, Seat(seat)))
            return true;
    return false;
}

bool isCrisisOfThisTurn(const GameState& s, int card) {
    return card >= 0 &&
           std::find(s.crisesThisTurn.begin(), s.crisesThisTurn.end(), CardIdx(card)) != s.crisesThisTurn.end();
}

// This frame is part of the resolution of a crisis card (5.2).
bool resolvesCrisis(const GameState& s, const Frame& f) {
    switch (f.kind) {
    case FrameKind::CrisisStep:
    case FrameKind::ResolveCrisis: return true;
    case FrameKind::SkillCheck: return f.c == int(CheckSource::Crisis);
    case FrameKind::Effects: return isCrisisOfThisTurn(s, f.c); // the outcome of the crisis card of this turn
    // Revision 4: a Cylon attack card's ships placed, and the end of the crisis's skill check
    // (Command Authority, the cards discarded), are the crisis card's too. Before, no Active
    // Card was offered there anyway (they are no step of the turn).
    case FrameKind::AttackSetup: return rulesRevision4(s) && isCrisisOfThisTurn(s, f.a);
    case FrameKind::CheckEnd: return rulesRevision4(s) && s.check.source == CheckSource::Crisis;
    default: return false;
    }
}

// Whether an Active Card's action may start at this decision: between the steps of a turn
// (its draws, movement, action, the end-of-turn choice and hand-limit discards, whoever
// decides them) and in the windows of runSoloWindow. Not while another effect is being
// resolved - a skill check, a roll, a jump, a reveal, another card's play: the base game
// plays an action card between actions, and the card's own action may start a skill check
// or a roll that cannot nest in another one. Nor during a crisis (5.2). Revision 4 also
// offers some cards at the other decisions (activeCardsPlayableMidStep).
// The first half, the asking frame: the cheapest test, and the one most decisions fail. A
// decision asked again after a play (SoloResume) counts as the frame that asked it first
// (revision 4; before, any such decision counted as between steps: they all were).
bool activeCardAsker(const GameState& s) {
    if (s.stack.empty())
        return false;
    size_t at = s.stack.size() - 1;
    if (s.stack[at].kind == SoloFrame::Resume) {
        if (!rulesRevision4(s) || at == 0)
            return true;
        --at;
    }
    const FrameKind asker = s.stack[at].kind;
    if (asker == FrameKind::Movement || asker == FrameKind::Action || asker == SoloFrame::ActiveCard)
        return true;
    if (asker == FrameKind::ReceiveSkills)
        return at == 1; // the turn's own draw (the Turn frame below it)
    return rulesRevision2(s) && (asker == SoloFrame::Window || asker == FrameKind::DiscardCards);
}
// A frame whose resolution no Active Card's action may interrupt. Revision 4 names the plays
// of quorum cards and character abilities too, the base reveal and the end of a skill check;
// until then no decision inside them was offered one.
bool uninterruptible(const GameState& s, const Frame& f, bool resuming) {
    if (isVariantKind(f.kind)) // the variant's own frames
        return f.kind == SoloFrame::Resume ? !resuming /* a card's play */ : f.kind == SoloFrame::Reveal;
    switch (f.kind) {
    case FrameKind::SkillCheck:
    case FrameKind::Roll:
    case FrameKind::Jump: return true;
    case FrameKind::SkillCardAction: return rulesRevision2(s); // revision 1 offered them at fewer decisions
    case FrameKind::QuorumCard:
    case FrameKind::CharacterAction:
    case FrameKind::Reveal:
    case FrameKind::GalacticaStrike:
    case FrameKind::CheckEnd: return rulesRevision4(s);
    default: return false;
    }
}
// The second half: nothing below is being resolved.
bool activeCardStackAllows(const GameState& s, bool resuming) {
    for (const Frame& f : s.stack) // one walk for both questions
        if (resolvesCrisis(s, f))
            return false;
        else if (f.stage >= kSoloParked) // waits for the window above it: not being resolved yet
            continue;
        else if (uninterruptible(s, f, resuming))
            return false;
    return true;
}

// `holders` without the deciding character when the decision is about its own hand: its own
// Active Card is not offered there.
unsigned withoutOwnHand(unsigned holders, Seat actor, const OptionList& options) {
    if (actor == kNoSeat || (holders & (1u << unsigned(actor))) == 0)
        return holders;
    if (std::any_of(options.begin(), options.end(), [](const Option& o) { return isCardVerb(o.verb); }))
        holders &= ~(1u << unsigned(actor));
    return holders;
}

// Revision 4: the Active Cards offered at a decision in the middle of a step.
void addMidStepPlays(const GameState& s, Seat actor, DecisionKind kind, OptionList& options, bool resuming) {
    if (s.stack.empty())
        return;
    // A contribution is always asked inside a skill check, and a frame that asks in the middle of
    // a roll or check is on top: the commonest cases, turned down without a walk of the stack.
    const FrameKind asker = s.stack.back().kind;
    if (!rulesRevision4(s) || kind == DecisionKind::Contribute || asker == FrameKind::Roll ||
        asker == FrameKind::SkillCheck)
        return;
    // The cards whose action may leave some decision as it stands (kept with each Active Card),
    // then the stack (which turns down a crisis's decisions), and only then what this decision
    // is about.
    const unsigned candidates = withoutOwnHand(midStepCandidates(s, actionCardHolders(s)), actor, options);
    if (candidates == 0 || !activeCardStackAllows(s, resuming))
        return;
    const unsigned playable = activeCardsPlayableMidStep(s, kind, options, candidates);
    addActiveCardPlayOptions(options, holdersAbleToAct(s, playable));
}

// 5.1: the Active Cards that may be played at this decision, added to its options.
void addActiveCardPlays(const GameState& s, Seat actor, DecisionKind kind, OptionList& options,
                        bool resuming = false) {
    if (!anyActionActiveCard(s))
        return;
    if (!activeCardAsker(s))
        return addMidStepPlays(s, actor, kind, options, resuming);
    // Between steps. The stack walk last: most of the time no Active Card can act anyway.
    const unsigned able = holdersAbleToAct(s, withoutOwnHand(actionCardHolders(s), actor, options));
    if (able != 0 && activeCardStackAllows(s, resuming))
        addActiveCardPlayOptions(options, able);
}

// 2.1, 2.4, 5.1: the plays from the hand a character other than the current one may not make:
// its hand offers only its Active Card; the President's quorum cards lie face down and are not
// played from out of turn (revision 2: in revision 1 they were offered).
bool isOutOfTurnRestricted(const GameState& s, Verb v) {
    // Pegasus's Calculations is a card of the hand played for its text, as a Play.
    return v == Verb::Play || v == Verb::ActionSkill || (v == Verb::ActionQuorum && rulesRevision2(s)) ||
           v == pegasus::TreacheryVerb::Calculate;
}

// The options of an out-of-turn character's decision without the plays of
// isOutOfTurnRestricted, but for the Active Card's own play while no crisis is being resolved
// (2.4). A list with nothing left offers "done".
void restrictOutOfTurnPlays(const GameState& s, Seat actor, OptionList& options) {
    const int active = activeCardOf(s, actor);
    std::optional<bool> crisis; // the stack is walked only for a play of the Active Card (seldom offered)
    erase_if(options, [&](const Option& o) {
        if (!isOutOfTurnRestricted(s, o.verb))
            return false;
        if (o.verb == Verb::ActionQuorum || o.a != active)
            return true;
        if (!crisis)
            crisis = soloDuringCrisis(s);
        return *crisis;
    });
    if (options.empty())
        options = {opt(Verb::Done)};
}

// 2.1, 2.4, 5.1: what a character other than the current one may use (isOutOfTurnRestricted),
// and nothing of its hand during a crisis.
void restrictOutOfTurn(const GameState& s, Seat actor, DecisionKind kind, OptionList& options) {
    if (actor == kNoSeat || actor == s.current || kind == DecisionKind::Contribute || kind == SoloDecision::ActiveWindow)
        return;
    restrictOutOfTurnPlays(s, actor, options);
}

} // namespace

bool soloCylonRevealed(const GameState& s) {
    return std::any_of(s.players.begin(), s.players.end(), [](const Player& p) { return p.revealed; });
}

bool soloDuringCrisis(const GameState& s) {
    return std::any_of(s.stack.begin(), s.stack.end(), [&](const Frame& f) { return resolvesCrisis(s, f); });
}

bool soloLoyaltyFaceUp(const Player& p, size_t i) { return p.loyaltySeenBy[i] != 0; }

void soloTurnFaceUp(GameState& s, Seat seat, size_t i) { s.players[size_t(seat)].loyaltySeenBy[i] |= kSoloFaceUp; }

bool soloKnownCylon(const GameState& s, Seat seat) {
    const auto& p = s.players[size_t(seat)];
    for (size_t i = 0; i < p.loyalty.size(); ++i)
        if (soloLoyaltyFaceUp(p, i) && db().loyalty[p.loyalty[i]].side == LoyaltySide::Cylon)
            return true;
    return false;
}

namespace {

// 5.1: before the frame's current stage runs, a window for an Active Card (revision 2), when
// one can be played now; the frame waits below it.
std::optional<Flow> openWindow(Ctx& c, SoloMoment moment) {
    if (!rulesRevision2(c.s))
        return std::nullopt;
    // The stack walk last: it seldom decides (these moments are not in a crisis's resolution).
    if (!anyActiveCardPlayable(c.s) || soloDuringCrisis(c.s))
        return std::nullopt;
    c.f.stage = int8_t(c.f.stage + kSoloParked);
    c.push(SoloFrame::Window, int(moment));
    return Flow::Continue;
}

// 9 and 6.3: one jump from Kobol, the current character shows every loyalty card at its
// movement step; a Cylon is revealed at once (the Sleeper Agent included).
std::optional<Flow> showLoyaltyAtKobol(Ctx& c, Seat seat) {
    GameState& s = c.s;
    if (s.distance < db().board.finalDistance)
        return std::nullopt;
    auto& p = s.players[size_t(seat)];
    for (size_t i = 0; i < p.loyalty.size(); ++i) {
        if (!soloLoyaltyFaceUp(p, i))
            soloTurnFaceUp(s, seat, i);
        logEvent(s, kRevealsToAll, SoloEvent::KobolShows, seat, p.loyalty[i]);
    }
    if (!isCylonPlayer(s, seat))
        return std::nullopt;
    c.f.stage = kSoloResume;
    c.push(SoloFrame::Reveal, seat, 1);
    return Flow::Continue;
}

// 5.1: the window before the jump preparation marker moves, when the crisis of the turn has the
// jump icon (or Pegasus's Engine Room gave it one this turn).
std::optional<Flow> windowBeforeJumpTrack(Ctx& c) {
    const GameState& s = c.s;
    if (s.crisesThisTurn.empty())
        return std::nullopt;
    if (!db().crises[s.crisesThisTurn.back()].jump && !(hasBox(s, Box::Pegasus) && s.pegasus.engineRoomTurn == s.turn))
        return std::nullopt;
    return openWindow(c, SoloMoment::BeforeJumpTrack);
}

// The moments before the stages of a turn (2.3, 5.1).
std::optional<Flow> turnMoment(Ctx& c) {
    GameState& s = c.s;
    switch (c.f.stage) {
    case TurnStage::Begin: // 2.3: the old Active Card goes back into the hand
        if (activeCardOf(s, s.current) >= 0) {
            clearActiveCard(s, s.current);
            logEvent(s, SoloEvent::ActiveBack, s.current);
        }
        return std::nullopt;
    case TurnStage::Crisis:
        if (isRevealed(s, s.current))
            return std::nullopt;
        return openWindow(c, SoloMoment::AfterCrisis);
    case TurnStage::ActivateShips: return windowBeforeJumpTrack(c);
    case TurnStage::Jump:
        if (!isRevealed(s, s.current))
            return std::nullopt;
        return openWindow(c, SoloMoment::CylonTurnEnd);
    default: return std::nullopt;
    }
}

// 2.2: the Active Card is chosen as the turn ends, before the turn's end runs.
std::optional<Flow> endTurnMoment(Ctx& c) {
    if (c.f.stage == 0) {
        c.f.stage = kSoloResume;
        c.push(SoloFrame::ActiveCard, c.s.current);
        return Flow::Continue;
    }
    if (c.f.stage == kSoloResume) {
        c.f.stage = 0;
        return runEndTurn(c);
    }
    return std::nullopt;
}

// Before the current character's movement: the revealed Cylon's window (5.1), or one jump from
// Kobol the loyalty cards shown (9, 6.3).
std::optional<Flow> movementMoment(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (c.f.stage != 0 || seat != s.current)
        return std::nullopt;
    if (isRevealed(s, seat))
        return openWindow(c, SoloMoment::CylonMovement);
    return showLoyaltyAtKobol(c, seat);
}

} // namespace

// The Four Solo moments before a frame's stage runs (FourSolo::beforeFrame): most frames and
// stages are none of them.
std::optional<Flow> soloMomentBeforeFrame(Ctx& c) {
    GameState& s = c.s;
    switch (c.f.kind) {
    case FrameKind::Turn: return turnMoment(c);
    case FrameKind::ReceiveSkills: // the turn's own draw (the Turn frame below it)
        if (c.f.stage == 0 && s.stack.size() == 2 && c.f.a == s.current)
            return openWindow(c, SoloMoment::TurnStart);
        return std::nullopt;
    case FrameKind::Action:
        // Before the revealed Cylon's action only: the frame comes back to stage 0 once the
        // action is taken (its actions left, b, then 0), which revision 3 took for a second moment.
        if (c.f.stage == 0 && c.f.a == s.current && isRevealed(s, s.current) && (c.f.b > 0 || !rulesRevision4(s)))
            return openWindow(c, SoloMoment::CylonAction);
        return std::nullopt;
    case FrameKind::Jump:
        if (c.f.stage == 0)
            return openWindow(c, SoloMoment::BeforeJump);
        return std::nullopt;
    case FrameKind::EndTurn: return endTurnMoment(c);
    case FrameKind::Movement: return movementMoment(c);
    default: return std::nullopt;
    }
}

void soloAfterFrame(GameState& s, const Frame& finished) {
    settleActiveCards(s);
    // 7.1: after the jump is complete (the sleeper-agent deal included, 7.5).
    if (finished.kind == FrameKind::Jump && !s.gameOver())
        s.stack.push_back(Frame{SoloFrame::AfterJump, 0, s.current, 0, 0, 0});
    // 5.1: a window after the jump and its loyalty reveal (a reveal that ends the turn removes it).
    if (finished.kind == SoloFrame::AfterJump && !s.gameOver() && rulesRevision2(s) && anyActiveCardPlayable(s))
        s.stack.push_back(Frame{SoloFrame::Window, 0, int16_t(SoloMoment::AfterJump), 0, 0, 0});
}

// 5.1 at a decision still asked once the rules below have filtered it: the Active Cards that
// may be played now. Both paths of FourSolo::adjustDecision end here.
void offerActiveCardPlays(const GameState& s, Seat actor, DecisionKind kind, OptionList& options) {
    if (options.size() < 2)
        return; // answered at once: no moment for the player to act
    if (!anyActionActiveCard(s))
        return; // about half the time: nobody has a card to offer
    addActiveCardPlays(s, actor, kind, options);
}

// 3.3-3.5: the contributions to a skill check. (Out-of-turn contributions have their own rule,
// 3.4, and no query note.)
void soloContributionRules(GameState& s, Seat actor, OptionList& options) {
    if (actor != kNoSeat) {
        if (isRevealed(s, actor))
            soloCylonContribution(s, actor, options); // 3.5
        else if (actor == s.current && !soloCylonRevealed(s))
            currentCharacterContribution(s, actor, options); // 3.3
        else if (actor != s.current) { // 3.4: anything but the Active Card
            const auto& p = s.players[size_t(actor)];
            if (const int activeCard = activeCardOf(s, actor); activeCard >= 0) {
                const SkillCard active = SkillCard(activeCard);
                if (std::count(p.hand.begin(), p.hand.end(), active) == 1)
                    erase(options, opt(Verb::Contribute, active));
            }
        }
    }
    offerActiveCardPlays(s, actor, DecisionKind::Contribute, options);
}

// The rules that change the options of the other decisions: the actor's reveal (1.3), the
// revealed Cylon's automaton (8.2, 8.3), what an out-of-turn character may use (2.1, 2.4, 5.1)
// and the query note (4.1). Each concerns an action decision, a revealed Cylon's decision or a
// decision of a character other than the current one, and FourSolo::adjustDecision sends only
// those here (a rule for other decisions must widen its test).
void soloDecisionRules(GameState& s, Seat actor, DecisionKind kind, OptionList& options) {
    // The player owns no loyalty card (1.3): a reveal happens only by 7.2, 7.3 and 9, and an
    // offered reveal would tell the player who the Cylon is (6.2: the Sleeper Agent plays on).
    // Only an action decision offers one (actionOptions).
    if (kind == DecisionKind::Action)
        erase(options, opt(Verb::ActionReveal));
    if (actor != kNoSeat && isRevealed(s, actor))
        soloAutomatonDecision(s, actor, kind, options); // 8.2, 8.3
    restrictOutOfTurn(s, actor, kind, options);
    if (options.size() >= 2 && actor != kNoSeat && actor != s.current)
        logQuery(s, actor, kind);
    offerActiveCardPlays(s, actor, kind, options);
}

void soloPlayActive(GameState& s, Seat owner) {
    settleActiveCards(s);
    const SkillCard card = SkillCard(activeCardOf(s, owner));
    logEvent(s, SoloEvent::ActivePlayed, owner, card);
    discardFromHand(s, owner, size_t(activeCardIndex(s, owner)), DiscardCause::Played); // clears the Active Card (5.3)
    // The card's action runs now; then the interrupted decision is asked again.
    parkedDecision(s) = s.decision;
    s.hasDecision = false;
    s.stack.push_back(Frame{SoloFrame::Resume, 0, 0, 0, 0, 0});
    s.stack.push_back(Frame{FrameKind::SkillCardAction, 0, owner, card, 0, 0});
    run(s);
}

// Asks again the decision an Active Card play interrupted (a skill draw, movement, action or
// end-of-turn choice), with its options worked out afresh: the card's action may have changed them. The
// answer is left for the frame that asked first (below this one).
Flow runSoloResume(Ctx& c) {
    GameState& s = c.s;
    if (c.f.stage == 1)
        return Flow::Done;
    Decision& d = s.decision; // worked out in place (nothing reads it before it is asked): one copy, not two
    d = parkedDecision(s);
    const Seat actor = d.actor;
    if (d.kind == DecisionKind::Movement) {
        d.options = movementOptions(s, actor);
    } else if (d.kind == DecisionKind::Action) {
        d.options = actionOptions(s, actor);
    } else if (d.kind == DecisionKind::MultiSkill || d.kind == DecisionKind::DrawSkill) {
        // The start-of-turn draws: the decks to choose from depend on the character only.
        erase_if(d.options, [](const Option& o) { return o.verb == SoloVerb::PlayActive; });
    } else if (d.kind == DecisionKind::DiscardCards) { // the card's action may have changed the hand
        d.options = distinctCards(s.players[size_t(actor)].hand, Verb::Discard);
    } else if (d.kind == SoloDecision::ActiveWindow) {
        d.options = {opt(Verb::Done)};
    } else if (d.kind == SoloDecision::ActiveCard) {
        d.options = distinctCards(s.players[size_t(actor)].hand, SoloVerb::ChooseActive);
    } else { // revision 4, in the middle of a step: no card offered there changes these options
        erase_if(d.options, [](const Option& o) { return o.verb == SoloVerb::PlayActive; });
    }
    erase(d.options, opt(Verb::ActionReveal));
    if (rulesRevision2(s)) // the asking frame filtered them the first time (revision 1 forgot it here)
        restrictOutOfTurn(s, actor, d.kind, d.options);
    if (d.options.empty()) // an empty hand at the Active Card choice: there is none
        d.options = {opt(Verb::Done)};
    s.hasDecision = true;
    c.f.stage = 1;
    if (!soloDuringCrisis(s)) // the play is over: Active Cards may be played again
        addActiveCardPlays(s, actor, d.kind, s.decision.options, true);
    return Flow::Wait;
}

// 5.1 at a moment with no decision (SoloMoment): the game stops only when an Active Card can
// be played; "done" passes. The window is decided by the player, for no one character.
Flow runSoloWindow(Ctx& c) {
    GameState& s = c.s;
    if (c.f.stage == 1) {
        takeAnswer(s);
        return Flow::Done;
    }
    if (s.gameOver() || !activeCardAsker(s) || !activeCardStackAllows(s, false))
        return Flow::Done;
    OptionList options{opt(Verb::Done)};
    addActiveCardPlayOptions(options, activeCardsAbleToAct(s));
    if (options.size() < 2)
        return Flow::Done;
    c.f.stage = 1;
    return ask(c, kNoSeat, SoloDecision::ActiveWindow, std::move(options), c.f.a);
}

const char* soloMomentText(SoloMoment m) {
    switch (m) {
    case SoloMoment::TurnStart: return "Start of the turn, before the skill draw";
    case SoloMoment::AfterCrisis: return "The crisis is resolved, before the Cylon ships activate";
    case SoloMoment::BeforeJumpTrack: return "Before the jump preparation marker moves";
    case SoloMoment::BeforeJump: return "Before the fleet jumps";
    case SoloMoment::AfterJump: return "After the jump";
    case SoloMoment::CylonMovement: return "The revealed Cylon is about to move";
    case SoloMoment::CylonAction: return "The revealed Cylon is about to act";
    case SoloMoment::CylonTurnEnd: return "The revealed Cylon's action is over";
    }
    return "Between two steps";
}

// 2.2: at the end of a character's turn one of its skill cards becomes its Active Card.
Flow runSoloActiveCard(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    auto& p = s.players[size_t(seat)];
    if (c.f.stage == 0) {
        if (p.revealed || p.hand.empty() || s.gameOver())
            return Flow::Done; // 5.4: a revealed Cylon has none
        c.f.stage = 1;
        return ask(c, seat, SoloDecision::ActiveCard, distinctCards(p.hand, SoloVerb::ChooseActive));
    }
    const Option o = takeAnswer(s);
    if (o.verb != SoloVerb::ChooseActive)
        return Flow::Done;
    // The last copy of that value: a contribution or discard of the value takes another copy first.
    setActiveCard(s, seat, SkillCard(o.a));
    logEvent(s, SoloEvent::ActiveChosen, seat, o.a);
    return Flow::Done;
}

// 7.1-7.4: after a jump one more loyalty card of the current character is turned face up.
Flow runSoloAfterJump(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (isRevealed(s, seat)) {
        logEvent(s, SoloEvent::AfterJump, seat, int(SoloJumpNote::RevealedNoTurn));
        return Flow::Done;
    }
    auto& p = s.players[size_t(seat)];
    std::vector<size_t> hidden;
    for (size_t i = 0; i < p.loyalty.size(); ++i)
        if (!soloLoyaltyFaceUp(p, i))
            hidden.push_back(i);
    if (hidden.empty()) {
        logEvent(s, SoloEvent::AfterJump, seat, int(SoloJumpNote::AllFaceUp));
    } else {
        const size_t i = hidden[s.rng.below(uint32_t(hidden.size()))];
        soloTurnFaceUp(s, seat, i);
        logEvent(s, kRevealsToAll, SoloEvent::AfterJump, seat, int(SoloJumpNote::Turned), p.loyalty[i]);
    }
    if (soloKnownCylon(s, seat)) { // 7.2, 7.3 (the Sleeper Agent)
        c.push(SoloFrame::Reveal, seat, 0);
        return Flow::Done;
    }
    logEvent(s, SoloEvent::AfterJump, seat, int(SoloJumpNote::NothingHappens));
    return Flow::Done;
}

} // namespace bsg
