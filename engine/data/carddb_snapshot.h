#pragma once
// The card data as a compact binary image, made at build time from resources/data/*.json by
// tools/carddb_snapshot.cpp and compiled into the engine, so that a program starts without
// parsing JSON (a third of a short replay's work was reading the card data). The image is only
// ever read by the build that wrote it: values are stored in the machine's own layout.
#include "carddb.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace bsg {

// The image of `db`, readable by readCardDbSnapshot().
std::string writeCardDbSnapshot(const CardDb& db);
// The data the image holds, or nullopt with `error` set when it is truncated, has bytes left
// over or does not start with this build's mark. Never reads outside `bytes`.
std::optional<CardDb> readCardDbSnapshot(std::string_view bytes, std::string* error);

// The image compiled into the program (generated: carddb_snapshot_data.cpp in the build tree).
std::string_view builtInCardDbSnapshot();

} // namespace bsg
