// ReplaySession: a save's game shown entry by entry (the replay viewer), with its bookmarks
// and public tracks; and jsonDifferences, which tells two states apart.
#include "game_session.h"

#include "game_session_parts.h"

#include "carddb.h"
#include "save_journal.h"
#include "solo_game.h"
#include "solo_session.h"
#include "view.h"

#include <QJsonDocument>

#include <algorithm>

namespace bsg::gui {

using session::applyEntry;
using session::qs;
using session::tr;

namespace {

// The player's view: the solo layer's (solo/solo_game.h), as GameSession shows it.
StateView playerState(const GameState& s) { return solo::soloStateView(s); }
std::optional<DecisionView> playerDecision(const GameState& s) { return solo::soloDecisionView(s); }
QJsonArray playerEvents(const GameState& s, size_t firstIndex) { return solo::soloLogFromIndex(s, firstIndex); }

// A record entry as the player read it in the decision then pending.
QString labelOf(const GameState& s, const RecordEntry& e) {
    if (e.option.empty())
        return tr("a scenario request (%1)").arg(e.command.value("cmd").toString());
    const QString id = qs(e.option);
    if (const auto d = playerDecision(s))
        for (const OptionView& o : d->options)
            if (o.id == id)
                return o.label;
    return tr("a choice no longer offered");
}

std::optional<std::vector<RecordEntry>> recordFromSave(const QJsonObject& save, QString* error) {
    std::vector<RecordEntry> out;
    for (const auto& v : save.value("log").toArray()) {
        const QJsonObject o = v.toObject();
        if (o.contains("choose"))
            out.push_back({o.value("choose").toString().toStdString(), {}});
        else if (o.contains("cmd"))
            out.push_back({{}, o});
        else {
            *error = tr("The save's log has an entry that is neither a choice nor a command.");
            return std::nullopt;
        }
    }
    return out;
}

QString readSaveFile(const QString& path, QJsonObject* out) {
    QString why;
    const auto bytes = readSaveWithJournal(path, &why);
    if (!bytes)
        return why;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &pe);
    if (pe.error != QJsonParseError::NoError)
        return tr("%1 is not valid JSON (%2 at byte %3).").arg(path, pe.errorString()).arg(pe.offset);
    if (!doc.isObject())
        return tr("%1 is not a save: it does not hold a JSON object.").arg(path);
    *out = doc.object();
    return {};
}

} // namespace

QString ReplaySession::open(const QString& path) {
    QJsonObject doc;
    if (QString why = readSaveFile(path, &doc); !why.isEmpty())
        return why;
    return openDocument(doc);
}

QString ReplaySession::openDocument(const QJsonObject& save) {
    Error error;
    auto full = Game::fromSave(save, &error);
    if (!full)
        return qs(error.message);
    QString why;
    auto record = recordFromSave(save, &why);
    if (!record)
        return why;
    m_save = save;
    m_setup = full->setup();
    m_record = std::move(*record);
    // One pass to find the bookmarks: what each entry's events did.
    auto g = Game::start(m_setup, &error);
    m_bookmarks.clear();
    m_turnAt.assign(1, g->state().turn);
    // The public tracks (see TrackPoint): point 0 as turn 1 begins, then each turn's end.
    auto track = [](int turn, int entry, const GameState& s) {
        return TrackPoint{turn, entry, s.resources[size_t(Resource::Fuel)], s.resources[size_t(Resource::Food)],
                          s.resources[size_t(Resource::Morale)], s.resources[size_t(Resource::Population)],
                          s.distance, s.jumpTrack};
    };
    m_tracks.assign(1, track(0, 0, g->state()));
    for (size_t k = 0; k < m_record.size(); ++k) {
        const size_t before = g->state().log.size();
        const int turnBefore = g->state().turn;
        (void)applyEntry(*g, m_record[k]);
        const GameState& s = g->state();
        m_turnAt.push_back(s.turn);
        if (s.turn != turnBefore) {
            if (turnBefore <= 0)
                m_tracks.front() = track(0, int(k) + 1, s);
            else
                m_tracks.push_back(track(turnBefore, int(k) + 1, s));
        }
        if (s.turn != turnBefore)
            m_bookmarks.append({int(k), s.turn, tr("Turn %1 begins").arg(s.turn)});
        for (size_t i = before; i < s.log.size(); ++i) {
            const LogEvent& e = s.log[i];
            QString what;
            if (e.kind == EventKind::FleetJumped)
                what = tr("The fleet jumps");
            else if (e.kind == EventKind::Revealed)
                what = tr("A Cylon is revealed");
            else if (e.kind == EventKind::LoyaltyLooked)
                what = tr("A loyalty card is looked at");
            else if (e.kind == EventKind::CrisisDrawn && e.a >= 0 && size_t(e.a) < db().crises.size() &&
                     (db().crises[size_t(e.a)].activation != Activation::None ||
                      !db().crises[size_t(e.a)].activateFirst.empty()))
                what = tr("Cylon activation: %1").arg(qs(db().crises[size_t(e.a)].name));
            if (!what.isEmpty())
                m_bookmarks.append({int(k), s.turn, what});
        }
    }
    // The turn the save stops in (the game's last turn, or one under way).
    if (const int last = g->state().turn; last > m_tracks.back().turn)
        m_tracks.push_back(track(last, int(m_record.size()), g->state()));
    m_game = std::move(g);
    m_position = int(m_record.size());
    return seek(0);
}

