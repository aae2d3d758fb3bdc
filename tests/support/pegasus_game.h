#pragma once
// Pegasus games for the box's tests. Pegasus is not open to players until all its rules are in
// (box.h: registerBox); its tests open it for their own process first.
#include "box.h"
#include "engine.h"
#include "rules.h"
#include "test_support.h"

#include <QtGlobal>

#include <string>
#include <vector>

namespace bsg::test {

// Lets games of this process put Pegasus in play (call before the first Pegasus game).
inline void registerPegasusForTests() { registerBox(Box::Pegasus); }

inline constexpr BoxSet kWithPegasus = kBaseGameBoxes | boxBit(Box::Pegasus);

// The setup of a game with Pegasus in play: these characters (seat order), this seed and
// variant (VariantId::FourSolo needs the solo library linked).
inline Setup pegasusSetup(const std::vector<std::string>& characters, uint64_t seed,
                          VariantId variant = VariantId::None) {
    Setup setup;
    for (const std::string& id : characters) {
        const int c = db().character(id);
        if (c < 0)
            qFatal("no character '%s'", id.c_str());
        setup.characters.push_back(CharId(c));
    }
    setup.seed = seed;
    setup.variant = variant;
    setup.boxes = kWithPegasus;
    return setup;
}

// A game with Pegasus in play, run to its first decision (registers Pegasus for the process).
inline GameState pegasusGame(const std::vector<std::string>& characters, uint64_t seed = 1,
                             VariantId variant = VariantId::None) {
    registerPegasusForTests();
    Error error;
    auto s = newGame(pegasusSetup(characters, seed, variant), &error);
    if (!s)
        qFatal("bad Pegasus setup: %s", error.message.c_str());
    return *s;
}

// The crises fixture's cast (Roslin President, Adama Admiral, Thrace, Tyrol) with Pegasus in
// play, at its first Movement decision.
inline GameState startedPegasusGame(uint64_t seed) {
    GameState s = pegasusGame({"laura_roslin", "william_adama", "kara_thrace", "galen_tyrol"}, seed);
    playUntil(s, [](const GameState& g) { return g.hasDecision && g.decision.kind == DecisionKind::Movement; });
    return s;
}

} // namespace bsg::test
