// galactica-solo-cli: the testers' interface (docs/protocol.md): play, replay, simulate.
#include "build_version.h"
#include "game.h"
#include "short_process.h"
#include "released_boxes.h"
#include "session.h"
#include "simulate.h"
#include "simulate_records.h"
#include "solo_game.h"
#include "view.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

namespace {

// False when the line could not be written whole (a full disk, a closed file).
[[nodiscard]] bool printLine(const QJsonObject& o) {
    const QByteArray line = QJsonDocument(o).toJson(QJsonDocument::Compact);
    const bool written = std::fwrite(line.constData(), 1, size_t(line.size()), stdout) == size_t(line.size()) &&
                         std::fputc('\n', stdout) != EOF;
    return std::fflush(stdout) == 0 && written;
}

int outputFailed() {
    std::fprintf(stderr, "galactica-solo-cli: the output could not be written: %s\n", std::strerror(errno));
    return 4;
}

void printUsage(FILE* to) {
    std::fprintf(to,
                 "usage:\n"
                 "  galactica-solo-cli play                      JSON lines on stdin/stdout\n"
                 "  galactica-solo-cli replay FILE [--to N] [--view solo|full] [--verify]\n"
                 "  galactica-solo-cli simulate --games N [--seed S] [--mode solo|standard] [--players P]\n"
                 "                              [--policy random|heuristic] [--difficulty easy|normal|hard]\n"
                 "                              [--threads K] [--jsonl] [--db FILE] [--boxes ID,...]\n"
                 "  galactica-solo-cli --version | --help\n");
}

int usage() {
    printUsage(stderr);
    return 2;
}

// --help and --version: the answer on stdout, exit status 0 (the conventions of GNU programs).
int help() {
    std::printf("galactica-solo-cli: plays Battlestar Galactica: The Board Game and its Four Solo variant\n"
                "for testers and scripts. Requests, responses and exit statuses: man galactica-solo-cli.\n\n");
    printUsage(stdout);
    return std::fflush(stdout) == 0 && !std::ferror(stdout) ? 0 : outputFailed();
}

int version() {
    std::printf("galactica-solo-cli %s\n", bsg::fullVersion());
    return std::fflush(stdout) == 0 && !std::ferror(stdout) ? 0 : outputFailed();
}

int play() {
    bsg::cli::Session session;
    bsg::cli::LineReader reader(stdin);
    QByteArray line;
    for (;;) {
        const auto status = reader.next(line);
        if (status == bsg::cli::LineReader::Status::End)
            break;
        if (status == bsg::cli::LineReader::Status::TooLong) {
            if (!printLine(bsg::cli::errorResponse("bad_request", "The request line is longer than " +
                                                                      std::to_string(bsg::cli::kMaxRequestBytes) + " bytes.")))
                return outputFailed();
            continue;
        }
        if (const auto response = session.handleLine(line); response && !printLine(*response))
            return outputFailed();
    }
    return 0;
}

// `replay --verify` of a save whose checkpoint hashes this program cannot compute (versions
// 1 and 2 hashed the log's sentences): the replay was checked, the hashes were not, so it is
// no pass (docs/protocol.md, "What --verify proves"). 0 for any other save.
int unverifiedHashes(const bsg::Game& game) {
    if (game.loadedVersion() >= bsg::kFirstHashedSaveVersion)
        return 0;
    std::fprintf(stderr,
                 "galactica-solo-cli: a version %d save: every entry replayed and every checkpoint's step was "
                 "reached, but its checkpoint hashes cannot be recomputed by this program, so it is not verified.\n",
                 game.loadedVersion());
    return 5;
}

// Its arguments are read as the bytes they are: a replay touches no more of Qt than it needs.
int replay(int argc, char** argv) {
    std::string file;
    std::string_view view = "full";
    int to = -1;
    bool verify = false;
    for (int i = 2; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "--to" && i + 1 < argc) {
            const std::string_view n = argv[++i];
            const auto [end, ec] = std::from_chars(n.data(), n.data() + n.size(), to);
            if (ec != std::errc() || end != n.data() + n.size() || to < 0)
                return usage();
        } else if (a == "--view" && i + 1 < argc) {
            view = argv[++i];
            if (view != "solo" && view != "full")
                return usage();
        } else if (a == "--verify") {
            verify = true;
        } else if (file.empty() && !a.starts_with("--")) {
            file = a;
        } else {
            return usage();
        }
    }
    if (file.empty())
        return usage();
    bsg::Error error;
    auto game = bsg::Game::loadFile(file, &error, to, verify);
    if (!game) {
        std::fprintf(stderr, "galactica-solo-cli: %s\n", error.message.c_str());
        return error.code == "checkpoint_mismatch" ? 3 : 2;
    }
    const bsg::GameState& s = game->state();
    bool printed = false;
    if (view == "solo" && game->setup().variant == bsg::VariantId::FourSolo) { // exactly what the Four Solo player may see
        printed = printLine(bsg::solo::soloView(s));
    } else {
        bsg::Visibility v = view == "full" ? bsg::Visibility::everything() : bsg::Visibility::forSeat(s, s.current);
        v.variantView = view == "solo";
        printed = printLine(bsg::projectState(s, v));
    }
    if (!printed)
        return outputFailed();
    return verify ? unverifiedHashes(*game) : 0;
}

