// Prompts and option labels of the rules-core decisions (DecisionKind::RuleChoice) and the
// ids of Use options: "use:<ability id>", "use:<ability id>:<variant>", "use:<quorum id>:<variant>".
#include "rules_core.h"

#include <algorithm>

namespace bsg {

namespace {

std::string variantId(int variant) {
    switch (variant) {
    case kUseRaise: return ":raise";
    case kUseLower: return ":lower";
    case kUsePass: return ":pass";
    case kUseFail: return ":fail";
    default:
        if (variant >= kUseType && variant < kUseType + kMaxSkillTypes)
            return std::string(":").append(kSkillTypeIds[size_t(variant - kUseType)]);
        return {};
    }
}

std::string typeWord(int t) { return std::string(kSkillTypeIds[size_t(t)]); }

std::string skillLabel(int card) {
    const SkillCardDef& d = db().skillCards[size_t(card)];
    return d.name + " (" + typeWord(int(d.type)) + " " + std::to_string(d.strength) + ")";
}

const std::string& abilityName(const GameState& s, const Option& o) {
    return characterOf(s, s.decision.actor).abilities[size_t(o.b)].name;
}

} // namespace

std::string useOptionId(const GameState& s, const Option& o) {
    if (o.a == kUseQuorum)
        return "use:" + db().quorum[size_t(o.b)].id + variantId(o.c);
    if (o.a == kUseAbility && s.hasDecision && s.decision.actor != kNoSeat)
        return "use:" + characterOf(s, s.decision.actor).abilities[size_t(o.b)].id + variantId(o.c);
    return "use:" + std::to_string(o.a) + ":" + std::to_string(o.b);
}

std::string useOptionLabel(const GameState& s, const Option& o) {
    std::string name = o.a == kUseQuorum ? db().quorum[size_t(o.b)].name
                       : (s.hasDecision && s.decision.actor != kNoSeat) ? abilityName(s, o)
                                                                         : std::string("the ability");
    switch (o.c) {
    case kUseRaise: return "Use " + name + ": make the check harder";
    case kUseLower: return "Use " + name + ": make the check easier";
    case kUsePass: return "Use " + name + ": the check passes";
    case kUseFail: return "Use " + name + ": the check fails";
    default:
        if (o.c >= kUseType && o.c < kUseType + kMaxSkillTypes)
            return "Use " + name + ": " + typeWord(o.c - kUseType) + " cards count 0";
        return "Use " + name;
    }
}

std::string coreOptionLabel(const GameState& s, const Option& o) {
    const auto prompt = CorePrompt(s.decision.context);
    switch (o.verb) {
    case Verb::Play: return "Play " + skillLabel(o.a);
    case Verb::Decline: return "Decline";
    case Verb::Target: return db().characters[size_t(o.a)].name;
    case Verb::Crisis: return db().crises[size_t(o.a)].name + ": " + db().crises[size_t(o.a)].text;
    case Verb::Quorum: return db().quorum[size_t(o.a)].name + ": " + db().quorum[size_t(o.a)].text;
    case Verb::ActionQuorum: return "Play the quorum card " + db().quorum[size_t(o.a)].name;
    case Verb::Location: return db().locations[size_t(o.a)].name;
    case Verb::Number: return "The centurion on boarding space " + std::to_string(o.a + 1);
    case Verb::Ship: {
        std::string area(kAreaIds[size_t(o.b)]);
        std::replace(area.begin(), area.end(), '_', ' ');
        return o.a == int(ShipKind::Raider) ? "Destroy a raider in the " + area + " area"
                                            : "Destroy the heavy raider in the " + area + " area";
    }
    case Verb::Option:
        switch (prompt) {
        case CorePrompt::PresidentsOffice: return "Draw a second quorum card";
        case CorePrompt::ExecutiveOrderMode: return o.a == 0 ? "Move, then take one action" : "Stay and take two actions";
        case CorePrompt::LaunchScoutDeck: return o.a == 0 ? "Look at the top Crisis card" : "Look at the top Destination card";
        case CorePrompt::LaunchScoutPlace:
        case CorePrompt::Recon: return o.a == 0 ? "Leave it on top" : "Put it on the bottom";
        case CorePrompt::UnconventionalTactics:
            return "Lose 1 population, gain 1 " + std::string(kResourceIds[size_t(o.a)]);
        default: break;
        }
        break;
    default: break;
    }
    return {};
}

std::string corePrompt(const GameState& s) {
    const Decision& d = s.decision;
    const std::string who = characterName(s, d.actor);
    const std::string arg = std::to_string(d.context2);
    switch (CorePrompt(d.context)) {
    case CorePrompt::MysteriousIntuition:
        return who + " may use Mysterious Intuition to declare the result of " + db().crises[size_t(d.context2)].name + ".";
    case CorePrompt::BeforeCheckCards: { // name only the cards offered (a variant may never offer Investigative Committee)
        std::string cards;
        for (const Option& o : d.options)
            if (o.verb == Verb::Play) {
                const std::string name = db().skillCards[size_t(o.a)].name;
                if (cards.find(name) == std::string::npos)
                    cards += (cards.empty() ? "" : " or ") + name;
            }
        return "A skill check begins: " + who + " may play " + (cards.empty() ? std::string("a card") : cards) + ".";
    }
    case CorePrompt::BlindDevotion: return "All cards are in: " + who + " may use Blind Devotion to make one skill type count 0.";
    case CorePrompt::DeclareEmergency: return "The skill check totals " + arg + ": " + who + " may play Declare Emergency (difficulty -2).";
    case CorePrompt::CommandAuthority: return who + " may use Command Authority to take every card of the skill check.";
    case CorePrompt::StrategicPlanning: return "A die is about to be rolled: " + who + " may play Strategic Planning (+2).";
    case CorePrompt::EcoOfficer: return "The die shows " + arg + ": " + who + " may use ECO Officer to roll it again.";
    case CorePrompt::EvasiveManeuvers: return "The attack on a viper rolled " + arg + ": " + who + " may play Evasive Maneuvers to reroll it.";
    case CorePrompt::ReligiousVisions: return "Religious Visions: choose the crisis " + who + " resolves; the other goes under the deck.";
    case CorePrompt::SecretDestiny:
        return who + " may use Secret Destiny to discard " + db().crises[size_t(d.context2)].name + " and draw another crisis.";
    case CorePrompt::Recon: return "Recon: the top crisis card is " + db().crises[size_t(d.context2)].name + "; choose where " + who + " leaves it.";
    case CorePrompt::Nominate: return "Administration: choose whom " + who + " nominates for President.";
    case CorePrompt::Accuse: return "Admiral's Quarters: choose whom " + who + " accuses.";
    case CorePrompt::CylonHatred: return "Admiral's Quarters check, difficulty " + arg + ": " + who + " may use Cylon Hatred (-3).";
    case CorePrompt::Arbitrator: return "Admiral's Quarters check, difficulty " + arg + ": " + who + " may discard Assign Arbitrator to shift it by 3.";
    case CorePrompt::FriendsInLowPlaces: return "Skill check difficulty " + arg + ": " + who + " may use Friends in Low Places to shift it by 2.";
    case CorePrompt::BrigEscape: return who + " escapes the Brig: choose where on Galactica " + who + " goes.";
    case CorePrompt::PresidentsOffice: return "President's Office: " + who + " draws a second quorum card or plays one.";
    case CorePrompt::ExecutiveOrderTarget: return "Executive Order: choose the character " + who + " gives orders to.";
    case CorePrompt::ExecutiveOrderMode: return "Executive Order: " + who + " chooses to move and act once, or to act twice.";
    case CorePrompt::LaunchScoutDeck: return "Launch Scout succeeded: choose which deck " + who + " scouts.";
    case CorePrompt::LaunchScoutPlace: return "Launch Scout: choose where " + who + " leaves the scouted card.";
    case CorePrompt::SkilledPolitician: return "Skilled Politician: choose the quorum card " + who + " resolves; the others go under the deck.";
    case CorePrompt::CylonDetector: return "Cylon Detector: choose whose loyalty cards " + who + " looks at.";
    case CorePrompt::UnconventionalTactics: return "Unconventional Tactics: choose what " + who + " gains for 1 population.";
    case CorePrompt::QuorumTarget: return db().quorum[size_t(d.context2)].name + ": choose the character " + who + " names.";
    case CorePrompt::BrutalForce: return db().quorum[size_t(d.context2)].name + ": choose what " + who + " destroys.";
    case CorePrompt::PardonDestination: return "Presidential Pardon: choose where on Galactica the pardoned character goes.";
    case CorePrompt::MoralCompass:
        return who + " may use Moral Compass to switch the decision on " + db().crises[size_t(d.context2)].name + ".";
    }
    return "Decision for " + who + ".";
}

} // namespace bsg
