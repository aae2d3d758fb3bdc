#include "game.h"

#include "rules.h"
#include "save_io.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace bsg {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }
constexpr const char* kFormat = "galactica-solo/save";

const char* difficultyId(Difficulty d) {
    return d == Difficulty::Easy ? "easy" : d == Difficulty::Hard ? "hard" : "normal";
}

} // namespace

QJsonObject setupToJson(const Setup& setup) {
    QJsonArray chars;
    for (CharId c : setup.characters)
        chars.append(qs(db().characters[size_t(c)].id));
    return QJsonObject{{"mode", setup.solo ? "solo" : "standard"},
                       {"characters", chars},
                       {"seed", QString::number(setup.seed)},
                       {"difficulty", difficultyId(setup.difficulty)},
                       {"first_player", qs(db().characters[size_t(setup.characters[size_t(setup.firstPlayer)])].id)},
                       {"rules_revision", setup.rulesRevision}};
}

std::optional<Setup> setupFromJson(const QJsonObject& o, Error* error) {
    auto fail = [&](const std::string& msg) {
        if (error)
            *error = Error{"bad_setup", msg};
        return std::nullopt;
    };
    auto badType = [&](const std::string& msg) {
        if (error)
            *error = Error{"bad_request", msg};
        return std::nullopt;
    };
    for (const char* field : {"mode", "difficulty", "first_player"})
        if (o.contains(field) && !o.value(field).isString())
            return badType(std::string(field) + " must be a string.");
    Setup setup;
    const QString mode = o.value("mode").toString("standard");
    if (mode != "standard" && mode != "solo")
        return fail("mode must be \"standard\" or \"solo\".");
    setup.solo = mode == "solo";
    if (!o.value("characters").isArray())
        return badType("characters must be a list of character ids.");
    const QJsonArray characters = o.value("characters").toArray();
    if (characters.size() > kMaxPlayers)
        return fail("characters lists at most " + std::to_string(kMaxPlayers) + " characters.");
    for (const auto& v : characters) {
        if (!v.isString())
            return badType("characters must be a list of character ids (strings).");
        const int c = db().character(v.toString().toStdString());
        if (c < 0)
            return fail("unknown character '" + excerpt(v.toString().toStdString()) + "' (see docs/ids.md).");
        setup.characters.push_back(CharId(c));
    }
    const QJsonValue seed = o.value("seed");
    if (seed.isDouble()) {
        const double d = seed.toDouble();
        if (d < 0 || d > 9007199254740991.0 || d != double(qint64(d)))
            return fail("seed must be a non-negative integer.");
        setup.seed = uint64_t(d);
    } else if (seed.isString()) {
        bool ok = false;
        setup.seed = seed.toString().toULongLong(&ok);
        if (!ok)
            return fail("seed must be a non-negative integer.");
    } else if (!seed.isUndefined()) {
        return badType("seed must be a non-negative integer.");
    }
    const QString diff = o.value("difficulty").toString("normal");
    if (diff == "easy")
        setup.difficulty = Difficulty::Easy;
    else if (diff == "hard")
        setup.difficulty = Difficulty::Hard;
    else if (diff != "normal")
        return fail("difficulty must be easy, normal or hard.");
    if (o.contains("rules_revision")) {
        const QJsonValue r = o.value("rules_revision");
        const int revision = r.isDouble() && r.toDouble() == double(r.toInt()) ? r.toInt() : -1;
        if (revision < 1 || revision > kRulesRevision)
            return fail("rules_revision must be an integer from 1 to " + std::to_string(kRulesRevision) +
                        " (this program plays editions up to " + std::to_string(kRulesRevision) + ").");
        setup.rulesRevision = uint8_t(revision);
    }
    if (o.contains("first_player")) {
        const int c = db().character(o.value("first_player").toString().toStdString());
        setup.firstPlayer = -1;
        for (size_t i = 0; i < setup.characters.size(); ++i)
            if (setup.characters[i] == c)
                setup.firstPlayer = Seat(i);
        if (setup.firstPlayer < 0)
            return fail("first_player must be one of the characters.");
    }
    return setup;
}

std::optional<Game> Game::start(const Setup& setup, Error* error) {
    // Loading, undo and the fuzz targets start the same setup again and again: the last
    // new game of this thread is kept (newGame is deterministic, so a copy is the same game).
    thread_local std::optional<std::pair<Setup, GameState>> last;
    if (!last || !(last->first == setup)) {
        auto s = newGame(setup, error);
        if (!s)
            return std::nullopt;
        last.emplace(setup, std::move(*s));
    }
    Game g;
    g.m_setup = setup;
    g.m_state = last->second;
    return g;
}

std::optional<Error> Game::choose(std::string_view optionId) {
    if (m_record.size() >= size_t(kMaxRecordEntries))
        return Error{"illegal_option", "The game's record is full (" + std::to_string(kMaxRecordEntries) + " entries)."};
    if (auto e = applyId(m_state, optionId))
        return e;
    m_record.push_back(RecordEntry{std::string(optionId), {}});
    return std::nullopt;
}

