// GameSession's record: what it keeps of every entry (for undo and rewind), the checkpoints
// a save carries, and saving and loading the game (whole saves and the journal's lines).
#include "game_session.h"

#include "game_session_parts.h"

#include "json_tree.h"
#include "save_io.h"
#include "save_journal.h"
#include "solo_game.h"
#include "solo_kinds.h"
#include "solo_session.h"
#include "view.h"

#include <QJsonDocument>

namespace bsg::gui {

using session::qs;
using session::tr;

constexpr int kCheckpointEvery = 25;

namespace {

// What a session keeps of the entry that led to `s`.
using solo::decisionShowsDeckCards; // what undo may not cross (solo/undo_barrier.cpp)

GameSession::EntryInfo entryInfo(const GameState& s) {
    const QJsonValue d = toJson(solo::soloDecisionView(s)); // as the player saw it
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

namespace {

QJsonObject logEntryJson(const RecordEntry& e) { return e.option.empty() ? e.command : QJsonObject{{"choose", qs(e.option)}}; }

} // namespace

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

} // namespace bsg::gui
