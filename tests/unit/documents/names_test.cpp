#include <catch2/catch.hpp>

#include <proofreader/sdk/http.hpp>

#include "NameRules.hpp"

using proofreader::documents::normalized_name;

namespace {

std::string refusal(const std::string& name) {
  try {
    normalized_name(name);
  } catch (const proofreader::sdk::ApiError& e) {
    CHECK(e.status() == 400);
    CHECK(e.code() == "bad_name");
    return e.what();
  }
  return {};
}

}  // namespace

TEST_CASE("names: ordinary and Cyrillic names pass unchanged", "[documents][names]") {
  CHECK(normalized_name("Руководство администратора.docx") == "Руководство администратора.docx");
  CHECK(normalized_name("..hidden") == "..hidden");
  CHECK(normalized_name(std::string(255, 'a')) == std::string(255, 'a'));
}

TEST_CASE("names: hostile names are refused with the rule they break", "[documents][names]") {
  CHECK(refusal("../x").find("/") != std::string::npos);
  CHECK(refusal("/etc").find("/") != std::string::npos);
  CHECK(refusal("a\\b").find("\\") != std::string::npos);
  CHECK(refusal(std::string("a\0b", 3)).find("NUL") != std::string::npos);
  CHECK(refusal("a\nb").find("control") != std::string::npos);
  CHECK(refusal("a\x7f").find("control") != std::string::npos);
  CHECK(refusal("a\xc2\x85").find("control") != std::string::npos);  // U+0085, a C1 control
  CHECK(refusal(".") != "");
  CHECK(refusal("..") != "");
  CHECK(refusal("") != "");
  CHECK(refusal(std::string(256, 'a')).find("255") != std::string::npos);
  CHECK(refusal(std::string(300, 'a')).find("255") != std::string::npos);
  CHECK(refusal("\xff\xfe").find("UTF-8") != std::string::npos);
}

TEST_CASE("names: the 255-byte limit counts bytes, not characters", "[documents][names]") {
  std::string cyrillic;
  for (int i = 0; i < 127; ++i) cyrillic += "ж";  // 254 bytes
  CHECK(normalized_name(cyrillic) == cyrillic);
  CHECK(refusal(cyrillic + "ж") != "");
}

TEST_CASE("names: names differing only in normalisation become one name (NFC)", "[documents][names]") {
  const std::string precomposed = "\xd0\xb9";         // й U+0439
  const std::string decomposed = "\xd0\xb8\xcc\x86";  // и U+0438 + combining breve U+0306
  CHECK(precomposed != decomposed);
  CHECK(normalized_name("отчёт-" + decomposed + ".txt") == normalized_name("отчёт-" + precomposed + ".txt"));
  CHECK(normalized_name("e\xcc\x81") == "\xc3\xa9");  // e + acute → é
}
