// Which steps show the player something hidden - what a take-back may not cross. It lives
// with the variant's player side so that every front end (the desktop program's undo, a
// CLI or a test) applies the same rule.
#include "solo_game.h"

namespace bsg::solo {

// The rule that logged the event marked it (LogEvent::flags): a card from a deck, a die, a
// loyalty card, a peek at a deck's top.
bool revealsHiddenInformation(const LogEvent& e) { return e.revealsHidden(); }

bool decisionShowsDeckCards(const QJsonValue& decision) {
    for (const auto& o : decision.toObject().value("options").toArray()) {
        const QString id = o.toObject().value("id").toString();
        if (id.startsWith("crisis:") || id.startsWith("destination:") || id.startsWith("quorum:"))
            return true;
    }
    return false;
}

} // namespace bsg::solo
