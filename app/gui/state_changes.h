#pragma once
// What changed between two views of a game, told in words as changes on the physical board
// ("Raiders in Aft: 3 → 2 (1 removed)", "Fuel 6 → 5"), for the replay viewer. A tester sets
// up a real board from these lines, so they name places, ships and characters.
#include "view.h"

#include <QStringList>

namespace bsg::gui {

QStringList describeChanges(const StateView& before, const StateView& after);

} // namespace bsg::gui