std::optional<Error> Game::scenario(const QJsonObject& command) {
    if (m_record.size() >= size_t(kMaxRecordEntries))
        return Error{"illegal_scenario", "The game's record is full (" + std::to_string(kMaxRecordEntries) + " entries)."};
    if (auto e = applyScenario(m_state, command))
        return e;
    m_record.push_back(RecordEntry{{}, command});
    return std::nullopt;
}

QJsonObject checkpointJson(int entry, const GameState& s) {
    return QJsonObject{{"entry", entry}, {"step", s.step}, {"hash", qs(checkpointHash(kSaveVersion, s))}};
}

std::string checkpointHash(int version, const GameState& s) {
    if (version >= kFirstDigestSaveVersion)
        return hashHex(checkpointDigest(s));
    return version >= kFirstHashedSaveVersion ? hashHex(stateHash(s)) : std::string();
}

QJsonObject Game::toSave(int every) const {
    QJsonArray log, checkpoints;
    Error ignored;
    std::optional<Game> replay = Game::start(m_setup, &ignored);
    for (size_t i = 0; i < m_record.size(); ++i) {
        const RecordEntry& e = m_record[i];
        if (e.option.empty()) {
            log.append(e.command);
            if (replay)
                replay->scenario(e.command);
        } else {
            log.append(QJsonObject{{"choose", qs(e.option)}});
            if (replay)
                replay->choose(e.option);
        }
        if (every > 0 && ((i + 1) % size_t(every) == 0 || i + 1 == m_record.size()) && replay)
            checkpoints.append(checkpointJson(int(i + 1), replay->m_state));
    }
    return QJsonObject{{"format", kFormat},
                       {"version", kSaveVersion},
                       {"app_version", GALACTICA_VERSION},
                       {"seed", QString::number(m_setup.seed)},
                       {"setup", setupToJson(m_setup)},
                       {"log", log},
                       {"log_length", int(m_record.size())},
                       {"checkpoints", checkpoints}};
}

