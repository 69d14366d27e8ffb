// The layout each extractor gives its blocks for the screens (issue 37): what
// a block is (a heading's level, a list item's depth and numbering, a table
// cell's table) and its bold, italic and code spans, over a text that stays
// exactly what it was without them.
#include <catch2/catch.hpp>

#include <proofreader/kit/utf8.hpp>

#include <string>
#include <tuple>
#include <vector>

#include "extract/extractor.hpp"
#include "zip_fixture.hpp"

using proofreader::host::extract;
using proofreader::host::Format;
using proofreader::sdk::Block;

namespace {

// Each style span as (kind, the text it covers): the offsets count code points.
std::vector<std::pair<std::string, std::string>> styled(const Block& block) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& style : block.styles) {
    std::string_view covered;
    REQUIRE(proofreader::kit::utf8::slice(block.text, style.offset, style.length, covered));
    out.emplace_back(std::string(proofreader::sdk::to_string(style.kind)), std::string(covered));
  }
  return out;
}

// (kind, level, ordered, text) of every block.
using Shape = std::tuple<std::string, int, bool, std::string>;
std::vector<Shape> shapes(const std::vector<Block>& blocks) {
  std::vector<Shape> out;
  for (const auto& b : blocks) out.emplace_back(b.kind, b.level, b.ordered, b.text);
  return out;
}

std::string run(const std::string& text, const std::string& properties = {}) {
  return "<w:r><w:rPr>" + properties + "</w:rPr><w:t xml:space=\"preserve\">" + text + "</w:t></w:r>";
}

std::string docx_paragraph(const std::string& runs, const std::string& properties = {}) {
  return "<w:p><w:pPr>" + properties + "</w:pPr>" + runs + "</w:p>";
}

std::string docx_item(int num_id, int level, const std::string& text) {
  return docx_paragraph(run(text), "<w:numPr><w:ilvl w:val=\"" + std::to_string(level) +
                                       "\"/><w:numId w:val=\"" + std::to_string(num_id) + "\"/></w:numPr>");
}

// List 1 is bulleted; list 2 numbers its first level and bullets its second.
const std::string kNumbering =
    R"(<?xml version="1.0"?><w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">)"
    R"(<w:abstractNum w:abstractNumId="10"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/></w:lvl></w:abstractNum>)"
    R"(<w:abstractNum w:abstractNumId="20"><w:lvl w:ilvl="0"><w:numFmt w:val="decimal"/></w:lvl>)"
    R"(<w:lvl w:ilvl="1"><w:numFmt w:val="bullet"/></w:lvl></w:abstractNum>)"
    R"(<w:num w:numId="1"><w:abstractNumId w:val="10"/></w:num>)"
    R"(<w:num w:numId="2"><w:abstractNumId w:val="20"/></w:num></w:numbering>)";

}  // namespace

TEST_CASE("layout: DOCX: heading levels, bold and italic runs, lists and a table",
          "[extract][layout][docx]") {
  const std::string body =
      docx_paragraph(run("Установка"), "<w:pStyle w:val=\"Heading2\"/>") +
      docx_paragraph(run("Нажмите ") + run("Сохранить", "<w:b/>") + run(" и ") + run("подождите", "<w:i/>") +
                     run(" немного. ") + run("Не", "<w:b/><w:i/>") + run(" ") + run("выключайте", "<w:b/>") +
                     run(" питание ", "<w:b w:val=\"0\"/>") + run("никогда", "<w:rStyle w:val=\"Strong\"/>") +
                     run(".")) +
      docx_item(1, 0, "пункт списка") + docx_item(2, 0, "первый шаг") + docx_item(2, 1, "подробность") +
      "<w:tbl><w:tr><w:tc>" + docx_paragraph(run("Параметр", "<w:b/>")) + "</w:tc><w:tc>" +
      docx_paragraph(run("Значение")) + "</w:tc></w:tr></w:tbl>";
  const auto blocks = extract(proofreader::test::make_docx(body, {}, kNumbering), Format::docx).blocks;
  const std::vector<Shape> expected = {
      {"heading", 2, false, "Установка"},
      {"paragraph", 0, false, "Нажмите Сохранить и подождите немного. Не выключайте питание никогда."},
      {"list_item", 1, false, "пункт списка"},
      {"list_item", 1, true, "первый шаг"},
      {"list_item", 2, false, "подробность"},
      {"table_cell", 0, false, "Параметр"},
      {"table_cell", 0, false, "Значение"},
  };
  REQUIRE(shapes(blocks) == expected);
  // Two bold runs with a plain space between them read as one bold phrase.
  CHECK(styled(blocks[1]) == std::vector<std::pair<std::string, std::string>>{{"bold", "Сохранить"},
                                                                              {"italic", "подождите"},
                                                                              {"bold", "Не выключайте"},
                                                                              {"italic", "Не"},
                                                                              {"bold", "никогда"}});
  CHECK(blocks[1].styles[0].offset == 8);  // code points, after «Нажмите »
  CHECK(styled(blocks[5]) == std::vector<std::pair<std::string, std::string>>{{"bold", "Параметр"}});
  CHECK(blocks[5].location.paragraph == blocks[6].location.paragraph);
  CHECK(blocks[6].location.table_column == 2);
}

