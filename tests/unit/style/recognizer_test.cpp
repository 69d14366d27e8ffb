#include <Poco/JSON/Object.h>

#include <catch2/catch.hpp>

#include "../extract/zip_fixture.hpp"
#include "extract/extractor.hpp"
#include "guides/RuleRecognizer.hpp"

using proofreader::host::Format;

namespace {

proofreader::host::RecognizedRules recognize(const std::string& bytes, Format format) {
  return proofreader::host::recognize_rules(proofreader::host::extract(bytes, format));
}

std::string field(const proofreader::host::RecognizedRules& r, unsigned i, const std::string& name) {
  return r.rules->getObject(i)->optValue<std::string>(name, "");
}

std::string paragraph(const std::string& text) {
  return "<w:p><w:r><w:t>" + text + "</w:t></w:r></w:p>";
}
std::string cell(const std::string& text) {
  return "<w:tc>" + paragraph(text) + "</w:tc>";
}

}  // namespace

TEST_CASE("recognizer: statements in a txt guide", "[style][extract]") {
  const std::string txt =
      "Пишем «войти», а не «залогиниться».\n\n"
      "Не используйте «юзер» и «девайс».\n\n"
      "кликнуть → нажать\n\n"
      "Wi-Fi (не WiFi, вайфай)\n\n"
      "Вместо «апдейт» пишите «обновление».\n\n"
      "Текст должен быть понятен читателю.\n";
  const auto r = recognize(txt, Format::txt);
  REQUIRE(r.rules->size() == 6);
  CHECK(field(r, 0, "kind") == "replace");
  CHECK(field(r, 0, "phrase") == "залогиниться");
  CHECK(field(r, 0, "replacement") == "войти");
  CHECK(field(r, 1, "kind") == "forbidden");
  CHECK(field(r, 1, "phrase") == "юзер");
  CHECK(field(r, 2, "phrase") == "девайс");
  CHECK(field(r, 3, "phrase") == "кликнуть");
  CHECK(field(r, 3, "replacement") == "нажать");
  CHECK(field(r, 4, "kind") == "term");
  CHECK(field(r, 4, "preferred") == "Wi-Fi");
  CHECK(r.rules->getObject(4)->getArray("variants")->size() == 2);
  CHECK(field(r, 5, "phrase") == "апдейт");
  CHECK(field(r, 5, "replacement") == "обновление");
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0].statement == "Текст должен быть понятен читателю.");
}

TEST_CASE("recognizer: a markdown list of forbidden words", "[style][extract]") {
  const std::string md = "# Запрещённые слова:\n\n- юзер\n- фича\n\n## Другое\n\nПросто абзац.\n";
  const auto r = recognize(md, Format::md);
  REQUIRE(r.rules->size() == 2);
  CHECK(field(r, 0, "phrase") == "юзер");
  CHECK(field(r, 1, "phrase") == "фича");
  CHECK(r.warnings.size() == 1);
}

TEST_CASE("recognizer: a docx table of wrong and right, header order respected", "[style][extract]") {
  const std::string body = "<w:tbl><w:tr>" + cell("Правильно") + cell("Неправильно") + "</w:tr><w:tr>" +
                           cell("пользователь") + cell("юзер") + "</w:tr></w:tbl>" +
                           paragraph("Не пишите «данный».");
  const auto r = recognize(proofreader::test::make_docx(body), Format::docx);
  REQUIRE(r.rules->size() == 2);
  CHECK(field(r, 0, "phrase") == "юзер");
  CHECK(field(r, 0, "replacement") == "пользователь");
  CHECK(field(r, 1, "kind") == "forbidden");
  CHECK(field(r, 1, "phrase") == "данный");
}

TEST_CASE("recognizer: an empty document gives no rules and no warnings", "[style][extract]") {
  const auto r = recognize("", Format::txt);
  CHECK(r.rules->size() == 0);
  CHECK(r.warnings.empty());
}

