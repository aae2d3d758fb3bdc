// GameSession's undo and rewind: what may be taken back (nothing that showed hidden
// information since), and going back by replaying the record from the seed.
#include "game_session.h"

#include "game_session_parts.h"

#include "solo_game.h"
#include "solo_session.h"
#include "view.h"

namespace bsg::gui {

using session::applyEntry;
using session::qs;
using session::tr;

// What undo may not cross: the variant's rule (solo/undo_barrier.cpp), shared with the CLI.
using solo::revealsHiddenInformation;

QString GameSession::refusalBackTo(int entry) const {
    if (!m_game)
        return tr("There is no game.");
    const int now = recordSize();
    if (entry < 0 || entry >= now)
        return tr("There is no earlier decision to go back to.");
    const GameState& s = m_game->state();
    const Visibility v = solo::soloVisibility(s); // the player's view
    for (size_t i = size_t(m_entries[size_t(entry)].logSize); i < s.log.size(); ++i)
        if (revealsHiddenInformation(s.log[i])) {
            // Quote the event only if the player's view shows it: the reason must not leak.
            if (!eventVisible(s.log[i], v))
                return tr("Cannot go back: since then a hidden card was drawn or looked at.");
            return tr("Cannot go back: since then this was revealed: \"%1\"").arg(qs(eventText(s, s.log[i])));
        }
    for (int k = entry + 1; k <= now; ++k)
        if (m_entries[size_t(k)].showedDeckCards)
            return tr("Cannot go back: since then cards from a deck were shown for a choice.");
    return {};
}

int GameSession::turnStartEntry() const {
    const int turn = m_entries.back().turn;
    int k = int(m_entries.size()) - 1;
    while (k > 0 && m_entries[size_t(k - 1)].turn == turn)
        --k;
    return k;
}

// The record entry undo goes back to: the last one, or before the moments passed with "done"
// that follow the last decision the player made.
int GameSession::undoTarget(bool pastPassedWindows) const {
    int entry = recordSize() - 1;
    if (!pastPassedWindows || !m_game)
        return entry;
    const std::vector<RecordEntry>& record = m_game->record();
    while (entry >= 0 && m_entries[size_t(entry)].activeWindow && record[size_t(entry)].option == "done")
        --entry;
    return entry;
}

QString GameSession::undoRefusal(bool pastPassedWindows) const { return refusalBackTo(undoTarget(pastPassedWindows)); }

QString GameSession::rewindRefusal() const {
    if (!m_game)
        return tr("There is no game.");
    if (turnStartEntry() >= recordSize())
        return tr("This turn has no decision to take back yet.");
    return refusalBackTo(turnStartEntry());
}

QString GameSession::undo(bool pastPassedWindows) {
    if (QString why = undoRefusal(pastPassedWindows); !why.isEmpty())
        return why;
    return goBackTo(undoTarget(pastPassedWindows), QStringLiteral("undo"));
}

QString GameSession::rewindToTurnStart() {
    if (QString why = rewindRefusal(); !why.isEmpty())
        return why;
    return goBackTo(turnStartEntry(), QStringLiteral("rewind_turn"));
}

// Replays the record up to `entry` from the seed (the engine is deterministic).
QString GameSession::goBackTo(int entry, const QString& kind) {
    const std::vector<RecordEntry> record = m_game->record();
    Error error;
    auto g = Game::start(m_game->setup(), &error);
    if (!g)
        return qs(error.message);
    QJsonArray dropped;
    for (int k = 0; k < int(record.size()); ++k) {
        if (k < entry) {
            if (auto e = applyEntry(*g, record[size_t(k)]))
                return tr("Replaying the game failed: %1").arg(qs(e->message));
        } else {
            dropped.append(qs(record[size_t(k)].option));
        }
    }
    m_rewinds.append(QJsonObject{{"kind", kind}, {"from_entry", int(record.size())}, {"to_entry", entry},
                                 {"dropped", dropped}});
    m_game = std::move(g);
    resetLogCache();
    m_entries.resize(size_t(entry) + 1);
    while (!m_checkpoints.empty() && m_checkpoints.back().value("entry").toInt() > entry)
        m_checkpoints.pop_back();
    return {};
}

} // namespace bsg::gui
