#include "game_library.h"

#include "names.h"
#include "save_io.h"
#include "save_journal.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QStandardPaths>
#include <QThreadPool>
#include <QUuid>

#include <algorithm>

namespace bsg::gui {

namespace {

const QString kIndexName = QStringLiteral("index.json");

QJsonObject entryJson(const GameEntry& e) {
    return QJsonObject{{"file", e.file},
                       {"started", e.started.toString(Qt::ISODateWithMs)},
                       {"played", e.played.toString(Qt::ISODateWithMs)},
                       {"seed", QString::number(e.seed)},
                       {"characters", QJsonArray::fromStringList(e.characters)},
                       {"difficulty", e.difficulty},
                       {"decisions", e.decisions},
                       {"turn", e.turn},
                       {"over", e.over},
                       {"winner", e.winner},
                       {"play_seconds", e.playSeconds}};
}

GameEntry entryFromJson(const QJsonObject& o) {
    GameEntry e;
    e.file = o.value("file").toString();
    e.started = QDateTime::fromString(o.value("started").toString(), Qt::ISODateWithMs);
    e.played = QDateTime::fromString(o.value("played").toString(), Qt::ISODateWithMs);
    e.seed = o.value("seed").toString().toULongLong();
    for (const auto& c : o.value("characters").toArray())
        e.characters << c.toString();
    e.difficulty = o.value("difficulty").toString();
    e.decisions = o.value("decisions").toInt();
    e.turn = o.value("turn").toInt();
    e.over = o.value("over").toBool();
    e.winner = o.value("winner").toString();
    e.playSeconds = std::max(0.0, o.value("play_seconds").toDouble());
    return e;
}

// What the list shows of a game, taken from the session (the view only at the end).
void describe(GameEntry& e, const GameSession& session) {
    const NewGameSpec spec = session.spec();
    e.seed = spec.seed;
    e.characters = spec.characters;
    e.difficulty = spec.difficulty;
    e.decisions = session.recordSize();
    e.turn = session.turn();
    e.over = session.gameOver();
    const std::optional<GameOverView> over = e.over ? session.view().state.gameOver : std::nullopt;
    e.winner = over ? (over->humansWon ? QStringLiteral("humans") : QStringLiteral("cylons")) : QString();
}

} // namespace

QString characterList(const QStringList& ids) {
    QStringList names;
    for (const QString& id : ids)
        names << characterName(id);
    return names.join(QStringLiteral(", "));
}

GameLibrary::GameLibrary(QObject* parent, const QString& folder) : QObject(parent) {
    m_folder = folder.isEmpty()
                   ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/games")
                   : folder;
    m_writer = new QThreadPool(this);
    m_writer->setMaxThreadCount(1); // one thread keeps the writes in order
    m_reader = new QThreadPool(this);
    m_reader->setMaxThreadCount(1);
    QDir().mkpath(m_folder);
    readIndex();
}

// The reads and writes in flight use this object: they stop or finish before it goes.
GameLibrary::~GameLibrary() {
    m_stopReading = true;
    m_reader->waitForDone();
    m_writer->waitForDone();
}

QString GameLibrary::pathOf(const QString& file) const { return m_folder + '/' + file; }

bool GameLibrary::contains(const QString& path) const {
    return QFileInfo(path).absolutePath() == QFileInfo(m_folder).absoluteFilePath();
}

QList<GameEntry> GameLibrary::games() const {
    QList<GameEntry> out = m_games;
    std::stable_sort(out.begin(), out.end(), [](const GameEntry& a, const GameEntry& b) { return a.played > b.played; });
    return out;
}

std::optional<GameEntry> GameLibrary::lastPlayed() const {
    const QList<GameEntry> all = games();
    return all.isEmpty() ? std::nullopt : std::optional<GameEntry>(all.first());
}

std::optional<GameEntry> GameLibrary::entryOf(const QString& path) const {
    const QString file = QFileInfo(path).fileName();
    for (const GameEntry& e : m_games)
        if (e.file == file)
            return e;
    return std::nullopt;
}

std::optional<GameEntry> GameLibrary::lastUnfinished() const {
    for (const GameEntry& e : games())
        if (!e.over)
            return e;
    return std::nullopt;
}

QString GameLibrary::newGamePath(quint64 seed) const {
    const QString stem = QStringLiteral("game-%1-%2").arg(QDateTime::currentDateTime().toString("yyyyMMdd-HHmmss")).arg(seed);
    QString path = pathOf(stem + ".json");
    for (int n = 2; QFileInfo::exists(path) || std::any_of(m_games.begin(), m_games.end(), [&](const GameEntry& e) {
                        return pathOf(e.file) == path;
                    });
         ++n)
        path = pathOf(QStringLiteral("%1-%2.json").arg(stem).arg(n));
    return path;
}

void GameLibrary::store(const QString& path, const GameSession& session, bool whole) {
    if (!session.hasGame())
        return;
    const QString file = QFileInfo(path).fileName();
    auto it = std::find_if(m_games.begin(), m_games.end(), [&](const GameEntry& e) { return e.file == file; });
    if (it == m_games.end()) {
        GameEntry fresh;
        fresh.file = file;
        fresh.started = QDateTime::currentDateTime();
        m_games.append(fresh);
        it = m_games.end() - 1;
    }
    describe(*it, session);
    const QDateTime now = QDateTime::currentDateTime();
    // The first write of a game in this run (it was just started or opened) starts the clock.
    if (m_lastStoredFile == file && m_lastStoredAt.isValid())
        it->playSeconds += std::clamp(m_lastStoredAt.msecsTo(now) / 1000.0, 0.0, kLongestCountedPause);
    m_lastStoredFile = file;
    m_lastStoredAt = now;
    it->played = now;
    if (storeWhole(path, session, whole))
        queueWhole(path, session, *it);
    else
        queueAppend(path, session, *it);
}

bool GameLibrary::storeWhole(const QString& path, const GameSession& session, bool whole) const {
    const auto stored = m_stored.constFind(path);
    return whole || stored == m_stored.cend() || session.gameOver() || saveState().failing ||
           stored->journalBytes > std::max(kJournalLeastBytes, stored->saveBytes);
}

// The whole save, with a new journal id, then the index; the journal it replaces goes.
void GameLibrary::queueWhole(const QString& path, const GameSession& session, const GameEntry& entry) {
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QJsonObject document = session.saveDocument();
    document.insert("journal_id", id);
    Error error;
    const std::optional<QByteArray> save = saveBytes(document, &error);
    if (!save) {
        m_stored.remove(path);
        noteWrite({}, 0, QString::fromStdString(error.message));
        return;
    }
    m_stored.insert(path, Stored{id, session.recordSize(), session.rewindCount(), save->size(), 0, entry.turn,
                                 QDateTime::currentDateTime()});
    // One job writes both, so the game is called saved only when the index lists it as it is.
    const QByteArray index = indexBytes();
    const QString indexPath = pathOf(kIndexName);
    const int decisions = entry.decisions;
    m_writer->start([this, path, id, bytes = *save, index, indexPath, decisions] {
        m_onDisk.remove(path); // no line is appended until this save is in place
        std::optional<Error> failed = writeFileSafely(path, bytes);
        if (!failed) {
            m_onDisk.insert(path, OnDisk{id, false});
            QFile::remove(journalPathOf(path)); // the save holds all it held (left over, it is ignored)
            failed = writeFileSafely(indexPath, index);
        }
        noteWrite(path, decisions, failed ? std::optional<QString>(QString::fromStdString(failed->message)) : std::nullopt);
    });
}

// What the decisions since the last store changed, as one journal line; the index only when
// what the list shows moved on (a new turn, the game over) or a minute has passed.
void GameLibrary::queueAppend(const QString& path, const GameSession& session, const GameEntry& entry) {
    Stored& stored = m_stored[path];
    const QByteArray line = journalLine(session.journalRecord(stored.entries, stored.rewinds));
    const QByteArray header = journalHeader(stored.journalId);
    stored.entries = session.recordSize();
    stored.rewinds = session.rewindCount();
    stored.journalBytes += line.size();
    const QDateTime now = QDateTime::currentDateTime();
    QByteArray index;
    if (entry.turn != stored.indexTurn || stored.indexAt.secsTo(now) >= kIndexEverySeconds) {
        index = indexBytes();
        stored.indexTurn = entry.turn;
        stored.indexAt = now;
    }
    const QString indexPath = pathOf(kIndexName);
    const int decisions = entry.decisions;
    m_writer->start([this, path, id = stored.journalId, line, header, index, indexPath, decisions] {
        std::optional<Error> failed;
        const auto disk = m_onDisk.constFind(path);
        if (disk == m_onDisk.cend() || disk->journalId != id)
            failed = Error{"io_error", "An earlier write of this game failed; the whole game is written on the next try."};
        else
            failed = appendToFile(journalPathOf(path), disk->started ? line : header + line, !disk->started);
        if (failed)
            m_onDisk.remove(path);
        else
            m_onDisk[path].started = true;
        if (!failed && !index.isEmpty())
            failed = writeFileSafely(indexPath, index);
        noteWrite(path, decisions, failed ? std::optional<QString>(QString::fromStdString(failed->message)) : std::nullopt);
    });
}

// An index written alone (a save found unlisted, the old autosave imported).
void GameLibrary::write(const QString& path, const QByteArray& bytes) {
    m_writer->start([this, path, bytes] {
        if (const std::optional<Error> failed = writeFileSafely(path, bytes))
            noteWrite({}, 0, QString::fromStdString(failed->message));
    });
}

// Called on the writer thread (or the window's, for a save that could not even be built):
// the state is updated at once, so waitForWrites() then saveState() is exact; the signals
// reach the window through its event loop.
void GameLibrary::noteWrite(const QString& storedPath, int decisions, const std::optional<QString>& failure) {
    {
        QMutexLocker lock(&m_stateLock);
        if (failure) {
            m_state.failing = true;
            m_state.why = *failure;
        } else if (!storedPath.isEmpty()) {
            m_state = SaveState{false, {}, QFileInfo(storedPath).fileName(), decisions, QDateTime::currentDateTime()};
        }
    }
    QPointer<GameLibrary> self(this);
    QMetaObject::invokeMethod(qApp, [self, storedPath, failure] {
        if (!self)
            return;
        if (failure)
            Q_EMIT self->writeFailed(*failure);
        else if (!storedPath.isEmpty())
            Q_EMIT self->stored(storedPath);
    });
}

GameLibrary::SaveState GameLibrary::saveState() const {
    QMutexLocker lock(&m_stateLock);
    return m_state;
}

void GameLibrary::waitForWrites() { m_writer->waitForDone(); }

QByteArray GameLibrary::indexBytes() const {
    QJsonArray list;
    for (const GameEntry& e : m_games)
        list.append(entryJson(e));
    return QJsonDocument(QJsonObject{{"format", "galactica-solo/games"}, {"version", 1}, {"games", list}})
        .toJson(QJsonDocument::Indented);
}

void GameLibrary::readIndex() {
    Error error;
    const auto bytes = readRegularFile(pathOf(kIndexName), kMaxSaveBytes, &error);
    const QJsonObject doc = bytes ? QJsonDocument::fromJson(*bytes).object() : QJsonObject();
    m_games.clear();
    if (doc.value("format").toString() == QLatin1String("galactica-solo/games"))
        for (const auto& v : doc.value("games").toArray()) {
            const GameEntry e = entryFromJson(v.toObject());
            if (!e.file.isEmpty() && QFileInfo::exists(pathOf(e.file))) // a save deleted by hand leaves the list
                m_games.append(e);
        }
    findUnlistedSaves();
}

void GameLibrary::findUnlistedSaves() {
    const QFileInfoList saves = QDir(m_folder).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time | QDir::Reversed);
    m_unlisted.clear();
    for (const QFileInfo& info : saves) {
        const auto listed = [&](const GameEntry& e) { return e.file == info.fileName(); };
        if (info.fileName() != kIndexName && std::none_of(m_games.begin(), m_games.end(), listed))
            m_unlisted << info.fileName();
    }
}

