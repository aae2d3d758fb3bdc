// Operations shared by many rules: resources, skill cards, moving characters, titles.
#include "rules.h"
#include "movement_abilities.h"
#include "characters_pegasus.h"
#include "pegasus_board.h"
#include "variant.h"
#include "hot_thread_local.h"

#include <algorithm>
#include <cassert>

namespace bsg {

Locs lookUpLocs() {
    const CardDb& d = db();
    return Locs{d.loc("ftl_control"),     d.loc("weapons_control"),   d.loc("communications"),
                d.loc("research_lab"),    d.loc("command"),           d.loc("admirals_quarters"),
                d.loc("hangar_deck"),     d.loc("armory"),            d.loc("sickbay"),
                d.loc("brig"),            d.loc("press_room"),        d.loc("presidents_office"),
                d.loc("administration"),  d.loc("caprica"),           d.loc("cylon_fleet"),
                d.loc("human_fleet"),     d.loc("resurrection_ship")};
}


namespace detail {
GAMEKIT_HOT_THREAD_LOCAL constinit bool t_quietLog = false;
GAMEKIT_HOT_THREAD_LOCAL constinit bool t_logHooked = false;
} // namespace detail

namespace {
using detail::t_logHooked;
using detail::t_quietLog;
// The observer of this thread's games' events, if any (t_logHooked is set while it is, or a
// quiet log lives).
thread_local const LogObserver* t_logObserver = nullptr;

void updateLogHooked() { t_logHooked = t_logObserver != nullptr || t_quietLog; }

} // namespace

LogObserver::LogObserver(std::function<void(const GameState&)> onEvent)
    : m_onEvent(std::move(onEvent)), m_outer(t_logObserver) {
    t_logObserver = this;
    updateLogHooked();
}

LogObserver::~LogObserver() {
    t_logObserver = m_outer;
    updateLogHooked();
}

QuietLog::QuietLog() : m_outer(t_quietLog) {
    t_quietLog = true;
    updateLogHooked();
}

QuietLog::~QuietLog() {
    t_quietLog = m_outer;
    updateLogHooked();
}

namespace detail {

void observedEvent(GameState& s, Seen seen, EventKind kind, Seat actor, int a, int b, int c, int d) {
    s.log.push_back(makeEvent(s, seen, kind, actor, a, b, c, d));
    if (t_logObserver)
        t_logObserver->notify(s);
}

} // namespace detail

void unimplemented(GameState& s, Missing what, int b, int c) {
    ++s.unimplemented;
    logEvent(s, EventKind::Unimplemented, kNoSeat, int(what), b, c);
}

int rollDie(GameState& s, int purpose, int modifier, bool reroll) {
    int result;
    if (!s.forcedDice.empty()) {
        result = s.forcedDice.front();
        s.forcedDice.erase(s.forcedDice.begin());
    } else {
        result = s.rng.die(8);
    }
    logEvent(s, kRevealsToAll, EventKind::DieRolled, s.current, result, purpose, modifier, reroll ? 1 : 0);
    return result;
}

void changeResource(GameState& s, Resource r, int delta) {
    if (delta < 0 && hasBox(s, Box::Pegasus)) // Preventative Policy
        delta = pegasus::softenedLoss(s, r, delta);
    if (delta == 0)
        return;
    auto& v = s.resources[size_t(r)];
    v = int8_t(std::clamp(v + delta, -20, db().board.resourceMax));
    logEvent(s, EventKind::ResourceChanged, kNoSeat, int(r), delta, v);
    if (r == Resource::Morale && delta < 0 && hasBox(s, Box::Pegasus)) // Dee's Emotionally Fragile
        pegasus::moraleFell(s);
}

SkillCard drawSkill(GameState& s, SkillType t) {
    auto& deck = s.skillDeck[size_t(t)];
    if (deck.empty()) {
        auto& discard = s.skillDiscard[size_t(t)];
        deck.swap(discard);
        s.rng.shuffle(deck);
        logEvent(s, EventKind::Shuffled, kNoSeat, pileOfSkillType(int(t)));
    }
    assert(!deck.empty() && "all cards of a type are out of the decks");
    const SkillCard card = deck.front();
    eraseCard(deck, 0);
    return card;
}

// Insertion sort: a hand is short and already sorted except for the cards just added.
void sortHand(std::vector<SkillCard>& hand, size_t from) {
    assert(std::is_sorted(hand.begin(), hand.begin() + std::ptrdiff_t(std::min(from, hand.size()))));
    // Through a plain pointer: a byte-sized store may alias the vector's own pointers, which
    // would otherwise be read again after every card moved.
    SkillCard* const cards = hand.data();
    const size_t size = hand.size();
    for (size_t i = from; i < size; ++i) {
        const SkillCard card = cards[i];
        size_t j = i;
        for (; j > 0 && cards[j - 1] > card; --j)
            cards[j] = cards[j - 1];
        cards[j] = card;
    }
}

void sortHand(std::vector<SkillCard>& hand) {
    sortHand(hand, size_t(std::is_sorted_until(hand.begin(), hand.end()) - hand.begin()));
}

void giveSkill(GameState& s, Seat seat, SkillType t, int n) {
    if (n <= 0) { // a type the character draws none of: the hand is sorted already
        if (const Variant* v = variantOf(s)) // the variant hears of every draw, as before (saves)
            v->cardsAdded(s, seat, {}, HandAddition::Drawn);
        return;
    }
    auto& p = s.players[size_t(seat)];
    SkillCard drawn[16]; // no rule draws more at once
    int count = 0;
    for (int i = 0; i < n; ++i) {
        if (s.skillDeck[size_t(t)].empty() && s.skillDiscard[size_t(t)].empty()) {
            // Every card of this type is in hands: nothing more to draw. Revision 3 still sorts
            // the cards drawn before into the hand and tells the variant (which may follow a
            // card of the hand through it); earlier games left the hand as it was.
            if (count > 0 && rulesRevision3(s))
                break;
            return;
        }
        const SkillCard card = drawSkill(s, t);
        p.hand.push_back(card);
        if (count < int(std::size(drawn)))
            drawn[count++] = card;
        logEvent(s, revealedTo(seatBit(seat)), EventKind::DrewSkill, seat, card);
    }
    cardsJoinedHand(s, seat, std::span<const SkillCard>(drawn, size_t(count)), true);
}

void cardsJoinedHand(GameState& s, Seat seat, std::span<const SkillCard> added, bool drawn) {
    // The hand was sorted before the cards joined its end: only they are put in their places.
    // Not so in a game of revisions 1 and 2, whose draw from an exhausted type left the cards
    // drawn before unsorted (giveSkill) until the next cards joined: the whole hand is sorted.
    auto& hand = s.players[size_t(seat)].hand;
    if (rulesRevision3(s)) [[likely]]
        sortHand(hand, hand.size() - std::min(added.size(), hand.size()));
    else
        sortHand(hand);
    if (const Variant* v = variantOf(s))
        v->cardsAdded(s, seat, added, drawn ? HandAddition::Drawn : HandAddition::Given);
}

SkillCard removeFromHand(GameState& s, Seat seat, size_t handIndex) {
    auto& hand = s.players[size_t(seat)].hand;
    assert(handIndex < hand.size());
    if (const Variant* v = variantOf(s))
        v->cardLeaving(s, seat, handIndex);
    const SkillCard card = hand[handIndex];
    eraseCard(hand, handIndex);
    return card;
}

void discardSkill(GameState& s, SkillCard card) {
    s.skillDiscard[size_t(db().skillCards[card].type)].push_back(card);
}

void discardFromHand(GameState& s, Seat seat, size_t handIndex, DiscardCause why) {
    const SkillCard card = removeFromHand(s, seat, handIndex);
    discardSkill(s, card);
    logEvent(s, EventKind::Discarded, seat, card, int(why));
}

void reshuffleCrisisDeckIfEmpty(GameState& s) {
    if (!s.crisisDeck.empty() || s.crisisDiscard.empty())
        return;
    s.crisisDeck.swap(s.crisisDiscard);
    s.rng.shuffle(s.crisisDeck);
    logEvent(s, EventKind::Shuffled, kNoSeat, int(Pile::Crisis));
}

CardIdx drawCrisis(GameState& s) {
    reshuffleCrisisDeckIfEmpty(s);
    assert(!s.crisisDeck.empty());
    const CardIdx card = s.crisisDeck.front();
    s.crisisDeck.erase(s.crisisDeck.begin());
    return card;
}

bool skillCardInGame(BoxSet boxes, const SkillCardDef& card) { return skillCardInBoxes(db(), boxes, card); }

void rebuildDestiny(GameState& s) {
    // Two cards of each type, dealt from the skill decks, shuffled together; with Pegasus two
    // Treachery cards too, after the five colours (a base game deals as it always did).
    for (int t = 0; t < destinyTypeCount(s); ++t)
        for (int i = 0; i < db().board.destinyPerType; ++i)
            if (!s.skillDeck[size_t(t)].empty() || !s.skillDiscard[size_t(t)].empty())
                s.destiny.push_back(drawSkill(s, SkillType(t)));
    s.rng.shuffle(s.destiny);
    logEvent(s, EventKind::DestinyRebuilt);
}

Ship shipOf(LocId loc) { return db().locations[size_t(loc)].ship; }

bool locationDamaged(const GameState& s, LocId loc) {
    const auto& tokens = db().galacticaDamage; // read once, not at each token
    for (uint8_t token : s.galacticaDamage)
        if (tokens[token].location == loc)
            return true;
    if (s.boxes != kBaseGameBoxes) [[unlikely]] // Pegasus's own damage tokens
        return pegasusLocationDamaged(s, loc);
    return false;
}

int handLimit(const GameState& s, Seat seat) {
    // A revealed Cylon ignores its character sheet (Tyrol's Reckless included).
    return isRevealed(s, seat) ? db().board.handLimit : characterOf(s, seat).handLimit;
}

bool isCylonPlayer(const GameState& s, Seat seat) {
    const auto& loyalty = db().loyalty; // read once, not at each card
    for (CardIdx c : s.players[size_t(seat)].loyalty)
        if (loyalty[c].side == LoyaltySide::Cylon)
            return true;
    return false;
}


void moveCharacter(GameState& s, Seat seat, LocId to, MoveCause why) {
    auto& p = s.players[size_t(seat)];
    if (p.viperArea >= 0) { // leaving a viper returns it to the reserves
        ++s.vipersReserve;
        p.viperArea = -1;
    }
    p.location = to;
    logEvent(s, EventKind::Moved, seat, to, -1, int(why));
}

bool canBeSentTo(const GameState& s, Seat seat, LocId to) {
    const Player& p = s.players[size_t(seat)];
    if (p.revealed || (p.stranded && rulesRevision2(s)))
        return false;
    return p.location != to && !(to == locs().sickbay && p.location == locs().brig);
}

void sendTo(GameState& s, Seat seat, LocId to) {
    if (isRevealed(s, seat))
        return; // revealed Cylons are never sent to Sickbay or the Brig
    if (s.players[size_t(seat)].stranded && rulesRevision2(s)) { // Helo's Stranded: nothing moves him before he arrives
        logEvent(s, EventKind::StrandedNotMoved, seat);
        return;
    }
    if (rulesRevision4(s) && !canBeSentTo(s, seat, to)) { // already there, or held in the Brig
        logEvent(s, EventKind::CardRule, seat, int(CardNote::NotSent), s.players[size_t(seat)].location, to);
        return;
    }
    moveCharacter(s, seat, to, MoveCause::Sent);
    if (to == locs().brig && s.admiral == seat)
        setTitle(s, Title::Admiral, successor(s, Title::Admiral, seat));
}

namespace {

// Whether a seat may take a title passing down the line: not the one it passes from, not a
// revealed Cylon, and for the Admiral not a prisoner of the Brig.
bool mayTakeTitle(const GameState& s, Title t, Seat seat, Seat excluding) {
    if (seat == kNoSeat || seat == excluding || isRevealed(s, seat))
        return false;
    return t != Title::Admiral || s.players[size_t(seat)].location != locs().brig;
}

// Pegasus's revised lines of succession: each character's place in the line of fourteen is its
// record's (CharacterDef::pegasusSuccession; a character without one never holds the title).
Seat pegasusSuccessor(const GameState& s, Title t, Seat excluding) {
    Seat best = kNoSeat;
    int bestPlace = 0;
    for (int seat = 0; seat < s.playerCount(); ++seat) {
        const int place = characterOf(s, Seat(seat)).pegasusSuccession[size_t(t)];
        if (place > 0 && (best == kNoSeat || place < bestPlace) && mayTakeTitle(s, t, Seat(seat), excluding)) {
            best = Seat(seat);
            bestPlace = place;
        }
    }
    return best;
}

} // namespace

Seat successor(const GameState& s, Title t, Seat excluding) {
    if (hasBox(s, Box::Pegasus))
        return pegasusSuccessor(s, t, excluding);
    const auto& line = t == Title::President ? db().board.presidentSuccession : db().board.admiralSuccession;
    for (CharId c : line)
        if (const Seat seat = s.seatOf(c); mayTakeTitle(s, t, seat, excluding))
            return seat;
    return kNoSeat;
}

void setTitle(GameState& s, Title t, Seat to) {
    (t == Title::President ? s.president : s.admiral) = to;
    logEvent(s, EventKind::TitleChanged, to, int(t));
}

void endGame(GameState& s, Side winner, EndReason reason) {
    if (s.gameOver())
        return;
    s.over = GameOver{winner, reason};
    logEvent(s, EventKind::GameEnded, kNoSeat, int(winner), int(reason));
}

void checkResourceLoss(GameState& s) {
    static constexpr EndReason reasons[] = {EndReason::Fuel, EndReason::Food, EndReason::Morale,
                                            EndReason::Population};
    for (int r = 0; r < kResourceCount; ++r)
        if (s.resources[size_t(r)] <= 0)
            return endGame(s, Side::Cylon, reasons[r]);
}

SkillMask CharacterDef::skillSet() const {
    SkillMask m = 0;
    for (int t = 0; t < kMaxSkillTypes; ++t)
        if (skills[size_t(t)] > 0)
            m |= skillBit(SkillType(t));
    for (const auto& multi : multiSkills)
        m |= multi.types;
    return m;
}

} // namespace bsg
