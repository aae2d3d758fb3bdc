// Pegasus: the last of its cards, each waiting for a moment of the base rules (docs/pegasus.md,
// "Cards"):
//   * Major Victory (leadership): after a player destroys a basestar or a centurion on the
//     Boarding Party track (attacks.cpp asks afterKill), he may play it - one a turn - and roll:
//     on 5 or more morale goes up by 1;
//   * Sabotage (Treachery): when a human player discards a Treachery card (not when he plays one),
//     a Cylon player holding it may play it - one a turn - and Galactica is damaged (with the
//     Pegasus damage rules, as any Galactica damage);
//   * Scar (crisis, Personal Vendetta): one raider of the attack's layout carries the Scar token;
//     it acts twice whenever raiders activate, only an attack result of 7 or 8 destroys it (never
//     Kat's Hotshot, never an effect that destroys raiders without a roll), and its card leaves
//     the table when it is destroyed or the fleet jumps;
//   * Mining Asteroid (destination): 2 damaged vipers are repaired; Scar is taken from the crisis
//     deck or its discard pile and resolved at once; the crisis deck is shuffled.
#include "card_kinds.h"
#include "pegasus_cards.h"

#include "box_kinds.h"
#include "combat.h"
#include "engine.h"
#include "log_text.h"
#include "rule_table.h"
#include "rules_core.h"

#include <algorithm>

