// Saves written by earlier programs still load and replay to the very state the program that
// wrote them reached: tests/data/revision1/ holds saves from before rules revisions existed,
// tests/data/revision2/ saves of revision 2 written before the log became structured events.
// A rule corrected since applies to new games only (docs/architecture.md, "Rules revisions").
// Their checkpoint hashes walked the log's sentences, so they are verified by replay (every
// entry legal, the step at each checkpoint) and by their final facts.
//
// Each save has beside it `<save>.facts.json`: its final state in facts that do not depend on
// the wording of the log - the full view (without its hash), the pending decision's option
// ids and a hash of every state field except the log - written by the program of the save's
// time (GALACTICA_WRITE_SAVE_FACTS=1 writes the missing ones; it never overwrites one).
#include "game.h"
#include "view.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <string>
#include <type_traits>
#include <vector>

using namespace bsg;

namespace {

// FNV-1a over every field of the state in forEachField's order, except the log (its events
// and whatever text they refer to): what a replay must reproduce whatever the log's wording.
struct FactsHasher {
    uint64_t h = 0xcbf29ce484222325ull;
    void bytes(const void* p, size_t n) {
        auto* b = static_cast<const unsigned char*>(p);
        for (size_t i = 0; i < n; ++i) {
            h ^= b[i];
            h *= 0x100000001b3ull;
        }
    }
    template <class T> void operator()(const T& v) {
        if constexpr (std::is_same_v<T, EventLog> || std::is_same_v<T, std::string> ||
                      std::is_same_v<T, RequestTexts>) {
            return; // the log, and text tied to it
        } else if constexpr (EngineKind<T>) { // as the state walk writes kinds (kind_ranges.h)
            const auto x = static_cast<int64_t>(hashedKindNumber(v));
            bytes(&x, sizeof x);
        } else if constexpr (std::is_integral_v<T> || std::is_enum_v<T>) {
            const auto x = static_cast<int64_t>(v);
            bytes(&x, sizeof x);
        } else if constexpr (std::is_same_v<T, Option>) {
            (*this)(v.verb), (*this)(v.a), (*this)(v.b), (*this)(v.c);
        } else if constexpr (requires { v.forEachField(*this); }) {
            v.forEachField(*this);
        } else { // vectors and arrays
            (*this)(v.size());
            for (const auto& item : v)
                (*this)(item);
        }
    }
};

QJsonObject finalFacts(const Game& g) {
    const GameState& s = g.state();
    QJsonObject view = projectState(s, Visibility::everything());
    view.remove("hash"); // it walks the log too
    QJsonArray options;
    if (s.hasDecision && !s.gameOver())
        for (const Option& o : s.decision.options)
            options.append(QString::fromStdString(optionId(s, o)));
    FactsHasher hasher;
    s.forEachField(hasher);
    return QJsonObject{{"view", view},
                       {"decision", QJsonObject{{"actor", QString::fromStdString(characterId(s, s.decision.actor))},
                                                {"kind", QString::fromStdString(decisionKindId(s, s.decision.kind))},
                                                {"options", options}}},
                       {"hash_without_log", QString::fromStdString(hashHex(hasher.h))}};
}

QStringList savesIn(const QString& dir) {
    QStringList out;
    for (const QString& name : QDir(dir).entryList({"*.json"}, QDir::Files, QDir::Name))
        if (!name.endsWith(".facts.json") && name != "final_hashes.json")
            out << name;
    return out;
}

// The first place where two JSON values differ, as a path ("view.characters[2].hand").
QString firstDifference(const QJsonValue& want, const QJsonValue& got, const QString& at) {
    if (want == got)
        return {};
    if (want.isObject() && got.isObject()) {
        const QJsonObject a = want.toObject(), b = got.toObject();
        for (const QString& key : a.keys() + b.keys())
            if (QString d = firstDifference(a.value(key), b.value(key), at + "." + key); !d.isEmpty())
                return d;
    } else if (want.isArray() && got.isArray() && want.toArray().size() == got.toArray().size()) {
        const QJsonArray a = want.toArray(), b = got.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            if (QString d = firstDifference(a[i], b[i], at + "[" + QString::number(i) + "]"); !d.isEmpty())
                return d;
    }
    return at + ": recorded " + QJsonDocument(QJsonArray{want}).toJson(QJsonDocument::Compact) + ", replayed " +
           QJsonDocument(QJsonArray{got}).toJson(QJsonDocument::Compact);
}

const QString kData = QStringLiteral(GALACTICA_SOURCE_DIR "/tests/data/");

} // namespace

