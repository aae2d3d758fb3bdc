// The variant registry and the defaults of the Variant interface: a variant overrides only
// the hooks it needs.
#include "variant.h"

#include "rules.h"

namespace bsg {

namespace detail {
const Variant* g_variants[kVariantIdCount] = {};
}

void registerVariant(VariantId id, const Variant* variant) { detail::g_variants[size_t(id)] = variant; }

const Variant* findVariant(VariantId id) { return detail::g_variants[size_t(id)]; }

std::array<int, 2> variantSeatWords(const GameState& s, Seat seat) {
    if (const Variant* v = variantOf(s))
        return v->seatWords(s, seat);
    return {-1, -1};
}

LoyaltyCounts Variant::loyaltyCounts(const LoyaltyCounts& standard) const { return standard; }
std::optional<Flow> Variant::beforeFrame(Ctx&) const { return std::nullopt; }
void Variant::afterFrame(GameState&, const Frame&) const {}
void Variant::adjustDecision(GameState&, Seat, DecisionKind, OptionList&) const {}
bool Variant::playOutOfBand(GameState&, const Option&) const { return false; }
Flow Variant::runFrame(Ctx&) const { return Flow::Done; }
bool Variant::optionInRange(const GameState&, const Option&) const { return false; }
Frame Variant::revealFrame(Seat seat) const { return Frame{FrameKind::Reveal, 0, seat, 0, 0, 0}; }
void Variant::cardLeaving(GameState&, Seat, size_t) const {}
void Variant::handReset(GameState&, Seat) const {}
void Variant::cardsAdded(GameState&, Seat, std::span<const SkillCard>, HandAddition) const {}
std::array<int, 2> Variant::seatWords(const GameState&, Seat) const { return {-1, -1}; }
int Variant::faceUpHandCard(const GameState&, Seat) const { return -1; }
bool Variant::appendOptionId(std::string&, const GameState&, const Option&) const { return false; }
std::optional<std::string> Variant::decisionKindId(DecisionKind) const { return std::nullopt; }
std::optional<std::string> Variant::optionLabel(const GameState&, const Option&) const { return std::nullopt; }
std::optional<std::string> Variant::decisionPrompt(const GameState&) const { return std::nullopt; }
std::optional<std::string> Variant::eventText(const GameState&, const LogEvent&) const { return std::nullopt; }
bool Variant::decisionParked(const GameState&) const { return false; }

} // namespace bsg
