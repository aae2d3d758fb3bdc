// The words and ids of the execution area's own kinds (execution_kinds.h), registered with the
// box kind tables (box_kinds.h): the frames' handlers, the verbs' ranges, ids and labels, the
// decisions' ids and prompts, the events' words.
#include "execution.h"

#include "box_kinds.h"
#include "log_text.h"

#include <string>

namespace bsg::pegasus {

namespace {

std::string seatName(const GameState& s, Seat seat) {
    return seat >= 0 && seat < s.playerCount() ? characterOf(s, seat).name : std::string("Nobody");
}
std::string characterNamed(int id) {
    return id >= 0 && size_t(id) < db().characters.size() ? db().characters[size_t(id)].name : std::string("?");
}
std::string loyaltyNamed(int card) {
    return card >= 0 && size_t(card) < db().loyalty.size() ? db().loyalty[size_t(card)].name : std::string("?");
}
std::string quorumNamed(int card) {
    return card >= 0 && size_t(card) < db().quorum.size() ? db().quorum[size_t(card)].name : std::string("?");
}

std::string causeText(int cause) {
    switch (ExecutionCause(cause)) {
    case ExecutionCause::Airlock: return "the Airlock";
    case ExecutionCause::CrisisEffect: return "a crisis card";
    case ExecutionCause::QuorumCard: return "a quorum card";
    case ExecutionCause::Ability: return "an ability";
    case ExecutionCause::Scenario: return "a scenario request";
    case ExecutionCause::EmotionallyFragile: return "her weakness, Emotionally Fragile";
    }
    return "an effect";
}

std::string replacementText(const GameState& s, const LogEvent& e) {
    const std::string who = characterNamed(e.a);
    switch (ReplacementRule(e.b)) {
    case ReplacementRule::NotACylonShuffled:
        return "Chosen before the Sleeper Agent phase: a You Are Not a Cylon card is shuffled into the loyalty deck (" +
               who + ").";
    case ReplacementRule::ToTheBrig: return who + " is chosen after the Sleeper Agent phase and starts in the Brig.";
    case ReplacementRule::Stranded: return who + " is stranded until his player's next turn is over.";
    case ReplacementRule::LaunchedViper: return who + " launches in a viper and pilots it.";
    case ReplacementRule::NoViper: return "No viper is left in the reserves: " + who + " starts on the Hangar Deck.";
    case ReplacementRule::NoCylonDetector:
        return who + " is chosen after the Sleeper Agent phase and may not use Cylon Detector.";
    case ReplacementRule::LoyaltyDealt: return seatName(s, e.actor) + "'s player is dealt a loyalty card.";
    }
    return who + ".";
}

std::string eventWords(const GameState& s, const LogEvent& e) {
    const std::string who = seatName(s, e.actor);
    switch (kindNumber(e.kind)) {
    case kindNumber(ExecutionEvent::Executed): return characterNamed(e.a) + " is executed (" + causeText(e.b) + ").";
    case kindNumber(ExecutionEvent::LoyaltyShown):
        return "The executed character proves its loyalty: " + loyaltyNamed(e.a) + ".";
    case kindNumber(ExecutionEvent::CharacterChosen):
        return characterNamed(e.b) + "'s player goes on as " + characterNamed(e.a) + ".";
    case kindNumber(ExecutionEvent::LoyaltyHandedOff):
        return characterNamed(e.c) + " gives " + std::to_string(e.b) + " face-down loyalty card" +
               (e.b == 1 ? "" : "s") + " to " + seatName(s, Seat(e.a)) + ".";
    case kindNumber(ExecutionEvent::ExecutionIgnored): return who + " is a Cylon player and ignores the execution.";
    case kindNumber(ExecutionEvent::NoCharacterLeft):
        return "No character is left to replace " + characterNamed(e.a) + ": the humans lose.";
    case kindNumber(ExecutionEvent::CivilianDrawn):
        return e.b == 1 ? std::string("A civilian ship is drawn from those not on the board, to be destroyed.")
                        : "Every civilian ship left is on the board: " + who + " chooses the one in " +
                              text::area(e.c) + " to destroy.";
    case kindNumber(ExecutionEvent::QuorumOverLimit):
        return who + " discards the quorum card " + quorumNamed(e.a) + " (quorum hand limit " +
               std::to_string(kQuorumHandLimit) + ").";
    case kindNumber(ExecutionEvent::ReplacementRule): return replacementText(s, e);
    }
    return {};
}

// --- verbs

bool characterInRange(const GameState&, const Option& o) { return o.a >= 0 && size_t(o.a) < db().characters.size(); }
void characterId(std::string& out, const GameState&, const Option& o) {
    out += "character:" + db().characters[size_t(o.a)].id;
}
std::string characterLabel(const GameState&, const Option& o) { return db().characters[size_t(o.a)].name; }

bool always(const GameState&, const Option&) { return true; }
void ignoreId(std::string& out, const GameState&, const Option&) { out += "ignore_execution"; }
std::string ignoreLabel(const GameState&, const Option&) { return "Ignore the execution"; }

bool quorumInRange(const GameState&, const Option& o) { return o.a >= 0 && size_t(o.a) < db().quorum.size(); }
void discardQuorumId(std::string& out, const GameState&, const Option& o) {
    out += "discard_quorum:" + db().quorum[size_t(o.a)].id;
}
std::string discardQuorumLabel(const GameState&, const Option& o) { return "Discard " + db().quorum[size_t(o.a)].name; }

// --- prompts

std::string actorName(const GameState& s) { return seatName(s, s.decision.actor); }
std::string newCharacterPrompt(const GameState& s) {
    return actorName(s) + " was executed: choose the character that takes the seat.";
}
std::string handOffPrompt(const GameState& s) {
    return actorName(s) + " gives every face-down loyalty card to one human player: choose whom.";
}
std::string airlockPrompt(const GameState&) { return "Airlock: choose the character the skill check would execute."; }
std::string ignorePrompt(const GameState& s) {
    return actorName(s) + " is a Cylon player: ignore the crisis card's execution, or decline and be executed.";
}
std::string civilianPrompt(const GameState&) {
    return "Every civilian ship left is on the board: choose the one to destroy.";
}
std::string quorumPrompt(const GameState& s) {
    return "The quorum hand holds more than " + std::to_string(kQuorumHandLimit) + " cards: discard " +
           std::to_string(s.decision.context) + ".";
}

} // namespace

void registerExecutionKinds() {
    registerBoxFrame(ExecutionFrame::Execution, runExecution);
    registerBoxFrame(ExecutionFrame::LoyaltyHandOff, runLoyaltyHandOff);
    registerBoxFrame(ExecutionFrame::CivilianDraw, runCivilianDraw);
    registerBoxFrame(ExecutionFrame::QuorumLimit, runQuorumLimit);
    registerBoxVerb(ExecutionVerb::Character, {characterInRange, characterId, characterLabel});
    registerBoxVerb(ExecutionVerb::IgnoreExecution, {always, ignoreId, ignoreLabel});
    registerBoxVerb(ExecutionVerb::DiscardQuorum, {quorumInRange, discardQuorumId, discardQuorumLabel});
    registerBoxDecision(ExecutionDecision::NewCharacter, {"new_character", newCharacterPrompt});
    registerBoxDecision(ExecutionDecision::HandOff, {"hand_off_loyalty", handOffPrompt});
    registerBoxDecision(ExecutionDecision::AirlockTarget, {"airlock_target", airlockPrompt});
    registerBoxDecision(ExecutionDecision::IgnoreExecution, {"ignore_execution", ignorePrompt});
    registerBoxDecision(ExecutionDecision::CivilianToDestroy, {"civilian_to_destroy", civilianPrompt});
    registerBoxDecision(ExecutionDecision::QuorumDiscard, {"quorum_limit_discard", quorumPrompt});
    for (EventKind kind : {ExecutionEvent::Executed, ExecutionEvent::LoyaltyShown, ExecutionEvent::CharacterChosen,
                           ExecutionEvent::LoyaltyHandedOff, ExecutionEvent::ExecutionIgnored,
                           ExecutionEvent::NoCharacterLeft, ExecutionEvent::CivilianDrawn,
                           ExecutionEvent::QuorumOverLimit, ExecutionEvent::ReplacementRule})
        registerBoxEvent(kind, eventWords);
}

} // namespace bsg::pegasus
