#include "turn_chart.h"

#include "csv_file.h"
#include "plain_text.h"

#include <QChart>
#include <QChartView>
#include <QColor>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QMessageBox>
#include <QPen>
#include <QPushButton>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

namespace bsg::gui {

namespace {
// The six tracks: their names on the chart and in the CSV, and how to read each from a point.
struct Track {
    const char* name;
    const char* csvName;
    int TrackPoint::*field;
    QRgb colour; // six colours apart from each other (the default theme repeats after five)
};
const Track kTracks[] = {
    {QT_TRANSLATE_NOOP("bsg::gui::TurnChart", "Fuel"), "fuel", &TrackPoint::fuel, 0xe08e00},
    {QT_TRANSLATE_NOOP("bsg::gui::TurnChart", "Food"), "food", &TrackPoint::food, 0x2e9d3a},
    {QT_TRANSLATE_NOOP("bsg::gui::TurnChart", "Morale"), "morale", &TrackPoint::morale, 0x1f77b4},
    {QT_TRANSLATE_NOOP("bsg::gui::TurnChart", "Population"), "population", &TrackPoint::population, 0x9467bd},
    {QT_TRANSLATE_NOOP("bsg::gui::TurnChart", "Distance"), "distance", &TrackPoint::distance, 0xd62728},
    {QT_TRANSLATE_NOOP("bsg::gui::TurnChart", "Jump track"), "jump_track", &TrackPoint::jumpTrack, 0x17a2b8}};

// A tick every 1, 2, 5, 10, 20, … units, whichever keeps the labels at most `most`.
double tickInterval(double range, int most) {
    for (double step = 1;; step *= 10)
        for (double k : {1.0, 2.0, 5.0})
            if (range / (k * step) <= most)
                return k * step;
}
} // namespace

TurnChart::TurnChart(QWidget* parent) : QWidget(parent) {
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    auto* chart = new QChart;
    chart->setTitle(tr("The fleet over the turns"));
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->setMargins(QMargins(4, 4, 4, 4));
    m_x = new QValueAxis(chart);
    m_x->setTitleText(tr("End of turn"));
    m_x->setLabelFormat("%d");
    m_x->setTickType(QValueAxis::TicksDynamic);
    m_x->setTickAnchor(0);
    m_y = new QValueAxis(chart);
    m_y->setLabelFormat("%d");
    m_y->setTickType(QValueAxis::TicksDynamic);
    m_y->setTickAnchor(0);
    m_y->setTickInterval(2);
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    for (const Track& t : kTracks) {
        auto* series = new QLineSeries(chart);
        series->setName(tr(t.name));
        series->setObjectName(QString::fromLatin1(t.csvName));
        series->setPointsVisible(true);
        series->setPen(QPen(QColor(t.colour), 2));
        chart->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(m_y);
        m_series << series;
    }
    m_marker = new QLineSeries(chart);
    m_marker->setObjectName("shownTurn");
    m_marker->setName(tr("Turn on show"));
    m_marker->setPen(QPen(Qt::gray, 1, Qt::DashLine));
    chart->addSeries(m_marker);
    m_marker->attachAxis(m_x);
    m_marker->attachAxis(m_y);
    m_view = new QChartView(chart, this);
    m_view->setObjectName("turnChart");
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setToolTip(tr("Point 0 is the fleet as turn 1 begins, point k the fleet when turn k is over; the last "
                          "point is where the game ends. The dashed line is the turn on show."));
    v->addWidget(m_view, 1);
    auto* row = new QHBoxLayout;
    m_export = new QPushButton(tr("&Export CSV…"), this);
    m_export->setObjectName("exportTurnCsv");
    m_export->setToolTip(tr("The figures of the chart, one row a turn, as a CSV file"));
    row->addStretch(1);
    row->addWidget(m_export);
    v->addLayout(row);
    connect(m_export, &QPushButton::clicked, this, &TurnChart::exportDialog);
}

QChart* TurnChart::chart() const { return m_view->chart(); }

void TurnChart::setTracks(const std::vector<TrackPoint>& points) {
    m_points = points;
    int top = 1, lastTurn = 1;
    for (int i = 0; i < int(std::size(kTracks)); ++i) {
        QList<QPointF> line;
        for (const TrackPoint& p : points) {
            line << QPointF(p.turn, p.*kTracks[i].field);
            top = std::max(top, p.*kTracks[i].field);
            lastTurn = std::max(lastTurn, p.turn);
        }
        m_series[i]->replace(line);
    }
    m_x->setRange(0, lastTurn);
    m_x->setTickInterval(tickInterval(lastTurn, 12));
    m_y->setRange(0, top + 2 - top % 2); // the last tick above the highest value
    m_export->setEnabled(!points.empty());
}

// Turn k lies between point k-1 (as it begins) and point k (its end): the marker is half-way.
void TurnChart::showTurn(int turn) {
    const double x = std::max(0.0, turn - 0.5);
    m_marker->replace({QPointF(x, m_y->min()), QPointF(x, m_y->max())});
}

QStringList TurnChart::csvHeader() {
    QStringList header{QStringLiteral("turn"), QStringLiteral("step")};
    for (const Track& t : kTracks)
        header << QString::fromLatin1(t.csvName);
    return header;
}

QList<QStringList> TurnChart::csvRows() const {
    QList<QStringList> rows;
    for (const TrackPoint& p : m_points) {
        QStringList row{QString::number(p.turn), QString::number(p.entry)};
        for (const Track& t : kTracks)
            row << QString::number(p.*t.field);
        rows << row;
    }
    return rows;
}

QString TurnChart::exportCsv(const QString& path) const { return stats::writeCsv(path, csvHeader(), csvRows()); }

void TurnChart::exportDialog() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the chart as CSV"), QString(),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (const QString why = exportCsv(path.endsWith(".csv") ? path : path + ".csv"); !why.isEmpty())
        showPlainWarning(this, tr("Cannot export"), why);
}

} // namespace bsg::gui
