// The current character's turn (and a character's extra turn from Executive Order): where to
// stand and which action to take, by the worth of each action there (docs/policy.md,
// "Moving and acting").
#include "policy_internal.h"

#include "combat.h"
#include "rule_table.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace bsg::solo::policy {

namespace {


bool otherCharacterAt(const PlayerKnowledge& k, Seat seat, LocId loc) {
    for (int other = 0; other < k.playerCount(); ++other)
        if (other != seat && k.location(Seat(other)) == loc)
            return true;
    return false;
}

// The cheapest card of an open hand, or a typical card's worth.
double cheapestCard(const PlayerKnowledge& k, Seat seat) {
    return k.remember(PlayerKnowledge::Memo::CheapestCard, seat, [&] {
        const auto hand = k.hand(seat);
        if (hand.empty())
            return 0.45;
        double low = 1e9;
        for (size_t i = 0; i < hand.size(); ++i)
            if (i == 0 || hand[i] != hand[i - 1])
                low = std::min(low, cardWorth(k, seat, hand[i]));
        return low;
    });
}

// --- the worth of each action ability, by the ability's id (one no entry names is worth -0.5:
// Declare Martial Law, as titles are fine where they are)

double skilledPoliticianWorth(const PlayerKnowledge& k) { return k.quorumDeckEmpty() ? 0 : 1.8; }

double unconventionalTacticsWorth(const PlayerKnowledge& k) {
    double best = 0;
    for (Resource r : {Resource::Fuel, Resource::Food, Resource::Morale})
        best = std::max(best, resourceWorth(k, r, 1));
    return best + resourceWorth(k, Resource::Population, -1) - 0.8; // once a game: keep it for need
}

double cagWorth(const PlayerKnowledge& k) { return unmannedActivationsWorth(k, 6) - 2.0; }
double cylonDetectorWorth(const PlayerKnowledge&) { return 0.2; }

using AbilityWorth = double (*)(const PlayerKnowledge&);
const std::vector<std::vector<AbilityWorth>>& abilityWorths() { // by character, then ability index
    static const std::vector<std::vector<AbilityWorth>> table = [] {
        const std::pair<std::string_view, AbilityWorth> byId[] = {
            {"skilled_politician", skilledPoliticianWorth},
            {"unconventional_tactics", unconventionalTacticsWorth},
            {"cag", cagWorth},
            {"cylon_detector", cylonDetectorWorth},
            {"sacrifice", sacrificeWorth}, // Pegasus: Kat (character_policy.cpp)
        };
        std::vector<std::vector<AbilityWorth>> out;
        for (const CharacterDef& character : cardData().characters) {
            auto& worths = out.emplace_back(character.abilities.size());
            for (size_t i = 0; i < character.abilities.size(); ++i)
                for (const auto& [id, worth] : byId)
                    if (character.abilities[i].id == id)
                        worths[i] = worth;
        }
        return out;
    }();
    return table;
}

double abilityActionWorth(const PlayerKnowledge& k, Seat seat, int ability) {
    const auto& table = abilityWorths(); // as locationWorth: a character or ability it does not know is worth -0.5
    const size_t character = size_t(k.character(seat));
    const AbilityWorth worth = character < table.size() && size_t(ability) < table[character].size()
                                   ? table[character][size_t(ability)]
                                   : nullptr;
    return worth ? worth(k) : -0.5;
}

double presidentDrawWorth(const PlayerKnowledge& k) { return k.quorumDeckEmpty() ? 0 : 0.75; }

double nukeWorth(const PlayerKnowledge& k) {
    double best = 0;
    for (int i = 0; i < 2; ++i)
        if (k.basestarArea(i) >= 0)
            best = std::max(best, shipThreat(k, ShipKind::Basestar, Area(k.basestarArea(i)), i));
    return best - 2.5; // a nuke kept is worth something later
}

// The pilot's own viper: attack here, or fly toward a better fight.
double pilotActionWorth(const PlayerKnowledge& k, int viperArea) {
    if (viperArea < 0)
        return 0;
    const Area a = Area(viperArea);
    double best = bestViperAttackWorth(k, a, false);
    for (Area to : {clockwise(a), counterClockwise(a)})
        best = std::max(best, 0.5 * bestViperAttackWorth(k, to, false));
    return best;
}

} // namespace

