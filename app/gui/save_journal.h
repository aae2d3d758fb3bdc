#pragma once
// The desktop program's save journal (docs/gui.md, "Saves, undo, replay"; issue #37 point 5).
// A library game is a whole save (`game-….json`, format 4 of docs/protocol.md, written through
// QSaveFile) and, beside it, a journal (`game-….journal`) that each decision appends one line
// to, so a decision writes what it changed and not the whole game again. The save carries a
// top-level "journal_id" (a field the save format ignores); the journal's first line names
// that id, and a journal naming another id is left over from before the save was last
// rewritten (it holds nothing the save does not) and is ignored. Every further line is one
// JSON object ending in a newline:
//   {"at":K,"log":[entries],"keep_checkpoints_to":G,"checkpoints":[…],"rewinds":[…]}
// meaning: the log keeps its first K entries and goes on with `log`; the checkpoints up to
// entry G stay and `checkpoints` follow; `rewinds` join the save's list. A last line without
// its newline was cut short by the program's end (kill -9) and is dropped: its decision was
// never reported saved.
#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace bsg::gui {

// `game-x.json` → `game-x.journal` (any other name: the name + ".journal").
QString journalPathOf(const QString& savePath);

// The journal's first line, for the save whose "journal_id" is `id`.
QByteArray journalHeader(const QString& id);
// One line of the journal (compact JSON and its newline).
QByteArray journalLine(const QJsonObject& record);

// The save `save` with the lines of `journal` applied, as the bytes of a whole save; the save
// unchanged when the journal is empty or belongs to another version of it. nullopt with a
// reason when a line is damaged (a line the program did not write).
std::optional<QByteArray> applyJournal(const QByteArray& save, const QByteArray& journal, QString* why);

// The save at `path` with its journal, if it has one (both read with the save limits).
std::optional<QByteArray> readSaveWithJournal(const QString& path, QString* why);

} // namespace bsg::gui
