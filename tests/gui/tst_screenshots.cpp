// The main window as a player sees it, compared with stored pictures (tests/data/screens/) at
// 1024x640, 1366x768 and 1920x1080: the same seeded game played to the same decision, grabbed
// and compared pixel by pixel within a tolerance (anti-aliasing and small rounding may move;
// a moved piece, a missing band of the board or a changed layout do not pass). A failure
// leaves the picture taken and a difference image in the working folder to look at.
//
// The pictures are regenerated on purpose, like the golden games (docs/development.md):
//   GALACTICA_UPDATE_SCREENSHOTS=1 ctest --test-dir build -R tst_screenshots
// They depend on the fonts: screens/fonts.txt names the font they were taken with, and on a
// machine whose default font differs the comparison is skipped (saying so), not failed.
#include "box.h"
#include "carddb.h"
#include "decision_panel.h"
#include "game.h"
#include "main_window.h"
#include "solo_game.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFontInfo>
#include <QGraphicsView>
#include <QImage>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QtTest>

using bsg::gui::DecisionPanel;
using bsg::gui::MainWindow;

namespace {

const QString kScreens = QStringLiteral(GALACTICA_SOURCE_DIR "/tests/data/screens");

// Differing pixels: any channel off by more than kChannelTolerance.
constexpr int kChannelTolerance = 48;
// At most this share of the picture may differ.
constexpr double kMaxDifferingShare = 0.004;

QString fontSignature() {
    const QFontInfo info(QApplication::font());
    return QStringLiteral("%1 %2px Qt %3").arg(info.family()).arg(info.pixelSize()).arg(QT_VERSION_STR);
}

// The window after a fixed seeded game's first 90 decisions, chosen as the screenshot program
// does (tests/gui/screenshot_main.cpp). `savedGame`: a save to open instead of dealing the
// base game (a game with Pegasus, which players cannot start yet).
QImage playAndGrab(const QSize& size, const QString& savedGame = {}) {
    MainWindow window;
    window.setInteractive(false);
    window.resize(size);
    if (savedGame.isEmpty())
        window.startGame({{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 20261122, "normal"});
    else if (!window.loadGame(savedGame).isEmpty())
        return {};
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return {};
    auto* panel = window.findChild<DecisionPanel*>();
    for (int i = 0; i < 90 && !window.session().gameOver(); ++i) {
        const QStringList ids = panel->optionIds();
        if (ids.isEmpty())
            break;
        // In the Pegasus game, Pegasus takes the damage whenever it may (so the picture shows it).
        window.choose(ids.contains("damage_ship:pegasus") ? QStringLiteral("damage_ship:pegasus")
                                                            : ids[(i * 7 + 3) % ids.size()]);
    }
    window.waitForAutosave();
    QTest::qWait(1700); // the banner's hand-off flash is over, the layout settled
    QImage shot = window.grab().toImage().convertToFormat(QImage::Format_RGB32);
    window.waitForAutosave();
    return shot;
}

// The share of pixels that differ beyond the tolerance, and an image marking them in red.
double differingShare(const QImage& a, const QImage& b, QImage& marks) {
    marks = a.convertToFormat(QImage::Format_RGB32);
    qint64 differing = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto* la = reinterpret_cast<const QRgb*>(a.constScanLine(y));
        const auto* lb = reinterpret_cast<const QRgb*>(b.constScanLine(y));
        auto* lm = reinterpret_cast<QRgb*>(marks.scanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = la[x], q = lb[x];
            const bool differs = std::abs(qRed(p) - qRed(q)) > kChannelTolerance ||
                                 std::abs(qGreen(p) - qGreen(q)) > kChannelTolerance ||
                                 std::abs(qBlue(p) - qBlue(q)) > kChannelTolerance;
            const int grey = qGray(p) / 3;
            lm[x] = differs ? qRgb(255, 0, 0) : qRgb(grey, grey, grey);
            differing += differs;
        }
    }
    return double(differing) / double(qint64(a.width()) * a.height());
}

// A new Four Solo game with Pegasus in play, saved to `path` (Pegasus opened for this process).
bool savePegasusGame(const QString& path) {
    bsg::registerBox(bsg::Box::Pegasus);
    bsg::Setup setup;
    for (const char* id : {"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"})
        setup.characters.push_back(bsg::CharId(bsg::db().character(id)));
    setup.seed = 20261127;
    setup.variant = bsg::VariantId::FourSolo;
    setup.boxes = bsg::kBaseGameBoxes | bsg::boxBit(bsg::Box::Pegasus);
    bsg::Error error;
    const auto game = bsg::solo::newSoloGame(setup, &error);
    return game && !game->saveFile(path.toStdString());
}

} // namespace

