// The New Game dialog chooses the boxes: no expansion is offered while this program carries only
// the base game (box.h, boxAvailable); once Pegasus is registered, ticking it makes a Setup with
// Pegasus and its two options, which the engine deals as a Four Solo game with the Pegasus board.
#include "box.h"
#include "carddb.h"
#include "game.h"
#include "game_session.h"
#include "new_game_dialog.h"
#include "rules.h"
#include "solo_game.h"

#include <QCheckBox>
#include <QListWidget>
#include <QStandardPaths>
#include <QtTest>

using bsg::gui::NewGameDialog;

namespace {

const bsg::gui::NewGameSpec kSpec{{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 4242, "hard"};

std::vector<bsg::CharId> specCharacters() {
    std::vector<bsg::CharId> out;
    for (const QString& id : kSpec.characters)
        out.push_back(bsg::CharId(bsg::db().character(id.toStdString())));
    return out;
}

} // namespace

class TestNewGameBoxes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Runs first: Pegasus is not registered yet in this process, as in the shipped program.
    void without_an_available_expansion_only_the_base_game_is_offered() {
        QVERIFY(!bsg::boxAvailable(bsg::Box::Pegasus));
        NewGameDialog dialog(kSpec);
        QVERIFY(!dialog.findChild<QCheckBox*>("box_pegasus"));
        const bsg::Setup setup = dialog.setup();
        QCOMPARE(setup.boxes, bsg::kBaseGameBoxes);
        QCOMPARE(setup.boxOptions, bsg::BoxOptionSet(0));
        QVERIFY(setup.characters == specCharacters());
        QCOMPARE(setup.seed, uint64_t(4242));
        QVERIFY(setup.difficulty == bsg::Difficulty::Hard);
        QVERIFY(setup.variant == bsg::VariantId::FourSolo);
    }

    void ticking_pegasus_makes_a_pegasus_setup() {
        bsg::registerBox(bsg::Box::Pegasus);
        NewGameDialog dialog(kSpec);
        auto* pegasus = dialog.findChild<QCheckBox*>("box_pegasus");
        QVERIFY(pegasus);
        QVERIFY(!pegasus->isChecked()); // the base game stays the default
        QCOMPARE(dialog.setup().boxes, bsg::kBaseGameBoxes);
        for (const char* option : {"box_option_no_new_caprica", "box_option_no_cylon_leaders"}) {
            auto* box = dialog.findChild<QCheckBox*>(option);
            QVERIFY2(box && box->isChecked() && !box->isEnabled(), option);
        }
        pegasus->setChecked(true);
        const bsg::Setup setup = dialog.setup();
        QCOMPARE(setup.boxes, bsg::BoxSet(bsg::kBaseGameBoxes | bsg::boxBit(bsg::Box::Pegasus)));
        QCOMPARE(setup.boxOptions, bsg::BoxOptionSet(bsg::boxOptionBit(bsg::BoxOption::NoNewCaprica) |
                                                     bsg::boxOptionBit(bsg::BoxOption::NoCylonLeaders)));
        QVERIFY(setup.characters == specCharacters()); // the base characters stay ticked
        bsg::Error error;
        const auto game = bsg::solo::newSoloGame(setup, &error);
        QVERIFY2(game, error.message.c_str());
        QVERIFY(bsg::hasBox(game->state(), bsg::Box::Pegasus));
        pegasus->setChecked(false);
        QCOMPARE(dialog.setup().boxes, bsg::kBaseGameBoxes);
    }

    // The game the window starts is the one the dialog chose: its spec carries the boxes to the
    // session (GameSession::start), and the next New Game opens with them ticked.
    void the_session_starts_the_boxes_chosen() {
        NewGameDialog dialog(kSpec);
        auto* pegasus = dialog.findChild<QCheckBox*>("box_pegasus");
        QVERIFY(pegasus);
        pegasus->setChecked(true);
        const bsg::gui::NewGameSpec spec = dialog.spec();
        QCOMPARE(spec.boxes, dialog.setup().boxes);
        QCOMPARE(spec.boxOptions, dialog.setup().boxOptions);
        bsg::gui::GameSession session;
        QCOMPARE(session.start(spec), QString());
        QCOMPARE(session.spec().boxes, spec.boxes);
        QCOMPARE(session.spec().boxOptions, spec.boxOptions);
        NewGameDialog again(session.spec());
        auto* ticked = again.findChild<QCheckBox*>("box_pegasus");
        QVERIFY(ticked && ticked->isChecked());
        QCOMPARE(again.setup().boxes, spec.boxes);
        QCOMPARE(session.start(kSpec), QString()); // a spec without boxes is a base game
        QCOMPARE(session.spec().boxes, bsg::kBaseGameBoxes);
    }

    // A character of the Pegasus box is offered only while Pegasus is ticked.
    void pegasus_characters_follow_the_box() {
        NewGameDialog dialog(kSpec);
        auto* list = dialog.findChild<QListWidget*>("characters");
        auto* pegasus = dialog.findChild<QCheckBox*>("box_pegasus");
        QVERIFY(list && pegasus);
        auto pegasusRows = [&] {
            QList<QListWidgetItem*> rows;
            for (int i = 0; i < list->count(); ++i) {
                const int c = bsg::db().character(list->item(i)->data(Qt::UserRole).toString().toStdString());
                if (c >= 0 && bsg::db().characters[size_t(c)].box == bsg::Box::Pegasus)
                    rows << list->item(i);
            }
            return rows;
        };
        if (pegasusRows().isEmpty())
            QSKIP("no Pegasus character in the data yet");
        for (QListWidgetItem* row : pegasusRows())
            QVERIFY(row->isHidden());
        pegasus->setChecked(true);
        for (QListWidgetItem* row : pegasusRows())
            QVERIFY(!row->isHidden());
    }
};

QTEST_MAIN(TestNewGameBoxes)
#include "tst_new_game_boxes.moc"
