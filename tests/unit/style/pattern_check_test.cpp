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

namespace {

std::string refusal(const std::string& pattern, const std::string& flags = "") {
  try {
    proofreader::host::check_rule_pattern(pattern, flags);
    return "";
  } catch (const proofreader::sdk::ApiError& e) {
    return e.code();
  }
}

}  // namespace

TEST_CASE("rule pattern check: slow, empty-matching and too general patterns are refused", "[style][rules]") {
  CHECK(refusal("(a+)+$") == "slow_pattern");
  CHECK(refusal("(а|аа)+$") == "slow_pattern");
  CHECK(refusal("(\\w+\\s?)+$") == "slow_pattern");
  CHECK(refusal("x*") == "empty_match");
  CHECK(refusal("^", "m") == "empty_match");
  CHECK(refusal("\\w+") == "broad_pattern");
  CHECK(refusal("[а-яё]", "i") == "broad_pattern");
  CHECK(refusal(".") == "broad_pattern");
  CHECK(refusal("ab[c") == "bad_pattern");
  for (const char* useful :
       {"\\bТЗ\\b", "залогиниться", "\\bпо\\b", "ПО", "до", "после", "\\d+ ?%", "сервер[а-я]*"}) {
    INFO(useful);
    CHECK(refusal(useful, "i") == "");
  }
}

TEST_CASE("rule pattern matches are counted in code points", "[style][rules]") {
  const auto matches = proofreader::host::find_matches("ТЗ", "", "Моё ТЗ, ТЗ.", 10);
  REQUIRE(matches.size() == 2);
  CHECK(matches[0].start == 4);
  CHECK(matches[0].length == 2);
  CHECK(matches[1].start == 8);
  CHECK(proofreader::host::find_matches("ТЗ", "", "ТЗ ТЗ ТЗ", 2).size() == 2);
}
