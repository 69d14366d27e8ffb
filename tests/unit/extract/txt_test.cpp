// TXT extraction: Cyrillic in every supported encoding, paragraphs and lists.
#include <catch2/catch.hpp>

#include <iconv.h>

#include <stdexcept>
#include <string>

#include "extract/extractor.hpp"

using proofreader::host::extract;
using proofreader::host::Format;

namespace {

const std::string kText =
    "Программа проверяет орфографию и пунктуацию в технической документации.\n"
    "Она работает на сервере и не отправляет тексты наружу.\n"
    "\n"
    "Перед установкой прочитайте руководство администратора и подготовьте сервер.\n"
    "- первый шаг установки\n"
    "* второй шаг установки\n"
    "1. третий шаг, пронумерованный\n"
    "\n"
    "Съешь же ещё этих мягких французских булок да выпей чаю.\n";

const std::vector<std::pair<std::string, std::string>> kExpected = {
    {"paragraph",
     "Программа проверяет орфографию и пунктуацию в технической документации. Она работает на сервере и не "
     "отправляет тексты наружу."},
    {"paragraph", "Перед установкой прочитайте руководство администратора и подготовьте сервер."},
    {"list_item", "первый шаг установки"},
    {"list_item", "второй шаг установки"},
    {"list_item", "третий шаг, пронумерованный"},
    {"paragraph", "Съешь же ещё этих мягких французских булок да выпей чаю."},
};

// Encodes the UTF-8 fixture with glibc's iconv, as another program would have.
std::string encode(const std::string& utf8, const char* charset) {
  iconv_t cd = iconv_open(charset, "UTF-8");
  if (cd == reinterpret_cast<iconv_t>(-1)) throw std::runtime_error("iconv_open failed");
  std::string out(utf8.size() * 4, '\0');
  char* in = const_cast<char*>(utf8.data());
  std::size_t in_left = utf8.size();
  char* out_ptr = out.data();
  std::size_t out_left = out.size();
  if (iconv(cd, &in, &in_left, &out_ptr, &out_left) == static_cast<std::size_t>(-1))
    throw std::runtime_error("iconv failed");
  iconv_close(cd);
  out.resize(out.size() - out_left);
  return out;
}

std::vector<std::pair<std::string, std::string>> kinds_and_texts(const std::string& bytes) {
  std::vector<std::pair<std::string, std::string>> got;
  for (const auto& block : extract(bytes, Format::txt).blocks) got.emplace_back(block.kind, block.text);
  return got;
}

}  // namespace

TEST_CASE("extract: TXT: every supported encoding gives the same blocks", "[extract][txt]") {
  SECTION("UTF-8") {
    CHECK(kinds_and_texts(kText) == kExpected);
  }
  SECTION("UTF-8 with BOM") {
    CHECK(kinds_and_texts("\xEF\xBB\xBF" + kText) == kExpected);
  }
  SECTION("UTF-16LE with BOM") {
    CHECK(kinds_and_texts("\xFF\xFE" + encode(kText, "UTF-16LE")) == kExpected);
  }
  SECTION("UTF-16BE with BOM") {
    CHECK(kinds_and_texts("\xFE\xFF" + encode(kText, "UTF-16BE")) == kExpected);
  }
  SECTION("Windows-1251") {
    CHECK(kinds_and_texts(encode(kText, "WINDOWS-1251")) == kExpected);
  }
  SECTION("KOI8-R") {
    CHECK(kinds_and_texts(encode(kText, "KOI8-R")) == kExpected);
  }
  SECTION("CRLF line ends") {
    std::string crlf;
    for (char c : kText) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    CHECK(kinds_and_texts(crlf) == kExpected);
  }
}

TEST_CASE("extract: TXT: spaces typed inside a line are kept, layout whitespace is not", "[extract][txt]") {
  // A double space inside a line is what the writer typed (a typography
  // error to report); line breaks and the ends of the block are layout.
  const auto blocks = extract(
                          "  Версия\t\t2.0   от\xC2\xA0"
                          "5\xC2\xA0мая \x01 года.  \n"
                          "Вторая  строка.\n",
                          Format::txt)
                          .blocks;
  REQUIRE(blocks.size() == 1);
  CHECK(blocks[0].text ==
        "Версия\t\t2.0   от\xC2\xA0"
        "5\xC2\xA0мая  года. Вторая  строка.");
}

TEST_CASE("extract: TXT: paragraph numbers and blank input", "[extract][txt]") {
  const auto blocks = extract("Один.\n\n\n\nДва.\n", Format::txt).blocks;
  REQUIRE(blocks.size() == 2);
  CHECK(blocks[0].location.paragraph == 1);
  CHECK(blocks[1].location.paragraph == 2);
  CHECK(extract("", Format::txt).blocks.empty());
  CHECK(extract(" \n\t\n\r\n", Format::txt).blocks.empty());
}
