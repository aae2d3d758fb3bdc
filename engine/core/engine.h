#pragma once
// The engine's public door. newGame() builds a set-up game and runs it to its first
// decision; apply() is the only way a game moves on. Both are deterministic: the same
// Setup and the same sequence of options give equal states on every platform.
#include "error.h"
#include "state.h"
#include "variant.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bsg {

struct Setup {
    std::vector<CharId> characters; // seat order, clockwise; the first entry is seat 0
    uint64_t seed = 0;
    Difficulty difficulty = Difficulty::Normal;
    VariantId variant = VariantId::None; // the game's variant (variant.h), saved as its "mode"
    BoxSet boxes = kBaseGameBoxes;       // the boxes in play (box.h); the base game is always
    BoxOptionSet boxOptions = 0;         // the options of boxes in play
    // The edition of the rules the game follows (types.h, kRulesRevision).
    uint8_t rulesRevision = kRulesRevision;
    Seat firstPlayer = 0;
    bool operator==(const Setup&) const = default;
};

// Returns nullopt and fills `error` if the setup is not a legal game (count, duplicates).
// `recycled`, a game no longer wanted, lends its piles' room to the new one (emptied): the
// new game is the same, but a simulation playing thousands need not allocate them each time.
std::optional<GameState> newGame(const Setup& setup, Error* error, GameState* recycled = nullptr);

// Applies one option of the pending decision. Returns an error (and leaves the state
// exactly as it was) if there is no decision or the option is not among its options.
std::optional<Error> apply(GameState& s, const Option& option);
// Same, with the option at this index of the decision's list: for callers that pick from the
// list itself (simulations, playouts), which need not have it looked up again.
std::optional<Error> applyAt(GameState& s, size_t index);
// Same, with the protocol id of an option ("move:command").
std::optional<Error> applyId(GameState& s, std::string_view optionId);

// Protocol ids, labels and prompts (decision_text.cpp).
[[nodiscard]] std::string optionId(const GameState& s, const Option& o);
// Same, appended to `out`: matching an id against a list reuses one buffer.
void appendOptionId(std::string& out, const GameState& s, const Option& o);
[[nodiscard]] std::string optionLabel(const GameState& s, const Option& o);
// The protocol id of a decision kind ("movement"); the variant's kinds are named by the game's variant.
[[nodiscard]] std::string decisionKindId(const GameState& s, DecisionKind k);
[[nodiscard]] std::string decisionPrompt(const GameState& s);
[[nodiscard]] std::string eventText(const GameState& s, const LogEvent& e);
[[nodiscard]] std::string characterId(const GameState& s, Seat seat);
[[nodiscard]] std::string characterName(const GameState& s, Seat seat);
[[nodiscard]] std::string_view phaseId(const GameState& s);

// Runs frames until a decision is pending or the game is over. apply() calls it; tests
// that build a state by hand call it once after pushing frames.
void run(GameState& s);

// Watches games as they run on this thread: while one is alive, it is called right after
// every log event with the state at that moment (the desktop program shows automated steps
// one at a time with it). It is outside every GameState, so it cannot change a game.
class LogObserver {
public:
    explicit LogObserver(std::function<void(const GameState&)> onEvent);
    ~LogObserver();
    LogObserver(const LogObserver&) = delete;
    LogObserver& operator=(const LogObserver&) = delete;
    void notify(const GameState& s) const { m_onEvent(s); }

private:
    std::function<void(const GameState&)> m_onEvent;
    const LogObserver* m_outer; // observers nest: the innermost one is told
};

// While one is alive, the games running on this thread keep no log: their events are dropped
// as they happen. For games whose log nobody reads (the advisor's playouts): no rule reads the
// log, so the game plays exactly as it would with one.
class QuietLog {
public:
    QuietLog();
    ~QuietLog();
    QuietLog(const QuietLog&) = delete;
    QuietLog& operator=(const QuietLog&) = delete;

private:
    bool m_outer;
};

} // namespace bsg
