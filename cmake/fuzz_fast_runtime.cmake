# Link options of the fast fuzz build (GALACTICA_FUZZ_FAST): UndefinedBehaviorSanitizer and
# LeakSanitizer, no AddressSanitizer.
#
# clang 14's driver takes -fsanitize=undefined,leak but then links LeakSanitizer's runtime
# alone, which lacks UBSan's handlers (undefined __ubsan_handle_*). The two share
# sanitizer_common, so UBSan's standalone archives, linked after every program's objects (the
# standard libraries' place), supply just the handlers. Checked here by linking a program that
# needs them (vptr checks need the _cxx archive).
include(CheckCXXSourceCompiles)

set(_fuzz_fast_probe [=[
struct Base { virtual ~Base() = default; virtual int f() { return 1; } };
int shift(int a, int b) { return a << b; }
int main(int argc, char**) { Base b; Base* p = argc > 5 ? nullptr : &b; return p->f() + shift(argc, argc); }
]=])
set(CMAKE_REQUIRED_FLAGS "-fsanitize=undefined -fno-sanitize-recover=undefined")
set(CMAKE_REQUIRED_QUIET ON)

set(CMAKE_REQUIRED_LINK_OPTIONS -fsanitize=undefined,leak)
check_cxx_source_compiles("${_fuzz_fast_probe}" GALACTICA_FUZZ_FAST_LINKS_UBSAN_WITH_LSAN)
if(GALACTICA_FUZZ_FAST_LINKS_UBSAN_WITH_LSAN)
    add_link_options(-fsanitize=undefined,leak)
    return()
endif()

set(_ubsan_archives)
foreach(archive libclang_rt.ubsan_standalone-x86_64.a libclang_rt.ubsan_standalone_cxx-x86_64.a)
    execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=${archive}
                    OUTPUT_VARIABLE _path OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(IS_ABSOLUTE "${_path}" AND EXISTS "${_path}")
        list(APPEND _ubsan_archives "${_path}")
    endif()
endforeach()
set(CMAKE_REQUIRED_LIBRARIES ${_ubsan_archives})
check_cxx_source_compiles("${_fuzz_fast_probe}" GALACTICA_FUZZ_FAST_LINKS_UBSAN_ARCHIVES)
if(NOT GALACTICA_FUZZ_FAST_LINKS_UBSAN_ARCHIVES)
    message(FATAL_ERROR "GALACTICA_FUZZ_FAST: clang cannot link UndefinedBehaviorSanitizer with LeakSanitizer "
                        "(tried -fsanitize=undefined,leak, then with ${_ubsan_archives})")
endif()
message(STATUS "Fast fuzz build: LeakSanitizer's runtime with UBSan's archives: ${_ubsan_archives}")
add_link_options(-fsanitize=undefined,leak)
list(JOIN _ubsan_archives " " _ubsan_archives)
string(APPEND CMAKE_CXX_STANDARD_LIBRARIES " ${_ubsan_archives}")
