// Golden games: three complete seeded games checked in as saves (tests/golden/*.json) with a
// readable transcript of every decision and log line (*.txt). The test replays each save and
// compares the transcript line by line, so an unintended rules change shows up as a readable
// diff. After an intended change (rules or log texts), regenerate them with
//     GALACTICA_UPDATE_GOLDEN=1 ctest --test-dir build -R tst_golden_games
// and review `git diff tests/golden`.
#include "carddb.h"
#include "game.h"
#include "rng.h"
#include "solo_game.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace bsg;

namespace {

struct Golden {
    const char* name;
    bool solo;
    uint64_t seed;
    std::vector<std::string> characters;
    BoxSet boxes = kBaseGameBoxes;
};

constexpr BoxSet kWithPegasus = kBaseGameBoxes | boxBit(Box::Pegasus);

const std::vector<Golden>& goldens() {
    static const std::vector<Golden> list{
        {"standard_5p", false, 1205, {"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol", "gaius_baltar"}},
        {"solo_roslin_adama", true, 1206, {"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}},
        {"solo_baltar_tigh", true, 1207, {"gaius_baltar", "saul_tigh", "lee_adama", "sharon_valerii"}},
        // Pegasus in play: its four characters among base ones, standard and Four Solo.
        {"pegasus_standard_5p", false, 1208,
         {"helena_cain", "ellen_tigh", "louanne_katraine", "anastasia_dualla", "gaius_baltar"}, kWithPegasus},
        {"pegasus_solo_cain_kat", true, 1209, {"laura_roslin", "helena_cain", "louanne_katraine", "anastasia_dualla"},
         kWithPegasus},
    };
    return list;
}

QString goldenPath(const char* name, const char* ext) {
    return QString(GALACTICA_SOURCE_DIR "/tests/golden/") + name + ext;
}

constexpr int kMaxDecisions = 20000;

// Plays the game with seeded random legal choices (our own Rng: the same on every machine).
std::optional<Game> play(const Golden& g, QString* error) {
    Error e;
    std::optional<Game> game;
    if (g.solo && g.boxes == kBaseGameBoxes) {
        game = solo::newSoloGame(g.characters, g.seed, Difficulty::Normal, &e);
    } else {
        Setup setup;
        for (const auto& id : g.characters)
            setup.characters.push_back(CharId(db().character(id)));
        setup.seed = g.seed;
        setup.boxes = g.boxes;
        setup.variant = g.solo ? VariantId::FourSolo : VariantId::None;
        game = Game::start(setup, &e);
    }
    if (!game) {
        *error = QString::fromStdString(e.message);
        return std::nullopt;
    }
    Rng chooser(g.seed * 0x9E3779B97F4A7C15ull + 7);
    for (int i = 0; i < kMaxDecisions && !game->state().gameOver(); ++i) {
        const auto& options = game->state().decision.options;
        const std::string id = optionId(game->state(), options[chooser.below(uint32_t(options.size()))]);
        if (auto err = g.solo ? solo::soloChoose(*game, id) : game->choose(id)) {
            *error = QString::fromStdString(err->message);
            return std::nullopt;
        }
    }
    if (!game->state().gameOver()) {
        *error = "the game did not end";
        return std::nullopt;
    }
    return game;
}

// Replays a save entry by entry: each decision (who, what was asked, the choice) followed by
// the log lines it produced, all in the full view.
std::optional<QStringList> transcript(const QJsonObject& save, QString* error) {
    Error e;
    auto setup = setupFromJson(save.value("setup").toObject(), &e);
    std::optional<Game> game = setup ? Game::start(*setup, &e) : std::nullopt;
    if (!game) {
        *error = QString::fromStdString(e.message);
        return std::nullopt;
    }
    QStringList lines{"setup " + QJsonDocument(save.value("setup").toObject()).toJson(QJsonDocument::Compact)};
    size_t logged = 0;
    auto flushLog = [&] {
        const GameState& s = game->state();
        for (; logged < s.log.size(); ++logged)
            lines << "    " + QString::fromStdString(eventText(s, s.log[logged]));
    };
    flushLog();
    const QJsonArray log = save.value("log").toArray();
    for (int i = 0; i < log.size(); ++i) {
        const QJsonObject entry = log[i].toObject();
        const GameState& s = game->state();
        std::optional<Error> err;
        if (entry.contains("choose")) {
            const QString id = entry.value("choose").toString();
            lines << QString("%1. %2 (%3): %4")
                         .arg(i + 1)
                         .arg(QString::fromStdString(characterId(s, s.decision.actor)),
                              QString::fromStdString(decisionKindId(s, s.decision.kind)), id);
            err = game->choose(id.toStdString());
        } else {
            lines << QString("%1. scenario %2").arg(i + 1).arg(QString(QJsonDocument(entry).toJson(QJsonDocument::Compact)));
            err = game->scenario(entry);
        }
        if (err) {
            *error = QString("entry %1 cannot be replayed: %2").arg(i + 1).arg(QString::fromStdString(err->message));
            return std::nullopt;
        }
        flushLog();
    }
    const GameState& s = game->state();
    lines << QString("result: %1 (%2) after %3 turns")
                 .arg(s.over.winner == Side::Human ? "humans win" : s.over.winner == Side::Cylon ? "cylons win" : "unfinished",
                      QString::fromStdString(std::string(kEndReasonIds[size_t(s.over.reason)])))
                 .arg(s.turn);
    return lines;
}

bool writeFile(const QString& path, const QByteArray& data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

// Compares a transcript with the lines stored in `textPath`; in update mode rewrites them.
void compareTranscript(const QString& name, const QStringList& actual, const QString& textPath) {
    if (qEnvironmentVariableIntValue("GALACTICA_UPDATE_GOLDEN") == 1) {
        QVERIFY(writeFile(textPath, (actual.join('\n') + '\n').toUtf8()));
        return;
    }
    QFile textFile(textPath);
    QVERIFY2(textFile.open(QIODevice::ReadOnly), qPrintable("missing " + textPath));
    const QStringList expected = QString::fromUtf8(textFile.readAll()).split('\n', Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < std::max(expected.size(), actual.size()); ++i) {
        const QString want = i < expected.size() ? expected[i] : "(end of file)";
        const QString got = i < actual.size() ? actual[i] : "(end of replay)";
        QVERIFY2(want == got, qPrintable(QString("%1.txt line %2 differs\n  golden: %3\n  replay: %4\n"
                                                 "(intended? regenerate: GALACTICA_UPDATE_GOLDEN=1 ctest -R tst_golden_games)")
                                             .arg(name)
                                             .arg(i + 1)
                                             .arg(want, got)));
    }
}

QString oldGoldenDir() { return QStringLiteral(GALACTICA_SOURCE_DIR "/tests/golden/revision3/"); }

} // namespace

class TestGoldenGames : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { registerBox(Box::Pegasus); }

    // The golden games of rules revision 3, kept when revision 4 came: their saves are never
    // played again (old games replay under the rules they began with); only their transcripts
    // follow the log's wording (update mode rewrites the .txt from the save).
    void revisionThreeGamesReplayLineByLine_data() {
        QTest::addColumn<QString>("name");
        for (const QString& file : QDir(oldGoldenDir()).entryList({"*.json"}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(file)) << file.chopped(5);
        QVERIFY(!QDir(oldGoldenDir()).entryList({"*.json"}).isEmpty());
    }

    void revisionThreeGamesReplayLineByLine() {
        QFETCH(QString, name);
        QFile saveFile(oldGoldenDir() + name + ".json");
        QVERIFY(saveFile.open(QIODevice::ReadOnly));
        const QJsonObject save = QJsonDocument::fromJson(saveFile.readAll()).object();
        QCOMPARE(save.value("setup").toObject().value("rules_revision").toInt(), 3);
        QString error;
        auto actual = transcript(save, &error);
        QVERIFY2(actual, qPrintable(name + ": " + error));
        compareTranscript(name, *actual, oldGoldenDir() + name + ".txt");
        Error e;
        QVERIFY2(Game::fromSave(save, &e), e.message.c_str());
    }

    void goldenGamesReplayLineByLine_data() {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < goldens().size(); ++i)
            QTest::newRow(goldens()[i].name) << int(i);
    }

    void goldenGamesReplayLineByLine() {
        QFETCH(int, index);
        const Golden& g = goldens()[size_t(index)];
        QString error;
        if (qEnvironmentVariableIntValue("GALACTICA_UPDATE_GOLDEN") == 1) {
            auto game = play(g, &error);
            QVERIFY2(game, qPrintable(error));
            const QJsonObject save = game->toSave();
            auto lines = transcript(save, &error);
            QVERIFY2(lines, qPrintable(error));
            QDir().mkpath(GALACTICA_SOURCE_DIR "/tests/golden");
            QVERIFY(writeFile(goldenPath(g.name, ".json"), QJsonDocument(save).toJson(QJsonDocument::Indented)));
            QVERIFY(writeFile(goldenPath(g.name, ".txt"), (lines->join('\n') + '\n').toUtf8()));
            qInfo("rewrote tests/golden/%s.json and .txt", g.name);
            return;
        }
        QFile saveFile(goldenPath(g.name, ".json"));
        QVERIFY2(saveFile.open(QIODevice::ReadOnly), "missing golden files: run with GALACTICA_UPDATE_GOLDEN=1");
        const QJsonObject save = QJsonDocument::fromJson(saveFile.readAll()).object();
        auto actual = transcript(save, &error);
        QVERIFY2(actual, qPrintable(QString(g.name) + ": " + error));
        compareTranscript(g.name, *actual, goldenPath(g.name, ".txt"));
        // The save's own checkpoints still hold (they hash log texts too).
        Error e;
        QVERIFY2(Game::fromSave(save, &e), e.message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestGoldenGames)
#include "tst_golden_games.moc"
