// The play session's input checks (issue #13, points 4 and 6): a failed load leaves the
// running game alone, every field has one type (bad_request naming it), lines and lists have
// limits, errors quote only a short prefix of the input, and simulate's memory stays bounded.
#include "session.h"
#include "simulate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include <cstdio>

using bsg::cli::Session;

namespace {

QJsonObject request(const char* json) { return QJsonDocument::fromJson(json).object(); }
QString code(const QJsonObject& response) { return response["error"].toObject()["code"].toString(); }
QString message(const QJsonObject& response) { return response["error"].toObject()["message"].toString(); }

const char* kSoloGame =
    R"({"cmd":"new","mode":"solo","seed":42,"characters":["laura_roslin","william_adama","kara_thrace","tom_zarek"]})";

} // namespace

class TestRequestChecks : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void failedLoadKeepsTheRunningGame() {
        QTemporaryDir dir;
        Session session;
        QVERIFY(session.handle(request(kSoloGame))["ok"].toBool());
        const QString path = dir.filePath("solo.json");
        QVERIFY(session.handle(QJsonObject{{"cmd", "save"}, {"path", path}})["ok"].toBool());
        // The same save with a team Four Solo forbids (no pilot).
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray bytes = f.readAll();
        f.close();
        bytes.replace("kara_thrace", "gaius_baltar");
        const QString bad = dir.filePath("bad_team.json");
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes);
        out.close();
        const QJsonObject before = session.handle(request(R"({"cmd":"state","view":"full"})"));
        const QJsonObject failed = session.handle(QJsonObject{{"cmd", "load"}, {"path", bad}});
        QVERIFY(!failed["ok"].toBool());
        QCOMPARE(session.handle(request(R"({"cmd":"state","view":"full"})")), before);
        QVERIFY(session.handle(request(R"({"cmd":"decision"})"))["ok"].toBool());
    }
    void everyFieldHasOneType_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::newRow("view") << QByteArray(R"({"cmd":"state","view":3})") << "view";
        QTest::newRow("since") << QByteArray(R"({"cmd":"log","since":"x"})") << "since";
        QTest::newRow("since negative") << QByteArray(R"({"cmd":"log","since":-1})") << "since";
        QTest::newRow("resources") << QByteArray(R"({"cmd":"set","resources":[1,2]})") << "resources";
        QTest::newRow("resource value") << QByteArray(R"({"cmd":"set","resources":{"fuel":"3"}})") << "resources.fuel";
        QTest::newRow("jump_track") << QByteArray(R"({"cmd":"set","jump_track":"2"})") << "jump_track";
        QTest::newRow("location") << QByteArray(R"({"cmd":"set","location":"command"})") << "location";
        QTest::newRow("mode") << QByteArray(R"({"cmd":"new","mode":5,"characters":["laura_roslin","william_adama","kara_thrace"]})") << "mode";
        QTest::newRow("characters") << QByteArray(R"({"cmd":"new","characters":"laura_roslin"})") << "characters";
        QTest::newRow("difficulty") << QByteArray(R"({"cmd":"new","difficulty":1,"characters":["laura_roslin","william_adama","kara_thrace"]})") << "difficulty";
        QTest::newRow("option") << QByteArray(R"({"cmd":"choose","option":5})") << "option";
        QTest::newRow("next") << QByteArray(R"({"cmd":"dice","next":["5"]})") << "next";
        QTest::newRow("top") << QByteArray(R"({"cmd":"stack","deck":"crisis","top":[1]})") << "top";
        QTest::newRow("deck") << QByteArray(R"({"cmd":"stack","deck":2,"top":[]})") << "deck";
        QTest::newRow("character") << QByteArray(R"({"cmd":"give","character":5,"cards":[]})") << "character";
        QTest::newRow("path") << QByteArray(R"({"cmd":"save","path":7})") << "path";
        QTest::newRow("unknown field") << QByteArray(R"({"cmd":"decision","verbose":true})") << "verbose";
        QTest::newRow("nul in path") << QByteArray(R"({"cmd":"load","path":"/etc/passwd\u0000x"})") << "path";
        // Issue #37, point 3: the board requests, new's numbers, remember in every view, and
        // fields a request does not have - the same answer whatever decision is pending.
        QTest::newRow("ship") << QByteArray(R"({"cmd":"place","ship":5,"area":"aft"})") << "ship";
        QTest::newRow("area") << QByteArray(R"({"cmd":"place","ship":"raider","area":3})") << "area";
        QTest::newRow("count") << QByteArray(R"({"cmd":"remove","ship":"raider","area":"aft","count":"2"})") << "count";
        QTest::newRow("count fraction") << QByteArray(R"({"cmd":"place","ship":"raider","area":"aft","count":1.5})") << "count";
        QTest::newRow("pilot") << QByteArray(R"({"cmd":"place","ship":"viper","area":"aft","pilot":7})") << "pilot";
        QTest::newRow("ids") << QByteArray(R"({"cmd":"place","ship":"civilian","area":"aft","ids":"civilian_pop2"})") << "ids";
        QTest::newRow("track") << QByteArray(R"({"cmd":"centurions","track":"1"})") << "track";
        QTest::newRow("track entry") << QByteArray(R"({"cmd":"centurions","track":[1,"2"]})") << "track";
        QTest::newRow("locations") << QByteArray(R"({"cmd":"damage","locations":"armory"})") << "locations";
        QTest::newRow("title") << QByteArray(R"({"cmd":"title","title":1,"character":"tom_zarek"})") << "title";
        QTest::newRow("loyalty character") << QByteArray(R"({"cmd":"loyalty","character":5,"cards":[]})") << "character";
        QTest::newRow("turn step") << QByteArray(R"({"cmd":"turn","character":"kara_thrace","step":2})") << "step";
        QTest::newRow("raider damage") << QByteArray(R"({"cmd":"place","ship":"raider","area":"aft","damage":[]})") << "damage";
        QTest::newRow("set junk") << QByteArray(R"({"cmd":"set","jump_track":1,"junk":"<b>x</b>"})") << "junk";
        QTest::newRow("location junk") << QByteArray(R"({"cmd":"set","location":{"character":"kara_thrace","to":"command","x":1}})") << "x";
        QTest::newRow("location cmd") << QByteArray(R"({"cmd":"set","location":{"cmd":"set","character":"kara_thrace","to":"command"}})") << "cmd";
        QTest::newRow("rules_revision") << QByteArray(R"({"cmd":"new","rules_revision":"3","characters":["laura_roslin","william_adama","kara_thrace"]})") << "rules_revision";
        QTest::newRow("seed fraction") << QByteArray(R"({"cmd":"new","seed":7.5,"characters":["laura_roslin","william_adama","kara_thrace"]})") << "seed";
        QTest::newRow("remember full") << QByteArray(R"({"cmd":"log","view":"full","remember":3})") << "remember";
        QTest::newRow("remember solo") << QByteArray(R"({"cmd":"log","remember":"yes"})") << "remember";
    }
    void everyFieldHasOneType() {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        Session session;
        QVERIFY(session.handle(request(kSoloGame))["ok"].toBool());
        const QJsonObject before = session.handle(request(R"({"cmd":"state","view":"full"})"));
        const QJsonObject r = session.handle(QJsonDocument::fromJson(json).object());
        QCOMPARE(code(r), QString("bad_request"));
        QVERIFY2(message(r).contains(field), qPrintable(message(r)));
        QCOMPARE(session.handle(request(R"({"cmd":"state","view":"full"})")), before);
    }
    // Issue #37, point 3: a seed given as text is digits only (" 11", "+11", "11\0" are not 11).
    void seedsAreDigitsOnly() {
        for (const char* seed : {R"(" 11")", R"("+11")", R"("11\u0000")", R"("11 ")", R"("")", R"("-1")"}) {
            Session session;
            const QByteArray line = QByteArray(R"({"cmd":"new","mode":"standard","seed":)") + seed +
                                    R"(,"characters":["laura_roslin","william_adama","kara_thrace"]})";
            const QJsonObject r = session.handle(QJsonDocument::fromJson(line).object());
            QVERIFY2(code(r) == "bad_setup" && message(r).contains("seed"), line.constData());
        }
        Session text, number; // digits alone name the seed they write
        QVERIFY(text.handle(request(R"({"cmd":"new","seed":"11","characters":["laura_roslin","william_adama","kara_thrace"]})"))["ok"].toBool());
        QVERIFY(number.handle(request(R"({"cmd":"new","seed":11,"characters":["laura_roslin","william_adama","kara_thrace"]})"))["ok"].toBool());
        const auto hash = [](Session& s) { return s.handle(request(R"({"cmd":"state","view":"full"})")).value("state").toObject().value("hash"); };
        QCOMPARE(hash(text), hash(number));
    }
    // Issue #31, point 5: a Four Solo game is set up as the standard game is (Four Solo 1.3),
    // so new honours its first player and its rules revision.
    void soloNewHonoursFirstPlayerAndRulesRevision() {
        Session session;
        const QJsonObject r = session.handle(request(
            R"({"cmd":"new","mode":"solo","seed":42,"first_player":"kara_thrace","rules_revision":3,"characters":["laura_roslin","william_adama","kara_thrace","tom_zarek"]})"));
        QVERIFY2(r["ok"].toBool(), qPrintable(message(r)));
        // Starbuck is the first player: the others draw their starting hands from the seat after hers.
        QCOMPARE(r["decision"].toObject()["actor"].toString(), QString("tom_zarek"));
        QTemporaryDir dir;
        const QString path = dir.filePath("solo.json");
        QVERIFY(session.handle(QJsonObject{{"cmd", "save"}, {"path", path}})["ok"].toBool());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject setup = QJsonDocument::fromJson(f.readAll()).object()["setup"].toObject();
        QCOMPARE(setup["first_player"].toString(), QString("kara_thrace"));
        QCOMPARE(setup["rules_revision"].toInt(), 3);
        QCOMPARE(setup["mode"].toString(), QString("solo"));
        // Played on, the first turn is hers.
        QJsonObject d = r["decision"].toObject();
        for (int i = 0; i < 50 && d["context"].toObject()["phase"].toString() == "setup"; ++i)
            d = session.handle(QJsonObject{{"cmd", "choose"}, {"option", d["options"].toArray()[0].toObject()["id"]}})["decision"].toObject();
        QCOMPARE(session.handle(request(R"({"cmd":"state","view":"full"})"))["state"].toObject()["current"].toString(),
                 QString("kara_thrace"));
        // A first player who is not in the game is refused, as in a standard game.
        QCOMPARE(code(session.handle(request(
                     R"({"cmd":"new","mode":"solo","seed":42,"first_player":"saul_tigh","characters":["laura_roslin","william_adama","kara_thrace","tom_zarek"]})"))),
                 QString("bad_setup"));
    }
    void wrongTypesAreNeverRecorded() {
        QTemporaryDir dir;
        Session session;
        QVERIFY(session.handle(request(kSoloGame))["ok"].toBool());
        QVERIFY(!session.handle(request(R"({"cmd":"set","resources":[1,2]})"))["ok"].toBool());
        QVERIFY(session.handle(QJsonObject{{"cmd", "save"}, {"path", dir.filePath("s.json")}})["ok"].toBool());
        QFile f(dir.filePath("s.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(f.readAll()).object()["log"].toArray().size(), 0);
    }
    void listsHaveLimits() {
        Session session;
        QVERIFY(session.handle(request(kSoloGame))["ok"].toBool());
        QJsonArray dice;
        for (int i = 0; i < 1001; ++i)
            dice.append(3);
        QCOMPARE(code(session.handle(QJsonObject{{"cmd", "dice"}, {"next", dice}})), QString("bad_request"));
        dice.removeLast();
        QVERIFY(session.handle(QJsonObject{{"cmd", "dice"}, {"next", dice}})["ok"].toBool());
        QCOMPARE(code(session.handle(request(R"({"cmd":"dice","next":[3]})"))), QString("bad_request")); // 1000 wait
        QJsonArray top;
        for (int i = 0; i < 201; ++i)
            top.append("colonial_day");
        QCOMPARE(code(session.handle(QJsonObject{{"cmd", "stack"}, {"deck", "crisis"}, {"top", top}})),
                 QString("bad_request"));
    }
    void errorsQuoteOnlyAShortPrefix() {
        Session session;
        const QString huge(100000, QChar('z'));
        QVERIFY(message(session.handle(QJsonObject{{"cmd", huge}})).size() < 400);
        QVERIFY(session.handle(request(kSoloGame))["ok"].toBool());
        QVERIFY(message(session.handle(QJsonObject{{"cmd", "choose"}, {"option", huge}})).size() < 400);
        QVERIFY(message(session.handle(QJsonObject{{"cmd", "give"}, {"character", huge}, {"cards", QJsonArray{}}}))
                    .size() < 400);
        QVERIFY(message(session.handle(QJsonObject{{"cmd", "stack"}, {"deck", "crisis"}, {"top", QJsonArray{huge}}}))
                    .size() < 400);
        QVERIFY(message(session.handle(QJsonObject{{"cmd", "load"}, {"path", "/nonexistent/" + huge}})).size() < 400);
        QVERIFY(message(session.handle(QJsonObject{{"cmd", "decision"}, {huge, 1}})).size() < 400);
    }
    void longLinesAreSkippedNotStored() {
        QTemporaryDir dir;
        const QString path = dir.filePath("input.txt");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"cmd\":\"");
            f.write(QByteArray(3 * bsg::cli::kMaxRequestBytes, 'a'));
            f.write("\"}\n{\"cmd\":\"decision\"}\n");
        }
        std::FILE* in = std::fopen(path.toLocal8Bit().constData(), "rb");
        QVERIFY(in);
        bsg::cli::LineReader reader(in);
        QByteArray line;
        QCOMPARE(reader.next(line), bsg::cli::LineReader::Status::TooLong);
        QVERIFY(line.capacity() <= bsg::cli::kMaxRequestBytes + 64);
        QCOMPARE(reader.next(line), bsg::cli::LineReader::Status::Line);
        QCOMPARE(line, QByteArray("{\"cmd\":\"decision\"}"));
        QCOMPARE(reader.next(line), bsg::cli::LineReader::Status::End);
        std::fclose(in);
        Session session;
        const auto r = session.handleLine(QByteArray(bsg::cli::kMaxRequestBytes + 1, ' ') + "x");
        QVERIFY(r);
        QCOMPARE(code(*r), QString("bad_request"));
    }
    void simulateKeepsOneBatchOfResults() {
        // Two billion games: results used to be allocated for all of them up front.
        bsg::cli::SimulateOptions o;
        o.games = 2000000000;
        o.maxDecisions = 50;
        struct Stop {};
        int seen = 0;
        try {
            bsg::cli::simulate(o, [&](const bsg::cli::GameResult&) {
                if (++seen == 3)
                    throw Stop{};
            });
            QFAIL("simulate finished two billion games");
        } catch (const Stop&) {
        } catch (const std::bad_alloc&) {
            QFAIL("simulate allocated every result up front");
        }
        QCOMPARE(seen, 3);
    }
};

QTEST_APPLESS_MAIN(TestRequestChecks)
#include "tst_request_checks.moc"