namespace bsg::pegasus {

namespace {

CardIdx scarCard() {
    static const CardIdx card = CardIdx(db().crisis("scar"));
    return card;
}

// --- Major Victory: kCardStep, a = the seat that destroyed the ship, b = kMajorVictoryStep

constexpr int kMajorVictoryAtLeast = 5;

bool mayPlayMajorVictory(const GameState& s, Seat seat) {
    return !isRevealed(s, seat) && s.pegasus.majorVictoryTurn != s.turn && holds(s, seat, SkillName::MajorVictory);
}

Flow majorVictoryStep(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    enum : int8_t { Offer, Answer, Rolled };
    if (c.f.stage == Answer) {
        const Option o = takeAnswer(s);
        if (o.verb != Verb::Play || !mayPlayMajorVictory(s, seat) ||
            handIndexOf(s, seat, SkillCard(o.a)) >= s.players[size_t(seat)].hand.size())
            return Flow::Done;
        playFromHand(s, seat, SkillCard(o.a));
        s.pegasus.majorVictoryTurn = s.turn;
        c.f.stage = Rolled;
        c.push(FrameKind::Roll, int(RollPurpose::CardEffect));
        return Flow::Continue;
    }
    if (c.f.stage == Rolled) {
        const bool won = s.lastRoll >= kMajorVictoryAtLeast;
        if (won)
            changeResource(s, Resource::Morale, 1);
        logEvent(s, kCardOutcome, seat, s.lastRoll, won, 0, int(CardOutcome::MajorVictory));
        return Flow::Done;
    }
    if (!mayPlayMajorVictory(s, seat))
        return Flow::Done;
    OptionList options;
    addPlayOptions(s, seat, SkillName::MajorVictory, options);
    options.push_back(opt(Verb::Decline));
    c.f.stage = Answer;
    return ask(c, seat, kMajorVictoryWindow, std::move(options));
}

// --- Sabotage: kCardStep, a = the human who discarded, b = kSabotageStep, c = the next seat asked

bool mayPlaySabotage(const GameState& s, Seat seat) {
    return isRevealed(s, seat) && s.pegasus.sabotageTurn != s.turn && holds(s, seat, SkillName::Sabotage);
}

bool anyoneMaySabotage(const GameState& s) {
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (mayPlaySabotage(s, Seat(seat)))
            return true;
    return false;
}

Flow sabotageStep(Ctx& c) {
    GameState& s = c.s;
    if (c.f.stage == 1) {
        const Seat seat = s.seatFrom(s.current, c.f.c);
        const Option o = takeAnswer(s);
        if (o.verb == Verb::Play && mayPlaySabotage(s, seat) &&
            handIndexOf(s, seat, SkillCard(o.a)) < s.players[size_t(seat)].hand.size()) {
            playFromHand(s, seat, SkillCard(o.a));
            s.pegasus.sabotageTurn = s.turn;
            logEvent(s, kCardOutcome, seat, c.f.a, 0, 0, int(CardOutcome::Sabotaged));
            galacticaHit(c); // Pegasus may take it instead (docs/pegasus.md, "Cards")
            return Flow::Done;
        }
        ++c.f.c;
    }
    for (; c.f.c < s.playerCount(); ++c.f.c) {
        const Seat seat = s.seatFrom(s.current, c.f.c);
        if (!mayPlaySabotage(s, seat))
            continue;
        OptionList options;
        addPlayOptions(s, seat, SkillName::Sabotage, options);
        options.push_back(opt(Verb::Decline));
        c.f.stage = 1;
        return ask(c, seat, kSabotageWindow, std::move(options), c.f.a);
    }
    return Flow::Done;
}

// --- Scar

void leaveTheTable(GameState& s, CardIdx card) {
    for (auto it = s.inPlay.begin(); it != s.inPlay.end(); ++it)
        if (it->kind == CardKind::Crisis && it->card == card) {
            s.crisisDiscard.push_back(card);
            s.inPlay.erase(it);
            return;
        }
}

// The handler of Scar's special rule: the layout's raider in the starboard bow carries the token.
void scarArrives(Ctx& c, const Effect&) {
    GameState& s = c.s;
    constexpr Area kScarLayout = Area::StarboardBow;
    if (s.space[size_t(kScarLayout)].raiders <= 0)
        return; // no raider was left to place: no token (the card stays until the jump)
    s.pegasus.scarArea = int8_t(kScarLayout);
    logEvent(s, kCardOutcome, kNoSeat, int(kScarLayout), 0, 0, int(CardOutcome::ScarArrives));
}

// --- Mining Asteroid

void repairTwoVipers(Ctx& c, const Effect&) {
    GameState& s = c.s;
    const int n = std::min<int>(2, s.vipersDamaged);
    if (n <= 0)
        return;
    s.vipersDamaged = int8_t(s.vipersDamaged - n);
    s.vipersReserve = int8_t(s.vipersReserve + n);
    logEvent(s, EventKind::VipersChanged, kNoSeat, int(ViperChange::Repaired), n);
}

bool takeOut(std::vector<CardIdx>& pile, CardIdx card) {
    const auto it = std::find(pile.begin(), pile.end(), card);
    if (it == pile.end())
        return false;
    pile.erase(it);
    return true;
}

void fetchScar(Ctx& c, const Effect&) {
    GameState& s = c.s;
    const CardIdx scar = scarCard();
    const bool found = takeOut(s.crisisDeck, scar) || takeOut(s.crisisDiscard, scar);
    s.rng.shuffle(s.crisisDeck);
    logEvent(s, kCardOutcome, kNoSeat, found ? int(scar) : -1, 0, 0, int(CardOutcome::ScarFetched));
    if (!found)
        return; // on the table already, or drawn this turn
    s.crisesThisTurn.push_back(scar); // as a drawn card: its keep_in_play takes it to the table
    c.push(FrameKind::ResolveCrisis, scar);
}

std::string areaText(int a) { return std::string(kAreaIds[size_t(std::clamp(a, 0, kAreaCount - 1))]); }

std::string sabotageText(const GameState& s, const LogEvent& e) {
    return characterName(s, e.actor) + " plays Sabotage as " + characterName(s, Seat(e.a)) +
           " discards a Treachery card: Galactica is damaged.";
}

std::string majorVictoryText(const GameState& s, const LogEvent& e) {
    return characterName(s, e.actor) + " plays Major Victory and rolls " + std::to_string(e.a) +
           (e.b ? ": morale +1." : ": no morale gained.");
}

std::string scarText(const LogEvent& e) {
    switch (CardOutcome(e.d)) {
    case CardOutcome::ScarArrives: return "Scar flies the raider in " + areaText(e.a) + ".";
    case CardOutcome::ScarDestroyed: return "Scar's raider in " + areaText(e.a) + " is destroyed; his card leaves the table.";
    case CardOutcome::ScarSurvives:
        return "Scar is not destroyed (" + std::to_string(e.b) + (e.c ? ", Hotshot's result" : "") +
               "): only a roll of 7 or 8 destroys him.";
    default:
        return e.a < 0 ? "Mining Asteroid: Scar is neither in the crisis deck nor in its discard pile; the deck is shuffled."
                       : "Mining Asteroid: Scar is taken from the crisis cards and resolved at once; the deck is shuffled.";
    }
}

std::string majorVictoryPrompt(const GameState& s) {
    return characterName(s, s.decision.actor) + " may play Major Victory: on a roll of 5 or more, morale +1.";
}

std::string sabotagePrompt(const GameState& s) {
    return characterName(s, s.decision.actor) + " may play Sabotage: " + characterName(s, Seat(s.decision.context)) +
           " discarded a Treachery card, and Galactica would be damaged.";
}

} // namespace

Flow runMajorVictoryStep(Ctx& c) { return majorVictoryStep(c); }
Flow runSabotageStep(Ctx& c) { return sabotageStep(c); }

void afterKill(Ctx& c, Seat destroyer) {
    if (hasBox(c.s, Box::Pegasus) && mayPlayMajorVictory(c.s, destroyer))
        c.push(kCardStep, destroyer, kMajorVictoryStep);
}

bool sabotageMoment(Ctx& c, Seat seat, SkillCard card) {
    const GameState& s = c.s;
    if (!hasBox(s, Box::Pegasus) || db().skillCards[card].type != SkillType::Treachery || isRevealed(s, seat) ||
        !anyoneMaySabotage(s))
        return false;
    c.push(kCardStep, seat, kSabotageStep, 0);
    return true;
}

void scarActivationBegins(GameState& s) {
    // Each ship acts in one activation a turn at most (conflict C05): Scar's two acts are the
    // turn's, not each activation's.
    if (s.pegasus.scarTurn == s.turn)
        return;
    s.pegasus.scarTurn = s.turn;
    s.pegasus.scarActsLeft = 2;
}

bool scarActs(GameState& s, Area a) {
    if (!scarIn(s, a) || s.pegasus.scarActsLeft <= 0)
        return false;
    --s.pegasus.scarActsLeft;
    return true;
}

void destroyScar(GameState& s) {
    const int area = s.pegasus.scarArea;
    if (area < 0)
        return;
    // His mark goes with him when he has acted this turn (the others keep theirs).
    const bool acted = s.pegasus.scarTurn == s.turn && s.pegasus.scarActsLeft < 2;
    s.pegasus.scarArea = -1; // removeRaider may take the last raider of the area now
    s.pegasus.scarActsLeft = 0;
    removeRaider(s, Area(area), acted ? ShipPick::Acted : ShipPick::Any);
    leaveTheTable(s, scarCard());
    logEvent(s, kCardOutcome, kNoSeat, area, 0, 0, int(CardOutcome::ScarDestroyed));
}

bool scarHit(GameState& s, Area a, int result) {
    const bool byHotshot = s.pegasus.hotshotRoll;
    if (!scarIn(s, a))
        return false;
    if (result >= 7 && !byHotshot) {
        destroyScar(s);
        return true;
    }
    logEvent(s, kCardOutcome, kNoSeat, int(a), result, byHotshot, int(CardOutcome::ScarSurvives));
    return false;
}

std::string cardMomentText(const GameState& s, const LogEvent& e) {
    switch (CardOutcome(e.d)) {
    case CardOutcome::MajorVictory: return majorVictoryText(s, e);
    case CardOutcome::Sabotaged: return sabotageText(s, e);
    default: return scarText(e);
    }
}

void registerCardMomentRules() {
    registerHandlerRule("scar_personal_vendetta", {scarArrives});
    registerHandlerRule("mining_asteroid_repair_vipers", {repairTwoVipers});
    registerHandlerRule("mining_asteroid_fetch_scar", {fetchScar});
    registerBoxDecision(kMajorVictoryWindow, {"major_victory", majorVictoryPrompt});
    registerBoxDecision(kSabotageWindow, {"sabotage", sabotagePrompt});
}

} // namespace bsg::pegasus
