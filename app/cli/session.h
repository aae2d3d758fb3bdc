#pragma once
// One game driven by the CLI: a standard game, or a solo game read through the Four Solo
// view. Requests that fail change nothing. Every field of a request has one type and range
// (docs/protocol.md); a request line has a size limit and errors quote input only briefly.
#include "game.h"
#include "solo_log.h"
#include "view.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>

#include <cstdio>
#include <functional>
#include <optional>
#include <string>

namespace bsg::cli {

// The longest request line `play` reads (docs/protocol.md, "Limits").
inline constexpr qsizetype kMaxRequestBytes = 1024 * 1024;

class Session {
public:
    // Handles one protocol request and returns the response object ({"ok": ...}).
    QJsonObject handle(const QJsonObject& request);
    // Handles one line of `play` (JSON text); blank lines give nullopt (no response).
    std::optional<QJsonObject> handleLine(const QByteArray& line);
    // Maps every path a save or load request names (the fuzz targets keep files in a
    // scratch folder with it); by default paths are used as given.
    void setPathMapper(std::function<QString(const QString&)> mapper) { m_mapPath = std::move(mapper); }

private:
    QJsonObject newGame(const QJsonObject& request);
    QJsonObject load(const QJsonObject& request);
    QJsonObject advise(const QJsonObject& request);
    QJsonObject scenario(const QJsonObject& request);
    [[nodiscard]] Visibility visibility(const QString& view) const;
    [[nodiscard]] QJsonValue decision() const; // the solo layer's decision in solo mode
    [[nodiscard]] QJsonArray events(int since, const Visibility& v) const;
    // The solo view's new lines after a choice, from log position `from` on.
    QJsonArray soloEventsFrom(size_t from);
    void replaceGame(Game&& g);

    std::optional<Game> m_game;
    bool m_solo = false;
    // The Four Solo log filter, run once over each event (as the desktop program does): running
    // it from the start of the log for every choice made a session quadratic in its length.
    std::optional<solo::LogFilter> m_logFilter;
    size_t m_filtered = 0; // log events the filter has read
    std::function<QString(const QString&)> m_mapPath;
};

QJsonObject errorResponse(const std::string& code, const std::string& message);

// Reads `play`'s input line by line without ever holding more than kMaxRequestBytes of one
// line: the rest of a longer line is skipped and reported.
class LineReader {
public:
    explicit LineReader(std::FILE* in) : m_in(in) {}
    enum class Status { Line, TooLong, End };
    Status next(QByteArray& line);

private:
    std::FILE* m_in;
};

} // namespace bsg::cli