// A count or seed argument: decimal digits only, as every seed is read (bsg::readDecimal),
// so " 11", "+11" and "11 " are refused rather than read as 11.
template <class T> bool readNumber(const QString& text, T& out, uint64_t max) {
    const auto value = bsg::readDecimal(text.toStdString());
    if (!value || *value > max)
        return false;
    out = T(*value);
    return true;
}

int simulate(const QStringList& args) {
    bsg::cli::SimulateOptions o;
    QString policy = QStringLiteral("random"), dbPath; // --db: the statistics database to record into
    bool playersGiven = false;
    constexpr uint64_t kIntMax = 2147483647;
    for (int i = 0; i < args.size(); ++i) {
        const QString a = args[i];
        const bool hasValue = i + 1 < args.size();
        bool ok = true;
        if (a == "--games" && hasValue)
            ok = readNumber(args[++i], o.games, kIntMax);
        else if (a == "--seed" && hasValue)
            ok = readNumber(args[++i], o.seed, UINT64_MAX);
        else if (a == "--players" && hasValue) {
            ok = readNumber(args[++i], o.players, kIntMax);
            playersGiven = true;
        } else if (a == "--threads" && hasValue)
            ok = readNumber(args[++i], o.threads, kIntMax);
        else if (a == "--mode" && hasValue) {
            const QString m = args[++i];
            ok = m == "solo" || m == "standard";
            o.solo = m == "solo";
        } else if (a == "--policy" && hasValue) {
            policy = args[++i];
            ok = policy == "random" || policy == "heuristic";
            o.policy = policy == "heuristic" ? bsg::cli::SimulatePolicy::Heuristic : bsg::cli::SimulatePolicy::Random;
        } else if (a == "--difficulty" && hasValue) {
            const QString d = args[++i];
            ok = d == "easy" || d == "normal" || d == "hard";
            o.difficulty = d == "easy" ? bsg::Difficulty::Easy : d == "hard" ? bsg::Difficulty::Hard : bsg::Difficulty::Normal;
        } else if (a == "--boxes" && hasValue) {
            for (const QString& id : args[++i].split(u',')) // the base game is always in play
                if (auto why = bsg::addBox(o.boxes, id.toStdString())) {
                    std::fprintf(stderr, "galactica-solo-cli: --boxes: %s\n", why->c_str());
                    return 2;
                }
        } else if (a == "--db" && hasValue) {
            dbPath = args[++i];
            ok = !dbPath.isEmpty();
        } else if (a == "--jsonl")
            o.jsonl = true;
        else
            ok = false;
        if (!ok)
            return usage();
    }
    if (o.games < 1 || o.games > bsg::cli::kMaxSimulatedGames || o.players < 3 || o.players > 6 || o.threads < 1 ||
        o.threads > bsg::cli::kMaxSimulateThreads)
        return usage();
    if (o.solo && playersGiven && o.players != 4) {
        std::fprintf(stderr, "galactica-solo-cli: a Four Solo game has 4 characters: --players %d does not fit --mode solo\n",
                     o.players);
        return 2;
    }
    if (o.policy == bsg::cli::SimulatePolicy::Heuristic && !o.solo) {
        std::fprintf(stderr, "galactica-solo-cli: --policy heuristic plays Four Solo games only: add --mode solo\n");
        return 2;
    }
    // A database that cannot be written is reported, and the games are played all the same.
    bsg::cli::SimulateRecorder recorder(o.solo, o.boxes, policy);
    if (!dbPath.isEmpty())
        if (const QString why = recorder.open(dbPath); !why.isEmpty())
            std::fprintf(stderr, "galactica-solo-cli: the games will not be recorded: %s\n", qPrintable(why));
    bool outputWritten = true;
    QJsonObject summary = bsg::cli::simulate(o, [&](const bsg::cli::GameResult& r) {
        if (o.jsonl && outputWritten)
            outputWritten = printLine(bsg::cli::resultJson(r));
        if (!dbPath.isEmpty())
            recorder.add(r);
    });
    if (dbPath.isEmpty())
        return printLine(summary) && outputWritten ? 0 : outputFailed();
    const bool opened = recorder.error().isEmpty();
    const QString why = recorder.finish();
    if (!why.isEmpty() && opened)
        std::fprintf(stderr, "galactica-solo-cli: recording stopped: %s\n", qPrintable(why));
    summary["recorded"] = recorder.recorded();
    if (!why.isEmpty())
        summary["db_error"] = why;
    if (!printLine(summary) || !outputWritten)
        return outputFailed();
    return why.isEmpty() ? 0 : 4;
}

} // namespace

int main(int argc, char** argv) {
    bsg::openReleasedBoxes(); // before any game is set up, replayed or loaded
    const std::string_view command = argc > 1 ? argv[1] : "";
    // A replay is one short process (testers run thousands): it needs no event loop, plugins
    // or application object, and constructing one is about a tenth of its time.
    if (command == "replay") {
        bsg::cli::preferLargeHeapPages();
        const int code = replay(argc, argv); // its output is flushed (printLine)
        bsg::cli::endWithoutCleanup(code);
        return code;
    }
    if (command == "--version")
        return version();
    if (command == "--help" || command == "-h")
        return help();
    QStringList args;
    for (int i = 2; i < argc; ++i)
        args.append(QString::fromLocal8Bit(argv[i]));
    QCoreApplication app(argc, argv);
    if (command == "play")
        return play();
    if (command == "simulate")
        return simulate(args);
    return usage();
}
