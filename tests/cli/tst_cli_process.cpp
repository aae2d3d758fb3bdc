// The galactica-solo-cli program itself (issue #13, points 3, 5 and 6): replay --verify's exit
// codes on tampered saves, devices refused by play, and a huge request line answered briefly.
#include "game.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out, err;
};

Run cli(const QStringList& args, const QByteArray& input = {}) {
    QProcess p;
    p.start(GALACTICA_CLI, args);
    p.waitForStarted();
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        p.kill();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

void writeSave(const QString& path, const QJsonObject& save) {
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(QJsonDocument(save).toJson());
}

// A 40-entry game played through the CLI, as a save document (`revision`: its rules
// revision, 0 for the program's own).
QJsonObject playedSave(const QTemporaryDir& dir, int revision = 0) {
    const QString path = dir.filePath("game.json");
    // Replay the decisions one by one: each response names the next option.
    QProcess p;
    p.start(GALACTICA_CLI, {"play"});
    p.waitForStarted();
    auto ask = [&](const QByteArray& line) {
        p.write(line + "\n");
        p.waitForReadyRead(10000);
        while (!p.canReadLine())
            p.waitForReadyRead(10000);
        return QJsonDocument::fromJson(p.readLine()).object();
    };
    QJsonObject newGame{{"cmd", "new"}, {"mode", "standard"}, {"seed", 3},
                        {"characters", QJsonArray{"laura_roslin", "william_adama", "kara_thrace"}}};
    if (revision > 0)
        newGame["rules_revision"] = revision;
    QJsonObject r = ask(QJsonDocument(newGame).toJson(QJsonDocument::Compact));
    for (int i = 0; i < 40 && r["decision"].isObject(); ++i) {
        const QString id = r["decision"].toObject()["options"].toArray()[0].toObject()["id"].toString();
        r = ask(QJsonDocument(QJsonObject{{"cmd", "choose"}, {"option", id}}).toJson(QJsonDocument::Compact));
    }
    ask(QJsonDocument(QJsonObject{{"cmd", "save"}, {"path", path}}).toJson(QJsonDocument::Compact));
    p.closeWriteChannel();
    p.waitForFinished();
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace

class TestCliProcess : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void replayVerifyExitCodes() {
        QTemporaryDir dir;
        const QJsonObject save = playedSave(dir);
        QCOMPARE(save["log"].toArray().size(), 40);
        const QString good = dir.filePath("game.json");
        QCOMPARE(cli({"replay", good, "--verify"}).exitCode, 0);
        // The last 10 entries removed.
        QJsonObject cut = save;
        QJsonArray log = cut["log"].toArray();
        for (int i = 0; i < 10; ++i)
            log.removeLast();
        cut["log"] = log;
        writeSave(dir.filePath("cut.json"), cut);
        Run r = cli({"replay", dir.filePath("cut.json"), "--verify"});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("log entry 31"), r.err.constData());
        // Checkpoints out of order with a wrong hash.
        QJsonObject order = save;
        QJsonArray cps = save["checkpoints"].toArray();
        QJsonObject wrong = cps[0].toObject();
        wrong["hash"] = "0123456789abcdef";
        order["checkpoints"] = QJsonArray{cps.last(), wrong};
        writeSave(dir.filePath("order.json"), order);
        r = cli({"replay", dir.filePath("order.json"), "--verify"});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("checkpoint 2"), r.err.constData());
        // Malformed: exit 2.
        QFile bad(dir.filePath("bad.json"));
        bad.open(QIODevice::WriteOnly);
        bad.write("{\"format\": \"galactica-solo/save\"");
        bad.close();
        QCOMPARE(cli({"replay", bad.fileName(), "--verify"}).exitCode, 2);
        QCOMPARE(cli({"replay", "/dev/zero", "--verify"}).exitCode, 2);
    }
    // Issue #37, point 4: --verify passes only a save whose hashes it recomputed. Versions 1
    // and 2 hashed the log's sentences, which no longer exist: their replay is checked, and the
    // exit status (5) says the hashes were not. A newer save relabelled as one is refused.
    void verifyPassesOnlyWhatItsHashesProve() {
        const QString data = QStringLiteral(GALACTICA_SOURCE_DIR) + "/tests/data/";
        Run r = cli({"replay", data + "revision1/solo_complete_1.json", "--verify"});
        QCOMPARE(r.exitCode, 5);
        QVERIFY2(r.err.contains("cannot be recomputed"), r.err.constData());
        QVERIFY(QJsonDocument::fromJson(r.out).isObject()); // the state is printed all the same
        QCOMPARE(cli({"replay", data + "revision2/standard_4p_complete.json", "--verify"}).exitCode, 5);
        QCOMPARE(cli({"replay", data + "revision1/solo_complete_1.json"}).exitCode, 0); // a replay alone passes
        QCOMPARE(cli({"replay", data + "format3/standard_with_scenario_requests.json", "--verify"}).exitCode, 0);

        QTemporaryDir dir;
        const QJsonObject save = playedSave(dir); // format 4, the current rules revision
        QJsonObject deadbeef = save;
        QJsonArray cps = deadbeef["checkpoints"].toArray();
        for (auto&& cp : cps) {
            QJsonObject o = cp.toObject();
            o["hash"] = "deadbeefdeadbeef";
            cp = o;
        }
        deadbeef["checkpoints"] = cps;
        QJsonObject truncated = save;
        QJsonArray log = truncated["log"].toArray();
        for (int i = 0; i < 17; ++i)
            log.removeLast();
        truncated["log"] = log;
        truncated["log_length"] = log.size();
        truncated["checkpoints"] = QJsonArray{QJsonObject{{"entry", log.size()}, {"step", 30}, {"hash", "deadbeefdeadbeef"}}};
        for (const QJsonObject& tampered : {deadbeef, truncated}) {
            writeSave(dir.filePath("t.json"), tampered);
            QCOMPARE(cli({"replay", dir.filePath("t.json"), "--verify"}).exitCode, 3);
            for (int version : {1, 2}) {
                QJsonObject relabelled = tampered;
                relabelled["version"] = version;
                if (version == 1)
                    relabelled.remove("log_length");
                writeSave(dir.filePath("t.json"), relabelled);
                r = cli({"replay", dir.filePath("t.json"), "--verify"});
                QVERIFY2(r.exitCode == 2, r.err.constData());
                QVERIFY2(r.err.contains("later program"), r.err.constData());
            }
        }
        // A revision-2 game fits format 2 whatever its hashes: never a pass.
        QJsonObject revision2 = playedSave(dir, 2);
        revision2["version"] = 2;
        QJsonArray cps2 = revision2["checkpoints"].toArray();
        QJsonObject last = cps2.last().toObject();
        last["hash"] = "deadbeefdeadbeef";
        cps2.last() = last;
        revision2["checkpoints"] = cps2;
        writeSave(dir.filePath("r2.json"), revision2);
        QCOMPARE(cli({"replay", dir.filePath("r2.json"), "--verify"}).exitCode, 5);
    }
    // Issue #37, point 3: simulate's numbers are digits only, and a Four Solo game has 4 players.
    void simulateArgumentsAreStrict() {
        for (const QStringList& args : QList<QStringList>{{"--games", "2", "--mode", "solo", "--players", "3"},
                                                          {"--games", "2", "--players", "5", "--mode", "solo"},
                                                          {"--games", "2", "--seed", " 11"},
                                                          {"--games", "2", "--seed", "+11"},
                                                          {"--games", "2", "--seed", "11x"},
                                                          {"--games", " 2"},
                                                          {"--games", "2", "--threads", "+1"}}) {
            const Run r = cli(QStringList{"simulate"} + args);
            QVERIFY2(r.exitCode == 2, qPrintable(args.join(' ') + ": exit " + QString::number(r.exitCode)));
        }
        const Run solo = cli({"simulate", "--games", "2", "--mode", "solo", "--players", "4", "--seed", "11"});
        QCOMPARE(solo.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(solo.out.trimmed().split('\n').last()).object()["seed"].toInt(), 11);
    }
    void playRefusesDevicesAndHugeLines() {
        QByteArray input = R"({"cmd":"load","path":"/dev/zero"})"
                           "\n"
                           R"({"cmd":"load","path":"/dev/urandom"})"
                           "\n";
        input += "{\"cmd\":\"" + QByteArray(8 * 1024 * 1024, 'q') + "\"}\n";
        input += "{\"cmd\":\"decision\"}\n";
        const Run r = cli({"play"}, input);
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        for (const QByteArray& line : lines)
            QVERIFY2(line.size() < 600, line.left(200).constData()); // never the input echoed whole
        QCOMPARE(QJsonDocument::fromJson(lines[0]).object()["error"].toObject()["code"].toString(), QString("io_error"));
        QCOMPARE(QJsonDocument::fromJson(lines[1]).object()["error"].toObject()["code"].toString(), QString("io_error"));
        QCOMPARE(QJsonDocument::fromJson(lines[2]).object()["error"].toObject()["code"].toString(), QString("bad_request"));
        QCOMPARE(QJsonDocument::fromJson(lines[3]).object()["error"].toObject()["code"].toString(), QString("no_game"));
    }
    void outputThatCannotBeWrittenIsAnError() {
        // A full disk under the output: the answer is lost, so the exit status must say so.
        if (!QFileInfo::exists("/dev/full"))
            QSKIP("no /dev/full here");
        QTemporaryDir dir;
        const QString save = dir.filePath("game.json");
        writeSave(save, playedSave(dir));
        const QList<QStringList> commands = {{"replay", save, "--verify"},
                                             {"replay", save, "--view", "solo"},
                                             {"simulate", "--games", "3"},
                                             {"simulate", "--games", "3", "--jsonl"}};
        for (const QStringList& args : commands) {
            QProcess p;
            p.setStandardOutputFile("/dev/full");
            p.start(GALACTICA_CLI, args);
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitStatus(), QProcess::NormalExit);
            QVERIFY2(p.exitCode() == 4, qPrintable(args.join(' ') + ": exit " + QString::number(p.exitCode())));
            QVERIFY2(p.readAllStandardError().contains("could not be written"), qPrintable(args.join(' ')));
        }
        QProcess p; // and play stops at the first response it cannot deliver
        p.setStandardOutputFile("/dev/full");
        p.start(GALACTICA_CLI, {"play"});
        p.write("{\"cmd\":\"decision\"}\n{\"cmd\":\"decision\"}\n");
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 4);
    }
    void simulateRefusesAbsurdCounts() {
        QCOMPARE(cli({"simulate", "--games", "2000000000"}).exitCode, 2);
        QCOMPARE(cli({"simulate", "--games", "2", "--threads", "100000"}).exitCode, 2);
    }
};

QTEST_APPLESS_MAIN(TestCliProcess)
#include "tst_cli_process.moc"
