// Handing off excess loyalty cards (Pegasus): a Cylon player who reveals (before his turn
// ends), who is executed, or who receives loyalty cards in the Sleeper Agent phase looks at
// his face-down loyalty cards and gives them all to one human player of his choice. A
// Sympathizer among them is shown by its receiver at once, as if dealt to him.
#include "execution.h"

#include "rules_core.h"

namespace bsg::pegasus {

namespace {

// A loyalty card lies face up once shown to every player (seen by all: 0xFFFF) or turned face
// up by the variant (Four Solo marks those with this same top bit); seat bits are the low ones.
constexpr uint16_t kFaceUpBit = 0x8000;

bool faceDown(const Player& p, size_t i) { return (p.loyaltySeenBy[i] & kFaceUpBit) == 0; }

OptionList receivers(const GameState& s, Seat giver) {
    OptionList options;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (seat != giver && !isRevealed(s, Seat(seat)))
            options.push_back(opt(Verb::Target, s.players[size_t(seat)].character));
    return options;
}

// He looks at his face-down cards as he looks at a card dealt to him: the variant says who
// sees a dealt card (Four Solo: nobody until a look; docs/pegasus.md, "Execution").
void giverLooks(GameState& s, Seat giver) {
    Player& p = s.players[size_t(giver)];
    const uint16_t looker = dealtLoyaltySeenBy(s, giver);
    for (size_t i = 0; i < p.loyalty.size(); ++i) {
        if (!faceDown(p, i) || (p.loyaltySeenBy[i] & looker) == looker)
            continue;
        p.loyaltySeenBy[i] = uint16_t(p.loyaltySeenBy[i] | looker);
        if (looker != 0)
            logEvent(s, revealedTo(looker), EventKind::LoyaltyLooked, giver, giver, p.loyalty[i], int(i));
    }
}

// Moves every face-down card of the giver to the receiver, in order; whether one is a
// Sympathizer.
bool handOver(GameState& s, Seat giver, Seat receiver) {
    Player& from = s.players[size_t(giver)];
    Player& to = s.players[size_t(receiver)];
    int handed = 0;
    bool sympathizer = false;
    for (size_t i = 0; i < from.loyalty.size();) {
        if (!faceDown(from, i)) {
            ++i;
            continue;
        }
        sympathizer = sympathizer || db().loyalty[from.loyalty[i]].side == LoyaltySide::Sympathizer;
        to.loyalty.push_back(from.loyalty[i]);
        to.loyaltySeenBy.push_back(handedLoyaltySeenBy(s, from.loyaltySeenBy[i], receiver));
        from.loyalty.erase(from.loyalty.begin() + std::ptrdiff_t(i));
        from.loyaltySeenBy.erase(from.loyaltySeenBy.begin() + std::ptrdiff_t(i));
        if (from.revealedLoyalty > int8_t(i)) // the shown card keeps its index
            --from.revealedLoyalty;
        ++handed;
    }
    logEvent(s, ExecutionEvent::LoyaltyHandedOff, giver, receiver, handed, from.character);
    return sympathizer;
}

} // namespace

int faceDownLoyaltyCount(const GameState& s, Seat seat) {
    const Player& p = s.players[size_t(seat)];
    int n = 0;
    for (size_t i = 0; i < p.loyalty.size(); ++i)
        n += faceDown(p, i);
    return n;
}

void pushLoyaltyHandOff(Ctx& c, Seat giver) {
    if (faceDownLoyaltyCount(c.s, giver) > 0)
        c.push(ExecutionFrame::LoyaltyHandOff, giver);
}

// a = giver. Stage 0 asks whom to give the cards, 1 hands them over.
Flow runLoyaltyHandOff(Ctx& c) {
    GameState& s = c.s;
    const Seat giver = Seat(c.f.a);
    if (c.f.stage == 0) {
        OptionList options = receivers(s, giver);
        if (options.empty() || faceDownLoyaltyCount(s, giver) == 0)
            return Flow::Done; // no human to take them: they stay with him
        giverLooks(s, giver);
        c.f.stage = 1;
        return ask(c, giver, ExecutionDecision::HandOff, std::move(options));
    }
    const Seat receiver = s.seatOf(CharId(takeAnswer(s).a));
    if (receiver == kNoSeat || receiver == giver || isRevealed(s, receiver))
        return Flow::Done;
    if (handOver(s, giver, receiver))
        c.push(FrameKind::Sympathizer, receiver); // shown at once, as if dealt to him
    return Flow::Done;
}

} // namespace bsg::pegasus
