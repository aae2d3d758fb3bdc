// A newcomer at 1280x720: at every decision of whole games, every option has a key and its
// button is on screen without scrolling; the game is played by those keys alone. Also the
// crisis card: shown with its check and results while a crisis is resolved, never before.
#include "crisis_card.h"
#include "decision_panel.h"
#include "game_library.h"
#include "game_session.h"
#include "main_window.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <random>

using bsg::gui::DecisionPanel;
using bsg::gui::MainWindow;
using bsg::gui::NewGameSpec;

class TestDecisionReach : public QObject {
    Q_OBJECT

    // Every option's button lies inside the visible part of the options area.
    static void checkAllOptionsVisible(const MainWindow& w, int& worst) {
        auto* panel = w.findChild<DecisionPanel*>();
        auto* scroll = panel->findChild<QScrollArea*>("optionsScroll");
        const QRect viewport = scroll->viewport()->rect();
        const QStringList ids = panel->optionIds();
        worst = std::max(worst, int(ids.size()));
        QVERIFY2(ids.size() <= DecisionPanel::kKeyedOptions, "more options than keys");
        for (const QString& id : ids) {
            auto* b = panel->findChild<QPushButton*>("option:" + id);
            QVERIFY2(b && b->isVisible(), qPrintable(id));
            const QRect at(b->mapTo(scroll->viewport(), QPoint(0, 0)), b->size());
            QVERIFY2(viewport.contains(at), qPrintable(QStringLiteral("option needs scrolling at 1280x720: %1 (button %2,%3 %4x%5 in a viewport of %6x%7, %8 options, panel %9 high)")
                                                           .arg(id).arg(at.x()).arg(at.y()).arg(at.width()).arg(at.height())
                                                           .arg(viewport.width()).arg(viewport.height()).arg(ids.size()).arg(panel->height())));
        }
    }

