#pragma once
// Card effects in words, for display (the desktop program's crisis card and tooltips).
#include "carddb.h"

#include <string>

namespace bsg {

// "Lose 1 morale; the Admiral discards 2 skill cards."
[[nodiscard]] std::string effectListText(ListId list);

// A crisis card as lines of text, each empty when the card has no such part.
struct CrisisCardText {
    std::string name, summary, choice, check, pass, partial, fail, special, activation, jump;
};
[[nodiscard]] CrisisCardText crisisCardText(CardIdx card);
// All of it in one text (tooltips).
[[nodiscard]] std::string crisisCardPlainText(CardIdx card);

} // namespace bsg
