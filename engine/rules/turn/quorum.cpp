// Quorum cards (components: quorum_cards): the interpreter of their effect lists
// (resources/data/quorum.json, docs/data.md section 11.1). The card lies on the table
// (GameState::inPlay, holder = resolver) while it resolves; at the end it is discarded,
// removed from the game, left on the table or handed to a player, as its data says.
// Targets never include revealed Cylons (FAQ, C22).
//
// The QuorumCard frame: a = card, b = resolver, stage = what the card waits for (0 nothing
// yet; otherwise the effect of the card's list that waits at that stage, quorumWaitStages()
// in carddb.h), c = the character of its pick_character (seat), d = destroy_pieces' count
// (piece * 16 + pieces still to destroy) or the cards a choice of decks has drawn. Saves
// record this frame, so these numbers are the ones the cards had when written in C++.
#include "combat.h"
#include "execution.h"
#include "rule_table.h"
#include "rules_core.h"

#include <algorithm>
#include <optional>

namespace bsg {

namespace {

enum : int8_t { kStart = 0, kAnswer = 1, kRolled = 2, kSecond = 3 };

bool inBrig(const GameState& s, Seat seat) { return s.players[size_t(seat)].location == locs().brig; }

// The characters a pick_character may name, in seat order.
// Whether pick_character of this set may name the character at `seat`.
bool isPickTarget(const GameState& s, PickSet set, Seat resolver, int seat) {
    if (!inGame(s, Seat(seat)))
        return false;
    const bool other = seat != resolver;
    switch (set) {
    case PickSet::Others: return other;
    case PickSet::AnyoneOutsideBrig: return !inBrig(s, Seat(seat));
    case PickSet::OthersInBrig: return other && inBrig(s, Seat(seat));
    case PickSet::OthersOutsideBrigExceptAdmiral: return other && seat != s.admiral && !inBrig(s, Seat(seat));
    case PickSet::AnyoneInBrig: return inBrig(s, Seat(seat));
    }
    return false;
}

OptionList pickTargets(const GameState& s, PickSet set, Seat resolver) {
    OptionList options;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (isPickTarget(s, set, resolver, seat))
            options.push_back(opt(Verb::Target, s.players[size_t(seat)].character));
    return options;
}

// What destroy_pieces may take now, kind by kind in the data's order; `only` after the first
// piece of a kind that may be taken more than once.
OptionList destroyOptions(const GameState& s, const Effect& e, std::optional<Piece> only) {
    OptionList options;
    for (const PieceLimit& limit : e.pieces) {
        if (only && limit.piece != *only)
            continue;
        if (limit.piece == Piece::Centurion) {
            for (size_t i = 0; i < s.centurions.size(); ++i) {
                const Option o = opt(Verb::Number, s.centurions[i]);
                if (std::find(options.begin(), options.end(), o) == options.end())
                    options.push_back(o); // a centurion on this boarding space
            }
            continue;
        }
        const ShipKind kind = limit.piece == Piece::Raider ? ShipKind::Raider : ShipKind::HeavyRaider;
        for (int a = 0; a < kAreaCount; ++a)
            shipTargets(s, kind, Area(a), options);
    }
    return options;
}

Piece pieceOf(const Option& o) {
    if (o.verb == Verb::Number)
        return Piece::Centurion;
    return o.a == int(ShipKind::HeavyRaider) ? Piece::HeavyRaider : Piece::Raider;
}

// Takes the chosen piece off the board.
void destroyPiece(GameState& s, Seat seat, const Option& o) {
    if (o.verb == Verb::Number) {
        s.centurions.erase(std::find(s.centurions.begin(), s.centurions.end(), int8_t(o.a)));
        logEvent(s, EventKind::CardRule, seat, int(CardNote::CenturionRemoved), o.a);
        return;
    }
    if (!rulesRevision2(s)) // revision 1: the count of ships that acted was left as it was
        (o.a == int(ShipKind::HeavyRaider) ? s.space[size_t(o.b)].heavyRaiders : s.space[size_t(o.b)].raiders)--;
    else if (o.a == int(ShipKind::HeavyRaider))
        removeHeavyRaider(s, Area(o.b), ShipPick(o.c)); // keeps the once-per-turn activation marks right
    else
        removeRaider(s, Area(o.b), ShipPick(o.c));
    logEvent(s, EventKind::ShipsChanged, seat, o.a, o.b, -1, int(ShipCause::Destroyed));
}

void finish(GameState& s, CardIdx card, Seat resolver, CardFate how, Seat to = kNoSeat) {
    for (auto it = s.inPlay.begin(); it != s.inPlay.end(); ++it)
        if (it->kind == CardKind::Quorum && it->card == card && it->holder == resolver) {
            s.inPlay.erase(it);
            break;
        }
    switch (how) {
    case CardFate::Discard: s.quorumDiscard.push_back(card); break;
    case CardFate::RemoveFromGame:
        s.quorumRemoved.push_back(card);
        logEvent(s, EventKind::QuorumDisposed, resolver, card, int(QuorumFate::Removed));
        break;
    case CardFate::Table: s.inPlay.push_back(InPlay{CardKind::Quorum, card, kNoSeat}); break;
    case CardFate::Chosen:
        s.inPlay.push_back(InPlay{CardKind::Quorum, card, to});
        logEvent(s, EventKind::QuorumDisposed, to, card, int(QuorumFate::Given));
        break;
    }
}

// One quorum card being resolved: its frame and the seats its effects name.
struct QuorumRun {
    Ctx& c;
    GameState& s;
    CardIdx card;
    Seat resolver;

