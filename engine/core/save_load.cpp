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

} // namespace

std::optional<Game> Game::replaySave(const JsonTree& tree, Error* error, int upTo, bool verify) {
    auto fail = [&](const std::string& code, const std::string& msg) {
        if (error)
            *error = Error{code, msg};
        return std::nullopt;
    };
    auto mismatch = [&](const std::string& msg) { return fail("checkpoint_mismatch", msg); };
    const Value save = tree.root();
    if (save["format"].string() != kSaveFormat)
        return fail("bad_save", "This is not a galactica-solo save (format is missing or wrong).");
    const int version = save["version"].toInt(-1);
    if (version < 1 || version > kSaveVersion)
        return fail("bad_save", "Unsupported save version " + std::to_string(version) + " (this program reads 1 to " +
                                    std::to_string(kSaveVersion) + ").");
    const Value log = save["log"];
    if (!save["setup"].isObject() || !log.isArray())
        return fail("bad_save", "The save has no setup or no log.");
    const int length = int(log.size());
    if (length > kMaxRecordEntries)
        return fail("bad_save", "The save's log is longer than " + std::to_string(kMaxRecordEntries) + " entries.");
    // Version 2 records the log's length, so a save that lost its last entries is caught.
    if (version >= 2) {
        const Value recorded = save["log_length"];
        if (!isWholeNumber(recorded) || recorded.toInt(-1) < 0)
            return fail("bad_save", "The save's log_length is missing or not a count.");
        const int count = recorded.toInt(-1);
        if (verify && count != length)
            return mismatch("The save records " + std::to_string(count) + " log entries but holds " +
                            std::to_string(length) + ": " +
                            (count > length ? "log entry " + std::to_string(length + 1) + " is missing."
                                            : "log entry " + std::to_string(count + 1) + " is not recorded."));
    }
    Error e;
    QJsonObject setupJson = save["setup"].toQJson().toObject();
    const Value seed = save["seed"];
    if (!setupJson.contains("seed"))
        setupJson["seed"] = seed.toQJson();
    if (!setupJson.contains("rules_revision")) // written before editions existed
        setupJson["rules_revision"] = 1;
    auto setup = setupFromJson(setupJson, &e);
    if (!setup)
        return fail("bad_save", "The save's setup is invalid: " + e.message);
    if (const std::string why = notOfItsVersion(save, version); !why.empty())
        return fail("bad_save", why);
    if (!seed.isUndefined() && !namesSeed(seed, setup->seed))
        return fail("bad_save", "The save's seed does not match its setup.");
    // Checkpoints: well-formed always; with `verify` also in order, inside the log, and one
    // after the last entry (the final state).
    struct Checkpoint {
        int entry;
        int step; // -1 when the checkpoint has none
        std::string_view hash;
    };
    std::vector<Checkpoint> checkpoints;
    const Value cps = save["checkpoints"];
    if (!cps.isUndefined() && !cps.isArray())
        return fail("bad_save", "The save's checkpoints are not a list.");
    if (int64_t(cps.size()) > int64_t(length) + 1)
        return fail("bad_save", "The save has more checkpoints than log entries.");
    checkpoints.reserve(cps.size());
    for (Value c = cps.first(); !c.isUndefined(); c = c.next()) {
        const Value entry = c["entry"], step = c["step"];
        if (!c.isObject() || !isWholeNumber(entry) || !c["hash"].isString() ||
            (!step.isUndefined() && !(isWholeNumber(step) && step.toInt(-1) >= 0)) ||
            c.size() != (step.isUndefined() ? 2u : 3u))
            return fail("bad_save", "Checkpoint " + std::to_string(checkpoints.size() + 1) +
                                        " is malformed (it holds entry, hash and a step, a count; nothing else).");
        checkpoints.push_back({entry.toInt(-1), step.isUndefined() ? -1 : step.toInt(-1), c["hash"].string()});
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
    g->m_record.reserve(size_t(length));
    g->m_loadedVersion = version;
    size_t nextCheckpoint = 0;
    int i = 0;
    for (Value item = log.first(); !item.isUndefined(); item = item.next(), ++i) {
        if (upTo >= 0 && i >= upTo)
            break;
        // Built only for a message: thousands of entries replay per load.
        const auto where = [i] { return "Log entry " + std::to_string(i + 1); };
        if (!item.isObject())
            return fail("bad_save", where() + " is not an object.");
        std::optional<Error> err;
        if (const Value choice = item["choose"]; !choice.isUndefined()) {
            if (!choice.isString() || item.size() != 1)
                return fail("bad_save", where() + " is malformed (a choice is {\"choose\": \"option id\"}).");
            err = g->choose(choice.string());
        } else if (item["cmd"].isString()) {
            err = g->scenario(item.toQJson().toObject());
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
    return replaySave(*tree, error, upTo, verify);
}

} // namespace bsg
