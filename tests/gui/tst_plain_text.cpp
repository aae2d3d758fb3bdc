// Text quoted from a file is shown as plain text everywhere (issue #37, point 2): a save or an
// index naming a character "<h1>ALERT</h1><a href='…'>fix</a>" must show those characters, not
// a heading and a link - in message boxes, labels, the log and its tooltips.
#include "game_library.h"
#include "game_session.h"
#include "log_view.h"
#include "main_window.h"
#include "modal_helper.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtTest>

using bsg::gui::MainWindow;

namespace {

const QString kMarkup = QStringLiteral("<h1>ALERT</h1><a href='https://example.com/fix'>fix</a>");

// What a widget shows for `text` in `format`, as characters: rich text is rendered first.
QString shown(const QString& text, Qt::TextFormat format) {
    if (format == Qt::PlainText || (format == Qt::AutoText && !Qt::mightBeRichText(text)))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

bool writeJson(const QString& path, const QJsonObject& doc) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(QJsonDocument(doc).toJson()) > 0;
}

} // namespace

class TestPlainText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QDir(bsg::gui::GameLibrary().folder()).removeRecursively();
    }

    // The error box quoting an unknown character id from a save.
    void anErrorBoxQuotesASaveAsPlainText() {
        QTemporaryDir dir;
        bsg::gui::GameSession session;
        QCOMPARE(session.start({{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 5, "normal"}), QString());
        QJsonObject doc = session.saveDocument();
        QJsonObject setup = doc.value("setup").toObject();
        QJsonArray characters = setup.value("characters").toArray();
        characters[0] = kMarkup;
        setup["characters"] = characters;
        doc["setup"] = setup;
        const QString path = dir.filePath("markup.json");
        QVERIFY(writeJson(path, doc));

        MainWindow w; // interactive: the message box is shown
        QString boxShows;
        onNextModal<QMessageBox>([&boxShows](QMessageBox* box) {
            boxShows = shown(box->text(), box->textFormat());
            box->accept();
        });
        QVERIFY(!w.loadGame(path).isEmpty());
        QVERIFY2(boxShows.contains("<h1>ALERT</h1>"), qPrintable(boxShows));
    }

    // The welcome page's Continue line names the characters the library's index lists.
    void labelsShowAnIndexAsPlainText() {
        bsg::gui::GameLibrary library;
        bsg::gui::GameSession session;
        QCOMPARE(session.start({{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 6, "normal"}), QString());
        const QString save = library.newGamePath(6);
        QCOMPARE(session.save(save), QString());
        QJsonObject entry{{"file", QFileInfo(save).fileName()}, {"seed", "6"}, {"characters", QJsonArray{kMarkup}},
                          {"played", QDateTime::currentDateTime().toString(Qt::ISODateWithMs)}, {"over", false}};
        QVERIFY(writeJson(library.pathOf("index.json"),
                          {{"format", "galactica-solo/games"}, {"version", 1}, {"games", QJsonArray{entry}}}));
        MainWindow w;
        int quoting = 0;
        for (const QLabel* label : w.findChildren<QLabel*>())
            if (label->text().contains("ALERT")) {
                ++quoting;
                QVERIFY2(shown(label->text(), label->textFormat()).contains(kMarkup), qPrintable(label->objectName()));
            }
        QCOMPARE(quoting, 1);
        QFile::remove(save);
        QFile::remove(library.pathOf("index.json"));
    }

    // A log line (its text comes from the save) and its tooltip.
    void theLogAndItsTooltipsArePlainText() {
        bsg::gui::LogView log;
        log.append({bsg::EventView{3, kMarkup, {}, false}});
        QVERIFY(log.visibleLines().first().contains(kMarkup)); // the log itself is plain text
        QVERIFY2(shown(log.lineToolTip(0), Qt::AutoText).contains(kMarkup), qPrintable(log.lineToolTip(0)));
    }
};

QTEST_MAIN(TestPlainText)
#include "tst_plain_text.moc"
