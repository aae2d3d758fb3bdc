// Crisis effects that pick a character (`who: chosen`, look_loyalty, title changes) and the
// named handlers of docs/data.md section 12 that belong to crises and loyalty cards (rules in
// the handler table, rule_table.h).
#include "rule_table.h"

namespace bsg {

Seat chooserSeat(const GameState& s, Who who);

namespace {

Seat viewerSeat(const GameState& s, const Effect& e) { return e.viewer == "president" ? s.president : s.current; }

bool onGalactica(const GameState& s, Seat seat) {
    const LocId at = s.players[size_t(seat)].location;
    return at >= 0 && shipOf(at) == Ship::Galactica;
}

void addTarget(const GameState& s, OptionList& options, Seat seat) {
    if (seat == kNoSeat || isRevealed(s, seat)) // revealed Cylons are unaffected by crisis effects
        return;
    const Option o = opt(Verb::Target, s.players[size_t(seat)].character);
    for (const Option& have : options)
        if (have == o)
            return;
    options.push_back(o);
}

} // namespace

// Does this effect need a character picked before it runs?
bool needsTarget(const GameState& s, const Effect& e) {
    switch (e.op) {
    case Op::Discard:
    case Op::Move: return e.who == Who::Chosen;
    case Op::LookLoyalty:
        return !loyaltyViewsBlocked(s) && (e.target == "chosen_player" || e.target == "president_or_admiral");
    case Op::TitleChange: return e.to == "chosen_other";
    default: return false;
    }
}

Seat targetPicker(const GameState& s, const Effect& e) {
    if (e.op == Op::LookLoyalty)
        return viewerSeat(s, e);
    return chooserSeat(s, e.chooser);
}

// Where the character picked for the effect at `index` of `list` is sent (the list's first
// move of the pick from there: the Sickbay Cylon card first strips him of cards), or -1.
LocId pickDestination(const EffectList& list, size_t index) {
    for (size_t i = index; i < list.size(); ++i)
        if (list[i].op == Op::Move && list[i].who == Who::Chosen)
            return list[i].loc;
    return -1;
}

// The characters the picker may name, in seat order. `sentTo`: where the pick is sent, if
// anywhere; from revision 4 those who cannot be sent there are offered only when nobody else
// can be picked (the FAQ).
OptionList targetOptions(const GameState& s, const Effect& e, Seat picker, LocId sentTo) {
    OptionList options;
    const int n = s.playerCount();
    switch (e.op) {
    case Op::LookLoyalty:
        if (e.target == "president_or_admiral") {
            for (Seat holder : {s.president, s.admiral})
                if (holder != picker)
                    addTarget(s, options, holder);
            return options;
        }
        for (int seat = 0; seat < n; ++seat)
            if (Seat(seat) != picker)
                addTarget(s, options, Seat(seat));
        return options;
    case Op::TitleChange: {
        const Seat holder = e.title == Title::President ? s.president : s.admiral;
        for (int seat = 0; seat < n; ++seat)
            if (Seat(seat) != holder)
                addTarget(s, options, Seat(seat));
        return options;
    }
    default: // a character to move (or to discard and move): Helo's Stranded forbids him
        for (int seat = 0; seat < n; ++seat)
            if ((e.target != "galactica" || onGalactica(s, Seat(seat))) &&
                !(s.players[size_t(seat)].stranded && rulesRevision2(s)))
                addTarget(s, options, Seat(seat));
        if (sentTo >= 0 && rulesRevision4(s)) {
            OptionList movable = options;
            erase_if(movable, [&](const Option& o) { return !canBeSentTo(s, s.seatOf(CharId(o.a)), sentTo); });
            if (!movable.empty())
                return movable;
        }
        return options;
    }
}

void applyLookLoyalty(GameState& s, const Effect& e, Seat chosen) {
    if (loyaltyViewsBlocked(s)) {
        logEvent(s, EventKind::LoyaltyBlocked, kNoSeat, 0);
        return;
    }
    const Seat viewer = viewerSeat(s, e);
    const Seat target = e.target == "current" ? s.current : chosen;
    if (viewer == kNoSeat || target == kNoSeat || isRevealed(s, target))
        return;
    lookAtLoyalty(s, viewer, target, e.how == "all");
}

bool applyTitleChange(GameState& s, const Effect& e, Seat chosen) {
    const Seat to = e.to == "admiral" ? s.admiral : chosen;
    if (to == kNoSeat || isRevealed(s, to))
        return false;
    setTitle(s, e.title, to);
    return true;
}

namespace {

// Ongoing rules: the card on the table is the switch (ongoingRuleInPlay).
void onTheTable(Ctx&, const Effect&) {}

void galacticaStrike(Ctx& c, const Effect&) {
    c.push(FrameKind::GalacticaStrike, chooserSeat(c.s, Who::Current), 2); // the revealer (revision 4)
}

void sympathizer(Ctx& c, const Effect&) { c.push(FrameKind::Sympathizer, c.s.current); }

} // namespace

void registerCrisisHandlerRules() {
    registerHandlerRule("detector_sabotage_block_loyalty_views", {onTheTable, OngoingRule::BlockLoyaltyViews});
    registerHandlerRule("bomb_on_colonial_one_close_ship", {onTheTable, OngoingRule::ColonialOneClosed});
    registerHandlerRule("cylon_damage_galactica_strike", {galacticaStrike});
    registerHandlerRule("sympathizer_resolve", {sympathizer});
}

} // namespace bsg
