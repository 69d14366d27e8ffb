// Issue 35, round 13: only «весь» stands for things in the neuter singular
// before a noun it does not agree with. Sentences made up for the tests (none
// from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a neuter «другой» before a noun is its attribute",
          "[agreement][issue35][round13]") {
  check_found({{"Укажите другому расширение файла.", "другому расширение", "другое расширение"},
               {"Программа задаёт иному окно свой заголовок.", "иному окно", "иное окно"}});
  check_unflagged({"Укажите другое расширение файла.", "Это сэкономит всему отделу время.",
                   "Передайте другим доступ к папке.", "Программа сохранит всем время."});
}

TEST_CASE("morphology-engine: an instrumental pronoun before a genitive or direct object is its attribute",
          "[agreement][issue35][round13]") {
  // «строки» is the genitive singular and the nominative and accusative plural;
  // the suggestion follows its likeliest reading.
  check_found({{"Файл может содержать только другими строки.", "другими строки", "другой строки"}});
  check_unflagged({"Файл может содержать только другие строки.", "Эти строки заменяются другими строками.",
                   "Строка была изменена другими."});
}
