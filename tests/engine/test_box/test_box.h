#pragma once
// The test-only box (Box::Test): one record of each kind a box adds - a location, a crisis card,
// a character and a skill type with its cards - in tests/engine/test_box/*.json. It is never
// installed or shipped: only the tests that prove the box machinery register it and load its
// records beside a copy of the built-in data.
#include "carddb.h"
#include "kind_ranges.h"
#include "log.h"

#include <optional>
#include <string>

namespace bsg::testbox {

// Registers Box::Test and its rules (registerTestBoxRules): its id "test" becomes known and
// games may put it in play (once per process; a box's own rule library registers it the same
// way). A second call changes nothing.
void registerTestBox();

// The box's rules in the rule tables (test_box_rules.cpp, where each is stated), under the ids
// its records name: the Observation Deck's action, Supply Audit's handler
// test_supply_audit_seize_ledgers, and the Quartermaster's abilities (Requisition an action).
void registerTestBoxRules();

// The box's own log event, numbered in the test box's range (kind_ranges.h): Supply Audit's
// handler ran. actor = the current player, a = Ledger cards he discarded, b = 1 when he
// discarded none and the fleet lost 1 food.
inline constexpr EventKind kLedgersSeized = rangeKind<EventKind>(KindRange::TestBox, 0);

// The box's own step of play (box_kinds.h): the Observation Deck's action pushes a frame of the
// box's range, which asks a decision of the box's range, whose options are of the box's verb
// (a = the skill type drawn; protocol id "observe:<type>").
inline constexpr FrameKind kObservationFrame = rangeKind<FrameKind>(KindRange::TestBox, 0);
inline constexpr DecisionKind kObservationChoice = rangeKind<DecisionKind>(KindRange::TestBox, 0);
inline constexpr Verb kObserve = rangeKind<Verb>(KindRange::TestBox, 0);

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
