#pragma once
// What a viewer may see. stateView() turns a GameState into a typed value with every card the
// viewer may not see replaced by its back; the desktop widgets read that value and toJson()
// writes it as the protocol's state object ({"hidden": true, "type": ...} for a back). The
// engine offers the full view and a seat's view; a variant builds its own Visibility.
#include "state.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace bsg {

struct Visibility {
    bool full = false;                             // testers: everything face up
    std::array<bool, kMaxPlayers> hand{};          // whole skill hand face up
    std::array<bool, kMaxPlayers> activeCard{};    // only the variant's face-up hand card
    std::array<uint8_t, kMaxPlayers> loyalty{};    // bit per loyalty card face up
    bool quorumHand = false;                       // the President's quorum cards
    std::array<bool, kMaxPlayers> superCrises{};   // a revealed Cylon's super crisis cards
    uint16_t seats = 0;                            // log events shown to any of these seats are visible
    bool variantView = false;                      // the game's variant's player view (its fields, e.g. active_card)

    static Visibility everything();
    static Visibility forSeat(const GameState& s, Seat seat);
};

[[nodiscard]] bool eventVisible(const LogEvent& e, const Visibility& v);

// A card as the viewer sees it: its id face up, else its back. A skill card's back shows its
// colour (`type`); other backs show nothing.
struct SeenCard {
    bool faceUp = false;
    QString id;   // face up only
    QString type; // a skill card's back only
    bool operator==(const SeenCard&) const = default;
};

// The ships of one space area.
struct SpaceAreaView {
    int raiders = 0, heavyRaiders = 0, basestars = 0;
    int vipers = 0;              // piloted ones included
    QStringList pilotedVipers;   // the characters flying them
    int civilianShips = 0;
    bool operator==(const SpaceAreaView&) const = default;
};

struct BasestarView {
    QString area;
    QStringList damage; // basestar damage token ids
    bool operator==(const BasestarView&) const = default;
};

struct CharacterView {
    QString id, name;
    QString viper;    // the space area of the character's viper, empty when aboard
    QString location; // empty in a viper or nowhere
    std::vector<SeenCard> hand;
    bool hasActiveCardField = false;    // the variant shows one face-up hand card
    std::optional<SeenCard> activeCard; // that card, nullopt when there is none
    std::vector<SeenCard> loyalty;
    bool revealedCylon = false, oncePerGameUsed = false, stranded = false;
    std::vector<SeenCard> superCrises;
    bool operator==(const CharacterView&) const = default;
};

struct ReservesView {
    int vipers = 0, raptors = 0, damagedVipers = 0, destroyedVipers = 0, destroyedRaptors = 0;
    bool operator==(const ReservesView&) const = default;
};

// The number of cards in each deck and pile.
struct DeckCountsView {
    int crisis = 0, crisisDiscard = 0, superCrisis = 0, quorum = 0, destination = 0, loyalty = 0, destiny = 0;
    int civilianShips = 0;
    std::array<int, kMaxSkillTypes> skill{}, skillDiscard{}; // by SkillType
    std::array<bool, kMaxSkillTypes> skillInPlay{};          // the types of the boxes in play
    bool operator==(const DeckCountsView&) const = default;
};

// The Pegasus board (a game with Pegasus): its locations, in board order, and their damage; the
// Cylon overlay lies on the four Cylon locations, which keep their ids.
struct PegasusView {
    QStringList locations;  // location ids, left to right
    QStringList damage;     // the damaged Pegasus locations, in the order they were damaged
    bool destroyed = false; // every Pegasus location damaged: nobody may go aboard again
    bool cylonOverlay = true;
    bool operator==(const PegasusView&) const = default;
};

struct InPlayView {
    QString card;
    QString holder; // empty when nobody holds it
    bool operator==(const InPlayView&) const = default;
};

struct SkillCheckView {
    int difficulty = 0;
    QStringList skills;         // the colours that count now
    std::vector<SeenCard> cards;
    bool operator==(const SkillCheckView&) const = default;
};

struct GameOverView {
    bool humansWon = false;
    QString reason; // an end reason id
    bool operator==(const GameOverView&) const = default;
};

