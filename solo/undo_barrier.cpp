// Which steps show the player something hidden - what a take-back may not cross. It lives
// with the variant's player side so that every front end (the desktop program's undo, a
// CLI or a test) applies the same rule.
#include "solo_game.h"

namespace bsg::solo {

// A card from a deck, a die, a look at a loyalty card, a peek at a deck's top. A private
// event is a peek, except the player's own choice of a card for a skill check. Unknown
// kinds count as revealing: being wrong that way only costs an undo.
bool revealsHiddenInformation(const LogEvent& e) {
    if (e.kind == EventKind::Contributed)
        return false;
    if (e.visibleTo != kPublic)
        return true;
    switch (e.kind) {
    case EventKind::TurnStarted:
    case EventKind::Moved:
    case EventKind::Discarded:
    case EventKind::ActionChosen:
    case EventKind::CrisisOption:
    case EventKind::ResourceChanged:
    case EventKind::JumpTrackMoved:
    case EventKind::TitleChanged:
    case EventKind::ShipsChanged:
    case EventKind::Unimplemented:
    case EventKind::Scenario:
    case EventKind::Note:
    case EventKind::GameEnded:
        return false;
    default:
        return true;
    }
}

bool decisionShowsDeckCards(const QJsonValue& decision) {
    for (const auto& o : decision.toObject().value("options").toArray()) {
        const QString id = o.toObject().value("id").toString();
        if (id.startsWith("crisis:") || id.startsWith("destination:") || id.startsWith("quorum:"))
            return true;
    }
    return false;
}

} // namespace bsg::solo
