// Pegasus's quorum cards kept in front of a player that act on a skill check (docs/pegasus.md,
// "Cards"), and the skill check's Pegasus hook points (check_hooks.h):
//   * Assign Chief of Staff (data: draw 2 politics, the card to another player): before the
//     cards of a check go in, its holder may discard it; every politics card of that check then
//     counts for it (the check's colours gain politics);
//   * Probation (data: the card to another player; the handler `probation_given` notes who
//     played it and who is watched): once the watched player has added his cards to a check, the
//     player who played the card may discard it to see those cards - he alone (the event's
//     visibleTo).
#include "check_hooks.h"

#include "box_kinds.h"
#include "character_kinds.h"
#include "characters_pegasus.h"
#include "log_text.h"
#include "quorum_kinds.h"
#include "rule_table.h"
#include "rules_core.h"

namespace bsg {

namespace pegasus {

namespace {

// The cards the watched player added to the check being resolved.
int cardsAddedBy(const GameState& s, Seat seat) {
    int n = 0;
    for (const Seat owner : s.checkPileOwner)
        n += owner == seat ? 1 : 0;
    return n;
}

// The handler of Probation's data, between its pick and its hand-over: the resolver plays it,
// the picked character's player is watched (QuorumCard frame: b = resolver, c = picked seat).
void probationGiven(Ctx& c, const Effect&) {
    c.s.pegasus.probationLooker = Seat(c.f.b);
    c.s.pegasus.probationer = Seat(c.f.c);
}

} // namespace

void addBeforeCheckOptions(const GameState& s, Seat seat, OptionList& options) {
    const InPlay* chief = keptQuorum(s, KeptRule::PoliticsPositive);
    if (chief && chief->holder == seat && (s.check.skills & skillBit(SkillType::Politics)) == 0)
        options.push_back(opt(Verb::Use, kUseQuorum, chief->card));
    if (const auto hook = passiveOf(s, seat).beforeCheckCards)
        hook(s, seat, options);
}

bool beforeCheckAnswer(Ctx& c, Seat seat, const Option& o) {
    GameState& s = c.s;
    if (o.verb != Verb::Use)
        return false;
    if (o.a == kUseAbility) { // the only ability this window offers
        startFastLearner(c, seat);
        return true;
    }
    const InPlay* chief = keptQuorum(s, KeptRule::PoliticsPositive);
    if (o.a != kUseQuorum || !chief || chief->holder != seat)
        return false;
    discardKeptQuorum(s, KeptRule::PoliticsPositive);
    s.check.skills = SkillMask(s.check.skills | skillBit(SkillType::Politics));
    logEvent(s, kCardNote, seat, 0, kChiefOfStaff);
    return true;
}

bool offerProbation(Ctx& c, Seat contributor) {
    GameState& s = c.s;
    const InPlay* card = keptQuorum(s, KeptRule::Probation);
    const Seat looker = s.pegasus.probationLooker;
    if (!card || card->holder != contributor || looker == kNoSeat || looker == contributor ||
        isRevealed(s, looker) || cardsAddedBy(s, contributor) == 0)
        return false;
    c.push(kCardProcedure, looker, kProbation, contributor);
    return true;
}

Flow probationStep(Ctx& c) {
    GameState& s = c.s;
    const Seat looker = Seat(c.f.a), watched = Seat(c.f.c);
    const InPlay* card = keptQuorum(s, KeptRule::Probation);
    if (!card)
        return Flow::Done;
    if (c.f.stage == 0) {
        c.f.stage = 1;
        return ask(c, looker, kKeptQuorumChoice, {opt(Verb::Use, kUseQuorum, card->card), opt(Verb::Decline)},
                   card->card, s.players[size_t(watched)].character);
    }
    if (takeAnswer(s).verb != Verb::Use)
        return Flow::Done;
    discardKeptQuorum(s, KeptRule::Probation);
    s.pegasus.probationer = kNoSeat;
    s.pegasus.probationLooker = kNoSeat;
    for (size_t i = 0; i < s.checkPile.size(); ++i)
        if (s.checkPileOwner[i] == watched)
            logEvent(s, revealedTo(seatBit(looker)), kCardNote, looker, watched, kProbationLook, s.checkPile[i]);
    return Flow::Done;
}

namespace {

std::string keptPrompt(const GameState& s) {
    const int watched = s.decision.context2;
    return "Probation: discard it to see the cards " +
           (watched >= 0 ? db().characters[size_t(watched)].name : std::string("the player on probation")) +
           " added to the skill check?";
}

} // namespace

std::string keptCardNoteText(const GameState& s, const LogEvent& e) {
    const std::string who = e.actor >= 0 && e.actor < s.playerCount() ? characterOf(s, e.actor).name : "Nobody";
    const std::string watched = e.a >= 0 && e.a < s.playerCount() ? characterOf(s, Seat(e.a)).name : "?";
    switch (e.b) {
    case kChiefOfStaff:
        return who + " discards Assign Chief of Staff: every politics card counts for this skill check.";
    case kProbationLook:
        return who + " discards Probation and looks at a card " + watched + " added: " + text::skillCard(e.c) + ".";
    default: return {};
    }
}

} // namespace pegasus

void registerPegasusKeptQuorumRules() {
    using namespace pegasus;
    registerHandlerRule("probation_given", {probationGiven});
    registerBoxDecision(kKeptQuorumChoice, {"kept_quorum_card", keptPrompt});
}

} // namespace bsg
