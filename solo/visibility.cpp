// The player's view of a Four Solo game and the solo API's game handling.
#include "solo_game.h"
#include "solo_rules_internal.h"
#include "solo_session.h"

#include <algorithm>

namespace bsg::solo {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

// The face-up Active Card of a seat, -1 when it has none (5.4: never a revealed Cylon's).
int faceUpActive(const GameState& s, Seat seat) { return s.players[size_t(seat)].revealed ? -1 : activeCardOf(s, seat); }

bool inHand(const Player& p, int card) { return std::find(p.hand.begin(), p.hand.end(), SkillCard(card)) != p.hand.end(); }

bool holdsSuperCrisis(const Player& p, int card) {
    return std::find(p.superCrises.begin(), p.superCrises.end(), CardIdx(card)) != p.superCrises.end();
}

// Rule 3 of docs/visibility.md: the hands whose cards the pending decision offers - other than
// a face-up Active Card, which is open anyway - are open for this decision only.
void addNeededHands(const GameState& s, Visibility& v) {
    const Seat actor = s.decision.actor;
    const bool actorSeat = actor >= 0 && actor < s.playerCount();
    for (const Option& o : s.decision.options) {
        if (o.verb == SoloVerb::ChooseActive) { // 2.2: the whole hand is browsed
            if (actorSeat)
                v.hand[size_t(actor)] = true;
            continue;
        }
        switch (o.verb) {
        case Verb::Contribute: // 3.4, 3.5: the whole hand is browsed
        case Verb::Discard:    // 4.1
            if (actorSeat)
                v.hand[size_t(actor)] = true;
            break;
        case Verb::Play:
        case Verb::ActionSkill:
            if (actorSeat && o.a != faceUpActive(s, actor))
                v.hand[size_t(actor)] = true;
            break;
        case Verb::Take: // a card taken out of another hand: that hand is looked at
            if (s.decision.context >= 0 && s.decision.context < s.playerCount()) { // the decision names it
                v.hand[size_t(s.decision.context)] = true;
                break;
            }
            for (int seat = 0; seat < s.playerCount(); ++seat) // revision 1: the hand holding them all
                if (seat != actor && std::all_of(s.decision.options.begin(), s.decision.options.end(), [&](const Option& t) {
                        return t.verb != Verb::Take || inHand(s.players[size_t(seat)], t.a);
                    }))
                    v.hand[size_t(seat)] = true;
            break;
        case Verb::ActionQuorum: // 2.4, 4.1: a quorum card played from the President's hand
            v.quorumHand = true;
            break;
        case Verb::Quorum:
            // A card looked at on top of the quorum deck (Skilled Politician): the verb names
            // that place. The President's hand is not looked at, whatever copies it holds.
            break;
        case Verb::Crisis: // the revealed Cylon's super crisis cards, offered at Caprica
            // Each super crisis card exists once, and crisis cards drawn to choose from are
            // never super crises: an offered card the actor holds is offered from that hand.
            if (actorSeat && isRevealed(s, actor) && holdsSuperCrisis(s.players[size_t(actor)], o.a))
                v.superCrises[size_t(actor)] = true;
            break;
        default: break;
        }
    }
}

} // namespace

Visibility soloCardVisibility(const GameState& s) {
    Visibility v;
    v.variantView = true;
    v.seats = 0; // the player is no seat: private events are filtered by soloLog
    const Seat cur = s.current;
    // 1: the current character's hand and, for the President, the quorum hand (2.1, 2.4);
    // 8.1: a revealed Cylon's cards stay face down.
    if (cur >= 0 && cur < s.playerCount() && !isRevealed(s, cur)) {
        v.hand[size_t(cur)] = true;
        v.quorumHand = s.president == cur;
    }
    for (int seat = 0; seat < s.playerCount(); ++seat)
        v.activeCard[size_t(seat)] = faceUpActive(s, Seat(seat)) >= 0; // 2: 2.2, 5.4
    if (s.hasDecision && !s.gameOver())
        addNeededHands(s, v); // 3
    return v;
}