class TestOldSaves : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Every old save replays to the final facts recorded beside it.
    void old_saves_replay_to_their_recorded_final_facts_data() {
        QTest::addColumn<QString>("path");
        for (const char* sub : {"revision1/", "revision2/"})
            for (const QString& name : savesIn(kData + sub))
                QTest::newRow(qPrintable(sub + name)) << kData + sub + name;
    }
    void old_saves_replay_to_their_recorded_final_facts() {
        QFETCH(QString, path);
        Error error;
        auto g = Game::loadFile(path.toStdString(), &error); // every entry and checkpoint step verified
        QVERIFY2(g, error.message.c_str());
        QCOMPARE(int(g->setup().rulesRevision), path.contains("/revision1/") ? 1 : 2);
        QCOMPARE(int(g->state().rulesRevision), int(g->setup().rulesRevision));
        QVERIFY(g->state().gameOver() || g->state().hasDecision);
        const QJsonObject facts = finalFacts(*g);
        const QString factsPath = path.chopped(5) + ".facts.json";
        QFile file(factsPath);
        if (!file.exists() && qEnvironmentVariableIntValue("GALACTICA_WRITE_SAVE_FACTS") == 1) {
            QVERIFY(file.open(QIODevice::WriteOnly));
            const QByteArray bytes = QJsonDocument(facts).toJson(QJsonDocument::Indented);
            QCOMPARE(file.write(bytes), bytes.size());
            qInfo("wrote %s", qPrintable(factsPath));
            return;
        }
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable("missing " + factsPath));
        const QJsonObject recorded = QJsonDocument::fromJson(file.readAll()).object();
        QVERIFY(!recorded.isEmpty());
        const QString difference = firstDifference(recorded, facts, "facts");
        QVERIFY2(difference.isEmpty(), qPrintable(path + ": the replay ends elsewhere than recorded: " + difference));
    }

    void every_old_save_has_its_facts() {
        int saves = 0;
        for (const char* sub : {"revision1/", "revision2/"})
            for (const QString& name : savesIn(kData + sub)) {
                ++saves;
                QVERIFY2(QFile::exists(kData + sub + name.chopped(5) + ".facts.json"), qPrintable(name));
                QFile file(kData + sub + name);
                QVERIFY(file.open(QIODevice::ReadOnly));
                QVERIFY(QJsonDocument::fromJson(file.readAll()).object().value("version").toInt() < kFirstHashedSaveVersion);
            }
        QVERIFY(saves >= 10);
    }

    // The comparison catches a replay that went elsewhere: one choice changed for another legal
    // one gives other final facts (or a record that no longer replays).
    void a_diverging_replay_is_caught() {
        const QString path = kData + "revision2/standard_4p_complete.json";
        QFile file(path), factsFile(path.chopped(5) + ".facts.json");
        QVERIFY(file.open(QIODevice::ReadOnly) && factsFile.open(QIODevice::ReadOnly));
        QJsonObject save = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonObject recorded = QJsonDocument::fromJson(factsFile.readAll()).object();
        QJsonArray log = save.value("log").toArray();
        Error error;
        for (qsizetype k = 40; k < log.size(); ++k) { // the first entry from 40 on with another option
            auto g = Game::fromSave(save, &error, int(k), false);
            QVERIFY2(g, error.message.c_str());
            const GameState& s = g->state();
            const QString taken = log[k].toObject().value("choose").toString();
            for (const Option& o : s.decision.options)
                if (const QString other = QString::fromStdString(optionId(s, o)); !taken.isEmpty() && other != taken) {
                    log[k] = QJsonObject{{"choose", other}};
                    save["log"] = log;
                    auto changed = Game::fromSave(save, &error, -1, false);
                    QVERIFY(!changed || !firstDifference(recorded, finalFacts(*changed), "facts").isEmpty());
                    return;
                }
        }
        QFAIL("no decision with two options after entry 40");
    }

    // Format 3 checkpoints hold stateHash (the byte walk of every field, the log included);
    // format 4 holds the cheaper checkpointDigest. A format 3 save is still checked by its
    // own hashes: each one, at its entry, against the replayed state.
    void format3_saves_are_verified_by_their_hashes_data() {
        QTest::addColumn<QString>("path");
        for (const QString& name : savesIn(kData + "format3/"))
            QTest::newRow(qPrintable(name)) << kData + "format3/" + name;
        for (const char* golden : {"standard_5p", "solo_roslin_adama"})
            QTest::newRow(golden) << QStringLiteral(GALACTICA_SOURCE_DIR "/tests/golden/revision3/") + golden + ".json";
    }
    void format3_saves_are_verified_by_their_hashes() {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject save = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(save.value("version").toInt(), 3);
        const QJsonArray cps = save.value("checkpoints").toArray();
        QVERIFY(cps.size() >= 5);
        Error error;
        QVERIFY2(Game::fromSave(save, &error), error.message.c_str());
        for (const qsizetype k : {qsizetype(0), cps.size() / 2, cps.size() - 1}) {
            const QJsonObject cp = cps[k].toObject();
            // The state after that entry, replayed without checks, has the recorded hash.
            auto g = Game::fromSave(save, &error, cp.value("entry").toInt(), false);
            QVERIFY2(g, error.message.c_str());
            QCOMPARE(QString::fromStdString(hashHex(stateHash(g->state()))), cp.value("hash").toString());
            // One wrong digit in that checkpoint fails the whole load.
            QJsonObject tampered = save;
            QJsonArray changed = cps;
            QJsonObject bad = cp;
            QString hash = cp.value("hash").toString();
            hash[5] = hash[5] == QChar('0') ? QChar('1') : QChar('0');
            bad["hash"] = hash;
            changed[k] = bad;
            tampered["checkpoints"] = changed;
            QVERIFY(!Game::fromSave(tampered, &error));
            QCOMPARE(QString::fromStdString(error.code), QStringLiteral("checkpoint_mismatch"));
        }
    }
};

QTEST_APPLESS_MAIN(TestOldSaves)
#include "tst_old_saves.moc"
