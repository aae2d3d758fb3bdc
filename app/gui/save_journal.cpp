#include "save_journal.h"

#include "json_tree.h"
#include "save_io.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace bsg::gui {

namespace {

const QString kJournalFormat = QStringLiteral("galactica-solo/journal");
constexpr int kJournalVersion = 1;

QString tr(const char* text) { return QCoreApplication::translate("SaveJournal", text); }

// A JSON object as the save reader reads it (RFC 8259: no raw control characters or lone
// surrogates, which Qt's parser would let through), else an empty object.
QJsonObject strictObject(const QByteArray& text) {
    std::string why;
    size_t offset = 0;
    if (!gamekit::JsonTree::parse(std::string_view(text.constData(), size_t(text.size())), &why, &offset))
        return {};
    return QJsonDocument::fromJson(text).object();
}

// A whole count in [low, high] (JSON numbers are doubles), else -1.
int countIn(const QJsonValue& v, int low, int high) {
    if (!v.isDouble())
        return -1;
    const double d = v.toDouble();
    return d == double(int(d)) && d >= low && d <= high ? int(d) : -1;
}

// One record line applied to the save's parts; false when the line is not one the program writes.
bool applyRecord(const QJsonObject& record, QJsonArray& log, QJsonArray& checkpoints, QJsonArray& rewinds) {
    const int at = countIn(record.value("at"), 0, int(log.size()));
    const int keep = countIn(record.value("keep_checkpoints_to"), 0, at);
    const QJsonValue more = record.value("log"), marks = record.value("checkpoints"), undone = record.value("rewinds");
    if (at < 0 || keep < 0 || !more.isArray() || !marks.isArray() || !undone.isArray() || record.size() != 5)
        return false;
    while (log.size() > at)
        log.removeLast();
    for (const QJsonValue& e : more.toArray())
        log.append(e);
    while (!checkpoints.isEmpty() && checkpoints.last().toObject().value("entry").toInt() > keep)
        checkpoints.removeLast();
    for (const QJsonValue& c : marks.toArray())
        checkpoints.append(c);
    for (const QJsonValue& r : undone.toArray())
        rewinds.append(r);
    return true;
}

} // namespace

QString journalPathOf(const QString& savePath) {
    const QString stem = savePath.endsWith(QLatin1String(".json")) ? savePath.chopped(5) : savePath;
    return stem + QStringLiteral(".journal");
}

QByteArray journalHeader(const QString& id) {
    return journalLine(QJsonObject{{"format", kJournalFormat}, {"version", kJournalVersion}, {"save", id}});
}

QByteArray journalLine(const QJsonObject& record) { return QJsonDocument(record).toJson(QJsonDocument::Compact) + '\n'; }

std::optional<QByteArray> applyJournal(const QByteArray& save, const QByteArray& journal, QString* why) {
    const qsizetype end = journal.lastIndexOf('\n');
    if (end < 0)
        return save; // not even the first line is complete: nothing was appended
    const QList<QByteArray> lines = journal.left(end).split('\n');
    const auto damaged = [&](int line) {
        *why = tr("The save's journal is damaged at line %1: it is not a line this program writes.").arg(line);
        return std::nullopt;
    };
    const QJsonObject header = strictObject(lines.front());
    if (header.value("format").toString() != kJournalFormat || header.value("version") != kJournalVersion ||
        !header.value("save").isString())
        return damaged(1);
    if (lines.size() == 1)
        return save;
    QJsonObject doc = strictObject(save);
    const QString id = doc.value("journal_id").toString();
    if (id.isEmpty() || id != header.value("save").toString())
        return save; // the journal of an older version of the save: the save holds all of it
    QJsonArray log = doc.value("log").toArray(), checkpoints = doc.value("checkpoints").toArray(),
               rewinds = doc.value("rewinds").toArray();
    for (int n = 1; n < lines.size(); ++n)
        if (!applyRecord(strictObject(lines[n]), log, checkpoints, rewinds))
            return damaged(n + 1);
    doc.insert("log", log);
    doc.insert("log_length", log.size());
    doc.insert("checkpoints", checkpoints);
    doc.insert("rewinds", rewinds);
    return QJsonDocument(doc).toJson(QJsonDocument::Compact);
}

std::optional<QByteArray> readSaveWithJournal(const QString& path, QString* why) {
    gamekit::Error error;
    const auto save = gamekit::readRegularFile(path, gamekit::kMaxSaveBytes, &error);
    if (!save) {
        *why = QString::fromStdString(error.message);
        return std::nullopt;
    }
    const QString journalPath = journalPathOf(path);
    if (!QFileInfo::exists(journalPath))
        return save;
    const auto journal = gamekit::readRegularFile(journalPath, gamekit::kMaxSaveBytes, &error);
    if (!journal) {
        *why = QString::fromStdString(error.message);
        return std::nullopt;
    }
    return applyJournal(*save, *journal, why);
}

} // namespace bsg::gui
