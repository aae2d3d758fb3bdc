// Projection of a GameState into the protocol's JSON objects, hiding what the viewer may not see.
#include "view.h"

#include "engine.h"
#include "game.h"
#include "execution.h"
#include "rules.h"

#include <algorithm>

namespace bsg {

Visibility Visibility::everything() {
    Visibility v;
    v.full = true;
    v.hand.fill(true);
    v.loyalty.fill(0xFF);
    v.quorumHand = true;
    v.superCrises.fill(true);
    v.seats = 0xFFFF;
    return v;
}

Visibility Visibility::forSeat(const GameState& s, Seat seat) {
    Visibility v;
    if (seat < 0 || seat >= s.playerCount())
        return v;
    v.hand[size_t(seat)] = true;
    const auto& p = s.players[size_t(seat)];
    for (size_t i = 0; i < p.loyalty.size(); ++i)
        if (p.loyaltySeenBy[i] & seatBit(seat))
            v.loyalty[size_t(seat)] |= uint8_t(1u << i);
    // Loyalty cards of others this seat has looked at
    for (int other = 0; other < s.playerCount(); ++other) {
        const auto& q = s.players[size_t(other)];
        for (size_t i = 0; i < q.loyalty.size(); ++i)
            if (q.loyaltySeenBy[i] & seatBit(seat))
                v.loyalty[size_t(other)] |= uint8_t(1u << i);
    }
    v.quorumHand = s.president == seat;
    v.superCrises[size_t(seat)] = true;
    v.seats = seatBit(seat);
    return v;
}

bool eventVisible(const LogEvent& e, const Visibility& v) {
    return v.full || e.visibleTo == kPublic || (e.visibleTo & v.seats) != 0;
}

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

SeenCard faceUp(std::string_view id) { return SeenCard{true, qs(id), {}}; }
SeenCard back() { return SeenCard{}; }

SeenCard skillCardSeen(SkillCard card, bool visible) {
    const SkillCardDef& d = db().skillCards[card];
    if (visible)
        return faceUp(d.id);
    return SeenCard{false, {}, qs(kSkillTypeIds[size_t(d.type)])};
}

SpaceAreaView spaceAreaView(const GameState& s, int area) {
    const SpaceArea& a = s.space[size_t(area)];
    SpaceAreaView out;
    for (const auto& b : s.basestars)
        out.basestars += b.area == area;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (s.players[size_t(seat)].viperArea == area)
            out.pilotedVipers.append(qs(characterId(s, Seat(seat))));
    out.raiders = a.raiders;
    out.heavyRaiders = a.heavyRaiders;
    out.vipers = a.vipers + int(out.pilotedVipers.size());
    out.civilianShips = int(a.civilians.size());
    return out;
}

// Testers only (the full view): every deck and pile from its top, the destiny deck included.
std::vector<std::pair<QString, QStringList>> deckOrder(const GameState& s) {
    const CardDb& d = db();
    auto names = [](const auto& deck, auto name) {
        QStringList out;
        for (const auto card : deck)
            out.append(qs(name(card)));
        return out;
    };
    auto skill = [&](SkillCard c) { return d.skillCards[c].id; };
    auto crisis = [&](CardIdx c) { return d.crises[c].id; };
    std::vector<std::pair<QString, QStringList>> o{
        {"crisis", names(s.crisisDeck, crisis)},
        {"super_crisis", names(s.superDeck, crisis)},
        {"quorum", names(s.quorumDeck, [&](CardIdx c) { return d.quorum[c].id; })},
        {"destination", names(s.destinationDeck, [&](CardIdx c) { return d.destinations[c].id; })},
        {"loyalty", names(s.loyaltyDeck, [&](CardIdx c) { return d.loyalty[c].id; })},
        {"destiny", names(s.destiny, skill)},
        {"civilian_ships", names(s.civilianPile, [&](uint8_t t) { return d.civilians[d.civilianTokens[t]].id; })},
        {"galactica_damage", names(s.galacticaDamagePile, [&](uint8_t t) { return d.galacticaDamage[t].id; })},
        {"basestar_damage", names(s.basestarDamagePile, [&](uint8_t t) { return d.basestarDamage[t].id; })}};
    for (int t = 0; t < kMaxSkillTypes; ++t)
        if (skillTypeInPlay(s, t))
            o.emplace_back(qs(kSkillTypeIds[size_t(t)]), names(s.skillDeck[size_t(t)], skill));
    return o;
}

// A skill hand as the viewer sees it. A hidden hand lists the face-up card first, then backs
// by colour alone, so that no card's place tells anything of the cards beside it.
std::vector<SeenCard> handSeen(const Player& p, bool open, int faceUpCard, bool faceUpShown) {
    std::vector<SeenCard> hand;
    if (open) {
        for (SkillCard card : p.hand)
            hand.push_back(skillCardSeen(card, true));
        return hand;
    }
    faceUpShown = faceUpShown && faceUpCard >= 0;
    if (faceUpShown)
        hand.push_back(skillCardSeen(SkillCard(faceUpCard), true));
    bool skipped = !faceUpShown; // one copy of the face-up card is listed already
    for (int t = 0; t < kMaxSkillTypes; ++t)
        for (SkillCard card : p.hand)
            if (int(db().skillCards[card].type) == t) {
                if (!skipped && card == faceUpCard) {
                    skipped = true;
                    continue;
                }
                hand.push_back(skillCardSeen(card, false));
            }
    return hand;
}

CharacterView characterView(const GameState& s, const Visibility& v, Seat seat, const Variant* variant) {
    const CardDb& d = db();
    const Player& p = s.players[size_t(seat)];
    CharacterView c;
    c.id = qs(characterId(s, seat));
    c.name = qs(characterName(s, seat));
    if (p.viperArea >= 0)
        c.viper = qs(kAreaIds[size_t(p.viperArea)]);
    else if (p.location >= 0)
        c.location = qs(d.locations[size_t(p.location)].id);
    // The card the game's variant shows face up even in a hidden hand.
    const int faceUpCard = variant ? variant->faceUpHandCard(s, seat) : -1;
    c.hand = handSeen(p, v.hand[size_t(seat)], faceUpCard, v.activeCard[size_t(seat)]);
    c.hasActiveCardField = v.variantView || variant;
    if (c.hasActiveCardField && faceUpCard >= 0)
        c.activeCard = skillCardSeen(SkillCard(faceUpCard), v.hand[size_t(seat)] || v.activeCard[size_t(seat)]);
    for (size_t i = 0; i < p.loyalty.size(); ++i)
        c.loyalty.push_back(v.loyalty[size_t(seat)] & (1u << i) ? faceUp(d.loyalty[p.loyalty[i]].id) : back());
    c.revealedCylon = p.revealed;
    c.oncePerGameUsed = p.onceUsed;
    c.stranded = p.stranded;
    for (CardIdx sc : p.superCrises)
        c.superCrises.push_back(v.superCrises[size_t(seat)] ? faceUp(d.crises[sc].id) : back());
    return c;
}

void boardPieces(const GameState& s, StateView& st) {
    const CardDb& d = db();
    for (int a = 0; a < kAreaCount; ++a)
        st.space[size_t(a)] = spaceAreaView(s, a);
    for (const auto& b : s.basestars) {
        if (b.area < 0)
            continue;
        BasestarView bv{qs(kAreaIds[size_t(b.area)]), {}};
        for (uint8_t t : b.damage)
            bv.damage.append(qs(d.basestarDamage[t].id));
        st.basestars.push_back(std::move(bv));
    }
    st.reserves = {s.vipersReserve, s.raptorsReserve, s.vipersDamaged, s.vipersDestroyed, s.raptorsDestroyed};
    for (uint8_t t : s.galacticaDamage)
        if (d.galacticaDamage[t].location >= 0)
            st.damage.append(qs(d.locations[size_t(d.galacticaDamage[t].location)].id));
    for (int8_t c : s.centurions)
        st.centurions.push_back(c);
    if (hasBox(s, Box::Pegasus)) {
        PegasusView pegasus;
        std::vector<LocId> board;
        for (size_t l = 0; l < d.locations.size(); ++l)
            if (d.locations[l].ship == Ship::Pegasus)
                board.push_back(LocId(l));
        std::stable_sort(board.begin(), board.end(), [&](LocId a, LocId b) {
            return d.locations[size_t(a)].boardOrder < d.locations[size_t(b)].boardOrder;
        });
        for (LocId l : board)
            pegasus.locations.append(qs(d.locations[size_t(l)].id));
        for (LocId l : s.pegasus.damaged)
            pegasus.damage.append(qs(d.locations[size_t(l)].id));
        pegasus.destroyed = s.pegasus.destroyed;
        st.pegasus = std::move(pegasus);
    }
}

DeckCountsView deckCounts(const GameState& s) {
    DeckCountsView decks;
    decks.crisis = int(s.crisisDeck.size());
    decks.crisisDiscard = int(s.crisisDiscard.size());
    decks.superCrisis = int(s.superDeck.size());
    decks.quorum = int(s.quorumDeck.size());
    decks.destination = int(s.destinationDeck.size());
    decks.loyalty = int(s.loyaltyDeck.size());
    decks.destiny = int(s.destiny.size());
    decks.civilianShips = int(s.civilianPile.size());
    for (int t = 0; t < kMaxSkillTypes; ++t) {
        decks.skillInPlay[size_t(t)] = skillTypeInPlay(s, t);
        decks.skill[size_t(t)] = int(s.skillDeck[size_t(t)].size());
        decks.skillDiscard[size_t(t)] = int(s.skillDiscard[size_t(t)].size());
    }
    return decks;
}

// The cards on the table: destinations, cards in play, the crisis, the skill check's pile.
void tableCards(const GameState& s, const Visibility& v, StateView& st) {
    const CardDb& d = db();
    for (CardIdx dst : s.destinationsPlayed)
        st.destinations.append(qs(d.destinations[dst].id));
    for (const InPlay& ip : s.inPlay) {
        QString id = ip.kind == CardKind::Crisis   ? qs(d.crises[ip.card].id)
                     : ip.kind == CardKind::Quorum ? qs(d.quorum[ip.card].id)
                                                   : qs(std::to_string(ip.card));
        st.inPlay.push_back({id, ip.holder != kNoSeat ? qs(characterId(s, ip.holder)) : QString()});
    }
    // While a crisis is being chosen among the cards drawn (Religious Visions, Caprica) none
    // is the current one yet.
    const bool choosing = s.hasDecision && std::any_of(s.decision.options.begin(), s.decision.options.end(),
                                                       [](const Option& o) { return o.verb == Verb::Crisis; });
    if (!s.crisesThisTurn.empty() && !choosing)
        st.currentCrisis = qs(d.crises[s.crisesThisTurn.back()].id);
    if (!s.checkPile.empty()) {
        SkillCheckView check;
        check.difficulty = s.check.difficulty;
        for (size_t i = 0; i < s.checkPile.size(); ++i) {
            const Seat owner = s.checkPileOwner[i];
            const bool visible = v.full || (owner != kNoSeat && (v.seats & seatBit(owner)));
            check.cards.push_back(skillCardSeen(s.checkPile[i], visible));
        }
        for (int t = 0; t < kMaxSkillTypes; ++t) // the colours that count now (Scientific Research may add one)
            if (s.check.skills & skillBit(SkillType(t)))
                check.skills.append(qs(kSkillTypeIds[size_t(t)]));
        st.skillCheck = std::move(check);
    }
}

QJsonArray toJson(const std::vector<SeenCard>& cards) {
    QJsonArray out;
    for (const SeenCard& c : cards)
        out.append(toJson(c));
    return out;
}

QJsonValue idOrNull(const QString& id) { return id.isEmpty() ? QJsonValue() : QJsonValue(id); }

QJsonObject toJson(const SpaceAreaView& a) {
    return QJsonObject{{"raiders", a.raiders},
                       {"heavy_raiders", a.heavyRaiders},
                       {"basestars", a.basestars},
                       {"vipers", a.vipers},
                       {"piloted_vipers", QJsonArray::fromStringList(a.pilotedVipers)},
                       {"civilian_ships", a.civilianShips}};
}

QJsonObject toJson(const CharacterView& c) {
    QJsonObject o;
    o["id"] = c.id;
    o["name"] = c.name;
    if (!c.viper.isEmpty())
        o["viper"] = c.viper;
    else
        o["location"] = idOrNull(c.location);
    o["hand"] = toJson(c.hand);
    if (c.hasActiveCardField)
        o["active_card"] = c.activeCard ? toJson(*c.activeCard) : QJsonValue();
    o["loyalty"] = toJson(c.loyalty);
    o["revealed_cylon"] = c.revealedCylon;
    o["once_per_game_used"] = c.oncePerGameUsed;
    if (c.stranded)
        o["stranded"] = true;
    o["super_crises"] = toJson(c.superCrises);
    return o;
}

QJsonObject toJson(const DeckCountsView& d) {
    QJsonObject decks{{"crisis", d.crisis},
                      {"crisis_discard", d.crisisDiscard},
                      {"super_crisis", d.superCrisis},
                      {"quorum", d.quorum},
                      {"destination", d.destination},
                      {"loyalty", d.loyalty},
                      {"destiny", d.destiny},
                      {"civilian_ships", d.civilianShips}};
    for (int t = 0; t < kMaxSkillTypes; ++t) {
        if (!d.skillInPlay[size_t(t)])
            continue;
        decks[qs(kSkillTypeIds[size_t(t)])] = d.skill[size_t(t)];
        decks[qs(kSkillTypeIds[size_t(t)]) + "_discard"] = d.skillDiscard[size_t(t)];
    }
    return decks;
}

// The board's pieces: ships, basestars, reserves, damage, centurions.
void writeBoardPieces(const StateView& v, QJsonObject& st) {
    QJsonObject space;
    for (int a = 0; a < kAreaCount; ++a)
        space[qs(kAreaIds[size_t(a)])] = toJson(v.space[size_t(a)]);
    st["space"] = space;
    QJsonArray basestars;
    for (const BasestarView& b : v.basestars)
        basestars.append(QJsonObject{{"area", b.area}, {"damage", QJsonArray::fromStringList(b.damage)}});
    st["basestars"] = basestars;
    st["reserves"] = QJsonObject{{"vipers", v.reserves.vipers},
                                 {"raptors", v.reserves.raptors},
                                 {"damaged_vipers", v.reserves.damagedVipers},
                                 {"destroyed_vipers", v.reserves.destroyedVipers},
                                 {"destroyed_raptors", v.reserves.destroyedRaptors}};
    st["damage"] = QJsonArray::fromStringList(v.damage);
    if (v.pegasus) // absent without Pegasus, as before boxes existed
        st["pegasus"] = QJsonObject{{"locations", QJsonArray::fromStringList(v.pegasus->locations)},
                                    {"damage", QJsonArray::fromStringList(v.pegasus->damage)},
                                    {"destroyed", v.pegasus->destroyed},
                                    {"cylon_overlay", v.pegasus->cylonOverlay}};
    QJsonArray centurions;
    for (int c : v.centurions)
        centurions.append(c);
    st["centurions"] = centurions;
}

void writeTableCards(const StateView& v, QJsonObject& st) {
    st["destinations"] = QJsonArray::fromStringList(v.destinations);
    QJsonArray inPlay;
    for (const InPlayView& ip : v.inPlay) {
        QJsonObject o{{"card", ip.card}};
        if (!ip.holder.isEmpty())
            o["holder"] = ip.holder;
        inPlay.append(o);
    }
    st["in_play"] = inPlay;
    st["current_crisis"] = idOrNull(v.currentCrisis);
    if (v.skillCheck)
        st["skill_check"] = QJsonObject{{"difficulty", v.skillCheck->difficulty},
                                        {"skills", QJsonArray::fromStringList(v.skillCheck->skills)},
                                        {"cards", toJson(v.skillCheck->cards)}};
}

QJsonObject toJson(const FullViewExtras& f) {
    QJsonArray dice;
    for (int die : f.forcedDice)
        dice.append(die);
    QJsonObject order;
    for (const auto& [deck, cards] : f.deckOrder)
        order[deck] = QJsonArray::fromStringList(cards);
    return QJsonObject{{"hash", f.hash}, {"forced_dice", dice}, {"deck_order", order}};
}

} // namespace

