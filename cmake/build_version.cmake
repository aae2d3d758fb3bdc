# Run at every build (app/CMakeLists.txt): writes the program's full version, the project
# version plus `git describe` when the sources are a git checkout, into OUTPUT. The file is
# rewritten only when the text changes, so an unchanged checkout recompiles nothing.
# In: SOURCE_DIR, VERSION (the project version), TEMPLATE, OUTPUT.
set(description "")
find_package(Git QUIET)
if(GIT_FOUND)
    execute_process(COMMAND "${GIT_EXECUTABLE}" describe --tags --always --dirty
                    WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE status
                    OUTPUT_VARIABLE description OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(NOT status EQUAL 0)
        set(description "") # not a checkout (a source tarball): the project version alone
    endif()
endif()
if(description STREQUAL "")
    set(GALACTICA_FULL_VERSION "${VERSION}")
else()
    set(GALACTICA_FULL_VERSION "${VERSION} (git ${description})")
endif()
configure_file("${TEMPLATE}" "${OUTPUT}" @ONLY)
