// The President's quorum hand limit (Pegasus, "Quorum Hand"): at the end of any turn a
// President holding more than 10 quorum cards discards down to 10, choosing which.
#include "execution.h"

#include <algorithm>

namespace bsg::pegasus {

// a = unused. Stage 0 asks for a card while the hand is over the limit, 1 discards it.
Flow runQuorumLimit(Ctx& c) {
    GameState& s = c.s;
    auto& hand = s.quorumHand;
    if (c.f.stage == 1) {
        const CardIdx card = CardIdx(takeAnswer(s).a);
        if (const auto it = std::find(hand.begin(), hand.end(), card); it != hand.end()) {
            hand.erase(it);
            s.quorumDiscard.push_back(card);
            logEvent(s, ExecutionEvent::QuorumOverLimit, s.president, card);
        }
        c.f.stage = 0;
    }
    if (s.president == kNoSeat || int(hand.size()) <= kQuorumHandLimit)
        return Flow::Done;
    OptionList options;
    for (CardIdx card : hand)
        if (std::find(options.begin(), options.end(), opt(ExecutionVerb::DiscardQuorum, card)) == options.end())
            options.push_back(opt(ExecutionVerb::DiscardQuorum, card));
    c.f.stage = 1;
    return ask(c, s.president, ExecutionDecision::QuorumDiscard, std::move(options),
               int(hand.size()) - kQuorumHandLimit);
}

} // namespace bsg::pegasus
