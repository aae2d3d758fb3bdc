// Saves written before rules revisions existed (tests/data/revision1/) still load, verify
// every checkpoint and replay to the very state the program that wrote them reached: a rule
// corrected since applies to new games only (docs/architecture.md, "Rules revisions").
#include "game.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace bsg;

class TestOldSaves : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void revision1_saves_replay_to_their_recorded_final_state() {
        const QString dir = QStringLiteral(GALACTICA_SOURCE_DIR "/tests/data/revision1/");
        QFile manifest(dir + "final_hashes.json");
        QVERIFY(manifest.open(QIODevice::ReadOnly));
        const QJsonObject saves = QJsonDocument::fromJson(manifest.readAll()).object().value("saves").toObject();
        QVERIFY(saves.size() >= 8);
        for (auto it = saves.begin(); it != saves.end(); ++it) {
            Error error;
            auto g = Game::loadFile((dir + it.key()).toStdString(), &error); // every checkpoint verified
            QVERIFY2(g, qPrintable(it.key() + ": " + QString::fromStdString(error.message)));
            QCOMPARE(int(g->setup().rulesRevision), 1);
            QCOMPARE(int(g->state().rulesRevision), 1);
            QVERIFY2(QString::fromStdString(hashHex(stateHash(g->state()))) == it.value().toString(), qPrintable(it.key()));
        }
    }
};

QTEST_APPLESS_MAIN(TestOldSaves)
#include "tst_old_saves.moc"
