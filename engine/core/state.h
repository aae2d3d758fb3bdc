#pragma once
// GameState: the whole game as one value. Copy it to branch, compare it with ==, hash it
// with stateHash(). Only engine.cpp's apply() (and the scenario commands) change a live game.
// Adding a member? Add it to forEachField() too, or hashing and saves will miss it.
#include "decision.h"
#include "log.h"
#include "pegasus_state.h"
#include "rng.h"
#include "shared_log.h"
#include "types.h"

#include <cassert>
#include <cstddef>
#include <span>
#include <string>
#include <vector>

namespace bsg {

// The digest each full chunk of the log keeps (SharedLog), read by checkpointDigest().
struct LogEventsDigest {
    uint64_t operator()(std::span<const LogEvent> events) const;
};
struct TextsDigest {
    uint64_t operator()(std::span<const std::string> texts) const;
};
// The game's log: copies of a state share its full chunks (shared_log.h), so a copy costs the
// same early and late in a game.
using EventLog = SharedLog<LogEvent, 256, LogEventsDigest>;
using RequestTexts = SharedLog<std::string, 32, TextsDigest>;

struct Player {
    CharId character = -1;
    LocId location = -1;     // -1 while piloting a viper or stranded
    int8_t viperArea = -1;   // Area while piloting, else -1
    std::vector<SkillCard> hand;
    std::vector<CardIdx> loyalty;         // loyalty card defs, in the order received
    std::vector<uint16_t> loyaltySeenBy;  // per loyalty card: bit per seat that has looked at it
    std::vector<CardIdx> superCrises;
    bool revealed = false;
    bool onceUsed = false;      // the once-per-game ability
    bool stranded = false;      // Helo before his second turn
    int8_t turnsTaken = 0;
    int8_t revealedLoyalty = -1; // index into loyalty of the card shown when revealing, -1 none
    // Not part of the game (never set, hashed or saved): it makes a player 128 bytes with
    // GCC's and Clang's libraries, so that the number of players (asked thousands of times a
    // game) is a shift, not a division.
    uint64_t unused[2] = {};
    bool operator==(const Player&) const = default;
    // `variantWords` walks the two words the game's variant keeps for this seat; they sit in
    // the middle of the walk because the hash of older games had them there.
    template <class F, class W> void forEachField(F&& f, W&& variantWords) const {
        f(character), f(location), f(viperArea), f(hand), f(loyalty), f(loyaltySeenBy), f(superCrises),
            f(revealed), f(onceUsed), f(stranded), f(turnsTaken);
        variantWords();
        f(revealedLoyalty);
    }
};

struct Basestar {
    int8_t area = -1;                 // -1: not on the board
    std::vector<uint8_t> damage;      // basestar damage token indices on it
    bool operator==(const Basestar&) const = default;
    template <class F> void forEachField(F&& f) const { f(area), f(damage); }
};

struct SpaceArea {
    int8_t raiders = 0;
    int8_t heavyRaiders = 0;
    int8_t vipers = 0;                // unmanned vipers; piloted ones are on Player::viperArea
    std::vector<uint8_t> civilians;   // civilian token indices (face down)
    bool operator==(const SpaceArea&) const = default;
    template <class F> void forEachField(F&& f) const { f(raiders), f(heavyRaiders), f(vipers), f(civilians); }
};

// A resumable step. `stage` says where to resume; a..d are kind-specific arguments.
enum class FrameKind : uint8_t;
struct Frame {
    FrameKind kind{};
    int8_t stage = 0;
    int16_t a = 0, b = 0, c = 0, d = 0;
    // Not part of the game (never set, hashed or saved): it makes a frame 16 bytes, so that the
    // frame loop (run) finds and copies the top of the stack with a shift and one move.
    int16_t unused[3] = {};
    bool operator==(const Frame&) const = default;
    template <class F> void forEachField(F&& f) const { f(kind), f(stage), f(a), f(b), f(c), f(d); }
};
static_assert(sizeof(Frame) == 16);
// Ctx::push (rules.h) writes a frame as two words with these fields at these places.
static_assert(offsetof(Frame, stage) == 1 && offsetof(Frame, a) == 2 && offsetof(Frame, b) == 4 &&
              offsetof(Frame, c) == 6 && offsetof(Frame, d) == 8 && offsetof(Frame, unused) == 10);

// Where a card that stays in play came from.
enum class CardKind : uint8_t { Crisis, Quorum, Destination, Loyalty };
struct InPlay {
    CardKind kind = CardKind::Crisis;
    CardIdx card = 0;
    Seat holder = kNoSeat;
    bool operator==(const InPlay&) const = default;
    template <class F> void forEachField(F&& f) const { f(kind), f(card), f(holder); }
};

struct GameOver {
    Side winner = Side::None;
    EndReason reason = EndReason::None;
    bool operator==(const GameOver&) const = default;
    template <class F> void forEachField(F&& f) const { f(winner), f(reason); }
};

enum class Difficulty : uint8_t { Easy, Normal, Hard };

// The variant's own part of a game (variant.h): only the variant reads or writes it; the engine
// copies and compares it with the rest of the state. What each word means is the variant's.
struct VariantState {
    std::array<std::array<int16_t, 4>, kMaxPlayers> seats{};
    int16_t flags = 0;
    Decision parked; // a decision an out-of-band play interrupted (Variant::playOutOfBand)
    bool operator==(const VariantState&) const = default;
};

struct GameState;
// The two words a seat's walk carries for the game's variant (variant.cpp): -1, -1 without one.
[[nodiscard]] std::array<int, 2> variantSeatWords(const GameState& s, Seat seat);

// The skill check being resolved (checks never nest).
enum class CheckSource : uint8_t { Crisis, Location, Other };
enum class CheckResult : int8_t { None = -1, Pass = 0, Partial = 1, Fail = 2 };
struct SkillCheckState {
    int8_t difficulty = 0;
    int8_t partial = -1;
    SkillMask skills = 0;
    CheckSource source = CheckSource::Other;
    int16_t sourceArg = -1;   // crisis card or location
    Seat contributor = kNoSeat;
    int8_t addedByContributor = 0;
    int16_t total = 0;
    CheckResult result = CheckResult::None;
    bool operator==(const SkillCheckState&) const = default;
    template <class F> void forEachField(F&& f) const {
        f(difficulty), f(partial), f(skills), f(source), f(sourceArg), f(contributor), f(addedByContributor),
            f(total), f(result);
    }
};

// Modifiers of the skill check being resolved, set by cards and abilities (skillcheck.cpp).
struct CheckExtras {
    bool faceUp = false;              // Investigative Committee: every card goes in face up
    bool engineeringPositive = false; // Scientific Research: engineering counts for
    bool strengthOnePositive = false; // Adama's Inspirational Leader: strength 1 counts for
    bool emergencyDeclared = false;   // Declare Emergency: difficulty -2 (once per check)
    int8_t zeroType = -1;             // Tyrol's Blind Devotion: cards of this type count 0
    int8_t windowSeat = 0;            // how far round the table the current offer has gone
    bool operator==(const CheckExtras&) const = default;
    template <class F> void forEachField(F&& f) const {
        f(faceUp), f(engineeringPositive), f(strengthOnePositive), f(emergencyDeclared), f(zeroType), f(windowSeat);
    }
};

struct GameState {
    // --- setup facts
    uint64_t seed = 0;
    Difficulty difficulty = Difficulty::Normal;
    uint8_t variant = 0;    // VariantId (variant.h); 0: the standard game
    uint8_t rulesRevision = kRulesRevision; // Setup::rulesRevision
    BoxSet boxes = kBaseGameBoxes;          // Setup::boxes: the boxes in play (hasBox, rules.h)
    BoxOptionSet boxOptions = 0;            // Setup::boxOptions
    std::vector<Player> players; // seat order, clockwise

