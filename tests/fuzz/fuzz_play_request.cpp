// Fuzz target: one `play` request line sent to a session with a Four Solo game in progress
// (or, for inputs starting with 's', a standard game; the 's' is not sent), as a tester would send it.
#include "fuzz_support.h"

#include <cstddef>
#include <cstdint>

namespace {

bsg::cli::Session started(const char* newGame) {
    bsg::cli::Session s = bsg::fuzz::confinedSession();
    (void)s.handleLine(newGame);
    return s;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const bsg::cli::Session solo = started(
        R"({"cmd":"new","mode":"solo","seed":42,"characters":["laura_roslin","william_adama","lee_adama","tom_zarek"]})");
    static const bsg::cli::Session standard = started(
        R"({"cmd":"new","mode":"standard","seed":7,"characters":["kara_thrace","gaius_baltar","saul_tigh"]})");
    const bool toStandard = size > 0 && data[0] == 's'; // that byte only chooses the game
    bsg::cli::Session session = toStandard ? standard : solo;
    bsg::fuzz::playLines(session, data + toStandard, size - toStandard, 1);
    return 0;
}
