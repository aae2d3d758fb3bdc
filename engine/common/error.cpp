#include "error.h"

#include <algorithm>
#include <cstdint>

namespace gamekit {

std::string excerpt(std::string_view text, size_t max) {
    size_t n = std::min(text.size(), max);
    while (n > 0 && n < text.size() && (uint8_t(text[n]) & 0xC0) == 0x80)
        --n; // never cut a UTF-8 sequence in two
    std::string out(text.substr(0, n));
    for (char& ch : out)
        if (uint8_t(ch) < 0x20 || ch == 0x7f)
            ch = '?';
    if (n < text.size())
        out += "...";
    return out;
}

} // namespace gamekit
