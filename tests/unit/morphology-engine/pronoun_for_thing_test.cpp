// Issue 35, round 13: only «весь» stands for things in the neuter singular
// before a noun it does not agree with. Sentences made up for the tests (none
// from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;
using proofreader::testing::fragments_of;

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

// Issue 35, round 16: «некоторые», «многие» are also the dictionary's plural
// pronouns of people; before a noun they are the pronominal adjective and
// agree with it, and after a verb the dative stands alone as «другим» does.
TEST_CASE("morphology-engine: «некоторые», «многие» before a noun agree with it",
          "[agreement][issue35][round16]") {
  CHECK(fragments_of("agreement", "Программа удалит некоторые папку.") ==
        std::vector<std::string>{"некоторые папку"});
  CHECK(fragments_of("agreement", "Программа проверит многие файл.") ==
        std::vector<std::string>{"многие файл"});
  check_unflagged({"Программа удалит некоторые папки.", "Некоторые считают этот способ надёжным.",
                   "Многие из этих файлов удалены.", "Это сохранит некоторым время."});
}

TEST_CASE("morphology-engine: «самим» before a noun it does not agree with is its attribute",
          "[agreement][issue35][round18]") {
  check_found({{"Не переводите самим имя файла.", "самим имя", "само имя"}});
  check_unflagged({"Не переводите само имя файла.", "Это позволит самим пользователям выбрать.",
                   "Это даёт возможность самим выбрать имя."});
}
