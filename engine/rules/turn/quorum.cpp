// Quorum cards (components: quorum_cards; docs/data.md section 12 for the named handlers).
// The card lies on the table (GameState::inPlay, holder = resolver) while it resolves; at
// the end it is discarded, removed from the game, left on the table or handed to a player.
// Targets never include revealed Cylons (FAQ, C22).
#include "combat.h"
#include "rules_core.h"

#include <algorithm>

namespace bsg {

namespace {

enum class Disposal { Discard, Remove, Table, Give };

const std::string& quorumId(CardIdx card) { return db().quorum[card].id; }

bool inBrig(const GameState& s, Seat seat) { return s.players[size_t(seat)].location == locs().brig; }

OptionList pardonTargets(const GameState& s, Seat resolver) {
    OptionList options;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (seat != resolver && inGame(s, Seat(seat)) && inBrig(s, Seat(seat)))
            options.push_back(opt(Verb::Target, s.players[size_t(seat)].character));
    return options;
}

OptionList mutinyTargets(const GameState& s, Seat resolver) {
    OptionList options;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (seat != resolver && seat != s.admiral && inGame(s, Seat(seat)) && !inBrig(s, Seat(seat)))
            options.push_back(opt(Verb::Target, s.players[size_t(seat)].character));
    return options;
}

OptionList arrestTargets(const GameState& s) {
    OptionList options;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (inGame(s, Seat(seat)) && !inBrig(s, Seat(seat)))
            options.push_back(opt(Verb::Target, s.players[size_t(seat)].character));
    return options;
}

// What Authorization of Brutal Force may destroy now. `raidersOnly` after the first of three raiders.
OptionList brutalForceOptions(const GameState& s, bool raidersOnly) {
    OptionList options;
    for (int a = 0; a < kAreaCount; ++a)
        shipTargets(s, ShipKind::Raider, Area(a), options);
    if (raidersOnly)
        return options;
    for (int a = 0; a < kAreaCount; ++a)
        shipTargets(s, ShipKind::HeavyRaider, Area(a), options);
    for (size_t i = 0; i < s.centurions.size(); ++i) {
        const Option o = opt(Verb::Number, s.centurions[i]);
        if (std::find(options.begin(), options.end(), o) == options.end())
            options.push_back(o); // a centurion on this boarding space
    }
    return options;
}

void finish(GameState& s, CardIdx card, Seat resolver, Disposal how, Seat to = kNoSeat) {
    for (auto it = s.inPlay.begin(); it != s.inPlay.end(); ++it)
        if (it->kind == CardKind::Quorum && it->card == card && it->holder == resolver) {
            s.inPlay.erase(it);
            break;
        }
    switch (how) {
    case Disposal::Discard: s.quorumDiscard.push_back(card); break;
    case Disposal::Remove:
        s.quorumRemoved.push_back(card);
        note(s, db().quorum[card].name + " is removed from the game.");
        break;
    case Disposal::Table: s.inPlay.push_back(InPlay{CardKind::Quorum, card, kNoSeat}); break;
    case Disposal::Give:
        s.inPlay.push_back(InPlay{CardKind::Quorum, card, to});
        note(s, characterName(s, to) + " receives " + db().quorum[card].name + ".");
        break;
    }
}

// The roll effect (first effect) of a card's data, for the thresholds.
const Effect& firstEffect(CardIdx card, Op op) {
    for (const Effect& e : db().list(db().quorum[card].effects))
        if (e.op == op)
            return e;
    return db().list(db().quorum[card].effects).front();
}

bool rollHits(const Effect& roll, int result) {
    return (roll.atMost && result <= roll.atMost) || (roll.atLeast && result >= roll.atLeast);
}

// Asks the resolver for the card's target; with nobody to name (a card chosen by Skilled
// Politician may have no target) the card does nothing and is discarded.
Flow askTarget(Ctx& c, Seat seat, OptionList options, CardIdx card) {
    if (options.empty()) {
        note(c.s, db().quorum[card].name + " has nobody to name and has no effect.");
        finish(c.s, card, seat, Disposal::Discard);
        return Flow::Done;
    }
    return askChoice(c, seat, CorePrompt::QuorumTarget, std::move(options), card);
}

} // namespace

bool quorumPlayable(const GameState& s, Seat seat, CardIdx card) {
    const std::string& id = quorumId(card);
    if (id == "arrest_order")
        return !arrestTargets(s).empty();
    if (id == "authorization_of_brutal_force")
        return !brutalForceOptions(s, false).empty();
    if (id == "encourage_mutiny")
        return !mutinyTargets(s, seat).empty();
    if (id == "release_cylon_mugshots" || id == "assign_vice_president" || id == "assign_arbitrator" ||
        id == "assign_mission_specialist")
        return !characterTargets(s, seat, false).empty();
    if (id == "presidential_pardon")
        return !pardonTargets(s, seat).empty();
    return true;
}

// a = card, b = resolver. c, d: card-specific (target seat, raiders left).
Flow runQuorumCard(Ctx& c) {
    GameState& s = c.s;
    const CardIdx card = CardIdx(c.f.a);
    const Seat seat = Seat(c.f.b);
    const std::string& id = quorumId(card);
    enum : int8_t { Start, Answer, Rolled, Second };

    if (id == "inspirational_speech" || id == "food_rationing") {
        const Effect& roll = firstEffect(card, Op::Roll);
        if (c.f.stage == Start) {
            c.f.stage = Rolled;
            c.push(FrameKind::Roll, int(RollPurpose::Quorum));
            return Flow::Continue;
        }
        if (rollHits(roll, s.lastRoll)) {
            const Effect& gain = db().list(roll.then).front();
            changeResource(s, gain.resource, gain.amount);
            finish(s, card, seat, Disposal::Remove);
        } else {
            finish(s, card, seat, Disposal::Discard);
        }
        return Flow::Done;
    }
    if (id == "arrest_order") {
        if (c.f.stage == Start) {
            c.f.stage = Answer;
            return askTarget(c, seat, arrestTargets(s), card);
        }
        sendTo(s, s.seatOf(CharId(takeAnswer(s).a)), locs().brig);
        finish(s, card, seat, Disposal::Discard);
        return Flow::Done;
    }
    if (id == "authorization_of_brutal_force") {
        if (c.f.stage == Start || c.f.stage == Second) {
            const bool raidersOnly = c.f.stage == Second;
            auto options = brutalForceOptions(s, raidersOnly);
            if (options.empty() || (raidersOnly && c.f.d <= 0)) {
                c.f.stage = Rolled;
                c.push(FrameKind::Roll, int(RollPurpose::Quorum));
                return Flow::Continue;
            }
            c.f.stage = Answer;
            return askChoice(c, seat, CorePrompt::BrutalForce, std::move(options), card);
        }
        if (c.f.stage == Answer) {
            const Option o = takeAnswer(s);
            c.f.stage = Rolled;
            if (o.verb == Verb::Number) {
                s.centurions.erase(std::find(s.centurions.begin(), s.centurions.end(), int8_t(o.a)));
                note(s, "A centurion is removed from the boarding track.");
            } else if (!rulesRevision2(s)) { // revision 1: the count of ships that acted was left as it was
                (o.a == int(ShipKind::HeavyRaider) ? s.space[size_t(o.b)].heavyRaiders : s.space[size_t(o.b)].raiders)--;
                logEvent(s, EventKind::ShipsChanged, seat, o.a, o.b, -1);
                if (o.a != int(ShipKind::HeavyRaider)) {
                    c.f.d = int16_t((c.f.d > 0 ? c.f.d : 3) - 1);
                    c.f.stage = Second;
                    return Flow::Continue;
                }
            } else if (o.a == int(ShipKind::HeavyRaider)) {
                removeHeavyRaider(s, Area(o.b), ShipPick(o.c)); // keeps the once-per-turn activation marks right
            } else {
                removeRaider(s, Area(o.b), ShipPick(o.c));
                c.f.d = int16_t((c.f.d > 0 ? c.f.d : 3) - 1); // raiders still to destroy
                c.f.stage = Second; // up to three raiders, one at a time
                return Flow::Continue;
            }
            c.push(FrameKind::Roll, int(RollPurpose::Quorum));
            return Flow::Continue;
        }
        if (rollHits(firstEffect(card, Op::Roll), s.lastRoll))
            changeResource(s, Resource::Population, -1);
        finish(s, card, seat, Disposal::Discard);
        return Flow::Done;
    }
    if (id == "encourage_mutiny") {
        if (c.f.stage == Start) {
            c.f.stage = Answer;
            return askTarget(c, seat, mutinyTargets(s, seat), card);
        }
        if (c.f.stage == Answer) {
            c.f.c = s.seatOf(CharId(takeAnswer(s).a));
            c.f.stage = Rolled;
            c.push(FrameKind::Roll, int(RollPurpose::Quorum));
            return Flow::Continue;
        }
        if (s.lastRoll >= 3)
            setTitle(s, Title::Admiral, Seat(c.f.c));
        else
            changeResource(s, Resource::Morale, -1);
        finish(s, card, seat, Disposal::Discard);
        return Flow::Done;
    }
    if (id == "release_cylon_mugshots") {
        if (c.f.stage == Start) {
            c.f.stage = Answer;
            return askTarget(c, seat, characterTargets(s, seat, false), card);
        }
        if (c.f.stage == Answer) {
            const Seat target = s.seatOf(CharId(takeAnswer(s).a));
            if (loyaltyViewsBlocked(s))
                note(s, "Detector Sabotage: no loyalty card may be looked at.");
            else
                lookAtLoyalty(s, seat, target, false);
            c.f.stage = Rolled;
            c.push(FrameKind::Roll, int(RollPurpose::Quorum));
            return Flow::Continue;
        }
        if (rollHits(firstEffect(card, Op::Roll), s.lastRoll))
            changeResource(s, Resource::Morale, -1);
        finish(s, card, seat, Disposal::Discard);
        return Flow::Done;
    }
    if (id == "presidential_pardon") {
        if (c.f.stage == Start) {
            c.f.stage = Answer;
            return askTarget(c, seat, pardonTargets(s, seat), card);
        }
        if (c.f.stage == Answer) {
            c.f.c = s.seatOf(CharId(takeAnswer(s).a));
            OptionList options;
            for (size_t l = 0; l < db().locations.size(); ++l)
                if (db().locations[l].ship == Ship::Galactica && !db().locations[l].hazard)
                    options.push_back(opt(Verb::Location, int(l)));
            c.f.stage = Second;
            return askChoice(c, seat, CorePrompt::PardonDestination, std::move(options), c.f.c);
        }
        moveCharacter(s, Seat(c.f.c), LocId(takeAnswer(s).a));
        finish(s, card, seat, Disposal::Discard);
        return Flow::Done;
    }
    if (id == "accept_prophecy") {
        if (c.f.stage == Start) {
            OptionList options;
            for (int t = 0; t < kSkillTypeCount; ++t)
                options.push_back(opt(Verb::Draw, t));
            c.f.stage = Answer;
            return ask(c, seat, DecisionKind::DrawSkill, std::move(options), 1);
        }
        giveSkill(s, seat, SkillType(takeAnswer(s).a));
        finish(s, card, seat, Disposal::Table);
        return Flow::Done;
    }
    if (id == "assign_vice_president" || id == "assign_arbitrator" || id == "assign_mission_specialist") {
        if (c.f.stage == Start) {
            giveSkill(s, seat, SkillType::Politics, 2);
            c.f.stage = Answer;
            return askTarget(c, seat, characterTargets(s, seat, false), card);
        }
        finish(s, card, seat, Disposal::Give, s.seatOf(CharId(takeAnswer(s).a)));
        return Flow::Done;
    }
    unimplemented(s, "quorum card: " + db().quorum[card].name);
    finish(s, card, seat, Disposal::Discard);
    return Flow::Done;
}

} // namespace bsg
