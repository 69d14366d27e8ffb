// Format detection judges content first and the file name only on a tie.
#include <catch2/catch.hpp>

#include "extract/format.hpp"
#include "zip_fixture.hpp"

using proofreader::host::detect_format;
using proofreader::host::Format;

TEST_CASE("extract: Format detection by content", "[extract][format]") {
  const std::string docx = proofreader::test::make_docx("<w:p/>");
  CHECK(detect_format(docx, "notes.txt") == Format::docx);
  CHECK(detect_format(proofreader::test::make_zip({{"a.txt", "x"}}), "a.docx") == std::nullopt);

  CHECK(detect_format("<!DOCTYPE html><p>Текст</p>", "readme.txt") == Format::html);
  CHECK(detect_format("<html><body><p>Текст</p></body></html>", "") == Format::html);
  CHECK(detect_format("# Заголовок\n\nТекст со ссылкой [тут](https://example.org).\n", "a.txt") ==
        Format::md);
  CHECK(detect_format("Обычный текст.\nВторая строка.\n", "a.md") == Format::txt);
  CHECK(detect_format("Обычный текст.\n", "") == Format::txt);
  CHECK(detect_format("", "") == Format::txt);

  // One weak marker: the name breaks the tie.
  CHECK(detect_format("Запустите `make`.\n", "guide.md") == Format::md);
  CHECK(detect_format("Запустите `make`.\n", "guide.txt") == Format::txt);

  CHECK(detect_format(std::string("\x7F"
                                  "ELF\x02\x01\x01\0\0\0",
                                  10),
                      "a.txt") == std::nullopt);
  CHECK(detect_format(std::string("\xFF\xFE"
                                  "A\0B\0",
                                  6),
                      "") == Format::txt);
}
