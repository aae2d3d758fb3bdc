#include "state.h"

#include <cstdio>
#include <type_traits>

namespace bsg {

Seat GameState::seatOf(CharId c) const {
    for (int i = 0; i < playerCount(); ++i)
        if (players[size_t(i)].character == c)
            return Seat(i);
    return kNoSeat;
}

namespace {

// Walks any field in a canonical byte order; containers contribute their size first so
// that ([1],[2,3]) and ([1,2],[3]) differ.
struct Hasher {
    uint64_t h = 0xcbf29ce484222325ull;
    void bytes(const void* p, size_t n) {
        auto* b = static_cast<const unsigned char*>(p);
        for (size_t i = 0; i < n; ++i) {
            h ^= b[i];
            h *= 0x100000001b3ull;
        }
    }
    template <class T> void operator()(const T& v) {
        if constexpr (std::is_integral_v<T> || std::is_enum_v<T>) {
            const auto x = static_cast<int64_t>(v);
            bytes(&x, sizeof x);
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

} // namespace

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
