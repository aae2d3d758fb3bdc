// Character abilities: lookups, the action abilities (Declare Martial Law, Skilled
// Politician, Cylon Detector, Unconventional Tactics; rules in the ability table,
// rule_table.h), the registration of every base ability and the extra-action helpers. The
// abilities that hook other procedures live with them: rolls (roll.cpp), skill checks
// (skillcheck.cpp), the crisis draw and the turn (turn.cpp), locations (locations.cpp).
#include "rule_table.h"
#include "rules_core.h"

#include <algorithm>

namespace bsg {

CoreChars lookUpChars() {
    const CardDb& d = db();
    return CoreChars{CharId(d.character("william_adama")), CharId(d.character("saul_tigh")),
                     CharId(d.character("karl_agathon")),  CharId(d.character("laura_roslin")),
                     CharId(d.character("gaius_baltar")),  CharId(d.character("tom_zarek")),
                     CharId(d.character("lee_adama")),     CharId(d.character("kara_thrace")),
                     CharId(d.character("sharon_valerii")), CharId(d.character("galen_tyrol"))};
}

// A revealed Cylon's character abilities are ignored. The answer is chosen without a branch
// (a seat with no player reads seat 0's record), as seatOf's.
Seat activeSeat(const GameState& s, CharId character) {
    const Seat seat = s.seatOf(character);
    const bool revealed = s.players[size_t(seat == kNoSeat ? 0 : seat)].revealed;
    return ((seat == kNoSeat) | revealed) ? kNoSeat : seat;
}

int abilityIndex(CharId character, std::string_view abilityId) {
    const auto& abilities = db().characters[size_t(character)].abilities;
    for (size_t i = 0; i < abilities.size(); ++i)
        if (abilities[i].id == abilityId)
            return int(i);
    return -1;
}

OptionList characterTargets(const GameState& s, Seat self, bool allowSelf) {
    OptionList options;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (inGame(s, Seat(seat)) && (allowSelf || seat != self))
            options.push_back(opt(Verb::Target, s.players[size_t(seat)].character));
    return options;
}

bool hasCharacterTarget(const GameState& s, Seat self, bool allowSelf) {
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (inGame(s, Seat(seat)) && (allowSelf || seat != self))
            return true;
    return false;
}

Flow askChoice(Ctx& c, Seat actor, CorePrompt prompt, OptionList&& options, int arg) {
    return ask(c, actor, DecisionKind::RuleChoice, std::move(options), int(prompt), arg);
}

bool grantExtraAction(GameState& s, Seat seat) {
    for (auto it = s.stack.rbegin(); it != s.stack.rend(); ++it)
        if (it->kind == FrameKind::Action && it->a == seat) {
            ++it->b;
            return true;
        }
    return false;
}

bool maintenanceEngineer(GameState& s, Seat seat) {
    if (!isCharacter(s, seat, chars().tyrol) || s.current != seat || (s.turnFlags & kTurnMaintenance))
        return false;
    if (!grantExtraAction(s, seat))
        return false;
    s.turnFlags |= kTurnMaintenance;
    logEvent(s, EventKind::AbilityUsed, seat, int(AbilityNote::MaintenanceEngineer));
    return true;
}

bool moralCompass(Ctx& c, Flow& flow) {
    GameState& s = c.s;
    constexpr int8_t kChosen = 1, kAsked = 60; // ResolveCrisis's stage after the choice; ours
    if (c.f.stage == 0) {
        s.turnFlags &= ~kTurnMoralCompass;
        return false;
    }
    if (c.f.stage == kChosen && s.hasAnswer && s.answer.verb == Verb::Option && !(s.turnFlags & kTurnMoralCompass)) {
        const Seat helo = activeSeat(s, chars().helo);
        if (helo == kNoSeat || s.players[size_t(helo)].onceUsed || s.players[size_t(helo)].stranded ||
            db().crises[size_t(c.f.a)].super)
            return false;
        // The switched option must be one the card allows now (Build Cylon Detector: a nuke).
        if (rulesRevision2(s) && !crisisOptionAllowed(s, CardIdx(c.f.a), 1 - s.answer.a))
            return false;
        s.turnFlags |= kTurnMoralCompass;
        const Option chosen = takeAnswer(s);
        c.f.stage = int8_t(kAsked + chosen.a);
        const int ability = abilityIndex(chars().helo, "moral_compass");
        flow = askChoice(c, helo, CorePrompt::MoralCompass,
                         {opt(Verb::Use, kUseAbility, ability), opt(Verb::Decline)}, c.f.a);
        return true;
    }
    if (c.f.stage == kAsked || c.f.stage == kAsked + 1) {
        int chosen = c.f.stage - kAsked;
        if (takeAnswer(s).verb == Verb::Use) {
            s.players[size_t(activeSeat(s, chars().helo))].onceUsed = true;
            chosen = 1 - chosen;
            logEvent(s, EventKind::AbilityUsed, activeSeat(s, chars().helo), int(AbilityNote::MoralCompass));
        }
        c.f.stage = kChosen;
        s.answer = opt(Verb::Option, chosen);
        s.hasAnswer = true;
        flow = Flow::Continue;
        return true;
    }
    return false;
}

bool characterActionAvailable(const GameState& s, Seat seat, int ability) {
    const auto& p = s.players[size_t(seat)];
    if (p.revealed || ability < 0)
        return false;
    const CharacterDef& ch = characterOf(s, seat);
    const AbilityDef& a = ch.abilities[size_t(ability)];
    if (!a.action || !a.positive || (a.oncePerGame && p.onceUsed))
        return false;
    const AbilityRule& rule = abilityRule(a);
    return rule.available && rule.available(s, seat); // CAG: the combat rules offer it themselves
}

int quorumCardsOnShow(const GameState& s) {
    if (!s.hasDecision || s.decision.kind != DecisionKind::RuleChoice ||
        s.decision.context != int(CorePrompt::SkilledPolitician))
        return 0;
    for (auto it = s.stack.rbegin(); it != s.stack.rend(); ++it) // the frame that looked (its c)
        if (it->kind == FrameKind::CharacterAction)
            return std::clamp<int>(it->c, 0, int(s.quorumDeck.size()));
    return 0;
}

// a = seat, b = ability index. Stages: 0 start, 1 answer, 2 Skilled Politician resolved.
Flow runCharacterAction(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    const AbilityDef& a = characterOf(s, seat).abilities[size_t(c.f.b)];
    const AbilityRule& rule = abilityRule(a);
    if (c.f.stage == 0) {
        if (a.oncePerGame)
            s.players[size_t(seat)].onceUsed = true;
        logEvent(s, EventKind::AbilityUsed, seat, int(AbilityNote::Action), c.f.b);
        return rule.start(c);
    }
    const Option o = takeAnswer(s);
    if (rule.answer)
        rule.answer(c, o);
    return Flow::Done;
}

namespace {

// --- the action abilities (the CharacterAction frame: a = seat, b = ability index)

bool martialLawAvailable(const GameState& s, Seat) { return s.admiral != kNoSeat && s.admiral != s.president; }

Flow declareMartialLaw(Ctx& c) {
    setTitle(c.s, Title::President, c.s.admiral);
    return Flow::Done;
}

bool unconventionalTacticsAvailable(const GameState&, Seat) { return true; }

Flow unconventionalTactics(Ctx& c) {
    c.f.stage = 1;
    return askChoice(c, Seat(c.f.a), CorePrompt::UnconventionalTactics,
                     {opt(Verb::Option, int(Resource::Fuel)), opt(Verb::Option, int(Resource::Food)),
                      opt(Verb::Option, int(Resource::Morale))});
}

void unconventionalTacticsChosen(Ctx& c, const Option& o) {
    changeResource(c.s, Resource::Population, -1);
    changeResource(c.s, Resource(o.a), 1);
}

bool cylonDetectorAvailable(const GameState& s, Seat seat) {
    // Pegasus: Baltar chosen after an execution once the Sleeper phase is over may not use it.
    if (hasBox(s, Box::Pegasus) && (s.pegasus.noCylonDetector & seatBit(seat)))
        return false;
    return !loyaltyViewsBlocked(s) && hasCharacterTarget(s, seat, false);
}

Flow cylonDetector(Ctx& c) {
    c.f.stage = 1;
    return askChoice(c, Seat(c.f.a), CorePrompt::CylonDetector, characterTargets(c.s, Seat(c.f.a), false));
}

void cylonDetectorChosen(Ctx& c, const Option& o) { lookAtLoyalty(c.s, Seat(c.f.a), c.s.seatOf(CharId(o.a)), true); }

bool skilledPoliticianAvailable(const GameState& s, Seat) { return !s.quorumDeck.empty() || !s.quorumDiscard.empty(); }

// Four quorum cards are looked at on top of the deck (the discards go under it if the deck is
// short); one is resolved, the others go to the bottom. c = how many were looked at.
Flow skilledPolitician(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (s.quorumDeck.size() < 4 && !s.quorumDiscard.empty()) {
        s.rng.shuffle(s.quorumDiscard);
        s.quorumDeck.insert(s.quorumDeck.end(), s.quorumDiscard.begin(), s.quorumDiscard.end());
        s.quorumDiscard.clear();
    }
    c.f.c = int16_t(std::min<size_t>(4, s.quorumDeck.size()));
    OptionList options;
    for (int i = 0; i < c.f.c; ++i) {
        const CardIdx card = s.quorumDeck[size_t(i)];
        logEvent(s, revealedTo(seatBit(seat)), EventKind::QuorumDrawn, seat, card, int(QuorumDrawCause::Look));
        if (std::find(options.begin(), options.end(), opt(Verb::Quorum, card)) == options.end())
            options.push_back(opt(Verb::Quorum, card));
    }
    c.f.stage = 1;
    return askChoice(c, seat, CorePrompt::SkilledPolitician, std::move(options));
}

void skilledPoliticianChosen(Ctx& c, const Option& o) {
    GameState& s = c.s;
    const int drawn = c.f.c;
    const auto begin = s.quorumDeck.begin();
    const auto chosen = std::find(begin, begin + drawn, CardIdx(o.a));
    std::vector<CardIdx> rest(begin, begin + drawn);
    rest.erase(rest.begin() + (chosen - begin));
    s.quorumDeck.erase(begin, begin + drawn);
    s.quorumDeck.insert(s.quorumDeck.end(), rest.begin(), rest.end());
    s.inPlay.push_back(InPlay{CardKind::Quorum, CardIdx(o.a), Seat(c.f.a)});
    c.push(FrameKind::QuorumCard, o.a, c.f.a);
}

} // namespace

void registerCharacterAbilityRules() {
    registerAbilityRule("declare_martial_law", {martialLawAvailable, declareMartialLaw});
    registerAbilityRule("unconventional_tactics",
                        {unconventionalTacticsAvailable, unconventionalTactics, unconventionalTacticsChosen});
    registerAbilityRule("cylon_detector", {cylonDetectorAvailable, cylonDetector, cylonDetectorChosen});
    registerAbilityRule("skilled_politician", {skilledPoliticianAvailable, skilledPolitician, skilledPoliticianChosen});
    registerAbilityRule("cag", {}); // an action the combat rules offer and carry out (vipers.cpp)
    // The passive abilities not yet in the passive table (passive.cpp): each is a hook in the
    // procedure it changes (a roll, a skill check, the turn, a location's check), found there by
    // its character (chars()).
    for (const char* hooked : {"inspirational_leader", "command_authority", "cylon_hatred",
                               "alcoholic", "eco_officer", "moral_compass", "stranded", "religious_visions",
                               "delusional_intuition", "coward", "friends_in_low_places",
                               "alert_viper_pilot", "headstrong",
                               "secret_destiny", "insubordinate", "recon", "mysterious_intuition", "sleeper_agent",
                               "maintenance_engineer", "blind_devotion", "reckless"})
        registerAbilityRule(hooked, {});
}

} // namespace bsg
