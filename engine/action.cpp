// The Action step: which actions are open to a character, and the location actions.
#include "rules.h"

#include <algorithm>

namespace bsg {

// Can `seat` use the action of the location it stands on now?
bool canActivateLocation(const GameState& s, Seat seat) {
    const auto& p = s.players[size_t(seat)];
    if (p.location < 0)
        return false;
    const LocId loc = p.location;
    const Locs& L = locs();
    if (locationDamaged(s, loc) || loc == L.sickbay)
        return false;
    if (p.revealed != (shipOf(loc) == Ship::Cylon))
        return false;
    if (loc == L.presidentsOffice && s.president != seat)
        return false;
    if (loc == L.ftlControl && !db().board.jumpTrack[size_t(s.jumpTrack)].ftl)
        return false;
    if ((loc == L.cylonFleet && isSympathizerCylon(s, seat)) || (loc == L.communications && crisisInPlay(s, "jammed_assault")))
        return false;
    if (loc == L.command || loc == L.weaponsControl || loc == L.communications || loc == L.armory ||
        loc == L.hangarDeck || loc == L.caprica || loc == L.cylonFleet || loc == L.humanFleet ||
        loc == L.resurrectionShip) {
        // Their preconditions belong to the combat and Cylon rules; offered whenever undamaged.
    }
    return true;
}

std::vector<Option> actionOptions(const GameState& s, Seat seat) {
    std::vector<Option> options;
    const auto& p = s.players[size_t(seat)];
    if (canActivateLocation(s, seat))
        options.push_back(opt(Verb::ActionLocation));
    if (!p.revealed) {
        for (size_t i = 0; i < p.hand.size(); ++i) {
            const SkillCard card = p.hand[i];
            if ((i == 0 || card != p.hand[i - 1]) && db().skillCards[card].timing == SkillTiming::Action)
                options.push_back(opt(Verb::ActionSkill, card));
        }
    }
    if (!p.revealed && isCylonPlayer(s, seat))
        options.push_back(opt(Verb::ActionReveal)); // reveal.cpp
    options.push_back(opt(Verb::ActionNothing));
    return options;
}

Flow runAction(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (c.f.stage == 0) {
        if (c.f.b <= 0 || s.players[size_t(seat)].stranded)
            return Flow::Done;
        c.f.stage = 1;
        return ask(c, seat, DecisionKind::Action, actionOptions(s, seat));
    }
    const Option o = takeAnswer(s);
    --c.f.b;
    c.f.stage = 0;
    logEvent(s, EventKind::ActionChosen, seat, int(o.verb), o.a);
    auto& p = s.players[size_t(seat)];
    switch (o.verb) {
    case Verb::ActionLocation:
        c.push(FrameKind::LocationAction, seat, p.location);
        break;
    case Verb::ActionSkill: {
        const auto it = std::find(p.hand.begin(), p.hand.end(), SkillCard(o.a));
        discardFromHand(s, seat, size_t(it - p.hand.begin()));
        unimplemented(s, "skill card action: " + db().skillCards[size_t(o.a)].name);
        break;
    }
    case Verb::ActionReveal:
        c.push(FrameKind::Reveal, seat); // reveal.cpp; it ends the turn
        break;
    default:
        break;
    }
    return Flow::Continue;
}

// The location actions. a = seat, b = location; stage 1 resumes after a skill check.
Flow runLocationAction(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    const LocId loc = LocId(c.f.b);
    const Locs& L = locs();
    const LocationDef& def = db().locations[size_t(loc)];
    if (def.ship == Ship::Cylon) {
        c.push(FrameKind::CylonLocation, seat, loc); // cylon_locations.cpp
        return Flow::Done;
    }
    if (loc == L.researchLab || loc == L.pressRoom) {
        if (c.f.stage == 0 && loc == L.researchLab) {
            c.f.stage = 1;
            return ask(c, seat, DecisionKind::DrawSkill,
                       {opt(Verb::Draw, int(SkillType::Tactics)), opt(Verb::Draw, int(SkillType::Engineering))});
        }
        if (loc == L.researchLab)
            giveSkill(s, seat, SkillType(takeAnswer(s).a));
        else
            giveSkill(s, seat, SkillType::Politics, 2);
        return Flow::Done;
    }
    if (loc == L.ftlControl) {
        if (c.f.stage == 0) { // roll first: on 6 or less the population on the track's space is lost
            c.f.stage = 1;
            c.push(FrameKind::Roll, int(RollPurpose::FtlControl));
            return Flow::Continue;
        }
        if (s.lastRoll <= 6)
            changeResource(s, Resource::Population, -db().board.jumpTrack[size_t(s.jumpTrack)].populationRisk);
        c.push(FrameKind::Jump, 1);
        return Flow::Done;
    }
    unimplemented(s, "location action: " + def.name);
    return Flow::Done;
}

} // namespace bsg
