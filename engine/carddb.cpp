// Loads resources/data/*.json into a CardDb, strictly: an unknown field, a duplicate id, a
// bad reference or a wrong count is an error naming the file, the record and the field.
#include "carddb.h"

#include "json_reader.h"

#include <QFile>
#include <QJsonDocument>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>

namespace bsg {

namespace {

template <size_t N> int indexOf(const std::array<std::string_view, N>& ids, const std::string& id) {
    for (size_t i = 0; i < N; ++i)
        if (ids[i] == id)
            return int(i);
    return -1;
}

class Loader {
public:
    explicit Loader(std::string dir) : m_dir(std::move(dir)) {}
    CardDb db;

    QJsonObject openFile(const std::string& stem, const char* listKey, QJsonArray* list) {
        m_file = stem + ".json";
        QFile f(QString::fromStdString(m_dir + "/" + m_file));
        if (!f.open(QIODevice::ReadOnly))
            throw DataError(m_file + ": cannot be read");
        QJsonParseError err{};
        const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &err);
        if (err.error != QJsonParseError::NoError || !doc.isObject())
            throw DataError(m_file + ": not valid JSON (" + err.errorString().toStdString() + " at offset " +
                            std::to_string(err.offset) + ")");
        QJsonObject root = doc.object();
        JsonReader r(root, m_file);
        if (r.str("schema") != "galactica-solo/" + stem)
            r.fail("schema", "must be galactica-solo/" + stem);
        if (r.integer("version") != 1)
            r.fail("version", "must be 1");
        if (listKey) {
            *list = r.array(listKey);
            r.finish();
        }
        return root;
    }
    std::string where(const std::string& id) const { return m_file + ", record '" + id + "'"; }

    SkillType skillType(JsonReader& r, const std::string& s, const char* field) {
        const int t = indexOf(kSkillTypeIds, s);
        if (t < 0)
            r.fail(field, "unknown skill type '" + s + "'");
        return SkillType(t);
    }
    SkillMask skillMask(JsonReader& r, const char* key) {
        SkillMask m = 0;
        for (const auto& v : r.array(key)) {
            const std::string s = v.toString().toStdString();
            if (s == "any")
                return 0x1F;
            m |= skillBit(skillType(r, s, key));
        }
        return m;
    }
    LocId location(JsonReader& r, const char* key) {
        const std::string s = r.str(key);
        for (size_t i = 0; i < db.locations.size(); ++i)
            if (db.locations[i].id == s)
                return LocId(i);
        r.fail(key, "unknown location '" + s + "'");
    }
    Area area(JsonReader& r, const std::string& s, const char* key) {
        const int a = indexOf(kAreaIds, s);
        if (a < 0)
            r.fail(key, "unknown space area '" + s + "'");
        return Area(a);
    }
    CharId character(JsonReader& r, const std::string& s, const char* key) {
        for (size_t i = 0; i < db.characters.size(); ++i)
            if (db.characters[i].id == s)
                return CharId(i);
        r.fail(key, "unknown character '" + s + "'");
    }
    std::array<int8_t, kShipKinds> ships(const QJsonObject& o, const std::string& at) {
        static constexpr std::array<std::string_view, kShipKinds> keys{"raiders", "heavy_raiders", "basestars",
                                                                       "vipers", "civilian_ships"};
        std::array<int8_t, kShipKinds> out{};
        JsonReader r(o, at);
        for (size_t k = 0; k < kShipKinds; ++k)
            out[k] = int8_t(r.integer(std::string(keys[k]).c_str(), 0));
        r.finish();
        return out;
    }
    Activation activation(JsonReader& r, const std::string& s, const char* key) {
        static constexpr std::array<std::string_view, 5> ids{"none", "raiders", "heavy_raiders", "basestars",
                                                             "launch_raiders"};
        const int a = indexOf(ids, s);
        if (a < 0)
            r.fail(key, "unknown activation '" + s + "'");
        return Activation(a);
    }
    Who who(JsonReader& r, const char* key) {
        static constexpr std::array<std::string_view, 5> ids{"current", "president", "admiral", "each_player",
                                                             "chosen"};
        const int w = indexOf(ids, r.str(key));
        if (w < 0)
            r.fail(key, "unknown role '" + r.str(key) + "'");
        return Who(w);
    }

