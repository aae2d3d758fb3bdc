#include "game.h"

#include "rules.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace bsg {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }
constexpr const char* kFormat = "galactica-solo/save";
constexpr int kVersion = 1;
constexpr qint64 kMaxSaveBytes = 64 * 1024 * 1024; // a save is never near this; refuse hostile files

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
    Setup setup;
    const QString mode = o.value("mode").toString("standard");
    if (mode != "standard" && mode != "solo")
        return fail("mode must be \"standard\" or \"solo\".");
    setup.solo = mode == "solo";
    if (!o.value("characters").isArray())
        return fail("characters must be a list of character ids.");
    for (const auto& v : o.value("characters").toArray()) {
        const int c = db().character(v.toString().toStdString());
        if (c < 0)
            return fail("unknown character '" + v.toString().toStdString() + "' (see docs/ids.md).");
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
        return fail("seed must be a non-negative integer.");
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
    auto s = newGame(setup, error);
    if (!s)
        return std::nullopt;
    Game g;
    g.m_setup = setup;
    g.m_state = std::move(*s);
    return g;
}

std::optional<Error> Game::choose(std::string_view optionId) {
    if (auto e = applyId(m_state, optionId))
        return e;
    m_record.push_back(RecordEntry{std::string(optionId), {}});
    return std::nullopt;
}

std::optional<Error> Game::scenario(const QJsonObject& command) {
    if (auto e = applyScenario(m_state, command))
        return e;
    m_record.push_back(RecordEntry{{}, command});
    return std::nullopt;
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
            checkpoints.append(QJsonObject{{"entry", int(i + 1)},
                                           {"step", replay->m_state.step},
                                           {"hash", qs(hashHex(stateHash(replay->m_state)))}});
    }
    return QJsonObject{{"format", kFormat},
                       {"version", kVersion},
                       {"app_version", GALACTICA_VERSION},
                       {"seed", QString::number(m_setup.seed)},
                       {"setup", setupToJson(m_setup)},
                       {"log", log},
                       {"checkpoints", checkpoints}};
}

std::optional<Game> Game::fromSave(const QJsonObject& save, Error* error, int upTo, bool verify) {
    auto fail = [&](const std::string& code, const std::string& msg) {
        if (error)
            *error = Error{code, msg};
        return std::nullopt;
    };
    if (save.value("format").toString() != kFormat)
        return fail("bad_save", "This is not a galactica-solo save (format is missing or wrong).");
    if (save.value("version").toInt(-1) != kVersion)
        return fail("bad_save", "Unsupported save version " + std::to_string(save.value("version").toInt(-1)) +
                                    " (this program reads version 1).");
    if (!save.value("setup").isObject() || !save.value("log").isArray())
        return fail("bad_save", "The save has no setup or no log.");
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
    auto g = Game::start(*setup, &e);
    if (!g)
        return fail("bad_save", "The save's setup is invalid: " + e.message);
    // Checkpoints by record entry.
    std::vector<std::pair<int, std::string>> checkpoints;
    for (const auto& v : save.value("checkpoints").toArray()) {
        const QJsonObject c = v.toObject();
        if (!c.value("entry").isDouble() || !c.value("hash").isString())
            return fail("bad_save", "A checkpoint is malformed (it needs entry and hash).");
        checkpoints.emplace_back(c.value("entry").toInt(), c.value("hash").toString().toStdString());
    }
    const QJsonArray log = save.value("log").toArray();
    size_t nextCheckpoint = 0;
    for (int i = 0; i < log.size(); ++i) {
        if (upTo >= 0 && i >= upTo)
            break;
        if (!log[i].isObject())
            return fail("bad_save", "Log entry " + std::to_string(i + 1) + " is not an object.");
        const QJsonObject entry = log[i].toObject();
        std::optional<Error> err;
        if (entry.contains("choose"))
            err = g->choose(entry.value("choose").toString().toStdString());
        else
            err = g->scenario(entry);
        if (err)
            return fail("bad_save", "Log entry " + std::to_string(i + 1) + " cannot be replayed: " + err->message);
        while (nextCheckpoint < checkpoints.size() && checkpoints[nextCheckpoint].first <= i + 1) {
            if (verify && checkpoints[nextCheckpoint].first == i + 1 &&
                checkpoints[nextCheckpoint].second != hashHex(stateHash(g->m_state)))
                return fail("checkpoint_mismatch", "The game replayed differently: the checkpoint after log entry " +
                                                       std::to_string(i + 1) + " does not match.");
            ++nextCheckpoint;
        }
    }
    return g;
}

std::optional<Error> Game::saveFile(const std::string& path) const {
    QSaveFile file(qs(path));
    if (!file.open(QIODevice::WriteOnly))
        return Error{"io_error", "Cannot write " + path + ": " + file.errorString().toStdString()};
    file.write(QJsonDocument(toSave()).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return Error{"io_error", "Cannot write " + path + ": " + file.errorString().toStdString()};
    return std::nullopt;
}

std::optional<Game> Game::loadFile(const std::string& path, Error* error, int upTo, bool verify) {
    QFile file(qs(path));
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Error{"io_error", "Cannot read " + path + ": " + file.errorString().toStdString()};
        return std::nullopt;
    }
    if (file.size() > kMaxSaveBytes) {
        if (error)
            *error = Error{"bad_save", path + " is too large to be a save."};
        return std::nullopt;
    }
    QJsonParseError perr{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &perr);
    if (perr.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = Error{"bad_save", path + " is not valid JSON (" + perr.errorString().toStdString() +
                                           " at byte " + std::to_string(perr.offset) + "); it may be truncated."};
        return std::nullopt;
    }
    return fromSave(doc.object(), error, upTo, verify);
}

} // namespace bsg
