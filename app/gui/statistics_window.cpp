#include "statistics_window.h"

#include "csv_file.h"
#include "names.h"
#include "plain_text.h"

#include <QBarCategoryAxis>
#include <QHorizontalBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QValueAxis>
#include <QVBoxLayout>

namespace bsg::gui {

namespace {

// A cell that sorts by its number, not by its text ("9.0%" before "10.0%").
class NumberItem : public QTableWidgetItem {
public:
    NumberItem(const QString& text, double number) : QTableWidgetItem(text) { setData(Qt::UserRole, number); }
    bool operator<(const QTableWidgetItem& other) const override {
        return data(Qt::UserRole).toDouble() < other.data(Qt::UserRole).toDouble();
    }
};

QTableWidget* newTable(QWidget* parent, const QString& name, const QStringList& headers) {
    auto* t = new QTableWidget(0, int(headers.size()), parent);
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(headers);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->hide();
    // The name takes the room left; the figures keep to their width, next to it.
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    return t;
}

// One row: a name, then numbers shown as given.
void addRow(QTableWidget* t, const QString& name, const QList<std::pair<QString, double>>& cells) {
    const int row = t->rowCount();
    t->insertRow(row);
    t->setItem(row, 0, new QTableWidgetItem(name));
    for (int c = 0; c < cells.size(); ++c) {
        auto* item = new NumberItem(cells[c].first, cells[c].second);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        t->setItem(row, c + 1, item);
    }
}

QString difficultyName(const QString& id) {
    if (id == QLatin1String("easy"))
        return StatisticsWindow::tr("Easy");
    if (id == QLatin1String("normal"))
        return StatisticsWindow::tr("Normal");
    if (id == QLatin1String("hard"))
        return StatisticsWindow::tr("Hard");
    return id;
}

// A record's mode in words: "Four Solo", "standard game", "Four Solo with Pegasus" (modeId()).
QString modeName(const QString& mode) {
    const QString variant = mode.section(QLatin1Char('+'), 0, 0);
    const QStringList expansions = mode.section(QLatin1Char('+'), 1).split(QLatin1Char('+'), Qt::SkipEmptyParts);
    const QString name = variant == QLatin1String("solo")       ? StatisticsWindow::tr("Four Solo")
                         : variant == QLatin1String("standard") ? StatisticsWindow::tr("standard game")
                                                                : variant;
    if (expansions.isEmpty())
        return name;
    QStringList boxes;
    for (const QString& id : expansions) // a box's name is its id capitalised ("pegasus": "Pegasus")
        boxes << id.left(1).toUpper() + id.mid(1);
    return StatisticsWindow::tr("%1 with %2").arg(name, boxes.join(StatisticsWindow::tr(" and ")));
}

QString groupName(const stats::Filter& g) {
    const QString mode = modeName(g.mode);
    if (g.source == QLatin1String("desktop"))
        return StatisticsWindow::tr("Played in this program (%1)").arg(mode);
    if (g.source == QLatin1String("simulate"))
        return StatisticsWindow::tr("Simulated, %1 policy (%2)").arg(g.policy, mode);
    return StatisticsWindow::tr("%1, %2 (%3)").arg(g.source, g.policy, mode);
}

QList<QStringList> tallyRows(const QString& group, const QList<stats::Tally>& tallies, QString (*name)(const QString&)) {
    QList<QStringList> rows;
    for (const stats::Tally& t : tallies)
        rows << QStringList{group,
                            t.key,
                            name(t.key),
                            QString::number(t.games),
                            QString::number(t.humanWins),
                            QString::number(t.cylonWins),
                            QString::number(t.unfinished()),
                            QString::number(t.humanPercent(), 'f', 2),
                            QString::number(t.cylonPercent(), 'f', 2)};
    return rows;
}

} // namespace

StatisticsWindow::StatisticsWindow(QWidget* parent, const QString& path)
    : QDialog(parent), m_path(path.isEmpty() ? stats::StatsDatabase::defaultPath() : path) {
    setObjectName("statisticsWindow");
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Statistics"));
    auto* v = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    auto* groupLabel = new QLabel(tr("&Games:"), this);
    m_group = new QComboBox(this);
    m_group->setObjectName("statisticsGroup");
    m_group->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    groupLabel->setBuddy(m_group);
    auto* open = new QPushButton(tr("&Open Another Database…"), this);
    open->setObjectName("openStatistics");
    open->setToolTip(tr("Another statistics file, for instance one written by galactica-solo-cli simulate --db"));
    m_exportSummary = new QPushButton(tr("Export &Summary CSV…"), this);
    m_exportSummary->setObjectName("exportSummaryCsv");
    m_exportGames = new QPushButton(tr("Export Game &List CSV…"), this);
    m_exportGames->setObjectName("exportGamesCsv");
    top->addWidget(groupLabel);
    top->addWidget(m_group);
    top->addStretch(1);
    top->addWidget(open);
    top->addWidget(m_exportSummary);
    top->addWidget(m_exportGames);
    v->addLayout(top);
    m_file = new QLabel(this);
    m_file->setObjectName("statisticsFile");
    makePlain(m_file);
    m_file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_file);
    m_message = new QLabel(this);
    m_message->setObjectName("statisticsMessage");
    makePlain(m_message);
    m_message->setWordWrap(true);
    m_message->setMargin(6);
    v->addWidget(m_message);