const CharacterView* StateView::character(const QString& id) const {
    for (const CharacterView& c : characters)
        if (c.id == id)
            return &c;
    return nullptr;
}

QStringList DecisionView::optionIds() const {
    QStringList ids;
    for (const OptionView& o : options)
        ids << o.id;
    return ids;
}

StateView stateView(const GameState& s, const Visibility& v) {
    const CardDb& d = db();
    StateView st;
    st.step = s.step;
    st.turn = s.turn;
    st.current = qs(characterId(s, s.current));
    st.phase = qs(phaseId(s));
    const Variant* variant = variantOf(s);
    st.mode = qs(kVariantModeIds[s.variant]);
    st.viewName = v.full ? "full" : (v.variantView ? st.mode : QString("player")); // a variant's view bears its name
    st.boxes = s.boxes;
    st.boxOptions = s.boxOptions;
    for (int r = 0; r < kResourceCount; ++r)
        st.resources[size_t(r)] = s.resources[size_t(r)];
    st.distance = s.distance;
    st.jumpTrack = s.jumpTrack;
    st.president = qs(characterId(s, s.president));
    st.admiral = qs(characterId(s, s.admiral));
    st.nukes = s.nukes;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        st.characters.push_back(characterView(s, v, Seat(seat), variant));
    for (CardIdx q : s.quorumHand)
        st.quorumHand.push_back(v.quorumHand ? faceUp(d.quorum[q].id) : back());
    boardPieces(s, st);
    st.decks = deckCounts(s);
    tableCards(s, v, st);
    if (s.gameOver())
        st.gameOver = GameOverView{s.over.winner == Side::Human, qs(kEndReasonIds[size_t(s.over.reason)])};
    st.unimplemented = s.unimplemented;
    if (v.full) {
        FullViewExtras f;
        f.hash = qs(hashHex(stateHash(s)));
        for (int8_t die : s.forcedDice)
            f.forcedDice.push_back(die);
        f.deckOrder = deckOrder(s);
        st.full = std::move(f);
    }
    return st;
}

