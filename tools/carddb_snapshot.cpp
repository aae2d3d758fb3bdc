// Build tool: loads resources/data/*.json with the engine's strict loader and writes the C++
// source that compiles the card data image into the engine (engine/data/carddb_snapshot.h).
// Usage: galactica_carddb_snapshot OUTPUT.cpp
#include "carddb_snapshot.h"

#include <QSaveFile>

#include <cstdio>

// The tool links the loader without the rules: the image holds the data alone, and the engine
// binds it to its rules when it starts (carddb_process.cpp).
std::string bsg::bindRules(CardDb&) { return {}; }

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: galactica_carddb_snapshot OUTPUT.cpp\n");
        return 2;
    }
    const bsg::LoadResult loaded = bsg::loadCardDb();
    if (!loaded.db) {
        std::fprintf(stderr, "galactica_carddb_snapshot: %s\n", loaded.error.c_str());
        return 1;
    }
    const std::string image = bsg::writeCardDbSnapshot(*loaded.db);
    std::string error;
    if (!bsg::readCardDbSnapshot(image, &error)) { // the reader must accept what the writer made
        std::fprintf(stderr, "galactica_carddb_snapshot: %s\n", error.c_str());
        return 1;
    }
    // An array initialiser rather than one string literal: some compilers cap literals at 64 KiB.
    std::string source = "// Made at build time by tools/carddb_snapshot.cpp from resources/data/*.json.\n"
                         "#include \"carddb_snapshot.h\"\n\nnamespace {\nconst unsigned char kImage[] = {";
    for (size_t i = 0; i < image.size(); ++i) {
        source += i % 24 == 0 ? "\n" : "";
        source += std::to_string(unsigned(static_cast<unsigned char>(image[i])));
        source += ',';
    }
    source += "\n};\n} // namespace\n\nstd::string_view bsg::builtInCardDbSnapshot() {\n"
              "    return {reinterpret_cast<const char*>(kImage), sizeof kImage};\n}\n";
    QSaveFile out(QString::fromLocal8Bit(argv[1]));
    if (!out.open(QIODevice::WriteOnly) || out.write(source.data(), qint64(source.size())) != qint64(source.size()) ||
        !out.commit()) {
        std::fprintf(stderr, "galactica_carddb_snapshot: cannot write %s: %s\n", argv[1],
                     qPrintable(out.errorString()));
        return 1;
    }
    return 0;
}
