// The board and its components: locations, characters, board facts and tokens.
#include "carddb_loader.h"

#include <set>

namespace bsg::data {

void Loader::loadLocations() {
    QJsonArray arr;
    openFile("locations", "locations", &arr);
    std::set<std::string> seen = idsOf(db.locations);
    for (const auto& v : arr) {
        JsonReader r(v.toObject(), m_file);
        LocationDef l;
        l.id = r.str("id");
        r = JsonReader(v.toObject(), where(l.id));
        if (!inThisPass(r))
            continue;
        l.box = m_recordBox;
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
        else if (ship == "pegasus" && l.box == Box::Pegasus) // the Pegasus board is the Pegasus box's
            l.ship = Ship::Pegasus;
        else
            r.fail("ship", l.box == Box::Pegasus ? "must be galactica, colonial_one, cylon or pegasus"
                                                  : "must be galactica, colonial_one or cylon");
        l.damageable = r.boolean("damageable");
        l.hazard = r.boolean("hazard");
        l.hasAction = r.boolean("has_action", true);
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
    if (!m_boxPass)
        expectCount("locations", int(db.locations.size()), 17);
}

// A character's places in Pegasus's revised lines of succession (1 = first), each held by no
// other character loaded so far.
std::array<int8_t, 2> Loader::pegasusSuccession(JsonReader& r, const std::string& id) {
    JsonReader rp(r.object("pegasus_succession"), where(id) + ", pegasus_succession");
    std::array<int8_t, 2> places{};
    const char* keys[2] = {"president", "admiral"}; // by Title
    for (size_t t = 0; t < places.size(); ++t) {
        const int place = rp.integer(keys[t]);
        if (place < 1 || place > 64)
            rp.fail(keys[t], "a place in a line of succession is 1 to 64");
        for (const CharacterDef& other : db.characters)
            if (other.pegasusSuccession[t] == place)
                rp.fail(keys[t], "place " + std::to_string(place) + " is " + other.id + "'s already");
        places[t] = int8_t(place);
    }
    rp.finish();
    return places;
}

void Loader::loadCharacters() {
    QJsonArray arr;
    openFile("characters", "characters", &arr);
    std::set<std::string> seen = idsOf(db.characters);
    static constexpr std::array<std::string_view, 4> types{"political_leader", "military_leader", "pilot",
                                                           "support"};
    for (const auto& v : arr) {
        const std::string id = JsonReader(v.toObject(), m_file).str("id");
        JsonReader r(v.toObject(), where(id));
        if (!inThisPass(r))
            continue;
        CharacterDef c;
        c.box = m_recordBox;
        c.id = r.str("id");
        checkUnique(seen, c.id);
        c.name = r.str("name");
        const int t = indexOf(types, r.str("type"));
        if (t < 0)
            r.fail("type", "unknown character type");
        c.type = CharacterType(t);
        JsonReader rs(r.object("skills"), where(id) + ", skills");
        for (int k = 0; k < kMaxSkillTypes; ++k) {
            const std::string type(kSkillTypeIds[size_t(k)]);
            c.skills[size_t(k)] = int8_t(rs.integer(type.c_str(), 0));
            if (rs.has(type.c_str()))
                skillType(rs, type, type.c_str()); // a box's type only in that box's records
        }
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
        if (r.has("pegasus_succession"))
            c.pegasusSuccession = pegasusSuccession(r, id);
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
    if (!m_boxPass)
        expectCount("characters", int(db.characters.size()), 10);
}

void Loader::loadBoard() {
    const QJsonObject root = openFile("board", nullptr, nullptr);
    JsonReader r(root, m_file);
    r.str("schema");
    r.integer("version");
    (void)inThisPass(r);
    if (m_recordBox != Box::Base)
        r.fail("box", "the board is the base game's (a box's board parts come with its rules)");
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

void Loader::loadTokens() {
    const QJsonObject root = openFile("tokens", nullptr, nullptr);
    JsonReader r(root, m_file);
    r.str("schema");
    r.integer("version");
    std::set<std::string> seen = idsOf(db.galacticaDamage);
    for (const std::string& id : idsOf(db.basestarDamage))
        seen.insert(id);
    for (const std::string& id : idsOf(db.civilians))
        seen.insert(id);
    for (const auto& v : r.array("galactica_damage")) {
        const std::string id = JsonReader(v.toObject(), m_file).str("id");
        JsonReader rg(v.toObject(), where(id));
        if (!inThisPass(rg))
            continue;
        GalacticaDamageDef g;
        g.box = m_recordBox;
        g.id = rg.str("id");
        checkUnique(seen, g.id);
        g.location = rg.has("location") ? location(rg, "location") : (rg.value("location"), LocId(-1));
        g.effects = optionalList(rg, "effects", where(id));
        rg.str("text", "");
        rg.finish();
        db.galacticaDamage.push_back(std::move(g));
    }
    if (!m_boxPass)
        expectCount("Galactica damage tokens", int(db.galacticaDamage.size()), 8);
    for (const auto& v : r.array("basestar_damage")) {
        const std::string id = JsonReader(v.toObject(), m_file).str("id");
        JsonReader rb(v.toObject(), where(id));
        if (!inThisPass(rb))
            continue;
        BasestarDamageDef b;
        b.box = m_recordBox;
        b.id = rb.str("id");
        checkUnique(seen, b.id);
        b.damage = rb.integer("damage");
        rb.str("text", "");
        rb.finish();
        db.basestarDamage.push_back(std::move(b));
    }
    if (!m_boxPass)
        expectCount("basestar damage tokens", int(db.basestarDamage.size()), 4);
    for (const auto& v : r.array("civilian_ships")) {
        const std::string id = JsonReader(v.toObject(), m_file).str("id");
        JsonReader rc(v.toObject(), where(id));
        if (!inThisPass(rc))
            continue;
        CivilianDef c;
        c.box = m_recordBox;
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
    if (!m_boxPass)
        expectCount("civilian ships", int(db.civilianTokens.size()), 12);
    r.finish();
}

} // namespace bsg::data
