#pragma once
// The game's log as the player may see it, newest last, with a search box that hides the
// lines that do not contain the text.
#include <QJsonArray>
#include <QWidget>

class QLineEdit;
class QListWidget;
class QListWidgetItem;

namespace bsg::gui {

class LogView : public QWidget {
    Q_OBJECT
public:
    explicit LogView(QWidget* parent = nullptr);
    void clear();
    // Adds lines at the end; with `highlight` the newest is bold (a step being shown).
    void append(const QJsonArray& events, bool highlight = false);
    [[nodiscard]] QStringList visibleLines() const;

private:
    void applyFilter();
    void addLine(const QJsonObject& event);
    QListWidgetItem* m_bold = nullptr; // the step being shown
    QLineEdit* m_search = nullptr;
    QListWidget* m_list = nullptr;
};

} // namespace bsg::gui
