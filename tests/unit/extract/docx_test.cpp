// DOCX extraction on a package the test writes: headings, nested lists, a
// tracked change, a text box, a table and a footnote.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "extract/extractor.hpp"
#include "extract/utf8.hpp"
#include "zip_fixture.hpp"

using proofreader::host::extract;
using proofreader::host::Format;
using proofreader::test::make_docx;

namespace {

std::string paragraph(const std::string& text, const std::string& properties = {}) {
  return "<w:p><w:pPr>" + properties + "</w:pPr><w:r><w:t xml:space=\"preserve\">" + text +
         "</w:t></w:r></w:p>";
}

std::string styled(const std::string& style, const std::string& text) {
  return paragraph(text, "<w:pStyle w:val=\"" + style + "\"/>");
}

std::string numbered(int level, const std::string& text) {
  return paragraph(
      text, "<w:numPr><w:ilvl w:val=\"" + std::to_string(level) + "\"/><w:numId w:val=\"3\"/></w:numPr>");
}

std::string cell(const std::string& text) {
  return "<w:tc>" + paragraph(text) + "</w:tc>";
}

const std::string kBody =
    styled("Heading1", "Установка") + paragraph("Перед установкой проверьте требования.") +
    styled("Heading2", "Требования") + numbered(0, "Первый пункт") + numbered(1, "Вложенный пункт") +
    // A tracked change: the deletion is dropped, the insertion kept.
    "<w:p><w:r><w:t xml:space=\"preserve\">Текст </w:t></w:r>"
    "<w:del w:id=\"1\"><w:r><w:delText>удалённый </w:delText></w:r></w:del>"
    "<w:ins w:id=\"2\"><w:r><w:t>вставленный</w:t></w:r></w:ins>"
    "<w:r><w:t xml:space=\"preserve\"> конец.</w:t></w:r></w:p>" +
    // A paragraph anchoring a text box (Choice and Fallback repeat it) and a footnote.
    "<w:p><w:r><w:t>Смотрите врезку</w:t></w:r><w:r><w:footnoteReference w:id=\"1\"/></w:r>"
    "<w:r><mc:AlternateContent><mc:Choice Requires=\"wps\"><w:drawing><wps:txbx><w:txbxContent>" +
    paragraph("Текст во врезке") +
    "</w:txbxContent></wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox><w:txbxContent>" +
    paragraph("Текст во врезке") +
    "</w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>" +
    "<w:tbl><w:tr>" + cell("А1") + cell("Б1") + "</w:tr><w:tr>" + cell("А2") + cell("Б2") +
    "</w:tr></w:tbl>" + paragraph("Файл /etc/hosts и сайт https://example.org/docs.");

const std::string kFootnotes =
    R"(<?xml version="1.0"?><w:footnotes xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">)"
    R"(<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>)"
    R"(<w:footnote w:id="1"><w:p><w:r><w:t>Текст сноски.</w:t></w:r></w:p></w:footnote></w:footnotes>)";

}  // namespace

TEST_CASE("extract: DOCX: headings, lists, tracked changes, text box, table, footnote", "[extract][docx]") {
  const auto document = extract(make_docx(kBody, kFootnotes), Format::docx);
  const auto& blocks = document.blocks;
  CHECK(document.source.format == "docx");

  std::vector<std::pair<std::string, std::string>> got;
  for (const auto& block : blocks) got.emplace_back(block.kind, block.text);
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"heading", "Установка"},
      {"paragraph", "Перед установкой проверьте требования."},
      {"heading", "Требования"},
      {"list_item", "Первый пункт"},
      {"list_item", "Вложенный пункт"},
      {"paragraph", "Текст вставленный конец."},
      {"paragraph", "Смотрите врезку"},
      {"paragraph", "Текст во врезке"},
      {"table_cell", "А1"},
      {"table_cell", "Б1"},
      {"table_cell", "А2"},
      {"table_cell", "Б2"},
      {"paragraph", "Файл /etc/hosts и сайт https://example.org/docs."},
      {"footnote", "Текст сноски."},
  };
  CHECK(got == expected);
  REQUIRE(blocks.size() == expected.size());

  for (std::size_t i = 0; i < blocks.size(); ++i) CHECK(blocks[i].index == static_cast<int>(i));
  CHECK(blocks[0].location.heading_path.empty());
  CHECK(blocks[1].location.heading_path == std::vector<std::string>{"Установка"});
  CHECK(blocks[3].location.heading_path == std::vector<std::string>{"Установка", "Требования"});

  // Cells: row and column, one paragraph number for the whole table.
  CHECK(blocks[9].location.table_row == 1);
  CHECK(blocks[9].location.table_column == 2);
  CHECK(blocks[10].location.table_row == 2);
  CHECK(blocks[10].location.table_column == 1);
  CHECK(blocks[8].location.paragraph == blocks[11].location.paragraph);
  CHECK(blocks[12].location.paragraph == blocks[11].location.paragraph + 1);

  const auto& spans = blocks[12].protected_spans;
  REQUIRE(spans.size() == 2);
  CHECK(spans[0].kind == proofreader::sdk::ProtectedSpan::Kind::path);
  CHECK(spans[0].offset == 5);  // code points, not bytes
  CHECK(spans[0].length == 10);
  CHECK(spans[1].kind == proofreader::sdk::ProtectedSpan::Kind::url);
  CHECK(spans[1].length == static_cast<int>(std::string("https://example.org/docs").size()));
}

