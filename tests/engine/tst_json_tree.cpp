// The save reader's JSON tree (engine/core/json_tree.h): it reads values as RFC 8259 says,
// and it accepts exactly the texts Qt's own parser accepts as an object, less those whose
// strings break RFC 8259's rule for characters (a raw control character, a lone surrogate
// escape) - checked on real saves damaged in many ways, with QJsonDocument and an
// independent scan of the strings as the judges.
#include "json_tree.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <random>

using namespace gamekit;

namespace {

std::optional<JsonTree> parse(std::string_view text, std::string* why = nullptr, size_t* offset = nullptr) {
    std::string w;
    size_t o = 0;
    auto tree = JsonTree::parse(text, why ? why : &w, offset ? offset : &o);
    return tree;
}

bool qtAccepts(const QByteArray& text) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    return error.error == QJsonParseError::NoError && doc.isObject();
}

int hexValue(const QByteArray& text, qsizetype at) {
    bool ok = false;
    const int v = text.mid(at, 4).toInt(&ok, 16);
    return ok && text.mid(at, 4).size() == 4 ? v : -1;
}

// The rule Qt does not keep (issue #37, point 3): inside a string, no byte below 0x20 and no
// \u escape of a surrogate that is not a high one followed at once by an escaped low one.
// A plain scan of the text, independent of the parser; it is asked only of texts Qt accepts.
bool breaksTheStringRule(const QByteArray& text) {
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const auto c = uint8_t(text[i]);
        if (!inString) {
            inString = c == '"';
            continue;
        }
        if (c == '"') {
            inString = false;
        } else if (c < 0x20) {
            return true;
        } else if (c == '\\' && i + 1 < text.size()) {
            if (text[i + 1] != 'u') {
                ++i; // a one-character escape
                continue;
            }
            const int unit = hexValue(text, i + 2);
            if (unit >= 0xDC00 && unit < 0xE000)
                return true; // a low half alone
            if (unit >= 0xD800 && unit < 0xDC00) {
                const int low = text.mid(i + 6, 2) == "\\u" ? hexValue(text, i + 8) : -1;
                if (low < 0xDC00 || low >= 0xE000)
                    return true;
                i += 6;
            }
            i += 5;
        }
    }
    return false;
}

// What the save reader must decide about a text.
bool shouldAccept(const QByteArray& text) { return qtAccepts(text) && !breaksTheStringRule(text); }

QByteArray readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

} // namespace

