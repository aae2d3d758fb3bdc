// Fuzz target: a save file's bytes through the loader (parsing, validation, checkpoints and
// a replay of the log). The replay goes up to kReplayCap entries - a whole game - so a
// mutated entry or checkpoint in the middle of a long save (the seed corpus holds whole
// games) is replayed from the state the game had reached there, not only the opening.
#include "game.h"

#include <cstddef>
#include <cstdint>

namespace {
// Entries replayed per input: more than any real game has (about 250-400), far fewer than the
// record limit, so a mutation that copies log entries cannot make one input take seconds.
constexpr int kReplayCap = 1000;
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    bsg::Error error;
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    (void)bsg::Game::loadBytes(bytes, &error, kReplayCap, true);
    return 0;
}
