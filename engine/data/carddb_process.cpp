// The process-wide card data behind db(): read from the image compiled into the program
// (carddb_snapshot.h), which takes a small fraction of the time parsing the JSON takes.
#include "carddb.h"
#include "carddb_snapshot.h"

#include <cstdio>
#include <cstdlib>

namespace bsg {

namespace {

CardDb& processDb() {
    static CardDb instance = [] {
        std::string why;
        if (auto image = readCardDbSnapshot(builtInCardDbSnapshot(), &why)) {
            // The image holds the data alone: its rules are bound here, at start-up.
            if (const std::string unbound = bindRules(*image); !unbound.empty()) {
                std::fprintf(stderr, "galactica-solo: the built-in card data names a rule the program lacks: %s\n",
                             unbound.c_str());
                std::abort();
            }
            return std::move(*image);
        }
        // A broken image is a fault of the build; the JSON it was made from is compiled in too.
        std::fprintf(stderr, "galactica-solo: the built-in card data image is unusable (%s); reading the JSON\n",
                     why.c_str());
        LoadResult r = loadCardDb();
        if (!r.db) {
            std::fprintf(stderr, "galactica-solo: the built-in card data is broken: %s\n", r.error.c_str());
            std::abort();
        }
        return std::move(*r.db);
    }();
    return instance;
}

} // namespace

namespace detail {
std::atomic<const CardDb*> g_loadedDb{nullptr};

const CardDb& loadDbOnce() {
    CardDb& loaded = processDb();
    g_loadedDb.store(&loaded, std::memory_order_release);
    return loaded;
}
} // namespace detail

CardDb& cardDbForTests() {
    (void)detail::loadDbOnce();
    return processDb(); // the same object db() reads: tests swap its contents, not its address
}

} // namespace bsg
