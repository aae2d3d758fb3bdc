// GameSession: the desktop program's door to a game - player's view only, undo and rewind
// that refuse to cross a reveal, rewinds kept in the save, saves that reload exactly, bad
// files that change nothing, and the testers' replay.
#include "game_session.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#endif

using bsg::gui::GameSession;
using bsg::gui::NewGameSpec;
using bsg::gui::ReplaySession;

namespace {

const NewGameSpec kSpec{{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 42, "normal"};

QString kind(const GameSession& s) { return s.decision().toObject().value("kind").toString(); }
QStringList optionIds(const GameSession& s) {
    QStringList ids;
    for (const auto& o : s.decision().toObject().value("options").toArray())
        ids << o.toObject().value("id").toString();
    return ids;
}

// Takes first options until the first movement decision of turn 1.
void playToMovement(GameSession& s) {
    for (int i = 0; i < 200 && kind(s) != "movement"; ++i)
        QVERIFY(s.choose(optionIds(s).first()).isEmpty());
    QCOMPARE(kind(s), QString("movement"));
}

// A move that stays on the same ship, so no card has to be discarded.
QString sameShipMove(const GameSession& s) {
    for (const char* id : {"move:press_room", "move:administration", "move:presidents_office"})
        if (optionIds(s).contains(id))
            return id;
    return {};
}

QString locationOf(const QJsonObject& state, const QString& character) {
    for (const auto& c : state.value("characters").toArray())
        if (c.toObject().value("id").toString() == character)
            return c.toObject().value("location").toString();
    return {};
}

} // namespace

class TestGameSession : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Four Solo 2.1 in the desktop log: once a character's turn is over, the lines of its
    // draws no longer name the cards - unless the player asked to remember them.
    void desktopLogNamesDrawnCardsOnlyWhileTheHandIsOpen() {
        GameSession s;
        QVERIFY(s.start(kSpec).isEmpty());
        const QString first = s.state().value("current").toString();
        auto namedDrawsOf = [&s](const QString& who) {
            int named = 0;
            for (const bsg::EventView& e : s.events()) {
                static const QRegularExpression skillDraw("draws .+ \\((politics|leadership|tactics|piloting|engineering) \\d\\)");
                named += e.actor == who && skillDraw.match(e.text).hasMatch();
            }
            return named;
        };
        for (int i = 0; i < 300 && namedDrawsOf(first) == 0; ++i)
            QVERIFY(s.choose(optionIds(s).first()).isEmpty());
        QVERIFY(namedDrawsOf(first) > 0); // during its own turn
        for (int i = 0; i < 600 && s.state().value("current").toString() == first; ++i)
            QVERIFY(s.choose(optionIds(s).first()).isEmpty());
        while (kind(s) == "contribute" || kind(s) == "discard") // a hand opened for this decision only
            QVERIFY(s.choose(optionIds(s).first()).isEmpty());
        QVERIFY(s.decision().toObject().value("actor").toString() != first);
        QCOMPARE(namedDrawsOf(first), 0);
        s.setRememberShownCards(true);
        QVERIFY(namedDrawsOf(first) > 0);
    }

    void checksTheFourSoloTeamRule() {
        QVERIFY(GameSession::checkCharacters(kSpec.characters).isEmpty());
        // No pilot: Roslin, Adama, Baltar, Tyrol.
        QVERIFY(!GameSession::checkCharacters({"laura_roslin", "william_adama", "gaius_baltar", "galen_tyrol"}).isEmpty());
        QVERIFY(!GameSession::checkCharacters({"laura_roslin", "william_adama", "kara_thrace"}).isEmpty());
        GameSession s;
        QVERIFY(!s.start({{"laura_roslin", "william_adama", "gaius_baltar", "galen_tyrol"}, 1, "normal"}).isEmpty());
        QVERIFY(!s.hasGame());
    }

    void viewHidesOtherHands() {
        GameSession s;
        QVERIFY(s.start(kSpec).isEmpty());
        playToMovement(s);
        const QJsonObject state = s.state();
        QCOMPARE(state.value("mode").toString(), QString("solo"));
        const QString current = state.value("current").toString();
        int hiddenCards = 0, shownCards = 0;
        for (const auto& c : state.value("characters").toArray()) {
            const QJsonObject o = c.toObject();
            for (const auto& card : o.value("hand").toArray()) {
                if (o.value("id").toString() == current) {
                    QVERIFY(card.isString());
                    ++shownCards;
                } else {
                    QVERIFY(card.toObject().value("hidden").toBool());
                    ++hiddenCards;
                }
            }
            for (const auto& l : o.value("loyalty").toArray())
                QVERIFY(l.toObject().value("hidden").toBool()); // nobody has looked yet
        }
        QVERIFY(hiddenCards > 0);
        QVERIFY(shownCards > 0);
    }

