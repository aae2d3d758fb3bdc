// The Action step: which actions are open to a character, and the location actions.
#include "rule_table.h"
#include "rules_core.h"

#include <algorithm>

namespace bsg {

// Can `seat` use the action of the location it stands on now? The board's conditions here,
// the location's own in its rule (rule_table.h).
bool canActivateLocation(const GameState& s, Seat seat) {
    const auto& p = s.players[size_t(seat)];
    if (p.location < 0)
        return false;
    const LocId loc = p.location;
    const LocationDef& def = db().locations[size_t(loc)];
    if (locationDamaged(s, loc) || !def.hasAction) // Sickbay has none
        return false;
    if (p.revealed != (def.ship == Ship::Cylon))
        return false;
    return def.rule.rule->available(s, seat);
}

OptionList actionOptions(const GameState& s, Seat seat) {
    OptionList options;
    const auto& p = s.players[size_t(seat)];
    if (canActivateLocation(s, seat))
        options.push_back(opt(Verb::ActionLocation));
    if (!p.revealed) {
        // The first copy of each card played as an action (branch_free.h), then those whose
        // action may be taken now, in the hand's order.
        const CardDb& d = db();
        const std::span<const SkillCard> hand = p.hand;
        Option* const room = options.spareRoom(hand.size());
        const size_t picked = writeFirstCopiesWhere(room, hand, Verb::ActionSkill,
                                                    [&d](SkillCard card) { return d.skillCardForAction(card); });
        size_t kept = 0;
        for (size_t i = 0; i < picked; ++i)
            if (skillActionAvailable(s, seat, SkillCard(room[i].a)))
                room[kept++] = room[i];
        options.appendWritten(kept);
        const auto& abilities = characterOf(s, seat).abilities;
        for (size_t i = 0; i < abilities.size(); ++i)
            if (abilities[i].action && characterActionAvailable(s, seat, int(i))) // most are not actions
                options.push_back(opt(Verb::ActionCharacter, int(i)));
        if (s.president == seat) {
            if (!s.quorumDeck.empty() || !s.quorumDiscard.empty())
                options.push_back(opt(Verb::ActionTitle, int(Title::President)));
            for (size_t i = 0; i < s.quorumHand.size(); ++i) {
                const CardIdx card = s.quorumHand[i];
                const Option o = opt(Verb::ActionQuorum, card);
                if (std::find(options.begin(), options.end(), o) == options.end() && quorumPlayable(s, seat, card))
                    options.push_back(o);
            }
        }
    }
    if (p.revealed && hasBox(s, Box::Pegasus)) // a Cylon player may use a Treachery card's action
        for (const SkillCard card : p.hand)
            if (db().skillCardForAction(card) && skillActionAvailable(s, seat, card) &&
                std::find(options.begin(), options.end(), opt(Verb::ActionSkill, card)) == options.end())
                options.push_back(opt(Verb::ActionSkill, card));
    combatActionOptions(s, seat, options);
    if (!p.revealed && isCylonPlayer(s, seat))
        options.push_back(opt(Verb::ActionReveal)); // reveal.cpp
    options.push_back(opt(Verb::ActionNothing));
    return options;
}

Flow runAction(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (c.f.stage == 0) {
        if (c.f.b <= 0 || s.players[size_t(seat)].stranded || s.gameOver())
            return Flow::Done;
        c.f.stage = 1;
        return ask(c, seat, DecisionKind::Action, actionOptions(s, seat));
    }
    const Option o = takeAnswer(s);
    --c.f.b;
    c.f.stage = 0;
    logEvent(s, EventKind::ActionChosen, seat, int(o.verb), o.a, s.players[size_t(seat)].location);
    auto& p = s.players[size_t(seat)];
    switch (o.verb) {
    case Verb::ActionLocation:
        // Roslin's Terminal Illness: two skill cards of her choice before any activation.
        if (isCharacter(s, seat, chars().roslin)) {
            logEvent(s, EventKind::AbilityUsed, seat, int(AbilityNote::TerminalIllness));
            c.push(FrameKind::DiscardCards, seat, 2, 0, 3);
        }
        c.push(FrameKind::LocationAction, seat, p.location);
        break;
    case Verb::ActionSkill:
        playFromHand(s, seat, SkillCard(o.a));
        c.push(FrameKind::SkillCardAction, seat, o.a);
        break;
    case Verb::ActionCharacter:
        if (!combatAction(c, seat, o)) // CAG belongs to the combat rules
            c.push(FrameKind::CharacterAction, seat, o.a);
        break;
    case Verb::ActionTitle:
        if (o.a == int(Title::President))
            presidentDrawsQuorum(s);
        else
            combatAction(c, seat, o); // the Admiral's nuke
        break;
    case Verb::ActionQuorum:
        playQuorumFromHand(c, seat, CardIdx(o.a));
        break;
    case Verb::ActionReveal:
        c.push(FrameKind::Reveal, seat); // reveal.cpp; it ends the turn
        break;
    default:
        combatAction(c, seat, o); // action:viper
        break;
    }
    return Flow::Continue;
}

// The location actions. a = seat, b = location.
Flow runLocationAction(Ctx& c) {
    const LocId loc = LocId(c.f.b);
    if (shipOf(loc) == Ship::Cylon) {
        c.push(FrameKind::CylonLocation, c.f.a, loc); // cylon_locations.cpp
        return Flow::Done;
    }
    if (const LocationRule* rule = db().locations[size_t(loc)].rule.rule; rule && rule->run) [[likely]]
        return rule->run(c);
    unimplemented(c.s, Missing::LocationAction, loc); // a location without an action (Sickbay)
    return Flow::Done;
}

} // namespace bsg
