#pragma once
// Internal toolkit for rule code. Every rule is a frame handler: a function that runs one
// resumable step (see docs/architecture.md, "Writing a rule"). Handlers never call each
// other; they push child frames, ask decisions, and return a Flow.
#include "branch_free.h"
#include "carddb.h"
#include "engine.h"
#include "hot_thread_local.h"
#include "variant.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstring>
#include <new>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

namespace bsg {

// The kinds of frames, numbered in ranges (kind_ranges.h): this list holds the base game's,
// [0, 112). Frames are hashed and saved in checkpoints by number: never renumber a kind.
enum class FrameKind : uint8_t {
    Turn,            // the six steps of one player's turn
    ReceiveSkills,   // a = seat
    Movement,        // a = seat
    Action,          // a = seat, b = actions left
    CrisisStep,      // draws and resolves the crisis of the turn
    ResolveCrisis,   // a = crisis card
    SkillCheck,      // a = difficulty, b = skills mask, c = source (see SkillCheckSource), d = source arg
    Effects,         // a = ListId, b = next index, c = source card (for apply_result), d = chooser seat
    Activate,        // a = Activation
    PrepareJump,     // advance the jump track; may push Jump
    Jump,            // the jump steps; a = 1 when by FTL Control; d = kBlindJump: Blind Jump's (one destination)
    DiscardCards,    // a = seat, b = count left, c = 1 random, d = reason
    HandLimit,       // checks every seat at the end of a turn
    EndTurn,         // resource check and hand-over
    LocationAction,  // a = seat, b = location
    Roll,            // a = purpose (RollPurpose), b = modifier; result in GameState::lastRoll
    Setup,           // the rest of setup after the characters are placed
    StartingHand,    // a = seat, b = cards left to draw
    // 18-21: retired (the variant's first frame kinds had them; kind_ranges.h)
    Attack = 22,     // a = AttackKind, b = area, c = target (basestar / centurion space), d = pilot seat + 1
    ViperActivations,// a = seat, b = activations left, c = CombatMode (combat.h)
    AttackSetup,     // a = crisis card: ships of a Cylon attack card, then its special rule
    Communications,  // a = seat: look at 2 civilian ships, then move them
    ViperRecovery,   // a = count left, b = seat deciding (Ragnar Anchorage)
    Risk,            // a = ListId, b = index of the risk effect in it, c = source card
    DamageVipersInSpace, // a = count left: the current player picks vipers in space to damage
    Launch,          // a = ShipKind (raider / heavy raider), b = per basestar: every basestar launches
    Reveal,          // a = seat revealing a Cylon loyalty card (reveal.cpp)
    SleeperAgents,   // a = players dealt so far, b = cards left for that player (loyalty.cpp)
    Sympathizer,     // a = seat holding the Sympathizer card (loyalty.cpp)
    GalacticaStrike, // a = revealing seat, b = tokens still to apply (reveal.cpp)
    CylonLocation,   // a = seat, b = Cylon location (cylon_locations.cpp)
    SkillCardAction, // a = seat, b = SkillCard played as an action (rules_core.h)
    CharacterAction, // a = seat, b = ability index (rules_core.h)
    QuorumCard,      // a = quorum card being resolved, b = resolver seat (rules_core.h)
    // 38: retired (a variant's frame kind had it; kind_ranges.h)
    CheckEnd = 39,   // after a skill check's result: Command Authority, then the cards are discarded
    // The next base kind takes 40. Kinds of the variant and of the boxes are numbered in their
    // own ranges (kind_ranges.h) and declared with their rules: the variant's are run by
    // Variant::runFrame, never by a base rule.
};

// A rule as corrected in revision 2 (types.h, kRulesRevision): games begun before keep the old.
inline bool rulesRevision2(const GameState& s) { return s.rulesRevision >= 2; }
// Revision 3: each raider and heavy raider keeps its own "has acted this turn" (an attacker
// picks which kind of ship he destroys when an area holds both).
inline bool rulesRevision3(const GameState& s) { return s.rulesRevision >= 3; }
// Revision 4: the official FAQ's rulings and the variant's corrections of issue #31
// (docs/architecture.md, "Rules revisions").
inline bool rulesRevision4(const GameState& s) { return s.rulesRevision >= 4; }
// Whether a box's records and rules are in this game (box.h; the base game always is).
inline bool hasBox(const GameState& s, Box box) { return (s.boxes & boxBit(box)) != 0; }
// Whether the game has this skill type's deck: the base game's five, and its boxes' types.
inline bool skillTypeInPlay(const GameState& s, int type) {
    return type < kSkillTypeCount || (type < kMaxSkillTypes && hasBox(s, kSkillTypeBox[size_t(type)]));
}
// Whether a game with these boxes deals this skill card: its box is in play and no card of a
// box in play replaces it (Pegasus's Investigative Committee replaces the base game's).
[[nodiscard]] bool skillCardInGame(BoxSet boxes, const SkillCardDef& card);
// How many skill types a destiny deck is dealt from: the five colours, and with Pegasus the
// Treachery type after them (types 0 .. count-1).
inline int destinyTypeCount(const GameState& s) {
    return hasBox(s, Box::Pegasus) ? int(SkillType::Treachery) + 1 : kSkillTypeCount;
}
// The skill types whose decks the game has, a bit each.
inline SkillMask inPlayTypes(const GameState& s) {
    SkillMask mask = 0;
    for (int t = 0; t < kMaxSkillTypes; ++t)
        if (skillTypeInPlay(s, t))
            mask = SkillMask(mask | skillBit(SkillType(t)));
    return mask;
}

// The stages of a Turn frame (turn.cpp), named here so that a variant's hooks can stop between them.
enum TurnStage : int8_t { Begin, Receive, Move, Act, Crisis, ActivateShips, Jump, Limit, End, Recon, ReconAnswer };

enum class Flow : uint8_t {
    Done,     // the frame is finished: pop it (children it pushed then run in its place)
    Continue, // keep the frame; its children (if any) run first, then it runs again
    Wait,     // a decision is pending
};

// What a handler sees: the state, its own frame and the children it pushes, which run in
// the order pushed. The frame is the one on the stack, changed in place: a copy would be
// read back a moment after the handler's small writes to it, and such a read waits for them
// to reach memory. Nothing is pushed onto the stack while a handler runs (its children wait
// in the Ctx), so the frame does not move; a handler may unwind the stack (a reveal ends the
// turn), and then its frame is gone and what it writes to it counts for nothing.
struct Ctx {
    Ctx(GameState& state, Frame& frame) : s(state), f(frame) {}
    GameState& s;
    Frame& f;
    int childCount = 0;
    // Set by the frame loop (run()): the frame's place in s.stack, and whether the variant's
    // beforeFrame hook watches this frame's kind.
    size_t index = 0;
    bool variantWatches = false;
    // Whether a handler may run its frame's next stage itself after `flow`, as the frame loop
    // would run it next with no variant hook between (Variant::beforeFrame): the frame goes
    // on (Flow::Continue) with no child, it is still on top of the stack, the game goes on,
    // and no hook is due.
    [[nodiscard]] bool mayRunNextStage(Flow flow) const;
    void push(FrameKind k, int a = 0, int b = 0, int c = 0, int d = 0) { // inline: most frames push one
        assert(childCount < 8);
        unsigned char* slot = m_children + sizeof(Frame) * size_t(childCount++);
#if defined(__GNUC__)
        if constexpr (std::endian::native == std::endian::little) {
            // The frame made in registers and written with one 16-byte store: the frame loop
            // reads it back whole, and a read that spans several smaller writes (a zeroed
            // frame, then its fields) waits for them to reach memory.
            using Words = uint64_t __attribute__((vector_size(16)));
            const Words frame{uint64_t(k) | uint64_t(uint16_t(a)) << 16 | uint64_t(uint16_t(b)) << 32 |
                                  uint64_t(uint16_t(c)) << 48,
                              uint64_t(uint16_t(d))};
            std::memcpy(slot, &frame, sizeof(Frame)); // creates the Frame (an implicit-lifetime type)
            return;
        }
#endif
        ::new (static_cast<void*>(slot)) Frame{k, 0, int16_t(a), int16_t(b), int16_t(c), int16_t(d)};
    }
    [[nodiscard]] const Frame& child(int i) const { return std::launder(reinterpret_cast<const Frame*>(m_children))[i]; }

private:
    // Raw room for the children: a frame runs millions of times a second and most push none,
    // so the slots are not initialised until push() writes one.
    alignas(Frame) unsigned char m_children[8 * sizeof(Frame)];
};

inline bool Ctx::mayRunNextStage(Flow flow) const {
    return flow == Flow::Continue && childCount == 0 && !s.gameOver() && !variantWatches &&
           s.variantState.flags == 0 && index + 1 == s.stack.size();
}

// One handler per FrameKind; engine.cpp dispatches on the kind.
Flow runTurn(Ctx&);
Flow runReceiveSkills(Ctx&);
Flow runMovement(Ctx&);
Flow runAction(Ctx&);
Flow runCrisisStep(Ctx&);
Flow runResolveCrisis(Ctx&);
Flow runSkillCheck(Ctx&);
Flow runEffects(Ctx&);
Flow runActivate(Ctx&);
Flow runPrepareJump(Ctx&);
Flow runJump(Ctx&);
Flow runDiscardCards(Ctx&);
Flow runHandLimit(Ctx&);
Flow runEndTurn(Ctx&);
Flow runLocationAction(Ctx&);
Flow runRoll(Ctx&);
Flow runSetup(Ctx&);
Flow runStartingHand(Ctx&);
Flow runAttack(Ctx&);
Flow runViperActivations(Ctx&);
Flow runAttackSetup(Ctx&);
Flow runCommunications(Ctx&);
Flow runViperRecovery(Ctx&);
Flow runRisk(Ctx&);
Flow runDamageVipersInSpace(Ctx&);
Flow runLaunch(Ctx&);
Flow runReveal(Ctx&);
Flow runSleeperAgents(Ctx&);
Flow runSympathizer(Ctx&);
Flow runGalacticaStrike(Ctx&);
Flow runCylonLocation(Ctx&);
Flow runSkillCardAction(Ctx&);
Flow runCharacterAction(Ctx&);
Flow runQuorumCard(Ctx&);
Flow runCheckEnd(Ctx&);

// --- decisions
// Asks `actor` to pick one option. With exactly one option the answer is taken at once
// (no decision is recorded) and the handler is re-entered with it, so callers can always
// use: set stage, return ask(...); then takeAnswer() in the next stage.
Flow ask(Ctx& c, Seat actor, DecisionKind kind, OptionList&& options, int context = -1, int context2 = -1);
Option takeAnswer(GameState& s);

// --- chance
// What a die roll is for (abilities that modify rolls look at this).
enum class RollPurpose : uint8_t { Other, FtlControl, CardEffect, ViperAttack, RaiderAttack, GalacticaAttack,
                                   BasestarAttack, Nuke, Armory, Risk, Quorum, HumanFleet };
// A raw d8 from the forced dice queue (scenario mode) or the state's rng; logged. Rules use
// the Roll frame instead, which offers the roll-modifying abilities (Strategic Planning,
// rerolls) and leaves the final result in GameState::lastRoll.
// `modifier` (already known) and `reroll` are logged with the die, so its line tells the result.
int rollDie(GameState& s, int purpose = 0, int modifier = 0, bool reroll = false);

// --- log (log.h: a kind and four small numbers; words only for display)
// Who may see an event, and whether it shows something hidden - a card from a deck, a die, a
// loyalty card, a peek at a deck: what a take-back may not cross (LogEvent::flags).
struct Seen {
    uint16_t visibleTo = kPublic;
    bool reveals = false;
};
inline constexpr Seen kRevealsToAll{kPublic, true};
// Private to these seats (seatBit), and a reveal to them - a draw, a peek, a look.
inline constexpr Seen revealedTo(uint16_t seats) { return Seen{seats, true}; }
// Private to these seats, revealing nothing (a card the player chose to add to a check).
inline constexpr Seen privateTo(uint16_t seats) { return Seen{seats, false}; }
namespace detail {
// Set while the events of this thread's games go another way than into the log alone: to an
// observer (LogObserver), or nowhere (QuietLog). Read inline by logEvent (common.cpp).
GAMEKIT_HOT_TLS_MODEL extern thread_local constinit bool t_logHooked;
GAMEKIT_HOT_TLS_MODEL extern thread_local constinit bool t_quietLog;
void observedEvent(GameState& s, Seen seen, EventKind kind, Seat actor, int a, int b, int c, int d);
inline LogEvent makeEvent(const GameState& s, Seen seen, EventKind kind, Seat actor, int a, int b, int c, int d) {
    LogEvent e;
    e.step = s.step;
    e.a = int16_t(a), e.b = int16_t(b), e.c = int16_t(c), e.d = int16_t(d);
    e.visibleTo = seen.visibleTo;
    e.kind = kind;
    e.actor = actor;
    e.flags = seen.reveals ? kRevealsHidden : 0;
    return e;
}
} // namespace detail
inline void logEvent(GameState& s, Seen seen, EventKind kind, Seat actor = kNoSeat, int a = 0, int b = 0, int c = 0,
                     int d = 0) {
    if (detail::t_logHooked) [[unlikely]] {
        if (!detail::t_quietLog) // a quiet log keeps nothing and costs two flags
            detail::observedEvent(s, seen, kind, actor, a, b, c, d);
        return;
    }
    // Inline, with no call while the log's last chunk has room (SharedLog::push_back).
    s.log.push_back(detail::makeEvent(s, seen, kind, actor, a, b, c, d));
}
// A public event that reveals nothing.
inline void logEvent(GameState& s, EventKind kind, Seat actor = kNoSeat, int a = 0, int b = 0, int c = 0, int d = 0) {
    logEvent(s, Seen{}, kind, actor, a, b, c, d);
}
// A rule or card effect the engine does not carry out yet: logged and counted.
void unimplemented(GameState& s, Missing what, int b = 0, int c = 0);

// --- common operations
// Removes the card at `i` of a pile of one-byte cards (a hand, a skill deck, the destiny pile).
// Where the allocation has room for it, the rest of the pile moves as one 32-byte block: the
// bytes past the pile's end are read and written, but only within its allocation. A library
// move is a call whose tests of the length are as good as random to the processor. A longer
// rest, or a pile without the room (a copied state keeps none; newGame reserves it), is
// erased the usual way, as it is where the library marks a vector's spare room as out of
// bounds for AddressSanitizer (libstdc++ on request, MSVC's library by default).
#if defined(_GLIBCXX_SANITIZE_VECTOR) || (defined(_MSC_VER) && defined(__SANITIZE_ADDRESS__))
inline constexpr bool kSpareRoomReadable = false;
#else
inline constexpr bool kSpareRoomReadable = true;
#endif
template <class Card> void eraseCard(std::vector<Card>& pile, size_t i) {
    static_assert(sizeof(Card) == 1 && std::is_trivially_copyable_v<Card>);
    constexpr size_t kBlock = 32;
    assert(i < pile.size());
    if (kSpareRoomReadable && pile.size() - i <= kBlock + 1 && pile.capacity() - i >= kBlock + 1) [[likely]] {
        Card* const at = pile.data() + i;
        unsigned char block[kBlock];
        std::memcpy(block, at + 1, kBlock);
        std::memcpy(at, block, kBlock);
        pile.pop_back();
        return;
    }
    pile.erase(pile.begin() + std::ptrdiff_t(i));
}
// The room eraseCard moves its block in: a pile of up to `cards` cards.
template <class Card> void reserveForErase(std::vector<Card>& pile, size_t cards) { pile.reserve(cards + 32); }

void changeResource(GameState& s, Resource r, int delta);
SkillCard drawSkill(GameState& s, SkillType t);            // reshuffles the discards when empty
void giveSkill(GameState& s, Seat seat, SkillType t, int n = 1);
void discardSkill(GameState& s, SkillCard card);            // to its discard pile
void discardFromHand(GameState& s, Seat seat, size_t handIndex, DiscardCause why = DiscardCause::Chosen);
// Every change of a hand goes through these two, which tell the game's variant (variant.h).
SkillCard removeFromHand(GameState& s, Seat seat, size_t handIndex); // not discarded
// The cards `added` were pushed onto the hand: sorts it. `drawn`: from a deck (giveSkill draws).
void cardsJoinedHand(GameState& s, Seat seat, std::span<const SkillCard> added, bool drawn);
void sortHand(std::vector<SkillCard>& hand);
void sortHand(std::vector<SkillCard>& hand, size_t from); // the cards before `from` are in order
CardIdx drawCrisis(GameState& s);                           // reshuffles the discards when empty
// A look at the top of an empty crisis deck shuffles the discards into it first.
void reshuffleCrisisDeckIfEmpty(GameState& s);
void rebuildDestiny(GameState& s);
void moveCharacter(GameState& s, Seat seat, LocId to, MoveCause why = MoveCause::Chosen); // no costs checked
void sendTo(GameState& s, Seat seat, LocId to);             // Sickbay / Brig, with the title rule
// Whether a rule sending this character to Sickbay or the Brig (`to`) would move him: not a
// revealed Cylon, nor Helo while stranded, nor one already there, nor a prisoner of the Brig
// for Sickbay. From revision 4 (the FAQ) sendTo leaves such a character where he is, and a
// rule that picks whom to send offers him only when nobody else can be picked.
[[nodiscard]] bool canBeSentTo(const GameState& s, Seat seat, LocId to);
void setTitle(GameState& s, Title t, Seat to);
Seat successor(const GameState& s, Title t, Seat excluding);
[[nodiscard]] bool isCylonPlayer(const GameState& s, Seat seat);
[[nodiscard]] inline bool isRevealed(const GameState& s, Seat seat) { return s.players[size_t(seat)].revealed; }
[[nodiscard]] Ship shipOf(LocId loc);
[[nodiscard]] bool locationDamaged(const GameState& s, LocId loc);
[[nodiscard]] int handLimit(const GameState& s, Seat seat);
void checkResourceLoss(GameState& s);       // end of a turn
void endGame(GameState& s, Side winner, EndReason reason);
[[nodiscard]] inline const CharacterDef& characterOf(const GameState& s, Seat seat) {
    return db().characters[size_t(s.players[size_t(seat)].character)];
}
// Every index an option carries is inside its table (option_check.cpp); apply() refuses others.
[[nodiscard]] bool optionInRange(const GameState& s, const Option& o);

// Roll frames made for an attack on a viper (RollPurpose::RaiderAttack) pass c = 1 + the
// pilot's seat (0 for an unmanned viper) and d = 1 (the target is a viper; without it an
// unmanned viper could not be told from Galactica): Evasive Maneuvers is offered after such a
// roll and its reroll gets -2 against a piloted viper (roll.cpp).

// Helo's Moral Compass (characters.cpp): runResolveCrisis calls it first thing; when it
// returns true the handler returns `flow` (it offered Helo to switch the choice just made, or
// put the final choice back as the answer of the crisis decision).
bool moralCompass(Ctx& c, Flow& flow);
// May this option (0 = a, 1 = b) of a crisis card's choice be chosen now? (crisis.cpp)
[[nodiscard]] bool crisisOptionAllowed(const GameState& s, CardIdx card, int option);

// Combat hooks (combat code): the effect ops that touch ships and Galactica, and the
// ship layout + special rule of a Cylon attack card. Both may push frames.
Flow combatEffect(Ctx& c, const Effect& e);
void resolveAttackSetup(Ctx& c, const CrisisDef& card);
// Combat actions offered in the Action step (action:viper, action:title:admiral, CAG) and
// the skill cards Maximum Firepower and Repair.
void combatActionOptions(const GameState& s, Seat seat, OptionList& options);
bool combatAction(Ctx& c, Seat seat, const Option& o);
bool combatSkillPlayable(const GameState& s, Seat seat, SkillCard card);
bool combatSkillAction(Ctx& c, Seat seat, SkillCard card);

// Option helpers
inline Option opt(Verb v, int a = 0, int b = 0, int c = 0) { return Option{v, int16_t(a), int16_t(b), int16_t(c)}; }

// Where the first copy of `card` is in a seat's hand, or the hand's size if it holds none. A
// hand is kept sorted, so that is the number of cards below it (branch_free.h). A card not
// found there is searched for: a game of revisions 1 and 2 may hold an unsorted hand for a
// while (cardsJoinedHand), and so may a state a test built by hand.
inline size_t handIndexOf(const GameState& s, Seat seat, SkillCard card) {
    const auto& hand = s.players[size_t(seat)].hand;
    if (rulesRevision3(s)) [[likely]] {
        const size_t below = cardsBelow(hand, card);
        if (below < hand.size() && hand[below] == card) [[likely]]
            return below;
    }
    return size_t(std::find(hand.begin(), hand.end(), card) - hand.begin());
}

// Well-known locations, resolved once from the data.
struct Locs {
    LocId ftlControl, weaponsControl, communications, researchLab, command, admiralsQuarters, hangarDeck, armory,
        sickbay, brig, pressRoom, presidentsOffice, administration, caprica, cylonFleet, humanFleet,
        resurrectionShip;
};
Locs lookUpLocs(); // common.cpp
// Inline: the rules ask for them thousands of times a game.
inline const Locs& locs() {
    static const Locs l = lookUpLocs();
    return l;
}

// --- crises, loyalty and revealed Cylons (crisis.cpp, loyalty.cpp, reveal.cpp)
// Deals the top card of the loyalty deck (not empty) to the seat, seen as the variant deals it.
CardIdx dealLoyaltyCard(GameState& s, Seat seat);
// The Sleeper Agent deal; the jump code calls it when the distance first reaches 4.
void dealSleeperAgents(Ctx& c);
// The distance went up from `before` (a jump, Legendary Discovery): the Kobol instructions
// for a total reached for the first time - the Sleeper Agent deal at 4 (jump.cpp).
void distanceGained(Ctx& c, int before);
// A resource is in its red zone (half or less of its dial).
[[nodiscard]] bool anyResourceInRed(const GameState& s);
// Detector Sabotage (failed) forbids looking at other players' loyalty cards.
[[nodiscard]] bool loyaltyViewsBlocked(const GameState& s);
// The viewer secretly looks at the target's loyalty cards: one at random, or all of them.
void lookAtLoyalty(GameState& s, Seat viewer, Seat target, bool all);
// Who has looked at a loyalty card handed to `to` (Resurrection Ship, the Sympathizer passed
// on): its new holder takes it as a card dealt to him - face down where the variant deals so
// (revision 4; before, the receiver was marked as having looked).
[[nodiscard]] inline uint16_t handedLoyaltySeenBy(const GameState& s, uint16_t seenBefore, Seat to) {
    return uint16_t(seenBefore | (rulesRevision4(s) ? dealtLoyaltySeenBy(s, to) : seatBit(to)));
}
// A revealed Sympathizer may not use Cylon Fleet nor hold Super Crisis cards.
[[nodiscard]] bool isSympathizerCylon(const GameState& s, Seat seat);
// The common steps of becoming a revealed Cylon: titles pass on, kept quorum cards are
// discarded, the token goes to the Resurrection Ship and the hand is cut to 3 (pushed).
void becomeRevealedCylon(Ctx& c, Seat seat);
// Draws a Super Crisis card (reshuffling its discards when the deck is empty).
CardIdx drawSuperCrisis(GameState& s);
// The character whose reveal is being carried out (the innermost Reveal frame), or kNoSeat.
[[nodiscard]] Seat revealingSeat(const GameState& s);
// The label of an option of a Cylon location's decision, or nullptr (cylon_locations.cpp).
const char* cylonOptionLabel(const GameState& s, const Option& o);

} // namespace bsg
