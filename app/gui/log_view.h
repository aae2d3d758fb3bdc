#pragma once
// The game's log as the player may see it, newest last, with a search box that keeps only the
// lines that contain the text. Each line wraps to the dock's width; its tooltip holds the line
// and the text of every card it names.
#include "view.h"

#include <QList>
#include <QWidget>

class QLineEdit;
class QPlainTextEdit;

namespace bsg::gui {

class LogView : public QWidget {
    Q_OBJECT
public:
    explicit LogView(QWidget* parent = nullptr);
    void clear();
    // Adds lines at the end; with `highlight` the newest is bold (a step being shown).
    void append(const QList<EventView>& events, bool highlight = false);
    [[nodiscard]] QStringList visibleLines() const;
    // The tooltip of the i-th line on show (plain text made safe for a tooltip).
    [[nodiscard]] QString lineToolTip(int visibleIndex) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override; // the lines' tooltips

private:
    void applyFilter();
    [[nodiscard]] bool matches(const QString& line) const;
    void setBold(int block, bool bold);
    QStringList m_lines;   // every line, shown or not
    QList<int> m_shown;    // the lines on show (those matching the search), in order
    int m_boldLine = -1;   // the step being shown, an index into m_lines
    QLineEdit* m_search = nullptr;
    // A text document rather than a list: it lays out only what it shows, so a long log of
    // wrapped lines costs nothing per decision (a list asks every line's height on each change).
    QPlainTextEdit* m_text = nullptr;
};

} // namespace bsg::gui
