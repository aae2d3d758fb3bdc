// Every piece the board shows, counted, against the game's full state: at every decision of
// whole games played through the window by its keys, the board's tokens (BoardScene::
// shownPieces, read back from the drawn items) must match what the engine's state holds -
// ships in each area, basestars and their damage, piloted vipers and their pilots, the
// reserves, centurions, characters and damaged locations - both on the player's (Four Solo)
// board and on a board fed the full view. The expected counts are computed here from the
// GameState alone, never from the views or the scene's code.
#include "board_scene.h"
#include "carddb.h"
#include "crisis_card.h"
#include "decision_panel.h"
#include "engine.h"
#include "game.h"
#include "main_window.h"
#include "view.h"

#include <QApplication>
#include <QJsonObject>
#include <QStandardPaths>
#include <QtTest>

#include <random>

using bsg::gui::BoardScene;
using bsg::gui::DecisionPanel;
using bsg::gui::MainWindow;
using bsg::gui::NewGameSpec;

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// What the physical board holds in this state, keyed like BoardScene::shownPieces().
QMap<QString, int> piecesOnTheTable(const bsg::GameState& s) {
    const bsg::CardDb& d = bsg::db();
    QMap<QString, int> out;
    for (int a = 0; a < bsg::kAreaCount; ++a) {
        const QString area = "area:" + qs(bsg::kAreaIds[size_t(a)]);
        const bsg::SpaceArea& sp = s.space[size_t(a)];
        out[area + "/raider"] = sp.raiders;
        out[area + "/heavy_raider"] = sp.heavyRaiders;
        out[area + "/viper"] = sp.vipers; // the engine keeps unmanned vipers here
        out[area + "/civilian"] = int(sp.civilians.size());
        for (const bsg::Basestar& b : s.basestars)
            if (b.area == a) {
                out[area + "/basestar"] += 1;
                out[area + "/basestar_damage"] += int(b.damage.size());
            }
    }
    for (int seat = 0; seat < s.playerCount(); ++seat) {
        const bsg::Player& p = s.players[size_t(seat)];
        const QString who = qs(bsg::characterId(s, bsg::Seat(seat)));
        if (p.viperArea >= 0)
            out["area:" + qs(bsg::kAreaIds[size_t(p.viperArea)]) + "/viper:" + who] += 1;
        else if (p.location >= 0)
            out["location:" + qs(d.locations[size_t(p.location)].id) + "/character:" + who] += 1;
    }
    out["reserve/viper"] = s.vipersReserve;
    out["reserve/raptor"] = s.raptorsReserve;
    out["reserve/nuke"] = s.nukes;
    out["reserve/damaged_viper"] = s.vipersDamaged;
    out["reserve/destroyed_viper"] = s.vipersDestroyed;
    out["reserve/destroyed_raptor"] = s.raptorsDestroyed;
    out["pile/civilian"] = int(s.civilianPile.size()); // face down, beside the board
    for (int8_t c : s.centurions)
        out["boarding:" + QString::number(c) + "/centurion"] += 1;
    for (uint8_t t : s.galacticaDamage)
        if (d.galacticaDamage[t].location >= 0)
            out["location:" + qs(d.locations[size_t(d.galacticaDamage[t].location)].id) + "/damage"] += 1;
    for (auto it = out.begin(); it != out.end();)
        it = it.value() == 0 ? out.erase(it) : std::next(it);
    return out;
}

// The game box holds so many of each; every one is somewhere (the reserve count is right).
QString componentProblem(const bsg::GameState& s) {
    const bsg::BoardDef& box = bsg::db().board;
    int vipers = s.vipersReserve + s.vipersDamaged + s.vipersDestroyed, raiders = 0, heavies = 0, basestars = 0;
    for (const bsg::SpaceArea& a : s.space) {
        vipers += a.vipers;
        raiders += a.raiders;
        heavies += a.heavyRaiders;
    }
    for (const bsg::Player& p : s.players)
        vipers += p.viperArea >= 0;
    for (const bsg::Basestar& b : s.basestars)
        basestars += b.area >= 0;
    if (vipers != box.vipers)
        return QStringLiteral("%1 vipers in all, the box has %2").arg(vipers).arg(box.vipers);
    if (s.raptorsReserve + s.raptorsDestroyed != box.raptors)
        return QStringLiteral("%1 raptors in all").arg(s.raptorsReserve + s.raptorsDestroyed);
    if (raiders > box.raiders || heavies > box.heavyRaiders || basestars > box.basestars)
        return QStringLiteral("more Cylon ships than the box has: %1, %2, %3").arg(raiders).arg(heavies).arg(basestars);
    if (int(s.centurions.size()) > box.centurions || s.nukes > box.nukes || s.nukes < 0)
        return QStringLiteral("centurions %1, nukes %2").arg(s.centurions.size()).arg(s.nukes);
    return {};
}

// The crisis the board may name: none while one is being chosen among those drawn.
QString currentCrisis(const bsg::GameState& s) {
    if (s.crisesThisTurn.empty())
        return {};
    if (s.hasDecision)
        for (const bsg::Option& o : s.decision.options)
            if (o.verb == bsg::Verb::Crisis)
                return {};
    return qs(bsg::db().crises[s.crisesThisTurn.back()].id);
}

QString difference(const QMap<QString, int>& shown, const QMap<QString, int>& table) {
    QStringList out;
    QStringList keys = shown.keys() + table.keys();
    keys.removeDuplicates();
    for (const QString& k : keys)
        if (shown.value(k) != table.value(k))
            out << QStringLiteral("%1: board %2, game %3").arg(k).arg(shown.value(k)).arg(table.value(k));
    return out.join("; ");
}

} // namespace

