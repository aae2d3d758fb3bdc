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
    // The buttons are kept and relabelled: creating and laying out new ones on every decision
    // is most of a redraw. Button i always answers with the i-th option of the decision shown.
    m_ids.clear();
    const QJsonObject d = decision.toObject();
    const QJsonArray options = d.value("options").toArray();
    if (!decision.isObject())
        m_prompt->setText(gameOverText.isEmpty() ? tr("No decision is pending.") : gameOverText);
    else
        m_prompt->setText(tr("%1 decides: %2").arg(characterName(d.value("actor").toString()), d.value("prompt").toString()));
    const int columns = options.size() > 8 ? 3 : 2;
    while (m_pool.size() < options.size()) {
        const int index = int(m_pool.size());
        auto* b = new QPushButton(m_buttons);
        connect(b, &QPushButton::clicked, this, [this, index] {
            if (index < m_ids.size())
                Q_EMIT optionChosen(m_ids[index]);
        });
        m_pool << b;
        m_grid->addWidget(b, index / m_columns, index % m_columns);
    }
    if (columns != m_columns) {
        m_columns = columns;
        for (int i = 0; i < m_pool.size(); ++i) {
            m_grid->removeWidget(m_pool[i]);
            m_grid->addWidget(m_pool[i], i / columns, i % columns);
        }
    }
    for (int i = 0; i < m_pool.size(); ++i) {
        QPushButton* b = m_pool[i];
        if (i >= options.size()) {
            b->hide();
            b->setObjectName(QString());
            continue;
        }
        const QJsonObject o = options[i].toObject();
        const QString id = o.value("id").toString();
        const QString label = o.value("label").toString();
        const QString text = i < 9 ? QStringLiteral("%1. %2").arg(i + 1).arg(label) : label;
        if (b->text() != text)
            b->setText(text);
        b->setObjectName("option:" + id);
        b->setToolTip(i < 9 ? tr("%1 (key %2)").arg(id).arg(i + 1) : id);
        b->show();
        m_ids << id;
    }
}

void DecisionPanel::chooseIndex(int n) {
    if (n >= 0 && n < m_ids.size())
        Q_EMIT optionChosen(m_ids[n]);
}

} // namespace bsg::gui
