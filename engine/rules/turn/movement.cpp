// The Movement step: where a character may go and what it costs.
#include "pegasus_board.h"
#include "rule_table.h"
#include "movement_abilities.h"
#include "rules_core.h"

#include <algorithm>
#include <span>

namespace bsg {

namespace {

// Bomb on Colonial One (failed) closes Colonial One for the rest of the game.
bool colonialOneClosed(const GameState& s) { return ongoingRuleInPlay(s, OngoingRule::ColonialOneClosed); }

} // namespace

const std::vector<MoveTarget>& moveTargets() {
    static const std::vector<MoveTarget> targets = [] {
        std::vector<MoveTarget> out;
        const auto& locations = db().locations;
        for (size_t l = 0; l < locations.size(); ++l)
            if (locations[l].ship != Ship::Cylon && !locations[l].hazard)
                out.push_back(MoveTarget{LocId(l), locations[l].ship, boxBit(locations[l].box)});
        return out;
    }();
    return targets;
}

namespace {

// The first targets, the base game's (the data numbers a box's locations after them): a base
// game walks only these and asks nothing of boxes.
size_t baseMoveTargetCount() {
    static const size_t count = [] {
        const auto& targets = moveTargets();
        return size_t(std::find_if(targets.begin(), targets.end(),
                                   [](const MoveTarget& t) { return t.box != kBaseGameBoxes; }) -
                      targets.begin());
    }();
    return count;
}

} // namespace

// Locations a human character may move to by choice (not hazards, not Cylon locations).
OptionList movementOptions(const GameState& s, Seat seat) {
    const auto& p = s.players[size_t(seat)];
    OptionList options{opt(Verb::Done)};
    const CardDb& d = db();
    if (hasBox(s, Box::Pegasus)) // movement abilities, instead of moving (also from the Brig)
        pegasus::addMovementAbilities(s, seat, options);
    if (p.revealed) { // any Cylon location but a hazard (the Pegasus overlay's Resurrection Ship)
        for (size_t l = 0; l < d.locations.size(); ++l)
            if (d.locations[l].ship == Ship::Cylon && LocId(l) != p.location && hasBox(s, d.locations[l].box) &&
                (s.boxes == kBaseGameBoxes || !hazardousLocation(s, LocId(l))))
                options.push_back(opt(Verb::Move, int(l)));
        return options;
    }
    if (p.location == locs().brig || p.stranded)
        return options; // nobody leaves the Brig except by its skill check
    const bool canPay = !p.hand.empty();
    if (p.viperArea >= 0) {
        options.push_back(opt(Verb::MoveArea, int(clockwise(Area(p.viperArea)))));
        options.push_back(opt(Verb::MoveArea, int(counterClockwise(Area(p.viperArea)))));
    }
    const Ship here = p.location >= 0 ? shipOf(p.location) : Ship::Cylon; // a pilot always pays
    // A base game walks only the base game's targets, a box game those of its boxes.
    const MoveConditions at{p.location, here, canPay, colonialOneClosed(s), s.boxes, s.pegasus.destroyed};
    const std::span<const MoveTarget> targets = moveTargets();
    Option* const room = options.spareRoom(targets.size());
    const size_t kept = s.boxes == kBaseGameBoxes
                            ? writeOpenTargets<false>(room, targets.first(baseMoveTargetCount()), at)
                            : writeOpenTargets<true>(room, targets, at);
    options.appendWritten(kept);
    return options;
}

Flow runMovement(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (c.f.stage == 0) {
        c.f.stage = 1;
        return ask(c, seat, DecisionKind::Movement, movementOptions(s, seat));
    }
    const Option o = takeAnswer(s);
    auto& p = s.players[size_t(seat)];
    if (o.verb == Verb::Play && hasBox(s, Box::Pegasus)) {
        pegasus::useMovementAbility(c, seat, SkillCard(o.a));
        return Flow::Done;
    }
    if (o.verb == Verb::MoveArea) {
        if (p.viperArea < 0) // only a pilot in a viper flies it
            return Flow::Done;
        p.viperArea = int8_t(o.a);
        logEvent(s, EventKind::Moved, seat, -1, o.a, int(MoveCause::Flown));
        return Flow::Done;
    }
    if (o.verb != Verb::Move)
        return Flow::Done;
    const LocId to = LocId(o.a);
    const bool crossing = !p.revealed && (p.location < 0 || shipOf(p.location) != shipOf(to));
    moveCharacter(s, seat, to);
    if (crossing) // moving to the other ship (or out of a viper) costs one discard of the player's choice
        c.push(FrameKind::DiscardCards, seat, 1, 0, 2);
    return Flow::Done;
}

} // namespace bsg
