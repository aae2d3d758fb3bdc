#pragma once

#include <QString>

namespace bsg::gui {

// Checks the user's settings file (QSettings' default file for the application) before the
// program reads it. A file Qt reports as malformed, or one holding bytes Qt never writes there
// (NUL and other control bytes, invalid UTF-8), is renamed to "<file>.corrupt" - kept for a
// bug report - so the program starts from its defaults and can save settings again (QSettings
// writes nothing back over a file it could not parse). Returns the message for the player,
// empty when the file was sound or absent. Call once at start-up, after the application's name
// is set and before any QSettings is used.
QString setAsideCorruptSettings();

} // namespace bsg::gui