QJsonValue toJson(const SeenCard& c) {
    if (c.faceUp)
        return c.id;
    QJsonObject o{{"hidden", true}};
    if (!c.type.isEmpty())
        o["type"] = c.type;
    return o;
}

QJsonObject toJson(const StateView& v) {
    QJsonObject st;
    st["step"] = v.step;
    st["turn"] = v.turn;
    st["current"] = v.current;
    st["phase"] = v.phase;
    st["mode"] = v.mode;
    st["view"] = v.viewName;
    if (v.boxes != kBaseGameBoxes) { // absent: the base game alone, as before boxes existed
        st["boxes"] = boxIdsJson(v.boxes);
        st["box_options"] = boxOptionIdsJson(v.boxOptions);
    }
    QJsonObject res;
    for (int r = 0; r < kResourceCount; ++r)
        res[qs(kResourceIds[size_t(r)])] = v.resources[size_t(r)];
    st["resources"] = res;
    st["distance"] = v.distance;
    st["jump_track"] = v.jumpTrack;
    st["president"] = v.president;
    st["admiral"] = v.admiral;
    st["nukes"] = v.nukes;
    QJsonArray chars;
    for (const CharacterView& c : v.characters)
        chars.append(toJson(c));
    st["characters"] = chars;
    st["quorum_hand"] = toJson(v.quorumHand);
    writeBoardPieces(v, st);
    st["decks"] = toJson(v.decks);
    writeTableCards(v, st);
    st["game_over"] = v.gameOver ? QJsonValue(QJsonObject{{"winner", v.gameOver->humansWon ? "humans" : "cylons"},
                                                          {"reason", v.gameOver->reason}})
                                 : QJsonValue();
    st["unimplemented"] = v.unimplemented;
    if (v.full) {
        const QJsonObject extras = toJson(*v.full);
        for (auto it = extras.begin(); it != extras.end(); ++it)
            st[it.key()] = it.value();
    }
    if (v.playerWon)
        st["player_won"] = *v.playerWon;
    return st;
}

