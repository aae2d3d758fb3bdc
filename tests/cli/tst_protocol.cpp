// Runs every example of docs/protocol.md against a play session.
#include "session.h"

#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
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
};

QTEST_APPLESS_MAIN(TestProtocol)
#include "tst_protocol.moc"
