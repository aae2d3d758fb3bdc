#include "session.h"

#include "solo_game.h"
#include "solo_session.h"

namespace bsg::cli {

QJsonObject errorResponse(const std::string& code, const std::string& message) {
    return QJsonObject{{"ok", false},
                       {"error", QJsonObject{{"code", QString::fromStdString(code)},
                                             {"message", QString::fromStdString(message)}}}};
}

namespace {
QJsonObject ok(QJsonObject payload = {}) {
    payload["ok"] = true;
    return payload;
}
QJsonObject fromError(const Error& e) { return errorResponse(e.code, e.message); }
} // namespace

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
    v.solo = m_solo;
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
    auto g = setup->solo ? solo::newSoloGame(setup->characters, setup->seed, setup->difficulty, &e)
                         : Game::start(*setup, &e);
    if (!g)
        return fromError(e);
    m_game = std::move(g);
    m_solo = setup->solo;
    return ok({{"decision", decision()}});
}

QJsonObject Session::handle(const QJsonObject& request) {
    const QString cmd = request.value("cmd").toString();
    if (cmd.isEmpty())
        return errorResponse("bad_request", "A request needs a \"cmd\" field.");
    if (cmd == "new")
        return newGame(request);
    if (cmd == "load") {
        if (!request.value("path").isString())
            return errorResponse("bad_request", "load needs \"path\".");
        Error e;
        auto g = Game::loadFile(request.value("path").toString().toStdString(), &e);
        if (!g)
            return fromError(e);
        m_game = std::move(g);
        m_solo = m_game->setup().solo;
        if (m_solo) {
            if (auto err = solo::checkSoloGame(*m_game)) {
                m_game.reset();
                return fromError(*err);
            }
        }
        return ok({{"decision", decision()}});
    }
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
            return errorResponse("bad_request", "choose needs \"option\": an option id of the pending decision.");
        const int before = s.step;
        const size_t logBefore = s.log.size();
        const std::string id = request.value("option").toString().toStdString();
        if (auto e = m_solo ? solo::soloChoose(*m_game, id) : m_game->choose(id))
            return fromError(*e);
        (void)before;
        const GameState& after = m_game->state();
        if (m_solo && viewName == "solo")
            return ok({{"events", solo::soloLogFromIndex(after, logBefore)}, {"decision", decision()}});
        const Visibility v = visibility(viewName);
        QJsonArray evs;
        for (size_t i = logBefore; i < after.log.size(); ++i)
            if (eventVisible(after.log[i], v))
                evs.append(eventJson(after, after.log[i]));
        return ok({{"events", evs}, {"decision", decision()}});
    }
    if (cmd == "state") {
        if (viewName != "solo" && viewName != "full")
            return errorResponse("bad_request", "view must be \"solo\" or \"full\".");
        if (viewName == "solo" && m_solo)
            return ok({{"state", solo::soloView(s)}});
        return ok({{"state", projectState(s, visibility(viewName))}});
    }
    if (cmd == "log") {
        if (viewName == "solo" && m_solo)
        {
            if (request.contains("remember") && !request.value("remember").isBool())
                return errorResponse("bad_request", "remember must be true or false.");
            return ok({{"events", solo::soloLog(s, request.value("since").toInt(0), request.value("remember").toBool())}});
        }
        return ok({{"events", events(request.value("since").toInt(0), visibility(viewName))}});
    }
    if (cmd == "save") {
        if (!request.value("path").isString())
            return errorResponse("bad_request", "save needs \"path\".");
        if (auto e = m_game->saveFile(request.value("path").toString().toStdString()))
            return fromError(*e);
        return ok();
    }
    static const QStringList scenarioCommands{"stack", "dice",   "set",  "give",  "place",  "remove",
                                              "centurions", "damage", "title", "loyalty", "reveal", "turn"};
    if (scenarioCommands.contains(cmd)) {
        if (auto e = m_game->scenario(request))
            return fromError(*e);
        return ok({{"decision", decision()}});
    }
    return errorResponse("unknown_command", "Unknown command '" + cmd.toStdString() + "'.");
}

} // namespace bsg::cli
