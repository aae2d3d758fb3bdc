#include "session.h"

#include "advisor.h"
#include "save_io.h"
#include "solo_game.h"
#include "solo_session.h"

#include <QJsonDocument>

#include <map>

namespace bsg::cli {

namespace {

// The fields each request may carry; any other is a bad_request naming it. The scenario
// requests are not here: the engine checks their fields (applyScenario), for `play` and for a
// save's log alike.
const std::map<QString, QStringList>& requestFields() {
    static const std::map<QString, QStringList> fields{
        {"new", {"mode", "seed", "characters", "difficulty", "first_player", "rules_revision", "boxes", "box_options"}}, // setupFromJson too
        {"decision", {}},
        {"choose", {"option", "view"}},
        {"state", {"view"}},
        {"log", {"since", "view", "remember"}},
        {"save", {"path"}},
        {"load", {"path"}},
        {"advise", {"playouts", "seed", "horizon", "threads", "search"}},
    };
    return fields;
}

constexpr size_t kMaxErrorMessage = 300; // an error message never carries much of the input

QJsonObject ok(QJsonObject payload = {}) {
    payload["ok"] = true;
    return payload;
}
QJsonObject fromError(const Error& e) { return errorResponse(e.code, e.message); }
QJsonObject badRequest(const std::string& message) { return errorResponse("bad_request", message); }

} // namespace

QJsonObject errorResponse(const std::string& code, const std::string& message) {
    return QJsonObject{{"ok", false},
                       {"error", QJsonObject{{"code", QString::fromStdString(code)},
                                             {"message", QString::fromStdString(excerpt(message, kMaxErrorMessage))}}}};
}

QJsonValue Session::decision() const {
    return m_solo ? solo::soloDecision(m_game->state()) : decisionJson(m_game->state());
}

Visibility Session::visibility(const QString& view) const {
    if (view == "full")
        return Visibility::everything();
    const GameState& s = m_game->state();
    // The player's view: what the current character's player may see. In solo mode loyalty
    // cards are seen by nobody until something looks at them.
    Visibility v = Visibility::forSeat(s, s.current);
    v.variantView = m_solo;
    return v;
}

QJsonArray Session::events(int since, const Visibility& v) const {
    QJsonArray out;
    const GameState& s = m_game->state();
    for (const LogEvent& e : s.log)
        if (e.step >= since && eventVisible(e, v))
            out.append(eventJson(s, e));
    return out;
}

QJsonObject Session::newGame(const QJsonObject& request) {
    QJsonObject setupJson = request;
    setupJson.remove("cmd");
    Error e;
    auto setup = setupFromJson(setupJson, &e);
    if (!setup)
        return fromError(e);
    auto g = (setup->variant == bsg::VariantId::FourSolo) ? solo::newSoloGame(*setup, &e) : Game::start(*setup, &e);
    if (!g)
        return fromError(e);
    replaceGame(std::move(*g));
    return ok({{"decision", decision()}});
}

void Session::replaceGame(Game&& g) {
    m_game = std::move(g);
    m_solo = m_game->setup().variant == bsg::VariantId::FourSolo;
    m_logFilter.reset();
    m_filtered = 0;
}

// The filter reads every event once, in order; the lines from `from` on are shown as the
// player sees them now (solo::soloLogFromIndex gives the same, reading the whole log).
QJsonArray Session::soloEventsFrom(size_t from) {
    const GameState& s = m_game->state();
    if (!m_logFilter)
        m_logFilter.emplace(s);
    const Visibility now = solo::soloVisibility(s);
    QJsonArray out;
    for (; m_filtered < s.log.size(); ++m_filtered) {
        const std::optional<solo::SoloEvent> line = m_logFilter->next(s, s.log[m_filtered]);
        if (m_filtered >= from && line)
            out.append(line->shown(now, false));
    }
    return out;
}

// All or nothing: the running game is replaced only by a save that passed every check.
QJsonObject Session::load(const QJsonObject& request) {
    const QString path = request.value("path").toString();
    Error e;
    auto g = Game::loadFile((m_mapPath ? m_mapPath(path) : path).toStdString(), &e);
    if (!g)
        return fromError(e);
    if (g->setup().variant == bsg::VariantId::FourSolo)
        if (auto err = solo::checkSoloGame(*g))
            return fromError(*err);
    replaceGame(std::move(*g));
    return ok({{"decision", decision()}});
}

QJsonObject Session::handle(const QJsonObject& request) {
    if (!request.value("cmd").isString() || request.value("cmd").toString().isEmpty())
        return badRequest("A request needs a \"cmd\" field (a string).");
    const QString cmd = request.value("cmd").toString();
    if (isScenarioCommand(cmd.toStdString()))
        return scenario(request);
    const auto known = requestFields().find(cmd);
    if (known == requestFields().end())
        return errorResponse("unknown_command", "Unknown command '" + excerpt(cmd.toStdString()) + "'.");
    for (auto it = request.begin(); it != request.end(); ++it)
        if (it.key() != "cmd" && !known->second.contains(it.key()))
            return badRequest(cmd.toStdString() + " has no field '" + excerpt(it.key().toStdString()) + "'.");
    if (request.contains("remember") && !request.value("remember").isBool())
        return badRequest("remember must be true or false.");
    if (request.contains("view")) {
        const QJsonValue view = request.value("view");
        if (!view.isString() || (view.toString() != "solo" && view.toString() != "full"))
            return badRequest("view must be \"solo\" or \"full\".");
    }
    if (request.contains("path")) {
        if (!request.value("path").isString())
            return badRequest("path must be a string.");
        if (auto e = checkPath(request.value("path").toString()))
            return fromError(*e);
    } else if (cmd == "save" || cmd == "load") {
        return badRequest(cmd.toStdString() + " needs \"path\".");
    }
    if (cmd == "new")
        return newGame(request);
    if (cmd == "load")
        return load(request);
    if (!m_game)
        return errorResponse("no_game", "No game yet: send {\"cmd\":\"new\", ...} or load a save first.");
    const GameState& s = m_game->state();
    const QString viewName = request.value("view").toString(m_solo ? "solo" : "full");
    if (cmd == "decision") {
        QJsonValue over = s.gameOver() ? projectState(s, Visibility::everything())["game_over"] : QJsonValue();
        return ok({{"decision", decision()}, {"game_over", over}});
    }
    if (cmd == "choose") {
        if (!request.value("option").isString())
            return badRequest("option must be a string: an option id of the pending decision.");
        const size_t logBefore = s.log.size();
        const std::string id = request.value("option").toString().toStdString();
        if (auto e = m_solo ? solo::soloChoose(*m_game, id) : m_game->choose(id))
            return fromError(*e);
        const GameState& after = m_game->state();
        if (m_solo && viewName == "solo")
            return ok({{"events", soloEventsFrom(logBefore)}, {"decision", decision()}});
        const Visibility v = visibility(viewName);
        QJsonArray evs;
        for (size_t i = logBefore; i < after.log.size(); ++i)
            if (eventVisible(after.log[i], v))
                evs.append(eventJson(after, after.log[i]));
        return ok({{"events", evs}, {"decision", decision()}});
    }
    if (cmd == "state") {
        if (viewName == "solo" && m_solo)
            return ok({{"state", solo::soloView(s)}});
        return ok({{"state", projectState(s, visibility(viewName))}});
    }
    if (cmd == "log") {
        int since = 0;
        if (request.contains("since")) {
            const QJsonValue v = request.value("since");
            const double d = v.toDouble(-1);
            if (!v.isDouble() || !(d >= 0 && d <= 2147483647.0) || d != double(int(d)))
                return badRequest("since must be a step number (a whole number from 0).");
            since = int(d);
        }
        if (viewName == "solo" && m_solo)
            return ok({{"events", solo::soloLog(s, since, request.value("remember").toBool())}});
        return ok({{"events", events(since, visibility(viewName))}});
    }
    if (cmd == "advise")
        return advise(request);
    if (cmd == "save") {
        const QString path = request.value("path").toString();
        if (auto e = m_game->saveFile((m_mapPath ? m_mapPath(path) : path).toStdString()))
            return fromError(*e);
        return ok();
    }
    return errorResponse("unknown_command", "Unknown command '" + excerpt(cmd.toStdString()) + "'.");
}

// stack, dice, set, give and the board requests: the engine checks every field's name, type
// and range, as it does for the same command in a save's log.
QJsonObject Session::scenario(const QJsonObject& request) {
    if (!m_game)
        return errorResponse("no_game", "No game yet: send {\"cmd\":\"new\", ...} or load a save first.");
    if (auto e = m_game->scenario(request))
        return fromError(*e);
    return ok({{"decision", decision()}});
}

namespace {

// A whole number in [low, high] from a request field, or an error message naming the field.
std::optional<std::string> wholeNumber(const QJsonObject& request, const char* field, double low, double high,
                                       int64_t& out) {
    if (!request.contains(field))
        return std::nullopt;
    const QJsonValue v = request.value(field);
    const double d = v.toDouble(-1);
    if (!v.isDouble() || !(d >= low && d <= high) || d != double(int64_t(d)))
        return std::string(field) + " must be a whole number from " + std::to_string(int64_t(low)) + " to " +
               std::to_string(int64_t(high)) + ".";
    out = int64_t(d);
    return std::nullopt;
}

QJsonObject adviceJson(const GameState& s, const solo::advisor::Advice& a) {
    QJsonArray options;
    for (const auto& o : a.options)
        options.append(QJsonObject{{"id", QString::fromStdString(optionId(s, o.option))},
                                   {"label", QString::fromStdString(optionLabel(s, o.option))},
                                   {"win_chance", o.winChance},
                                   {"margin", o.margin},
                                   {"playouts", o.playouts},
                                   {"tied_with_best", o.tiedWithBest}});
    QJsonObject advice{{"playouts", a.playouts}, {"horizon", a.horizon}, {"seconds", a.seconds},
                       {"search", a.search == solo::advisor::Search::Tree ? "tree" : "flat"}, {"options", options},
                       {"best", a.best}, {"heuristic", a.heuristic}, {"leader", a.leader},
                       {"departs", a.departs}};
    if (a.why.against >= 0) {
        QJsonArray outcomes;
        for (const auto& o : a.why.outcomes)
            outcomes.append(QJsonObject{{"end", QString::fromUtf8(kEndReasonIds[size_t(o.reason)].data())},
                                        {"best", o.best},
                                        {"other", o.other},
                                        {"telling", o.telling}});
        advice["why"] = QJsonObject{{"against", a.why.against}, {"games", a.why.games}, {"outcomes", outcomes}};
    }
    if (a.check) {
        QJsonArray added;
        for (const auto& i : a.check->ifAdded)
            added.append(QJsonObject{{"id", QString::fromStdString(optionId(s, i.option))},
                                     {"pass", i.pass},
                                     {"partial", i.partial}});
        QJsonObject check{{"difficulty", a.check->difficulty}, {"pass", a.check->pass}, {"if_added", added}};
        if (a.check->partialAt >= 0) {
            check["partial_at"] = a.check->partialAt;
            check["partial"] = a.check->partial;
        }
        advice["check"] = check;
    }
    return advice;
}

} // namespace

// The advisor (docs/protocol.md, "advise"): nothing about the game changes.
QJsonObject Session::advise(const QJsonObject& request) {
    solo::advisor::AdvisorOptions o;
    int64_t playouts = o.playouts, seed = 1, horizon = o.horizon, threads = o.threads;
    for (const auto& e : {wholeNumber(request, "playouts", 1, solo::advisor::kMaxPlayouts, playouts),
                          wholeNumber(request, "seed", 0, 9007199254740991.0, seed),
                          wholeNumber(request, "horizon", 0, solo::advisor::kMaxHorizon, horizon),
                          wholeNumber(request, "threads", 1, solo::advisor::kMaxThreads, threads)})
        if (e)
            return badRequest(*e);
    if (const QJsonValue search = request.value("search"); !search.isUndefined()) {
        if (search != QJsonValue("flat") && search != QJsonValue("tree"))
            return badRequest("search must be \"flat\" or \"tree\".");
        o.search = search == QJsonValue("tree") ? solo::advisor::Search::Tree : solo::advisor::Search::Flat;
    }
    if (!m_solo)
        return errorResponse("not_solo", "The advisor plays Four Solo games only: start one with \"mode\":\"solo\".");
    o.playouts = int(playouts);
    o.seed = uint64_t(seed);
    o.horizon = int(horizon);
    o.threads = int(threads);
    Error e;
    const auto advice = solo::advisor::advise(m_game->state(), o, &e);
    if (!advice)
        return fromError(e);
    return ok({{"advice", adviceJson(m_game->state(), *advice)}});
}

std::optional<QJsonObject> Session::handleLine(const QByteArray& line) {
    if (line.trimmed().isEmpty())
        return std::nullopt;
    if (line.size() > kMaxRequestBytes)
        return badRequest("The request line is longer than " + std::to_string(kMaxRequestBytes) + " bytes.");
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return errorResponse("bad_json", "The request is not a JSON object: " + err.errorString().toStdString() + ".");
    return handle(doc.object());
}

LineReader::Status LineReader::next(QByteArray& line) {
    line.clear();
    bool tooLong = false;
    for (int ch; (ch = std::getc(m_in)) != EOF;) {
        if (ch == '\n')
            break;
        if (line.size() < kMaxRequestBytes)
            line.append(char(ch));
        else
            tooLong = true; // keep reading to the end of the line, but keep nothing more
    }
    if (tooLong) {
        line.clear();
        return Status::TooLong;
    }
    if (line.isEmpty() && std::feof(m_in))
        return Status::End;
    return Status::Line;
}

} // namespace bsg::cli