    void undoRefusesAfterADrawAndUndoesAMove() {
        GameSession s;
        QVERIFY(s.start(kSpec).isEmpty());
        QCOMPARE(kind(s), QString("draw_skill"));
        QVERIFY(s.undoRefusal().contains("no earlier decision"));
        QVERIFY(s.choose(optionIds(s).first()).isEmpty());
        // The draw showed a card: going back would let the player draw again knowing it.
        const QString why = s.undoRefusal();
        QVERIFY2(why.startsWith("Cannot go back: since then a hidden card"), qPrintable(why)); // not quoted: Adama is not current
        QCOMPARE(s.undo(), why);
        QCOMPARE(s.recordSize(), 1);

        playToMovement(s);
        const QJsonObject before = s.state();
        const int entries = s.recordSize();
        const QString move = sameShipMove(s);
        QVERIFY(!move.isEmpty());
        QVERIFY(s.choose(move).isEmpty());
        QCOMPARE(locationOf(s.state(), "laura_roslin"), move.mid(5));
        QVERIFY2(s.undoRefusal().isEmpty(), qPrintable(s.undoRefusal()));
        QVERIFY(s.undo().isEmpty());
        QCOMPARE(s.recordSize(), entries);
        QCOMPARE(s.state(), before);
        QCOMPARE(kind(s), QString("movement"));
        QCOMPARE(s.rewinds().size(), 1);
        QCOMPARE(s.rewinds()[0].toObject().value("kind").toString(), QString("undo"));
        QCOMPARE(s.rewinds()[0].toObject().value("dropped").toArray()[0].toString(), move);
    }

    void rewindToTurnStartAndItsRefusal() {
        GameSession s;
        QVERIFY(s.start(kSpec).isEmpty());
        playToMovement(s);
        const QJsonObject turnStart = s.state();
        QVERIFY(s.rewindRefusal().contains("no decision"));
        QVERIFY(s.choose(sameShipMove(s)).isEmpty());
        QCOMPARE(kind(s), QString("action"));
        QVERIFY(s.rewindToTurnStart().isEmpty());
        QCOMPARE(s.state(), turnStart);
        // Doing nothing draws a crisis card: from then on the turn cannot be rewound.
        QVERIFY(s.choose(sameShipMove(s)).isEmpty());
        QVERIFY(s.choose("action:nothing").isEmpty());
        QVERIFY2(s.rewindRefusal().startsWith("Cannot go back: since then"), qPrintable(s.rewindRefusal()));
        QVERIFY(!s.rewindToTurnStart().isEmpty());
        QCOMPARE(s.rewinds().size(), 1);
        QCOMPARE(s.rewinds()[0].toObject().value("kind").toString(), QString("rewind_turn"));
    }

    void saveAndLoadRoundTripWithRewinds() {
        QTemporaryDir dir;
        GameSession s;
        QVERIFY(s.start(kSpec).isEmpty());
        playToMovement(s);
        QVERIFY(s.choose(sameShipMove(s)).isEmpty());
        const int linesWithMove = int(s.events().size()); // the log lines are kept from here on
        QVERIFY(s.undo().isEmpty());
        QVERIFY(int(s.events().size()) < linesWithMove); // the undone move's lines are gone
        for (int i = 0; i < 40 && !s.gameOver(); ++i) { // past a checkpoint (every 25 entries)
            const int before = s.logSize();
            QVERIFY(s.choose(optionIds(s).last()).isEmpty());
            if (i % 10 == 0) { // what one choice added, as the window asks for it, against a fresh start
                GameSession fresh;
                QVERIFY(fresh.loadDocument(s.saveDocument()).isEmpty());
                QCOMPARE(s.events(before), fresh.events(before));
            }
        }
        const QString path = dir.filePath("game.json");
        QVERIFY(s.save(path).isEmpty());
        GameSession loaded;
        QVERIFY(loaded.load(path).isEmpty());
        QCOMPARE(loaded.state(), s.state());
        QCOMPARE(loaded.decision(), s.decision());
        QCOMPARE(loaded.events(), s.events());
        QCOMPARE(loaded.rewinds(), s.rewinds());
        QCOMPARE(loaded.spec().seed, kSpec.seed);
        // The document is the engine's format: bsg::Game reads it and verifies its checkpoints.
        QVERIFY(s.saveDocument().value("checkpoints").toArray().size() >= 2);
        bsg::Error error;
        QVERIFY(bsg::Game::fromSave(s.saveDocument(), &error, -1, true).has_value());
    }

#ifdef Q_OS_UNIX
    void failedSaveKeepsThePreviousFile() {
        // The manual Save: a short write (file size limit) and a pipe are errors, the old save stays.
        QTemporaryDir dir;
        GameSession s;
        QVERIFY(s.start(kSpec).isEmpty());
        const QString path = dir.filePath("game.json");
        QVERIFY(s.save(path).isEmpty());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray previous = f.readAll();
        f.close();
        for (int i = 0; i < 60 && !optionIds(s).isEmpty(); ++i)
            QVERIFY(s.choose(optionIds(s).first()).isEmpty());
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit old{};
        getrlimit(RLIMIT_FSIZE, &old);
        rlimit small = old;
        small.rlim_cur = rlim_t(previous.size() + 512);
        setrlimit(RLIMIT_FSIZE, &small);
        const QString why = s.save(path);
        setrlimit(RLIMIT_FSIZE, &old);
        QVERIFY(!why.isEmpty());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), previous);
        const QString pipe = dir.filePath("pipe");
        QCOMPARE(mkfifo(pipe.toLocal8Bit().constData(), 0600), 0);
        QVERIFY(!s.save(pipe).isEmpty());
        QVERIFY(!s.load(pipe).isEmpty()); // and never read (it would block)
    }
