// Save files under failure and tampering (issue #13, points 1, 3 and 5): a failed write keeps
// the previous save, devices and pipes are never read or written, reads stop at the limit,
// and verification catches a shortened log, misplaced checkpoints and a wrong final state.
#include "game.h"
#include "save_io.h"
#include "test_support.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#endif

using namespace bsg;

namespace {

Game playedGame(int decisions, uint8_t rulesRevision = kRulesRevision) {
    Setup setup{{test::character("laura_roslin"), test::character("william_adama"), test::character("kara_thrace"),
                 test::character("galen_tyrol")},
                17};
    setup.rulesRevision = rulesRevision;
    Error e;
    auto g = Game::start(setup, &e);
    for (int i = 0; i < decisions && !g->state().gameOver(); ++i)
        g->choose(optionId(g->state(), g->state().decision.options.back()));
    return *g;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

Error verifyFails(const QJsonObject& save) {
    Error e;
    if (Game::fromSave(save, &e, -1, true))
        e = Error{"none", "the save verified"};
    return e;
}

// A save as a program of an old format wrote it: version 1 had no log_length and no rules
// revision (its games are revision 1), version 2 no rules revision above 2.
QJsonObject asOldFormat(QJsonObject save, int version) {
    save["version"] = version;
    if (version == 1) {
        save.remove("log_length");
        QJsonObject setup = save["setup"].toObject();
        setup.remove("rules_revision");
        save["setup"] = setup;
    }
    return save;
}

QJsonObject withAllHashes(QJsonObject save, const QString& hash) {
    QJsonArray cps = save["checkpoints"].toArray();
    for (auto&& cp : cps) {
        QJsonObject o = cp.toObject();
        o["hash"] = hash;
        cp = o;
    }
    save["checkpoints"] = cps;
    return save;
}

// The save with one field of its first checkpoint set to `value`.
QJsonObject withFirstCheckpointField(QJsonObject save, const QString& field, const QJsonValue& value) {
    QJsonArray cps = save["checkpoints"].toArray();
    QJsonObject cp = cps[0].toObject();
    cp[field] = value;
    cps[0] = cp;
    save["checkpoints"] = cps;
    return save;
}

QJsonObject withoutLastEntries(QJsonObject save, int n) {
    QJsonArray log = save["log"].toArray();
    for (int i = 0; i < n; ++i)
        log.removeLast();
    save["log"] = log;
    return save;
}

} // namespace

class TestSaveFiles : public QObject {
    Q_OBJECT
private Q_SLOTS:
#ifdef Q_OS_UNIX
    void shortWriteKeepsThePreviousSave() {
        // A file size limit makes the disk "full" after a few kilobytes: write() comes back short.
        QTemporaryDir dir;
        const QString path = dir.filePath("game.json");
        QVERIFY(!playedGame(3).saveFile(path.toStdString()));
        const QByteArray previous = readAll(path);
        const Game big = playedGame(150);
        QVERIFY(QJsonDocument(big.toSave()).toJson().size() > previous.size() + 8192);
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit old{};
        getrlimit(RLIMIT_FSIZE, &old);
        rlimit small = old;
        small.rlim_cur = rlim_t(previous.size() + 4096);
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        const auto e = big.saveFile(path.toStdString());
        setrlimit(RLIMIT_FSIZE, &old);
        QVERIFY(e);
        QCOMPARE(e->code, std::string("io_error"));
        QCOMPARE(readAll(path), previous);
        Error loadError;
        QVERIFY2(Game::loadFile(path.toStdString(), &loadError), loadError.message.c_str());
    }
    void devicesAndPipesAreNeverWritten() {
        QTemporaryDir dir;
        const QString pipe = dir.filePath("pipe");
        QCOMPARE(mkfifo(pipe.toLocal8Bit().constData(), 0600), 0);
        const Game g = playedGame(3);
        for (const QString& path : {pipe, QString("/dev/full"), QString("/dev/null")}) {
            if (!QFileInfo::exists(path))
                continue;
            const auto e = g.saveFile(path.toStdString());
            QVERIFY2(e, qPrintable(path));
            QCOMPARE(e->code, std::string("io_error"));
            QVERIFY2(!QFileInfo(path).isFile(), qPrintable(path)); // still the device or pipe
        }
    }
    void devicesAndPipesAreNeverRead() {
        QTemporaryDir dir;
        const QString pipe = dir.filePath("pipe");
        QCOMPARE(mkfifo(pipe.toLocal8Bit().constData(), 0600), 0);
        QFile::link("/dev/zero", dir.filePath("zero.json"));
        QElapsedTimer timer;
        timer.start();
        for (const QString& path : {QString("/dev/zero"), QString("/dev/urandom"), pipe, dir.filePath("zero.json"), dir.path()}) {
            Error e;
            QVERIFY2(!Game::loadFile(path.toStdString(), &e), qPrintable(path));
            QCOMPARE(e.code, std::string("io_error"));
        }
        QVERIFY(timer.elapsed() < 5000); // nothing blocked or read at length
    }
#endif
    void aMissingFileIsNamedAsMissing() {
        QTemporaryDir dir;
        Error e;
        QVERIFY(!Game::loadFile(dir.filePath("gone.json").toStdString(), &e));
        QCOMPARE(e.code, std::string("io_error"));
        QVERIFY2(e.message.find("gone.json") != std::string::npos && e.message.find("no such file") != std::string::npos,
                 e.message.c_str());
    }
    void aSaveOfExactlyTheLimitIsReadWhole() {
        // The limit itself is allowed: only a byte more is refused (readsStopAtTheLimit).
        QTemporaryDir dir;
        const QByteArray text = QJsonDocument(playedGame(40).toSave()).toJson();
        QFile f(dir.filePath("padded.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(text), text.size());
        QVERIFY(f.write(QByteArray(qsizetype(kMaxSaveBytes) - text.size(), ' ')) > 0);
        f.close();
        QCOMPARE(f.size(), kMaxSaveBytes);
        Error e;
        const auto g = Game::loadFile(f.fileName().toStdString(), &e);
        QVERIFY2(g, e.message.c_str());
        QCOMPARE(g->state(), playedGame(40).state());
    }
    void readsStopAtTheLimit() {
        QTemporaryDir dir;
        QFile f(dir.filePath("huge.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(kMaxSaveBytes + 1)); // sparse: costs no disk
        f.close();
        Error e;
        QVERIFY(!Game::loadFile(f.fileName().toStdString(), &e));
        QCOMPARE(e.code, std::string("bad_save"));
    }
    void pathWithNulIsRefused() {
        QTemporaryDir dir;
        const Game g = playedGame(3);
        const std::string real = dir.filePath("x.json").toStdString();
        QVERIFY(!g.saveFile(real));
        Error e;
        QVERIFY(!Game::loadFile(real + std::string("\0.bak", 5), &e)); // would open x.json
        QCOMPARE(e.code, std::string("bad_request"));
        const auto w = g.saveFile(real + std::string("\0.bak", 5));
        QVERIFY(w);
        QCOMPARE(w->code, std::string("bad_request"));
    }
    void shortenedLogFailsVerification() {
        const QJsonObject save = playedGame(60).toSave();
        Error e = verifyFails(withoutLastEntries(save, 10));
        QCOMPARE(e.code, std::string("checkpoint_mismatch"));
        QVERIFY2(e.message.find("log entry 51") != std::string::npos, e.message.c_str());
        // A version 1 save (no recorded length) is caught by its checkpoints.
        const QJsonObject revision1 = asOldFormat(playedGame(60, 1).toSave(), 1);
        QJsonObject v1 = withoutLastEntries(revision1, 10);
        e = verifyFails(v1);
        QCOMPARE(e.code, std::string("checkpoint_mismatch"));
        QVERIFY2(e.message.find("log entry 51") != std::string::npos, e.message.c_str());
        // Without the checkpoints that point past it, the final state cannot be checked: refused.
        QJsonObject cut = withoutLastEntries(revision1, 9);
        QJsonArray cps = cut["checkpoints"].toArray();
        while (!cps.isEmpty() && cps.last().toObject()["entry"].toInt() > 51)
            cps.removeLast();
        cut["checkpoints"] = cps;
        e = verifyFails(cut);
        QCOMPARE(e.code, std::string("checkpoint_mismatch"));
        QVERIFY2(e.message.find("(51)") != std::string::npos, e.message.c_str());
    }
    void misplacedCheckpointsFailVerification() {
        const QJsonObject save = playedGame(60).toSave();
        const QJsonArray cps = save["checkpoints"].toArray();
        QCOMPARE(cps.size(), 3); // 25, 50, 60
        // Out of order, the early one with a wrong hash (it used to be skipped unread).
        QJsonObject wrong = cps[0].toObject();
        wrong["hash"] = "0123456789abcdef";
        QJsonObject outOfOrder = save;
        outOfOrder["checkpoints"] = QJsonArray{cps[2], wrong};
        Error e = verifyFails(outOfOrder);
        QCOMPARE(e.code, std::string("checkpoint_mismatch"));
        QVERIFY2(e.message.find("checkpoint 2 (entry 25)") != std::string::npos, e.message.c_str());
        // Past the end of the log.
        QJsonObject past = save;
        QJsonArray more = cps;
        more.append(QJsonObject{{"entry", 1000}, {"step", 1}, {"hash", "0000000000000000"}});
        past["checkpoints"] = more;
        e = verifyFails(past);
        QCOMPARE(e.code, std::string("checkpoint_mismatch"));
        QVERIFY2(e.message.find("checkpoint 4 (entry 1000)") != std::string::npos, e.message.c_str());
        // A wrong final state.
        QJsonObject final = save;
        QJsonArray last = cps;
        QJsonObject end = last[2].toObject();
        end["hash"] = "fedcba9876543210";
        last[2] = end;
        final["checkpoints"] = last;
        e = verifyFails(final);
        QCOMPARE(e.code, std::string("checkpoint_mismatch"));
        QVERIFY2(e.message.find("entry 60") != std::string::npos, e.message.c_str());
    }
    void versionOneSavesStillLoad() {
        const Game g = playedGame(60, 1);
        const QJsonObject v1 = asOldFormat(g.toSave(), 1);
        Error e;
        auto loaded = Game::fromSave(v1, &e, -1, true);
        QVERIFY2(loaded, e.message.c_str());
        QVERIFY(loaded->state() == g.state());
        QCOMPARE(loaded->loadedVersion(), 1); // its hashes were not compared (see below)
        QCOMPARE(g.toSave()["version"].toInt(), kSaveVersion);
        QCOMPARE(g.toSave()["log_length"].toInt(), 60);
    }
    // Saves older than format 3 hashed the log's sentences: their checkpoints are checked by
    // the replay's steps; a hash this program cannot compute is not held against them.
    void olderFormatsAreVerifiedByTheirSteps() {
        const QJsonObject save = playedGame(60).toSave();
        const QJsonObject revision1 = playedGame(60, 1).toSave();
        for (int version : {1, 2}) {
            QJsonObject old = asOldFormat(revision1, version);
            QJsonArray cps = old["checkpoints"].toArray();
            QJsonObject cp = cps[1].toObject();
            cp["hash"] = "0123456789abcdef"; // written by a program that hashed sentences
            cps[1] = cp;
            old["checkpoints"] = cps;
            Error e;
            QVERIFY2(Game::fromSave(old, &e, -1, true), e.message.c_str());
            cp["step"] = cp["step"].toInt() + 1; // but the replay must reach the same step
            cps[1] = cp;
            old["checkpoints"] = cps;
            e = verifyFails(old);
            QCOMPARE(e.code, std::string("checkpoint_mismatch"));
            QVERIFY2(e.message.find("entry 50") != std::string::npos, e.message.c_str());
        }
        QJsonObject current = save; // the current format is held to its hashes
        QJsonArray cps = current["checkpoints"].toArray();
        QJsonObject cp = cps[1].toObject();
        cp["hash"] = "0123456789abcdef";
        cps[1] = cp;
        current["checkpoints"] = cps;
        QCOMPARE(verifyFails(current).code, std::string("checkpoint_mismatch"));
    }
    // Issue #37, point 4: an old format's label must not let a newer save skip the checks of
    // its own format. Versions 1 and 2 came before log_length (1) and before rules revision 3,
    // so a newer save relabelled is told apart - here with every hash made up, and with its
    // last 17 entries gone behind a made-up final checkpoint.
    void anOldLabelDoesNotExcuseANewerSave() {
        const QJsonObject save = playedGame(60).toSave(); // rules revision 4, format 4
        const QJsonObject tampered = withAllHashes(save, "deadbeefdeadbeef");
        QCOMPARE(verifyFails(tampered).code, std::string("checkpoint_mismatch"));
        QJsonObject truncated = withoutLastEntries(save, 17);
        truncated["log_length"] = 43;
        truncated["checkpoints"] = QJsonArray{save["checkpoints"].toArray()[0],
                                              QJsonObject{{"entry", 43}, {"step", 43}, {"hash", "deadbeefdeadbeef"}}};
        QCOMPARE(verifyFails(truncated).code, std::string("checkpoint_mismatch"));
        for (const QJsonObject& newer : {tampered, truncated}) {
            for (int version : {1, 2}) {
                QJsonObject relabelled = newer;
                relabelled["version"] = version;
                Error e = verifyFails(relabelled);
                QCOMPARE(e.code, std::string("bad_save"));
                QVERIFY2(e.message.find("later program") != std::string::npos, e.message.c_str());
            }
            QJsonObject noLength = newer; // version 1 without log_length: still a revision 4 game
            noLength.remove("log_length");
            noLength["version"] = 1;
            const Error e = verifyFails(noLength);
            QCOMPARE(e.code, std::string("bad_save"));
            QVERIFY2(e.message.find("rules revision") != std::string::npos, e.message.c_str());
        }
        // A format-4 save of a revision-2 game relabelled as format 2 fits that format: it loads,
        // and says it was checked by replay only (the CLI's --verify does not pass it: exit 5).
        const QJsonObject revision2 = withAllHashes(playedGame(60, 2).toSave(), "deadbeefdeadbeef");
        QJsonObject v2 = revision2;
        v2["version"] = 2;
        Error e;
        const auto loaded = Game::fromSave(v2, &e, -1, true);
        QVERIFY2(loaded, e.message.c_str());
        QVERIFY(loaded->loadedVersion() < kFirstHashedSaveVersion);
        QCOMPARE(verifyFails(revision2).code, std::string("checkpoint_mismatch")); // as format 4, caught
    }
    // Issue #37, point 3: a checkpoint's step is a count; anything else is refused, not skipped.
    void checkpointStepsAreCounts() {
        const QJsonObject save = playedGame(30).toSave();
        for (const QJsonValue& step : {QJsonValue(25.5), QJsonValue(-1), QJsonValue("25"), QJsonValue(true)}) {
            const Error e = verifyFails(withFirstCheckpointField(save, "step", step));
            QVERIFY2(e.code == "bad_save" && e.message.find("Checkpoint 1") != std::string::npos,
                     qPrintable(QJsonDocument(QJsonObject{{"step", step}}).toJson(QJsonDocument::Compact) + ": " +
                                QString::fromStdString(e.message)));
        }
    }
    // Issue #37, point 3: a seed written as text is decimal digits and nothing else, in the
    // setup as at the top level.
    void seedsAreDigitsOnly() {
        const QJsonObject save = playedGame(20).toSave();
        for (const QString& seed : {QString(" 17"), QString("+17"), QString("17 "), QString("17") + QChar(0), QString("-17"),
                                   QString("0x11"), QString("１７")}) {
            QJsonObject s = save;
            s.remove("seed");
            QJsonObject setup = s["setup"].toObject();
            setup["seed"] = seed;
            s["setup"] = setup;
            const Error e = verifyFails(s);
            QVERIFY2(e.code == "bad_save" && e.message.find("seed") != std::string::npos,
                     qPrintable(seed.toUtf8().toPercentEncoding() + ": " + QString::fromStdString(e.message)));
        }
        QCOMPARE(readDecimal("18446744073709551615"), std::optional<uint64_t>(UINT64_MAX));
        QVERIFY(!readDecimal("18446744073709551616") && !readDecimal("") && !readDecimal("1e3"));
        QCOMPARE(readDecimal("017"), std::optional<uint64_t>(17));
    }
    // Issue #37, point 3: a save's scenario entries meet the checks of the same request in
    // `play` - an extra field is refused, and never reaches the log.
    void scenarioEntriesMeetTheRequestChecks() {
        const QJsonObject save = playedGame(20).toSave();
        const QJsonObject junk[] = {
            QJsonObject{{"cmd", "set"}, {"resources", QJsonObject{{"food", 5}}}, {"junk", "<h1>ALERT</h1>"}},
            QJsonObject{{"cmd", "dice"}, {"next", QJsonArray{3}}, {"note", 1}},
            QJsonObject{{"cmd", "set"}, {"location", QJsonObject{{"character", "laura_roslin"}, {"to", "command"}, {"x", 1}}}},
        };
        for (const QJsonObject& entry : junk) {
            QJsonObject s = save;
            QJsonArray log = s["log"].toArray();
            log.append(entry);
            s["log"] = log;
            s["log_length"] = log.size();
            Error e;
            QVERIFY(!Game::fromSave(s, &e, -1, false));
            QCOMPARE(e.code, std::string("bad_save"));
            QVERIFY2(e.message.find("Log entry 21") != std::string::npos && e.message.find("has no field") != std::string::npos,
                     e.message.c_str());
        }
    }
    // The setup is read by the validator of `new` (setupFromJson), and a checkpoint holds
    // entry, step and hash: a field they do not have is refused, not ignored.
    void setupAndCheckpointsHoldOnlyTheirFields() {
        const QJsonObject save = playedGame(30).toSave();
        QJsonObject setupJunk = save;
        QJsonObject setup = setupJunk["setup"].toObject();
        setup["players"] = 6;
        setupJunk["setup"] = setup;
        Error e = verifyFails(setupJunk);
        QVERIFY2(e.code == "bad_save" && e.message.find("players") != std::string::npos, e.message.c_str());
        e = verifyFails(withFirstCheckpointField(save, "note", "<b>x</b>"));
        QVERIFY2(e.code == "bad_save" && e.message.find("Checkpoint 1") != std::string::npos, e.message.c_str());
    }
    void theTopLevelSeedMustNameTheSetupsSeed() {
        // The save carries its seed twice (top level and setup, 17 here): both must agree.
        const QJsonObject save = playedGame(20).toSave();
        QCOMPARE(save["seed"].toString(), QString("17"));
        for (const QJsonValue& same : {QJsonValue("17"), QJsonValue(17)}) {
            QJsonObject s = save;
            s["seed"] = same;
            Error e;
            QVERIFY2(Game::fromSave(s, &e), e.message.c_str());
        }
        for (const QJsonValue& other : {QJsonValue("18"), QJsonValue(18), QJsonValue(17.5), QJsonValue("17x"), QJsonValue(""),
                                       QJsonValue(" 17"), QJsonValue(true), QJsonValue(QJsonValue::Null), QJsonValue(QJsonArray{17})}) {
            QJsonObject s = save;
            s["seed"] = other;
            const Error e = verifyFails(s);
            QVERIFY2(e.code == "bad_save" && e.message.find("seed") != std::string::npos,
                     qPrintable(QJsonDocument(QJsonObject{{"seed", other}}).toJson(QJsonDocument::Compact) + ": " +
                                QString::fromStdString(e.message)));
        }
    }
    void malformedCheckpointIsBadSave() {
        QJsonObject save = playedGame(30).toSave();
        QJsonArray cps = save["checkpoints"].toArray();
        cps[0] = QJsonObject{{"entry", "25"}, {"hash", "x"}};
        save["checkpoints"] = cps;
        QCOMPARE(verifyFails(save).code, std::string("bad_save"));
    }
    void neverWritesASaveItWouldRefuse() {
        // Dice requests are limited, so no request fills a save past what loading accepts.
        Game g = playedGame(3);
        QJsonArray many;
        for (int i = 0; i < 4000; ++i)
            many.append(1 + i % 8);
        const auto e = g.scenario(QJsonObject{{"cmd", "dice"}, {"next", many}});
        QVERIFY(e);
        QCOMPARE(e->code, std::string("bad_request"));
        // And a document over the limit is not written at all.
        QJsonObject huge = g.toSave();
        huge["padding"] = QString(int(kMaxSaveBytes), QChar('x'));
        Error why;
        QVERIFY(!saveBytes(huge, &why));
        QCOMPARE(why.code, std::string("io_error"));
    }
};

QTEST_APPLESS_MAIN(TestSaveFiles)
#include "tst_save_files.moc"
