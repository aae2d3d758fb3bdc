#include "log_view.h"

#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace bsg::gui {

LogView::LogView(QWidget* parent) : QWidget(parent) {
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(2, 2, 2, 2);
    m_search = new QLineEdit(this);
    m_search->setObjectName("logSearch");
    m_search->setPlaceholderText(tr("Search the log (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    v->addWidget(m_search);
    m_list = new QListWidget(this);
    m_list->setObjectName("logList");
    // One line per event keeps a long log fast to extend; the tooltip has the whole line.
    m_list->setUniformItemSizes(true);
    m_list->setTextElideMode(Qt::ElideMiddle);
    v->addWidget(m_list, 1);
    connect(m_search, &QLineEdit::textChanged, this, &LogView::applyFilter);
    m_timer = new QTimer(this);
    m_timer->setInterval(350);
    connect(m_timer, &QTimer::timeout, this, &LogView::showNext);
}

void LogView::clear() {
    m_pending.clear();
    m_timer->stop();
    m_list->clear();
}

void LogView::setPaced(bool paced) {
    m_paced = paced;
    if (!paced)
        while (!m_pending.isEmpty())
            showNext();
}

void LogView::addLine(const QJsonObject& o, bool highlight) {
    QString text = o.value("text").toString();
    if (o.value("unimplemented").toBool())
        text = tr("[not carried out yet] %1").arg(text);
    auto* item = new QListWidgetItem(tr("%1 · %2").arg(o.value("step").toInt()).arg(text), m_list);
    item->setToolTip(item->text());
    // Hiding a row relayouts the whole list: touch it only while a search is active.
    if (const QString needle = m_search->text(); !needle.isEmpty() && !item->text().contains(needle, Qt::CaseInsensitive))
        item->setHidden(true);
    if (highlight) {
        QFont f = item->font();
        f.setBold(true);
        item->setFont(f);
        if (m_list->count() > 1) // only the newest stays bold
            m_list->item(m_list->count() - 2)->setFont(m_list->font());
    }
}

void LogView::append(const QJsonArray& events) {
    if (!m_paced || events.size() <= 1) {
        for (const auto& e : events)
            addLine(e.toObject(), false);
        m_list->scrollToBottom();
        return;
    }
    for (const auto& e : events)
        m_pending << e.toObject();
    if (!m_timer->isActive()) {
        showNext();
        m_timer->start();
    }
}

void LogView::showNext() {
    if (m_pending.isEmpty()) {
        m_timer->stop();
        return;
    }
    addLine(m_pending.takeFirst(), true);
    m_list->scrollToBottom();
}

void LogView::applyFilter() {
    const QString needle = m_search->text();
    for (int i = 0; i < m_list->count(); ++i)
        m_list->item(i)->setHidden(!needle.isEmpty() && !m_list->item(i)->text().contains(needle, Qt::CaseInsensitive));
}

QStringList LogView::visibleLines() const {
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        if (!m_list->item(i)->isHidden())
            out << m_list->item(i)->text();
    return out;
}

} // namespace bsg::gui