    ListId list(const QJsonArray& arr, const std::string& at) {
        EffectList effects;
        for (int i = 0; i < arr.size(); ++i)
            effects.push_back(effect(arr[i].toObject(), at + " effect " + std::to_string(i + 1)));
        db.lists.push_back(std::move(effects));
        return ListId(db.lists.size() - 1);
    }
    ListId optionalList(JsonReader& r, const char* key, const std::string& at) {
        return r.has(key) ? list(r.array(key), at + "/" + key) : (r.value(key), kNoList);
    }

    Effect effect(const QJsonObject& o, const std::string& at) {
        JsonReader r(o, at);
        Effect e;
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
            {"draw_quorum", Op::DrawQuorum},    {"handler", Op::Handler}};
        const std::string opName = r.str("op");
        const auto it = ops.find(opName);
        if (it == ops.end())
            r.fail("op", "unknown effect op '" + opName + "'");
        e.op = it->second;
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
        case Op::Discard:
            e.who = who(r, "who");
            e.count = int8_t(r.integer("count"));
            e.random = r.boolean("random", false);
            if (r.has("chooser"))
                e.chooser = who(r, "chooser");
            e.target = r.str("pick_from", "");
            break;
        case Op::DiscardHand:
            e.who = who(r, "who");
            break;
        case Op::DrawSkill:
            e.who = who(r, "who");
            e.types = skillMask(r, "types");
            e.count = int8_t(r.integer("count"));
            break;
        case Op::Move:
            e.who = who(r, "who");
            e.loc = location(r, "to");
            if (r.has("chooser"))
                e.chooser = who(r, "chooser");
            e.optional = r.boolean("optional", false);
            e.target = r.str("pick_from", "");
            break;
        case Op::MoveAll: {
            const std::string from = r.str("from");
            e.from = from == "colonial_one" ? LocId(-2) : location(r, "from");
            e.loc = location(r, "to");
            break;
        }
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
        case Op::LookLoyalty:
            e.viewer = r.str("viewer");
            e.target = r.str("target");
            e.how = r.str("how");
            break;
        case Op::TitleChange: {
            const std::string t = r.str("title");
            if (t != "president" && t != "admiral")
                r.fail("title", "must be president or admiral");
            e.title = t == "president" ? Title::President : Title::Admiral;
            e.to = r.str("to");
            if (r.has("chooser"))
                e.chooser = who(r, "chooser");
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
        case Op::IfResourceBelow: {
            const int res = indexOf(kResourceIds, r.str("resource"));
            if (res < 0)
                r.fail("resource", "unknown resource");
            e.resource = Resource(res);
            e.amount = int8_t(r.integer("value"));
            e.then = list(r.array("then"), at + "/then");
            break;
        }
        case Op::Handler:
            e.handler = r.str("name");
            e.label = r.str("text");
            break;
        case Op::ReturnVipers:
        case Op::KeepInPlay:
        case Op::RedrawCrisis:
            break;
        }
        r.finish();
        return e;
    }

    void checkUnique(std::set<std::string>& seen, const std::string& id) {
        if (!seen.insert(id).second)
            throw DataError(where(id) + ": duplicate id");
    }
    void expectCount(const char* what, int found, int expected) {
        if (found != expected)
            throw DataError(m_file + ": " + std::to_string(found) + " " + what + " found, the game has " +
                            std::to_string(expected));
    }

