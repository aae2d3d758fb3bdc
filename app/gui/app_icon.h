#pragma once
// The program's icon, drawn in code (our own art): a grey ship on a dark disc with an amber
// jump mark. Rendered at every usual size so it is sharp on any screen, high-DPI included.
#include <QIcon>

namespace bsg::gui {

QIcon appIcon();

} // namespace bsg::gui
