#pragma once
// A rules variant: a set of rules that changes a game from the inside (VariantId below lists
// them; each lives in its own library). The engine knows a variant only through this
// interface, and its frame kinds, verbs, decision kinds and event kinds only as numbers in
// the variant range (kind_ranges.h). A game names its variant by id
// (GameState::variant, saved as the game's mode); a variant registers itself under that id
// and the engine calls its hooks only for games of that id, so a standard game pays one
// table look-up per hook site and nothing else. Recipe: docs/architecture.md, "Variants".
#include "state.h"

#include <array>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace bsg {

struct Ctx;
struct LoyaltyCounts;
enum class Flow : uint8_t;

// Saved and hashed (GameState::variant): never renumber.
enum class VariantId : uint8_t { None = 0, FourSolo = 1 };
inline constexpr int kVariantIdCount = 2;
// The id a save's setup and the state view give each (their "mode"): never change one.
inline constexpr std::array<std::string_view, kVariantIdCount> kVariantModeIds{"standard", "solo"};
// The variant of a mode id; nullopt for an unknown one.
inline std::optional<VariantId> variantOfModeId(std::string_view mode) {
    for (size_t i = 0; i < kVariantModeIds.size(); ++i)
        if (kVariantModeIds[i] == mode)
            return VariantId(i);
    return std::nullopt;
}

// How cards came into a hand (Variant::cardsAdded): Drawn from a skill deck (giveSkill), or
// Given from elsewhere - a skill check's cards, a card taken from another hand, a scenario
// request. A variant may treat the two differently (as the program that wrote older saves
// did).
enum class HandAddition : uint8_t { Drawn, Given };

// A set of frame kinds: a flag for every number a kind may have (kind_ranges.h). A byte a
// kind rather than a bit: the frame loop asks it at every frame, and a byte is one load.
class FrameKindSet {
public:
    constexpr FrameKindSet() = default;
    constexpr FrameKindSet(std::initializer_list<FrameKind> kinds) {
        for (FrameKind k : kinds)
            add(k);
    }
    [[nodiscard]] static constexpr FrameKindSet all() {
        FrameKindSet set;
        set.m_has.fill(true);
        return set;
    }
    constexpr void add(FrameKind k) { m_has[unsigned(k)] = true; }
    [[nodiscard]] constexpr bool has(FrameKind k) const { return m_has[unsigned(k)]; }
    bool operator==(const FrameKindSet&) const = default;

private:
    static_assert(kKindLimit == 256, "a kind is a byte: every value has a flag");
    std::array<bool, kKindLimit> m_has{};
};

inline constexpr FrameKindSet kEveryFrameKind = FrameKindSet::all();
inline constexpr FrameKindSet kNoFrameKind{};

class Variant {
public:
    virtual ~Variant() = default;

    // --- questions the base rules ask at setup
    // Whether the standard character-choice rule applies; a variant with its own composition
    // rule checks it in its own front end and returns false.
    [[nodiscard]] virtual bool standardComposition() const { return true; }
    // The loyalty deck for this many players (`standard` is the rulebook's).
    [[nodiscard]] virtual LoyaltyCounts loyaltyCounts(const LoyaltyCounts& standard) const;
    // Who has seen a loyalty card dealt to `seat` (bit per seat): its owner in the base game.
    [[nodiscard]] virtual uint16_t dealtLoyaltySeenBy(Seat seat) const { return seatBit(seat); }
    // Whether a skill check may be played face up (Investigative Committee is offered).
    [[nodiscard]] virtual bool faceUpChecksPossible() const { return true; }

    // --- hooks in the engine's door (engine.cpp)
    // Before the top frame's handler runs. May take the frame over: push the variant's frames,
    // change the frame's stage, and return the flow run() should act on; nullopt lets the
    // base handler run.
    virtual std::optional<Flow> beforeFrame(Ctx& c) const;
    // After a frame finished and was popped, before the children it pushed are pushed. May
    // push frames onto s.stack; they run after those children.
    virtual void afterFrame(GameState& s, const Frame& finished) const;
    // The frame kinds the two hooks above are called for (asked once per run()), so that the
    // frames a variant leaves alone pay no call. While VariantState::flags is not 0 both are
    // called for every frame.
    // (By reference: a set is 32 bytes, and run() asks at every decision.)
    [[nodiscard]] virtual const FrameKindSet& beforeFrameKinds() const { return kEveryFrameKind; }
    [[nodiscard]] virtual const FrameKindSet& afterFrameKinds() const { return kEveryFrameKind; }
    // Every decision passes through here before it is stored (ask()). May shrink, extend or
    // replace the options (never leave them empty), roll the state's rng and log; a single
    // option left is answered at once.
    virtual void adjustDecision(GameState& s, Seat actor, DecisionKind kind, OptionList& options) const;
    // apply() hands over every legal option first. For an option of the variant's own verbs
    // that is played out of band the variant counts the step (++s.step) and plays it; the
    // pending decision stays pending unless the variant runs the game on. Returns false for
    // any other option (apply() then gives it to the frame that asked).
    virtual bool playOutOfBand(GameState& s, const Option& option) const;
    // The handler of the variant's frame kinds (the variant range, kind_ranges.h).
    virtual Flow runFrame(Ctx& c) const;
    // Whether every number of an option of the variant's verbs that the rules use as an index
    // is in range (optionInRange, option_check.cpp).
    [[nodiscard]] virtual bool optionInRange(const GameState& s, const Option& o) const;
    // The frame that reveals the current player `seat` as a Cylon when a tester's scenario
    // request asks for it; his turn then ends. The base game's: the Reveal frame (reveal.cpp).
    [[nodiscard]] virtual Frame revealFrame(Seat seat) const;

