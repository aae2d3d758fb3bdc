// The four human characters of Pegasus (resources/data/characters.json, box "pegasus"): their
// abilities, registered under their data ids in the ability table, the passive ones as hooks of
// the passive table (rule_table.h, PassiveRule). docs/pegasus.md, "Characters".
//   Helena Cain: Intolerant (an Admiral's Quarters pass of 10 or more may execute its target),
//     Blind Jump (2 civilian ships lost, then a jump with one destination card), Bent on Revenge
//     (FTL Control and Engine Room closed to her).
//   Ellen Tigh: Politically Adroit (after her movement, a card to a character beside her, then
//     2 cards of her skill set), Manipulative (a title for her turn), Nothing But Trouble
//     (Treachery in her skill set: her data; no human uses Treachery text, treachery.cpp).
//   Kat: Hotshot (a card's strength + 2 instead of a die in her Action step), Sacrifice (from
//     her viper, to Sickbay, destroying ships of her area), Stim Junkie (to Sickbay when her
//     Action step ends where her turn began, not from the Brig).
//   Dee: Efficient (at Communications, every civilian ship looked at and any of them moved one
//     area), Fast Learner (once, before a skill check: the top 3 cards of a skill deck into the
//     check, after the Destiny cards, or into her hand), Emotionally Fragile (executed when
//     morale falls to 2 or less; no morale lost for it).
//   Helena Cain's start: Pegasus CIC or Command, her player's choice at setup.
#include "characters_pegasus.h"
#include "pegasus_cards.h"

#include "check_hooks.h"

#include "box_kinds.h"
#include "card_kinds.h"
#include "character_kinds.h"
#include "combat.h"
#include "execution.h"
#include "log_text.h"
#include "rule_table.h"
#include "rules_core.h"

#include <algorithm>