namespace {
constexpr double kTrackStepWorth = 1.6; // as a jump preparation step of an effect (evaluation.cpp)
} // namespace

double ftlJumpWorth(const PlayerKnowledge& k) {
    const auto& track = cardData().board.jumpTrack;
    const JumpSpace& here = track[size_t(k.jumpTrack())];
    if (!here.ftl)
        return -1e3;
    const double lossChance = 0.75; // 1-6 on a d8
    const int risk = here.populationRisk;
    if (k.distance() >= cardData().board.finalDistance) {
        // The jump to Kobol wins unless the roll empties the population dial.
        bool anyEmpty = false;
        for (int r = 0; r < kResourceCount; ++r)
            anyEmpty = anyEmpty || k.resource(Resource(r)) <= 0;
        if (anyEmpty)
            return -1e3;
        return k.resource(Resource::Population) > risk ? 100.0 : 100.0 * (1 - lossChance) - 40 * lossChance;
    }
    if (k.resource(Resource::Population) <= risk)
        return -1e3; // three chances in four to lose the game on the spot
    // Each step of the track saved is about 1.75 turns of crises and Cylon attacks spared.
    const int stepsSaved = int(track.size()) - 1 - k.jumpTrack();
    double w = kTrackStepWorth * stepsSaved;
    w += 1.75 * stepsSaved * spaceDamagePerTurn(k); // the Cylon ships stay behind
    w += lossChance * resourceWorth(k, Resource::Population, -risk);
    if (k.knownCylon(k.current()) && !k.revealed(k.current()))
        w -= 6.0; // 7.1: the current character's loyalty card is turned after the jump
    return w;
}

