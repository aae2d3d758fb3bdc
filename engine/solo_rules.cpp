// Four Solo 1.2 inside the engine: the hooks the engine calls when GameState::solo is set,
// the Active Card frames (2.2, 2.3, 5.1-5.4), the skill-check policies (3.1-3.5) and the
// jump-phase loyalty reveals (7.1-7.5, 9). The revealed-Cylon automaton is in solo_cylon.cpp.
// Design: docs/architecture.md, "Four Solo".
#include "rules_core.h"
#include "solo_rules_internal.h"

#include <algorithm>

namespace bsg {

namespace {

// The frame stage a hooked frame is parked on while a Four Solo child runs first.
constexpr int8_t kSoloResume = 90;

bool isCardVerb(Verb v) {
    return v == Verb::Contribute || v == Verb::Discard || v == Verb::Play || v == Verb::ActionSkill ||
           v == Verb::ChooseActive;
}

// Four Solo 3.3: the current character adds one random card of a colour the check does not
// count, face down; none if it has no such card.
void currentCharacterContribution(GameState& s, Seat seat, std::vector<Option>& options) {
    if (s.check.addedByContributor > 0) {
        options = {opt(Verb::Done)};
        return;
    }
    const auto& hand = s.players[size_t(seat)].hand;
    std::vector<SkillCard> wrong;
    for (SkillCard card : hand)
        if (!(s.check.skills & skillBit(db().skillCards[card].type)))
            wrong.push_back(card);
    if (wrong.empty()) {
        logEvent(s, EventKind::Note, seat, 0, kSoloNoteTag, 0, kPublic,
                 characterName(s, seat) + " has no card of a wrong colour and adds nothing (Four Solo 3.3).");
        options = {opt(Verb::Done)};
        return;
    }
    const SkillCard card = wrong[s.rng.below(uint32_t(wrong.size()))];
    logEvent(s, EventKind::Note, seat, 0, kSoloNoteTag, 0, kPublic,
             characterName(s, seat) + " adds one random card of a wrong colour, face down (Four Solo 3.3).");
    options = {opt(Verb::Contribute, card)};
}

// The query note of Four Solo 4.1: a character other than the current one decides.
void logQuery(GameState& s, Seat actor, DecisionKind kind) {
    for (const Frame& f : s.stack)
        if (f.kind == FrameKind::StartingHand || f.kind == FrameKind::Setup)
            return; // setup choices are not queries
    logEvent(s, EventKind::Note, actor, 0, kSoloNoteTag, 0, kPublic,
             "Querying " + characterName(s, actor) + " (Four Solo 4.1): " + characterName(s, actor) +
                 " must decide (" + decisionKindId(kind) + ") during " + characterName(s, s.current) + "'s turn.");
}

// 5.1: any character's Active Card that can be played for its action may be played now (5.4:
// never a revealed Cylon's). The deciding character's own Active Card is left out of decisions
// about its hand, and no card is played while another one's play is still resolving.
void addActiveCardPlays(const GameState& s, Seat actor, std::vector<Option>& options, bool resuming = false) {
    // The moments between the steps of a turn, where the engine can pause for another card's
    // action: the skill draws at the start, movement, action and the end-of-turn choice.
    // Not inside another effect, a skill check, a roll, a jump or a reveal: the base game
    // plays an action card between actions, and a skill check started by the card's action
    // must not nest in another one. Non-action cards are offered in their own windows
    // (rolls, skill checks, viper attacks), where the engine asks their holders.
    if (s.stack.empty())
        return;
    const FrameKind asker = s.stack.back().kind;
    const bool turnStart = asker == FrameKind::ReceiveSkills && s.stack.size() == 2;
    if (asker != FrameKind::Movement && asker != FrameKind::Action && asker != FrameKind::SoloActiveCard &&
        asker != FrameKind::SoloResume && !turnStart)
        return;
    for (const Frame& f : s.stack)
        if ((f.kind == FrameKind::SoloResume && !resuming) || f.kind == FrameKind::SkillCheck ||
            f.kind == FrameKind::Roll || f.kind == FrameKind::Jump || f.kind == FrameKind::SoloReveal)
            return;
    const bool aboutActorHand = std::any_of(options.begin(), options.end(), [](const Option& o) {
        return isCardVerb(o.verb);
    });
    for (int seat = 0; seat < s.playerCount(); ++seat) {
        const auto& p = s.players[size_t(seat)];
        if (p.activeCard < 0 || p.revealed || (seat == actor && aboutActorHand))
            continue;
        if (skillActionAvailable(s, Seat(seat), p.hand[size_t(p.activeCard)]))
            options.push_back(opt(Verb::PlayActive, seat));
    }
}

} // namespace

void soloSyncActiveCards(GameState& s) {
    for (Player& p : s.players) {
        if (p.activeCard < 0) { // none, or the engine discarded it
            p.soloActiveValue = -1;
            continue;
        }
        if (p.soloActiveValue < 0 && size_t(p.activeCard) < p.hand.size()) { // marked directly
            p.soloActiveValue = p.hand[size_t(p.activeCard)];
            continue;
        }
        if (size_t(p.activeCard) < p.hand.size() && p.hand[size_t(p.activeCard)] == p.soloActiveValue)
            continue;
        p.activeCard = -1; // re-sorted: the last copy of its value, if any is left
        for (size_t i = 0; i < p.hand.size(); ++i)
            if (p.hand[i] == p.soloActiveValue)
                p.activeCard = int8_t(i);
        if (p.activeCard < 0)
            p.soloActiveValue = -1;
    }
}

bool soloCylonRevealed(const GameState& s) {
    return std::any_of(s.players.begin(), s.players.end(), [](const Player& p) { return p.revealed; });
}

bool soloDuringCrisis(const GameState& s) {
    for (const Frame& f : s.stack) {
        switch (f.kind) {
        case FrameKind::CrisisStep:
        case FrameKind::ResolveCrisis: return true;
        case FrameKind::SkillCheck:
            if (f.c == int(CheckSource::Crisis))
                return true;
            break;
        case FrameKind::Effects: // the outcome of the crisis card of this turn
            if (f.c >= 0 && std::find(s.crisesThisTurn.begin(), s.crisesThisTurn.end(), CardIdx(f.c)) !=
                                s.crisesThisTurn.end())
                return true;
            break;
        default: break;
        }
    }
    return false;
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

std::optional<Flow> soloBeforeFrame(Ctx& c) {
    GameState& s = c.s;
    soloSyncActiveCards(s);
    switch (c.f.kind) {
    case FrameKind::Turn:
        if (c.f.stage == 0) { // 2.3: the old Active Card goes back into the hand
            auto& p = s.players[size_t(s.current)];
            if (p.activeCard >= 0) {
                p.activeCard = -1;
                logEvent(s, EventKind::Note, s.current, 0, kSoloNoteTag, 0, kPublic,
                         characterName(s, s.current) + " takes its Active Card back into its hand (Four Solo 2.3).");
            }
        }
        return std::nullopt;
    case FrameKind::EndTurn: // 2.2: the Active Card is chosen as the turn ends
        if (c.f.stage == 0) {
            c.f.stage = kSoloResume;
            c.push(FrameKind::SoloActiveCard, s.current);
            return Flow::Continue;
        }
        if (c.f.stage == kSoloResume) {
            c.f.stage = 0;
            return runEndTurn(c);
        }
        return std::nullopt;
    case FrameKind::Movement: {
        // 9 and 6.3: one jump from Kobol, the current character shows every loyalty card at
        // its movement step; a Cylon is revealed at once (the Sleeper Agent included).
        const Seat seat = Seat(c.f.a);
        if (c.f.stage != 0 || seat != s.current || isRevealed(s, seat) || s.distance < db().board.finalDistance)
            return std::nullopt;
        auto& p = s.players[size_t(seat)];
        std::string shown;
        for (size_t i = 0; i < p.loyalty.size(); ++i) {
            if (!soloLoyaltyFaceUp(p, i))
                soloTurnFaceUp(s, seat, i);
            shown += (shown.empty() ? "" : ", ") + db().loyalty[p.loyalty[i]].name;
        }
        logEvent(s, EventKind::Note, seat, 0, kSoloNoteTag, 0, kPublic,
                 "One jump from Kobol: " + characterName(s, seat) + " shows all its loyalty cards (Four Solo 9): " +
                     shown + ".");
        if (!isCylonPlayer(s, seat))
            return std::nullopt;
        c.f.stage = kSoloResume;
        c.push(FrameKind::SoloReveal, seat, 1);
        return Flow::Continue;
    }
    default: return std::nullopt;
    }
}

void soloAfterFrame(GameState& s, const Frame& finished) {
    soloSyncActiveCards(s);
    // 7.1: after the jump is complete (the sleeper-agent deal included, 7.5).
    if (finished.kind == FrameKind::Jump && !s.gameOver())
        s.stack.push_back(Frame{FrameKind::SoloAfterJump, 0, s.current, 0, 0, 0});
}

void soloAdjustDecision(GameState& s, Seat actor, DecisionKind kind, std::vector<Option>& options) {
    soloSyncActiveCards(s);
    const bool revealedActor = actor != kNoSeat && isRevealed(s, actor);
    // The player owns no loyalty card (1.3): a reveal happens only by 7.2, 7.3 and 9, and an
    // offered reveal would tell the player who the Cylon is (6.2: the Sleeper Agent plays on).
    std::erase(options, opt(Verb::ActionReveal));
    if (kind == DecisionKind::Contribute && actor != kNoSeat) {
        if (revealedActor)
            soloCylonContribution(s, actor, options); // 3.5
        else if (actor == s.current && !soloCylonRevealed(s))
            currentCharacterContribution(s, actor, options); // 3.3
        else if (actor != s.current) { // 3.4: anything but the Active Card
            const auto& p = s.players[size_t(actor)];
            if (p.activeCard >= 0) {
                const SkillCard active = p.hand[size_t(p.activeCard)];
                const auto copies = std::count(p.hand.begin(), p.hand.end(), active);
                if (copies == 1)
                    std::erase(options, opt(Verb::Contribute, active));
            }
        }
    } else if (revealedActor) {
        soloAutomatonDecision(s, actor, kind, options); // 8.2, 8.3
    }
    // 5.1: another character's hand offers only its Active Card; none during a crisis (5.2).
    const bool crisis = soloDuringCrisis(s);
    if (actor != kNoSeat && actor != s.current && kind != DecisionKind::Contribute) {
        const auto& p = s.players[size_t(actor)];
        const int active = p.activeCard >= 0 ? p.hand[size_t(p.activeCard)] : -1;
        std::erase_if(options, [&](const Option& o) {
            return (o.verb == Verb::Play || o.verb == Verb::ActionSkill) && (crisis || o.a != active);
        });
        if (options.empty())
            options = {opt(Verb::Done)};
    }
    if (options.size() < 2)
        return; // answered at once: no moment for the player to act
    if (actor != kNoSeat && actor != s.current && kind != DecisionKind::Contribute)
        logQuery(s, actor, kind);
    if (!crisis)
        addActiveCardPlays(s, actor, options);
}

void soloPlayActive(GameState& s, Seat owner) {
    soloSyncActiveCards(s);
    auto& p = s.players[size_t(owner)];
    const SkillCard card = p.hand[size_t(p.activeCard)];
    logEvent(s, EventKind::Note, owner, card, kSoloNoteTag, 0, kPublic,
             characterName(s, owner) + "'s Active Card " + db().skillCards[card].name +
                 " is played; it is not replaced before the end of " + characterName(s, owner) +
                 "'s turn (Four Solo 5.1, 5.3).");
    discardFromHand(s, owner, size_t(p.activeCard)); // clears the Active Card (5.3)
    // The card's action runs now; then the interrupted decision is asked again.
    s.soloSavedDecision = s.decision;
    s.hasDecision = false;
    s.stack.push_back(Frame{FrameKind::SoloResume, 0, 0, 0, 0, 0});
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
    Decision d = s.soloSavedDecision;
    const Seat actor = d.actor;
    if (d.kind == DecisionKind::Movement) {
        d.options = movementOptions(s, actor);
    } else if (d.kind == DecisionKind::Action) {
        d.options = actionOptions(s, actor);
    } else if (d.kind == DecisionKind::MultiSkill || d.kind == DecisionKind::DrawSkill) {
        // The start-of-turn draws: the decks to choose from depend on the character only.
        std::erase_if(d.options, [](const Option& o) { return o.verb == Verb::PlayActive; });
    } else { // the Active Card choice
        d.options.clear();
        const auto& hand = s.players[size_t(actor)].hand;
        for (size_t i = 0; i < hand.size(); ++i)
            if (i == 0 || hand[i] != hand[i - 1])
                d.options.push_back(opt(Verb::ChooseActive, hand[i]));
    }
    std::erase(d.options, opt(Verb::ActionReveal));
    if (d.options.empty()) // an empty hand at the Active Card choice: there is none
        d.options = {opt(Verb::Done)};
    s.decision = d;
    s.hasDecision = true;
    c.f.stage = 1;
    if (!soloDuringCrisis(s)) // the play is over: Active Cards may be played again
        addActiveCardPlays(s, actor, s.decision.options, true);
    return Flow::Wait;
}

// 2.2: at the end of a character's turn one of its skill cards becomes its Active Card.
Flow runSoloActiveCard(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    auto& p = s.players[size_t(seat)];
    if (c.f.stage == 0) {
        if (p.revealed || p.hand.empty() || s.gameOver())
            return Flow::Done; // 5.4: a revealed Cylon has none
        std::vector<Option> options;
        for (size_t i = 0; i < p.hand.size(); ++i)
            if (i == 0 || p.hand[i] != p.hand[i - 1])
                options.push_back(opt(Verb::ChooseActive, p.hand[i]));
        c.f.stage = 1;
        return ask(c, seat, DecisionKind::ActiveCard, std::move(options));
    }
    const Option o = takeAnswer(s);
    if (o.verb != Verb::ChooseActive)
        return Flow::Done;
    // The last copy of that value: a contribution or discard of the value takes another copy first.
    for (size_t i = 0; i < p.hand.size(); ++i)
        if (p.hand[i] == SkillCard(o.a))
            p.activeCard = int8_t(i);
    p.soloActiveValue = int16_t(o.a);
    logEvent(s, EventKind::Note, seat, o.a, kSoloNoteTag, 0, kPublic,
             characterName(s, seat) + "'s Active Card is now " + db().skillCards[size_t(o.a)].name + " (" +
                 std::string(kSkillTypeIds[size_t(db().skillCards[size_t(o.a)].type)]) + " " +
                 std::to_string(db().skillCards[size_t(o.a)].strength) + "), face up (Four Solo 2.2).");
    return Flow::Done;
}

// 7.1-7.4: after a jump one more loyalty card of the current character is turned face up.
Flow runSoloAfterJump(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    const std::string who = characterName(s, seat);
    if (isRevealed(s, seat)) {
        logEvent(s, EventKind::Note, seat, 0, kSoloNoteTag, 0, kPublic,
                 who + " is a revealed Cylon: no loyalty card is turned after the jump (Four Solo 7.4).");
        return Flow::Done;
    }
    auto& p = s.players[size_t(seat)];
    std::vector<size_t> hidden;
    for (size_t i = 0; i < p.loyalty.size(); ++i)
        if (!soloLoyaltyFaceUp(p, i))
            hidden.push_back(i);
    if (hidden.empty()) {
        logEvent(s, EventKind::Note, seat, 0, kSoloNoteTag, 0, kPublic,
                 "Every loyalty card of " + who + " is already face up (Four Solo 7.1).");
    } else {
        const size_t i = hidden[s.rng.below(uint32_t(hidden.size()))];
        soloTurnFaceUp(s, seat, i);
        logEvent(s, EventKind::Note, seat, p.loyalty[i], kSoloNoteTag, 0, kPublic,
                 "After the jump a random loyalty card of " + who + " is turned face up (Four Solo 7.1): " +
                     db().loyalty[p.loyalty[i]].name + ".");
    }
    if (soloKnownCylon(s, seat)) { // 7.2, 7.3 (the Sleeper Agent)
        c.push(FrameKind::SoloReveal, seat, 0);
        return Flow::Done;
    }
    logEvent(s, EventKind::Note, seat, 0, kSoloNoteTag, 0, kPublic,
             who + " shows no Cylon card: nothing happens (Four Solo 7.4).");
    return Flow::Done;
}

} // namespace bsg
