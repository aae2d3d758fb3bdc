// Resolving a crisis card: the choice, then a skill check, an event or a Cylon attack.
#include "rules.h"

namespace bsg {

Seat chooserSeat(const GameState& s, Who who) {
    switch (who) {
    case Who::President: return s.president != kNoSeat ? s.president : s.current;
    case Who::Admiral: return s.admiral != kNoSeat ? s.admiral : s.current;
    default:
        // Revision 4 (the official FAQ): the choices of a Cylon card's reveal ability ("current"
        // in its data, worded for the revealer's own turn) are the revealer's, also when he
        // reveals in an action Executive Order gave him.
        if (rulesRevision4(s))
            if (const Seat revealer = revealingSeat(s); revealer != kNoSeat)
                return revealer;
        return s.current;
    }
}

namespace {

// A choice option's precondition (Build Cylon Detector: the Admiral must have a nuke left).
bool optionAllowed(const GameState& s, const ChoiceOption& o) {
    if (o.requires_ == "admiral_has_nuke")
        return s.admiral != kNoSeat && s.nukes > 0;
    return true;
}

} // namespace

bool crisisOptionAllowed(const GameState& s, CardIdx card, int option) {
    const CrisisDef& def = db().crises[card];
    return optionAllowed(s, option == 0 ? def.a : def.b);
}

Flow runResolveCrisis(Ctx& c) {
    GameState& s = c.s;
    const CardIdx card = CardIdx(c.f.a);
    const CrisisDef& def = db().crises[card];
    enum : int8_t { Start, Chosen, Attack };
    if (Flow flow; moralCompass(c, flow))
        return flow;
    if (c.f.stage == Start) {
        if (def.chooser) {
            const Seat who = chooserSeat(s, *def.chooser);
            c.f.stage = Chosen;
            c.f.b = who;
            OptionList options;
            if (optionAllowed(s, def.a))
                options.push_back(opt(Verb::Option, 0));
            if (optionAllowed(s, def.b) || options.empty())
                options.push_back(opt(Verb::Option, 1));
            return ask(c, who, DecisionKind::CrisisChoice, std::move(options), card);
        }
        if (def.kind == CrisisKind::SkillCheck) {
            c.push(FrameKind::SkillCheck, def.difficulty, def.skills, int(CheckSource::Crisis), card);
            return Flow::Done;
        }
        if (def.kind == CrisisKind::CylonAttack) {
            for (Activation a : def.activateFirst) {
                logEvent(s, EventKind::ShipsActivate, kNoSeat, int(a), int(ActivationCause::AttackCard), card);
                c.push(FrameKind::Activate, int(a));
            }
            c.f.stage = Attack;
            return Flow::Continue;
        }
        unimplemented(s, Missing::CrisisWithoutChoice, card);
        return Flow::Done;
    }
    if (c.f.stage == Chosen) {
        const Option o = takeAnswer(s);
        logEvent(s, EventKind::CrisisOption, Seat(c.f.b), card, o.a);
        if (o.a == 0 && def.aIsCheck) {
            c.push(FrameKind::SkillCheck, def.difficulty, def.skills, int(CheckSource::Crisis), card);
            return Flow::Done;
        }
        const ListId list = o.a == 0 ? def.a.effects : def.b.effects;
        c.push(FrameKind::Effects, list, 0, card);
        return Flow::Done;
    }
    // Attack: the ships of the card's layout, then its special rule.
    resolveAttackSetup(c, def);
    return Flow::Done;
}

} // namespace bsg