namespace {

// What the worth of a location's action asks of the character taking it (not a revealed
// Cylon), worked out once for all the locations it could stand at.
struct Taker {
    Seat seat = kNoSeat;
    bool noAction = false; // Roslin without two cards
    double cost = 0;       // Roslin's Terminal Illness: two cards before any location action
    bool zarek = false, adama = false;
};

// --- the worth of each location's action that does not depend on who takes it

double weaponsControlFigure(const PlayerKnowledge& k) {
    double w = 0;
    for (int a = 0; a < kAreaCount; ++a) {
        const Area area = Area(a);
        if (k.raiders(area) > 0)
            w = std::max(w, attackChance(k, ShipKind::Raider, true, false, -1) * shipThreat(k, ShipKind::Raider, area));
        if (k.heavyRaiders(area) > 0)
            w = std::max(w, attackChance(k, ShipKind::HeavyRaider, true, false, -1) *
                                shipThreat(k, ShipKind::HeavyRaider, area));
    }
    for (int i = 0; i < 2; ++i)
        if (k.basestarArea(i) >= 0)
            w = std::max(w, attackChance(k, ShipKind::Basestar, true, false, i) *
                                shipThreat(k, ShipKind::Basestar, Area(k.basestarArea(i)), i) * 0.6);
    return w;
}

double commandFigure(const PlayerKnowledge& k) { return unmannedActivationsWorth(k, 2); }

double armoryFigure(const PlayerKnowledge& k) {
    double w = 0;
    for (int8_t c : k.centurions())
        w = std::max(w, 0.25 * centurionThreat(k, c));
    return w;
}

double hangarDeckFigure(const PlayerKnowledge& k) { // a pilot launches into a launch area and acts once more
    double w = 0;
    for (Area a : {Area::PortQuarter, Area::PortBow})
        w = std::max(w, 0.25 + bestViperAttackWorth(k, a, false) + 0.5 * viperPlaceWorth(k, a));
    return w;
}

double researchLabFigure(const PlayerKnowledge&) { return 0.55; }
double pressRoomFigure(const PlayerKnowledge&) { return 1.0; }

double communicationsFigure(const PlayerKnowledge& k) {
    if (k.ongoingRuleInPlay(OngoingRule::BlockCommunications))
        return 0.0;
    double threatened = 0;
    for (int a = 0; a < kAreaCount; ++a)
        if (k.raiders(Area(a)) > 0)
            threatened += std::min(2, k.civilians(Area(a)));
    return 0.1 + 0.3 * std::min(2.0, threatened) * civilianWorth(k);
}

double sharedLocationWorth(const PlayerKnowledge& k, LocId loc);

// --- the locations whose worth depends on the character (their whole worth)

double hangarDeckWorth(const PlayerKnowledge& k, const Taker& t, LocId loc) {
    if (!k.characterDef(t.seat).canPilot || k.viperArea(t.seat) >= 0 || k.vipersInReserve() <= 0)
        return 0;
    return sharedLocationWorth(k, loc) - t.cost;
}

double presidentsOfficeWorth(const PlayerKnowledge& k, const Taker& t, LocId) {
    return (k.president() == t.seat && !k.quorumDeckEmpty() ? 1.2 : 0) - t.cost;
}

double brigWorth(const PlayerKnowledge& k, const Taker& t, LocId loc) {
    return (k.location(t.seat) == loc ? 1.2 : 0) - t.cost;
}

// The worth of each location's action, by the location's id. `figure`: the part that does not
// depend on who takes it (without one: -0.5, as Administration and Admiral's Quarters, which
// hold nothing the humans need in a solo game). `forTaker`: the whole worth, for a location
// whose worth depends on the character, and `ceiling` the most that can be (kFigure: its
// figure). `action`: whether the location's rule has an action at all (rule_table.h; Sickbay
// has none), filled in from the engine's table.
constexpr double kFigure = -1;
struct LocationWorth {
    double (*figure)(const PlayerKnowledge& k) = nullptr;
    double (*forTaker)(const PlayerKnowledge& k, const Taker& t, LocId loc) = nullptr;
    double ceiling = kFigure;
    bool action = true;
};

const std::vector<LocationWorth>& locationWorths() {
    static const std::vector<LocationWorth> table = [] {
        const std::pair<const char*, LocationWorth> byId[] = {
            {"ftl_control", {ftlJumpWorth}},
            {"weapons_control", {weaponsControlFigure}},
            {"command", {commandFigure}},
            {"armory", {armoryFigure}},
            {"hangar_deck", {hangarDeckFigure, hangarDeckWorth}},
            {"research_lab", {researchLabFigure}},
            {"press_room", {pressRoomFigure}},
            {"communications", {communicationsFigure}},
            {"presidents_office", {nullptr, presidentsOfficeWorth, 1.2}},
            {"brig", {nullptr, brigWorth, 1.2}},
        };
        std::vector<LocationWorth> out(cardData().locations.size());
        for (const auto& [id, worth] : byId)
            if (const int loc = cardData().location(id); loc >= 0)
                out[size_t(loc)] = worth;
        for (size_t loc = 0; loc < out.size(); ++loc)
            out[loc].action = cardData().locations[loc].hasAction && cardData().locations[loc].rule.rule &&
                              cardData().locations[loc].rule.rule->run;
        return out;
    }();
    return table;
}

// The table is worked out from the data in use when first asked; a location it does not know
// (data swapped in later, with more locations) gets the default worths.
inline const LocationWorth& locationWorth(LocId loc) {
    static const LocationWorth unknown;
    const std::vector<LocationWorth>& table = locationWorths();
    return size_t(loc) < table.size() ? table[size_t(loc)] : unknown;
}

// The worth of a location's action that does not depend on who takes it. Out of line: it
// is worked out once per decision, and read many times through sharedLocationWorth.
[[gnu::noinline]] double sharedLocationFigure(const PlayerKnowledge& k, LocId loc) {
    const LocationWorth& worth = locationWorth(loc);
    return worth.figure ? worth.figure(k) : -0.5;
}

// sharedLocationFigure, kept for the rest of the decision.
inline double sharedLocationWorth(const PlayerKnowledge& k, LocId loc) {
    return k.rememberLocation(loc, [&] { return sharedLocationFigure(k, loc); });
}

Taker takerOf(const PlayerKnowledge& k, Seat seat) {
    const CoreChars& C = namedCharacters();
    const CharId who = k.character(seat);
    Taker t;
    t.seat = seat;
    if (who == C.roslin) {
        if (k.handSize(seat) < 2)
            t.noAction = true;
        else
            t.cost = 2 * cheapestCard(k, seat) + 0.2;
    }
    t.zarek = who == C.zarek;
    t.adama = who == C.adama;
    return t;
}

// locationActionWorth for a location that is on a ship, not damaged and has an action.
inline double undamagedLocationWorth(const PlayerKnowledge& k, const Taker& t, LocId loc, const Locs& L) {
    if (t.noAction)
        return 0;
    if (t.zarek && loc != L.brig && otherCharacterAt(k, t.seat, loc)) // Convicted Criminal
        return 0;
    if (t.adama && loc == L.admiralsQuarters) // Emotionally Attached
        return 0;
    const LocationWorth& worth = locationWorth(loc);
    return worth.forTaker ? worth.forTaker(k, t, loc) : sharedLocationWorth(k, loc) - t.cost;
}

} // namespace

