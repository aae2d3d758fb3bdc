// The boxes on the CLI: `new` takes "boxes" and "box_options", `simulate` takes --boxes, and
// bad input - an unknown box, a box whose rules this program does not carry yet (Exodus), an
// option of a box not in play, in a request or in a save - is refused with its code and leaves
// the running game as it was. Pegasus is open to players: a game with it starts, plays, and
// its statistics are kept apart.
#include "released_boxes.h"
#include "session.h"
#include "stats_database.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using bsg::cli::Session;

namespace {

QJsonObject request(const QByteArray& json) { return QJsonDocument::fromJson(json).object(); }
QString code(const QJsonObject& response) { return response["error"].toObject()["code"].toString(); }
QString message(const QJsonObject& response) { return response["error"].toObject()["message"].toString(); }

const QByteArray kStandardGame =
    R"({"cmd":"new","mode":"standard","seed":3,"characters":["laura_roslin","william_adama","kara_thrace"]})";

struct Run {
    int exitCode = -1;
    QByteArray out, err;
};
Run cli(const QStringList& args) {
    QProcess p;
    p.start(GALACTICA_CLI, args);
    if (!p.waitForFinished(60000))
        p.kill();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace

class TestBoxRequests : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { bsg::openReleasedBoxes(); } // as the CLI does at start-up

    void new_starts_a_pegasus_game() {
        Session session;
        const QJsonObject started = session.handle(request(
            R"({"cmd":"new","mode":"solo","seed":5,"characters":["laura_roslin","helena_cain","louanne_katraine","anastasia_dualla"],"boxes":["pegasus"],"box_options":["no_new_caprica","no_cylon_leaders"]})"));
        QVERIFY2(started["ok"].toBool(), qPrintable(message(started)));
        const QJsonObject state = session.handle(request(R"({"cmd":"state","view":"full"})"))["state"].toObject();
        QCOMPARE(state["boxes"].toArray(), QJsonArray({"pegasus"}));
        QVERIFY(state["decks"].toObject().contains("treachery"));
    }

    void simulate_plays_pegasus_games_and_records_them_apart() {
        QTemporaryDir dir;
        const QString db = dir.filePath("stats.sqlite");
        const Run run = cli({"simulate", "--games", "6", "--seed", "21", "--mode", "solo", "--policy", "heuristic",
                             "--boxes", "pegasus", "--db", db});
        QCOMPARE(run.exitCode, 0);
        bsg::stats::StatsDatabase stats;
        QCOMPARE(stats.openForReading(db), QString());
        QList<bsg::stats::GameRecord> games;
        QCOMPARE(stats.games({}, &games), QString());
        QCOMPARE(games.size(), 6);
        for (const auto& g : games)
            QCOMPARE(g.mode, QString("solo+pegasus"));
    }

    void new_refuses_bad_boxes_and_keeps_the_game_data() {
        QTest::addColumn<QByteArray>("fields");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("words");
        QTest::newRow("unknown box") << QByteArray(R"("boxes":["nonsense"])") << "bad_setup" << "unknown box 'nonsense'";
        QTest::newRow("exodus") << QByteArray(R"("boxes":["exodus"])") << "bad_setup" << "not available yet";
        QTest::newRow("option without its box") << QByteArray(R"("box_options":["no_new_caprica"])") << "bad_setup"
                                                << "not in play";
        QTest::newRow("unknown option") << QByteArray(R"("boxes":["base"],"box_options":["nonsense"])") << "bad_setup"
                                        << "unknown box option";
        QTest::newRow("boxes not a list") << QByteArray(R"("boxes":"pegasus")") << "bad_request" << "boxes";
    }
    void new_refuses_bad_boxes_and_keeps_the_game() {
        QFETCH(QByteArray, fields);
        QFETCH(QString, code);
        QFETCH(QString, words);
        Session session;
        QVERIFY(session.handle(request(kStandardGame))["ok"].toBool());
        QVERIFY(session.handle(request(R"({"cmd":"choose","option":"draw:leadership"})"))["ok"].toBool());
        const QJsonObject before = session.handle(request(R"({"cmd":"state","view":"full"})"));
        QVERIFY(!before["state"].toObject().contains("boxes")); // a base game: as before boxes existed
        QByteArray bad = kStandardGame;
        bad.chop(1);
        const QJsonObject failed = session.handle(request(bad + "," + fields + "}"));
        QCOMPARE(::code(failed), code);
        QVERIFY2(message(failed).contains(words), qPrintable(message(failed)));
        QCOMPARE(session.handle(request(R"({"cmd":"state","view":"full"})")), before);
    }

    // Pegasus's pieces in a base game, and a Cylon Leader (not in this scope) in a Pegasus Four
    // Solo game, are refused with a clear error, and the running game is kept as it was.
    void pegasus_pieces_outside_their_game_are_refused() {
        Session session;
        QVERIFY(session.handle(request(kStandardGame))["ok"].toBool());
        QVERIFY(session.handle(request(R"({"cmd":"choose","option":"draw:leadership"})"))["ok"].toBool());
        const QJsonObject before = session.handle(request(R"({"cmd":"state","view":"full"})"));
        const struct {
            QByteArray request;
            const char* code;
            const char* words;
        } bad[] = {
            {R"({"cmd":"give","character":"laura_roslin","cards":["treachery:sabotage:3"]})", "illegal_scenario",
             "treachery:sabotage:3"},
            {R"({"cmd":"stack","deck":"crisis","top":["scar"]})", "illegal_scenario", "not in the crisis deck"},
            {R"({"cmd":"new","mode":"standard","seed":3,"characters":["laura_roslin","william_adama","helena_cain"]})",
             "bad_setup", "box is not in play"},
            {R"({"cmd":"new","mode":"solo","seed":3,"characters":["laura_roslin","william_adama","kara_thrace","caprica_six"],"boxes":["pegasus"]})",
             "bad_setup", "unknown character 'caprica_six'"},
        };
        for (const auto& b : bad) {
            const QJsonObject failed = session.handle(request(b.request));
            QCOMPARE(code(failed), QString(b.code));
            QVERIFY2(message(failed).contains(b.words), qPrintable(message(failed)));
            QCOMPARE(session.handle(request(R"({"cmd":"state","view":"full"})")), before);
        }
    }

    // The base game named alone is the base game.
    void new_takes_the_base_box() {
        Session session;
        QByteArray req = kStandardGame;
        req.chop(1);
        QVERIFY(session.handle(request(req + R"(,"boxes":["base"],"box_options":[]})"))["ok"].toBool());
        QVERIFY(!session.handle(request(R"({"cmd":"state"})"))["state"].toObject().contains("boxes"));
    }

    void load_refuses_a_save_with_bad_boxes_and_keeps_the_game_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonArray>("ids");
        QTest::newRow("unknown box") << "boxes" << QJsonArray{"nonsense"};
        QTest::newRow("option of a box not in play") << "box_options" << QJsonArray{"no_cylon_leaders"};
    }
    void load_refuses_a_save_with_bad_boxes_and_keeps_the_game() {
        QFETCH(QString, field);
        QFETCH(QJsonArray, ids);
        QTemporaryDir dir;
        Session session;
        QVERIFY(session.handle(request(kStandardGame))["ok"].toBool());
        const QString path = dir.filePath("game.json");
        QVERIFY(session.handle(QJsonObject{{"cmd", "save"}, {"path", path}})["ok"].toBool());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject save = QJsonDocument::fromJson(f.readAll()).object();
        f.close();
        QVERIFY(!save["setup"].toObject().contains("boxes"));
        QJsonObject setup = save["setup"].toObject();
        setup[field] = ids;
        save["setup"] = setup;
        const QString bad = dir.filePath("bad.json");
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        QVERIFY(out.write(QJsonDocument(save).toJson()) > 0);
        out.close();
        QVERIFY(session.handle(request(R"({"cmd":"choose","option":"draw:leadership"})"))["ok"].toBool());
        const QJsonObject before = session.handle(request(R"({"cmd":"state","view":"full"})"));
        const QJsonObject failed = session.handle(QJsonObject{{"cmd", "load"}, {"path", bad}});
        QCOMPARE(code(failed), QString("bad_save"));
        QVERIFY2(message(failed).contains("box"), qPrintable(message(failed)));
        QCOMPARE(session.handle(request(R"({"cmd":"state","view":"full"})")), before);
    }

    void simulate_takes_boxes() {
        const Run exodus = cli({"simulate", "--games", "1", "--boxes", "exodus"});
        QCOMPARE(exodus.exitCode, 2);
        QVERIFY2(exodus.err.contains("not available yet"), exodus.err.constData());
        const Run unknown = cli({"simulate", "--games", "1", "--boxes", "base,nonsense"});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("unknown box 'nonsense'"), unknown.err.constData());
        const Run base = cli({"simulate", "--games", "3", "--seed", "5", "--boxes", "base"});
        const Run plain = cli({"simulate", "--games", "3", "--seed", "5"});
        QCOMPARE(base.exitCode, 0);
        const QJsonObject a = QJsonDocument::fromJson(base.out.trimmed()).object();
        const QJsonObject b = QJsonDocument::fromJson(plain.out.trimmed()).object();
        QCOMPARE(a["decisions"], b["decisions"]); // the base game named is the base game
        QCOMPARE(a["human_wins"], b["human_wins"]);
    }
};

QTEST_GUILESS_MAIN(TestBoxRequests)
#include "tst_box_requests.moc"
