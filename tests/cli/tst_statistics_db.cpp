// Issue #16, part 3: the statistics database. `simulate --db` records every game it plays, and
// what the database holds is compared with simulate's own per-game lines (--jsonl), tallied
// here independently. A database that is corrupt, damaged, locked by another connection, from
// a newer version or in a read-only folder is reported clearly, left exactly as it was, and
// the games are played and summarised all the same.
#include "bad_databases.h"
#include "csv_file.h"
#include "stats_database.h"
#include "types.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using bsg::stats::GameRecord;
using bsg::stats::Problem;
using bsg::stats::StatsDatabase;

namespace {

struct Run {
    int exitCode = -1;
    QList<QJsonObject> lines; // stdout, one JSON object a line
    QByteArray err;
};

Run cli(const QStringList& args) {
    QProcess p;
    p.start(GALACTICA_CLI, args);
    p.waitForStarted();
    p.closeWriteChannel();
    if (!p.waitForFinished(120000))
        p.kill();
    Run r{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, {}, p.readAllStandardError()};
    for (const QByteArray& line : p.readAllStandardOutput().split('\n'))
        if (!line.trimmed().isEmpty())
            r.lines << QJsonDocument::fromJson(line).object();
    return r;
}

// Counts by key: games, human wins, Cylon wins.
struct Count {
    int games = 0, humans = 0, cylons = 0;
};

void tally(QMap<QString, Count>& m, const QString& key, const QString& winner) {
    Count& c = m[key];
    ++c.games;
    c.humans += winner == "humans";
    c.cylons += winner == "cylons";
}

void compareTallies(const QList<bsg::stats::Tally>& got, const QMap<QString, Count>& expected, const char* what) {
    QCOMPARE(got.size(), expected.size());
    for (const bsg::stats::Tally& t : got) {
        QVERIFY2(expected.contains(t.key), qPrintable(QString("%1: unexpected %2").arg(what, t.key)));
        QCOMPARE(t.games, expected[t.key].games);
        QCOMPARE(t.humanWins, expected[t.key].humans);
        QCOMPARE(t.cylonWins, expected[t.key].cylons);
    }
}

GameRecord knownRecord(const QString& key, const QString& winner, const QString& reason) {
    GameRecord r;
    r.source = "desktop";
    r.policy = "player";
    r.mode = "solo";
    r.gameKey = key;
    r.seed = 18446744073709551557ull; // the largest 64-bit prime: beyond SQLite's signed integers
    r.characters = {"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"};
    r.difficulty = "hard";
    r.winner = winner;
    r.endReason = reason;
    r.turns = 12;
    r.decisions = 345;
    r.seconds = 1234.5;
    r.programVersion = "9.9.9";
    r.rulesRevision = 2;
    r.finished = QDateTime(QDate(2026, 11, 22), QTime(10, 11, 12, 130), Qt::UTC);
    return r;
}

} // namespace

