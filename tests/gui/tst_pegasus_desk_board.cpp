// The Pegasus board on the desktop: in a game with Pegasus the board draws Pegasus's four
// locations as a ship of their own, its damage, a destroyed Pegasus and the overlay's hazardous
// Resurrection Ship, each location a click target; a base game's board draws none of it. The
// expected pieces come from the view's own fields (a damaged location is a damage token there).
#include "board_scene.h"
#include "box.h"
#include "carddb.h"
#include "game.h"
#include "solo_game.h"
#include "view.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

using bsg::gui::BoardScene;

namespace {

bsg::StateView gameView(bool pegasus) {
    bsg::registerBox(bsg::Box::Pegasus);
    bsg::Setup setup;
    for (const char* id : {"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"})
        setup.characters.push_back(bsg::CharId(bsg::db().character(id)));
    setup.seed = 5;
    setup.variant = bsg::VariantId::FourSolo;
    if (pegasus)
        setup.boxes = bsg::kBaseGameBoxes | bsg::boxBit(bsg::Box::Pegasus);
    bsg::Error error;
    const auto game = bsg::solo::newSoloGame(setup, &error);
    if (!game)
        qFatal("%s", error.message.c_str());
    return bsg::stateView(game->state(), bsg::Visibility::everything());
}

} // namespace

class TestPegasusDeskBoard : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void a_base_game_draws_no_pegasus() {
        BoardScene scene;
        const bsg::StateView view = gameView(false);
        QVERIFY(!view.pegasus);
        scene.showState(view, {"move:airlock", "damage_ship:pegasus", "move:command"});
        QVERIFY(!scene.itemFor("move:airlock"));
        QVERIFY(!scene.itemFor("damage_ship:pegasus"));
        QVERIFY(scene.itemFor("move:command"));
        QCOMPARE(scene.shapeRect(), BoardScene::baseRect());
    }

    void pegasus_locations_are_click_targets_on_a_wider_board() {
        BoardScene scene;
        const bsg::StateView view = gameView(true);
        QVERIFY(view.pegasus);
        QCOMPARE(view.pegasus->locations.size(), 4);
        const QStringList options{"move:pegasus_cic", "move:airlock", "move:main_batteries", "move:engine_room",
                                  "damage_ship:pegasus"};
        scene.showState(view, options);
        for (const QString& option : options) {
            auto* item = scene.itemFor(option);
            QVERIFY2(item, qPrintable(option));
            QSignalSpy chosen(&scene, &BoardScene::optionChosen);
            scene.emitChosen(item->matchingOption());
            QCOMPARE(chosen.count(), 1);
            QCOMPARE(chosen.first().first().toString(), option);
        }
        QVERIFY(scene.shapeRect().width() > BoardScene::baseRect().width());
        // Back to a base game in the same scene: Pegasus goes, the board is the base one again.
        scene.showState(gameView(false), options);
        QVERIFY(!scene.itemFor("move:airlock"));
        QCOMPARE(scene.shapeRect(), BoardScene::baseRect());
    }

    void pegasus_damage_and_destruction_are_drawn() {
        BoardScene scene;
        bsg::StateView view = gameView(true);
        scene.showState(view, {});
        QVERIFY(!scene.shownPieces().contains("location:airlock/damage"));
        QVERIFY(!scene.shownPieces().contains("ship:pegasus/damage"));
        view.pegasus->damage = {"airlock", "engine_room"};
        scene.showState(view, {});
        QMap<QString, int> shown = scene.shownPieces();
        QCOMPARE(shown.value("location:airlock/damage"), 1);
        QCOMPARE(shown.value("location:engine_room/damage"), 1);
        QVERIFY(!shown.contains("location:pegasus_cic/damage"));
        QVERIFY(!shown.contains("ship:pegasus/damage"));
        view.pegasus->damage = view.pegasus->locations;
        view.pegasus->destroyed = true;
        scene.showState(view, {});
        shown = scene.shownPieces();
        for (const QString& id : view.pegasus->locations)
            QCOMPARE(shown.value("location:" + id + "/damage"), 1);
        QCOMPARE(shown.value("ship:pegasus/damage"), 1);
        // GALACTICA_BOARD_PNG=file: the destroyed Pegasus drawn, to look at.
        if (const QString png = qEnvironmentVariable("GALACTICA_BOARD_PNG"); !png.isEmpty()) {
            QImage picture(scene.sceneRect().size().toSize(), QImage::Format_RGB32);
            QPainter painter(&picture);
            scene.render(&painter);
            painter.end();
            QVERIFY(picture.save(png));
        }
    }
};

QTEST_MAIN(TestPegasusDeskBoard)
#include "tst_pegasus_desk_board.moc"