class TestScreenshots : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setStyle(QStyleFactory::create("Fusion"));
    }

    // No empty bands: at every size from the minimum up, the board covers its whole view
    // (fitInView's 2-pixel margins aside); a taller view gets a taller board.
    void the_board_fills_its_view_at_every_size() {
        for (const QSize size : {QSize(1024, 640), QSize(1280, 720), QSize(1366, 768), QSize(1600, 900), QSize(1920, 1080),
                                 QSize(1920, 1200), QSize(2560, 1440)}) {
            MainWindow window;
            window.setInteractive(false);
            window.resize(size);
            QVERIFY(window.startGame({{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 7, "normal"}).isEmpty());
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QApplication::processEvents();
            auto* view = window.findChild<QGraphicsView*>("boardView");
            QVERIFY(view);
            const QRect board = view->mapFromScene(view->sceneRect()).boundingRect();
            const QRect room = view->viewport()->rect();
            QVERIFY2(board.width() >= room.width() - 6 && board.height() >= room.height() - 6,
                     qPrintable(QStringLiteral("window %1x%2: the board is %3x%4 in a view of %5x%6")
                                    .arg(size.width()).arg(size.height()).arg(board.width()).arg(board.height())
                                    .arg(room.width()).arg(room.height())));
            window.waitForAutosave();
        }
    }

    void the_window_looks_as_stored_data() {
        QTest::addColumn<QSize>("size");
        for (const QSize s : {QSize(1024, 640), QSize(1366, 768), QSize(1920, 1080)})
            QTest::newRow(qPrintable(QStringLiteral("%1x%2").arg(s.width()).arg(s.height()))) << s;
    }

    void the_window_looks_as_stored() {
        QFETCH(QSize, size);
        compareWithStored(QStringLiteral("board-%1x%2.png").arg(size.width()).arg(size.height()), playAndGrab(size), size);
    }

    // A game with Pegasus: its ship beside Galactica, the overlay, Treachery in the decks.
    void a_pegasus_game_looks_as_stored_data() {
        QTest::addColumn<QSize>("size");
        for (const QSize s : {QSize(1024, 640), QSize(1920, 1080)})
            QTest::newRow(qPrintable(QStringLiteral("%1x%2").arg(s.width()).arg(s.height()))) << s;
    }

    void a_pegasus_game_looks_as_stored() {
        QFETCH(QSize, size);
        QTemporaryDir dir;
        const QString save = dir.filePath("pegasus.json");
        QVERIFY(savePegasusGame(save));
        compareWithStored(QStringLiteral("board-pegasus-%1x%2.png").arg(size.width()).arg(size.height()),
                          playAndGrab(size, save), size);
    }

private:
    void compareWithStored(const QString& name, const QImage& shot, const QSize& size) {
        const QString stored = kScreens + "/" + name;
        QVERIFY(!shot.isNull());
        QCOMPARE(shot.size(), size);
        if (qEnvironmentVariableIntValue("GALACTICA_UPDATE_SCREENSHOTS")) {
            QVERIFY(QDir().mkpath(kScreens));
            QVERIFY2(shot.save(stored), qPrintable("could not write " + stored));
            QFile fonts(kScreens + "/fonts.txt");
            QVERIFY(fonts.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QVERIFY(fonts.write(fontSignature().toUtf8() + "\n") > 0);
            qInfo("wrote %s", qPrintable(stored));
            return;
        }
        QFile fonts(kScreens + "/fonts.txt");
        QVERIFY2(fonts.open(QIODevice::ReadOnly), "tests/data/screens/fonts.txt is missing");
        const QString takenWith = QString::fromUtf8(fonts.readAll()).trimmed();
        if (takenWith != fontSignature())
            QSKIP(qPrintable(QStringLiteral("the pictures were taken with %1, this machine has %2").arg(takenWith, fontSignature())));
        const QImage expected(stored);
        QVERIFY2(!expected.isNull(), qPrintable("cannot read " + stored));
        QCOMPARE(expected.size(), size);
        QImage marks;
        const double share = differingShare(shot, expected.convertToFormat(QImage::Format_RGB32), marks);
        qInfo("%s: %.3f%% of the pixels differ", qPrintable(name), 100 * share);
        if (share > kMaxDifferingShare) {
            shot.save("actual-" + name);
            marks.save("difference-" + name);
        }
        QVERIFY2(share <= kMaxDifferingShare,
                 qPrintable(QStringLiteral("%1: %2% of the pixels differ (at most %3%); see actual-%1 and difference-%1 in %4")
                                .arg(name).arg(100 * share, 0, 'f', 3).arg(100 * kMaxDifferingShare).arg(QDir::currentPath())));
    }
};

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
