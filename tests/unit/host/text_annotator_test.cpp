#include <catch2/catch.hpp>

#include <proofreader/kit/utf8.hpp>

#include "annotate/text_annotator.hpp"
#include "extract/extractor.hpp"

using namespace proofreader::host;

namespace {

// The blocks a file's extractor gives, as the check's report holds them.
std::vector<std::string> blocks_of(const std::string& file, Format format) {
  std::vector<std::string> texts;
  for (const auto& b : extract(file, format).blocks) texts.push_back(b.text);
  return texts;
}

Annotation fix(std::string id, int block, int offset, std::string fragment, std::string replacement) {
  Annotation a;
  a.id = std::move(id);
  a.block = block;
  a.offset = offset;
  a.length = static_cast<int>(proofreader::kit::utf8::code_points(fragment));
  a.fragment = std::move(fragment);
  a.replacement = std::move(replacement);
  return a;
}

}  // namespace

TEST_CASE("text annotator: fixes land in the Markdown source around its markup") {
  const std::string md =
      "# Установка\n\n"
      "Запустите **установщик** от имени\nадминистратором , затем\n"
      "  перезагрузите компьютер.\n\n"
      "- Пункт списка с ошибкой: обьект.\n";
  const auto blocks = blocks_of(md, Format::md);
  REQUIRE(blocks.size() == 3);
  REQUIRE(blocks[1] == "Запустите установщик от имени администратором , затем перезагрузите компьютер.");
  const auto comma = blocks[1].find(" ,");
  const int comma_cp = static_cast<int>(proofreader::kit::utf8::code_points(blocks[1].substr(0, comma)));
  const auto result = correct_text(md, blocks,
                                   {fix("b", 2, 24, "обьект", "объект"),
                                    fix("a", 1, comma_cp - 15, "администратором ,", "администратором,")});
  CHECK(result.skipped.empty());
  CHECK(result.bytes ==
        "# Установка\n\n"
        "Запустите **установщик** от имени\nадминистратором, затем\n"
        "  перезагрузите компьютер.\n\n"
        "- Пункт списка с ошибкой: объект.\n");
}

TEST_CASE("text annotator: a fragment the file does not have is skipped, not guessed") {
  const std::string txt = "Первая строка текста.\nВторая строка с ошибкой: обьект.\n";
  const auto blocks = blocks_of(txt, Format::txt);
  const int at =
      static_cast<int>(proofreader::kit::utf8::code_points(blocks[0].substr(0, blocks[0].find("обьект"))));
  // The report says the word is there, but the file was changed since.
  const std::string changed = "Первая строка текста.\nВторая строка переписана.\n";
  const auto result = correct_text(changed, blocks, {fix("x", 0, at, "обьект", "объект")});
  REQUIRE(result.skipped.size() == 1);
  CHECK(result.skipped[0].id == "x");
  CHECK(result.bytes == changed);

  // A fragment that is not what the block holds at that place: the report is of another text.
  const auto wrong = correct_text(txt, blocks, {fix("y", 0, 0, "обьект", "объект")});
  REQUIRE(wrong.skipped.size() == 1);
  CHECK(wrong.bytes == txt);
}

TEST_CASE("text annotator: overlapping fixes keep the first, and remarks without a fix are left alone") {
  const std::string txt = "Это  двойной пробел.\n";
  const auto blocks = blocks_of(txt, Format::txt);
  REQUIRE(blocks[0] == "Это  двойной пробел.");
  Annotation advice;
  advice.id = "advice";
  advice.block = 0;
  advice.fragment = "Это";
  advice.length = 3;
  advice.comment = "Совет без правки";
  const auto result =
      correct_text(txt, blocks, {fix("1", 0, 3, "  ", " "), fix("2", 0, 2, "о  д", "о д"), advice});
  CHECK(result.bytes == "Это двойной пробел.\n");
  REQUIRE(result.skipped.size() == 1);
  CHECK(result.skipped[0].id == "1");
}

TEST_CASE("text annotator: the same word twice is fixed where the remark is") {
  const std::string txt = "Файл обьект и ещё один обьект.\n";
  const auto blocks = blocks_of(txt, Format::txt);
  const int second = static_cast<int>(proofreader::kit::utf8::code_points("Файл обьект и ещё один "));
  const auto result = correct_text(txt, blocks, {fix("s", 0, second, "обьект", "объект")});
  CHECK(result.skipped.empty());
  CHECK(result.bytes == "Файл обьект и ещё один объект.\n");
}

TEST_CASE("text annotator: a fix right after another finds its place past the first") {
  const std::string txt = "Откройте файл \"Настройки\" , затем  закройте.\n";
  const auto blocks = blocks_of(txt, Format::txt);
  const auto result = correct_text(txt, blocks,
                                   {fix("q", 0, 14, "\"Настройки\"", "«Настройки»"), fix("s", 0, 25, " ", ""),
                                    fix("d", 0, 33, "  ", " ")});
  for (const auto& s : result.skipped) INFO(s.id << ": " << s.reason);
  CHECK(result.skipped.empty());
  CHECK(result.bytes == "Откройте файл «Настройки», затем закройте.\n");
}