    auto* split = new QSplitter(Qt::Horizontal, this);
    auto* tables = new QWidget(split);
    auto* grid = new QVBoxLayout(tables);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(new QLabel(tr("<b>Win rate by team</b> (share of all the games)"), tables));
    m_teams = newTable(tables, "teamTable", {tr("Team"), tr("Games won"), tr("Win rate")});
    m_teams->setMaximumHeight(130);
    grid->addWidget(m_teams);
    grid->addWidget(new QLabel(tr("<b>By difficulty</b>"), tables));
    m_difficulties = newTable(tables, "difficultyTable",
                              {tr("Difficulty"), tr("Games"), tr("Human wins"), tr("Human win rate"), tr("Cylon win rate")});
    m_difficulties->setMaximumHeight(130);
    grid->addWidget(m_difficulties);
    grid->addWidget(new QLabel(tr("<b>By character</b> (the games it took part in; click a heading to sort)"), tables));
    m_characters = newTable(tables, "characterTable", {tr("Character"), tr("Games"), tr("Human wins"), tr("Human win rate")});
    m_characters->setSortingEnabled(true);
    grid->addWidget(m_characters, 1);
    auto* chart = new QChart;
    chart->setTitle(tr("How the games ended"));
    chart->legend()->hide();
    m_chart = new QChartView(chart, split);
    m_chart->setObjectName("endReasonsChart");
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumWidth(380);
    split->addWidget(tables);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({560, 620});
    v->addWidget(split, 1);

    connect(m_group, &QComboBox::currentIndexChanged, this, [this](int) { showSummary(); });
    connect(open, &QPushButton::clicked, this, [this] {
        const QString chosen = QFileDialog::getOpenFileName(this, tr("Open a statistics database"), QFileInfo(m_path).absolutePath(),
                                                            tr("Statistics (*.sqlite *.db);;All files (*)"));
        if (!chosen.isEmpty())
            openDatabase(chosen);
    });
    connect(m_exportSummary, &QPushButton::clicked, this, [this] { exportDialog(false); });
    connect(m_exportGames, &QPushButton::clicked, this, [this] { exportDialog(true); });
    resize(1200, 760);
    reload();
}

QString StatisticsWindow::message() const { return m_message->text(); }

QString StatisticsWindow::percent(double value) { return QString::number(value, 'f', 1) + QLatin1Char('%'); }

QString StatisticsWindow::endReasonName(const QString& id) {
    static const std::pair<const char*, const char*> names[] = {
        {"kobol", QT_TR_NOOP("The fleet reached Kobol")},
        {"fuel", QT_TR_NOOP("Out of fuel")},
        {"food", QT_TR_NOOP("Out of food")},
        {"morale", QT_TR_NOOP("Out of morale")},
        {"population", QT_TR_NOOP("Out of population")},
        {"galactica_destroyed", QT_TR_NOOP("Galactica destroyed")},
        {"centurions", QT_TR_NOOP("Centurions took Galactica")},
        {"no_character_left", QT_TR_NOOP("No character left after an execution")},
        {"none", QT_TR_NOOP("Unfinished (decision limit)")},
    };
    for (const auto& [key, name] : names)
        if (id == QLatin1String(key))
            return tr(name);
    return id;
}

