#pragma once
// Modal dialogs (QDialog::exec, QMessageBox, QFileDialog) block the test inside their own
// event loop: onNextModal() arranges for `act` to run on the next one of type T once it is
// on screen, so the test can press its buttons and type into it like a player. T is a QDialog.
#include <QApplication>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>

template <typename T>
void onNextModal(std::function<void(T*)> act, int timeoutMs = 10000) {
    auto* timer = new QTimer(qApp);
    auto waited = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, waited, act, timeoutMs] {
        *waited += 20;
        if (auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget()); dialog && dialog->isVisible()) {
            timer->deleteLater();
            timer->stop();
            act(dialog);
            // A dialog the test failed to close would block it forever: close it, loudly.
            QPointer<T> still(dialog);
            QTimer::singleShot(5000, qApp, [still] {
                if (still && still->isVisible()) {
                    qWarning("onNextModal: the dialog was left open; closing it");
                    still->close();
                }
            });
        } else if (*waited > timeoutMs) {
            timer->deleteLater();
            timer->stop();
            qWarning("onNextModal: no dialog of the expected type appeared");
        }
    });
    timer->start(20);
}
