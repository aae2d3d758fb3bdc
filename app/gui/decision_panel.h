#pragma once
// The pending decision: who decides, the prompt, and one button per option. Every option has
// a key (1-9, 0, then A-Z); long labels wrap, and the tooltip holds the whole text.
#include "view.h"

#include <optional>
#include <QColor>
#include <QPushButton>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace bsg::gui {

// A push button whose label wraps onto several lines instead of being cut.
class OptionButton : public QPushButton {
    Q_OBJECT
public:
    explicit OptionButton(QWidget* parent);
    void setLabel(const QString& text);
    [[nodiscard]] QString label() const;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;
    // The skill type whose symbol stands before the label ("" for none): an option that is a
    // skill card, or a deck to draw from, shows its type's symbol as the hand's cards do.
    void setSkillType(const QString& type);
    [[nodiscard]] const QString& skillType() const { return m_skillType; }

protected:
    void paintEvent(QPaintEvent* event) override; // the type's colour beside the symbol

private:
    [[nodiscard]] int symbolSide() const;
    [[nodiscard]] int symbolRoom() const; // what the symbol takes of the label's width
    QLabel* m_label = nullptr;
    QString m_skillType;
    QColor m_colour; // the skill type's, invalid without one
};

// The skill type an option is about ("" when none): a card played (also as an action),
// discarded or added (a skill card's id names its type first), or the deck drawn from.
QString optionSkillType(const QString& optionId);
// A card option's label as its button shows it beside the type's symbol: without the type
// word ("Add Executive Order (leadership 2)" -> "Add Executive Order 2"); other labels as they are.
QString labelWithoutType(const QString& label, const QString& type);

class DecisionPanel : public QWidget {
    Q_OBJECT
public:
    explicit DecisionPanel(QWidget* parent = nullptr);
    void showDecision(const std::optional<DecisionView>& decision, const QString& gameOverText);
    [[nodiscard]] QStringList optionIds() const { return m_ids; }
    // Chooses the n-th option (0-based) as if its button were clicked.
    void chooseIndex(int n);
    // The key that chooses the n-th option ("1".."9", "0", "A".."Z"), empty past the last.
    static QString keyName(int n);
    static constexpr int kKeyedOptions = 36;
    // The height that shows the prompt and every option without scrolling at this width.
    [[nodiscard]] int contentHeight() const;

Q_SIGNALS:
    void optionChosen(const QString& optionId);

private:
    QLabel* m_prompt = nullptr;
    QWidget* m_buttons = nullptr;
    QGridLayout* m_grid = nullptr;
    QStringList m_ids;
    QList<OptionButton*> m_pool; // button i stands for m_ids[i]; the rest are hidden
    int m_columns = 2;
};

} // namespace bsg::gui