    // A Four Solo game in a window with no pauses between automated steps, shown.
    static void startQuickGame(MainWindow& w) {
        w.setInteractive(false);
        w.setStepPace(0);
        QVERIFY(w.startGame(NewGameSpec{{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 5, "normal"}).isEmpty());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
    }

    void every_option_has_a_key_and_shows_without_scrolling_at_1280x720() {
        int decisions = 0, worst = 0, crisisCards = 0;
        for (uint64_t seed : {20261122u, 7u}) {
            MainWindow w;
            w.setInteractive(false);
            w.setStepPace(0);
            w.resize(1280, 720);
            QVERIFY(w.startGame(NewGameSpec{{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, seed, "normal"})
                        .isEmpty());
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            std::mt19937 rng{uint32_t(seed)};
            auto* panel = w.findChild<DecisionPanel*>();
            auto* card = w.findChild<bsg::gui::CrisisCardView*>();
            for (int i = 0; i < 3000 && !w.session().gameOver(); ++i) {
                QApplication::processEvents();
                checkAllOptionsVisible(w, worst);
                if (QTest::currentTestFailed())
                    return;
                // The crisis card is up exactly while the view names a current crisis.
                const QString crisis = w.session().state().value("current_crisis").toString();
                QCOMPARE(card->isVisible(), !crisis.isEmpty());
                if (!crisis.isEmpty()) {
                    QCOMPARE(card->crisisId(), crisis);
                    ++crisisCards;
                }
                const QStringList ids = panel->optionIds();
                const int pick = int(rng() % uint32_t(ids.size()));
                const int before = w.session().recordSize();
                QTest::keyClicks(&w, DecisionPanel::keyName(pick)); // by its key alone
                QVERIFY2(w.session().recordSize() == before + 1 || w.session().gameOver(),
                         qPrintable("the key " + DecisionPanel::keyName(pick) + " did not choose " + ids[pick]));
                ++decisions;
            }
            QVERIFY(w.session().gameOver());
        }
        qInfo("decisions %d, most options at once %d, decisions with the crisis card up %d", decisions, worst, crisisCards);
        QVERIFY(crisisCards > 0);
    }

    // Issue #35, defect 3: a game resumed at start (before the window is shown, as main()
    // does) opens with every option in sight and the crisis card whole.
    void a_resumed_game_opens_with_every_option_in_sight() {
        bsg::gui::GameLibrary library;
        QDir(library.folder()).removeRecursively();
        bsg::gui::GameLibrary fresh;
        bsg::gui::GameSession played;
        QCOMPARE(played.start(NewGameSpec{{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 11, "normal"}),
                 QString());
        // Onwards to a crisis decision with several options.
        for (int i = 0; i < 2000 && !played.gameOver(); ++i) {
            const QJsonObject d = played.decision().toObject();
            if (!played.state().value("current_crisis").toString().isEmpty() && d.value("options").toArray().size() >= 4)
                break;
            QCOMPARE(played.choose(d.value("options").toArray().first().toObject().value("id").toString()), QString());
        }
        QVERIFY(!played.state().value("current_crisis").toString().isEmpty());
        fresh.store(fresh.newGamePath(11), played);
        fresh.waitForWrites();

        MainWindow w;
        w.setInteractive(false);
        w.resize(1280, 720);
        w.resumeOrWelcome();
        QCOMPARE(w.session().recordSize(), played.recordSize());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QApplication::processEvents();
        int worst = 0;
        checkAllOptionsVisible(w, worst);
        auto* card = w.findChild<bsg::gui::CrisisCardView*>();
        QVERIFY(card->isVisible());
        QVERIFY2(card->height() >= card->sizeHint().height(),
                 qPrintable(QString("crisis card %1 px high, needs %2").arg(card->height()).arg(card->sizeHint().height())));
        QDir(library.folder()).removeRecursively();
    }

    // Issue #35, point 5: an option that chooses a crisis card (the revealed Cylon's pick
    // under the Golden Rule, Religious Visions) says what the card asks, not its bare name.
    void a_crisis_option_says_what_the_card_asks() {
        DecisionPanel panel;
        bsg::DecisionView decision;
        decision.actor = "laura_roslin";
        decision.prompt = "Choose the crisis";
        decision.options = {{"crisis:low_supplies", "Low Supplies"}};
        panel.showDecision(decision, {});
        auto* button = panel.findChild<bsg::gui::OptionButton*>("option:crisis:low_supplies");
        QVERIFY(button);
        QVERIFY2(button->label().startsWith("1. Low Supplies — ") && button->label().contains("politics"),
                 qPrintable(button->label()));
    }

    // View > Skip Active Card Moments: the Four Solo 5.1 windows pass by themselves.
    void skipped_active_card_moments_never_wait_for_the_player() {
        QSettings().setValue("ui/skipActiveWindows", true);
        MainWindow w;
        startQuickGame(w);
        if (QTest::currentTestFailed())
            return;
        int windowsPassed = 0;
        for (int i = 0; i < 400 && !w.session().gameOver(); ++i) {
            QApplication::processEvents();
            const QString kind = w.session().decision().toObject().value("kind").toString();
            QVERIFY2(kind != "active_window", "an Active Card moment waited for the player");
            const int before = w.session().recordSize();
            QTest::keyClick(&w, Qt::Key_1);
            QApplication::processEvents();
            windowsPassed += w.session().recordSize() - before - 1;
        }
        QSettings().remove("ui/skipActiveWindows");
        qInfo("moments passed by themselves: %d", windowsPassed);
        QVERIFY(windowsPassed > 0);
    }

    // Issue #35, defect 2: with the moments skipped, Undo takes back the player's last decision
    // (and the passes after it) in one step, and keeps one rewind in the save for it.
    void undo_with_skipped_moments_takes_back_the_players_decision() {
        QSettings().setValue("ui/skipActiveWindows", true);
        MainWindow w;
        startQuickGame(w);
        if (QTest::currentTestFailed())
            return;
        int undone = 0;
        for (int i = 0; i < 400 && undone < 3 && !w.session().gameOver(); ++i) {
            QApplication::processEvents();
            const int before = w.session().recordSize();
            const QJsonValue decisionBefore = w.session().decision();
            const QJsonObject stateBefore = w.session().state();
            QTest::keyClick(&w, Qt::Key_1);
            QApplication::processEvents();
            // Only where moments were passed after this choice and nothing hidden came out.
            if (w.session().recordSize() <= before + 1 || !w.session().undoRefusal(true).isEmpty())
                continue;
            const int rewinds = w.session().rewinds().size();
            QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
            QApplication::processEvents();
            QCOMPARE(w.session().recordSize(), before);
            QCOMPARE(w.session().decision(), decisionBefore);
            QCOMPARE(w.session().state(), stateBefore);
            QCOMPARE(w.session().rewinds().size(), rewinds + 1);
            ++undone;
        }
        QSettings().remove("ui/skipActiveWindows");
        QCOMPARE(undone, 3);
    }
};

QTEST_MAIN(TestDecisionReach)
#include "tst_decision_reach.moc"
