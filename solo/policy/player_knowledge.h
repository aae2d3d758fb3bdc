#pragma once
// What the Four Solo player knows at a decision, as a small typed read-only view over the
// GameState: the public board, the hands the player may see now, the colours of the hands
// and check cards that lie face down, the face-up Active Cards and loyalty cards, and the
// pending decision. The heuristic player and the advisor read a game only through this, so
// that no hidden card (another hand, a deck's order, an unseen loyalty card, the destiny
// cards, the rng) can steer them. The rule it follows is docs/visibility.md; it is built in
// a few dozen nanoseconds (no JSON, no allocation; what few decisions read is worked out when
// first asked), because it runs inside Monte Carlo playouts at every decision.
#include "carddb.h"
#include "rule_table.h"
#include "rules.h"
#include "solo_kinds.h"
#include "state.h"

#include <array>
#include <span>
#include <vector>

namespace bsg::solo::policy {

// The card data (carddb.h), looked up once: the player tools read it at every decision.
[[nodiscard]] inline const CardDb& cardData() {
    static const CardDb& d = db();
    return d;
}

// Room for every distinct skill card of the data (type:name:strength; 25 in the base game, 59
// with Pegasus): as many as the rules can tell apart.
inline constexpr int kMaxSkillCards = int(CardDb::kMaxSkillCards);
// The skill types the player's tools know: the base game's five and Pegasus's Treachery.
inline constexpr int kPolicySkillTypes = int(SkillType::Treachery) + 1;

// The skill cards of each colour (indices into CardDb::skillCards, in order), worked out once.
[[nodiscard]] const std::array<std::vector<SkillCard>, kMaxSkillTypes>& skillCardsByColour();

// A card of the skill check being built, as the player knows it.
struct CheckCard {
    SkillType colour = SkillType::Politics; // a card's back shows its colour
    int strength = -1;                      // -1: face down and not chosen by the player
    Seat owner = kNoSeat;                   // kNoSeat: a destiny card
};

class PlayerKnowledge {
public:
    explicit PlayerKnowledge(const GameState& s);

    // --- the decision the player faces
    [[nodiscard]] bool gameOver() const { return m_s.gameOver(); }
    [[nodiscard]] bool hasDecision() const { return m_s.hasDecision && !m_s.gameOver(); }
    [[nodiscard]] Seat actor() const { return m_s.decision.actor; }
    [[nodiscard]] DecisionKind kind() const { return m_s.decision.kind; }
    [[nodiscard]] const OptionList& options() const { return m_s.decision.options; }
    // The decision's context words: part of what the player is shown (its prompt).
    [[nodiscard]] int context() const { return m_s.decision.context; }
    [[nodiscard]] int context2() const { return m_s.decision.context2; }

    // The procedure asking (the phase of the game, public) and, during a die roll, what the
    // roll is for (RollPurpose).
    [[nodiscard]] FrameKind askingFrame() const;
    [[nodiscard]] int rollPurpose() const;

