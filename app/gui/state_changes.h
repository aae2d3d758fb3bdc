#pragma once
// What changed between two views of a game, told in words as changes on the physical board
// ("Raiders in Aft: 3 → 2 (1 removed)", "Fuel 6 → 5"), for the replay viewer. A tester sets
// up a real board from these lines, so they name places, ships and characters, never the
// view's JSON paths; only a field this file does not know yet falls back to its path.
#include <QJsonObject>
#include <QStringList>

namespace bsg::gui {

QStringList describeChanges(const QJsonObject& before, const QJsonObject& after);

} // namespace bsg::gui
