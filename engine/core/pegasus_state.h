#pragma once
// What the Pegasus box adds to a game's state (GameState::pegasus). Only Pegasus's rules
// (engine/rules/pegasus/, and the base rules where they ask hasBox(s, Box::Pegasus)) touch it;
// it is walked in the box tail of the state walk, and only in a game with Pegasus in play, so a
// base game hashes as it always did. Each rule area of the box keeps its fields in its own
// section and its own part of the walk. Never reorder a walk: Pegasus games are saved.
#include "types.h"

#include <array>
#include <cstdint>
#include <vector>

namespace bsg {

struct PegasusState {
    // --- Treachery and the Pegasus skill cards (engine/rules/pegasus/treachery*)
    int8_t recklessCard = -1;            // SkillName of the Reckless card of the check being resolved, -1 none
    std::array<int8_t, 4> prevented{};   // Preventative Policy: losses to make 1 smaller, by Resource
    int32_t preventTurn = 0;             // the turn `prevented` was named in (it lasts that turn)

    // --- the Pegasus board, its damage and the Cylon overlay (engine/rules/pegasus/board*)
    // The Pegasus locations carrying a damage token, in the order they were damaged (a token
    // names its location; the tokens not here are the unused ones, drawn at random).
    std::vector<LocId> damaged;
    bool destroyed = false;       // every Pegasus location was damaged: nobody may go there again
    int32_t engineRoomTurn = 0;   // the turn whose next crisis counts as showing the jump icon (0: none)

    // --- executions, titles and loyalty hand-offs (engine/rules/pegasus/execution*)
    std::vector<CharId> executed;       // characters out of the game, in the order executed
    uint8_t noCylonDetector = 0;        // bit per seat: Baltar chosen after the Sleeper phase
    bool moraleLostToExecution = false; // a human's execution has cost morale (Eulogy asks it)

    // --- the cards' lasting effects (engine/rules/pegasus/card_rules*)
    std::array<int8_t, kAreaCount> interference{}; // Run Interference: raider misses left this activation, by area
    int16_t trappedAtJump = 0; // Lured into a Trap: who stood where the jump is dangerous (trappedByTheJump), until executed
    int8_t scarArea = -1;      // Scar: the space area of the raider carrying the Scar token (-1: not on the board)
    int8_t scarActsLeft = 0;   // ... its acts left in the turn's raider activations (2 as the turn's first begins)
    int32_t scarTurn = 0;      // ... the turn they were counted for (each ship acts in one turn at most: C05)
    bool hotshotRoll = false;  // the attack's result is Kat's Hotshot's, not a die's (it cannot destroy Scar)
    int32_t majorVictoryTurn = 0; // the turn Major Victory was played in (one a turn)
    int32_t sabotageTurn = 0;     // the turn Sabotage was played in (one a turn)
    // --- the Pegasus characters' abilities (engine/rules/pegasus/characters_pegasus.cpp)
    int32_t stimTurn = 0;         // Stim Junkie: the turn whose start Kat's place was noted in
    LocId stimLocation = -1;      // ... her location then
    int8_t stimViperArea = -1;    // ... and the space area of her viper (-1: none)
    int8_t manipulatedTitle = -1; // Manipulative: the Title Ellen took for this turn (-1: none)
    Seat manipulatedFrom = kNoSeat; // ... and who held it
    uint8_t fragileDue = 0;       // Emotionally Fragile: bit per seat whose execution is due

    // --- what acts around a skill check (engine/rules/pegasus/quorum_kept.cpp, characters_pegasus.cpp)
    Seat probationer = kNoSeat;     // Probation: the player it was given to (while the card is in play)
    Seat probationLooker = kNoSeat; // ... and the player who played it, who may discard it to look
    std::vector<SkillCard> fastLearnerCards; // Fast Learner: the cards joining the check after the Destiny cards

    bool operator==(const PegasusState&) const = default;
    template <class F> void forEachField(F&& f) const {
        treacheryFields(f);
        boardFields(f);
        executionFields(f);
        cardFields(f);
        characterFields(f);
        checkFields(f);
    }
    template <class F> void treacheryFields(F&& f) const { f(recklessCard), f(prevented), f(preventTurn); }
    template <class F> void boardFields(F&& f) const { f(damaged), f(destroyed), f(engineRoomTurn); }
    template <class F> void executionFields(F&& f) const { f(executed), f(noCylonDetector), f(moraleLostToExecution); }
    template <class F> void cardFields(F&& f) const {
        f(interference), f(trappedAtJump), f(scarArea), f(scarActsLeft), f(scarTurn), f(hotshotRoll), f(majorVictoryTurn),
            f(sabotageTurn);
    }
    template <class F> void checkFields(F&& f) const { f(probationer), f(probationLooker), f(fastLearnerCards); }
    template <class F> void characterFields(F&& f) const {
        f(stimTurn), f(stimLocation), f(stimViperArea), f(manipulatedTitle), f(manipulatedFrom), f(fragileDue);
    }
};

} // namespace bsg
