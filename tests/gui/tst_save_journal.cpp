// Issue #37, point 5: a decision of a library game appends what it changed to the save's
// journal (app/gui/save_journal.h) instead of rewriting the whole save, and a game read back
// - after an undo, a torn last line, a stale journal, or a kill -9 at any moment - is the game
// as it was at its last reported save.
//
// Run with `--child-play <folder>` this binary is the program that gets killed: it plays a
// game through a GameLibrary and prints "saved N" after each decision's write is done.
#include "game_library.h"
#include "save_journal.h"
#include "solo_game.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <cstdio>
#include <random>

using bsg::gui::GameLibrary;
using bsg::gui::GameSession;

namespace {

const QStringList kCharacters{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"};

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool appendBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::Append) && f.write(bytes) == bytes.size();
}

// The n-th option (modulo the count) of the pending decision; false at the game's end.
bool chooseSome(GameSession& session, uint32_t n) {
    const QJsonArray options = session.decision().toObject().value("options").toArray();
    if (options.isEmpty())
        return false;
    return session.choose(options[int(n % uint32_t(options.size()))].toObject().value("id").toString()).isEmpty();
}

// What a save holds of the game (the journal's id aside).
QJsonObject gameOf(QJsonObject save) {
    save.remove("journal_id");
    save.remove("app_version");
    return save;
}

QJsonObject loadedGame(const QString& path, QString* why = nullptr) {
    GameSession session;
    const QString error = session.load(path);
    if (why)
        *why = error;
    return error.isEmpty() ? gameOf(session.saveDocument()) : QJsonObject();
}

// A Four Solo game of `entries` scenario requests (fuel) and then a few real decisions.
GameSession bigGame(int entries) {
    bsg::Error error;
    std::vector<std::string> ids;
    for (const QString& c : kCharacters)
        ids.push_back(c.toStdString());
    auto g = bsg::solo::newSoloGame(ids, 77, bsg::Difficulty::Normal, &error);
    for (int k = 0; g && k < entries; ++k)
        (void)g->scenario(QJsonObject{{"cmd", "set"}, {"resources", QJsonObject{{"fuel", 5 + k % 4}}}});
    GameSession session;
    const auto bytes = bsg::saveBytes(g->toSave(), &error);
    if (!bytes || !session.loadBytes(*bytes).isEmpty())
        qFatal("cannot build the big game");
    return session;
}

// A game's length and its last checkpoint: which state a save holds.
QString stateKey(const QJsonObject& save) {
    const QJsonArray checkpoints = save.value("checkpoints").toArray();
    return QString("%1/%2").arg(save.value("log_length").toInt()).arg(checkpoints.isEmpty() ? QString() : checkpoints.last().toObject().value("hash").toString());
}

int childPlay(const QString& folder) {
    GameLibrary library(nullptr, folder);
    GameSession session;
    if (!session.start({kCharacters, 42, "normal"}).isEmpty())
        return 2;
    const QString path = library.pathOf("game-killed.json");
    std::mt19937 rng(7);
    for (uint32_t k = 0;; ++k) {
        std::printf("writing %s\n", qPrintable(stateKey(session.saveDocument())));
        std::fflush(stdout);
        library.store(path, session);
        library.waitForWrites();
        if (library.saveState().failing)
            return 3;
        std::printf("saved\n");
        std::fflush(stdout);
        if (session.gameOver())
            return 0;
        // Now and then an undo, so the journal's lines also go back.
        if (k % 17 == 16 && session.undoRefusal().isEmpty())
            (void)session.undo();
        else if (!chooseSome(session, rng()))
            return 4;
    }
}

} // namespace

