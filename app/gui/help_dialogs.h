#pragma once
// The keyboard shortcut list (built from the window's own actions, so it cannot drift) and
// the rules reference in our own words with the current step highlighted.
#include <QString>

class QWidget;

namespace bsg::gui {

void showShortcutsDialog(QWidget* window);
void showRulesDialog(QWidget* window, const QString& phase);
// The rules reference as HTML, with the section for `phase` marked (tests read it).
QString rulesHtml(const QString& phase);
// "Shortcut: action" lines for every action with a shortcut under `window`.
QStringList shortcutLines(QWidget* window);

} // namespace bsg::gui
