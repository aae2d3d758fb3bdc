// Card data: every file loads, the counts match the rulebook's component list, and the
// loader rejects broken data with a message naming the file, the record and the field.
#include "edited_data.h"
#include "carddb.h"

#include <QtTest>

#include <algorithm>

using namespace bsg;

namespace {
// The base game's records only: a box's records (resources/data, "box") are counted by its own test.
int copies(const auto& defs) {
    int n = 0;
    for (const auto& d : defs)
        n += d.box == Box::Base ? d.copies : 0;
    return n;
}
int records(const auto& defs) {
    int n = 0;
    for (const auto& d : defs)
        n += d.box == Box::Base;
    return n;
}

// Copies the built-in data to a folder, applies `edit` to one file's text, and loads it.
std::string loadEdited(const QString& file, const std::function<QByteArray(QByteArray)>& edit) {
    const LoadResult r =
        test::loadEditedData([&](const QString& name, QByteArray text) { return name == file ? edit(text) : text; });
    return r.db ? std::string() : r.error;
}
} // namespace

class TestData : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void countsMatchTheComponentList() {
        const CardDb& d = db();
        QCOMPARE(records(d.characters), 10);
        QCOMPARE(records(d.locations), 17);
        QCOMPARE(copies(d.skillCards), 105);
        for (int t = 0; t < kSkillTypeCount; ++t) {
            int n = 0;
            for (const auto& c : d.skillCards)
                n += c.type == SkillType(t) && c.box == Box::Base ? c.copies : 0;
            QCOMPARE(n, 21);
        }
        int crises = 0, supers = 0;
        for (const auto& c : d.crises)
            (c.super ? supers : crises) += c.box == Box::Base ? c.copies : 0;
        QCOMPARE(crises, 70);
        QCOMPARE(supers, 5);
        QCOMPARE(copies(d.quorum), 17);
        QCOMPARE(copies(d.destinations), 22);
        QCOMPARE(copies(d.loyalty), 16);
        QCOMPARE(int(d.galacticaDamage.size()), 8);
        QCOMPARE(int(d.basestarDamage.size()), 4);
        QCOMPARE(int(d.civilianTokens.size()), 12);
        QCOMPARE(d.board.vipers, 8);
        QCOMPARE(d.board.raptors, 4);
        QCOMPARE(d.board.raiders, 16);
        QCOMPARE(d.board.heavyRaiders, 4);
        QCOMPARE(d.board.basestars, 2);
        QCOMPARE(d.board.centurions, 4);
        QCOMPARE(d.board.nukes, 2);
        int distance = 0;
        for (const auto& dst : d.destinations)
            distance += dst.box == Box::Base ? dst.distance * dst.copies : 0;
        QCOMPARE(distance, 41);
    }
    // Data that names a location, handler or ability no rule implements (rule_table.h) is
    // refused as it loads, with the record named (before, it showed only as an "unimplemented"
    // log line when a game reached it).
    void dataNamingAnUnimplementedRuleIsRefused() {
        const std::string handler = loadEdited("crisis_cards.json", [](QByteArray t) {
            return t.replace("besieged_activate_placed_raiders", "besieged_no_such_handler");
        });
        QVERIFY2(handler.find("crisis card 'besieged'") != std::string::npos, handler.c_str());
        QVERIFY2(handler.find("'besieged_no_such_handler', which no rule implements") != std::string::npos,
                 handler.c_str());
        const std::string location = loadEdited("locations.json", [](QByteArray t) {
            return t.replace("\"press_room\"", "\"no_such_room\"");
        });
        QVERIFY2(location.find("location 'no_such_room': no rule implements its action") != std::string::npos,
                 location.c_str());
        const std::string ability = loadEdited("characters.json", [](QByteArray t) {
            return t.replace("\"cylon_detector\"", "\"no_such_ability\"");
        });
        QVERIFY2(ability.find("character 'gaius_baltar': no rule implements its ability 'no_such_ability'") !=
                     std::string::npos,
                 ability.c_str());
        QCOMPARE(loadEdited("locations.json", [](QByteArray t) { return t; }), std::string()); // the copy itself loads
    }
    void pegasusSuccessionPlacesAreChecked() {
        // Baltar's President place made Roslin's: two characters on one place are refused.
        const std::string twice = loadEdited("characters.json", [](QByteArray t) {
            return t.replace("\"pegasus_succession\": {\n        \"president\": 2,\n        \"admiral\": 13",
                             "\"pegasus_succession\": {\n        \"president\": 1,\n        \"admiral\": 13");
        });
        QVERIFY2(twice.find("place 1 is laura_roslin's already") != std::string::npos, twice.c_str());
        const std::string zero = loadEdited("characters.json", [](QByteArray t) {
            return t.replace("\"pegasus_succession\": {\n        \"president\": 2,\n        \"admiral\": 13",
                             "\"pegasus_succession\": {\n        \"president\": 0,\n        \"admiral\": 13");
        });
        QVERIFY2(zero.find("a place in a line of succession is 1 to 64") != std::string::npos, zero.c_str());
    }
    void crisisKindsSplitAsPrinted() {
        int check = 0, event = 0, attack = 0;
        for (const auto& c : db().crises)
            if (!c.super && c.box == Box::Base)
                (c.kind == CrisisKind::SkillCheck ? check : c.kind == CrisisKind::Event ? event : attack) += c.copies;
        QCOMPARE(check, 41);
        QCOMPARE(event, 19);
        QCOMPARE(attack, 10);
    }
    void loyaltyComposition() {
        int human = 0, cylon = 0, sympathizer = 0;
        for (const auto& l : db().loyalty)
            if (l.box == Box::Base)
                (l.side == LoyaltySide::Human ? human : l.side == LoyaltySide::Cylon ? cylon : sympathizer) += l.copies;
        QCOMPARE(human, 11);
        QCOMPARE(cylon, 4);
        QCOMPARE(sympathizer, 1);
    }
    void unknownFieldIsNamed() {
        const std::string e = loadEdited("characters.json", [](QByteArray t) {
            return t.replace("\"can_pilot\"", "\"can_fly\": true, \"can_pilot\"");
        });
        QVERIFY2(e.find("characters.json") != std::string::npos, e.c_str());
        QVERIFY2(e.find("can_fly") != std::string::npos, e.c_str());
        QVERIFY2(e.find("record '") != std::string::npos, e.c_str());
    }
    // "each_cylon_player" names the revealed Cylons for a crisis card's draw only: anywhere else it
    // is refused, with the record named.
    void eachCylonPlayerIsRefusedOutsideADraw() {
        const std::string e = loadEdited("crisis_cards.json", [](QByteArray t) {
            const int at = t.indexOf("\"op\": \"discard\",\n");
            const int who = t.indexOf("\"who\": \"", at);
            const int end = t.indexOf("\"", who + 8);
            return t.replace(who, end - who + 1, "\"who\": \"each_cylon_player\"");
        });
        QVERIFY2(e.find("each_cylon_player is understood by a crisis card's draw_skill only") != std::string::npos, e.c_str());
        QVERIFY2(e.find("record '") != std::string::npos, e.c_str());
    }
    void duplicateIdIsNamed() {
        const std::string e = loadEdited("quorum.json", [](QByteArray t) {
            return t.replace("\"id\": \"food_rationing\"", "\"id\": \"arrest_order\"");
        });
        QVERIFY2(e.find("quorum.json") != std::string::npos && e.find("duplicate") != std::string::npos, e.c_str());
    }
    void badReferenceIsNamed() {
        const std::string e = loadEdited("characters.json", [](QByteArray t) {
            return t.replace("\"start\": \"command\"", "\"start\": \"bridge\"");
        });
        QVERIFY2(e.find("bridge") != std::string::npos && e.find("saul_tigh") != std::string::npos, e.c_str());
    }
    void wrongCountIsNamed() {
        const std::string e = loadEdited("destinations.json", [](QByteArray t) {
            const int at = t.indexOf("\"copies\": 4");
            return t.replace(at, 11, "\"copies\": 5");
        });
        QVERIFY2(e.find("destinations.json") != std::string::npos && e.find("23") != std::string::npos, e.c_str());
    }
    // Every record names its box; the loader refuses an unknown or missing box, a skill type of
    // another box, a box's record taking a base record's id, and a board of a box.
    void boxesAreChecked_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("words");
        QTest::newRow("unknown box") << "locations.json" << QByteArray("\"id\": \"command\",\n      \"box\": \"base\"")
                                     << QByteArray("\"id\": \"command\",\n      \"box\": \"cylon_fleet\"")
                                     << "unknown box 'cylon_fleet'";
        QTest::newRow("missing box") << "crisis_cards.json"
                                     << QByteArray("\"id\": \"crash_landing\",\n      \"box\": \"base\",")
                                     << QByteArray("\"id\": \"crash_landing\",") << "box";
        QTest::newRow("the test box unregistered") << "loyalty.json" << QByteArray("\"box\": \"base\"")
                                                   << QByteArray("\"box\": \"test\"") << "unknown box 'test'";
        QTest::newRow("a box's type in a base record")
            << "skill_cards.json" << QByteArray("\"type\": \"engineering\"") << QByteArray("\"type\": \"treachery\"")
            << "comes with the box pegasus";
        QTest::newRow("a box record with a base id")
            << "destinations.json" << QByteArray("\"destinations\": [")
            << QByteArray("\"destinations\": [{\"id\": \"tylium_planet\", \"box\": \"pegasus\", \"name\": \"x\", "
                          "\"distance\": 1, \"copies\": 1, \"effects\": [], \"text\": \"x\"},")
            << "duplicate id";
        QTest::newRow("a box's board") << "board.json" << QByteArray("\"box\": \"base\"") << QByteArray("\"box\": \"pegasus\"")
                                       << "the board is the base game's";
    }
    void boxesAreChecked() {
        QFETCH(QString, file);
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, words);
        bool found = false;
        const std::string e = loadEdited(file, [&](QByteArray t) {
            found = t.contains(from);
            return t.replace(from, to);
        });
        QVERIFY2(found, from.constData());
        QVERIFY2(e.find(words.toStdString()) != std::string::npos, e.c_str());
        QVERIFY2(e.find(file.toStdString()) != std::string::npos, e.c_str());
    }
    void truncatedFileIsNamed() {
        const std::string e = loadEdited("tokens.json", [](QByteArray t) { return t.left(t.size() / 2); });
        QVERIFY2(e.find("tokens.json") != std::string::npos && e.find("not valid JSON") != std::string::npos,
                 e.c_str());
    }
    void unknownEffectOpIsNamed() {
        const std::string e = loadEdited("crisis_cards.json", [](QByteArray t) {
            const int at = t.indexOf("\"op\": \"resource\"");
            return t.replace(at, 16, "\"op\": \"explode\"");
        });
        QVERIFY2(e.find("explode") != std::string::npos && e.find("crisis_cards.json") != std::string::npos, e.c_str());
    }
};

QTEST_APPLESS_MAIN(TestData)
#include "tst_data.moc"
