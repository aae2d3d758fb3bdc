#pragma once
// One panel per character: type, place, titles, its hand exactly as the view gives it
// (face-down cards as coloured backs named by their type), the Active Card, loyalty cards
// and super crisis cards. A card that is an option of the decision is a button that takes it.
#include <QJsonObject>
#include <QWidget>

class QGridLayout;

namespace bsg::gui {

class CharactersWidget : public QWidget {
    Q_OBJECT
public:
    explicit CharactersWidget(QWidget* parent = nullptr);
    void showState(const QJsonObject& state, const QStringList& optionIds);

Q_SIGNALS:
    void optionChosen(const QString& optionId);

private:
    QWidget* characterPanel(const QJsonObject& c, bool current, bool president, bool admiral,
                            const QJsonArray& quorum, const QStringList& optionIds);
    QGridLayout* m_layout = nullptr;
    QList<QWidget*> m_panels;
};

} // namespace bsg::gui
