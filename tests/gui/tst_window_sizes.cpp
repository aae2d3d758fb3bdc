// The window at the sizes a newcomer has, through its real widgets: the board's text stays
// legible (every text item at least kMinLegibleScreenPx high on screen, none overlapping
// another) at 1280x720, 1920x1080 and the window's minimum size; the window cannot be made
// smaller than that minimum; the characters dock scrolls to and frames whoever decides; and
// the two-line card labels are not cut at 1280x720 nor at the minimum size; the crisis card's
// text starts under its name however tall the row beside it makes the card.
#include "board_art.h"
#include "board_scene.h"
#include "board_view.h"
#include "carddb.h"
#include "characters_widget.h"
#include "crisis_card.h"
#include "decision_panel.h"
#include "main_window.h"

#include <QApplication>
#include <QDockWidget>
#include <QGraphicsSimpleTextItem>
#include <QGroupBox>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QTextLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QtTest>

#include <random>

using bsg::gui::BoardView;
using bsg::gui::CardButton;
using bsg::gui::DecisionPanel;
using bsg::gui::MainWindow;
using bsg::gui::NewGameSpec;

namespace {

const QStringList kTeam{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"};

// Plays `decisions` random decisions by their keys, running `check` before each.
template <class Check> void play(MainWindow& w, quint64 seed, int decisions, Check check) {
    std::mt19937 rng{uint32_t(seed)};
    auto* panel = w.findChild<DecisionPanel*>();
    for (int i = 0; i < decisions && !w.session().gameOver(); ++i) {
        for (int settle = 0; settle < 3; ++settle) // layouts nest: as before the next paint
            QApplication::processEvents();
        check(i);
        if (QTest::currentTestFailed())
            return;
        const QStringList ids = panel->optionIds();
        QVERIFY(!ids.isEmpty());
        QTest::keyClicks(&w, DecisionPanel::keyName(int(rng() % uint32_t(ids.size()))));
    }
}

// The smallest text on the board in screen pixels; fails on text that overlaps other text
// or leaves the board.
double smallestText(const MainWindow& w, QString* problem) {
    const double scale = w.boardView()->boardScale();
    double smallest = 1e9;
    QList<QGraphicsSimpleTextItem*> texts;
    for (QGraphicsItem* item : w.board()->items())
        if (auto* t = dynamic_cast<QGraphicsSimpleTextItem*>(item); t && t->isVisible() && !t->text().isEmpty())
            texts << t;
    const QRectF board = w.board()->sceneRect();
    for (int i = 0; i < texts.size(); ++i) {
        const QGraphicsSimpleTextItem* t = texts[i];
        const double px = t->font().pixelSize() * t->sceneTransform().m11() * scale;
        smallest = std::min(smallest, px);
        const QRectF at = t->sceneBoundingRect();
        if (!board.contains(at))
            *problem = QStringLiteral("\"%1\" leaves the board").arg(t->text());
        for (int j = i + 1; j < texts.size(); ++j) {
            const QRectF overlap = at.intersected(texts[j]->sceneBoundingRect());
            if (overlap.width() > 2 && overlap.height() > 2)
                *problem = QStringLiteral("\"%1\" overlaps \"%2\"").arg(t->text(), texts[j]->text());
        }
    }
    return smallest;
}

} // namespace

class TestWindowSizes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void the_window_has_a_sensible_minimum_size() {
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.startGame(NewGameSpec{kTeam, 3, "normal"}).isEmpty());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QSize least = w.minimumSize().expandedTo(w.minimumSizeHint());
        qInfo("minimum window size %dx%d", least.width(), least.height());
        // Small laptop screens take it; a screen of 1280x720 takes it with room to spare.
        QVERIFY(least.width() >= 800 && least.width() <= 1100);
        QVERIFY(least.height() >= 500 && least.height() <= 680);
        w.resize(300, 200);
        QApplication::processEvents();
        QVERIFY(w.width() >= least.width() && w.height() >= least.height());
        QVERIFY(w.boardView()->boardScale() >= BoardView::minimumScale() - 1e-6);
    }

    void the_boards_text_is_legible_at_every_size() {
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080), QSize(0, 0)}) {
            MainWindow w;
            w.setInteractive(false);
            QVERIFY(w.startGame(NewGameSpec{kTeam, 20261122, "normal"}).isEmpty());
            w.resize(size.isEmpty() ? w.minimumSize() : size); // (0, 0): as small as the window goes
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            double smallest = 1e9, scale = 1e9;
            play(w, 20261122, 250, [&](int i) {
                QString problem;
                smallest = std::min(smallest, smallestText(w, &problem));
                scale = std::min(scale, w.boardView()->boardScale());
                QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("decision %1: %2").arg(i).arg(problem)));
            });
            qInfo("window %dx%d: board scale at least %.3f, smallest text %.1f px on screen", w.width(), w.height(), scale,
                  smallest);
            QVERIFY2(smallest >= bsg::gui::kMinLegibleScreenPx - 0.01, qPrintable(QString::number(smallest)));
            if (size == QSize(1280, 720))
                QVERIFY2(smallest >= 9.5, "the board's smallest text at 1280x720 is under 9.5 px");
        }
    }

    void the_characters_dock_follows_whoever_decides() {
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.startGame(NewGameSpec{kTeam, 8, "normal"}).isEmpty());
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* dock = w.findChild<QDockWidget*>("charactersDock");
        auto* scroll = qobject_cast<QScrollArea*>(dock->widget());
        QVERIFY(scroll);
        int followed = 0, scrolled = 0, lastValue = -1;
        play(w, 8, 300, [&](int i) {
            const QString actor = w.session().decision().toObject().value("actor").toString();
            QWidget* framed = nullptr;
            for (auto* panel : scroll->widget()->findChildren<QGroupBox*>())
                if (panel->objectName().startsWith("character:") && panel->property("deciding").toBool()) {
                    QVERIFY2(!framed, "two panels framed as deciding");
                    framed = panel;
                }
            if (!w.findChild<QGroupBox*>("character:" + actor)) { // nobody's own decision
                QVERIFY(!framed);
                return;
            }
            QVERIFY2(framed && framed->objectName() == "character:" + actor, qPrintable(QString::number(i)));
            // Its name and first lines are in sight; all of it when it fits.
            const QRect shown(framed->mapTo(scroll->viewport(), QPoint(0, 0)), framed->size());
            const QRect viewport = scroll->viewport()->rect();
            QVERIFY2(shown.top() >= viewport.top() - 1 && shown.top() + 40 <= viewport.bottom(),
                     qPrintable(QStringLiteral("decision %1: %2's panel at %3 in a viewport %4 high")
                                    .arg(i).arg(actor).arg(shown.top()).arg(viewport.height())));
            if (shown.height() <= viewport.height())
                QVERIFY2(viewport.contains(shown), qPrintable(QStringLiteral("decision %1: %2's panel at %3,%4 %5x%6 in a viewport %7x%8")
                                                                 .arg(i).arg(actor).arg(shown.x()).arg(shown.y()).arg(shown.width())
                                                                 .arg(shown.height()).arg(viewport.width()).arg(viewport.height())
                                                                 + QStringLiteral(" widget %1 high, scroll %2 of %3").arg(scroll->widget()->height()).arg(scroll->verticalScrollBar()->value()).arg(scroll->verticalScrollBar()->maximum())));
            ++followed;
            scrolled += lastValue >= 0 && scroll->verticalScrollBar()->value() != lastValue;
            lastValue = scroll->verticalScrollBar()->value();
        });
        qInfo("decisions by a character %d, the dock scrolled %d times", followed, scrolled);
        QVERIFY(followed > 50);
        QVERIFY(scrolled > 0);
    }

    void card_labels_take_two_lines_and_are_not_cut_at_1280x720_nor_at_the_minimum_size() {
        // At the minimum size the dock is narrow: its panels put their cards in one column.
        for (const QSize size : {QSize(1280, 720), QSize(0, 0)}) {
            MainWindow w;
            w.setInteractive(false);
            QVERIFY(w.startGame(NewGameSpec{kTeam, 20261122, "normal"}).isEmpty());
            w.resize(size.isEmpty() ? w.minimumSize() : size);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            int cards = 0, twoLines = 0;
            play(w, 20261122, 200, [&](int i) {
                for (auto* b : w.findChildren<CardButton*>()) {
                    if (!b->isVisible())
                        continue;
                    ++cards;
                    const QString shown = b->text();
                    twoLines += shown.contains('\n');
                    QVERIFY2(!shown.contains(QChar(0x2026)) && QString(shown).replace('\n', ' ') == b->fullText(),
                             qPrintable(QStringLiteral("window %1x%2, decision %3: \"%4\" shown as \"%5\" on a button %6 px wide")
                                            .arg(w.width()).arg(w.height()).arg(i).arg(b->fullText(), shown).arg(b->width())));
                    QVERIFY(shown.count('\n') <= 1);
                    QVERIFY2(b->height() >= (shown.count('\n') + 1) * b->fontMetrics().lineSpacing(),
                             qPrintable(QStringLiteral("decision %1: \"%2\" on a button %3 px high").arg(i).arg(shown).arg(b->height())));
                }
            });
            qInfo("window %dx%d: card labels checked %d, on two lines %d", w.width(), w.height(), cards, twoLines);
            QVERIFY(twoLines > 0);
        }
    }

    // The card sits beside the decisions, whose height it takes: the spare height goes below
    // its text, not between the name and the text.
    // Issue #35, defect 4: after the window is made small and then large again, the right-hand
    // docks take a sensible share of it again, and every log line wraps instead of being cut.
    void the_docks_keep_their_share_and_log_lines_wrap_after_resizes() {
        MainWindow w;
        w.setInteractive(false);
        w.resize(1500, 950); // the first-run size
        QVERIFY(w.startGame(NewGameSpec{kTeam, 7, "normal"}).isEmpty());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        play(w, 7, 40, [](int) {});
        auto* dock = w.findChild<QDockWidget*>("logDock");
        auto* log = w.findChild<QPlainTextEdit*>("logText");
        QVERIFY(log);
        const auto checkAt = [&](QSize size) {
            w.resize(size);
            for (int settle = 0; settle < 5; ++settle)
                QApplication::processEvents();
            QVERIFY2(dock->width() >= w.width() / 5,
                     qPrintable(QString("docks %1 px wide in a window %2 px wide").arg(dock->width()).arg(w.width())));
            QVERIFY(log->document()->blockCount() > 20);
            // Lines wrap to the dock: nothing lies beyond its right edge, and some take two rows.
            QCOMPARE(log->lineWrapMode(), QPlainTextEdit::WidgetWidth);
            QCOMPARE(log->horizontalScrollBar()->maximum(), 0);
            int wrapped = 0;
            for (QTextBlock b = log->document()->begin(); b.isValid(); b = b.next()) {
                QVERIFY2(b.layout()->boundingRect().width() <= log->viewport()->width(), qPrintable(b.text()));
                wrapped += b.layout()->lineCount() > 1;
            }
            QVERIFY2(wrapped > 0, qPrintable(QString("no log line wraps at %1 px").arg(log->viewport()->width())));
        };
        checkAt({1500, 950});
        checkAt({1024, 640});
        checkAt({1920, 1080});
        checkAt({1280, 720});
    }

    void the_crisis_cards_text_starts_under_its_name_however_tall_the_card() {
        bsg::gui::CrisisCardView card;
        bsg::StateView state;
        state.currentCrisis = QString::fromStdString(bsg::db().crises.front().id);
        card.showState(state);
        QVERIFY(card.isVisible());
        for (const int height : {card.sizeHint().height(), 700}) {
            card.resize(320, height);
            QApplication::processEvents();
            const auto labels = card.findChildren<QLabel*>();
            QCOMPARE(labels.size(), 2);
            const QLabel* name = labels[0];
            const QLabel* body = labels[1];
            const int needed = body->heightForWidth(body->width());
            QVERIFY2(body->geometry().top() - name->geometry().bottom() < 20 &&
                         (body->height() <= needed + 2 || body->alignment().testFlag(Qt::AlignTop)),
                     qPrintable(QStringLiteral("card %1 px high: name ends at %2, text from %3, %4 px for %5 px of text")
                                    .arg(height).arg(name->geometry().bottom()).arg(body->geometry().top())
                                    .arg(body->height()).arg(needed)));
        }
    }
};

QTEST_MAIN(TestWindowSizes)
#include "tst_window_sizes.moc"
