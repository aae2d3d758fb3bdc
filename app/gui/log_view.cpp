#include "log_view.h"

#include "names.h"
#include "plain_text.h"

#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
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
}

void LogView::clear() {
    m_bold = nullptr;
    m_list->clear();
}

void LogView::addLine(const QJsonObject& o) {
    QString text = o.value("text").toString();
    if (o.value("unimplemented").toBool())
        text = tr("[not carried out yet] %1").arg(text);
    auto* item = new QListWidgetItem(tr("%1 · %2").arg(o.value("step").toInt()).arg(text), m_list);
    // The whole line, and the text of every card it names.
    const QString cards = cardTextsIn(text);
    item->setToolTip(plainToolTip(cards.isEmpty() ? item->text() : item->text() + "\n\n" + cards));
    // Hiding a row relayouts the whole list: touch it only while a search is active.
    if (const QString needle = m_search->text(); !needle.isEmpty() && !item->text().contains(needle, Qt::CaseInsensitive))
        item->setHidden(true);
}

void LogView::append(const QJsonArray& events, bool highlight) {
    if (events.isEmpty())
        return;
    if (m_bold) {
        m_bold->setFont(m_list->font());
        m_bold = nullptr;
    }
    for (const auto& e : events)
        addLine(e.toObject());
    if (highlight) {
        m_bold = m_list->item(m_list->count() - 1);
        QFont f = m_bold->font();
        f.setBold(true);
        m_bold->setFont(f);
    }
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
