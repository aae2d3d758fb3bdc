// The desktop program when its saves fail (issue #37, point 1): the game's folder cannot be
// written (a full disk behaves the same: every QSaveFile write fails). The warning stays on
// show until a save succeeds, the save is retried when writing works again, and quitting with
// the game unsaved asks what to do instead of losing it.
#include "bad_databases.h"
#include "game_library.h"
#include "game_session.h"
#include "main_window.h"
#include "modal_helper.h"

#include <QDir>
#include <QJsonArray>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QtTest>

#include <memory>

using bsg::gui::MainWindow;

namespace {

const bsg::gui::NewGameSpec kSpec{{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 42, "normal"};

QString firstOption(const MainWindow& w) {
    return w.session().decision().toObject().value("options").toArray().first().toObject().value("id").toString();
}

// Presses the button `name` of the next message box, after checking it is the quit question
// and shows its text as plain text.
void answerQuitQuestion(const QString& name, bool* asked) {
    onNextModal<QMessageBox>([name, asked](QMessageBox* box) {
        *asked = box->objectName() == "quitUnsaved" && box->textFormat() == Qt::PlainText &&
                 box->text().contains("could not be saved");
        if (auto* button = box->findChild<QPushButton*>(name))
            button->click();
    });
}

} // namespace

class TestSaveFailures : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QDir(bsg::gui::GameLibrary().folder()).removeRecursively();
    }

    void aFailingSaveStaysOnShowIsRetriedAndQuittingAsks() {
        MainWindow w;
        w.setInteractive(false);
        w.setSaveRetryInterval(200);
        w.resize(1280, 720);
        QVERIFY(w.startGame(kSpec).isEmpty());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.waitForAutosave();
        QCoreApplication::processEvents();
        QVERIFY(!w.saveWarningShown());

        auto shut = std::make_unique<test::ReadOnlyFolder>(w.library()->folder());
        if (!shut->supported())
            QSKIP("This file system lets this user write into any folder.");
        for (int i = 0; i < 6; ++i)
            QCOMPARE(w.choose(firstOption(w)), QString());
        const int played = w.session().recordSize();
        QTRY_VERIFY(w.saveWarningShown());
        // Worded from the save on disk: the game as it was when the folder closed.
        QVERIFY2(w.saveWarningText().contains("at decision 0"), qPrintable(w.saveWarningText()));
        // Longer than a status-bar message lasts, and through the retries: still on show.
        QTest::qWait(8500);
        QVERIFY(w.saveWarningShown());
        QVERIFY(w.findChild<QLabel*>("saveWarning")->text().contains("Not saved"));

        // Quitting asks; Keep Playing keeps the window open.
        bool asked = false;
        answerQuitQuestion("keepPlaying", &asked);
        QVERIFY(!w.close());
        QVERIFY(asked);
        QVERIFY(w.isVisible());
        // Try Saving Again while the folder is still shut: the question comes back; then Quit
        // Without Saving closes the window.
        bool askedAgain = false;
        onNextModal<QMessageBox>([&askedAgain](QMessageBox* box) {
            answerQuitQuestion("quitAnyway", &askedAgain);
            box->findChild<QPushButton*>("retrySave")->click();
        });
        QVERIFY(w.close());
        QVERIFY(askedAgain);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        // The folder opens again (space came back): the retry saves the game, the warning goes,
        // and the save holds every decision.
        shut.reset();
        QTRY_VERIFY_WITH_TIMEOUT(!w.saveWarningShown(), 5000);
        w.waitForAutosave();
        bsg::gui::GameSession kept;
        QCOMPARE(kept.load(w.currentGamePath()), QString());
        QCOMPARE(kept.recordSize(), played);
        QVERIFY(w.close()); // nothing to ask now
        QFile::remove(w.currentGamePath());
    }
};

QTEST_MAIN(TestSaveFailures)
#include "tst_save_failures.moc"