    void loadLocations() {
        QJsonArray arr;
        openFile("locations", "locations", &arr);
        std::set<std::string> seen;
        for (const auto& v : arr) {
            JsonReader r(v.toObject(), m_file);
            LocationDef l;
            l.id = r.str("id");
            r = JsonReader(v.toObject(), where(l.id));
            l.id = r.str("id");
            checkUnique(seen, l.id);
            l.name = r.str("name");
            const std::string ship = r.str("ship");
            if (ship == "galactica")
                l.ship = Ship::Galactica;
            else if (ship == "colonial_one")
                l.ship = Ship::ColonialOne;
            else if (ship == "cylon")
                l.ship = Ship::Cylon;
            else
                r.fail("ship", "must be galactica, colonial_one or cylon");
            l.damageable = r.boolean("damageable");
            l.hazard = r.boolean("hazard");
            r.boolean("has_action", true);
            if (r.has("check")) {
                JsonReader rc(r.object("check"), where(l.id) + ", check");
                l.checkDifficulty = rc.integer("difficulty");
                l.checkSkills = skillMask(rc, "skills");
                rc.finish();
            } else {
                r.value("check");
            }
            l.boardOrder = r.integer("board_order", 0);
            l.text = r.str("text");
            r.finish();
            db.locations.push_back(std::move(l));
        }
        expectCount("locations", int(db.locations.size()), 17);
    }

    void loadCharacters() {
        QJsonArray arr;
        openFile("characters", "characters", &arr);
        std::set<std::string> seen;
        static constexpr std::array<std::string_view, 4> types{"political_leader", "military_leader", "pilot",
                                                               "support"};
        for (const auto& v : arr) {
            const std::string id = JsonReader(v.toObject(), m_file).str("id");
            JsonReader r(v.toObject(), where(id));
            CharacterDef c;
            c.id = r.str("id");
            checkUnique(seen, c.id);
            c.name = r.str("name");
            const int t = indexOf(types, r.str("type"));
            if (t < 0)
                r.fail("type", "unknown character type");
            c.type = CharacterType(t);
            JsonReader rs(r.object("skills"), where(id) + ", skills");
            for (int k = 0; k < kSkillTypeCount; ++k)
                c.skills[size_t(k)] = int8_t(rs.integer(std::string(kSkillTypeIds[size_t(k)]).c_str(), 0));
            rs.finish();
            for (const auto& m : r.array("multi_skills")) {
                JsonReader rm(m.toObject(), where(id) + ", multi_skills");
                c.multiSkills.push_back(MultiSkill{rm.integer("count"), skillMask(rm, "types")});
                rm.finish();
            }
            c.start = r.has("start") ? location(r, "start") : (r.value("start"), LocId(-1));
            const std::string special = r.str("setup_special", "");
            c.setupSpecial = special == "stranded"           ? SetupSpecial::Stranded
                             : special == "launch_and_pilot" ? SetupSpecial::LaunchAndPilot
                                                             : SetupSpecial::None;
            if (!special.empty() && c.setupSpecial == SetupSpecial::None)
                r.fail("setup_special", "must be stranded or launch_and_pilot");
            if (c.start < 0 && c.setupSpecial == SetupSpecial::None)
                r.fail("start", "a character without a start location needs a setup_special");
            c.canPilot = r.boolean("can_pilot");
            c.handLimit = r.integer("hand_limit");
            c.loyaltyAtStart = r.integer("loyalty_at_start");
            c.loyaltyAtSleeper = r.integer("loyalty_at_sleeper");
            c.extraNotACylon = r.integer("extra_not_a_cylon");
            for (const auto& a : r.array("abilities")) {
                JsonReader ra(a.toObject(), where(id) + ", abilities");
                AbilityDef ab;
                ab.id = ra.str("id");
                ab.name = ra.str("name");
                const std::string kind = ra.str("kind");
                if (kind != "positive" && kind != "negative")
                    ra.fail("kind", "must be positive or negative");
                ab.positive = kind == "positive";
                ab.oncePerGame = ra.boolean("once_per_game");
                ab.action = ra.boolean("action");
                ab.oncePerOwnTurn = ra.str("limit", "") == "once_per_turn_own_turn";
                ab.text = ra.str("text");
                ra.finish();
                c.abilities.push_back(std::move(ab));
            }
            if (c.abilities.size() != 3)
                r.fail("abilities", "every character has exactly 3 abilities");
            r.finish();
            db.characters.push_back(std::move(c));
        }
        expectCount("characters", int(db.characters.size()), 10);
    }

