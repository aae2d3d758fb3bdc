// The rule tables (rule_table.h) and the binding of the card data to them (bindRules, carddb.h).
#include "rule_table.h"

#include "pegasus_rules.h"

#include <deque>
#include <algorithm>
#include <map>
#include <string>

namespace bsg {

namespace {

// A table of rules by id. The rules live in a deque, so a bound record's pointer stays valid
// while more rules are registered.
template <class Rule> struct Table {
    std::deque<Rule> rules;
    std::map<std::string, const Rule*, std::less<>> byId;

    Rule* add(std::string_view id, const Rule& rule) {
        if (byId.find(id) != byId.end())
            return nullptr;
        Rule& added = rules.emplace_back(rule);
        byId.emplace(std::string(id), &added);
        return &added;
    }
    const Rule* find(std::string_view id) const {
        const auto it = byId.find(id);
        return it == byId.end() ? nullptr : it->second;
    }
};

struct Tables {
    Table<LocationRule> locations;
    Table<HandlerRule> handlers;
    Table<AbilityRule> abilities;
    // The merged hooks of characters' passive abilities (bindRules), each value once; a deque,
    // so a bound record's pointer stays valid while more are added.
    std::deque<PassiveRule> passives;
};

Tables* g_building = nullptr; // the tables while the base rules register themselves

Tables& tables() {
    static Tables t = [] {
        Tables base;
        g_building = &base;
        registerCoreLocationRules();
        registerCombatLocationRules();
        registerCylonLocationRules();
        registerCrisisHandlerRules();
        registerCombatHandlerRules();
        registerCharacterAbilityRules();
        registerPassiveAbilityRules();
        registerPegasusRules(); // a box's rules are played only with the box in play (hasBox)
        g_building = nullptr;
        return base;
    }();
    return t;
}

Tables& target() { return g_building ? *g_building : tables(); }

// Binds the handlers of `list` and of the lists it leads to; the first unknown handler's name,
// or "" when all are known. `ongoing`: set to a handler giving its card an ongoing rule.
std::string bindList(CardDb& db, ListId list, const HandlerRule** ongoing = nullptr, int depth = 0) {
    if (list == kNoList || list >= db.lists.size() || depth > 16)
        return {};
    for (Effect& e : db.lists[list]) {
        if (e.op == Op::Handler) {
            e.handlerRule.rule = tables().handlers.find(e.handler);
            if (!e.handlerRule.rule)
                return e.handler;
            if (ongoing && e.handlerRule.rule->ongoing != OngoingRule::None)
                *ongoing = e.handlerRule.rule;
        }
        for (ListId next : {e.then, e.otherwise})
            if (std::string unknown = bindList(db, next, ongoing, depth + 1); !unknown.empty())
                return unknown;
        for (const ChoiceOption& o : e.options)
            if (std::string unknown = bindList(db, o.effects, ongoing, depth + 1); !unknown.empty())
                return unknown;
    }
    return {};
}

std::string unknownHandler(const char* what, const std::string& id, const std::string& handler) {
    return what + (" '" + id) + "': its effects name the handler '" + handler +
           "', which no rule implements (registerHandlerRule, rule_table.h)";
}

// The effects of every record, which names its own in the message.
std::string bindEffects(CardDb& db) {
    for (CrisisDef& c : db.crises) {
        c.ongoing.rule = nullptr;
        for (ListId list : {c.pass, c.partialEffects, c.fail, c.a.effects, c.b.effects, c.special})
            if (std::string h = bindList(db, list, &c.ongoing.rule); !h.empty())
                return unknownHandler(c.super ? "super crisis" : "crisis card", c.id, h);
    }
    for (const QuorumDef& q : db.quorum)
        if (std::string h = bindList(db, q.effects); !h.empty())
            return unknownHandler("quorum card", q.id, h);
    for (const DestinationDef& d : db.destinations)
        if (std::string h = bindList(db, d.effects); !h.empty())
            return unknownHandler("destination", d.id, h);
    for (const LoyaltyDef& l : db.loyalty)
        if (std::string h = bindList(db, l.reveal); !h.empty())
            return unknownHandler("loyalty card", l.id, h);
    for (const GalacticaDamageDef& g : db.galacticaDamage)
        if (std::string h = bindList(db, g.effects); !h.empty())
            return unknownHandler("Galactica damage token", g.id, h);
    for (size_t list = 0; list < db.lists.size(); ++list) // a list no record holds: none should be left
        if (std::string h = bindList(db, ListId(list)); !h.empty())
            return unknownHandler("effect list", std::to_string(list), h);
    return {};
}

// Merges the hooks of a character's abilities into one PassiveRule; an error when two of its
// abilities fill the same point.
std::string bindPassive(CharacterDef& c) {
    PassiveRule merged;
    bool clash = false;
    auto take = [&clash](auto& into, auto from) {
        if (from && into)
            clash = true;
        if (from)
            into = from;
    };
    for (const AbilityDef& a : c.abilities) {
        const PassiveRule& p = a.rule.rule->passive;
        take(merged.closesAction, p.closesAction);
        take(merged.turnBegins, p.turnBegins);
        take(merged.movementEnds, p.movementEnds);
        take(merged.actionEnds, p.actionEnds);
        take(merged.beforeRoll, p.beforeRoll);
        take(merged.moraleFell, p.moraleFell);
        take(merged.accusationPassed, p.accusationPassed);
        take(merged.beforeCheckCards, p.beforeCheckCards);
        take(merged.activatesCommunications, p.activatesCommunications);
    }
    if (clash)
        return "character '" + c.id + "': two of its abilities hook the same procedure point (PassiveRule, rule_table.h)";
    std::deque<PassiveRule>& passives = tables().passives;
    auto it = std::find(passives.begin(), passives.end(), merged);
    c.passive.rule = it != passives.end() ? &*it : &passives.emplace_back(merged);
    return {};
}

} // namespace

bool registerLocationRule(std::string_view locationId, const LocationRule& rule) {
    return target().locations.add(locationId, rule) != nullptr;
}

bool registerHandlerRule(std::string_view handler, HandlerRule rule) {
    Table<HandlerRule>& handlers = target().handlers;
    rule.index = int(handlers.rules.size());
    return handlers.add(handler, rule) != nullptr;
}

bool registerAbilityRule(std::string_view abilityId, const AbilityRule& rule) {
    return target().abilities.add(abilityId, rule) != nullptr;
}

const LocationRule* findLocationRule(std::string_view id) { return tables().locations.find(id); }
const HandlerRule* findHandlerRule(std::string_view id) { return tables().handlers.find(id); }
const AbilityRule* findAbilityRule(std::string_view id) { return tables().abilities.find(id); }
int handlerRuleCount() { return int(tables().handlers.rules.size()); }

std::string bindRules(CardDb& db) {
    for (LocationDef& l : db.locations) {
        l.rule.rule = findLocationRule(l.id);
        if (!l.rule.rule && l.hasAction)
            return "location '" + l.id + "': no rule implements its action (registerLocationRule, rule_table.h)";
    }
    for (CharacterDef& c : db.characters)
        for (AbilityDef& a : c.abilities) {
            a.rule.rule = findAbilityRule(a.id);
            if (!a.rule.rule)
                return "character '" + c.id + "': no rule implements its ability '" + a.id +
                       "' (registerAbilityRule, rule_table.h)";
            if (a.action && a.positive && a.rule.rule->available && !a.rule.rule->start)
                return "character '" + c.id + "': the rule of its action '" + a.id + "' cannot be taken";
        }
    for (CharacterDef& c : db.characters)
        if (std::string clash = bindPassive(c); !clash.empty())
            return clash;
    return bindEffects(db);
}

} // namespace bsg
