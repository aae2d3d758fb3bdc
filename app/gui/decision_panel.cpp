#include "decision_panel.h"

#include "names.h"

#include <QGridLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace bsg::gui {

DecisionPanel::DecisionPanel(QWidget* parent) : QWidget(parent) {
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(4, 4, 4, 4);
    m_prompt = new QLabel(this);
    m_prompt->setObjectName("prompt");
    m_prompt->setWordWrap(true);
    QFont f = m_prompt->font();
    f.setPointSizeF(f.pointSizeF() * 1.15);
    f.setBold(true);
    m_prompt->setFont(f);
    v->addWidget(m_prompt);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_buttons = new QWidget(scroll);
    m_grid = new QGridLayout(m_buttons);
    m_grid->setContentsMargins(0, 0, 0, 0);
    scroll->setWidget(m_buttons);
    v->addWidget(scroll, 1);
}

void DecisionPanel::showDecision(const QJsonValue& decision, const QString& gameOverText) {
    // Replace the buttons wholesale: a decision rarely has more than a few dozen options.
    // The clicked button may still be inside its own signal: retire buttons, delete later.
    for (QPushButton* b : m_buttons->findChildren<QPushButton*>(Qt::FindDirectChildrenOnly)) {
        if (b->objectName().isEmpty())
            continue; // already retired
        m_grid->removeWidget(b);
        b->hide();
        b->setObjectName(QString());
        b->disconnect(this);
        b->deleteLater();
    }
    m_ids.clear();
    if (!decision.isObject()) {
        m_prompt->setText(gameOverText.isEmpty() ? tr("No decision is pending.") : gameOverText);
        return;
    }
    const QJsonObject d = decision.toObject();
    const QString actor = d.value("actor").toString();
    m_prompt->setText(tr("%1 decides: %2").arg(characterName(actor), d.value("prompt").toString()));
    const QJsonArray options = d.value("options").toArray();
    const int columns = options.size() > 8 ? 3 : 2;
    for (int i = 0; i < options.size(); ++i) {
        const QJsonObject o = options[i].toObject();
        const QString id = o.value("id").toString();
        const QString label = o.value("label").toString();
        auto* b = new QPushButton(i < 9 ? QStringLiteral("%1. %2").arg(i + 1).arg(label) : label, m_buttons);
        b->setObjectName("option:" + id);
        b->setToolTip(i < 9 ? tr("%1 (key %2)").arg(id).arg(i + 1) : id);
        connect(b, &QPushButton::clicked, this, [this, id] { Q_EMIT optionChosen(id); });
        m_grid->addWidget(b, i / columns, i % columns);
        m_ids << id;
    }
}

void DecisionPanel::chooseIndex(int n) {
    if (n >= 0 && n < m_ids.size())
        Q_EMIT optionChosen(m_ids[n]);
}

} // namespace bsg::gui
