#include "new_game_dialog.h"

#include "box.h"
#include "carddb.h"
#include "names.h"
#include "plain_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace bsg::gui {

quint64 randomSeed() { return QRandomGenerator::global()->generate64() >> 12; }

NewGameDialog::NewGameDialog(const NewGameSpec& initial, quint64 lastSeed, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Four Solo game"));
    auto* v = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Tick four characters in seat order. Four Solo needs at least one political leader, "
                                "one military leader and one pilot."),
                             this);
    intro->setWordWrap(true);
    v->addWidget(intro);
    m_characters = new QListWidget(this);
    m_characters->setObjectName("characters");
    for (const QString& id : allCharacterIds()) {
        auto* item = new QListWidgetItem(QStringLiteral("%1 — %2").arg(characterName(id), characterSummary(id)), m_characters);
        item->setData(Qt::UserRole, id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        item->setToolTip(characterSummary(id));
    }
    m_characters->setWordWrap(true);
    m_characters->setMinimumWidth(640);
    v->addWidget(m_characters, 1);
    m_order = new QLabel(this);
    m_order->setObjectName("seatOrder");
    makePlain(m_order); // names from the settings
    m_order->setWordWrap(true);
    v->addWidget(m_order);
    m_status = new QLabel(this);
    m_status->setObjectName("ruleStatus");
    makePlain(m_status);
    m_status->setWordWrap(true);
    v->addWidget(m_status);

    auto* form = new QFormLayout;
    m_difficulty = new QComboBox(this);
    m_difficulty->setObjectName("difficulty");
    m_difficulty->addItem(tr("Easy (+2 to each resource)"), "easy");
    m_difficulty->addItem(tr("Normal"), "normal");
    m_difficulty->addItem(tr("Hard (−2 to each resource)"), "hard");
    form->addRow(tr("&Difficulty:"), m_difficulty);
    auto* seedRow = new QHBoxLayout;
    m_seed = new QLineEdit(this);
    m_seed->setObjectName("seed");
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression("[0-9]{1,15}"), m_seed));
    seedRow->addWidget(m_seed, 1);
    auto* random = new QPushButton(tr("&Random seed"), this);
    seedRow->addWidget(random);
    if (lastSeed != 0) {
        auto* again = new QPushButton(tr("Seed of the &last game (%1)").arg(lastSeed), this);
        again->setObjectName("lastSeed");
        again->setToolTip(tr("The same seed and the same characters deal the same game again."));
        seedRow->addWidget(again);
        connect(again, &QPushButton::clicked, this, [this, lastSeed] { m_seed->setText(QString::number(lastSeed)); });
    }
    auto* seedLabel = new QLabel(tr("&Seed:"), this); // a row of several widgets needs its own buddy
    seedLabel->setBuddy(m_seed);
    form->addRow(seedLabel, seedRow);
    v->addLayout(form);
    addBoxChoices(v);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    v->addWidget(m_buttons);

    connect(random, &QPushButton::clicked, this, [this] { m_seed->setText(QString::number(randomSeed())); });
    connect(m_seed, &QLineEdit::textChanged, this, &NewGameDialog::updateStatus);
    connect(m_characters, &QListWidget::itemChanged, this, &NewGameDialog::itemChanged);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    if (m_pegasus) // the last game's boxes, where they are still available
        m_pegasus->setChecked((initial.boxes & boxBit(Box::Pegasus)) != 0);
    for (const QString& id : initial.characters)
        for (int i = 0; i < m_characters->count(); ++i)
            if (m_characters->item(i)->data(Qt::UserRole).toString() == id)
                m_characters->item(i)->setCheckState(Qt::Checked);
    m_difficulty->setCurrentIndex(std::max(0, m_difficulty->findData(initial.difficulty)));
    m_seed->setText(QString::number(initial.seed));
    showCharactersOfBoxes();
    updateStatus();
}

