// Quorum cards run from their data (docs/data.md 11.1): with quorum.json edited and loaded by
// the real loader, the engine does what the edited data says - where a character goes, what a
// roll needs and gives, whom a card may name, when it may be played, how many pieces it
// destroys, where the card ends up and what it does while kept. And the loader refuses a
// broken quorum card, naming the file, the card and the field.
#include "edited_data.h"
#include "core_fixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <functional>
#include <utility>

using namespace bsg;
using namespace bsg::coretest;

namespace {

// The built-in data with one file changed by `edit` (on its parsed JSON), through loadCardDb().
LoadResult loadEdited(const QString& file, const std::function<void(QJsonObject&)>& edit) {
    return test::loadEditedData([&](const QString& name, QByteArray text) {
        if (name != file)
            return text;
        QJsonObject root = QJsonDocument::fromJson(text).object();
        edit(root);
        return QJsonDocument(root).toJson();
    });
}

// The effect list of quorum card `id` in quorum.json's `root`, changed by `edit`.
void editEffects(QJsonObject& root, const char* id, const std::function<void(QJsonArray&)>& edit) {
    QJsonArray cards = root["quorum_cards"].toArray();
    for (qsizetype i = 0; i < cards.size(); ++i) {
        QJsonObject card = cards[i].toObject();
        if (card["id"].toString() != QLatin1String(id))
            continue;
        QJsonArray effects = card["effects"].toArray();
        edit(effects);
        card["effects"] = effects;
        cards[i] = card;
    }
    root["quorum_cards"] = cards;
}

LoadResult withQuorumEffects(const char* id, const std::function<void(QJsonArray&)>& edit) {
    return loadEdited("quorum.json", [&](QJsonObject& root) { editEffects(root, id, edit); });
}

// effects[index][key] = value (an undefined value removes the key); `key` may go one level
// down: "then/0/resource".
void setField(QJsonArray& effects, int index, const QString& key, const QJsonValue& value) {
    QJsonObject e = effects[index].toObject();
    const QStringList path = key.split('/');
    if (path.size() == 1 && value.isUndefined()) {
        e.remove(key);
    } else if (path.size() == 1) {
        e[key] = value;
    } else {
        QJsonArray inner = e[path[0]].toArray();
        QJsonObject x = inner[path[1].toInt()].toObject();
        x[path[2]] = value;
        inner[path[1].toInt()] = x;
        e[path[0]] = inner;
    }
    effects[index] = e;
}

// The engine runs on the edited data while this lives (the process-wide CardDb, swapped),
// if it loaded (loaded(); error() says why not).
class EditedData {
public:
    explicit EditedData(LoadResult loaded) : m_error(std::move(loaded.error)) {
        if (!loaded.db)
            return;
        m_other = std::move(*loaded.db);
        std::swap(cardDbForTests(), m_other);
        m_swapped = true;
    }
    ~EditedData() {
        if (m_swapped)
            std::swap(cardDbForTests(), m_other);
    }
    EditedData(const EditedData&) = delete;
    EditedData& operator=(const EditedData&) = delete;
    [[nodiscard]] bool loaded() const { return m_swapped; }
    [[nodiscard]] const char* error() const { return m_error.c_str(); }

private:
    CardDb m_other;
    std::string m_error;
    bool m_swapped = false;
};


std::string errorOf(const LoadResult& r) { return r.db ? std::string("(loaded without error)") : r.error; }

bool mentions(const std::string& text, std::initializer_list<const char*> words) {
    for (const char* w : words)
        if (text.find(w) == std::string::npos)
            return false;
    return true;
}

} // namespace

