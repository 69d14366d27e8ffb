#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>

#include "TempDir.hpp"
#include "config/Settings.hpp"

using proofreader::host::Settings;

TEST_CASE("environment overrides the properties file, which overrides the fallback") {
  proofreader::test::TempDir dir;
  const std::string file = dir.path() + "/p.properties";
  std::ofstream(file)
      << "PROOFREADER_X_PORT = 8000\nPROOFREADER_X_NAME = from-file\nPROOFREADER_X_LIST = a, b,,c\n";
  ::setenv("PROOFREADER_X_NAME", "from-env", 1);
  Settings s(file);
  CHECK(s.get("PROOFREADER_X_NAME") == "from-env");
  CHECK(s.get_int("PROOFREADER_X_PORT", 1) == 8000);
  CHECK(s.get("PROOFREADER_X_MISSING", "fallback") == "fallback");
  CHECK(s.get_list("PROOFREADER_X_LIST") == std::vector<std::string>{"a", "b", "c"});
  s.set("PROOFREADER_X_NAME", "resolved");
  CHECK(s.get("PROOFREADER_X_NAME") == "resolved");
  ::unsetenv("PROOFREADER_X_NAME");
}

TEST_CASE("malformed numbers and booleans stop the start instead of being ignored") {
  ::setenv("PROOFREADER_X_BAD_INT", "80a", 1);
  ::setenv("PROOFREADER_X_BAD_BOOL", "maybe", 1);
  ::setenv("PROOFREADER_X_GOOD_BOOL", "FALSE", 1);
  Settings s("");
  CHECK_THROWS_AS(s.get_int("PROOFREADER_X_BAD_INT", 0), std::invalid_argument);
  CHECK_THROWS_AS(s.get_bool("PROOFREADER_X_BAD_BOOL", true), std::invalid_argument);
  CHECK_FALSE(s.get_bool("PROOFREADER_X_GOOD_BOOL", true));
  CHECK(s.get_bool("PROOFREADER_X_UNSET", true));
}

TEST_CASE("a setting with a fixed set of values refuses any other") {
  ::setenv("PROOFREADER_X_VERSION", "v3", 1);
  Settings s("");
  CHECK_THROWS_WITH(s.get_choice("PROOFREADER_X_VERSION", {"v1", "v2"}, "v2"),
                    Catch::Contains("PROOFREADER_X_VERSION") && Catch::Contains("v3"));
  ::setenv("PROOFREADER_X_VERSION", "v1", 1);
  CHECK(s.get_choice("PROOFREADER_X_VERSION", {"v1", "v2"}, "v2") == "v1");
  CHECK(s.get_choice("PROOFREADER_X_UNSET_VERSION", {"v1", "v2"}, "v2") == "v2");
  ::unsetenv("PROOFREADER_X_VERSION");
}

TEST_CASE("feature flags are derived from section names") {
  CHECK(proofreader::host::feature_flag_for("documents") == "FEATURE_DOCUMENTS");
  CHECK(proofreader::host::feature_flag_for("api-specs") == "FEATURE_API_SPECS");
}
