// One description of every field of the card data (fields() below) serves both directions, so
// the writer and the reader cannot disagree; a test checks that reading the image gives back
// exactly what the JSON loader gives (tst_carddb_snapshot).
#include "carddb_snapshot.h"

#include <cstdint>
#include <cstring>
#include <type_traits>

namespace bsg {

namespace {

// Bumped whenever the layout of the image changes; the build always regenerates the image, so
// this only guards against reading an image made by another build of the program.
constexpr std::string_view kMark = "galactica-solo card data image 2";

template <class T> struct IsVector : std::false_type {};
template <class T> struct IsVector<std::vector<T>> : std::true_type {};
template <class T> struct IsArray : std::false_type {};
template <class T, size_t N> struct IsArray<std::array<T, N>> : std::true_type {};
template <class T> struct IsOptional : std::false_type {};
template <class T> struct IsOptional<std::optional<T>> : std::true_type {};
template <class T> constexpr bool kIsScalar = std::is_arithmetic_v<T> || std::is_enum_v<T>;

} // namespace

// Every field of every record, in one order for writing and reading.
template <class A> void fields(A& a, ChoiceOption& x) { a(x.label, x.effects, x.requires_); }
template <class A> void fields(A& a, PieceLimit& x) { a(x.piece, x.upTo); }
template <class A> void fields(A& a, Effect& x) {
    a(x.op, x.who, x.chooser, x.resource, x.amount, x.count, x.random, x.optional, x.types, x.loc, x.from, x.area,
      x.activation, x.atMost, x.atLeast, x.result, x.where, x.title, x.ships, x.then, x.otherwise, x.options,
      x.label, x.handler, x.viewer, x.target, x.how, x.to, x.pickSet, x.pieces, x.fate, x.kept);
}
template <class A> void fields(A& a, AbilityDef& x) {
    a(x.id, x.name, x.text, x.positive, x.oncePerGame, x.action, x.oncePerOwnTurn);
}
template <class A> void fields(A& a, MultiSkill& x) { a(x.count, x.types); }
template <class A> void fields(A& a, CharacterDef& x) {
    a(x.id, x.name, x.box, x.type, x.skills, x.multiSkills, x.start, x.setupSpecial, x.canPilot, x.handLimit,
      x.loyaltyAtStart, x.loyaltyAtSleeper, x.extraNotACylon, x.abilities, x.pegasusSuccession);
}
template <class A> void fields(A& a, LocationDef& x) {
    a(x.id, x.name, x.text, x.box, x.ship, x.damageable, x.hazard, x.checkDifficulty, x.checkSkills, x.boardOrder,
      x.hasAction);
}
template <class A> void fields(A& a, SkillCardDef& x) {
    a(x.id, x.nameId, x.named, x.name, x.text, x.box, x.type, x.strength, x.copies, x.timing, x.replaces, x.effects);
}
template <class A> void fields(A& a, CrisisDef& x) {
    a(x.id, x.name, x.text, x.box, x.copies, x.super, x.kind, x.activation, x.jump, x.difficulty, x.partial, x.skills,
      x.pass, x.partialEffects, x.fail, x.chooser, x.aIsCheck, x.a, x.b, x.activateFirst, x.setup, x.specialName,
      x.specialText, x.special, x.keepWhen, x.keepUntil);
}
template <class A> void fields(A& a, QuorumDef& x) { a(x.id, x.name, x.text, x.box, x.copies, x.effects, x.kept); }
template <class A> void fields(A& a, DestinationDef& x) {
    a(x.id, x.name, x.text, x.box, x.distance, x.copies, x.effects);
}
template <class A> void fields(A& a, LoyaltyDef& x) { a(x.id, x.name, x.text, x.box, x.copies, x.side, x.reveal); }
template <class A> void fields(A& a, GalacticaDamageDef& x) { a(x.id, x.box, x.location, x.effects); }
template <class A> void fields(A& a, BasestarDamageDef& x) { a(x.id, x.box, x.damage); }
template <class A> void fields(A& a, CivilianDef& x) { a(x.id, x.box, x.loss, x.copies); }
template <class A> void fields(A& a, JumpSpace& x) { a(x.ftl, x.populationRisk, x.autoJump); }
template <class A> void fields(A& a, LoyaltyCounts& x) { a(x.cylon, x.notACylon, x.sympathizer); }
template <class A> void fields(A& a, BoardDef& x) {
    a(x.resourceStart, x.redAtOrBelow, x.resourceMax, x.easyAdjust, x.hardAdjust, x.jumpTrack, x.boardingSpaces,
      x.heavyRaiderStep, x.vipers, x.raptors, x.raiders, x.heavyRaiders, x.basestars, x.nukes, x.centurions,
      x.initialSpace, x.loyaltyDeck, x.presidentSuccession, x.admiralSuccession, x.presidentPriority,
      x.admiralPriority, x.handLimit, x.destinyPerType, x.sleeperDistance, x.finalDistance);
}
template <class A> void fields(A& a, CardDb& x) {
    a(x.board, x.characters, x.locations, x.skillCards, x.crises, x.quorum, x.destinations, x.loyalty,
      x.galacticaDamage, x.basestarDamage, x.civilians, x.lists, x.civilianTokens);
}

namespace {

class Writer {
public:
    std::string bytes;
    template <class... T> void operator()(const T&... xs) { (put(xs), ...); }

private:
    void raw(const void* p, size_t n) { bytes.append(static_cast<const char*>(p), n); }
    void count(size_t n) {
        const auto n32 = uint32_t(n);
        raw(&n32, sizeof n32);
    }
    template <class T> void put(const T& x) {
        if constexpr (kIsScalar<T>) {
            raw(&x, sizeof x);
        } else if constexpr (std::is_same_v<T, std::string>) {
            count(x.size());
            raw(x.data(), x.size());
        } else if constexpr (IsVector<T>::value) {
            count(x.size());
            for (const auto& e : x)
                put(e);
        } else if constexpr (IsArray<T>::value) {
            for (const auto& e : x)
                put(e);
        } else if constexpr (IsOptional<T>::value) {
            put(x.has_value());
            if (x)
                put(*x);
        } else {
            fields(*this, const_cast<T&>(x)); // fields() only reads through a Writer
        }
    }
};

class Reader {
public:
    explicit Reader(std::string_view bytes) : m_at(bytes.data()), m_end(bytes.data() + bytes.size()) {}
    bool ok = true;
    [[nodiscard]] size_t left() const { return size_t(m_end - m_at); }
    template <class... T> void operator()(T&... xs) { (get(xs), ...); }

private:
    const char* m_at;
    const char* m_end;

