#pragma once
// A character's sheet, opened from its panel in the characters dock: the skills it draws
// (each type with its colour and symbol), its hand limit and whether it may pilot, and every
// ability and weakness in full (the card data's own wording), with whether its once-per-game
// ability is used. Read from the card data and the typed view's CharacterView.
#include <QDialog>

#include "view.h"

namespace bsg::gui {

class CharacterSheet : public QDialog {
    Q_OBJECT
public:
    CharacterSheet(const CharacterView& character, QWidget* parent = nullptr);
};

// The sheet's abilities as plain lines (the rules reference uses them too): for each, its
// name, what kind it is, and its text; `usedOncePerGame` says so beside a once-per-game one
// (nullopt: say nothing of it).
QStringList characterAbilityLines(const QString& characterId, std::optional<bool> usedOncePerGame);

} // namespace bsg::gui
