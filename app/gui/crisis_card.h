#pragma once
// The crisis being resolved, drawn as a card of our own layout: what it asks, its check
// (difficulty and the colours that count now, after Scientific Research and the like), what
// passing, a partial pass and failing do, its Cylon activation and its jump icon.
#include "view.h"

#include <QFrame>

class QLabel;

namespace bsg::gui {

class CrisisCardView : public QFrame {
    Q_OBJECT
public:
    explicit CrisisCardView(QWidget* parent = nullptr);
    // From the player's view: the current crisis and the skill check; hidden when there is none.
    void showState(const StateView& state);
    [[nodiscard]] QString crisisId() const { return m_crisis; }
    [[nodiscard]] QString text() const; // everything shown, for tests and screen readers

private:
    QString m_crisis;
    QLabel* m_name = nullptr;
    QLabel* m_body = nullptr;
};

} // namespace bsg::gui
