#include <catch2/catch.hpp>

#include "word_scanner.hpp"

using proofreader::style::scan_words;

// The scanner counts letters as the Russian library does (letters.hpp).
TEST_CASE("style: a stressed word and a word with é are one word each", "[style][words]") {
  const auto words = scan_words("ударе́ние café");
  REQUIRE(words.size() == 2);
  CHECK(words[0].text == "ударе́ние");
  CHECK(words[0].length == 9);
  CHECK(words[1].text == "café");
}
