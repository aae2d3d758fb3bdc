#pragma once
// One panel per character: type, place, titles, its hand exactly as the view gives it
// (face-down cards as coloured backs named by their type), the Active Card, loyalty cards
// and super crisis cards. A card that is an option of the decision is a button that takes it.
// Panels and card buttons are updated in place: rebuilding widgets on every decision costs
// more than the rest of the redraw together.
#include "view.h"

#include <QGroupBox>
#include <QPointer>
#include <QToolButton>
#include <QWidget>

class QGridLayout;
class QLabel;
class QScrollArea;

namespace bsg::gui {

// A hand card: its whole label when it fits, else cut with "…" (the tooltip and the
// "fullText" property keep all of it) - centred text wider than the button loses both ends.
class CardButton : public QToolButton {
    Q_OBJECT
public:
    using QToolButton::QToolButton;
    void setFullText(const QString& text);
    [[nodiscard]] QString fullText() const { return m_fullText; }
    // The card's colour (its skill type's), in every colour group, whatever restyles it.
    void setFill(const QColor& fill);
    // Shows the skill type's symbol (board_art.h) beside the text.
    void setSkillType(const QString& type);
    [[nodiscard]] const QString& skillType() const { return m_type; }
    // Where the symbol is drawn (empty without a skill type).
    [[nodiscard]] QRectF symbolRect() const;
    [[nodiscard]] QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    // A new font needs a new cut; a restyle (the panel's gold frame coming or going makes the
    // style sheet put back the palette it saw earlier) must not take the card's colour.
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    static constexpr int kSymbolPx = 14, kSymbolGap = 3, kTextMargin = 3;
    void fit();
    [[nodiscard]] int textTop() const;
    void applyFill();
    QString m_fullText;
    QColor m_fill;
    QString m_type;
};

class CharacterPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit CharacterPanel(QWidget* parent);
    // `deciding`: this character makes the pending decision (its cards may be options).
    void showCharacter(const CharacterView& c, bool current, bool president, bool admiral,
                       const std::vector<SeenCard>& quorum, const QStringList& optionIds, bool deciding);

Q_SIGNALS:
    void optionChosen(const QString& optionId);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr int kTwoColumnsWidth = 300;
    int m_columns = 2;
    void showHand(const std::vector<SeenCard>& hand, const std::optional<SeenCard>& active, const QStringList& optionIds);
    void resizePool(QList<CardButton*>& pool, qsizetype count, QGridLayout* grid, const QString& name);
    QString m_characterId;
    CharacterView m_sheetView; // id, name, once-per-game used, revealed: what the sheet shows
    QLabel* m_facts = nullptr;
    QLabel* m_handCount = nullptr;
    QWidget* m_cards = nullptr;
    QGridLayout* m_cardGrid = nullptr;
    QList<CardButton*> m_buttons;
    QLabel* m_active = nullptr;
    QLabel* m_loyalty = nullptr;
    QLabel* m_supers = nullptr;
    QLabel* m_quorum = nullptr;
    QGridLayout* m_quorumGrid = nullptr;
    QList<CardButton*> m_quorumButtons;
};

class CharactersWidget : public QWidget {
    Q_OBJECT
public:
    explicit CharactersWidget(QWidget* parent = nullptr);
    // `actor`: the character deciding; only its cards are clickable (others: their Active Card play).
    void showState(const StateView& state, const QStringList& optionIds, const QString& actor = {});
    // The panel of the character deciding now, highlighted (nullptr when nobody of them decides).
    [[nodiscard]] QWidget* decidingPanel() const { return m_deciding; }
    // Scrolls `scroll` (which holds this widget) to the deciding character's panel - all of
    // it if it fits, else its top (name, place and first cards) - and keeps it there while
    // the panels settle, until the player scrolls the dock or the next decision.
    void followDecider(QScrollArea* scroll);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

Q_SIGNALS:
    void optionChosen(const QString& optionId);

private:
    void keepDeciderInSight();
    QWidget* m_deciding = nullptr;
    QPointer<QScrollArea> m_followIn;
    bool m_following = false;
    QGridLayout* m_layout = nullptr;
    QList<CharacterPanel*> m_panels;
};

} // namespace bsg::gui
