// The play session's advise request (docs/protocol.md, "The advisor"): it changes nothing -
// not the game, not its record - and a finished game, a standard game or a nonsense field is
// refused with a clear error.
#include "heuristic_player.h"
#include "session.h"
#include "simulate.h"
#include "solo_game.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using bsg::cli::Session;

namespace {

QJsonObject request(const char* json) { return QJsonDocument::fromJson(json).object(); }
QString code(const QJsonObject& response) { return response["error"].toObject()["code"].toString(); }

const char* kSoloGame =
    R"({"cmd":"new","mode":"solo","seed":42,"characters":["laura_roslin","william_adama","kara_thrace","tom_zarek"]})";

} // namespace

class TestAdviseRequest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void advisingChangesNothing() {
        QTemporaryDir dir;
        Session session;
        QVERIFY(session.handle(request(kSoloGame))["ok"].toBool());
        QVERIFY(session.handle(request(R"({"cmd":"choose","option":"draw:leadership"})"))["ok"].toBool());
        const QJsonObject before = session.handle(request(R"({"cmd":"state","view":"full"})"));
        const QString pathBefore = dir.filePath("before.json"), pathAfter = dir.filePath("after.json");
        QVERIFY(session.handle(QJsonObject{{"cmd", "save"}, {"path", pathBefore}})["ok"].toBool());
        const QJsonObject advice = session.handle(request(R"({"cmd":"advise","playouts":12,"seed":9,"horizon":1,"search":"flat"})"));
        QVERIFY2(advice["ok"].toBool(), qPrintable(QJsonDocument(advice).toJson()));
        const QJsonArray options = advice["advice"].toObject()["options"].toArray();
        QVERIFY(!options.isEmpty());
        const int best = advice["advice"].toObject()["best"].toInt(-1);
        QVERIFY(best >= 0 && best < options.size());
        QVERIFY(options[best].toObject()["tied_with_best"].toBool());
        // 12 playouts leave 3 fresh ones, too few to depart: the heuristic's option is recommended.
        QCOMPARE(advice["advice"].toObject()["heuristic"].toInt(-1), best);
        QVERIFY(!advice["advice"].toObject()["departs"].toBool(true));
        const int leader = advice["advice"].toObject()["leader"].toInt(-1);
        QVERIFY(leader >= 0 && leader < options.size());
        for (const QJsonValue& o : options) {
            QVERIFY(o.toObject()["win_chance"].toDouble() >= 0 && o.toObject()["win_chance"].toDouble() <= 1);
            QVERIFY(o.toObject().contains("margin") && o.toObject().contains("label"));
            QVERIFY(o.toObject()["tied_with_best"].isBool());
        }
        QCOMPARE(advice["advice"].toObject()["search"].toString(), QString("flat"));
        // Without "search" the advice is the flat playouts'.
        const QJsonObject byDefault = session.handle(request(R"({"cmd":"advise","playouts":12,"seed":9,"horizon":1})"));
        QCOMPARE(byDefault["advice"].toObject()["search"].toString(), QString("flat"));
        QCOMPARE(byDefault["advice"].toObject()["options"].toArray(), options);
        // The tree search (Search::Tree): its recommendation is its own most visited option.
        const QJsonObject tree =
            session.handle(request(R"({"cmd":"advise","playouts":40,"seed":9,"horizon":1,"search":"tree"})"));
        QVERIFY2(tree["ok"].toBool(), qPrintable(QJsonDocument(tree).toJson()));
        QCOMPARE(tree["advice"].toObject()["search"].toString(), QString("tree"));
        QCOMPARE(tree["advice"].toObject()["playouts"].toInt(), 40);
        QCOMPARE(tree["advice"].toObject()["best"].toInt(-2), tree["advice"].toObject()["leader"].toInt(-3));
        QCOMPARE(session.handle(request(R"({"cmd":"state","view":"full"})")), before);
        QVERIFY(session.handle(QJsonObject{{"cmd", "save"}, {"path", pathAfter}})["ok"].toBool());
        QFile a(pathBefore), b(pathAfter);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll()); // not recorded
        // Refused requests change nothing either.
        for (const char* bad : {R"({"cmd":"advise","playouts":0})", R"({"cmd":"advise","playouts":2.5})",
                                R"({"cmd":"advise","seed":-1})", R"({"cmd":"advise","horizon":201})",
                                R"({"cmd":"advise","threads":"two"})", R"({"cmd":"advise","depth":3})",
                                R"({"cmd":"advise","search":"deep"})", R"({"cmd":"advise","search":1})"}) {
            const QJsonObject r = session.handle(request(bad));
            QCOMPARE(code(r), QString("bad_request"));
            QVERIFY(!r["error"].toObject()["message"].toString().isEmpty());
        }
        QCOMPARE(session.handle(request(R"({"cmd":"state","view":"full"})")), before);
    }

    void aFinishedGameIsRefused() {
        // A solo game the heuristic player plays to its end, saved and loaded.
        bsg::Setup setup;
        setup.characters = bsg::cli::randomCharacters(77, true, 4);
        setup.seed = 77;
        setup.variant = bsg::VariantId::FourSolo;
        auto game = bsg::Game::start(setup, nullptr);
        QVERIFY(game);
        for (int i = 0; i < 20000 && !game->state().gameOver(); ++i)
            QVERIFY(!game->choose(bsg::optionId(game->state(), bsg::solo::policy::chooseHeuristic(game->state()))));
        QVERIFY(game->state().gameOver());
        QTemporaryDir dir;
        const QString path = dir.filePath("over.json");
        QVERIFY(!game->saveFile(path.toStdString()));
        Session session;
        QVERIFY(session.handle(QJsonObject{{"cmd", "load"}, {"path", path}})["ok"].toBool());
        const QJsonObject r = session.handle(request(R"({"cmd":"advise","playouts":10})"));
        QCOMPARE(code(r), QString("game_over"));
    }

    void aStandardGameIsRefused() {
        Session session;
        QVERIFY(session.handle(request(R"({"cmd":"new","mode":"standard","seed":7,"characters":["laura_roslin","william_adama","kara_thrace"]})"))["ok"].toBool());
        QCOMPARE(code(session.handle(request(R"({"cmd":"advise"})"))), QString("not_solo"));
    }
};

QTEST_GUILESS_MAIN(TestAdviseRequest)
#include "tst_advise_request.moc"
