#include "game_session.h"

#include "advice_job.h"

#include "advisor.h"
#include "carddb.h"
#include "solo_session.h"
#include "solo_game.h"
#include "save_io.h"
#include "save_journal.h"
#include "solo_kinds.h"
#include "view.h"
#include "json_tree.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

#include <unordered_map>

namespace bsg::gui {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }
QString tr(const char* text) { return QCoreApplication::translate("GameSession", text); }

// The player's view: the solo layer's view, decision, log and choice check (solo/solo_game.h).
Visibility playerVisibility(const GameState& s) { return solo::soloVisibility(s); }
StateView playerState(const GameState& s) { return solo::soloStateView(s); }
std::optional<DecisionView> playerDecision(const GameState& s) { return solo::soloDecisionView(s); }
QJsonArray playerEvents(const GameState& s, size_t firstIndex) { return solo::soloLogFromIndex(s, firstIndex); }
std::optional<Error> playerChoose(Game& g, std::string_view id) { return solo::soloChoose(g, id); }

// What undo may not cross: the variant's rule (solo/undo_barrier.cpp), shared with the CLI.
using solo::decisionShowsDeckCards;
using solo::revealsHiddenInformation;

std::optional<Error> applyEntry(Game& g, const RecordEntry& e) {
    return e.option.empty() ? g.scenario(e.command) : g.choose(e.option);
}

// A record entry as the player read it in the decision then pending.
QString labelOf(const GameState& s, const RecordEntry& e) {
    if (e.option.empty())
        return tr("a scenario request (%1)").arg(e.command.value("cmd").toString());
    const QString id = qs(e.option);
    if (const auto d = playerDecision(s))
        for (const OptionView& o : d->options)
            if (o.id == id)
                return o.label;
    return tr("a choice no longer offered");
}

std::optional<std::vector<RecordEntry>> recordFromSave(const QJsonObject& save, QString* error) {
    std::vector<RecordEntry> out;
    for (const auto& v : save.value("log").toArray()) {
        const QJsonObject o = v.toObject();
        if (o.contains("choose"))
            out.push_back({o.value("choose").toString().toStdString(), {}});
        else if (o.contains("cmd"))
            out.push_back({{}, o});
        else {
            *error = tr("The save's log has an entry that is neither a choice nor a command.");
            return std::nullopt;
        }
    }
    return out;
}

QJsonObject logEntryJson(const RecordEntry& e) { return e.option.empty() ? e.command : QJsonObject{{"choose", qs(e.option)}}; }

QString readSaveFile(const QString& path, QJsonObject* out) {
    QString why;
    const auto bytes = readSaveWithJournal(path, &why);
    if (!bytes)
        return why;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &pe);
    if (pe.error != QJsonParseError::NoError)
        return tr("%1 is not valid JSON (%2 at byte %3).").arg(path, pe.errorString()).arg(pe.offset);
    if (!doc.isObject())
        return tr("%1 is not a save: it does not hold a JSON object.").arg(path);
    *out = doc.object();
    return {};
}

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

constexpr int kCheckpointEvery = 25;

namespace {

// What a session keeps of the entry that led to `s`.
GameSession::EntryInfo entryInfo(const GameState& s) {
    const QJsonValue d = toJson(playerDecision(s));
    return {int(s.log.size()), s.turn, decisionShowsDeckCards(d), s.decision.kind == SoloDecision::ActiveWindow};
}

} // namespace

QJsonObject GameSession::checkpointNow() const {
    const GameState& s = m_game->state();
    return checkpointJson(recordSize(), s);
}


