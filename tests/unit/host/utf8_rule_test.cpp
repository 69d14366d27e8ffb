// kit/utf8.hpp: the one way the host and the plugins count code points, on
// valid and invalid text.
#include <catch2/catch.hpp>

#include <proofreader/kit/utf8.hpp>

#include <string>

#include "extract/utf8.hpp"

using namespace proofreader;

TEST_CASE("utf8: a well-formed sequence is one code point, any other byte one of its own") {
  CHECK(kit::utf8::code_points("ёж") == 2);
  CHECK(kit::utf8::code_points("a\xF0\x9F\x98\x80z") == 3);  // U+1F600
  CHECK(kit::utf8::code_points("\x80\x80") == 2);            // stray continuation bytes
  CHECK(kit::utf8::code_points("\xD0") == 1);                // a sequence cut short
  CHECK(kit::utf8::code_points("\xC0\xAF") == 2);            // overlong '/'
  CHECK(kit::utf8::code_points("\xED\xA0\x80") == 3);        // a surrogate
  CHECK(kit::utf8::code_points("\xF4\x90\x80\x80") == 4);    // past U+10FFFF
  CHECK(kit::utf8::code_points("\xD0\xB6\xD0") == 2);        // ж, then a cut one
  const auto bad = kit::utf8::decode("\xE2\x82", 0);
  CHECK(bad.cp == 0xFFFD);
  CHECK(bad.bytes == 1);
  const auto euro = kit::utf8::decode("\xE2\x82\xAC", 0);
  CHECK(euro.cp == 0x20AC);
  CHECK(euro.bytes == 3);
}

TEST_CASE("utf8: offsets and slices in code points") {
  const std::string text = "Ёж \x80ёлка";
  CHECK(kit::utf8::byte_offset(text, 0) == 0);
  CHECK(kit::utf8::byte_offset(text, 3) == 5);  // the stray byte
  CHECK(kit::utf8::byte_offset(text, 4) == 6);
  CHECK(kit::utf8::byte_offset(text, 8) == text.size());
  CHECK(kit::utf8::byte_offset(text, 9) == std::string::npos);
  CHECK(kit::utf8::code_points_before(text, 6) == 4);
  std::string_view out = "untouched";
  REQUIRE(kit::utf8::slice(text, 4, 4, out));
  CHECK(out == "ёлка");
  std::string_view kept = "untouched";
  CHECK_FALSE(kit::utf8::slice(text, 6, 3, kept));
  CHECK(kept == "untouched");
}

TEST_CASE("utf8: repair keeps the count and is what the extractors validate by") {
  const std::string broken = "a\x80\xD0\xB6\xE2\x82z";
  const std::string repaired = kit::utf8::repaired(broken);
  CHECK(repaired == "a\xEF\xBF\xBD\xD0\xB6\xEF\xBF\xBD\xEF\xBF\xBDz");
  CHECK(kit::utf8::code_points(repaired) == kit::utf8::code_points(broken));
  CHECK_FALSE(host::is_valid_utf8(broken));
  CHECK(host::is_valid_utf8(repaired));
  CHECK(host::repair_utf8(broken) == repaired);
  CHECK(host::is_valid_utf8("\xEF\xBF\xBD"));  // a real U+FFFD is text
}
