// Executions (Pegasus; the rules summary's "Execution" steps 1-4): the hand and the quorum
// cards on the character are discarded; the character proves its loyalty - a Cylon card shown
// (its reveal ability is not used) and the other face-down cards handed to a human, or every
// Not a Cylon card shown -; a human loses 1 morale, leaves the game and its player picks any
// unused character (not a Cylon Leader), placed at its start with the rules for Boomer, Helo,
// Apollo and Baltar chosen after an execution; a Cylon goes to the Resurrection Ship as a
// revealed Cylon without a Super Crisis card. When no character is left the humans lose. An
// executed President's or Admiral's title passes once the new character is in play, to the
// highest in line, the new character included. A Cylon player may ignore a crisis's execution.
#include "execution.h"
#include "pegasus_cards.h"

#include "rules_core.h"

#include <algorithm>

namespace bsg::pegasus {

namespace {

constexpr uint16_t kEveryone = 0xFFFF;
constexpr int kPresidentBit = 1, kAdmiralBit = 2;

// The Execution frame: a = seat, b = ExecutionCause, c = 1 while a Cylon player may ignore it
// (until Discard), then the titles held (kPresidentBit, kAdmiralBit), d = the Cylon card shown.
// AfterSabotage: step 1 discarded a Treachery card and the Sabotage window runs first (its frame
// above this one); step 2 follows when it is done.
enum Stage : int8_t { Start, IgnoreAnswer, Discard, ProveAnswer, NewCharacter, ApolloArea, Titles, AfterSabotage };

Seat executedSeat(const Ctx& c) { return Seat(c.f.a); }

bool holdsCylonCard(const Player& p) {
    return std::any_of(p.loyalty.begin(), p.loyalty.end(),
                       [](CardIdx card) { return db().loyalty[card].side == LoyaltySide::Cylon; });
}

// Step 1: the hand, and the quorum cards kept in front of the character (the President's
// quorum hand is not the character's and stays).
void discardEverything(GameState& s, Seat seat) {
    Player& p = s.players[size_t(seat)];
    while (!p.hand.empty())
        discardFromHand(s, seat, p.hand.size() - 1);
    for (auto it = s.inPlay.begin(); it != s.inPlay.end();) {
        if (it->kind == CardKind::Quorum && it->holder == seat) {
            s.quorumDiscard.push_back(it->card);
            logEvent(s, EventKind::QuorumDisposed, seat, it->card, int(QuorumFate::Discarded));
            it = s.inPlay.erase(it);
        } else {
            ++it;
        }
    }
}

// A Not a Cylon card taken from the box into the loyalty deck, shuffled in (Boomer or Baltar
// chosen before the Sleeper phase, as their sheets add one at setup).
void shuffleNotACylonIn(GameState& s) {
    auto& unused = s.loyaltyUnused;
    const auto it = std::find_if(unused.begin(), unused.end(),
                                 [](CardIdx card) { return db().loyalty[card].side == LoyaltySide::Human; });
    if (it == unused.end())
        return;
    s.loyaltyDeck.push_back(*it);
    unused.erase(it);
    s.rng.shuffle(s.loyaltyDeck);
}

void dealLoyalty(GameState& s, Seat seat) {
    if (!s.loyaltyDeck.empty())
        dealLoyaltyCard(s, seat);
}

void noteRule(GameState& s, Seat seat, ReplacementRule rule) {
    logEvent(s, ExecutionEvent::ReplacementRule, seat, s.players[size_t(seat)].character, int(rule));
}

// Step 3: the executed human shows every loyalty card, the fleet loses 1 morale and the
// character leaves the game (Boomer before the Sleeper phase: her player is dealt a card).
void humanLeaves(GameState& s, Seat seat, ExecutionCause why) {
    Player& p = s.players[size_t(seat)];
    for (size_t i = 0; i < p.loyalty.size(); ++i) {
        if (p.loyaltySeenBy[i] == kEveryone)
            continue;
        p.loyaltySeenBy[i] = kEveryone;
        logEvent(s, kRevealsToAll, ExecutionEvent::LoyaltyShown, seat, p.loyalty[i]);
    }
    if (p.viperArea >= 0) { // the viper he piloted goes back to the reserves
        ++s.vipersReserve;
        p.viperArea = -1;
    }
    if (why != ExecutionCause::EmotionallyFragile) { // Dee's own weakness costs no morale
        changeResource(s, Resource::Morale, -1);
        s.pegasus.moraleLostToExecution = true;
    }
    s.pegasus.executed.push_back(p.character);
    if (p.character == chars().boomer && !s.sleeperDealt) {
        dealLoyalty(s, seat);
        noteRule(s, seat, ReplacementRule::LoyaltyDealt);
    }
}

// Step 4: a Cylon (revealed now, or already) goes to the Resurrection Ship and follows the
// reveal's common steps - titles, quorum cards, the hand cut, the hand-off - with no Super
// Crisis card; the turn goes on (docs/pegasus.md, "Execution").
void cylonReturns(Ctx& c, Seat seat, bool alreadyRevealed) {
    if (alreadyRevealed)
        moveCharacter(c.s, seat, locs().resurrectionShip, MoveCause::Resurrection);
    else
        becomeRevealedCylon(c, seat);
}

Flow proveLoyalty(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = executedSeat(c);
    Player& p = s.players[size_t(seat)];
    if (p.revealed) {
        cylonReturns(c, seat, true);
        return Flow::Done;
    }
    if (!holdsCylonCard(p)) {
        humanLeaves(s, seat, ExecutionCause(c.f.b));
        OptionList options = newCharacterOptions(s);
        if (options.empty()) {
            logEvent(s, ExecutionEvent::NoCharacterLeft, seat, p.character);
            endGame(s, Side::Cylon, EndReason::NoCharacterLeft);
            return Flow::Done;
        }
        c.f.stage = NewCharacter;
        return ask(c, seat, ExecutionDecision::NewCharacter, std::move(options));
    }
    // Which "You Are a Cylon" card he shows, when he holds two. A holder whom the variant deals
    // his cards face down (Four Solo) shows the first: a choice would tell the player which
    // of his unseen cards are Cylon cards (docs/pegasus.md, "Execution").
    const bool knowsHisCards = dealtLoyaltySeenBy(s, seat) != 0;
    OptionList cards;
    for (size_t i = 0; i < p.loyalty.size(); ++i)
        if (db().loyalty[p.loyalty[i]].side == LoyaltySide::Cylon && (knowsHisCards || cards.empty()))
            cards.push_back(opt(Verb::Loyalty, int(i)));
    c.f.stage = ProveAnswer;
    return ask(c, seat, DecisionKind::ChooseCard, std::move(cards));
}

Flow cylonShown(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = executedSeat(c);
    Player& p = s.players[size_t(seat)];
    const int index = takeAnswer(s).a;
    if (index < 0 || size_t(index) >= p.loyalty.size()) // an answer's index is checked, never assumed
        return Flow::Done;
    p.revealed = true;
    p.revealedLoyalty = int8_t(index);
    p.loyaltySeenBy[size_t(index)] = kEveryone;
    logEvent(s, kRevealsToAll, EventKind::Revealed, seat, p.loyalty[size_t(index)]);
    cylonReturns(c, seat, false);
    return Flow::Done;
}

// The new character takes the seat at its start, with the rules for a character chosen after
// an execution.
Flow placeNewCharacter(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = executedSeat(c);
    Player& p = s.players[size_t(seat)];
    const CharId chosen = CharId(takeAnswer(s).a);
    if (chosen < 0 || size_t(chosen) >= db().characters.size() || s.seatOf(chosen) != kNoSeat)
        return Flow::Done;
    const CharId old = p.character;
    const CharacterDef& def = db().characters[size_t(chosen)];
    p.character = chosen;
    p.stranded = false;
    logEvent(s, ExecutionEvent::CharacterChosen, seat, chosen, old);
    LocId start = def.start;
    if (chosen == chars().boomer || chosen == chars().baltar) {
        if (!s.sleeperDealt) {
            shuffleNotACylonIn(s);
            noteRule(s, seat, ReplacementRule::NotACylonShuffled);
            if (chosen == chars().baltar) { // his sheet's second card at setup
                dealLoyalty(s, seat);
                noteRule(s, seat, ReplacementRule::LoyaltyDealt);
            }
        } else if (chosen == chars().boomer) {
            start = locs().brig;
            noteRule(s, seat, ReplacementRule::ToTheBrig);
        } else {
            s.pegasus.noCylonDetector = uint8_t(s.pegasus.noCylonDetector | seatBit(seat));
            noteRule(s, seat, ReplacementRule::NoCylonDetector);
        }
    }
    const bool launches = def.setupSpecial == SetupSpecial::LaunchAndPilot;
    if (launches && s.vipersReserve <= 0) {
        start = locs().hangarDeck;
        noteRule(s, seat, ReplacementRule::NoViper);
    }
    if (start >= 0 && s.pegasus.destroyed && shipOf(start) == Ship::Pegasus) {
        // Helena Cain's sheet starts her in Pegasus CIC or Command: with Pegasus gone, Command.
        start = locs().command;
    }
    if (start >= 0)
        moveCharacter(s, seat, start, MoveCause::Arrived);
    else
        p.location = -1; // off the board until a rule below places him (stranded, in a viper)
    c.f.stage = Titles;
    if (def.setupSpecial == SetupSpecial::Stranded) {
        // Stranded through his player's next turn: the turn count starts again (turn.cpp
        // brings him aboard at the start of his second turn).
        p.stranded = true;
        p.turnsTaken = 0;
        noteRule(s, seat, ReplacementRule::Stranded);
    } else if (launches && s.vipersReserve > 0) {
        c.f.stage = ApolloArea;
        return ask(c, seat, DecisionKind::ChooseArea,
                   {opt(Verb::Area, int(Area::PortBow)), opt(Verb::Area, int(Area::PortQuarter))});
    }
    return Flow::Continue;
}

Flow launched(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = executedSeat(c);
    const int area = takeAnswer(s).a;
    c.f.stage = Titles;
    if (area < 0 || area >= kAreaCount || s.vipersReserve <= 0)
        return Flow::Continue;
    Player& p = s.players[size_t(seat)];
    --s.vipersReserve;
    p.location = -1;
    p.viperArea = int8_t(area);
    logEvent(s, EventKind::Moved, seat, -1, area, int(MoveCause::Launched));
    noteRule(s, seat, ReplacementRule::LaunchedViper);
    return Flow::Continue;
}

// An executed title holder's title goes, now that the new character is in play, to the
// highest in line - the new character included; no other title moves.
Flow titlesPass(Ctx& c) {
    GameState& s = c.s;
    if (c.f.c & kPresidentBit)
        setTitle(s, Title::President, successor(s, Title::President, kNoSeat));
    if (c.f.c & kAdmiralBit)
        setTitle(s, Title::Admiral, successor(s, Title::Admiral, kNoSeat));
    return Flow::Done;
}

} // namespace

void startExecution(Ctx& c, Seat seat, ExecutionCause why, bool cylonMayIgnore) {
    if (seat == kNoSeat || seat >= c.s.playerCount())
        return;
    const bool ignorable = cylonMayIgnore && why == ExecutionCause::CrisisEffect;
    c.push(ExecutionFrame::Execution, seat, int(why), ignorable ? 1 : 0);
}

OptionList newCharacterOptions(const GameState& s) {
    OptionList options;
    const auto& characters = db().characters;
    const auto& executed = s.pegasus.executed;
    for (size_t i = 0; i < characters.size(); ++i) {
        const CharId id = CharId(i);
        if ((s.boxes & boxBit(characters[i].box)) && s.seatOf(id) == kNoSeat &&
            std::find(executed.begin(), executed.end(), id) == executed.end())
            options.push_back(opt(ExecutionVerb::Character, id));
    }
    return options;
}

Flow runExecution(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = executedSeat(c);
    switch (c.f.stage) {
    case Start:
        c.f.stage = Discard;
        if (c.f.c == 1 && ExecutionCause(c.f.b) == ExecutionCause::CrisisEffect && isRevealed(s, seat)) {
            // A crisis's execution: a Cylon player may ignore it.
            c.f.stage = IgnoreAnswer;
            return ask(c, seat, ExecutionDecision::IgnoreExecution,
                       {opt(ExecutionVerb::IgnoreExecution), opt(Verb::Decline)});
        }
        return Flow::Continue;
    case IgnoreAnswer:
        if (takeAnswer(s).verb == ExecutionVerb::IgnoreExecution) {
            logEvent(s, ExecutionEvent::ExecutionIgnored, seat);
            return Flow::Done;
        }
        c.f.stage = Discard;
        return Flow::Continue;
    case Discard: {
        logEvent(s, ExecutionEvent::Executed, seat, s.players[size_t(seat)].character, c.f.b);
        c.f.c = int16_t((s.president == seat ? kPresidentBit : 0) | (s.admiral == seat ? kAdmiralBit : 0));
        const auto& hand = s.players[size_t(seat)].hand;
        const auto treachery = std::find_if(hand.begin(), hand.end(), [](SkillCard card) {
            return db().skillCards[card].type == SkillType::Treachery;
        });
        const int discardedTreachery = treachery == hand.end() ? -1 : int(*treachery);
        discardEverything(s, seat);
        // A human's hand discarded with a Treachery card in it: a Cylon player may play Sabotage
        // (card_moments.cpp), before step 2 asks anything.
        if (discardedTreachery >= 0 && sabotageMoment(c, seat, SkillCard(discardedTreachery))) {
            c.f.stage = AfterSabotage;
            return Flow::Continue;
        }
        return proveLoyalty(c);
    }
    case AfterSabotage: return proveLoyalty(c);
    case ProveAnswer: return cylonShown(c);
    case NewCharacter: return placeNewCharacter(c);
    case ApolloArea: return launched(c);
    default: return titlesPass(c);
    }
}

} // namespace bsg::pegasus
