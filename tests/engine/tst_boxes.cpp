// The boxes a game is played with (box.h): a setup names them and their options, checked on
// the way in - an unknown box, a box whose rules this program does not carry (Pegasus today),
// an option of a box not in play are refused with a clear error -, and a base game's setup
// and save are written exactly as before boxes existed. (The test-only box that proves the
// machinery in play: tst_test_box.)
#include "engine.h"
#include "game.h"
#include "rules.h"
#include "view.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace bsg;

namespace {

QJsonObject baseSetupJson() {
    return QJsonObject{{"mode", "standard"},
                       {"seed", 7},
                       {"characters", QJsonArray{"laura_roslin", "william_adama", "kara_thrace"}}};
}

Error setupError(QJsonObject o) {
    Error e;
    if (setupFromJson(o, &e))
        return Error{"accepted", ""};
    return e;
}

QJsonObject playedSave() {
    Error e;
    auto setup = setupFromJson(baseSetupJson(), &e);
    auto g = Game::start(*setup, &e);
    for (int n = 0; n < 30 && g && !g->state().gameOver(); ++n)
        (void)g->choose(optionId(g->state(), g->state().decision.options.front()));
    return g ? g->toSave() : QJsonObject{};
}

} // namespace

class TestBoxes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void box_ids_and_sets() {
        QCOMPARE(boxFromId("base"), std::optional<Box>(Box::Base));
        QCOMPARE(boxFromId("pegasus"), std::optional<Box>(Box::Pegasus));
        QCOMPARE(boxFromId("exodus"), std::optional<Box>(Box::Exodus));
        QCOMPARE(boxFromId("daybreak"), std::optional<Box>(Box::Daybreak));
        QVERIFY(!boxFromId("Pegasus"));
        QVERIFY(!boxFromId(""));
        QVERIFY(!boxFromId("test")); // the test box's id only once a test registered it
        QVERIFY(boxAvailable(Box::Base));
        QVERIFY(!boxAvailable(Box::Pegasus));
        BoxSet boxes = kBaseGameBoxes;
        QVERIFY(!addBox(boxes, "base"));
        QCOMPARE(boxes, kBaseGameBoxes);
        QVERIFY(addBox(boxes, "pegasus")->find("not available yet") != std::string::npos);
        QCOMPARE(boxes, kBaseGameBoxes); // a refused box changes nothing
        BoxOptionSet options = 0;
        QVERIFY(addBoxOption(options, kBaseGameBoxes, "no_new_caprica")->find("not in play") != std::string::npos);
        QVERIFY(addBoxOption(options, kBaseGameBoxes | boxBit(Box::Pegasus), "no_new_kobol")->find("unknown box option") !=
                std::string::npos);
        QCOMPARE(options, BoxOptionSet(0));
        QVERIFY(!addBoxOption(options, kBaseGameBoxes | boxBit(Box::Pegasus), "no_cylon_leaders"));
        QCOMPARE(options, boxOptionBit(BoxOption::NoCylonLeaders));
    }

    void a_setup_names_its_boxes_data() {
        QTest::addColumn<QJsonValue>("boxes");
        QTest::addColumn<QJsonValue>("options");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("words");
        const QJsonValue none(QJsonValue::Undefined);
        QTest::newRow("unknown box") << QJsonValue(QJsonArray{"nonsense"}) << none << "bad_setup" << "unknown box 'nonsense'";
        QTest::newRow("pegasus not yet") << QJsonValue(QJsonArray{"pegasus"}) << none << "bad_setup"
                                         << "box 'pegasus' is not available yet";
        QTest::newRow("option of a box not in play") << none << QJsonValue(QJsonArray{"no_new_caprica"}) << "bad_setup"
                                                     << "belongs to the box pegasus, which is not in play";
        QTest::newRow("unknown option") << none << QJsonValue(QJsonArray{"no_new_kobol"}) << "bad_setup"
                                        << "unknown box option 'no_new_kobol'";
        QTest::newRow("boxes not a list") << QJsonValue("pegasus") << none << "bad_request" << "boxes must be a list";
        QTest::newRow("box not a string") << QJsonValue(QJsonArray{1}) << none << "bad_request" << "boxes must be a list";
        QTest::newRow("options not a list") << none << QJsonValue(true) << "bad_request" << "box_options must be a list";
        QTest::newRow("the base game") << QJsonValue(QJsonArray{"base"}) << QJsonValue(QJsonArray{}) << "accepted" << "";
    }
    void a_setup_names_its_boxes() {
        QFETCH(QJsonValue, boxes);
        QFETCH(QJsonValue, options);
        QFETCH(QString, code);
        QFETCH(QString, words);
        QJsonObject o = baseSetupJson();
        if (!boxes.isUndefined())
            o["boxes"] = boxes;
        if (!options.isUndefined())
            o["box_options"] = options;
        const Error e = setupError(o);
        QCOMPARE(QString::fromStdString(e.code), code);
        QVERIFY2(e.message.find(words.toStdString()) != std::string::npos, e.message.c_str());
    }

    // newGame checks a Setup built in code the same way.
    void new_game_refuses_what_this_program_cannot_play() {
        Error e;
        Setup setup = *setupFromJson(baseSetupJson(), &e);
        QCOMPARE(setup.boxes, kBaseGameBoxes);
        QCOMPARE(setup.variant, VariantId::None);
        Setup pegasus = setup;
        pegasus.boxes |= boxBit(Box::Pegasus);
        QVERIFY(!newGame(pegasus, &e));
        QVERIFY2(e.message.find("not available yet") != std::string::npos, e.message.c_str());
        Setup option = setup;
        option.boxOptions = boxOptionBit(BoxOption::NoNewCaprica);
        QVERIFY(!newGame(option, &e));
        QVERIFY2(e.message.find("not in play") != std::string::npos, e.message.c_str());
        Setup noBase = setup;
        noBase.boxes = 0;
        QVERIFY(!newGame(noBase, &e));
        QCOMPARE(e.code, std::string("bad_setup"));
        auto s = newGame(setup, &e);
        QVERIFY(s);
        QVERIFY(hasBox(*s, Box::Base));
        QVERIFY(!hasBox(*s, Box::Pegasus));
        QCOMPARE(s->boxOptions, BoxOptionSet(0));
    }

    // A base game's setup is written with exactly the fields it had before boxes existed, and
    // its state view has no "boxes": every save and view of a base game stays byte for byte.
    void a_base_game_is_written_as_before() {
        const QJsonObject save = playedSave();
        const QJsonObject setup = save.value("setup").toObject();
        QStringList keys = setup.keys();
        keys.sort();
        QCOMPARE(keys, (QStringList{"characters", "difficulty", "first_player", "mode", "rules_revision", "seed"}));
        Error e;
        auto g = Game::fromSave(save, &e);
        QVERIFY2(g, e.message.c_str());
        QVERIFY(!projectState(g->state(), Visibility::everything()).contains("boxes"));
    }

    // A save naming an unknown box, a box not available, or an option of a box not in play is
    // refused (bad_save) with the reason.
    void a_save_with_bad_boxes_is_refused_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonArray>("ids");
        QTest::addColumn<QString>("words");
        QTest::newRow("unknown box") << "boxes" << QJsonArray{"nonsense"} << "unknown box 'nonsense'";
        QTest::newRow("pegasus") << "boxes" << QJsonArray{"pegasus"} << "not available yet";
        QTest::newRow("option of a box not in play") << "box_options" << QJsonArray{"no_cylon_leaders"} << "not in play";
        QTest::newRow("unknown option") << "box_options" << QJsonArray{"x"} << "unknown box option";
    }
    void a_save_with_bad_boxes_is_refused() {
        QFETCH(QString, field);
        QFETCH(QJsonArray, ids);
        QFETCH(QString, words);
        QJsonObject save = playedSave();
        QVERIFY(Game::fromSave(save, nullptr));
        QJsonObject setup = save.value("setup").toObject();
        setup[field] = ids;
        save["setup"] = setup;
        Error e;
        QVERIFY(!Game::fromSave(save, &e));
        QCOMPARE(e.code, std::string("bad_save"));
        QVERIFY2(e.message.find(words.toStdString()) != std::string::npos, e.message.c_str());
    }

    // The room for the boxes' skill types: the piles are there, a base game walks five.
    void skill_piles_have_room_for_the_boxes_types() {
        Error e;
        auto s = newGame(*setupFromJson(baseSetupJson(), &e), &e);
        QVERIFY(s);
        QCOMPARE(int(s->skillDeck.size()), kMaxSkillTypes);
        QVERIFY(kMaxSkillTypes > kSkillTypeCount);
        for (int t = kSkillTypeCount; t < kMaxSkillTypes; ++t) {
            QVERIFY(s->skillDeck[size_t(t)].empty());
            QVERIFY(!skillTypeInPlay(*s, t));
        }
        QCOMPARE(kSkillTypeBox[size_t(SkillType::Treachery)], Box::Pegasus);
        QVERIFY(!projectState(*s, Visibility::everything()).value("decks").toObject().contains("treachery"));
    }
};

QTEST_GUILESS_MAIN(TestBoxes)
#include "tst_boxes.moc"
