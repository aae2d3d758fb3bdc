// Issue #15, point 9, through the Help menu opened with the mouse: About names the program's
// version and the Four Solo rules it follows without a warning icon, and Export Bug Report
// writes one JSON file with the save, the versions, the settings and a PNG of the window.
#include "bug_report.h"
#include "game_session.h"
#include "main_window.h"
#include "modal_helper.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QJsonDocument>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using bsg::gui::MainWindow;

namespace {

// Opens Help on the menu bar and clicks the entry named `action` (its objectName).
void clickHelpEntry(MainWindow& w, const QString& action) {
    QMenuBar* bar = w.menuBar();
    QMenu* help = nullptr;
    for (QAction* a : bar->actions())
        if (a->text() == "&Help")
            help = a->menu();
    QVERIFY(help);
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(help->menuAction()).center());
    QTRY_VERIFY(help->isVisible());
    QAction* entry = help->findChild<QAction*>(action);
    if (!entry)
        for (QAction* a : help->actions())
            if (a->objectName() == action)
                entry = a;
    QVERIFY2(entry, qPrintable(action));
    QTest::mouseClick(help, Qt::LeftButton, {}, help->actionGeometry(entry).center());
}

} // namespace

class TestHelpMenu : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aboutNamesBothVersions() {
        MainWindow w;
        w.setInteractive(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QString text;
        QMessageBox::Icon icon = QMessageBox::Warning;
        onNextModal<QMessageBox>([&](QMessageBox* box) {
            text = box->text();
            icon = box->icon();
            QTest::keyClick(box, Qt::Key_Return);
        });
        clickHelpEntry(w, "about");
        QTRY_VERIFY(!text.isEmpty());
        QVERIFY2(text.contains(QStringLiteral(GALACTICA_VERSION)), qPrintable(text));
        QVERIFY2(text.contains("Four Solo 1.2"), qPrintable(text));
        QVERIFY(icon != QMessageBox::Warning && icon != QMessageBox::Critical);
    }

    void exportsABugReport() {
        QSettings().setValue("ui/stepPaceMs", 250);
        QSettings().setValue("test/bytes", QByteArray("\x01\x02", 2)); // like the window's geometry
        MainWindow w;
        w.setInteractive(false);
        w.resize(1200, 800);
        QVERIFY(w.startGame({{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 42, "normal"}).isEmpty());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(&w, Qt::Key_1);
        QCOMPARE(w.session().recordSize(), 5);

        QTemporaryDir dir;
        const QString path = dir.filePath("report.json");
        onNextModal<QFileDialog>([path](QFileDialog* dialog) {
            dialog->findChild<QLineEdit*>("fileNameEdit")->setText(path);
            QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save), Qt::LeftButton);
        });
        clickHelpEntry(w, "exportBugReport");
        QTRY_VERIFY(QFile::exists(path));
        QVERIFY2(w.lastMessage().startsWith("Bug report written"), qPrintable(w.lastMessage()));

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(report.value("format").toString(), QString("galactica-solo/bug-report"));
        QCOMPARE(report.value("app_version").toString(), QString(GALACTICA_VERSION));
        QCOMPARE(report.value("four_solo_rules").toString(), QString("1.2"));
        // The save replays to the game on the table.
        bsg::gui::GameSession replayed;
        QVERIFY(replayed.loadDocument(report.value("save").toObject()).isEmpty());
        QCOMPARE(replayed.state(), w.session().state());
        // The settings, byte arrays (the window's geometry and docks) in base64.
        const QJsonObject settings = report.value("settings").toObject();
        QCOMPARE(settings.value("ui/stepPaceMs").toVariant().toInt(), 250);
        QCOMPARE(settings.value("test/bytes").toObject().value("base64").toString(), QString("AQI="));
        // The window as a PNG.
        QImage shot;
        QVERIFY(shot.loadFromData(QByteArray::fromBase64(report.value("screenshot_png_base64").toString().toLatin1()), "PNG"));
        QCOMPARE(shot.size() / shot.devicePixelRatio(), w.size());
    }
};

QTEST_MAIN(TestHelpMenu)
#include "tst_help_menu.moc"