TEST_CASE("layout: HTML: h1–h6, b/strong, i/em, code, nested ul/ol, table", "[extract][layout][html]") {
  const std::string page =
      "<h3>Раздел</h3><p>Текст <b>жирный</b>, <em>курсив с <strong>жирным</strong></em> и "
      "<code>make</code>.</p><ol><li>первый<ul><li>вложенный</li></ul></li><li><i>второй</i></li></ol>"
      "<table><tr><th>Имя</th><td><b>порт</b></td></tr></table>";
  const auto blocks = extract(page, Format::html).blocks;
  const std::vector<Shape> expected = {
      {"heading", 3, false, "Раздел"},  {"paragraph", 0, false, "Текст жирный, курсив с жирным и make."},
      {"list_item", 1, true, "первый"}, {"list_item", 2, false, "вложенный"},
      {"list_item", 1, true, "второй"}, {"table_cell", 0, false, "Имя"},
      {"table_cell", 0, false, "порт"},
  };
  REQUIRE(shapes(blocks) == expected);
  CHECK(styled(blocks[1]) ==
        std::vector<std::pair<std::string, std::string>>{
            {"bold", "жирный"}, {"italic", "курсив с жирным"}, {"bold", "жирным"}, {"code", "make"}});
  CHECK(styled(blocks[4]) == std::vector<std::pair<std::string, std::string>>{{"italic", "второй"}});
  CHECK(styled(blocks[6]) == std::vector<std::pair<std::string, std::string>>{{"bold", "порт"}});
}

TEST_CASE("layout: Markdown: ATX and setext headings, emphasis, lists, pipe tables",
          "[extract][layout][md]") {
  const std::string markdown =
      "## Настройка\n\nОбзор\n=====\n\n"
      "Файл **очень важный** и *нужный*, и `код` тоже.\n\n"
      "1. шаг\n   - деталь\n2. шаг два\n\n"
      "| **Параметр** | Значение |\n|---|---|\n| порт | *8080* |\n";
  const auto blocks = extract(markdown, Format::md).blocks;
  const std::vector<Shape> expected = {
      {"heading", 2, false, "Настройка"},
      {"heading", 1, false, "Обзор"},
      {"paragraph", 0, false, "Файл очень важный и нужный, и код тоже."},
      {"list_item", 1, true, "шаг"},
      {"list_item", 2, false, "деталь"},
      {"list_item", 1, true, "шаг два"},
      {"table_cell", 0, false, "Параметр"},
      {"table_cell", 0, false, "Значение"},
      {"table_cell", 0, false, "порт"},
      {"table_cell", 0, false, "8080"},
  };
  REQUIRE(shapes(blocks) == expected);
  CHECK(styled(blocks[2]) == std::vector<std::pair<std::string, std::string>>{
                                 {"bold", "очень важный"}, {"italic", "нужный"}, {"code", "код"}});
  CHECK(styled(blocks[6]) == std::vector<std::pair<std::string, std::string>>{{"bold", "Параметр"}});
  CHECK(styled(blocks[9]) == std::vector<std::pair<std::string, std::string>>{{"italic", "8080"}});
  // One table: its cells share the paragraph number.
  CHECK(blocks[6].location.paragraph == blocks[9].location.paragraph);
}

TEST_CASE("layout: TXT: paragraphs without styles, list markers numbered or not", "[extract][layout][txt]") {
  const auto blocks = extract("Просто **текст** без разметки.\n\n- пункт\n1. шаг\n", Format::txt).blocks;
  const std::vector<Shape> expected = {
      {"paragraph", 0, false, "Просто **текст** без разметки."},
      {"list_item", 1, false, "пункт"},
      {"list_item", 1, true, "шаг"},
  };
  CHECK(shapes(blocks) == expected);
  for (const auto& b : blocks) CHECK(b.styles.empty());
}
