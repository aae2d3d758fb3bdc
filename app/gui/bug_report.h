#pragma once
// Help > Export Bug Report: one JSON document a tester attaches to an issue. Qt Core has no
// zip writer, so everything is in the one file (format "galactica-solo/bug-report", version 1):
//   app_version, app_build (the version with its git description: --version), four_solo_rules,
//   qt_version, platform, created (UTC),
//   save      - the current game as a save document (the CLI replays it), or null,
//   settings  - every QSettings key with its value (byte arrays as {"base64": …}),
//   screenshot_png_base64 - the main window as it looked when the report was asked for.
// It is written with the checked save helper (save_io.h).
#include <QImage>
#include <QJsonObject>
#include <QString>

namespace bsg::gui {

// The Four Solo rules edition the program follows (shown in About and in bug reports).
inline constexpr const char* kFourSoloRulesVersion = "1.2";

QJsonObject bugReportDocument(const QJsonObject& save, const QImage& screenshot);
// Writes the report; an empty string on success, else a readable reason.
QString writeBugReport(const QString& path, const QJsonObject& report);

} // namespace bsg::gui
