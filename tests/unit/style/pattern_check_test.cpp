#include <catch2/catch.hpp>
#include <proofreader/sdk/http.hpp>

#include "guides/PatternCheck.hpp"

TEST_CASE("pattern check: a bad pattern is a 400 naming the position", "[style][rules]") {
  CHECK_NOTHROW(proofreader::host::check_pattern("колонк[аи]", "i"));
  try {
    proofreader::host::check_pattern("ab(cd", "");
    FAIL("accepted");
  } catch (const proofreader::sdk::ApiError& e) {
    CHECK(e.status() == 400);
    CHECK(e.code() == "bad_pattern");
    CHECK(std::string(e.message_en()).find("position 5") != std::string::npos);
  }
  CHECK_THROWS_AS(proofreader::host::check_pattern("a", "z"), proofreader::sdk::ApiError);
  CHECK_THROWS_AS(proofreader::host::check_pattern("", ""), proofreader::sdk::ApiError);
}
