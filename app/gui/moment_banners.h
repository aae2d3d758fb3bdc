#pragma once
// The moments a player should not miss in the log, told in a banner above the board: a loyalty
// card turned face up after a jump (Four Solo 7.1), the Sleeper Agent phase's deal and the
// Cylon Detector's look. Each is read off the change between two views of the game the player
// may see, so a banner can name only what the player's view shows face up: a card the player
// may not see never reaches it.
#include "view.h"

#include <QFrame>
#include <QStringList>

class QLabel;
class QPushButton;
class QTimer;

namespace bsg::gui {

// The banner lines for what happened between `before` and `after` (the views at two decisions
// of one game, `after` the later): empty when neither is a later moment of the other's game.
// `detectorAsked`: the Cylon Detector was used at `before` (its target chosen since).
QStringList momentBanners(const StateView& before, const StateView& after, bool detectorAsked = false);

// The moments of a game as the window shows it, view after view. The Cylon Detector takes two
// decisions (its use, then whose cards): its look is told at the second.
class MomentTeller {
public:
    // The lines for the view now on show; `sameMoment` false (a load, undo, rewind, another
    // game) starts afresh and tells nothing.
    QStringList next(const StateView& now, bool sameMoment);

private:
    StateView m_last;
    bool m_detectorAsked = false;
};

// The banner: the lines of the last moments, above the board until dismissed (its button, or
// the window's View > Dismiss the Message, Ctrl+D) or for a while.
class MomentBanner : public QFrame {
    Q_OBJECT
public:
    explicit MomentBanner(QWidget* parent = nullptr);
    // Shows `lines` (nothing when empty; a banner on show stays).
    void tell(const QStringList& lines);
    void dismiss();
    [[nodiscard]] QString text() const;
    static constexpr int kShownMs = 20000;

private:
    QLabel* m_text = nullptr;
    QPushButton* m_dismiss = nullptr;
    QTimer* m_timer = nullptr;
};

} // namespace bsg::gui
