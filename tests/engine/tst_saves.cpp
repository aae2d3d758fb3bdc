// The single door: illegal options change nothing; saves reload to an equal state; broken
// saves are clear errors that change nothing.
#include "game.h"
#include "rules.h"
#include "test_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace bsg;

namespace {
Game playedGame(int decisions) {
    Setup setup{{test::character("laura_roslin"), test::character("william_adama"), test::character("kara_thrace"),
                 test::character("galen_tyrol")},
                17};
    Error e;
    auto g = Game::start(setup, &e);
    for (int i = 0; i < decisions && !g->state().gameOver(); ++i)
        g->choose(optionId(g->state(), g->state().decision.options.back()));
    return *g;
}
void writeFile(const QString& path, const QByteArray& data) {
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(data);
}
} // namespace

class TestSaves : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void illegalOptionLeavesStateUntouched() {
        GameState s = test::game({"laura_roslin", "william_adama", "kara_thrace"});
        const GameState before = s;
        auto e = applyId(s, "move:caprica");
        QVERIFY(e);
        QCOMPARE(e->code, std::string("illegal_option"));
        QVERIFY(s == before);
        e = apply(s, Option{Verb::Target, 3});
        QVERIFY(e);
        QVERIFY(s == before);
    }
    void saveLoadGivesEqualState() {
        QTemporaryDir dir;
        const Game g = playedGame(120);
        const std::string path = (dir.path() + "/game.json").toStdString();
        QVERIFY(!g.saveFile(path));
        Error e;
        auto loaded = Game::loadFile(path, &e);
        QVERIFY2(loaded, e.message.c_str());
        QCOMPARE(stateHash(loaded->state()), stateHash(g.state()));
        QVERIFY(loaded->record() == g.record());
    }
    void scenarioCommandsAreRecordedAndReplayed() {
        Game g = playedGame(10);
        QVERIFY(!g.scenario(QJsonObject{{"cmd", "dice"}, {"next", QJsonArray{3, 4}}}));
        QVERIFY(!g.scenario(QJsonObject{{"cmd", "stack"}, {"deck", "crisis"}, {"top", QJsonArray{"colonial_day"}}}));
        QVERIFY(!g.scenario(QJsonObject{{"cmd", "set"}, {"resources", QJsonObject{{"morale", 3}}}}));
        QCOMPARE(g.state().resources[size_t(Resource::Morale)], int8_t(3));
        QCOMPARE(g.state().crisisDeck.front(), test::crisis("colonial_day"));
        Error e;
        auto replayed = Game::fromSave(g.toSave(), &e);
        QVERIFY2(replayed, e.message.c_str());
        QVERIFY(replayed->state() == g.state());
    }
    void illegalScenarioChangesNothing() {
        Game g = playedGame(10);
        const GameState before = g.state();
        QVERIFY(g.scenario(QJsonObject{{"cmd", "dice"}, {"next", QJsonArray{3, 9}}}));
        QVERIFY(g.scenario(QJsonObject{{"cmd", "set"}, {"resources", QJsonObject{{"morale", 99}}}}));
        QVERIFY(g.scenario(QJsonObject{{"cmd", "stack"}, {"deck", "crisis"}, {"top", QJsonArray{"no_such_card"}}}));
        QVERIFY(g.scenario(QJsonObject{{"cmd", "set"}, {"location", QJsonObject{{"character", "kara_thrace"}, {"to", "caprica"}}}}));
        QVERIFY(g.scenario(QJsonObject{{"cmd", "explode"}}));
        QVERIFY(g.state() == before);
        QVERIFY(g.record().size() == 10);
    }
    // checkpointDigest (save format 4) reads every field, the log's events both in its full
    // chunks (through the digests they keep) and in the chunk being filled, and the scenario
    // requests' words: states that differ anywhere digest differently, equal states equally.
    void checkpointDigestSeesEveryPartOfTheLog() {
        const GameState base = playedGame(40).state();
        QCOMPARE(checkpointDigest(GameState(base)), checkpointDigest(base));
        auto withEvents = [&](int early, int late) {
            GameState s = base;
            logEvent(s, EventKind::DrewSkill, 1, early);
            for (size_t i = 0; i < 2 * EventLog::chunkSize; ++i) // the first one now lies in a full chunk
                logEvent(s, EventKind::DrewSkill, 2, 0);
            logEvent(s, EventKind::DrewSkill, 3, late);
            return s;
        };
        const GameState a = withEvents(1, 1);
        QVERIFY(a.log.fullChunks() >= 2);
        QCOMPARE(checkpointDigest(withEvents(1, 1)), checkpointDigest(a)); // built apart, equal
        QVERIFY(checkpointDigest(withEvents(2, 1)) != checkpointDigest(a)); // differs in a full chunk
        QVERIFY(checkpointDigest(withEvents(1, 2)) != checkpointDigest(a)); // differs in the last chunk
        QVERIFY(checkpointDigest(base) != checkpointDigest(a));
        GameState moved = base;
        moved.resources[0] = int8_t(moved.resources[0] - 1);
        QVERIFY(checkpointDigest(moved) != checkpointDigest(base));
        GameState asked = base, askedOther = base;
        asked.scenarioRequests.push_back("{\"cmd\":\"dice\",\"dice\":[3]}");
        askedOther.scenarioRequests.push_back("{\"cmd\":\"dice\",\"dice\":[4]}");
        QVERIFY(checkpointDigest(asked) != checkpointDigest(askedOther));
    }

    void savesOfThisVersionCarryTheDigest() {
        const Game g = playedGame(60);
        const QJsonObject save = g.toSave();
        QCOMPARE(save.value("version").toInt(), kSaveVersion);
        const QJsonObject last = save.value("checkpoints").toArray().last().toObject();
        QCOMPARE(last.value("entry").toInt(), int(g.record().size()));
        QCOMPARE(last.value("hash").toString(), QString::fromStdString(hashHex(checkpointDigest(g.state()))));
    }

    void brokenSavesAreRejected_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("code");
        const QByteArray good = QJsonDocument(playedGame(60).toSave()).toJson();
        QTest::newRow("truncated") << good.left(good.size() / 2) << "bad_save";
        QTest::newRow("not json") << QByteArray("hello") << "bad_save";
        QTest::newRow("empty") << QByteArray() << "bad_save";
        QByteArray wrongFormat = good;
        wrongFormat.replace("galactica-solo/save", "something-else");
        QTest::newRow("wrong format") << wrongFormat << "bad_save";
        QByteArray future = good;
        future.replace("\"version\": " + QByteArray::number(kSaveVersion), "\"version\": 99");
        QTest::newRow("future version") << future << "bad_save";
        QByteArray badOption = good;
        badOption.replace("\"choose\": \"", "\"choose\": \"x");
        QTest::newRow("illegal choice") << badOption << "bad_save";
        QJsonObject tampered = QJsonDocument::fromJson(good).object();
        QJsonArray cps = tampered["checkpoints"].toArray();
        QJsonObject cp = cps[0].toObject();
        cp["hash"] = "0000000000000000";
        cps[0] = cp;
        tampered["checkpoints"] = cps;
        QTest::newRow("checkpoint mismatch") << QJsonDocument(tampered).toJson() << "checkpoint_mismatch";
        QJsonObject badChar = QJsonDocument::fromJson(good).object();
        QJsonObject setup = badChar["setup"].toObject();
        setup["characters"] = QJsonArray{"laura_roslin", "darth_vader", "kara_thrace"};
        badChar["setup"] = setup;
        QTest::newRow("unknown character") << QJsonDocument(badChar).toJson() << "bad_save";
    }
    void brokenSavesAreRejected() {
        QFETCH(QByteArray, content);
        QFETCH(QString, code);
        QTemporaryDir dir;
        const QString path = dir.path() + "/broken.json";
        writeFile(path, content);
        Error e;
        QVERIFY(!Game::loadFile(path.toStdString(), &e));
        QCOMPARE(QString::fromStdString(e.code), code);
        QVERIFY(!e.message.empty());
    }
    void failedWriteLeavesOldFile() {
        QTemporaryDir dir;
        const Game g = playedGame(5);
        QVERIFY(g.saveFile((dir.path() + "/missing-folder/x.json").toStdString()).has_value());
    }
};

QTEST_APPLESS_MAIN(TestSaves)
#include "tst_saves.moc"