class TestSaveJournal : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A decision in a 20,000-entry game writes a line of its own size, not the save again.
    void aDecisionWritesWhatItChanged() {
        QTemporaryDir dir;
        GameLibrary library(nullptr, dir.path());
        GameSession session = bigGame(20000);
        const QString path = library.pathOf("game-big.json");
        library.store(path, session);
        library.waitForWrites();
        const QByteArray whole = readAll(path);
        QVERIFY(whole.size() > 1024 * 1024);
        const QString journal = bsg::gui::journalPathOf(path);
        for (uint32_t k = 0; k < 5; ++k) {
            QVERIFY(chooseSome(session, k));
            library.store(path, session);
            library.waitForWrites();
            QVERIFY(!library.saveState().failing);
        }
        QCOMPARE(readAll(path), whole); // the save itself untouched
        qInfo("5 decisions wrote %lld bytes of journal (the save is %lld bytes)", QFileInfo(journal).size(),
              qint64(whole.size()));
        QVERIFY(QFileInfo(journal).size() < 5 * 2048);
        QCOMPARE(loadedGame(path), gameOf(session.saveDocument()));
    }

    // Undo, rewind and decisions after them: the save and journal read back as the session.
    void undoAndRewindsReadBack() {
        QTemporaryDir dir;
        GameLibrary library(nullptr, dir.path());
        GameSession session;
        QVERIFY(session.start({kCharacters, 9, "normal"}).isEmpty());
        const QString path = library.pathOf("game-undo.json");
        std::mt19937 rng(3);
        for (int k = 0; k < 120 && !session.gameOver(); ++k) {
            if (k % 9 == 8 && session.undoRefusal().isEmpty())
                QCOMPARE(session.undo(), QString());
            else if (k % 31 == 30 && session.rewindRefusal().isEmpty())
                QCOMPARE(session.rewindToTurnStart(), QString());
            else
                QVERIFY(chooseSome(session, rng()));
            library.store(path, session);
            if (k % 10 == 0) {
                library.waitForWrites();
                QCOMPARE(loadedGame(path), gameOf(session.saveDocument()));
            }
        }
        library.waitForWrites();
        QVERIFY(session.rewindCount() > 3);
        QVERIFY(QFileInfo::exists(bsg::gui::journalPathOf(path)));
        QCOMPARE(loadedGame(path), gameOf(session.saveDocument()));
        // The whole save at quit folds the journal in: one plain save, as the CLI reads it.
        library.store(path, session, true);
        library.waitForWrites();
        QVERIFY(!QFileInfo::exists(bsg::gui::journalPathOf(path)));
        auto game = bsg::Game::loadBytes(readAll(path), nullptr);
        QVERIFY(game.has_value());
        QCOMPARE(int(game->record().size()), session.recordSize());
    }

    // A last line cut short (the program killed while writing it) is dropped; a journal of an
    // older version of the save is ignored; a damaged line inside is an error, not a guess.
    void tornStaleAndDamagedJournals() {
        QTemporaryDir dir;
        GameLibrary library(nullptr, dir.path());
        GameSession session;
        QVERIFY(session.start({kCharacters, 11, "normal"}).isEmpty());
        const QString path = library.pathOf("game-torn.json");
        const QString journal = bsg::gui::journalPathOf(path);
        for (uint32_t k = 0; k < 6; ++k) {
            QVERIFY(chooseSome(session, k));
            library.store(path, session);
        }
        library.waitForWrites();
        const QJsonObject saved = gameOf(session.saveDocument());
        const QByteArray lines = readAll(journal);
        QVERIFY(appendBytes(journal, R"({"at":6,"log":[{"choose":"x"}],"keep_che)"));
        QCOMPARE(loadedGame(path), saved);

        // A journal naming another version of the save holds nothing newer than the save.
        QFile::remove(journal);
        QVERIFY(appendBytes(journal, bsg::gui::journalHeader("another-save") + lines.mid(lines.indexOf('\n') + 1)));
        const QJsonObject atWhole = loadedGame(path);
        QCOMPARE(atWhole.value("log_length").toInt(), 1); // the save was written whole after the first decision
        QCOMPARE(atWhole.value("log").toArray().size(), 1);

        QFile::remove(journal);
        QByteArray damaged = lines;
        damaged.replace("\"at\":", "\"at\":-");
        QVERIFY(appendBytes(journal, damaged));
        QString why;
        QCOMPARE(loadedGame(path, &why), QJsonObject());
        QVERIFY2(why.contains("journal is damaged at line 2"), qPrintable(why));
    }

    // A write that fails leaves the journal as it was, and the next store writes the whole
    // game: no line is ever appended after a gap.
    void aFailedAppendWritesTheWholeGameNext() {
        if (!QFileInfo::exists("/dev/full"))
            QSKIP("needs /dev/full");
        QTemporaryDir dir;
        GameLibrary library(nullptr, dir.path());
        GameSession session;
        QVERIFY(session.start({kCharacters, 12, "normal"}).isEmpty());
        const QString path = library.pathOf("game-full.json");
        library.store(path, session);
        library.waitForWrites();
        const QString journal = bsg::gui::journalPathOf(path);
        QVERIFY(QFile::link("/dev/full", journal)); // every write to the journal fails
        QVERIFY(chooseSome(session, 0));
        library.store(path, session);
        library.waitForWrites();
        QVERIFY(library.saveState().failing);
        QVERIFY(QFile::remove(journal));
        QVERIFY(chooseSome(session, 1));
        library.store(path, session);
        library.waitForWrites();
        QVERIFY(!library.saveState().failing);
        QVERIFY(!QFileInfo::exists(journal)); // written whole
        QCOMPARE(loadedGame(path), gameOf(session.saveDocument()));
    }

    // kill -9 at random moments of a game being played and saved: each time the save reads
    // back, holding at least every decision reported saved.
    void killedAtAnyMomentLosesNoSavedDecision() {
        QTemporaryDir dir;
        std::mt19937 rng(2026);
        int kills = 0, checked = 0;
        for (int round = 0; round < 30; ++round) {
            const QString folder = dir.filePath(QString("round-%1").arg(round));
            QProcess child;
            child.start(QCoreApplication::applicationFilePath(), {"--child-play", folder});
            QVERIFY(child.waitForStarted());
            QTest::qWait(int(50 + rng() % 350)); // a whole game takes about 0.6 s on a quiet machine
            // Only a child still running is killed: a finished one's processId() is 0, and
            // kill(0, ...) would kill this whole process group (the test runner with it).
            const qint64 pid = child.processId();
            if (child.state() == QProcess::Running && pid > 0) {
                ++kills;
                ::kill(pid_t(pid), SIGKILL);
            }
            if (child.state() != QProcess::NotRunning) // a game over ends the child by itself
                QVERIFY(child.waitForFinished());
            // The state of the last save reported done, and the one being written then, if any.
            const QList<QByteArray> said = child.readAllStandardOutput().split('\n');
            QStringList possible;
            for (const QByteArray& line : said) {
                if (line.startsWith("writing "))
                    possible = QStringList{possible.value(0), QString::fromUtf8(line.mid(8))};
                else if (line == "saved")
                    possible = QStringList{possible.value(1)};
            }
            if (possible.isEmpty() || possible.first().isEmpty()) // killed before the first save was done
                continue;
            QString why;
            const QJsonObject game = loadedGame(folder + "/game-killed.json", &why);
            QVERIFY2(why.isEmpty(), qPrintable(QString("round %1: %2").arg(round).arg(why)));
            QVERIFY2(possible.contains(stateKey(game)),
                     qPrintable(QString("round %1: read %2, saved %3").arg(round).arg(stateKey(game), possible.join(" or "))));
            ++checked;
        }
        qInfo("%d kills, %d of them after a save was done", kills, checked);
        QVERIFY(checked > 15);
        QVERIFY(kills > 20);
    }
};

int main(int argc, char** argv) {
    if (argc == 3 && QByteArray(argv[1]) == "--child-play") {
        QCoreApplication app(argc, argv);
        return childPlay(QString::fromLocal8Bit(argv[2]));
    }
    QCoreApplication app(argc, argv);
    TestSaveJournal test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_save_journal.moc"