double locationActionWorth(const PlayerKnowledge& k, Seat seat, LocId loc) {
    if (loc < 0 || k.damaged(loc) || k.revealed(seat) || !locationWorth(loc).action)
        return 0;
    return undamagedLocationWorth(k, takerOf(k, seat), loc, namedLocations());
}

namespace {

// Cards whose action depends on where the character is (Repair, Maximum Firepower): weighed
// at each place; the others once per decision (the HandAction memo).
bool placeBound(SkillCard c) {
    const SkillName n = skillCardName(c);
    return n == SkillName::Repair || n == SkillName::MaximumFirepower;
}

double handActionWorth(const PlayerKnowledge& k, Seat seat) {
    return k.remember(PlayerKnowledge::Memo::HandAction, seat, [&] {
        double w = 0;
        if (k.handOpen(seat)) {
            for (size_t i = 0; i < k.hand(seat).size(); ++i) {
                const SkillCard c = k.hand(seat)[i];
                if (!placeBound(c) && (i == 0 || c != k.hand(seat)[i - 1]))
                    w = std::max(w, skillActionWorth(k, seat, c, -1, -1));
            }
        } else if (k.activeCard(seat) >= 0 && !placeBound(SkillCard(k.activeCard(seat)))) {
            w = std::max(w, skillActionWorth(k, seat, SkillCard(k.activeCard(seat)), -1, -1));
        }
        if (k.president() == seat) {
            w = std::max(w, presidentDrawWorth(k));
            for (CardIdx q : k.quorumHand())
                w = std::max(w, quorumWorth(k, q));
        }
        if (k.admiral() == seat && k.nukes() > 0)
            w = std::max(w, nukeWorth(k));
        return w;
    });
}

// bestActionWorth for one character at several places: what depends on the character only
// (its part of a location's worth, its place-bound cards) is worked out once.
class ActionWorthOf {
public:
    ActionWorthOf(const PlayerKnowledge& k, Seat seat) : m_k(k), m_seat(seat), m_revealed(k.revealed(seat)) {
        if (!m_revealed)
            m_taker = takerOf(k, seat);
        // The same card twice weighs the same: each card once (the hand is sorted).
        if (k.handOpen(seat)) {
            const auto hand = k.hand(seat);
            for (size_t i = 0; i < hand.size(); ++i)
                if (placeBound(hand[i]) && (i == 0 || hand[i] != hand[i - 1]))
                    add(hand[i]);
        } else if (k.activeCard(seat) >= 0 && placeBound(SkillCard(k.activeCard(seat)))) {
            add(SkillCard(k.activeCard(seat)));
        }
    }
    double operator()(LocId loc, int viperArea) const {
        const Locs& L = namedLocations();
        double best = 0;
        if (viperArea >= 0)
            best = std::max(best, pilotActionWorth(m_k, viperArea));
        else if (!(loc < 0 || m_k.damaged(loc) || m_revealed || !locationWorth(loc).action))
            best = std::max(best, undamagedLocationWorth(m_k, m_taker, loc, L));
        for (size_t i = 0; i < m_cardCount; ++i)
            best = std::max(best, skillActionWorth(m_k, m_seat, m_cards[i], loc, viperArea));
        if (m_moreCards) // more distinct cards than the room kept (not with the game's cards)
            for (SkillCard c : m_k.hand(m_seat))
                if (placeBound(c))
                    best = std::max(best, skillActionWorth(m_k, m_seat, c, loc, viperArea));
        return std::max(best, handActionWorth(m_k, m_seat));
    }

private:
    void add(SkillCard c) {
        if (m_cardCount < m_cards.size())
            m_cards[m_cardCount++] = c;
        else
            m_moreCards = true;
    }

