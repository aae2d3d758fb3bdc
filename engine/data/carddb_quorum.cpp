// Quorum cards: quorum.json, the three ops only quorum cards use, and the shape a card's
// effects must have for the QuorumCard frame to run them (docs/data.md, section 11.1).
#include "carddb_loader.h"

#include <set>

namespace bsg::data {

namespace {

// Does this effect act on the character of an earlier pick_character?
bool namesChosen(const Effect& e) {
    switch (e.op) {
    case Op::Move:
    case Op::DrawSkill:
    case Op::Execute: return e.who == Who::Chosen;
    case Op::TitleChange:
    case Op::LookLoyalty: return true; // the loader allows only `chosen` on quorum cards
    case Op::DisposeCard: return e.fate == CardFate::Chosen;
    default: return false;
    }
}

} // namespace

void Loader::quorumEffectFields(JsonReader& r, Effect& e) {
    switch (e.op) {
    case Op::PickCharacter: {
        e.chooser = chooser(r, "chooser");
        static constexpr std::array<std::string_view, 5> sets{"anyone_outside_brig", "others", "others_in_brig",
                                                              "others_outside_brig_except_admiral", "anyone_in_brig"};
        const std::string from = r.str("from");
        const int set = indexOf(sets, from);
        if (set < 0)
            r.fail("from", "unknown set of characters '" + from +
                               "' (anyone_outside_brig, others, others_in_brig, others_outside_brig_except_admiral, "
                               "anyone_in_brig)");
        e.pickSet = PickSet(set);
        break;
    }
    case Op::DestroyPieces: {
        e.chooser = chooser(r, "chooser");
        static constexpr std::array<std::string_view, 3> pieces{"raiders", "heavy_raiders", "centurions"};
        const QJsonArray kinds = r.array("one_of");
        for (int i = 0; i < kinds.size(); ++i) {
            JsonReader k(kinds[i].toObject(), r.where() + ", one_of " + std::to_string(i + 1));
            const std::string name = k.str("piece");
            const int piece = indexOf(pieces, name);
            if (piece < 0)
                k.fail("piece", "unknown piece '" + name + "' (raiders, heavy_raiders, centurions)");
            for (const PieceLimit& have : e.pieces)
                if (have.piece == Piece(piece))
                    k.fail("piece", "'" + name + "' is named twice");
            // The frame counts what is left in 4 bits (quorum.cpp).
            const int upTo = k.integer("up_to");
            if (upTo < 1 || upTo > 15)
                k.fail("up_to", "must be 1 to 15");
            k.finish();
            e.pieces.push_back(PieceLimit{Piece(piece), int8_t(upTo)});
        }
        if (e.pieces.empty())
            r.fail("one_of", "names nothing to destroy");
        break;
    }
    case Op::DisposeCard: {
        static constexpr std::array<std::string_view, 4> fates{"discard", "remove_from_game", "table", "chosen"};
        const std::string to = r.str("to");
        const int fate = indexOf(fates, to);
        if (fate < 0)
            r.fail("to", "unknown place '" + to + "' (discard, remove_from_game, table, chosen)");
        e.fate = CardFate(fate);
        if (r.has("while_kept")) {
            static constexpr std::array<std::string_view, 6> rules{
                "raise_next_president_check", "sole_nominee", "may_shift_admirals_quarters", "picks_next_destination",
                "politics_positive", "probation"};
            const std::string rule = r.str("while_kept");
            const int kept = indexOf(rules, rule);
            if (kept < 0)
                r.fail("while_kept", "unknown rule '" + rule +
                                         "' (raise_next_president_check, sole_nominee, may_shift_admirals_quarters, "
                                         "picks_next_destination, politics_positive, probation)");
            if (e.fate != CardFate::Table && e.fate != CardFate::Chosen)
                r.fail("while_kept", "only a card kept on the table or by a character has a rule while kept");
            e.kept = KeptRule(kept + 1);
        }
        break;
    }
    default: break;
    }
}

// A quorum card's effects run in one frame that remembers only what it waits for (the stage),
// the picked character and one counter: the effects that wait stand in the card's own list,
// one per stage; a roll's results run at once; a pick comes before the effects that use it.
void Loader::checkQuorumCard(const QuorumDef& card) {
    auto fail = [&](size_t index, const std::string& what) {
        throw DataError(where(card.id) + " effect " + std::to_string(index + 1) + ": " + what);
    };
    const EffectList& top = db.lists[card.effects];
    uint8_t stages = 0;
    bool picked = false;
    for (size_t i = 0; i < top.size(); ++i) {
        const Effect& e = top[i];
        if (quorumWaitStages(e) & stages)
            fail(i, "waits like an earlier effect: a quorum card may hold one question, one roll and one "
                    "place to choose (docs/data.md 11.1)");
        stages |= quorumWaitStages(e);
        if (e.op == Op::DisposeCard && i + 1 != top.size())
            fail(i, "dispose_card ends the card: it must be the last effect of its list");
        if (namesChosen(e) && !picked)
            fail(i, "names the chosen character, but no pick_character comes before it");
        if (e.op == Op::PickCharacter)
            picked = true;
        if (e.op == Op::LookLoyalty)
            picked = false; // the look uses the pick up (as in crisis lists)
        if (e.op != Op::Roll)
            continue;
        bool pickedAfter = picked;
        for (const ListId branch : {e.then, e.otherwise}) {
            if (branch == kNoList)
                continue;
            const EffectList& result = db.lists[branch];
            bool pickedHere = picked;
            for (size_t k = 0; k < result.size(); ++k) {
                const Effect& x = result[k];
                if (quorumWaitStages(x))
                    fail(i, "a roll's results may hold only effects that run at once (no pick, roll or choice)");
                if (x.op == Op::DisposeCard && k + 1 != result.size())
                    fail(i, "dispose_card ends the card: it must be the last effect of its list");
                if (namesChosen(x) && !pickedHere)
                    fail(i, "a result names the chosen character, but no pick_character comes before it");
                if (x.op == Op::LookLoyalty)
                    pickedHere = false;
            }
            pickedAfter = pickedAfter && pickedHere;
        }
        picked = pickedAfter;
    }
}

// The rule the card has while kept: that of its dispose_card (in its list or a roll's results).
KeptRule Loader::keptRule(const QuorumDef& card) {
    KeptRule rule = KeptRule::None;
    auto look = [&](ListId list) {
        for (const Effect& e : db.lists[list]) {
            if (e.op == Op::DisposeCard && e.kept != KeptRule::None) {
                if (rule != KeptRule::None && rule != e.kept)
                    throw DataError(where(card.id) + ": its dispose_card effects name two different rules while kept");
                rule = e.kept;
            }
        }
    };
    look(card.effects);
    for (const Effect& e : db.lists[card.effects])
        if (e.op == Op::Roll)
            for (const ListId branch : {e.then, e.otherwise})
                if (branch != kNoList)
                    look(branch);
    return rule;
}

void Loader::loadQuorum() {
    QJsonArray arr;
    openFile("quorum", "quorum_cards", &arr);
    m_quorum = true;
    std::set<std::string> seen = idsOf(db.quorum);
    int copies = 0;
    for (const auto& v : arr) {
        const std::string id = JsonReader(v.toObject(), m_file).str("id");
        JsonReader r(v.toObject(), where(id));
        if (!inThisPass(r))
            continue;
        QuorumDef q;
        q.box = m_recordBox;
        q.id = r.str("id");
        checkUnique(seen, q.id);
        q.name = r.str("name");
        q.copies = r.integer("copies");
        copies += q.copies;
        q.effects = list(r.array("effects"), where(id));
        q.text = r.str("text");
        r.finish();
        checkQuorumCard(q);
        q.kept = keptRule(q);
        db.quorum.push_back(std::move(q));
    }
    m_quorum = false;
    if (!m_boxPass)
        expectCount("quorum cards", copies, 17);
}

} // namespace bsg::data
