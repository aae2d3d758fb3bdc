// Effects: the small vocabulary crisis, quorum, destination and damage cards are written in.
#include "carddb_loader.h"

#include <map>

namespace bsg::data {

ListId Loader::list(const QJsonArray& arr, const std::string& at) {
    EffectList effects;
    for (int i = 0; i < arr.size(); ++i)
        effects.push_back(effect(arr[i].toObject(), at + " effect " + std::to_string(i + 1)));
    db.lists.push_back(std::move(effects));
    return ListId(db.lists.size() - 1);
}

ListId Loader::optionalList(JsonReader& r, const char* key, const std::string& at) {
    return r.has(key) ? list(r.array(key), at + "/" + key) : (r.value(key), kNoList);
}

Who Loader::chooser(JsonReader& r, const char* key) {
    const Who w = who(r, key);
    if (w != Who::Current && w != Who::President && w != Who::Admiral)
        r.fail(key, "must be current, president or admiral");
    return w;
}

// The op of an effect, and whether this file's vocabulary (a quorum card's or a crisis's) has it.
Op Loader::effectOp(JsonReader& r) {
    static const std::map<std::string, Op> ops{
        {"resource", Op::Resource},         {"jump_track", Op::JumpTrack},
        {"discard", Op::Discard},           {"discard_hand", Op::DiscardHand},
        {"draw_skill", Op::DrawSkill},      {"move", Op::Move},
        {"move_all", Op::MoveAll},          {"raptor", Op::Raptor},
        {"damage_vipers", Op::DamageVipers}, {"return_vipers_to_reserves", Op::ReturnVipers},
        {"centurion", Op::Centurion},       {"damage_galactica", Op::DamageGalactica},
        {"destroy_civilian_from_pile", Op::DestroyCivilianFromPile},
        {"place", Op::Place},               {"activate", Op::Activate},
        {"roll", Op::Roll},                 {"apply_result", Op::ApplyResult},
        {"look_loyalty", Op::LookLoyalty},  {"title", Op::TitleChange},
        {"nukes", Op::Nukes},               {"choose", Op::Choose},
        {"optional", Op::Optional},         {"risk", Op::Risk},
        {"keep_in_play", Op::KeepInPlay},   {"distance", Op::Distance},
        {"redraw_crisis", Op::RedrawCrisis}, {"if_resource_below", Op::IfResourceBelow},
        {"draw_quorum", Op::DrawQuorum},    {"handler", Op::Handler},
        {"pick_character", Op::PickCharacter}, {"destroy_pieces", Op::DestroyPieces},
        {"dispose_card", Op::DisposeCard},  {"execute", Op::Execute}};
    const std::string opName = r.str("op");
    const auto it = ops.find(opName);
    if (it == ops.end())
        r.fail("op", "unknown effect op '" + opName + "'");
    const Op op = it->second;
    // Quorum cards run in their own frame (quorum.cpp), which knows a part of the vocabulary
    // and three ops of its own; each side refuses what the other would not run.
    const bool quorumOnly = op == Op::PickCharacter || op == Op::DestroyPieces || op == Op::DisposeCard;
    const bool quorumToo = op == Op::Resource || op == Op::DrawSkill || op == Op::Move || op == Op::Roll ||
                           op == Op::LookLoyalty || op == Op::TitleChange || op == Op::Execute ||
                           (op == Op::Handler && m_recordBox != Box::Base);
    if (quorumOnly && !m_quorum)
        r.fail("op", "'" + opName + "' is only understood on quorum cards");
    if (m_quorum && !quorumOnly && !quorumToo)
        r.fail("op", "'" + opName + "' cannot be used on a quorum card");
    return op;
}

// The ops that change a count on the board: resources, tracks, pieces.
void Loader::countEffectFields(JsonReader& r, Effect& e, const std::string& at) {
    switch (e.op) {
    case Op::Resource: {
        const int res = indexOf(kResourceIds, r.str("resource"));
        if (res < 0)
            r.fail("resource", "unknown resource");
        e.resource = Resource(res);
        e.amount = int8_t(r.integer("amount"));
        break;
    }
    case Op::JumpTrack:
    case Op::Raptor:
    case Op::Nukes:
    case Op::Distance:
        e.amount = int8_t(r.integer("amount"));
        break;
    case Op::DamageVipers: {
        const std::string w = r.str("where");
        if (w != "reserves" && w != "space")
            r.fail("where", "must be reserves or space");
        e.where = w == "space";
        e.count = int8_t(r.integer("count"));
        break;
    }
    case Op::Centurion:
    case Op::DamageGalactica:
    case Op::DestroyCivilianFromPile:
    case Op::DrawQuorum:
        e.count = int8_t(r.integer("count"));
        break;
    case Op::IfResourceBelow: {
        const int res = indexOf(kResourceIds, r.str("resource"));
        if (res < 0)
            r.fail("resource", "unknown resource");
        e.resource = Resource(res);
        e.amount = int8_t(r.integer("value"));
        e.then = list(r.array("then"), at + "/then");
        break;
    }
    default: break;
    }
}

// The ops that act on characters and their hands.
void Loader::characterEffectFields(JsonReader& r, Effect& e) {
    characterEffectFieldsOf(r, e);
    if (e.who == Who::EachCylonPlayer && (e.op != Op::DrawSkill || m_quorum))
        r.fail("who", "each_cylon_player is understood by a crisis card's draw_skill only");
}

void Loader::characterEffectFieldsOf(JsonReader& r, Effect& e) {
    switch (e.op) {
    case Op::Discard:
        e.who = who(r, "who");
        e.count = int8_t(r.integer("count"));
        e.random = r.boolean("random", false);
        if (r.has("chooser"))
            e.chooser = who(r, "chooser");
        e.target = r.str("pick_from", "");
        if (!e.target.empty() && e.target != "galactica")
            r.fail("pick_from", "must be galactica");
        break;
    case Op::DiscardHand:
        e.who = who(r, "who");
        break;
    case Op::DrawSkill:
        e.who = who(r, "who");
        e.types = skillMask(r, "types");
        e.count = int8_t(r.integer("count"));
        if (e.types == 0)
            r.fail("types", "names no skill deck");
        if (quorumWaitStages(e) && !m_quorum) // the crisis interpreter draws from one deck
            r.fail("types", "a choice of decks is only understood on quorum cards");
        if (e.count < 1)
            r.fail("count", "must be at least 1");
        if (m_quorum && e.who == Who::EachPlayer)
            r.fail("who", "a quorum card names one player");
        break;
    case Op::Move:
        e.who = who(r, "who");
        if (r.has("to") && r.str("to") == "chosen_galactica_location") {
            if (!m_quorum)
                r.fail("to", "chosen_galactica_location is only understood on quorum cards");
            e.loc = kChosenGalacticaLocation;
        } else {
            e.loc = location(r, "to");
        }
        if (r.has("chooser"))
            e.chooser = who(r, "chooser");
        e.optional = r.boolean("optional", false);
        e.target = r.str("pick_from", "");
        if (!e.target.empty() && e.target != "galactica")
            r.fail("pick_from", "must be galactica");
        if (m_quorum && (r.has("chooser") || !e.target.empty() || e.optional))
            r.fail(r.has("chooser") ? "chooser" : !e.target.empty() ? "pick_from" : "optional",
                   "a quorum card names its character with pick_character and moves him for sure");
        if (m_quorum && e.who == Who::EachPlayer)
            r.fail("who", "a quorum card moves one character");
        break;
    case Op::MoveAll: {
        const std::string from = r.str("from");
        e.from = from == "colonial_one" ? LocId(-2) : location(r, "from");
        e.loc = location(r, "to");
        break;
    }
    default: break;
    }
}

// The ops that change who holds a title or who has seen a loyalty card.
void Loader::titleAndLoyaltyFields(JsonReader& r, Effect& e) {
    switch (e.op) {
    case Op::LookLoyalty:
        e.viewer = r.str("viewer");
        e.target = r.str("target");
        e.how = r.str("how");
        if (e.viewer != "current" && e.viewer != "president")
            r.fail("viewer", "must be current or president");
        if (m_quorum ? e.target != "chosen"
                     : e.target != "chosen_player" && e.target != "current" && e.target != "president_or_admiral")
            r.fail("target", m_quorum ? "on a quorum card must be chosen (the character of pick_character)"
                                      : "must be chosen_player, current or president_or_admiral");
        if (e.how != "one_random" && e.how != "all")
            r.fail("how", "must be one_random or all");
        break;
    case Op::TitleChange: {
        const std::string t = r.str("title");
        if (t != "president" && t != "admiral")
            r.fail("title", "must be president or admiral");
        e.title = t == "president" ? Title::President : Title::Admiral;
        e.to = r.str("to");
        if (m_quorum ? e.to != "chosen" : e.to != "admiral" && e.to != "chosen_other")
            r.fail("to", m_quorum ? "on a quorum card must be chosen (the character of pick_character)"
                                  : "must be admiral or chosen_other");
        if (r.has("chooser")) {
            if (m_quorum)
                r.fail("chooser", "a quorum card names its character with pick_character");
            e.chooser = who(r, "chooser");
        }
        break;
    }
    default: break;
    }
}

// The ops of space, and those that lead to other effect lists (a roll, a choice, a handler).
void Loader::spaceAndFlowFields(JsonReader& r, Effect& e, const std::string& at) {
    switch (e.op) {
    case Op::Place:
        e.area = area(r, r.str("area"), "area");
        e.ships = ships(r.object("ships"), at + ", ships");
        break;
    case Op::Activate:
        e.activation = activation(r, r.str("ships"), "ships");
        break;
    case Op::Roll:
        e.atMost = int8_t(r.integer("at_most", 0));
        e.atLeast = int8_t(r.integer("at_least", 0));
        if (!e.atMost == !e.atLeast)
            r.fail("at_most", "a roll needs exactly one of at_most and at_least");
        e.then = optionalList(r, "then", at);
        e.otherwise = optionalList(r, "else", at);
        break;
    case Op::ApplyResult: {
        const std::string res = r.str("result");
        e.result = res == "pass" ? 0 : res == "partial" ? 1 : res == "fail" ? 2 : -1;
        if (e.result < 0)
            r.fail("result", "must be pass, partial or fail");
        break;
    }
    case Op::Choose: {
        e.chooser = who(r, "chooser");
        const QJsonArray opts = r.array("options");
        for (int i = 0; i < opts.size(); ++i) {
            JsonReader ro(opts[i].toObject(), at + " option " + std::to_string(i + 1));
            ChoiceOption co;
            co.label = ro.str("label");
            co.effects = list(ro.array("effects"), ro.where());
            ro.finish();
            e.options.push_back(std::move(co));
        }
        if (e.options.size() < 2)
            r.fail("options", "a choice needs at least two options");
        break;
    }
    case Op::Optional:
        e.chooser = who(r, "chooser");
        e.label = r.str("label");
        e.then = list(r.array("effects"), at + "/effects");
        break;
    case Op::Risk: {
        const std::string ship = r.str("ships");
        if (ship != "raptor" && ship != "viper")
            r.fail("ships", "must be raptor or viper");
        e.where = ship == "viper";
        e.count = int8_t(r.integer("count"));
        e.atLeast = int8_t(r.integer("at_least"));
        e.then = optionalList(r, "then", at);
        {
            const std::string miss = r.str("on_miss");
            if (miss != "destroy" && miss != "damage")
                r.fail("on_miss", "must be destroy or damage");
            e.result = miss == "damage"; // what a miss does to the risked ships
        }
        break;
    }
    case Op::Handler:
        e.handler = r.str("name");
        e.label = r.str("text");
        break;
    default: break;
    }
}

// Pegasus's execution: only a Pegasus record may name it (the executions are Pegasus's rules),
// and a quorum card executes the character of its pick_character.
void Loader::executeFields(JsonReader& r, Effect& e) {
    if (m_recordBox != Box::Pegasus)
        r.fail("op", "'execute' is understood on Pegasus records only (\"box\": \"pegasus\")");
    e.who = who(r, "who");
    if (m_quorum ? e.who != Who::Chosen : e.who != Who::Current && e.who != Who::President && e.who != Who::Admiral)
        r.fail("who", m_quorum ? "on a quorum card must be chosen (the character of pick_character)"
                               : "must be current, president or admiral");
}

Effect Loader::effect(const QJsonObject& o, const std::string& at) {
    JsonReader r(o, at);
    Effect e;
    e.op = effectOp(r);
    switch (e.op) {
    case Op::Resource:
    case Op::JumpTrack:
    case Op::Raptor:
    case Op::Nukes:
    case Op::Distance:
    case Op::DamageVipers:
    case Op::Centurion:
    case Op::DamageGalactica:
    case Op::DestroyCivilianFromPile:
    case Op::DrawQuorum:
    case Op::IfResourceBelow: countEffectFields(r, e, at); break;
    case Op::Discard:
    case Op::DiscardHand:
    case Op::DrawSkill:
    case Op::Move:
    case Op::MoveAll: characterEffectFields(r, e); break;
    case Op::LookLoyalty:
    case Op::TitleChange: titleAndLoyaltyFields(r, e); break;
    case Op::Place:
    case Op::Activate:
    case Op::Roll:
    case Op::ApplyResult:
    case Op::Choose:
    case Op::Optional:
    case Op::Risk:
    case Op::Handler: spaceAndFlowFields(r, e, at); break;
    case Op::PickCharacter:
    case Op::DestroyPieces:
    case Op::DisposeCard: quorumEffectFields(r, e); break;
    case Op::Execute: executeFields(r, e); break;
    case Op::ReturnVipers:
    case Op::KeepInPlay:
    case Op::RedrawCrisis: break;
    }
    r.finish();
    return e;
}

} // namespace bsg::data
