// GameSession: a game started, its player's view (state, decision, log, the advisor's key)
// and the choices made in it. Undo and rewind are in game_session_history.cpp, the record's
// checkpoints, saves and loads in game_session_saves.cpp.
#include "game_session.h"

#include "advice_job.h"
#include "game_session_parts.h"

#include "advisor.h"
#include "carddb.h"
#include "solo_game.h"
#include "solo_session.h"
#include "view.h"

#include <unordered_map>

namespace bsg::gui {

using session::qs;
using session::tr;

namespace {

// The player's view: the solo layer's view, decision, log and choice check (solo/solo_game.h).
Visibility playerVisibility(const GameState& s) { return solo::soloVisibility(s); }
StateView playerState(const GameState& s) { return solo::soloStateView(s); }
std::optional<DecisionView> playerDecision(const GameState& s) { return solo::soloDecisionView(s); }
std::optional<Error> playerChoose(Game& g, std::string_view id) { return solo::soloChoose(g, id); }

} // namespace

QString GameSession::checkCharacters(const QStringList& ids) {
    if (ids.size() != 4)
        return tr("Choose exactly four characters (%1 chosen).").arg(ids.size());
    std::vector<CharId> chars;
    for (const QString& id : ids) {
        const int c = db().character(id.toStdString());
        if (c < 0)
            return tr("Unknown character %1.").arg(id);
        chars.push_back(CharId(c));
    }
    if (auto e = solo::checkSoloCharacters(chars))
        return qs(e->message);
    return {};
}

QString GameSession::start(const NewGameSpec& spec) {
    if (QString why = checkCharacters(spec.characters); !why.isEmpty())
        return why;
    Setup setup;
    for (const QString& id : spec.characters)
        setup.characters.push_back(CharId(db().character(id.toStdString())));
    setup.seed = spec.seed;
    setup.variant = bsg::VariantId::FourSolo;
    setup.difficulty = spec.difficulty == "easy"   ? Difficulty::Easy
                       : spec.difficulty == "hard" ? Difficulty::Hard
                                                   : Difficulty::Normal;
    setup.boxes = spec.boxes;
    setup.boxOptions = spec.boxOptions;
    Error error;
    auto g = solo::newSoloGame(setup, &error);
    if (!g)
        return qs(error.message);
    m_game = std::move(g);
    resetLogCache();
    m_entries.clear();
    m_checkpoints.clear();
    m_rewinds = {};
    noteEntry();
    return {};
}

NewGameSpec GameSession::spec() const {
    NewGameSpec spec;
    if (!m_game)
        return spec;
    const QJsonObject setup = setupToJson(m_game->setup());
    for (const auto& c : setup.value("characters").toArray())
        spec.characters << c.toString();
    spec.seed = m_game->setup().seed;
    spec.difficulty = setup.value("difficulty").toString();
    spec.boxes = m_game->setup().boxes;
    spec.boxOptions = m_game->setup().boxOptions;
    return spec;
}

PlayerView GameSession::view() const { return m_game ? solo::soloPlayerView(m_game->state()) : PlayerView{}; }

QJsonObject GameSession::state() const { return m_game ? toJson(playerState(m_game->state())) : QJsonObject{}; }

QJsonValue GameSession::decision() const { return m_game ? toJson(playerDecision(m_game->state())) : QJsonValue(); }

void GameSession::extendLogCache() const {
    const GameState& s = m_game->state();
    if (!m_logFilter || m_filtered > s.log.size()) {
        m_logFilter.emplace(s);
        m_filtered = 0;
        m_shownLines.clear();
    }
    for (; m_filtered < s.log.size(); ++m_filtered)
        if (auto line = m_logFilter->next(s, s.log[m_filtered]))
            m_shownLines.emplace_back(m_filtered, std::move(*line));
}

QList<EventView> GameSession::events(int since) const {
    if (!m_game)
        return {};
    extendLogCache();
    QList<EventView> out;
    const auto first = std::lower_bound(m_shownLines.begin(), m_shownLines.end(), size_t(std::max(0, since)),
                                        [](const auto& line, size_t index) { return line.first < index; });
    const Visibility now = playerVisibility(m_game->state());
    for (auto it = first; it != m_shownLines.end(); ++it)
        out.append(eventFromJson(it->second.shown(now, m_remember)));
    return out;
}

QString GameSession::openHandsKey() const {
    if (!m_game || m_remember)
        return {};
    const Visibility now = playerVisibility(m_game->state());
    QString key;
    for (bool open : now.hand)
        key += open ? '1' : '0';
    key += now.quorumHand ? 'q' : '-';
    return key;
}


int GameSession::logSize() const { return m_game ? int(m_game->state().log.size()) : 0; }
QString GameSession::adviceKey() const {
    if (!m_game)
        return {};
    const GameState& s = m_game->state();
    if (!s.hasDecision || s.gameOver())
        return {};
    QString key = QString::number(s.step) + QLatin1Char('/') + QString::number(s.turn);
    for (const Option& o : s.decision.options)
        key += QLatin1Char(' ') + qs(optionId(s, o));
    return key;
}

std::unique_ptr<AdviceJob> GameSession::adviceJob(const AdviceRequest& request) const {
    if (adviceKey().isEmpty())
        return nullptr;
    return makeAdviceJob(*m_game, request);
}

bool GameSession::gameOver() const { return m_game && m_game->state().gameOver(); }

QString GameSession::choose(const QString& optionId) { return choose(optionId, nullptr); }

QString GameSession::choose(const QString& optionId, QList<PlaybackStep>* steps) {
    if (!m_game)
        return tr("There is no game.");
    const size_t firstEvent = m_game->state().log.size();
    // The view after every event, taken as the engine runs (the log filter needs the whole
    // log, so it picks the lines afterwards).
    std::unordered_map<size_t, StateView> views; // by index in the log
    std::unordered_map<size_t, Visibility> sights; // what was open then, for the line itself
    std::optional<LogObserver> observer;
    if (steps)
        observer.emplace([&views, &sights](const GameState& s) {
            views.insert_or_assign(s.log.size() - 1, playerState(s));
            sights.emplace(s.log.size() - 1, playerVisibility(s));
        });
    if (auto e = playerChoose(*m_game, optionId.toStdString()))
        return qs(e->message);
    observer.reset();
    noteEntry();
    if (steps) {
        extendLogCache();
        const Visibility now = playerVisibility(m_game->state());
        for (const auto& [index, line] : m_shownLines)
            if (index >= firstEvent) {
                const auto sight = sights.find(index);
                const auto view = views.find(index);
                steps->append({eventFromJson(line.shown(sight != sights.end() ? sight->second : now, m_remember)),
                               view != views.end() ? view->second : playerState(m_game->state())});
            }
    }
    return {};
}

} // namespace bsg::gui
