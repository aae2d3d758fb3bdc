// The player's log in a Four Solo game: the engine's events, with every card id the player
// could not see when the event happened replaced by its colour (or nothing).
#include "solo_game.h"
#include "solo_log.h"

#include "carddb.h"
#include "character_kinds.h"
#include "execution.h"
#include "quorum_kinds.h"

#include <cctype>

namespace bsg::solo {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

QJsonObject redacted(const GameState& s, const LogEvent& e, const std::string& kind, const std::string& text) {
    QJsonObject o{{"step", e.step}, {"text", qs(text)}, {"hidden", true}, {"kind", qs(kind)}};
    if (e.actor != kNoSeat)
        o["actor"] = qs(characterId(s, e.actor));
    return o;
}

std::string typeName(int card) {
    std::string name(kSkillTypeIds[size_t(db().skillCards[size_t(card)].type)]);
    name[0] = char(std::toupper(static_cast<unsigned char>(name[0])));
    return name;
}

// "a Tactics card", "an Engineering card"
std::string aCardOf(int card) {
    const std::string type = typeName(card);
    return (type[0] == 'E' ? "an " : "a ") + type + " card";
}

SoloEvent open(const GameState& s, const LogEvent& e) {
    SoloEvent ev;
    ev.named = eventJson(s, e);
    return ev;
}

SoloEvent hidden(QJsonObject line) {
    SoloEvent ev;
    ev.redacted = std::move(line);
    ev.openAtTime = false;
    return ev;
}

// A card that went into a hand: named while that hand is open.
SoloEvent intoHand(const GameState& s, const LogEvent& e, bool openNow, int8_t holder, QJsonObject line) {
    SoloEvent ev;
    ev.named = eventJson(s, e);
    ev.redacted = std::move(line);
    ev.openAtTime = openNow;
    ev.holder = holder;
    return ev;
}

} // namespace

const QJsonObject& SoloEvent::shown(const Visibility& now, bool remember) const {
    if (!openAtTime)
        return redacted;
    if (holder == kNoHolder || remember)
        return named;
    const bool handOpen = holder == kQuorumHolder ? now.quorumHand : now.hand[size_t(holder)];
    return handOpen ? named : redacted;
}

LogFilter::LogFilter(const GameState& s) : m_current(s.current), m_revealed(size_t(s.playerCount()), false) {
    // Before the first turn the first player is current: the actor of the first turn.
    for (const LogEvent& e : s.log)
        if (e.kind == EventKind::TurnStarted) {
            m_current = e.actor;
            break;
        }
}

std::optional<SoloEvent> LogFilter::next(const GameState& live, const LogEvent& e) {
    std::optional<GameState> scratch; // a seat named as it was then (an execution replaced it since)
    const GameState& s = pegasus::namingStateAt(live, e, scratch);
    if (e.kind == EventKind::TurnStarted)
        m_current = e.actor;
    if (e.kind == EventKind::Revealed && e.actor >= 0 && size_t(e.actor) < m_revealed.size())
        m_revealed[size_t(e.actor)] = true;
    const std::string who = characterName(s, e.actor);
    // The player acts for the current character (not a revealed Cylon, 8.1).
    const bool currentActs = m_current >= 0 && size_t(m_current) < m_revealed.size() && !m_revealed[size_t(m_current)];
    const bool actorIsCurrent = e.actor != kNoSeat && e.actor == m_current && currentActs;
    switch (e.kind) {
    case EventKind::DrewSkill: // 2.1: only the current character's hand is open
        return intoHand(s, e, actorIsCurrent, e.actor,
                        redacted(s, e, "drew_skill", who + " draws " + aCardOf(e.a) + "."));
    case EventKind::Contributed: // 3.1: every card goes into a skill check face down
        return hidden(redacted(s, e, "contributed", who + " adds a card to the skill check, face down."));
    case EventKind::LoyaltyDealt: // 1.3: nobody sees loyalty cards when they are dealt
        return hidden(redacted(s, e, "loyalty_dealt", who + " receives a loyalty card, face down."));
    case EventKind::LoyaltyLooked: // 6.1: a card somebody looked at is face up for the player
        return open(s, e);
    case EventKind::ScoutLook:        // Launch Scout
    case EventKind::ReconLook:        // Recon
    case EventKind::VisionsDrawn:     // Religious Visions
    case EventKind::CivilianLooked:   // Communications
    case EventKind::CylonCrisesDrawn: // Caprica: the two cards the Cylon chooses from
        // A look at something outside any hand. The player acts for whoever looks (the current
        // character, a character queried (4.1) or acting through its Active Card (5.1) or an
        // order), so the player sees what it sees.
        return open(s, e);
    case EventKind::QuorumDrawn: // 2.4: open only during the President's turn
        return intoHand(s, e, e.actor != kNoSeat && e.actor == m_current, kQuorumHolder,
                        redacted(s, e, "quorum_drawn", who + " draws a quorum card, face down."));
    default:
        break;
    }
    // Pegasus's looks outside every hand: Fast Learner's top cards of a deck, Probation's
    // face-down cards of a skill check. The player acts for whoever looks, as above.
    if ((e.kind == pegasus::kCharacterRule && e.a == int(pegasus::CharacterNote::FastLearnerLook)) ||
        (e.kind == pegasus::kCardNote && e.b == pegasus::kProbationLook))
        return open(s, e);
    if (e.visibleTo == kPublic)
        return open(s, e);
    // Any other private event shown to the current character: the player acts for it.
    if (currentActs && e.visibleToSeat(m_current))
        return open(s, e);
    // Any other private event (a hand looked into, a card into a revealed Cylon's hand, a
    // tester's secret request): shown without its details.
    return hidden(redacted(s, e, "hidden", who + " does something the player cannot see."));
}

QJsonArray soloLogFromIndex(const GameState& s, size_t firstIndex, bool remember) {
    QJsonArray out;
    LogFilter filter(s);
    const Visibility now = soloVisibility(s);
    for (size_t i = 0; i < s.log.size(); ++i) {
        auto ev = filter.next(s, s.log[i]);
        if (i >= firstIndex && ev)
            out.append(ev->shown(now, remember));
    }
    return out;
}

QJsonArray soloLog(const GameState& s, int sinceStep, bool remember) {
    QJsonArray out;
    LogFilter filter(s);
    const Visibility now = soloVisibility(s);
    for (const LogEvent& e : s.log) {
        auto ev = filter.next(s, e);
        if (e.step >= sinceStep && ev)
            out.append(ev->shown(now, remember));
    }
    return out;
}

} // namespace bsg::solo
