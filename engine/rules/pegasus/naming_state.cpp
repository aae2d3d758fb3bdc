// Who an old log line names. An execution gives a seat a new character (CharacterChosen, b =
// the character before), and the log's words name a seat by its character now: without this,
// every earlier line of an executed character would be told as its successor's.
#include "execution.h"
#include "execution_kinds.h"

namespace bsg::pegasus {

const GameState& namingStateAt(const GameState& s, const LogEvent& e, std::optional<GameState>& scratch) {
    if (s.pegasus.executed.empty()) // no seat has changed hands: the common case, and every base game
        return s;
    bool restored = false;
    // From the newest line back to e's step, each replacement undone (the newest first); a
    // replacement at e's own step came before it (the answer that made it opened the step).
    for (size_t i = s.log.size(); i-- > 0;) {
        const LogEvent& later = s.log[i];
        if (later.step <= e.step)
            break;
        if (later.kind != ExecutionEvent::CharacterChosen || later.actor < 0 || later.actor >= s.playerCount())
            continue;
        if (!restored) {
            scratch = s;
            restored = true;
        }
        scratch->players[size_t(later.actor)].character = CharId(later.b);
    }
    return restored ? *scratch : s;
}

} // namespace bsg::pegasus
