// Pegasus: the handlers its crisis cards name (the data's `handler` op; rule_table.h). Each card's
// handler does what the card's text in resources/data says:
//   * an_offer_of_peace_treachery_into_destiny: two Treachery cards (drawn from their deck, its
//     discard pile shuffled in when it runs out) go into the Destiny deck, which is shuffled;
//   * suspicious_election_results_next_president: the President title goes to the character
//     highest in its line of succession, the current President left out (nobody else: it stays);
//   * medical_breakthrough_each_human_draws: each human player, from the current one round the
//     table, draws one skill card of a type of his skill set (a card of unnamed type comes from the
//     skill set: rulebook, "Skill Set");
//   * training_snafu_damage_vipers: the current player damages three vipers, each from a space area
//     or from the Reserves, as he chooses;
//   * footage_transmitted_super_crises: each Cylon player (revealed), from the current player round
//     the table, is dealt a super crisis card;
//   * psychological_warfare_treachery_destiny: the Destiny deck is discarded and a new one made of
//     6 Treachery cards (fewer if fewer are left);
//   * dogfight_constant_barrage and the_guardians_raptor_crew_captured give their attack cards the
//     rule they hold while on the table (OngoingRule: cylon_ships.cpp and damage.cpp follow it);
//   * standoff_with_pegasus_release: the current player may move one character from the Brig to
//     another location a human may stand on (not a Cylon location, a hazardous or a damaged one).
// More of the box's cards: card_rules_more.cpp.
#include "card_kinds.h"
#include "pegasus_cards.h"
#include "pegasus_rules.h"

#include "box_kinds.h"
#include "combat.h"
#include "rule_table.h"
#include "rules_core.h"

