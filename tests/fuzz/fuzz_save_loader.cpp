// Fuzz target: a save file's bytes through the loader (parsing, validation, checkpoints and
// a replay of the log). The replay goes up to kReplayCap entries - a whole game - so a
// mutated entry or checkpoint in the middle of a long save (the seed corpus holds whole
// games and games stopped mid-way, tools/make_fuzz_saves.py) is replayed from the state the
// game had reached there, not only the opening.
//
// The target's own check: a save either loads (verified: every checkpoint hash it carries
// matched) or is refused with an error that has a code and a message.
//
// GALACTICA_FUZZ_REPLAY_STATS=1 reports at exit how far the inputs run got into their logs
// (run it over a corpus with -runs=0): the measure of whether fuzzing reaches mid-game.
#include "game.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {
// Entries replayed per input: more than any real game has (about 120-400), far fewer than the
// record limit, so a mutation that copies log entries cannot make one input take seconds.
constexpr int kReplayCap = 1000;

// Inputs by the furthest log entry their replay completed (loaded or not).
class ReplayStats {
public:
    static constexpr std::array<int, 6> kBounds = {0, 8, 50, 100, 200, 500};

    void add(int entries) {
        ++m_inputs;
        for (size_t i = 0; i < kBounds.size(); ++i)
            if (entries > kBounds[i])
                ++m_past[i];
    }
    ~ReplayStats() {
        if (m_inputs == 0)
            return;
        std::fprintf(stderr, "fuzz_save_loader: %d inputs; replay got past entry", m_inputs);
        for (size_t i = 0; i < kBounds.size(); ++i)
            std::fprintf(stderr, "%s %d: %d", i ? "," : "", kBounds[i], m_past[i]);
        std::fprintf(stderr, "\n");
    }

private:
    int m_inputs = 0;
    std::array<int, kBounds.size()> m_past{};
};

void checkRefusal(const bsg::Error& error) {
    if (error.code.empty() || error.message.empty()) {
        std::fprintf(stderr, "fuzz_save_loader: a save was refused without a code and a message\n");
        std::abort();
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const bool withStats = std::getenv("GALACTICA_FUZZ_REPLAY_STATS") != nullptr;
    bsg::Error error;
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    if (!withStats) {
        if (!bsg::Game::loadBytes(bytes, &error, kReplayCap, true))
            checkRefusal(error);
        return 0;
    }
    static ReplayStats stats;
    int replayed = 0;
    const auto game = bsg::Game::loadBytes(bytes, &error, [&replayed](int entries, const bsg::GameState&) {
        replayed = entries;
        return entries < kReplayCap;
    });
    if (!game)
        checkRefusal(error);
    stats.add(replayed);
    return 0;
}
