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

// A 40-entry game played through the CLI, as a save document.
QJsonObject playedSave(const QTemporaryDir& dir) {
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
    QJsonObject r = ask(R"({"cmd":"new","mode":"standard","seed":3,"characters":["laura_roslin","william_adama","kara_thrace"]})");
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
