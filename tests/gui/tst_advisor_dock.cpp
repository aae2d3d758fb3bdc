// The desktop program's Advisor dock: off by default, turned on from the View menu (and the
// choice kept in the settings), it shows each option's chance to win and its margin, computed
// in a background thread; a new decision cancels the playouts of the old one.
#include "advisor_dock.h"
#include "main_window.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using bsg::gui::AdvisorDock;
using bsg::gui::MainWindow;
using bsg::gui::NewGameSpec;

namespace {

const NewGameSpec kSpec{{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 42, "normal"};

QJsonArray options(const MainWindow& w) { return w.session().decision().toObject().value("options").toArray(); }

} // namespace

class TestAdvisorDock : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void offByDefault() {
        MainWindow w;
        w.setInteractive(false);
        w.show();
        QVERIFY(w.startGame(kSpec).isEmpty());
        QVERIFY(!w.advisor()->isVisible());
        QVERIFY(!w.advisor()->busy());
        QCOMPARE(w.advisor()->requestsStarted(), 0); // no playouts for a hidden dock
    }

    void showsTheChanceOfEachOption() {
        MainWindow w;
        w.setInteractive(false);
        w.show();
        QVERIFY(w.startGame(kSpec).isEmpty());
        AdvisorDock* dock = w.advisor();
        dock->setPlayouts(60);
        QSignalSpy shown(dock, &AdvisorDock::adviceShown);
        dock->toggleViewAction()->trigger(); // View > Advisor
        QVERIFY(dock->isVisible());
        QVERIFY(QSettings().value("ui/advisor").toBool());
        QVERIFY(shown.wait(60000));
        QCOMPARE(int(dock->rows().size()), int(options(w).size()));
        int best = 0;
        for (int i = 0; i < dock->rows().size(); ++i) {
            QCOMPARE(dock->rows()[i].id, options(w)[i].toObject().value("id").toString());
            QVERIFY(dock->rows()[i].winChance >= 0 && dock->rows()[i].winChance <= 1);
            QVERIFY(dock->rows()[i].margin >= 0);
            best += dock->rows()[i].best;
            QVERIFY(!dock->rows()[i].best || dock->rows()[i].tied); // the best is tied with itself
        }
        QCOMPARE(best, 1); // one option is recommended
        // Under the table, in words, what it gains over the next best (another option, named).
        auto* why = dock->findChild<QLabel*>("adviceWhy");
        QVERIFY(why);
        QVERIFY(options(w).size() >= 2);
        QVERIFY(why->isVisible());
        QVERIFY2(why->text().startsWith(QString::fromUtf8("Against \u201c")), qPrintable(why->text()));
        bool namesAnother = false;
        for (const auto& row : dock->rows())
            namesAnother = namesAnother || (!row.best && why->text().contains(row.label));
        QVERIFY2(namesAnother, qPrintable(why->text()));
        // The next decision gets its own advice.
        const int before = dock->requestsStarted();
        QVERIFY(w.choose(options(w)[0].toObject().value("id").toString()).isEmpty());
        QVERIFY(shown.wait(60000));
        QVERIFY(dock->requestsStarted() > before);
        QCOMPARE(dock->rows()[0].id, options(w)[0].toObject().value("id").toString());
        dock->toggleViewAction()->trigger();
        QVERIFY(!QSettings().value("ui/advisor").toBool());
    }

    void aNewDecisionCancelsTheOldPlayouts() {
        MainWindow w;
        w.setInteractive(false);
        w.show();
        QVERIFY(w.startGame(kSpec).isEmpty());
        AdvisorDock* dock = w.advisor();
        dock->setPlayouts(400000); // far more than can finish before the next choice
        dock->toggleViewAction()->trigger();
        QVERIFY(dock->busy());
        const int first = dock->requestsStarted();
        QVERIFY(w.choose(options(w)[0].toObject().value("id").toString()).isEmpty());
        QVERIFY(dock->requestsStarted() == first + 1); // a new request; the old one was cancelled
        QVERIFY(dock->rows().isEmpty());
        dock->setPlayouts(40);
        QSignalSpy shown(dock, &AdvisorDock::adviceShown);
        QVERIFY(w.choose(options(w)[0].toObject().value("id").toString()).isEmpty());
        QVERIFY(shown.wait(60000));
        QCOMPARE(int(dock->rows().size()), int(options(w).size()));
        dock->toggleViewAction()->trigger();
    }
};

QTEST_MAIN(TestAdvisorDock)
#include "tst_advisor_dock.moc"
