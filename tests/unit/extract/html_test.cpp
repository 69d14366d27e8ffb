// HTML extraction: blocks, tables, captions, alt text; skipped elements.
#include <catch2/catch.hpp>

#include <string>

#include "extract/extractor.hpp"

using proofreader::host::extract;
using proofreader::host::Format;
using Kind = proofreader::sdk::ProtectedSpan::Kind;

namespace {

const std::string kPage = R"(<!DOCTYPE html>
<html><head><title>Заголовок окна</title><style>p { color: red }</style>
<script>var skipped = "скрипт";</script></head>
<body>
<nav><a href="/">Меню сайта</a></nav>
<h1>Руководство</h1>
<p>Запустите <code>make install</code> от имени
   администратора.</p>
<h2>Таблица</h2>
<table><caption>Параметры</caption>
<tr><th>Имя</th><th>Значение</th></tr>
<tr><td>порт</td><td>8080</td></tr></table>
<ul><li>первый пункт</li><li>второй пункт</li></ul>
<pre>исходный код не проверяется</pre>
<figure><img src="a.png" alt="Схема сети"><figcaption>Рисунок 1</figcaption></figure>
<div>Текст прямо в div.<br>После переноса.</div>
</body></html>)";

}  // namespace

TEST_CASE("extract: HTML: headings, paragraphs, tables, lists, captions, alt text", "[extract][html]") {
  const auto document = extract(kPage, Format::html);
  std::vector<std::pair<std::string, std::string>> got;
  for (const auto& block : document.blocks) got.emplace_back(block.kind, block.text);
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"heading", "Руководство"},
      {"paragraph", "Запустите make install от имени администратора."},
      {"heading", "Таблица"},
      {"caption", "Параметры"},
      {"table_cell", "Имя"},
      {"table_cell", "Значение"},
      {"table_cell", "порт"},
      {"table_cell", "8080"},
      {"list_item", "первый пункт"},
      {"list_item", "второй пункт"},
      {"caption", "Схема сети"},
      {"caption", "Рисунок 1"},
      {"paragraph", "Текст прямо в div. После переноса."},
  };
  CHECK(got == expected);
  REQUIRE(document.blocks.size() == expected.size());

  // Inline code stays in the sentence and is protected.
  const auto& spans = document.blocks[1].protected_spans;
  REQUIRE(spans.size() == 1);
  CHECK(spans[0].kind == Kind::code);
  CHECK(spans[0].offset == 10);
  CHECK(spans[0].length == 12);

  const auto& cell = document.blocks[7].location;
  CHECK(cell.table_row == 2);
  CHECK(cell.table_column == 2);
  CHECK(cell.heading_path == std::vector<std::string>{"Руководство", "Таблица"});
}

TEST_CASE("extract: HTML: colspan moves the following cells", "[extract][html]") {
  const auto blocks =
      extract("<table><tr><td colspan=2>широкая</td><td>третья</td></tr></table>", Format::html).blocks;
  REQUIRE(blocks.size() == 2);
  CHECK(blocks[1].location.table_column == 3);
}

TEST_CASE("extract: HTML: Windows-1251 page is decoded", "[extract][html]") {
  // "Привет, мир" in Windows-1251, long enough for the detector.
  std::string cp1251;
  for (int i = 0; i < 20; ++i) cp1251 += "\xCF\xF0\xE8\xE2\xE5\xF2, \xEC\xE8\xF0! ";
  const auto blocks = extract("<html><body><p>" + cp1251 + "</p></body></html>", Format::html).blocks;
  REQUIRE(blocks.size() == 1);
  CHECK(blocks[0].text.substr(0, std::string("Привет, мир!").size()) == "Привет, мир!");
}

TEST_CASE("extract: HTML: blocks of nothing but NBSP are layout, NBSP inside text is kept",
          "[extract][html]") {
  const auto blocks =
      extract("<table><tr><td>&nbsp;</td><td>5&nbsp;кг&#8201;</td></tr></table>", Format::html).blocks;
  REQUIRE(blocks.size() == 1);
  CHECK(blocks[0].location.table_column == 2);
  CHECK(blocks[0].text == "5\u00A0кг\u2009");
}
