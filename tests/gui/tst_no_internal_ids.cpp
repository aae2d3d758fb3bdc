// No internal id reaches the player's eyes: at every decision of whole games played through
// the window, and at every step of the replay viewer, no text shown - labels, buttons, group
// titles, the banner, the crisis card, the board's texts, the viewer's step line, bookmarks
// and changes, and every tooltip of them - contains a protocol id such as "heavy_raider",
// "galactica_destroyed" or "option:b". (The logs' lines are the engine's wording, not
// checked here.)
#include "board_scene.h"
#include "decision_panel.h"
#include "log_view.h"
#include "main_window.h"
#include "replay_window.h"

#include <QAbstractButton>
#include <QApplication>
#include <QGraphicsItem>
#include <QGraphicsSimpleTextItem>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QtTest>

#include <random>

using bsg::gui::DecisionPanel;
using bsg::gui::MainWindow;
using bsg::gui::NewGameSpec;

namespace {

// snake_case words and "kind:value" ids, the shapes every protocol id has.
const QRegularExpression kId(QStringLiteral("\\b[a-z][a-z0-9]*_[a-z0-9_]+\\b|\\b[a-z_]+:[a-z0-9_]+\\b"));

// The texts of the widgets in `window` and of the items of `board`, leaving out `log`.
QStringList widgetTexts(const QWidget& window, const QWidget* log, const bsg::gui::BoardScene* board) {
    QStringList out;
    auto inLog = [log](const QWidget* widget) { return log && (widget == log || log->isAncestorOf(widget)); };
    for (const QWidget* widget : window.findChildren<QWidget*>()) {
        if (!widget->isVisible() || inLog(widget))
            continue;
        out << widget->toolTip();
        if (const auto* label = qobject_cast<const QLabel*>(widget))
            out << label->text();
        else if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
            out << button->text();
        else if (const auto* group = qobject_cast<const QGroupBox*>(widget))
            out << group->title();
        else if (const auto* edit = qobject_cast<const QPlainTextEdit*>(widget))
            out << edit->toPlainText();
        else if (const auto* list = qobject_cast<const QListWidget*>(widget))
            for (int i = 0; i < list->count(); ++i)
                out << list->item(i)->text() << list->item(i)->toolTip();
    }
    out << window.windowTitle();
    for (const QGraphicsItem* item : board->items()) {
        out << item->toolTip();
        if (const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item))
            out << text->text();
    }
    out.removeAll(QString());
    return out;
}

// Every text the main window shows now, leaving out the log's lines.
QStringList shownTexts(const MainWindow& w) {
    return widgetTexts(w, w.findChild<bsg::gui::LogView*>(), w.board()) << w.statusBar()->currentMessage();
}

} // namespace

class TestNoInternalIds : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void no_text_the_window_shows_holds_an_id() {
        int texts = 0;
        for (quint64 seed : {quint64(20261124), quint64(31)}) {
            MainWindow w;
            w.setInteractive(false);
            QVERIFY(w.startGame(NewGameSpec{{"laura_roslin", "saul_tigh", "lee_adama", "galen_tyrol"}, seed, "normal"}).isEmpty());
            w.resize(1280, 720);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            std::mt19937 rng{uint32_t(seed)};
            auto* panel = w.findChild<DecisionPanel*>();
            for (int i = 0; i < 3000 && !w.session().gameOver(); ++i) {
                QApplication::processEvents();
                for (const QString& text : shownTexts(w)) {
                    ++texts;
                    const QRegularExpressionMatch id = kId.match(text);
                    QVERIFY2(!id.hasMatch(), qPrintable(QStringLiteral("seed %1, decision %2: \"%3\" in \"%4\"")
                                                            .arg(seed).arg(i).arg(id.captured(), text.left(200))));
                }
                const QStringList ids = panel->optionIds();
                QTest::keyClicks(&w, DecisionPanel::keyName(int(rng() % uint32_t(ids.size()))));
            }
            QVERIFY(w.session().gameOver());
            // The end: the result in words (the reason is an id in the view).
            for (const QString& text : shownTexts(w))
                QVERIFY2(!kId.match(text).hasMatch(), qPrintable(text));
        }
        qInfo("texts checked: %d", texts);
    }

    void no_text_the_replay_viewer_shows_holds_an_id() {
        // Its step line names the choices taken, its bookmarks and changes tell what happened:
        // in words, in both views (its log's lines are the engine's).
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.startGame(NewGameSpec{{"tom_zarek", "william_adama", "sharon_valerii", "galen_tyrol"}, 12, "normal"}).isEmpty());
        std::mt19937 rng{12};
        for (int i = 0; i < 3000 && !w.session().gameOver(); ++i) {
            const QStringList ids = w.findChild<DecisionPanel*>()->optionIds();
            QVERIFY(w.choose(ids[int(rng() % uint32_t(ids.size()))]).isEmpty());
        }
        bsg::gui::ReplayWindow replay(&w);
        QVERIFY(replay.openDocument(w.session().saveDocument()).isEmpty());
        auto* log = replay.findChild<QPlainTextEdit*>("replayLog");
        auto* board = replay.findChild<QGraphicsView*>("replayBoard");
        auto* scene = qobject_cast<bsg::gui::BoardScene*>(board->scene());
        QVERIFY(scene);
        int texts = 0;
        for (bool full : {false, true}) {
            replay.setFullView(full);
            for (int k = 0; k <= w.session().recordSize(); ++k) {
                replay.goTo(k);
                for (const QString& text : widgetTexts(replay, log, scene)) {
                    ++texts;
                    const QRegularExpressionMatch id = kId.match(text);
                    QVERIFY2(!id.hasMatch(), qPrintable(QStringLiteral("step %1: \"%2\" in \"%3\"").arg(k).arg(id.captured(), text.left(300))));
                }
            }
        }
        qInfo("replay viewer texts checked: %d", texts);
    }
};

QTEST_MAIN(TestNoInternalIds)
#include "tst_no_internal_ids.moc"
