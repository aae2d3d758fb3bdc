#pragma once
// The advisor's run for the desktop program: the playouts on a copy of the game taken when the
// advice was asked for, and their result in the player's words (the option labels, the check's
// chances, what the recommended option gains over the next best).
#include "game_session.h"

#include "game.h"

#include <memory>

namespace bsg::gui {

// The job takes a copy of the game's state as it is now (without its log, which the advisor
// never reads); the game may go on meanwhile.
[[nodiscard]] std::unique_ptr<AdviceJob> makeAdviceJob(const Game& game, const AdviceRequest& request);

} // namespace bsg::gui
