// The desktop window opens on a new game and shows only public information.
#include "main_window.h"
#include "carddb.h"

#include <QApplication>
#include <QPlainTextEdit>
#include <QTreeWidget>
#include <QtTest>

class TestMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void showsPublicStateOfANewGame() {
        bsg::gui::MainWindow window;
        window.startGame(42);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window) || QGuiApplication::platformName() == "offscreen");
        auto* tree = window.findChild<QTreeWidget*>();
        QVERIFY(tree);
        QVERIFY(tree->topLevelItemCount() > 10);
        // No skill card id of any hand appears anywhere in the window's text.
        QString all;
        for (auto* item : tree->findItems("*", Qt::MatchWildcard | Qt::MatchRecursive, 1))
            all += item->text(1) + "\n";
        all += window.findChild<QPlainTextEdit*>()->toPlainText();
        const auto& s = window.game()->state();
        for (const auto& p : s.players)
            for (bsg::SkillCard c : p.hand)
                QVERIFY(!all.contains(QString::fromStdString(bsg::db().skillCards[c].id)));
        // Ctrl+N starts another game.
        const uint64_t before = s.seed;
        QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier);
        QVERIFY(window.game()->state().seed != before);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
