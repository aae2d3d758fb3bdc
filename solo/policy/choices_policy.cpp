// The rest of the player's decisions: the rules' questions (abilities, card timings, whom an
// effect names), multi-option effects, card choices and destinations (docs/policy.md).
#include "policy_internal.h"

#include "board_kinds.h"
#include "check_odds.h"
#include "combat.h"

#include <algorithm>
#include <optional>

namespace bsg::solo::policy {

namespace {

double useOr(const Option& o, bool use) {
    if (o.verb == Verb::Decline)
        return use ? 0.0 : 1.0;
    return use ? 1.0 : 0.0;
}

// Is a die result bad for the humans, for a roll of this purpose?
bool badRoll(int purpose, int result) {
    switch (RollPurpose(purpose)) {
    case RollPurpose::FtlControl: return result <= 6;
    case RollPurpose::ViperAttack: return result <= 2;
    case RollPurpose::GalacticaAttack: return result <= 2;
    case RollPurpose::RaiderAttack: return result >= 5;
    case RollPurpose::BasestarAttack: return result >= 4;
    case RollPurpose::Nuke: return result <= 2;
    case RollPurpose::Armory: return result <= 6;
    case RollPurpose::Risk: return result <= 2;
    case RollPurpose::Quorum: return result <= 3;
    case RollPurpose::HumanFleet: return result >= 5;
    default: return false;
    }
}

double locationImportance(LocId loc) {
    const Locs& L = namedLocations();
    if (loc == L.ftlControl)
        return 3.0;
    if (loc == L.command || loc == L.weaponsControl)
        return 2.0;
    if (loc == L.hangarDeck || loc == L.armory)
        return 1.5;
    return 0.8;
}

// Blind Devotion: the colour whose cards in the check hurt the total most.
Option blindDevotion(const PlayerKnowledge& k) {
    const CheckStakes st = stakesOfCheck(k);
    if (st.pass - st.fail < 2.0)
        return opt(Verb::Decline);
    const auto& unseen = k.unseen();
    std::array<double, kMaxSkillTypes> byColour{};
    double total = 0;
    for (int i = 0; i < k.checkCardCount(); ++i) {
        const CheckCard c = k.checkCard(i);
        const double strength = c.strength >= 0 ? c.strength : expectedStrength(unseen, c.colour);
        const double v = checkValue(k, c.colour, 1) > 0 ? strength : -strength;
        byColour[size_t(c.colour)] += v;
        total += v;
    }
    int worst = -1;
    for (int t = 0; t < kPolicySkillTypes; ++t)
        if (std::any_of(k.options().begin(), k.options().end(),
                        [t](const Option& o) { return o.verb == Verb::Use && o.c == kUseType + t; }) &&
            (worst < 0 || byColour[size_t(t)] < byColour[size_t(worst)]))
            worst = t;
    if (worst < 0)
        return opt(Verb::Decline);
    const double after = total - byColour[size_t(worst)];
    // Worth it when the check looks lost and the change may save it.
    if (total >= st.difficulty || after < st.difficulty - 1.5 || byColour[size_t(worst)] > -2.0)
        return opt(Verb::Decline);
    for (const Option& o : k.options())
        if (o.verb == Verb::Use && o.c == kUseType + worst)
            return o;
    return opt(Verb::Decline);
}

Option declareEmergency(const PlayerKnowledge& k) {
    const CheckStakes st = stakesOfCheck(k);
    const int total = k.context2();
    const int difficulty = k.check().difficulty;
    double gain = 0;
    if (total < difficulty && total >= difficulty - 2)
        gain = st.pass - (st.partialAt >= 0 && total >= st.partialAt ? st.partial : st.fail);
    else if (st.partialAt >= 0 && total < st.partialAt && total >= st.partialAt - 2)
        gain = st.partial - st.fail;
    const Option* play = nullptr;
    double cheapest = 1e9;
    for (const Option& o : k.options())
        if (o.verb == Verb::Play && cardWorth(k, k.actor(), SkillCard(o.a)) < cheapest) {
            cheapest = cardWorth(k, k.actor(), SkillCard(o.a));
            play = &o;
        }
    if (play && gain > cheapest)
        return *play;
    return opt(Verb::Decline);
}

double bestPlaceFor(const PlayerKnowledge& k, Seat seat, LocId loc) { return bestActionWorth(k, seat, loc, -1); }

Option scoutPlace(const PlayerKnowledge& k) {
    const int deck = k.context() == int(CorePrompt::Recon) ? 0 : k.context2();
    const int card = k.scoutedCard(deck);
    if (card < 0)
        return opt(Verb::Option, 0);
    double worth = 0;
    if (deck == 0) {
        worth = crisisWorth(k, CardIdx(card)) + 2.5; // an average crisis costs about that much
    } else {
        const DestinationDef& d = cardData().destinations[size_t(card)];
        worth = effectWorth(k, d.effects) + 2.8 * d.distance - 4.0;
    }
    return opt(Verb::Option, worth < 0 ? 1 : 0);
}

} // namespace

double characterImportance(const PlayerKnowledge& k, Seat seat) {
    double w = 1.0 + 0.05 * k.handSize(seat);
    if (k.president() == seat)
        w += 0.6;
    if (k.admiral() == seat)
        w += 0.6;
    if (k.viperArea(seat) >= 0)
        w += 0.3;
    if (seat == k.current())
        w += 0.3;
    if (k.knownCylon(seat))
        w -= 1.5; // the Sleeper Agent: its turns will soon be the Cylons'
    return w;
}

namespace {

// Play a card of the prompt's name if `play`, else pass.
Option playIf(const PlayerKnowledge& k, bool play) {
    return bestOption(k, [&](const Option& o) {
        if (o.verb == Verb::Play)
            return play ? 1.0 : -1.0;
        return 0.0;
    });
}

// The window before a check's cards, its Pegasus uses (a plain rule): Assign Chief of Staff when
// the holder has politics cards to add, Fast Learner at the first check it is offered for.
// Nothing else here is played (the window's cards are declined, as before).
std::optional<Option> beforeCheckUse(const PlayerKnowledge& k) {
    for (const Option& o : k.options()) {
        if (o.verb != Verb::Use)
            continue;
        if (o.a == kUseAbility || (o.a == kUseQuorum && k.colourCount(k.actor(), SkillType::Politics) > 0))
            return o;
    }
    return std::nullopt;
}

// Abilities and cards that change a roll or a skill check, or look at a card: use or pass.
std::optional<Option> decideUseOrPass(const PlayerKnowledge& k, CorePrompt prompt) {
    switch (prompt) {
    case CorePrompt::BeforeCheckCards: return beforeCheckUse(k);
    case CorePrompt::MysteriousIntuition: {
        const CardIdx card = CardIdx(k.context2());
        const double attempt = attemptWorth(k, card);
        const double pass = effectWorth(k, cardData().crises[card].pass);
        const bool use = pass - attempt > 2.5;
        return bestOption(k, [&](const Option& o) {
            if (o.verb == Verb::Use)
                return o.c == kUsePass && use ? 1.0 : -1.0;
            return 0.0;
        });
    }
    case CorePrompt::BlindDevotion: return blindDevotion(k);
    case CorePrompt::DeclareEmergency: return declareEmergency(k);
    case CorePrompt::CommandAuthority: {
        const bool use = k.checkCardCount() >= 5 && k.handSize(k.actor()) + k.checkCardCount() <= 12;
        return bestOption(k, [&](const Option& o) { return useOr(o, use); });
    }
    case CorePrompt::StrategicPlanning: {
        const int purpose = k.context2();
        const bool play = purpose == int(RollPurpose::FtlControl) &&
                          cardData().board.jumpTrack[size_t(k.jumpTrack())].populationRisk > 0;
        return bestOption(k, [&](const Option& o) {
            if (o.verb == Verb::Play)
                return play ? 1.0 - 0.1 * cardWorth(k, k.actor(), SkillCard(o.a)) : -1.0;
            return 0.0;
        });
    }
    case CorePrompt::EcoOfficer: {
        const bool use = badRoll(k.rollPurpose(), k.context2());
        return bestOption(k, [&](const Option& o) { return useOr(o, use); });
    }
    case CorePrompt::EvasiveManeuvers: return playIf(k, k.context2() >= 5);
    case CorePrompt::SecretDestiny: {
        const bool use = crisisWorth(k, CardIdx(k.context2())) < -6.0;
        return bestOption(k, [&](const Option& o) { return useOr(o, use); });
    }
    case CorePrompt::CylonHatred:
    case CorePrompt::Arbitrator:
    case CorePrompt::FriendsInLowPlaces:
        // Every such check is one the humans want to pass: make it easier.
        return bestOption(k, [&](const Option& o) {
            if (o.verb == Verb::Use)
                return o.c == kUseLower ? 1.0 : -1.0;
            return 0.0;
        });
    default: return std::nullopt;
    }
}

// Executive Order's target: bestOption over each target's better turn, each asked with the
// best so far: a figure at or below it loses either way, so it need not be exact.
Option executiveOrderTarget(const PlayerKnowledge& k) {
    const OptionList& options = k.options();
    size_t best = 0;
    double bestScore = -1e300;
    for (size_t i = 0; i < options.size(); ++i) {
        const Option& o = options[i];
        if (o.verb == SoloVerb::PlayActive)
            continue;
        const double v = o.verb == Verb::Target ? orderedTurnWorth(k, k.seatOf(CharId(o.a)), bestScore) : -1e9;
        if (v > bestScore) {
            bestScore = v;
            best = i;
        }
    }
    return options[best];
}

// A card, a place, a character or a ship chosen.
std::optional<Option> decidePick(const PlayerKnowledge& k, CorePrompt prompt) {
    switch (prompt) {
    case CorePrompt::ReligiousVisions:
        return bestOption(k, [&](const Option& o) { return o.verb == Verb::Crisis ? crisisWorth(k, CardIdx(o.a)) : -1e9; });
    case CorePrompt::Recon:
    case CorePrompt::LaunchScoutPlace: return scoutPlace(k);
    case CorePrompt::LaunchScoutDeck: return opt(Verb::Option, 0);
    case CorePrompt::BrigEscape:
    case CorePrompt::PardonDestination: {
        const Seat who = prompt == CorePrompt::PardonDestination ? Seat(k.context2()) : k.actor();
        return bestOption(k, [&](const Option& o) {
            if (o.verb != Verb::Location)
                return -1e9;
            // Staying in the Brig (rules revision 2 offers it) is worth least: the Brig's worth
            // to a prisoner is the next escape, and staying for it made endless games - every
            // character in the Brig, no crisis drawn, escapes won and declined turn after turn.
            if (LocId(o.a) == namedLocations().brig)
                return -1e6;
            return bestPlaceFor(k, who, LocId(o.a));
        });
    }
    case CorePrompt::PresidentsOffice:
        return bestOption(k, [&](const Option& o) {
            if (o.verb == Verb::ActionQuorum)
                return quorumWorth(k, CardIdx(o.a));
            return 0.75;
        });
    case CorePrompt::ExecutiveOrderTarget: return executiveOrderTarget(k);
    case CorePrompt::ExecutiveOrderMode: return opt(Verb::Option, orderPrefersMove(k, Seat(k.context2())) ? 0 : 1);
    case CorePrompt::SkilledPolitician:
        return bestOption(k, [&](const Option& o) { return o.verb == Verb::Quorum ? quorumWorth(k, CardIdx(o.a)) : -1e9; });
    case CorePrompt::CylonDetector:
        return bestOption(k, [&](const Option& o) {
            return o.verb == Verb::Target ? double(k.loyaltyHidden(k.seatOf(CharId(o.a)))) : -1e9;
        });
    case CorePrompt::UnconventionalTactics:
        return bestOption(k, [&](const Option& o) { return resourceWorth(k, Resource(o.a), 1); });
    case CorePrompt::BrutalForce:
        return bestOption(k, [&](const Option& o) -> double {
            if (o.verb == Verb::Number)
                return centurionThreat(k, o.a);
            if (o.verb == Verb::Ship)
                return shipThreat(k, ShipKind(o.a), Area(o.b));
            return -1e9;
        });
    case CorePrompt::QuorumTarget:
    case CorePrompt::Nominate:
    case CorePrompt::Accuse: return decideTarget(k);
    default: return std::nullopt;
    }
}

} // namespace

// The base game's rule choices, by family; any other (Moral Compass: the choice just made
// was meant; the moment before a check's cards) is declined where it may be.
Option decideRuleChoice(const PlayerKnowledge& k) {
    const auto prompt = CorePrompt(k.context());
    if (const std::optional<Option> use = decideUseOrPass(k, prompt))
        return *use;
    if (const std::optional<Option> pick = decidePick(k, prompt))
        return *pick;
    for (const Option& o : k.options())
        if (o.verb == Verb::Decline)
            return o;
    return k.options().front();
}

Option decideTarget(const PlayerKnowledge& k) {
    // Whom an effect names. A harmful effect goes to whoever the humans miss least; a look at
    // loyalty cards to whoever hides the most; a title to a character made for it.
    const Effect* effect = nullptr;
    if (k.kind() == DecisionKind::ChooseTarget && k.context() >= 0 && k.context2() >= 0 &&
        k.askingFrame() == FrameKind::Effects) {
        const EffectList& list = cardData().list(ListId(k.context()));
        if (size_t(k.context2()) < list.size())
            effect = &list[size_t(k.context2())];
    }
    const bool revealedActor = k.actor() >= 0 && k.revealed(k.actor());
    return bestOption(k, [&](const Option& o) -> double {
        if (o.verb == Verb::Decline) {
            if (effect && effect->op == Op::LookLoyalty)
                return -0.5;
            return revealedActor ? 10.0 : 0.5; // decline what the effect or the Cylon would do
        }
        if (o.verb != Verb::Target)
            return -1e9;
        const Seat t = k.seatOf(CharId(o.a));
        if (effect && effect->op == Op::LookLoyalty)
            return k.loyaltyHidden(t);
        if (effect && effect->op == Op::TitleChange) {
            const CharacterType type = k.characterDef(t).type;
            return effect->title == Title::President ? (type == CharacterType::PoliticalLeader ? 1.0 : 0.0)
                                                     : (type == CharacterType::MilitaryLeader ? 1.0 : 0.0);
        }
        if (revealedActor) // the Cylon steals from the smallest hand (Golden Rule)
            return -double(k.handSize(t));
        return -characterImportance(k, t);
    });
}

Option decideActivity(const PlayerKnowledge& k) {
    if (k.context() == -2) // Ragnar Anchorage: destroyed vipers come back only this way
        return bestOption(k, [&](const Option& o) {
            if (o.verb == Verb::Option)
                return o.a == 1 ? 2.0 : 1.0;
            return 0.0;
        });
    if (k.context() == -3) { // Cylon Fleet (Golden Rule): the activation that hurts least
        return bestOption(k, [&](const Option& o) -> double {
            static constexpr Activation kinds[] = {Activation::Raiders, Activation::HeavyRaiders, Activation::Basestars,
                                                   Activation::LaunchRaiders};
            if (o.verb != Verb::Option || o.a < 0 || o.a > 3)
                return -1e9;
            Effect e;
            e.op = Op::Activate;
            e.activation = kinds[o.a];
            double w = 0;
            switch (e.activation) {
            case Activation::Raiders: w = -(0.6 + 1.2 * civilianDanger(k)); break;
            case Activation::HeavyRaiders: {
                w = -0.3;
                for (int8_t c : k.centurions())
                    w -= c >= 3 ? 20 : 1.0;
                for (int a = 0; a < kAreaCount; ++a)
                    w -= k.heavyRaiders(Area(a)) * (isLaunchArea(Area(a)) ? 2.5 : 0.4);
                break;
            }
            case Activation::Basestars:
                w = -0.625 * galacticaDamageWorth(k) * ((k.basestarArea(0) >= 0) + (k.basestarArea(1) >= 0));
                break;
            default: w = -2.5 * ((k.basestarArea(0) >= 0) + (k.basestarArea(1) >= 0)); break;
            }
            return w;
        });
    }
    if (k.context() < 0 || k.context2() < 0)
        return k.options().front();
    const EffectList& list = cardData().list(ListId(k.context()));
    if (size_t(k.context2()) >= list.size())
        return k.options().front();
    const Effect& e = list[size_t(k.context2())];
    return bestOption(k, [&](const Option& o) -> double {
        if (e.op == Op::Choose && o.verb == Verb::Option && o.a >= 0 && o.a < int(e.options.size()))
            return effectWorth(k, e.options[size_t(o.a)].effects);
        if (e.op == Op::Optional)
            return o.verb == Verb::Option ? effectWorth(k, e.then) : 0.0;
        return 0.0;
    });
}

// Pegasus's damage never brings the humans' loss nearer (Galactica's six damaged locations) and
// costs no resources: the humans' side always puts a damage on Pegasus while it is afloat.
constexpr double kPegasusDamageWorth = 0.5;

Option decidePegasusDamage(const PlayerKnowledge& k) {
    return bestOption(k, [](const Option& o) { return o.a == pegasus::kDamagePegasus ? kPegasusDamageWorth : 0.0; });
}

Option decideCard(const PlayerKnowledge& k) {
    return bestOption(k, [&](const Option& o) -> double {
        if (o.verb == pegasus::kDamageShip) // Can Damage Galactica: a Pegasus token instead
            return kPegasusDamageWorth;
        switch (o.verb) {
        case Verb::Crisis: // a crisis to resolve (Caprica): the one that hurts least
            return k.context() == -2 ? -8.0 : crisisWorth(k, CardIdx(o.a));
        case Verb::Option: return 0.0; // Caprica: draw two crises rather than a super crisis
        case Verb::Decline: return 1.0; // keep the Super Crisis card the Cylon has
        case Verb::Take: return -cardWorth(k, k.actor(), SkillCard(o.a));
        case Verb::Token: {
            const GalacticaDamageDef& d = cardData().galacticaDamage[size_t(o.a)];
            if (d.location < 0)
                return effectWorth(k, d.effects);
            return -locationImportance(d.location) - galacticaDamageWorth(k);
        }
        case Verb::Loyalty: return 0.0;
        default: return 0.0;
        }
    });
}

Option decideDestination(const PlayerKnowledge& k) {
    const int toGo = std::max(0, cardData().board.finalDistance - k.distance());
    return bestOption(k, [&](const Option& o) -> double {
        if (o.verb != Verb::Destination)
            return -1e9;
        const DestinationDef& d = cardData().destinations[size_t(o.a)];
        double w = effectWorth(k, d.effects) + 2.8 * std::min(d.distance, toGo);
        if (d.distance >= toGo && toGo > 0)
            w += 1.5; // one jump from Kobol
        return w;
    });
}

} // namespace bsg::solo::policy
