// The player's log in a Four Solo game: the engine's events, with every card id the player
// could not see when the event happened replaced by its colour (or nothing).
#include "solo_game.h"
#include "solo_log.h"

#include "carddb.h"

namespace bsg::solo {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

QJsonObject redacted(const GameState& s, const LogEvent& e, const std::string& kind, const std::string& text) {
    QJsonObject o{{"step", e.step}, {"text", qs(text)}, {"hidden", true}, {"kind", qs(kind)}};
    if (e.actor != kNoSeat)
        o["actor"] = qs(characterId(s, e.actor));
    return o;
}

std::string typeOf(int card) { return std::string(kSkillTypeIds[size_t(db().skillCards[size_t(card)].type)]); }

} // namespace

LogFilter::LogFilter(const GameState& s) : m_current(s.current), m_revealed(size_t(s.playerCount()), false) {
    // Before the first turn the first player is current: the actor of the first turn.
    for (const LogEvent& e : s.log)
        if (e.kind == EventKind::TurnStarted) {
            m_current = e.actor;
            break;
        }
}

std::optional<SoloEvent> LogFilter::next(const GameState& s, const LogEvent& e) {
    if (e.kind == EventKind::TurnStarted)
        m_current = e.actor;
    if (e.kind == EventKind::Revealed && e.actor >= 0)
        m_revealed[size_t(e.actor)] = true;
    const std::string who = characterName(s, e.actor);
    const bool actorIsCurrent = e.actor != kNoSeat && e.actor == m_current && !m_revealed[size_t(e.actor)];
    switch (e.kind) {
    case EventKind::DrewSkill: // 2.1: only the current character's hand is open
        if (actorIsCurrent)
            return SoloEvent{eventJson(s, e), false};
        return SoloEvent{redacted(s, e, "drew_skill", who + " draws a " + typeOf(e.a) + " card."), true};
    case EventKind::Contributed: // 3.1: every card goes into a skill check face down
        return SoloEvent{redacted(s, e, "contributed", who + " adds a card to the skill check, face down."), true};
    case EventKind::LoyaltyDealt: // 1.3: nobody sees loyalty cards when they are dealt
        return SoloEvent{redacted(s, e, "loyalty_dealt", who + " receives a loyalty card, face down."), true};
    case EventKind::LoyaltyLooked: // 6.1: a card somebody looked at is face up for the player
        return SoloEvent{eventJson(s, e), false};
    case EventKind::QuorumDrawn: // 2.4: open only during the President's turn
        if (e.actor != kNoSeat && e.actor == m_current)
            return SoloEvent{eventJson(s, e), false};
        return SoloEvent{redacted(s, e, "quorum_drawn", who + " draws a quorum card, face down."), true};
    default:
        break;
    }
    if (e.visibleTo == kPublic)
        return SoloEvent{eventJson(s, e), false};
    // Any other private event: shown without its details.
    return SoloEvent{redacted(s, e, "hidden", who + " does something the player cannot see."), true};
}

QJsonArray soloLogFromIndex(const GameState& s, size_t firstIndex) {
    QJsonArray out;
    LogFilter filter(s);
    for (size_t i = 0; i < s.log.size(); ++i) {
        auto ev = filter.next(s, s.log[i]);
        if (i >= firstIndex && ev)
            out.append(ev->json);
    }
    return out;
}

QJsonArray soloLog(const GameState& s, int sinceStep) {
    QJsonArray out;
    LogFilter filter(s);
    for (const LogEvent& e : s.log) {
        auto ev = filter.next(s, e);
        if (e.step >= sinceStep && ev)
            out.append(ev->json);
    }
    return out;
}

} // namespace bsg::solo
