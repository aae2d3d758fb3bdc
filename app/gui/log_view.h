#pragma once
// The game's log as the player may see it, newest last, with a search box that hides the
// lines that do not contain the text.
#include <QJsonArray>
#include <QWidget>

class QLineEdit;
class QListWidget;
class QTimer;

namespace bsg::gui {

class LogView : public QWidget {
    Q_OBJECT
public:
    explicit LogView(QWidget* parent = nullptr);
    void clear();
    void append(const QJsonArray& events);
    [[nodiscard]] QStringList visibleLines() const;
    // Paced: several new lines at once (automated steps) appear one at a time at a readable
    // pace, newest highlighted; otherwise at once.
    void setPaced(bool paced);
    [[nodiscard]] bool paced() const { return m_paced; }

private:
    void applyFilter();
    void addLine(const QJsonObject& event, bool highlight);
    void showNext();
    QTimer* m_timer = nullptr;
    QList<QJsonObject> m_pending;
    bool m_paced = false;
    QLineEdit* m_search = nullptr;
    QListWidget* m_list = nullptr;
};

} // namespace bsg::gui