    const PlayerKnowledge& m_k;
    Seat m_seat;
    bool m_revealed;
    Taker m_taker;
    std::array<SkillCard, 8> m_cards{}; // the distinct place-bound cards (two names, a card per strength)
    size_t m_cardCount = 0;
    bool m_moreCards = false;
};

} // namespace

double bestActionWorth(const PlayerKnowledge& k, Seat seat, LocId loc, int viperArea) {
    return ActionWorthOf(k, seat)(loc, viperArea);
}

namespace {

struct Place {
    LocId loc = -1;
    int viperArea = -1;
    double cost = 0;
};

// Where a movement option takes the character, and what getting there costs.
Place placeAfter(const PlayerKnowledge& k, Seat seat, const Option& o) {
    Place p{k.location(seat), k.viperArea(seat), 0};
    if (o.verb == Verb::MoveArea) {
        p.viperArea = o.a;
    } else if (o.verb == Verb::Move) {
        const LocId from = k.location(seat);
        p.loc = LocId(o.a);
        p.viperArea = -1;
        if (from < 0 || shipAt(from) != shipAt(p.loc)) // to the other ship, or out of a viper
            p.cost = cheapestCard(k, seat) + (k.viperArea(seat) >= 0 ? 0.4 : 0.0);
    }
    return p;
}

// A little worth for standing where the next turns may need the character.
double standingWorth(const PlayerKnowledge& k, Seat seat, const Place& p) {
    double w = 0;
    if (p.viperArea >= 0) {
        const Area a = Area(p.viperArea);
        w += 0.25 * viperPlaceWorth(k, a); // raiders shoot at vipers before civilian ships
    }
    if (p.loc == namedLocations().ftlControl && k.jumpTrack() >= 2)
        w += 0.15;
    (void)seat;
    return w;
}

} // namespace

namespace {

// The best of `here` and each move then the action where the character arrives; the walk
// stops as soon as the best reaches `enough` (the result is then at least `enough`).
double bestMoveThenAct(const PlayerKnowledge& k, Seat seat, double here, double enough) {
    if (here >= enough)
        return here;
    // Elsewhere only the location's action is new (a card's action could be taken here),
    // and a Repair card on a damaged location.
    bool repairs = false;
    for (SkillCard c : k.hand(seat))
        repairs = repairs || skillCardName(c) == SkillName::Repair;
    if (k.activeCard(seat) >= 0)
        repairs = repairs || skillCardName(SkillCard(k.activeCard(seat))) == SkillName::Repair;
    double best = here;
    const Locs& L = namedLocations();
    const LocId from = k.location(seat);
    const Taker taker = takerOf(k, seat); // not a revealed Cylon (the callers see to it)
    // What placeAfter(k, seat, Move to there) costs, without building the option.
    const bool anywhere = from < 0; // out of space or off the ships: every move costs
    const Ship fromShip = anywhere ? Ship::Cylon : shipAt(from);
    const double shipChange = cheapestCard(k, seat) + (k.viperArea(seat) >= 0 ? 0.4 : 0.0);
    for (const MoveTarget& to : moveTargets()) {
        if (to.loc == from)
            continue;
        const double cost = anywhere || fromShip != to.ship ? shipChange : 0.0;
        // locationActionWorth(k, seat, to.loc), the character's part worked out above.
        const bool damaged = k.damaged(to.loc);
        double w = damaged || !locationWorth(to.loc).action ? 0.0 : undamagedLocationWorth(k, taker, to.loc, L);
        if (repairs && damaged)
            w = std::max(w, 0.9 * galacticaDamageWorth(k) - 0.4);
        best = std::max(best, w - cost);
        if (best >= enough)
            break;
    }
    return best;
}

// No move then action is worth more than this to any character, beyond what it can do where it
// stands (bestMoveThenAct(k, seat, here, ...) <= max(here, bound)): the figure of each location
// it could move to, or what a Repair card makes of a damaged one. The character's own part and
// the cost of moving only take away (a card is always worth more than 0).
double moveThenActBound(const PlayerKnowledge& k) {
    return k.rememberMoveBound([&] {
        double bound = 0;
        for (const MoveTarget& to : moveTargets()) {
            const LocationWorth& worth = locationWorth(to.loc);
            if (k.damaged(to.loc))
                bound = std::max(bound, 0.9 * galacticaDamageWorth(k) - 0.4);
            else if (worth.ceiling != kFigure)
                bound = std::max(bound, worth.ceiling);
            else if (worth.action)
                bound = std::max(bound, sharedLocationWorth(k, to.loc));
        }
        return bound;
    });
}

// characterTurnWorth once `here` (the best action where the character stands) is known.
double turnWorthFrom(const PlayerKnowledge& k, Seat seat, bool mayMove, int actions, double here) {
    if (actions >= 2)
        return here * 1.6;
    if (!mayMove || k.location(seat) == namedLocations().brig)
        return here;
    return k.remember(PlayerKnowledge::Memo::TurnWithMove, seat, [&] {
        return bestMoveThenAct(k, seat, here, std::numeric_limits<double>::infinity());
    });
}

} // namespace