TEST_CASE("extract: DOCX: a heading style reached through basedOn and outline levels", "[extract][docx]") {
  const std::string body = paragraph("Глава", "<w:outlineLvl w:val=\"0\"/>") + paragraph("Текст главы.");
  const auto blocks = extract(make_docx(body), Format::docx).blocks;
  REQUIRE(blocks.size() == 2);
  CHECK(blocks[0].kind == "heading");
  CHECK(blocks[1].location.heading_path == std::vector<std::string>{"Глава"});
}

TEST_CASE("extract: DOCX: Russian custom style names", "[extract][docx]") {
  const auto blocks =
      extract(make_docx(styled("a1", "Раздел") + styled("a2", "Пункт") + styled("Normal", "Абзац")),
              Format::docx)
          .blocks;
  REQUIRE(blocks.size() == 3);
  CHECK(blocks[0].kind == "heading");
  CHECK(blocks[1].kind == "list_item");
  CHECK(blocks[2].kind == "paragraph");
  CHECK(blocks[2].location.heading_path == std::vector<std::string>{"Раздел"});
}

TEST_CASE("extract: DOCX: bytes that are not UTF-8 in a run become U+FFFD, the rest is kept",
          "[extract][docx]") {
  // A lone continuation byte, a truncated two-byte sequence and an overlong "/".
  const std::string body = "<w:p><w:r><w:t>До\x80 и \xD0 после \xC0\xAF конец</w:t></w:r></w:p>";
  const auto blocks = extract(make_docx(body), Format::docx).blocks;
  REQUIRE(blocks.size() == 1);
  CHECK(proofreader::host::is_valid_utf8(blocks[0].text));
  CHECK(blocks[0].text.rfind("До\uFFFD", 0) == 0);
  CHECK(blocks[0].text.find("после") != std::string::npos);
  CHECK(blocks[0].text.find("конец") != std::string::npos);
}

TEST_CASE("extract: DOCX: whitespace-only runs keep words apart", "[extract][docx]") {
  const std::string body =
      "<w:p><w:r><w:t>Два</w:t></w:r><w:r><w:t xml:space=\"preserve\"> "
      "</w:t></w:r><w:r><w:t>слова</w:t></w:r></w:p>";
  const auto blocks = extract(make_docx(body), Format::docx).blocks;
  REQUIRE(blocks.size() == 1);
  CHECK(blocks[0].text == "Два слова");
}

TEST_CASE("extract: DOCX list styles, hyperlinks and field codes", "[extract][docx]") {
  const std::string body =
      paragraph("Пункт по стилю", "<w:pStyle w:val=\"ListBullet\"/>") +
      "<w:p><w:hyperlink r:id=\"rId5\"><w:r><w:t>Текст ссылки</w:t></w:r></w:hyperlink>"
      "<w:r><w:fldChar w:fldCharType=\"begin\"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r>"
      "<w:r><w:fldChar w:fldCharType=\"separate\"/></w:r><w:r><w:t xml:space=\"preserve\"> 7</w:t></w:r>"
      "<w:r><w:fldChar w:fldCharType=\"end\"/></w:r></w:p>";
  const auto blocks = extract(make_docx(body), Format::docx).blocks;
  REQUIRE(blocks.size() == 2);
  CHECK(blocks[0].kind == "list_item");
  CHECK(blocks[1].text == "Текст ссылки 7");
}

TEST_CASE("extract: DOCX: code paragraphs are skipped, code runs kept and protected", "[extract][docx]") {
  const std::string body =
      paragraph("Выполните команду:") + styled("a3", "apt-get install nginx-light") +
      styled("SourceBlock", "sudo systemctl restart nginx") +
      paragraph("for i in range(10): print(i)", "<w:rPr><w:rFonts w:ascii=\"Consolas\"/></w:rPr>") +
      "<w:p><w:r><w:t xml:space=\"preserve\">Вызовите </w:t></w:r>"
      "<w:r><w:rPr><w:rStyle w:val=\"HTMLCode\"/></w:rPr><w:t>getUserById()</w:t></w:r>"
      "<w:r><w:t xml:space=\"preserve\"> или </w:t></w:r>"
      "<w:r><w:rPr><w:rFonts w:ascii=\"Courier New\" w:hAnsi=\"Courier "
      "New\"/></w:rPr><w:t>fetchAll</w:t></w:r>"
      "<w:r><w:t xml:space=\"preserve\"> в коде.</w:t></w:r></w:p>";
  const auto blocks = extract(make_docx(body), Format::docx).blocks;
  // The Consolas paragraph mark is not its text's font: that paragraph is prose as far as styles tell.
  REQUIRE(blocks.size() == 3);
  CHECK(blocks[0].text == "Выполните команду:");
  CHECK(blocks[1].text == "for i in range(10): print(i)");
  CHECK(blocks[2].text == "Вызовите getUserById() или fetchAll в коде.");
  const auto& spans = blocks[2].protected_spans;
  REQUIRE(spans.size() == 2);
  CHECK(spans[0].kind == proofreader::sdk::ProtectedSpan::Kind::code);
  CHECK(spans[0].offset == 9);
  CHECK(spans[0].length == 13);
  CHECK(spans[1].kind == proofreader::sdk::ProtectedSpan::Kind::code);
  CHECK(spans[1].offset == 27);
  CHECK(spans[1].length == 8);
}