    void loadBoard() {
        const QJsonObject root = openFile("board", nullptr, nullptr);
        JsonReader r(root, m_file);
        r.str("schema");
        r.integer("version");
        BoardDef& b = db.board;
        JsonReader rr(r.object("resources"), m_file + ", resources");
        for (int k = 0; k < kResourceCount; ++k) {
            const std::string key(kResourceIds[size_t(k)]);
            JsonReader one(rr.object(key.c_str()), m_file + ", resources." + key);
            b.resourceStart[size_t(k)] = one.integer("start");
            b.redAtOrBelow[size_t(k)] = one.integer("red_at_or_below");
            one.finish();
        }
        rr.finish();
        b.resourceMax = r.integer("resource_max");
        JsonReader rd(r.object("difficulty_adjust"), m_file + ", difficulty_adjust");
        b.easyAdjust = rd.integer("easy");
        rd.integer("normal");
        b.hardAdjust = rd.integer("hard");
        rd.finish();
        for (const auto& v : r.array("jump_track")) {
            JsonReader rj(v.toObject(), m_file + ", jump_track");
            rj.integer("index");
            rj.str("label");
            JumpSpace js;
            js.ftl = rj.boolean("ftl", false);
            js.populationRisk = rj.integer("population_risk", 0);
            js.autoJump = rj.boolean("auto_jump", false);
            rj.finish();
            b.jumpTrack.push_back(js);
        }
        if (b.jumpTrack.empty() || !b.jumpTrack.back().autoJump)
            r.fail("jump_track", "the last space must be the auto jump");
        JsonReader rb(r.object("boarding_track"), m_file + ", boarding_track");
        b.boardingSpaces = rb.integer("spaces");
        rb.str("note", "");
        rb.finish();
        const QJsonArray areas = r.array("space_areas");
        if (areas.size() != kAreaCount)
            r.fail("space_areas", "there are exactly 6 space areas");
        for (int i = 0; i < kAreaCount; ++i) {
            JsonReader ra(areas[i].toObject(), m_file + ", space_areas");
            if (area(ra, ra.str("id"), "id") != Area(i))
                ra.fail("id", "space areas must be listed in clockwise order from fore");
            ra.integer("clock");
            if (ra.boolean("viper_launch") != isLaunchArea(Area(i)))
                ra.fail("viper_launch", "only port_quarter and port_bow have launch icons");
            const QJsonArray adj = ra.array("adjacent");
            std::set<int> expected{int(clockwise(Area(i))), int(counterClockwise(Area(i)))}, got;
            for (const auto& a : adj)
                got.insert(int(area(ra, a.toString().toStdString(), "adjacent")));
            if (got != expected)
                ra.fail("adjacent", "areas are adjacent only to their ring neighbours");
            ra.finish();
        }
        JsonReader rh(r.object("heavy_raider_path"), m_file + ", heavy_raider_path");
        for (int i = 0; i < kAreaCount; ++i) {
            const std::string key(kAreaIds[size_t(i)]);
            const std::string to = rh.str(key.c_str());
            b.heavyRaiderStep[size_t(i)] = (to == "boards" || to == "board") ? Area(i) : area(rh, to, key.c_str());
        }
        rh.finish();
        JsonReader rp(r.object("pieces"), m_file + ", pieces");
        b.vipers = rp.integer("vipers");
        b.raptors = rp.integer("raptors");
        b.raiders = rp.integer("raiders");
        b.heavyRaiders = rp.integer("heavy_raiders");
        b.basestars = rp.integer("basestars");
        b.nukes = rp.integer("nukes");
        b.centurions = rp.integer("centurions");
        rp.integer("piloting_tokens");
        rp.finish();
        const QJsonObject init = r.object("initial_space");
        for (auto it = init.begin(); it != init.end(); ++it) {
            JsonReader ri(init, m_file + ", initial_space");
            b.initialSpace[size_t(area(ri, it.key().toStdString(), "initial_space"))] =
                ships(it.value().toObject(), m_file + ", initial_space." + it.key().toStdString());
        }
        const QJsonObject loyal = r.object("loyalty_deck");
        for (int n = 3; n <= kMaxPlayers; ++n) {
            JsonReader rl(loyal[QString::number(n)].toObject(), m_file + ", loyalty_deck." + std::to_string(n));
            b.loyaltyDeck[size_t(n)] = LoyaltyCounts{rl.integer("cylon"), rl.integer("not_a_cylon"),
                                                     rl.boolean("sympathizer")};
            rl.finish();
        }
        auto chars = [&](JsonReader& rr2, const char* key) {
            std::vector<CharId> out;
            for (const auto& v : rr2.array(key))
                out.push_back(character(rr2, v.toString().toStdString(), key));
            return out;
        };
        JsonReader rs(r.object("succession"), m_file + ", succession");
        b.presidentSuccession = chars(rs, "president");
        b.admiralSuccession = chars(rs, "admiral");
        rs.finish();
        if (b.presidentSuccession.size() != db.characters.size() || b.admiralSuccession.size() != db.characters.size())
            r.fail("succession", "each line of succession names all 10 characters");
        JsonReader rt(r.object("title_priority"), m_file + ", title_priority");
        b.presidentPriority = chars(rt, "president");
        b.admiralPriority = chars(rt, "admiral");
        rt.finish();
        b.handLimit = r.integer("hand_limit");
        JsonReader rdst(r.object("destiny"), m_file + ", destiny");
        b.destinyPerType = rdst.integer("per_type");
        rdst.finish();
        JsonReader rk(r.object("kobol"), m_file + ", kobol");
        b.sleeperDistance = rk.integer("sleeper_distance");
        b.finalDistance = rk.integer("final_distance");
        rk.finish();
        r.finish();
    }

