// Location actions of rules-core (rulebook "Game Board Skill Checks", components:
// locations): FTL Control, Research Lab, Press Room, President's Office, Administration,
// Admiral's Quarters and the Brig, with the character restrictions on activating any
// location (Terminal Illness, Convicted Criminal, Emotionally Attached) and the
// difficulty changes of Tigh, Zarek, Starbuck, Accept Prophecy and Assign Arbitrator.
#include "rules_core.h"

#include <algorithm>

namespace bsg {

namespace {

bool otherCharacterThere(const GameState& s, Seat seat, LocId loc) {
    for (int other = 0; other < s.playerCount(); ++other)
        if (other != seat && s.players[size_t(other)].location == loc)
            return true;
    return false;
}

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

enum Stage : int8_t { Start, Target, Modifiers, Tigh, TighAnswer, Arbitrator, ArbitratorAnswer, Zarek, ZarekAnswer,
                      Check, Result, Escape, Office, OfficeAnswer, Rolled, ResearchAnswer };

} // namespace

bool isCoreLocation(LocId loc) {
    static const uint64_t core = [] { // a bit per location, worked out once
        const Locs& L = locs();
        uint64_t bits = 0;
        for (LocId l : {L.ftlControl, L.researchLab, L.pressRoom, L.presidentsOffice, L.administration,
                        L.admiralsQuarters, L.brig})
            if (l >= 0 && l < 64)
                bits |= uint64_t(1) << unsigned(l);
        return bits;
    }();
    return loc >= 0 && loc < 64 && ((core >> unsigned(loc)) & 1u) != 0;
}

bool coreLocationAvailable(const GameState& s, Seat seat) {
    const auto& p = s.players[size_t(seat)];
    const LocId loc = p.location;
    const Locs& L = locs();
    if (!p.revealed) {
        if (isCharacter(s, seat, chars().roslin) && p.hand.size() < 2)
            return false; // Terminal Illness: she cannot pay the two cards
        if (isCharacter(s, seat, chars().zarek) && loc != L.brig && otherCharacterThere(s, seat, loc))
            return false; // Convicted Criminal
        if (isCharacter(s, seat, chars().adama) && loc == L.admiralsQuarters)
            return false; // Emotionally Attached
    }
    if (loc == L.presidentsOffice)
        return s.president == seat;
    if (loc == L.ftlControl)
        return db().board.jumpTrack[size_t(s.jumpTrack)].ftl;
    if (loc == L.administration)
        return !nominees(s).empty();
    if (loc == L.admiralsQuarters)
        return !accusable(s, seat).empty();
    return true;
}

// a = seat, b = location, c = target seat, d = difficulty of the check.
Flow runCoreLocationAction(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    const LocId loc = LocId(c.f.b);
    const Locs& L = locs();
    const LocationDef& def = db().locations[size_t(loc)];
    switch (c.f.stage) {
    case Start:
        if (loc == L.researchLab) {
            c.f.stage = ResearchAnswer;
            return ask(c, seat, DecisionKind::DrawSkill,
                       {opt(Verb::Draw, int(SkillType::Tactics)), opt(Verb::Draw, int(SkillType::Engineering))}, 1);
        }
        if (loc == L.pressRoom) {
            giveSkill(s, seat, SkillType::Politics, 2);
            return Flow::Done;
        }
        if (loc == L.ftlControl) { // roll first: on 6 or less the population on the track's space is lost
            c.f.stage = Rolled;
            c.push(FrameKind::Roll, int(RollPurpose::FtlControl));
            return Flow::Continue;
        }
        if (loc == L.presidentsOffice) {
            presidentDrawsQuorum(s, QuorumDrawCause::Office);
            c.f.stage = Office;
            return Flow::Continue;
        }
        if (loc == L.administration) {
            c.f.stage = Target;
            return askChoice(c, seat, CorePrompt::Nominate, nominees(s));
        }
        if (loc == L.admiralsQuarters) {
            c.f.stage = Target;
            return askChoice(c, seat, CorePrompt::Accuse, accusable(s, seat));
        }
        c.f.c = seat; // the Brig: the prisoner tries to escape
        c.f.stage = Modifiers;
        return Flow::Continue;
    case ResearchAnswer:
        giveSkill(s, seat, SkillType(takeAnswer(s).a));
        return Flow::Done;
    case Rolled:
        logEvent(s, EventKind::RollOutcome, seat, int(RollUse::FtlControl), s.lastRoll, -6, s.lastRoll <= 6);
        if (s.lastRoll <= 6)
            changeResource(s, Resource::Population, -db().board.jumpTrack[size_t(s.jumpTrack)].populationRisk);
        c.push(FrameKind::Jump, 1);
        return Flow::Done;
    case Office: {
        // A second quorum card, or one played from the hand.
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
    case OfficeAnswer: {
        const Option o = takeAnswer(s);
        if (o.verb == Verb::ActionQuorum)
            playQuorumFromHand(c, seat, CardIdx(o.a));
        else
            presidentDrawsQuorum(s, QuorumDrawCause::Office);
        return Flow::Done;
    }
    case Target:
        c.f.c = s.seatOf(CharId(takeAnswer(s).a));
        c.f.stage = Modifiers;
        return Flow::Continue;
    case Modifiers: {
        int difficulty = def.checkDifficulty;
        const Seat target = Seat(c.f.c);
        if (loc == L.admiralsQuarters && isCharacter(s, target, chars().starbuck)) {
            difficulty -= 3; // Insubordinate
            logEvent(s, EventKind::AbilityUsed, target, int(AbilityNote::Insubordinate), -3);
        }
        if (keptQuorum(s, KeptRule::RaiseNextPresidentCheck) &&
            (loc == L.administration || (loc == L.admiralsQuarters && target == s.president))) {
            difficulty += 2;
            logEvent(s, EventKind::CardRule, kNoSeat, int(CardNote::AcceptProphecy), 2);
            discardKeptQuorum(s, KeptRule::RaiseNextPresidentCheck);
        }
        c.f.d = int16_t(difficulty);
        c.f.stage = Tigh;
        return Flow::Continue;
    }
    case Tigh: {
        const Seat tigh = activeSeat(s, chars().tigh);
        c.f.stage = Arbitrator;
        if (loc != L.admiralsQuarters || tigh == kNoSeat)
            return Flow::Continue;
        c.f.stage = TighAnswer;
        const int ability = abilityIndex(chars().tigh, "cylon_hatred");
        return askChoice(c, tigh, CorePrompt::CylonHatred,
                         {opt(Verb::Use, kUseAbility, ability, kUseLower), opt(Verb::Decline)}, c.f.d);
    }
    case TighAnswer:
        if (takeAnswer(s).verb == Verb::Use) {
            c.f.d = int16_t(c.f.d - 3);
            logEvent(s, EventKind::AbilityUsed, activeSeat(s, chars().tigh), int(AbilityNote::CylonHatred), -3);
        }
        c.f.stage = Arbitrator;
        return Flow::Continue;
    case Arbitrator: {
        const InPlay* card = keptQuorum(s, KeptRule::MayShiftAdmiralsQuarters);
        c.f.stage = Zarek;
        if (loc != L.admiralsQuarters || !card || card->holder == kNoSeat || !inGame(s, card->holder))
            return Flow::Continue;
        c.f.stage = ArbitratorAnswer;
        return askChoice(c, card->holder, CorePrompt::Arbitrator,
                         {opt(Verb::Use, kUseQuorum, card->card, kUseRaise),
                          opt(Verb::Use, kUseQuorum, card->card, kUseLower), opt(Verb::Decline)},
                         c.f.d);
    }
    case ArbitratorAnswer:
        if (const Option o = takeAnswer(s); o.verb == Verb::Use) {
            c.f.d = int16_t(c.f.d + (o.c == kUseRaise ? 3 : -3));
            const InPlay* arbitrator = keptQuorum(s, KeptRule::MayShiftAdmiralsQuarters);
            logEvent(s, EventKind::CardRule, arbitrator ? arbitrator->holder : kNoSeat, int(CardNote::AssignArbitrator),
                     o.c == kUseRaise ? 3 : -3);
            discardKeptQuorum(s, KeptRule::MayShiftAdmiralsQuarters);
        }
        c.f.stage = Zarek;
        return Flow::Continue;
    case Zarek: {
        const Seat zarek = activeSeat(s, chars().zarek);
        c.f.stage = Check;
        if ((loc != L.administration && loc != L.brig) || zarek == kNoSeat)
            return Flow::Continue;
        c.f.stage = ZarekAnswer;
        const int ability = abilityIndex(chars().zarek, "friends_in_low_places");
        return askChoice(c, zarek, CorePrompt::FriendsInLowPlaces,
                         {opt(Verb::Use, kUseAbility, ability, kUseRaise),
                          opt(Verb::Use, kUseAbility, ability, kUseLower), opt(Verb::Decline)},
                         c.f.d);
    }
    case ZarekAnswer:
        if (const Option o = takeAnswer(s); o.verb == Verb::Use) {
            c.f.d = int16_t(c.f.d + (o.c == kUseRaise ? 2 : -2));
            logEvent(s, EventKind::AbilityUsed, activeSeat(s, chars().zarek), int(AbilityNote::FriendsInLowPlaces),
                     o.c == kUseRaise ? 2 : -2);
        }
        c.f.stage = Check;
        return Flow::Continue;
    case Check:
        c.f.stage = Result;
        c.push(FrameKind::SkillCheck, std::max<int>(0, c.f.d), def.checkSkills, int(CheckSource::Location), loc);
        return Flow::Continue;
    case Result: {
        // The result first, then Command Authority and the discard of the check's cards.
        if (s.check.result != CheckResult::Pass) {
            if (rulesRevision2(s)) // (revision 1 ended the check before its result)
                c.push(FrameKind::CheckEnd); // a failed check at these locations has no effect
            return Flow::Done;
        }
        const Seat target = Seat(c.f.c);
        if (loc == L.administration) {
            setTitle(s, Title::President, target);
        } else if (loc == L.admiralsQuarters) {
            sendTo(s, target, L.brig);
        } else { // the Brig: "may" move to any space on Galactica (rulebook; conflict C12) but
                 // never into a hazard by choice; naming the Brig itself is staying there
            OptionList options;
            for (size_t l = 0; l < db().locations.size(); ++l)
                if (db().locations[l].ship == Ship::Galactica &&
                    (!db().locations[l].hazard || (LocId(l) == L.brig && rulesRevision2(s))))
                    options.push_back(opt(Verb::Location, int(l)));
            c.f.stage = Escape;
            return askChoice(c, seat, CorePrompt::BrigEscape, std::move(options));
        }
        if (rulesRevision2(s))
            c.push(FrameKind::CheckEnd);
        return Flow::Done;
    }
    default: // Escape
        if (const LocId to = LocId(takeAnswer(s).a); to != L.brig)
            moveCharacter(s, seat, to); // the escape the check won
        if (rulesRevision2(s))
            c.push(FrameKind::CheckEnd);
        return Flow::Done;
    }
}

} // namespace bsg