// Each unlisted save is replayed (a session describes it as store() would) and listed, so no
// game drops out of Recent Games; one that does not load is left as it is.
void GameLibrary::readUnlistedSaves() {
    {
        QMutexLocker lock(&m_readLock);
        if (m_unlisted.isEmpty() || m_reader->activeThreadCount() > 0 || m_readCount > 0)
            return; // nothing to read, or read already
    }
    const QStringList files = m_unlisted;
    const QString folder = m_folder;
    m_reader->start([this, files, folder] {
        for (const QString& file : files) {
            if (m_stopReading)
                return;
            const QFileInfo info(folder + '/' + file);
            GameSession session;
            const bool loaded = session.load(info.absoluteFilePath(), [this](int, int) { return !m_stopReading; }).isEmpty();
            GameEntry e;
            if (loaded) {
                e.file = file;
                describe(e, session);
                e.started = info.birthTime().isValid() ? info.birthTime() : info.lastModified();
                e.played = info.lastModified();
            }
            {
                QMutexLocker lock(&m_readLock);
                if (loaded)
                    m_readEntries.append(e);
                ++m_readCount;
            }
            QPointer<GameLibrary> self(this);
            QMetaObject::invokeMethod(qApp, [self] {
                if (self)
                    self->takeReadEntries();
            });
        }
    });
}

