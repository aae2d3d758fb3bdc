// The test box's own rules, found by table (docs/architecture.md, "Rules found by table") under
// the ids its records give them - as an expansion's rule file registers its own:
//   * test_observation_deck (location): draw one skill card, a Ledger (the box's skill type)
//     while one is left to draw, or a Leadership card;
//   * test_supply_audit_seize_ledgers (Supply Audit's handler, on a failed check): the current
//     player discards every Ledger card in his hand; if he discards none, the fleet loses 1 food;
//   * test_requisition (the Quartermaster's once-per-game action): a character of his choice,
//     himself included, draws two Ledger cards; offered while a Ledger card is left to draw.
// The Quartermaster's other two abilities are passive and hook nothing: empty rules.
#include "test_box.h"

#include "box_kinds.h"
#include "rule_table.h"
#include "rules_core.h"

#include <vector>

namespace bsg::testbox {

namespace {

bool isLedger(SkillCard card) { return db().skillCards[card].type == SkillType::BoxTest; }

bool ledgerLeftToDraw(const GameState& s) {
    return !s.skillDeck[size_t(SkillType::BoxTest)].empty() || !s.skillDiscard[size_t(SkillType::BoxTest)].empty();
}

// --- Observation Deck (the LocationAction frame: a = seat, b = location), which hands the
// draw to the box's own frame (kObservationFrame: a = seat), decision and verb.

constexpr int8_t kDeckChosen = 1; // the stage that reads the deck drawn from

bool observationDeckAvailable(const GameState& s, Seat seat) { return characterMayActivate(s, seat); }

Flow observationDeck(Ctx& c) {
    c.push(kObservationFrame, c.f.a);
    return Flow::Done;
}

Flow observationDraw(Ctx& c) {
    const Seat seat = Seat(c.f.a);
    if (c.f.stage == 0) {
        OptionList decks;
        if (ledgerLeftToDraw(c.s))
            decks.push_back(opt(kObserve, int(SkillType::BoxTest)));
        decks.push_back(opt(kObserve, int(SkillType::Leadership)));
        c.f.stage = kDeckChosen;
        return ask(c, seat, kObservationChoice, std::move(decks), 1);
    }
    giveSkill(c.s, seat, SkillType(takeAnswer(c.s).a));
    return Flow::Done;
}

bool observeInRange(const GameState&, const Option& o) {
    return o.a == int(SkillType::BoxTest) || o.a == int(SkillType::Leadership);
}
void observeId(std::string& out, const GameState&, const Option& o) {
    out += "observe:";
    out += kSkillTypeIds[size_t(o.a)];
}
std::string observeLabel(const GameState&, const Option& o) {
    return o.a == int(SkillType::BoxTest) ? "Draw a Ledger card" : "Draw a Leadership card";
}
std::string observationPrompt(const GameState& s) {
    return "Choose the card the Observation Deck gives " + characterName(s, s.decision.actor) + ".";
}
std::string ledgersSeizedText(const GameState& s, const LogEvent& e) {
    const std::string who = characterName(s, e.actor);
    return e.b ? who + " holds no Ledger card: the audit costs the fleet 1 food."
               : who + " gives up " + std::to_string(e.a) + " Ledger card(s) to the audit.";
}

// --- Supply Audit's handler (run by the Effects frame of the card's failed check)

void seizeLedgers(Ctx& c, const Effect&) {
    GameState& s = c.s;
    const Seat seat = s.current;
    std::vector<size_t> ledgers; // hand indices, highest first, so that each stays valid
    if (seat != kNoSeat && !isRevealed(s, seat)) { // crisis effects leave a revealed Cylon alone
        const auto& hand = s.players[size_t(seat)].hand;
        for (size_t i = hand.size(); i-- > 0;)
            if (isLedger(hand[i]))
                ledgers.push_back(i);
    }
    logEvent(s, kLedgersSeized, seat, int(ledgers.size()), ledgers.empty());
    for (size_t i : ledgers)
        discardFromHand(s, seat, i);
    if (ledgers.empty())
        changeResource(s, Resource::Food, -1);
}

// --- Requisition (the CharacterAction frame: a = seat, b = ability index)

bool requisitionAvailable(const GameState& s, Seat seat) {
    return ledgerLeftToDraw(s) && hasCharacterTarget(s, seat, true);
}

Flow requisition(Ctx& c) {
    c.f.stage = 1;
    return ask(c, Seat(c.f.a), DecisionKind::ChooseTarget, characterTargets(c.s, Seat(c.f.a), true));
}

void requisitioned(Ctx& c, const Option& o) {
    const Seat receiver = c.s.seatOf(CharId(o.a));
    if (receiver != kNoSeat) // an answer's character is looked up, never assumed seated
        giveSkill(c.s, receiver, SkillType::BoxTest, 2);
}

} // namespace

void registerTestBoxRules() {
    // A second call finds every id registered and changes nothing.
    registerLocationRule("test_observation_deck", {observationDeckAvailable, observationDeck});
    registerHandlerRule("test_supply_audit_seize_ledgers", {seizeLedgers});
    registerAbilityRule("test_requisition", {requisitionAvailable, requisition, requisitioned});
    registerAbilityRule("test_inventory", {});
    registerAbilityRule("test_red_tape", {});
    registerBoxFrame(kObservationFrame, observationDraw);
    registerBoxDecision(kObservationChoice, {"observation", observationPrompt});
    registerBoxVerb(kObserve, {observeInRange, observeId, observeLabel});
    registerBoxEvent(kLedgersSeized, ledgersSeizedText);
}

} // namespace bsg::testbox
