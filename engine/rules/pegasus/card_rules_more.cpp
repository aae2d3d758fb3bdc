// Pegasus: more handlers its cards name (the data's `handler` op; rule_table.h), each doing what
// its card's text in resources/data says (docs/pegasus.md, "Cards"):
//   * the_farm_no_once_per_game (super crisis The Farm, failed): the card stays on the table for
//     the rest of the game and no human player may use a once-per-game ability any more;
//   * lured_into_a_trap_dangerous_repairs (super crisis Lured into a Trap): while the card is on
//     the table, every character in FTL Control or the Engine Room when the fleet jumps is
//     executed once the jump is resolved (jump.cpp asks trappedByTheJump and executeTrapped);
//   * gas_cloud_arrange_crises (destination Gas Cloud): the Admiral looks at the top 3 crisis
//     cards and puts each back on top or at the bottom, in the order he likes;
//   * misjump_next_destination (destination Misjump): the next destination card is resolved with
//     no choice; its distance is the jump's (Misjump's own is 0).
// And a colour card's: Run Interference (piloting), offered as a raider activation begins to each
// pilot in his viper who holds it; the next 4 raiders of his area to attack a viper miss without
// a roll (cylon_ships.cpp asks openRunInterference and raiderMisses).
#include "card_kinds.h"
#include "execution.h"
#include "pegasus_cards.h"
#include "pegasus_rules.h"

#include "box_kinds.h"
#include "rule_table.h"
#include "rules_core.h"

#include <algorithm>

