// Loading a save: the file's text is read as a JsonTree (json_tree.h), checked, and replayed
// entry by entry, with its checkpoints compared as the replay passes them. Only the setup and
// the scenario commands become Qt JSON values, which the code that applies them takes.
#include "game.h"

#include "json_tree.h"
#include "save_io.h"

#include <QJsonDocument>

namespace bsg {

namespace {

using Value = JsonTree::Value;

// A count or index: a number that is exactly an int (not 2.5, not "2").
bool isWholeNumber(const Value& v) {
    return v.isNumber() && v.number() == double(v.toInt(-1));
}

// The save's top-level seed names `seed` exactly: as a number, or as a string of its digits
// (what the setup accepts). Read from the tree itself: converting through Qt's values would
// run code nothing else in a replay runs.
bool namesSeed(const Value& v, uint64_t seed) {
    if (v.isNumber())
        return v.number() == double(seed) && seed <= (uint64_t(1) << 53);
    return v.isString() && readDecimal(v.string()) == seed;
}

// A save labelled with an old version holds only what the programs of that version wrote:
// version 1 came before log_length and rules revisions, version 2 before rules revision 3.
// So a newer save relabelled to skip the checks of its own version is told apart (its
// hashes could not be compared: those versions hashed the log's sentences). "" when it fits.
std::string notOfItsVersion(const Value& save, int version) {
    const Value revision = save["setup"]["rules_revision"];
    const std::string label = "A version " + std::to_string(version) + " save ";
    if (version == 1 && !save["log_length"].isUndefined())
        return label + "has no log_length (version 2 added it): this one was written by a later program.";
    if (version == 1 && !revision.isUndefined())
        return label + "has no rules revision (version 2 added it): this one was written by a later program.";
    if (version == 2 && !revision.isUndefined() && revision.toInt(-1) > 2)
        return label + "plays rules revision 1 or 2: this one, of revision " + std::to_string(revision.toInt(-1)) +
               ", was written by a later program.";
    return {};
}

Error badSave(std::string message) { return Error{"bad_save", std::move(message)}; }
Error checkpointMismatch(std::string message) { return Error{"checkpoint_mismatch", std::move(message)}; }

// The format and version of the save, and a log of entries it may hold.
std::optional<Error> checkSaveFrame(const Value& save, int version) {
    if (save["format"].string() != kSaveFormat)
        return badSave("This is not a galactica-solo save (format is missing or wrong).");
    if (version < 1 || version > kSaveVersion)
        return badSave("Unsupported save version " + std::to_string(version) + " (this program reads 1 to " +
                       std::to_string(kSaveVersion) + ").");
    if (!save["setup"].isObject() || !save["log"].isArray())
        return badSave("The save has no setup or no log.");
    if (save["log"].size() > size_t(kMaxRecordEntries))
        return badSave("The save's log is longer than " + std::to_string(kMaxRecordEntries) + " entries.");
    return std::nullopt;
}

// Version 2 records the log's length, so a save that lost its last entries is caught.
std::optional<Error> checkLogLength(const Value& save, int version, int length, bool verify) {
    if (version < 2)
        return std::nullopt;
    const Value recorded = save["log_length"];
    if (!isWholeNumber(recorded) || recorded.toInt(-1) < 0)
        return badSave("The save's log_length is missing or not a count.");
    const int count = recorded.toInt(-1);
    if (verify && count != length)
        return checkpointMismatch("The save records " + std::to_string(count) + " log entries but holds " +
                                  std::to_string(length) + ": " +
                                  (count > length ? "log entry " + std::to_string(length + 1) + " is missing."
                                                  : "log entry " + std::to_string(count + 1) + " is not recorded."));
    return std::nullopt;
}

// The game's setup, with what older saves left out (the seed beside it, the rules revision),
// checked against the save's version and seed.
std::optional<Setup> readSaveSetup(const Value& save, int version, Error& failure) {
    Error e;
    QJsonObject setupJson = save["setup"].toQJson().toObject();
    const Value seed = save["seed"];
    if (!setupJson.contains("seed"))
        setupJson["seed"] = seed.toQJson();
    if (!setupJson.contains("rules_revision")) // written before editions existed
        setupJson["rules_revision"] = 1;
    auto setup = setupFromJson(setupJson, &e);
    if (!setup)
        failure = badSave("The save's setup is invalid: " + e.message);
    else if (const std::string why = notOfItsVersion(save, version); !why.empty())
        failure = badSave(why);
    else if (!seed.isUndefined() && !namesSeed(seed, setup->seed))
        failure = badSave("The save's seed does not match its setup.");
    else
        return setup;
    return std::nullopt;
}

struct Checkpoint {
    int entry;
    int step; // -1 when the checkpoint has none
    std::string_view hash;
};

// The checkpoints, each well-formed.
std::optional<Error> readCheckpoints(const Value& save, int length, std::vector<Checkpoint>& checkpoints) {
    const Value cps = save["checkpoints"];
    if (!cps.isUndefined() && !cps.isArray())
        return badSave("The save's checkpoints are not a list.");
    if (int64_t(cps.size()) > int64_t(length) + 1)
        return badSave("The save has more checkpoints than log entries.");
    checkpoints.reserve(cps.size());
    for (Value c = cps.first(); !c.isUndefined(); c = c.next()) {
        const Value entry = c["entry"], step = c["step"];
        if (!c.isObject() || !isWholeNumber(entry) || !c["hash"].isString() ||
            (!step.isUndefined() && !(isWholeNumber(step) && step.toInt(-1) >= 0)) ||
            c.size() != (step.isUndefined() ? 2u : 3u))
            return badSave("Checkpoint " + std::to_string(checkpoints.size() + 1) +
                           " is malformed (it holds entry, hash and a step, a count; nothing else).");
        checkpoints.push_back({entry.toInt(-1), step.isUndefined() ? -1 : step.toInt(-1), c["hash"].string()});
    }
    return std::nullopt;
}

// For a verified load: the checkpoints in order, inside the log, and one after the last entry
// (the final state).
std::optional<Error> checkCheckpointPlaces(const std::vector<Checkpoint>& checkpoints, int length) {
    for (size_t k = 0; k < checkpoints.size(); ++k) {
        const int entry = checkpoints[k].entry;
        const std::string which = "checkpoint " + std::to_string(k + 1) + " (entry " + std::to_string(entry) + ")";
        if (entry < 1 || entry > length)
            return checkpointMismatch("The " + which + " points outside the log of " + std::to_string(length) +
                                      " entries" +
                                      (entry > length ? ": log entry " + std::to_string(length + 1) + " is missing." : "."));
        if (k > 0 && entry <= checkpoints[k - 1].entry)
            return checkpointMismatch("The " + which + " is out of order: it does not come after entry " +
                                      std::to_string(checkpoints[k - 1].entry) + ".");
    }
    if (length > 0 && (checkpoints.empty() || checkpoints.back().entry != length))
        return checkpointMismatch("The save has no checkpoint after its last log entry (" + std::to_string(length) +
                                  "), so its final state cannot be checked.");
    return std::nullopt;
}

// Log entry i + 1, a choice or a scenario command, applied to the game.
std::optional<Error> replayEntry(Game& g, const Value& item, int i) {
    // Built only for a message: thousands of entries replay per load.
    const auto where = [i] { return "Log entry " + std::to_string(i + 1); };
    if (!item.isObject())
        return badSave(where() + " is not an object.");
    std::optional<Error> err;
    if (const Value choice = item["choose"]; !choice.isUndefined()) {
        if (!choice.isString() || item.size() != 1)
            return badSave(where() + " is malformed (a choice is {\"choose\": \"option id\"}).");
        err = g.choose(choice.string());
    } else if (item["cmd"].isString()) {
        err = g.scenario(item.toQJson().toObject());
    } else {
        return badSave(where() + " is neither a choice nor a scenario command.");
    }
    if (err)
        return badSave(where() + " cannot be replayed: " + err->message);
    return std::nullopt;
}

// The checkpoints up to log entry `entry` passed; with `verify`, the one after this entry
// compared with the game. Older versions hashed the log's sentences: their replay is checked
// by its steps.
std::optional<Error> passCheckpoints(const Game& g, const std::vector<Checkpoint>& checkpoints, size_t& next, int entry,
                                     int version, bool verify) {
    while (next < checkpoints.size() && checkpoints[next].entry <= entry) {
        const Checkpoint& c = checkpoints[next++];
        if (!verify || c.entry != entry)
            continue;
        const bool hashDiffers = version >= kFirstHashedSaveVersion && c.hash != checkpointHash(version, g.state());
        if (hashDiffers || (c.step >= 0 && c.step != g.state().step))
            return checkpointMismatch("The game replayed differently: the checkpoint after log entry " +
                                      std::to_string(entry) + " does not match.");
    }
    return std::nullopt;
}

} // namespace

std::optional<Game> Game::replaySave(const JsonTree& tree, Error* error, int upTo, bool verify,
                                     const EntryObserver* afterEntry) {
    const auto fail = [&](Error failure) -> std::optional<Game> {
        if (error)
            *error = std::move(failure);
        return std::nullopt;
    };
    const Value save = tree.root();
    const int version = save["version"].toInt(-1);
    if (auto failure = checkSaveFrame(save, version))
        return fail(*failure);
    const Value log = save["log"];
    const int length = int(log.size());
    if (auto failure = checkLogLength(save, version, length, verify))
        return fail(*failure);
    Error failure;
    const auto setup = readSaveSetup(save, version, failure);
    if (!setup)
        return fail(failure);
    std::vector<Checkpoint> checkpoints;
    if (auto bad = readCheckpoints(save, length, checkpoints))
        return fail(*bad);
    if (verify)
        if (auto bad = checkCheckpointPlaces(checkpoints, length))
            return fail(*bad);
    Error e;
    auto g = Game::start(*setup, &e);
    if (!g)
        return fail(badSave("The save's setup is invalid: " + e.message));
    g->m_record.reserve(size_t(length));
    g->m_loadedVersion = version;
    size_t nextCheckpoint = 0;
    int i = 0;
    for (Value item = log.first(); !item.isUndefined() && (upTo < 0 || i < upTo); item = item.next(), ++i) {
        if (auto bad = replayEntry(*g, item, i))
            return fail(*bad);
        if (auto bad = passCheckpoints(*g, checkpoints, nextCheckpoint, i + 1, version, verify))
            return fail(*bad);
        if (afterEntry && !(*afterEntry)(i + 1, g->m_state))
            return fail(Error{"cancelled", "The load was cancelled."});
    }
    return g;
}

std::optional<Game> Game::fromSave(const QJsonObject& save, Error* error, int upTo, bool verify) {
    // One reader of saves: a document Qt has already parsed is read again from its text.
    return loadBytes(QJsonDocument(save).toJson(QJsonDocument::Compact), error, upTo, verify);
}

std::optional<Game> Game::loadFile(const std::string& path, Error* error, int upTo, bool verify) {
    auto bytes = readRegularFile(QString::fromStdString(path), kMaxSaveBytes, error);
    if (!bytes)
        return std::nullopt;
    return loadBytes(*bytes, error, upTo, verify);
}

std::optional<Game> Game::loadBytes(const QByteArray& bytes, Error* error, int upTo, bool verify) {
    return parseAndReplay(bytes, error, upTo, verify, nullptr);
}

std::optional<Game> Game::loadBytes(const QByteArray& bytes, Error* error, const EntryObserver& afterEntry) {
    return parseAndReplay(bytes, error, -1, true, &afterEntry);
}

std::optional<Game> Game::parseAndReplay(const QByteArray& bytes, Error* error, int upTo, bool verify,
                                         const EntryObserver* afterEntry) {
    if (bytes.size() > kMaxSaveBytes) {
        if (error)
            *error = Error{"bad_save", "The file is too large to be a save."};
        return std::nullopt;
    }
    std::string why;
    size_t offset = 0;
    const auto tree = JsonTree::parse(std::string_view(bytes.constData(), size_t(bytes.size())), &why, &offset);
    if (!tree) {
        if (error)
            *error = Error{"bad_save", "The file is not valid JSON (" + why + " at byte " + std::to_string(offset) +
                                           "); it may be truncated."};
        return std::nullopt;
    }
    return replaySave(*tree, error, upTo, verify, afterEntry);
}

} // namespace bsg
