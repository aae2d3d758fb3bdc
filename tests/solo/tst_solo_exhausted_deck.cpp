// A skill deck that runs out in the middle of a draw (every card of the type in hands): the
// cards drawn before still join the hand sorted, and Four Solo still knows which card of it
// is the Active Card (rules revision 3; the heuristic player's long games reached this and a
// later Active Card play discarded the wrong card).
#include "solo_support.h"

#include <QtTest>

using namespace bsg;
using namespace bsg::test;

class TestSoloExhaustedDeck : public QObject {
    Q_OBJECT

    // Every politics card but one goes to seat 3's hand; seat 0 keeps its hand and an Active Card.
    static GameState oneCardLeft(uint8_t revision) {
        GameState s = soloGame(3);
        s.rulesRevision = revision;
        auto& hoard = s.players[3].hand;
        for (auto* pile : {&s.skillDeck[0], &s.skillDiscard[0]}) {
            hoard.insert(hoard.end(), pile->begin(), pile->end());
            pile->clear();
        }
        for (int seat = 0; seat < 3; ++seat) { // the others' politics cards too
            auto& hand = s.players[size_t(seat)].hand;
            for (size_t i = hand.size(); i-- > 0;)
                if (db().skillCards[hand[i]].type == SkillType::Politics && seat != 0) {
                    hoard.push_back(hand[i]);
                    hand.erase(hand.begin() + std::ptrdiff_t(i));
                }
        }
        sortHand(hoard);
        s.skillDeck[0].push_back(hoard.back()); // one card left to draw
        hoard.pop_back();
        setHand(s, 0, {"leadership:executive_order:1", "tactics:launch_scout:2"});
        setActiveCard(s, 0, skillCard("tactics:launch_scout:2"));
        return s;
    }

private Q_SLOTS:
    void the_cards_drawn_join_the_hand_sorted_and_the_active_card_stays_known() {
        GameState s = oneCardLeft(3);
        const SkillCard last = s.skillDeck[0].front();
        giveSkill(s, 0, SkillType::Politics, 2); // one card can be drawn, not two
        const auto& hand = s.players[0].hand;
        QCOMPARE(int(hand.size()), 3);
        QVERIFY(std::is_sorted(hand.begin(), hand.end()));
        QVERIFY(std::find(hand.begin(), hand.end(), last) != hand.end());
        const int active = activeCardIndex(s, 0);
        QVERIFY(active >= 0);
        QCOMPARE(int(hand[size_t(active)]), int(skillCard("tactics:launch_scout:2")));
    }

    void revision_2_games_replay_as_they_were_played() {
        GameState s = oneCardLeft(2);
        giveSkill(s, 0, SkillType::Politics, 2);
        const auto& hand = s.players[0].hand;
        QCOMPARE(int(hand.size()), 3);
        QVERIFY(!std::is_sorted(hand.begin(), hand.end())); // the card drawn was left at the end
    }

    // ... and the next cards to join that hand sorted all of it, as the program of those games did.
    void revision_2_sorts_the_whole_hand_when_the_next_cards_join() {
        GameState s = oneCardLeft(2);
        giveSkill(s, 0, SkillType::Politics, 2);
        const std::vector<SkillCard> before = s.players[0].hand;
        giveSkill(s, 0, SkillType::Tactics, 1);
        const auto& hand = s.players[0].hand;
        QCOMPARE(hand.size(), before.size() + 1);
        QVERIFY(std::is_sorted(hand.begin(), hand.end()));
        for (SkillCard card : before)
            QVERIFY(std::count(hand.begin(), hand.end(), card) >= std::count(before.begin(), before.end(), card));
    }
};

QTEST_GUILESS_MAIN(TestSoloExhaustedDeck)
#include "tst_solo_exhausted_deck.moc"