#endif
    void illegalSoloTeamIsNotLoaded() {
        GameSession s;
        QVERIFY(s.start(kSpec).isEmpty());
        const QJsonObject before = s.state();
        QJsonObject doc = s.saveDocument();
        QJsonObject setup = doc["setup"].toObject();
        setup["characters"] = QJsonArray{"laura_roslin", "william_adama", "gaius_baltar", "galen_tyrol"}; // no pilot
        setup["first_player"] = "laura_roslin";
        doc["setup"] = setup;
        doc["log"] = QJsonArray{};
        doc["log_length"] = 0;
        doc["checkpoints"] = QJsonArray{};
        QVERIFY(!s.loadDocument(doc).isEmpty());
        QCOMPARE(s.state(), before);
    }
    void badFilesChangeNothing() {
        QTemporaryDir dir;
        GameSession s;
        QVERIFY(s.start(kSpec).isEmpty());
        QVERIFY(s.choose(optionIds(s).first()).isEmpty());
        const QJsonObject before = s.state();
        const QString garbage = dir.filePath("garbage.json");
        QFile f(garbage);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"galactica-solo/save\", ");
        f.close();
        QVERIFY(s.load(garbage).contains("not valid JSON"));
        QCOMPARE(s.state(), before);
        QVERIFY(s.load(dir.filePath("missing.json")).contains("Cannot open"));
        // A checkpoint that does not match the replay.
        QJsonObject doc = s.saveDocument();
        QJsonArray cps = doc.value("checkpoints").toArray();
        QJsonObject cp = cps.last().toObject();
        cp["hash"] = "0123456789abcdef";
        cps[cps.size() - 1] = cp;
        doc["checkpoints"] = cps;
        QVERIFY(!s.loadDocument(doc).isEmpty());
        // An illegal entry.
        doc = s.saveDocument();
        QJsonArray log = doc.value("log").toArray();
        log.append(QJsonObject{{"choose", "move:nowhere"}});
        doc["log"] = log;
        QVERIFY(!s.loadDocument(doc).isEmpty());
        QCOMPARE(s.state(), before);
        QCOMPARE(s.recordSize(), 1);
    }

    void replayStepsBothViewsAndBookmarks() {
        GameSession s;
        QVERIFY(s.start(kSpec).isEmpty());
        for (int i = 0; i < 60 && !s.gameOver(); ++i)
            QVERIFY(s.choose(optionIds(s)[(i * 7 + 3) % optionIds(s).size()]).isEmpty());
        ReplaySession r;
        QVERIFY(r.openDocument(s.saveDocument()).isEmpty());
        QCOMPARE(r.steps(), s.recordSize());
        QCOMPARE(r.position(), 0);
        QVERIFY(r.seek(r.steps()).isEmpty());
        QVERIFY(r.state(false) == s.view().state); // the player's view matches the live game
        const QByteArray full = QJsonDocument(bsg::toJson(r.state(true))).toJson();
        QVERIFY(!full.contains("\"hidden\""));
        QVERIFY(QJsonDocument(bsg::toJson(r.state(false))).toJson().contains("\"hidden\""));
        QVERIFY(r.events(true).size() >= r.events(false).size());
        // Back and forward give the same states.
        QVERIFY(r.seek(10).isEmpty());
        const QJsonObject at10 = bsg::toJson(r.state(true));
        QVERIFY(r.seek(11).isEmpty());
        QVERIFY(!bsg::gui::jsonDifferences(at10, bsg::toJson(r.state(true))).isEmpty());
        QVERIFY(r.seek(10).isEmpty());
        QCOMPARE(bsg::toJson(r.state(true)), at10);
        bool turnOne = false;
        for (const auto& b : r.bookmarks())
            turnOne = turnOne || b.what == "Turn 1 begins";
        QVERIFY(turnOne);
        QVERIFY(r.entryOfTurn(1) > 0);
        QVERIFY(r.entryOfTurn(1) <= r.steps());
    }

    void differencesNameThePath() {
        const QJsonObject a{{"resources", QJsonObject{{"fuel", 8}}}}, b{{"resources", QJsonObject{{"fuel", 7}}}};
        QCOMPARE(bsg::gui::jsonDifferences(a, b), QStringList{"resources.fuel: 8 -> 7"});
        QVERIFY(bsg::gui::jsonDifferences(a, a).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_game_session.moc"