class TestQuorumData : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theBuiltInDataLoads() {
        const LoadResult r = loadEdited("quorum.json", [](QJsonObject&) {});
        QVERIFY2(r.db, r.error.c_str());
        const auto base = std::count_if(r.db->quorum.begin(), r.db->quorum.end(), [](const QuorumDef& q) { return q.box == Box::Base; });
        QCOMPARE(int(base), 11); // the base game's (a box's are tested with the box)
    }

    // --- the engine follows the data

    void arrestOrderSendsWhereItsDataSays() {
        EditedData data(withQuorumEffects("arrest_order", [](QJsonArray& e) { setField(e, 1, "to", "sickbay"); }));
        QVERIFY2(data.loaded(), data.error());
        GameState s = presidentAtAction({"arrest_order"});
        QVERIFY(choose(s, "action:quorum:arrest_order"));
        QVERIFY(choose(s, "target:william_adama"));
        QCOMPARE(s.players[1].location, test::location("sickbay"));
        QCOMPARE(s.admiral, Seat(1)); // only the Brig takes a title away
        QVERIFY(quorumIn(s.quorumDiscard, "arrest_order"));
    }

    void aRollsNeedAndResultComeFromTheData() {
        // Inspirational Speech edited: 3 or more gains 1 fuel (the printed card: 6+, morale).
        EditedData data(withQuorumEffects("inspirational_speech", [](QJsonArray& e) {
            setField(e, 0, "at_least", 3);
            setField(e, 0, "then/0/resource", "fuel");
        }));
        QVERIFY2(data.loaded(), data.error());
        GameState s = presidentAtAction({"inspirational_speech"});
        const int fuel = resource(s, Resource::Fuel), morale = resource(s, Resource::Morale);
        s.forcedDice = {3};
        QVERIFY(choose(s, "action:quorum:inspirational_speech"));
        QCOMPARE(resource(s, Resource::Fuel), fuel + 1);
        QCOMPARE(resource(s, Resource::Morale), morale);
        QVERIFY(quorumIn(s.quorumRemoved, "inspirational_speech"));
    }

    void theCharactersOfferedComeFromTheData() {
        // Encourage Mutiny edited to name anyone else: the Admiral is offered too.
        EditedData data(withQuorumEffects("encourage_mutiny", [](QJsonArray& e) { setField(e, 0, "from", "others"); }));
        QVERIFY2(data.loaded(), data.error());
        GameState s = presidentAtAction({"encourage_mutiny"});
        QVERIFY(choose(s, "action:quorum:encourage_mutiny"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"target:william_adama", "target:kara_thrace"}));
        s.forcedDice = {8};
        QVERIFY(choose(s, "target:kara_thrace"));
        QCOMPARE(s.admiral, Seat(2));
    }

    void whenACardMayBePlayedComesFromTheData() {
        {
            GameState s = presidentAtAction({"presidential_pardon"});
            QVERIFY(!hasOption(s, "action:quorum:presidential_pardon")); // nobody in the Brig
        }
        // Edited to free anyone else: playable with the Brig empty; Starbuck goes to Armory.
        EditedData data(withQuorumEffects("presidential_pardon", [](QJsonArray& e) { setField(e, 0, "from", "others"); }));
        QVERIFY2(data.loaded(), data.error());
        GameState s = presidentAtAction({"presidential_pardon"});
        QVERIFY(choose(s, "action:quorum:presidential_pardon"));
        QVERIFY(choose(s, "target:kara_thrace"));
        QVERIFY(choose(s, "location:armory"));
        QCOMPARE(s.players[2].location, test::location("armory"));
    }

    void howManyPiecesComesFromTheData() {
        // Authorization of Brutal Force edited to at most 2 raiders (the card says 3).
        EditedData data(withQuorumEffects("authorization_of_brutal_force", [](QJsonArray& e) {
            setField(e, 0, "one_of/0/up_to", 2);
        }));
        QVERIFY2(data.loaded(), data.error());
        GameState s = presidentAtAction({"authorization_of_brutal_force"});
        s.space[size_t(Area::Fore)].raiders = 2;
        s.space[size_t(Area::Aft)].raiders = 2;
        reask(s);
        const int population = resource(s, Resource::Population);
        s.forcedDice = {1};
        QVERIFY(choose(s, "action:quorum:authorization_of_brutal_force"));
        QVERIFY(choose(s, "ship:raider:aft"));
        QVERIFY(choose(s, "ship:raider:aft"));
        QCOMPARE(int(s.space[size_t(Area::Fore)].raiders), 2); // no third raider was asked for
        QCOMPARE(int(s.space[size_t(Area::Aft)].raiders), 0);
        QCOMPARE(resource(s, Resource::Population), population - 1); // then the roll: 1
        QVERIFY(quorumIn(s.quorumDiscard, "authorization_of_brutal_force"));
    }

    void whereTheCardGoesComesFromTheData() {
        // Accept Prophecy edited to leave the game instead of staying on the table.
        EditedData data(withQuorumEffects("accept_prophecy", [](QJsonArray& e) {
            setField(e, 1, "to", "remove_from_game");
            setField(e, 1, "while_kept", QJsonValue::Undefined);
        }));
        QVERIFY2(data.loaded(), data.error());
        GameState s = presidentAtAction({"accept_prophecy"});
        QVERIFY(choose(s, "action:quorum:accept_prophecy"));
        QVERIFY(choose(s, "draw:tactics"));
        QCOMPARE(countType(s, 0, SkillType::Tactics), 1);
        QVERIFY(!quorumInPlay(s, "accept_prophecy"));
        QVERIFY(quorumIn(s.quorumRemoved, "accept_prophecy"));
    }

    void aKeptCardsRuleComesFromTheData() {
        // Edited: Assign Arbitrator's holder is the sole nominee, Assign Vice President's is not.
        EditedData data(loadEdited("quorum.json", [](QJsonObject& root) {
            editEffects(root, "assign_arbitrator", [](QJsonArray& e) { setField(e, 2, "while_kept", "sole_nominee"); });
            editEffects(root, "assign_vice_president",
                        [](QJsonArray& e) { setField(e, 2, "while_kept", QJsonValue::Undefined); });
        }));
        QVERIFY2(data.loaded(), data.error());
        GameState s = presidentAtAction({"assign_arbitrator"});
        QVERIFY(choose(s, "action:quorum:assign_arbitrator"));
        QVERIFY(choose(s, "target:kara_thrace"));
        placeAt(s, 1, "administration");
        newTurn(s, 1);
        test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
        emptyAllHands(s);
        give(s, 1, {"leadership:executive_order:1"}); // a card to contribute
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(kindId(s), std::string("contribute")); // Starbuck was named at once: the only nominee
    }

    void aCardWithoutAKeptRuleChangesNothing() {
        // The same edit: Assign Vice President is kept by Starbuck but restricts nobody.
        EditedData data(withQuorumEffects("assign_vice_president",
                                          [](QJsonArray& e) { setField(e, 2, "while_kept", QJsonValue::Undefined); }));
        QVERIFY2(data.loaded(), data.error());
        GameState s = presidentAtAction({"assign_vice_president"});
        QVERIFY(choose(s, "action:quorum:assign_vice_president"));
        QVERIFY(choose(s, "target:kara_thrace"));
        QCOMPARE(quorumInPlay(s, "assign_vice_president")->holder, Seat(2));
        placeAt(s, 1, "administration");
        newTurn(s, 1);
        test::playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
        emptyAllHands(s);
        reask(s);
        QVERIFY(choose(s, "done"));
        QVERIFY(choose(s, "action:location"));
        QCOMPARE(optionIds(s), (std::vector<std::string>{"target:william_adama", "target:kara_thrace"}));
    }

    // --- the loader refuses a broken quorum card

    void anUnknownSetOfCharactersIsNamed() {
        const std::string e = errorOf(
            withQuorumEffects("presidential_pardon", [](QJsonArray& x) { setField(x, 0, "from", "the_innocent"); }));
        QVERIFY2(mentions(e, {"quorum.json", "presidential_pardon", "'from'", "the_innocent"}), e.c_str());
    }

    void anUnknownPieceIsNamed() {
        const std::string e = errorOf(withQuorumEffects("authorization_of_brutal_force", [](QJsonArray& x) {
            setField(x, 0, "one_of/1/piece", "basestars");
        }));
        QVERIFY2(mentions(e, {"quorum.json", "authorization_of_brutal_force", "'piece'", "basestars"}), e.c_str());
    }

    void anUnknownFieldOnAQuorumOpIsNamed() {
        const std::string e =
            errorOf(withQuorumEffects("arrest_order", [](QJsonArray& x) { setField(x, 0, "politely", true); }));
        QVERIFY2(mentions(e, {"quorum.json", "arrest_order", "unknown field", "politely"}), e.c_str());
    }

    void anOpQuorumCardsDoNotRunIsRefused() {
        const std::string e = errorOf(withQuorumEffects("arrest_order", [](QJsonArray& x) {
            x.append(QJsonObject{{"op", "jump_track"}, {"amount", 1}});
        }));
        QVERIFY2(mentions(e, {"quorum.json", "arrest_order", "jump_track", "cannot be used on a quorum card"}), e.c_str());
    }

    void quorumOpsStayOnQuorumCards() {
        const LoadResult r = loadEdited("destinations.json", [](QJsonObject& root) {
            QJsonArray cards = root["destinations"].toArray();
            QJsonObject card = cards[0].toObject();
            QJsonArray effects = card["effects"].toArray();
            effects.append(QJsonObject{{"op", "dispose_card"}, {"to", "discard"}});
            card["effects"] = effects;
            cards[0] = card;
            root["destinations"] = cards;
        });
        const std::string e = errorOf(r);
        QVERIFY2(mentions(e, {"destinations.json", "dispose_card", "only understood on quorum cards"}), e.c_str());
    }

    void aPickMustComeBeforeItsUse() {
        // Release Cylon Mugshots without its pick: whose loyalty would be looked at?
        const std::string e = errorOf(withQuorumEffects("release_cylon_mugshots", [](QJsonArray& x) { x.removeAt(0); }));
        QVERIFY2(mentions(e, {"quorum.json", "release_cylon_mugshots", "effect 1", "no pick_character"}), e.c_str());
    }

    void aCardWaitsForOneRollAtMost() {
        const std::string e = errorOf(withQuorumEffects("food_rationing", [](QJsonArray& x) { x.append(x[0]); }));
        QVERIFY2(mentions(e, {"quorum.json", "food_rationing", "effect 2", "one roll"}), e.c_str());
    }

    void aRuleWhileKeptNeedsAKeptCard() {
        const std::string e = errorOf(withQuorumEffects("inspirational_speech", [](QJsonArray& x) {
            setField(x, 0, "then/1/while_kept", "sole_nominee"); // the card leaves the game
        }));
        QVERIFY2(mentions(e, {"quorum.json", "inspirational_speech", "'while_kept'"}), e.c_str());
    }

    void disposalEndsItsList() {
        const std::string e = errorOf(withQuorumEffects("arrest_order", [](QJsonArray& x) {
            x.insert(0, QJsonObject{{"op", "dispose_card"}, {"to", "table"}});
        }));
        QVERIFY2(mentions(e, {"quorum.json", "arrest_order", "effect 1", "last effect"}), e.c_str());
    }
};

QTEST_APPLESS_MAIN(TestQuorumData)
#include "tst_quorum_data.moc"