    void loadSkillCards() {
        QJsonArray arr;
        openFile("skill_cards", "skill_cards", &arr);
        std::set<std::string> seen;
        static constexpr std::array<std::string_view, 5> timings{"action", "before_check", "after_total",
                                                                 "before_roll", "after_viper_attack"};
        std::array<int, kSkillTypeCount> perType{};
        for (const auto& v : arr) {
            const std::string id = JsonReader(v.toObject(), m_file).str("id");
            JsonReader r(v.toObject(), where(id));
            r.str("id");
            checkUnique(seen, id);
            SkillCardDef base;
            base.nameId = id;
            base.name = r.str("name");
            base.type = skillType(r, r.str("type"), "type");
            const int timing = indexOf(timings, r.str("timing"));
            if (timing < 0)
                r.fail("timing", "unknown timing");
            base.timing = SkillTiming(timing);
            r.str("limit", "");
            base.text = r.str("text");
            const QJsonObject strengths = r.object("strengths");
            for (auto it = strengths.begin(); it != strengths.end(); ++it) {
                SkillCardDef c = base;
                c.strength = it.key().toInt();
                c.copies = it.value().toInt();
                if (c.strength < 1 || c.strength > 5 || c.copies < 1)
                    r.fail("strengths", "strengths run 1..5 with at least one copy");
                c.id = std::string(kSkillTypeIds[size_t(c.type)]) + ":" + id + ":" + std::to_string(c.strength);
                perType[size_t(c.type)] += c.copies;
                db.skillCards.push_back(std::move(c));
            }
            r.finish();
        }
        for (int t = 0; t < kSkillTypeCount; ++t)
            expectCount((std::string(kSkillTypeIds[size_t(t)]) + " skill cards").c_str(), perType[size_t(t)], 21);
    }