    // --- turn, characters and titles
    [[nodiscard]] int playerCount() const { return m_s.playerCount(); }
    [[nodiscard]] Seat current() const { return m_s.current; }
    [[nodiscard]] int turn() const { return m_s.turn; }
    [[nodiscard]] uint32_t turnFlags() const { return m_s.turnFlags; }
    [[nodiscard]] Difficulty difficulty() const { return m_s.difficulty; }
    [[nodiscard]] Seat president() const { return m_s.president; }
    [[nodiscard]] Seat admiral() const { return m_s.admiral; }
    [[nodiscard]] CharId character(Seat seat) const { return player(seat).character; }
    [[nodiscard]] const CharacterDef& characterDef(Seat seat) const {
        return cardData().characters[size_t(player(seat).character)];
    }
    [[nodiscard]] Seat seatOf(CharId c) const { return m_s.seatOf(c); }
    [[nodiscard]] LocId location(Seat seat) const { return player(seat).location; }
    [[nodiscard]] int viperArea(Seat seat) const { return player(seat).viperArea; }
    [[nodiscard]] bool revealed(Seat seat) const { return player(seat).revealed; }
    [[nodiscard]] bool onceUsed(Seat seat) const { return player(seat).onceUsed; }
    [[nodiscard]] bool stranded(Seat seat) const { return player(seat).stranded; }
    [[nodiscard]] int superCrisisCount(Seat seat) const { return int(player(seat).superCrises.size()); }
    // A face-up "You Are a Cylon" card (6.1): the Sleeper Agent or a revealed Cylon.
    [[nodiscard]] bool knownCylon(Seat seat) const;
    // Loyalty cards held (public) and how many of them lie face down.
    [[nodiscard]] int loyaltyCount(Seat seat) const { return int(player(seat).loyalty.size()); }
    [[nodiscard]] int loyaltyHidden(Seat seat) const;
    // Is any character a revealed Cylon (Four Solo 3.2 / 3.3 depend on it)?
    [[nodiscard]] bool cylonRevealed() const {
        if (m_cylonRevealed < 0)
            m_cylonRevealed = cylonRevealedNow();
        return m_cylonRevealed != 0;
    }

    // --- tracks and Galactica
    [[nodiscard]] int resource(Resource r) const { return m_s.resources[size_t(r)]; }
    [[nodiscard]] int distance() const { return m_s.distance; }
    [[nodiscard]] int jumpTrack() const { return m_s.jumpTrack; }
    [[nodiscard]] int nukes() const { return m_s.nukes; }
    [[nodiscard]] std::span<const int8_t> centurions() const { return m_s.centurions; }
    [[nodiscard]] bool damaged(LocId loc) const {
        if (loc < 0 || loc >= 64)
            return damagedSlow(loc);
        return damage().locations >> loc & 1u;
    }
    [[nodiscard]] int damagedLocations() const { return damage().count; }

    // --- space (civilian ships lie face down: only their number is known)
    [[nodiscard]] int raiders(Area a) const { return m_s.space[size_t(a)].raiders; }
    [[nodiscard]] int heavyRaiders(Area a) const { return m_s.space[size_t(a)].heavyRaiders; }
    [[nodiscard]] int unmannedVipers(Area a) const { return m_s.space[size_t(a)].vipers; }
    [[nodiscard]] int civilians(Area a) const { return int(m_s.space[size_t(a)].civilians.size()); }
    [[nodiscard]] int pilots(Area a) const {
        if (!m_pilotsCounted)
            countPilots();
        return m_pilots[size_t(a)];
    }
    [[nodiscard]] int basestarArea(int i) const { return m_s.basestars[size_t(i)].area; }
    [[nodiscard]] int basestarDamage(int i) const;
    [[nodiscard]] bool basestarHas(int i, std::string_view token) const;
    [[nodiscard]] int basestarsIn(Area a) const;
    [[nodiscard]] int vipersInReserve() const { return m_s.vipersReserve; }
    [[nodiscard]] int vipersDamaged() const { return m_s.vipersDamaged; }
    [[nodiscard]] int raptorsInReserve() const { return m_s.raptorsReserve; }
    [[nodiscard]] int civilianPileSize() const { return int(m_s.civilianPile.size()); }

