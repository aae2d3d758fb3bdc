#include "help_dialogs.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QWidget>

namespace bsg::gui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("Help", text); }

void showText(QWidget* window, const QString& title, const QString& html, const QString& name) {
    auto* dialog = new QDialog(window);
    dialog->setObjectName(name);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(title);
    auto* v = new QVBoxLayout(dialog);
    auto* text = new QTextBrowser(dialog);
    text->setHtml(html);
    v->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    v->addWidget(buttons);
    dialog->resize(640, 560);
    dialog->show();
}

struct Section {
    QStringList phases;
    const char* title;
    const char* body;
};

} // namespace

QStringList shortcutLines(QWidget* window) {
    QStringList lines;
    for (QAction* a : window->findChildren<QAction*>()) {
        if (a->shortcut().isEmpty())
            continue;
        QString name = a->text();
        name.remove('&');
        name.remove(QStringLiteral("…"));
        lines << QStringLiteral("%1: %2").arg(a->shortcut().toString(QKeySequence::NativeText), name);
    }
    lines << tr("1 … 9: choose the option with that number");
    lines << tr("Click a highlighted place, space area, character or card: choose it");
    lines << tr("Space or Esc while automated steps are shown: show the rest at once");
    return lines;
}

void showShortcutsDialog(QWidget* window) {
    QString html = "<h2>" + tr("Keyboard shortcuts") + "</h2><ul>";
    for (const QString& line : shortcutLines(window))
        html += "<li>" + line.toHtmlEscaped() + "</li>";
    html += "</ul>";
    showText(window, tr("Keyboard shortcuts"), html, "shortcutsDialog");
}

QString rulesHtml(const QString& phase) {
    // Our own summary of the turn and of Four Solo; the rulebooks remain the authority.
    const Section sections[] = {
        {{"setup"}, QT_TRANSLATE_NOOP("Help", "Setting up"),
         QT_TRANSLATE_NOOP("Help", "Each character takes its starting skill cards, choosing the decks its skills "
                                   "allow. The fleet starts with the ships shown on the board.")},
        {{"receive_skills"}, QT_TRANSLATE_NOOP("Help", "1. Receive skills"),
         QT_TRANSLATE_NOOP("Help", "The current character draws the skill cards printed on its sheet; for a "
                                   "choice of types you pick each card's type.")},
        {{"movement"}, QT_TRANSLATE_NOOP("Help", "2. Movement"),
         QT_TRANSLATE_NOOP("Help", "Stay, or move to another location. Moving to the other ship costs a skill "
                                   "card. A pilot in a viper may move to an adjacent space area instead.")},
        {{"action"}, QT_TRANSLATE_NOOP("Help", "3. Action"),
         QT_TRANSLATE_NOOP("Help", "Take one action: the location's, an action card from the hand, a character "
                                   "ability or a title's action - or nothing.")},
        {{"crisis", "skill_check"}, QT_TRANSLATE_NOOP("Help", "4. Crisis"),
         QT_TRANSLATE_NOOP("Help", "Draw a crisis card and resolve it. For a skill check, every character in "
                                   "turn adds cards face down; two destiny cards join them; matching colours "
                                   "count for, others against.")},
        {{"activate_cylon_ships"}, QT_TRANSLATE_NOOP("Help", "5. Activate Cylon ships"),
         QT_TRANSLATE_NOOP("Help", "The crisis card's symbol says which Cylon ships act: raiders attack or move, "
                                   "heavy raiders move toward Galactica, basestars attack, or raiders launch.")},
        {{"jump"}, QT_TRANSLATE_NOOP("Help", "6. Prepare for jump"),
         QT_TRANSLATE_NOOP("Help", "A jump icon advances the jump track. At its end the fleet jumps: the Admiral "
                                   "picks one of two destinations and the distance grows.")},
        {{"end_of_turn"}, QT_TRANSLATE_NOOP("Help", "End of turn"),
         QT_TRANSLATE_NOOP("Help", "Hands over the limit are discarded down, and play passes to the next "
                                   "character clockwise.")},
        {{"solo"}, QT_TRANSLATE_NOOP("Help", "Four Solo"),
         QT_TRANSLATE_NOOP("Help", "You play all four characters. The team needs a political leader, a military "
                                   "leader and a pilot. You see the current character's hand; the others show "
                                   "only their card backs and Active Cards. Nobody knows who is a Cylon until a "
                                   "loyalty card is looked at or revealed.")},
        {{"game_over"}, QT_TRANSLATE_NOOP("Help", "Winning and losing"),
         QT_TRANSLATE_NOOP("Help", "The humans win by jumping from distance 8 on. The Cylons win if a resource "
                                   "runs out, Galactica is destroyed or the centurions reach the end of the "
                                   "boarding track.")},
    };
    QString html = "<h2>" + tr("How a turn goes") + "</h2>";
    for (const Section& s : sections) {
        const bool now = s.phases.contains(phase);
        html += now ? "<div style='background:#ffe9a8; border:2px solid #b07d00; padding:4px'>" : "<div>";
        html += "<h3>" + tr(s.title) + (now ? " " + tr("◀ you are here") : QString()) + "</h3>";
        html += "<p>" + tr(s.body) + "</p></div>";
    }
    return html;
}

void showRulesDialog(QWidget* window, const QString& phase) {
    showText(window, tr("Rules reference"), rulesHtml(phase), "rulesDialog");
}

} // namespace bsg::gui
