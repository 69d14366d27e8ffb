#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "proofreader/russian/tokenizer.hpp"

namespace {

std::vector<std::string> sentences_of(const std::string& text) {
  const auto result = proofreader::russian::tokenize(text);
  std::vector<std::string> out;
  for (const auto& s : result.sentences) out.push_back(text.substr(s.byte_offset, s.byte_length));
  return out;
}

using V = std::vector<std::string>;

}  // namespace

TEST_CASE("russian: splits at terminal punctuation before a capital", "[sentences]") {
  CHECK(sentences_of("Сервер запущен. Откройте браузер! Готово? Да…") ==
        V{"Сервер запущен.", "Откройте браузер!", "Готово?", "Да…"});
}

TEST_CASE("russian: does not split before a lower-case word", "[sentences]") {
  CHECK(sentences_of("Подождите... и повторите. Всё") == V{"Подождите... и повторите.", "Всё"});
}

TEST_CASE("russian: abbreviations inside a sentence", "[sentences]") {
  CHECK(sentences_of("См. рис. 5 и табл. 2. Далее настройка.") ==
        V{"См. рис. 5 и табл. 2.", "Далее настройка."});
  CHECK(sentences_of("Данные, т. е. Файлы, удаляются.") == V{"Данные, т. е. Файлы, удаляются."});
  CHECK(sentences_of("В 2020 г. проект открыли.") == V{"В 2020 г. проект открыли."});
}

TEST_CASE("russian: и т. д. ends a sentence before a capital", "[sentences]") {
  CHECK(sentences_of("Поддерживаются DOCX, HTML и т. д. Остальные форматы нет.") ==
        V{"Поддерживаются DOCX, HTML и т. д.", "Остальные форматы нет."});
  CHECK(sentences_of("Логи, ключи и т. п. Их храните отдельно.") ==
        V{"Логи, ключи и т. п.", "Их храните отдельно."});
}

TEST_CASE("russian: initials do not end a sentence", "[sentences]") {
  CHECK(sentences_of("Автор — А. С. Пушкин. Конец.") == V{"Автор — А. С. Пушкин.", "Конец."});
}

TEST_CASE("russian: versions, URLs and file names do not split", "[sentences]") {
  CHECK(sentences_of("Обновите до 2.4.1 по адресу https://example.com/x. Готово.") ==
        V{"Обновите до 2.4.1 по адресу https://example.com/x.", "Готово."});
  CHECK(sentences_of("Откройте файл README.md и прочтите.") == V{"Откройте файл README.md и прочтите."});
}

TEST_CASE("russian: closing quotes stay with their sentence", "[sentences]") {
  CHECK(sentences_of("Он сказал: «Готово.» Затем ушёл.") == V{"Он сказал: «Готово.»", "Затем ушёл."});
}

TEST_CASE("russian: list items without a final period", "[sentences]") {
  CHECK(sentences_of("Требования:\n- Debian 12\n- 2 ГБ памяти\nПродолжим") ==
        V{"Требования:", "- Debian 12", "- 2 ГБ памяти", "Продолжим"});
  CHECK(sentences_of("Первая строка\nпродолжается здесь.") == V{"Первая строка\nпродолжается здесь."});
}

TEST_CASE("russian: sentence offsets are code points", "[sentences]") {
  const auto result = proofreader::russian::tokenize("Да. Нет.");
  REQUIRE(result.sentences.size() == 2);
  CHECK(result.sentences[1].offset == 4);
  CHECK(result.sentences[1].length == 4);
  CHECK(result.sentences[1].byte_offset == 6);
  CHECK(result.tokens[result.sentences[1].first_token].text == "Нет");
  CHECK(result.sentences[1].token_count == 2);
}

TEST_CASE("russian: empty and blank text has no sentences", "[sentences]") {
  CHECK(sentences_of("").empty());
  CHECK(sentences_of("  \n ").empty());
}
