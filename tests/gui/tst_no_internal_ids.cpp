// No internal id reaches the player's eyes: at every decision of whole games played through
// the window, no text the window shows - labels, buttons, group titles, the banner, the
// crisis card, the board's texts and every tooltip of them - contains a protocol id such
// as "heavy_raider", "galactica_destroyed" or "option:b". (The log's lines are the engine's
// wording, checked with the log's own tests.)
#include "board_scene.h"
#include "decision_panel.h"
#include "log_view.h"
#include "main_window.h"

#include <QAbstractButton>
#include <QApplication>
#include <QGraphicsItem>
#include <QGraphicsSimpleTextItem>
#include <QGroupBox>
#include <QLabel>
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

// Every text the window shows now, with where it is, leaving out the log's lines.
QStringList shownTexts(const MainWindow& w) {
    QStringList out;
    const auto* log = w.findChild<bsg::gui::LogView*>();
    auto inLog = [log](const QWidget* widget) { return log && (widget == log || log->isAncestorOf(widget)); };
    for (const QWidget* widget : w.findChildren<QWidget*>()) {
        if (!widget->isVisible() || inLog(widget))
            continue;
        out << widget->toolTip();
        if (const auto* label = qobject_cast<const QLabel*>(widget))
            out << label->text();
        else if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
            out << button->text();
        else if (const auto* group = qobject_cast<const QGroupBox*>(widget))
            out << group->title();
    }
    out << w.windowTitle() << w.statusBar()->currentMessage();
    for (const QGraphicsItem* item : w.board()->items()) {
        out << item->toolTip();
        if (const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item))
            out << text->text();
    }
    out.removeAll(QString());
    return out;
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
};

QTEST_MAIN(TestNoInternalIds)
#include "tst_no_internal_ids.moc"