QString StatisticsWindow::openDatabase(const QString& path) {
    m_path = path;
    return reload();
}

QString StatisticsWindow::reload() {
    m_file->setText(tr("Database: %1").arg(QDir::toNativeSeparators(m_path)));
    m_loaded = false;
    m_summary = {};
    stats::StatsDatabase db;
    QList<stats::Filter> groups;
    QString why = db.openForReading(m_path);
    if (why.isEmpty())
        why = db.groups(&groups);
    if (!why.isEmpty()) {
        showProblem(db.problem() == stats::Problem::Missing
                        ? tr("No statistics yet. %1 Every game you finish is added, and so is every game "
                             "of galactica-solo-cli simulate --db.")
                              .arg(why)
                        : why);
        return why;
    }
    m_groups = groups;
    m_loaded = true;
    m_group->blockSignals(true);
    m_group->clear();
    m_group->addItem(tr("All games"));
    for (const stats::Filter& g : m_groups)
        m_group->addItem(groupName(g));
    m_group->setCurrentIndex(0);
    m_group->blockSignals(false);
    showSummary();
    return m_message->text().isEmpty() ? QString() : m_message->text();
}

void StatisticsWindow::selectGroup(int index) { m_group->setCurrentIndex(index); }

stats::Filter StatisticsWindow::filter() const {
    const int i = m_group->currentIndex();
    return i >= 1 && i <= m_groups.size() ? m_groups[i - 1] : stats::Filter{};
}

void StatisticsWindow::showProblem(const QString& why) {
    m_message->setText(why);
    m_message->setStyleSheet("background: #fff3cd; color: black;");
    m_message->show();
    for (QTableWidget* t : {m_teams, m_difficulties, m_characters})
        t->setRowCount(0);
    m_chart->chart()->removeAllSeries();
    for (QAbstractAxis* axis : m_chart->chart()->axes())
        m_chart->chart()->removeAxis(axis), delete axis;
    m_exportSummary->setEnabled(false);
    m_exportGames->setEnabled(false);
}

void StatisticsWindow::showSummary() {
    if (!m_loaded)
        return;
    stats::StatsDatabase db;
    stats::Summary s;
    QString why = db.openForReading(m_path);
    if (why.isEmpty())
        why = db.summary(filter(), &s);
    if (!why.isEmpty()) {
        showProblem(why);
        return;
    }
    m_summary = s;
    m_message->clear();
    m_message->setStyleSheet({});
    m_message->hide();
    m_exportSummary->setEnabled(true);
    m_exportGames->setEnabled(true);

    m_teams->setRowCount(0);
    addRow(m_teams, tr("Humans"), {{QString::number(s.all.humanWins), s.all.humanWins}, {percent(s.all.humanPercent()), s.all.humanPercent()}});
    addRow(m_teams, tr("Cylons"), {{QString::number(s.all.cylonWins), s.all.cylonWins}, {percent(s.all.cylonPercent()), s.all.cylonPercent()}});
    if (s.all.unfinished() > 0) {
        const double share = s.all.games ? 100.0 * s.all.unfinished() / s.all.games : 0.0;
        addRow(m_teams, tr("Unfinished"), {{QString::number(s.all.unfinished()), s.all.unfinished()}, {percent(share), share}});
    }
    m_difficulties->setRowCount(0);
    for (const stats::Tally& t : s.byDifficulty)
        addRow(m_difficulties, difficultyName(t.key),
               {{QString::number(t.games), t.games},
                {QString::number(t.humanWins), t.humanWins},
                {percent(t.humanPercent()), t.humanPercent()},
                {percent(t.cylonPercent()), t.cylonPercent()}});
    m_characters->setSortingEnabled(false); // rows are filled in place
    m_characters->setRowCount(0);
    for (const stats::Tally& t : s.byCharacter)
        addRow(m_characters, characterName(t.key),
               {{QString::number(t.games), t.games},
                {QString::number(t.humanWins), t.humanWins},
                {percent(t.humanPercent()), t.humanPercent()}});
    m_characters->setSortingEnabled(true);
    m_characters->sortByColumn(0, Qt::AscendingOrder);

    // The end reasons as bars, the most frequent first.
    QChart* chart = m_chart->chart();
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes())
        chart->removeAxis(axis), delete axis;
    // Horizontal bars, so that every reason's name can be read in full, the count beside each;
    // the first category is drawn at the bottom, so the most frequent comes last.
    auto* set = new QBarSet(tr("Games"));
    set->setLabelColor(palette().color(QPalette::WindowText));
    QStringList categories;
    int most = 1;
    for (auto t = s.byEndReason.crbegin(); t != s.byEndReason.crend(); ++t) {
        *set << t->games;
        categories << endReasonName(t->key);
        most = std::max(most, t->games);
    }
    auto* series = new QHorizontalBarSeries;
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsFormat(QStringLiteral("@value"));
    chart->addSeries(series);
    auto* reasons = new QBarCategoryAxis;
    reasons->append(categories);
    auto* games = new QValueAxis;
    games->setRange(0, most * 1.2);
    games->setLabelFormat("%d");
    games->applyNiceNumbers();
    games->setTitleText(tr("Games"));
    chart->addAxis(reasons, Qt::AlignLeft);
    chart->addAxis(games, Qt::AlignBottom);
    series->attachAxis(reasons);
    series->attachAxis(games);
    chart->setTitle(s.all.games == 1 ? tr("How the games ended (1 game)")
                                     : tr("How the games ended (%1 games)").arg(s.all.games));
}

