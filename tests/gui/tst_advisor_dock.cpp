// The desktop program's Advisor dock: off by default, turned on from the View menu (and the
// choice kept in the settings), it shows each option's chance to win and its margin, computed
// in a background thread - a quick first estimate, then the full advice; a new decision
// cancels the playouts of the old one, and nothing of them is shown for the new one.
#include "advisor_dock.h"
#include "main_window.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QThread>
#include <QtTest>

using bsg::gui::AdviceRequest;
using bsg::gui::AdviceResult;
using bsg::gui::AdvisorDock;
using bsg::gui::GameSession;
using bsg::gui::MainWindow;
using bsg::gui::NewGameSpec;

namespace {

const NewGameSpec kSpec{{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 42, "normal"};

QJsonArray options(const MainWindow& w) { return w.session().decision().toObject().value("options").toArray(); }

QStringList optionIds(const GameSession& s) {
    QStringList ids;
    for (const auto& o : s.decision().toObject().value("options").toArray())
        ids << o.toObject().value("id").toString();
    return ids;
}
QStringList optionIds(const MainWindow& w) { return optionIds(w.session()); }

// kSpec's game after `choices`, or nullopt when one is refused.
std::optional<QStringList> optionsAfter(const QStringList& choices) {
    GameSession game;
    if (!game.start(kSpec).isEmpty())
        return std::nullopt;
    for (const QString& id : choices)
        if (!game.choose(id).isEmpty())
            return std::nullopt;
    return optionIds(game);
}

// The first decision of kSpec's game (the first option taken before it) with an option after
// which the next decision offers other options: the choices up to it, then that option.
QStringList routeToAChangeOfOptions() {
    QStringList route;
    for (int depth = 0; depth < 30; ++depth) {
        const auto here = optionsAfter(route);
        if (!here || here->isEmpty())
            return {};
        for (const QString& id : *here)
            if (const auto next = optionsAfter(route + QStringList{id}); next && *next != *here)
                return route << id;
        route << here->front();
    }
    return {};
}

// The window shown, not interactive, with kSpec's game started in it.
bool startShown(MainWindow& w) {
    w.setInteractive(false);
    w.show();
    return w.startGame(kSpec).isEmpty();
}

QStringList rowIds(const AdvisorDock& dock) {
    QStringList ids;
    for (const auto& row : dock.rows())
        ids << row.id;
    return ids;
}

// A job's result, and every first estimate and progress report it gave on the way.
struct JobRun {
    std::optional<AdviceResult> result;
    QList<AdviceResult> estimates;
    QList<QPair<int, int>> progress;
};
JobRun runJob(const GameSession& session, const AdviceRequest& request) {
    JobRun run;
    const auto job = session.adviceJob(request);
    if (!job)
        return run;
    run.result = job->run(
        [&](int done, int total) {
            run.progress.append({done, total});
            return true;
        },
        [&](const AdviceResult& estimate) { run.estimates.append(estimate); });
    return run;
}

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
        QVERIFY(startShown(w));
        QVERIFY(!w.advisor()->isVisible());
        QVERIFY(!w.advisor()->busy());
        QCOMPARE(w.advisor()->requestsStarted(), 0); // no playouts for a hidden dock
    }