Visibility soloVisibility(const GameState& s) {
    Visibility v = soloCardVisibility(s);
    for (int seat = 0; seat < s.playerCount(); ++seat) {
        const Player& p = s.players[size_t(seat)];
        for (size_t i = 0; i < p.loyalty.size() && i < 8; ++i) // 5: once looked at, face up (6.1)
            if (soloLoyaltyFaceUp(p, i))
                v.loyalty[size_t(seat)] |= uint8_t(1u << i);
    }
    return v;
}

StateView soloStateView(const GameState& s) {
    StateView view = stateView(s, soloVisibility(s));
    view.playerWon = playerWon(s);
    return view;
}

QJsonObject soloView(const GameState& s) { return toJson(soloStateView(s)); }

namespace {

// Golden Rule decisions: what the automated Cylon's rule leaves open, in the player's words.
std::string goldenRuleReason(const GameState& s) {
    switch (s.decision.kind) {
    case DecisionKind::Contribute:
        return "it must add its strongest card of a colour the check does not count (Four Solo 3.5), and several are "
               "equally strong: choose which one goes in";
    case DecisionKind::DiscardCards:
        return "it keeps only its strongest skill cards (Four Solo 8), and cards of equal strength tie: choose which "
               "one it discards";
    case DecisionKind::DrawSkill:
    case DecisionKind::MultiSkill:
        return "its draw priority (Four Solo 8.2) leaves more than one deck: choose the deck it draws from";
    default:
        return "its automated rules (Four Solo 8) do not settle this choice: each option below says what it does";
    }
}

bool setupDecision(const GameState& s) { return phaseId(s) == "setup"; }

} // namespace

std::optional<DecisionView> soloDecisionView(const GameState& s) {
    std::optional<DecisionView> d = decisionView(s);
    if (!d)
        return d;
    const Seat actor = s.decision.actor;
    // 4.1: another character is asked during the current one's turn. Setup draws are nobody's
    // turn yet, and an Active Card moment (5.1) is the player's own.
    const bool queried = actor != kNoSeat && actor != s.current && !setupDecision(s);
    d->hasVariantFields = true;
    d->queried = queried ? qs(characterId(s, actor)) : QString();
    d->goldenRule = actor != kNoSeat && isRevealed(s, actor);
    if (queried && s.decision.kind != DecisionKind::Contribute)
        d->prompt = "Querying " + qs(characterName(s, actor)) + " (Four Solo 4.1): " + d->prompt;
    if (d->goldenRule)
        d->prompt = "Golden Rule: for the revealed Cylon " + qs(characterName(s, actor)) + ", " +
                    qs(goldenRuleReason(s)) + ". The Golden Rule lets you pick what helps the humans most. " + d->prompt;
    // 3.1 puts every card into a check face down, so Investigative Committee can never be
    // played in a solo game: say so where it could be chosen as an Active Card.
    for (OptionView& o : d->options)
        if (o.id.startsWith("active:") && o.id.contains(":investigative_committee:"))
            o.label += " - it can never be played in a solo game (Four Solo 3.1)";
    return d;
}

QJsonValue soloDecision(const GameState& s) { return toJson(soloDecisionView(s)); }

PlayerView soloPlayerView(const GameState& s) { return PlayerView{soloStateView(s), soloDecisionView(s)}; }

std::optional<Game> newSoloGame(const std::vector<CharId>& characters, uint64_t seed, Difficulty difficulty,
                                Error* error) {
    Setup setup;
    setup.characters = characters;
    setup.seed = seed;
    setup.difficulty = difficulty;
    return newSoloGame(std::move(setup), error);
}

std::optional<Game> newSoloGame(Setup setup, Error* error) {
    if (auto e = checkSoloCharacters(setup.characters)) {
        if (error)
            *error = *e;
        return std::nullopt;
    }
    setup.variant = bsg::VariantId::FourSolo;
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
    if (game.setup().variant != bsg::VariantId::FourSolo || !isSoloGame(game.state()))
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
    if (!isSoloGame(s))
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
                         std::string("'").append(optionId).append(
                             "' is not a card the player may use now: only the current character's hand, the Active "
                             "Cards and the hand being queried are open (Four Solo 2.1, 3.3-3.5, 4.1, 5.1).")};
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
