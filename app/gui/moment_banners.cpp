#include "moment_banners.h"

#include "names.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>

#include <optional>
#include <utility>

namespace bsg::gui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("MomentBanner", text); }
QString tr(const char* text, int n) { return QCoreApplication::translate("MomentBanner", text, nullptr, n); }

const QString kCylonDetectorHolder = QStringLiteral("gaius_baltar");

bool sameGame(const StateView& before, const StateView& after) {
    if (after.step <= before.step || before.characters.size() != after.characters.size())
        return false;
    for (size_t i = 0; i < before.characters.size(); ++i)
        if (before.characters[i].id != after.characters[i].id)
            return false;
    return true;
}

// The loyalty cards of one character that lie face up in `after` and did not in `before`.
std::vector<size_t> turnedFaceUp(const CharacterView& before, const CharacterView& after) {
    std::vector<size_t> out;
    for (size_t i = 0; i < after.loyalty.size(); ++i)
        if (after.loyalty[i].faceUp && (i >= before.loyalty.size() || !before.loyalty[i].faceUp))
            out.push_back(i);
    return out;
}

// The names of cards `indices` of `c` - face up in the player's view, or they are not named.
QStringList faceUpNames(const CharacterView& c, const std::vector<size_t>& indices) {
    QStringList out;
    for (size_t i : indices)
        if (c.loyalty[i].faceUp)
            out << loyaltyName(c.loyalty[i].id);
    return out;
}

int loyaltyCards(const StateView& v) {
    int n = 0;
    for (const CharacterView& c : v.characters)
        n += int(c.loyalty.size());
    return n;
}

// The Sleeper Agent phase: the loyalty deck gives cards to the characters, face down (1.3).
QString sleeperDeal(const StateView& before, const StateView& after) {
    if (after.decks.loyalty >= before.decks.loyalty || loyaltyCards(after) <= loyaltyCards(before))
        return {};
    QStringList who;
    for (size_t i = 0; i < after.characters.size(); ++i) {
        const int more = int(after.characters[i].loyalty.size()) - int(before.characters[i].loyalty.size());
        if (more > 0)
            who << tr("%1 %n more", more).arg(characterName(after.characters[i].id));
    }
    return tr("Sleeper Agent phase: loyalty cards are dealt face down (%1).").arg(who.join(tr(", ")));
}

// Gaius Baltar's Cylon Detector used between the two views, or at `before` (`detectorAsked`:
// its target chosen since). Nobody else has it.
bool detectorUsed(const StateView& before, const StateView& after, bool detectorAsked) {
    for (size_t i = 0; i < after.characters.size(); ++i)
        if (after.characters[i].id == kCylonDetectorHolder && after.characters[i].oncePerGameUsed)
            return detectorAsked || !before.characters[i].oncePerGameUsed;
    return false;
}

// Every loyalty card of the target is looked at, and so face up for the player (Four Solo
// 6.1) - as far as the player's view shows it: a card still a back is not named.
QString detectorLook(const CharacterView& target) {
    QStringList names;
    for (const SeenCard& card : target.loyalty)
        if (card.faceUp)
            names << loyaltyName(card.id);
    const int hidden = int(target.loyalty.size()) - int(names.size());
    QString seen = names.join(tr(", "));
    if (hidden > 0)
        seen = seen.isEmpty() ? tr("%n card(s) you may not see", hidden)
                              : tr("%1 and %n card(s) you may not see", hidden).arg(seen);
    return tr("Cylon Detector: %1 looks at the loyalty cards of %2: %3.")
        .arg(characterName(kCylonDetectorHolder), characterName(target.id), seen);
}

// The Detector's look told, or nullopt while its target is still to be chosen. The target is
// the other character whose cards turned face up (not a Cylon revealing itself).
std::optional<QString> cylonDetector(const StateView& before, const StateView& after, bool detectorAsked,
                                     std::vector<bool>& told) {
    for (size_t i = 0; i < after.characters.size(); ++i) {
        const CharacterView& c = after.characters[i];
        const CharacterView& was = before.characters[i];
        if (c.id == kCylonDetectorHolder || turnedFaceUp(was, c).empty() || (c.revealedCylon && !was.revealedCylon))
            continue;
        told[i] = true;
        return detectorLook(c);
    }
    if (!detectorAsked) // used now: whose cards is the next decision
        return std::nullopt;
    return tr("Cylon Detector: %1 looks at another character's loyalty cards, all face up already.")
        .arg(characterName(kCylonDetectorHolder));
}

