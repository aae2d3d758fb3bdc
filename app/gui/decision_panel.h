#pragma once
// The pending decision: who decides, the prompt, and one button per option (the first nine
// also answer to the keys 1-9).
#include <QJsonValue>
#include <QWidget>

class QGridLayout;
class QLabel;
class QPushButton;

namespace bsg::gui {

class DecisionPanel : public QWidget {
    Q_OBJECT
public:
    explicit DecisionPanel(QWidget* parent = nullptr);
    void showDecision(const QJsonValue& decision, const QString& gameOverText);
    [[nodiscard]] QStringList optionIds() const { return m_ids; }
    // Chooses the n-th option (0-based) as if its button were clicked.
    void chooseIndex(int n);

Q_SIGNALS:
    void optionChosen(const QString& optionId);

private:
    QLabel* m_prompt = nullptr;
    QWidget* m_buttons = nullptr;
    QGridLayout* m_grid = nullptr;
    QStringList m_ids;
    QList<QPushButton*> m_pool; // button i stands for m_ids[i]; the rest are hidden
    int m_columns = 2;
};

} // namespace bsg::gui
