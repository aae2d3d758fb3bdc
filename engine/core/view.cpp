// Projection of a GameState into the protocol's JSON objects, hiding what the viewer may not see.
#include "view.h"

#include "engine.h"
#include "game.h"
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

QJsonValue skillCardJson(SkillCard card, bool visible) {
    const SkillCardDef& d = db().skillCards[card];
    if (visible)
        return qs(d.id);
    return QJsonObject{{"hidden", true}, {"type", qs(kSkillTypeIds[size_t(d.type)])}};
}

QJsonObject shipsJson(const GameState& s, int area) {
    const SpaceArea& a = s.space[size_t(area)];
    int basestars = 0;
    for (const auto& b : s.basestars)
        basestars += b.area == area;
    QJsonArray pilots;
    for (int seat = 0; seat < s.playerCount(); ++seat)
        if (s.players[size_t(seat)].viperArea == area)
            pilots.append(qs(characterId(s, Seat(seat))));
    return QJsonObject{{"raiders", a.raiders},
                       {"heavy_raiders", a.heavyRaiders},
                       {"basestars", basestars},
                       {"vipers", a.vipers + int(pilots.size())},
                       {"piloted_vipers", pilots},
                       {"civilian_ships", int(a.civilians.size())}};
}

// Testers only (the full view): every deck and pile from its top, the destiny deck included.
QJsonObject deckOrderJson(const GameState& s) {
    const CardDb& d = db();
    auto names = [](const auto& deck, auto name) {
        QJsonArray out;
        for (const auto card : deck)
            out.append(qs(name(card)));
        return out;
    };
    auto skill = [&](SkillCard c) { return d.skillCards[c].id; };
    auto crisis = [&](CardIdx c) { return d.crises[c].id; };
    QJsonObject o{{"crisis", names(s.crisisDeck, crisis)},
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
            o[qs(kSkillTypeIds[size_t(t)])] = names(s.skillDeck[size_t(t)], skill);
    return o;
}

} // namespace

