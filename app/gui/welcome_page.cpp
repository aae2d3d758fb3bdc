#include "welcome_page.h"
#include "plain_text.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace bsg::gui {

WelcomePage::WelcomePage(QWidget* parent) : QWidget(parent) {
    setObjectName("welcomePage");
    auto* outer = new QVBoxLayout(this);
    outer->addStretch(1);
    auto* column = new QVBoxLayout;
    auto* title = new QLabel(tr("<h1>Galactica Solo</h1>"), this);
    title->setAlignment(Qt::AlignCenter);
    column->addWidget(title);
    auto* about = new QLabel(this);
    about->setObjectName("welcomeText");
    about->setWordWrap(true);
    about->setMaximumWidth(640);
    about->setText(
        tr("Four Solo is a fan-made way to play Battlestar Galactica: The Board Game by yourself, steering four "
           "human characters at once. You see only the hand of the character whose turn it is, and nobody knows "
           "who among the four is a Cylon until the rules turn the loyalty cards over. The program deals the cards, "
           "runs the crises, the Cylon ships and any revealed Cylon for you, and leaves every choice the humans "
           "make to you."));
    column->addWidget(about, 0, Qt::AlignHCenter);
    column->addSpacing(16);

    auto* buttons = new QGridLayout;
    buttons->setHorizontalSpacing(12);
    auto add = [&](const QString& text, const QString& hint, const char* name, int row) {
        auto* b = new QPushButton(text, this);
        b->setObjectName(QLatin1String(name));
        b->setMinimumWidth(220);
        b->setAutoDefault(true); // Enter presses the focused button
        auto* label = new QLabel(hint, this);
        makePlain(label); // the Continue line names a game from the library's index
        label->setObjectName(QLatin1String(name) + QLatin1String("Text"));
        label->setWordWrap(true);
        buttons->addWidget(b, row, 0);
        buttons->addWidget(label, row, 1);
        return std::pair{b, label};
    };
    m_new = add(tr("&New Game…"), tr("Choose four characters and a difficulty (Ctrl+N)."), "welcomeNew", 0).first;
    std::tie(m_continue, m_continueText) = add(tr("&Continue"), {}, "welcomeContinue", 1);
    auto* open = add(tr("&Open Save…"), tr("A game saved to a file of your own (Ctrl+O)."), "welcomeOpen", 2).first;
    auto* recent = add(tr("&Recent Games…"), tr("Every game you played: continue one or replay it."), "welcomeRecent", 3).first;
    auto* rules = add(tr("Rules Re&ference"), tr("The turn and the Four Solo rules in short (F2)."), "welcomeRules", 4).first;
    column->addLayout(buttons);
    auto* centre = new QHBoxLayout;
    centre->addStretch(1);
    centre->addLayout(column);
    centre->addStretch(1);
    outer->addLayout(centre);
    outer->addStretch(2);

    connect(m_new, &QPushButton::clicked, this, &WelcomePage::newGameRequested);
    connect(m_continue, &QPushButton::clicked, this, &WelcomePage::continueRequested);
    connect(open, &QPushButton::clicked, this, &WelcomePage::openRequested);
    connect(recent, &QPushButton::clicked, this, &WelcomePage::recentRequested);
    connect(rules, &QPushButton::clicked, this, &WelcomePage::rulesRequested);
    setContinueText({});
}

void WelcomePage::setContinueText(const QString& description) {
    m_continue->setEnabled(!description.isEmpty());
    m_continueText->setText(description.isEmpty() ? tr("No unfinished game.") : description);
}

void WelcomePage::focusFirstButton() { (m_continue->isEnabled() ? m_continue : m_new)->setFocus(); }

} // namespace bsg::gui