class TestBoardPieces : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void every_piece_count_matches_the_game_at_every_decision() {
        const QList<QStringList> teams{{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"},
                                       {"gaius_baltar", "saul_tigh", "lee_adama", "sharon_valerii"},
                                       {"tom_zarek", "william_adama", "lee_adama", "kara_thrace"}};
        std::mt19937 seeds(20261123);
        int decisions = 0, withPilots = 0, withDamage = 0, choosingCrisis = 0, withCenturions = 0;
        for (int game = 0; game < 5; ++game) {
            const QStringList team = teams[game % teams.size()];
            const quint64 seed = seeds() % 100000;
            MainWindow w;
            w.setInteractive(false);
            w.resize(1280, 720);
            QVERIFY(w.startGame(NewGameSpec{team, seed, "normal"}).isEmpty());
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            BoardScene fullBoard; // the testers' full view of the same game
            std::mt19937 rng{uint32_t(seed)};
            auto* panel = w.findChild<DecisionPanel*>();
            for (int i = 0; i < 3000 && !w.session().gameOver(); ++i) {
                QApplication::processEvents();
                bsg::Error error;
                const std::optional<bsg::Game> g = bsg::Game::fromSave(w.session().saveDocument(), &error);
                QVERIFY2(g, error.message.c_str());
                const bsg::GameState& s = g->state();
                QVERIFY2(componentProblem(s).isEmpty(), qPrintable(componentProblem(s)));
                const QMap<QString, int> table = piecesOnTheTable(s);
                const QString seen = difference(w.board()->shownPieces(), table);
                QVERIFY2(seen.isEmpty(), qPrintable(QStringLiteral("seed %1, decision %2, player's board: %3").arg(seed).arg(i).arg(seen)));
                fullBoard.showState(bsg::stateView(s, bsg::Visibility::everything()), {});
                const QString full = difference(fullBoard.shownPieces(), table);
                QVERIFY2(full.isEmpty(), qPrintable(QStringLiteral("seed %1, decision %2, full view: %3").arg(seed).arg(i).arg(full)));
                QCOMPARE(w.board()->shownCrisis(), currentCrisis(s));
                QCOMPARE(fullBoard.shownCrisis(), currentCrisis(s));
                ++decisions;
                withPilots += std::any_of(s.players.begin(), s.players.end(), [](const bsg::Player& p) { return p.viperArea >= 0; });
                withDamage += std::any_of(s.basestars.begin(), s.basestars.end(), [](const bsg::Basestar& b) { return !b.damage.empty(); });
                withCenturions += !s.centurions.empty();
                choosingCrisis += !s.crisesThisTurn.empty() && currentCrisis(s).isEmpty();
                const QStringList ids = panel->optionIds();
                QVERIFY(!ids.isEmpty());
                const int pick = int(rng() % uint32_t(ids.size()));
                const int before = w.session().recordSize();
                QTest::keyClicks(&w, DecisionPanel::keyName(pick));
                QVERIFY(w.session().recordSize() == before + 1 || w.session().gameOver());
            }
            QVERIFY(w.session().gameOver());
        }
        qInfo("decisions checked %d; with a piloted viper %d, a damaged basestar %d, centurions aboard %d, a crisis being chosen %d",
              decisions, withPilots, withDamage, withCenturions, choosingCrisis);
        // The games reached the situations whose display the test is about.
        QVERIFY(withPilots > 0);
        QVERIFY(choosingCrisis > 0);
    }

    void a_piloted_viper_is_not_also_counted_unmanned() {
        // Apollo flying in an area: his viper is his, not one more unmanned one; the reserve is the box's
        // eight less those in space, damaged and destroyed.
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.startGame(NewGameSpec{{"gaius_baltar", "saul_tigh", "lee_adama", "sharon_valerii"}, 11, "normal"}).isEmpty());
        // Play the first option until Apollo flies (he starts the game in a viper).
        std::optional<bsg::Game> g;
        int area = -1;
        for (int i = 0; i < 40 && area < 0; ++i) {
            bsg::Error error;
            g = bsg::Game::fromSave(w.session().saveDocument(), &error);
            QVERIFY(g);
            for (int seat = 0; seat < g->state().playerCount(); ++seat)
                if (bsg::characterId(g->state(), bsg::Seat(seat)) == "lee_adama")
                    area = g->state().players[size_t(seat)].viperArea;
            if (area < 0)
                QVERIFY(w.choose(w.findChild<DecisionPanel*>()->optionIds().value(0)).isEmpty());
        }
        QVERIFY2(area >= 0, "Apollo flies a viper at the start of the game");
        const bsg::GameState& s = g->state();
        const QString key = "area:" + qs(bsg::kAreaIds[size_t(area)]);
        const QMap<QString, int> shown = w.board()->shownPieces();
        QCOMPARE(shown.value(key + "/viper:lee_adama"), 1);
        QCOMPARE(shown.value(key + "/viper"), int(s.space[size_t(area)].vipers));
        QCOMPARE(shown.value("reserve/viper"), int(s.vipersReserve));
        int inSpace = 0;
        for (const auto& a : s.space)
            inSpace += a.vipers;
        QCOMPARE(shown.value("reserve/viper") + inSpace + 1, bsg::db().board.vipers);
    }
};

QTEST_MAIN(TestBoardPieces)
#include "tst_board_pieces.moc"