    // --- turn
    Seat current = 0;
    int32_t turn = 0;   // 1-based count of turns begun
    int32_t step = 0;   // decisions applied so far
    uint32_t turnFlags = 0; // once-per-turn bookkeeping (bits in rules.h)

    // --- tracks and titles
    std::array<int8_t, kResourceCount> resources{};
    int8_t jumpTrack = 0;
    int8_t distance = 0;
    bool sleeperDealt = false;
    Seat president = kNoSeat;
    Seat admiral = kNoSeat;
    int8_t nukes = 0;
    std::vector<int8_t> centurions; // positions on the boarding party track
    std::vector<uint8_t> galacticaDamage; // damage tokens on Galactica locations
    std::vector<uint8_t> galacticaDamageRemoved; // resource tokens out of the game

    // --- ships
    std::array<SpaceArea, kAreaCount> space{};
    std::array<Basestar, 2> basestars{};
    int8_t vipersReserve = 0, vipersDamaged = 0, vipersDestroyed = 0;
    int8_t raptorsReserve = 0, raptorsDestroyed = 0;
    std::vector<uint8_t> civilianPile;       // unused civilian tokens (face down, random order)
    std::vector<uint8_t> civiliansDestroyed;
    // Combat bookkeeping: each Cylon ship activates once per turn (counted per area, reset
    // lazily when `activationTurn` differs from `turn`), and ships of an attack card still
    // to be placed when pieces run short.
    int32_t activationTurn = 0;
    std::array<int8_t, kAreaCount> raidersActivated{}, heavyRaidersActivated{};
    uint8_t basestarsActivated = 0; // bit per basestar
    std::array<int8_t, kAreaCount> toPlace{};
    std::array<int8_t, kAreaCount> raidersPlaced{}; // raiders the last attack setup placed