    Seat seatOf(Who who) const {
        switch (who) {
        case Who::President: return s.president;
        case Who::Admiral: return s.admiral;
        case Who::Chosen: return Seat(c.f.c);
        default: return resolver; // `current` on a quorum card: the player resolving it
        }
    }
    // Who answers an effect's question: its chooser, or the resolver if that title is vacant.
    Seat chooserOf(Who who) const {
        const Seat seat = seatOf(who);
        return seat != kNoSeat ? seat : resolver;
    }
    Seat viewer(const Effect& e) const { return e.viewer == "president" ? s.president : resolver; }

    // Each returns nullopt to go on with the next effect, or the frame's Flow: Wait or
    // Continue while the effect waits, Done once the card is disposed of.
    std::optional<Flow> begin(const Effect& e);
    std::optional<Flow> resume(const Effect& e);
    std::optional<Flow> runAtOnce(const Effect& e);
    std::optional<Flow> askDestroy(const Effect& e, std::optional<Piece> only);
    std::optional<Flow> askDeck(const Effect& e);
};

std::optional<Flow> QuorumRun::askDestroy(const Effect& e, std::optional<Piece> only) {
    OptionList options = destroyOptions(s, e, only);
    if (options.empty())
        return std::nullopt; // nothing (left) to destroy
    c.f.stage = kAnswer;
    return askChoice(c, chooserOf(e.chooser), CorePrompt::BrutalForce, std::move(options), card);
}

std::optional<Flow> QuorumRun::askDeck(const Effect& e) {
    OptionList options;
    for (int t = 0; t < kMaxSkillTypes; ++t) // a box's type too (a card names it only in its games)
        if (e.types & skillBit(SkillType(t)))
            options.push_back(opt(Verb::Draw, t));
    c.f.stage = kAnswer;
    return ask(c, seatOf(e.who), DecisionKind::DrawSkill, std::move(options), e.count - c.f.d);
}

// The effects that need no answer, also those of a roll's results.
std::optional<Flow> QuorumRun::runAtOnce(const Effect& e) {
    switch (e.op) {
    case Op::Resource: changeResource(s, e.resource, e.amount); break;
    case Op::DrawSkill:
        if (const Seat seat = seatOf(e.who); seat != kNoSeat)
            for (int t = 0; t < kMaxSkillTypes; ++t) // a box's type too (a card names it only in its games)
                if (e.types & skillBit(SkillType(t)))
                    giveSkill(s, seat, SkillType(t), e.count);
        break;
    case Op::Move:
        if (const Seat seat = seatOf(e.who); seat != kNoSeat)
            sendTo(s, seat, e.loc);
        break;
    case Op::TitleChange:
        if (const Seat seat = seatOf(Who::Chosen); seat != kNoSeat)
            setTitle(s, e.title, seat);
        break;
    case Op::LookLoyalty:
        if (loyaltyViewsBlocked(s))
            logEvent(s, EventKind::LoyaltyBlocked, viewer(e), 1);
        else if (viewer(e) != kNoSeat)
            lookAtLoyalty(s, viewer(e), seatOf(Who::Chosen), e.how == "all");
        c.f.c = 0; // a look uses the pick up
        break;
    case Op::DisposeCard:
        finish(s, card, resolver, e.fate, seatOf(Who::Chosen));
        return Flow::Done;
    case Op::Execute: // Pegasus records only (the loader): the chosen character
        if (const Seat seat = seatOf(e.who); seat != kNoSeat)
            pegasus::startExecution(c, seat, pegasus::ExecutionCause::QuorumCard);
        break;
    case Op::Handler: // a box's card (the loader): a rule of the handler table, which may push frames
        handlerRule(e).apply(c, e);
        break;
    default: // the loader lets no other op onto a quorum card
        unimplemented(s, Missing::QuorumCard, card);
        break;
    }
    return std::nullopt;
}

std::optional<Flow> QuorumRun::begin(const Effect& e) {
    switch (e.op) {
    case Op::PickCharacter: {
        OptionList options = pickTargets(s, e.pickSet, resolver);
        if (options.empty()) { // a card chosen by Skilled Politician may have nobody to name
            logEvent(s, EventKind::QuorumDisposed, resolver, card, int(QuorumFate::NoTarget));
            finish(s, card, resolver, CardFate::Discard);
            return Flow::Done;
        }
        c.f.stage = kAnswer;
        return askChoice(c, chooserOf(e.chooser), CorePrompt::QuorumTarget, std::move(options), card);
    }
    case Op::DestroyPieces:
        c.f.d = 0;
        return askDestroy(e, std::nullopt);
    case Op::Roll:
        c.f.stage = kRolled;
        c.push(FrameKind::Roll, int(RollPurpose::Quorum));
        return Flow::Continue;
    case Op::DrawSkill:
        if (!quorumWaitStages(e) || seatOf(e.who) == kNoSeat) // one deck, or nobody to draw
            return runAtOnce(e);
        c.f.d = 0;
        return askDeck(e);
    case Op::Move:
        if (e.loc == kChosenGalacticaLocation && seatOf(e.who) != kNoSeat) {
            OptionList options;
            for (size_t l = 0; l < db().locations.size(); ++l)
                if (db().locations[l].ship == Ship::Galactica && !db().locations[l].hazard &&
                    hasBox(s, db().locations[l].box))
                    options.push_back(opt(Verb::Location, int(l)));
            c.f.stage = kSecond;
            return askChoice(c, resolver, CorePrompt::PardonDestination, std::move(options), seatOf(e.who));
        }
        return e.loc == kChosenGalacticaLocation ? std::nullopt : runAtOnce(e); // nobody to place
    default: return runAtOnce(e);
    }
}

// The frame comes back at the stage of `e`: its answer or its roll is there.
std::optional<Flow> QuorumRun::resume(const Effect& e) {
    switch (e.op) {
    case Op::PickCharacter: c.f.c = s.seatOf(CharId(takeAnswer(s).a)); return std::nullopt;
    case Op::DrawSkill:
        giveSkill(s, seatOf(e.who), SkillType(takeAnswer(s).a));
        ++c.f.d;
        return c.f.d < e.count ? askDeck(e) : std::nullopt;
    case Op::Move:
        moveCharacter(s, seatOf(e.who), LocId(takeAnswer(s).a), MoveCause::Sent);
        return std::nullopt;
    case Op::Roll: {
        const int r = s.lastRoll;
        const bool hit = (e.atMost && r <= e.atMost) || (e.atLeast && r >= e.atLeast);
        logEvent(s, EventKind::RollOutcome, resolver, int(RollUse::QuorumCard), r, e.atLeast ? e.atLeast : -e.atMost, hit);
        if (const ListId result = hit ? e.then : e.otherwise; result != kNoList)
            for (const Effect& x : db().list(result))
                if (const auto flow = runAtOnce(x))
                    return flow;
        return std::nullopt;
    }
    case Op::DestroyPieces: {
        if (c.f.stage == kSecond) { // the next piece of the kind begun, if any is left
            const int left = c.f.d % 16;
            return left > 0 ? askDestroy(e, Piece(c.f.d / 16)) : std::nullopt;
        }
        const Option o = takeAnswer(s);
        const Piece piece = pieceOf(o);
        int upTo = 1;
        for (const PieceLimit& limit : e.pieces)
            if (limit.piece == piece)
                upTo = limit.upTo;
        c.f.stage = kRolled;
        destroyPiece(s, resolver, o);
        if (upTo == 1)
            return std::nullopt;
        // More of this kind may follow, one at a time (the frame comes back at kSecond).
        const int left = (c.f.d > 0 ? c.f.d % 16 : upTo) - 1;
        c.f.d = int16_t(left > 0 ? int(piece) * 16 + left : 0);
        c.f.stage = kSecond;
        return Flow::Continue;
    }
    default: return std::nullopt;
    }
}

// The effect of the card's own list that waits at this stage (the loader allows one).
size_t waitingAt(const EffectList& list, int stage) {
    for (size_t i = 0; i < list.size() && stage > 0 && stage < 8; ++i)
        if (quorumWaitStages(list[i]) & (1u << stage))
            return i;
    return list.size();
}

} // namespace

bool quorumPlayable(const GameState& s, Seat seat, CardIdx card) {
    // Played from the hand only with someone to pick and something to destroy. Asked for every
    // card in the hand at every action: the questions stop at the first answer, no lists built
    // (they have a target exactly when pickTargets() and destroyOptions() are not empty).
    const auto someoneToPick = [&](PickSet set) {
        for (int other = 0; other < s.playerCount(); ++other)
            if (isPickTarget(s, set, seat, other))
                return true;
        return false;
    };
    const auto somethingToDestroy = [&](const Effect& e) {
        for (const PieceLimit& limit : e.pieces) {
            if (limit.piece == Piece::Centurion) {
                if (!s.centurions.empty())
                    return true;
                continue;
            }
            for (const auto& area : s.space)
                if ((limit.piece == Piece::Raider ? area.raiders : area.heavyRaiders) > 0)
                    return true;
        }
        return false;
    };
    for (const Effect& e : db().list(db().quorum[card].effects)) {
        if (e.op == Op::PickCharacter && !someoneToPick(e.pickSet))
            return false;
        if (e.op == Op::DestroyPieces && !somethingToDestroy(e))
            return false;
    }
    return true;
}

Flow runQuorumCard(Ctx& c) {
    QuorumRun run{c, c.s, CardIdx(c.f.a), Seat(c.f.b)};
    const EffectList& list = db().list(db().quorum[run.card].effects);
    size_t next = 0;
    if (c.f.stage != kStart) {
        const size_t at = waitingAt(list, c.f.stage);
        if (at == list.size()) { // a stage no effect of the card waits at: cannot come from this data
            unimplemented(c.s, Missing::QuorumCard, run.card);
            finish(c.s, run.card, run.resolver, CardFate::Discard);
            return Flow::Done;
        }
        if (const auto flow = run.resume(list[at]))
            return *flow;
        next = at + 1;
    }
    for (; next < list.size(); ++next)
        if (const auto flow = run.begin(list[next]))
            return *flow;
    finish(c.s, run.card, run.resolver, CardFate::Discard); // no effect disposed of the card
    return Flow::Done;
}

} // namespace bsg