QJsonObject projectState(const GameState& s, const Visibility& v) {
    const CardDb& d = db();
    QJsonObject st;
    st["step"] = s.step;
    st["turn"] = s.turn;
    st["current"] = qs(characterId(s, s.current));
    st["phase"] = qs(phaseId(s));
    const Variant* variant = variantOf(s);
    st["mode"] = s.variant == uint8_t(VariantId::FourSolo) ? "solo" : "standard";
    st["view"] = v.full ? "full" : (v.solo ? "solo" : "player");
    if (s.boxes != kBaseGameBoxes) { // absent: the base game alone, as before boxes existed
        st["boxes"] = boxIdsJson(s.boxes);
        st["box_options"] = boxOptionIdsJson(s.boxOptions);
    }
    QJsonObject res;
    for (int r = 0; r < kResourceCount; ++r)
        res[qs(kResourceIds[size_t(r)])] = s.resources[size_t(r)];
    st["resources"] = res;
    st["distance"] = s.distance;
    st["jump_track"] = s.jumpTrack;
    st["president"] = qs(characterId(s, s.president));
    st["admiral"] = qs(characterId(s, s.admiral));
    st["nukes"] = s.nukes;

    QJsonArray chars;
    for (int seat = 0; seat < s.playerCount(); ++seat) {
        const Player& p = s.players[size_t(seat)];
        QJsonObject c;
        c["id"] = qs(characterId(s, Seat(seat)));
        c["name"] = qs(characterName(s, Seat(seat)));
        if (p.viperArea >= 0)
            c["viper"] = qs(kAreaIds[size_t(p.viperArea)]);
        else
            c["location"] = p.location >= 0 ? QJsonValue(qs(d.locations[size_t(p.location)].id)) : QJsonValue();
        QJsonArray hand;
        // The card the game's variant shows face up even in a hidden hand (Four Solo's Active Card).
        const int faceUp = variant ? variant->faceUpHandCard(s, Seat(seat)) : -1;
        if (v.hand[size_t(seat)]) {
            for (SkillCard card : p.hand)
                hand.append(skillCardJson(card, true));
        } else {
            // A hidden hand: the face-up card first, then backs by colour alone, so that no
            // card's place tells anything of the cards beside it.
            const bool faceUpShown = v.activeCard[size_t(seat)] && faceUp >= 0;
            if (faceUpShown)
                hand.append(skillCardJson(SkillCard(faceUp), true));
            bool skipped = !faceUpShown; // one copy of the face-up card is listed already
            for (int t = 0; t < kMaxSkillTypes; ++t)
                for (SkillCard card : p.hand)
                    if (int(db().skillCards[card].type) == t) {
                        if (!skipped && card == faceUp) {
                            skipped = true;
                            continue;
                        }
                        hand.append(skillCardJson(card, false));
                    }
        }
        c["hand"] = hand;
        if (v.solo || variant)
            c["active_card"] = faceUp >= 0 ? skillCardJson(SkillCard(faceUp), v.hand[size_t(seat)] || v.activeCard[size_t(seat)])
                                           : QJsonValue();
        QJsonArray loyalty;
        for (size_t i = 0; i < p.loyalty.size(); ++i) {
            if (v.loyalty[size_t(seat)] & (1u << i))
                loyalty.append(qs(d.loyalty[p.loyalty[i]].id));
            else
                loyalty.append(QJsonObject{{"hidden", true}});
        }
        c["loyalty"] = loyalty;
        c["revealed_cylon"] = p.revealed;
        c["once_per_game_used"] = p.onceUsed;
        if (p.stranded)
            c["stranded"] = true;
        QJsonArray supers;
        for (CardIdx sc : p.superCrises)
            supers.append(v.superCrises[size_t(seat)] ? QJsonValue(qs(d.crises[sc].id))
                                                      : QJsonValue(QJsonObject{{"hidden", true}}));
        c["super_crises"] = supers;
        chars.append(c);
    }
    st["characters"] = chars;

    QJsonArray quorum;
    for (CardIdx q : s.quorumHand)
        quorum.append(v.quorumHand ? QJsonValue(qs(d.quorum[q].id)) : QJsonValue(QJsonObject{{"hidden", true}}));
    st["quorum_hand"] = quorum;

    QJsonObject space;
    for (int a = 0; a < kAreaCount; ++a)
        space[qs(kAreaIds[size_t(a)])] = shipsJson(s, a);
    st["space"] = space;
    QJsonArray basestars;
    for (const auto& b : s.basestars) {
        if (b.area < 0)
            continue;
        QJsonArray dmg;
        for (uint8_t t : b.damage)
            dmg.append(qs(d.basestarDamage[t].id));
        basestars.append(QJsonObject{{"area", qs(kAreaIds[size_t(b.area)])}, {"damage", dmg}});
    }
    st["basestars"] = basestars;
    st["reserves"] = QJsonObject{{"vipers", s.vipersReserve},
                                 {"raptors", s.raptorsReserve},
                                 {"damaged_vipers", s.vipersDamaged},
                                 {"destroyed_vipers", s.vipersDestroyed},
                                 {"destroyed_raptors", s.raptorsDestroyed}};
    QJsonArray damage;
    for (uint8_t t : s.galacticaDamage)
        if (d.galacticaDamage[t].location >= 0)
            damage.append(qs(d.locations[size_t(d.galacticaDamage[t].location)].id));
    st["damage"] = damage;
    QJsonArray centurions;
    for (int8_t c : s.centurions)
        centurions.append(c);
    st["centurions"] = centurions;
    QJsonObject decks{{"crisis", int(s.crisisDeck.size())},
                      {"crisis_discard", int(s.crisisDiscard.size())},
                      {"super_crisis", int(s.superDeck.size())},
                      {"quorum", int(s.quorumDeck.size())},
                      {"destination", int(s.destinationDeck.size())},
                      {"loyalty", int(s.loyaltyDeck.size())},
                      {"destiny", int(s.destiny.size())},
                      {"civilian_ships", int(s.civilianPile.size())}};
    for (int t = 0; t < kMaxSkillTypes; ++t) {
        if (!skillTypeInPlay(s, t))
            continue;
        decks[qs(kSkillTypeIds[size_t(t)])] = int(s.skillDeck[size_t(t)].size());
        decks[qs(std::string(kSkillTypeIds[size_t(t)]) + "_discard")] = int(s.skillDiscard[size_t(t)].size());
    }
    st["decks"] = decks;
    QJsonArray played;
    for (CardIdx dst : s.destinationsPlayed)
        played.append(qs(d.destinations[dst].id));
    st["destinations"] = played;
    QJsonArray inPlay;
    for (const InPlay& ip : s.inPlay) {
        QString id = ip.kind == CardKind::Crisis   ? qs(d.crises[ip.card].id)
                     : ip.kind == CardKind::Quorum ? qs(d.quorum[ip.card].id)
                                                   : qs(std::to_string(ip.card));
        QJsonObject o{{"card", id}};
        if (ip.holder != kNoSeat)
            o["holder"] = qs(characterId(s, ip.holder));
        inPlay.append(o);
    }
    st["in_play"] = inPlay;
    QJsonArray crises;
    for (CardIdx c : s.crisesThisTurn)
        crises.append(qs(d.crises[c].id));
    // While a crisis is being chosen among the cards drawn (Religious Visions, Caprica) none
    // is the current one yet.
    const bool choosing = s.hasDecision && std::any_of(s.decision.options.begin(), s.decision.options.end(),
                                                       [](const Option& o) { return o.verb == Verb::Crisis; });
    st["current_crisis"] = crises.isEmpty() || choosing ? QJsonValue() : crises.last();
    if (!s.checkPile.empty()) {
        QJsonArray pile;
        for (size_t i = 0; i < s.checkPile.size(); ++i) {
            const Seat owner = s.checkPileOwner[i];
            const bool visible = v.full || (owner != kNoSeat && (v.seats & seatBit(owner)));
            pile.append(skillCardJson(s.checkPile[i], visible));
        }
        QJsonArray skills; // the colours that count now (Scientific Research may have added one)
        for (int t = 0; t < kMaxSkillTypes; ++t)
            if (s.check.skills & skillBit(SkillType(t)))
                skills.append(qs(kSkillTypeIds[size_t(t)]));
        st["skill_check"] = QJsonObject{{"difficulty", s.check.difficulty}, {"skills", skills}, {"cards", pile}};
    }
    st["game_over"] = s.gameOver() ? QJsonValue(QJsonObject{{"winner", s.over.winner == Side::Human ? "humans" : "cylons"},
                                                            {"reason", qs(kEndReasonIds[size_t(s.over.reason)])}})
                                   : QJsonValue();
    st["unimplemented"] = s.unimplemented;
    if (v.full) {
        st["hash"] = qs(hashHex(stateHash(s)));
        QJsonArray dice;
        for (int8_t die : s.forcedDice)
            dice.append(die);
        st["forced_dice"] = dice;
        st["deck_order"] = deckOrderJson(s);
    }
    return st;
}

QJsonValue decisionJson(const GameState& s) {
    if (!s.hasDecision || s.gameOver())
        return QJsonValue();
    QJsonArray options;
    for (const Option& o : s.decision.options)
        options.append(QJsonObject{{"id", qs(optionId(s, o))}, {"label", qs(optionLabel(s, o))}});
    return QJsonObject{{"step", s.step},
                       {"actor", qs(characterId(s, s.decision.actor))},
                       {"kind", qs(decisionKindId(s, s.decision.kind))},
                       {"prompt", qs(decisionPrompt(s))},
                       {"options", options},
                       {"context", QJsonObject{{"phase", qs(phaseId(s))}, {"turn", s.turn}}}};
}

QJsonObject eventJson(const GameState& s, const LogEvent& e) {
    QJsonObject o{{"step", e.step}, {"text", qs(eventText(s, e))}};
    if (e.actor != kNoSeat)
        o["actor"] = qs(characterId(s, e.actor));
    if (e.kind == EventKind::Unimplemented)
        o["unimplemented"] = true;
    return o;
}

} // namespace bsg