    // --- decks (front = top)
    // Room for the boxes' skill types (types.h): the base walk takes the first kSkillTypeCount.
    std::array<std::vector<SkillCard>, kMaxSkillTypes> skillDeck{}, skillDiscard{};
    std::vector<SkillCard> destiny;
    std::vector<SkillCard> checkPile;     // cards in the current skill check
    std::vector<Seat> checkPileOwner;     // who put each in (kNoSeat: destiny)
    std::vector<CardIdx> crisisDeck, crisisDiscard, superDeck, superDiscard;
    std::vector<CardIdx> crisesThisTurn;  // drawn this turn, discarded at its end
    std::vector<CardIdx> quorumDeck, quorumDiscard, quorumHand, quorumRemoved;
    std::vector<CardIdx> destinationDeck, destinationsPlayed;
    std::vector<CardIdx> loyaltyDeck, loyaltyUnused;
    std::vector<uint8_t> galacticaDamagePile, basestarDamagePile;
    std::vector<InPlay> inPlay;
    SkillCheckState check;
    CheckExtras checkExtras;

    // --- machinery
    std::vector<Frame> stack;
    Decision decision;       // valid when hasDecision
    bool hasDecision = false;
    Option answer;           // the choice being consumed by the top frame
    bool hasAnswer = false;
    Rng rng;
    std::vector<int8_t> forcedDice; // scenario mode: next die results, front first
    int8_t lastRoll = 0;            // the final result of the last Roll frame (modifiers included)
    EventLog log;
    // The text of each scenario request, in order (a Scenario event's a is its index). Tester-
    // typed text has any length, and a log event holds only small numbers; re-deriving it from
    // the game's record would need the record wherever a log is shown (eventText reads only the
    // state). Requests are for testers only: a played game keeps this empty, one empty vector
    // to copy.
    RequestTexts scenarioRequests;
    int32_t unimplemented = 0;
    GameOver over;
    VariantState variantState;      // only the variant touches it (variant.h)
    PegasusState pegasus;           // what the Pegasus box adds (pegasus_state.h)

    [[nodiscard]] bool gameOver() const { return over.winner != Side::None; }
    [[nodiscard]] int playerCount() const { return int(players.size()); }
    // Inline: the rules ask it at every ability they check. Every seat is looked at, with no
    // branch on what it holds: where a character sits is as good as random to the processor,
    // and a search that stopped there would be mispredicted. (A character sits once at most.)
    [[nodiscard]] Seat seatOf(CharId c) const {
        int seat = kNoSeat;
        const int count = playerCount();
        for (int i = 0; i < count; ++i)
            seat = players[size_t(i)].character == c ? i : seat;
        return Seat(seat);
    }
    // The seat k places to the left of `first` (0 <= k <= players). One subtraction, chosen
    // without a branch (where to the table goes round is as good as random to the
    // processor), not a division: the rules go round the table at every check and roll.
    [[nodiscard]] Seat seatFrom(Seat first, int k) const {
        const int count = playerCount();
        assert(first >= 0 && first < count && k >= 0 && k <= count);
        const int seat = first + k;
        return Seat(seat - (seat >= count ? count : 0));
    }
    [[nodiscard]] Seat leftOf(Seat s) const { return seatFrom(s, 1); }

