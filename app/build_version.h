#pragma once

namespace bsg {

// The program's version for --version and bug reports: GALACTICA_VERSION (the project version
// in CMakeLists.txt, which saves carry) followed by "(git <describe>)" when it was built from a
// git checkout. Generated at build time (cmake/build_version.cmake).
const char* fullVersion();

} // namespace bsg
