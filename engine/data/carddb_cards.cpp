// The decks: skill cards, crisis and super crisis cards, destinations, loyalty (quorum cards:
// carddb_quorum.cpp).
#include "carddb_loader.h"

#include <set>

namespace bsg::data {

void Loader::loadSkillCards() {
    QJsonArray arr;
    openFile("skill_cards", "skill_cards", &arr);
    std::set<std::string> seen;
    for (const SkillCardDef& card : db.skillCards)
        seen.insert(card.nameId);
    static constexpr std::array<std::string_view, 12> timings{
        "action", "before_check", "after_total", "before_roll", "after_viper_attack", "reckless", "movement",
        "reckless_check_ability", "after_roll", "before_raiders", "after_kill", "human_discards_treachery"};
    std::array<int, kMaxSkillTypes> perType{};
    for (const auto& v : arr) {
        const std::string id = JsonReader(v.toObject(), m_file).str("id");
        JsonReader r(v.toObject(), where(id));
        r.str("id");
        if (!inThisPass(r))
            continue;
        checkUnique(seen, id);
        SkillCardDef base;
        base.box = m_recordBox;
        base.nameId = id;
        static constexpr std::pair<std::string_view, SkillName> named[] = {
            {"consolidate_power", SkillName::ConsolidatePower}, {"investigative_committee", SkillName::InvestigativeCommittee},
            {"executive_order", SkillName::ExecutiveOrder},     {"declare_emergency", SkillName::DeclareEmergency},
            {"launch_scout", SkillName::LaunchScout},           {"strategic_planning", SkillName::StrategicPlanning},
            {"evasive_maneuvers", SkillName::EvasiveManeuvers}, {"maximum_firepower", SkillName::MaximumFirepower},
            {"repair", SkillName::Repair},                      {"scientific_research", SkillName::ScientificResearch},
            {"investigative_committee_pegasus", SkillName::InvestigativeCommittee},
            {"support_the_people", SkillName::SupportThePeople}, {"preventative_policy", SkillName::PreventativePolicy},
            {"major_victory", SkillName::MajorVictory},         {"at_any_cost", SkillName::AtAnyCost},
            {"guts_and_initiative", SkillName::GutsAndInitiative}, {"critical_situation", SkillName::CriticalSituation},
            {"full_throttle", SkillName::FullThrottle},         {"run_interference", SkillName::RunInterference},
            {"jury_rigged", SkillName::JuryRigged},             {"calculations", SkillName::Calculations},
            {"broadcast_location", SkillName::BroadcastLocation}, {"by_your_command", SkillName::ByYourCommand},
            {"special_destiny", SkillName::SpecialDestiny},     {"gods_plan", SkillName::GodsPlan},
            {"sabotage", SkillName::Sabotage},                  {"human_weakness", SkillName::HumanWeakness}};
        for (const auto& [nameId, name] : named)
            if (id == nameId)
                base.named = name;
        base.name = r.str("name");
        base.type = skillType(r, r.str("type"), "type");
        const int timing = indexOf(timings, r.str("timing"));
        if (timing < 0)
            r.fail("timing", "unknown timing");
        base.timing = SkillTiming(timing);
        base.replaces = r.str("replaces", "");
        base.effects = optionalList(r, "effects", where(id));
        if ((base.effects != kNoList) != (base.timing == SkillTiming::RecklessCheckAbility))
            r.fail("effects", "a reckless_check_ability card has effects, and only such a card");
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
    for (int t = 0; t < kSkillTypeCount && !m_boxPass; ++t)
        expectCount((std::string(kSkillTypeIds[size_t(t)]) + " skill cards").c_str(), perType[size_t(t)], 21);
    if (!nameSkillCards(db))
        throw DataError(m_file + ": " + std::to_string(db.skillCards.size()) + " distinct skill cards, more than the " +
                        std::to_string(CardDb::kMaxSkillCards) + " the rules can tell apart");
}

void Loader::loadCrises(const char* stem, const char* key, bool super, int expectedCopies) {
    QJsonArray arr;
    openFile(stem, key, &arr);
    std::set<std::string> seen;
    for (const auto& c : db.crises)
        seen.insert(c.id);
    int copies = 0;
    for (const auto& v : arr) {
        const std::string id = JsonReader(v.toObject(), m_file).str("id");
        JsonReader r(v.toObject(), where(id));
        if (!inThisPass(r))
            continue;
        CrisisDef c;
        c.box = m_recordBox;
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
                          : until == "jump_or_no_raiders" ? KeepUntil::JumpOrNoRaiders
                                                          : (rk.fail("until", "unknown"), KeepUntil::Jump);
            rk.finish();
        } else {
            r.value("keep_in_play");
        }
        r.finish();
        db.crises.push_back(std::move(c));
    }
    if (!m_boxPass)
        expectCount(super ? "super crisis cards" : "crisis cards", copies, expectedCopies);
}

void Loader::loadDestinations() {
    QJsonArray arr;
    openFile("destinations", "destinations", &arr);
    std::set<std::string> seen = idsOf(db.destinations);
    int copies = 0;
    for (const auto& v : arr) {
        const std::string id = JsonReader(v.toObject(), m_file).str("id");
        JsonReader r(v.toObject(), where(id));
        if (!inThisPass(r))
            continue;
        DestinationDef d;
        d.box = m_recordBox;
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
    if (!m_boxPass)
        expectCount("destination cards", copies, 22);
}

void Loader::loadLoyalty() {
    QJsonArray arr;
    openFile("loyalty", "loyalty_cards", &arr);
    std::set<std::string> seen = idsOf(db.loyalty);
    int copies = 0;
    for (const auto& v : arr) {
        const std::string id = JsonReader(v.toObject(), m_file).str("id");
        JsonReader r(v.toObject(), where(id));
        if (!inThisPass(r))
            continue;
        LoyaltyDef l;
        l.box = m_recordBox;
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
    if (!m_boxPass)
        expectCount("loyalty cards", copies, 16);
}

} // namespace bsg::data
