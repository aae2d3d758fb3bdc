// Issue #15, points 7 and 8, through the window's keys, buttons and dialogs: the program opens
// on a welcome page with no game dealt; New Game on an unfinished game asks first and keeps it;
// every game has its own save in the library, listed by Recent Games, where an unfinished game
// is continued and a finished one opened in the replay viewer.
#include "game_library.h"
#include "main_window.h"
#include "modal_helper.h"
#include "names.h"
#include "new_game_dialog.h"
#include "recent_games_dialog.h"
#include "replay_window.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using bsg::gui::MainWindow;

namespace {

const QStringList kCharacters{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"};

void clearLibrary() {
    QDir(bsg::gui::GameLibrary().folder()).removeRecursively();
    QFile::remove(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/autosave.json");
}

void showActive(MainWindow& w) {
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
}

// When the New Game dialog opens: type the seed and press Start.
void startInDialog(const QString& seed) {
    onNextModal<bsg::gui::NewGameDialog>([seed](bsg::gui::NewGameDialog* dialog) {
        auto* edit = dialog->findChild<QLineEdit*>("seed");
        edit->clear();
        QTest::keyClicks(edit, seed);
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
}

// Offscreen, nothing gives the window the focus back after a modal dialog, as a desktop's
// window manager does: the test does.
void reactivate(MainWindow& w) {
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
}

// The game's docks (the Advisor is off unless the player turns it on).
bool docksVisible(const MainWindow& w) {
    for (auto* dock : w.findChildren<QDockWidget*>())
        if (!dock->isVisible() && dock->objectName() != QLatin1String("advisorDock"))
            return false;
    return true;
}

void finishGame(MainWindow& w) {
    for (int i = 0; i < 3000 && !w.session().gameOver(); ++i) {
        const QJsonArray options = w.session().decision().toObject().value("options").toArray();
        QVERIFY(w.choose(options[(i * 7 + 3) % options.size()].toObject().value("id").toString()).isEmpty());
    }
    QVERIFY(w.session().gameOver());
}

} // namespace

class TestGameLibrary : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { clearLibrary(); }

    void firstStartShowsTheWelcomePage() {
        MainWindow w;
        w.setInteractive(false);
        w.resumeOrWelcome();
        showActive(w);
        // Nothing is dealt: a welcome page, no game, no docks, and the option keys do nothing.
        QVERIFY(w.welcomeShown());
        QVERIFY(!w.session().hasGame());
        QVERIFY(!docksVisible(w));
        const QString text = w.findChild<QLabel*>("welcomeText")->text();
        QCOMPARE(text.count(QRegularExpression("[.!?](\\s|$)")), 3);
        QVERIFY(text.contains("Four Solo"));
        auto* continueButton = w.findChild<QPushButton*>("welcomeContinue");
        QVERIFY(!continueButton->isEnabled()); // no game to continue yet
        QTest::keyClick(&w, Qt::Key_1);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!w.session().hasGame());

        // The rules reference, by its button and by F2.
        QTest::mouseClick(w.findChild<QPushButton*>("welcomeRules"), Qt::LeftButton);
        QTRY_VERIFY(w.findChild<QDialog*>("rulesDialog"));
        delete w.findChild<QDialog*>("rulesDialog");
        QTest::keyClick(&w, Qt::Key_F2);
        QTRY_VERIFY(w.findChild<QDialog*>("rulesDialog"));
        delete w.findChild<QDialog*>("rulesDialog");

        // New Game: the dialog, then the game with its docks.
        startInDialog("777");
        QTest::mouseClick(w.findChild<QPushButton*>("welcomeNew"), Qt::LeftButton);
        reactivate(w);
        QVERIFY(w.session().hasGame());
        QCOMPARE(w.session().spec().seed, quint64(777));
        QVERIFY(!w.welcomeShown());
        QVERIFY(docksVisible(w));
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(&w, Qt::Key_1);
        QCOMPARE(w.session().recordSize(), 3);

        // Game > Welcome Page (Alt+Home) comes back to it; Continue returns to the game.
        QTest::keyClick(&w, Qt::Key_Home, Qt::AltModifier);
        QVERIFY(w.welcomeShown());
        QVERIFY(!docksVisible(w));
        QVERIFY(continueButton->isEnabled());
        const QString description = w.findChild<QLabel*>("welcomeContinueText")->text();
        QVERIFY2(description.contains("seed 777") && description.contains(bsg::gui::characterName("kara_thrace")),
                 qPrintable(description));
        QTest::keyClick(&w, Qt::Key_1); // not a choice while the game is not on show
        QCOMPARE(w.session().recordSize(), 3);
        QTest::mouseClick(continueButton, Qt::LeftButton);
        QVERIFY(!w.welcomeShown());
        QVERIFY(docksVisible(w));
        QCOMPARE(w.session().recordSize(), 3);

        // Open Save on the welcome page: a file of the player's own goes on as a game of the
        // library (the file itself is left as it is).
        QTemporaryDir dir;
        const QString own = dir.filePath("mine.json");
        QVERIFY(w.saveGame(own).isEmpty());
        QTest::keyClick(&w, Qt::Key_1);
        QTest::keyClick(&w, Qt::Key_Home, Qt::AltModifier);
        onNextModal<QFileDialog>([own](QFileDialog* dialog) {
            // The name is set rather than typed: typing opens the completer's popup, which
            // would take the Return key on a slow machine.
            dialog->findChild<QLineEdit*>("fileNameEdit")->setText(own);
            QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open), Qt::LeftButton);
        });
        QTest::mouseClick(w.findChild<QPushButton*>("welcomeOpen"), Qt::LeftButton);
        reactivate(w);
        QVERIFY(!w.welcomeShown());
        QCOMPARE(w.session().recordSize(), 3);
        QVERIFY(w.library()->contains(w.currentGamePath()));
        QVERIFY(w.currentGamePath() != own);
    }

