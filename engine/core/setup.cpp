// Setup exactly as the rulebook's setup section (with the game variant's answers, variant.h).
#include "rules.h"
#include "characters_pegasus.h"

#include <algorithm>

namespace bsg {

namespace {

const Variant* setupVariant(const Setup& setup) {
    return setup.variant == VariantId::None ? nullptr : findVariant(setup.variant);
}

// The boxes and their options: the base game always, boxes whose rules this program carries,
// options of boxes in play. (Setups read from JSON were checked by id already; this is the
// check for every caller.)
std::optional<Error> validateBoxes(const Setup& setup) {
    if (!(setup.boxes & kBaseGameBoxes))
        return Error{"bad_setup", "The base game is part of every game."};
    for (int b = 0; b < kBoxCount; ++b)
        if ((setup.boxes & boxBit(Box(b))) && !boxAvailable(Box(b)))
            return Error{"bad_setup", "Box '" + std::string(kBoxIds[size_t(b)]) +
                                          "' is not available yet: this program carries no rules of it."};
    for (size_t o = 0; o < 8; ++o) {
        if (!(setup.boxOptions & (1u << o)))
            continue;
        if (o >= kBoxOptions.size())
            return Error{"bad_setup", "Unknown box option."};
        if (!(setup.boxes & boxBit(kBoxOptions[o].box)))
            return Error{"bad_setup", "Box option '" + std::string(kBoxOptions[o].id) + "' belongs to a box not in play."};
    }
    return std::nullopt;
}

std::optional<Error> validate(const Setup& setup) {
    const CardDb& d = db();
    const int n = int(setup.characters.size());
    if (setup.variant != VariantId::None && !setupVariant(setup))
        return Error{"bad_setup", "The game's variant is not part of this program (its library is not linked in)."};
    if (auto e = validateBoxes(setup))
        return e;
    if (n < 3 || n > kMaxPlayers)
        return Error{"bad_setup", "A game needs 3 to 6 characters; " + std::to_string(n) + " were given."};
    for (int i = 0; i < n; ++i) {
        const CharId c = setup.characters[size_t(i)];
        if (c < 0 || c >= CharId(d.characters.size()))
            return Error{"bad_setup", "Unknown character in seat " + std::to_string(i) + "."};
        if (!(setup.boxes & boxBit(d.characters[size_t(c)].box)))
            return Error{"bad_setup", d.characters[size_t(c)].name + " comes with the box " +
                                          std::string(boxId(d.characters[size_t(c)].box)) + ", which is not in play."};
        for (int j = 0; j < i; ++j)
            if (setup.characters[size_t(j)] == c)
                return Error{"bad_setup", d.characters[size_t(c)].name + " is chosen twice."};
    }
    if (setup.firstPlayer < 0 || setup.firstPlayer >= n)
        return Error{"bad_setup", "The first player must be one of the chosen characters."};
    if (const Variant* v = setupVariant(setup); v && !v->standardComposition())
        return std::nullopt; // the variant's front end checks its own composition rule
    // Characters are chosen from the first player clockwise; each non-support pick must be of a
    // type that is least represented so far among political leader, military leader and pilot.
    std::array<int, 3> counts{};
    for (int k = 0; k < n; ++k) {
        const auto& ch = d.characters[size_t(setup.characters[size_t((setup.firstPlayer + k) % n)])];
        if (ch.type == CharacterType::Support)
            continue;
        const int least = *std::min_element(counts.begin(), counts.end());
        if (counts[size_t(ch.type)] != least)
            return Error{"bad_setup", ch.name + " may not be chosen at that point: each player must pick a type "
                                                "that is least represented so far (or the support character)."};
        ++counts[size_t(ch.type)];
    }
    return std::nullopt;
}

Seat firstAvailable(const GameState& s, const std::vector<CharId>& priority, Title t) {
    for (CharId c : priority)
        if (const Seat seat = s.seatOf(c); seat != kNoSeat)
            return seat;
    return successor(s, t, kNoSeat);
}


// Room for every card a pile or a hand can hold in an ordinary game, made once at setup: a
// pile that grows one card at a time would move to a bigger block several times a game. Only
// capacity: no game can tell (a copied state keeps none of it). The decks are built at their
// full size (newGame); their discard piles get room for them in discardRoom.
void reserveRoom(GameState& s, const CardDb& d) {
    s.crisesThisTurn.reserve(4);
    s.quorumHand.reserve(8);
    // The piles a card is taken from the middle or the top of have room for eraseCard (rules.h).
    reserveForErase(s.destiny, size_t(kMaxSkillTypes * std::max(1, d.board.destinyPerType)));
    s.checkPile.reserve(24);
    s.checkPileOwner.reserve(24);
    s.galacticaDamage.reserve(d.galacticaDamage.size());
    s.galacticaDamagePile.reserve(d.galacticaDamage.size());
    s.basestarDamagePile.reserve(d.basestarDamage.size());
    s.civiliansDestroyed.reserve(d.civilianTokens.size());
    s.civilianPile.reserve(d.civilianTokens.size());
    s.destinationsPlayed.reserve(16);
    for (Player& p : s.players) {
        reserveForErase(p.hand, 16);
        p.loyalty.reserve(4);
        p.loyaltySeenBy.reserve(4);
    }
}

void discardRoom(GameState& s) {
    for (size_t t = 0; t < kMaxSkillTypes; ++t) { // a discard pile becomes the deck when shuffled
        reserveForErase(s.skillDeck[t], s.skillDeck[t].size());
        reserveForErase(s.skillDiscard[t], s.skillDeck[t].size());
    }
    s.crisisDiscard.reserve(s.crisisDeck.size());
    s.quorumDiscard.reserve(s.quorumDeck.size());
}

void buildLoyaltyDeck(GameState& s) {
    const CardDb& d = db();
    const int n = s.playerCount();
    LoyaltyCounts counts = d.board.loyaltyDeck[size_t(n)];
    if (const Variant* v = variantOf(s))
        counts = v->loyaltyCounts(counts);
    // Piles of their own room: no allocation for a game's setup (a simulation sets up thousands).
    SmallVector<CardIdx, 32> cylons, humans;
    CardIdx sympathizer = 0;
    for (size_t i = 0; i < d.loyalty.size(); ++i)
        for (int k = 0, copies = s.boxes & boxBit(d.loyalty[i].box) ? d.loyalty[i].copies : 0; k < copies; ++k) {
            if (d.loyalty[i].side == LoyaltySide::Cylon)
                cylons.push_back(CardIdx(i));
            else if (d.loyalty[i].side == LoyaltySide::Human)
                humans.push_back(CardIdx(i));
            else
                sympathizer = CardIdx(i);
        }
    s.rng.shuffle(cylons);
    int extra = 0;
    for (const Player& p : s.players)
        extra += d.characters[size_t(p.character)].extraNotACylon;
    std::vector<CardIdx>& deck = s.loyaltyDeck; // built where it stays
    deck.assign(cylons.begin(), cylons.begin() + counts.cylon);
    const int humanCount = counts.notACylon + extra;
    deck.insert(deck.end(), humans.begin(), humans.begin() + humanCount);
    s.loyaltyUnused.assign(cylons.begin() + counts.cylon, cylons.end());
    s.loyaltyUnused.insert(s.loyaltyUnused.end(), humans.begin() + humanCount, humans.end());
    s.rng.shuffle(deck);
    size_t dealt = 0; // from the top, taken off the deck in one erase
    for (int seat = 0; seat < n; ++seat) {
        auto& p = s.players[size_t(seat)];
        const uint16_t seenBy = dealtLoyaltySeenBy(s, Seat(seat));
        for (int k = 0; k < d.characters[size_t(p.character)].loyaltyAtStart; ++k) {
            p.loyalty.push_back(deck[dealt++]);
            p.loyaltySeenBy.push_back(seenBy);
            logEvent(s, revealedTo(seenBy), EventKind::LoyaltyDealt, Seat(seat), p.loyalty.back());
        }
    }
    deck.erase(deck.begin(), deck.begin() + std::ptrdiff_t(dealt));
    if (counts.sympathizer) {
        deck.push_back(sympathizer);
        s.rng.shuffle(deck);
    } else {
        s.loyaltyUnused.push_back(sympathizer);
    }
    std::sort(s.loyaltyUnused.begin(), s.loyaltyUnused.end()); // the box: order carries no information
}

// How many cards of each type a character may take in the starting hand: its skill set,
// with each multi-skill's count available to each of its types.
// The boxes' types count too: a character names only types of its own box (the loader checks).
std::array<int, kMaxSkillTypes> allowance(const CharacterDef& ch) {
    std::array<int, kMaxSkillTypes> a{};
    for (int t = 0; t < kMaxSkillTypes; ++t)
        a[size_t(t)] = ch.skills[size_t(t)];
    for (const auto& m : ch.multiSkills)
        for (int t = 0; t < kMaxSkillTypes; ++t)
            if (m.types & skillBit(SkillType(t)))
                a[size_t(t)] += m.count;
    return a;
}

// Gives the fresh state `s` the piles of the finished game `old`, emptied: equal to the empty
// piles it had (vectors compare by their items), with the room they had grown to. A vector
// left out here is simply allocated anew.
void takeRoom(GameState& s, GameState& old) {
    auto reuse = [](auto& to, auto& from) {
        to.swap(from);
        to.clear();
    };
    s.players.swap(old.players);
    for (Player& p : s.players) {
        Player fresh;
        reuse(fresh.hand, p.hand);
        reuse(fresh.loyalty, p.loyalty);
        reuse(fresh.loyaltySeenBy, p.loyaltySeenBy);
        reuse(fresh.superCrises, p.superCrises);
        p = std::move(fresh);
    }
    for (size_t a = 0; a < s.space.size(); ++a)
        reuse(s.space[a].civilians, old.space[a].civilians);
    for (size_t b = 0; b < s.basestars.size(); ++b)
        reuse(s.basestars[b].damage, old.basestars[b].damage);
    for (size_t t = 0; t < s.skillDeck.size(); ++t) {
        reuse(s.skillDeck[t], old.skillDeck[t]);
        reuse(s.skillDiscard[t], old.skillDiscard[t]);
    }
    reuse(s.centurions, old.centurions);
    reuse(s.galacticaDamage, old.galacticaDamage);
    reuse(s.galacticaDamageRemoved, old.galacticaDamageRemoved);
    reuse(s.civilianPile, old.civilianPile);
    reuse(s.civiliansDestroyed, old.civiliansDestroyed);
    reuse(s.destiny, old.destiny);
    reuse(s.checkPile, old.checkPile);
    reuse(s.checkPileOwner, old.checkPileOwner);
    reuse(s.crisisDeck, old.crisisDeck);
    reuse(s.crisisDiscard, old.crisisDiscard);
    reuse(s.superDeck, old.superDeck);
    reuse(s.superDiscard, old.superDiscard);
    reuse(s.crisesThisTurn, old.crisesThisTurn);
    reuse(s.quorumDeck, old.quorumDeck);
    reuse(s.quorumDiscard, old.quorumDiscard);
    reuse(s.quorumHand, old.quorumHand);
    reuse(s.quorumRemoved, old.quorumRemoved);
    reuse(s.destinationDeck, old.destinationDeck);
    reuse(s.destinationsPlayed, old.destinationsPlayed);
    reuse(s.loyaltyDeck, old.loyaltyDeck);
    reuse(s.loyaltyUnused, old.loyaltyUnused);
    reuse(s.galacticaDamagePile, old.galacticaDamagePile);
    reuse(s.basestarDamagePile, old.basestarDamagePile);
    reuse(s.inPlay, old.inPlay);
    reuse(s.stack, old.stack);
    reuse(s.forcedDice, old.forcedDice);
}

} // namespace

std::optional<GameState> newGame(const Setup& setup, Error* error, GameState* recycled) {
    std::optional<GameState> game; // the one returned, built in place: a state is large to move
    if (auto e = validate(setup)) {
        if (error)
            *error = *e;
        return game;
    }
    const CardDb& d = db();
    GameState& s = game.emplace();
    if (recycled)
        takeRoom(s, *recycled);
    s.stack.reserve(32);
    s.seed = setup.seed;
    s.rng.reseed(setup.seed);
    s.difficulty = setup.difficulty;
    s.variant = uint8_t(setup.variant);
    s.rulesRevision = setup.rulesRevision;
    s.boxes = setup.boxes;
    s.boxOptions = setup.boxOptions;
    s.current = setup.firstPlayer;
    s.players.resize(setup.characters.size()); // fresh players (takeRoom's keep their room)
    for (size_t i = 0; i < setup.characters.size(); ++i)
        s.players[i].character = setup.characters[i];
    reserveRoom(s, d);
    logEvent(s, EventKind::GameStarted, kNoSeat, s.playerCount());

    const int adjust = setup.difficulty == Difficulty::Easy   ? d.board.easyAdjust
                       : setup.difficulty == Difficulty::Hard ? d.board.hardAdjust
                                                              : 0;
    for (int r = 0; r < kResourceCount; ++r)
        s.resources[size_t(r)] = int8_t(d.board.resourceStart[size_t(r)] + adjust);
    s.vipersReserve = int8_t(d.board.vipers);
    s.raptorsReserve = int8_t(d.board.raptors);
    s.jumpTrack = 0;

    // Characters on their setup locations.
    for (auto& p : s.players) {
        const auto& ch = d.characters[size_t(p.character)];
        p.location = ch.start;
        p.stranded = ch.setupSpecial == SetupSpecial::Stranded;
    }

    // Titles: the President draws a quorum card once the quorum deck is shuffled.
    // Pegasus: the revised lines of succession give the titles (successor).
    const bool pegasus = (s.boxes & boxBit(Box::Pegasus)) != 0;
    s.president = pegasus ? successor(s, Title::President, kNoSeat)
                          : firstAvailable(s, d.board.presidentPriority, Title::President);
    s.admiral = pegasus ? successor(s, Title::Admiral, kNoSeat)
                        : firstAvailable(s, d.board.admiralPriority, Title::Admiral);
    s.nukes = int8_t(d.board.nukes);
    buildLoyaltyDeck(s);

    // Every deck and pile from the records of the boxes in play only: a box's records change
    // nothing in a game without it.
    // The lists are kept with the data (CardDb::SetupDecks); assigned into a recycled game's room.
    const BoxSet boxes = s.boxes;
    const CardDb::SetupDecks* kept = d.setupDecksOf(boxes);
    const CardDb::SetupDecks read = kept ? CardDb::SetupDecks{} : setupDecksFromRecords(d, boxes);
    const CardDb::SetupDecks& decks = kept ? *kept : read;
    s.quorumDeck.assign(decks.quorum.begin(), decks.quorum.end());
    s.rng.shuffle(s.quorumDeck);
    s.crisisDeck.assign(decks.crises.begin(), decks.crises.end());
    s.superDeck.assign(decks.superCrises.begin(), decks.superCrises.end());
    s.rng.shuffle(s.crisisDeck);
    s.rng.shuffle(s.superDeck);
    s.destinationDeck.assign(decks.destinations.begin(), decks.destinations.end());
    s.rng.shuffle(s.destinationDeck);
    for (size_t t = 0; t < s.skillDeck.size(); ++t) {
        s.skillDeck[t].assign(decks.skills[t].begin(), decks.skills[t].end());
        s.rng.shuffle(s.skillDeck[t]);
    }
    discardRoom(s);
    for (size_t i = 0; i < d.civilianTokens.size(); ++i)
        if (boxes & boxBit(d.civilians[d.civilianTokens[i]].box))
            s.civilianPile.push_back(uint8_t(i));
    s.rng.shuffle(s.civilianPile);
    for (size_t i = 0; i < d.galacticaDamage.size(); ++i)
        if (boxes & boxBit(d.galacticaDamage[i].box))
            s.galacticaDamagePile.push_back(uint8_t(i));
    s.rng.shuffle(s.galacticaDamagePile);
    for (size_t i = 0; i < d.basestarDamage.size(); ++i)
        if (boxes & boxBit(d.basestarDamage[i].box))
            s.basestarDamagePile.push_back(uint8_t(i));
    s.rng.shuffle(s.basestarDamagePile);

    if (s.president != kNoSeat) {
        s.quorumHand.push_back(s.quorumDeck.front());
        s.quorumDeck.erase(s.quorumDeck.begin());
        logEvent(s, revealedTo(seatBit(s.president)), EventKind::QuorumDrawn, s.president, s.quorumHand.back(),
                 int(QuorumDrawCause::Setup));
    }

    // Remaining setup runs as frames: the starting hands are choices.
    s.stack.push_back(Frame{FrameKind::Turn, 0, 0, 0, 0, 0});
    s.stack.push_back(Frame{FrameKind::Setup, 0, 0, 0, 0, 0});
    for (int k = s.playerCount() - 1; k >= 1; --k) {
        const Seat seat = Seat((setup.firstPlayer + k) % s.playerCount());
        s.stack.push_back(Frame{FrameKind::StartingHand, 0, seat, 3, 0, 0});
    }
    if (pegasus) // asked first: Helena Cain's start (characters_pegasus.cpp)
        pegasus::pushStartChoices(s);
    run(s);
    return game;
}

// Draw the starting hand one card at a time, each from a type the character may draw.
// Revision 4 (the official FAQ): the three cards may be any mix of the types on the sheet -
// the per-type counts limit only the Receive Skills step; before, each type was capped at its
// count (a Helo could not start with two piloting cards).
Flow runStartingHand(Ctx& c) {
    GameState& s = c.s;
    const Seat seat = Seat(c.f.a);
    if (c.f.stage == 1) {
        const Option o = takeAnswer(s);
        giveSkill(s, seat, SkillType(o.a));
        --c.f.b;
        c.f.stage = 0;
    }
    if (c.f.b <= 0)
        return Flow::Done;
    // The cards taken so far per type count against the type's number only before revision 4
    // (the hand was empty at setup); from then on a type on the sheet is always offered.
    std::array<int, kMaxSkillTypes> taken{};
    if (!rulesRevision4(s))
        for (SkillCard card : s.players[size_t(seat)].hand)
            ++taken[size_t(db().skillCards[card].type)];
    const auto allowed = allowance(characterOf(s, seat));
    OptionList options;
    const int types = s.boxes == kBaseGameBoxes ? kSkillTypeCount : kMaxSkillTypes; // a box's: its characters'
    for (int t = 0; t < types; ++t)
        if (taken[size_t(t)] < allowed[size_t(t)])
            options.push_back(opt(Verb::Draw, t));
    c.f.stage = 1;
    return ask(c, seat, DecisionKind::DrawSkill, std::move(options), c.f.b);
}

Flow runSetup(Ctx& c) {
    GameState& s = c.s;
    const CardDb& d = db();
    if (c.f.stage == 0) {
        rebuildDestiny(s);
        // Ships: the board's starting layout.
        for (int a = 0; a < kAreaCount; ++a) {
            const auto& ships = d.board.initialSpace[size_t(a)];
            auto& area = s.space[size_t(a)];
            area.raiders = ships[size_t(ShipKind::Raider)];
            area.heavyRaiders = ships[size_t(ShipKind::HeavyRaider)];
            area.vipers = ships[size_t(ShipKind::Viper)];
            s.vipersReserve = int8_t(s.vipersReserve - area.vipers);
            for (int k = 0; k < ships[size_t(ShipKind::Basestar)]; ++k)
                for (auto& b : s.basestars)
                    if (b.area < 0) {
                        b.area = int8_t(a);
                        break;
                    }
            for (int k = 0; k < ships[size_t(ShipKind::Civilian)]; ++k) {
                area.civilians.push_back(s.civilianPile.front());
                s.civilianPile.erase(s.civilianPile.begin());
            }
        }
        c.f.stage = 1;
    }
    if (c.f.stage == 1) {
        // Apollo launches a viper into a launch area of his choice and pilots it.
        for (int seat = 0; seat < s.playerCount(); ++seat) {
            if (characterOf(s, Seat(seat)).setupSpecial != SetupSpecial::LaunchAndPilot ||
                s.players[size_t(seat)].viperArea >= 0)
                continue;
            c.f.stage = 2;
            c.f.a = int16_t(seat);
            return ask(c, Seat(seat), DecisionKind::ChooseArea,
                       {opt(Verb::Area, int(Area::PortBow)), opt(Verb::Area, int(Area::PortQuarter))});
        }
        return Flow::Done;
    }
    // stage 2: Apollo's launch area
    const Option o = takeAnswer(s);
    auto& p = s.players[size_t(c.f.a)];
    --s.vipersReserve;
    p.location = -1;
    p.viperArea = int8_t(o.a);
    logEvent(s, EventKind::Moved, Seat(c.f.a), -1, o.a, int(MoveCause::Launched));
    c.f.stage = 1;
    return Flow::Continue;
}

} // namespace bsg
