#pragma once
// Four Solo 1.2 as the engine sees it: the Variant the engine calls for every game whose
// variant is VariantId::FourSolo (docs/architecture.md, "Four Solo"), registered by
// four_solo_variant.cpp. The rules themselves are in solo_rules.cpp, solo_cylon.cpp and
// active_cards.cpp.
#include "log_text.h"
#include "solo_rules_internal.h"

namespace bsg {

class FourSolo final : public Variant {
public:
    // 1.1 (the character set) is checked by the solo front end (newSoloGame, checkSoloGame).
    bool standardComposition() const override { return false; }
    // 1.2: 7 human + 1 Cylon cards, no sympathizer.
    LoyaltyCounts loyaltyCounts(const LoyaltyCounts&) const override { return LoyaltyCounts{1, 7, false}; }
    // 1.3: the player owns no loyalty card; every one is dealt face down.
    uint16_t dealtLoyaltySeenBy(Seat) const override { return 0; }
    // 3.1 puts every card in face down, so Investigative Committee has no effect and is not
    // offered (the variant's notes expect some cards to be useless).
    bool faceUpChecksPossible() const override { return false; }

    // solo_rules.cpp: the engine calls it before every frame of kSoloMomentFrames.
    std::optional<Flow> beforeFrame(Ctx& c) const override;
    void afterFrame(GameState& s, const Frame& finished) const override { soloAfterFrame(s, finished); }
    const FrameKindSet& beforeFrameKinds() const override { return kSoloMomentFrames; }
    const FrameKindSet& afterFrameKinds() const override { return kSoloAfterFrames; }
    // solo_rules.cpp: the engine calls it at every decision, and lands in the rules directly.
    void adjustDecision(GameState& s, Seat actor, DecisionKind kind, OptionList& options) const override;
    bool playOutOfBand(GameState& s, const Option& o) const override {
        if (o.verb != SoloVerb::PlayActive)
            return false;
        ++s.step; // 5.1: the decision stays pending
        soloPlayActive(s, Seat(o.a));
        return true;
    }
    Flow runFrame(Ctx& c) const override {
        switch (kindNumber(c.f.kind)) {
        case kindNumber(SoloFrame::ActiveCard): return runSoloActiveCard(c);
        case kindNumber(SoloFrame::AfterJump): return runSoloAfterJump(c);
        case kindNumber(SoloFrame::Reveal): return runSoloReveal(c);
        case kindNumber(SoloFrame::Resume): return runSoloResume(c);
        case kindNumber(SoloFrame::Window): return runSoloWindow(c);
        default: return Flow::Done;
        }
    }
    bool optionInRange(const GameState& s, const Option& o) const override {
        if (o.verb == SoloVerb::PlayActive)
            return o.a >= 0 && size_t(o.a) < s.players.size();
        if (o.verb == SoloVerb::ChooseActive)
            return o.a >= 0 && size_t(o.a) < db().skillCards.size();
        return false;
    }

    void cardLeaving(GameState& s, Seat seat, size_t index) const override { activeCardLeaving(s, seat, index); }
    void cardsAdded(GameState& s, Seat seat, std::span<const SkillCard> added, HandAddition how) const override {
        activeCardHandGrew(s, seat, added, how);
    }
    void handReset(GameState& s, Seat seat) const override { dropActiveCard(s, seat); }
    // A tester's reveal is Four Solo's own (8.1), ending the turn as at 9.
    Frame revealFrame(Seat seat) const override { return Frame{SoloFrame::Reveal, 0, seat, 1, 0, 0}; }
    std::array<int, 2> seatWords(const GameState& s, Seat seat) const override { return activeCardWords(s, seat); }

    int faceUpHandCard(const GameState& s, Seat seat) const override { return activeCardOf(s, seat); }
    // The protocol ids: saves hold them, never change one.
    bool appendOptionId(std::string& out, const GameState& s, const Option& o) const override {
        if (o.verb == SoloVerb::PlayActive)
            out.append("play_active:").append(characterId(s, Seat(o.a)));
        else if (o.verb == SoloVerb::ChooseActive)
            out.append("active:").append(db().skillCards[size_t(o.a)].id);
        else
            return false;
        return true;
    }
    std::optional<std::string> decisionKindId(DecisionKind k) const override {
        if (k == SoloDecision::ActiveCard)
            return "active_card";
        if (k == SoloDecision::ActiveWindow)
            return "active_window";
        return std::nullopt;
    }
    std::optional<std::string> optionLabel(const GameState& s, const Option& o) const override {
        if (o.verb == SoloVerb::ChooseActive)
            return text::skillCard(o.a);
        if (o.verb == Verb::Done && s.hasDecision && s.decision.kind == SoloDecision::ActiveWindow)
            return "Pass: play no Active Card now";
        if (o.verb != SoloVerb::PlayActive)
            return std::nullopt;
        const int card = activeCardOf(s, Seat(o.a));
        return "Play " + characterName(s, Seat(o.a)) + "'s Active Card" +
               (card >= 0 ? ": " + text::skillCard(card) : std::string());
    }
    std::optional<std::string> decisionPrompt(const GameState& s) const override {
        const std::string who = characterName(s, s.decision.actor);
        if (s.decision.kind == SoloDecision::ActiveCard)
            return "End of " + who + "'s turn: choose the card that lies face up as " + who +
                   "'s Active Card until its next turn.";
        if (s.decision.kind != SoloDecision::ActiveWindow)
            return std::nullopt;
        return std::string(soloMomentText(SoloMoment(s.decision.context))) +
               ": an Active Card may be played now (Four Solo 5.1), or pass to go on.";
    }
    std::optional<std::string> eventText(const GameState& s, const LogEvent& e) const override {
        return soloEventText(s, e);
    }
    bool decisionParked(const GameState& s) const override { return !s.variantState.parked.options.empty(); }
};

} // namespace bsg