std::optional<Game> Game::fromSave(const QJsonObject& save, Error* error, int upTo, bool verify) {
    auto fail = [&](const std::string& code, const std::string& msg) {
        if (error)
            *error = Error{code, msg};
        return std::nullopt;
    };
    auto mismatch = [&](const std::string& msg) { return fail("checkpoint_mismatch", msg); };
    if (save.value("format").toString() != kFormat)
        return fail("bad_save", "This is not a galactica-solo save (format is missing or wrong).");
    const int version = save.value("version").isDouble() ? save.value("version").toInt(-1) : -1;
    if (version < 1 || version > kSaveVersion)
        return fail("bad_save", "Unsupported save version " + std::to_string(version) + " (this program reads 1 to " +
                                    std::to_string(kSaveVersion) + ").");
    if (!save.value("setup").isObject() || !save.value("log").isArray())
        return fail("bad_save", "The save has no setup or no log.");
    const QJsonArray log = save.value("log").toArray();
    const int length = int(log.size());
    if (length > kMaxRecordEntries)
        return fail("bad_save", "The save's log is longer than " + std::to_string(kMaxRecordEntries) + " entries.");
    // Version 2 records the log's length, so a save that lost its last entries is caught.
    if (version >= 2) {
        const QJsonValue recorded = save.value("log_length");
        if (!recorded.isDouble() || recorded.toDouble() != double(recorded.toInt(-1)) || recorded.toInt(-1) < 0)
            return fail("bad_save", "The save's log_length is missing or not a count.");
        if (verify && recorded.toInt() != length)
            return mismatch("The save records " + std::to_string(recorded.toInt()) + " log entries but holds " +
                            std::to_string(length) + ": " +
                            (recorded.toInt() > length ? "log entry " + std::to_string(length + 1) + " is missing."
                                                       : "log entry " + std::to_string(recorded.toInt() + 1) +
                                                             " is not recorded."));
    }
    Error e;
    QJsonObject setupJson = save.value("setup").toObject();
    if (!setupJson.contains("seed"))
        setupJson["seed"] = save.value("seed");
    if (!setupJson.contains("rules_revision")) // written before editions existed
        setupJson["rules_revision"] = 1;
    auto setup = setupFromJson(setupJson, &e);
    if (!setup)
        return fail("bad_save", "The save's setup is invalid: " + e.message);
    if (save.contains("seed") && save.value("seed").toVariant().toULongLong() != setup->seed)
        return fail("bad_save", "The save's seed does not match its setup.");
    // Checkpoints: well-formed always; with `verify` also in order, inside the log, and one
    // after the last entry (the final state).
    struct Checkpoint {
        int entry;
        int step; // -1 when the checkpoint has none
        std::string hash;
    };
    std::vector<Checkpoint> checkpoints;
    if (save.contains("checkpoints") && !save.value("checkpoints").isArray())
        return fail("bad_save", "The save's checkpoints are not a list.");
    const QJsonArray cps = save.value("checkpoints").toArray();
    if (cps.size() > length + 1)
        return fail("bad_save", "The save has more checkpoints than log entries.");
    for (qsizetype k = 0; k < cps.size(); ++k) {
        const QJsonObject c = cps[k].toObject();
        const QJsonValue entry = c.value("entry"), step = c.value("step");
        if (!cps[k].isObject() || !entry.isDouble() || entry.toDouble() != double(entry.toInt(-1)) ||
            !c.value("hash").isString() || (c.contains("step") && !step.isDouble()))
            return fail("bad_save", "Checkpoint " + std::to_string(k + 1) + " is malformed (it needs entry and hash).");
        checkpoints.push_back({entry.toInt(), c.contains("step") ? step.toInt(-1) : -1, c.value("hash").toString().toStdString()});
    }
    if (verify) {
        for (size_t k = 0; k < checkpoints.size(); ++k) {
            const int entry = checkpoints[k].entry;
            const std::string which = "checkpoint " + std::to_string(k + 1) + " (entry " + std::to_string(entry) + ")";
            if (entry < 1 || entry > length)
                return mismatch("The " + which + " points outside the log of " + std::to_string(length) +
                                " entries" + (entry > length ? ": log entry " + std::to_string(length + 1) + " is missing." : "."));
            if (k > 0 && entry <= checkpoints[k - 1].entry)
                return mismatch("The " + which + " is out of order: it does not come after entry " +
                                std::to_string(checkpoints[k - 1].entry) + ".");
        }
        if (length > 0 && (checkpoints.empty() || checkpoints.back().entry != length))
            return mismatch("The save has no checkpoint after its last log entry (" + std::to_string(length) +
                            "), so its final state cannot be checked.");
    }
    auto g = Game::start(*setup, &e);
    if (!g)
        return fail("bad_save", "The save's setup is invalid: " + e.message);
    size_t nextCheckpoint = 0;
    for (int i = 0; i < length; ++i) {
        if (upTo >= 0 && i >= upTo)
            break;
        // Built only for a message: thousands of entries replay per load.
        const auto where = [i] { return "Log entry " + std::to_string(i + 1); };
        const QJsonValue item = log[i];
        if (!item.isObject())
            return fail("bad_save", where() + " is not an object.");
        const QJsonObject entry = item.toObject();
        std::optional<Error> err;
        if (const QJsonValue choice = entry.value(QLatin1StringView("choose")); !choice.isUndefined()) {
            if (!choice.isString() || entry.size() != 1)
                return fail("bad_save", where() + " is malformed (a choice is {\"choose\": \"option id\"}).");
            err = g->choose(choice.toString().toStdString());
        } else if (entry.value(QLatin1StringView("cmd")).isString()) {
            err = g->scenario(entry);
        } else {
            return fail("bad_save", where() + " is neither a choice nor a scenario command.");
        }
        if (err)
            return fail("bad_save", where() + " cannot be replayed: " + err->message);
        while (nextCheckpoint < checkpoints.size() && checkpoints[nextCheckpoint].entry <= i + 1) {
            const Checkpoint& c = checkpoints[nextCheckpoint++];
            if (!verify || c.entry != i + 1)
                continue;
            // Older versions hashed the log's sentences: their replay is checked by its steps.
            const bool hashDiffers = version >= kFirstHashedSaveVersion && c.hash != checkpointHash(version, g->m_state);
            if (hashDiffers || (c.step >= 0 && c.step != g->m_state.step))
                return mismatch("The game replayed differently: the checkpoint after log entry " + std::to_string(i + 1) +
                                " does not match.");
        }
    }
    return g;
}

std::optional<QByteArray> saveBytes(const QJsonObject& save, Error* error) {
    QByteArray bytes = QJsonDocument(save).toJson(QJsonDocument::Indented);
    if (bytes.size() > kMaxSaveBytes) {
        if (error)
            *error = Error{"io_error", "The save would be larger than " + std::to_string(kMaxSaveBytes) +
                                           " bytes, more than the program loads; it is not written."};
        return std::nullopt;
    }
    return bytes;
}

std::optional<Error> Game::saveFile(const std::string& path) const {
    Error e;
    auto bytes = saveBytes(toSave(), &e);
    if (!bytes)
        return e;
    return writeFileSafely(qs(path), *bytes);
}

std::optional<Game> Game::loadFile(const std::string& path, Error* error, int upTo, bool verify) {
    auto bytes = readRegularFile(qs(path), kMaxSaveBytes, error);
    if (!bytes)
        return std::nullopt;
    return loadBytes(*bytes, error, upTo, verify);
}

std::optional<Game> Game::loadBytes(const QByteArray& bytes, Error* error, int upTo, bool verify) {
    if (bytes.size() > kMaxSaveBytes) {
        if (error)
            *error = Error{"bad_save", "The file is too large to be a save."};
        return std::nullopt;
    }
    QJsonParseError perr{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &perr);
    if (perr.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = Error{"bad_save", "The file is not valid JSON (" + perr.errorString().toStdString() + " at byte " +
                                           std::to_string(perr.offset) + "); it may be truncated."};
        return std::nullopt;
    }
    return fromSave(doc.object(), error, upTo, verify);
}

} // namespace bsg