void GameSession::noteEntry() {
    if (recordSize() > 0 && recordSize() % kCheckpointEvery == 0)
        m_checkpoints.push_back(checkpointNow());
    m_entries.push_back(entryInfo(m_game->state()));
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

QString GameSession::refusalBackTo(int entry) const {
    if (!m_game)
        return tr("There is no game.");
    const int now = recordSize();
    if (entry < 0 || entry >= now)
        return tr("There is no earlier decision to go back to.");
    const GameState& s = m_game->state();
    const Visibility v = playerVisibility(s);
    for (size_t i = size_t(m_entries[size_t(entry)].logSize); i < s.log.size(); ++i)
        if (revealsHiddenInformation(s.log[i])) {
            // Quote the event only if the player's view shows it: the reason must not leak.
            if (!eventVisible(s.log[i], v))
                return tr("Cannot go back: since then a hidden card was drawn or looked at.");
            return tr("Cannot go back: since then this was revealed: \"%1\"").arg(qs(eventText(s, s.log[i])));
        }
    for (int k = entry + 1; k <= now; ++k)
        if (m_entries[size_t(k)].showedDeckCards)
            return tr("Cannot go back: since then cards from a deck were shown for a choice.");
    return {};
}

int GameSession::turnStartEntry() const {
    const int turn = m_entries.back().turn;
    int k = int(m_entries.size()) - 1;
    while (k > 0 && m_entries[size_t(k - 1)].turn == turn)
        --k;
    return k;
}

// The record entry undo goes back to: the last one, or before the moments passed with "done"
// that follow the last decision the player made.
int GameSession::undoTarget(bool pastPassedWindows) const {
    int entry = recordSize() - 1;
    if (!pastPassedWindows || !m_game)
        return entry;
    const std::vector<RecordEntry>& record = m_game->record();
    while (entry >= 0 && m_entries[size_t(entry)].activeWindow && record[size_t(entry)].option == "done")
        --entry;
    return entry;
}

QString GameSession::undoRefusal(bool pastPassedWindows) const { return refusalBackTo(undoTarget(pastPassedWindows)); }

QString GameSession::rewindRefusal() const {
    if (!m_game)
        return tr("There is no game.");
    if (turnStartEntry() >= recordSize())
        return tr("This turn has no decision to take back yet.");
    return refusalBackTo(turnStartEntry());
}

QString GameSession::undo(bool pastPassedWindows) {
    if (QString why = undoRefusal(pastPassedWindows); !why.isEmpty())
        return why;
    return goBackTo(undoTarget(pastPassedWindows), QStringLiteral("undo"));
}

QString GameSession::rewindToTurnStart() {
    if (QString why = rewindRefusal(); !why.isEmpty())
        return why;
    return goBackTo(turnStartEntry(), QStringLiteral("rewind_turn"));
}

// Replays the record up to `entry` from the seed (the engine is deterministic).
QString GameSession::goBackTo(int entry, const QString& kind) {
    const std::vector<RecordEntry> record = m_game->record();
    Error error;
    auto g = Game::start(m_game->setup(), &error);
    if (!g)
        return qs(error.message);
    QJsonArray dropped;
    for (int k = 0; k < int(record.size()); ++k) {
        if (k < entry) {
            if (auto e = applyEntry(*g, record[size_t(k)]))
                return tr("Replaying the game failed: %1").arg(qs(e->message));
        } else {
            dropped.append(qs(record[size_t(k)].option));
        }
    }
    m_rewinds.append(QJsonObject{{"kind", kind}, {"from_entry", int(record.size())}, {"to_entry", entry},
                                 {"dropped", dropped}});
    m_game = std::move(g);
    resetLogCache();
    m_entries.resize(size_t(entry) + 1);
    while (!m_checkpoints.empty() && m_checkpoints.back().value("entry").toInt() > entry)
        m_checkpoints.pop_back();
    return {};
}

QJsonObject GameSession::saveDocument() const {
    if (!m_game)
        return {};
    // Game::toSave's document, built without replaying the game.
    QJsonArray log, checkpoints;
    for (const RecordEntry& e : m_game->record())
        log.append(logEntryJson(e));
    for (const QJsonObject& c : m_checkpoints)
        checkpoints.append(c);
    if (recordSize() > 0 && recordSize() % kCheckpointEvery != 0)
        checkpoints.append(checkpointNow());
    return QJsonObject{{"format", "galactica-solo/save"},
                       {"version", kSaveVersion},
                       {"app_version", GALACTICA_VERSION},
                       {"seed", QString::number(m_game->setup().seed)},
                       {"setup", setupToJson(m_game->setup())},
                       {"log", log},
                       {"log_length", recordSize()},
                       {"checkpoints", checkpoints},
                       {"rewinds", m_rewinds}};
}

// The journal's line for what changed since a store of `savedEntries` entries and
// `savedRewinds` rewinds (save_journal.h): an undo since then makes it start earlier.
QJsonObject GameSession::journalRecord(int savedEntries, int savedRewinds) const {
    if (!m_game)
        return {};
    int at = std::min(savedEntries, recordSize());
    QJsonArray log, checkpoints, rewinds;
    for (qsizetype r = savedRewinds; r < m_rewinds.size(); ++r) {
        at = std::min(at, m_rewinds[r].toObject().value("to_entry").toInt());
        rewinds.append(m_rewinds[r]);
    }
    at = std::max(at, 0);
    for (size_t k = size_t(at); k < m_game->record().size(); ++k)
        log.append(logEntryJson(m_game->record()[k]));
    int keep = 0; // the last checkpoint the save keeps
    for (const QJsonObject& c : m_checkpoints) {
        if (const int entry = c.value("entry").toInt(); entry <= at)
            keep = entry;
        else
            checkpoints.append(c);
    }
    if (recordSize() > 0 && recordSize() % kCheckpointEvery != 0)
        checkpoints.append(checkpointNow());
    return QJsonObject{{"at", at}, {"log", log}, {"keep_checkpoints_to", keep}, {"checkpoints", checkpoints},
                       {"rewinds", rewinds}};
}

QString GameSession::save(const QString& path) const {
    if (!m_game)
        return tr("There is no game to save.");
    Error error;
    const auto bytes = saveBytes(saveDocument(), &error);
    if (!bytes)
        return qs(error.message);
    if (auto e = writeFileSafely(path, *bytes))
        return qs(e->message);
    return {};
}

QString GameSession::load(const QString& path, const LoadProgress& progress) {
    QString why;
    const auto bytes = readSaveWithJournal(path, &why);
    if (!bytes)
        return why;
    return loadBytes(*bytes, progress);
}

QString GameSession::loadDocument(const QJsonObject& save) {
    return loadBytes(QJsonDocument(save).toJson(QJsonDocument::Compact));
}

// One replay, the engine's (it checks every entry and checkpoint): undo's index and the
// save's checkpoints are taken from it as it goes, not from a second replay.
QString GameSession::loadBytes(const QByteArray& bytes, const LoadProgress& progress) {
    std::string why;
    size_t offset = 0;
    const auto tree = gamekit::JsonTree::parse(std::string_view(bytes.constData(), size_t(bytes.size())), &why, &offset);
    const int total = tree ? int(tree->root()["log"].size()) : 0;
    std::vector<EntryInfo> entries(1); // entry 0 (the game as set up) is filled in below
    std::vector<QJsonObject> checkpoints;
    const Game::EntryObserver observe = [&](int done, const GameState& s) {
        if (done % kCheckpointEvery == 0)
            checkpoints.push_back(checkpointJson(done, s));
        entries.push_back(entryInfo(s));
        return !progress || done % 512 != 0 || progress(done, total);
    };
    Error error;
    auto loaded = Game::loadBytes(bytes, &error, observe);
    if (!loaded)
        return qs(error.message);
    if (loaded->setup().variant != bsg::VariantId::FourSolo)
        return tr("This save is not a Four Solo game.");
    if (auto e = solo::checkSoloGame(*loaded))
        return qs(e->message);
    const auto setUp = Game::start(loaded->setup(), &error);
    if (!setUp)
        return qs(error.message);
    entries.front() = entryInfo(setUp->state());
    m_game = std::move(loaded);
    resetLogCache();
    m_entries = std::move(entries);
    m_checkpoints = std::move(checkpoints);
    m_rewinds = tree ? tree->root()["rewinds"].toQJson().toArray() : QJsonArray();
    if (progress)
        progress(total, total);
    return {};
}

// ---------------------------------------------------------------- replay

QString ReplaySession::open(const QString& path) {
    QJsonObject doc;
    if (QString why = readSaveFile(path, &doc); !why.isEmpty())
        return why;
    return openDocument(doc);
}

QString ReplaySession::openDocument(const QJsonObject& save) {
    Error error;
    auto full = Game::fromSave(save, &error);
    if (!full)
        return qs(error.message);
    QString why;
    auto record = recordFromSave(save, &why);
    if (!record)
        return why;
    m_save = save;
    m_setup = full->setup();
    m_record = std::move(*record);
    // One pass to find the bookmarks: what each entry's events did.
    auto g = Game::start(m_setup, &error);
    m_bookmarks.clear();
    m_turnAt.assign(1, g->state().turn);
    // The public tracks (see TrackPoint): point 0 as turn 1 begins, then each turn's end.
    auto track = [](int turn, int entry, const GameState& s) {
        return TrackPoint{turn, entry, s.resources[size_t(Resource::Fuel)], s.resources[size_t(Resource::Food)],
                          s.resources[size_t(Resource::Morale)], s.resources[size_t(Resource::Population)],
                          s.distance, s.jumpTrack};
    };
    m_tracks.assign(1, track(0, 0, g->state()));
    for (size_t k = 0; k < m_record.size(); ++k) {
        const size_t before = g->state().log.size();
        const int turnBefore = g->state().turn;
        (void)applyEntry(*g, m_record[k]);
        const GameState& s = g->state();
        m_turnAt.push_back(s.turn);
        if (s.turn != turnBefore) {
            if (turnBefore <= 0)
                m_tracks.front() = track(0, int(k) + 1, s);
            else
                m_tracks.push_back(track(turnBefore, int(k) + 1, s));
        }
        if (s.turn != turnBefore)
            m_bookmarks.append({int(k), s.turn, tr("Turn %1 begins").arg(s.turn)});
        for (size_t i = before; i < s.log.size(); ++i) {
            const LogEvent& e = s.log[i];
            QString what;
            if (e.kind == EventKind::FleetJumped)
                what = tr("The fleet jumps");
            else if (e.kind == EventKind::Revealed)
                what = tr("A Cylon is revealed");
            else if (e.kind == EventKind::LoyaltyLooked)
                what = tr("A loyalty card is looked at");
            else if (e.kind == EventKind::CrisisDrawn && e.a >= 0 && size_t(e.a) < db().crises.size() &&
                     (db().crises[size_t(e.a)].activation != Activation::None ||
                      !db().crises[size_t(e.a)].activateFirst.empty()))
                what = tr("Cylon activation: %1").arg(qs(db().crises[size_t(e.a)].name));
            if (!what.isEmpty())
                m_bookmarks.append({int(k), s.turn, what});
        }
    }
    // The turn the save stops in (the game's last turn, or one under way).
    if (const int last = g->state().turn; last > m_tracks.back().turn)
        m_tracks.push_back(track(last, int(m_record.size()), g->state()));
    m_game = std::move(g);
    m_position = int(m_record.size());
    return seek(0);
}

QString ReplaySession::seek(int entry) {
    entry = std::clamp(entry, 0, steps());
    if (!m_game || entry < m_position) {
        Error error;
        m_game = Game::start(m_setup, &error);
        m_position = 0;
    }
    while (m_position < entry) {
        const RecordEntry& next = m_record[size_t(m_position)];
        if (m_position + 1 == entry) // the step that leads here: its label, read before it is taken
            m_lastChoiceLabel = labelOf(m_game->state(), next);
        if (auto e = applyEntry(*m_game, next))
            return qs(e->message);
        ++m_position;
    }
    return {};
}

QString ReplaySession::choiceLabelAt(int entry) const {
    if (!m_game || entry < 0 || entry >= steps())
        return {};
    if (entry == m_position)
        return labelOf(m_game->state(), m_record[size_t(entry)]);
    if (entry + 1 == m_position)
        return m_lastChoiceLabel;
    Error error; // elsewhere: replayed to that point
    auto g = Game::start(m_setup, &error);
    for (int k = 0; g && k < entry; ++k)
        if (applyEntry(*g, m_record[size_t(k)]))
            return {};
    return g ? labelOf(g->state(), m_record[size_t(entry)]) : QString();
}

StateView ReplaySession::state(bool fullView) const {
    if (!m_game)
        return {};
    const GameState& s = m_game->state();
    return fullView ? stateView(s, Visibility::everything()) : playerState(s);
}

std::optional<DecisionView> ReplaySession::decision() const {
    return m_game ? playerDecision(m_game->state()) : std::nullopt;
}

QList<EventView> ReplaySession::events(bool fullView) const {
    if (!m_game)
        return {};
    const GameState& s = m_game->state();
    QList<EventView> out;
    if (!fullView) {
        for (const auto& e : playerEvents(s, 0))
            out.append(eventFromJson(e.toObject()));
        return out;
    }
    for (const LogEvent& e : s.log)
        out.append(eventView(s, e));
    return out;
}

QList<ReplaySession::Rewind> ReplaySession::rewinds() const {
    QList<Rewind> out;
    for (const auto& r : m_save.value("rewinds").toArray()) {
        const QJsonObject o = r.toObject();
        out.append({o.value("kind").toString(), o.value("from_entry").toInt(), o.value("to_entry").toInt()});
    }
    return out;
}

QString ReplaySession::choiceAt(int entry) const {
    if (entry < 0 || entry >= steps())
        return {};
    const RecordEntry& e = m_record[size_t(entry)];
    return e.option.empty() ? QString::fromUtf8(QJsonDocument(e.command).toJson(QJsonDocument::Compact)) : qs(e.option);
}

int ReplaySession::entryOfTurn(int turn) const {
    for (size_t k = 0; k < m_turnAt.size(); ++k)
        if (m_turnAt[k] >= turn)
            return int(k);
    return steps();
}

QStringList jsonDifferences(const QJsonValue& before, const QJsonValue& after, const QString& path) {
    QStringList out;
    if (before.isObject() && after.isObject()) {
        const QJsonObject a = before.toObject(), b = after.toObject();
        QStringList keys = a.keys();
        for (const QString& k : b.keys())
            if (!a.contains(k))
                keys << k;
        for (const QString& k : keys)
            out << jsonDifferences(a.value(k), b.value(k), path.isEmpty() ? k : path + "." + k);
        return out;
    }
    if (before.isArray() && after.isArray()) {
        const QJsonArray a = before.toArray(), b = after.toArray();
        for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i)
            out << jsonDifferences(i < a.size() ? a[i] : QJsonValue(QJsonValue::Undefined),
                                   i < b.size() ? b[i] : QJsonValue(QJsonValue::Undefined),
                                   path + "[" + QString::number(i) + "]");
        return out;
    }
    if (before != after) {
        auto show = [](const QJsonValue& v) {
            if (v.isUndefined())
                return tr("(none)");
            if (v.isObject() || v.isArray())
                return QString::fromUtf8(v.isObject() ? QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact)
                                                      : QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
            return v.toVariant().toString();
        };
        out << QStringLiteral("%1: %2 -> %3").arg(path, show(before), show(after));
    }
    return out;
}

} // namespace bsg::gui
