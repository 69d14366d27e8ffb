#include <catch2/catch.hpp>

#include <stdexcept>

#include "TextNormaliser.hpp"

using namespace proofreader::watch;

TEST_CASE("normaliser: whitespace collapsed and trimmed") {
  CHECK(TextNormaliser().normalise("  Два\t\nслова  здесь ") == "Два слова здесь");
}

TEST_CASE("normaliser: the date and number presets") {
  const TextNormaliser dates({"@dates"});
  CHECK(dates.normalise("Обновлено 12.03.2025 в 14:05") == "Обновлено в");
  CHECK(dates.normalise("Выпуск от 2025-03-12") == "Выпуск от");
  CHECK(dates.normalise("Изменено 5 марта 2025 г. автором") == "Изменено автором");
  CHECK(dates.normalise("Версия 3 из 7") == "Версия 3 из 7");
  CHECK(TextNormaliser({"@numbers"}).normalise("Просмотров: 1234") == "Просмотров:");
}

TEST_CASE("normaliser: a user's pattern, a whole line, and a bad pattern") {
  const TextNormaliser lines({"^Последнее изменение:.*$"});
  CHECK(lines.normalise("Текст\nПоследнее изменение: вчера\nЕщё") == "Текст Ещё");
  CHECK_THROWS_AS(TextNormaliser({"(unclosed"}), std::invalid_argument);
}

TEST_CASE("normaliser: the hash changes with the text and ignores empty blocks") {
  const auto a = content_hash({"один", "два"});
  CHECK(a.size() == 64);
  CHECK(a == content_hash({"один", "", "два"}));
  CHECK(a != content_hash({"один", "три"}));
  CHECK(a != content_hash({"одиндва"}));
}
