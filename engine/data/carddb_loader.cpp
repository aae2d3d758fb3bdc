// The loader's shared parts: opening a data file, the look-ups and checks every file uses,
// the order the files load in, and CardDb's own look-ups.
#include "carddb_loader.h"

#include <QFile>
#include <QJsonDocument>

#include <set>

namespace bsg::data {

QJsonObject Loader::openFile(const std::string& stem, const char* listKey, QJsonArray* list) {
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

std::string Loader::where(const std::string& id) const {
    return m_file + ", record '" + id + "'";
}

SkillType Loader::skillType(JsonReader& r, const std::string& s, const char* field) {
    const int t = indexOf(kSkillTypeIds, s);
    if (t < 0)
        r.fail(field, "unknown skill type '" + s + "'");
    const Box owner = kSkillTypeBox[size_t(t)];
    if (owner != Box::Base && owner != m_recordBox)
        r.fail(field, "the skill type '" + s + "' comes with the box " + std::string(boxId(owner)) +
                          "; only that box's records may use it");
    return SkillType(t);
}

bool Loader::inThisPass(JsonReader& r) {
    const std::string id = r.str("box");
    const std::optional<Box> b = boxFromId(id);
    if (!b)
        r.fail("box", "unknown box '" + id + "'");
    m_recordBox = *b;
    return (*b != Box::Base) == m_boxPass;
}

SkillMask Loader::skillMask(JsonReader& r, const char* key) {
    SkillMask m = 0;
    for (const auto& v : r.array(key)) {
        const std::string s = v.toString().toStdString();
        if (s == "any")
            return 0x1F;
        m |= skillBit(skillType(r, s, key));
    }
    return m;
}

LocId Loader::location(JsonReader& r, const char* key) {
    const std::string s = r.str(key);
    for (size_t i = 0; i < db.locations.size(); ++i)
        if (db.locations[i].id == s)
            return LocId(i);
    r.fail(key, "unknown location '" + s + "'");
}

Area Loader::area(JsonReader& r, const std::string& s, const char* key) {
    const int a = indexOf(kAreaIds, s);
    if (a < 0)
        r.fail(key, "unknown space area '" + s + "'");
    return Area(a);
}

CharId Loader::character(JsonReader& r, const std::string& s, const char* key) {
    for (size_t i = 0; i < db.characters.size(); ++i)
        if (db.characters[i].id == s)
            return CharId(i);
    r.fail(key, "unknown character '" + s + "'");
}

std::array<int8_t, kShipKinds> Loader::ships(const QJsonObject& o, const std::string& at) {
    static constexpr std::array<std::string_view, kShipKinds> keys{"raiders", "heavy_raiders", "basestars",
                                                                   "vipers", "civilian_ships"};
    std::array<int8_t, kShipKinds> out{};
    JsonReader r(o, at);
    for (size_t k = 0; k < kShipKinds; ++k)
        out[k] = int8_t(r.integer(std::string(keys[k]).c_str(), 0));
    r.finish();
    return out;
}

Activation Loader::activation(JsonReader& r, const std::string& s, const char* key) {
    static constexpr std::array<std::string_view, 5> ids{"none", "raiders", "heavy_raiders", "basestars",
                                                         "launch_raiders"};
    const int a = indexOf(ids, s);
    if (a < 0)
        r.fail(key, "unknown activation '" + s + "'");
    return Activation(a);
}

Who Loader::who(JsonReader& r, const char* key) {
    static constexpr std::array<std::string_view, 5> ids{"current", "president", "admiral", "each_player",
                                                         "chosen"};
    if (r.str(key) == "each_cylon_player") // understood by draw_skill only (characterEffectFields)
        return Who::EachCylonPlayer;
    const int w = indexOf(ids, r.str(key));
    if (w < 0)
        r.fail(key, "unknown role '" + r.str(key) + "'");
    return Who(w);
}

void Loader::checkUnique(std::set<std::string>& seen, const std::string& id) {
    if (!seen.insert(id).second)
        throw DataError(where(id) + ": duplicate id");
}

void Loader::expectCount(const char* what, int found, int expected) {
    if (found != expected)
        throw DataError(m_file + ": " + std::to_string(found) + " " + what + " found, the game has " +
                        std::to_string(expected));
}

} // namespace bsg::data

namespace bsg {

bool nameSkillCards(CardDb& db) {
    db.skillCardsNamed = {};
    db.skillCardsForAction = 0;
    db.recklessCards = 0;
    if (db.skillCards.size() > CardDb::kMaxSkillCards)
        return false;
    for (const SkillCardDef& card : db.skillCards)
        if (size_t(card.named) >= db.skillCardsNamed.size()) // a damaged image
            return false;
    for (size_t card = 0; card < db.skillCards.size(); ++card) {
        db.skillCardsNamed[size_t(db.skillCards[card].named)] |= uint64_t(1) << card;
        if (db.skillCards[card].timing == SkillTiming::Action || db.skillCards[card].named == SkillName::FullThrottle)
            db.skillCardsForAction |= uint64_t(1) << card; // Pegasus's Full Throttle: a movement ability or an action
        if (db.skillCards[card].timing == SkillTiming::Reckless)
            db.recklessCards |= uint64_t(1) << card;
    }
    return true;
}

namespace {

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
namespace data {

void Loader::loadPass(bool boxes) {
    m_boxPass = boxes;
    loadLocations();
    loadCharacters();
    if (!boxes)
        loadBoard(); // one board: the base game's (a box's board parts come with its rules)
    loadSkillCards();
    loadCrises("crisis_cards", "crisis_cards", false, 70);
    loadCrises("super_crises", "super_crises", true, 5);
    // Saves hash the frame stack, where Effects and Risk frames hold list ids, so the lists
    // of destinations, loyalty cards and tokens keep the ids they had when quorum.json was
    // read here and made 15 lists. Quorum lists are never held by a frame (the QuorumCard
    // frame holds the card): quorum.json is read last and its old ids stay empty.
    constexpr size_t kListsOnceHeldByQuorumCards = 15;
    if (!boxes)
        db.lists.resize(db.lists.size() + kListsOnceHeldByQuorumCards);
    loadDestinations();
    loadLoyalty();
    loadTokens();
    loadQuorum();
}

} // namespace data

LoadResult loadCardDb(const std::string& directory) {
    data::Loader loader(directory);
    try {
        // The base game's records first, then every box's: a base record's number (and its
        // effect lists' ids, which frames hold) is the same with or without any box's records.
        loader.loadPass(false);
        loader.loadPass(true);
    } catch (const DataError& e) {
        return LoadResult{std::nullopt, e.what()};
    }
    if (std::string unbound = bindRules(loader.db); !unbound.empty()) // data naming a rule nobody wrote
        return LoadResult{std::nullopt, std::move(unbound)};
    listSetupDecks(loader.db);
    return LoadResult{std::move(loader.db), {}};
}

} // namespace bsg
