#pragma once
// The advisor's run for the desktop program: the playouts on a copy of the game taken when the
// advice was asked for, and their result in the player's words (the option labels, the check's
// chances, what the recommended option gains over the next best).
#include "game_session.h"

#include "state.h"

#include <memory>

namespace bsg::gui {

[[nodiscard]] std::unique_ptr<AdviceJob> makeAdviceJob(GameState state, const AdviceRequest& request);

} // namespace bsg::gui
