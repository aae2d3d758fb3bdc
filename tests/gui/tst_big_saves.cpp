// Issue #37, point 5: a save at the record limit (100,000 entries, made of scenario requests)
// in the library. The program must start at once whatever the library holds: the last game
// and saves the index does not list load in the background, each replayed once, with the
// progress on show.
#include "game_library.h"
#include "main_window.h"
#include "solo_game.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QtTest>

using bsg::gui::GameSession;
using bsg::gui::MainWindow;

namespace {

const QStringList kCharacters{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"};

// A Four Solo game of kMaxRecordEntries record entries: scenario requests that set the fuel.
QByteArray fullSizeSave() {
    static const QByteArray bytes = [] {
        bsg::Error error;
        std::vector<std::string> ids;
        for (const QString& c : kCharacters)
            ids.push_back(c.toStdString());
        auto g = bsg::solo::newSoloGame(ids, 77, bsg::Difficulty::Normal, &error);
        for (int k = 0; g && k < bsg::kMaxRecordEntries; ++k)
            if (g->scenario(QJsonObject{{"cmd", "set"}, {"resources", QJsonObject{{"fuel", 5 + k % 4}}}}))
                return QByteArray();
        return g ? bsg::saveBytes(g->toSave(), &error).value_or(QByteArray()) : QByteArray();
    }();
    return bytes;
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// An index that lists `file` as the game played last, unfinished.
QByteArray indexListing(const QString& file) {
    const QJsonObject entry{{"file", file},
                            {"started", "2026-11-01T10:00:00.000"},
                            {"played", QDateTime::currentDateTime().toString(Qt::ISODateWithMs)},
                            {"seed", "77"},
                            {"characters", QJsonArray::fromStringList(kCharacters)},
                            {"difficulty", "normal"},
                            {"decisions", bsg::kMaxRecordEntries},
                            {"turn", 0},
                            {"over", false},
                            {"winner", ""},
                            {"play_seconds", 0}};
    return QJsonDocument(QJsonObject{{"format", "galactica-solo/games"}, {"version", 1}, {"games", QJsonArray{entry}}})
        .toJson();
}

} // namespace

class TestBigSaves : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(fullSizeSave().size() > 1024 * 1024);
    }
    void init() { QDir(bsg::gui::GameLibrary().folder()).removeRecursively(); }

    void aLoadReplaysOnceTellingItsProgress() {
        GameSession session;
        QList<int> told;
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(session.loadBytes(fullSizeSave(), [&](int done, int total) {
            told << done;
            return total == bsg::kMaxRecordEntries;
        }),
                 QString());
        qInfo("a 100,000-entry save loads in %lld ms", clock.elapsed());
        QCOMPARE(session.recordSize(), bsg::kMaxRecordEntries);
        QVERIFY(told.size() > 100); // now and then, not only at the end
        QCOMPARE(told.last(), bsg::kMaxRecordEntries);
        QVERIFY(std::is_sorted(told.begin(), told.end()));
        // The index undo needs came from that one replay: the last entry can be taken back.
        QCOMPARE(session.undoRefusal(), QString());
        QCOMPARE(session.undo(), QString());
        QCOMPARE(session.recordSize(), bsg::kMaxRecordEntries - 1);
    }

    void aCancelledLoadChangesNothing() {
        GameSession session;
        QVERIFY(session.start({kCharacters, 5, "normal"}).isEmpty());
        const QJsonObject before = session.saveDocument();
        const QString why = session.loadBytes(fullSizeSave(), [](int done, int) { return done < 50000; });
        QVERIFY(!why.isEmpty());
        QCOMPARE(session.saveDocument(), before);
    }

    // The last game (listed, unfinished) and a copy the index does not list, both at the
    // record limit: the window is up within a second, and both are read in the background.
    void theWindowStartsAtOnceWhateverTheLibraryHolds() {
        const QString folder = bsg::gui::GameLibrary().folder();
        QVERIFY(writeFile(folder + "/game-big-listed.json", fullSizeSave()));
        QVERIFY(writeFile(folder + "/game-big-unlisted.json", fullSizeSave()));
        QVERIFY(writeFile(folder + "/index.json", indexListing("game-big-listed.json")));
        QElapsedTimer clock;
        clock.start();
        MainWindow w;
        w.setInteractive(false);
        w.resumeOrWelcome();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const qint64 startMs = clock.elapsed();
        qInfo("the window was up after %lld ms", startMs);
        QVERIFY2(startMs < 1000, qPrintable(QString::number(startMs)));
        QVERIFY(w.loadingInBackground());
        QVERIFY(w.loadingText().startsWith("Opening game-big-listed.json"));
        QTRY_VERIFY_WITH_TIMEOUT(w.loadingText().contains(" of 100,000 decisions replayed"), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!w.loadingInBackground(), 300000);
        QCOMPARE(w.session().recordSize(), bsg::kMaxRecordEntries);
        QVERIFY(!w.welcomeShown());
        QTRY_COMPARE_WITH_TIMEOUT(w.library()->games().size(), 2, 300000);
        w.waitForAutosave();
        QVERIFY(bsg::gui::GameLibrary().unlistedCount() == 0); // the index lists both now
        qInfo("both read after %lld ms", clock.elapsed());
    }

    // A new game while the last one is still loading: the load is dropped, the new game stays.
    void aNewGameCancelsTheLoad() {
        const QString folder = bsg::gui::GameLibrary().folder();
        QVERIFY(writeFile(folder + "/game-big-listed.json", fullSizeSave()));
        QVERIFY(writeFile(folder + "/index.json", indexListing("game-big-listed.json")));
        MainWindow w;
        w.setInteractive(false);
        w.resumeOrWelcome();
        QVERIFY(w.loadingInBackground());
        QVERIFY(w.startGame({kCharacters, 8, "normal"}).isEmpty());
        QVERIFY(!w.loadingInBackground());
        QTest::qWait(200);
        QCOMPARE(w.session().spec().seed, quint64(8));
        QCOMPARE(w.session().recordSize(), 0);
    }
};

QTEST_MAIN(TestBigSaves)
#include "tst_big_saves.moc"
