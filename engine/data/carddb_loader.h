#pragma once
// The strict loader of resources/data/*.json (carddb_*.cpp): every problem is a DataError
// naming the file, the record and the field. Internal to the engine.
#include "carddb.h"
#include "json_reader.h"

#include <QJsonArray>
#include <QJsonObject>

#include <array>
#include <set>
#include <string>
#include <string_view>

namespace bsg::data {

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

    // Shared checks and look-ups (carddb_loader.cpp), effects (carddb_effects.cpp), the board
    // and its components (carddb_board.cpp), the decks of cards (carddb_cards.cpp).
    QJsonObject openFile(const std::string& stem, const char* listKey, QJsonArray* list);
    std::string where(const std::string& id) const;
    SkillType skillType(JsonReader& r, const std::string& s, const char* field);
    SkillMask skillMask(JsonReader& r, const char* key);
    LocId location(JsonReader& r, const char* key);
    Area area(JsonReader& r, const std::string& s, const char* key);
    CharId character(JsonReader& r, const std::string& s, const char* key);
    std::array<int8_t, kShipKinds> ships(const QJsonObject& o, const std::string& at);
    Activation activation(JsonReader& r, const std::string& s, const char* key);
    Who who(JsonReader& r, const char* key);
    Who chooser(JsonReader& r, const char* key); // current, president or admiral
    ListId list(const QJsonArray& arr, const std::string& at);
    ListId optionalList(JsonReader& r, const char* key, const std::string& at);
    Effect effect(const QJsonObject& o, const std::string& at);
    // The parts of effect(): the op, then the fields of each family of ops (carddb_effects.cpp).
    Op effectOp(JsonReader& r);
    void countEffectFields(JsonReader& r, Effect& e, const std::string& at);
    void characterEffectFields(JsonReader& r, Effect& e);
    void characterEffectFieldsOf(JsonReader& r, Effect& e);
    void titleAndLoyaltyFields(JsonReader& r, Effect& e);
    void spaceAndFlowFields(JsonReader& r, Effect& e, const std::string& at);
    // The parts of effect() that only quorum cards use (carddb_quorum.cpp).
    void quorumEffectFields(JsonReader& r, Effect& e);
    void executeFields(JsonReader& r, Effect& e);
    void checkQuorumCard(const QuorumDef& card);
    KeptRule keptRule(const QuorumDef& card);
    void checkUnique(std::set<std::string>& seen, const std::string& id);
    // Reads the record's "box" (an unknown box is an error) and says whether this pass loads
    // it: the base game's records first, every box's after them (loadCardDb).
    bool inThisPass(JsonReader& r);
    // The ids loaded so far from `records`: a box's record may not take a base record's id.
    template <class Def> std::set<std::string> idsOf(const std::vector<Def>& records) const {
        std::set<std::string> ids;
        for (const Def& d : records)
            ids.insert(d.id);
        return ids;
    }
    // Loads every file's records of this pass: the base game's (false) or the boxes' (true).
    void loadPass(bool boxes);
    void expectCount(const char* what, int found, int expected);
    void loadLocations();
    void loadCharacters();
    std::array<int8_t, 2> pegasusSuccession(JsonReader& r, const std::string& id);
    void loadBoard();
    void loadSkillCards();
    void loadCrises(const char* stem, const char* key, bool super, int expectedCopies);
    void loadQuorum();
    void loadDestinations();
    void loadLoyalty();
    void loadTokens();

private:
    std::string m_dir, m_file;
    bool m_quorum = false; // reading quorum.json: the quorum vocabulary applies (docs/data.md 11.1)
    bool m_boxPass = false; // loading the boxes' records (the base game's are loaded)
    Box m_recordBox = Box::Base; // the box of the record being read
};

} // namespace bsg::data
