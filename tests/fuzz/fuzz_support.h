#pragma once
// Shared by the fuzz targets: one session per input whose save and load requests are kept
// inside a scratch folder (an input must never name a real file).
#include "session.h"

#include <array>
#include <optional>

namespace bsg::fuzz {

// A play session whose paths all map into a scratch folder (a few file names, so a save
// can be loaded back by a later request).
cli::Session confinedSession();

// Whether a session of confinedSession() has mapped a path (a save or load request reached
// the disk) since the last clearScratch().
[[nodiscard]] bool scratchTouched();
// Removes the files of the scratch folder (if anything may have written one), so that an
// input starts with no save left by an earlier input and runs the same way every time.
void clearScratch();

// What the scratch folder holds: each file's bytes, or nothing for a file that is not there.
using ScratchFiles = std::array<std::optional<QByteArray>, 4>;
[[nodiscard]] ScratchFiles readScratch();
// Makes the scratch folder hold exactly `files` (a session kept with them resumes as it was).
void restoreScratch(const ScratchFiles& files);

// Each line of `data` to the session, at most `maxLines` of them.
void playLines(cli::Session& session, const uint8_t* data, size_t size, int maxLines);

} // namespace bsg::fuzz
