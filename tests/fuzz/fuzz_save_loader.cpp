// Fuzz target: a save file's bytes through the loader (parsing, validation, checkpoints and
// a replay of the first entries). The replay is capped so each input stays cheap: what this
// target looks for is in reading and checking the file, not in long games.
#include "game.h"

#include <cstddef>
#include <cstdint>

namespace {
constexpr int kReplayCap = 8; // entries replayed per input: parsing and checks stay cheap
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    bsg::Error error;
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    (void)bsg::Game::loadBytes(bytes, &error, kReplayCap, true);
    return 0;
}