    void showsTheChanceOfEachOption() {
        MainWindow w;
        QVERIFY(startShown(w));
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
        QVERIFY(startShown(w));
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

    // Issue #34 point 3: a first estimate for the pending decision, marked as such, while the
    // progress bar goes on; then the full advice replaces it.
    void showsAFirstEstimateBeforeTheAdvice() {
        MainWindow w;
        QVERIFY(startShown(w));
        AdvisorDock* dock = w.advisor();
        dock->setPlayouts(1200);
        dock->setFirstEstimatePlayouts(40);
        auto* progress = dock->findChild<QProgressBar*>();
        auto* table = dock->findChild<QTableWidget*>();
        QVERIFY(progress && table);
        QStringList seen; // what was shown, in order
        int percentAtFirst = -1, percentAfter = -1; // the bar at the first estimate, and later
        connect(progress, &QProgressBar::valueChanged, this, [&](int value) {
            if (percentAtFirst >= 0 && value < 100)
                percentAfter = std::max(percentAfter, value);
        });
        connect(dock, &AdvisorDock::firstEstimateShown, this, [&] {
            seen << "first";
            percentAtFirst = progress->value();
            QVERIFY(dock->showsFirstEstimate());
            QVERIFY(dock->busy()); // the full advice is still being played
            QCOMPARE(rowIds(*dock), optionIds(w));
            QVERIFY(progress->isVisible());
            QVERIFY(progress->value() < 100);
            QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("First estimate"));
            int best = 0;
            for (const auto& row : dock->rows()) {
                QVERIFY(row.winChance >= 0 && row.winChance <= 1);
                QVERIFY(row.margin > 0);
                best += row.best;
            }
            QCOMPARE(best, 1);
        });
        connect(dock, &AdvisorDock::adviceShown, this, [&] {
            seen << "final";
            QVERIFY(!dock->showsFirstEstimate());
            QVERIFY(!dock->busy());
            QCOMPARE(rowIds(*dock), optionIds(w));
            QVERIFY(!progress->isVisible());
            QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("Chance to win"));
        });
        QSignalSpy shown(dock, &AdvisorDock::adviceShown);
        dock->toggleViewAction()->trigger();
        QVERIFY(shown.wait(120000));
        QCOMPARE(seen, QStringList({"first", "final"}));
        QVERIFY2(percentAfter > percentAtFirst, "the bar moves on while the advice is refined");
        dock->toggleViewAction()->trigger();
    }

    // The full advice is the same call with or without a first estimate before it (same seed,
    // same playouts: the same chances, margins, ties and words); the progress counts both.
    void theFirstEstimateLeavesTheAdviceAsItWas() {
        GameSession session;
        QVERIFY(session.start(kSpec).isEmpty());
        const QString key = session.adviceKey();
        const JobRun plain = runJob(session, AdviceRequest{key, 300, 0, 1});
        const JobRun refined = runJob(session, AdviceRequest{key, 300, 60, 2});
        QVERIFY(plain.result && refined.result);
        QVERIFY(plain.estimates.isEmpty());
        QCOMPARE(int(refined.estimates.size()), 1);
        const AdviceResult& estimate = refined.estimates.front();
        QVERIFY(estimate.firstEstimate);
        QCOMPARE(estimate.generation, 2);
        QVERIFY(estimate.playouts > 0 && estimate.playouts <= 60);
        QVERIFY(!refined.result->firstEstimate);
        QCOMPARE(refined.result->generation, 2);
        QCOMPARE(refined.result->playouts, plain.result->playouts);
        QCOMPARE(refined.result->rows.size(), plain.result->rows.size());
        for (int i = 0; i < plain.result->rows.size(); ++i) {
            const auto &a = plain.result->rows[i], &b = refined.result->rows[i];
            QCOMPARE(b.id, a.id);
            QVERIFY(b.winChance == a.winChance); // exactly: the same games played
            QVERIFY(b.margin == a.margin);
            QCOMPARE(b.best, a.best);
            QCOMPARE(b.tied, a.tied);
        }
        QCOMPARE(refined.result->check, plain.result->check);
        QCOMPARE(refined.result->why, plain.result->why);
        // One bar for both rounds: it never goes back, and ends full.
        QVERIFY(!refined.progress.isEmpty());
        for (int i = 0; i < refined.progress.size(); ++i) {
            QCOMPARE(refined.progress[i].second, 360);
            QVERIFY(i == 0 || refined.progress[i].first >= refined.progress[i - 1].first);
        }
        QCOMPARE(refined.progress.back().first, 360);
    }

    // A first estimate for an older decision is never shown: the runner drops what a cancelled
    // run had already sent, and the dock what is not for its latest request.
    void aNewDecisionShowsNoStaleFirstEstimate() {
        MainWindow w;
        QVERIFY(startShown(w));
        AdvisorDock* dock = w.advisor();
        dock->setPlayouts(400000); // far more than can finish before the next choice
        dock->setFirstEstimatePlayouts(40);
        QList<QPair<QStringList, QStringList>> shownFor; // the rows shown, the decision's options then
        connect(dock, &AdvisorDock::firstEstimateShown, this,
                [&] { shownFor.append({rowIds(*dock), optionIds(w)}); });
        QStringList route = routeToAChangeOfOptions(); // so that a stale estimate would show
        QVERIFY(!route.isEmpty());
        const QString next = route.takeLast();
        for (const QString& id : route)
            QVERIFY(w.choose(id).isEmpty());
        dock->toggleViewAction()->trigger();
        QVERIFY(dock->busy());
        // Without the event loop: the first round finishes and its estimate waits in the queue.
        QThread::msleep(2000);
        QVERIFY(w.choose(next).isEmpty());
        const QStringList after = optionIds(w);
        QSignalSpy first(dock, &AdvisorDock::firstEstimateShown);
        QVERIFY(first.wait(60000));
        QTest::qWait(50);
        QVERIFY(!shownFor.isEmpty());
        for (const auto& [rows, decision] : shownFor)
            QCOMPARE(rows, decision);
        QCOMPARE(shownFor.back().first, after);
        dock->toggleViewAction()->trigger();
    }

    // The dock alone: results named for an older request are ignored, first estimate or not.
    void theDockIgnoresResultsOfAnOlderRequest() {
        AdvisorDock dock;
        dock.setPlayouts(1000);
        dock.setFirstEstimatePlayouts(100);
        QList<AdviceRequest> requests;
        connect(&dock, &AdvisorDock::adviceRequested, this, [&](const AdviceRequest& r) { requests.append(r); });
        dock.show();
        dock.setDecision("decision one");
        dock.setDecision("decision two");
        QCOMPARE(int(requests.size()), 2);
        QCOMPARE(requests[1].firstPlayouts, 100);
        QCOMPARE(requests[1].playouts, 1000);
        QSignalSpy first(&dock, &AdvisorDock::firstEstimateShown);
        AdviceResult stale;
        stale.generation = requests[0].generation;
        stale.firstEstimate = true;
        stale.rows.append({"old", "Old option", 0.5, 0.1, true, true});
        dock.showFirstEstimate(stale);
        QCOMPARE(first.count(), 0);
        QVERIFY(dock.rows().isEmpty());
        AdviceResult current = stale;
        current.generation = requests[1].generation;
        current.rows[0].id = "new";
        dock.showFirstEstimate(current);
        QCOMPARE(first.count(), 1);
        QVERIFY(dock.showsFirstEstimate());
        QCOMPARE(dock.rows()[0].id, QStringLiteral("new"));
        // Hidden and shown again with a first estimate only: the advice is asked for again.
        dock.hide();
        QVERIFY(!dock.busy());
        dock.show();
        dock.setDecision("decision two");
        QCOMPARE(int(requests.size()), 3);
        QVERIFY(dock.rows().isEmpty());
    }

    // A window too short for three docks one above another (at 1024x640 the table showed one row):
    // turned on there, the advisor shares the log's place as a tab, in front. In a tall window it
    // stays under the log, with the larger share of their room. Ctrl+Shift+A turns it on and off.
    void takesRoomItCanBeReadIn() {
        QSettings().clear();
        const QList<QKeySequence> keys{QKeySequence(QStringLiteral("Ctrl+Shift+A"))};
        {
            MainWindow w;
            w.resize(1024, 640);
            QVERIFY(startShown(w));
            QCOMPARE(w.advisor()->toggleViewAction()->shortcuts(), keys);
            auto* log = w.findChild<QDockWidget*>("logDock");
            QVERIFY(log);
            QVERIFY(w.tabifiedDockWidgets(w.advisor()).isEmpty());
            w.advisor()->toggleViewAction()->trigger();
            QCOMPARE(w.tabifiedDockWidgets(w.advisor()), QList<QDockWidget*>{log});
            QVERIFY(w.advisor()->isVisible());
            QTRY_VERIFY(!w.advisor()->visibleRegion().isEmpty()); // in front of the log
            w.advisor()->toggleViewAction()->trigger();
        }
        QSettings().clear();
        {
            MainWindow w;
            w.resize(1920, 1080);
            QVERIFY(startShown(w));
            auto* log = w.findChild<QDockWidget*>("logDock");
            w.advisor()->toggleViewAction()->trigger();
            QVERIFY(w.tabifiedDockWidgets(w.advisor()).isEmpty());
            // Three fifths of their room, to a pixel or two (QMainWindow rounds).
            auto share = [&] { return 5 * w.advisor()->height() - 3 * (w.advisor()->height() + log->height()); };
            QTRY_VERIFY2(std::abs(share()) <= 10, qPrintable(QString::number(share())));
            QVERIFY(log->height() > 100); // the log keeps some lines
            w.advisor()->toggleViewAction()->trigger();
        }
        QSettings().clear();
    }

    // When the playouts led with another option but did not tell it apart from the heuristic
    // player's, the recommended option is the heuristic's and one line says so; only then.
    void saysWhenTheHeuristicsChoiceIsKept() {
        AdvisorDock dock;
        QList<AdviceRequest> requests;
        connect(&dock, &AdvisorDock::adviceRequested, this, [&](const AdviceRequest& r) { requests.append(r); });
        dock.show();
        auto* kept = dock.findChild<QLabel*>("adviceKeptHeuristic");
        QVERIFY(kept);
        dock.setDecision("decision one");
        QCOMPARE(int(requests.size()), 1);
        AdviceResult result;
        result.generation = requests.back().generation;
        result.rows.append({"a", "Option A", 0.5, 0.1, true, true});
        result.rows.append({"b", "Option B", 0.6, 0.1, false, true});
        result.keptHeuristic = true;
        dock.showAdvice(result);
        QVERIFY(kept->isVisible());
        QVERIFY(kept->text().contains(QStringLiteral("heuristic player's choice")));
        dock.setDecision("decision two"); // a new decision: nothing of the old advice stays
        QVERIFY(!kept->isVisible());
        result.generation = requests.back().generation;
        result.keptHeuristic = false; // the recommendation departs on evidence, or was the heuristic's
        dock.showAdvice(result);
        QVERIFY(!dock.busy());
        QVERIFY(!kept->isVisible());
    }
};

QTEST_MAIN(TestAdvisorDock)
#include "tst_advisor_dock.moc"
