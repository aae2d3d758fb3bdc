#include "log_view.h"

#include "names.h"
#include "plain_text.h"

#include <QHelpEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QToolTip>
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
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName("logText");
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_text->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_text->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_text->setUndoRedoEnabled(false);
    m_text->viewport()->installEventFilter(this);
    v->addWidget(m_text, 1);
    connect(m_search, &QLineEdit::textChanged, this, &LogView::applyFilter);
}

void LogView::clear() {
    m_lines.clear();
    m_shown.clear();
    m_boldLine = -1;
    m_text->clear();
}

bool LogView::matches(const QString& line) const {
    const QString needle = m_search->text();
    return needle.isEmpty() || line.contains(needle, Qt::CaseInsensitive);
}

void LogView::setBold(int block, bool bold) {
    const QTextBlock b = m_text->document()->findBlockByNumber(block);
    if (!b.isValid())
        return;
    QTextCursor cursor(b);
    cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    QTextCharFormat format;
    format.setFontWeight(bold ? QFont::Bold : QFont::Normal);
    cursor.mergeCharFormat(format);
}

void LogView::append(const QList<EventView>& events, bool highlight) {
    if (events.isEmpty())
        return;
    if (m_boldLine >= 0) {
        if (const int block = int(m_shown.indexOf(m_boldLine)); block >= 0)
            setBold(block, false);
        m_boldLine = -1;
    }
    QStringList added;
    for (const EventView& e : events) {
        QString text = e.text;
        if (e.unimplemented)
            text = tr("[not carried out yet] %1").arg(text);
        m_lines << tr("%1 · %2").arg(e.step).arg(text);
        if (matches(m_lines.last())) {
            m_shown << int(m_lines.size()) - 1;
            added << m_lines.last();
        }
    }
    if (!added.isEmpty())
        m_text->appendPlainText(added.join('\n')); // one block per line
    if (highlight) {
        m_boldLine = int(m_lines.size()) - 1;
        if (!m_shown.isEmpty() && m_shown.last() == m_boldLine)
            setBold(int(m_shown.size()) - 1, true);
    }
    m_text->verticalScrollBar()->setValue(m_text->verticalScrollBar()->maximum());
}

void LogView::applyFilter() {
    m_shown.clear();
    QStringList shown;
    for (int i = 0; i < m_lines.size(); ++i)
        if (matches(m_lines[i])) {
            m_shown << i;
            shown << m_lines[i];
        }
    m_text->setPlainText(shown.join('\n'));
    if (const int block = int(m_shown.indexOf(m_boldLine)); m_boldLine >= 0 && block >= 0)
        setBold(block, true);
    m_text->verticalScrollBar()->setValue(m_text->verticalScrollBar()->maximum());
}

QStringList LogView::visibleLines() const {
    QStringList out;
    for (int i : m_shown)
        out << m_lines[i];
    return out;
}

QString LogView::lineToolTip(int visibleIndex) const {
    if (visibleIndex < 0 || visibleIndex >= m_shown.size())
        return {};
    // The whole line, and the text of every card it names.
    const QString line = m_lines[m_shown[visibleIndex]];
    const QString cards = cardTextsIn(line);
    return plainToolTip(cards.isEmpty() ? line : line + "\n\n" + cards);
}

bool LogView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_text->viewport() && event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QTextCursor at = m_text->cursorForPosition(help->pos());
        if (const QString tip = lineToolTip(at.blockNumber()); !tip.isEmpty())
            QToolTip::showText(help->globalPos(), tip, m_text->viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace bsg::gui