TEST_CASE("recognizer: a glossary table gives terms, never term → definition", "[style][extract]") {
  const std::string body = "<w:tbl><w:tr>" + cell("Термин") + cell("Определение") + "</w:tr><w:tr>" +
                           cell("API") + cell("программный интерфейс приложения") + "</w:tr><w:tr>" +
                           cell("Wi-Fi (не WiFi, вайфай)") + cell("беспроводная сеть") + "</w:tr></w:tbl>";
  const auto r = recognize(proofreader::test::make_docx(body), Format::docx);
  REQUIRE(r.rules->size() == 1);
  CHECK(field(r, 0, "kind") == "term");
  CHECK(field(r, 0, "preferred") == "Wi-Fi");
  CHECK(r.rules->getObject(0)->getArray("variants")->size() == 2);
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0].statement == "API | программный интерфейс приложения");
  CHECK(r.warnings[0].glossary);
}

TEST_CASE("recognizer: a markdown glossary «Термин | Описание» makes no replacements", "[style][extract]") {
  const std::string md =
      "| Термин | Описание |\n|---|---|\n| Сервер | компьютер, который отвечает на запросы |\n"
      "| Клиент | программа пользователя |\n\n| Неправильно | Правильно |\n|---|---|\n| юзер | пользователь "
      "|\n";
  const auto r = recognize(md, Format::md);
  REQUIRE(r.rules->size() == 1);  // only the wrong/right table after it
  CHECK(field(r, 0, "phrase") == "юзер");
  CHECK(field(r, 0, "replacement") == "пользователь");
  REQUIRE(r.warnings.size() == 2);
  for (const auto& w : r.warnings) {
    CHECK(w.glossary);
    CHECK(w.statement.find("Термин") == std::string::npos);
  }
}

TEST_CASE("recognizer: glossary lines «X — Y» are entries, not replacements", "[style][extract]") {
  const std::string txt =
      "API — программный интерфейс приложения.\n\n"
      "Учётная запись — данные для входа (не аккаунт, акк).\n\n"
      "кликнуть -> нажать\n";
  const auto r = recognize(txt, Format::txt);
  REQUIRE(r.rules->size() == 2);
  CHECK(field(r, 0, "kind") == "term");
  CHECK(field(r, 0, "preferred") == "Учётная запись");
  const auto variants = r.rules->getObject(0)->getArray("variants");
  REQUIRE(variants->size() == 2);
  CHECK(variants->getElement<std::string>(0) == "аккаунт");
  CHECK(field(r, 1, "replacement") == "нажать");
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0].statement == "API — программный интерфейс приложения.");
  CHECK(r.warnings[0].glossary);
}

TEST_CASE("recognizer: unquoted lists of forbidden words give one rule per word", "[style][extract]") {
  const std::string txt =
      "Не используйте юзер, девайс.\n\n"
      "Не используйте слова: юзер, девайс, апдейт\n\n"
      "Избегайте фича и баг.\n\n"
      "Не используйте сокращения, которые не расшифрованы в тексте раздела выше.\n";
  const auto r = recognize(txt, Format::txt);
  std::vector<std::string> phrases;
  for (unsigned i = 0; i < r.rules->size(); ++i) {
    CHECK(field(r, i, "kind") == "forbidden");
    phrases.push_back(field(r, i, "phrase"));
  }
  CHECK(phrases == std::vector<std::string>{"юзер", "девайс", "юзер", "девайс", "апдейт", "фича", "баг"});
  REQUIRE(r.warnings.size() == 1);
  CHECK_FALSE(r.warnings[0].glossary);
}

TEST_CASE("recognizer: a paragraph of two rule statements gives both rules", "[style][extract]") {
  const std::string txt =
      "Пишем «войти», а не «залогиниться». Не используйте «т. е.» и «девайс». Так текст понятнее.\n";
  const auto r = recognize(txt, Format::txt);
  REQUIRE(r.rules->size() == 3);
  CHECK(field(r, 0, "replacement") == "войти");
  CHECK(field(r, 1, "phrase") == "т. е.");
  CHECK(field(r, 2, "phrase") == "девайс");
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0].statement == "Так текст понятнее.");
}
