#pragma once
// bsg::solo - the Four Solo 1.2 variant for the CLI and the GUI. A solo game is an ordinary
// bsg::Game whose Setup names the Four Solo variant (Setup::variant): the engine calls the Four Solo variant this library
// registers (four_solo_variant.cpp; its rules in solo_rules.cpp, solo_cylon.cpp,
// active_cards.cpp) at every step. The player's side adds: the composition rule, the player's view of the game at every moment, the log
// filtered the same way, and the victory condition. See docs/architecture.md, "Four Solo".
#include "game.h"
#include "view.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bsg::solo {

// A new Four Solo game from four character ids ("laura_roslin", ...) or indices, run to the
// player's first decision. Errors (code "bad_setup"): unknown ids, a set breaking 1.1.
std::optional<Game> newSoloGame(const std::vector<std::string>& characterIds, uint64_t seed,
                                Difficulty difficulty, Error* error);
std::optional<Game> newSoloGame(const std::vector<CharId>& characters, uint64_t seed, Difficulty difficulty,
                                Error* error);
// The same from a whole setup (its variant is Four Solo): its first player and rules revision are kept,
// as setup 1.3 sets the game up as the standard game does.
std::optional<Game> newSoloGame(Setup setup, Error* error);

// A loaded game must be a solo game with a legal character set (code "not_solo" / "bad_setup").
std::optional<Error> checkSoloGame(const Game& game);
// Loads a save and checks it is a solo game.
std::optional<Game> loadSoloGame(const std::string& path, Error* error);

// What the player sees now (Four Solo 2.1, 2.4, 3.4, 3.5, 4.1, 5.1, 6.1).
[[nodiscard]] Visibility soloVisibility(const GameState& s);
// The same without the loyalty cards (all left face down): the skill and quorum cards open
// now, which the player tools read at every decision of a playout.
[[nodiscard]] Visibility soloCardVisibility(const GameState& s);
// Everything the player may see now, typed: the state through that visibility (view "solo")
// and the pending decision (soloDecision's fields). The desktop widgets read this value.
[[nodiscard]] PlayerView soloPlayerView(const GameState& s);
[[nodiscard]] StateView soloStateView(const GameState& s);
[[nodiscard]] std::optional<DecisionView> soloDecisionView(const GameState& s);
// The protocol's state object through that visibility (view "solo").
[[nodiscard]] QJsonObject soloView(const GameState& s);
// The pending decision for the player, with the Four Solo context: "queried" (4.1: the
// character whose hand is browsed for this decision only), "golden_rule" (an automated
// character's open choice), "automated" (a revealed Cylon decides). Null when the game is over.
[[nodiscard]] QJsonValue soloDecision(const GameState& s);
// Applies an option id; an option the player may not take now is an error and changes nothing.
std::optional<Error> soloChoose(Game& game, std::string_view optionId);
// The same on a bare state (no record), and the check alone.
std::optional<Error> soloApply(GameState& s, std::string_view optionId);
std::optional<Error> soloCheckChoice(const GameState& s, std::string_view optionId);

// The player's log: every event from step `sinceStep` on. A card is named only where the player
// could see it when the event happened and, for a card in a hand, only while that hand is
// open now - or, with `remember`, as the player was shown it then (docs/visibility.md).
[[nodiscard]] QJsonArray soloLog(const GameState& s, int sinceStep = 0, bool remember = false);
// The same for the log entries from index `firstIndex` on (the events one choice produced).
[[nodiscard]] QJsonArray soloLogFromIndex(const GameState& s, size_t firstIndex, bool remember = false);

// What a take-back may not cross (undo_barrier.cpp): a log event that showed the player
// something hidden, and a decision (protocol object) whose options are cards just taken from
// a deck (two crises, destinations, quorum cards).
[[nodiscard]] bool revealsHiddenInformation(const LogEvent& e);
[[nodiscard]] bool decisionShowsDeckCards(const QJsonValue& decision);

// Four Solo victory: the player wins when the humans win.
[[nodiscard]] bool playerWon(const GameState& s);

} // namespace bsg::solo
