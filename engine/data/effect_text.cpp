// Card effects in words, for display only (the desktop program's crisis card, tooltips): the
// same effect lists the interpreter runs (carddb.h), so the words cannot drift from the rules.
#include "effect_text.h"

#include "carddb.h"

#include <algorithm>

namespace bsg {

namespace {

std::string who(Who w) {
    switch (w) {
    case Who::Current: return "the current player";
    case Who::President: return "the President";
    case Who::Admiral: return "the Admiral";
    case Who::EachPlayer: return "each player";
    case Who::Chosen: return "a chosen character";
    case Who::Viewer: return "the viewer";
    case Who::EachCylonPlayer: return "each Cylon player";
    }
    return "someone";
}

std::string capital(std::string s) {
    if (!s.empty())
        s[0] = char(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

std::string plural(int n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string spaced(std::string_view id) {
    std::string s(id);
    std::replace(s.begin(), s.end(), '_', ' ');
    return s;
}

std::string activationText(Activation a) {
    switch (a) {
    case Activation::Raiders: return "raiders activate";
    case Activation::HeavyRaiders: return "heavy raiders and centurions activate";
    case Activation::Basestars: return "basestars attack";
    case Activation::LaunchRaiders: return "basestars launch raiders";
    case Activation::None: break;
    }
    return "no Cylon ships activate";
}

std::string skillTypes(SkillMask mask) {
    std::string out;
    for (int t = 0; t < kMaxSkillTypes; ++t)
        if (mask & skillBit(SkillType(t)))
            out.append(out.empty() ? "" : "/").append(kSkillTypeIds[size_t(t)]);
    return out.empty() ? "any" : out;
}

std::string pickSetText(PickSet set) {
    switch (set) {
    case PickSet::AnyoneOutsideBrig: return "anyone not in the Brig";
    case PickSet::Others: return "another player";
    case PickSet::OthersInBrig: return "another player in the Brig";
    case PickSet::OthersOutsideBrigExceptAdmiral: return "another player, neither Admiral nor in the Brig";
    case PickSet::AnyoneInBrig: return "anyone in the Brig";
    }
    return "anyone";
}

std::string effectText(const Effect& e);

std::string listText(ListId list) {
    if (list == kNoList || list >= db().lists.size() || db().lists[list].empty())
        return "nothing happens";
    std::string out;
    for (const Effect& e : db().lists[list])
        out += (out.empty() ? "" : "; ") + effectText(e);
    return out;
}

std::string effectText(const Effect& e) {
    switch (e.op) {
    case Op::Resource:
        return (e.amount < 0 ? "lose " : "gain ") + std::to_string(std::abs(e.amount)) + " " +
               std::string(kResourceIds[size_t(e.resource)]);
    case Op::JumpTrack:
        return e.amount < 0 ? "move the jump marker back " + plural(-e.amount, "space", "spaces")
                            : "move the jump marker on " + plural(e.amount, "space", "spaces");
    case Op::Discard:
        return who(e.who) + " discards " + plural(e.count, "skill card", "skill cards") + (e.random ? " at random" : "");
    case Op::DiscardHand: return who(e.who) + " discards every skill card";
    case Op::DrawSkill:
        return who(e.who) + " draws " + plural(e.count, "skill card", "skill cards") + " (" + skillTypes(e.types) + ")";
    case Op::Move:
        return std::string(e.optional ? "may send " : "send ") + who(e.who) + " to " +
               (e.loc >= 0                          ? db().locations[size_t(e.loc)].name
                : e.loc == kChosenGalacticaLocation ? std::string("a Galactica location of the current player's choice")
                                                    : std::string("a location"));
    case Op::MoveAll:
        return "everyone there moves to " + (e.loc >= 0 ? db().locations[size_t(e.loc)].name : std::string("a location"));
    case Op::Raptor: return e.amount < 0 ? "destroy a raptor" : "a raptor comes back";
    case Op::DamageVipers:
        return "damage " + plural(e.count, "viper", "vipers") + (e.where ? " in space" : " in the reserves");
    case Op::ReturnVipers: return "the vipers in space return to the reserves";
    case Op::Centurion: return "a centurion boards Galactica";
    case Op::DamageGalactica: return "damage Galactica " + plural(e.count, "time", "times");
    case Op::DestroyCivilianFromPile: return "destroy " + plural(e.count, "civilian ship", "civilian ships") + " unseen";
    case Op::Place: {
        std::string out = "place";
        static const char* names[] = {"raider", "heavy raider", "basestar", "viper", "civilian ship"};
        for (int k = 0; k < kShipKinds; ++k)
            if (e.ships[size_t(k)] > 0)
                out.append(" ").append(std::to_string(e.ships[size_t(k)])).append(" ").append(names[k]).append(e.ships[size_t(k)] > 1 ? "s" : "");
        return out + " in the " + spaced(kAreaIds[size_t(e.area)]) + " area";
    }
    case Op::Activate: return activationText(e.activation);
    case Op::Roll: {
        const std::string need = e.atMost ? std::to_string(e.atMost) + " or less" : std::to_string(e.atLeast) + " or more";
        return "roll a die: on " + need + ", " + listText(e.then) +
               (e.otherwise != kNoList ? "; otherwise " + listText(e.otherwise) : std::string());
    }
    case Op::ApplyResult: return std::string("as if the check were ") + (e.result == 0 ? "passed" : e.result == 1 ? "partly passed" : "failed");
    case Op::LookLoyalty: return spaced(e.viewer) + " looks at a loyalty card of " + spaced(e.target);
    case Op::TitleChange: return "the " + std::string(e.title == Title::President ? "President" : "Admiral") + " title passes to " + spaced(e.to);
    case Op::Nukes: return e.amount < 0 ? "lose a nuke" : "gain a nuke";
    case Op::Choose: {
        std::string out = who(e.chooser) + " chooses:";
        for (const ChoiceOption& o : e.options)
            out += " [" + o.label + "]";
        return out;
    }
    case Op::Optional: return who(e.chooser) + " may " + e.label;
    case Op::Risk:
        return "risk " + plural(e.count, e.ships[0] ? "viper" : "raptor", e.ships[0] ? "vipers" : "raptors") +
               ": on " + std::to_string(e.atLeast) + " or more, " + listText(e.then);
    case Op::KeepInPlay: return "the card stays in play";
    case Op::Distance: return "gain " + plural(e.amount, "unit", "units") + " of distance";
    case Op::RedrawCrisis: return "draw another crisis";
    case Op::IfResourceBelow:
        return "if " + std::string(kResourceIds[size_t(e.resource)]) + " is below " + std::to_string(e.amount) + ", " + listText(e.then);
    case Op::DrawQuorum: return "the President draws " + plural(e.count, "quorum card", "quorum cards");
    case Op::Handler: return spaced(e.handler);
    case Op::PickCharacter: return who(e.chooser) + " picks a character (" + pickSetText(e.pickSet) + ")";
    case Op::DestroyPieces: {
        static const char* names[][2] = {{"raider", "raiders"}, {"heavy raider", "heavy raiders"}, {"centurion", "centurions"}};
        std::string out;
        for (const PieceLimit& p : e.pieces)
            out += (out.empty() ? "destroy " : ", or ") + std::string(p.upTo > 1 ? "up to " : "") +
                   plural(p.upTo, names[int(p.piece)][0], names[int(p.piece)][1]);
        return out;
    }
    case Op::DisposeCard:
        switch (e.fate) {
        case CardFate::Discard: return "the card is discarded";
        case CardFate::RemoveFromGame: return "the card leaves the game";
        case CardFate::Table: return "the card stays on the table";
        case CardFate::Chosen: return "the card goes to the chosen character";
        }
        break;
    case Op::Execute: return who(e.who) + " is executed";
    }
    return "an effect";
}

} // namespace

std::string effectListText(ListId list) { return capital(listText(list)) + "."; }

CrisisCardText crisisCardText(CardIdx card) {
    const CrisisDef& d = db().crises[card];
    CrisisCardText t;
    t.name = d.name;
    t.summary = d.text;
    if (d.kind == CrisisKind::SkillCheck || d.aIsCheck) {
        t.check = "Skill check " + std::to_string(d.difficulty) + " (" + skillTypes(d.skills) + ")";
        t.pass = "Pass: " + effectListText(d.pass);
        if (d.partial >= 0)
            t.partial = std::to_string(d.partial) + " or more: " + effectListText(d.partialEffects);
        t.fail = "Fail: " + effectListText(d.fail);
    }
    if (d.chooser) {
        t.choice = capital(who(*d.chooser)) + " chooses: (a) " + d.a.label +
                   (d.aIsCheck ? std::string() : " - " + listText(d.a.effects)) + "; (b) " + d.b.label + " - " +
                   listText(d.b.effects) + ".";
    }
    if (d.kind == CrisisKind::CylonAttack && !d.specialName.empty())
        t.special = d.specialName + ": " + d.specialText;
    std::string ships;
    for (Activation a : d.activateFirst)
        ships += (ships.empty() ? "" : ", then ") + activationText(a);
    t.activation = d.activation != Activation::None ? "Then " + activationText(d.activation)
                   : ships.empty()                  ? std::string("No Cylon activation")
                                                    : "First " + ships;
    t.jump = d.jump ? "Jump icon: the jump marker moves on" : "No jump icon";
    return t;
}

std::string crisisCardPlainText(CardIdx card) {
    const CrisisCardText t = crisisCardText(card);
    std::string out = t.name + "\n" + t.summary;
    for (const std::string* line : {&t.choice, &t.check, &t.pass, &t.partial, &t.fail, &t.special, &t.activation, &t.jump})
        if (!line->empty())
            out += "\n" + *line;
    return out;
}

} // namespace bsg