// The expansions this program carries, each with its options; none is shown while only the
// base game is available.
void NewGameDialog::addBoxChoices(QLayout* layout) {
    if (!boxAvailable(Box::Pegasus))
        return;
    auto* group = new QGroupBox(tr("Expansions"), this);
    auto* g = new QVBoxLayout(group);
    m_pegasus = new QCheckBox(tr("&Pegasus: the Pegasus board, Treachery, executions and the expansion's cards"), group);
    m_pegasus->setObjectName("box_pegasus");
    g->addWidget(m_pegasus);
    // The only Pegasus game this program plays so far: the expansion's own two options, fixed.
    for (const BoxOptionDef& option : kBoxOptions) {
        if (option.box != Box::Pegasus)
            continue;
        const QString id = QString::fromUtf8(option.id.data(), qsizetype(option.id.size()));
        auto* box = new QCheckBox(id == "no_new_caprica" ? tr("No New Caprica (the Kobol objective)")
                                                         : tr("No Cylon Leaders"),
                                  group);
        box->setObjectName("box_option_" + id);
        box->setChecked(true);
        box->setEnabled(false);
        box->setToolTip(tr("New Caprica and the Cylon Leaders are not in this program yet: a Pegasus game is "
                           "played without them."));
        box->setContentsMargins(24, 0, 0, 0);
        g->addWidget(box);
    }
    layout->addWidget(group);
    connect(m_pegasus, &QCheckBox::toggled, this, [this] {
        showCharactersOfBoxes();
        updateStatus();
    });
}

// Only the characters of the boxes ticked are offered; one of a box no longer ticked is unticked.
void NewGameDialog::showCharactersOfBoxes() {
    const bool pegasus = m_pegasus && m_pegasus->isChecked();
    for (int i = 0; i < m_characters->count(); ++i) {
        QListWidgetItem* item = m_characters->item(i);
        const int c = db().character(item->data(Qt::UserRole).toString().toStdString());
        const Box box = c >= 0 ? db().characters[size_t(c)].box : Box::Base;
        const bool offered = box == Box::Base || (box == Box::Pegasus && pegasus);
        if (!offered && item->checkState() == Qt::Checked)
            item->setCheckState(Qt::Unchecked); // itemChanged drops it from the seats
        item->setHidden(!offered);
    }
}

void NewGameDialog::itemChanged(QListWidgetItem* item) {
    const QString id = item->data(Qt::UserRole).toString();
    m_chosen.removeAll(id);
    if (item->checkState() == Qt::Checked)
        m_chosen << id;
    updateStatus();
}

void NewGameDialog::updateStatus() {
    QStringList seats;
    for (int i = 0; i < m_chosen.size(); ++i)
        seats << QStringLiteral("%1. %2 (%3)").arg(i + 1).arg(characterName(m_chosen[i]), characterTypeName(m_chosen[i]));
    m_order->setText(tr("Seats: %1").arg(seats.isEmpty() ? tr("none ticked") : seats.join(", ")));
    QString why = GameSession::checkCharacters(m_chosen);
    if (why.isEmpty() && m_seed->text().isEmpty())
        why = tr("Enter a seed or press Random seed.");
    // The verdict is always in words, the colour only repeats it.
    m_status->setText(why.isEmpty() ? tr("✔ Legal Four Solo team.") : tr("✘ %1").arg(why));
    m_status->setStyleSheet(why.isEmpty() ? "color: #1a7f1a;" : "color: #b00020;");
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

NewGameSpec NewGameDialog::spec() const {
    NewGameSpec s;
    s.characters = m_chosen;
    s.seed = m_seed->text().toULongLong();
    s.difficulty = m_difficulty->currentData().toString();
    const Setup chosen = setup();
    s.boxes = chosen.boxes;
    s.boxOptions = chosen.boxOptions;
    return s;
}

Setup NewGameDialog::setup() const {
    Setup setup;
    for (const QString& id : m_chosen)
        setup.characters.push_back(CharId(db().character(id.toStdString())));
    setup.seed = m_seed->text().toULongLong();
    const QString difficulty = m_difficulty->currentData().toString();
    setup.difficulty = difficulty == "easy" ? Difficulty::Easy : difficulty == "hard" ? Difficulty::Hard : Difficulty::Normal;
    setup.variant = VariantId::FourSolo;
    if (m_pegasus && m_pegasus->isChecked()) {
        setup.boxes = BoxSet(setup.boxes | boxBit(Box::Pegasus));
        for (size_t i = 0; i < kBoxOptions.size(); ++i)
            if (kBoxOptions[i].box == Box::Pegasus)
                setup.boxOptions = BoxOptionSet(setup.boxOptions | boxOptionBit(BoxOption(i)));
    }
    return setup;
}

} // namespace bsg::gui