    void newGameAsksFirstAndEveryGameIsKept() {
        MainWindow w;
        w.setInteractive(false);
        showActive(w);
        QVERIFY(w.startGame({kCharacters, 11, "normal"}).isEmpty());
        for (int i = 0; i < 4; ++i)
            QTest::keyClick(&w, Qt::Key_1);
        const QString first = w.currentGamePath();

        // New Game on an unfinished game asks; "Keep Playing" changes nothing.
        QString asked;
        onNextModal<QMessageBox>([&asked](QMessageBox* box) {
            asked = box->text();
            QTest::mouseClick(box->findChild<QPushButton*>("keepPlaying"), Qt::LeftButton);
        });
        QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
        reactivate(w);
        QVERIFY2(asked.contains("not finished"), qPrintable(asked));
        QCOMPARE(w.session().spec().seed, quint64(11));
        QCOMPARE(w.session().recordSize(), 4);

        // "Start a New Game": the dialog, a new game in a file of its own, the first one kept.
        onNextModal<QMessageBox>([](QMessageBox* box) {
            startInDialog("777");
            QTest::mouseClick(box->findChild<QPushButton*>("startNewGame"), Qt::LeftButton);
        });
        QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
        reactivate(w);
        QCOMPARE(w.session().spec().seed, quint64(777));
        QVERIFY(w.currentGamePath() != first);
        w.waitForAutosave();
        QVERIFY(QFile::exists(first) && QFile::exists(w.currentGamePath()));
        QCOMPARE(w.library()->games().size(), 2);

        // Recent Games (Ctrl+Shift+R): the last played first; Down and Continue takes up the
        // first game where it was left.
        onNextModal<bsg::gui::RecentGamesDialog>([](bsg::gui::RecentGamesDialog* dialog) {
            auto* list = dialog->findChild<QTreeWidget*>("recentList");
            QCOMPARE(list->topLevelItemCount(), 2);
            QCOMPARE(list->topLevelItem(0)->text(2), QString("777"));
            QVERIFY(list->topLevelItem(0)->text(4).contains("on the table"));
            QTest::keyClick(list, Qt::Key_Down);
            QCOMPARE(list->currentItem()->text(2), QString("11"));
            QVERIFY(list->currentItem()->text(4).startsWith("Unfinished"));
            QTest::mouseClick(dialog->findChild<QPushButton*>("continueGame"), Qt::LeftButton);
        });
        QTest::keyClick(&w, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        reactivate(w);
        QCOMPARE(w.session().spec().seed, quint64(11));
        QCOMPARE(w.session().recordSize(), 4);
        QCOMPARE(w.currentGamePath(), first);

        // A finished game: New Game asks nothing, and Recent Games opens it in the replay
        // viewer only (Continue is off).
        finishGame(w);
        const int decisions = w.session().recordSize();
        bool dialogFirst = false;
        onNextModal<QDialog>([&dialogFirst](QDialog* dialog) {
            dialogFirst = qobject_cast<bsg::gui::NewGameDialog*>(dialog) != nullptr;
            QTest::keyClick(dialog, Qt::Key_Escape);
        });
        QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
        reactivate(w);
        QVERIFY(dialogFirst);
        onNextModal<bsg::gui::RecentGamesDialog>([](bsg::gui::RecentGamesDialog* dialog) {
            auto* list = dialog->findChild<QTreeWidget*>("recentList");
            QCOMPARE(list->currentItem()->text(2), QString("11"));
            QVERIFY(list->currentItem()->text(4).contains("won"));
            QVERIFY(!dialog->findChild<QPushButton*>("continueGame")->isEnabled());
            QTest::mouseClick(dialog->findChild<QPushButton*>("replayGame"), Qt::LeftButton);
        });
        QTest::keyClick(&w, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        reactivate(w);
        auto* replay = w.findChild<bsg::gui::ReplayWindow*>();
        QVERIFY(replay);
        QVERIFY2(replay->findChild<QLabel*>("where")->text().contains(QString("of %1,").arg(decisions)),
                 qPrintable(replay->findChild<QLabel*>("where")->text()));
        replay->close();

        // The next start: the last game played is over, so the welcome page, whose Continue
        // takes up the unfinished one.
        w.waitForAutosave();
        MainWindow again;
        again.setInteractive(false);
        again.resumeOrWelcome();
        showActive(again);
        QVERIFY(again.welcomeShown());
        QVERIFY(!again.session().hasGame());
        QTest::mouseClick(again.findChild<QPushButton*>("welcomeContinue"), Qt::LeftButton);
        QCOMPARE(again.session().spec().seed, quint64(777));
        QVERIFY(!again.welcomeShown());
    }

    void anUnfinishedLastGameResumesAtStart() {
        {
            MainWindow w;
            w.setInteractive(false);
            QVERIFY(w.startGame({kCharacters, 5, "normal"}).isEmpty());
            QVERIFY(w.choose(w.session().decision().toObject().value("options").toArray()[0].toObject().value("id").toString()).isEmpty());
            w.waitForAutosave();
        }
        MainWindow w;
        w.setInteractive(false);
        w.resumeOrWelcome();
        QVERIFY(!w.welcomeShown());
        QCOMPARE(w.session().spec().seed, quint64(5));
        QCOMPARE(w.session().recordSize(), 1);
    }

    void aLostIndexLosesNoGame() {
        {
            MainWindow w;
            w.setInteractive(false);
            QVERIFY(w.startGame({kCharacters, 21, "normal"}).isEmpty());
            QVERIFY(w.startGame({kCharacters, 22, "normal"}).isEmpty());
            w.waitForAutosave();
            QVERIFY(QFile::remove(w.library()->pathOf("index.json")));
        }
        MainWindow w;
        w.setInteractive(false);
        showActive(w);
        onNextModal<bsg::gui::RecentGamesDialog>([](bsg::gui::RecentGamesDialog* dialog) {
            QCOMPARE(dialog->findChild<QTreeWidget*>("recentList")->topLevelItemCount(), 2);
            QTest::keyClick(dialog, Qt::Key_Escape);
        });
        QTest::keyClick(&w, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.library()->games().size(), 2);
    }

    void theOldAutosaveJoinsTheLibrary() {
        // Before the library, one game lived in autosave.json: it must not be lost.
        const QString saved = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/autosave.json";
        bsg::gui::GameSession old;
        QVERIFY(old.start({kCharacters, 9, "normal"}).isEmpty());
        QVERIFY(old.save(saved).isEmpty());
        // The program starts: the old game goes on, now as a game of the library.
        MainWindow w;
        w.setInteractive(false);
        w.resumeOrWelcome();
        QVERIFY(!QFile::exists(saved));
        QVERIFY(!w.welcomeShown());
        QCOMPARE(w.session().spec().seed, quint64(9));
        QVERIFY(w.library()->contains(w.currentGamePath()));
        QCOMPARE(w.library()->games().size(), 1);
    }
};

QTEST_MAIN(TestGameLibrary)
#include "tst_game_library.moc"
