// The words of log events, made only for display (log.h): the setup, turn, crisis, skill
// check, quorum and loyalty kinds here; ships and combat in combat_text.cpp; a variant's own
// kinds through Variant::eventText. Every automated line says what happened and why: the
// rule, card or ability, the roll and what it needed.
#include "log_text.h"

#include "effect_text.h"
#include "box_kinds.h"
#include "rules.h"

#include <cctype>

namespace bsg {

namespace text {

std::string skillCard(int card) {
    const SkillCardDef& d = db().skillCards[size_t(card)];
    return d.name + " (" + std::string(kSkillTypeIds[size_t(d.type)]) + " " + std::to_string(d.strength) + ")";
}

std::string skillType(int type) {
    std::string s(kSkillTypeIds[size_t(type)]);
    s[0] = char(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

std::string area(int a) {
    if (a < 0 || a >= kAreaCount)
        return "space";
    std::string s(kAreaIds[size_t(a)]);
    for (char& ch : s)
        if (ch == '_')
            ch = ' ';
    return "the " + s + " area";
}

std::string location(int loc) { return loc >= 0 ? db().locations[size_t(loc)].name : std::string("nowhere"); }

std::string crisis(int card) { return db().crises[size_t(card)].name; }

std::string ships(int kind, int count) {
    static const char* names[] = {"raider", "heavy raider", "basestar", "viper", "civilian ship"};
    const std::string name = kind >= 0 && kind < int(std::size(names)) ? names[kind] : "ship";
    if (count == 1)
        return "a " + name;
    return std::to_string(count) + " " + name + "s";
}

std::string shipKindName(int kind) {
    std::string s = ships(kind, 1).substr(2);
    s[0] = char(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

std::string signedNumber(int n) {
    std::string s = std::to_string(n);
    if (n >= 0)
        s.insert(s.begin(), '+');
    return s;
}

std::string needed(int n) {
    if (n >= 8)
        return "8";
    return n >= 0 ? std::to_string(n) + "+" : std::to_string(-n) + " or less";
}

} // namespace text

namespace {

using namespace text;

// The name of a character ability by its id, as the data spells it.
std::string abilityName(std::string_view id) {
    for (const CharacterDef& c : db().characters)
        for (const AbilityDef& a : c.abilities)
            if (a.id == id)
                return a.name;
    return std::string(id);
}

std::string abilityText(const GameState& s, const LogEvent& e) {
    const std::string who = characterName(s, e.actor);
    auto said = [&](std::string_view id, const std::string& what) { return abilityName(id) + " (" + who + "): " + what; };
    switch (AbilityNote(e.a)) {
    case AbilityNote::Alcoholic: return said("alcoholic", "a turn begins with one skill card in his hand, and he discards it.");
    case AbilityNote::ReconBottom: return said("recon", "the top crisis card goes to the bottom of the deck.");
    case AbilityNote::SecretDestiny: return said("secret_destiny", "the crisis card is discarded and another is drawn.");
    case AbilityNote::Insubordinate: return said("insubordinate", "the check to send her to the Brig is 3 easier.");
    case AbilityNote::CylonHatred: return said("cylon_hatred", "the Admiral's Quarters check is 3 easier.");
    case AbilityNote::FriendsInLowPlaces:
        return said("friends_in_low_places", std::string("the check is 2 ") + (e.b > 0 ? "harder." : "easier."));
    case AbilityNote::MysteriousIntuition:
        return said("mysterious_intuition",
                    std::string("the skill check is declared ") + (e.b == 0 ? "passed" : "failed") + " without any card.");
    case AbilityNote::InspirationalLeader:
        return said("inspirational_leader", "every strength 1 card counts for the skill check of his crisis, whatever its colour.");
    case AbilityNote::BlindDevotion:
        return said("blind_devotion", skillType(e.b) + " cards count 0 in this check.");
    case AbilityNote::CommandAuthority:
        return said("command_authority", "the " + std::to_string(e.b) + " cards of the check go to his hand.");
    case AbilityNote::MaintenanceEngineer: return said("maintenance_engineer", "one more action after the Repair.");
    case AbilityNote::MoralCompass: return said("moral_compass", "the crisis's other option is chosen instead.");
    case AbilityNote::EcoOfficer: return said("eco_officer", "the die is rolled again.");
    case AbilityNote::ExpertPilot: return said("expert_pilot", "her turn begins in a viper: she takes two actions.");
    case AbilityNote::Headstrong: return said("headstrong", "his forced discards are picked at random.");
    case AbilityNote::DelusionalIntuition:
        return said("delusional_intuition", "with the crisis card he draws a skill card of any type.");
    case AbilityNote::TerminalIllness:
        return said("terminal_illness", "she discards two skill cards before she activates a location.");
    case AbilityNote::Action: {
        const auto& abilities = characterOf(s, e.actor).abilities;
        return who + " uses " + (e.b >= 0 && e.b < int(abilities.size()) ? abilities[size_t(e.b)].name : "an ability") + ".";
    }
    }
    return who + " uses an ability.";
}

std::string cardRuleText(const GameState& s, const LogEvent& e) {
    const std::string by = e.actor != kNoSeat ? " (" + characterName(s, e.actor) + ")" : "";
    switch (CardNote(e.a)) {
    case CardNote::StrategicPlanning: return "Strategic Planning" + by + ": the roll gets +2.";
    case CardNote::EvasiveManeuvers:
        return "Evasive Maneuvers" + by + ": the attack on the viper is rolled again" +
               (e.b < 0 ? ", 2 lower against a piloted viper." : ".");
    case CardNote::InvestigativeCommittee:
        return hasBox(s, Box::Pegasus)
                   ? "Investigative Committee" + by + ": every card players add goes into this check face up (the destiny cards stay face down)."
                   : "Investigative Committee" + by + ": every card goes into this check face up.";
    case CardNote::ScientificResearch: return "Scientific Research" + by + ": engineering cards count for this check.";
    case CardNote::DeclareEmergency: return "Declare Emergency" + by + ": the difficulty is 2 lower.";
    case CardNote::AcceptProphecy: return "Accept Prophecy: this check is 2 harder; the card is discarded.";
    case CardNote::AssignArbitrator:
        return std::string("Assign Arbitrator") + by + ": the check is 3 " + (e.b > 0 ? "harder" : "easier") +
               "; the card is discarded.";
    case CardNote::TrainingNewPilots: return "Ambush (Training New Pilots): an unmanned viper's attack rolls 2 lower.";
    case CardNote::StructuralDamage:
        return "Structural damage: attacks on the basestar in " + area(e.c) + " roll 2 higher.";
    case CardNote::MassiveDeployment:
        return "Cylon Swarm (Massive Deployment): every basestar launches " + std::to_string(e.b) + " more.";
    case CardNote::NotSent:
        return characterName(s, e.actor) + " stays in " + location(e.b) + " and cannot be sent to " + location(e.c) + ".";
    case CardNote::CenturionRemoved:
        return "Authorization of Brutal Force: the centurion on space " + std::to_string(e.b + 1) +
               " of the boarding party track is destroyed.";
    }
    return "A card's rule applies.";
}

std::string dieText(const GameState&, const LogEvent& e) {
    static const char* purposes[] = {"",
                                     " (FTL Control)",
                                     " (for the card being resolved)",
                                     " (a viper attacks)",
                                     " (a raider attacks)",
                                     " (Galactica fires)",
                                     " (a basestar attacks Galactica)",
                                     " (a nuke)",
                                     " (the Armory)",
                                     " (a ship is risked)",
                                     " (for the quorum card)",
                                     " (the Human Fleet location)"};
    const int purpose = e.b >= 0 && e.b < int(std::size(purposes)) ? e.b : 0;
    std::string roll = std::to_string(e.a);
    if (e.c != 0)
        roll += ", " + signedNumber(e.c) + " = " + std::to_string(e.a + e.c);
    return std::string(e.d ? "Rolled again: the die shows " : "The die shows ") + roll + purposes[purpose] + ".";
}

std::string rollOutcomeText(const GameState&, const LogEvent& e) {
    const std::string roll = " (needed " + needed(e.c) + ", rolled " + std::to_string(e.b) + ")";
    const bool met = e.d != 0;
    switch (RollUse(e.a)) {
    case RollUse::FtlControl:
        return std::string("FTL Control: ") + (met ? "population is lost" : "no population is lost") + " (lost on " +
               needed(e.c) + ", rolled " + std::to_string(e.b) + ").";
    case RollUse::LaunchScout:
        return std::string("Launch Scout: ") + (met ? "the raptor comes back" : "the raptor is destroyed") + roll + ".";
    case RollUse::Risk: return std::string("The risked ships ") + (met ? "come back" : "are lost") + roll + ".";
    case RollUse::CardEffect: return std::string("The card's roll ") + (met ? "succeeds" : "fails") + roll + ".";
    case RollUse::QuorumCard: return std::string("The quorum card's roll ") + (met ? "succeeds" : "fails") + roll + ".";
    case RollUse::HumanFleet:
        return std::string("Human Fleet: ") + (met ? "Galactica is damaged" : "Galactica is not damaged") + roll + ".";
    }
    return "The roll is " + std::to_string(e.b) + ".";
}

std::string moveText(const GameState& s, const LogEvent& e) {
    const std::string who = characterName(s, e.actor);
    const auto why = MoveCause(e.c);
    if (e.a < 0) {
        if (why == MoveCause::Launched)
            return who + " launches in a viper into " + area(e.b) + ".";
        return who + " flies a viper to " + area(e.b) + ".";
    }
    switch (why) {
    case MoveCause::Sent: return who + " is sent to " + location(e.a) + ".";
    case MoveCause::Landed: return who + " lands the viper and goes to " + location(e.a) + ".";
    case MoveCause::Arrived: return who + " reaches Galactica at " + location(e.a) + " (Stranded ends).";
    case MoveCause::Resurrection: return who + " goes to " + location(e.a) + " (a revealed Cylon).";
    default: return who + " moves to " + location(e.a) + ".";
    }
}

std::string actionText(const GameState& s, const LogEvent& e) {
    const std::string who = characterName(s, e.actor) + "'s action: ";
    switch (Verb(e.a)) {
    case Verb::ActionLocation: return who + "activate " + location(e.c) + ".";
    case Verb::ActionSkill: return who + "play " + skillCard(e.b) + ".";
    case Verb::ActionCharacter: {
        const auto& abilities = characterOf(s, e.actor).abilities;
        return who + (e.b >= 0 && e.b < int(abilities.size()) ? abilities[size_t(e.b)].name : "an ability") + ".";
    }
    case Verb::ActionTitle:
        return who + (e.b == int(Title::President) ? "draw a quorum card (President)." : "launch a nuke (Admiral).");
    case Verb::ActionQuorum: return who + "play the quorum card " + db().quorum[size_t(e.b)].name + ".";
    case Verb::ActionViper: return who + "activate the viper.";
    case Verb::ActionReveal: return who + "reveal as a Cylon.";
    case Verb::ActionNothing: return characterName(s, e.actor) + " takes no action.";
    default: return characterName(s, e.actor) + " takes an action.";
    }
}

std::string checkRevealedText(const LogEvent& e) {
    const SkillCardDef& d = db().skillCards[size_t(e.a)];
    const std::string type(kSkillTypeIds[size_t(d.type)]);
    std::string why;
    switch (CardValueReason(e.c)) {
    case CardValueReason::Colour: why = type + " counts for this check"; break;
    case CardValueReason::WrongColour: why = type + " counts against this check"; break;
    case CardValueReason::ScientificResearch: why = "Scientific Research: engineering counts for"; break;
    case CardValueReason::InspirationalLeader: why = "Inspirational Leader: strength 1 counts for"; break;
    case CardValueReason::BlindDevotion: why = "Blind Devotion: " + type + " counts 0"; break;
    case CardValueReason::AtAnyCost: why = "At Any Cost: treachery counts for this check"; break;
    }
    return "Revealed: " + skillCard(e.a) + ", " + signedNumber(e.b) + " (" + why + ").";
}

std::string checkResultText(const LogEvent& e) {
    static const char* results[] = {"passed", "partial pass", "failed"};
    const int r = e.c >= 0 && e.c < 3 ? e.c : 2;
    std::string line = "Skill check: total " + std::to_string(e.a) + " against difficulty " + std::to_string(e.b);
    if (e.d >= 0)
        line += " (partial pass from " + std::to_string(e.d) + ")";
    return line + ": " + results[r] + ".";
}

std::string quorumText(const GameState& s, const LogEvent& e) {
    const std::string who = characterName(s, e.actor);
    const std::string& card = db().quorum[size_t(e.a)].name;
    switch (e.kind) {
    case EventKind::QuorumDrawn:
        switch (QuorumDrawCause(e.b)) {
        case QuorumDrawCause::Setup: return who + " receives the quorum card " + card + " (the President's first card).";
        case QuorumDrawCause::Office: return who + " draws the quorum card " + card + " (President's Office).";
        case QuorumDrawCause::Look: return who + " looks at the quorum card " + card + " (Skilled Politician).";
        default: return who + " draws the quorum card " + card + ".";
        }
    case EventKind::QuorumPlayed: return who + " plays the quorum card " + card + ".";
    default: // QuorumDisposed
        switch (QuorumFate(e.b)) {
        case QuorumFate::Removed: return card + " is removed from the game.";
        case QuorumFate::Given: return who + " receives " + card + ", which stays in front of " + who + ".";
        case QuorumFate::NoTarget: return card + " has nobody to name and has no effect.";
        default: return card + " is discarded.";
        }
    }
}

std::string missingText(const GameState& s, const LogEvent& e) {
    const CardDb& d = db();
    auto effect = [&]() -> const Effect* {
        const ListId list = ListId(uint16_t(e.b));
        if (list == kNoList || e.c < 0 || size_t(e.c) >= d.list(list).size())
            return nullptr;
        return &d.list(list)[size_t(e.c)];
    };
    std::string what;
    switch (Missing(e.a)) {
    case Missing::EmptyDestinationDeck: what = "a jump with an empty destination deck"; break;
    case Missing::ChoiceOfTypes: what = "drawing skill cards of the player's choice of types"; break;
    case Missing::CardEffect: what = "a card effect (" + (effect() ? effectListText(ListId(uint16_t(e.b))) : "?") + ")"; break;
    case Missing::CardHandler: what = "the card rule '" + (effect() ? effect()->handler : std::string("?")) + "'"; break;
    case Missing::LocationAction: what = "the location action of " + location(e.b); break;
    case Missing::CrisisWithoutChoice: what = "the crisis " + crisis(e.b) + ", which has no choice"; break;
    case Missing::QuorumCard: what = "the quorum card " + d.quorum[size_t(e.b)].name; break;
    case Missing::CharacterAction: {
        const auto& abilities = d.characters[size_t(e.b)].abilities;
        what = "the character action " + (e.c >= 0 && e.c < int(abilities.size()) ? abilities[size_t(e.c)].name : "?");
        break;
    }
    case Missing::SkillCardAction: what = "the skill card action of " + skillCard(e.b); break;
    }
    if (what.empty())
        what = "a rule";
    (void)s;
    return "Not carried out yet: " + what + ".";
}

// The box whose kinds a range holds, in words (the variant's range is worded by the variant).
const char* boxOfRangeName(KindRange range) {
    switch (range) {
    case KindRange::Pegasus: return "the Pegasus expansion";
    case KindRange::Exodus: return "the Exodus expansion";
    case KindRange::Daybreak: return "the Daybreak expansion";
    case KindRange::TestBox: return "the test box";
    default: return "an expansion";
    }
}

std::string loyaltyName(int card) { return card >= 0 ? db().loyalty[size_t(card)].name : std::string("a loyalty card"); }

// The words of an event of the variant's or a box's kinds, worded by its owner.
std::string rangeEventText(const GameState& s, const LogEvent& e, KindRange range) {
    if (range == KindRange::Variant) {
        if (const Variant* v = variantOf(s))
            if (auto words = v->eventText(s, e))
                return *words;
        return "A rule of this game's variant applies.";
    }
    if (const BoxEventText text = boxEventText(e.kind))
        return text(s, e);
    return std::string("A rule of ") + boxOfRangeName(range) + " applies.";
}

} // namespace

std::string eventText(const GameState& s, const LogEvent& e) {
    const CardDb& d = db();
    const std::string who = characterName(s, e.actor);
    if (const KindRange range = kindRange(e.kind); range != KindRange::Base)
        return rangeEventText(s, e, range);
    if (std::string combat = combatEventText(s, e); !combat.empty())
        return combat;
    switch (e.kind) {
    case EventKind::GameStarted: return "A game for " + std::to_string(e.a) + " characters begins.";
    case EventKind::TurnStarted: return "Turn " + std::to_string(e.a) + ": " + who + " is the current player.";
    case EventKind::DrewSkill: return who + " draws " + skillCard(e.a) + ".";
    case EventKind::Moved: return moveText(s, e);
    case EventKind::Discarded:
        switch (DiscardCause(e.b)) {
        case DiscardCause::Played: return who + " plays " + skillCard(e.a) + ".";
        case DiscardCause::Random: return who + " discards " + skillCard(e.a) + ", picked at random.";
        case DiscardCause::Alcoholic: return who + " discards " + skillCard(e.a) + " (Alcoholic).";
        default: return who + " discards " + skillCard(e.a) + ".";
        }
    case EventKind::ActionChosen: return actionText(s, e);
    case EventKind::ResourceChanged: {
        std::string name(kResourceIds[size_t(e.a)]);
        name[0] = char(std::toupper(static_cast<unsigned char>(name[0])));
        return name + " " + signedNumber(e.b) + " (now " + std::to_string(e.c) + ").";
    }
    case EventKind::JumpTrackMoved:
        switch (JumpTrackCause(e.b)) {
        case JumpTrackCause::JumpMade: return "The fleet marker goes back to the start of the jump preparation track.";
        case JumpTrackCause::CardEffect: return "A card moves the fleet marker to jump space " + std::to_string(e.a) + ".";
        default:
            return "The crisis card's jump icon moves the fleet marker to jump space " + std::to_string(e.a) + ".";
        }
    case EventKind::DieRolled: return dieText(s, e);
    case EventKind::RollOutcome: return rollOutcomeText(s, e);
    case EventKind::Shuffled: {
        const int type = skillTypeOfPile(e.a);
        const std::string pile = type >= 0 && type < kMaxSkillTypes ? std::string(kSkillTypeIds[size_t(type)])
                                 : Pile(e.a) == Pile::Crisis       ? "crisis"
                                                                   : "quorum";
        return "The " + pile + " deck is empty: its discard pile is shuffled into a new deck.";
    }
    case EventKind::DestinyRebuilt:
        return hasBox(s, Box::Pegasus) ? "A new destiny deck is dealt: two cards of each skill type, Treachery too, shuffled."
                                       : "A new destiny deck is dealt: two cards of each skill type, shuffled.";
    case EventKind::TitleChanged:
        if (e.actor == kNoSeat)
            return std::string("Nobody can hold the title of ") + (e.a == int(Title::President) ? "President." : "Admiral.");
        return who + (e.a == int(Title::President) ? " is now the President." : " is now the Admiral.");
    case EventKind::StrandedNotMoved: return who + " is stranded and cannot be moved (Stranded).";
    case EventKind::AbilityUsed: return abilityText(s, e);
    case EventKind::CardRule: return cardRuleText(s, e);
    case EventKind::Picked:
        return e.a >= 0 ? who + " is chosen for the effect of " + crisis(e.a) + "." : who + " is chosen for the effect.";
    case EventKind::CrisisDrawn: return "Crisis: " + d.crises[size_t(e.a)].name + " - " + d.crises[size_t(e.a)].text;
    case EventKind::CrisisOption: {
        const CrisisDef& c = d.crises[size_t(e.a)];
        return who + " chooses: " + (e.b == 0 ? c.a.label : c.b.label) + ".";
    }
    case EventKind::InBrigNoCrisis: return who + " is in the Brig and draws no crisis card.";
    case EventKind::ReconLook: return "Recon (" + who + "): the top crisis card is " + crisis(e.a) + ".";
    case EventKind::VisionsDrawn: return "Religious Visions (" + who + "): she draws " + crisis(e.a) + ".";
    case EventKind::CrisisKept: return crisis(e.a) + " stays on the table.";
    case EventKind::CrisisLeaves:
        switch (CrisisExit(e.b)) {
        case CrisisExit::Jumped: return crisis(e.a) + " leaves the table: the fleet jumped.";
        case CrisisExit::ShuffledBack: return crisis(e.a) + " is shuffled back into the crisis deck: the fleet jumped.";
        case CrisisExit::NoRaidersLeft: return crisis(e.a) + " leaves the table: no raider is left on the board.";
        default: return crisis(e.a) + " leaves the table: a civilian ship or a basestar was destroyed.";
        }
    case EventKind::DestinyDealt:
        return e.a == 0 ? "No destiny cards go into this Reckless skill check (Guts and Initiative)."
                        : "Two destiny cards go face down into the skill check.";
    case EventKind::Contributed:
        if (e.actor == kNoSeat)
            return "A destiny card goes in face up: " + skillCard(e.a) + ".";
        return who + " adds " + skillCard(e.a) + (e.visibleTo == kPublic ? " face up." : " face down.");
    case EventKind::CheckRevealed: return checkRevealedText(e);
    case EventKind::CheckResult: return checkResultText(e);
    case EventKind::QuorumDrawn:
    case EventKind::QuorumPlayed:
    case EventKind::QuorumDisposed: return quorumText(s, e);
    case EventKind::ScoutLook:
        return who + " scouts the top card: " + (e.b == 0 ? crisis(e.a) + " (crisis deck)" : d.destinations[size_t(e.a)].name + " (destination deck)") + ".";
    case EventKind::ScoutBottom:
        return who + " puts the scouted card at the bottom of the " + (e.b == 0 ? "crisis" : "destination") + " deck.";
    case EventKind::LoyaltyDealt: return who + " receives the loyalty card " + loyaltyName(e.a) + ".";
    case EventKind::LoyaltyLooked:
        return who + " looks at a loyalty card of " + characterName(s, Seat(e.a)) + ": " + loyaltyName(e.b) + ".";
    case EventKind::LoyaltyBlocked: return "Detector Sabotage: nobody may look at loyalty cards, so this look is lost.";
    case EventKind::SleeperPhase: return "Sleeper Agent phase: every character receives another loyalty card.";
    case EventKind::LoyaltyGiven:
        if (e.b == 1)
            return who + " hands the Sympathizer card to " + characterName(s, Seat(e.a)) + ".";
        return who + " gives its loyalty cards to " + characterName(s, Seat(e.a)) + " (Resurrection Ship).";
    case EventKind::SympathizerShown: return who + " shows the Sympathizer card.";
    case EventKind::Revealed:
        return who + " reveals a Cylon loyalty card" + (e.a >= 0 ? ": " + loyaltyName(e.a) : std::string()) + "!";
    case EventKind::RevealedFromBrig: return who + " reveals in the Brig: the card's reveal ability is lost.";
    case EventKind::SuperCrisisDealt: return who + " receives the Super Crisis card " + crisis(e.a) + ".";
    case EventKind::SuperCrisisTraded: return who + " trades a Super Crisis card for another (Resurrection Ship).";
    case EventKind::CylonCrisesDrawn: return who + " draws the crisis " + crisis(e.a) + " (Caprica).";
    case EventKind::HandSeen:
        return who + " sees " + characterName(s, Seat(e.a)) + "'s card " + skillCard(e.b) + " (Human Fleet).";
    case EventKind::SkillTaken: return who + " takes a skill card from " + characterName(s, Seat(e.a)) + " (Human Fleet).";
    case EventKind::NoCylonFleet: return who + " is a Sympathizer and may not use the Cylon Fleet.";
    case EventKind::GameEnded:
        return std::string(e.a == int(Side::Human) ? "The humans win" : "The Cylons win") + " (" +
               std::string(kEndReasonIds[size_t(e.b)]) + ").";
    case EventKind::Scenario:
        return "Scenario: " + (e.a >= 0 && size_t(e.a) < s.scenarioRequests.size() ? s.scenarioRequests[size_t(e.a)]
                                                                                  : std::string("(a tester's request)"));
    case EventKind::Unimplemented: return missingText(s, e);
    default: break;
    }
    return "Something happens.";
}

} // namespace bsg
