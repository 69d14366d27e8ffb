// Positions in the source: a word of an extracted block is placed at its
// line and column of the original file, through the extractors' trace, for
// Markdown (nested lists, tables, links, emphasis across lines, front matter,
// code, CRLF, a BOM), HTML and plain text. No engine runs here: the words are
// found in the blocks' texts as a remark would name them.
#include <catch2/catch.hpp>

#include <proofreader/kit/utf8.hpp>

#include <optional>
#include <string>

#include "cli/SourcePositions.hpp"
#include "extract/extractor.hpp"

using namespace proofreader;
using cli::SourcePosition;

namespace {

struct Found {
  SourcePosition start;
  SourcePosition end;
};

// Where `word` (its first occurrence in any block) stands in the source.
std::optional<Found> find(const host::SourcedDocument& document, const std::string& word) {
  const cli::SourcePositions positions(document);
  for (const auto& block : document.document.blocks) {
    const auto at = block.text.find(word);
    if (at == std::string::npos) continue;
    const int offset = static_cast<int>(kit::utf8::code_points(block.text.substr(0, at)));
    const int length = static_cast<int>(kit::utf8::code_points(word));
    return Found{positions.start(block.index, offset), positions.end(block.index, offset, length)};
  }
  return std::nullopt;
}

host::SourcedDocument markdown(const std::string& text) {
  return host::extract_sourced(text, host::Format::md);
}

// "line:column" in code points.
std::string at(const std::optional<Found>& found) {
  if (!found) return "not in any block";
  return std::to_string(found->start.line) + ":" + std::to_string(found->start.column);
}

const char* const kGuide =
    "---\n"
    "title: Метаслово в метаданных\n"
    "---\n"
    "\n"
    "# Заголовок с *акцентом*\n"
    "\n"
    "- Первый пункт.\n"
    "  - Вложенный пункт с Слово2 внутри.\n"
    "    1. Глубже: *выделение через\n"
    "       строку Слово3* тут.\n"
    "- Ссылка: [текст Слово4](https://example.com/Слово5) и https://example.com/Слово6 в строке.\n"
    "\n"
    "| Параметр | Описание |\n"
    "|----------|----------|\n"
    "| `port` | Номер для Слово7 |\n"
    "\n"
    "```bash\n"
    "echo Слово8\n"
    "```\n"
    "\n"
    "    отступ Слово9 тоже код\n"
    "\n"
    "Команда `Слово10` в коде и \\*экранированное\\* Слово11 &amp; Слово12.\n"
    "\n"
    "<!-- Слово13 в комментарии -->\n";

}  // namespace

TEST_CASE(
    "positions: Markdown text in nested lists, emphasis across lines, links and table cells is placed at its "
    "line and column") {
  const auto document = markdown(kGuide);
  CHECK(at(find(document, "акцентом")) == "5:16");
  CHECK(at(find(document, "Слово2")) == "8:23");
  CHECK(at(find(document, "выделение")) == "9:17");
  CHECK(at(find(document, "Слово3")) == "10:15");
  CHECK(at(find(document, "Слово4")) == "11:18");
  CHECK(at(find(document, "Слово7")) == "15:22");
  CHECK(at(find(document, "Слово11")) == "23:47");
  CHECK(at(find(document, "Слово12")) == "23:61");
  // The end is just past the fragment, on the same line.
  const auto word = find(document, "Слово2");
  REQUIRE(word);
  CHECK(word->end.line == 8);
  CHECK(word->end.column == 29);
}

TEST_CASE("positions: front matter, code blocks, HTML comments and link targets are not text") {
  const auto document = markdown(kGuide);
  for (const char* hidden : {"Метаслово", "метаданных", "Слово5", "Слово8", "Слово9", "Слово13"})
    CHECK(at(find(document, hidden)) == "not in any block");
  // Inline code and bare URLs stay in their sentence, placed, but protected.
  CHECK(at(find(document, "Слово10")) == "23:10");
  CHECK(at(find(document, "https://example.com/Слово6")) == "11:56");
}

