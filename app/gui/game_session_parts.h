#pragma once
// What the files of GameSession and ReplaySession share (game_session.cpp,
// game_session_history.cpp, game_session_saves.cpp, replay_session.cpp); not for other files.
// It names no engine state (the rule of gui_holds_no_game_state): the player's view of a
// state is solo/solo_game.h's.
#include "game.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>

namespace bsg::gui::session {

inline QString qs(const std::string& s) { return QString::fromStdString(s); }
// The sessions' texts are translated in GameSession's context.
inline QString tr(const char* text) { return QCoreApplication::translate("GameSession", text); }

// Takes one entry of a game's record again: a choice, or a scenario request.
inline std::optional<Error> applyEntry(Game& g, const RecordEntry& e) {
    return e.option.empty() ? g.scenario(e.command) : g.choose(e.option);
}

} // namespace bsg::gui::session
