// Skill types told apart without their colours (issue #35): each type's symbol differs in
// shape from every other's in a greyscale rendering, and on the hand cards of a played game
// the greyscale picture of a card's symbol tells its type - the same for two cards of one
// type, different for cards of two types.
#include "board_art.h"
#include "board_scene.h"
#include "characters_widget.h"
#include "decision_panel.h"
#include "main_window.h"
#include "names.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QtTest>

using bsg::gui::CardButton;
using bsg::gui::MainWindow;

namespace {

const QStringList kTypes{"politics", "leadership", "tactics", "piloting", "engineering", "treachery"};

// Dark pixels of a greyscale picture: the symbol's shape, whatever its colours were.
QImage shapeOf(const QImage& picture) {
    QImage grey = picture.convertToFormat(QImage::Format_Grayscale8);
    QImage shape(grey.size(), QImage::Format_Grayscale8);
    for (int y = 0; y < grey.height(); ++y)
        for (int x = 0; x < grey.width(); ++x)
            shape.scanLine(y)[x] = grey.constScanLine(y)[x] < 110 ? 0 : 255;
    return shape;
}

// The share of the pixels where two shapes differ.
double shapeDifference(const QImage& a, const QImage& b) {
    if (a.size() != b.size())
        return 1;
    int differing = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            differing += a.constScanLine(y)[x] != b.constScanLine(y)[x];
    return double(differing) / (a.width() * a.height());
}

QImage symbolPicture(const QString& type, int px) {
    QImage image(px, px, QImage::Format_ARGB32);
    image.fill(bsg::gui::skillTypeColour(type)); // on its card's colour
    QPainter painter(&image);
    bsg::gui::drawSkillSymbol(&painter, type, QRectF(0, 0, px, px));
    painter.end();
    return image;
}

} // namespace

class TestSkillSymbols : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setStyle(QStyleFactory::create("Fusion"));
    }

    void every_type_has_a_shape_of_its_own_in_greyscale() {
        for (int px : {14, 20, 32}) {
            for (int i = 0; i < kTypes.size(); ++i)
                for (int j = i + 1; j < kTypes.size(); ++j) {
                    const double d = shapeDifference(shapeOf(symbolPicture(kTypes[i], px)), shapeOf(symbolPicture(kTypes[j], px)));
                    QVERIFY2(d >= 0.08, qPrintable(QStringLiteral("%1 and %2 at %3 px differ in %4% of the pixels")
                                                       .arg(kTypes[i], kTypes[j]).arg(px).arg(100 * d, 0, 'f', 1)));
                }
        }
        // The colours alone would not do: some types' card colours are close in greyscale.
        int closeGreys = 0;
        for (int i = 0; i < kTypes.size(); ++i)
            for (int j = i + 1; j < kTypes.size(); ++j)
                closeGreys += std::abs(qGray(bsg::gui::skillTypeColour(kTypes[i]).rgb()) -
                                       qGray(bsg::gui::skillTypeColour(kTypes[j]).rgb())) < 24;
        QVERIFY(closeGreys > 0);
    }

    void hand_cards_show_their_type_in_greyscale() {
        MainWindow w;
        w.setInteractive(false);
        w.resize(1366, 768);
        QVERIFY(w.startGame({{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 20261122, "normal"}).isEmpty());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* panel = w.findChild<bsg::gui::DecisionPanel*>();
        QHash<QString, QImage> shapeByType; // the first card's symbol of each type
        int compared = 0;
        for (int i = 0; i < 60; ++i) {
            QApplication::processEvents(); // the panels show the new hands, laid out
            for (CardButton* b : w.findChildren<CardButton*>()) {
                // (A card just added is a few pixels high until its panel's layout runs.)
                if (!b->isVisible() || b->skillType().isEmpty() || b->height() < b->sizeHint().height())
                    continue;
                const QImage card = b->grab().toImage();
                const QImage shape = shapeOf(card.copy(b->symbolRect().toAlignedRect()));
                auto it = shapeByType.constFind(b->skillType());
                if (it == shapeByType.constEnd()) {
                    shapeByType.insert(b->skillType(), shape);
                    continue;
                }
                ++compared;
                const double d = shapeDifference(shape, *it);
                QVERIFY2(d < 0.03, qPrintable(QStringLiteral("%1: two cards' symbols differ in %2% of the pixels (%3)")
                                                  .arg(b->skillType()).arg(100 * d).arg(b->fullText())));
            }
            const QStringList ids = panel->optionIds();
            if (ids.isEmpty())
                break;
            w.choose(ids[(i * 7 + 3) % ids.size()]);
        }
        QVERIFY2(shapeByType.size() == 5, qPrintable(QStringLiteral("%1 cards; types seen: %2")
                                                         .arg(w.findChildren<CardButton*>().size())
                                                         .arg(QStringList(shapeByType.keys()).join(", "))));
        QVERIFY(compared > 100);
        const QStringList seen = shapeByType.keys();
        for (int i = 0; i < seen.size(); ++i)
            for (int j = i + 1; j < seen.size(); ++j)
                QVERIFY2(shapeDifference(shapeByType[seen[i]], shapeByType[seen[j]]) >= 0.08,
                         qPrintable(seen[i] + " and " + seen[j] + " cards look alike in greyscale"));
        w.waitForAutosave();
    }

    void the_boards_skill_decks_carry_their_symbols() {
        MainWindow w;
        w.setInteractive(false);
        QVERIFY(w.startGame({{"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, 7, "normal"}).isEmpty());
        QStringList types;
        for (QGraphicsItem* item : w.board()->items())
            if (const auto* symbol = dynamic_cast<const bsg::gui::SkillSymbolItem*>(item))
                types << symbol->skillType();
        types.sort();
        QCOMPARE(types, QStringList({"engineering", "leadership", "piloting", "politics", "tactics"}));
        w.waitForAutosave();
    }
};

QTEST_MAIN(TestSkillSymbols)
#include "tst_skill_symbols.moc"
