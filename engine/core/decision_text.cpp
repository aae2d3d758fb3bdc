// Protocol ids, labels and prompts for decisions (log events are worded in log_text.cpp).
#include "box_kinds.h"
#include "rule_table.h"
#include "rules.h"

#include <algorithm>

namespace bsg {

// Texts of the rules-core decisions (core_text.cpp).
std::string useOptionId(const GameState& s, const Option& o);
std::string useOptionLabel(const GameState& s, const Option& o);
std::string coreOptionLabel(const GameState& s, const Option& o);
std::string corePrompt(const GameState& s);

namespace {

std::string letter(int i) { return std::string(1, char('a' + i)); }
const std::string& locName(int l) { return db().locations[size_t(l)].name; }
std::string skillName(int card) {
    const SkillCardDef& d = db().skillCards[size_t(card)];
    return d.name + " (" + std::string(kSkillTypeIds[size_t(d.type)]) + " " + std::to_string(d.strength) + ")";
}
std::string typeName(int t) {
    std::string s(kSkillTypeIds[size_t(t)]);
    s[0] = char(std::toupper(s[0]));
    return s;
}
std::string areaName(int a) {
    std::string s(kAreaIds[size_t(a)]);
    for (char& ch : s)
        if (ch == '_')
            ch = ' ';
    return s;
}

// Two basestars in one area: their options say which is which by the damage each bears, as
// the board draws it (wording only; the option ids already differ by the basestar's number).
std::string basestarApart(const GameState& s, const Option& o) {
    if (o.a != int(ShipKind::Basestar) || o.c < 0 || size_t(o.c) >= s.basestars.size())
        return {};
    const auto inArea = std::count_if(s.basestars.begin(), s.basestars.end(),
                                      [&](const Basestar& b) { return b.area == o.b; });
    if (inArea < 2)
        return {};
    const size_t damage = s.basestars[size_t(o.c)].damage.size();
    const auto alike = std::count_if(s.basestars.begin(), s.basestars.end(), [&](const Basestar& b) {
        return b.area == o.b && b.damage.size() == damage;
    });
    std::string tell = damage == 0 ? "undamaged"
                                   : std::to_string(damage) + (damage == 1 ? " damage token" : " damage tokens");
    if (alike > 1) // the same to attack: either will do
        tell += ", either of " + std::to_string(alike) + " alike";
    return " (" + tell + ")";
}
const char* kShipIds[] = {"raider", "heavy_raider", "basestar", "viper", "civilian"};
const char* kShipNames[] = {"raider", "heavy raider", "basestar", "viper", "civilian ship"};

} // namespace

std::string characterId(const GameState& s, Seat seat) {
    return seat == kNoSeat ? "none" : characterOf(s, seat).id;
}
std::string characterName(const GameState& s, Seat seat) {
    return seat == kNoSeat ? "nobody" : characterOf(s, seat).name;
}

void appendOptionId(std::string& out, const GameState& s, const Option& o) {
    const CardDb& d = db();
    const auto named = [&](std::string_view prefix, std::string_view name) {
        out += prefix;
        out += name;
    };
    const auto numbered = [&](std::string_view prefix, int n) { named(prefix, std::to_string(n)); };
    switch (o.verb) {
    case Verb::Done: out += "done"; return;
    case Verb::Move: return named("move:", d.locations[size_t(o.a)].id);
    case Verb::MoveArea: return named("move:", kAreaIds[size_t(o.a)]);
    case Verb::ActionLocation: out += "action:location"; return;
    case Verb::ActionSkill: return named("action:skill:", d.skillCards[size_t(o.a)].id);
    case Verb::ActionCharacter:
        return named("action:character:", characterOf(s, s.decision.actor).abilities[size_t(o.a)].id);
    case Verb::ActionTitle:
        out += o.a == int(Title::President) ? "action:title:president" : "action:title:admiral";
        return;
    case Verb::ActionQuorum: return named("action:quorum:", d.quorum[size_t(o.a)].id);
    case Verb::ActionViper: out += "action:viper"; return;
    case Verb::ActionReveal: out += "action:reveal"; return;
    case Verb::ActionNothing: out += "action:nothing"; return;
    case Verb::Play: return named("play:", d.skillCards[size_t(o.a)].id);
    case Verb::Discard: return named("discard:", d.skillCards[size_t(o.a)].id);
    case Verb::Contribute: return named("contribute:", d.skillCards[size_t(o.a)].id);
    case Verb::Draw: return named("draw:", kSkillTypeIds[size_t(o.a)]);
    case Verb::Option: return named("option:", letter(o.a));
    case Verb::Target: return named("target:", d.characters[size_t(o.a)].id);
    case Verb::Destination: return named("destination:", d.destinations[size_t(o.a)].id);
    case Verb::Crisis: return named("crisis:", d.crises[size_t(o.a)].id);
    case Verb::Quorum: return named("quorum:", d.quorum[size_t(o.a)].id);
    case Verb::Location: return named("location:", d.locations[size_t(o.a)].id);
    case Verb::Area: return named("area:", kAreaIds[size_t(o.a)]);
    case Verb::Use: out += useOptionId(s, o); return;
    case Verb::Decline: out += "decline"; return;
    case Verb::Ship:
        named("ship:", kShipIds[o.a]);
        named(":", kAreaIds[size_t(o.b)]);
        if (o.a == int(ShipKind::Raider) && o.c == 3) // Pegasus's Scar (ShipPick::Scar)
            out += ":scar";
        else if ((o.a == int(ShipKind::Raider) || o.a == int(ShipKind::HeavyRaider)) && o.c) // revision 3's pick
            out += o.c == 2 ? ":acted" : ":not_acted";
        else if (o.c)
            numbered(":", o.c);
        return;
    case Verb::Number: return numbered("number:", o.a);
    case Verb::Loyalty: return numbered("loyalty:", o.a);
    case Verb::LaunchViper: return named("launch:", kAreaIds[size_t(o.a)]);
    case Verb::MoveViper:
        named("move_viper:", kAreaIds[size_t(o.a)]);
        return named(":", kAreaIds[size_t(o.b)]);
    case Verb::Centurion: return numbered("centurion:", o.a);
    case Verb::Take: return named("take:", d.skillCards[size_t(o.a)].id);
    case Verb::Token: return named("token:", d.galacticaDamage[size_t(o.a)].id);
    }
    if (const Variant* v = variantOf(s); v && isVariantKind(o.verb) && v->appendOptionId(out, s, o))
        return;
    if (const BoxVerbRule* rule = boxVerbRule(o.verb))
        return rule->appendId(out, s, o);
    out += "unknown";
}

std::string optionId(const GameState& s, const Option& o) {
    std::string id;
    appendOptionId(id, s, o);
    return id;
}

namespace {

// The variant's words for an option of its verbs, or for any option of its decision kinds.
std::optional<std::string> variantOptionLabel(const GameState& s, const Option& o) {
    const Variant* v = variantOf(s);
    if (!v || !(isVariantKind(o.verb) || (s.hasDecision && isVariantKind(s.decision.kind))))
        return std::nullopt;
    return v->optionLabel(s, o);
}

} // namespace

std::string optionLabel(const GameState& s, const Option& o) {
    const CardDb& d = db();
    if (auto label = variantOptionLabel(s, o))
        return *label;
    if (const BoxVerbRule* rule = boxVerbRule(o.verb))
        return rule->label(s, o);
    if (s.hasDecision && s.decision.kind == DecisionKind::RuleChoice)
        if (std::string label = coreOptionLabel(s, o); !label.empty())
            return label;
    if (o.verb == Verb::Use)
        return useOptionLabel(s, o);
    switch (o.verb) {
    case Verb::Done:
        return s.hasDecision && s.decision.kind == DecisionKind::Movement     ? "Stay where you are"
               : s.hasDecision && s.decision.kind == DecisionKind::Contribute ? "Add no more cards"
                                                                              : "Done";
    case Verb::Move: return "Move to " + locName(o.a);
    case Verb::MoveArea: return "Fly the viper to the " + areaName(o.a) + " area";
    case Verb::ActionLocation: return "Use the location: " + locName(s.players[size_t(s.decision.actor)].location);
    case Verb::ActionSkill: return "Play " + skillName(o.a) + " as an action";
    case Verb::ActionCharacter: return "Use " + characterOf(s, s.decision.actor).abilities[size_t(o.a)].name;
    case Verb::ActionTitle: return o.a == int(Title::President) ? "President: draw a quorum card" : "Admiral: launch a nuke";
    case Verb::ActionQuorum: return "Play the quorum card " + d.quorum[size_t(o.a)].name;
    case Verb::ActionViper: return "Activate your viper";
    case Verb::ActionReveal: return "Reveal yourself as a Cylon";
    case Verb::ActionNothing: return "Do nothing";
    case Verb::Play: return "Play " + skillName(o.a);
    case Verb::Discard: return "Discard " + skillName(o.a);
    case Verb::Contribute: return "Add " + skillName(o.a);
    case Verb::Draw: {
        const std::string type = typeName(o.a);
        return std::string(type.find_first_of("AEIOU") == 0 ? "Draw an " : "Draw a ") + type + " card";
    }
    case Verb::Option:
        if (const char* cylon = cylonOptionLabel(s, o))
            return cylon;
        if (s.hasDecision && s.decision.kind == DecisionKind::CrisisChoice && s.decision.context >= 0) {
            const CrisisDef& c = d.crises[size_t(s.decision.context)];
            return (o.a == 0 ? c.a.label : c.b.label);
        }
        if (s.hasDecision && s.decision.kind == DecisionKind::Viper) // the Repair card
            return o.a == 0 ? "Repair this location" : "Repair up to two damaged vipers";
        if (s.hasDecision && s.decision.kind == DecisionKind::ChooseActivity && s.decision.context == -2)
            return o.a == 0 ? "Return a damaged viper to the Reserves" : "Return a destroyed viper to the Reserves";
        if (s.hasDecision && s.decision.kind == DecisionKind::ChooseActivity && s.decision.context >= 0) {
            const Effect& e = d.list(ListId(s.decision.context))[size_t(s.decision.context2)];
            if (e.op == Op::Choose)
                return e.options[size_t(o.a)].label;
            return e.label;
        }
        return "Option " + letter(o.a);
    case Verb::Target: return d.characters[size_t(o.a)].name;
    case Verb::Destination: {
        const DestinationDef& dest = d.destinations[size_t(o.a)];
        return dest.name + " (distance " + std::to_string(dest.distance) + "): " + dest.text;
    }
    case Verb::Crisis: return d.crises[size_t(o.a)].name;
    case Verb::Quorum: return d.quorum[size_t(o.a)].name;
    case Verb::Location: return locName(o.a);
    case Verb::Area: return "The " + areaName(o.a) + " area";
    case Verb::Decline: return "Decline";
    case Verb::Ship: {
        std::string ship = kShipNames[o.a];
        if (o.a == int(ShipKind::Raider) && o.c == 3) // Pegasus's Scar (ShipPick::Scar)
            ship = "raider carrying Scar (only a 7 or 8 destroys it)";
        else if ((o.a == int(ShipKind::Raider) || o.a == int(ShipKind::HeavyRaider)) && o.c) // revision 3's pick
            ship += o.c == 2 ? " that has acted this turn" : " that has not acted yet this turn";
        const std::string tell = basestarApart(s, o);
        if (s.hasDecision && s.decision.kind == DecisionKind::Viper) // a viper attacks it
            return "Attack the " + ship + " in the " + areaName(o.b) + " area" + tell;
        ship[0] = char(std::toupper(static_cast<unsigned char>(ship[0])));
        return ship + " in the " + areaName(o.b) + " area" + tell;
    }
    case Verb::Number: return std::to_string(o.a);
    case Verb::Loyalty: return "Loyalty card " + std::to_string(o.a + 1);
    case Verb::Take: return "Take " + skillName(o.a);
    case Verb::Token: return "Apply the damage token " + d.galacticaDamage[size_t(o.a)].id;
    case Verb::Use: return "Use it";
    case Verb::LaunchViper: return "Launch a viper into the " + areaName(o.a) + " area";
    case Verb::MoveViper: return "Fly a viper from the " + areaName(o.a) + " area to the " + areaName(o.b) + " area";
    case Verb::Centurion: return "The centurion on space " + std::to_string(o.a + 1) + " of the boarding party track";
    }
    return optionId(s, o);
}

std::string decisionKindId(const GameState& s, DecisionKind k) {
    if (isVariantKind(k)) {
        if (const Variant* v = variantOf(s))
            if (auto id = v->decisionKindId(k))
                return *id;
        return "variant_" + std::to_string(int(k) - kVariantKinds.first);
    }
    if (isBoxKind(k)) {
        if (const BoxDecisionRule* rule = boxDecisionRule(k))
            return rule->id;
        return "box_" + std::to_string(int(k));
    }
    switch (k) {
    case DecisionKind::MultiSkill: return "receive_skills";
    case DecisionKind::Movement: return "movement";
    case DecisionKind::Action: return "action";
    case DecisionKind::Contribute: return "contribute";
    case DecisionKind::CrisisChoice: return "crisis_choice";
    case DecisionKind::ChooseTarget: return "target";
    case DecisionKind::DiscardCards: return "discard";
    case DecisionKind::ChooseDestination: return "destination";
    case DecisionKind::ChooseCard: return "choose_card";
    case DecisionKind::ChooseLocation: return "location";
    case DecisionKind::ChooseArea: return "area";
    case DecisionKind::ChooseShip: return "ship";
    case DecisionKind::UseAbility: return "ability";
    case DecisionKind::DrawSkill: return "draw_skill";
    case DecisionKind::Order: return "order";
    case DecisionKind::Viper: return "viper";
    case DecisionKind::ChooseActivity: return "activity";
    case DecisionKind::RuleChoice: return "choice";
    }
    return "unknown";
}

namespace {

// Why a character draws a card of a chosen type, where the prompt alone does not say.
std::string drawReason(const GameState& s) {
    const Seat seat = s.decision.actor;
    if (seat == kNoSeat || s.stack.empty())
        return {};
    const auto& p = s.players[size_t(seat)];
    switch (s.stack.back().kind) {
    case FrameKind::CrisisStep: return ": Delusional Intuition, a card of any type";
    case FrameKind::ReceiveSkills:
        if (p.revealed)
            return ": a revealed Cylon draws two of any type";
        if (p.location == locs().sickbay)
            return ": in Sickbay, one card only";
        return {};
    default: return {};
    }
}

// Why a character discards (the frame's d: 1 the hand limit, 2 the price of moving to the
// other ship, 3 Terminal Illness or a reveal's hand).
std::string discardReason(const GameState& s) {
    const Seat seat = s.decision.actor;
    if (seat == kNoSeat)
        return {};
    switch (s.decision.context2) {
    case 1: return ": the hand is over its limit of " + std::to_string(handLimit(s, seat));
    case 2: return ": moving to the other ship costs a card";
    case 4: return ": the Engine Room's cost";
    case 3:
        return s.players[size_t(seat)].revealed ? ": a revealed Cylon keeps at most 3 cards"
                                                 : ": Terminal Illness";
    default: return {};
    }
}

// Why the action of the location the character stands on is not among the options, where a
// weakness closes it (a closesAction hook: Terminal Illness, Convicted Criminal, Emotionally
// Attached, Bent on Revenge) and the board alone would not.
std::string closedActionReason(const GameState& s) {
    const Seat seat = s.decision.actor;
    if (seat == kNoSeat)
        return {};
    const auto& p = s.players[size_t(seat)];
    if (p.revealed || p.location < 0)
        return {};
    const LocationDef& loc = db().locations[size_t(p.location)];
    if (!loc.hasAction || loc.ship == Ship::Cylon || locationDamaged(s, p.location))
        return {};
    for (const AbilityDef& a : characterOf(s, seat).abilities)
        if (const auto closes = a.rule.rule ? a.rule.rule->passive.closesAction : nullptr; closes && closes(s, seat))
            return ": no " + loc.name + " action (" + a.name + ")";
    return {};
}

// "Choose a ship" said what for, from the frame that asks.
std::string chooseShipPrompt(const GameState& s, const std::string& who) {
    const bool civilians = !s.decision.options.empty() && s.decision.options.front().verb == Verb::Ship &&
                           s.decision.options.front().a == int(ShipKind::Civilian);
    switch (s.stack.empty() ? FrameKind{} : s.stack.back().kind) {
    case FrameKind::DamageVipersInSpace:
        return "Choose a viper in space for " + who + " to damage (" + std::to_string(s.stack.back().a) + " to go).";
    case FrameKind::Communications:
        if (civilians)
            return "Communications: choose a civilian ship for " + who + " to look at and move.";
        break;
    case FrameKind::Activate:
        if (civilians)
            return "The raiders destroy a civilian ship in their area: choose which one for " + who + ".";
        break;
    case FrameKind::Launch:
        return "Too few ships are left to launch from every basestar: choose the basestar that launches, for " + who + ".";
    case FrameKind::AttackSetup:
        return "Too few ships are left for the attack: choose the area that gets the next one, for " + who + ".";
    default: break;
    }
    return "Choose a ship for " + who + ".";
}

} // namespace

std::string decisionPrompt(const GameState& s) {
    if (!s.hasDecision)
        return {};
    const Decision& d = s.decision;
    const std::string who = characterName(s, d.actor);
    if (isVariantKind(d.kind)) { // the variant's decision: the variant words it
        if (const Variant* v = variantOf(s))
            if (auto prompt = v->decisionPrompt(s))
                return *prompt;
        return "A rule of this game's variant asks " + who + " to choose.";
    }
    if (isBoxKind(d.kind)) { // a box's decision: the box words it
        if (const BoxDecisionRule* rule = boxDecisionRule(d.kind))
            return rule->prompt(s);
        return "A rule of an expansion asks " + who + " to choose.";
    }
    switch (d.kind) {
    case DecisionKind::MultiSkill: return "Choose the type of " + who + "'s next skill card (" + std::to_string(d.context) + " left to draw).";
    case DecisionKind::DrawSkill:
        return "Choose which skill deck " + who + " draws from (" + std::to_string(d.context) + " left)" + drawReason(s) + ".";
    case DecisionKind::Movement: return "Choose where " + who + " moves.";
    case DecisionKind::Action: return "Choose " + who + "'s action" + closedActionReason(s) + ".";
    case DecisionKind::Contribute: {
        std::string types;
        for (int t = 0; t < kMaxSkillTypes; ++t)
            if (d.context2 & (1 << t))
                types.append(types.empty() ? "" : "/").append(kSkillTypeIds[size_t(t)]);
        return "Skill check (difficulty " + std::to_string(d.context) + ", " + types + "): choose a card for " + who +
               " to add face down, or stop.";
    }
    case DecisionKind::CrisisChoice: return who + " chooses how to resolve " + db().crises[size_t(d.context)].name + ".";
    case DecisionKind::ChooseTarget: return "Choose a character for " + who + ".";
    case DecisionKind::DiscardCards:
        return "Choose a skill card for " + who + " to discard (" + std::to_string(d.context) + " to go)" +
               discardReason(s) + ".";
    case DecisionKind::ChooseDestination: return who + " chooses the fleet's destination; the other card goes to the bottom of the deck.";
    case DecisionKind::ChooseArea: return "Choose a space area for " + who + ".";
    case DecisionKind::ChooseActivity: return who + " chooses one of the card's options.";
    case DecisionKind::RuleChoice: return corePrompt(s);
    case DecisionKind::Viper: return who + " activates: choose what to do next.";
    case DecisionKind::Order: return who + " chooses the space area whose raiders act next.";
    case DecisionKind::ChooseShip: return chooseShipPrompt(s, who);
    case DecisionKind::UseAbility: return who + " may use an ability now.";
    default: return "Decision for " + who + ".";
    }
}

std::string_view phaseId(const GameState& s) {
    if (s.gameOver())
        return "game_over";
    for (auto it = s.stack.rbegin(); it != s.stack.rend(); ++it) {
        switch (it->kind) {
        case FrameKind::Setup:
        case FrameKind::StartingHand: return "setup";
        case FrameKind::SkillCheck: return "skill_check";
        case FrameKind::Jump: return "jump";
        case FrameKind::ResolveCrisis:
        case FrameKind::CrisisStep: return "crisis";
        case FrameKind::Activate: return "activate_cylon_ships";
        case FrameKind::ReceiveSkills: return "receive_skills";
        case FrameKind::Movement: return "movement";
        case FrameKind::Action: return "action";
        case FrameKind::HandLimit:
        case FrameKind::EndTurn: return "end_of_turn";
        default: break;
        }
    }
    return "turn";
}

} // namespace bsg
