// Issue #36, bad input: a damaged settings file is reported and set aside, so the program
// starts from its defaults and saves settings again (QSettings writes nothing over a file it
// could not parse), and settings of the wrong types never stop the window from starting.
#include "main_window.h"
#include "settings_recovery.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using bsg::gui::setAsideCorruptSettings;

namespace {

// The bytes of a literal, NULs included, without its terminating NUL.
template <std::size_t N>
QByteArray bytesOf(const char (&literal)[N]) {
    return QByteArray(literal, qsizetype(N - 1));
}

QByteArray randomBytes(int count) {
    QRandomGenerator rng(36);
    QByteArray bytes(count, '\0');
    for (char& c : bytes)
        c = char(rng.bounded(256));
    return bytes;
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    if (!QDir().mkpath(QFileInfo(path).path()))
        return false;
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size() && file.flush();
}

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestSettingsRecovery : public QObject {
    Q_OBJECT
    QTemporaryDir m_config;
    QString m_file;

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_config.isValid());
        QStandardPaths::setTestModeEnabled(true); // the games and statistics of the window test
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
        QCoreApplication::setOrganizationName("galactica-solo-test");
        QCoreApplication::setApplicationName("galactica-solo-test");
        m_file = QSettings().fileName();
        QVERIFY2(m_file.startsWith(m_config.path()), qPrintable(m_file));
    }

    void init() {
        QFile::remove(m_file);
        QFile::remove(m_file + ".corrupt");
    }

    void damagedFileIsSetAsideAndSettingsSaveAgain_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("random bytes") << randomBytes(3000);
        // Qt itself reports this one as malformed (QSettings::FormatError) and then refuses to write.
        QTest::newRow("Qt's format error") << bytesOf("[ui\nfoo\n\0\xff=3\n");
        QTest::newRow("invalid UTF-8") << QByteArray("[ui]\nstepPaceMs=\xc3\x28\n");
        QTest::newRow("a NUL byte") << bytesOf("[ui]\nstepPaceMs=300\0\n");
    }
    void damagedFileIsSetAsideAndSettingsSaveAgain() {
        QFETCH(QByteArray, bytes);
        QVERIFY(writeFile(m_file, bytes));
        const QString message = setAsideCorruptSettings();
        QVERIFY2(message.contains(m_file) && message.contains(m_file + ".corrupt"), qPrintable(message));
        QCOMPARE(readFile(m_file + ".corrupt"), bytes); // kept whole, for a bug report
        {
            QSettings settings;
            QCOMPARE(settings.allKeys(), QStringList()); // the defaults: nothing of the damaged file
            settings.setValue("ui/stepPaceMs", 250);
            settings.sync();
            QCOMPARE(settings.status(), QSettings::NoError);
        }
        QCOMPARE(QSettings().value("ui/stepPaceMs").toInt(), 250);
        QVERIFY(readFile(m_file).contains("stepPaceMs=250"));
        QCOMPARE(setAsideCorruptSettings(), QString()); // the new file is sound
    }

    void soundFileIsLeftAlone() {
        {
            QSettings settings;
            settings.setValue("ui/stepPaceMs", 600);
            settings.setValue("game/characters", QStringList{"laura_roslin", "Zoë \"Kara\"\tthe\nsecond"});
            settings.setValue("window/geometry", bytesOf("\0\x01\x7f\xff binary"));
            settings.setValue("game/difficulty", QString::fromUtf8("normal ✓"));
        }
        const QByteArray before = readFile(m_file);
        QVERIFY(!before.isEmpty());
        QCOMPARE(setAsideCorruptSettings(), QString());
        QCOMPARE(readFile(m_file), before);
        QVERIFY(!QFile::exists(m_file + ".corrupt"));
        QCOMPARE(QSettings().value("game/difficulty").toString(), QString::fromUtf8("normal ✓"));
    }

    void absentFileIsFine() {
        QCOMPARE(setAsideCorruptSettings(), QString());
        QVERIFY(!QFile::exists(m_file + ".corrupt"));
    }

    // Values Qt can read but of the wrong kinds: the window starts and closes all the same.
    void settingsOfTheWrongTypesDoNotStopTheWindow() {
        QVERIFY(writeFile(m_file, "[ui]\nstepPaceMs=banana\nrememberShownCards=maybe\nadvisor=@Invalid()\n"
                                  "[window]\ngeometry=not a geometry\nstate=@ByteArray(\\0\\0\\0\\xff)\n"
                                  "[game]\ncharacters=42\ndifficulty=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x10garbage)\n"));
        QCOMPARE(setAsideCorruptSettings(), QString()); // readable text: Qt's own types decide
        bsg::gui::MainWindow window;
        window.setInteractive(false);
        window.resumeOrWelcome();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.close());
        QCOMPARE(QSettings().status(), QSettings::NoError);
    }
};

QTEST_MAIN(TestSettingsRecovery)
#include "tst_settings_recovery.moc"