    bool raw(void* p, size_t n) {
        if (!ok || n > left())
            return ok = false;
        std::memcpy(p, m_at, n);
        m_at += n;
        return true;
    }
    // An element takes at least one byte, so a count beyond what is left is a broken image
    // (and must not become a huge allocation).
    bool count(size_t& n) {
        uint32_t n32 = 0;
        if (!raw(&n32, sizeof n32) || n32 > left())
            return ok = false;
        n = n32;
        return true;
    }
    template <class T> void get(T& x) {
        if (!ok)
            return;
        if constexpr (std::is_same_v<T, bool>) {
            uint8_t b = 0;
            if (raw(&b, 1) && b > 1)
                ok = false; // only 0 and 1 are bools
            x = b == 1;
        } else if constexpr (std::is_same_v<T, Box>) {
            if (raw(&x, sizeof x) && !boxNumbered(x))
                ok = false; // every record's box is one of box.h's (setup makes a bit of it)
        } else if constexpr (kIsScalar<T>) {
            raw(&x, sizeof x);
        } else if constexpr (std::is_same_v<T, std::string>) {
            size_t n = 0;
            if (count(n)) {
                x.assign(m_at, n);
                m_at += n;
            }
        } else if constexpr (IsVector<T>::value) {
            size_t n = 0;
            if (!count(n))
                return;
            x.resize(n);
            for (auto& e : x)
                get(e);
        } else if constexpr (IsArray<T>::value) {
            for (auto& e : x)
                get(e);
        } else if constexpr (IsOptional<T>::value) {
            bool present = false;
            get(present);
            if (present)
                get(x.emplace());
        } else {
            fields(*this, x);
        }
    }
};

} // namespace

std::string writeCardDbSnapshot(const CardDb& db) {
    Writer w;
    w.bytes.append(kMark);
    w(db);
    return std::move(w.bytes);
}

std::optional<CardDb> readCardDbSnapshot(std::string_view bytes, std::string* error) {
    if (!bytes.starts_with(kMark)) {
        *error = "the card data image was not made by this build";
        return std::nullopt;
    }
    Reader r(bytes.substr(kMark.size()));
    CardDb db;
    r(db);
    if (!r.ok) {
        *error = "the card data image is truncated or damaged";
        return std::nullopt;
    }
    if (r.left() != 0) {
        *error = "the card data image has " + std::to_string(r.left()) + " bytes after its end";
        return std::nullopt;
    }
    if (!nameSkillCards(db)) {
        *error = "the card data image has a skill card of no known name, or more skill cards than the rules can "
                 "tell apart";
        return std::nullopt;
    }
    listSetupDecks(db);
    return db;
}

} // namespace bsg