    bool operator==(const GameState&) const = default;
    template <class F> void forEachField(F&& f) const {
        f(checkExtras);
        f(seed), f(difficulty), f(variant);
        f(players.size()); // as a vector is walked, with the variant's words in each player
        for (size_t i = 0; i < players.size(); ++i)
            players[i].forEachField(f, [&] {
                const auto words = variantSeatWords(*this, Seat(i));
                f(words[0]), f(words[1]);
            });
        f(current), f(turn), f(step), f(turnFlags), f(resources),
            f(jumpTrack), f(distance), f(sleeperDealt), f(president), f(admiral), f(nukes), f(centurions),
            f(galacticaDamage), f(galacticaDamageRemoved), f(space), f(basestars), f(vipersReserve),
            f(vipersDamaged), f(vipersDestroyed), f(raptorsReserve), f(raptorsDestroyed), f(civilianPile),
            f(civiliansDestroyed), f(activationTurn), f(raidersActivated), f(heavyRaidersActivated),
            f(basestarsActivated), f(toPlace), f(raidersPlaced), f(baseTypes(skillDeck)), f(baseTypes(skillDiscard)), f(destiny), f(checkPile), f(checkPileOwner),
            f(crisisDeck), f(crisisDiscard), f(superDeck), f(superDiscard), f(crisesThisTurn), f(quorumDeck),
            f(quorumDiscard), f(quorumHand), f(quorumRemoved), f(destinationDeck), f(destinationsPlayed),
            f(loyaltyDeck), f(loyaltyUnused), f(galacticaDamagePile), f(basestarDamagePile), f(inPlay), f(check), f(stack),
            f(hasDecision), f(decision.actor), f(decision.kind), f(decision.options), f(decision.context),
            f(decision.context2), f(hasAnswer), f(answer), f(rng.s), f(forcedDice), f(lastRoll), f(log), f(scenarioRequests), f(unimplemented),
            f(over);
        const Decision& parked = variantState.parked;
        f(parked.actor), f(parked.kind), f(parked.options), f(parked.context), f(parked.context2);
        if (rulesRevision != 1) // revision-1 games hash as they did before revisions existed
            f(rulesRevision);
        if (boxes != kBaseGameBoxes) [[unlikely]] // base games hash as they did before boxes existed
            forEachBoxField(f);
    }

    // The box tail of the walk: what the boxes add to a game, walked only when a box beyond the
    // base game is in play. It begins with its version; what a later program adds here comes
    // after the fields below, walked only for games of the rules revision that brought it, so a
    // box game saved before still hashes as it did. Never reorder.
    template <class F> void forEachBoxField(F&& f) const {
        f(kBoxTailVersion), f(boxes), f(boxOptions);
        f(boxTypes(skillDeck)), f(boxTypes(skillDiscard));
        if (boxes & boxBit(Box::Pegasus))
            pegasus.forEachField(f);
    }
    static constexpr uint8_t kBoxTailVersion = 1;
    // The piles of the base game's skill types, and of the boxes' (walked as arrays of their own
    // length: the base walk of a base game is the five piles it always was).
    template <class T> static std::span<const T, kSkillTypeCount> baseTypes(const std::array<T, kMaxSkillTypes>& a) {
        return std::span<const T, kMaxSkillTypes>(a).template first<kSkillTypeCount>();
    }
    template <class T>
    static std::span<const T, kMaxSkillTypes - kSkillTypeCount> boxTypes(const std::array<T, kMaxSkillTypes>& a) {
        return std::span<const T, kMaxSkillTypes>(a).template last<kMaxSkillTypes - kSkillTypeCount>();
    }
};

// 64-bit hash of every field (FNV-1a over a canonical byte walk); equal states hash equal.
// Shown in views and in saves up to format 3; it walks the whole log, so it costs more as the
// game grows.
[[nodiscard]] uint64_t stateHash(const GameState& s);
// Another 64-bit hash of every field, for the checkpoints of saves from format 4 on: a word at
// a time, and the log's full chunks by the digests they keep, so its cost hardly grows with the
// game's length. Equal states digest equal.
[[nodiscard]] uint64_t checkpointDigest(const GameState& s);
[[nodiscard]] std::string hashHex(uint64_t h);

} // namespace bsg
