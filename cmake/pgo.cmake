# Profile-guided optimisation of the rules and the players (docs/architecture.md, "Hot-path
# conventions"; docs/benchmarks.md). The rules run as thousands of small functions chosen by
# frame kind, card and decision, in an order the processor cannot foresee; laid out and
# inlined by how often each path runs in real games, the engine plays about a tenth more games
# a second with the very same rule code.
#
# How: the same source tree is first built in <build>/pgo-training with GCC's instrumentation
# (only the benchmarks' programs and the libraries they use), which then plays random standard
# and Four Solo games and some advice (pgo_profile below). This build's libraries of the hot
# path are compiled with that profile. A change to a rule file rebuilds the training programs,
# runs them again, and recompiles the changed files with the new profile.
#
# GCC only (Linux packages and the README's build); other compilers build without it.

set(GALACTICA_PGO_LIBRARIES gamekit galactica_engine galactica_solo_rules galactica_solo_policy
    galactica_solo_advisor galactica_cli)

# The training build (the ExternalProject below): instrumented, writing its profile into
# pgo-profile, with each object's path relative to the build folder so that the optimised
# build finds it under its own.
if(GALACTICA_PGO_TRAINING)
    set(profileDir ${CMAKE_BINARY_DIR}/pgo-profile)
    foreach(library IN LISTS GALACTICA_PGO_LIBRARIES)
        target_compile_options(${library} PRIVATE -fprofile-generate=${profileDir}
            -fprofile-prefix-path=${CMAKE_BINARY_DIR} -fprofile-update=prefer-atomic)
    endforeach()
    foreach(program bench_engine bench_advisor)
        target_link_options(${program} PRIVATE -fprofile-generate)
    endforeach()
    # The games the profile comes from, run again only when a training program changed. The
    # old profile is removed first: a run adds its counts to those it finds.
    add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/pgo-profile.stamp
        COMMAND ${CMAKE_COMMAND} -E rm -rf ${profileDir}
        COMMAND bench_engine 1500 1
        COMMAND bench_engine 1500 1 solo
        COMMAND bench_advisor 300 0 1 1
        COMMAND bench_advisor 300 4 1 1
        COMMAND ${CMAKE_COMMAND} -E touch ${CMAKE_BINARY_DIR}/pgo-profile.stamp
        DEPENDS bench_engine bench_advisor
        COMMENT "Playing the profile-guided build's training games"
        VERBATIM)
    add_custom_target(pgo_profile DEPENDS ${CMAKE_BINARY_DIR}/pgo-profile.stamp)
    return()
endif()

if(NOT GALACTICA_PGO)
    return()
endif()
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "GNU" OR NOT GALACTICA_BUILD_TESTS)
    message(STATUS "GALACTICA_PGO: needs GCC and the benchmarks (GALACTICA_BUILD_TESTS); building without it")
    return()
endif()

include(ExternalProject)
set(trainingDir ${CMAKE_BINARY_DIR}/pgo-training)
set(trainingArgs -DCMAKE_BUILD_TYPE=${CMAKE_BUILD_TYPE} -DGALACTICA_PGO=OFF -DGALACTICA_PGO_TRAINING=ON
    -DGALACTICA_BUILD_GUI=OFF -DGALACTICA_BUILD_TESTS=ON -DCMAKE_CXX_COMPILER=${CMAKE_CXX_COMPILER}
    "-DCMAKE_CXX_FLAGS=${CMAKE_CXX_FLAGS}" "-DCMAKE_CXX_FLAGS_RELEASE=${CMAKE_CXX_FLAGS_RELEASE}"
    "-DCMAKE_PREFIX_PATH=${CMAKE_PREFIX_PATH}")
if(CMAKE_CXX_COMPILER_LAUNCHER)
    list(APPEND trainingArgs "-DCMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER}")
endif()
ExternalProject_Add(pgo_training
    SOURCE_DIR ${PROJECT_SOURCE_DIR}
    BINARY_DIR ${trainingDir}
    CMAKE_ARGS ${trainingArgs}
    BUILD_COMMAND ${CMAKE_COMMAND} --build ${trainingDir} --target pgo_profile
    BUILD_ALWAYS ON # its own build tool decides what changed; nothing to do costs a moment
    INSTALL_COMMAND ""
    USES_TERMINAL_BUILD ON)
foreach(library IN LISTS GALACTICA_PGO_LIBRARIES)
    # Partial training: a function the training games never ran (a rare card, the save reader)
    # is compiled as it would be without a profile, not shrunk as cold. The profile is always
    # made from these very sources (the dependency below), so a mismatch can only be a source
    # generated into each build folder (the card data image), whose path differs: no warning.
    target_compile_options(${library} PRIVATE -fprofile-use=${trainingDir}/pgo-profile
        -fprofile-prefix-path=${CMAKE_BINARY_DIR} -fprofile-partial-training -Wno-missing-profile
        -Wno-coverage-mismatch)
    add_dependencies(${library} pgo_training)
endforeach()
