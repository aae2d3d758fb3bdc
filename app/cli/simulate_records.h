#pragma once
// `simulate --db FILE`: every game simulated becomes a record of the statistics database
// (app/stats), the same record the desktop program writes for a game played in its window,
// with `source` "simulate" and the policy that chose for the humans.
#include "simulate.h"

#include "game_record.h"
#include "stats_database.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace bsg::cli {

stats::GameRecord statsRecord(const GameResult& result, bool solo, BoxSet boxes, const QString& policy,
                              const QDateTime& finished);

// Writes the records in transactions of up to kBatch games. After a failure (the file locked
// meanwhile, the disk full) it records nothing more; the simulation goes on.
class SimulateRecorder {
public:
    static constexpr int kBatch = 1000;
    SimulateRecorder(bool solo, BoxSet boxes, QString policy) : m_solo(solo), m_boxes(boxes), m_policy(std::move(policy)) {}
    QString open(const QString& path); // "" or why the games will not be recorded
    void add(const GameResult& result);
    QString finish(); // writes what is left; "" or the first error
    [[nodiscard]] qint64 recorded() const { return m_recorded; }
    [[nodiscard]] QString error() const { return m_error; }

private:
    void flush();

    bool m_solo;
    BoxSet m_boxes;
    QString m_policy;
    stats::StatsDatabase m_db;
    QList<stats::GameRecord> m_pending;
    qint64 m_recorded = 0;
    QString m_error;
};

} // namespace bsg::cli
