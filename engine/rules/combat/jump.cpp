// Jumping the fleet (rulebook "Jumping the Fleet", "Kobol Objective Card", "Jumping During Combat").
#include "pegasus_cards.h"
#include "rules_core.h"

#include <algorithm>

namespace bsg {

namespace {

void removeShips(GameState& s) {
    for (int a = 0; a < kAreaCount; ++a) {
        auto& area = s.space[size_t(a)];
        s.vipersReserve = int8_t(s.vipersReserve + area.vipers);
        area.vipers = 0;
        area.raiders = 0;
        area.heavyRaiders = 0;
        s.civilianPile.insert(s.civilianPile.end(), area.civilians.begin(), area.civilians.end());
        area.civilians.clear();
    }
    s.rng.shuffle(s.civilianPile);
    for (auto& b : s.basestars) {
        s.basestarDamagePile.insert(s.basestarDamagePile.end(), b.damage.begin(), b.damage.end());
        b = Basestar{};
    }
    s.rng.shuffle(s.basestarDamagePile);
    // Ships arriving after the jump (Cylon Ambush) are new: none of them has acted yet.
    s.raidersActivated = {};
    s.heavyRaidersActivated = {};
    s.basestarsActivated = 0;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (s.players[size_t(seat)].viperArea >= 0)
            moveCharacter(s, Seat(seat), locs().hangarDeck, MoveCause::Landed); // pilots land on the Hangar Deck
    // Cards kept in play until the fleet jumps leave now.
    for (auto it = s.inPlay.begin(); it != s.inPlay.end();) {
        if (it->kind == CardKind::Crisis && (db().crises[it->card].keepUntil == KeepUntil::Jump ||
                                             db().crises[it->card].keepUntil == KeepUntil::JumpOrNoRaiders)) {
            s.crisisDiscard.push_back(it->card);
            logEvent(s, EventKind::CrisisLeaves, kNoSeat, it->card, int(CrisisExit::Jumped));
            it = s.inPlay.erase(it);
        } else if (it->kind == CardKind::Crisis &&
                   db().crises[it->card].keepUntil == KeepUntil::CivilianOrBasestarDestroyed) {
            // Relentless Pursuit: a jump shuffles the card back into the Crisis deck.
            s.crisisDeck.push_back(it->card);
            s.rng.shuffle(s.crisisDeck);
            logEvent(s, EventKind::CrisisLeaves, kNoSeat, it->card, int(CrisisExit::ShuffledBack));
            it = s.inPlay.erase(it);
        } else {
            ++it;
        }
    }
}

} // namespace

void distanceGained(Ctx& c, int before) {
    GameState& s = c.s;
    const BoardDef& b = db().board;
    if (s.distance >= b.sleeperDistance && !s.sleeperDealt)
        dealSleeperAgents(c); // loyalty.cpp
    if (before < b.finalDistance && s.distance >= b.finalDistance && rulesRevision2(s))
        logEvent(s, EventKind::KobolNear);
}

Flow runJump(Ctx& c) {
    GameState& s = c.s;
    const CardDb& d = db();
    enum : int8_t { Start, Chosen, Finish };
    if (c.f.stage == Start) {
        if (s.distance >= d.board.finalDistance) {
            // The jump to Kobol: the humans win if every resource is above 0.
            const bool allAbove = std::all_of(s.resources.begin(), s.resources.end(), [](int8_t v) { return v > 0; });
            if (allAbove) {
                endGame(s, Side::Human, EndReason::Kobol);
                return Flow::Done;
            }
        }
        if (hasBox(s, Box::Pegasus)) { // Lured into a Trap: who stands where the jump is dangerous
            s.pegasus.trappedAtJump = pegasus::trappedByTheJump(s);
            s.pegasus.scarArea = -1; // Scar leaves with the other ships (his card with the jump's)
        }
        removeShips(s);
        logEvent(s, EventKind::FleetJumped, kNoSeat, s.distance, c.f.a); // b = 1: by FTL Control
        if (s.distance >= d.board.finalDistance) {
            s.jumpTrack = 0;
            pegasus::executeTrapped(c);
            return Flow::Done;
        }
        // Assign Mission Specialist: its holder picks from 3 cards instead of the Admiral. A
        // Blind Jump (d = 1; Pegasus's Helena Cain) draws one card and leaves the specialist be.
        const bool blind = c.f.d == kBlindJump;
        const Seat specialist = blind ? kNoSeat : missionSpecialist(s);
        c.f.b = blind ? 1 : specialist != kNoSeat ? 3 : 2;
        c.f.c = specialist;
        OptionList options;
        for (int i = 0; i < c.f.b && i < int(s.destinationDeck.size()); ++i)
            options.push_back(opt(Verb::Destination, s.destinationDeck[size_t(i)]));
        if (options.empty()) {
            unimplemented(s, Missing::EmptyDestinationDeck);
            s.jumpTrack = 0;
            return Flow::Done;
        }
        c.f.stage = Chosen;
        const Seat chooser = specialist != kNoSeat ? specialist : s.admiral != kNoSeat ? s.admiral : s.current;
        return ask(c, chooser, DecisionKind::ChooseDestination, std::move(options));
    }
    if (c.f.stage == Chosen) {
        const Option o = takeAnswer(s);
        const int drawn = std::min<int>(c.f.b, int(s.destinationDeck.size()));
        std::vector<CardIdx> top(s.destinationDeck.begin(), s.destinationDeck.begin() + drawn);
        s.destinationDeck.erase(s.destinationDeck.begin(), s.destinationDeck.begin() + drawn);
        const auto chosen = std::find(top.begin(), top.end(), CardIdx(o.a));
        s.destinationsPlayed.push_back(*chosen);
        top.erase(chosen);
        s.destinationDeck.insert(s.destinationDeck.end(), top.begin(), top.end()); // the others to the bottom
        if (c.f.c != kNoSeat)
            missionSpecialistDone(s);
        const DestinationDef& dest = d.destinations[size_t(o.a)];
        logEvent(s, kRevealsToAll, EventKind::DestinationChosen, c.f.c != kNoSeat ? Seat(c.f.c) : s.admiral, o.a);
        c.f.stage = Finish;
        if (dest.effects != kNoList)
            c.push(FrameKind::Effects, dest.effects, 0, -1);
        return Flow::Continue;
    }
    // Finish: distance, the Kobol instructions, reset the track.
    const DestinationDef& dest = d.destinations[s.destinationsPlayed.back()];
    const int before = s.distance;
    s.distance = int8_t(s.distance + dest.distance);
    distanceGained(c, before);
    s.jumpTrack = 0;
    logEvent(s, EventKind::JumpTrackMoved, kNoSeat, 0, int(JumpTrackCause::JumpMade));
    pegasus::executeTrapped(c);
    return Flow::Done;
}

} // namespace bsg
