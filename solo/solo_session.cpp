#include "solo_session.h"

#include "carddb.h"

namespace bsg::solo {

std::optional<Error> checkSoloCharacters(const std::vector<CharId>& characters) {
    if (characters.size() != 4)
        return Error{"bad_setup", "Four Solo is played with exactly 4 characters; " +
                                      std::to_string(characters.size()) + " were given."};
    bool political = false, military = false, pilot = false;
    for (CharId c : characters) {
        if (c < 0 || c >= CharId(db().characters.size()))
            return Error{"bad_setup", "Unknown character."};
        const CharacterType t = db().characters[size_t(c)].type;
        political |= t == CharacterType::PoliticalLeader;
        military |= t == CharacterType::MilitaryLeader;
        pilot |= t == CharacterType::Pilot;
    }
    std::string missing;
    if (!political)
        missing += " a political leader";
    if (!military)
        missing += std::string(missing.empty() ? "" : ",") + " a military leader";
    if (!pilot)
        missing += std::string(missing.empty() ? "" : ",") + " a pilot";
    if (!missing.empty())
        return Error{"bad_setup", "Four Solo needs at least one political leader, one military leader and one pilot; "
                                  "missing:" + missing + "."};
    return std::nullopt;
}

} // namespace bsg::solo
