#pragma once
// New game: four characters (ticked in seat order, each summarised, the Four Solo rule
// checked as they are ticked), difficulty and seed (random by default, editable; the last
// game's seed one click away).
#include "engine.h"
#include "game_session.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;

namespace bsg::gui {

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    // `lastSeed`: the seed of the game on the table, offered again by a button (0: none).
    explicit NewGameDialog(const NewGameSpec& initial, quint64 lastSeed = 0, QWidget* parent = nullptr);
    [[nodiscard]] NewGameSpec spec() const;
    // The game chosen, as the engine sets it up: the spec's characters, seed and difficulty, the
    // Four Solo variant, and the boxes ticked with their options (the base game alone when no
    // expansion is available, box.h's boxAvailable).
    [[nodiscard]] Setup setup() const;

private:
    void itemChanged(QListWidgetItem* item);
    void updateStatus();
    void addBoxChoices(QLayout* layout);
    void showCharactersOfBoxes();

    QListWidget* m_characters = nullptr;
    QLabel* m_order = nullptr;
    QLabel* m_status = nullptr;
    QComboBox* m_difficulty = nullptr;
    QLineEdit* m_seed = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QCheckBox* m_pegasus = nullptr; // only when Pegasus is available
    QStringList m_chosen; // in the order ticked = seat order
};

// A random seed that fits the save format's integers exactly.
quint64 randomSeed();

} // namespace bsg::gui