namespace bsg {

namespace pegasus {

namespace {

LocId engineRoom() {
    static const LocId loc = LocId(db().location("engine_room"));
    return loc;
}

int abilityOf(const GameState& s, Seat seat, std::string_view id) {
    return abilityIndex(s.players[size_t(seat)].character, id);
}

OptionList distinctCards(const GameState& s, Seat seat, Verb verb) {
    OptionList options;
    for (SkillCard card : s.players[size_t(seat)].hand)
        if (std::find(options.begin(), options.end(), opt(verb, card)) == options.end())
            options.push_back(opt(verb, card));
    return options;
}

void note(GameState& s, Seat seat, CharacterNote what, int b = 0, int c = 0) {
    logEvent(s, kCharacterRule, seat, int(what), b, c);
}

Seat& titleSeat(GameState& s, Title t) { return t == Title::President ? s.president : s.admiral; }

// --- Helena Cain

// Bent on Revenge: FTL Control and Engine Room are closed to her.
bool bentOnRevenge(const GameState& s, Seat seat) {
    const LocId loc = s.players[size_t(seat)].location;
    return loc == locs().ftlControl || loc == engineRoom();
}

// Intolerant: an Admiral's Quarters pass of 10 or more lets her choose the target's execution.
bool intolerant(Ctx& c, Seat cain, Seat target) {
    if (c.s.check.total < 10)
        return false;
    c.push(kCharacterStepFrame, cain, kIntolerant, target);
    return true;
}

Flow intolerantStep(Ctx& c) {
    GameState& s = c.s;
    const Seat cain = Seat(c.f.a), target = Seat(c.f.c);
    if (c.f.stage == 0) {
        c.f.stage = 1;
        return ask(c, cain, kCharacterChoice,
                   {opt(Verb::Use, kUseAbility, abilityOf(s, cain, "intolerant")), opt(Verb::Decline)}, kIntolerant,
                   s.players[size_t(target)].character);
    }
    if (takeAnswer(s).verb == Verb::Use) {
        note(s, cain, CharacterNote::Intolerant, target);
        startExecution(c, target, ExecutionCause::Ability);
        return Flow::Done;
    }
    sendTo(s, target, locs().brig);
    return Flow::Done;
}

// Blind Jump: while the fleet is at most 6 units along, 2 civilian ships drawn and destroyed,
// then a jump from any space of the jump track, the Admiral drawing one destination card.
constexpr int kBlindJumpMostDistance = 6;

bool blindJumpAvailable(const GameState& s, Seat) { return s.distance <= kBlindJumpMostDistance; }

Flow blindJump(Ctx& c) {
    c.push(ExecutionFrame::CivilianDraw, 2);
    c.push(FrameKind::Jump, 0, 0, 0, kBlindJump);
    return Flow::Done;
}

// --- Ellen Tigh

OptionList titlesToTake(const GameState& s, Seat seat) {
    OptionList options;
    if (s.president != seat)
        options.push_back(opt(kTakeTitle, int(Title::President)));
    if (s.admiral != seat && s.players[size_t(seat)].location != locs().brig)
        options.push_back(opt(kTakeTitle, int(Title::Admiral)));
    return options;
}

// Manipulative: offered as her turn begins, while her once-per-game use is unspent.
void manipulative(Ctx& c, Seat seat) {
    if (!c.s.players[size_t(seat)].onceUsed && !titlesToTake(c.s, seat).empty())
        c.push(kCharacterStepFrame, seat, kManipulative);
}

Flow manipulativeStep(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (c.f.stage == 0) {
        OptionList options = titlesToTake(s, seat);
        options.push_back(opt(Verb::Decline));
        c.f.stage = 1;
        return ask(c, seat, kCharacterChoice, std::move(options), kManipulative);
    }
    const Option o = takeAnswer(s);
    if (o.verb != kTakeTitle)
        return Flow::Done;
    const Title t = Title(o.a);
    s.players[size_t(seat)].onceUsed = true;
    s.pegasus.manipulatedTitle = int8_t(t);
    s.pegasus.manipulatedFrom = titleSeat(s, t);
    note(s, seat, CharacterNote::TitleTaken, int(t));
    setTitle(s, t, seat);
    return Flow::Done;
}

// Politically Adroit: the characters beside her who may take a card (humans, not in a viper).
OptionList adroitReceivers(const GameState& s, Seat seat) {
    OptionList options;
    const Player& me = s.players[size_t(seat)];
    if (me.hand.empty() || me.viperArea >= 0)
        return options;
    for (int k = 0; k < s.playerCount(); ++k) {
        const Player& p = s.players[size_t(k)];
        if (k != seat && inGame(s, Seat(k)) && p.viperArea < 0 && p.location == me.location)
            options.push_back(opt(Verb::Target, p.character));
    }
    return options;
}

void politicallyAdroit(Ctx& c, Seat seat) {
    if (!adroitReceivers(c.s, seat).empty())
        c.push(kCharacterStepFrame, seat, kPoliticallyAdroit);
}

Flow politicallyAdroitStep(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    switch (c.f.stage) {
    case 0: {
        OptionList options = adroitReceivers(s, seat);
        options.push_back(opt(Verb::Decline));
        c.f.stage = 1;
        return ask(c, seat, kCharacterChoice, std::move(options), kPoliticallyAdroit);
    }
    case 1: {
        const Option o = takeAnswer(s);
        if (o.verb != Verb::Target)
            return Flow::Done;
        c.f.d = s.seatOf(CharId(o.a));
        c.f.stage = 2;
        return ask(c, seat, kCharacterChoice, distinctCards(s, seat, Verb::Discard), kAdroitCardPrompt,
                   s.players[size_t(c.f.d)].character);
    }
    default: {
        const SkillCard card = SkillCard(takeAnswer(s).a);
        const Seat receiver = Seat(c.f.d);
        auto& hand = s.players[size_t(seat)].hand;
        const size_t at = handIndexOf(s, seat, card);
        if (at >= hand.size())
            return Flow::Done;
        eraseCard(hand, at);
        auto& into = s.players[size_t(receiver)].hand;
        into.push_back(card);
        sortHand(into, into.size() - 1);
        logEvent(s, revealedTo(seatBit(seat) | seatBit(receiver)), kCharacterRule, seat,
                 int(CharacterNote::CardHanded), receiver, card);
        c.push(kCardStep, seat, kSkillSetDraw, 2);
        return Flow::Done;
    }
    }
}

// --- Kat

// Stim Junkie: where her turn began, noted for the end of her Action step.
void stimJunkieBegins(Ctx& c, Seat seat) {
    GameState& s = c.s;
    s.pegasus.stimTurn = s.turn;
    s.pegasus.stimLocation = s.players[size_t(seat)].location;
    s.pegasus.stimViperArea = s.players[size_t(seat)].viperArea;
}

void stimJunkieEnds(Ctx& c, Seat seat) {
    GameState& s = c.s;
    const Player& p = s.players[size_t(seat)];
    if (s.pegasus.stimTurn != s.turn || p.location == locs().brig || p.location == locs().sickbay)
        return;
    const bool samePlace = p.viperArea >= 0 ? p.viperArea == s.pegasus.stimViperArea
                                            : s.pegasus.stimViperArea < 0 && p.location == s.pegasus.stimLocation;
    if (!samePlace)
        return;
    note(s, seat, CharacterNote::StimJunkie);
    sendTo(s, seat, locs().sickbay);
}

constexpr int8_t kHotshotAnswer = 5; // the Roll frame's stage of the answer (roll.cpp leaves it free)

bool inOwnActionStep(const GameState& s) {
    for (auto it = s.stack.rbegin(); it != s.stack.rend(); ++it)
        if (it->kind == FrameKind::Action)
            return it->a == s.current;
    return false;
}

// Hotshot: before a die she would roll in her own Action step, a card's strength + 2 instead.
bool hotshot(Ctx& c, Flow& flow) {
    GameState& s = c.s;
    const Seat seat = s.current;
    if (c.f.stage == kHotshotAnswer) {
        const Option o = takeAnswer(s);
        if (o.verb != Verb::Discard)
            return false; // declined: the die is rolled
        const int result = db().skillCards[size_t(o.a)].strength + 2;
        discardFromHand(s, seat, handIndexOf(s, seat, SkillCard(o.a)));
        s.lastRoll = int8_t(result);
        s.pegasus.hotshotRoll = true; // no die: it cannot destroy Scar (card_moments.cpp)
        note(s, seat, CharacterNote::Hotshot, o.a, result);
        flow = Flow::Done; // no die: no modifier, reroll or window after it
        pegasus::noteDiscard(c, seat, SkillCard(o.a)); // Sabotage's moment, once the result stands
        return true;
    }
    if (s.players[size_t(seat)].hand.empty() || !inOwnActionStep(s))
        return false;
    OptionList options = distinctCards(s, seat, Verb::Discard);
    options.push_back(opt(Verb::Decline));
    c.f.stage = kHotshotAnswer;
    flow = ask(c, seat, kCharacterChoice, std::move(options), kHotshotPrompt, c.f.a);
    return true;
}

// Sacrifice: the ships of her viper's area she may destroy.
OptionList sacrificeTargets(const GameState& s, Seat seat) {
    OptionList options;
    const int area = s.players[size_t(seat)].viperArea;
    if (area < 0)
        return options;
    const SpaceArea& space = s.space[size_t(area)];
    if (space.raiders - pegasus::scarIn(s, Area(area)) > 0) // no roll: Scar's raider is no target
        options.push_back(opt(Verb::Ship, int(ShipKind::Raider), area));
    if (space.heavyRaiders > 0)
        options.push_back(opt(Verb::Ship, int(ShipKind::HeavyRaider), area));
    for (size_t b = 0; b < s.basestars.size(); ++b)
        if (s.basestars[b].area == area)
            options.push_back(opt(Verb::Ship, int(ShipKind::Basestar), area, int(b)));
    for (size_t i = 0; i < space.civilians.size(); ++i)
        options.push_back(opt(Verb::Ship, int(ShipKind::Civilian), area, int(i)));
    return options;
}

bool sacrificeAvailable(const GameState& s, Seat seat) { return !sacrificeTargets(s, seat).empty(); }

Flow sacrifice(Ctx& c) {
    c.f.stage = 1;
    return ask(c, Seat(c.f.a), kCharacterChoice, sacrificeTargets(c.s, Seat(c.f.a)), kSacrificePrompt);
}

void sacrificed(Ctx& c, const Option& o) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    const Area area = Area(o.b);
    sendTo(s, seat, locs().sickbay); // her viper goes back to the Reserves
    int destroyed = 1;
    switch (ShipKind(o.a)) {
    case ShipKind::Raider:
        destroyed = std::min<int>(5, s.space[size_t(area)].raiders - pegasus::scarIn(s, area));
        for (int i = 0; i < destroyed; ++i)
            removeRaider(s, area);
        break;
    case ShipKind::HeavyRaider:
        destroyed = std::min<int>(2, s.space[size_t(area)].heavyRaiders);
        for (int i = 0; i < destroyed; ++i)
            removeHeavyRaider(s, area);
        break;
    case ShipKind::Basestar: destroyBasestar(s, o.c); break;
    default: destroyCivilian(s, area, size_t(o.c)); break;
    }
    note(s, seat, CharacterNote::Sacrifice, o.a, destroyed);
}

// --- Dee

void emotionallyFragile(GameState& s, Seat seat) {
    if (s.resources[size_t(Resource::Morale)] <= 2)
        s.pegasus.fragileDue |= uint8_t(seatBit(seat));
}

// Fast Learner: offered in the window before a check's cards (not a Super Crisis's: abilities
// do not touch it), while her once-per-game use is unspent.
void fastLearnerOption(const GameState& s, Seat seat, OptionList& options) {
    const SkillCheckState& k = s.check;
    const bool super = k.source == CheckSource::Crisis && db().crises[size_t(k.sourceArg)].super;
    if (!super && !s.players[size_t(seat)].onceUsed)
        options.push_back(opt(Verb::Use, kUseAbility, abilityOf(s, seat, "fast_learner")));
}

Flow fastLearnerStep(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (c.f.stage == 0) { // which deck
        OptionList options;
        for (int t = 0; t < kMaxSkillTypes; ++t)
            if (skillTypeInPlay(s, t) && !(s.skillDeck[size_t(t)].empty() && s.skillDiscard[size_t(t)].empty()))
                options.push_back(opt(Verb::Draw, t));
        if (options.empty())
            return Flow::Done;
        c.f.stage = 1;
        return ask(c, seat, kCharacterChoice, std::move(options), kFastLearnerDeckPrompt);
    }
    if (c.f.stage == 1) { // the look, then where the cards go
        const SkillType type = SkillType(takeAnswer(s).a);
        c.f.c = int16_t(type);
        auto& cards = s.pegasus.fastLearnerCards;
        cards.clear();
        for (int i = 0; i < 3 && !(s.skillDeck[size_t(type)].empty() && s.skillDiscard[size_t(type)].empty()); ++i) {
            cards.push_back(drawSkill(s, type));
            logEvent(s, revealedTo(seatBit(seat)), kCharacterRule, seat, int(CharacterNote::FastLearnerLook), cards.back());
        }
        c.f.stage = 2;
        return ask(c, seat, kCharacterChoice,
                   {opt(kFastLearnerPlace, kIntoCheck), opt(kFastLearnerPlace, kIntoHand)}, kFastLearnerPlacePrompt,
                   int(type));
    }
    const int place = takeAnswer(s).a;
    note(s, seat, CharacterNote::FastLearnerPlace, c.f.c, place);
    if (place == kIntoHand) {
        auto& cards = s.pegasus.fastLearnerCards;
        auto& hand = s.players[size_t(seat)].hand;
        for (SkillCard card : cards) {
            hand.push_back(card);
            logEvent(s, revealedTo(seatBit(seat)), EventKind::DrewSkill, seat, card);
        }
        cardsJoinedHand(s, seat, cards, true);
        cards.clear();
    } // into the check: they wait for the Destiny cards (dealFastLearnerCards)
    return Flow::Done;
}

// Efficient: Communications shows her every civilian ship, and she may move any of them.
bool efficient(Ctx& c, Seat seat) {
    c.push(kCharacterStepFrame, seat, kEfficient);
    return true;
}

// Where a civilian token is on the board: its area and index, or area -1.
std::pair<int, int> civilianAt(const GameState& s, int token) {
    for (int a = 0; a < kAreaCount; ++a)
        for (size_t i = 0; i < s.space[size_t(a)].civilians.size(); ++i)
            if (s.space[size_t(a)].civilians[i] == token)
                return {a, int(i)};
    return {-1, -1};
}

constexpr int kTrackedTokens = 15; // the frame's c holds a bit per token moved (the game has 12)

bool movedAlready(int16_t moved, int token) { return token >= kTrackedTokens || (moved >> token) & 1; }

Flow efficientStep(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    enum : int8_t { Look, Pick, Picked, Moved };
    if (c.f.stage == Look) {
        int looked = 0;
        for (int a = 0; a < kAreaCount; ++a)
            for (const uint8_t token : s.space[size_t(a)].civilians) {
                logEvent(s, revealedTo(seatBit(seat)), EventKind::CivilianLooked, seat, db().civilianTokens[token], a);
                ++looked;
            }
        note(s, seat, CharacterNote::Efficient, looked);
        c.f.stage = Pick;
    }
    if (c.f.stage == Picked) {
        const Option o = takeAnswer(s);
        if (o.verb != Verb::Ship)
            return Flow::Done; // she moves no more
        const int token = s.space[size_t(o.b)].civilians[size_t(o.c)];
        c.f.d = int16_t(token + 1);
        c.f.stage = Moved;
        return ask(c, seat, DecisionKind::ChooseArea,
                   {opt(Verb::Area, int(clockwise(Area(o.b)))), opt(Verb::Area, int(counterClockwise(Area(o.b)))),
                    opt(Verb::Decline)});
    }
    if (c.f.stage == Moved) {
        const Option o = takeAnswer(s);
        const int token = c.f.d - 1;
        const auto [area, index] = civilianAt(s, token);
        if (o.verb == Verb::Area && area >= 0) {
            auto& from = s.space[size_t(area)].civilians;
            from.erase(from.begin() + index);
            s.space[size_t(o.a)].civilians.push_back(uint8_t(token));
            logEvent(s, EventKind::ShipMoved, seat, int(ShipKind::Civilian), area, o.a, 1);
        }
        if (token < kTrackedTokens)
            c.f.c = int16_t(c.f.c | (1 << token)); // each ship is moved (or kept) once
        c.f.stage = Pick;
    }
    OptionList options; // Pick: a ship not yet moved, or no more
    for (int a = 0; a < kAreaCount; ++a)
        for (size_t i = 0; i < s.space[size_t(a)].civilians.size(); ++i)
            if (!movedAlready(c.f.c, s.space[size_t(a)].civilians[i]))
                options.push_back(opt(Verb::Ship, int(ShipKind::Civilian), a, int(i)));
    if (options.empty())
        return Flow::Done;
    options.push_back(opt(Verb::Decline));
    c.f.stage = Picked;
    return ask(c, seat, DecisionKind::ChooseShip, std::move(options));
}

// --- Helena Cain's start

CharId cain() {
    static const CharId id = CharId(db().character("helena_cain"));
    return id;
}

// Her sheet starts her in Pegasus CIC or Command, as her player chooses.
Flow startChoiceStep(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    const LocId cic = s.players[size_t(seat)].location;
    if (c.f.stage == 0) {
        c.f.stage = 1;
        return ask(c, seat, kCharacterChoice, {opt(Verb::Move, cic), opt(Verb::Move, locs().command)}, kStartChoicePrompt);
    }
    const LocId chosen = LocId(takeAnswer(s).a);
    s.players[size_t(seat)].location = chosen; // setup: nobody moves yet
    note(s, seat, CharacterNote::StartChosen, chosen);
    return Flow::Done;
}

// --- the step frame, the words

Flow runCharacterStep(Ctx& c) {
    switch (c.f.b) {
    case kManipulative: return manipulativeStep(c);
    case kPoliticallyAdroit: return politicallyAdroitStep(c);
    case kIntolerant: return intolerantStep(c);
    case kFastLearner: return fastLearnerStep(c);
    case kEfficient: return efficientStep(c);
    case kStartChoice: return startChoiceStep(c);
    default: return Flow::Done;
    }
}

std::string characterNamed(const GameState& s, int seat) {
    return seat >= 0 && seat < s.playerCount() ? characterOf(s, Seat(seat)).name : std::string("?");
}

std::string choicePrompt(const GameState& s) {
    const Seat who = s.decision.actor;
    switch (s.decision.context) {
    case kManipulative: return "Manipulative: take the President or the Admiral title for this turn?";
    case kPoliticallyAdroit: return "Politically Adroit: give a skill card to a character beside you (then draw 2)?";
    case kAdroitCardPrompt:
        return "Politically Adroit: the card to give to " +
               (s.decision.context2 >= 0 ? db().characters[size_t(s.decision.context2)].name : std::string("?")) + ".";
    case kIntolerant:
        return "Intolerant: execute " +
               (s.decision.context2 >= 0 ? db().characters[size_t(s.decision.context2)].name : std::string("?")) +
               " instead of sending them to the Brig?";
    case kHotshotPrompt: return "Hotshot: discard a skill card and take its strength + 2 instead of rolling?";
    case kSacrificePrompt: return "Sacrifice: what does " + characterNamed(s, who) + " destroy?";
    case kFastLearnerDeckPrompt: return "Fast Learner: which skill deck does " + characterNamed(s, who) + " look at (top 3 cards)?";
    case kFastLearnerPlacePrompt: return "Fast Learner: put all 3 cards into the skill check or into your hand?";
    case kStartChoicePrompt: return characterNamed(s, who) + " starts in Pegasus CIC or in Command: choose.";
    default: return "Choose.";
    }
}

std::string ruleText(const GameState& s, const LogEvent& e) {
    const std::string who = characterNamed(s, e.actor);
    const char* title = e.b == int(Title::Admiral) ? "Admiral" : "President";
    switch (CharacterNote(e.a)) {
    case CharacterNote::TitleTaken: return who + " takes the " + title + " title for this turn (Manipulative).";
    case CharacterNote::TitleReturned:
        return std::string("The ") + title + " title goes back to " + characterNamed(s, e.c) + " (Manipulative).";
    case CharacterNote::CardHanded:
        return who + " hands a skill card to " + characterNamed(s, e.b) + " (Politically Adroit).";
    case CharacterNote::StimJunkie: return who + " ends her actions where she began and goes to Sickbay (Stim Junkie).";
    case CharacterNote::Hotshot:
        return who + " discards a card instead of rolling: the result is " + std::to_string(e.c) + " (Hotshot).";
    case CharacterNote::Sacrifice: return who + " goes to Sickbay and destroys " + std::to_string(e.c) + " ship(s) (Sacrifice).";
    case CharacterNote::Intolerant: return who + " has " + characterNamed(s, e.b) + " executed (Intolerant).";
    case CharacterNote::Fragile: return "Morale is 2 or less: " + who + " is executed (Emotionally Fragile).";
    case CharacterNote::FastLearnerLook: return who + " looks at " + text::skillCard(e.b) + " (Fast Learner).";
    case CharacterNote::FastLearnerPlace:
        return who + " puts the top cards of the " + std::string(kSkillTypeIds[size_t(e.b)]) + " deck " +
               (e.c == kIntoHand ? "into her hand" : "into the skill check") + " (Fast Learner).";
    case CharacterNote::Efficient:
        return who + " looks at every civilian ship (" + std::to_string(e.b) + ") and may move any of them (Efficient).";
    case CharacterNote::StartChosen: return who + " starts in " + db().locations[size_t(e.b)].name + ".";
    }
    return who + " uses an ability.";
}

bool titleInRange(const GameState&, const Option& o) { return o.a == int(Title::President) || o.a == int(Title::Admiral); }
void titleId(std::string& out, const GameState&, const Option& o) {
    out += o.a == int(Title::Admiral) ? "take_title:admiral" : "take_title:president";
}
std::string titleLabel(const GameState&, const Option& o) {
    return o.a == int(Title::Admiral) ? "Take the Admiral title for this turn" : "Take the President title for this turn";
}

bool placeInRange(const GameState&, const Option& o) { return o.a == kIntoCheck || o.a == kIntoHand; }
void placeId(std::string& out, const GameState&, const Option& o) {
    out += o.a == kIntoHand ? "fast_learner:hand" : "fast_learner:check";
}
std::string placeLabel(const GameState&, const Option& o) {
    return o.a == kIntoHand ? "Put the 3 cards into your hand" : "Put the 3 cards into the skill check";
}

AbilityRule passive(PassiveRule hooks) {
    AbilityRule r;
    r.passive = hooks;
    return r;
}

} // namespace

void moraleFell(GameState& s) {
    for (int k = 0; k < s.playerCount(); ++k)
        if (const auto hook = passiveHooksOf(s, Seat(k)).moraleFell)
            hook(s, Seat(k));
}

bool fragileExecution(Ctx& c) {
    GameState& s = c.s;
    const uint8_t due = s.pegasus.fragileDue;
    s.pegasus.fragileDue = 0;
    for (int k = 0; k < s.playerCount(); ++k)
        if ((due & seatBit(Seat(k))) && passiveHooksOf(s, Seat(k)).moraleFell) { // still Dee
            note(s, Seat(k), CharacterNote::Fragile);
            startExecution(c, Seat(k), ExecutionCause::EmotionallyFragile, false);
            return true;
        }
    return false;
}

void startFastLearner(Ctx& c, Seat seat) {
    c.s.players[size_t(seat)].onceUsed = true;
    c.push(kCharacterStepFrame, seat, kFastLearner);
}

void dealFastLearnerCards(GameState& s) {
    for (SkillCard card : s.pegasus.fastLearnerCards) {
        s.checkPile.push_back(card);
        s.checkPileOwner.push_back(kNoSeat); // from a deck, as the Destiny cards: nobody played them
    }
    s.pegasus.fastLearnerCards.clear();
}

void pushStartChoices(GameState& s) {
    for (int k = 0; k < s.playerCount(); ++k)
        if (s.players[size_t(k)].character == cain() && !s.pegasus.destroyed)
            s.stack.push_back(Frame{kCharacterStepFrame, 0, int16_t(k), kStartChoice, 0, 0});
}

void returnManipulatedTitle(GameState& s) {
    if (s.pegasus.manipulatedTitle < 0)
        return;
    const Title t = Title(s.pegasus.manipulatedTitle);
    const Seat ellen = s.current, from = s.pegasus.manipulatedFrom;
    s.pegasus.manipulatedTitle = -1;
    s.pegasus.manipulatedFrom = kNoSeat;
    if (titleSeat(s, t) != ellen)
        return; // she lost it meanwhile: it stays where it went
    const bool fromMayHold = from != kNoSeat && inGame(s, from) &&
                             !(t == Title::Admiral && s.players[size_t(from)].location == locs().brig);
    const Seat to = fromMayHold ? from : successor(s, t, ellen);
    if (to == kNoSeat)
        return;
    setTitle(s, t, to);
    note(s, ellen, CharacterNote::TitleReturned, int(t), to);
}

} // namespace pegasus