double characterTurnWorth(const PlayerKnowledge& k, Seat seat, bool mayMove, int actions) {
    if (k.revealed(seat) || k.stranded(seat))
        return 0;
    const double here = bestActionWorth(k, seat, k.location(seat), k.viperArea(seat));
    return turnWorthFrom(k, seat, mayMove, actions, here);
}

double orderedTurnWorth(const PlayerKnowledge& k, Seat seat, double atLeast) {
    if (k.revealed(seat) || k.stranded(seat))
        return 0;
    const double here = bestActionWorth(k, seat, k.location(seat), k.viperArea(seat));
    const double actTwice = turnWorthFrom(k, seat, false, 2, here); // at least `here` (here >= 0)
    if (k.location(seat) == namedLocations().brig || moveThenActBound(k) <= std::max(atLeast, actTwice))
        return actTwice; // no move lifts the turn above both
    return std::max(turnWorthFrom(k, seat, true, 1, here), actTwice);
}

bool orderPrefersMove(const PlayerKnowledge& k, Seat seat) {
    if (k.revealed(seat) || k.stranded(seat))
        return true; // both turns are worth nothing
    // The move-then-act turn against the two actions, without walking every move once one is
    // known to be enough.
    const double here = bestActionWorth(k, seat, k.location(seat), k.viperArea(seat));
    const double actTwice = turnWorthFrom(k, seat, false, 2, here);
    if (k.location(seat) == namedLocations().brig)
        return here >= actTwice;
    if (here < actTwice && moveThenActBound(k) < actTwice)
        return false; // no move reaches the two actions
    return bestMoveThenAct(k, seat, here, actTwice) >= actTwice;
}

Option decideMovement(const PlayerKnowledge& k) {
    const Seat seat = k.actor();
    const ActionWorthOf actionWorth(k, seat);
    return bestOption(k, [&](const Option& o) {
        if (o.verb != Verb::Done && o.verb != Verb::Move && o.verb != Verb::MoveArea)
            return -1e9;
        const Place p = placeAfter(k, seat, o);
        double w = actionWorth(p.loc, p.viperArea) - p.cost + standingWorth(k, seat, p);
        if (o.verb == Verb::Done)
            w += 0.05; // staying costs nothing and keeps things simple
        return w;
    });
}

Option decideAction(const PlayerKnowledge& k) {
    const Seat seat = k.actor();
    return bestOption(k, [&](const Option& o) -> double {
        switch (o.verb) {
        case Verb::ActionLocation: return locationActionWorth(k, seat, k.location(seat));
        case Verb::ActionSkill: return skillActionWorth(k, seat, SkillCard(o.a), k.location(seat), k.viperArea(seat));
        case Verb::ActionCharacter: return abilityActionWorth(k, seat, o.a);
        case Verb::ActionTitle: return o.a == int(Title::President) ? presidentDrawWorth(k) : nukeWorth(k);
        case Verb::ActionQuorum: return quorumWorth(k, CardIdx(o.a));
        case Verb::ActionViper: return pilotActionWorth(k, k.viperArea(seat));
        case Verb::ActionNothing: return 0.0;
        default: return -1e9;
        }
    });
}

} // namespace bsg::solo::policy