// Testers only (the full view): the state hash, forced dice and every deck from its top.
struct FullViewExtras {
    QString hash;
    std::vector<int> forcedDice;
    std::vector<std::pair<QString, QStringList>> deckOrder; // (deck name, card ids)
    bool operator==(const FullViewExtras&) const = default;
};

// Everything a viewer may see of the game's state: the protocol's "state" object, typed.
struct StateView {
    int step = 0, turn = 0;
    QString current, phase, mode, viewName;
    BoxSet boxes = kBaseGameBoxes; // the boxes in play (shown when more than the base game)
    BoxOptionSet boxOptions = 0;
    std::array<int, kResourceCount> resources{}; // by Resource
    int distance = 0, jumpTrack = 0;
    QString president, admiral;
    int nukes = 0;
    std::vector<CharacterView> characters;
    std::vector<SeenCard> quorumHand;
    std::array<SpaceAreaView, kAreaCount> space{}; // by area (kAreaIds)
    std::vector<BasestarView> basestars;
    ReservesView reserves;
    QStringList damage; // damaged Galactica locations
    std::optional<PegasusView> pegasus; // with Pegasus in play
    std::vector<int> centurions;
    DeckCountsView decks;
    QStringList destinations;
    std::vector<InPlayView> inPlay;
    QString currentCrisis; // empty when none is current
    std::optional<SkillCheckView> skillCheck;
    std::optional<GameOverView> gameOver;
    int unimplemented = 0; // rules met that are not carried out yet
    std::optional<FullViewExtras> full;
    std::optional<bool> playerWon; // the variant's player view says whether the player won

    [[nodiscard]] int resource(Resource r) const { return resources[size_t(r)]; }
    [[nodiscard]] const CharacterView* character(const QString& id) const;
    bool operator==(const StateView&) const = default;
};

struct OptionView {
    QString id, label;
    bool operator==(const OptionView&) const = default;
};

// The pending decision as the player reads it.
struct DecisionView {
    int step = 0;
    QString actor, kind, prompt;
    std::vector<OptionView> options;
    QString phase;
    int turn = 0;
    // The variant's own fields (another character queried, the Golden Rule).
    bool hasVariantFields = false;
    QString queried; // empty: nobody is queried
    bool goldenRule = false;
    [[nodiscard]] QStringList optionIds() const;
    bool operator==(const DecisionView&) const = default;
};

// One log line.
struct EventView {
    int step = 0;
    QString text;
    QString actor; // empty when nobody acts
    bool unimplemented = false;
    bool operator==(const EventView&) const = default;
};

// Everything the player may see now: the state and the pending decision (nullopt when the game
// is over). The log comes line by line (EventView).
struct PlayerView {
    StateView state;
    std::optional<DecisionView> decision;
    bool operator==(const PlayerView&) const = default;
};

[[nodiscard]] StateView stateView(const GameState& s, const Visibility& v);
[[nodiscard]] std::optional<DecisionView> decisionView(const GameState& s);
[[nodiscard]] EventView eventView(const GameState& s, const LogEvent& e);

// The protocol's JSON of each (docs/protocol.md).
[[nodiscard]] QJsonObject toJson(const StateView& v);
[[nodiscard]] QJsonValue toJson(const std::optional<DecisionView>& d); // null without a decision
[[nodiscard]] QJsonObject toJson(const EventView& e);
[[nodiscard]] QJsonValue toJson(const SeenCard& c);
// Read back from the protocol's JSON (the desktop program's log and tests).
[[nodiscard]] EventView eventFromJson(const QJsonObject& o);

// The protocol's state object (docs/protocol.md, "State").
[[nodiscard]] QJsonObject projectState(const GameState& s, const Visibility& v);
// The pending decision as a protocol object (null when the game is over).
[[nodiscard]] QJsonValue decisionJson(const GameState& s);
// One log event as a protocol object {"step", "kind", "text", ...}.
[[nodiscard]] QJsonObject eventJson(const GameState& s, const LogEvent& e);

} // namespace bsg
