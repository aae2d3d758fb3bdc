// Pegasus: the handlers of its quorum cards, of Assassination Plot and of the loyalty card "You
// Are a Cylon - Can Make Players Draw Treachery" (the data's `handler` op; rule_table.h). The
// cards that only execute (A Verdict of Guilty, Defending a Prisoner, Execute Prisoner) are
// data alone: the `execute` op (effects.cpp, quorum.cpp). docs/pegasus.md, "Cards".
//   * assassination_plot_trade: the Admiral, then the current player - once when one player is
//     both -, discards 3 skill cards and then draws 3 Treachery cards;
//   * eulogy_morale: morale +1 when a human's execution has cost morale this game;
//   * resources_for_galactica_repair: 2 damaged vipers (fewer if fewer) go back to the Reserves,
//     then the resolver repairs one damaged location of his choice (Galactica's or Pegasus's);
//   * unsavory_connections_trade: the President discards 2 random skill cards, draws 2
//     Treachery cards, then gains 1 food or 1 fuel, his choice;
//   * civilian_self_defense: the resolver picks a civilian ship on the board; 3 raiders or the
//     heavy raider of its area are destroyed (his choice when both are there); a roll of 2 or
//     less destroys that ship;
//   * consult_the_oracle: the resolver looks at the bottom card of a deck of his choice, then at
//     every Destiny card, discards 2 of them and shuffles the rest;
//   * treachery_cylon_reveal: the revealer draws 2 Treachery cards once his hand is cut to 3.
#include "quorum_kinds.h"

#include "box_kinds.h"
#include "check_hooks.h"
#include "combat.h"
#include "log_text.h"
#include "pegasus_board.h"
#include "pegasus_rules.h"
#include "rule_table.h"
#include "rules_core.h"
#include "treachery_kinds.h"

#include <algorithm>

