#pragma once
// For the thread-local variables the hot paths read (the log's flags, the odds' caches). The
// libraries are linked into the program's executables, so the initial-exec model holds: an
// access is a load from the thread's block, where the general model of position-independent
// code is a call the compiler must save registers around (a quiet log paid six pushes).
#if defined(__ELF__) && (defined(__GNUC__) || defined(__clang__))
#define GAMEKIT_HOT_TLS_MODEL [[gnu::tls_model("initial-exec")]]
#else
#define GAMEKIT_HOT_TLS_MODEL
#endif
#define GAMEKIT_HOT_THREAD_LOCAL GAMEKIT_HOT_TLS_MODEL thread_local
