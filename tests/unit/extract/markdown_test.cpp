// Markdown extraction with cmark-gfm: code skipped, tables kept.
#include <catch2/catch.hpp>

#include <string>

#include "extract/extractor.hpp"

using proofreader::host::extract;
using proofreader::host::Format;
using Kind = proofreader::sdk::ProtectedSpan::Kind;

TEST_CASE("extract: Markdown: headings, lists, tables — code blocks skipped", "[extract][md]") {
  const std::string markdown =
      "# Установка\n\n"
      "Выполните `apt install proofreader` и\nперезапустите службу.\n\n"
      "```sh\nsystemctl restart proofreader\n```\n\n"
      "    отступ тоже код\n\n"
      "## Настройка\n\n"
      "- первый пункт\n  - вложенный пункт\n- второй пункт\n\n"
      "| Параметр | Значение |\n|---|---|\n| порт | 8080 |\n\n"
      "<div>сырой HTML</div>\n\n"
      "Текст со **ссылкой** на [документацию](https://example.org/doc).\n";
  const auto blocks = extract(markdown, Format::md).blocks;
  std::vector<std::pair<std::string, std::string>> got;
  for (const auto& block : blocks) got.emplace_back(block.kind, block.text);
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"heading", "Установка"},
      {"paragraph", "Выполните apt install proofreader и перезапустите службу."},
      {"heading", "Настройка"},
      {"list_item", "первый пункт"},
      {"list_item", "вложенный пункт"},
      {"list_item", "второй пункт"},
      {"table_cell", "Параметр"},
      {"table_cell", "Значение"},
      {"table_cell", "порт"},
      {"table_cell", "8080"},
      {"paragraph", "Текст со ссылкой на документацию."},
  };
  CHECK(got == expected);
  REQUIRE(blocks.size() == expected.size());

  REQUIRE(blocks[1].protected_spans.size() == 1);
  CHECK(blocks[1].protected_spans[0].kind == Kind::code);
  CHECK(blocks[1].protected_spans[0].offset == 10);
  CHECK(blocks[1].protected_spans[0].length == 23);

  CHECK(blocks[4].location.heading_path == std::vector<std::string>{"Установка", "Настройка"});
  CHECK(blocks[9].location.table_row == 2);
  CHECK(blocks[9].location.table_column == 2);
}
