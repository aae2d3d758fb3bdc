// Activating Cylon ships (rulebook "Activating Cylon Ships"; conflicts C05 and C17): raiders
// by their priority list, heavy raiders and centurions, basestars, launches. Each ship acts
// at most once per turn; the current player picks the order of the areas.
#include "combat.h"
#include "pegasus_cards.h"
#include "rule_table.h"

#include <algorithm>
#include <array>

namespace bsg {

namespace {

// Where a raider with nothing to attack in its area goes: one area toward the nearest
// civilian ship, clockwise when two are equally near. -1 when no civilian ship is in space.
// Every area is looked at, with no branch on what it holds (where the civilian ships are is as
// good as random to the processor): the distances first, then whether a nearest one lies
// clockwise.
int raiderMove(const GameState& s, Area from) {
    std::array<int, kAreaCount> clockwiseSteps{}, distance{};
    int best = kAreaCount;
    for (int t = 0; t < kAreaCount; ++t) {
        const int steps = (t - int(from) + kAreaCount) % kAreaCount;
        clockwiseSteps[size_t(t)] = steps;
        distance[size_t(t)] = s.space[size_t(t)].civilians.empty() ? kAreaCount : std::min(steps, kAreaCount - steps);
        best = std::min(best, distance[size_t(t)]);
    }
    if (best == kAreaCount)
        return -1;
    bool nearestClockwise = false;
    for (int t = 0; t < kAreaCount; ++t)
        nearestClockwise |= bool(int(distance[size_t(t)] == best) & int(clockwiseSteps[size_t(t)] == best));
    return int(nearestClockwise ? clockwise(from) : counterClockwise(from));
}

// Pegasus's Scar has an act left in area a (in a raider activation not limited to placed ships).
bool scarWaits(const GameState& s, Area a) { return pegasus::scarIn(s, a) && s.pegasus.scarActsLeft > 0; }

std::vector<Seat> pilotsInArea(const GameState& s, Area a) {
    std::vector<Seat> out;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (s.players[size_t(seat)].viperArea == int8_t(a))
            out.push_back(Seat(seat));
    return out;
}

// b = area being activated, c = raiders left to activate when limited (d > 0), d = 1 + the
// only area to activate (Besieged), else 0.
Flow activateRaiders(Ctx& c) {
    GameState& s = c.s;
    enum : int8_t { Start, PickArea, AreaChosen, Next, PilotChosen, CivilianChosen };
    switch (c.f.stage) {
    case Start:
        if (c.f.d > 0) {
            c.f.b = int16_t(c.f.d - 1);
            c.f.c = s.raidersPlaced[size_t(c.f.b)];
            c.f.stage = Next;
            return Flow::Continue;
        }
        if (raidersOnBoard(s) == 0) { // none in play: every basestar launches two
            logEvent(s, EventKind::NoShipsLaunch, kNoSeat, int(ShipKind::Raider), 2);
            c.push(FrameKind::Launch, int(ShipKind::Raider), 2);
            return Flow::Done;
        }
        if (s.boxes != kBaseGameBoxes) [[unlikely]]
            pegasus::scarActivationBegins(s); // Scar acts twice in it
        c.f.stage = PickArea;
        return Flow::Continue;
    case PickArea: {
        OptionList options;
        for (int a = 0; a < kAreaCount; ++a)
            if (s.space[size_t(a)].raiders > s.raidersActivated[size_t(a)] || scarWaits(s, Area(a)))
                options.push_back(opt(Verb::Area, a));
        if (options.empty())
            return Flow::Done;
        c.f.stage = AreaChosen;
        return ask(c, s.current, DecisionKind::Order, std::move(options));
    }
    case AreaChosen:
        c.f.b = takeAnswer(s).a;
        c.f.stage = Next;
        return Flow::Continue;
    case PilotChosen: {
        const Option o = takeAnswer(s);
        c.f.stage = Next;
        pushAttack(c, AttackKind::RaiderVsViper, Area(c.f.b), 0, s.seatOf(CharId(o.a)));
        return Flow::Continue;
    }
    case CivilianChosen:
        destroyCivilian(s, Area(c.f.b), size_t(takeAnswer(s).c));
        c.f.stage = Next;
        return Flow::Continue;
    default: break;
    }
    // Next: one raider of area b acts.
    const Area a = Area(c.f.b);
    auto& area = s.space[size_t(a)];
    const bool limited = c.f.d > 0;
    if ((area.raiders <= s.raidersActivated[size_t(a)] && (limited || !scarWaits(s, a))) || (limited && c.f.c <= 0)) {
        if (limited)
            return Flow::Done;
        c.f.stage = PickArea;
        return Flow::Continue;
    }
    // Pegasus's Scar acts first in its area, twice: his first act is marked as any raider's.
    const bool scar = !limited && s.boxes != kBaseGameBoxes && pegasus::scarActs(s, a);
    if (!scar || s.pegasus.scarActsLeft == 1)
        ++s.raidersActivated[size_t(a)];
    if (limited)
        --c.f.c;
    if (area.vipers > 0) { // 1. attack a viper, an unmanned one first
        if (hasBox(s, Box::Pegasus) && pegasus::raiderMisses(s, a)) // Run Interference
            return Flow::Continue;
        pushAttack(c, AttackKind::RaiderVsViper, a);
        return Flow::Continue;
    }
    if (const auto pilots = pilotsInArea(s, a); !pilots.empty()) {
        if (hasBox(s, Box::Pegasus) && pegasus::raiderMisses(s, a)) // Run Interference
            return Flow::Continue;
        if (pilots.size() == 1) {
            pushAttack(c, AttackKind::RaiderVsViper, a, 0, pilots.front());
            return Flow::Continue;
        }
        OptionList options;
        for (Seat p : pilots)
            options.push_back(opt(Verb::Target, s.players[size_t(p)].character));
        c.f.stage = PilotChosen;
        return ask(c, s.current, DecisionKind::ChooseTarget, std::move(options));
    }
    if (!area.civilians.empty()) { // 2. destroy a civilian ship (the current player picks)
        if (area.civilians.size() == 1) {
            destroyCivilian(s, a, 0);
            return Flow::Continue;
        }
        OptionList options;
        for (size_t i = 0; i < area.civilians.size(); ++i)
            options.push_back(opt(Verb::Ship, int(ShipKind::Civilian), int(a), int(i)));
        c.f.stage = CivilianChosen;
        return ask(c, s.current, DecisionKind::ChooseShip, std::move(options));
    }
    if (const int to = raiderMove(s, a); to >= 0) { // 3. move toward the nearest civilian ship
        --area.raiders;
        --s.raidersActivated[size_t(a)];
        ++s.space[size_t(to)].raiders;
        ++s.raidersActivated[size_t(to)]; // it has acted this turn
        if (scar)
            s.pegasus.scarArea = int8_t(to);
        logEvent(s, EventKind::ShipMoved, kNoSeat, int(ShipKind::Raider), int(a), to, 1);
        return Flow::Continue;
    }
    pushAttack(c, AttackKind::RaiderVsGalactica, a); // 4. attack Galactica
    return Flow::Continue;
}

// Conflict C17: advance the centurions (a loss ends the game), board from the launch areas,
// move the other heavy raiders, and launch one per basestar if none was in space.
// c = 1 when heavy raiders were in space at the start.
Flow activateHeavyRaiders(Ctx& c) {
    GameState& s = c.s;
    const CardDb& d = db();
    enum : int8_t { Start, Board, BoardChosen, Move };
    if (c.f.stage == Start) {
        if (heavyRaidersOnBoard(s) == 0 && basestarsOnBoard(s) == 0 && s.centurions.empty())
            return Flow::Done;
        for (auto& pos : s.centurions)
            ++pos;
        for (int8_t pos : s.centurions)
            if (pos >= d.board.boardingSpaces) {
                logEvent(s, EventKind::CenturionsMove, kNoSeat, int(CenturionEvent::ReachEnd), pos);
                endGame(s, Side::Cylon, EndReason::Centurions);
                return Flow::Done;
            }
        if (!s.centurions.empty())
            logEvent(s, EventKind::CenturionsMove, kNoSeat, int(CenturionEvent::Advance), int(s.centurions.size()));
        c.f.c = heavyRaidersOnBoard(s) > 0;
        c.f.stage = Board;
    }
    if (c.f.stage == BoardChosen) {
        const Area a = Area(takeAnswer(s).a);
        removeHeavyRaider(s, a);
        s.centurions.push_back(0);
        logEvent(s, EventKind::CenturionsMove, kNoSeat, int(CenturionEvent::Board), int(a));
        c.f.stage = Board;
    }
    if (c.f.stage == Board) {
        const int markersLeft = d.board.centurions - int(s.centurions.size());
        int waiting = 0;
        OptionList options;
        for (int a = 0; a < kAreaCount; ++a) {
            const int n = s.space[size_t(a)].heavyRaiders - s.heavyRaidersActivated[size_t(a)];
            if (isLaunchArea(Area(a)) && n > 0) {
                waiting += n;
                options.push_back(opt(Verb::Area, a));
            }
        }
        if (waiting > 0 && markersLeft > 0) {
            if (waiting > markersLeft && options.size() > 1) { // too few markers: the current player picks
                c.f.stage = BoardChosen;
                return ask(c, s.current, DecisionKind::ChooseArea, std::move(options));
            }
            removeHeavyRaider(s, Area(options.front().a));
            s.centurions.push_back(0);
            logEvent(s, EventKind::CenturionsMove, kNoSeat, int(CenturionEvent::Board), options.front().a);
            return Flow::Continue;
        }
        c.f.stage = Move;
    }
    // Move: every heavy raider that has not acted steps toward the nearest launch area.
    for (int a = 0; a < kAreaCount; ++a) {
        if (isLaunchArea(Area(a)))
            continue; // those left there found no centurion marker: they wait
        const int n = s.space[size_t(a)].heavyRaiders - s.heavyRaidersActivated[size_t(a)];
        if (n <= 0)
            continue;
        const Area to = d.board.heavyRaiderStep[size_t(a)];
        s.space[size_t(a)].heavyRaiders = int8_t(s.space[size_t(a)].heavyRaiders - n);
        s.space[size_t(to)].heavyRaiders = int8_t(s.space[size_t(to)].heavyRaiders + n);
        s.heavyRaidersActivated[size_t(to)] = int8_t(s.heavyRaidersActivated[size_t(to)] + n);
        logEvent(s, EventKind::ShipMoved, kNoSeat, int(ShipKind::HeavyRaider), a, int(to), n);
    }
    if (!c.f.c) {
        logEvent(s, EventKind::NoShipsLaunch, kNoSeat, int(ShipKind::HeavyRaider), 1);
        c.push(FrameKind::Launch, int(ShipKind::HeavyRaider), 1);
    }
    return Flow::Done;
}

// Every basestar that has not acted this turn attacks Galactica (not with Disabled Weapons);
// when they are in different areas the current player picks the area that goes first.
Flow activateBasestars(Ctx& c) {
    GameState& s = c.s;
    auto waiting = [&](int i) {
        const Basestar& b = s.basestars[size_t(i)];
        return b.area >= 0 && !(s.basestarsActivated & (1u << i));
    };
    int area = -1;
    if (c.f.stage == 1) {
        area = takeAnswer(s).a;
        c.f.stage = 0;
    } else {
        OptionList options;
        for (int i = 0; i < int(s.basestars.size()); ++i)
            if (waiting(i) && std::find(options.begin(), options.end(), opt(Verb::Area, s.basestars[size_t(i)].area)) ==
                                  options.end())
                options.push_back(opt(Verb::Area, s.basestars[size_t(i)].area));
        if (options.empty())
            return Flow::Done;
        if (options.size() > 1) {
            c.f.stage = 1;
            return ask(c, s.current, DecisionKind::Order, std::move(options));
        }
        area = options.front().a;
    }
    for (int i = 0; i < int(s.basestars.size()); ++i) {
        const Basestar& b = s.basestars[size_t(i)];
        if (!waiting(i) || b.area != area)
            continue;
        s.basestarsActivated = uint8_t(s.basestarsActivated | (1u << i));
        if (basestarHas(b, "disabled_weapons")) {
            logEvent(s, EventKind::BasestarIdle, kNoSeat, b.area, 0);
            return Flow::Continue;
        }
        pushAttack(c, AttackKind::BasestarVsGalactica, Area(b.area), i);
        return Flow::Continue;
    }
    return Flow::Continue;
}

} // namespace

// A raider activation's c (unused unless limited to one area, d > 0): Constant Barrage's launch
// is done, the Run Interference window was opened (Pegasus).
constexpr int16_t kBarrageLaunched = 1, kInterferenceAsked = 2;

// a = Activation; d = 1 + area for a raider activation limited to the ships just placed there.
Flow runActivate(Ctx& c) {
    freshActivationCounters(c.s);
    switch (Activation(c.f.a)) {
    case Activation::Raiders:
        if (c.f.stage == 0 && c.f.d == 0 && hasBox(c.s, Box::Pegasus) && (c.f.c & kInterferenceAsked) == 0) {
            c.f.c = int16_t(c.f.c | kInterferenceAsked);
            if (pegasus::openRunInterference(c)) // Run Interference: played before the raiders act
                return Flow::Continue;
        }
        // Constant Barrage (Pegasus's Dogfight): every basestar first launches 2 raiders, which
        // count as having acted in this activation.
        if (c.f.stage == 0 && c.f.d == 0 && ongoingRuleInPlay(c.s, OngoingRule::ConstantBarrage) &&
            (c.f.c & kBarrageLaunched) == 0) {
            c.f.c = int16_t(c.f.c | kBarrageLaunched);
            c.push(FrameKind::Launch, int(ShipKind::Raider), 2);
            return Flow::Continue;
        }
        return activateRaiders(c);
    case Activation::HeavyRaiders: return activateHeavyRaiders(c);
    case Activation::Basestars: return activateBasestars(c);
    case Activation::LaunchRaiders: c.push(FrameKind::Launch, int(ShipKind::Raider), 3); return Flow::Done;
    case Activation::None: break;
    }
    return Flow::Done;
}

} // namespace bsg