QStringList StatisticsWindow::summaryCsvHeader() {
    return {"group", "key", "name", "games", "human_wins", "cylon_wins", "unfinished", "human_win_percent", "cylon_win_percent"};
}

QList<QStringList> StatisticsWindow::summaryCsvRows() const {
    QList<QStringList> rows;
    rows << tallyRows("all", {m_summary.all}, [](const QString&) { return tr("All games"); });
    rows << tallyRows("difficulty", m_summary.byDifficulty, difficultyName);
    rows << tallyRows("character", m_summary.byCharacter, characterName);
    rows << tallyRows("end_reason", m_summary.byEndReason, endReasonName);
    return rows;
}

QStringList StatisticsWindow::gamesCsvHeader() {
    return {"finished_at", "source", "policy",  "mode",          "seed",     "characters",      "difficulty",
            "winner",      "end_reason", "turns", "decisions", "seconds", "program_version", "rules_revision"};
}

QString StatisticsWindow::exportSummaryCsv(const QString& path) const {
    if (!m_loaded)
        return message();
    return stats::writeCsv(path, summaryCsvHeader(), summaryCsvRows());
}

QString StatisticsWindow::exportGamesCsv(const QString& path) const {
    stats::StatsDatabase db;
    QList<stats::GameRecord> games;
    QString why = db.openForReading(m_path);
    if (why.isEmpty())
        why = db.games(filter(), &games);
    if (!why.isEmpty())
        return why;
    QList<QStringList> rows;
    for (const stats::GameRecord& g : games)
        rows << QStringList{g.finished.toUTC().toString(Qt::ISODateWithMs),
                            g.source,
                            g.policy,
                            g.mode,
                            QString::number(g.seed),
                            g.characters.join(QLatin1Char(' ')),
                            g.difficulty,
                            g.winner,
                            g.endReason,
                            QString::number(g.turns),
                            QString::number(g.decisions),
                            QString::number(g.seconds, 'f', 3),
                            g.programVersion,
                            QString::number(g.rulesRevision)};
    return stats::writeCsv(path, gamesCsvHeader(), rows);
}

void StatisticsWindow::exportDialog(bool games) {
    const QString path = QFileDialog::getSaveFileName(this, games ? tr("Export the games as CSV") : tr("Export the summary as CSV"),
                                                      QString(), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    const QString file = path.endsWith(".csv") ? path : path + ".csv";
    if (const QString why = games ? exportGamesCsv(file) : exportSummaryCsv(file); !why.isEmpty())
        showPlainWarning(this, tr("Cannot export"), why);
}

} // namespace bsg::gui
