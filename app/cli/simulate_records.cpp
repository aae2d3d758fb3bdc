#include "simulate_records.h"

#include "carddb.h"

namespace bsg::cli {

stats::GameRecord statsRecord(const GameResult& r, bool solo, BoxSet boxes, const QString& policy, const QDateTime& finished) {
    stats::GameRecord out;
    out.source = QStringLiteral("simulate");
    out.policy = policy;
    out.mode = stats::modeId(solo, QString::fromStdString(expansionsId(boxes)));
    out.seed = r.seed;
    for (CharId c : r.characters)
        out.characters << QString::fromStdString(db().characters[size_t(c)].id);
    out.difficulty = r.difficulty == Difficulty::Easy   ? QStringLiteral("easy")
                     : r.difficulty == Difficulty::Hard ? QStringLiteral("hard")
                                                        : QStringLiteral("normal");
    out.winner = r.over.winner == Side::Human   ? QStringLiteral("humans")
                 : r.over.winner == Side::Cylon ? QStringLiteral("cylons")
                                                : QStringLiteral("none");
    out.endReason = QString::fromUtf8(kEndReasonIds[size_t(r.over.reason)].data());
    out.turns = r.turns;
    out.decisions = r.decisions;
    out.seconds = r.seconds;
    out.programVersion = stats::programVersion();
    out.rulesRevision = r.rulesRevision;
    out.finished = finished;
    return out;
}

QString SimulateRecorder::open(const QString& path) {
    m_error = m_db.openForWriting(path);
    return m_error;
}

void SimulateRecorder::add(const GameResult& result) {
    if (!m_error.isEmpty())
        return;
    m_pending.append(statsRecord(result, m_solo, m_boxes, m_policy, QDateTime::currentDateTimeUtc()));
    if (m_pending.size() >= kBatch)
        flush();
}

void SimulateRecorder::flush() {
    if (m_pending.isEmpty() || !m_error.isEmpty())
        return;
    m_error = m_db.addAll(m_pending);
    if (m_error.isEmpty())
        m_recorded += m_pending.size();
    m_pending.clear();
}

QString SimulateRecorder::finish() {
    flush();
    return m_error;
}

} // namespace bsg::cli
