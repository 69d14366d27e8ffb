#include <catch2/catch.hpp>

#include "proofreader/russian/letters.hpp"
#include "proofreader/russian/tokenizer.hpp"

using proofreader::russian::is_letter;

TEST_CASE("russian: letters are Latin, Latin-1 and Extended, all of Cyrillic, and the stress mark",
          "[letters]") {
  for (char32_t c : {U'a', U'Z', U'ж', U'Ё', U'ё', U'ї', U'é', U'Å', U'ß', U'ł', U'\u0301'})
    CHECK(is_letter(c));
  for (char32_t c : {U'0', U'-', U' ', U'×', U'÷', U'«', U'\u00AD', U'\u2013'}) CHECK_FALSE(is_letter(c));
}

TEST_CASE("russian: a word with a combining stress mark, or with é, is one word", "[letters]") {
  const auto tokens = proofreader::russian::tokenize("ударе́ние и café").tokens;
  REQUIRE(tokens.size() == 5);
  CHECK(tokens[0].text == "ударе́ние");
  CHECK(tokens[4].text == "café");
}
