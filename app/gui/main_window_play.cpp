// MainWindow and the game on screen: a choice made (by click or key), the board, panels, log
// and banner brought up to date, automated steps shown one at a time, the decision panel
// fitted to its options.
#include "main_window.h"

#include "advisor_dock.h"
#include "board_scene.h"
#include "characters_widget.h"
#include "crisis_card.h"
#include "decision_panel.h"
#include "log_view.h"
#include "moment_banners.h"
#include "names.h"
#include "step_player.h"

#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLayout>
#include <QShortcut>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>

namespace bsg::gui {

void MainWindow::setStepPace(int milliseconds) {
    m_player->setPace(milliseconds);
    if (milliseconds <= 0)
        m_player->finish();
}

bool MainWindow::showingSteps() const { return m_player->playing(); }

// A key pressed for one character's decision must not answer the next character's: for a
// moment after the decision passes to another character (the banner names it) the option
// keys wait. Clicks need no guard - they land on what the player sees.
void MainWindow::chooseByKey(int index) {
    if (m_interactive && m_deciderChanged.isValid() && m_deciderChanged.elapsed() < kKeyGuardMs) {
        m_lastMessage = tr("%1 decides now: press the key again to choose for them.")
                            .arg(m_lastDecider == QLatin1String("none") ? tr("You") : characterName(m_lastDecider));
        statusBar()->showMessage(m_lastMessage, 4000);
        return;
    }
    m_decision->chooseIndex(index);
}

// One automated step: its log line, and the board and panels as they were right after it.
// No option is offered until the steps are over.
void MainWindow::showStep(const PlaybackStep& step, int number, int count) {
    for (QShortcut* key : m_skipKeys)
        key->setEnabled(true);
    const StateView before = std::exchange(m_shownState, step.view);
    m_board->showState(step.view, {});
    m_board->markChanges(before, step.view);
    m_characters->showState(step.view, {});
    m_log->append({step.event}, true);
    showBanner(step.view, {}, {}, true);
    m_decision->showDecision(std::nullopt, tr("Step %1 of %2 of what happened. Space or Esc shows the rest at once.")
                                               .arg(number)
                                               .arg(count));
}

QString MainWindow::choose(const QString& optionId) {
    if (optionId.isEmpty())
        return {};
    m_player->finish(); // steps still on show: the rest at once, then this choice
    const bool paced = m_player->pace() > 0;
    QList<PlaybackStep> steps;
    if (QString why = m_session.choose(optionId, paced ? &steps : nullptr); !why.isEmpty()) {
        tell(tr("That choice is not possible"), why);
        return why;
    }
    autosave();
    if (m_session.gameOver()) // this choice ended the game (a finished game offers no choice)
        recordFinishedGame();
    if (!paced) {
        refresh(false);
        return {};
    }
    m_logShown = m_session.logSize(); // the new lines come through the player
    m_player->play(steps);
    return {};
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_split && (event->type() == QEvent::Resize || event->type() == QEvent::Show) && !m_fitQueued) {
        m_fitQueued = true; // the splitter lays out its children after this event: fit after that
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_fitQueued = false;
                if (m_session.hasGame())
                    fitDecisionPanel();
            },
            Qt::QueuedConnection);
    }
    return QMainWindow::eventFilter(watched, event);
}

// The decision panel grows to show every option without scrolling (up to 60% of the height;
// the board scales into the rest); the player can still drag the splitter.
void MainWindow::fitDecisionPanel() {
    const QList<int> sizes = m_split->sizes();
    if (sizes.size() != 2)
        return;
    const int total = sizes[0] + sizes[1];
    m_split->widget(1)->layout()->activate(); // widths as they are now (the crisis card may have come or gone)
    const int card = m_crisisCard->isVisible() ? m_crisisCard->sizeHint().height() : 0;
    const int wanted = std::min(std::max(m_decision->contentHeight(), card), total * 3 / 5);
    if (wanted > sizes[1] || wanted < sizes[1] - 80) {
        m_split->setSizes({total - wanted, wanted});
        m_split->widget(1)->layout()->activate(); // the buttons take their places now, not later
    }
}

