#pragma once
// The replay viewer's chart of a game over its turns: fuel, food, morale, population,
// distance and the jump track (ReplaySession::tracks()), a dashed line at the turn on show,
// and the same figures exported as CSV.
#include "game_session.h"

#include <QWidget>

#include <vector>

class QPushButton;

class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

namespace bsg::gui {

class TurnChart : public QWidget {
    Q_OBJECT
public:
    explicit TurnChart(QWidget* parent = nullptr);
    void setTracks(const std::vector<TrackPoint>& points);
    void showTurn(int turn); // the marker on the turn on show, between its start and its end
    [[nodiscard]] QChart* chart() const;

    // The CSV the export writes: a header, then one row per point.
    [[nodiscard]] static QStringList csvHeader();
    [[nodiscard]] QList<QStringList> csvRows() const;
    QString exportCsv(const QString& path) const; // "" or why it failed

private:
    void exportDialog();

    std::vector<TrackPoint> m_points;
    QChartView* m_view = nullptr;
    QList<QLineSeries*> m_series; // in csvHeader()'s order after turn and step
    QLineSeries* m_marker = nullptr;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    QPushButton* m_export = nullptr;
};

} // namespace bsg::gui