    void loadCrises(const char* stem, const char* key, bool super, int expectedCopies) {
        QJsonArray arr;
        openFile(stem, key, &arr);
        std::set<std::string> seen;
        for (const auto& c : db.crises)
            seen.insert(c.id);
        int copies = 0;
        for (const auto& v : arr) {
            const std::string id = JsonReader(v.toObject(), m_file).str("id");
            JsonReader r(v.toObject(), where(id));
            CrisisDef c;
            c.id = r.str("id");
            checkUnique(seen, c.id);
            c.super = super;
            c.name = r.str("name");
            c.copies = r.integer("copies");
            copies += c.copies;
            const std::string kind = r.str("kind");
            c.kind = kind == "skill_check"  ? CrisisKind::SkillCheck
                     : kind == "event"      ? CrisisKind::Event
                     : kind == "cylon_attack" ? CrisisKind::CylonAttack
                                              : (r.fail("kind", "unknown crisis kind"), CrisisKind::Event);
            c.activation = activation(r, r.str("activation"), "activation");
            c.jump = r.boolean("jump");
            c.text = r.str("text");
            if (r.has("check")) {
                JsonReader rc(r.object("check"), where(id) + ", check");
                c.difficulty = rc.integer("difficulty");
                c.partial = rc.integer("partial", -1);
                c.skills = skillMask(rc, "skills");
                c.pass = list(rc.array("pass"), where(id) + " pass");
                c.fail = list(rc.array("fail"), where(id) + " fail");
                c.partialEffects = optionalList(rc, "partial_effects", where(id));
                if ((c.partial >= 0) != (c.partialEffects != kNoList))
                    rc.fail("partial_effects", "present exactly when partial is set");
                rc.finish();
            } else {
                r.value("check");
            }
            if (c.kind == CrisisKind::SkillCheck && c.skills == 0)
                r.fail("check", "a skill-check crisis needs a check");
            if (r.has("choice")) {
                JsonReader rc(r.object("choice"), where(id) + ", choice");
                c.chooser = who(rc, "chooser");
                auto side = [&](const char* k, ChoiceOption& out, bool& isCheck) {
                    JsonReader rs(rc.object(k), where(id) + ", choice." + k);
                    out.label = rs.str("label");
                    out.requires_ = rs.str("requires", "");
                    if (!out.requires_.empty() && out.requires_ != "admiral_has_nuke")
                        rs.fail("requires", "unknown precondition '" + out.requires_ + "'");
                    isCheck = rs.boolean("check", false);
                    out.effects = optionalList(rs, "effects", rs.where());
                    if (isCheck == (out.effects != kNoList))
                        rs.fail("effects", "an option either resolves the check or lists effects");
                    rs.finish();
                };
                bool bIsCheck = false;
                side("a", c.a, c.aIsCheck);
                side("b", c.b, bIsCheck);
                if (bIsCheck)
                    rc.fail("b", "only option a may resolve the skill check");
                rc.finish();
            } else {
                r.value("choice");
            }
            if (r.has("attack")) {
                JsonReader ra(r.object("attack"), where(id) + ", attack");
                for (const auto& a : ra.array("activate_first"))
                    c.activateFirst.push_back(activation(ra, a.toString().toStdString(), "activate_first"));
                const QJsonObject setup = ra.object("setup");
                for (auto it = setup.begin(); it != setup.end(); ++it)
                    c.setup[size_t(area(ra, it.key().toStdString(), "setup"))] =
                        ships(it.value().toObject(), where(id) + ", setup." + it.key().toStdString());
                JsonReader rs(ra.object("special"), where(id) + ", special");
                c.specialName = rs.str("name");
                c.specialText = rs.str("text");
                c.special = list(rs.array("effects"), where(id) + " special");
                rs.finish();
                ra.finish();
            } else {
                r.value("attack");
            }
            if (c.kind == CrisisKind::CylonAttack && c.special == kNoList)
                r.fail("attack", "a Cylon attack needs its attack block");
            if (r.has("keep_in_play")) {
                JsonReader rk(r.object("keep_in_play"), where(id) + ", keep_in_play");
                const std::string when = rk.str("when"), until = rk.str("until");
                c.keepWhen = when == "always" ? KeepWhen::Always
                             : when == "pass" ? KeepWhen::Pass
                             : when == "fail" ? KeepWhen::Fail
                                              : (rk.fail("when", "unknown"), KeepWhen::Never);
                c.keepUntil = until == "jump"        ? KeepUntil::Jump
                              : until == "end_of_game" ? KeepUntil::EndOfGame
                              : until == "civilian_or_basestar_destroyed"
                                  ? KeepUntil::CivilianOrBasestarDestroyed
                                  : (rk.fail("until", "unknown"), KeepUntil::Jump);
                rk.finish();
            } else {
                r.value("keep_in_play");
            }
            r.finish();
            db.crises.push_back(std::move(c));
        }
        expectCount(super ? "super crisis cards" : "crisis cards", copies, expectedCopies);
    }

