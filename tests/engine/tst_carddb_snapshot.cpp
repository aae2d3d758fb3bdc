// The card data image compiled into the engine (engine/data/carddb_snapshot.h): it holds
// exactly what the strict JSON loader reads from resources/data, the engine's db() is that
// data, and a damaged image is refused with a message, never read past its end.
#include "carddb_snapshot.h"

#include <QtTest>

#include <algorithm>

using namespace bsg;

namespace {

CardDb fromJson() {
    LoadResult loaded = loadCardDb();
    if (!loaded.db)
        qFatal("the built-in JSON does not load: %s", loaded.error.c_str());
    return std::move(*loaded.db);
}

} // namespace

class TestCardDbSnapshot : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theBuiltInImageHoldsExactlyTheJson() {
        const CardDb json = fromJson();
        // Crises and super crises of every box are there.
        QVERIFY(std::any_of(json.crises.begin(), json.crises.end(), [](const CrisisDef& c) { return c.super; }));
        QVERIFY(std::any_of(json.crises.begin(), json.crises.end(), [](const CrisisDef& c) { return c.box != Box::Base; }));
        QVERIFY(!json.lists.empty());
        std::string why;
        const auto image = readCardDbSnapshot(builtInCardDbSnapshot(), &why);
        QVERIFY2(image, why.c_str());
        QVERIFY(*image == json);
        QVERIFY(db() == json); // what the rules read
    }

    // Each reader works out which cards bear each rule-named name; the answer is read from
    // the cards' own entries here, card by card.
    void bothReadersNameTheSkillCards() {
        std::string why;
        const auto image = readCardDbSnapshot(builtInCardDbSnapshot(), &why);
        QVERIFY2(image, why.c_str());
        for (const CardDb* d : {&*image, &db()}) {
            QVERIFY(d->skillCards.size() <= CardDb::kMaxSkillCards);
            int named = 0;
            for (size_t card = 0; card < d->skillCards.size(); ++card)
                for (int n = 0; n <= int(SkillName::Other); ++n) {
                    const bool bears = d->skillCards[card].named == SkillName(n);
                    QCOMPARE(d->skillCardNamed(SkillCard(card), SkillName(n)), bears);
                    named += bears && SkillName(n) != SkillName::Other;
                }
            QVERIFY(named > 0);
        }
        CardDb tooMany = fromJson();
        tooMany.skillCards.resize(CardDb::kMaxSkillCards + 1, tooMany.skillCards.front());
        QVERIFY(!nameSkillCards(tooMany));
        QVERIFY(tooMany.skillCardsNamed == decltype(tooMany.skillCardsNamed){});
        CardDb unknownName = fromJson(); // what a damaged image may hold: refused, not indexed
        unknownName.skillCards.front().named = SkillName(uint8_t(SkillName::Other) + 100);
        QVERIFY(!nameSkillCards(unknownName));
        QVERIFY(unknownName.skillCardsNamed == decltype(unknownName.skillCardsNamed){});
    }

    void writingWhatWasReadGivesTheSameImage() {
        std::string why;
        const auto image = readCardDbSnapshot(builtInCardDbSnapshot(), &why);
        QVERIFY2(image, why.c_str());
        QVERIFY(writeCardDbSnapshot(*image) == builtInCardDbSnapshot());
    }

    void aTruncatedImageIsRefused() {
        const std::string image(builtInCardDbSnapshot());
        for (size_t length = 0; length < image.size(); length += 37) {
            std::string why;
            QVERIFY2(!readCardDbSnapshot(std::string_view(image).substr(0, length), &why),
                     qPrintable(QString("prefix of %1 bytes").arg(length)));
            QVERIFY(!why.empty());
        }
    }

    void bytesAfterTheEndOrAnotherMarkAreRefused() {
        const std::string image(builtInCardDbSnapshot());
        std::string why;
        QVERIFY(!readCardDbSnapshot(image + '\0', &why));
        QVERIFY2(why.find("after its end") != std::string::npos, why.c_str());
        std::string other = image;
        other[0] = char(other[0] ^ 1);
        QVERIFY(!readCardDbSnapshot(other, &why));
        QVERIFY2(why.find("not made by this build") != std::string::npos, why.c_str());
    }

    // A changed byte either is refused or reads as different data (the coding is one-to-one):
    // never a crash, an overrun or a huge allocation (the sanitizer run checks the memory).
    // A record naming a box that does not exist (here a skill card's, number 164) is damage:
    // the image is refused, as a box is made a bit of a set of boxes when decks are listed.
    void aRecordOfNoKnownBoxIsRefused() {
        CardDb edited = fromJson();
        QVERIFY(!edited.skillCards.empty());
        edited.skillCards.back().box = Box(164);
        std::string why;
        QVERIFY(!readCardDbSnapshot(writeCardDbSnapshot(edited), &why));
        QCOMPARE(why, std::string("the card data image is truncated or damaged"));
        edited.skillCards.back().box = Box::Pegasus; // a box that exists is read back
        QVERIFY(readCardDbSnapshot(writeCardDbSnapshot(edited), &why));
    }

    void aDamagedByteIsRefusedOrChangesTheData() {
        const std::string image(builtInCardDbSnapshot());
        const CardDb original = fromJson();
        int refused = 0;
        for (size_t at = 40; at < image.size(); at += 53) {
            std::string damaged = image;
            damaged[at] = char(damaged[at] ^ 0xA5);
            std::string why;
            const auto read = readCardDbSnapshot(damaged, &why);
            QVERIFY2(!read || !(*read == original), qPrintable(QString("byte %1").arg(at)));
            refused += read ? 0 : 1;
        }
        QVERIFY(refused > 0); // some damage lands on counts and is caught as such
    }
};

QTEST_GUILESS_MAIN(TestCardDbSnapshot)
#include "tst_carddb_snapshot.moc"