// Four Solo 7.1-7.3: after a jump a loyalty card of the character whose turn it is turns face
// up; a Cylon is revealed at once.
QString afterJumpReveal(const StateView& before, const StateView& after, const std::vector<bool>& told) {
    if (after.distance <= before.distance)
        return {};
    for (size_t i = 0; i < after.characters.size(); ++i) {
        const CharacterView& c = after.characters[i];
        if (c.id != before.current || told[i])
            continue;
        const QStringList names = faceUpNames(c, turnedFaceUp(before.characters[i], c));
        if (names.isEmpty())
            return {};
        QString text = tr("After the jump a loyalty card of %1 is turned face up: %2.")
                           .arg(characterName(c.id), names.join(tr(", ")));
        if (c.revealedCylon && !before.characters[i].revealedCylon)
            text += QLatin1Char(' ') + tr("%1 is a Cylon and is revealed.").arg(characterName(c.id));
        return text;
    }
    return {};
}

// The lines, and whether the Cylon Detector was used and its look is still to come.
std::pair<QStringList, bool> tellMoments(const StateView& before, const StateView& after, bool detectorAsked) {
    if (!sameGame(before, after))
        return {};
    QStringList out;
    bool detectorPending = false;
    std::vector<bool> told(after.characters.size(), false);
    // In the order they happen: a jump deals the Sleeper cards before 7.1's reveal (7.5).
    if (detectorUsed(before, after, detectorAsked)) {
        const std::optional<QString> line = cylonDetector(before, after, detectorAsked, told);
        if (line)
            out << *line;
        detectorPending = !line;
    }
    if (QString line = sleeperDeal(before, after); !line.isEmpty())
        out << line;
    if (QString line = afterJumpReveal(before, after, told); !line.isEmpty())
        out << line;
    return {out, detectorPending};
}

} // namespace

QStringList momentBanners(const StateView& before, const StateView& after, bool detectorAsked) {
    return tellMoments(before, after, detectorAsked).first;
}

QStringList MomentTeller::next(const StateView& now, bool sameMoment) {
    auto [lines, detectorPending] = sameMoment ? tellMoments(m_last, now, m_detectorAsked) : std::pair<QStringList, bool>{};
    m_detectorAsked = detectorPending;
    m_last = now;
    return lines;
}

MomentBanner::MomentBanner(QWidget* parent) : QFrame(parent) {
    setObjectName("momentBanner");
    setFrameShape(QFrame::StyledPanel);
    setStyleSheet("#momentBanner { background: #fff3c4; border: 1px solid #b08800; } #momentBanner QLabel { color: black; }");
    setAccessibleName(tr("What just happened"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(8, 4, 4, 4);
    m_text = new QLabel(this);
    m_text->setObjectName("momentBannerText");
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    row->addWidget(m_text, 1);
    m_dismiss = new QPushButton(tr("Dismiss"), this);
    m_dismiss->setObjectName("momentBannerDismiss");
    m_dismiss->setToolTip(tr("Hide this message (Ctrl+D). The log keeps it."));
    row->addWidget(m_dismiss, 0, Qt::AlignTop);
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    m_timer->setInterval(kShownMs);
    connect(m_timer, &QTimer::timeout, this, &MomentBanner::dismiss);
    connect(m_dismiss, &QPushButton::clicked, this, &MomentBanner::dismiss);
    hide();
}

void MomentBanner::tell(const QStringList& lines) {
    if (lines.isEmpty())
        return;
    m_text->setText(lines.join(QLatin1Char('\n')));
    m_text->setAccessibleName(m_text->text());
    show();
    m_timer->start();
}

void MomentBanner::dismiss() {
    m_timer->stop();
    hide();
}

QString MomentBanner::text() const { return isHidden() ? QString() : m_text->text(); }

} // namespace bsg::gui
