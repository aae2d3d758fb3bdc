// Fuzz target: a whole `play` session, one request per line (at most 64 lines per input), from
// a fresh session: new games, choices, scenario requests, saves and loads in any order.
//
// Speed: most inputs are mutations of a corpus input, so they share its first lines, and the
// session those lines lead to is the same every time (the engine is deterministic, and each
// input starts with an empty scratch folder). The target keeps the session reached after every
// kSnapshotEvery-th line of the inputs it runs and starts a later input from the longest of
// its prefixes it has kept: only the lines after it run again, through the real Session. The
// files a session has saved into the scratch folder are kept with it and put back with it.
#include "fuzz_support.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <list>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace {

constexpr int kMaxLines = 64;
constexpr int kSnapshotEvery = 4;
// Sessions kept at once (each a copy of a game, tens of kB under AddressSanitizer): enough for
// the inputs the fuzzer mutates most, far under CI's -rss_limit_mb=2048.
constexpr size_t kMaxSnapshots = 2048;

// The sessions after the first lines of earlier inputs, keyed by those lines' bytes; the least
// recently used is dropped first.
class SessionCache {
public:
    struct Kept {
        bsg::cli::Session session;
        bsg::fuzz::ScratchFiles files;
    };

    const Kept* find(std::string_view prefix) {
        const auto it = m_index.find(prefix);
        if (it == m_index.end())
            return nullptr;
        m_entries.splice(m_entries.begin(), m_entries, it->second);
        return &it->second->kept;
    }

    void keep(std::string_view prefix, const bsg::cli::Session& session) {
        if (m_index.contains(prefix))
            return;
        if (m_entries.size() >= kMaxSnapshots) {
            m_index.erase(m_entries.back().prefix);
            m_entries.pop_back();
        }
        m_entries.push_front(Entry{std::string(prefix), Kept{session, bsg::fuzz::readScratch()}});
        m_index.emplace(m_entries.front().prefix, m_entries.begin());
    }

private:
    struct Entry {
        std::string prefix;
        Kept kept;
    };
    std::list<Entry> m_entries; // most recently used first; the index points into it
    std::unordered_map<std::string_view, std::list<Entry>::iterator> m_index;
};

// Where each line ends, as playLines() cuts them (a line ends at '\n' or the input's end).
std::vector<size_t> lineEnds(std::string_view input) {
    std::vector<size_t> ends;
    size_t from = 0;
    while (int(ends.size()) < kMaxLines && from < input.size()) {
        size_t end = input.find('\n', from);
        if (end == std::string_view::npos)
            end = input.size();
        ends.push_back(end);
        from = end + 1;
    }
    return ends;
}

// What a session ends with: its whole state, decision and log, and the files it saved.
struct Outcome {
    QJsonObject state, decision, log;
    bsg::fuzz::ScratchFiles files;
    bool operator==(const Outcome&) const = default;
};

Outcome outcome(bsg::cli::Session& session) {
    return {session.handleLine(R"({"cmd":"state","view":"full"})").value_or(QJsonObject{}),
            session.handleLine(R"({"cmd":"decision"})").value_or(QJsonObject{}),
            session.handleLine(R"({"cmd":"log","view":"full"})").value_or(QJsonObject{}), bsg::fuzz::readScratch()};
}

// With GALACTICA_FUZZ_CHECK_CACHE set, each input is played again from a fresh session and
// must end the same way: the check that starting from a kept session changes nothing.
void checkAgainstFreshRun(bsg::cli::Session& fromCache, const uint8_t* data, size_t size) {
    static const bool enabled = std::getenv("GALACTICA_FUZZ_CHECK_CACHE") != nullptr;
    if (!enabled)
        return;
    const Outcome expected = outcome(fromCache);
    bsg::fuzz::clearScratch();
    bsg::cli::Session fresh = bsg::fuzz::confinedSession();
    bsg::fuzz::playLines(fresh, data, size, kMaxLines);
    if (!(outcome(fresh) == expected)) {
        std::fprintf(stderr, "fuzz_play_session: a session resumed from the cache differs from a fresh run\n");
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static SessionCache cache;
    bsg::fuzz::clearScratch();
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const std::vector<size_t> ends = lineEnds(input);

    size_t done = 0; // lines whose session came from the cache
    const SessionCache::Kept* kept = nullptr;
    for (size_t n = ends.size() - ends.size() % kSnapshotEvery; n > 0 && !kept; n -= kSnapshotEvery)
        if ((kept = cache.find(input.substr(0, ends[n - 1]))))
            done = n;
    if (kept)
        bsg::fuzz::restoreScratch(kept->files);
    bsg::cli::Session session = kept ? kept->session : bsg::fuzz::confinedSession();

    for (size_t i = done; i < ends.size(); ++i) {
        const size_t from = i == 0 ? 0 : ends[i - 1] + 1;
        (void)session.handleLine(QByteArray(input.data() + from, qsizetype(ends[i] - from)));
        if ((i + 1) % kSnapshotEvery == 0)
            cache.keep(input.substr(0, ends[i]), session);
    }
    checkAgainstFreshRun(session, data, size);
    return 0;
}
