#pragma once
// Text that quotes a file or a request (an id from a save, a log line, a path, an error) is
// shown as the characters it holds, never interpreted as rich text: a save naming a character
// "<h1>ALERT</h1><a href=…>" must not put a heading or a link in the window (issue #37).
// Qt guesses rich text from the first tag it sees (Qt::mightBeRichText), so every widget
// showing such text says it is plain, and tooltips are escaped when Qt would guess wrong.
#include <QString>

class QLabel;
class QWidget;

namespace bsg::gui {

// A warning box whose text is plain text (QMessageBox::warning guesses the format).
void showPlainWarning(QWidget* parent, const QString& title, const QString& text);

// A tooltip that shows `text` as it is: unchanged when Qt would show it as plain text anyway,
// else escaped into rich text that reads the same.
[[nodiscard]] QString plainToolTip(const QString& text);

// Marks labels that show text of this kind.
void makePlain(QLabel* label);

} // namespace bsg::gui