    // --- skill cards
    // The whole hand is open to the player now (docs/visibility.md rules 1 and 3).
    [[nodiscard]] bool handOpen(Seat seat) const { return m_open[size_t(seat)]; }
    // The cards of an open hand; empty for a hidden one.
    [[nodiscard]] std::span<const SkillCard> hand(Seat seat) const {
        if (!m_open[size_t(seat)])
            return {};
        return player(seat).hand;
    }
    [[nodiscard]] int handSize(Seat seat) const { return int(player(seat).hand.size()); }
    // How many cards of this colour the hand holds (a face-down card shows its colour).
    [[nodiscard]] int colourCount(Seat seat, SkillType t) const {
        if (!(m_coloursCounted >> seat & 1u))
            countColours(seat);
        return m_colours[size_t(seat)][size_t(t)];
    }
    // The face-up Active Card (Four Solo 2.2, 5), or -1.
    [[nodiscard]] int activeCard(Seat seat) const { return m_active[size_t(seat)]; }
    // The President's quorum hand when it is open (2.4); empty otherwise.
    [[nodiscard]] std::span<const CardIdx> quorumHand() const {
        if (!m_quorumOpen)
            return {};
        return m_s.quorumHand;
    }
    [[nodiscard]] int quorumHandSize() const { return int(m_s.quorumHand.size()); }
    [[nodiscard]] bool quorumDeckEmpty() const { return m_s.quorumDeck.empty() && m_s.quorumDiscard.empty(); }
    [[nodiscard]] int skillDeckSize(SkillType t) const { return int(m_s.skillDeck[size_t(t)].size()); }
    // Discarded skill cards lie face up.
    [[nodiscard]] std::span<const SkillCard> skillDiscards(SkillType t) const { return m_s.skillDiscard[size_t(t)]; }

    // --- the skill check being resolved (valid while one is)
    [[nodiscard]] bool checkUnderway() const;
    [[nodiscard]] const SkillCheckState& check() const { return m_s.check; }
    [[nodiscard]] const CheckExtras& checkExtras() const { return m_s.checkExtras; }
    [[nodiscard]] int checkCardCount() const { return int(m_s.checkPile.size()); }
    [[nodiscard]] CheckCard checkCard(int i) const {
        if (i < kKeptCheckCards) {
            if (m_checkCardsKept < 0)
                keepCheckCards();
            const KeptCheckCard& kept = m_checkCards[size_t(i)];
            return CheckCard{kept.colour, kept.strength, kept.owner};
        }
        return checkCardNow(i);
    }
    // Whose card it is (checkCard(i).owner, without the rest).
    [[nodiscard]] Seat checkCardOwner(int i) const { return m_s.checkPileOwner[size_t(i)]; }
    // The crisis card being resolved (public), or -1.
    [[nodiscard]] int currentCrisis() const;
    [[nodiscard]] bool duringCrisis() const;
    // The colours of the destiny deck's cards (backs, and every card dealt from it was seen).
    [[nodiscard]] std::array<int, kMaxSkillTypes> destinyColours() const;
    // How many skill types a new destiny deck is dealt from (public: the boxes in play).
    [[nodiscard]] int destinyTypes() const { return destinyTypeCount(m_s); }
    // Cards on the table (public).
    [[nodiscard]] std::span<const InPlay> inPlay() const { return m_s.inPlay; }
    // Whether a crisis card holding this rule is on the table (rule_table.h).
    [[nodiscard]] bool ongoingRuleInPlay(OngoingRule rule) const { return bsg::ongoingRuleInPlay(m_s, rule); }
    [[nodiscard]] bool quorumInPlay(std::string_view id) const;
    [[nodiscard]] std::span<const CardIdx> destinationsPlayed() const { return m_s.destinationsPlayed; }
    [[nodiscard]] int destinationDeckSize() const { return int(m_s.destinationDeck.size()); }
    // The top card of the crisis or destination deck while the current character looks at it
    // (Launch Scout, Recon: the player acts for the current character); -1 otherwise.
    [[nodiscard]] int scoutedCard(int deck) const;

    // Unseen copies of each skill card: every physical copy less those the player can place
    // (open hands, face-up Active Cards, discards, known check cards). A face-down card is any
    // of them, as far as the player can tell.
    using CardCounts = std::array<int8_t, kMaxSkillCards>;
    [[nodiscard]] CardCounts unseenCopies() const;

