#include "bug_report.h"

#include "game.h"
#include "save_io.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QSysInfo>

namespace bsg::gui {

namespace {

// A settings value as JSON; the window geometry and dock state are byte arrays.
QJsonValue settingJson(const QVariant& value) {
    if (value.typeId() == QMetaType::QByteArray)
        return QJsonObject{{"base64", QString::fromLatin1(value.toByteArray().toBase64())}};
    const QJsonValue json = QJsonValue::fromVariant(value);
    return json.isNull() && !value.isNull() ? QJsonValue(value.toString()) : json;
}

} // namespace

QJsonObject bugReportDocument(const QJsonObject& save, const QImage& screenshot) {
    QJsonObject settings;
    QSettings store;
    for (const QString& key : store.allKeys())
        settings.insert(key, settingJson(store.value(key)));
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!screenshot.isNull())
        screenshot.save(&buffer, "PNG");
    return QJsonObject{{"format", "galactica-solo/bug-report"},
                       {"version", 1},
                       {"app_version", GALACTICA_VERSION},
                       {"app_build", QCoreApplication::applicationVersion()},
                       {"four_solo_rules", kFourSoloRulesVersion},
                       {"qt_version", QString::fromLatin1(qVersion())},
                       {"platform", QStringLiteral("%1 (%2)").arg(QSysInfo::prettyProductName(), QGuiApplication::platformName())},
                       {"created", QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                       {"save", save.isEmpty() ? QJsonValue() : QJsonValue(save)},
                       {"settings", settings},
                       {"screenshot_png_base64", QString::fromLatin1(png.toBase64())}};
}

QString writeBugReport(const QString& path, const QJsonObject& report) {
    const QByteArray bytes = QJsonDocument(report).toJson(QJsonDocument::Indented);
    if (auto failed = writeFileSafely(path, bytes))
        return QString::fromStdString(failed->message);
    return {};
}

} // namespace bsg::gui
