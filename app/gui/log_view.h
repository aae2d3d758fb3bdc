#pragma once
// The game's log as the player may see it, newest last, with a search box that hides the
// lines that do not contain the text.
#include <QJsonArray>
#include <QWidget>

class QLineEdit;
class QListWidget;

namespace bsg::gui {

class LogView : public QWidget {
    Q_OBJECT
public:
    explicit LogView(QWidget* parent = nullptr);
    void clear();
    void append(const QJsonArray& events);
    [[nodiscard]] QStringList visibleLines() const;

private:
    void applyFilter();
    QLineEdit* m_search = nullptr;
    QListWidget* m_list = nullptr;
};

} // namespace bsg::gui