TEST_CASE("positions: CRLF line ends and a BOM do not shift lines or columns") {
  const std::string text =
      "\xEF\xBB\xBF# Заголовок Слово1\r\n\r\nВторая строка с Слово2 тут.\r\nТретья: **жирное Слово3** и "
      "текст.\r\n";
  const auto document = markdown(text);
  CHECK(at(find(document, "Слово1")) == "1:13");
  CHECK(at(find(document, "Слово2")) == "3:17");
  CHECK(at(find(document, "Слово3")) == "4:18");
}

TEST_CASE("positions: columns are counted in code points, UTF-16 units and UTF-8 bytes") {
  const auto document = markdown("Эмодзи \xF0\x9F\x98\x80 и Слово1.\n");
  const auto word = find(document, "Слово1");
  REQUIRE(word);
  CHECK(word->start.line == 1);
  CHECK(word->start.column == 12);        // "Эмодзи 😀 и " is 11 code points
  CHECK(word->start.utf16_column == 13);  // the emoji is two UTF-16 units
  CHECK(word->start.byte_column == 22);   // 6×2 + 1 + 4 + 1 + 2 + 1 bytes before it
}

TEST_CASE("positions: HTML text is placed through entities and tags, plain text line by line") {
  const auto html = host::extract_sourced(
      "<html><body>\n<h1>Заголовок</h1>\n<p>&laquo;Кавычки&raquo; и <b>Слово1</b>,\n  <code>x</code> "
      "Слово2.</p>\n"
      "</body></html>\n",
      host::Format::html);
  CHECK(at(find(html, "Кавычки")) == "3:11");
  CHECK(at(find(html, "Слово1")) == "3:31");
  CHECK(at(find(html, "Слово2")) == "4:18");
  // An image's alt text stands in an attribute: it is placed where its paragraph starts.
  const auto image = host::extract_sourced("<p>\n  Текст абзаца <img alt=\"Подпись Слово3\"> дальше.</p>\n",
                                           host::Format::html);
  CHECK(at(find(image, "Слово3")) == "2:3");

  const auto txt = host::extract_sourced("Первый абзац.\n\n  Второй  абзац со Слово1.\r\n- пункт Слово2\n",
                                         host::Format::txt);
  CHECK(at(find(txt, "Слово1")) == "3:20");
  CHECK(at(find(txt, "Слово2")) == "4:9");
}

TEST_CASE("positions: the extracted blocks are the ones the service extracts") {
  for (const auto format : {host::Format::md, host::Format::html, host::Format::txt}) {
    const auto sourced = host::extract_sourced(kGuide, format);
    const auto plain = host::extract(kGuide, format);
    REQUIRE(sourced.document.blocks.size() == plain.blocks.size());
    for (std::size_t i = 0; i < plain.blocks.size(); ++i) {
      CHECK(sourced.document.blocks[i].text == plain.blocks[i].text);
      CHECK(sourced.offsets[i].size() == kit::utf8::code_points(plain.blocks[i].text));
    }
  }
}

TEST_CASE("positions: a file in a legacy encoding is placed in its decoded characters") {
  // Windows-1251, CRLF: "Первая строка.\r\nВторая строка со Словом1 тут.\r\n"
  const auto document = host::extract_sourced(
      "\xCF\xE5\xF0\xE2\xE0\xFF \xF1\xF2\xF0\xEE\xEA\xE0.\r\n\xC2\xF2\xEE\xF0\xE0\xFF "
      "\xF1\xF2\xF0\xEE\xEA\xE0 "
      "\xF1\xEE \xD1\xEB\xEE\xE2\xEE\xEC"
      "1 \xF2\xF3\xF2.\r\n",
      host::Format::txt);
  CHECK(at(find(document, "Словом1")) == "2:18");
}
