#pragma once
// Shared by the fuzz targets: one session per input whose save and load requests are kept
// inside a scratch folder (an input must never name a real file).
#include "session.h"

namespace bsg::fuzz {

// A play session whose paths all map into a scratch folder (a few file names, so a save
// can be loaded back by a later request).
cli::Session confinedSession();

// Each line of `data` to the session, at most `maxLines` of them.
void playLines(cli::Session& session, const uint8_t* data, size_t size, int maxLines);

} // namespace bsg::fuzz