void MainWindow::refresh(bool rebuildLog) {
    if (rebuildLog)
        m_player->stop(); // another game or another moment of it
    for (QShortcut* key : m_skipKeys) // Space and Esc are the buttons' again
        key->setEnabled(false);
    const PlayerView view = m_session.view();
    const StateView& state = view.state;
    m_shownState = state;
    const std::optional<DecisionView>& decision = view.decision;
    const QStringList ids = decision ? decision->optionIds() : QStringList();
    const QString decider = decision ? decision->actor : QString();
    m_board->showState(state, ids);
    m_characters->showState(state, ids, decider);
    m_characters->followDecider(m_charactersScroll); // the dock scrolls to whoever decides
    QString over;
    if (state.gameOver)
        over = state.gameOver->humansWon
                   ? tr("The game is over: the humans reach Kobol. You win!")
                   : tr("The game is over: the Cylons win (%1). Ctrl+Shift+N plays this seed again.")
                         .arg(endReasonText(state.gameOver->reason));
    m_decision->showDecision(decision, over);
    if (decider != m_lastDecider) {
        m_lastDecider = decider;
        m_deciderChanged.start();
    }
    m_crisisCard->showState(state);
    fitDecisionPanel();
    skipActiveWindowLater(decision);
    // A hand opened or closed: earlier lines naming its cards read differently now.
    if (const QString hands = m_session.openHandsKey(); rebuildLog || hands != m_openHands) {
        m_openHands = hands;
        m_log->clear();
        m_logShown = 0;
    }
    m_log->append(m_session.events(m_logShown));
    m_logShown = m_session.logSize();
    m_phase = state.phase;
    if (m_advisor->isVisible())
        m_advisor->setDecision(m_session.adviceKey());

    showBanner(state, decider, over, !rebuildLog);
    // Another game or another moment of it (a load, undo, rewind) tells nothing new.
    if (rebuildLog)
        m_moments->dismiss();
    m_moments->tell(m_momentTeller.next(state, !rebuildLog));
    const NewGameSpec spec = m_session.spec();
    setWindowTitle(tr("Galactica Solo — seed %1%2").arg(spec.seed).arg(m_savePath.isEmpty() ? QString() : " — " + QFileInfo(m_savePath).fileName()));
}

// View > Skip Active Card Moments: an Active Card moment is passed for the player, once the
// window is idle and if it is still the decision then (not undone meanwhile).
void MainWindow::skipActiveWindowLater(const std::optional<DecisionView>& decision) {
    if (!m_skipActiveWindows || !decision || decision->kind != QLatin1String("active_window"))
        return;
    QMetaObject::invokeMethod(
        this,
        [this, step = decision->step] {
            const std::optional<DecisionView> still = m_session.view().decision;
            if (still && still->kind == QLatin1String("active_window") && still->step == step)
                choose(QStringLiteral("done"));
        },
        Qt::QueuedConnection);
}

// The banner names whose turn it is; a hand-off to another character flashes it (also while
// automated steps are shown, at the step where the turn passes).
void MainWindow::showBanner(const StateView& state, const QString& actor, const QString& over, bool flashHandOff) {
    const QString& current = state.current;
    QString text = tr("Turn %1 — %2 (%3) is the current character")
                       .arg(state.turn)
                       .arg(characterName(current), characterTypeName(current));
    if (!actor.isEmpty() && actor != current)
        text += tr(" · %1 decides now").arg(characterName(actor));
    if (!over.isEmpty())
        text = over;
    m_banner->setText(text);
    if (!m_lastCurrent.isEmpty() && current != m_lastCurrent && flashHandOff && over.isEmpty()) {
        m_banner->setStyleSheet("background: #ffb300; color: black; font-weight: bold;");
        m_banner->setText(tr("Hand-off: %1").arg(text));
        m_bannerTimer->start();
    }
    m_lastCurrent = current;
}

} // namespace bsg::gui
