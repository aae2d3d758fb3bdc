// Pegasus: the Cylon overlay (docs/pegasus.md, "Board"). In a game with Pegasus the overlay lies
// on the four Cylon locations, which keep their ids and places: Caprica puts its unchosen crisis
// at the bottom of the crisis deck (cylon_locations.cpp), the Cylon Fleet is unchanged, the Human
// Fleet looks at the top of the crisis or destination deck and draws 2 skill cards (its
// Infiltrate action is the Cylon Leaders', out of this scope), and the Resurrection Ship draws a
// Super Crisis card; it is hazardous, and a Cylon there draws 1 skill card in his Receive Skills
// step instead of 2.
#include "board_kinds.h"
#include "box_kinds.h"
#include "pegasus_board.h"
#include "rules_core.h"

#include <algorithm>

namespace bsg {

using namespace pegasus;

namespace {

// The overlay's Human Fleet runs in the CylonLocation frame: a = seat, b = location, c = the
// deck looked at (kPeekCrisis / kPeekDestination), d = the type of the first card drawn (-1).
enum HumanFleetStage : int8_t { Start, DeckChosen, PlaceChosen, Draw, Drawn };
constexpr int kHumanFleetDraws = 2;

bool crisisLeft(const GameState& s) { return !s.crisisDeck.empty() || !s.crisisDiscard.empty(); }
bool skillLeft(const GameState& s, int type) {
    return !s.skillDeck[size_t(type)].empty() || !s.skillDiscard[size_t(type)].empty();
}

Flow humanFleetPeek(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    c.f.c = takeAnswer(s).a;
    c.f.stage = Draw;
    if (c.f.c == kPeekCrisis)
        reshuffleCrisisDeckIfEmpty(s);
    const auto& deck = c.f.c == kPeekCrisis ? s.crisisDeck : s.destinationDeck;
    if (deck.empty())
        return Flow::Continue;
    const int which = c.f.c == kPeekCrisis ? 0 : 1; // ScoutLook's b: 0 crisis, 1 destination deck
    logEvent(s, revealedTo(seatBit(seat)), EventKind::ScoutLook, seat, deck.front(), which);
    c.f.stage = PlaceChosen;
    return ask(c, seat, kHumanFleetPlace, {opt(kHumanFleetPick, kKeepOnTop), opt(kHumanFleetPick, kToBottom)}, which);
}

void humanFleetPlace(Ctx& c) {
    GameState& s = c.s;
    if (takeAnswer(s).a != kToBottom)
        return;
    auto& deck = c.f.c == kPeekCrisis ? s.crisisDeck : s.destinationDeck;
    if (deck.empty())
        return;
    std::rotate(deck.begin(), deck.begin() + 1, deck.end());
    logEvent(s, EventKind::ScoutBottom, Seat(c.f.a), 0, c.f.c == kPeekCrisis ? 0 : 1);
}

// Two skill cards of two different types, of any type in play (pegasus.yaml U03: the reading
// that matches a revealed Cylon's own draw step).
Flow humanFleetDraw(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (c.f.stage == Drawn) {
        const int type = takeAnswer(s).a;
        giveSkill(s, seat, SkillType(type));
        if (c.f.d >= 0)
            return Flow::Done;
        c.f.d = int16_t(type);
    }
    OptionList options;
    for (int t = 0; t < kMaxSkillTypes; ++t)
        if (t != c.f.d && skillTypeInPlay(s, t) && skillLeft(s, t))
            options.push_back(opt(Verb::Draw, t));
    if (options.empty())
        return Flow::Done;
    c.f.stage = Drawn;
    return ask(c, seat, DecisionKind::DrawSkill, std::move(options), c.f.d >= 0 ? 1 : kHumanFleetDraws);
}

bool humanFleetPickInRange(const GameState&, const Option& o) { return o.a >= kPeekCrisis && o.a <= kToBottom; }
void humanFleetPickId(std::string& out, const GameState&, const Option& o) {
    static const char* const ids[] = {"human_fleet:crisis", "human_fleet:destination", "human_fleet:top",
                                      "human_fleet:bottom"};
    out += ids[o.a];
}
std::string humanFleetPickLabel(const GameState&, const Option& o) {
    static const char* const labels[] = {"Look at the top Crisis card", "Look at the top Destination card",
                                         "Leave it on top", "Put it on the bottom"};
    return labels[o.a];
}
std::string humanFleetDeckPrompt(const GameState& s) {
    return "Human Fleet: choose the deck whose top card " + characterName(s, s.decision.actor) + " looks at.";
}
std::string humanFleetPlacePrompt(const GameState& s) {
    return "Human Fleet: choose where " + characterName(s, s.decision.actor) + " leaves the " +
           (s.decision.context == 0 ? "crisis" : "destination") + " card looked at.";
}

} // namespace

Flow overlayHumanFleet(Ctx& c) {
    GameState& s = c.s;
    switch (c.f.stage) {
    case Start: {
        c.f.d = -1;
        OptionList decks;
        if (crisisLeft(s))
            decks.push_back(opt(kHumanFleetPick, kPeekCrisis));
        if (!s.destinationDeck.empty())
            decks.push_back(opt(kHumanFleetPick, kPeekDestination));
        c.f.stage = decks.empty() ? Draw : DeckChosen;
        if (decks.empty())
            return Flow::Continue;
        return ask(c, Seat(c.f.a), kHumanFleetDeck, std::move(decks));
    }
    case DeckChosen: return humanFleetPeek(c);
    case PlaceChosen:
        humanFleetPlace(c);
        c.f.stage = Draw;
        return Flow::Continue;
    default: return humanFleetDraw(c);
    }
}

bool overlayResurrectionShipAvailable(const GameState& s, Seat seat) {
    return !isSympathizerCylon(s, seat) && (!s.superDeck.empty() || !s.superDiscard.empty());
}

Flow overlayResurrectionShip(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (const CardIdx card = drawSuperCrisis(s); card != 0xFF) {
        s.players[size_t(seat)].superCrises.push_back(card);
        logEvent(s, revealedTo(seatBit(seat)), EventKind::SuperCrisisDealt, seat, card);
    }
    return Flow::Done;
}

bool hazardousLocation(const GameState& s, LocId loc) {
    return db().locations[size_t(loc)].hazard || (hasBox(s, Box::Pegasus) && loc == locs().resurrectionShip);
}

int revealedCylonDraws(const GameState& s, Seat seat) {
    return hasBox(s, Box::Pegasus) && s.players[size_t(seat)].location == locs().resurrectionShip ? 1 : 2;
}

void registerCylonOverlayRules() {
    registerBoxVerb(kHumanFleetPick, {humanFleetPickInRange, humanFleetPickId, humanFleetPickLabel});
    registerBoxDecision(kHumanFleetDeck, {"human_fleet_deck", humanFleetDeckPrompt});
    registerBoxDecision(kHumanFleetPlace, {"human_fleet_place", humanFleetPlacePrompt});
}

} // namespace bsg
