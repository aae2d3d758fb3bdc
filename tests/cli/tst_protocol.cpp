// Runs every example of docs/protocol.md: `protocol-example` blocks against a play session,
// `command-example` blocks as runs of the CLI program.
#include "session.h"

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
};

QTEST_GUILESS_MAIN(TestProtocol)
#include "tst_protocol.moc"
