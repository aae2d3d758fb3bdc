#pragma once
// The Statistics window (Game → Statistics…): from the statistics database (app/stats), the win
// rate of each team, by character and by difficulty, and a chart of how the games ended, for all
// games or one kind (played in the window, or simulated under one policy); both the summary and
// the list of games are exported as CSV. A missing, damaged, locked or newer database is said
// in the window, which then shows nothing else; nothing is ever written to the database here.
#include "stats_database.h"

#include <QDialog>

class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace bsg::gui {

class StatisticsWindow : public QDialog {
    Q_OBJECT
public:
    // `path` empty: the desktop program's own database (StatsDatabase::defaultPath()).
    explicit StatisticsWindow(QWidget* parent = nullptr, const QString& path = {});

    // Reads the database again; "" or the message the window shows.
    QString reload();
    QString openDatabase(const QString& path);
    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] QString message() const;
    [[nodiscard]] const stats::Summary& summary() const { return m_summary; }
    // 0 = all games, then one entry per kind of game the database holds.
    void selectGroup(int index);

    // The CSV files the export buttons write.
    [[nodiscard]] static QStringList summaryCsvHeader();
    [[nodiscard]] QList<QStringList> summaryCsvRows() const;
    [[nodiscard]] static QStringList gamesCsvHeader();
    QString exportSummaryCsv(const QString& path) const;
    QString exportGamesCsv(const QString& path) const;

    static QString endReasonName(const QString& id);
    static QString percent(double value); // "33.3%"

private:
    void showSummary();
    void showProblem(const QString& why);
    [[nodiscard]] stats::Filter filter() const;
    void exportDialog(bool games);

    QString m_path;
    QList<stats::Filter> m_groups;
    stats::Summary m_summary;
    bool m_loaded = false;
    QComboBox* m_group = nullptr;
    QLabel* m_file = nullptr;
    QLabel* m_message = nullptr;
    QTableWidget* m_teams = nullptr;
    QTableWidget* m_difficulties = nullptr;
    QTableWidget* m_characters = nullptr;
    QChartView* m_chart = nullptr;
    QPushButton* m_exportSummary = nullptr;
    QPushButton* m_exportGames = nullptr;
};

} // namespace bsg::gui