QString ReplaySession::seek(int entry) {
    entry = std::clamp(entry, 0, steps());
    if (!m_game || entry < m_position) {
        Error error;
        m_game = Game::start(m_setup, &error);
        m_position = 0;
    }
    while (m_position < entry) {
        const RecordEntry& next = m_record[size_t(m_position)];
        if (m_position + 1 == entry) // the step that leads here: its label, read before it is taken
            m_lastChoiceLabel = labelOf(m_game->state(), next);
        if (auto e = applyEntry(*m_game, next))
            return qs(e->message);
        ++m_position;
    }
    return {};
}

QString ReplaySession::choiceLabelAt(int entry) const {
    if (!m_game || entry < 0 || entry >= steps())
        return {};
    if (entry == m_position)
        return labelOf(m_game->state(), m_record[size_t(entry)]);
    if (entry + 1 == m_position)
        return m_lastChoiceLabel;
    Error error; // elsewhere: replayed to that point
    auto g = Game::start(m_setup, &error);
    for (int k = 0; g && k < entry; ++k)
        if (applyEntry(*g, m_record[size_t(k)]))
            return {};
    return g ? labelOf(g->state(), m_record[size_t(entry)]) : QString();
}

StateView ReplaySession::state(bool fullView) const {
    if (!m_game)
        return {};
    const GameState& s = m_game->state();
    return fullView ? stateView(s, Visibility::everything()) : playerState(s);
}

std::optional<DecisionView> ReplaySession::decision() const {
    return m_game ? playerDecision(m_game->state()) : std::nullopt;
}

QList<EventView> ReplaySession::events(bool fullView) const {
    if (!m_game)
        return {};
    const GameState& s = m_game->state();
    QList<EventView> out;
    if (!fullView) {
        for (const auto& e : playerEvents(s, 0))
            out.append(eventFromJson(e.toObject()));
        return out;
    }
    for (const LogEvent& e : s.log)
        out.append(eventView(s, e));
    return out;
}

QList<ReplaySession::Rewind> ReplaySession::rewinds() const {
    QList<Rewind> out;
    for (const auto& r : m_save.value("rewinds").toArray()) {
        const QJsonObject o = r.toObject();
        out.append({o.value("kind").toString(), o.value("from_entry").toInt(), o.value("to_entry").toInt()});
    }
    return out;
}

QString ReplaySession::choiceAt(int entry) const {
    if (entry < 0 || entry >= steps())
        return {};
    const RecordEntry& e = m_record[size_t(entry)];
    return e.option.empty() ? QString::fromUtf8(QJsonDocument(e.command).toJson(QJsonDocument::Compact)) : qs(e.option);
}

int ReplaySession::entryOfTurn(int turn) const {
    for (size_t k = 0; k < m_turnAt.size(); ++k)
        if (m_turnAt[k] >= turn)
            return int(k);
    return steps();
}

QStringList jsonDifferences(const QJsonValue& before, const QJsonValue& after, const QString& path) {
    QStringList out;
    if (before.isObject() && after.isObject()) {
        const QJsonObject a = before.toObject(), b = after.toObject();
        QStringList keys = a.keys();
        for (const QString& k : b.keys())
            if (!a.contains(k))
                keys << k;
        for (const QString& k : keys)
            out << jsonDifferences(a.value(k), b.value(k), path.isEmpty() ? k : path + "." + k);
        return out;
    }
    if (before.isArray() && after.isArray()) {
        const QJsonArray a = before.toArray(), b = after.toArray();
        for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i)
            out << jsonDifferences(i < a.size() ? a[i] : QJsonValue(QJsonValue::Undefined),
                                   i < b.size() ? b[i] : QJsonValue(QJsonValue::Undefined),
                                   path + "[" + QString::number(i) + "]");
        return out;
    }
    if (before != after) {
        auto show = [](const QJsonValue& v) {
            if (v.isUndefined())
                return tr("(none)");
            if (v.isObject() || v.isArray())
                return QString::fromUtf8(v.isObject() ? QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact)
                                                      : QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
            return v.toVariant().toString();
        };
        out << QStringLiteral("%1: %2 -> %3").arg(path, show(before), show(after));
    }
    return out;
}

} // namespace bsg::gui