class TestStatisticsDb : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Every simulated game becomes one record, equal to simulate's own line for it; the
    // summary's counts by team, character, difficulty and end reason are those of the lines.
    void simulateRecordsEveryGame() {
        QTemporaryDir dir;
        const QString db = dir.filePath("sub/folder/stats.sqlite"); // created on first use
        const Run solo = cli({"simulate", "--games", "40", "--seed", "11", "--mode", "solo", "--jsonl", "--db", db});
        QCOMPARE(solo.exitCode, 0);
        QCOMPARE(solo.lines.size(), 41);
        const Run standard = cli({"simulate", "--games", "25", "--seed", "500", "--players", "5", "--jsonl", "--db", db});
        QCOMPARE(standard.exitCode, 0);
        QCOMPARE(solo.lines.last()["recorded"].toInt(), 40);
        QCOMPARE(standard.lines.last()["recorded"].toInt(), 25);

        QList<QJsonObject> perGame = solo.lines.mid(0, 40) + standard.lines.mid(0, 25);
        StatsDatabase stats;
        QCOMPARE(stats.openForReading(db), QString());
        QList<GameRecord> records;
        QCOMPARE(stats.games({}, &records), QString());
        QCOMPARE(records.size(), 65);
        QMap<QString, Count> all, byCharacter, byReason, byDifficulty;
        for (int i = 0; i < 65; ++i) {
            const QJsonObject line = perGame[i];
            const GameRecord& r = records[i];
            QCOMPARE(r.source, QString("simulate"));
            QCOMPARE(r.policy, QString("random"));
            QCOMPARE(r.mode, QString(i < 40 ? "solo" : "standard"));
            QCOMPARE(qint64(r.seed), line["seed"].toInteger());
            QStringList characters;
            for (const auto& c : line["characters"].toArray())
                characters << c.toString();
            QCOMPARE(r.characters, characters);
            QCOMPARE(r.winner, line["winner"].toString());
            QCOMPARE(r.endReason, line["reason"].toString());
            QCOMPARE(r.decisions, line["decisions"].toInteger());
            QCOMPARE(r.turns, line["turns"].toInt());
            QCOMPARE(r.difficulty, QString("normal")); // simulate deals every game on Normal
            QCOMPARE(r.programVersion, QString(GALACTICA_VERSION));
            QCOMPARE(r.rulesRevision, int(bsg::kRulesRevision)); // simulate deals games of the newest rules
            QVERIFY(r.seconds > 0 && r.seconds < 60);
            QVERIFY(qAbs(r.finished.secsTo(QDateTime::currentDateTimeUtc())) < 600);
            tally(all, "all", r.winner);
            for (const QString& c : characters)
                tally(byCharacter, c, line["winner"].toString());
            tally(byReason, line["reason"].toString(), line["winner"].toString());
            tally(byDifficulty, "normal", line["winner"].toString());
        }
        bsg::stats::Summary s;
        QCOMPARE(stats.summary({}, &s), QString());
        QCOMPARE(s.all.games, 65);
        QCOMPARE(s.all.humanWins, all["all"].humans);
        QCOMPARE(s.all.cylonWins, all["all"].cylons);
        // simulate's summary lines say the same.
        QCOMPARE(s.all.humanWins, solo.lines.last()["human_wins"].toInt() + standard.lines.last()["human_wins"].toInt());
        QCOMPARE(s.all.cylonWins, solo.lines.last()["cylon_wins"].toInt() + standard.lines.last()["cylon_wins"].toInt());
        compareTallies(s.byCharacter, byCharacter, "character");
        compareTallies(s.byEndReason, byReason, "end reason");
        compareTallies(s.byDifficulty, byDifficulty, "difficulty");
        for (const QString& reason : solo.lines.last()["end_reasons"].toObject().keys()) {
            const int n = solo.lines.last()["end_reasons"].toObject()[reason].toInt();
            bsg::stats::Summary soloOnly;
            QCOMPARE(stats.summary({"simulate", "random", "solo"}, &soloOnly), QString());
            int got = 0;
            for (const auto& t : soloOnly.byEndReason)
                if (t.key == reason)
                    got = t.games;
            QCOMPARE(got, n);
        }

        // The two kinds of game are told apart.
        QList<bsg::stats::Filter> groups;
        QCOMPARE(stats.groups(&groups), QString());
        QCOMPARE(groups.size(), 2);
        bsg::stats::Summary standardOnly;
        QCOMPARE(stats.summary({"", "", "standard"}, &standardOnly), QString());
        QCOMPARE(standardOnly.all.games, 25);
        QMap<QString, Count> standardCharacters;
        for (int i = 40; i < 65; ++i)
            for (const auto& c : perGame[i]["characters"].toArray())
                tally(standardCharacters, c.toString(), perGame[i]["winner"].toString());
        compareTallies(standardOnly.byCharacter, standardCharacters, "character, standard games");
    }

    // Known rows: the win rates are the shares worked out by hand; a record with the same
    // game key replaces the earlier one; a 64-bit seed survives.
    void knownRowsAndReplacement() {
        QTemporaryDir dir;
        const QString path = dir.filePath("stats.sqlite");
        StatsDatabase db;
        QCOMPARE(db.openForWriting(path), QString());
        QCOMPARE(db.addAll({knownRecord("a", "humans", "kobol"), knownRecord("b", "cylons", "fuel"),
                            knownRecord("c", "cylons", "fuel"), knownRecord("", "none", "none")}),
                 QString());
        // Game "c" ended again after an undo, this time with a human win.
        QCOMPARE(db.add(knownRecord("c", "humans", "kobol")), QString());
        QList<GameRecord> records;
        QCOMPARE(db.games({}, &records), QString());
        QCOMPARE(records.size(), 4);
        QCOMPARE(records[0], knownRecord("a", "humans", "kobol"));
        GameRecord unkeyed = knownRecord("", "none", "none");
        QCOMPARE(records[2], unkeyed);
        QCOMPARE(records[3], knownRecord("c", "humans", "kobol"));
        bsg::stats::Summary s;
        QCOMPARE(db.summary({}, &s), QString());
        QCOMPARE(s.all.games, 4);
        QCOMPARE(s.all.humanWins, 2);
        QCOMPARE(s.all.cylonWins, 1);
        QCOMPARE(s.all.unfinished(), 1);
        QCOMPARE(s.all.humanPercent(), 50.0);
        QCOMPARE(s.all.cylonPercent(), 25.0);
        QCOMPARE(s.byCharacter.size(), 4);
        QCOMPARE(s.byCharacter[0].games, 4);
        QCOMPARE(s.byDifficulty.size(), 1);
        QCOMPARE(s.byDifficulty[0].key, QString("hard"));
        // The schema version table says 1; the characters have a table of their own.
        QSqlDatabase raw = QSqlDatabase::addDatabase("QSQLITE", "raw-read");
        raw.setDatabaseName(path);
        QVERIFY(raw.open());
        {
            QSqlQuery q(raw);
            QVERIFY(q.exec("SELECT version FROM schema_version"));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), StatsDatabase::kSchemaVersion);
            QVERIFY(q.exec("SELECT COUNT(*) FROM game_characters"));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), 16);
        }
        raw.close();
        raw = QSqlDatabase();
        QSqlDatabase::removeDatabase("raw-read");
    }

    // Reading never creates: a missing file is reported as missing and still missing after.
    void missingFileIsReportedNotCreated() {
        QTemporaryDir dir;
        const QString path = dir.filePath("none.sqlite");
        StatsDatabase db;
        const QString why = db.openForReading(path);
        QVERIFY2(why.contains("no statistics database"), qPrintable(why));
        QCOMPARE(db.problem(), Problem::Missing);
        QVERIFY(!QFileInfo::exists(path));
    }

    void badDatabases_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("corrupt bytes") << "garbage";
        QTest::newRow("damaged page") << "page";
        QTest::newRow("locked") << "locked";
        QTest::newRow("newer schema") << "newer";
        QTest::newRow("another program's database") << "foreign";
        QTest::newRow("read-only folder") << "readonly";
        QTest::newRow("database in a read-only folder") << "readonly-existing";
    }

    // Each bad case: the library reports the kind in words, simulate plays and summarises the
    // games, says why none were recorded (exit 4), and the file is byte for byte as it was.
    void badDatabases() {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        QString path = dir.filePath("stats.sqlite");
        // A good database with some games, then made bad.
        QCOMPARE(cli({"simulate", "--games", "5", "--seed", "3", "--mode", "solo", "--db", path}).exitCode, 0);
        std::unique_ptr<test::ExclusiveLock> lock;
        std::unique_ptr<test::ReadOnlyFolder> readOnly;
        Problem problem = Problem::None;
        QString words;
        if (kind == "garbage") {
            QVERIFY(test::writeGarbage(path));
            problem = Problem::Damaged, words = "is damaged";
        } else if (kind == "page") {
            QVERIFY(test::damagePage(path));
            problem = Problem::Damaged, words = "is damaged";
        } else if (kind == "locked") {
            problem = Problem::Locked, words = "locked by another program"; // the lock is taken below
        } else if (kind == "newer") {
            QVERIFY(test::runSql(path, {"UPDATE schema_version SET version = 7"}));
            problem = Problem::Newer, words = "newer version";
        } else if (kind == "foreign") {
            QFile::remove(path);
            QVERIFY(test::runSql(path, {"CREATE TABLE recipes (name TEXT)", "INSERT INTO recipes VALUES ('soup')"}));
            problem = Problem::NotStatistics, words = "not Galactica Solo's statistics";
        } else if (kind == "readonly") {
            // A new database in a folder that cannot be written.
            path = dir.filePath("locked-away/stats.sqlite");
            readOnly = std::make_unique<test::ReadOnlyFolder>(dir.filePath("locked-away"));
            if (!readOnly->supported())
                QSKIP("This file system lets this user write into any folder.");
            problem = Problem::CannotOpen, words = "cannot be written";
        } else if (kind == "readonly-existing") {
            // The file can be read, but no journal can be made beside it: nothing is written.
            readOnly = std::make_unique<test::ReadOnlyFolder>(dir.path());
            if (!readOnly->supported())
                QSKIP("This file system lets this user write into any folder.");
            problem = Problem::CannotOpen, words = "cannot be written";
        }
        // Hashed before the lock is taken: closing any other descriptor of the file in this
        // process would drop the lock (POSIX record locks belong to the process).
        const QByteArray before = test::fileHash(path);
        if (kind == "locked") {
            lock = std::make_unique<test::ExclusiveLock>(path);
            QVERIFY(lock->held());
        }

        StatsDatabase db;
        QString why = db.openForWriting(path, 300);
        if (kind == "readonly-existing") { // refused at the first write, not at opening
            QCOMPARE(why, QString());
            why = db.add(knownRecord("x", "humans", "kobol"));
        }
        QVERIFY2(why.contains(words), qPrintable(why));
        QVERIFY2(why.contains(QDir::toNativeSeparators(path)), qPrintable(why)); // names the file
        QCOMPARE(db.problem(), problem);
        QVERIFY(!db.add(knownRecord("x", "humans", "kobol")).isEmpty()); // never written after a refusal

        const Run run = cli({"simulate", "--games", "6", "--seed", "9", "--mode", "solo", "--jsonl", "--db", path});
        QCOMPARE(run.exitCode, 4);
        QCOMPARE(run.lines.size(), 7); // every game played and reported
        const QJsonObject summary = run.lines.last();
        QCOMPARE(summary["games"].toInt(), 6);
        QCOMPARE(summary["human_wins"].toInt() + summary["cylon_wins"].toInt() + summary["unfinished"].toInt(), 6);
        QCOMPARE(summary["recorded"].toInt(), 0);
        QVERIFY2(summary["db_error"].toString().contains(words), qPrintable(summary["db_error"].toString()));
        QVERIFY2(run.err.contains(kind == "readonly-existing" ? "recording stopped" : "will not be recorded"),
                 run.err.constData());
        lock.reset();
        QCOMPARE(test::fileHash(path), before);
        if (kind == "readonly")
            QVERIFY(!QFileInfo::exists(path));
    }

    // A lock that ends: the next run records again.
    void aLockThatEndsLetsTheNextRunRecord() {
        QTemporaryDir dir;
        const QString path = dir.filePath("stats.sqlite");
        QCOMPARE(cli({"simulate", "--games", "3", "--db", path}).exitCode, 0);
        {
            test::ExclusiveLock lock(path);
            QVERIFY(lock.held());
            QCOMPARE(cli({"simulate", "--games", "3", "--db", path}).exitCode, 4);
        }
        QCOMPARE(cli({"simulate", "--games", "3", "--db", path}).exitCode, 0);
        StatsDatabase db;
        QCOMPARE(db.openForReading(path), QString());
        bsg::stats::Summary s;
        QCOMPARE(db.summary({}, &s), QString());
        QCOMPARE(s.all.games, 6);
    }

    void csvQuoting() {
        QCOMPARE(bsg::stats::csvLine({"plain", "with, comma", "say \"hi\"", "two\nlines", ""}),
                 QString("plain,\"with, comma\",\"say \"\"hi\"\"\",\"two\nlines\","));
        QTemporaryDir dir;
        const QString path = dir.filePath("out.csv");
        QCOMPARE(bsg::stats::writeCsv(path, {"a", "b"}, {{"1", "x,y"}}), QString());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("a,b\r\n1,\"x,y\"\r\n"));
        // A path that cannot be written: an error naming it, nothing else.
        const QString bad = dir.filePath("no/such/folder/out.csv");
        const QString why = bsg::stats::writeCsv(bad, {"a"}, {});
        QVERIFY2(why.contains(QDir::toNativeSeparators(bad)), qPrintable(why));
    }

    void badArguments() {
        QCOMPARE(cli({"simulate", "--games", "2", "--db"}).exitCode, 2);
        QCOMPARE(cli({"simulate", "--games", "2", "--db", ""}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestStatisticsDb)
#include "tst_statistics_db.moc"