namespace bsg {

namespace pegasus {

void drawTreacheryAfterHandCut(GameState& s, Seat seat, int count) {
    giveSkill(s, seat, SkillType::Treachery, count);
    logEvent(s, kCardNote, seat, count, kRevealerTreachery);
}

} // namespace pegasus

namespace {

using namespace pegasus;

// The player a quorum card's handler acts for: its resolver (the QuorumCard frame's b), or the
// current player for a crisis's handler.
Seat resolverOf(const Ctx& c) { return c.f.kind == FrameKind::QuorumCard ? Seat(c.f.b) : c.s.current; }

// --- the handlers

void assassinationPlotTrade(Ctx& c, const Effect&) {
    GameState& s = c.s;
    for (const Seat seat : {s.admiral, s.current == s.admiral ? kNoSeat : s.current})
        if (seat != kNoSeat && !isRevealed(s, seat))
            c.push(kCardProcedure, seat, kTradeForTreachery, 3);
}

void eulogy(Ctx& c, const Effect&) {
    GameState& s = c.s;
    const bool lost = s.pegasus.moraleLostToExecution;
    if (lost)
        changeResource(s, Resource::Morale, 1);
    logEvent(s, kCardNote, resolverOf(c), lost ? 1 : 0, kEulogy);
}

void resourcesForGalactica(Ctx& c, const Effect&) { c.push(kCardProcedure, resolverOf(c), kRepairs); }

void unsavoryConnections(Ctx& c, const Effect&) {
    const Seat president = c.s.president != kNoSeat ? c.s.president : resolverOf(c);
    c.push(kCardProcedure, president, kUnsavory);
}

void civilianSelfDefense(Ctx& c, const Effect&) { c.push(kCardProcedure, resolverOf(c), kSelfDefense); }

void consultTheOracle(Ctx& c, const Effect&) { c.push(kCardProcedure, resolverOf(c), kOracle); }

// The loyalty card's reveal list runs before the reveal's hand cut (reveal.cpp): it leaves the
// revealer's draw to the Reveal frame (its d: Treachery cards to draw after the cut).
void revealerDrawsLater(Ctx& c, const Effect&) {
    for (size_t i = c.s.stack.size(); i-- > 0;)
        if (c.s.stack[i].kind == FrameKind::Reveal) {
            c.s.stack[i].d = 2;
            return;
        }
}

// --- the procedures (kCardProcedure: a = seat, b = which)

Flow tradeForTreachery(Ctx& c) {
    const Seat seat = Seat(c.f.a);
    if (c.f.stage == 0) {
        c.f.stage = 1;
        c.push(FrameKind::DiscardCards, seat, c.f.c, 0, 0);
        return Flow::Continue;
    }
    giveSkill(c.s, seat, SkillType::Treachery, c.f.c);
    return Flow::Done;
}

OptionList damagedLocations(const GameState& s) {
    OptionList options;
    for (size_t loc = 0; loc < db().locations.size(); ++loc)
        if (hasBox(s, db().locations[loc].box) && db().locations[loc].ship != Ship::Cylon &&
            locationDamaged(s, LocId(loc)))
            options.push_back(opt(Verb::Location, int(loc)));
    return options;
}

Flow repairs(Ctx& c) {
    GameState& s = c.s;
    if (c.f.stage == 1) {
        repairLocation(s, LocId(takeAnswer(s).a));
        return Flow::Done;
    }
    if (const int n = std::min<int>(2, s.vipersDamaged); n > 0) {
        s.vipersDamaged = int8_t(s.vipersDamaged - n);
        s.vipersReserve = int8_t(s.vipersReserve + n);
        logEvent(s, kCardNote, Seat(c.f.a), n, kVipersRepaired);
    }
    OptionList options = damagedLocations(s);
    if (options.empty())
        return Flow::Done;
    c.f.stage = 1;
    return ask(c, Seat(c.f.a), DecisionKind::ChooseLocation, std::move(options));
}

Flow unsavory(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    switch (c.f.stage) {
    case 0:
        c.f.stage = 1;
        c.push(FrameKind::DiscardCards, seat, 2, 1, 0); // random
        return Flow::Continue;
    case 1:
        giveSkill(s, seat, SkillType::Treachery, 2);
        c.f.stage = 2;
        return ask(c, seat, kUnsavoryResource,
                   {opt(TreacheryVerb::Resource, int(Resource::Food)), opt(TreacheryVerb::Resource, int(Resource::Fuel))});
    default:
        changeResource(s, Resource(takeAnswer(s).a), 1);
        return Flow::Done;
    }
}

OptionList civiliansOnBoard(const GameState& s) {
    OptionList options;
    for (int a = 0; a < kAreaCount; ++a)
        for (size_t i = 0; i < s.space[size_t(a)].civilians.size(); ++i)
            options.push_back(opt(Verb::Ship, int(ShipKind::Civilian), a, int(i)));
    return options;
}

void destroyRaiders(GameState& s, Seat seat, Area area, ShipKind kind) {
    const int n = kind == ShipKind::HeavyRaider ? std::min<int>(1, s.space[size_t(area)].heavyRaiders)
                                                : std::min<int>(3, s.space[size_t(area)].raiders);
    for (int i = 0; i < n; ++i)
        kind == ShipKind::HeavyRaider ? removeHeavyRaider(s, area) : removeRaider(s, area);
    if (n > 0)
        logEvent(s, EventKind::ShipsChanged, seat, int(kind), int(area), -n, int(ShipCause::Destroyed));
}

// Stages: 0 pick the ship, 1 the ship picked, 2 the kind of Cylon ship picked, 3 rolled.
Flow selfDefense(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (c.f.stage == 0) {
        OptionList ships = civiliansOnBoard(s);
        if (ships.empty())
            return Flow::Done; // no civilian ship on the board: nothing to defend
        c.f.stage = 1;
        return ask(c, seat, kSelfDefensePick, std::move(ships), 0);
    }
    if (c.f.stage == 1) {
        const Option o = takeAnswer(s);
        c.f.c = o.b;
        c.f.d = o.c;
        const auto& space = s.space[size_t(o.b)];
        if (space.raiders > 0 && space.heavyRaiders > 0) {
            c.f.stage = 2;
            return ask(c, seat, kSelfDefensePick,
                       {opt(Verb::Ship, int(ShipKind::Raider), o.b), opt(Verb::Ship, int(ShipKind::HeavyRaider), o.b)}, 1);
        }
        destroyRaiders(s, seat, Area(o.b), space.raiders > 0 ? ShipKind::Raider : ShipKind::HeavyRaider);
    } else if (c.f.stage == 2) {
        destroyRaiders(s, seat, Area(c.f.c), ShipKind(takeAnswer(s).a));
    }
    if (c.f.stage != 3) {
        c.f.stage = 3;
        c.push(FrameKind::Roll, int(RollPurpose::Quorum));
        return Flow::Continue;
    }
    const int roll = s.lastRoll;
    const bool lost = roll <= 2;
    logEvent(s, EventKind::RollOutcome, seat, int(RollUse::QuorumCard), roll, -2, lost);
    const auto& civilians = s.space[size_t(c.f.c)].civilians;
    if (lost && c.f.d >= 0 && size_t(c.f.d) < civilians.size())
        destroyCivilian(s, Area(c.f.c), size_t(c.f.d));
    return Flow::Done;
}

// The decks Consult the Oracle may show the bottom of (not the loyalty deck), with a card.
OptionList oracleDecks(const GameState& s) {
    OptionList options;
    const std::array<bool, 4> held{!s.crisisDeck.empty(), !s.superDeck.empty(), !s.destinationDeck.empty(),
                                   !s.quorumDeck.empty()};
    for (int d = 0; d < 4; ++d)
        if (held[size_t(d)])
            options.push_back(opt(kDeckVerb, d));
    for (int t = 0; t < kMaxSkillTypes; ++t)
        if (!s.skillDeck[size_t(t)].empty())
            options.push_back(opt(kDeckVerb, kFirstSkillDeck + t));
    return options;
}

int bottomCard(const GameState& s, int deck) {
    switch (deck) {
    case kCrisisDeck: return s.crisisDeck.back();
    case kSuperCrisisDeck: return s.superDeck.back();
    case kDestinationDeck: return s.destinationDeck.back();
    case kQuorumDeck: return s.quorumDeck.back();
    default: return s.skillDeck[size_t(deck - kFirstSkillDeck)].back();
    }
}

Flow askOracleDiscard(Ctx& c) {
    GameState& s = c.s;
    if (c.f.c >= 2 || s.destiny.empty()) {
        s.rng.shuffle(s.destiny);
        return Flow::Done;
    }
    std::vector<SkillCard> cards = s.destiny; // sorted: one option per distinct card
    std::sort(cards.begin(), cards.end());
    OptionList options;
    addDistinctCards(options, cards, kDestinyCardVerb);
    c.f.stage = 2;
    return ask(c, Seat(c.f.a), kOracleDiscard, std::move(options), 2 - c.f.c);
}

// Every Destiny card shown to the resolver alone, then the first of the two discards.
Flow lookAtDestiny(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    for (const SkillCard card : s.destiny)
        logEvent(s, revealedTo(seatBit(seat)), kCardNote, seat, 0, kOracleDestiny, card);
    c.f.c = 0;
    return askOracleDiscard(c);
}

// Stages: 0 ask the deck, 1 the deck picked (the looks, then the discards), 2 a discard picked.
Flow oracle(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (c.f.stage == 0) {
        OptionList decks = oracleDecks(s);
        if (decks.empty()) // no deck holds a card: straight to the Destiny deck
            return lookAtDestiny(c);
        c.f.stage = 1;
        return ask(c, seat, kOracleDeck, std::move(decks));
    }
    if (c.f.stage == 1) {
        const int deck = takeAnswer(s).a;
        logEvent(s, revealedTo(seatBit(seat)), kCardNote, seat, deck, kOracleBottom, bottomCard(s, deck));
        return lookAtDestiny(c);
    }
    const SkillCard card = SkillCard(takeAnswer(s).a);
    if (const auto it = std::find(s.destiny.begin(), s.destiny.end(), card); it != s.destiny.end()) {
        s.destiny.erase(it);
        discardSkill(s, card);
        logEvent(s, kCardNote, seat, 0, kOracleDiscarded, card);
        ++c.f.c;
    }
    return askOracleDiscard(c);
}

Flow runCardProcedure(Ctx& c) {
    switch (c.f.b) {
    case kTradeForTreachery: return tradeForTreachery(c);
    case kRepairs: return repairs(c);
    case kUnsavory: return unsavory(c);
    case kSelfDefense: return selfDefense(c);
    case kOracle: return oracle(c);
    case kProbation: return probationStep(c);
    default: return Flow::Done;
    }
}

// --- words

std::string seatName(const GameState& s, Seat seat) {
    return seat >= 0 && seat < s.playerCount() ? characterOf(s, seat).name : std::string("Nobody");
}

std::string deckName(int deck) {
    switch (deck) {
    case kCrisisDeck: return "the crisis deck";
    case kSuperCrisisDeck: return "the Super Crisis deck";
    case kDestinationDeck: return "the destination deck";
    case kQuorumDeck: return "the quorum deck";
    default:
        return deck - kFirstSkillDeck >= 0 && deck - kFirstSkillDeck < kMaxSkillTypes
                   ? "the " + std::string(kSkillTypeIds[size_t(deck - kFirstSkillDeck)]) + " deck"
                   : std::string("a deck");
    }
}

std::string cardOfDeck(int deck, int card) {
    const auto named = [card](const auto& list) {
        return card >= 0 && size_t(card) < list.size() ? list[size_t(card)].name : std::string("?");
    };
    switch (deck) {
    case kCrisisDeck:
    case kSuperCrisisDeck: return named(db().crises);
    case kDestinationDeck: return named(db().destinations);
    case kQuorumDeck: return named(db().quorum);
    default: return text::skillCard(card);
    }
}

std::string noteText(const GameState& s, const LogEvent& e) {
    const std::string who = seatName(s, e.actor);
    switch (e.b) {
    case kOracleBottom: return who + " looks at the bottom card of " + deckName(e.a) + ": " + cardOfDeck(e.a, e.c) + ".";
    case kOracleDestiny: return who + " looks at the Destiny deck: " + text::skillCard(e.c) + ".";
    case kOracleDiscarded: return who + " discards " + text::skillCard(e.c) + " from the Destiny deck.";
    case kEulogy:
        return e.a == 1 ? std::string("Eulogy: an execution has cost morale, so the fleet regains 1 morale.")
                        : std::string("Eulogy: no execution has cost morale yet; nothing happens.");
    case kVipersRepaired: return std::to_string(e.a) + " damaged viper" + (e.a == 1 ? "" : "s") + " back in the Reserves.";
    case kRevealerTreachery:
        return who + " draws " + std::to_string(e.a) + " Treachery cards after cutting the hand to 3.";
    default: return keptCardNoteText(s, e); // Assign Chief of Staff, Probation (quorum_kept.cpp)
    }
}

bool deckInRange(const GameState&, const Option& o) { return o.a >= 0 && o.a < kFirstSkillDeck + kMaxSkillTypes; }
void deckId(std::string& out, const GameState&, const Option& o) {
    static constexpr std::array<const char*, 4> decks{"crisis", "super_crisis", "destination", "quorum"};
    out += "deck:";
    out += o.a < kFirstSkillDeck ? std::string(decks[size_t(o.a)]) : std::string(kSkillTypeIds[size_t(o.a - kFirstSkillDeck)]);
}
std::string deckLabel(const GameState&, const Option& o) { return "The bottom card of " + deckName(o.a); }

bool destinyCardInRange(const GameState&, const Option& o) { return o.a >= 0 && size_t(o.a) < db().skillCards.size(); }
void destinyCardId(std::string& out, const GameState&, const Option& o) { out += "destiny:" + db().skillCards[size_t(o.a)].id; }
std::string destinyCardLabel(const GameState&, const Option& o) { return "Discard " + text::skillCard(o.a); }

std::string unsavoryPrompt(const GameState&) { return "Unsavory Connections: gain 1 food or 1 fuel."; }
std::string oracleDeckPrompt(const GameState&) {
    return "Consult the Oracle: choose the deck whose bottom card you look at.";
}
std::string oracleDiscardPrompt(const GameState& s) {
    return "Consult the Oracle: discard a Destiny card (" + std::to_string(s.decision.context) + " to go).";
}
std::string selfDefensePrompt(const GameState& s) {
    return s.decision.context == 0 ? "Civilian Self Defense: choose the civilian ship to defend."
                                   : "Civilian Self Defense: destroy 3 raiders or the heavy raider.";
}

} // namespace

void registerPegasusQuorumRules() {
    registerHandlerRule("assassination_plot_trade", {assassinationPlotTrade});
    registerHandlerRule("eulogy_morale", {eulogy});
    registerHandlerRule("resources_for_galactica_repair", {resourcesForGalactica});
    registerHandlerRule("unsavory_connections_trade", {unsavoryConnections});
    registerHandlerRule("civilian_self_defense", {civilianSelfDefense});
    registerHandlerRule("consult_the_oracle", {consultTheOracle});
    registerHandlerRule("treachery_cylon_reveal", {revealerDrawsLater});
    registerBoxFrame(kCardProcedure, runCardProcedure);
    registerBoxVerb(kDeckVerb, {deckInRange, deckId, deckLabel});
    registerBoxVerb(kDestinyCardVerb, {destinyCardInRange, destinyCardId, destinyCardLabel});
    registerBoxDecision(kUnsavoryResource, {"unsavory_connections", unsavoryPrompt});
    registerBoxDecision(kOracleDeck, {"oracle_deck", oracleDeckPrompt});
    registerBoxDecision(kOracleDiscard, {"oracle_discard", oracleDiscardPrompt});
    registerBoxDecision(kSelfDefensePick, {"civilian_self_defense", selfDefensePrompt});
    registerBoxEvent(kCardNote, noteText);
}

} // namespace bsg