    // Figures the player tools work out from this knowledge, kept for the rest of the
    // decision (they read nothing else, so they cannot go stale while this object lives).
    enum class Memo : uint8_t {
        ExecutiveOrder,
        HandAction,
        CivilianWorth,
        Threat,
        CheapestCard,
        TurnWithMove,
        ExpectedStrength,    // by colour
        ViperPlace,          // by area
        MannedViperAttack,   // by area
        UnmannedViperAttack, // by area
        Count
    };
    template <class Compute> double remember(Memo slot, int index, Compute compute) const {
        const size_t i = size_t(slot) * kMaxPlayers + size_t(index);
        if (!(m_memoValid >> i & 1u)) {
            m_memo[i] = compute();
            m_memoValid |= uint64_t(1) << i;
        }
        return m_memo[i];
    }
    // The same for a figure of each location (its action's worth for whoever stands there).
    template <class Compute> double rememberLocation(LocId loc, Compute compute) const {
        const size_t i = size_t(loc);
        if (i >= m_locationMemo.size())
            return compute();
        if (!(m_locationValid >> i & 1u)) {
            m_locationMemo[i] = compute();
            m_locationValid |= uint64_t(1) << i;
        }
        return m_locationMemo[i];
    }
    // The same for one figure of the whole decision (the bound of a move then an action).
    template <class Compute> double rememberMoveBound(Compute compute) const {
        if (!m_moveBoundKnown) {
            m_moveBound = compute();
            m_moveBoundKnown = true;
        }
        return m_moveBound;
    }
    [[nodiscard]] const CardCounts& unseen() const;

private:
    [[nodiscard]] const Player& player(Seat seat) const { return m_s.players[size_t(seat)]; }
    void countColours(Seat seat) const;
    [[nodiscard]] CheckCard checkCardNow(int i) const;
    [[nodiscard]] bool cardKnown(Seat owner, bool cylonRevealed) const;
    void keepCheckCards() const;
    [[nodiscard]] bool cylonRevealedNow() const;
    void countPilots() const;
    // Galactica's damage tokens on locations: a bit per location, and how many tokens.
    struct Damage {
        uint64_t locations = 0;
        int count = 0;
    };
    [[nodiscard]] const Damage& damage() const {
        if (!m_damageKnown) {
            m_damage = countDamage();
            m_damageKnown = true;
        }
        return m_damage;
    }
    [[nodiscard]] Damage countDamage() const;
    // Whether the check's cards are all face up now, and whether a Cylon is revealed.
    [[nodiscard]] bool checkCardsRevealed() const;
    [[nodiscard]] bool damagedSlow(LocId loc) const;

    const GameState& m_s;
    std::array<bool, kMaxPlayers> m_open{};
    std::array<int, kMaxPlayers> m_active{};
    bool m_quorumOpen = false;
    // Worked out when first asked: most decisions read few of these.
    mutable std::array<std::array<int8_t, kMaxSkillTypes>, kMaxPlayers> m_colours;
    mutable uint8_t m_coloursCounted = 0; // a bit per seat
    mutable int8_t m_checkUnderway = -1;  // -1: not worked out yet
    mutable int8_t m_checkRevealed = -1;  // -1: not worked out yet
    static constexpr int kKeptCheckCards = 24; // the check's first cards, as checkCard gives them
    mutable int8_t m_checkCardsKept = -1;      // -1: not worked out yet
    struct KeptCheckCard { // a CheckCard without initial values: most decisions never fill it
        SkillType colour;
        int8_t strength;
        Seat owner;
    };
    mutable std::array<KeptCheckCard, kKeptCheckCards> m_checkCards;
    mutable int8_t m_cylonRevealed = -1;
    mutable bool m_pilotsCounted = false;
    mutable std::array<int8_t, kAreaCount> m_pilots;
    mutable bool m_damageKnown = false;
    mutable Damage m_damage;
    static_assert(size_t(Memo::Count) * kMaxPlayers <= 64);
    static_assert(kPolicySkillTypes <= kMaxPlayers && kAreaCount <= kMaxPlayers); // the memos by colour and area
    mutable std::array<double, size_t(Memo::Count) * kMaxPlayers> m_memo;
    mutable uint64_t m_memoValid = 0;
    mutable std::array<double, 40> m_locationMemo;
    mutable uint64_t m_locationValid = 0;
    mutable CardCounts m_unseen;
    mutable bool m_unseenValid = false;
    mutable bool m_moveBoundKnown = false;
    mutable double m_moveBound;
};

} // namespace bsg::solo::policy
