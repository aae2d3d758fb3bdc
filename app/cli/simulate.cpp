#include "simulate.h"

#include "carddb.h"
#include "heuristic_player.h"
#include "rng.h"

#include <QJsonArray>

#include <algorithm>
#include <chrono>
#include <atomic>
#include <thread>

namespace bsg::cli {

std::vector<CharId> randomCharacters(uint64_t seed, bool solo, int players, BoxSet boxes) {
    const CardDb& d = db();
    Rng rng(seed ^ 0x5eedc4a2ac7e25ull);
    std::vector<CharId> chosen; // one block: a simulation sets up thousands of games
    chosen.reserve(size_t(std::max(players, 4)));
    // The pools are made from each character's type and whether it is taken, copied out of the
    // large character records into small arrays of ints and bools (a CharId numbers at most
    // 128 characters): arrays of byte-sized items would be reloaded after every item written.
    constexpr size_t kMostCharacters = 128;
    const size_t count = std::min(d.characters.size(), kMostCharacters);
    std::array<int, kMostCharacters> type;
    for (size_t c = 0; c < count; ++c)
        type[c] = int(d.characters[c].type);
    std::array<bool, kMostCharacters> taken{};
    for (size_t c = 0; c < count; ++c) // a character of a box not in play is never picked
        taken[c] = !(boxes & boxBit(d.characters[c].box));
    std::array<int, kMostCharacters> pool;
    uint32_t poolSize = 0;
    auto pick = [&] {
        const int c = pool[rng.below(poolSize)];
        taken[size_t(c)] = true;
        chosen.push_back(CharId(c));
        return c;
    };
    if (solo) {
        // One political leader, one military leader and one pilot, then any fourth.
        for (CharacterType t : {CharacterType::PoliticalLeader, CharacterType::MilitaryLeader, CharacterType::Pilot}) {
            poolSize = 0;
            for (size_t c = 0; c < count; ++c)
                if (type[c] == int(t) && !taken[c])
                    pool[poolSize++] = int(c);
            (void)pick();
        }
        poolSize = 0;
        for (size_t c = 0; c < count; ++c)
            if (!taken[c])
                pool[poolSize++] = int(c);
        (void)pick();
        rng.shuffle(chosen);
        return chosen;
    }
    constexpr int kSupport = int(CharacterType::Support);
    std::array<int, 3> counts{};
    while (int(chosen.size()) < players) {
        const int least = *std::min_element(counts.begin(), counts.end());
        poolSize = 0;
        for (size_t c = 0; c < count; ++c)
            if (!taken[c] && (type[c] == kSupport || counts[size_t(type[c])] == least))
                pool[poolSize++] = int(c);
        const int c = pick();
        if (type[size_t(c)] != kSupport)
            ++counts[size_t(type[size_t(c)])];
    }
    return chosen;
}

Setup fourSoloSetup(uint64_t seed) {
    Setup setup;
    setup.characters = randomCharacters(seed, true, 4);
    setup.seed = seed;
    setup.variant = VariantId::FourSolo;
    setup.difficulty = Difficulty::Normal;
    return setup;
}

GameResult playGame(uint64_t seed, const SimulateOptions& o) {
    const auto start = std::chrono::steady_clock::now();
    GameResult r;
    r.seed = seed;
    r.characters = randomCharacters(seed, o.solo, o.players, o.boxes);
    Setup setup;
    setup.characters = std::move(r.characters); // lent to the setup, and taken back below
    setup.seed = seed;
    setup.variant = o.solo ? bsg::VariantId::FourSolo : bsg::VariantId::None;
    setup.difficulty = o.difficulty;
    setup.boxes = o.boxes;
    Error error;
    // The last game this thread played lends its piles' room to this one (newGame).
    thread_local std::optional<GameState> finished;
    auto s = newGame(setup, &error, finished ? &*finished : nullptr);
    r.characters = std::move(setup.characters);
    if (!s)
        return r;
    const bool heuristic = o.policy == SimulatePolicy::Heuristic && o.solo;
    Rng chooser(seed * 0x9E3779B97F4A7C15ull + 1); // the random player's own dice
    while (!s->gameOver() && s->hasDecision && r.decisions < o.maxDecisions) {
        if (heuristic)
            (void)apply(*s, solo::policy::chooseHeuristic(*s));
        else
            (void)applyAt(*s, chooser.below(uint32_t(s->decision.options.size())));
        ++r.decisions;
    }
    r.over = s->over;
    r.unimplemented = s->unimplemented;
    r.turns = s->turn;
    r.difficulty = setup.difficulty;
    r.rulesRevision = setup.rulesRevision;
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    finished = std::move(s);
    return r;
}

GameResult playRandomGame(uint64_t seed, bool solo, int players, int maxDecisions) {
    SimulateOptions o;
    o.solo = solo;
    o.players = players;
    o.maxDecisions = maxDecisions;
    return playGame(seed, o);
}

QJsonObject resultJson(const GameResult& r) {
    QJsonArray chars;
    for (CharId c : r.characters)
        chars.append(QString::fromStdString(db().characters[size_t(c)].id));
    const bool finished = r.over.winner != Side::None;
    return QJsonObject{{"seed", qint64(r.seed)},
                       {"characters", chars},
                       {"winner", !finished ? "none" : r.over.winner == Side::Human ? "humans" : "cylons"},
                       {"reason", QString::fromUtf8(kEndReasonIds[size_t(r.over.reason)].data())},
                       {"decisions", qint64(r.decisions)},
                       {"turns", r.turns},
                       {"unimplemented", r.unimplemented}};
}

QJsonObject simulate(const SimulateOptions& o, const std::function<void(const GameResult&)>& perGame) {
    const auto start = std::chrono::steady_clock::now();
    const int threads = std::max(1, std::min(o.threads, o.games));
    int human = 0, cylon = 0, unfinished = 0;
    int64_t decisions = 0, unimplemented = 0;
    QJsonObject reasons;
    for (size_t k = 1; k < kEndReasonIds.size(); ++k)
        reasons[QString::fromUtf8(kEndReasonIds[k].data())] = 0;
    // Batches of games: the threads share one batch, then its results are reported in order.
    // A thread takes the next game when it is free (games differ a lot in length, so a fixed
    // split left one thread idle), and a batch is long enough that its last game is a small
    // part of it.
    const int batch = 1024 * threads;
    std::vector<GameResult> results;
    for (int first = 0; first < o.games; first += batch) {
        const int count = std::min(batch, o.games - first);
        results.assign(size_t(count), GameResult{});
        std::atomic<int> next{0};
        // Game i always uses seed + i, so the results do not depend on the thread count.
        auto work = [&](int) {
            for (int i = next++; i < count; i = next++)
                results[size_t(i)] = playGame(o.seed + uint64_t(first) + uint64_t(i), o);
        };
        std::vector<std::thread> pool;
        for (int t = 1; t < std::min(threads, count); ++t)
            pool.emplace_back(work, t);
        work(0);
        for (auto& t : pool)
            t.join();
        for (const GameResult& r : results) {
            if (perGame)
                perGame(r);
            decisions += r.decisions;
            unimplemented += r.unimplemented;
            if (r.over.winner == Side::Human)
                ++human;
            else if (r.over.winner == Side::Cylon)
                ++cylon;
            else
                ++unfinished;
            if (r.over.reason != EndReason::None) {
                const QString key = QString::fromUtf8(kEndReasonIds[size_t(r.over.reason)].data());
                reasons[key] = reasons[key].toInt() + 1;
            }
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return QJsonObject{{"games", o.games},
                       {"seed", qint64(o.seed)},
                       {"mode", o.solo ? "solo" : "standard"},
                       {"players", o.solo ? 4 : o.players},
                       {"policy", o.policy == SimulatePolicy::Heuristic ? "heuristic" : "random"},
                       {"difficulty", o.difficulty == Difficulty::Easy ? "easy" : o.difficulty == Difficulty::Hard ? "hard" : "normal"},
                       {"human_wins", human},
                       {"cylon_wins", cylon},
                       {"unfinished", unfinished},
                       {"end_reasons", reasons},
                       {"decisions", qint64(decisions)},
                       {"unimplemented", qint64(unimplemented)},
                       {"seconds", seconds},
                       {"games_per_second", seconds > 0 ? o.games / seconds : 0.0},
                       {"decisions_per_second", seconds > 0 ? double(decisions) / seconds : 0.0}};
}

} // namespace bsg::cli
