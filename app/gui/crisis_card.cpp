#include "crisis_card.h"

#include "carddb.h"
#include "effect_text.h"
#include "names.h"
#include "plain_text.h"

#include <QLabel>
#include <QVBoxLayout>

namespace bsg::gui {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
} // namespace

CrisisCardView::CrisisCardView(QWidget* parent) : QFrame(parent) {
    setObjectName("crisisCard");
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, QColor(0xf4, 0xe9, 0xd0)); // a card, not a panel
    pal.setColor(QPalette::WindowText, Qt::black);
    setPalette(pal);
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(8, 6, 8, 6);
    m_name = new QLabel(this);
    makePlain(m_name);
    QFont f = m_name->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.1);
    m_name->setFont(f);
    m_name->setWordWrap(true);
    m_body = new QLabel(this);
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    v->addWidget(m_name);
    v->addWidget(m_body);
    v->addStretch(1); // the row may be taller than the card: the space goes below the text
    setMinimumWidth(220);
    setMaximumWidth(380);
    hide();
}

void CrisisCardView::showState(const StateView& state) {
    const QString& id = state.currentCrisis;
    const int card = id.isEmpty() ? -1 : db().crisis(id.toStdString());
    if (card < 0) {
        m_crisis.clear();
        hide();
        return;
    }
    m_crisis = id;
    const CrisisCardText t = bsg::crisisCardText(CardIdx(card));
    m_name->setText(qs(t.name));
    QStringList lines;
    lines << "<i>" + qs(t.summary).toHtmlEscaped() + "</i>";
    if (!t.choice.empty())
        lines << qs(t.choice).toHtmlEscaped();
    if (!t.check.empty()) {
        QString check = qs(t.check).toHtmlEscaped();
        // The colours that count now, when a check is under way (they may have changed).
        QStringList now;
        if (state.skillCheck)
            for (const QString& type : state.skillCheck->skills)
                now << skillTypeName(type);
        if (!now.isEmpty())
            check += "<br><b>" + tr("Counting now: %1 (difficulty %2)").arg(now.join("/")).arg(state.skillCheck->difficulty) +
                     "</b>";
        lines << check;
    }
    for (const std::string* part : {&t.pass, &t.partial, &t.fail, &t.special})
        if (!part->empty())
            lines << qs(*part).toHtmlEscaped();
    lines << qs(t.activation).toHtmlEscaped() + " · " + qs(t.jump).toHtmlEscaped();
    m_body->setText(lines.join("<br>"));
    setToolTip(crisisCardText(id));
    show();
}

QString CrisisCardView::text() const { return m_name->text() + "\n" + m_body->text(); }

} // namespace bsg::gui
