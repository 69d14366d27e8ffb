// The build signature the host compares with a plugin's: layout facts only.
#include <catch2/catch.hpp>

#include <proofreader/sdk/abi.hpp>

#include <string>

TEST_CASE("the build signature names the layout facts, not the compiler or its patch level") {
  const std::string signature = PROOFREADER_BUILD_SIGNATURE;
  CHECK(signature.find("libstdc++-" + std::to_string(_GLIBCXX_RELEASE)) != std::string::npos);
  CHECK(signature.find("cxx11-abi-" + std::to_string(_GLIBCXX_USE_CXX11_ABI)) != std::string::npos);
  CHECK(signature.find("ptr-" + std::to_string(sizeof(void*))) != std::string::npos);
  CHECK(signature.find("release-containers") != std::string::npos);
  CHECK(signature.find("poco-") != std::string::npos);
  // No Boost type crosses the boundary: a Boost upgrade must not refuse every plugin.
  CHECK(signature.find("boost") == std::string::npos);
  // A GCC or Clang patch release must not make every plugin incompatible.
  CHECK(signature.find(__VERSION__) == std::string::npos);
  CHECK(signature.find("gcc") == std::string::npos);
  CHECK(signature.find("clang") == std::string::npos);
}
