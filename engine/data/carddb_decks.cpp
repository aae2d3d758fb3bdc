// The decks of each set of boxes (CardDb::SetupDecks), listed once when the data is read.
#include "carddb.h"

#include <algorithm>

namespace bsg {

namespace {

// Every copy of every record `picked` keeps, in record order.
template <class Def, class Pick> std::vector<CardIdx> copiesOf(const std::vector<Def>& defs, Pick picked) {
    std::vector<CardIdx> out;
    for (size_t i = 0; i < defs.size(); ++i)
        if (picked(defs[i]))
            out.insert(out.end(), size_t(std::max(0, int(defs[i].copies))), CardIdx(i));
    return out;
}

template <class Def> void nameBoxes(BoxSet& named, const std::vector<Def>& defs) {
    for (const Def& d : defs)
        named = BoxSet(named | boxBit(d.box));
}

} // namespace

bool skillCardInBoxes(const CardDb& db, BoxSet boxes, const SkillCardDef& card) {
    if (!(boxes & boxBit(card.box)))
        return false;
    if (boxes == kBaseGameBoxes) // only a box's card replaces one
        return true;
    return std::none_of(db.skillCards.begin(), db.skillCards.end(), [&](const SkillCardDef& other) {
        return (boxes & boxBit(other.box)) && !other.replaces.empty() && other.replaces == card.nameId;
    });
}

CardDb::SetupDecks setupDecksFromRecords(const CardDb& db, BoxSet boxes) {
    CardDb::SetupDecks d;
    d.boxes = boxes;
    const auto inPlay = [boxes](const auto& def) { return (boxes & boxBit(def.box)) != 0; };
    d.quorum = copiesOf(db.quorum, inPlay);
    d.crises = copiesOf(db.crises, [&](const CrisisDef& c) { return !c.super && inPlay(c); });
    d.superCrises = copiesOf(db.crises, [&](const CrisisDef& c) { return c.super && inPlay(c); });
    d.destinations = copiesOf(db.destinations, inPlay);
    for (size_t i = 0; i < db.skillCards.size(); ++i) {
        const SkillCardDef& card = db.skillCards[i];
        if (skillCardInBoxes(db, boxes, card))
            d.skills[size_t(card.type)].insert(d.skills[size_t(card.type)].end(),
                                               size_t(std::max(0, int(card.copies))), SkillCard(i));
    }
    return d;
}

void listSetupDecks(CardDb& db) {
    BoxSet named = 0;
    nameBoxes(named, db.quorum);
    nameBoxes(named, db.crises);
    nameBoxes(named, db.destinations);
    nameBoxes(named, db.skillCards);
    db.boxesNamed = named;
    db.setupDecks.clear();
    // Every subset of the named boxes with the base game in it (2 with the base game and Pegasus).
    const BoxSet others = BoxSet(named & ~kBaseGameBoxes);
    for (unsigned sub = others;; sub = (sub - 1) & others) {
        db.setupDecks.push_back(setupDecksFromRecords(db, BoxSet(sub | kBaseGameBoxes)));
        if (sub == 0)
            break;
    }
}

const CardDb::SetupDecks* CardDb::setupDecksOf(BoxSet boxes) const {
    if (!(boxes & kBaseGameBoxes))
        return nullptr;
    const BoxSet key = BoxSet(boxes & (boxesNamed | kBaseGameBoxes));
    for (const SetupDecks& d : setupDecks)
        if (d.boxes == key)
            return &d;
    return nullptr;
}

} // namespace bsg
