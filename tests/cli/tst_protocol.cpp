// Runs every example of docs/protocol.md: `protocol-example` blocks against a play session,
// `command-example` blocks as runs of the CLI program.
#include "released_boxes.h"
#include "session.h"
#include "solo_game.h"

#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {
// Every field of `expected` is in `actual` with the same value (objects compared recursively).
bool contains(const QJsonValue& actual, const QJsonValue& expected, QString* where) {
    if (expected.isObject()) {
        if (!actual.isObject())
            return false;
        const QJsonObject e = expected.toObject(), a = actual.toObject();
        for (auto it = e.begin(); it != e.end(); ++it) {
            if (!contains(a.value(it.key()), it.value(), where)) {
                *where = it.key() + "." + *where;
                return false;
            }
        }
        return true;
    }
    return actual == expected;
}
} // namespace

class TestProtocol : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { bsg::openReleasedBoxes(); } // as the CLI does at start-up

    void documentedExamplesHold() {
        QFile doc(GALACTICA_SOURCE_DIR "/docs/protocol.md");
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(doc.readAll());
        QRegularExpression block("```protocol-example\\n(.*?)```", QRegularExpression::DotMatchesEverythingOption);
        int examples = 0, checks = 0;
        for (auto m = block.globalMatch(text); m.hasNext();) {
            const QStringList lines = m.next().captured(1).split('\n', Qt::SkipEmptyParts);
            bsg::cli::Session session;
            QJsonObject last;
            ++examples;
            for (const QString& line : lines) {
                if (line.startsWith("> ")) {
                    const QJsonDocument req = QJsonDocument::fromJson(line.mid(2).toUtf8());
                    QVERIFY2(req.isObject(), qPrintable(line));
                    last = session.handle(req.object());
                } else if (line.startsWith("< ")) {
                    const QJsonDocument exp = QJsonDocument::fromJson(line.mid(2).toUtf8());
                    QVERIFY2(exp.isObject(), qPrintable(line));
                    QString where;
                    QVERIFY2(contains(last, exp.object(), &where),
                             qPrintable(line + "\n got: " + QJsonDocument(last).toJson(QJsonDocument::Compact) +
                                        "\n at: " + where));
                    ++checks;
                }
            }
        }
        QVERIFY(examples >= 2);
        QVERIFY(checks >= 10);
    }

    // "$ args" runs galactica-solo-cli ({tmp}: a fresh temporary folder for the block), "< {...}"
    // must be contained in the last line it printed, "exit N" is its exit status.
    void documentedCommandsHold() {
        QFile doc(GALACTICA_SOURCE_DIR "/docs/protocol.md");
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(doc.readAll());
        QRegularExpression block("```command-example\\n(.*?)```", QRegularExpression::DotMatchesEverythingOption);
        int commands = 0;
        for (auto m = block.globalMatch(text); m.hasNext();) {
            QTemporaryDir tmp;
            QVERIFY(tmp.isValid());
            const QString folder = tmp.path();
            QJsonObject last;
            int exitCode = -1;
            for (QString line : m.next().captured(1).split('\n', Qt::SkipEmptyParts)) {
                line.replace("{tmp}", folder);
                if (line.startsWith("$ ")) {
                    QProcess p;
                    p.start(GALACTICA_CLI, line.mid(2).split(' ', Qt::SkipEmptyParts));
                    QVERIFY2(p.waitForFinished(120000), qPrintable(line));
                    exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
                    const QList<QByteArray> out = p.readAllStandardOutput().trimmed().split('\n');
                    last = QJsonDocument::fromJson(out.last()).object();
                    ++commands;
                } else if (line.startsWith("< ")) {
                    const QJsonDocument exp = QJsonDocument::fromJson(line.mid(2).toUtf8());
                    QVERIFY2(exp.isObject(), qPrintable(line));
                    QString where;
                    QVERIFY2(contains(last, exp.object(), &where),
                             qPrintable(line + "\n got: " + QJsonDocument(last).toJson(QJsonDocument::Compact) +
                                        "\n at: " + where));
                } else if (line.startsWith("exit ")) {
                    QCOMPARE(exitCode, line.mid(5).toInt());
                }
            }
        }
        QVERIFY(commands >= 3);
    }

    // A choice's events in the solo view are those of the filter run over the whole log
    // (solo::soloLogFromIndex), though the session reads each event only once - also after a
    // scenario request, a save loaded back and a new game.
    void soloChoiceEventsMatchTheWholeLogFilter() {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const std::vector<std::string> chars{"laura_roslin", "william_adama", "lee_adama", "tom_zarek"};
        const QString newGame = R"({"cmd":"new","mode":"solo","seed":%1,"characters":["laura_roslin","william_adama","lee_adama","tom_zarek"]})";
        bsg::cli::Session session;
        int compared = 0;
        for (const quint64 seed : {5u, 6u}) {
            QVERIFY(session.handleLine(newGame.arg(seed).toUtf8())->value("ok").toBool());
            bsg::Error error;
            auto reference = bsg::solo::newSoloGame(chars, seed, bsg::Difficulty::Normal, &error);
            QVERIFY(reference);
            for (int k = 0; k < 400 && !reference->state().gameOver(); ++k) {
                if (k == 150) { // a save loaded back: the session reads its log afresh
                    const QString path = tmp.filePath("mid.json");
                    QVERIFY(session.handle({{"cmd", "save"}, {"path", path}}).value("ok").toBool());
                    QVERIFY(session.handle({{"cmd", "load"}, {"path", path}}).value("ok").toBool());
                }
                if (k % 40 == 7) { // a scenario request's events come before the next choice's
                    const QJsonObject set{{"cmd", "set"}, {"resources", QJsonObject{{"fuel", 6}}}};
                    QVERIFY(session.handle(set).value("ok").toBool());
                    QVERIFY(!reference->scenario(set));
                }
                const QJsonObject pending = session.handle({{"cmd", "decision"}}).value("decision").toObject();
                const std::string id = pending.value("options").toArray().first()["id"].toString().toStdString();
                const size_t before = reference->state().log.size();
                QVERIFY(!bsg::solo::soloChoose(*reference, id));
                const QJsonObject answer = session.handle({{"cmd", "choose"}, {"option", QString::fromStdString(id)}});
                QVERIFY2(answer.value("ok").toBool(), qPrintable(QString::fromStdString(id)));
                QCOMPARE(answer.value("events").toArray(), bsg::solo::soloLogFromIndex(reference->state(), before));
                ++compared;
            }
        }
        QVERIFY(compared > 300);
    }
};

QTEST_GUILESS_MAIN(TestProtocol)
#include "tst_protocol.moc"
