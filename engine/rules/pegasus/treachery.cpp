// Pegasus's skill cards (docs/pegasus.md, "Treachery"):
//   * Reckless checks: one Reckless card a check, played as it begins (before any card goes in):
//     Support the People (each human holding 4 skill cards or fewer draws 2 from his skill set),
//     At Any Cost (Treachery counts for the check), Guts and Initiative (no destiny cards),
//     Jury Rigged (difficulty 4 lower);
//   * the Reckless skill check abilities of Treachery cards, resolved once per name when the
//     cards of a Reckless check are revealed, whoever put them in (destiny cards too):
//     Broadcast Location and By Your Command (their effects are data), Special Destiny (every
//     player draws a Treachery card; the handler below);
//   * Human Weakness, an action of a Cylon player's: a human in the Brig, the highest resource
//     loses 1 (the Cylon picks among tied ones). A human never uses a Treachery card's text.
#include "treachery.h"

#include "box_kinds.h"
#include "card_kinds.h"
#include "engine.h"
#include "calculations.h"
#include "movement_abilities.h"
#include "log_text.h"
#include "rule_table.h"
#include "rules_core.h"
#include "treachery_kinds.h"

#include <algorithm>

namespace bsg::pegasus {

namespace {

SkillName recklessName(const GameState& s) { return SkillName(s.pegasus.recklessCard); }

bool humanInBrig(const GameState& s) {
    return std::any_of(s.players.begin(), s.players.end(),
                       [](const Player& p) { return !p.revealed && p.location == locs().brig; });
}

// --- Support the People: each eligible player draws 2 cards of his skill set, one at a time
// (the cards' skill-set draw step, card_kinds.h)

void startSupportThePeople(Ctx& c, Seat player) {
    GameState& s = c.s;
    bool anyone = false;
    for (int k = 0; k < s.playerCount(); ++k) { // from the current player round the table
        const Seat seat = s.seatFrom(s.current, k);
        const Player& p = s.players[size_t(seat)];
        if (p.revealed || p.hand.size() > 4) // the player of the card counts without it: it is played
            continue;
        anyone = true;
        logEvent(s, TreacheryEvent::SupportThePeople, player, seat, 0);
        c.push(kCardStep, seat, kSkillSetDraw, 2); // one child a player: a frame has room for 8
    }
    if (!anyone)
        logEvent(s, TreacheryEvent::SupportThePeople, player, kNoSeat, 1);
}

// --- the Reckless skill check abilities: a = the card whose ability resolves

Flow checkAbility(Ctx& c) {
    const SkillCard card = SkillCard(c.f.a);
    logEvent(c.s, TreacheryEvent::CheckAbility, kNoSeat, card);
    c.push(FrameKind::Effects, db().skillCards[card].effects, 0, -1);
    return Flow::Done;
}

// Special Destiny's handler: every player, a Cylon player too, draws a Treachery card.
void specialDestinyDraw(Ctx& c, const Effect&) {
    GameState& s = c.s;
    for (int k = 0; k < s.playerCount(); ++k)
        giveSkill(s, s.seatFrom(s.current, k), SkillType::Treachery, 1);
}

// --- Human Weakness: a = the Cylon player

// The resources at the highest value, a bit each.
unsigned highestResources(const GameState& s) {
    const int top = *std::max_element(s.resources.begin(), s.resources.end());
    unsigned bits = 0;
    for (int r = 0; r < kResourceCount; ++r)
        if (s.resources[size_t(r)] == top)
            bits |= 1u << r;
    return bits;
}

Flow humanWeakness(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (!humanInBrig(s)) { // the state changed since it was played
        logEvent(s, TreacheryEvent::HumanWeakness, seat, -1);
        return Flow::Done;
    }
    const unsigned highest = highestResources(s);
    int chosen = -1;
    if (c.f.stage == 1) {
        const int answer = takeAnswer(s).a; // an answer is checked against the state now
        chosen = answer >= 0 && answer < kResourceCount && (highest >> answer & 1u) ? answer : -1;
    } else if (std::has_single_bit(highest)) {
        chosen = std::countr_zero(highest);
    }
    if (chosen < 0) {
        OptionList options;
        for (int r = 0; r < kResourceCount; ++r)
            if (highest >> r & 1u)
                options.push_back(opt(TreacheryVerb::Resource, r));
        c.f.stage = 1;
        return ask(c, seat, TreacheryDecision::HumanWeakness, std::move(options));
    }
    logEvent(s, TreacheryEvent::HumanWeakness, seat, chosen);
    changeResource(s, Resource(chosen), -1);
    return Flow::Done;
}

// --- words

std::string cardName(int card) { return db().skillCards[size_t(card)].name; }

std::string recklessEffect(SkillName name) {
    switch (name) {
    case SkillName::SupportThePeople: return "each human player holding 4 skill cards or fewer draws 2";
    case SkillName::AtAnyCost: return "treachery cards count for it";
    case SkillName::GutsAndInitiative: return "no destiny cards go into it";
    case SkillName::JuryRigged: return "its difficulty is 4 lower";
    default: return "";
    }
}

std::string recklessPlayedText(const GameState& s, const LogEvent& e) {
    return characterName(s, e.actor) + " plays " + cardName(e.a) + ": this skill check is Reckless, and " +
           recklessEffect(db().skillCards[size_t(e.a)].named) + ".";
}

std::string checkAbilityText(const GameState&, const LogEvent& e) {
    return cardName(e.a) + " was revealed in a Reckless skill check: its ability resolves (once a check).";
}

std::string humanWeaknessText(const GameState& s, const LogEvent& e) {
    if (e.a < 0)
        return "Human Weakness: no human player is in the Brig, so nothing happens.";
    return characterName(s, e.actor) + " uses Human Weakness: a human player is in the Brig, so " +
           std::string(kResourceIds[size_t(e.a)]) + " (the highest resource) loses 1.";
}

std::string supportThePeopleText(const GameState& s, const LogEvent& e) {
    if (e.b == 1)
        return "Support the People: no human player holds 4 skill cards or fewer.";
    return "Support the People: " + characterName(s, Seat(e.a)) + " holds 4 skill cards or fewer and draws 2.";
}

// The resource verb's id, label and range.
void appendResourceId(std::string& out, const GameState&, const Option& o) {
    out.append("resource:").append(kResourceIds[size_t(o.a)]);
}
std::string resourceLabel(const GameState&, const Option& o) {
    std::string name(kResourceIds[size_t(o.a)]);
    name[0] = char(name[0] - 'a' + 'A');
    return name;
}
bool resourceInRange(const GameState&, const Option& o) { return o.a >= 0 && o.a < kResourceCount; }

std::string humanWeaknessPrompt(const GameState& s) {
    return characterName(s, s.decision.actor) + " uses Human Weakness: choose which of the highest resources loses 1.";
}

} // namespace

void addRecklessOptions(const GameState& s, Seat seat, OptionList& options) {
    if (s.pegasus.recklessCard >= 0) // one Reckless card a check
        return;
    const CardDb& d = db();
    int previous = -1;
    for (const SkillCard card : s.players[size_t(seat)].hand) {
        if (((d.recklessCards >> card) & 1u) && int(card) != previous)
            options.push_back(opt(Verb::Play, card));
        previous = card;
    }
}

bool isReckless(SkillCard card) { return db().skillCards[card].timing == SkillTiming::Reckless; }

void playReckless(Ctx& c, Seat seat, SkillCard card) {
    GameState& s = c.s;
    s.pegasus.recklessCard = int8_t(db().skillCards[card].named);
    logEvent(s, TreacheryEvent::RecklessPlayed, seat, card);
    if (recklessName(s) == SkillName::SupportThePeople)
        startSupportThePeople(c, seat);
}

bool destinySkipped(const GameState& s) { return recklessName(s) == SkillName::GutsAndInitiative; }

int recklessDifficultyCut(const GameState& s) { return recklessName(s) == SkillName::JuryRigged ? 4 : 0; }

bool treacheryCountsFor(const GameState& s) {
    return hasBox(s, Box::Pegasus) && recklessName(s) == SkillName::AtAnyCost;
}

void pushRecklessAbilities(Ctx& c) {
    const CardDb& d = db();
    // One resolution per name, in the order of the names (SkillName).
    SkillCard first[size_t(SkillName::Other)];
    bool seen[size_t(SkillName::Other)] = {};
    for (const SkillCard card : c.s.checkPile) {
        const SkillCardDef& def = d.skillCards[card];
        if (def.timing == SkillTiming::RecklessCheckAbility && !seen[size_t(def.named)]) {
            seen[size_t(def.named)] = true;
            first[size_t(def.named)] = card;
        }
    }
    for (size_t name = 0; name < size_t(SkillName::Other); ++name)
        if (seen[name])
            c.push(TreacheryFrame::CheckAbility, first[name]);
}

bool treacheryActionAvailable(const GameState& s, Seat seat, SkillCard card) {
    if (!isRevealed(s, seat)) // a human never uses a Treachery card's text
        return false;
    switch (db().skillCards[card].named) {
    case SkillName::HumanWeakness: return humanInBrig(s);
    default: return false;
    }
}

bool treacheryAction(Ctx& c, Seat seat, SkillCard card) {
    switch (db().skillCards[card].named) {
    case SkillName::HumanWeakness: c.push(TreacheryFrame::HumanWeakness, seat); return true;
    case SkillName::FullThrottle: c.push(TreacheryFrame::FullThrottle, seat); return true; // as an action
    default: return false;
    }
}

void registerTreacheryCardRules() {
    registerBoxFrame(TreacheryFrame::CheckAbility, checkAbility);
    registerBoxFrame(TreacheryFrame::HumanWeakness, humanWeakness);
    registerBoxVerb(TreacheryVerb::Resource, {resourceInRange, appendResourceId, resourceLabel});
    registerBoxDecision(TreacheryDecision::HumanWeakness, {"human_weakness", humanWeaknessPrompt});
    registerBoxEvent(TreacheryEvent::RecklessPlayed, recklessPlayedText);
    registerBoxEvent(TreacheryEvent::CheckAbility, checkAbilityText);
    registerBoxEvent(TreacheryEvent::HumanWeakness, humanWeaknessText);
    registerBoxEvent(TreacheryEvent::SupportThePeople, supportThePeopleText);
    registerHandlerRule("special_destiny_treachery_draw", {specialDestinyDraw});
    registerMovementAbilityRules();
    registerCalculationsRules();
}

} // namespace bsg::pegasus
