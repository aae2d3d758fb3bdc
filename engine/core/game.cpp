#include "game.h"

#include "rules.h"
#include "save_io.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <cmath>

namespace bsg {

namespace {

// "mode must be \"standard\" or \"solo\".", from the variant registry.
std::string modeChoices() {
    std::string text = "mode must be";
    for (size_t i = 0; i < kVariantModeIds.size(); ++i)
        text += std::string(i == 0 ? " \"" : " or \"") + std::string(kVariantModeIds[i]) + "\"";
    return text + ".";
}

QString qs(const std::string& s) { return QString::fromStdString(s); }
QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

bool isListOfStrings(const QJsonValue& v) {
    if (!v.isArray())
        return false;
    for (const QJsonValue item : v.toArray())
        if (!item.isString())
            return false;
    return true;
}

const char* difficultyId(Difficulty d) {
    return d == Difficulty::Easy ? "easy" : d == Difficulty::Hard ? "hard" : "normal";
}

} // namespace

std::optional<uint64_t> readDecimal(std::string_view text) {
    uint64_t value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        const auto digit = uint64_t(c - '0');
        if (value > (UINT64_MAX - digit) / 10)
            return std::nullopt; // past 2^64 - 1
        value = value * 10 + digit;
    }
    return text.empty() ? std::nullopt : std::optional<uint64_t>(value);
}

QJsonObject setupToJson(const Setup& setup) {
    QJsonArray chars;
    for (CharId c : setup.characters)
        chars.append(qs(db().characters[size_t(c)].id));
    QJsonObject o{{"mode", qs(kVariantModeIds[size_t(setup.variant)])},
                  {"characters", chars},
                  {"seed", QString::number(setup.seed)},
                  {"difficulty", difficultyId(setup.difficulty)},
                  {"first_player", qs(db().characters[size_t(setup.characters[size_t(setup.firstPlayer)])].id)},
                  {"rules_revision", setup.rulesRevision}};
    if (setup.boxes != kBaseGameBoxes) { // a base game's setup is written as before boxes existed
        o["boxes"] = boxIdsJson(setup.boxes);
        o["box_options"] = boxOptionIdsJson(setup.boxOptions);
    }
    return o;
}

QJsonArray boxIdsJson(BoxSet boxes) {
    QJsonArray ids;
    for (int b = 1; b < kBoxCount; ++b) // the base game is in every game: not listed
        if (boxes & boxBit(Box(b)))
            ids.append(qs(boxId(Box(b))));
    return ids;
}

QJsonArray boxOptionIdsJson(BoxOptionSet options) {
    QJsonArray ids;
    for (size_t i = 0; i < kBoxOptions.size(); ++i)
        if (options & boxOptionBit(BoxOption(i)))
            ids.append(qs(kBoxOptions[i].id));
    return ids;
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
    // The same fields in `new` and in a save's setup: any other is refused, not ignored.
    static const QStringList known{"mode",           "seed",  "characters", "difficulty", "first_player",
                                   "rules_revision", "boxes", "box_options"};
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key()))
            return badType("the setup has no field '" + excerpt(it.key().toStdString()) + "'.");
    for (const char* field : {"mode", "difficulty", "first_player"})
        if (o.contains(field) && !o.value(field).isString())
            return badType(std::string(field) + " must be a string.");
    Setup setup;
    const std::optional<VariantId> variant = variantOfModeId(o.value("mode").toString("standard").toStdString());
    if (!variant)
        return fail(modeChoices());
    setup.variant = *variant;
    // Boxes before characters: a character of a box not in play is refused by its box.
    for (const char* field : {"boxes", "box_options"})
        if (o.contains(field) && !isListOfStrings(o.value(field)))
            return badType(std::string(field) + " must be a list of ids (strings).");
    for (const QJsonValue v : o.value("boxes").toArray())
        if (auto why = addBox(setup.boxes, v.toString().toStdString()))
            return fail(*why);
    for (const QJsonValue v : o.value("box_options").toArray())
        if (auto why = addBoxOption(setup.boxOptions, setup.boxes, v.toString().toStdString()))
            return fail(*why);
    if (!o.value("characters").isArray())
        return badType("characters must be a list of character ids.");
    const QJsonArray characters = o.value("characters").toArray();
    if (characters.size() > kMaxPlayers)
        return fail("characters lists at most " + std::to_string(kMaxPlayers) + " characters.");
    for (const auto& v : characters) {
        if (!v.isString())
            return badType("characters must be a list of character ids (strings).");
        const int c = db().character(v.toString().toStdString());
        if (c < 0 || !(setup.boxes & boxBit(db().characters[size_t(c)].box)))
            return fail("unknown character '" + excerpt(v.toString().toStdString()) + "' (see docs/ids.md)" +
                        (c < 0 ? "." : ": its box is not in play."));
        setup.characters.push_back(CharId(c));
    }
    const QJsonValue seed = o.value("seed");
    if (seed.isDouble()) {
        const double d = seed.toDouble();
        if (d != std::trunc(d))
            return badType("seed must be a whole number.");
        if (d < 0 || d > 9007199254740991.0)
            return fail("seed must be a non-negative integer (up to 2^53 as a number; larger ones as a string).");
        setup.seed = uint64_t(d);
    } else if (seed.isString()) {
        const auto value = readDecimal(seed.toString().toStdString());
        if (!value)
            return fail("seed must be a non-negative integer (as a string: decimal digits only).");
        setup.seed = *value;
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
        if (!r.isDouble() || r.toDouble() != std::trunc(r.toDouble()))
            return badType("rules_revision must be a whole number.");
        const double revision = r.toDouble();
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
    return QJsonObject{{"format", QLatin1StringView(kSaveFormat.data(), qsizetype(kSaveFormat.size()))},
                       {"version", kSaveVersion},
                       {"app_version", GALACTICA_VERSION},
                       {"seed", QString::number(m_setup.seed)},
                       {"setup", setupToJson(m_setup)},
                       {"log", log},
                       {"log_length", int(m_record.size())},
                       {"checkpoints", checkpoints}};
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

} // namespace bsg
