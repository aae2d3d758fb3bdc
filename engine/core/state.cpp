#include "state.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <cstring>
#include <type_traits>

namespace bsg {

namespace {

constexpr uint64_t powerMod64(uint64_t base, int exponent) {
    uint64_t p = 1;
    for (int i = 0; i < exponent; ++i)
        p *= base;
    return p;
}

// Walks any field in a canonical byte order; containers contribute their size first so
// that ([1],[2,3]) and ([1,2],[3]) differ. Kinds (frames, verbs, decisions, events) as the
// numbers they had before they were split into ranges (hashedKindNumber), like every other
// field: a game hashes the same from release to release.
struct Hasher {
    static constexpr uint64_t kPrime = 0x100000001b3ull;
    // A zero byte only multiplies by the prime, so a run of them is one multiply by a power.
    static constexpr uint64_t kPrimeTo7 = powerMod64(kPrime, 7);
    static constexpr uint64_t kPrimeTo8 = powerMod64(kPrime, 8);
    // Seven 0xff bytes (a small negative field, such as kNoSeat): XOR with 0xff changes only
    // the low byte, and a product's low byte depends only on its factors' low bytes, so what
    // the seven steps add beyond h * p^7 depends on h's low byte alone.
    static constexpr std::array<uint64_t, 256> kSevenOnesBytes = [] {
        std::array<uint64_t, 256> added{};
        for (uint64_t low = 0; low < 256; ++low) {
            uint64_t h = low;
            for (int i = 0; i < 7; ++i)
                h = (h ^ 0xff) * kPrime;
            added[low] = h - low * kPrimeTo7;
        }
        return added;
    }();
    uint64_t h = 0xcbf29ce484222325ull;
    void bytes(const void* p, size_t n) {
        auto* b = static_cast<const unsigned char*>(p);
        for (size_t i = 0; i < n; ++i) {
            h ^= b[i];
            h *= kPrime;
        }
    }
    // The same value as bytes(&x, 8): most fields are small, and their seven high bytes are
    // zero, or 0xff (little-endian: they come last). Eight dependent multiplies made this hash of a
    // long game's state a millisecond of a replay.
    void integer(int64_t x) {
        if constexpr (std::endian::native == std::endian::little) {
            if (uint64_t(x) < 0x100) {
                h = (h ^ uint64_t(x)) * kPrimeTo8;
                return;
            }
            if (uint64_t(x) < 0x10000) {
                h = (((h ^ (uint64_t(x) & 0xff)) * kPrime) ^ (uint64_t(x) >> 8)) * kPrimeTo7;
                return;
            }
            if (x < 0 && x >= -0x100) {
                const uint64_t first = (h ^ (uint64_t(x) & 0xff)) * kPrime;
                h = first * kPrimeTo7 + kSevenOnesBytes[first & 0xff];
                return;
            }
        }
        bytes(&x, sizeof x);
    }
    template <class T> void operator()(const T& v) {
        if constexpr (EngineKind<T>) {
            integer(hashedKindNumber(v)); // the kind's number of old (kind_ranges.h)
        } else if constexpr (std::is_integral_v<T> || std::is_enum_v<T>) {
            integer(static_cast<int64_t>(v));
        } else if constexpr (std::is_same_v<T, std::string>) {
            (*this)(v.size());
            bytes(v.data(), v.size());
        } else if constexpr (std::is_same_v<T, Option>) {
            (*this)(v.verb), (*this)(v.a), (*this)(v.b), (*this)(v.c);
        } else if constexpr (requires { v.forEachField(*this); }) {
            v.forEachField(*this);
        } else { // vectors and arrays
            (*this)(v.size());
            for (const auto& item : v)
                (*this)(item);
        }
    }
};

// Mixes one 64-bit word at a time (a multiply and a shift): for checkpointDigest, where the
// byte-at-a-time FNV of stateHash costs too much late in a game.
struct WordMixer {
    uint64_t h = 0x243f6a8885a308d3ull;
    void word(uint64_t x) {
        h = (h ^ x) * 0xbf58476d1ce4e5b9ull;
        h ^= h >> 31;
    }
    void text(const std::string& v) {
        word(v.size());
        for (size_t i = 0; i < v.size(); i += 8) {
            uint64_t w = 0;
            std::memcpy(&w, v.data() + i, std::min<size_t>(8, v.size() - i));
            word(w);
        }
    }
    void event(const LogEvent& e) {
        word(uint64_t(uint32_t(e.step)) | uint64_t(uint16_t(e.a)) << 32 | uint64_t(uint16_t(e.b)) << 48);
        word(uint64_t(uint16_t(e.c)) | uint64_t(uint16_t(e.d)) << 16 | uint64_t(e.visibleTo) << 32 |
             uint64_t(hashedKindNumber(e.kind)) << 48 | uint64_t(uint8_t(e.actor)) << 56);
        word(e.flags);
    }
    // A log: its length, the digest each full chunk keeps, then the chunk being filled.
    template <class Log, class Item> void sequence(const Log& log, Item&& item) {
        word(log.size());
        for (size_t c = 0; c < log.fullChunks(); ++c)
            word(log.chunkDigest(c));
        for (const auto& x : log.tail())
            item(x);
    }
    template <class T> void operator()(const T& v) {
        if constexpr (EngineKind<T>) {
            word(hashedKindNumber(v)); // the kind's number of old (kind_ranges.h)
        } else if constexpr (std::is_integral_v<T> || std::is_enum_v<T>) {
            word(uint64_t(static_cast<int64_t>(v)));
        } else if constexpr (std::is_same_v<T, std::string>) {
            text(v);
        } else if constexpr (std::is_same_v<T, Option>) {
            word(uint64_t(hashedKindNumber(v.verb)) | uint64_t(uint16_t(v.a)) << 8 | uint64_t(uint16_t(v.b)) << 24 |
                 uint64_t(uint16_t(v.c)) << 40);
        } else if constexpr (std::is_same_v<T, EventLog>) {
            sequence(v, [this](const LogEvent& e) { event(e); });
        } else if constexpr (std::is_same_v<T, RequestTexts>) {
            sequence(v, [this](const std::string& x) { text(x); });
        } else if constexpr (requires { v.forEachField(*this); }) {
            v.forEachField(*this);
        } else { // vectors and arrays
            word(v.size());
            for (const auto& item : v)
                (*this)(item);
        }
    }
};

} // namespace

uint64_t LogEventsDigest::operator()(std::span<const LogEvent> events) const {
    WordMixer m;
    for (const LogEvent& e : events)
        m.event(e);
    return m.h;
}

uint64_t TextsDigest::operator()(std::span<const std::string> texts) const {
    WordMixer m;
    for (const std::string& x : texts)
        m.text(x);
    return m.h;
}

uint64_t checkpointDigest(const GameState& s) {
    WordMixer m;
    s.forEachField(m);
    return m.h;
}

uint64_t stateHash(const GameState& s) {
    Hasher hasher;
    s.forEachField(hasher);
    return hasher.h;
}

std::string hashHex(uint64_t h) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

} // namespace bsg
