// The words of Four Solo's own log events (display only; engine/core/log.h), each with the
// rule of the variant that acted.
#include "log_text.h"
#include "solo_rules_internal.h"

namespace bsg {

namespace {

using namespace text;

// What a queried character decides (4.1), in words.
std::string queryWhat(DecisionKind kind) {
    switch (kind) {
    case DecisionKind::MultiSkill:
    case DecisionKind::DrawSkill: return "which deck to draw from";
    case DecisionKind::DiscardCards: return "which card to discard";
    case DecisionKind::CrisisChoice: return "how to resolve the crisis";
    case DecisionKind::ChooseTarget: return "which character to choose";
    case DecisionKind::UseAbility: return "whether to use an ability";
    case DecisionKind::Movement: return "where to move";
    case DecisionKind::Action: return "which action to take";
    case DecisionKind::ChooseDestination: return "the destination";
    default: return "what the rule asks";
    }
}

// "a tactics card", "an engineering card"
std::string aCardOfType(int type) {
    const std::string name(kSkillTypeIds[size_t(type)]);
    return (name[0] == 'e' ? "an " : "a ") + name + " card";
}

std::string automatonText(const GameState& s, const LogEvent& e) {
    const std::string who = characterName(s, e.actor);
    std::string what;
    switch (AutomatonLine(e.b)) {
    case AutomatonLine::NoWrongCard: what = "has no card of a wrong colour and adds nothing to the skill check (3.5)."; break;
    case AutomatonLine::AddsStrongest: what = "adds its strongest card of a wrong colour, face down (3.5)."; break;
    case AutomatonLine::StrongestTie:
        what = "has several strongest cards of a wrong colour; the player picks one (Golden Rule).";
        break;
    case AutomatonLine::DrawMissing:
        what = "draws " + aCardOfType(e.c) + ": it has no " + std::string(kSkillTypeIds[size_t(e.c)]) + " card (8.2a).";
        break;
    case AutomatonLine::DrawLeftmostMissing:
        what = "draws " + aCardOfType(e.c) + ": several colours are missing; the leftmost is " +
               std::string(kSkillTypeIds[size_t(e.c)]) + " (8.2b).";
        break;
    case AutomatonLine::DrawWeakest:
        what = "draws " + aCardOfType(e.c) + ": " + std::string(kSkillTypeIds[size_t(e.c)]) +
               " is its weakest colour, total " + std::to_string(e.d) + " (8.2c).";
        break;
    case AutomatonLine::DrawAllEqual:
        what = "draws " + aCardOfType(e.c) + ": every colour totals " + std::to_string(e.d) + "; the leftmost deck is " +
               std::string(kSkillTypeIds[size_t(e.c)]) + " (8.2d).";
        break;
    case AutomatonLine::DrawTie: what = "has several weakest colours; the player picks the deck (Golden Rule)."; break;
    case AutomatonLine::Moves: what = "shifts one Cylon location to the right: " + location(e.c) + " (8.3)."; break;
    case AutomatonLine::Activates: what = "activates " + location(e.c) + " (8.3)."; break;
    case AutomatonLine::CannotActivate:
        what = "cannot activate " + (e.c >= 0 ? location(e.c) : std::string("its location")) + " and does nothing (8.3).";
        break;
    case AutomatonLine::DiscardsWeakest: what = "discards " + skillCard(e.c) + ", one of its weakest cards (8.1, Golden Rule)."; break;
    case AutomatonLine::KeepsStrongest: what = "keeps its three strongest cards and discards " + skillCard(e.c) + " (8.1)."; break;
    }
    return "Cylon automaton step " + std::to_string(e.a) + ": " + who + " " + what;
}

std::string afterJumpText(const GameState& s, const LogEvent& e) {
    const std::string who = characterName(s, e.actor);
    switch (SoloJumpNote(e.a)) {
    case SoloJumpNote::RevealedNoTurn: return who + " is a revealed Cylon: no loyalty card is turned after the jump (Four Solo 7.4).";
    case SoloJumpNote::AllFaceUp: return "Every loyalty card of " + who + " is already face up (Four Solo 7.1).";
    case SoloJumpNote::Turned:
        return "After the jump a random loyalty card of " + who + " is turned face up (Four Solo 7.1): " +
               db().loyalty[size_t(e.b)].name + ".";
    case SoloJumpNote::NothingHappens: return who + " shows no Cylon card: nothing happens (Four Solo 7.4).";
    }
    return who + ": a Four Solo rule after the jump.";
}

} // namespace

std::optional<std::string> soloEventText(const GameState& s, const LogEvent& e) {
    const std::string who = characterName(s, e.actor);
    switch (kindNumber(e.kind)) {
    case kindNumber(SoloEvent::WrongCard):
        return e.a ? who + " adds one random card of a wrong colour, face down (Four Solo 3.3)."
                   : who + " has no card of a wrong colour and adds nothing (Four Solo 3.3).";
    case kindNumber(SoloEvent::Query):
        return "Querying " + who + " (Four Solo 4.1): " + who + " must decide " +
               queryWhat(kindFromHashedNumber<DecisionKind>(unsigned(e.a))) + " during " + characterName(s, Seat(e.b)) +
               "'s turn.";
    case kindNumber(SoloEvent::ActiveBack): return who + " takes its Active Card back into its hand (Four Solo 2.3).";
    case kindNumber(SoloEvent::ActivePlayed):
        return who + "'s Active Card " + db().skillCards[size_t(e.a)].name + " is played; it is not replaced before the end of " +
               who + "'s turn (Four Solo 5.1, 5.3).";
    case kindNumber(SoloEvent::ActiveChosen): return who + "'s Active Card is now " + skillCard(e.a) + ", face up (Four Solo 2.2).";
    case kindNumber(SoloEvent::KobolShows):
        return "One jump from Kobol: " + who + " shows all its loyalty cards (Four Solo 9): " + db().loyalty[size_t(e.a)].name + ".";
    case kindNumber(SoloEvent::AfterJump): return afterJumpText(s, e);
    case kindNumber(SoloEvent::SuperCrisis): return who + " receives a super crisis card, face down.";
    case kindNumber(SoloEvent::Automaton): return automatonText(s, e);
    default: return std::nullopt;
    }
}

} // namespace bsg