class TestJsonTree : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void valuesAreReadAsWritten() {
        const std::string text =
            " {\"s\": \"a\\\"b\\\\c\\/d\\n\\t\\u00e9\\ud83d\\ude00\", \"n\": -12.5e1, \"i\": 7, \"z\": -0, \"t\": true, \"f\": false,"
            " \"null\": null, \"a\": [1, [2, 3], {\"k\": \"v\"}, \"x\"], \"o\": {}, \"e\": [], \"d\": 1, \"d\": 2} ";
        const auto tree = parse(text);
        QVERIFY(tree);
        const auto root = tree->root();
        QVERIFY(root.isObject());
        QCOMPARE(root.size(), 12u);
        QCOMPARE(root["s"].string(), std::string_view("a\"b\\c/d\n\t\xC3\xA9\xF0\x9F\x98\x80"));
        QCOMPARE(root["n"].number(), -125.0);
        QCOMPARE(root["n"].toInt(-1), -125);
        QCOMPARE(root["i"].toInt(-1), 7);
        QCOMPARE(root["z"].toInt(-1), 0);
        QVERIFY(root["t"].is(JsonTree::Type::Bool) && root["null"].is(JsonTree::Type::Null));
        QVERIFY(root["missing"].isUndefined());
        QVERIFY(root["s"]["inside a string"].isUndefined());
        QCOMPARE(root["d"].toInt(-1), 2); // the last of a repeated name, as Qt keeps it
        // Walking an array visits each element once, nested containers as one element.
        const auto a = root["a"];
        QCOMPARE(a.size(), 4u);
        auto e = a.first();
        QCOMPARE(e.toInt(-1), 1);
        e = e.next();
        QVERIFY(e.isArray() && e.size() == 2 && e.first().next().toInt(-1) == 3);
        e = e.next();
        QCOMPARE(e["k"].string(), std::string_view("v"));
        e = e.next();
        QCOMPARE(e.string(), std::string_view("x"));
        QVERIFY(e.next().isUndefined());
        QVERIFY(root["o"].first().isUndefined() && root["e"].first().isUndefined());
        // Walking an object visits its member values.
        int members = 0;
        for (auto m = root.first(); !m.isUndefined(); m = m.next())
            ++members;
        QCOMPARE(members, 12);
        // A value's own text, and Qt's reading of it.
        QCOMPARE(root["a"].text(), std::string_view("[1, [2, 3], {\"k\": \"v\"}, \"x\"]"));
        QCOMPARE(root["a"].toQJson().toArray().size(), 4);
        QCOMPARE(root["s"].toQJson().toString(), QString::fromUtf8("a\"b\\c/d\n\t\xC3\xA9\xF0\x9F\x98\x80"));
    }

    // RFC 8259's characters, where Qt is more lenient: a control character inside a string is
    // escaped, and a surrogate escape comes as a pair. The program never writes anything else,
    // so a save with either was not written by it (issue #37, point 3).
    void rawControlCharactersAndLoneSurrogatesAreRefused() {
        const std::vector<std::pair<std::string, size_t>> refused{
            {"{\"c\": \"a\tb\"}", 8},              {"{\"c\": \"ab\x01\"}", 9},
            {"{\"c\": \"\x1f\"}", 7},                {"{\"c\x02\": 1}", 3},
            {"{\"c\": \"\\ud800\"}", 13},           {"{\"c\": \"x\\udc00y\"}", 14},
            {"{\"c\": \"\\ud83d\\u0041\"}", 19},  {"{\"c\": \"\\ud83d\\ud83d\\ude00\"}", 19},
        };
        for (const auto& [text, at] : refused) {
            QVERIFY2(qtAccepts(QByteArray::fromStdString(text)), text.c_str()); // only our rule refuses them
            std::string why;
            size_t offset = 99;
            QVERIFY2(!parse(text, &why, &offset), text.c_str());
            QVERIFY2(offset == at, qPrintable(QString::fromStdString(text) + " stopped at " + QString::number(offset) +
                                              ": " + QString::fromStdString(why)));
            QVERIFY(breaksTheStringRule(QByteArray::fromStdString(text)));
        }
        // Escaped, the same characters are read; a pair is one character; 0x7F is not a control.
        const auto fine = parse("{\"c\": \"a\\tb\\u0001\\u001f\\ud83d\\ude00\x7f\"}");
        QVERIFY(fine);
        QCOMPARE(fine->root()["c"].string(), std::string_view("a\tb\x01\x1f\xF0\x9F\x98\x80\x7f"));
    }

    void numbersThatAreNotWholeIntsGiveTheDefault() {
        const auto tree = parse("{\"half\": 2.5, \"big\": 3e10, \"neg\": -2147483648, \"str\": \"3\"}");
        QVERIFY(tree);
        QCOMPARE(tree->root()["half"].toInt(-1), -1);
        QCOMPARE(tree->root()["big"].toInt(-1), -1);
        QCOMPARE(tree->root()["neg"].toInt(0), int(INT32_MIN));
        QCOMPARE(tree->root()["str"].toInt(-1), -1);
        const auto lenient = parse("{\"a\": 1., \"b\": -.5, \"c\": .25}"); // Qt takes these, so saves with them load
        QVERIFY(lenient && lenient->root()["a"].toInt(-1) == 1 && lenient->root()["b"].number() == -0.5 &&
                lenient->root()["c"].number() == 0.25);
    }

    void brokenTextsAreRefusedWithTheirPlace() {
        const std::vector<std::pair<std::string, size_t>> cases{
            {"{\"a\": 1,}", 8},        {"{\"a\" 1}", 5},        {"{\"a\": 01}", 7},
            {"{\"a\": \"x", 8},         {"{\"a\": tru}", 6},     {"{\"a\": \"\\u12g4\"}", 12},
{"{\"a\": \"\xC0\xAF\"}", 7}, {"[1, 2]", 0},
            {"{\"a\": 1} x", 9},       {"{\"a\": 1e}", 8},      {"{\"a\": 1e999}", 11},
            {"", 0},
        };
        for (const auto& [text, at] : cases) {
            std::string why;
            size_t offset = 99;
            QVERIFY2(!parse(text, &why, &offset), text.c_str());
            QVERIFY(!why.empty());
            QVERIFY2(offset == at, qPrintable(QString::fromStdString(text) + " stopped at " + QString::number(offset) +
                                              ": " + QString::fromStdString(why)));
        }
    }

    void deepNestingIsRefused() {
        const std::string deep = "{\"a\":" + std::string(JsonTree::kMaxDepth + 5, '[') +
                                 std::string(JsonTree::kMaxDepth + 5, ']') + "}";
        std::string why;
        size_t offset = 0;
        QVERIFY(!parse(deep, &why, &offset));
        QVERIFY2(why.find("nested") != std::string::npos, why.c_str());
        const std::string fine = "{\"a\":" + std::string(50, '[') + std::string(50, ']') + "}";
        QVERIFY(parse(fine));
    }

    // Every kind of byte that ends a plain run (a quote, an escape, a UTF-8 sequence, a broken
    // one) at every place in strings of every length up to 40, so at each position of a
    // 16-byte block: read as Qt reads it, value and verdict.
    void stringsAreReadAsQtReadsThemWhateverTheirLengthAndPlace() {
        const std::vector<std::string> specials = {"\\\"", "\\\\", "\\n", "\\u00e9", "\\ud83d\\ude00", "\xC3\xA9",
                                                   "\xE2\x82\xAC", "\xF0\x9F\x98\x80", "\x01", "\xFF", "\xC3", "\"",
                                                   "\\ud83d", "\\ude00", "\x1f", "\x7f"};
        int checked = 0;
        for (size_t length = 0; length <= 40; ++length) {
            for (size_t at = 0; at <= length; ++at) {
                for (const std::string& special : specials) {
                    std::string value(length, 'x');
                    for (size_t k = 0; k < length; ++k)
                        value[k] = char('a' + k % 26);
                    value.insert(at, special);
                    const std::string text = "{\"key\":\"" + value + "\",\"after\":1}";
                    QJsonParseError error{};
                    const QJsonDocument qt = QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
                    const bool qtOk = error.error == QJsonParseError::NoError && qt.isObject();
                    const auto ours = parse(text);
                    QVERIFY2(bool(ours) == (qtOk && !breaksTheStringRule(QByteArray::fromStdString(text))), text.c_str());
                    if (ours) {
                        QCOMPARE(QString::fromUtf8(ours->root()["key"].string()), qt.object().value("key").toString());
                        QCOMPARE(ours->root()["after"].toInt(0), 1);
                    }
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 10000);
    }

    // Real saves, cut short and damaged byte by byte: every text Qt accepts as an object is
    // accepted unless its strings break the rule above, and every text Qt refuses is refused.
    void damagedSavesAreJudgedAsQtJudgesThem() {
        std::mt19937 rng(20261123);
        const char* replacements = "{}[]\",:0123456789.eE+-\\u tfnalsr\x01\xC3\xA9\xFF";
        const size_t replacementCount = std::strlen(replacements) + 1; // with the NUL byte
        int checked = 0, accepted = 0;
        for (const char* name : {"/tests/golden/solo_baltar_tigh.json", "/tests/golden/standard_5p.json",
                                 "/tests/data/format3/solo_with_scenario_requests.json"}) {
            const QByteArray save = readFile(QStringLiteral(GALACTICA_SOURCE_DIR) + name);
            QVERIFY(parse(std::string_view(save.constData(), size_t(save.size()))));
            for (int k = 0; k < 1500; ++k) {
                QByteArray text = save;
                const auto at = qsizetype(rng() % uint32_t(save.size()));
                switch (k % 4) {
                case 0: text.truncate(at); break;
                case 1: text[at] = replacements[rng() % replacementCount]; break;
                case 2: text.insert(at, replacements[rng() % replacementCount]); break;
                case 3: text.remove(at, 1 + qsizetype(rng() % 8)); break;
                }
                std::string why;
                size_t offset = 0;
                const bool ours = parse(std::string_view(text.constData(), size_t(text.size())), &why, &offset).has_value();
                QVERIFY2(ours == shouldAccept(text),
                         qPrintable(QString("%1, change %2 at byte %3: ours %4 (%5 at %6), around: %7")
                                        .arg(name).arg(k % 4).arg(at).arg(ours).arg(QString::fromStdString(why))
                                        .arg(offset).arg(QString::fromLatin1(text.mid(at - 20, 40).toPercentEncoding()))));
                ++checked;
                accepted += ours ? 1 : 0;
            }
        }
        QVERIFY(accepted > 100 && accepted < checked - 100); // both answers were exercised
    }
};

QTEST_GUILESS_MAIN(TestJsonTree)
#include "tst_json_tree.moc"
