#!/usr/bin/env python3
"""Compiles every translation unit of a build once more with clang and libc++ (the C++ library
of macOS), syntax only, with -Wall -Wextra -Wpedantic, so that code only GCC's library or GCC
accepts is caught on Linux (docs/packaging.md). Debian's Qt is built against libstdc++, so
nothing is linked: `-fsyntax-only` checks the code against libc++'s headers.

usage: tools/libcxx_check.py [BUILD_DIR] [JOBS]   (BUILD_DIR has compile_commands.json; default build)

Exit status 0 when every file compiles without a diagnostic in our sources; 1 otherwise (the
diagnostics are printed); 2 when the build directory or clang is missing.
"""
import concurrent.futures
import json
import os
import shlex
import shutil
import subprocess
import sys
import time

CHECK_FLAGS = ["-stdlib=libc++", "-Wall", "-Wextra", "-Wpedantic", "-fsyntax-only"]
# Flags of the GCC build that do not belong in a syntax check (outputs and dependency files).
DROP_WITH_VALUE = {"-o", "-MT", "-MF", "-MQ"}
DROP = {"-c", "-MD", "-MMD", "-Wno-missing-profile", "-Wno-coverage-mismatch"}
# The profile-guided build's flags (cmake/pgo.cmake) are GCC's, and concern code generation only.
DROP_PREFIXES = ("-fprofile-",)


def clang_command(entry, clang):
    args = entry["arguments"] if "arguments" in entry else shlex.split(entry["command"])
    # Skip a launcher (ccache) and the compiler itself: everything up to the first flag.
    while args and not args[0].startswith("-"):
        args = args[1:]
    kept, skip = [], False
    for a in args:
        if skip:
            skip = False
        elif a in DROP_WITH_VALUE:
            skip = True
        elif a in DROP or a.startswith(DROP_PREFIXES) or a == entry["file"]:
            continue
        else:
            kept.append(a)
    return [clang] + kept + CHECK_FLAGS + [entry["file"]]


def check(entry, clang):
    command = clang_command(entry, clang)
    result = subprocess.run(command, cwd=entry["directory"], capture_output=True, text=True)
    return entry["file"], result.returncode, result.stderr


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else "build"
    jobs = int(sys.argv[2]) if len(sys.argv) > 2 else (os.cpu_count() or 2)
    clang = shutil.which("clang++")
    database = os.path.join(build, "compile_commands.json")
    if not clang or not os.path.isfile(database):
        print(f"libcxx_check: needs clang++ and {database} (configure the build first)", file=sys.stderr)
        return 2
    with open(database) as f:
        entries = [e for e in json.load(f) if e["file"].endswith((".cpp", ".cc", ".cxx"))]
    started = time.monotonic()
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for file, status, diagnostics in pool.map(lambda e: check(e, clang), entries):
            if status != 0 or diagnostics.strip():
                failed += 1
                print(f"== {file}\n{diagnostics}", end="" if diagnostics.endswith("\n") else "\n", flush=True)
    seconds = time.monotonic() - started
    print(f"libcxx_check: {len(entries)} files with clang++ -stdlib=libc++ {' '.join(CHECK_FLAGS[1:4])}: "
          f"{failed} with diagnostics ({seconds:.0f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