void registerPegasusCharacterRules() {
    using namespace pegasus;
    registerAbilityRule("intolerant", passive({.accusationPassed = intolerant}));
    registerAbilityRule("blind_jump", {blindJumpAvailable, blindJump});
    registerAbilityRule("bent_on_revenge", passive({.closesAction = bentOnRevenge}));
    registerAbilityRule("politically_adroit", passive({.movementEnds = politicallyAdroit}));
    registerAbilityRule("manipulative", passive({.turnBegins = manipulative}));
    registerAbilityRule("nothing_but_trouble", {}); // her data's skill set; treachery.cpp bars humans from its text
    registerAbilityRule("hotshot", passive({.beforeRoll = hotshot}));
    registerAbilityRule("sacrifice", {sacrificeAvailable, sacrifice, sacrificed});
    registerAbilityRule("stim_junkie", passive({.turnBegins = stimJunkieBegins, .actionEnds = stimJunkieEnds}));
    registerAbilityRule("efficient", passive({.activatesCommunications = efficient}));
    registerAbilityRule("fast_learner", passive({.beforeCheckCards = fastLearnerOption}));
    registerAbilityRule("emotionally_fragile", passive({.moraleFell = emotionallyFragile}));
    registerBoxFrame(kCharacterStepFrame, runCharacterStep);
    registerBoxVerb(kTakeTitle, {titleInRange, titleId, titleLabel});
    registerBoxVerb(kFastLearnerPlace, {placeInRange, placeId, placeLabel});
    registerBoxDecision(kCharacterChoice, {"character_ability", choicePrompt});
    registerBoxEvent(kCharacterRule, ruleText);
}

} // namespace bsg
