#pragma once
// The test-only box (Box::Test): one record of each kind a box adds - a location, a crisis card,
// a character and a skill type with its cards - in tests/engine/test_box/*.json. It is never
// installed or shipped: only the tests that prove the box machinery register it and load its
// records beside a copy of the built-in data.
#include "carddb.h"

#include <optional>
#include <string>

namespace bsg::testbox {

// Registers Box::Test: its id "test" becomes known and games may put it in play (once per
// process; a box's own rule library registers it the same way).
void registerTestBox();

// The built-in data with the test box's records added to each file's list, loaded by the
// strict loader; nullopt and the loader's message in `error` when it refuses them.
std::optional<CardDb> dataWithTestBox(std::string* error);

// Swaps a card data set in for the lifetime of this object (the rules read db()), and the
// original back when it ends.
class SwappedData {
public:
    explicit SwappedData(CardDb data);
    ~SwappedData();
    SwappedData(const SwappedData&) = delete;
    SwappedData& operator=(const SwappedData&) = delete;

private:
    CardDb m_other;
};

} // namespace bsg::testbox