    // --- hands: the base rules tell every change of a hand (common.cpp), nothing else
    // A card is about to leave `seat`'s hand from this index (discarded, contributed, taken).
    virtual void cardLeaving(GameState& s, Seat seat, size_t index) const;
    // Cards joined `seat`'s hand, which is sorted again.
    virtual void cardsAdded(GameState& s, Seat seat, std::span<const SkillCard> added, HandAddition how) const;
    // A scenario request set `seat`'s hand anew (a reveal keeps 3 cards): forget any hold on it.
    virtual void handReset(GameState& s, Seat seat) const;

    // --- the state walk (GameState::forEachField): what the variant adds to the hash, in
    // the fixed places of the walk, so that a game hashes the same from release to release.
    // Two words in each player's walk (between turnsTaken and revealedLoyalty).
    [[nodiscard]] virtual std::array<int, 2> seatWords(const GameState& s, Seat seat) const;

    // --- what the player is told
    // A card of a hand that lies face up although the hand is hidden (listed first), or -1.
    [[nodiscard]] virtual int faceUpHandCard(const GameState& s, Seat seat) const;
    // The protocol id of an option of the variant's verbs, appended to `out` ("play_active:
    // <character>"); false for other verbs. Saves hold these ids: never change one.
    virtual bool appendOptionId(std::string& out, const GameState& s, const Option& o) const;
    // The protocol id of one of the variant's decision kinds ("active_card"), or nullopt.
    [[nodiscard]] virtual std::optional<std::string> decisionKindId(DecisionKind k) const;
    // Labels and prompts of the variant's own verbs and decision kinds (asked for an option of
    // the variant's verbs, and for every option and the prompt of a decision of the variant's
    // kinds); nullopt: the engine's.
    [[nodiscard]] virtual std::optional<std::string> optionLabel(const GameState& s, const Option& o) const;
    [[nodiscard]] virtual std::optional<std::string> decisionPrompt(const GameState& s) const;
    // The words of a log event of the variant's own kinds (the variant range of EventKind);
    // nullopt for other kinds. Display only: never part of a game.
    [[nodiscard]] virtual std::optional<std::string> eventText(const GameState& s, const LogEvent& e) const;
    // Whether the pending decision is parked under an out-of-band play: scenario requests that
    // ask the pending decision again are refused meanwhile.
    [[nodiscard]] virtual bool decisionParked(const GameState& s) const;
};

// The variant of this game, or nullptr for a standard game (or a variant not linked in).
[[nodiscard]] inline const Variant* variantOf(const GameState& s);
// Called once per variant, by the variant's own library.
void registerVariant(VariantId id, const Variant* variant);
// The registered variant with this id, or nullptr.
[[nodiscard]] const Variant* findVariant(VariantId id);

namespace detail {
extern const Variant* g_variants[kVariantIdCount];
}

inline const Variant* variantOf(const GameState& s) {
    return s.variant < kVariantIdCount ? detail::g_variants[s.variant] : nullptr;
}

// The base rules' questions, answered by the game's variant or else by the base game.
inline uint16_t dealtLoyaltySeenBy(const GameState& s, Seat seat) {
    const Variant* v = variantOf(s);
    return v ? v->dealtLoyaltySeenBy(seat) : seatBit(seat);
}
inline bool faceUpChecksPossible(const GameState& s) {
    const Variant* v = variantOf(s);
    return !v || v->faceUpChecksPossible();
}
inline bool decisionParked(const GameState& s) {
    const Variant* v = variantOf(s);
    return v && v->decisionParked(s);
}

} // namespace bsg