namespace bsg {

namespace {

using namespace pegasus;

bool treacheryLeft(const GameState& s) {
    return !s.skillDeck[size_t(SkillType::Treachery)].empty() || !s.skillDiscard[size_t(SkillType::Treachery)].empty();
}

void treacheryIntoDestiny(Ctx& c, const Effect&) {
    GameState& s = c.s;
    int added = 0;
    for (; added < 2 && treacheryLeft(s); ++added)
        s.destiny.push_back(drawSkill(s, SkillType::Treachery));
    s.rng.shuffle(s.destiny);
    logEvent(s, kTreacheryIntoDestiny, kNoSeat, added);
}

std::string treacheryIntoDestinyText(const GameState&, const LogEvent& e) {
    return e.a == 1 ? std::string("1 Treachery card is shuffled into the Destiny deck.")
                    : std::to_string(e.a) + " Treachery cards are shuffled into the Destiny deck.";
}

void nextPresident(Ctx& c, const Effect&) {
    GameState& s = c.s;
    if (const Seat next = successor(s, Title::President, s.president); next != kNoSeat)
        setTitle(s, Title::President, next);
}

void eachHumanDraws(Ctx& c, const Effect&) {
    for (int k = 0; k < c.s.playerCount(); ++k)
        if (const Seat seat = c.s.seatFrom(c.s.current, k); !isRevealed(c.s, seat))
            c.push(kCardStep, seat, kSkillSetDraw);
}

void superCrisisForEachCylon(Ctx& c, const Effect&) {
    GameState& s = c.s;
    for (int k = 0; k < s.playerCount(); ++k) {
        const Seat seat = s.seatFrom(s.current, k);
        if (!isRevealed(s, seat))
            continue;
        if (const CardIdx super = drawSuperCrisis(s); super != 0xFF) {
            s.players[size_t(seat)].superCrises.push_back(super);
            logEvent(s, revealedTo(seatBit(seat)), EventKind::SuperCrisisDealt, seat, super);
        }
    }
}

void destinyOfTreachery(Ctx& c, const Effect&) {
    GameState& s = c.s;
    for (SkillCard card : s.destiny)
        discardSkill(s, card);
    s.destiny.clear();
    int made = 0;
    for (; made < 6 && treacheryLeft(s); ++made)
        s.destiny.push_back(drawSkill(s, SkillType::Treachery));
    s.rng.shuffle(s.destiny);
    logEvent(s, kTreacheryDestiny, kNoSeat, made);
}

std::string destinyOfTreacheryText(const GameState&, const LogEvent& e) {
    return "The Destiny deck is thrown away; the new one holds " + std::to_string(e.a) + " Treachery card" +
           (e.a == 1 ? "" : "s") + " and nothing else.";
}

void onTheTable(Ctx&, const Effect&) {} // the card's rule is its OngoingRule

void damageThreeVipers(Ctx& c, const Effect&) { c.push(kCardStep, c.s.current, kVipersAnywhere, 3); }

void offerBrigRelease(Ctx& c, const Effect&) { c.push(kCardStep, c.s.current, kBrigRelease); }

// --- the steps (kCardStep: a = seat, b = which step)

Flow skillSetDraw(Ctx& c) { // c = the cards still to draw (0 as pushed: one)
    const Seat seat = Seat(c.f.a);
    if (c.f.stage == 1) {
        giveSkill(c.s, seat, SkillType(takeAnswer(c.s).a));
        if (--c.f.c <= 0)
            return Flow::Done;
    }
    const SkillMask set = db().characters[size_t(c.s.players[size_t(seat)].character)].skillSet();
    OptionList options;
    for (int t = 0; t < kMaxSkillTypes; ++t)
        if (set & skillBit(SkillType(t)))
            options.push_back(opt(Verb::Draw, t));
    if (options.empty())
        return Flow::Done;
    c.f.stage = 1;
    return ask(c, seat, DecisionKind::DrawSkill, std::move(options), std::max<int>(1, c.f.c));
}

Flow vipersAnywhere(Ctx& c) {
    GameState& s = c.s;
    if (c.f.stage == 1) {
        const Option o = takeAnswer(s);
        if (o.verb == kReserveViper) {
            --s.vipersReserve;
            ++s.vipersDamaged;
            logEvent(s, EventKind::VipersChanged, s.current, int(ViperChange::ReservesDamaged), 1);
        } else if (o.verb == Verb::Target) {
            damagePilotedViper(s, s.seatOf(CharId(o.a)), false);
        } else {
            damageUnmannedViper(s, Area(o.b), false);
        }
        --c.f.c;
    }
    if (c.f.c <= 0)
        return Flow::Done;
    OptionList options;
    addVipersInSpace(s, options);
    if (s.vipersReserve > 0)
        options.push_back(opt(kReserveViper));
    if (options.empty())
        return Flow::Done;
    c.f.stage = 1;
    return ask(c, Seat(c.f.a), DecisionKind::ChooseShip, std::move(options));
}

// A location a human character may be put on by a card: on a ship of the humans, not hazardous,
// not damaged, of a box in play.
bool placeForHuman(const GameState& s, LocId loc) {
    const LocationDef& l = db().locations[size_t(loc)];
    return l.ship != Ship::Cylon && !l.hazard && hasBox(s, l.box) && !locationDamaged(s, loc);
}

Flow brigRelease(Ctx& c) {
    GameState& s = c.s;
    const Seat chooser = Seat(c.f.a);
    if (c.f.stage == 2) {
        const Option o = takeAnswer(s);
        const Seat freed = s.seatOf(CharId(c.f.d));
        if (freed != kNoSeat && s.players[size_t(freed)].location == locs().brig)
            moveCharacter(s, freed, LocId(o.a), MoveCause::Sent);
        return Flow::Done;
    }
    if (c.f.stage == 1) {
        const Option o = takeAnswer(s);
        if (o.verb != Verb::Target)
            return Flow::Done; // declined
        c.f.d = int16_t(o.a);
        OptionList places;
        for (size_t loc = 0; loc < db().locations.size(); ++loc)
            if (placeForHuman(s, LocId(loc)))
                places.push_back(opt(Verb::Location, int(loc)));
        c.f.stage = 2;
        return ask(c, chooser, DecisionKind::ChooseLocation, std::move(places));
    }
    OptionList prisoners;
    for (const auto& p : s.players)
        if (p.location == locs().brig && !p.revealed)
            prisoners.push_back(opt(Verb::Target, p.character));
    if (prisoners.empty())
        return Flow::Done;
    prisoners.push_back(opt(Verb::Decline));
    c.f.stage = 1;
    return ask(c, chooser, DecisionKind::ChooseTarget, std::move(prisoners));
}

Flow runCardStep(Ctx& c) {
    switch (c.f.b) {
    case kSkillSetDraw: return skillSetDraw(c);
    case kVipersAnywhere: return vipersAnywhere(c);
    case kBrigRelease: return brigRelease(c);
    case kGasCloudStep: return runGasCloudStep(c);
    case kRunInterferenceStep: return runInterferenceStep(c);
    case kMajorVictoryStep: return runMajorVictoryStep(c);
    case kSabotageStep: return runSabotageStep(c);
    default: return Flow::Done;
    }
}

bool reserveViperInRange(const GameState&, const Option&) { return true; }
void reserveViperId(std::string& out, const GameState&, const Option&) { out += "viper:reserves"; }
std::string reserveViperLabel(const GameState&, const Option&) { return "A viper in the Reserves"; }

} // namespace

void registerPegasusCardRules() {
    registerHandlerRule("an_offer_of_peace_treachery_into_destiny", {treacheryIntoDestiny});
    registerHandlerRule("suspicious_election_results_next_president", {nextPresident});
    registerHandlerRule("medical_breakthrough_each_human_draws", {eachHumanDraws});
    registerHandlerRule("training_snafu_damage_vipers", {damageThreeVipers});
    registerHandlerRule("standoff_with_pegasus_release", {offerBrigRelease});
    registerHandlerRule("dogfight_constant_barrage", {onTheTable, OngoingRule::ConstantBarrage});
    registerHandlerRule("the_guardians_raptor_crew_captured", {onTheTable, OngoingRule::RaptorCrewCaptured});
    registerHandlerRule("footage_transmitted_super_crises", {superCrisisForEachCylon});
    registerHandlerRule("psychological_warfare_treachery_destiny", {destinyOfTreachery});
    registerBoxEvent(kTreacheryIntoDestiny, treacheryIntoDestinyText);
    registerBoxEvent(kTreacheryDestiny, destinyOfTreacheryText);
    registerBoxFrame(kCardStep, runCardStep);
    registerBoxVerb(kReserveViper, {reserveViperInRange, reserveViperId, reserveViperLabel});
    registerMorePegasusCardRules(); // card_rules_more.cpp
}

} // namespace bsg
