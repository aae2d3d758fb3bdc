#include "recent_games_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace bsg::gui {

RecentGamesDialog::RecentGamesDialog(const QList<GameEntry>& games, const QString& currentFile, QWidget* parent)
    : QDialog(parent), m_games(games) {
    setObjectName("recentGamesDialog");
    setWindowTitle(tr("Recent Games"));
    auto* v = new QVBoxLayout(this);
    auto* hint = new QLabel(tr("Every game you started is kept. Continue an unfinished one, or watch any of them "
                               "again in the replay viewer."),
                            this);
    hint->setWordWrap(true);
    v->addWidget(hint);
    m_list = new QTreeWidget(this);
    m_list->setObjectName("recentList");
    m_list->setRootIsDecorated(false);
    m_list->setAllColumnsShowFocus(true);
    m_list->setHeaderLabels({tr("Last played"), tr("Characters"), tr("Seed"), tr("Progress"), tr("Result")});
    const QLocale locale;
    for (const GameEntry& g : m_games) {
        QString result = g.over ? (g.winner == QLatin1String("humans") ? tr("Humans won") : tr("Cylons won"))
                                : tr("Unfinished");
        if (g.file == currentFile)
            result += tr(" (on the table)");
        auto* item = new QTreeWidgetItem(m_list, {locale.toString(g.played, QLocale::ShortFormat), characterList(g.characters),
                                                  QString::number(g.seed),
                                                  tr("turn %1, %2 decisions").arg(g.turn).arg(g.decisions), result});
        item->setToolTip(1, tr("Difficulty: %1").arg(g.difficulty));
    }
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    v->addWidget(m_list, 1);

    auto* box = new QDialogButtonBox(this);
    m_continue = box->addButton(tr("&Continue This Game"), QDialogButtonBox::AcceptRole);
    m_continue->setObjectName("continueGame");
    m_replay = box->addButton(tr("Open in the &Replay Viewer"), QDialogButtonBox::ActionRole);
    m_replay->setObjectName("replayGame");
    box->addButton(QDialogButtonBox::Close);
    v->addWidget(box);
    connect(m_continue, &QPushButton::clicked, this, [this] { finish(Choice::Continue); });
    connect(m_replay, &QPushButton::clicked, this, [this] { finish(Choice::Replay); });
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Enter or a double click: continue an unfinished game, replay a finished one.
    connect(m_list, &QTreeWidget::itemActivated, this, [this] {
        finish(m_continue->isEnabled() ? Choice::Continue : Choice::Replay);
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &RecentGamesDialog::updateButtons);
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    m_list->setFocus();
    updateButtons();
    resize(900, 480);
}

void RecentGamesDialog::updateButtons() {
    const int row = m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1;
    m_continue->setEnabled(row >= 0 && !m_games[row].over);
    m_replay->setEnabled(row >= 0);
}

void RecentGamesDialog::finish(Choice choice) {
    const int row = m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1;
    if (row < 0 || (choice == Choice::Continue && m_games[row].over))
        return;
    m_choice = choice;
    m_file = m_games[row].file;
    accept();
}

} // namespace bsg::gui
