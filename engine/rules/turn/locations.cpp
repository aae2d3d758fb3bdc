// Location actions of rules-core (rulebook "Game Board Skill Checks", components:
// locations): FTL Control, Research Lab, Press Room, President's Office, Administration,
// Admiral's Quarters, the Brig and Sickbay (which has none), each a rule in the location table
// (rule_table.h); the character restrictions on activating any location (Terminal Illness,
// Convicted Criminal, Emotionally Attached); and the skill check of Administration, Admiral's
// Quarters and the Brig with its difficulty changes (Tigh, Zarek, Starbuck, Accept Prophecy,
// Assign Arbitrator).
#include "rule_table.h"
#include "rules_core.h"

#include <algorithm>

namespace bsg {

bool otherCharacterThere(const GameState& s, Seat seat, LocId loc) {
    for (int other = 0; other < s.playerCount(); ++other)
        if (other != seat && s.players[size_t(other)].location == loc)
            return true;
    return false;
}

namespace {

// Administration: whom the nominating player may name. A Vice President who is not
// President is the only possible nominee.
OptionList nominees(const GameState& s) {
    if (const InPlay* vp = keptQuorum(s, KeptRule::SoleNominee);
        vp && vp->holder != kNoSeat && vp->holder != s.president && inGame(s, vp->holder))
        return {opt(Verb::Target, s.players[size_t(vp->holder)].character)};
    // "Any player": the nominating player too, and a stranded Helo (being named moves nobody);
    // not the sitting President, nor a revealed Cylon, who can hold no title.
    OptionList options;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (seat != s.president && (rulesRevision2(s) ? !isRevealed(s, Seat(seat)) : inGame(s, Seat(seat))))
            options.push_back(opt(Verb::Target, s.players[size_t(seat)].character));
    return options;
}

// Admiral's Quarters: "any character", the accuser included, who could be moved to the Brig
// (not one already there, nor a stranded Helo or a revealed Cylon).
OptionList accusable(const GameState& s, Seat accuser) {
    OptionList options;
    for (int other = 0; other < s.playerCount(); ++other)
        if ((other != accuser || rulesRevision2(s)) && inGame(s, Seat(other)) &&
            s.players[size_t(other)].location != locs().brig)
            options.push_back(opt(Verb::Target, s.players[size_t(other)].character));
    return options;
}

// The stages of a LocationAction frame. Saves hold the frame, so each keeps its number; the
// stages of one location are not reached by another.
enum Stage : int8_t { Start, Target, Modifiers, Tigh, TighAnswer, Arbitrator, ArbitratorAnswer, Zarek, ZarekAnswer,
                      Check, Result, Escape, Office, OfficeAnswer, Rolled, ResearchAnswer };

Seat actingSeat(const Ctx& c) { return Seat(c.f.a); }

// --- the locations without a skill check

Flow researchLab(Ctx& c) {
    if (c.f.stage == Start) {
        c.f.stage = ResearchAnswer;
        return ask(c, actingSeat(c), DecisionKind::DrawSkill,
                   {opt(Verb::Draw, int(SkillType::Tactics)), opt(Verb::Draw, int(SkillType::Engineering))}, 1);
    }
    giveSkill(c.s, actingSeat(c), SkillType(takeAnswer(c.s).a));
    return Flow::Done;
}

Flow pressRoom(Ctx& c) {
    giveSkill(c.s, actingSeat(c), SkillType::Politics, 2);
    return Flow::Done;
}

bool ftlControlAvailable(const GameState& s, Seat seat) {
    return characterMayActivate(s, seat) && db().board.jumpTrack[size_t(s.jumpTrack)].ftl;
}

// Roll first: on 6 or less the population on the track's space is lost; then the jump.
Flow ftlControl(Ctx& c) {
    GameState& s = c.s;
    if (c.f.stage == Start) {
        c.f.stage = Rolled;
        c.push(FrameKind::Roll, int(RollPurpose::FtlControl));
        return Flow::Continue;
    }
    logEvent(s, EventKind::RollOutcome, actingSeat(c), int(RollUse::FtlControl), s.lastRoll, -6, s.lastRoll <= 6);
    if (s.lastRoll <= 6)
        changeResource(s, Resource::Population, -db().board.jumpTrack[size_t(s.jumpTrack)].populationRisk);
    c.push(FrameKind::Jump, 1);
    return Flow::Done;
}

bool presidentsOfficeAvailable(const GameState& s, Seat seat) {
    return characterMayActivate(s, seat) && s.president == seat;
}

// A quorum card drawn, then a second one drawn or one played from the hand.
Flow presidentsOffice(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = actingSeat(c);
    switch (c.f.stage) {
    case Start:
        presidentDrawsQuorum(s, QuorumDrawCause::Office);
        c.f.stage = Office;
        return Flow::Continue;
    case Office: {
        OptionList options{opt(Verb::Option, 0)};
        for (CardIdx card : s.quorumHand) {
            const Option o = opt(Verb::ActionQuorum, card);
            if (std::find(options.begin(), options.end(), o) == options.end() && quorumPlayable(s, seat, card))
                options.push_back(o);
        }
        if (s.quorumDeck.empty() && s.quorumDiscard.empty())
            options.erase(options.begin());
        if (options.empty())
            return Flow::Done;
        c.f.stage = OfficeAnswer;
        return askChoice(c, seat, CorePrompt::PresidentsOffice, std::move(options));
    }
    default: { // OfficeAnswer
        const Option o = takeAnswer(s);
        if (o.verb == Verb::ActionQuorum)
            playQuorumFromHand(c, seat, CardIdx(o.a));
        else
            presidentDrawsQuorum(s, QuorumDrawCause::Office);
        return Flow::Done;
    }
    }
}

bool always(const GameState& s, Seat seat) { return characterMayActivate(s, seat); }
bool never(const GameState&, Seat) { return false; }

// --- the locations whose action is a skill check: a = seat, b = location, c = target seat,
// d = difficulty of the check

// Who may change the check's difficulty, and what a pass does.
struct LocationCheck {
    bool insubordinate;       // Starbuck as the target makes it 3 easier
    bool prophecyAlways;      // Accept Prophecy makes it 2 harder ...
    bool prophecyOnPresident; // ... or only when the President is the target
    bool cylonHatred;         // Tigh may make it 3 easier
    bool arbitrator;          // the holder of Assign Arbitrator may shift it by 3
    bool friendsInLowPlaces;  // Zarek may shift it by 2
    Flow (*passed)(Ctx& c);
};

// After the check's result: Command Authority, then the discard of the check's cards.
Flow endOfCheck(Ctx& c) {
    if (rulesRevision2(c.s)) // (revision 1 ended the check before its result)
        c.push(FrameKind::CheckEnd);
    return Flow::Done;
}

Flow modifiers(Ctx& c, const LocationCheck& check) {
    GameState& s = c.s;
    int difficulty = db().locations[size_t(c.f.b)].checkDifficulty;
    const Seat target = Seat(c.f.c);
    if (check.insubordinate && isCharacter(s, target, chars().starbuck)) {
        difficulty -= 3;
        logEvent(s, EventKind::AbilityUsed, target, int(AbilityNote::Insubordinate), -3);
    }
    if (keptQuorum(s, KeptRule::RaiseNextPresidentCheck) &&
        (check.prophecyAlways || (check.prophecyOnPresident && target == s.president))) {
        difficulty += 2;
        logEvent(s, EventKind::CardRule, kNoSeat, int(CardNote::AcceptProphecy), 2);
        discardKeptQuorum(s, KeptRule::RaiseNextPresidentCheck);
    }
    c.f.d = int16_t(difficulty);
    c.f.stage = Tigh;
    return Flow::Continue;
}

Flow cylonHatred(Ctx& c, const LocationCheck& check) {
    GameState& s = c.s;
    const Seat tigh = activeSeat(s, chars().tigh);
    if (c.f.stage == Tigh) {
        c.f.stage = Arbitrator;
        if (!check.cylonHatred || tigh == kNoSeat)
            return Flow::Continue;
        c.f.stage = TighAnswer;
        const int ability = abilityIndex(chars().tigh, "cylon_hatred");
        return askChoice(c, tigh, CorePrompt::CylonHatred,
                         {opt(Verb::Use, kUseAbility, ability, kUseLower), opt(Verb::Decline)}, c.f.d);
    }
    if (takeAnswer(s).verb == Verb::Use) {
        c.f.d = int16_t(c.f.d - 3);
        logEvent(s, EventKind::AbilityUsed, tigh, int(AbilityNote::CylonHatred), -3);
    }
    c.f.stage = Arbitrator;
    return Flow::Continue;
}

Flow arbitrator(Ctx& c, const LocationCheck& check) {
    GameState& s = c.s;
    if (c.f.stage == Arbitrator) {
        const InPlay* card = keptQuorum(s, KeptRule::MayShiftAdmiralsQuarters);
        c.f.stage = Zarek;
        if (!check.arbitrator || !card || card->holder == kNoSeat || !inGame(s, card->holder))
            return Flow::Continue;
        c.f.stage = ArbitratorAnswer;
        return askChoice(c, card->holder, CorePrompt::Arbitrator,
                         {opt(Verb::Use, kUseQuorum, card->card, kUseRaise),
                          opt(Verb::Use, kUseQuorum, card->card, kUseLower), opt(Verb::Decline)},
                         c.f.d);
    }
    if (const Option o = takeAnswer(s); o.verb == Verb::Use) {
        c.f.d = int16_t(c.f.d + (o.c == kUseRaise ? 3 : -3));
        const InPlay* card = keptQuorum(s, KeptRule::MayShiftAdmiralsQuarters);
        logEvent(s, EventKind::CardRule, card ? card->holder : kNoSeat, int(CardNote::AssignArbitrator),
                 o.c == kUseRaise ? 3 : -3);
        discardKeptQuorum(s, KeptRule::MayShiftAdmiralsQuarters);
    }
    c.f.stage = Zarek;
    return Flow::Continue;
}

Flow friendsInLowPlaces(Ctx& c, const LocationCheck& check) {
    GameState& s = c.s;
    const Seat zarek = activeSeat(s, chars().zarek);
    if (c.f.stage == Zarek) {
        c.f.stage = Check;
        if (!check.friendsInLowPlaces || zarek == kNoSeat)
            return Flow::Continue;
        c.f.stage = ZarekAnswer;
        const int ability = abilityIndex(chars().zarek, "friends_in_low_places");
        return askChoice(c, zarek, CorePrompt::FriendsInLowPlaces,
                         {opt(Verb::Use, kUseAbility, ability, kUseRaise),
                          opt(Verb::Use, kUseAbility, ability, kUseLower), opt(Verb::Decline)},
                         c.f.d);
    }
    if (const Option o = takeAnswer(s); o.verb == Verb::Use) {
        c.f.d = int16_t(c.f.d + (o.c == kUseRaise ? 2 : -2));
        logEvent(s, EventKind::AbilityUsed, zarek, int(AbilityNote::FriendsInLowPlaces), o.c == kUseRaise ? 2 : -2);
    }
    c.f.stage = Check;
    return Flow::Continue;
}

// The stages from the target's choice to the check's result.
Flow locationCheck(Ctx& c, const LocationCheck& check) {
    GameState& s = c.s;
    switch (c.f.stage) {
    case Target:
        c.f.c = s.seatOf(CharId(takeAnswer(s).a));
        c.f.stage = Modifiers;
        return Flow::Continue;
    case Modifiers: return modifiers(c, check);
    case Tigh:
    case TighAnswer: return cylonHatred(c, check);
    case Arbitrator:
    case ArbitratorAnswer: return arbitrator(c, check);
    case Zarek:
    case ZarekAnswer: return friendsInLowPlaces(c, check);
    case Check: {
        const LocationDef& def = db().locations[size_t(c.f.b)];
        c.f.stage = Result;
        c.push(FrameKind::SkillCheck, std::max<int>(0, c.f.d), def.checkSkills, int(CheckSource::Location), c.f.b);
        return Flow::Continue;
    }
    default: // Result: a failed check at these locations has no effect
        return s.check.result == CheckResult::Pass ? check.passed(c) : endOfCheck(c);
    }
}

bool administrationAvailable(const GameState& s, Seat seat) {
    return characterMayActivate(s, seat) && !nominees(s).empty();
}

Flow nominated(Ctx& c) {
    setTitle(c.s, Title::President, Seat(c.f.c));
    return endOfCheck(c);
}

constexpr LocationCheck kAdministrationCheck{false, true, false, false, false, true, nominated};

Flow administration(Ctx& c) {
    if (c.f.stage != Start)
        return locationCheck(c, kAdministrationCheck);
    c.f.stage = Target;
    return askChoice(c, actingSeat(c), CorePrompt::Nominate, nominees(c.s));
}

bool admiralsQuartersAvailable(const GameState& s, Seat seat) {
    return characterMayActivate(s, seat) && !accusable(s, seat).empty();
}

Flow accused(Ctx& c) {
    // An ability that may replace the Brig (Pegasus: Helena Cain's Intolerant).
    for (int k = 0; k < c.s.playerCount(); ++k)
        if (const auto hook = passiveOf(c.s, Seat(k)).accusationPassed; hook && hook(c, Seat(k), Seat(c.f.c)))
            return endOfCheck(c);
    sendTo(c.s, Seat(c.f.c), locs().brig);
    return endOfCheck(c);
}

constexpr LocationCheck kAdmiralsQuartersCheck{true, false, true, true, true, false, accused};

Flow admiralsQuarters(Ctx& c) {
    if (c.f.stage != Start)
        return locationCheck(c, kAdmiralsQuartersCheck);
    c.f.stage = Target;
    return askChoice(c, actingSeat(c), CorePrompt::Accuse, accusable(c.s, actingSeat(c)));
}

// The Brig: "may" move to any space on Galactica (rulebook; conflict C12) but never into a
// hazard by choice; naming the Brig itself is staying there.
Flow escaped(Ctx& c) {
    const LocId brig = locs().brig;
    OptionList options;
    for (size_t l = 0; l < db().locations.size(); ++l)
        if (db().locations[l].ship == Ship::Galactica &&
            (!db().locations[l].hazard || (LocId(l) == brig && rulesRevision2(c.s))))
            options.push_back(opt(Verb::Location, int(l)));
    c.f.stage = Escape;
    return askChoice(c, actingSeat(c), CorePrompt::BrigEscape, std::move(options));
}

constexpr LocationCheck kBrigCheck{false, false, false, false, false, true, escaped};

Flow brig(Ctx& c) {
    if (c.f.stage == Start) { // the prisoner tries to escape
        c.f.c = c.f.a;
        c.f.stage = Modifiers;
        return Flow::Continue;
    }
    if (c.f.stage != Escape)
        return locationCheck(c, kBrigCheck);
    if (const LocId to = LocId(takeAnswer(c.s).a); to != locs().brig)
        moveCharacter(c.s, actingSeat(c), to); // the escape the check won
    return endOfCheck(c);
}

} // namespace

bool characterMayActivate(const GameState& s, Seat seat) {
    // A weakness that closes an action is a passive hook (passive.cpp, characters_pegasus.cpp).
    const auto closes = passiveOf(s, seat).closesAction;
    return !closes || !closes(s, seat);
}

void registerCoreLocationRules() {
    registerLocationRule("ftl_control", {ftlControlAvailable, ftlControl});
    registerLocationRule("research_lab", {always, researchLab});
    registerLocationRule("press_room", {always, pressRoom});
    registerLocationRule("presidents_office", {presidentsOfficeAvailable, presidentsOffice});
    registerLocationRule("administration", {administrationAvailable, administration});
    registerLocationRule("admirals_quarters", {admiralsQuartersAvailable, admiralsQuarters});
    registerLocationRule("brig", {always, brig});
    registerLocationRule("sickbay", {never, nullptr}); // a place to recover, with no action
}

} // namespace bsg
