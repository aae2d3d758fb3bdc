#pragma once
// One game driven by the CLI: a standard game, or a solo game read through the Four Solo
// view. Requests that fail change nothing.
#include "game.h"
#include "view.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>

namespace bsg::cli {

class Session {
public:
    // Handles one protocol request and returns the response object ({"ok": ...}).
    QJsonObject handle(const QJsonObject& request);

private:
    QJsonObject newGame(const QJsonObject& request);
    QJsonObject requireGame() const;
    [[nodiscard]] Visibility visibility(const QString& view) const;
    [[nodiscard]] QJsonValue decision() const; // the solo layer's decision in solo mode
    [[nodiscard]] QJsonArray events(int since, const Visibility& v) const;

    std::optional<Game> m_game;
    bool m_solo = false;
};

QJsonObject errorResponse(const std::string& code, const std::string& message);

} // namespace bsg::cli
