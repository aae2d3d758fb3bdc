// The player's view of a Four Solo game and the solo API's game handling.
#include "solo_game.h"
#include "solo_rules_internal.h"
#include "solo_session.h"

#include <algorithm>

namespace bsg::solo {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

bool referencesHandCard(const Option& o) {
    return o.verb == Verb::Contribute || o.verb == Verb::Discard || o.verb == Verb::Play ||
           o.verb == Verb::ActionSkill || o.verb == Verb::ChooseActive;
}

// 4.1 and 3.4/3.5: a decision that picks cards from a hand other than the current character's
// shows that hand for the decision only.
bool browsesHand(const GameState& s) {
    return s.hasDecision && std::any_of(s.decision.options.begin(), s.decision.options.end(), referencesHandCard);
}

// A decision that takes a card out of another character's hand ("take:<card>", the Cylon's
// Human Fleet action): the character whose hand holds every offered card.
Seat handTakenFrom(const GameState& s) {
    std::vector<SkillCard> cards;
    for (const Option& o : s.decision.options)
        if (bsg::optionId(s, o).starts_with("take:"))
            cards.push_back(SkillCard(o.a));
    if (cards.empty())
        return kNoSeat;
    for (int seat = 0; seat < s.playerCount(); ++seat) {
        const auto& hand = s.players[size_t(seat)].hand;
        if (seat != s.decision.actor && std::all_of(cards.begin(), cards.end(), [&](SkillCard c) {
                return std::find(hand.begin(), hand.end(), c) != hand.end();
            }))
            return Seat(seat);
    }
    return kNoSeat;
}

} // namespace

Visibility soloVisibility(const GameState& s) {
    Visibility v;
    v.solo = true;
    v.seats = 0; // the player is no seat: private events are filtered by soloLog
    const Seat cur = s.current;
    // 2.1: the current character's hand; 8.1: a revealed Cylon's cards stay face down.
    if (cur >= 0 && cur < s.playerCount() && !isRevealed(s, cur))
        v.hand[size_t(cur)] = true;
    for (int seat = 0; seat < s.playerCount(); ++seat) {
        const Player& p = s.players[size_t(seat)];
        v.activeCard[size_t(seat)] = p.activeCard >= 0 && !p.revealed; // 2.2, 5.4
        for (size_t i = 0; i < p.loyalty.size() && i < 8; ++i) // 6.1: once looked at, face up
            if (soloLoyaltyFaceUp(p, i))
                v.loyalty[size_t(seat)] |= uint8_t(1u << i);
    }
    // 2.4: the quorum cards are face down except during the President's turn or a query.
    v.quorumHand = s.president != kNoSeat && s.president == cur;
    if (s.hasDecision && !s.gameOver() && s.decision.actor != kNoSeat) {
        const Seat actor = s.decision.actor;
        if (browsesHand(s))
            v.hand[size_t(actor)] = true;
        if (const Seat other = handTakenFrom(s); other != kNoSeat) // a card taken from another hand
            v.hand[size_t(other)] = true;
        if (actor == s.president)
            v.quorumHand = true;
        const bool offersSuperCrisis = std::any_of(s.decision.options.begin(), s.decision.options.end(),
                                                   [](const Option& o) { return o.verb == Verb::Crisis; });
        if (isRevealed(s, actor) && offersSuperCrisis)
            v.superCrises[size_t(actor)] = true;
    }
    return v;
}

QJsonObject soloView(const GameState& s) {
    QJsonObject view = projectState(s, soloVisibility(s));
    view["player_won"] = playerWon(s);
    return view;
}

QJsonValue soloDecision(const GameState& s) {
    QJsonValue base = decisionJson(s);
    if (!base.isObject())
        return base;
    QJsonObject d = base.toObject();
    const Seat actor = s.decision.actor;
    const bool queried = actor != kNoSeat && actor != s.current;
    d["queried"] = queried ? QJsonValue(qs(characterId(s, actor))) : QJsonValue();
    const bool golden = actor != kNoSeat && isRevealed(s, actor);
    d["golden_rule"] = golden;
    QString prompt = d["prompt"].toString();
    if (queried && s.decision.kind != DecisionKind::Contribute)
        prompt = "Querying " + qs(characterName(s, actor)) + " (Four Solo 4.1): " + prompt;
    if (golden)
        prompt = "Golden Rule: the revealed Cylon " + qs(characterName(s, actor)) +
                 " leaves this choice to you; pick what helps the humans most. " + prompt;
    d["prompt"] = prompt;
    return d;
}

std::optional<Game> newSoloGame(const std::vector<CharId>& characters, uint64_t seed, Difficulty difficulty,
                                Error* error) {
    if (auto e = checkSoloCharacters(characters)) {
        if (error)
            *error = *e;
        return std::nullopt;
    }
    Setup setup;
    setup.characters = characters;
    setup.seed = seed;
    setup.difficulty = difficulty;
    setup.solo = true;
    return Game::start(setup, error);
}

std::optional<Game> newSoloGame(const std::vector<std::string>& characterIds, uint64_t seed, Difficulty difficulty,
                                Error* error) {
    std::vector<CharId> chars;
    for (const auto& id : characterIds) {
        const int c = db().character(id);
        if (c < 0) {
            if (error)
                *error = Error{"bad_setup", "Unknown character '" + id + "'."};
            return std::nullopt;
        }
        chars.push_back(CharId(c));
    }
    return newSoloGame(chars, seed, difficulty, error);
}

std::optional<Error> checkSoloGame(const Game& game) {
    if (!game.setup().solo || !game.state().solo)
        return Error{"not_solo", "This is a standard game, not a Four Solo game."};
    return checkSoloCharacters(game.setup().characters);
}

std::optional<Game> loadSoloGame(const std::string& path, Error* error) {
    auto g = Game::loadFile(path, error);
    if (!g)
        return std::nullopt;
    if (auto e = checkSoloGame(*g)) {
        if (error)
            *error = *e;
        return std::nullopt;
    }
    return g;
}

std::optional<Error> soloCheckChoice(const GameState& s, std::string_view optionId) {
    if (!s.solo)
        return Error{"not_solo", "This is a standard game, not a Four Solo game."};
    if (s.hasDecision && !s.gameOver()) {
        const bool legal = std::any_of(s.decision.options.begin(), s.decision.options.end(),
                                       [&](const Option& o) { return bsg::optionId(s, o) == optionId; });
        if (!legal && optionId.starts_with("play_active:")) {
            if (soloDuringCrisis(s))
                return Error{"illegal_option", "No Active Card may be played during a crisis (Four Solo 5.2)."};
            return Error{"illegal_option", "That character has no Active Card to play now (Four Solo 5.1, 5.3, 5.4)."};
        }
        if (!legal && (optionId.starts_with("contribute:") || optionId.starts_with("discard:") ||
                       optionId.starts_with("play:")))
            return Error{"illegal_option",
                         "'" + std::string(optionId) +
                             "' is not a card the player may use now: only the current character's hand, the Active "
                             "Cards and the hand being queried are open (Four Solo 2.1, 3.3-3.5, 4.1, 5.1)."};
    }
    return std::nullopt;
}

std::optional<Error> soloChoose(Game& game, std::string_view optionId) {
    if (auto e = soloCheckChoice(game.state(), optionId))
        return e;
    return game.choose(optionId);
}

std::optional<Error> soloApply(GameState& s, std::string_view optionId) {
    if (auto e = soloCheckChoice(s, optionId))
        return e;
    return applyId(s, optionId);
}

bool playerWon(const GameState& s) { return s.gameOver() && s.over.winner == Side::Human; }

} // namespace bsg::solo