    void loadQuorum() {
        QJsonArray arr;
        openFile("quorum", "quorum_cards", &arr);
        std::set<std::string> seen;
        int copies = 0;
        for (const auto& v : arr) {
            const std::string id = JsonReader(v.toObject(), m_file).str("id");
            JsonReader r(v.toObject(), where(id));
            QuorumDef q;
            q.id = r.str("id");
            checkUnique(seen, q.id);
            q.name = r.str("name");
            q.copies = r.integer("copies");
            copies += q.copies;
            q.effects = list(r.array("effects"), where(id));
            q.staysInPlay = r.boolean("stays_in_play");
            q.text = r.str("text");
            r.finish();
            db.quorum.push_back(std::move(q));
        }
        expectCount("quorum cards", copies, 17);
    }

    void loadDestinations() {
        QJsonArray arr;
        openFile("destinations", "destinations", &arr);
        std::set<std::string> seen;
        int copies = 0;
        for (const auto& v : arr) {
            const std::string id = JsonReader(v.toObject(), m_file).str("id");
            JsonReader r(v.toObject(), where(id));
            DestinationDef d;
            d.id = r.str("id");
            checkUnique(seen, d.id);
            d.name = r.str("name");
            d.distance = r.integer("distance");
            d.copies = r.integer("copies");
            copies += d.copies;
            d.effects = list(r.array("effects"), where(id));
            d.text = r.str("text");
            r.finish();
            db.destinations.push_back(std::move(d));
        }
        expectCount("destination cards", copies, 22);
    }

    void loadLoyalty() {
        QJsonArray arr;
        openFile("loyalty", "loyalty_cards", &arr);
        std::set<std::string> seen;
        int copies = 0;
        for (const auto& v : arr) {
            const std::string id = JsonReader(v.toObject(), m_file).str("id");
            JsonReader r(v.toObject(), where(id));
            LoyaltyDef l;
            l.id = r.str("id");
            checkUnique(seen, l.id);
            l.name = r.str("name");
            l.copies = r.integer("copies");
            copies += l.copies;
            const std::string side = r.str("side");
            l.side = side == "human"   ? LoyaltySide::Human
                     : side == "cylon" ? LoyaltySide::Cylon
                     : side == "sympathizer" ? LoyaltySide::Sympathizer
                                             : (r.fail("side", "unknown side"), LoyaltySide::Human);
            l.reveal = optionalList(r, "reveal_effects", where(id));
            l.text = r.str("text");
            r.finish();
            db.loyalty.push_back(std::move(l));
        }
        expectCount("loyalty cards", copies, 16);
    }

