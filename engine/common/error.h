#pragma once
// A user-caused error, as every entry point reports it: a stable code (the protocol's list)
// and a message a person can read.
#include <string>
#include <string_view>

namespace gamekit {

struct Error {
    std::string code;
    std::string message;
};

// A short printable prefix of untrusted text for an error message: errors never echo a
// whole input back (at most `max` bytes, control characters shown as '?', never a UTF-8
// sequence cut in two).
[[nodiscard]] std::string excerpt(std::string_view text, size_t max = 48);

} // namespace gamekit
