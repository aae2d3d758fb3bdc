#include "plain_text.h"

#include <QLabel>
#include <QMessageBox>
#include <QTextDocument>

namespace bsg::gui {

void showPlainWarning(QWidget* parent, const QString& title, const QString& text) {
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

QString plainToolTip(const QString& text) {
    return Qt::mightBeRichText(text) ? Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal) : text;
}

void makePlain(QLabel* label) { label->setTextFormat(Qt::PlainText); }

} // namespace bsg::gui
