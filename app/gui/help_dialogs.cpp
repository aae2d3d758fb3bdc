#include "help_dialogs.h"

#include "character_sheet.h"
#include "names.h"

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
    lines << tr("1 … 9, 0, A … Z: choose the option marked with that key");
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
        {{"solo", "setup"}, QT_TRANSLATE_NOOP("Help", "Four Solo: your team and what you see"),
         QT_TRANSLATE_NOOP("Help", "You play all four characters; the team needs a political leader, a military "
                                   "leader and a pilot. No loyalty card is yours, so you do not know who the Cylon "
                                   "is. You see the hand of the character whose turn it is; the others show only "
                                   "how many cards of each colour they hold, plus their Active Cards.")},
        {{"end_of_turn"}, QT_TRANSLATE_NOOP("Help", "Four Solo: Active Cards"),
         QT_TRANSLATE_NOOP("Help", "As a character's turn ends you pick one of its cards to lie face up as its "
                                   "Active Card (none in the first round); it returns to the hand when that "
                                   "character's next turn starts. Any character's Active Card may be played "
                                   "between the steps of a turn - or, for a card with its own timing, in that "
                                   "moment - but never during a crisis. A played Active Card is not replaced "
                                   "before its owner's turn ends. A revealed Cylon has none.")},
        {{"skill_check"}, QT_TRANSLATE_NOOP("Help", "Four Solo: skill checks"),
         QT_TRANSLATE_NOOP("Help", "Every card goes in face down, destiny cards included. Until a Cylon is "
                                   "revealed, the current character adds one random card of a colour that does "
                                   "not count, without showing it (nothing if it has none); you choose freely for "
                                   "the others, except their Active Cards. Once a Cylon is revealed the current "
                                   "character is yours to choose for too, and the revealed Cylon adds its "
                                   "strongest card of a wrong colour.")},
        {{}, QT_TRANSLATE_NOOP("Help", "Four Solo: querying"),
         QT_TRANSLATE_NOOP("Help", "When a rule makes another character decide - the President discarding during "
                                   "someone else's turn, the Admiral picking a destination - you see that "
                                   "character's hand for that decision only; the log says who was queried.")},
        {{"jump"}, QT_TRANSLATE_NOOP("Help", "Four Solo: after a jump"),
         QT_TRANSLATE_NOOP("Help", "When a jump is complete, one face-down loyalty card of the current character "
                                   "is turned up at random (after the new loyalty cards of the halfway point are "
                                   "dealt). A Cylon card reveals that character at once. A loyalty card once seen "
                                   "stays face up; a character seen to be a Cylon keeps playing as a human (the "
                                   "Sleeper Agent) until a jump reveals it or the fleet is one jump from Kobol, "
                                   "when it reveals itself at its next movement step. From distance 8 on, the "
                                   "current character shows every loyalty card at its movement step.")},
        {{}, QT_TRANSLATE_NOOP("Help", "Four Solo: the revealed Cylon"),
         QT_TRANSLATE_NOOP("Help", "A revealed Cylon keeps its three strongest cards and then plays itself: it "
                                   "draws a colour it lacks (the leftmost one if several), else its weakest "
                                   "colour (the leftmost of equals); each turn it moves one Cylon location to "
                                   "the right (from the Resurrection Ship back to Caprica) and uses that "
                                   "location; it draws no crisis. Every step it takes is a numbered line in the "
                                   "log.")},
        {{"game_over"}, QT_TRANSLATE_NOOP("Help", "Four Solo: the Golden Rule and winning"),
         QT_TRANSLATE_NOOP("Help", "Wherever the variant leaves a choice open - which basestar, which card among "
                                   "equals - you are asked, and you may pick what helps the humans. You win when "
                                   "the humans win.")},
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
    html += "<h2>" + tr("Skill types") + "</h2><p>" +
            tr("Each type has its colour and a symbol, on the cards, the decks and the character sheets: politics "
               "(yellow) a hall of government, leadership (green) two rank chevrons, tactics (purple) a gunsight, "
               "piloting (red) a delta wing, engineering (blue) a gear; treachery (brown) two crossed blades.") +
            "</p>";
    // Every character: what it draws and each ability and weakness (the sheet's words).
    html += "<h2>" + tr("The characters") + "</h2>";
    for (const QString& id : allCharacterIds()) {
        html += "<h3>" + characterName(id).toHtmlEscaped() + "</h3><p>" + characterSummary(id).toHtmlEscaped() + "</p><ul>";
        for (const QString& line : characterAbilityLines(id, std::nullopt))
            html += "<li>" + line.toHtmlEscaped() + "</li>";
        html += "</ul>";
    }
    return html;
}

void showRulesDialog(QWidget* window, const QString& phase) {
    showText(window, tr("Rules reference"), rulesHtml(phase), "rulesDialog");
}

} // namespace bsg::gui