namespace bsg::pegasus {

namespace {

// --- The Farm

void noOncePerGame(Ctx& c, const Effect&) {
    // The card never leaves the table (keep_in_play until end_of_game), so an ability closed
    // now stays closed: every human player's once-per-game use is spent, which is what every
    // rule asking Player::onceUsed reads. A revealed Cylon uses no character ability anyway.
    for (Player& p : c.s.players)
        if (!p.revealed)
            p.onceUsed = true;
}

// --- Lured into a Trap

LocId engineRoom() {
    static const LocId room = LocId(db().location("engine_room"));
    return room;
}

void trapOnTheTable(Ctx&, const Effect&) {} // the card's rule is its OngoingRule

// --- Gas Cloud: kCardStep, a = the Admiral's seat, c = cards put back on top so far, d = cards
// left to place (lying just below those on top)

void arrangeCrises(Ctx& c, const Effect&) {
    GameState& s = c.s;
    const Seat admiral = s.admiral != kNoSeat ? s.admiral : s.current;
    const int looked = std::min<int>(3, int(s.crisisDeck.size()));
    for (int i = 0; i < looked; ++i)
        logEvent(s, revealedTo(seatBit(admiral)), kGasCloudLook, admiral, s.crisisDeck[size_t(i)], i);
    if (looked > 0)
        c.push(kCardStep, admiral, kGasCloudStep, 0, looked);
}

std::string gasCloudLookText(const GameState& s, const LogEvent& e) {
    static const char* const kPlaces[] = {"top", "second", "third"};
    return characterName(s, e.actor) + " looks at the crisis deck's " + kPlaces[std::clamp<int>(e.b, 0, 2)] +
           " card: " + db().crises[size_t(e.a)].name + ".";
}

bool arrangeOptionInRange(const GameState&, const Option& o) {
    return o.a >= 0 && size_t(o.a) < db().crises.size() && (o.b == 0 || o.b == 1);
}
void arrangeOptionId(std::string& out, const GameState&, const Option& o) {
    out += o.b == 1 ? "bottom:" : "top:";
    out += db().crises[size_t(o.a)].id;
}
std::string arrangeOptionLabel(const GameState&, const Option& o) {
    const std::string& name = db().crises[size_t(o.a)].name;
    return o.b == 1 ? "Put " + name + " at the bottom of the crisis deck"
                    : "Put " + name + " back on top (under the cards already put back)";
}
std::string arrangePrompt(const GameState& s) {
    return characterName(s, s.decision.actor) +
           " arranges the crisis cards seen in the gas cloud: the first put back on top is the next drawn.";
}

} // namespace

Flow runGasCloudStep(Ctx& c) {
    GameState& s = c.s;
    auto& deck = s.crisisDeck;
    int onTop = c.f.c, left = c.f.d;
    if (onTop < 0 || left < 0 || size_t(onTop + left) > deck.size())
        return Flow::Done; // the deck changed under the frame: nothing left to arrange
    if (c.f.stage == 1) {
        const Option o = takeAnswer(s);
        const auto first = deck.begin() + onTop, last = first + left;
        const auto at = std::find(first, last, CardIdx(o.a));
        if (at != last) {
            const CardIdx card = *at;
            deck.erase(at);
            if (o.b == 1)
                deck.push_back(card);
            else
                deck.insert(deck.begin() + onTop++, card);
            --left;
        }
        c.f.c = int16_t(onTop);
        c.f.d = int16_t(left);
    }
    if (left <= 0)
        return Flow::Done;
    OptionList options;
    for (int i = onTop; i < onTop + left; ++i) {
        options.push_back(opt(kArrangeCrisis, deck[size_t(i)], 0));
        options.push_back(opt(kArrangeCrisis, deck[size_t(i)], 1));
    }
    c.f.stage = 1;
    return ask(c, Seat(c.f.a), kArrangeCrises, std::move(options));
}

int16_t trappedByTheJump(const GameState& s) {
    if (!ongoingRuleInPlay(s, OngoingRule::DangerousRepairs))
        return 0;
    int trapped = 0;
    for (int seat = 0; seat < s.playerCount(); ++seat) {
        const LocId at = s.players[size_t(seat)].location;
        if (at == locs().ftlControl)
            trapped |= 1 << (2 * seat);
        else if (at == engineRoom())
            trapped |= 1 << (2 * seat + 1);
    }
    return int16_t(trapped);
}

void executeTrapped(Ctx& c) {
    const int16_t trapped = c.s.pegasus.trappedAtJump;
    c.s.pegasus.trappedAtJump = 0;
    if (trapped == 0 || c.s.gameOver())
        return;
    for (int k = 0; k < c.s.playerCount(); ++k) {
        const Seat seat = c.s.seatFrom(c.s.current, k);
        const int bits = (trapped >> (2 * seat)) & 3;
        if (bits == 0)
            continue;
        logEvent(c.s, kCardOutcome, seat, bits == 1 ? locs().ftlControl : engineRoom(), 0, 0,
                 int(CardOutcome::TrapSprung));
        startExecution(c, seat, ExecutionCause::CrisisEffect);
    }
}

namespace {

std::string trapSprungText(const GameState& s, const LogEvent& e) {
    return "Lured into a Trap: " + characterName(s, e.actor) + " was in " + db().locations[size_t(e.a)].name +
           " when the fleet jumped, and is executed.";
}

// --- Misjump

void nextDestination(Ctx& c, const Effect&) {
    GameState& s = c.s;
    if (s.destinationDeck.empty()) {
        logEvent(s, kCardOutcome, kNoSeat, -1, 0, 0, int(CardOutcome::MisjumpDestination));
        return;
    }
    // The jump's last step (jump.cpp) adds the distance of the last card played: this one's.
    const CardIdx next = s.destinationDeck.front();
    s.destinationDeck.erase(s.destinationDeck.begin());
    s.destinationsPlayed.push_back(next);
    logEvent(s, kCardOutcome, kNoSeat, next, 0, 0, int(CardOutcome::MisjumpDestination));
    if (const DestinationDef& dest = db().destinations[next]; dest.effects != kNoList)
        c.push(FrameKind::Effects, dest.effects, 0, -1);
}

std::string misjumpText(const GameState&, const LogEvent& e) {
    if (e.a < 0)
        return "Misjump: no destination card is left to resolve.";
    const DestinationDef& dest = db().destinations[size_t(e.a)];
    return "Misjump: the next destination card, " + dest.name + " (distance " + std::to_string(dest.distance) +
           "), is resolved with no choice.";
}

// --- Run Interference

constexpr int kInterferenceMisses = 4;

bool mayRunInterference(const GameState& s, Seat seat) {
    const Player& p = s.players[size_t(seat)];
    return !p.revealed && p.viperArea >= 0 && holds(s, seat, SkillName::RunInterference);
}

std::string runInterferencePrompt(const GameState& s) {
    return characterName(s, s.decision.actor) +
           " may play Run Interference: the first raiders to attack in his viper's area miss.";
}

std::string interferenceText(const GameState& s, const LogEvent& e) {
    const std::string area(kAreaIds[size_t(std::clamp<int>(e.a, 0, kAreaCount - 1))]);
    if (CardOutcome(e.d) == CardOutcome::InterferencePlayed)
        return characterName(s, e.actor) + " plays Run Interference over " + area + ": the first " +
               std::to_string(kInterferenceMisses) + " raiders to attack there miss.";
    return "Run Interference: a raider in " + area + " misses without a roll (" + std::to_string(e.b) + " more).";
}

std::string cardOutcomeText(const GameState& s, const LogEvent& e) {
    switch (CardOutcome(e.d)) {
    case CardOutcome::TrapSprung: return trapSprungText(s, e);
    case CardOutcome::MisjumpDestination: return misjumpText(s, e);
    case CardOutcome::InterferencePlayed:
    case CardOutcome::InterferenceMiss: return interferenceText(s, e);
    default: return cardMomentText(s, e); // card_moments.cpp
    }
    return {};
}

} // namespace

bool openRunInterference(Ctx& c) {
    GameState& s = c.s;
    s.pegasus.interference = {}; // a new activation: the last one's misses are spent
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (mayRunInterference(s, Seat(seat))) {
            c.push(kCardStep, s.current, kRunInterferenceStep, 0);
            return true;
        }
    return false;
}

Flow runInterferenceStep(Ctx& c) {
    GameState& s = c.s;
    const int n = s.playerCount();
    if (c.f.stage == 1) {
        const Seat seat = s.seatFrom(s.current, c.f.c);
        const Option o = takeAnswer(s);
        if (o.verb == Verb::Play && mayRunInterference(s, seat) &&
            handIndexOf(s, seat, SkillCard(o.a)) < s.players[size_t(seat)].hand.size()) {
            const int area = s.players[size_t(seat)].viperArea;
            playFromHand(s, seat, SkillCard(o.a));
            s.pegasus.interference[size_t(area)] = kInterferenceMisses;
            logEvent(s, kCardOutcome, seat, area, 0, 0, int(CardOutcome::InterferencePlayed));
        }
        ++c.f.c;
    }
    for (; c.f.c < n; ++c.f.c) {
        const Seat seat = s.seatFrom(s.current, c.f.c);
        // One card an area: a second would only add misses to raiders already missing.
        if (!mayRunInterference(s, seat) || s.pegasus.interference[size_t(s.players[size_t(seat)].viperArea)] > 0)
            continue;
        OptionList options;
        addPlayOptions(s, seat, SkillName::RunInterference, options);
        options.push_back(opt(Verb::Decline));
        c.f.stage = 1;
        return ask(c, seat, kRunInterferenceWindow, std::move(options));
    }
    return Flow::Done;
}

bool raiderMisses(GameState& s, Area a) {
    int8_t& left = s.pegasus.interference[size_t(a)];
    if (left <= 0)
        return false;
    --left;
    logEvent(s, kCardOutcome, kNoSeat, int(a), left, 0, int(CardOutcome::InterferenceMiss));
    return true;
}

void registerMorePegasusCardRules() {
    registerHandlerRule("the_farm_no_once_per_game", {noOncePerGame});
    registerHandlerRule("lured_into_a_trap_dangerous_repairs", {trapOnTheTable, OngoingRule::DangerousRepairs});
    registerHandlerRule("gas_cloud_arrange_crises", {arrangeCrises});
    registerHandlerRule("misjump_next_destination", {nextDestination});
    registerBoxVerb(kArrangeCrisis, {arrangeOptionInRange, arrangeOptionId, arrangeOptionLabel});
    registerBoxDecision(kArrangeCrises, {"gas_cloud_arrange", arrangePrompt});
    registerBoxEvent(kGasCloudLook, gasCloudLookText);
    registerBoxEvent(kCardOutcome, cardOutcomeText);
    registerBoxDecision(kRunInterferenceWindow, {"run_interference", runInterferencePrompt});
    registerCardMomentRules();
}

} // namespace bsg::pegasus