    void loadTokens() {
        const QJsonObject root = openFile("tokens", nullptr, nullptr);
        JsonReader r(root, m_file);
        r.str("schema");
        r.integer("version");
        std::set<std::string> seen;
        for (const auto& v : r.array("galactica_damage")) {
            const std::string id = JsonReader(v.toObject(), m_file).str("id");
            JsonReader rg(v.toObject(), where(id));
            GalacticaDamageDef g;
            g.id = rg.str("id");
            checkUnique(seen, g.id);
            g.location = rg.has("location") ? location(rg, "location") : (rg.value("location"), LocId(-1));
            g.effects = optionalList(rg, "effects", where(id));
            rg.str("text", "");
            rg.finish();
            db.galacticaDamage.push_back(std::move(g));
        }
        expectCount("Galactica damage tokens", int(db.galacticaDamage.size()), 8);
        for (const auto& v : r.array("basestar_damage")) {
            const std::string id = JsonReader(v.toObject(), m_file).str("id");
            JsonReader rb(v.toObject(), where(id));
            BasestarDamageDef b;
            b.id = rb.str("id");
            checkUnique(seen, b.id);
            b.damage = rb.integer("damage");
            rb.str("text", "");
            rb.finish();
            db.basestarDamage.push_back(std::move(b));
        }
        expectCount("basestar damage tokens", int(db.basestarDamage.size()), 4);
        for (const auto& v : r.array("civilian_ships")) {
            const std::string id = JsonReader(v.toObject(), m_file).str("id");
            JsonReader rc(v.toObject(), where(id));
            CivilianDef c;
            c.id = rc.str("id");
            checkUnique(seen, c.id);
            c.copies = rc.integer("copies");
            JsonReader rl(rc.object("loss"), where(id) + ", loss");
            for (int k = 0; k < kResourceCount; ++k)
                c.loss[size_t(k)] = int8_t(rl.integer(std::string(kResourceIds[size_t(k)]).c_str(), 0));
            rl.finish();
            rc.str("text", "");
            rc.finish();
            for (int k = 0; k < c.copies; ++k)
                db.civilianTokens.push_back(uint8_t(db.civilians.size()));
            db.civilians.push_back(std::move(c));
        }
        expectCount("civilian ships", int(db.civilianTokens.size()), 12);
        r.finish();
    }

private:
    std::string m_dir, m_file;
};

template <class T> int findId(const std::vector<T>& v, std::string_view id) {
    for (size_t i = 0; i < v.size(); ++i)
        if (v[i].id == id)
            return int(i);
    return -1;
}

} // namespace

int CardDb::character(std::string_view id) const { return findId(characters, id); }
int CardDb::location(std::string_view id) const { return findId(locations, id); }
int CardDb::skillCard(std::string_view id) const { return findId(skillCards, id); }
int CardDb::crisis(std::string_view id) const { return findId(crises, id); }
int CardDb::quorumCard(std::string_view id) const { return findId(quorum, id); }
int CardDb::destination(std::string_view id) const { return findId(destinations, id); }
int CardDb::loyaltyCard(std::string_view id) const { return findId(loyalty, id); }
const EffectList& CardDb::list(ListId id) const { return lists[id]; }

LoadResult loadCardDb(const std::string& directory) {
    Loader loader(directory);
    try {
        loader.loadLocations();
        loader.loadCharacters();
        loader.loadBoard();
        loader.loadSkillCards();
        loader.loadCrises("crisis_cards", "crisis_cards", false, 70);
        loader.loadCrises("super_crises", "super_crises", true, 5);
        loader.loadQuorum();
        loader.loadDestinations();
        loader.loadLoyalty();
        loader.loadTokens();
    } catch (const DataError& e) {
        return LoadResult{std::nullopt, e.what()};
    }
    return LoadResult{std::move(loader.db), {}};
}

const CardDb& db() {
    static const CardDb instance = [] {
        LoadResult r = loadCardDb();
        if (!r.db) {
            std::fprintf(stderr, "galactica-solo: the built-in card data is broken: %s\n", r.error.c_str());
            std::abort();
        }
        return std::move(*r.db);
    }();
    return instance;
}

} // namespace bsg