QJsonObject projectState(const GameState& s, const Visibility& v) { return toJson(stateView(s, v)); }

std::optional<DecisionView> decisionView(const GameState& s) {
    if (!s.hasDecision || s.gameOver())
        return std::nullopt;
    DecisionView d;
    d.step = s.step;
    d.actor = qs(characterId(s, s.decision.actor));
    d.kind = qs(decisionKindId(s, s.decision.kind));
    d.prompt = qs(decisionPrompt(s));
    for (const Option& o : s.decision.options)
        d.options.push_back({qs(optionId(s, o)), qs(optionLabel(s, o))});
    d.phase = qs(phaseId(s));
    d.turn = s.turn;
    return d;
}

QJsonValue toJson(const std::optional<DecisionView>& d) {
    if (!d)
        return QJsonValue();
    QJsonArray options;
    for (const OptionView& o : d->options)
        options.append(QJsonObject{{"id", o.id}, {"label", o.label}});
    QJsonObject out{{"step", d->step},
                    {"actor", d->actor},
                    {"kind", d->kind},
                    {"prompt", d->prompt},
                    {"options", options},
                    {"context", QJsonObject{{"phase", d->phase}, {"turn", d->turn}}}};
    if (d->hasVariantFields) {
        out["queried"] = idOrNull(d->queried);
        out["golden_rule"] = d->goldenRule;
    }
    return out;
}

QJsonValue decisionJson(const GameState& s) { return toJson(decisionView(s)); }

EventView eventView(const GameState& live, const LogEvent& e) {
    std::optional<GameState> scratch; // a seat named as it was then (an execution replaced it since)
    const GameState& s = pegasus::namingStateAt(live, e, scratch);
    EventView v;
    v.step = e.step;
    v.text = qs(eventText(s, e));
    if (e.actor != kNoSeat)
        v.actor = qs(characterId(s, e.actor));
    v.unimplemented = e.kind == EventKind::Unimplemented;
    return v;
}

QJsonObject toJson(const EventView& e) {
    QJsonObject o{{"step", e.step}, {"text", e.text}};
    if (!e.actor.isEmpty())
        o["actor"] = e.actor;
    if (e.unimplemented)
        o["unimplemented"] = true;
    return o;
}

QJsonObject eventJson(const GameState& s, const LogEvent& e) { return toJson(eventView(s, e)); }

EventView eventFromJson(const QJsonObject& o) {
    return EventView{o.value(QLatin1String("step")).toInt(), o.value(QLatin1String("text")).toString(),
                     o.value(QLatin1String("actor")).toString(), o.value(QLatin1String("unimplemented")).toBool()};
}

} // namespace bsg
