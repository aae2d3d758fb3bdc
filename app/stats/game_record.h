#pragma once
// One finished game as the statistics keep it (docs/gui.md, "Statistics"): what the desktop
// program and `simulate --db` write, and what the Statistics window reads. Plain Qt values, no
// engine types: the statistics library does not link the game.
#include <QDateTime>
#include <QString>
#include <QStringList>

namespace bsg::stats {

struct GameRecord {
    QString source;           // "desktop" (a game played in the window) or "simulate"
    QString policy;           // who chose for the humans: "player", or simulate's policy ("random", …)
    QString mode;             // "solo" or "standard", then "+" and the expansions in play, if any
                              // ("solo+pegasus"): modeId()
    QString gameKey;          // desktop: the game's own save; a game ended again (after an undo)
                              // replaces its record. Empty for simulate (every game a new record).
    quint64 seed = 0;
    QStringList characters;   // character ids in seat order
    QString difficulty;       // "easy", "normal", "hard"
    QString winner;           // "humans", "cylons", or "none" (simulate's decision limit reached)
    QString endReason;        // an end reason id of docs/protocol.md ("kobol", "fuel", …; "none")
    int turns = 0;
    qint64 decisions = 0;
    double seconds = 0;       // desktop: time at the table; simulate: the time to play the game
    QString programVersion;   // GALACTICA_VERSION
    int rulesRevision = 0;    // the revision of the rules the game followed (engine/core/engine.h)
    QDateTime finished;       // UTC

    bool operator==(const GameRecord&) const = default;
};

// A record's mode: the variant, and the expansions in play (their ids joined by '+', as
// expansionsId() in box.h gives them; empty for the base game alone).
inline QString modeId(bool solo, const QString& expansions) {
    const QString variant = solo ? QStringLiteral("solo") : QStringLiteral("standard");
    return expansions.isEmpty() ? variant : variant + QLatin1Char('+') + expansions;
}

// The program version this build writes into its records.
inline QString programVersion() { return QStringLiteral(GALACTICA_VERSION); }

} // namespace bsg::stats