bool GameLibrary::readingUnlisted() const {
    QMutexLocker lock(&m_readLock);
    return m_mergedCount < int(m_unlisted.size()) && (m_readCount > 0 || m_reader->activeThreadCount() > 0);
}

void GameLibrary::finishReadingUnlisted() {
    readUnlistedSaves();
    m_reader->waitForDone();
    takeReadEntries();
}

void GameLibrary::takeReadEntries() {
    QList<GameEntry> read;
    int count = 0;
    {
        QMutexLocker lock(&m_readLock);
        read.swap(m_readEntries);
        count = m_readCount;
    }
    if (count == m_mergedCount)
        return;
    m_mergedCount = count;
    bool added = false;
    for (const GameEntry& e : read) // a game opened meanwhile is listed already
        if (std::none_of(m_games.begin(), m_games.end(), [&](const GameEntry& g) { return g.file == e.file; })) {
            m_games.append(e);
            added = true;
        }
    Q_EMIT unlistedProgress(count, int(m_unlisted.size()));
    if (added)
        Q_EMIT gamesChanged();
    if (count == int(m_unlisted.size())) // all read: the index lists them from now on
        write(pathOf(kIndexName), indexBytes());
}

void GameLibrary::importOldAutosave() {
    const QString old = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
    if (!QFileInfo::exists(old))
        return;
    GameSession session;
    if (!session.load(old).isEmpty())
        return; // unreadable: left where it is, untouched
    const QDateTime played = QFileInfo(old).lastModified();
    const QString path = newGamePath(session.spec().seed);
    if (!QFile::rename(old, path))
        return;
    GameEntry e;
    e.file = QFileInfo(path).fileName();
    describe(e, session);
    e.started = played;
    e.played = played;
    m_games.append(e);
    write(pathOf(kIndexName), indexBytes());
}

} // namespace bsg::gui
